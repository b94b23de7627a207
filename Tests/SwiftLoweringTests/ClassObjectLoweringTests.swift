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
