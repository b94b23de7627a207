import J2SwiftDriver
import JavaSemantics
import JavaSyntax
import MappingRules
import SwiftLowering
import Testing
import TranslationReport

let library: SymbolTable = {
    do { return try LibraryLoader.load() } catch { fatalError("\(error)") }
}()

/// The built-in mapping rules (`Mappings/Rules`): library calls are translated by them.
let mappings = BuiltInMappings.table(for: library)

/// The Swift body of method `m` of `class T { <members> }`, without the method's header and indentation.
func lowered(_ members: String) -> String {
    let tree = Parser.parse(SourceFile(path: "T.java", text: "class T { \(members) }"))
    let model = SemanticAnalyzer.analyze(trees: [tree], library: library)
    let swift = ProgramTranslator(model: model, mappings: mappings).translate(file: 0).text
    var lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains("func m(") }) else { return swift }
    lines = Array(lines[(start + 1)...])
    var body: [String] = []
    for l in lines {
        if l == "    }" { break }
        body.append(String(l.dropFirst(8)))
    }
    return body.joined(separator: "\n")
}

/// The whole generated file, and the findings of severity error (what was not translated).
func translated(_ java: String) -> (swift: String, untranslated: [SourceFinding]) {
    let (swift, findings) = translatedWithFindings(java)
    return (swift, findings.filter { RuleCatalogue.rule($0.ruleID)?.severity == .error })
}

/// The whole generated file and all its findings.
func translatedWithFindings(_ java: String) -> (swift: String, findings: [SourceFinding]) {
    let tree = Parser.parse(SourceFile(path: "T.java", text: java))
    let model = SemanticAnalyzer.analyze(trees: [tree], library: library)
    let file = ProgramTranslator(model: model, mappings: mappings).translate(file: 0)
    return (file.text, file.findings)
}

@Suite("Lowering: Java in, Swift out")
struct LoweringTests {
    @Test func integerArithmeticWrapsAndDivisionThrows() {
        #expect(lowered("int m(int a, int b) { return a * b + a / b - a % 3; }") ==
            "return try ((a &* b) &+ (JavaArithmetic.divide(a, b))) &- (a % 3)")
        #expect(lowered("long m(int a, long b) { return a + b; }") == "return Int64(a) &+ b")
        #expect(lowered("int m(char c) { return c + 1; }") == "return Int32(c) &+ 1")
        #expect(lowered("int m(int a) { return a >>> 28; }") == "return JavaArithmetic.unsignedShiftRight(a, Int32(truncatingIfNeeded: 28))")
        #expect(lowered("int m(int a) { return 1 << a; }") == "return (1 as Int32).javaShiftLeft(Int32(truncatingIfNeeded: a))")
    }

    @Test func integralNegationIsParenthesizedAsAnOperand() {
        // `0 &- x` is additive in Swift: `flags & 0 &- flags` would be `(flags & 0) &- flags`.
        #expect(lowered("int m(int flags) { return flags & -flags; }") == "return flags & (0 &- flags)")
        #expect(lowered("long m(long raw) { return raw ^ -(raw & 1); }") == "return raw ^ (0 &- (raw & 1))")
        #expect(lowered("int m(int x) { return -(-x); }") == "return 0 &- (0 &- x)")
        #expect(lowered("int m(int x) { return -x; }") == "return 0 &- x")
    }

    @Test func parsingWithARadixBoxedOrNot() {
        #expect(lowered("Integer m(String s) { return Integer.valueOf(s, 16); }") == "return try JavaIntegerParsing.parseInt(s, radix: 16)")
        #expect(lowered("long m(String s) { return Long.valueOf(s, 2); }") == "return try JavaIntegerParsing.parseLong(s, radix: 2)")
        #expect(lowered("long m(long a, long b) { return Math.multiplyHigh(a, b); }") == "return (a as Int64).multipliedFullWidth(by: b).high")
    }

    @Test func aCompoundAssignmentEvaluatesItsFieldsReceiverOnce() {
        let (swift, untranslated) = translated("""
            class Ledger {
                int balance;
                static Ledger pick(String why) { System.out.println(why); return new Ledger(); }
                static int fee() { return 2; }
                static void charge() { pick("a").balance -= fee(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                    let receiver1 = Ledger.pick("a")!
                    receiver1.balance = receiver1.balance &- Ledger.fee()
            """))
    }

    @Test func oneTryCoversTheWholeStatement() {
        #expect(lowered("int m(int a, int b) { return 1 + a / b; }") == "return try 1 &+ (JavaArithmetic.divide(a, b))")
    }

    @Test func compoundAssignmentNarrowsLikeJava() {
        #expect(lowered("void m(byte b) { b += 300; b |= 0xF0; }") == """
            var b = b
            b = Int8(truncatingIfNeeded: Int32(b) &+ 300)
            b = Int8(truncatingIfNeeded: Int32(b) | 240)
            """)
    }

    @Test func constantsWidenedAfterJavaArithmetic() {
        #expect(lowered("long m() { return Integer.MAX_VALUE + 1; }") == "return (-2147483648 as Int64)")
    }

    @Test func castsFollowJavasNarrowingRules() {
        #expect(lowered("int m(double d) { return (int) d; }") == "return JavaArithmetic.toInt(Double(d))")
        #expect(lowered("char m(int i) { return (char) i; }") == "return UInt16(truncatingIfNeeded: i)")
        #expect(lowered("String m(Object o) { return (String) o; }") == "return try javaCast(o, to: String.self, \"String\")")
    }

    @Test func stringConcatenationBecomesInterpolation() {
        #expect(lowered("String m(int n, char c, String s) { return \"n=\" + n + \", c=\" + c + s; }") ==
            "return \"n=\\(n), c=\\(JavaString.valueOf(char: c))\\(JavaString.valueOf(s))\"")
        #expect(lowered("String m(int a, int b) { return a + b + \"!\"; }") == "return \"\\(a &+ b)!\"")
    }

    @Test func forLoopsRunTheirUpdateOnContinue() {
        #expect(lowered("void m() { for (int i = 0; i < 3; i++) { if (i == 1) continue; System.out.println(i); } }") == """
            do {
                var i: Int32 = 0
                loop1: while i < 3 {
                    body1: do {
                        if i == 1 {
                            break body1
                        }
                        System.out.println(i)
                    }
                    i &+= 1
                }
            }
            """)
    }

    @Test func switchFallsThroughLikeJava() {
        #expect(lowered("void m(int k) { switch (k) { case 1: case 2: System.out.println(\"a\"); case 3: System.out.println(\"b\"); break; default: System.out.println(\"c\"); } }") == """
            switch k {
            case 1, 2:
                System.out.println("a")
                fallthrough
            case 3:
                System.out.println("b")
            default:
                System.out.println("c")
            }
            """)
    }

    @Test func finallyBecomesDefer() {
        #expect(lowered("void m() { try { System.out.println(1); } catch (IllegalStateException e) { System.out.println(2); } finally { System.out.println(3); } }") == """
            do {
                defer {
                    System.out.println((3 as Int32))
                }
                do {
                    System.out.println((1 as Int32))
                } catch let e as IllegalStateException {
                    System.out.println((2 as Int32))
                }
            }
            """)
    }

    /// Each alternative of a multi-catch is its own handler for that class (not a catch-all), and the
    /// parameter has their least upper bound.
    @Test func multiCatchHandlesEachAlternativeOnly() {
        #expect(lowered("String m(Runnable r) { try { r.run(); return \"ok\"; } catch (IllegalStateException | UnsupportedOperationException e) { return e.getMessage(); } }") == """
            do {
                try r!()
                return "ok"
            } catch let e as IllegalStateException {
                return e.getMessage()
            } catch let e as UnsupportedOperationException {
                return e.getMessage()
            }
            """)
    }

    @Test func finallyThatCanThrowRunsAfterTheHeldReturn() {
        let (swift, untranslated) = translated("""
            class R { boolean bad; void close() throws Exception { if (bad) throw new Exception(); } }
            class S { int m(R r, int[] a) throws Exception { try { for (int v : a) { if (v < 0) return v; } return 0; } finally { r.close(); } } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                    do {
                        var pendingError: (any Error)? = nil
                        var pendingReturn: Int32? = nil
                        finally1: do {
                            for v in a! {
                                if v < 0 {
                                    pendingReturn = v; break finally1
                                }
                            }
                            pendingReturn = 0; break finally1
                        } catch {
                            pendingError = error
                        }
                        try r!.close()
                        if let pendingError { throw pendingError }
                        return pendingReturn!
                    }
            """))
    }

    @Test func finallyThatReturnsReplacesTheTryBlocksReturn() {
        let (swift, untranslated) = translated("class S { int m() { try { return 1; } finally { return 2; } } }")
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                        finally1: do {
                            pendingReturn = 1; break finally1
                        } catch {
                            pendingError = error
                        }
                        return 2
            """))
    }

    @Test func aDelegatingConstructorASubclassCallsInlinesItsDelegation() {
        let (swift, untranslated) = translated("""
            class P {
                int x; String label;
                P(int x) { this(x, "p"); }
                P(int x, String label) { this.x = x; this.label = label; }
            }
            class Q extends P { Q() { super(7); } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                init(_ x: Int32) {
                    do {
                        let (x, label): (Int32, String?) = (x, "p")
                        self.x = x
                        self.label = label
                    }
                }
            """))
        #expect(swift.contains("""
                    override init(_ x: Int32) {
            """) == false)
    }

    @Test func constructorsRunInitializerBlocksAndDelegate() {
        let (swift, untranslated) = translated("""
            class P {
                int x; int y = x + 1;
                { x = 5; }
                P() { }
                P(int v) { this(); x = v; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                init() {
                    self.y = x &+ 1
                    x = 5
                }
            """))
        #expect(swift.contains("""
                convenience init(_ v: Int32) {
                    self.init()
                    x = v
                }
            """))
    }

    /// Swift rejects `class Builder<T: Builder<T>>` ("self-referential generic requirements"): reported at `T`.
    @Test func aParameterBoundedByItsOwnClassIsReported() {
        let (swift, untranslated) = translated("abstract class Builder<T extends Builder<T>> { abstract T self(); }")
        #expect(untranslated.map { "\($0.ruleID)@\($0.offset)" } == ["J2S-LANG-001@23"])
        #expect(swift.contains("class Builder<T>: JavaObject"))
    }

    @Test func untranslatableConstructsAreReportedAndStillCompile() {
        let (swift, untranslated) = translated("class U { boolean m(String a, String b) { return a == b; } }")
        #expect(untranslated.map(\.ruleID) == ["J2S-SEM-004"])
        #expect(swift.contains("untranslated(\"[J2S-SEM-004] T.java:1:"))
        #expect(swift.contains("/* j2swift: Java compares String references; Swift strings have no identity; Java: a == b */"))
    }
}


@Suite("Lowering regressions found by the differential suite")
struct LoweringRegressionTests {
    @Test func caughtExceptionsAreNotOptional() {
        #expect(lowered("void m() throws Exception { try { throw new IllegalStateException(\"x\"); } catch (IllegalStateException e) { System.out.println(e.getMessage()); throw e; } }") == """
            do {
                throw IllegalStateException("x")
            } catch let e as IllegalStateException {
                System.out.println(e.getMessage())
                throw e
            }
            """)
    }

    @Test func compoundAssignmentKeepsTheRightOperandGrouped() {
        #expect(lowered("void m(int a, boolean c) { a += c ? 1 : 0; }") == """
            var a = a
            a = a &+ (c ? 1 : 0)
            """)
    }

    @Test func aCovariantReturnSwiftCannotStateKeepsTheOverriddenTypeAndCallersCastBack() {
        // Swift overrides may narrow only class types: B.p keeps A.p's `Any?` (an override, chosen at run time,
        // not an overload chosen by static type), and a call Java types as String casts the result back.
        let (swift, untranslated) = translated("""
            class A { Object p() { return null; } Number n() { return 1.5; } }
            class B extends A { String p() { return ""; } Integer n() { return 7; } }
            class C extends B { String p() { return "c"; } }
            class U { int m(B b) { return b.p().length() + b.n(); } }
            interface Src { Object next(); }
            class W implements Src { public String next() { return "w"; } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("override func p() -> Any? {"))
        #expect(!swift.contains("func p() -> String?"))
        // The returned literal keeps its Java type (Swift would make a bare `7` an Int in an `Any?`).
        #expect(swift.contains("return (7 as Int32)"))
        #expect(swift.contains("(b!.p() as! String?)"))
        #expect(swift.contains("(b!.n() as! Int32?)"))
        // A protocol requirement is met only by the same type, and is no `override`.
        #expect(swift.contains("public func next() -> Any? {"))
    }

    @Test func aClosureRemovedFromAListIsReportedNotLeftToStopAtRunTime() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            import java.util.function.Consumer;
            class Bus {
                List<Consumer<String>> listeners = new ArrayList<>();
                void off(Consumer<String> l) { listeners.remove(l); }
                int count() { return listeners.size(); }
            }
            """)
        #expect(untranslated.map(\.ruleID) == ["J2S-SEM-006"])
        #expect(untranslated.first?.message == "remove(l) of List: it compares a Consumer<String> by identity, which a Swift closure does not have")
        #expect(swift.contains("return listeners!.size()"))
    }

    @Test func aMethodNamedSelfIsNamedApartFromSwiftsSelf() {
        // A bare `` `self`() `` is the instance, called (which does not compile); a Java name `self` is `self_`.
        let (swift, untranslated) = translated("""
            class B {
                B self() { return this; }
                B again() { return self(); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("func self_() -> B? {"))
        #expect(swift.contains("return self_()"))
    }

    @Test func closuresComparedWithEqualsEqualsAreReportedNotWrittenAsIdentity() {
        // `===` does not compile on closures, and a closure has no identity to compare.
        let (swift, untranslated) = translated("""
            class R {
                boolean same(Runnable a, Runnable b) { return a == b; }
                boolean isNull(Runnable a) { return a == null; }
            }
            """)
        #expect(untranslated.map(\.ruleID) == ["J2S-SEM-006"])
        #expect(untranslated.first?.message == "== on Runnable values: Java compares the lambda objects' identity, which a Swift closure does not have")
        #expect(!swift.contains("==="))
        #expect(swift.contains("return a == nil"))
    }

    @Test func aClosurePrintedOrConcatenatedIsReported() {
        // A JDK functional interface value is a Swift closure: Java prints an anonymous class's toString() or a
        // lambda's class name, Swift has neither, so the string conversion is reported, not printed differently.
        let (swift, untranslated) = translated("""
            import java.util.function.Supplier;
            class S {
                void m(Supplier<String> s, StringBuilder b) {
                    System.out.println(s);
                    String t = "got " + s;
                    b.append(s);
                    System.out.println(s.get() + String.valueOf(s.get()));
                }
            }
            """)
        #expect(untranslated.count == 3)
        #expect(untranslated.allSatisfy { $0.message.hasPrefix("string conversion of a Supplier<String>: the value is a Swift closure") })
        #expect(swift.contains("System.out.println(javaStringOf((untranslated("))
        #expect(!swift.contains("println(s)"))
    }
}

@Suite("Lowering interfaces and Android logging")
struct InterfaceLoweringTests {
    @Test func plainInterfacesBecomeProtocolsThatClassesAdopt() {
        let (swift, untranslated) = translated("""
            interface Listener { void changed(String what, int count); boolean ready(); }
            class Screen implements Listener {
                public void changed(String what, int count) { }
                public boolean ready() { return true; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
            protocol Listener: JavaObject {
                func changed(_ what: String?, _ count: Int32)
                func ready() -> Bool
            }
            """))
        #expect(swift.contains("class Screen: JavaObject, Listener {"))
    }

    @Test func defaultMethodsGoToAProtocolExtensionAndStaticsToAnEnum() {
        let (swift, untranslated) = translated("""
            interface Named {
                int LIMIT = 3;
                String name();
                default String shout() { return name().toUpperCase(); }
                static Named fixed() { return null; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
            protocol Named: JavaObject {
                func name() -> String?
                func shout() -> String?
            }

            /// `Named`'s constants, static methods and member types.
            enum NamedStatics {
                static let LIMIT: Int32 = 3

                static func fixed() -> Named? {
                    return nil
                }
            }
            """))
        #expect(swift.contains("""
            extension Named {
                func shout() -> String? {
                    return name()!.javaToUpperCase()
                }
            }
            """))
    }

    @Test func aSubclassOverridingADefaultMethodOverridesACopyInTheConformingClass() {
        let (swift, _) = translated("""
            interface Greeter { default String greet() { return "hi"; } }
            class Base implements Greeter { }
            class Loud extends Base { public String greet() { return "HI"; } }
            """)
        // Through the protocol, Swift would call Base's witness (the extension's body), never Loud's.
        #expect(swift.contains("class Base: JavaObject, Greeter {"))
        #expect(swift.contains("    func greet() -> String? {\n        return \"hi\"\n    }"))
        #expect(swift.contains("    public override func greet() -> String? {"))
    }

    @Test func androidLogWritesToTheRuntimesLog() {
        #expect(lowered("void m(String tag, Exception e) { android.util.Log.d(tag, \"ready\"); android.util.Log.e(tag, \"failed\", e); }") == """
            _ = AndroidLog.d(tag, "ready")
            _ = AndroidLog.e(tag, "failed", e)
            """)
    }
}
