import Testing

@Suite("Lowering: Class objects and class literals")
struct ClassObjectLoweringTests {
    @Test func classLiteralNamesAreFoldedToStrings() {
        // The Android `TAG` idiom needs no Class object at all.
        #expect(lowered("String m() { return T.class.getSimpleName(); }") == "return \"T\"")
        #expect(lowered("String m() { return java.util.Map.Entry.class.getName(); }") == "return \"java.util.Map$Entry\"")
        #expect(lowered("String m() { return int.class.getName(); }") == "return \"int\"")
    }

    @Test func classLiteralIsATypedClassObject() {
        #expect(lowered("Class<Integer> m() { return Integer.class; }") == "return JavaClass<Int32?>(name: \"java.lang.Integer\")")
        #expect(lowered("Class<Integer> m() { return int.class; }") == "return JavaClass<Int32?>(name: \"int\", kind: .primitive)")
    }

    @Test func classParameterCarriesItsTypeVariableIntoSwiftGenerics() {
        let (swift, untranslated) = translated("""
            class T {
                Object data;
                <X> X m(Class<X> type) { return type.isInstance(data) ? type.cast(data) : null; }
                String s() { return m(String.class); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("func m<X>(_ type: JavaClass<X?>?) throws -> X? {"))
        #expect(swift.contains("return try type!.isInstance(data) ? type!.cast(data) : nil"))
        #expect(swift.contains("m(JavaClass<String?>(name: \"java.lang.String\"))"))
    }

    @Test func wildcardClassIsTheRuntimeProtocolAndComparesByClass() {
        let (swift, untranslated) = translated("""
            class T {
                boolean m(Class<?> a, Class<? extends Number> b) { return a == b; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("func m(_ a: (any JavaClassObject)?, _ b: (any JavaClassObject)?) -> Bool {"))
        #expect(swift.contains("return javaSameClassObject(a, b)"))
    }

    @Test func classLiteralsWithoutASwiftTypeObjectAreReported() {
        let generic = translated("class T<E> { Object m() { return T.class; } }")
        #expect(generic.untranslated.map(\.message).contains { $0.contains("T.class") })
        let collection = translated("class T { Object m() { return java.util.List.class; } }")
        #expect(collection.untranslated.map(\.message).contains { $0.contains("List.class") })
    }
}

@Suite("Lowering: getClass() of the program's objects")
struct GetClassLoweringTests {
    /// `getClass().getName()` on a program class: its hierarchy carries the binary names, the root declaring
    /// `javaClassName` and each subclass overriding it (javac's names for anonymous classes too).
    @Test func getNameOfAProgramClassReadsItsHierarchysJavaName() {
        let (swift, untranslated) = translated("""
            class T {
                static class Shape { String id() { return getClass().getName(); } }
                static class Square extends Shape { }
                static class Other { }
                String m(Square s) { return s.getClass().getName() + new Shape() { }.id(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("var javaClassName: String { \"T$Shape\" }"))
        #expect(swift.contains("override var javaClassName: String { \"T$Square\" }"))
        #expect(swift.contains("override var javaClassName: String { \"T$1\" }"))
        #expect(swift.contains("return Optional(self.javaClassName)"))
        #expect(swift.contains("Optional(s!.javaClassName)"))
        // Only hierarchies whose names are asked carry them.
        #expect(!swift.contains("\"T$Other\""))
        #expect(!swift.contains("JavaAnonymousClass"))
    }

    /// `x.getClass() == Foo.class` is x's exact class, not `instanceof`.
    @Test func getClassComparedWithALiteralIsTheExactClass() {
        #expect(lowered("boolean m(Object o) { return o.getClass() == T.class; }") ==
            "return JavaClass<T?>(name: \"T\").isExactClass(of: o!)")
        #expect(lowered("boolean m(Object o) { return T.class != o.getClass(); }") ==
            "return !JavaClass<T?>(name: \"T\").isExactClass(of: o!)")
    }

    /// Simple names: an anonymous class's is empty, so anonymous classes say they are when simple names are
    /// asked; a library object's class is one of the runtime's, which stand for several Java classes.
    @Test func simpleNamesOfAnonymousAndLibraryObjects() {
        let (swift, untranslated) = translated("""
            class T {
                Object o = new Object() { };
                String m(Object x) { return x.getClass().getSimpleName(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("JavaObject, JavaAnonymousClass"))
        let (_, findings) = translated("class T { String m(java.util.ArrayList<String> l) { return l.getClass().getSimpleName(); } }")
        #expect(findings.map(\.message).contains { $0.contains("Class.getSimpleName") })
    }

    /// `e.getClass()` as a value (an event bus keyed by class literals): the object's class, named as its literal
    /// is, so the two are equal; the hierarchy carries its Java name for it.
    @Test func getClassAsAValueEqualsTheClassLiteral() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class Bus {
                static class Event {}
                static class Login extends Event {}
                Map<Class<?>, Integer> counts = new LinkedHashMap<>();
                void post(Event e) { counts.merge(e.getClass(), 1, Integer::sum); }
                int logins() { return counts.getOrDefault(Login.class, 0); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("counts!.merge(javaClassObject(of: e!, \\.javaClassName), 1, "), "\(swift)")
        #expect(swift.contains("override var javaClassName: String { \"Bus$Login\" }"), "\(swift)")
    }
}
