import Testing

@Suite("Lowering records, patterns, nested and generic classes")
struct TypeDeclarationLoweringTests {
    @Test func recordsAreFinalClassesWithFieldBasedObjectMethods() {
        let (swift, untranslated) = translated("""
            record Point(int x, String label) {
                Point {
                    if (x < 0) x = 0;
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
            final class Point: JavaRecord {
                fileprivate let xField: Int32
                fileprivate let labelField: String?

                init(_ x: Int32, _ label: String?) {
                    var x = x
                    if x < 0 {
                        x = 0
                    }
                    self.xField = x
                    self.labelField = label
                }

                public func x() -> Int32 { xField }

                public func label() -> String? { labelField }

                public func equals(_ other: Any?) throws -> Bool {
                    guard let other = other as? Point else { return false }
                    return try xField == other.xField && javaEquals(labelField, other.labelField)
                }

                public func hashCode() throws -> Int32 { try javaRecordHashCode(xField, labelField) }

                public func toString() -> String { "Point[x=\\(xField), label=\\(javaStringOf(labelField))]" }
            }
            """))
    }

    @Test func aFieldNamedLikeAnInheritedMethodAndHidingAFieldTakesBothSuffixes() {
        // Swift has one name space for a class chain's properties and methods: `Inbox.title` meets the
        // inherited `title()` (so `Field`) and hides `Base.title` (so the class's name).
        let (swift, untranslated) = translated("""
            class T {
                static class Base { String title = "base"; String title() { return title; } }
                static class Inbox extends Base { String title = "inbox"; String both() { return title + super.title; } }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("var titleField: String? = \"base\""))
        #expect(swift.contains("var titleFieldInbox: String? = nil"))
        #expect(swift.contains("self.titleFieldInbox = \"inbox\""))
        #expect(swift.contains("return \"\\(JavaString.valueOf(self.titleFieldInbox))\\(JavaString.valueOf(super.titleField))\""))
    }

    @Test func overloadsThatClashInSwiftAreRenamedAfterTheirParameterTypes() {
        // `describe(Object)` and `describe(Number)` both take `Any?` in Swift; `Cart.log(Integer)` takes `Int32?`,
        // which Swift would read as overriding `log(int)`. Overrides keep the name of what they override.
        let (swift, untranslated) = translated("""
            class Logger {
                static String describe(Object o) { return "object"; }
                static String describe(Number n) { return "number"; }
                static String describe(Integer i) { return "integer"; }
                void log(int value) { }
                void show(Number n) { }
                void show(Object o) { }
            }
            class Cart extends Logger {
                void log(Integer value) { }
                @Override void show(Number n) { }
                void run(Logger l) {
                    Logger.describe(5);
                    Logger.describe(5L);
                    log(Integer.valueOf(3));
                    l.show(2.5);
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("static func describe(_ o: Any?) -> String?"))
        #expect(swift.contains("static func describeNumber(_ n: Any? /* java.lang.Number */) -> String?"))
        #expect(swift.contains("static func describe(_ i: Int32?) -> String?"))
        // The later of two clashing overloads takes the new name, so adding an overload renames only the new one.
        #expect(swift.contains("func show(_ n: Any? /* java.lang.Number */)"))
        #expect(swift.contains("func showObject(_ o: Any?)"))
        #expect(swift.contains("func logInteger(_ value: Int32?)"))
        #expect(swift.contains("override func show(_ n: Any? /* java.lang.Number */)"))
        // Arguments of a name Swift overloads are stated as the parameter's type: Swift would pass `5` to `Any?`.
        #expect(swift.contains("Logger.describe((5 as Int32?))"))
        #expect(swift.contains("Logger.describeNumber((5 as Int64))"))
        #expect(swift.contains("logInteger((3 as Int32))"))
        #expect(swift.contains("l!.show(2.5)"))
    }

    @Test func constructorsThatClashInSwiftLabelTheirFirstParameter() {
        // `init(_: Any?)` twice would not compile; the later constructor's first parameter is labeled, and calls to
        // constructors of the same arity state their arguments' types (`this(Integer.valueOf(i))` is not `this(i)`).
        let (swift, untranslated) = translated("""
            class Profile {
                Profile(Object o) { }
                Profile(Number n) { }
                Profile(Integer i) { }
                Profile(int i) { this(Integer.valueOf(i + 1)); }
                static Profile make(Number n) { return new Profile(n); }
                static Profile anonymous(Number n) { return new Profile(n) { }; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("init(_ o: Any?)"))
        #expect(swift.contains("init(number n: Any? /* java.lang.Number */)"))
        #expect(swift.contains("init(_ i: Int32?)"))
        #expect(swift.contains("self.init(((i &+ 1) as Int32?))"))
        #expect(swift.contains("return try Profile(number: n)"))
        #expect(swift.contains("override init(number a0: Any? /* java.lang.Number */)"))
        #expect(swift.contains("super.init(number: a0)"))
    }

    @Test func aGenericMethodOfAGenericSuperclassIsOverridden() {
        // `<X> X fold(Function<L, X>, …)` of `Either<L, R>` restated in `Left<L, R>`: the class's variables seen
        // through the subclass, the method's own by position.
        let (swift, untranslated) = translated("""
            import java.util.function.Function;
            abstract class Either<L, R> { abstract <X> X fold(Function<L, X> onLeft, Function<R, X> onRight); }
            final class Left<L, R> extends Either<L, R> {
                final L value;
                Left(L value) { this.value = value; }
                <X> X fold(Function<L, X> onLeft, Function<R, X> onRight) { return onLeft.apply(value); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("override func fold<X>(_ onLeft: ((L?) throws -> X?)?, _ onRight: ((R?) throws -> X?)?) throws -> X?"))
    }

    /// Java's static members and static nested classes do not see the class's type parameters; Swift's do, and
    /// Swift 6 rejects a parameter of the same name, so the inner one is numbered.
    @Test func typeParametersShadowingAnEnclosingClasssAreNumbered() {
        let (swift, untranslated) = translated("""
            class Page<T> {
                final T item;
                Page(T item) { this.item = item; }
                static <T> Page<T> of(T item) { return new Page<>(item); }
                static final class Entry<T> { T value; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("static func of<T1>(_ item: T1?) -> Page<T1>? {"))
        #expect(swift.contains("return Page<T1>(item)"))
        #expect(swift.contains("final class Entry<T1>: JavaObject {"))
        #expect(swift.contains("var value: T1? = nil"))
    }

    /// Swift lets no throwing initializer override a non-throwing one: when a subclass's constructors throw
    /// (`addAll` can) and one overrides the superclass's (`Sub()` over `Base()`), the superclass's throw too.
    @Test func aThrowingConstructorMakesTheOneItOverridesThrow() {
        let (swift, _) = translated("""
            import java.util.*;
            class Base { }
            class Sub extends Base { final List<String> l = new ArrayList<>(); Sub() { } Sub(Sub o) { l.addAll(o.l); } }
            """)
        #expect(swift.contains("class Base: JavaObject {\n\n    init() throws {"))
        #expect(swift.contains("override init() throws {\n        try super.init()"))
    }

    /// A local or anonymous class in a generic method is declared beside the method in Swift, generic over the
    /// method's type parameters; one created in `super(…)`'s arguments has no enclosing instance yet.
    @Test func localClassesOfGenericMethodsAndSuperArgumentsAreTranslated() {
        let (swift, untranslated) = translated("""
            import java.util.function.*;
            class A {
                interface Cb<T> { void on(T v); }
                static <T> Cb<T> printing(String label) { return new Cb<T>() { public void on(T v) { System.out.println(label + v); } }; }
            }
            class Base { Base(Runnable r, Supplier<String> s) { } }
            class Sub extends Base { Sub(String x) { super(new Runnable() { public void run() { } }, () -> x); } }
            enum Level { LOW }
            class Machine<S extends Enum<S>> { String label(S s) { return s.name(); } static int size() { return 0; } }
            class UseMachine { int n = Machine.size(); }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("return Anonymous1<T>(label)"))
        #expect(swift.contains("fileprivate final class Anonymous1<T>: JavaObject, A.Cb {"))
        #expect(swift.contains("super.init({ [object = Anonymous1()] () throws in try object.run() }, { () throws -> String? in"))
        #expect(swift.contains("class Machine<S: JavaEnum>: JavaObject {"))
        // Static members are reached through arguments within the class's bounds.
        #expect(swift.contains("Machine<JavaEnum>.size()"))
    }

    /// A static nested class of a generic class is spelled through the class with placeholder arguments, inside
    /// and out; a bound on a library collection is the runtime class it is translated as.
    @Test func staticNestedTypesOfGenericClassesAndCollectionBounds() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class Box<T> {
                static final class Pair<A, B> { final A a; Pair(A a) { this.a = a; } }
                static <A> Pair<A, String> pair(A a) { return new Pair<>(a); }
            }
            class Use {
                Box.Pair<Integer, String> p = Box.pair(1);
                static <T, C extends Collection<T>> C fill(C c, T t) { c.add(t); return c; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("var p: Box<Any>.Pair<Int32, String>? = nil"))
        #expect(swift.contains("return Box<Any>.Pair<A, String>(a)"))
        #expect(swift.contains("static func fill<T, C: JavaCollection<T?>>(_ c: C?, _ t: T?) throws -> C? {"))
    }

    @Test func explicitTypeArgumentsOfAProgramMethodStateTheResultType() {
        // Swift cannot specialize a generic function explicitly: the call states the type Java's arguments give it.
        let (swift, _) = translated("""
            import java.util.*;
            class Util {
                static <T> List<T> emptyList() { return new ArrayList<>(); }
                static int size() { return Util.<Integer>emptyList().size(); }
            }
            """)
        #expect(swift.contains("(Util.emptyList() as JavaList<Int32?>?)!.size()"))
    }

    @Test func aGenericClassUsedThroughABoundedWildcardOfOtherArgumentsIsReported() {
        // Java's `Box<? extends Number>` takes an `IntBox`; Swift's `Box<Any>` does not take a `Box<Int32>`. A `Key<?>`
        // (only unbounded wildcards, even as a type argument alone) is Key's erased protocol, which takes any Key.
        let (swift, untranslated) = translated("""
            import java.util.*;
            class Settings {
                static final class Key<T> { final T fallback; Key(T fallback) { this.fallback = fallback; } }
                static class Box<T> { T value; }
                static class IntBox extends Box<Integer> { }
                static final Key<Integer> RETRIES = new Key<>(3);
                static final List<Key<?>> ALL = List.of(RETRIES);
                void fill(List<Box<? extends Number>> boxes) { boxes.add(new IntBox()); }
                Key<Integer> same() { Key<Integer> k = RETRIES; return k; }
            }
            """)
        #expect(untranslated.map(\.message) == [
            "Settings.IntBox used as Settings.Box<? extends Number>: Swift's generic types are invariant: Settings.Box<Int32> is not a Settings.Box<Any>",
        ])
        #expect(swift.contains("ALL = try JavaList<(any Settings_KeyErased)?>.of(Settings.RETRIES)"))
    }

    @Test func aRecordWithOnlyOtherConstructorsStillHasItsCanonicalOne() {
        let (swift, untranslated) = translated("record Pair(int a, int b) { Pair(int a) { this(a, a); } }")
        #expect(untranslated.isEmpty)
        #expect(swift.contains("convenience init(_ a: Int32) {\n        self.init(a, a)\n    }"))
        #expect(swift.contains("init(_ a: Int32, _ b: Int32) {\n        self.aField = a\n        self.bField = b\n    }"))
    }

    @Test func patternVariablesAreDeclaredBeforeTheirStatement() {
        let (swift, untranslated) = translated("""
            class Pat {
                static String describe(Object o) {
                    if (o instanceof String s && !s.isEmpty()) return "text " + s;
                    if (!(o instanceof Integer n)) return "other";
                    return "number " + (n + 1);
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                    var s: String? = nil
                    if (javaMatch(o, into: &s)) && !s!.isEmpty {
                        return "text \\(JavaString.valueOf(s))"
                    }
                    var n: Int32? = nil
                    if !(javaMatch(o, into: &n)) {
                        return "other"
                    }
                    return "number \\((n! &+ 1))"
            """))
    }

    @Test func anonymousAndInnerClassesReceiveTheirOuterInstanceAndCapturedLocals() {
        let (swift, untranslated) = translated("""
            class Anon {
                interface Counter { int next(); }
                int base = 10;
                Counter from(int start) {
                    return new Counter() {
                        int count = start;
                        public int next() { return base + count++; }
                    };
                }
                class Inner { int twice() { return base * 2; } }
                Inner make() { return new Inner(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                func from(_ start: Int32) -> Anon.Counter? {
                    return Anonymous1(self, start)
                }

                fileprivate final class Anonymous1: JavaObject, Anon.Counter {
                    let outer: Anon
                    let start: Int32
                    var count: Int32 = 0

                    public func next() -> Int32 {
                        return outer.base &+ JavaArithmetic.postIncrement(&count)
                    }

                    init(_ outer: Anon, _ start: Int32) {
                        self.outer = outer
                        self.start = start
                        self.count = start
                    }
                }
            """))
        #expect(swift.contains("return outer.base &* 2"))
        #expect(swift.contains("return Anon.Inner(self)"))
    }

    /// An anonymous class in a default method of a generic interface is declared in the interface's static scope,
    /// outside the protocol, where its associated type is not in scope: it is generic over the interface's parameters.
    /// (A Java variable named `self` is `self_`: a property `` `self` `` would be shadowed by Swift's `self`.)
    @Test func anAnonymousClassInAGenericInterfacesDefaultMethodIsGenericOverItsParameters() {
        let (swift, untranslated) = translated("""
            interface Check<T> {
                boolean test(T value);
                default Check<T> and(Check<T> other) {
                    Check<T> self = this;
                    return new Check<T>() { public boolean test(T v) { return self.test(v) && other.test(v); } };
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("return CheckStatics.Anonymous1<T>(self_, other)"), "\(swift)")
        #expect(swift.contains("fileprivate final class Anonymous1<T>: JavaObject, Check {"), "\(swift)")
        #expect(swift.contains("return self_!.test(v) && other!.test(v)"), "\(swift)")
    }

    /// A subclass of `Report<Line>` calling `super.footer(items)` sees the superclass's parameter through itself
    /// (`List<Line>`, which the argument already is): it was pinned as `items as JavaList<T?>?`, with the superclass's
    /// unbound `T`.
    @Test func aSuperCallsArgumentIsSeenThroughTheSubclass() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class Line {}
            abstract class Report<T> {
                String footer(List<T> items) { return "(" + items.size() + ")"; }
                String footer(String note) { return note; }
            }
            class Lines extends Report<Line> {
                @Override String footer(List<Line> items) { return super.footer(items) + "!"; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(!swift.contains("as JavaList<T?>?"), "\(swift)")
        #expect(swift.contains("return \"\\(JavaString.valueOf(super.footer(items)))!\""), "\(swift)")
    }

    /// A private method is not inherited: a subclass's method of the same signature is a new one (JLS §8.4.8), so the
    /// superclass's own call still reaches its private method. Both are visible in the Swift file: the new one is
    /// named apart.
    @Test func aPrivateMethodIsNotOverridden() {
        let (swift, untranslated) = translated("""
            class Product {
                private String code() { return "P"; }
                final String fullCode() { return code(); }
                static class Book extends Product { String code() { return "B"; } }
                static String both(Book b) { return b.fullCode() + b.code(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("fileprivate func code() -> String? {"), "\(swift)")
        #expect(swift.contains("        func code2() -> String? {"), "\(swift)")
        #expect(swift.contains("return \"\\(JavaString.valueOf(b!.fullCode()))\\(JavaString.valueOf(b!.code2()))\""), "\(swift)")
    }

    /// `other.new Widget(…) { … }` in an instance method: Java gives the anonymous class `this` as its own enclosing
    /// instance and `other` as its superclass's; the Swift class has one, so it is reported, not mistranslated.
    @Test func anAnonymousClassQualifiedByAnotherInstanceIsReported() {
        let (_, findings) = translatedWithFindings("""
            class Panel {
                String name;
                class Widget { String render() { return name; } }
                String addTo(Panel other) {
                    Widget w = other.new Widget() { String render() { return super.render() + name; } };
                    Widget same = this.new Widget() { String render() { return "same " + super.render(); } };
                    return w.render() + same.render();
                }
            }
            """)
        #expect(findings.map(\.message) == ["anonymous class created with other.new: its superclass's enclosing instance is not the anonymous class's own (this), and the Swift class holds one"])
    }

    /// `Loud extends Channel` overrides Channel's default: a class implementing Loud (whose subclass overrides the
    /// method) restates Loud's body once, not Channel's beside it.
    @Test func aDefaultOverriddenInASubinterfaceIsRestatedOnce() {
        let (swift, untranslated) = translated("""
            class Main {
                interface Channel { default int importance() { return 2; } }
                interface Loud extends Channel { default int importance() { return 4; } }
                static class Basic implements Channel {}
                static class Priority extends Basic implements Loud {}
                static class Urgent extends Priority { public int importance() { return super.importance() + 1; } }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                class Priority: Main.Basic, Main.Loud {

                    override init() {
                        super.init()
                    }

                    override func importance() -> Int32 {
                        return 4
                    }
                }
            """), "\(swift)")
    }

    /// `screen.new Slider(3) { … }` in a static method: the anonymous class has no enclosing instance of its own; it
    /// takes the one written before `.new` and passes it on to its inner superclass.
    @Test func anAnonymousSubclassOfAnInnerClassPassesTheQualifyingInstanceToItsSuperclass() {
        let (swift, untranslated) = translated("""
            class Screen {
                class Slider { int value; Slider(int v) { value = v; } String render() { return "" + value; } }
                static String show(Screen screen) {
                    Slider s = screen.new Slider(3) { String render() { return super.render() + "*"; } };
                    return s.render();
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("let s: Screen.Slider? = Anonymous1(screen!, (3 as Int32))"), "\(swift)")
        #expect(swift.contains("""
                    override init(_ outer: Screen, _ a0: Int32) {
                        super.init(outer, a0)
                    }
            """), "\(swift)")
    }

    @Test func anUnqualifiedLibraryMethodOfTheEnclosingClassIsCalledOnItsInstance() {
        let (swift, untranslated) = translated("""
            import java.util.ArrayList;
            class Names extends ArrayList<String> {
                class Adder { void add2(String s) { add(s); System.out.println(size()); } }
                Runnable sizer() { return () -> System.out.println(size()); }
            }
            enum Level {
                LOW;
                Runnable printer() {
                    return new Runnable() { public void run() { System.out.println(name() + toString()); } };
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("_ = try outer.add(s)"))
        #expect(swift.contains("System.out.println(outer.size())"))
        // A lambda is no class of its own: `self` is still the list.
        #expect(swift.contains("System.out.println(self.size())"))
        // Every class has toString(): the anonymous class's own, not the enum's.
        #expect(swift.contains("outer.name()"))
        #expect(!swift.contains("outer.toString()"))
    }

    @Test func aBoundWithTypeArgumentsKeepsThemUnlessItNamesItsOwnParameter() {
        let (swift, untranslated) = translated("""
            interface Identified<ID> { ID getId(); }
            class Repo<ID, T extends Identified<ID>, A extends Identified<?>> {
                static <K, V extends Identified<K>> K key(V v) { return v.getId(); }
                static <N extends Identified<N>> N own(N n) { return n.getId(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Repo<ID, T: Identified<ID>, A: Identified>"))
        #expect(swift.contains("func key<K, V: Identified<K>>("))
        // Swift has no self-referencing bound: the bare protocol is what it can state.
        #expect(swift.contains("func own<N: Identified>("))
    }

    @Test func typesNamedLikeSwiftMetatypeMembersAreRenamedAtEveryUse() {
        let (swift, untranslated) = translated("""
            class Protocol { static int n = 1; static int twice() { return Protocol.n * 2 + new Protocol().hashCode() * 0; } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Protocol_: JavaObject"))
        #expect(!swift.contains("Protocol."))
        #expect(swift.contains("Protocol_.n"))
    }

    @Test func superCloneOfObjectCopiesTheRuntimeClassFieldByField() {
        // Java copies every field of the object's class; each Swift class copies the properties it declares, and
        // `type(of: self)` makes the object of the runtime class (a Point3 cloned through Point stays a Point3).
        let (swift, untranslated) = translated("""
            class Point implements Cloneable {
                int x;
                public Point clone() { try { return (Point) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); } }
            }
            class Point3 extends Point { int z; }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("return try javaCast(type(of: self).init(javaCopyOf: self), to: Point.self, \"Point\")"))
        #expect(swift.contains("""
                required init(javaCopyOf other: AnyObject) {
                    let source = other as! Self
                    self.x = source.x
                }
            """))
        #expect(swift.contains("""
                required init(javaCopyOf other: AnyObject) {
                    let source = other as! Self
                    self.z = source.z
                    super.init(javaCopyOf: other)
                }
            """))
        #expect(swift.contains("catch let e as CloneNotSupportedException"))
    }

    @Test func superCloneOfObjectInAClassThatIsNotCloneableIsReported() {
        // Java throws CloneNotSupportedException unless the runtime class is Cloneable: not copied.
        let (swift, untranslated) = translated("""
            class Plain {
                int x;
                Object copy() throws CloneNotSupportedException { return super.clone(); }
            }
            """)
        #expect(untranslated.contains { $0.message.hasPrefix("super.clone() of java.lang.Object: Object.clone() copies every field") })
        #expect(!swift.contains("javaCopyOf"))
    }

    @Test func anInnerClassUsingTheNameOuterKeepsItsEnclosingInstanceUnderAnother() {
        let (swift, untranslated) = translated("""
            class Tree {
                int size = 3;
                class Walker {
                    int outer = 1;
                    int total() { int outerInstance = 2; return outer + outerInstance + size; }
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("let outerInstance1: Tree"))
        #expect(swift.contains("var outer: Int32 = 1"))
        #expect(swift.contains("return (outer &+ outerInstance) &+ outerInstance1.size"))
    }

    @Test func anInnerClassOfAGenericClassIsNamedThroughItsParameterizedOuter() {
        let (swift, untranslated) = translated("""
            class Box<T> {
                T value;
                class Ref { T get() { return value; } }
                Ref ref() { return new Ref(); }
            }
            class User {
                int m(Box<String> b) { Box<String>.Ref r = b.ref(); return r.get().length(); }
            }
            """)
        #expect(untranslated.isEmpty)
        // Outside `Box`, Swift needs the outer's arguments to name the nested class.
        #expect(swift.contains("let r: Box<String>.Ref? = b!.ref()"))
        #expect(swift.contains("return r!.get()!.javaLength"))
        #expect(swift.contains("func ref() -> Box<T>.Ref?"))
    }

    @Test func publicDeclarationsUsingPackagePrivateTypesAreInternal() {
        // Java lets them be public; Swift refuses a declaration more visible than a type it uses.
        let (swift, findings) = translatedWithFindings("""
            class Hidden { }
            class Base<T> { }
            interface Maker { Hidden make(); }
            public class Shown { public int n; public Hidden h; public Shown() { } public Shown(Hidden h) { this.h = h; } public Hidden get() { return h; } }
            public class Sub extends Base<Hidden> { }
            public interface Open { int size(); }
            """)
        // Each demoted declaration is noted with the type that forced it: the field, the constructor, the method, Sub.
        let notes = findings.filter { $0.ruleID == "J2S-LANG-002" }
        #expect(notes.count == 4, "\(notes.map(\.message))")
        #expect(notes.map(\.message) == Array(repeating: "public member of Shown is internal in Swift: it uses Hidden, which is not public", count: 3)
            + ["public Sub is internal in Swift: it uses Base, which is not public"])
        #expect(findings.filter { $0.ruleID != "J2S-LANG-002" }.isEmpty, "\(findings)")
        #expect(swift.contains("public class Shown: JavaObject {"))
        #expect(swift.contains("    public var n: Int32 = 0"))
        #expect(swift.contains("    var h: Hidden? = nil"))
        #expect(swift.contains("    public init() {"))
        #expect(swift.contains("    init(_ h: Hidden?) {"))
        #expect(swift.contains("    func get() -> Hidden? {"))
        #expect(swift.contains("\nclass Sub: Base<Hidden> {"))
        #expect(swift.contains("\nprotocol Maker: JavaObject {"))
        #expect(swift.contains("public protocol Open: JavaObject {"))
    }

    @Test func staticFieldsOfAGenericClassLiveInAFileScopeEnum() {
        let (swift, untranslated) = translated("""
            class Box<T> {
                private static int created;
                Box() { created++; }
                static int count() { return created; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("GenericStatics_BoxStatics") == false)
        #expect(swift.contains("""
            /// The static fields of `Box`: Swift has no static stored properties in generic types.
            enum BoxStatics {
                fileprivate static var created: Int32 = 0
            }
            """))
        #expect(swift.contains("return BoxStatics.created"))
    }

    @Test func aWildcardForAnInterfaceBoundedParameterIsReported() {
        let (_, untranslated) = translated("""
            import java.util.List;
            class Reg {
                interface Event {}
                static class Slot<E extends Event> { E last; }
                List<Slot<? extends Event>> slots;
                Slot<? super E2> fine;
                static class E2 implements Event {}
            }
            """)
        // (`List<Slot<?>>` would be Slot's erased protocol.)
        #expect(untranslated.map(\.message) == ["List<Reg.Slot<? extends Reg.Event>>: a wildcard for E of Slot, bounded by the interface Event, has no Swift spelling (a protocol type does not conform to its protocol)"])
    }

    /// `Listener<? super E>` of a `Bus<String>` is `any Listener<String>` in Swift: a `Listener<Object>` passed there
    /// is reported when the interface also returns its parameter (no adapter can give a String from an Object's
    /// listener), and the call still compiles (the placeholder takes the parameter's type).
    @Test func aContravariantArgumentOfAnInvariantSwiftProtocolIsReported() {
        let (swift, untranslated) = translated("""
            class Bus<E> {
                interface Listener<T> { T on(T event); }
                void subscribe(Listener<? super E> l) { l.on(null); }
                static void wire(Bus<String> bus, Listener<Object> any, Listener<String> own) { bus.subscribe(own); bus.subscribe(any); }
            }
            """)
        #expect(untranslated.map(\.message) == ["Bus.Listener<Object> passed as Bus.Listener<? super E>: Swift spells the parameter with String for `? super`, and Swift's generic protocols are invariant"])
        #expect(swift.contains("bus!.subscribe(own)"))
        #expect(swift.contains("bus!.subscribe(untranslated(\"[J2S-LANG-001] T.java:4:"))
    }

    /// `List<? extends Shape>` with `Shape` an interface is a `JavaList<(any Shape)?>` in Swift (the wildcard is not
    /// opened: `any Shape` does not conform to `Shape`), so a `List<Square>` passed there is reported; a
    /// `List<Shape>` passes as it is.
    @Test func aListOfAClassPassedAsAWildcardOfAnInterfaceIsReported() {
        let (swift, untranslated) = translated("""
            import java.util.List;
            class C {
                interface Shape { double area(); }
                static class Square implements Shape { public double area() { return 4; } }
                static double total(List<? extends Shape> shapes) { double t = 0; for (Shape s : shapes) t += s.area(); return t; }
                static void use(List<Square> squares, List<Shape> shapes) { total(squares); total(shapes); }
            }
            """)
        #expect(untranslated.map(\.message) == ["List<C.Square> passed as List<? extends C.Shape>: the parameter holds C.Shape values, and Swift's generic types are invariant"])
        #expect(swift.contains("_ = C.total(shapes)"))
    }

    /// Overloads state their arguments' types (`pinned`), except where the parameter is typed by the method's own
    /// type variables or by wildcards, which the Swift method takes as generic parameters and the call cannot spell.
    @Test func anOverloadsGenericParameterIsNotPinned() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class P {
                static <T extends Comparable<? super T>> T max(List<? extends T> items) { return items.get(0); }
                static double max(List<? extends Number> values, int n) { return values.get(n).doubleValue(); }
                static void use(List<Integer> xs) { System.out.println(max(xs)); System.out.println(max(xs, 0)); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("javaStringOf(P.max(xs))"))
        #expect(swift.contains("P.max(xs, (0 as Int32))"))
    }

    /// An inner class of a generic class nested in another: Swift infers the generic class's own arguments for its
    /// bare name only, so the qualified spelling states them.
    @Test func anInnerClassOfANestedGenericClassStatesItsOutersArguments() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class App {
                static class LiveData<T> {
                    private final class Wrapper { T last; }
                    private final List<Wrapper> wrappers = new ArrayList<>();
                }
                static boolean any(LiveData<?> data) { return data != null; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("fileprivate var wrappers: JavaList<App.LiveData<T>.Wrapper?>? = nil"))
        // Read through `LiveData<?>`, the class also has an erased protocol; its inner class is spelled the same.
        #expect(swift.contains("protocol App_LiveDataErased"))
    }

    /// A field typed by another generic class with the type parameter (`Tag<T> type`) is read through `Channel<?>` as
    /// that class's erased protocol, so its members stay reachable (`c.type.sameAs(t)`); it was `Any?`.
    @Test func anErasedFieldOfAnotherGenericClassIsItsErasedProtocol() {
        let (swift, untranslated) = translated("""
            class Ch {
                static class Tag<T> {
                    final String name;
                    Tag(String name) { this.name = name; }
                    boolean sameAs(Tag<?> other) { return name.equals(other.name); }
                }
                static class Channel<T> {
                    final Tag<T> type;
                    Channel(Tag<T> type) { this.type = type; }
                }
                static boolean matches(Channel<?> c, Tag<?> t) { return c.type.sameAs(t); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("var javaErased_type: (any Ch_TagErased)? { get }"))
        #expect(swift.contains("return c!.javaErased_type!.javaErased_sameAs(t)"))
    }

    /// An abstract class implementing part of the program's generic interface states the rest, seen through its
    /// type arguments, so that it conforms to the Swift protocol; a subclass's implementation overrides it.
    @Test func anAbstractClassStatesTheGenericInterfaceMethodsItLeavesOut() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            interface Repository<T> {
                T find(int id);
                List<T> all();
                default int count() { return all().size(); }
            }
            abstract class Base<T> implements Repository<T> {
                public T find(int id) { return all().get(id); }
            }
            class Names extends Base<String> {
                public List<String> all() { return List.of("a"); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("public func all() throws -> JavaList<T?>? { fatalError(\"abstract method all called\") }"))
        #expect(swift.contains("public override func all() throws -> JavaList<String?>? {"))
    }

    /// A generic class's static field whose initializer runs the program's code: its storage, accessor and
    /// initialization flag are the file-scope enum's (Swift has no static stored properties in generic types), and
    /// the class's initialization still runs first.
    @Test func aGenericClassesInitializedStaticFieldLivesInTheEnumBesideIt() {
        let (swift, untranslated) = translated("""
            class Tag<T> {
                static final Tag<String> TEXT = new Tag<>("text");
                final String name;
                Tag(String name) { this.name = name; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
            enum TagStatics {
                private static var TEXTStorage: Tag<String>? = nil
                static var TEXT: Tag<String>? {
                    get { Tag<Any>.javaInitializeTag(); return TEXTStorage }
                    set { Tag<Any>.javaInitializeTag(); TEXTStorage = newValue }
                }
                static var javaInitializedTag = false
            }
            """))
        #expect(swift.contains("if TagStatics.javaInitializedTag { return }"))
        #expect(swift.contains("TagStatics.TEXT = Tag<String>(\"text\")"))
    }

    /// `new Comparator<>() {…}` for a `Comparator<String>` (JLS §15.9.3): the closure takes Strings, not the raw
    /// interface's erased `Any?`.
    @Test func anAnonymousClassWithADiamondIsAClosureOfTheInferredType() {
        let (swift, untranslated) = translated("""
            import java.util.Comparator;
            class C {
                Comparator<String> byLength = new Comparator<>() {
                    public int compare(String a, String b) { return a.length() - b.length(); }
                };
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("(p0: String?, p1: String?) throws -> Int32 in return try object.compare(p0, p1) }"))
    }

    /// `class ByLength implements Comparator<String>` passed where a Comparator is expected: the JDK interface is a
    /// Swift function type, so the object's method becomes a closure over the object.
    @Test func aProgramObjectPassedAsALibraryFunctionalInterfaceIsAClosureOverIt() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class C {
                static class ByLength implements Comparator<String> {
                    public int compare(String a, String b) { return a.length() - b.length(); }
                }
                void sort(List<String> l, ByLength c) { l.sort(new ByLength()); Comparator<String> k = c; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("l!.sort({ [object = C.ByLength()] (p0: String?, p1: String?) throws -> Int32 in return try object.compare(p0, p1) })"))
        #expect(swift.contains("let k: ((String?, String?) throws -> Int32)? = { [object = c] (p0: String?, p1: String?) throws -> Int32 in return try object!.compare(p0, p1) }"))
    }

    /// A program interface extending `Supplier<String>` states the inherited method in its protocol, its lambda
    /// adapter returns String (not the erased `Any?`), and `get()` is called on the object.
    @Test func aProgramInterfaceExtendingALibraryFunctionalInterfaceRequiresItsMethod() {
        let (swift, untranslated) = translated("""
            import java.util.function.Supplier;
            class C {
                interface Named extends Supplier<String> { default String shout() { return get() + "!"; } }
                static String twice(Named n) { Named m = () -> "x"; return n.get() + m.shout(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("func get() throws -> String?"))
        #expect(swift.contains("init(_ body: @escaping () throws -> String?) { self.body = body }"))
        #expect(swift.contains("n!.get()"))
        #expect(swift.contains("self.get()"))
    }

    /// An abstract class that leaves `run()` to its subclasses has no Swift method to make the closure from.
    @Test func anAbstractProgramClassWithoutTheFunctionalMethodIsReported() {
        let (_, untranslated) = translated("""
            import java.util.List;
            class C {
                static abstract class Task implements Runnable {}
                static void later(List<Runnable> queue, Task t) { queue.add(t); }
            }
            """)
        #expect(untranslated.map(\.message).contains { $0.contains("C.Task used as Runnable") })
    }

    /// `joinAll(strings)` for `joinAll(Object[] items)`: one Java array seen as Object[]; Swift's JavaArray is
    /// invariant and a copy would be another array, so the use is reported (and the file still compiles).
    @Test func aCovariantArrayUseIsReported() {
        let (swift, untranslated) = translated("""
            class C {
                static int count(Object[] items) { return items.length; }
                static int use(String[] names) { Object[] view = names; return count(names) + view.length + ((Object[]) names).length; }
            }
            """)
        #expect(untranslated.count == 3)
        #expect(untranslated.allSatisfy { $0.message.hasPrefix("String[] used as Object[]: Java arrays are covariant") })
        #expect(swift.contains("let view: JavaArray<Any?>? = untranslated(\"[J2S-LANG-001] T.java:3:54: String[] used as Object[]\")"))
    }

    /// The runtime's array functions are generic: `Arrays.toString(strings)` and `format(f, (Object[]) strings)`
    /// pass the array itself.
    @Test func aCovariantArrayPassedToTheRuntimeIsTheArrayItself() {
        let (swift, untranslated) = translated("""
            import java.util.Arrays;
            class C {
                static String show(String[] names) { return Arrays.toString(names) + String.format("%s %s", (Object[]) names); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("JavaArrays.toString(names)"))
        #expect(!swift.contains("javaCast"))
    }

    @Test func aWildcardForAClassBoundedParameterIsSpelledWithTheBound() {
        // `Slot<? super Sub>` of `Slot<E extends Base>`: the bound, which Swift's clause requires (`Slot<?>` alone is
        // Slot's erased protocol).
        let (swift, untranslated) = translated("""
            import java.util.List;
            class Reg {
                static class Base {}
                static class Sub extends Base {}
                static class Slot<E extends Base> { E last; }
                List<Slot<? super Sub>> slots;
                List<Slot<?>> all;
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("var slots: JavaList<Reg.Slot<Reg.Base>?>? = nil"))
        #expect(swift.contains("var all: JavaList<(any Reg_SlotErased)?>? = nil"))
    }

    @Test func aGenericMethodOverridesTheSuperclassesGenericMethod() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class G {
                interface Visitor<R> { R leaf(String s); }
                interface Mapper { <T> List<T> twice(T value); }
                static abstract class Node implements Mapper { abstract <R> R accept(Visitor<R> v); }
                static class Leaf extends Node {
                    <R> R accept(Visitor<R> v) { return v.leaf("x"); }
                    public <T> List<T> twice(T value) { return List.of(value, value); }
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("override func accept<R>(_ v: (any G.Visitor<R>)?) -> R? {"))
        #expect(swift.contains("public func twice<T>(_ p0: T?) throws -> JavaList<T?>? { fatalError(\"abstract method twice called\") }"))
        #expect(swift.contains("public override func twice<T>(_ value: T?) throws -> JavaList<T?>? {"))
    }

    @Test func patternVariablesOfALambdaExpressionAreTheClosuresLocals() {
        let (swift, untranslated) = translated("""
            import java.util.function.Predicate;
            class Pat {
                static final Predicate<Object> LONG_TEXT = o -> o instanceof String s && s.length() > 3;
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                    var s: String? = nil
                    return (javaMatch(o, into: &s)) && (s!.javaLength > 3)
            """))
    }

    @Test func lambdasForTheProgramsInterfacesGoThroughAnAdapter() {
        let (swift, untranslated) = translated("""
            class L {
                interface Shape { double area(); }
                static Shape unit() { return () -> 1.0; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                final class ShapeLambda: Shape {
                    let body: () throws -> Double
                    init(_ body: @escaping () throws -> Double) { self.body = body }
                    func area() throws -> Double { try body() }
                }
            """))
        #expect(swift.contains("return L.ShapeLambda({ () throws -> Double in"))
    }

    @Test func genericClassesAndMethodsKeepTheirTypeParameters() {
        let (swift, untranslated) = translated("""
            class Box<T extends Comparable<T>> {
                private T value;
                Box(T value) { this.value = value; }
                boolean greaterThan(Box<T> other) { return value.compareTo(other.value) > 0; }
                static <U extends Comparable<U>> Box<U> of(U v) { return new Box<>(v); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Box<T>: JavaObject {\n    fileprivate var value: T? = nil"))
        #expect(swift.contains("func greaterThan(_ other: Box<T>?) throws -> Bool {\n        return try javaCompare(value!, other!.value) > 0"))
        #expect(swift.contains("static func of<U>(_ v: U?) -> Box<U>? {\n        return Box<U>(v)"))
    }

    @Test func anOverrideOfAGenericSuperclassMethodIsAnOverride() {
        let (swift, untranslated) = translated("""
            class S8 {
                static class Repo<E> { void save(E e) { } }
                static class Names extends Repo<String> { @Override void save(String e) { } }
                interface Converter<A, B> { B convert(A a); <C> Converter<A, C> then(Converter<B, C> next); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("override func save(_ e: String?)"))
        #expect(swift.contains("func then<C>(_ next: (any S8.Converter<B, C>)?) -> (any S8.Converter<A, C>)?"))
    }

    /// `LoudPerson extends Person implements Loud`: Java calls Loud's default, which overrides Greeter's; the
    /// superclass states Greeter's so the subclass can override it with Loud's.
    @Test func aDefaultFromASubclassesOwnInterfaceOverridesTheInheritedOne() {
        let (swift, untranslated) = translated("""
            class S9 {
                interface Greeter { default String greet() { return "hello"; } }
                interface Loud extends Greeter { default String greet() { return "HELLO"; } }
                static class Person implements Greeter { }
                static class LoudPerson extends Person implements Loud { }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class LoudPerson: S9.Person, S9.Loud {"))
        #expect(swift.contains("override func greet() -> String? {\n            return \"HELLO\""))
        #expect(swift.contains("class Person: JavaObject, S9.Greeter {"))
    }
}

@Suite("Lowering getClass() comparisons")
struct GetClassComparisonLoweringTests {
    @Test func anIDEWrittenEqualsComparesDynamicClasses() {
        let (swift, untranslated) = translated("""
            class Point {
                int x;
                @Override public boolean equals(Object o) {
                    if (this == o) return true;
                    if (o == null || getClass() != o.getClass()) return false;
                    return x == ((Point) o).x;
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("if (o == nil) || (!javaSameClass(self, o!)) {"))
    }
}

@Suite("Lowering overrides with covariant returns")
struct CovariantReturnLoweringTests {
    @Test func anOverrideMayReturnASubclass() {
        let (swift, untranslated) = translated("""
            class Node { Node copy() { return new Node(); } }
            class Leaf extends Node { @Override Leaf copy() { return new Leaf(); } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("override func copy() -> Leaf? {"))
    }

    @Test func toStringResultsAreNotOptional() {
        #expect(lowered("int m(Object o) { return o.toString().length(); }") == "return javaStringOf(o!).javaLength")
    }
}

@Suite("Lowering hidden fields and static methods")
struct HidingLoweringTests {
    @Test func aHidingFieldIsNamedAfterItsClassAndSuperReachesTheHiddenOne() {
        let (swift, untranslated) = translated("""
            class Base { String name = "base"; static String id() { return "B"; } }
            class Derived extends Base {
                String name = "derived";
                static String id() { return "D"; }
                String both() { return name + super.name + ((Base) this).name; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("self.nameDerived = \"derived\""))
        #expect(swift.contains("class func id() -> String? {"))
        #expect(swift.contains("override class func id() -> String? {"))
        #expect(swift.contains("super.name"))
    }
}

@Suite("Lowering names and members Swift reserves")
struct ReservedMemberLoweringTests {
    @Test func aMemberTypeNamedTypeIsRenamed() {
        let (swift, untranslated) = translated("""
            class Entry { enum Type { MEAL, SNACK } Type type = Type.MEAL; }
            class Use { Entry.Type t() { return Entry.Type.SNACK; } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("final class Type_: JavaEnum"))
        #expect(swift.contains("return Entry.Type_.SNACK"))
    }

    @Test func aToStringThatThrowsEndsTheProgramLikeAnUncaughtException() {
        let (swift, _) = translated("""
            class Money { int cents; int per; public String toString() { return "" + cents / per; } }
            """)
        #expect(swift.contains("public func toString() -> String {\n        do {"))
        #expect(swift.contains("} catch {\n            javaUncaughtInToString(error)\n        }"))
    }
}

@Suite("Lowering wildcard parameters and tests of generic classes")
struct WildcardLoweringTests {
    @Test func wildcardParametersBecomeGenericParametersOfTheMethod() {
        let (swift, untranslated) = translated("""
            import java.util.List;
            class Base { }
            class S {
                static int count(List<?> items) { return items.size(); }
                static int bases(List<? extends Base> items) { return items.size(); }
                static void fill(List<? super Integer> target) { target.add(1); }
                static <T> void copy(List<? super T> dst, List<? extends T> src) { for (T t : src) dst.add(t); }
                static int view(List<Integer> ints) { List<? extends Number> v = ints; return v.size(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("static func count<W1>(_ items: JavaList<W1?>?) -> Int32 {"))
        #expect(swift.contains("static func bases<W1: Base>(_ items: JavaList<W1?>?) -> Int32 {"))
        // A `? super` parameter accepts a List<Number> or List<Object>; what is added is cast to the opened
        // parameter, which Java's typing guarantees is a supertype.
        #expect(swift.contains("static func fill<W1>(_ target: JavaList<W1?>?) throws {"))
        #expect(swift.contains("_ = try target!.add(((1 as Int32) as! W1?))"))
        #expect(swift.contains("static func copy<T, W1>(_ dst: JavaList<W1?>?, _ src: JavaList<T?>?) throws {"))
        #expect(swift.contains("_ = try dst!.add((t as! W1?))"))
        // A wildcard-typed local never assigned again is the same list, so it keeps the list's Swift type.
        #expect(swift.contains("let v: JavaList<Int32?>? = ints"))
    }

    @Test func aGenericClassTestedOnAnObjectIsTestedThroughAProtocolWithoutItsArguments() {
        // Java's `instanceof Box` holds for every Box<X>; Swift's `Box<T>` cannot be tested without T, so the
        // class conforms to a protocol that names it without arguments, with its fields and getters.
        let (swift, untranslated) = translated("""
            class Box<T> {
                T value; int tag;
                int tag() { return tag; }
                public boolean equals(Object o) {
                    if (!(o instanceof Box)) return false;
                    Box<?> b = (Box<?>) o;
                    return tag == b.tag() && java.util.Objects.equals(value, b.value);
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("if !(o is any BoxErased) {"))
        #expect(swift.contains("let b: (any BoxErased)? = try javaCast(o, to: (any BoxErased).self, \"Box<?>\")"))
        #expect(swift.contains("javaEquals(value, b!.javaErased_value)"))
        #expect(swift.contains("""
            protocol BoxErased: JavaObject {
                var javaErased_value: Any? { get }
                var javaErased_tag: Int32 { get set }
                func tag() -> Int32
            }

            extension Box: BoxErased {
                var javaErased_value: Any? { value }
                var javaErased_tag: Int32 { get { tagField } set { tagField = newValue } }
            }
            """))
    }

    @Test func anExplicitSuperCallOfObjectIsLeftOut() {
        // The Swift class of a class extending Object is a root class: it has no `super.init()` to call.
        let (swift, untranslated) = translated("""
            class Entity { String tag = initTag(); Entity() { super(); tag = tag + "!"; } String initTag() { return "t"; } }
            """)
        #expect(untranslated.isEmpty)
        #expect(!swift.contains("super.init()"))
        #expect(swift.contains("""
                init() {
                    self.tag = initTag()
                    tag = "\\(JavaString.valueOf(tag))!"
                }
            """))
    }

    @Test func aListOfAGenericClassWithAWildcardHoldsItsErasedProtocol() {
        // `List<Key<?>>` holds a `Key<Integer>` and a `Key<String>`; Swift's `Key<Int32>` is no `Key<Any>`, but both
        // conform to the protocol that names Key without its arguments. Its fields read as `Any?` where they are
        // of the type parameter, its methods that take no `T` are forwarded (a `T` result read as the bound).
        let (swift, untranslated) = translated("""
            import java.util.*;
            interface Named { String label(); }
            class Unit { }
            class Key<T extends Unit> implements Named {
                final String name; final T fallback;
                Key(String name, T fallback) { this.name = name; this.fallback = fallback; }
                public String label() { return "key " + name; }
                boolean matches(String prefix, int min) { return name.startsWith(prefix) && name.length() >= min; }
                T fallback() { return fallback; }
                void reset(T value) { }
            }
            class Meter extends Unit { }
            class Gram extends Unit { }
            class Store {
                static final List<Key<?>> ALL = List.of(new Key<>("a.b", new Meter()), new Key<>("a.c", new Gram()));
                static int count(String prefix) {
                    int n = 0;
                    for (Key<?> k : ALL) {
                        if (k.matches(prefix, 2)) n++;
                        System.out.println(k.label() + " " + k.name + " " + k.fallback());
                    }
                    return n;
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("static var ALL: JavaList<(any KeyErased)?>? {"))
        #expect(swift.contains("if k!.javaErased_matches(prefix, (2 as Int32)) {"))
        #expect(swift.contains("System.out.println(\"\\(JavaString.valueOf(k!.label())) \\(JavaString.valueOf(k!.javaErased_name)) \\(JavaString.valueOf(k!.javaErased_fallbackMethod()))\")"))
        #expect(swift.contains("""
            protocol KeyErased: JavaObject, Named {
                var javaErased_name: String? { get }
                var javaErased_fallback: Any? { get }
                func label() -> String?
                func javaErased_matches(_ p0: String?, _ p1: Int32) -> Bool
                func javaErased_fallbackMethod() -> Unit?
            }
            """))
        // A field and a method of one name are told apart.
        #expect(swift.contains("    func javaErased_fallbackMethod() -> Unit? { fallback() }"))
    }

    @Test func aWildcardReceiverCannotTakeTheTypeParameterNorBindAMethodsOwn() {
        // Java's capture lets a `Key<?>` reach `<T> describe(Key<T>)` and (with null) `reset(T)`; Swift cannot open
        // the erased protocol, nor an interface's plain existential: both are reported, and the rest compiles.
        let (swift, findings) = translatedWithFindings("""
            import java.util.*;
            interface Setting<T> { String key(); T parse(String raw); }
            class Key<T> { T value; void reset(T v) { value = v; } }
            class Use {
                static <T> String describe(Setting<T> s) { return s.key(); }
                static void run(List<Setting<?>> settings, List<Key<?>> keys) {
                    for (Setting<?> s : settings) System.out.println(s.key() + " " + s.parse("1") + " " + describe(s));
                    for (Key<?> k : keys) k.reset(null);
                }
            }
            """)
        #expect(swift.contains("static func run(_ settings: JavaList<(any Setting)?>?, _ keys: JavaList<(any KeyErased)?>?)"))
        #expect(swift.contains("s!.key()"))
        #expect(swift.contains("s!.parse(\"1\")"))
        let messages = findings.map(\.message)
        #expect(messages.contains("Setting<?> passed as Setting<T>: Swift cannot open Setting without its type arguments to bind the parameter's"))
        #expect(messages.contains("call reset(…) on a Key<?>: the method takes Key's type parameter, and Swift has no captured type to pass"))
    }

    @Test func anInterfaceKeptWithAWildcardIsItsPlainExistential() {
        // `Plugin<?>` is `any Plugin`: Swift erases `T sample()` to its bound itself; `Result<T> run()` it cannot,
        // so a protocol extension forwards it with a result that names no type parameter. A wildcard parameter of
        // the program's own type is not opened into a generic parameter (a registry's `Flag<?>` could not bind
        // it), and a field of another type is set through the erased protocol.
        let (swift, untranslated) = translated("""
            import java.util.*;
            interface Result<T> { T value(); boolean ok(); }
            interface Plugin<T> { String name(); Result<T> run(String input); T sample(); }
            class Flag<T> { boolean killed; final String id; Flag(String id) { this.id = id; } }
            class Registry {
                static void runAll(List<Plugin<?>> plugins, Flag<?> flag) {
                    for (Plugin<?> p : plugins) {
                        Result<?> r = p.run("x");
                        System.out.println(p.name() + " " + r.ok() + " " + p.sample() + " " + p.equals(flag));
                    }
                    flag.killed = true;
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("static func runAll(_ plugins: JavaList<(any Plugin)?>?, _ flag: (any FlagErased)?) throws {"))
        #expect(swift.contains("let r: (any Result)? = p!.javaErased_run(\"x\")"))
        #expect(swift.contains("\\(javaStringOf(p!.sample())) \\(javaEquals(p!, flag))"))
        #expect(swift.contains("flag!.javaErased_killed = true"))
        #expect(swift.contains("""
            extension Plugin {
                func javaErased_run(_ p0: String?) -> (any Result)? { run(p0) }
            }
            """))
        #expect(swift.contains("""
            protocol FlagErased: JavaObject {
                var javaErased_killed: Bool { get set }
                var javaErased_id: String? { get }
            }

            extension Flag: FlagErased {
                var javaErased_killed: Bool { get { killed } set { killed = newValue } }
                var javaErased_id: String? { id }
            }
            """))
    }

    @Test func aConstructorLikeOneOfAGenericSuperclassSeenWithItsArgumentsOverridesIt() {
        // `Command(String, T)` of a `Command<String>` is Swift's `init(String?, String?)`: the subclass's overrides it.
        let (swift, untranslated) = translated("""
            class Command<T> { final T before; Command(String label, T before) { this.before = before; } }
            class SetName extends Command<String> { SetName(String label, String before) { super(label, before); } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("override init(_ label: String?, _ before: String?) {"))
    }

    @Test func aListenerOfASupertypePassedAsSuperWildcardIsAdapted() {
        // `Listener<? super E>` is Swift's `any Listener<E>`, which a `Listener<Object>` is not: an interface that
        // takes E only as a parameter gets an adapter, equal to the listener it wraps (a list still finds it).
        let (swift, untranslated) = translated("""
            import java.util.*;
            interface Listener<E> { void on(E event); }
            class Bus<E> {
                final List<Listener<? super E>> all = new ArrayList<>();
                void add(Listener<? super E> l) { all.add(l); }
            }
            class Use {
                static void run(Bus<String> bus, Listener<Object> every, Listener<String> own) { bus.add(every); bus.add(own); }
            }
            """)
        #expect(untranslated.isEmpty)
        let (_, findings) = translatedWithFindings("""
            interface Listener<E> { void on(E event); }
            class Bus<E> { Listener<? super E> first; boolean isFirst(Listener<? super E> l) { return first == l; } }
            """)
        #expect(findings.map(\.ruleID) == ["J2S-SEM-007"])
        // Named only as a type argument, the interface is adapted all the same.
        let (nested, _) = translated("""
            import java.util.*;
            interface Listener<E> { void on(E event); }
            class Board<E> { final Map<String, List<Listener<? super E>>> byName = new TreeMap<>(); }
            """)
        #expect(nested.contains("final class ListenerSuper<E, Adapted>: Listener, JavaAdapter {"))
        #expect(swift.contains("try bus!.add(ListenerSuper<String, Any>(every))"))
        #expect(swift.contains("try bus!.add(own)"))
        #expect(swift.contains("""
            /// A `Listener<Adapted>` used as a `Listener<? super E>`.
            final class ListenerSuper<E, Adapted>: Listener, JavaAdapter {
                let base: any Listener<Adapted>
                var adaptedObject: Any { base }
                init?(_ base: (any Listener<Adapted>)?) {
                    guard let base else { return nil }
                    self.base = base
                }
                func on(_ event: E?) { base.on(event as! Adapted?) }
                func equals(_ other: Any?) throws -> Bool { try javaEquals(base, other) }
                func hashCode() throws -> Int32 { try base.hashCode() }
                func toString() -> String { base.toString() }
            }
            """))
    }

    @Test func aSuperWildcardListenerOfAPropertyKeptWithAWildcardTakesAListenerOfObject() {
        // On a `Property<?>`, Java's capture lets `addListener(ChangeListener<? super T>)` take a listener of
        // Object only; the erased protocol takes that and adapts it to the property's own T.
        let (swift, untranslated) = translated("""
            import java.util.*;
            interface ChangeListener<T> { void changed(T value); }
            class Property<T> {
                final List<ChangeListener<? super T>> listeners = new ArrayList<>();
                void addListener(ChangeListener<? super T> l) { listeners.add(l); }
            }
            class Model {
                static void watch(List<Property<?>> all, ChangeListener<Object> log) { for (Property<?> p : all) p.addListener(log); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("try p!.javaErased_addListener(log)"))
        // From a `Property<?>` back to a `Property<String>` is a checked downcast in Swift (an upcast in Java's
        // lenient subtyping of arguments).
        let (cast, _) = translated("""
            class Property<T> { T value; }
            class Use { static Property<String> named(Property<?> p) { return (Property<String>) p; } }
            """)
        #expect(cast.contains("return try javaCast(p, to: Property<String>.self, \"Property<String>\")"))
        #expect(swift.contains("func javaErased_addListener(_ p0: (any ChangeListener<Any>)?) throws { try addListener(ChangeListenerSuper<T, Any>(p0)) }"))
    }

    @Test func aLibraryTypeArgumentWithoutSwiftSpellingIsWrappedInsideItsComment() {
        // `Number` is `Any? /* java.lang.Number */`; as a generic argument or associated type, the optional's
        // wrapped type `Any` is meant (the requirement says `T?`), with the comment kept.
        let (swift, untranslated) = translated("""
            import java.util.*;
            interface Listener<T> { void onChange(T value); }
            class Use {
                static Listener<Number> watch(List<Number> seen) {
                    return new Listener<Number>() { public void onChange(Number n) { seen.add(n); } };
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("static func watch(_ seen: JavaList<Any? /* java.lang.Number */>?) -> (any Listener<Any /* java.lang.Number */>)? {"))
        #expect(swift.contains("typealias T = Any /* java.lang.Number */"))
    }

    @Test func anInterfaceBoundTakingTheInterfaceItselfIsReported() {
        // `<E extends Event> on(Class<E>, …)` with `Event.class`: Swift's `E: Event` cannot take `any Event`.
        let (_, findings) = translatedWithFindings("""
            interface Event { String topic(); }
            class Click implements Event { public String topic() { return "c"; } }
            class Bus {
                <E extends Event> Bus on(Class<E> type) { return this; }
                void run() { on(Click.class).on(Event.class); }
            }
            """)
        #expect(findings.map(\.message) == ["call on(…) with E = Event: E is bounded by the interface Event, and a protocol type does not conform to a protocol in Swift"])
    }

    @Test func aGenericClassIsTestedWithTheArgumentsTheOperandsTypeGives() {
        let (swift, untranslated) = translated("""
            class Box<T> { }
            class Labeled<T> extends Box<T> { }
            class S {
                boolean m(Box<String> b) { return b instanceof Labeled<?>; }
                boolean n(Object o) { return o instanceof Labeled<?>; }
            }
            """)
        #expect(swift.contains("return b is Labeled<String>"))
        // On an Object the arguments are unknown: the test goes through the protocol without them.
        #expect(swift.contains("return o is any LabeledErased"))
        #expect(swift.contains("protocol LabeledErased: BoxErased {"))
        #expect(untranslated.isEmpty)
    }
}

@Suite("Lowering classes that extend the runtime's collections")
struct CollectionSubclassLoweringTests {
    @Test func anLruCacheExtendsTheRuntimesLinkedHashMap() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class Lru<K, V> extends LinkedHashMap<K, V> {
                private final int max;
                Lru(int max) { super(16, 0.75f, true); this.max = max; }
                @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > max; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Lru<K, V>: JavaLinkedHashMap<K?, V?> {"))
        #expect(swift.contains("try super.init(capacity: (16 as Int32), loadFactor: (0.75 as Float), accessOrder: true)"))
        #expect(swift.contains("override func removeEldestEntry(_ eldest: JavaMapEntry<K?, V?>?) -> Bool {"))
    }

    @Test func overridingACollectionMethodIsReported() {
        let (_, untranslated) = translated("""
            import java.util.ArrayList;
            class Names extends ArrayList<String> {
                @Override public boolean add(String s) { return super.add(s.trim()); }
            }
            """)
        #expect(untranslated.map(\.message) == ["add overriding java.util.ArrayList.add: overriding a library collection's method is not translated yet"])
    }
}

@Suite("Lowering anonymous classes of field initializers")
struct AnonymousFieldInitializerLoweringTests {
    /// The default constructor runs the initializer; its anonymous class is declared after it, once even when
    /// several constructors run the initializers.
    @Test func declaredOnceAfterTheConstructorsThatRunThem() {
        for constructors in ["", "T() { } T(int x) { }"] {
            let (swift, untranslated) = translated("class T { Runnable r = new Runnable() { public void run() { } }; \(constructors) }")
            #expect(untranslated.isEmpty)
            #expect(swift.components(separatedBy: "final class Anonymous1: JavaObject").count == 2, "\(constructors): \(swift)")
        }
    }
}
