import Foundation
import J2SwiftDriver
import JavaSemantics
import JavaSyntax
import Testing

@Suite("Names, scopes and overload resolution (JLS §6, §15.12)")
struct ResolutionTests {
    @Test func objectDeclaredInTheSourcesHasNoSuperclass() {
        // Translating java.base's own java/lang: Object must not be its own superclass (endless superclass walks).
        let model = analyze("package java.lang; public class Object { public boolean equals(Object o) { return this == o; } }",
                            "package java.lang; public class Thing { boolean same(Thing t) { return equals(t); } }")
        let object = model.symbols.lookup(qualifiedName: "java.lang.Object")!
        #expect(model.symbols[object].superclass == nil)
        let thing = model.symbols.lookup(qualifiedName: "java.lang.Thing")!
        #expect(model.symbols[thing].superclass == .declared(object, []))
    }

    @Test func overloadsThatDifferOnlyByBoxing() {
        let src = """
            class A {
                static void f(long x) {} static void f(Integer x) {} static void f(Object x) {}
                void m(int i, Integer boxed, String s) { f(i); f(boxed); f(s); }
            }
            """
        // Phase 1 (no boxing) picks widening to long before boxing to Integer.
        #expect(target("f(i)", in: src) == "A.f(long)")
        #expect(target("f(boxed)", in: src) == "A.f(Integer)")
        #expect(target("f(s)", in: src) == "A.f(Object)")
    }

    /// JLS §15.12.2.5 and §18.5.1: a generic method whose type parameter has a narrower bound is the more specific,
    /// and an inferred type outside the bound makes the method inapplicable.
    @Test func aNarrowerBoundIsMoreSpecificAndABoundOutsideIsNotApplicable() {
        let src = """
            class A {
                static <T> String show(T x) { return "T"; }
                static <N extends Number> String show(N n) { return "N"; }
                static <T> String pass(T value) { return show(value); }
                void m() { show(5L); show(true); show("s"); }
            }
            """
        #expect(target("show(5L)", in: src) == "A.show(N)")
        #expect(target("show(true)", in: src) == "A.show(T)")
        #expect(target("show(\"s\")", in: src) == "A.show(T)")
        #expect(target("show(value)", in: src) == "A.show(T)")
    }

    @Test func varargsIsTheLastPhase() {
        let src = """
            class A {
                static void g(int a, int b) {} static void g(int... a) {} static void h(Object o) {} static void h(String... s) {}
                void m() { g(1, 2); g(1); g(); g(1, 2, 3); h("x"); h("x", "y"); }
            }
            """
        #expect(target("g(1, 2)", in: src) == "A.g(int, int)")
        #expect(target("g(1)", in: src) == "A.g(int[])")
        #expect(target("g()", in: src) == "A.g(int[])")
        #expect(target("h(\"x\")", in: src) == "A.h(Object)")
        #expect(target("h(\"x\", \"y\")", in: src) == "A.h(String[])")
    }

    @Test func mostSpecificMethod() {
        let src = """
            class A {
                static void k(Object o) {} static void k(String s) {} static void p(int a, double b) {} static void p(double a, int b) {} static void q(CharSequence c) {}
                void m() { k("s"); k(null); k(1); q("s"); }
            }
            """
        #expect(target("k(\"s\")", in: src) == "A.k(String)")
        #expect(target("k(null)", in: src) == "A.k(String)")
        #expect(target("k(1)", in: src) == "A.k(Object)")
        #expect(target("q(\"s\")", in: src) == "A.q(CharSequence)")
    }

    @Test func libraryOverloads() {
        let src = "class A { void m(char c, long l, StringBuilder sb) { System.out.println(c); System.out.println(l); System.out.println(\"s\"); sb.append(c).append(1.5f); Math.abs(-2); String.valueOf(c); } }"
        #expect(target("System.out.println(c)", in: src) == "PrintStream.println(char)")
        #expect(target("System.out.println(l)", in: src) == "PrintStream.println(long)")
        #expect(target("System.out.println(\"s\")", in: src) == "PrintStream.println(String)")
        #expect(target("sb.append(c)", in: src) == "StringBuilder.append(char)")
        #expect(target("sb.append(c).append(1.5f)", in: src) == "StringBuilder.append(float)")
        #expect(target("Math.abs(-2)", in: src) == "Math.abs(int)")
        #expect(target("String.valueOf(c)", in: src) == "String.valueOf(char)")
    }

    @Test func inheritedAndInterfaceDefaultMethods() {
        let src = """
            interface Greeter { String name(); default String greet() { return "hi " + name(); } static Greeter of(String n) { return () -> n; } }
            abstract class Base implements Greeter { int size() { return 0; } }
            class Impl extends Base { public String name() { return "x"; } void m() { greet(); size(); this.greet(); Greeter.of("y").greet(); } }
            """
        #expect(target("greet()", in: src) == "Greeter.greet()")
        #expect(target("size()", in: src) == "Base.size()")
        #expect(target("Greeter.of(\"y\")", in: src) == "Greeter.of(String)")
        #expect(typeOf("Greeter.of(\"y\").greet()", in: src) == "String")
    }

    @Test func innerClassesReachOuterMembers() {
        let src = """
            class Outer {
                private int count; static String label() { return ""; }
                class Inner { int next() { return count + 1; } String l() { return label(); } }
                void m() { Runnable r = new Runnable() { public void run() { count++; } }; }
            }
            """
        #expect(target("count", in: src) == "field Outer.count")
        #expect(target("label()", in: src) == "Outer.label()")
        #expect(typeOf("count++", in: src) == "int")
    }

    @Test func localClassesCaptureLocalsAndSeeMethodTypeVariables() {
        let src = """
            import java.util.*;
            class A { <T> Iterator<T> wrap(List<T> list) {
                int limit = 3;
                class Counter { int left = limit; }
                return new Iterator<T>() { int i = 0; public boolean hasNext() { return i < list.size() && new Counter().left > 0; } public T next() { return list.get(i++); } };
            } }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(typeOf("list.get(i++)", in: src) == "T")
        #expect(typeOf("new Counter().left", in: src) == "int")
    }

    @Test func staticImports() {
        let src = """
            import static java.lang.Math.max;
            import static java.lang.Integer.*;
            class A { Object a = max(1, 2L); Object b = MAX_VALUE; Object c = parseInt("3"); }
            """
        #expect(target("max(1, 2L)", in: src) == "Math.max(long, long)")
        #expect(target("MAX_VALUE", in: src) == "field Integer.MAX_VALUE")
        #expect(typeOf("parseInt(\"3\")", in: src) == "int")
    }

    @Test func aLocalClassIsInScopeForTheRestOfItsBlockAnonymousClassesIncluded() {
        // ReduceOps: `new ReduceOp<T, U, ReducingSink>(…) { public ReducingSink makeSink() {…} }` after the local class.
        let src = """
            import java.util.function.*;
            class A {
                static abstract class Op<S> { abstract S make(); }
                static <U> Op<?> of(U seed) {
                    class Sink implements Supplier<U> { public U get() { return seed; } }
                    return new Op<Sink>() { Sink make() { return new Sink(); } };
                }
                Object use() { return of("x").make(); }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        // The anonymous class's supertype and its method's signature both name the local class.
        let anonymous = model.symbols.types.first { $0.isAnonymous }!
        #expect(anonymous.superclass.map(model.symbols.display) == "A.Op<A$1Sink>")
        #expect(anonymous.methods.first.map { model.symbols.display($0.returnType) } == "A$1Sink")
    }

    @Test func anAnonymousClassOfAQualifiedNewExtendsTheOuterExpressionsInnerClass() {
        // JLS §15.9.1: `screen.new Slider(…) { … }` names a member of the outer expression's type, not a type in scope.
        let src = """
            class Screen {
                class Slider { int value; Slider(int v) { value = v; } String render() { return "" + value; } }
            }
            class Main {
                static String show(Screen screen) {
                    Screen.Slider s = screen.new Slider(3) { String render() { return super.render() + "*"; } };
                    return s.render();
                }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        let anonymous = model.symbols.types.first { $0.isAnonymous }!
        #expect(anonymous.superclass.map(model.symbols.display) == "Screen.Slider")
        #expect(typeOf("super.render()", in: src) == "String")
    }

    @Test func staticImportsBringInStaticMemberTypes() {
        let model = analyze(
            "package p; public class Outer { public static class Name {} public enum Kind { L, I } public class Inner {} }",
            """
            package q;
            import static p.Outer.*;
            import static java.util.concurrent.Flow.Subscriber;
            class User { Name n; Kind k = Kind.L; Subscriber<String> s; Inner i; }
            """
        )
        func fieldType(_ name: String) -> String {
            let user = model.symbols.types.first { $0.simpleName == "User" }!
            return model.symbols.display(user.fields.first { $0.name == name }!.type)
        }
        #expect(fieldType("n") == "p.Outer.Name")
        #expect(fieldType("k") == "p.Outer.Kind")
        #expect(fieldType("s") == "java.util.concurrent.Flow.Subscriber<String>")
        // An inner (non-static) class is not a static member: a static import does not bring it in.
        #expect(fieldType("i").contains("unresolved"))
    }

    @Test func aPrivateMemberTypeIsNotInheritedAndHidesTheOnesAboveIt() {
        // ClassValue.ClassValueMap extends WeakHashMap, whose private `Entry` hides `Map.Entry`: inside the
        // subclass, `Entry` is the enclosing class's own.
        let model = analyze(
            "package p; public class Base implements java.util.Map.Entry<String, String> { private static class Entry {} " +
            "public String getKey() { return null; } public String getValue() { return null; } public String setValue(String v) { return v; } }",
            "package p; class Outer { static class Entry { int mine; } static class Sub extends Base { Entry e; } }"
        )
        let sub = model.symbols.types.first { $0.simpleName == "Sub" }!
        #expect(model.symbols.display(sub.fields[0].type) == "p.Outer.Entry")
    }

    @Test func anOnDemandImportBringsInOnlyPublicTypes() {
        let model = analyze(
            "package a; class Hidden {} ",
            "package b; public class Hidden { public int n; }",
            "package c; import a.*; import b.*; class User { Hidden h; }"
        )
        let user = model.symbols.types.first { $0.simpleName == "User" }!
        #expect(model.symbols.display(user.fields[0].type) == "b.Hidden")
    }

    @Test func aMemberTypedByAClassTypeVariableKeepsItsBoundThroughAWildcard() {
        // `ChronoLocalDateTime<?>`'s `toLocalDate()` returns D (`D extends ChronoLocalDate`): capture conversion
        // keeps D's bound, so the result is a ChronoLocalDate, not an Object.
        let src = """
            import java.util.*;
            class Box<N extends Number> { N value; N get() { return value; } }
            class A { void m(Box<?> b, Box<? super Integer> c, Box<? extends Integer> d) {
                b.get().intValue(); c.get(); d.get(); b.value.doubleValue();
            } }
            """
        #expect(typeOf("b.get()", in: src) == "Number")
        #expect(typeOf("b.get().intValue()", in: src) == "int")
        #expect(typeOf("c.get()", in: src) == "Number")
        #expect(typeOf("d.get()", in: src) == "Integer")
        #expect(typeOf("b.value", in: src) == "Number")
    }

    @Test func aLambdaCastToAnIntersectionTakesItsFunctionalInterface() {
        let src = """
            import java.io.Serializable;
            import java.util.Comparator;
            class A { <T> Comparator<T> m(Comparator<? super T> other) {
                return (Comparator<T> & Serializable) (c1, c2) -> other.compare(c1, c2);
            } }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(typeOf("other.compare(c1, c2)", in: src) == "int")
        #expect(typeOf("c1", in: src) == "T")
    }

    @Test func aPackageNameIsNoExpression() {
        let src = "class A { Object m() { return java.util.Collections.emptyList(); } }"
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        // `java.util.Collections.emptyList()`, and the type name `java.util.Collections`; not `java` nor `java.util`.
        #expect(model.files[0].expressionCount == 2)
        #expect(model.files[0].unresolvedExpressionCount == 0)
        // `j2swift types` lists them as packages, without a type.
        let listing = TypeListing(model: model).render(file: 0).split(separator: "\n")
        #expect(listing.contains("1:31  package  java.util"))
        #expect(listing.contains("1:31  package  java"))
        #expect(listing.contains("1:31  expr  java.util.Collections : Collections  → type java.util.Collections"))
    }

    @Test func aFieldOfARawReceiverHasItsErasedType() {
        let src = """
            class Box<N extends Number> { N value; }
            class A { void m(Box raw) { raw.value.intValue(); } }
            """
        #expect(typeOf("raw.value", in: src) == "Number")
    }

    @Test func anInnerClassOfAParameterizedOuterSeesTheOutersArguments() {
        let src = """
            import java.util.Iterator;
            class Box<T> implements Iterable<T> {
                T value;
                class Ref { T item; T get() { return value; } }
                class Pair<U> { U first; T second; }
                class Itr implements Iterator<T> { public boolean hasNext() { return false; } public T next() { return value; } }
                Ref ref() { return new Ref(); }
                Box.Ref qualifiedRef() { return ref(); }
                public Iterator<T> iterator() { return new Itr(); }
            }
            class A { void m(Box<String> b, Box<String>.Pair<Integer> p) {
                Object a = b.ref().get(); Object c = b.ref().item.length(); Box<String>.Ref r = b.ref(); Object g = r.get(); Object h = b.qualifiedRef().get();
                Object d = p.first; Object e = p.second; Object f = b.iterator().next();
                for (String s : b) {}
            } }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        // `ref()` declared `Ref` inside `Box<T>` is `Box<T>.Ref`; through a `Box<String>` it is `Box<String>.Ref`.
        #expect(typeOf("b.ref()", in: src) == "Box<String>.Ref")
        #expect(typeOf("b.ref().get()", in: src) == "String")
        #expect(typeOf("b.ref().item.length()", in: src) == "int")
        #expect(typeOf("r.get()", in: src) == "String")
        // `Box.Ref` written inside `Box` means `Box<T>.Ref`, as the simple name does.
        #expect(typeOf("b.qualifiedRef().get()", in: src) == "String")
        // Written out: the inner class's own arguments, then the outer's.
        #expect(typeOf("p", in: src) == "Box<String>.Pair<Integer>")
        #expect(typeOf("p.first", in: src) == "Integer")
        #expect(typeOf("p.second", in: src) == "String")
        // Supertypes of an inner class substitute the outer's arguments too (`Itr implements Iterator<T>`).
        #expect(typeOf("b.iterator().next()", in: src) == "String")
        // Inside the outer class, the outer's variables stay themselves.
        #expect(typeOf("new Ref()", in: src) == "Box<T>.Ref")
    }

    @Test func anInnerClassNamedInASubclassOfItsGenericOuterCarriesTheSubclasssArguments() {
        // JLS §8.5: `Ref` is a member of `Sub` through `Box<String>`, so it is `Box<String>.Ref` there.
        let src = """
            class Box<T> { T value; class Ref { T get() { return value; } } }
            class Sub extends Box<String> { Ref r; int len() { return r.get().length(); } }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(typeOf("r.get()", in: src) == "String")
        #expect(typeOf("r.get().length()", in: src) == "int")
    }

    @Test func aClassHeaderDoesNotSeeTheClassOwnMembers() {
        // JLS §6.3: members of C are in scope in C's body, not in its `extends` clause. `Species` there is the outer
        // class's, not the one `Specializer` inherits from `Base`.
        let src = """
            class Base<S> { class Species {} S top; }
            class Outer {
                static class Species { int size() { return 1; } }
                static class Specializer extends Base<Species> { Species own; }
                void m(Specializer s) { Object a = s.top.size(); Object b = s.own; }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(typeOf("s.top", in: src) == "Outer.Species")
        #expect(typeOf("s.top.size()", in: src) == "int")
        // In the body, the inherited member class shadows the outer one (an inner class of `Base<S>`, seen through
        // `Base<Outer.Species>`).
        #expect(typeOf("s.own", in: src) == "Base<Outer.Species>.Species")
    }

    @Test func shadowingLocalsHideFieldsAndFieldsHideTypes() {
        let src = """
            class String2 {}
            class A {
                int x; static long String2;
                void m(double x) { Object a = x; Object b = this.x; Object c = String2; }
            }
            """
        #expect(typeOf("x", in: src) == "double")
        #expect(typeOf("this.x", in: src) == "int")
        // A variable obscures a type of the same name (JLS §6.4.2).
        #expect(typeOf("String2", in: src) == "long")
    }

    @Test func crossFileAndCrossPackageReferences() {
        let model = analyze(
            "package app.model; public class Item { public String name; public static Item of(String n) { return new Item(); } }",
            "package app.ui; import app.model.Item; class View { Object n = Item.of(\"a\").name; }"
        )
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        let id = node("Item.of(\"a\").name", in: model, file: 1)!
        #expect(model.symbols.display(model.files[1].type(of: id)!) == "String")
    }

    @Test func unknownNamesPropagateQuietlyAndAreRecordedOnce() {
        let src = """
            import com.example.Missing;
            import android.widget.TextView;
            class A { Missing m; void f() { Object a = m.foo().bar(); Object b = Unknown.call(); int n = m.size() + 1; } }
            """
        let model = analyze(src)
        let names = model.unresolved.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(names.contains("import com.example.Missing"))
        #expect(names.contains("type Missing"))
        #expect(names.contains("name Unknown"))
        // Members of an unresolved type are not reported again (one report per root cause).
        #expect(!names.contains { $0.contains("foo") || $0.contains("size") })
        #expect(typeOf("m.size() + 1", in: src).contains("unresolved"))
    }
}

@Suite("Semantic corpora")
struct SemanticCorpusTests {
    /// Attributes one folder of the JDK 17 sources as one program: the analysis, its expression count and how
    /// many of those stayed unresolved.
    func attributeJDK(_ folder: String) throws -> (result: ProgramAnalysis.Result, files: Int, expressions: Int, unresolved: Int) {
        let root = try JDKSourceArchive.extract(label: "attribute-" + folder.replacingOccurrences(of: "/", with: "-"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try SourceCollector.javaFiles(in: [root + "/" + folder])
        let result = ProgramAnalysis().analyze(paths: files, library: library)
        let expressions = result.model.files.reduce(0) { $0 + $1.expressionCount }
        let unresolved = result.model.files.reduce(0) { $0 + $1.unresolvedExpressionCount }
        return (result, files.count, expressions, unresolved)
    }

    @Test func attributesJavaUtilWithoutInternalFailure() throws {
        let (result, files, expressions, unresolved) = try attributeJDK("java.base/java/util")
        print("java/util attribution: \(files) files, \(expressions) expressions, \(unresolved) unresolved")
        #expect(result.parseErrors == 0)
        #expect(expressions > 200_000)
        // JDK-internal packages (jdk.internal.*, sun.*) are outside the signature set; everything else resolves.
        #expect(Double(unresolved) / Double(expressions) < 0.04)
    }

    @Test func attributesAllOfJavaBaseWithNothingUnresolved() throws {
        // All of java.base together: every name it uses is declared in it, so anything unresolved is a gap in
        // attribution. Each expression counts once, by its last type (a poly argument is attributed again).
        let (result, files, expressions, unresolved) = try attributeJDK("java.base")
        print("java.base attribution: \(files) files, \(expressions) expressions, \(unresolved) unresolved, \(result.model.unresolved.count) unresolved names")
        #expect(result.parseErrors == 0)
        #expect(expressions > 1_200_000)
        #expect(unresolved == 0)
        #expect(result.model.unresolved.isEmpty, "\(result.model.unresolved.map(\.name))")
    }

    @Test func attributesTheSamples() throws {
        let files = try SourceCollector.javaFiles(in: [repositoryRoot.appendingPathComponent("Samples").path])
        let result = ProgramAnalysis().analyze(paths: files, library: library)
        let expressions = result.model.files.reduce(0) { $0 + $1.expressionCount }
        let unresolved = result.model.files.reduce(0) { $0 + $1.unresolvedExpressionCount }
        print("Samples attribution: \(files.count) files, \(expressions) expressions, \(unresolved) unresolved")
        // What stays unresolved is only what the samples import from outside their reach (Gson, R, widgets).
        for u in result.model.unresolved {
            #expect(["R", "Gson", "JsonSyntaxException", "SerializedName", "com.google.gson.Gson", "com.google.gson.JsonSyntaxException",
                     "com.google.gson.annotations.SerializedName"].contains(u.name) || u.name.hasPrefix("R.") || u.name.hasPrefix("android.widget") ||
                    ["TextView", "Button", "Toast", "EditText", "CheckBox", "CompoundButton"].contains(u.name), "\(u)")
        }
    }
}
