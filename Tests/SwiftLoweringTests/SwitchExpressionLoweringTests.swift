@testable import SwiftLowering
import Testing

@Suite("Lowering switch expressions and multi-dimensional arrays")
struct SwitchExpressionLoweringTests {
    @Test func expressionArmsBecomeASwiftSwitchExpression() {
        #expect(lowered("String m(int k) { return switch (k) { case 1, 2 -> \"low\"; default -> \"high\"; }; }") ==
            "return switch k { case 1, 2: \"low\" default: \"high\" }")
    }

    @Test func blockArmsYieldFromAClosure() {
        #expect(lowered("int m(int k) { return switch (k) { case 1 -> { int x = 2; yield x * 3; } default -> 0; }; }") ==
            "return { () -> Int32 in switch k { case 1: let x: Int32 = 2; return x &* 3 default: return 0 } }()")
    }

    /// The `try` before a switch expression does not reach into its arms (Swift 5 warns, then miscompiles the
    /// throw), nor into the closure a block arm needs: each throwing part gets its own.
    @Test func throwingArmsAndSelectorsCarryTheirOwnTry() {
        #expect(lowered("int m(int[] a, int k) { return switch (k) { case 1 -> a[0]; default -> throw new IllegalStateException(\"k\" + a[1]); }; }") ==
            "return try switch k { case 1: try a!.get(0) default: throw try IllegalStateException(\"k\\(a!.get(1))\") }")
        #expect(lowered("int m(int[] a) { return switch (a[0]) { case 1 -> { int x = 2; yield x; } default -> a[1]; }; }") ==
            "return try { () throws -> Int32 in switch try a!.get(0) { case 1: let x: Int32 = 2; return x default: return try a!.get(1) } }()")
    }

    /// Words in a string literal are no code: an arm yielding "retry later" does not make the closure throw (a
    /// `throws` closure in a method that does not throw would not compile). Code in an interpolation counts.
    @Test func aTryInsideAStringLiteralDoesNotMakeTheArmsThrow() {
        #expect(lowered("String m(int k) { return switch (k) { case 1 -> { if (k > 0) yield \"retry later\"; yield \"x\"; } default -> \"throw away\"; }; }") ==
            "return { () -> String? in switch k { case 1: if k > 0 { return \"retry later\" }; return \"x\" default: return \"throw away\" } }()")
        #expect(!SwiftCodeText.canThrow(#"return "a \"try \" b" + "\(x) try ""#))
        #expect(SwiftCodeText.canThrow(#"return "value \(try f(")")) done""#))
        #expect(SwiftCodeText.canThrow("let s = \"\"\"\n  try this\n  \"\"\"\nthrow e"))
        #expect(!SwiftCodeText.canThrow("let s = \"\"\"\n  try this\n  \"\"\""))
    }

    /// A block arm is written on one line: a lambda's header in it (`… -> Bool in`) opens its body, it ends no statement.
    @Test func aMultiLineLambdaInABlockArmStaysOneClosure() {
        #expect(lowered("""
            long m(java.util.List<Integer> items, String c) {
                return switch (c) { case "A" -> { long n = items.stream().filter(i -> { int t = i * 2; return t > 2; }).count(); yield n; } default -> 0; };
            }
            """).contains("throws -> Bool in let t: Int32 = i! &* 2; return t > 2 })"))
    }

    /// A pattern in an arrow arm is declared before the statement holding the switch, like any other pattern.
    @Test func aPatternInAnArrowArmIsDeclaredBeforeTheStatement() {
        #expect(lowered("String m(Object v, String f) { return switch (f) { case \"len\" -> v instanceof String s ? String.valueOf(s.length()) : \"?\"; default -> \"\"; }; }") == """
            var s: String? = nil
            return switch f! { case "len": javaMatch(v, into: &s) ? JavaString.valueOf(s!.javaLength) : "?" default: "" }
            """)
    }

    @Test func caseColonGroupsFallThroughInsideAClosure() {
        #expect(lowered("int m(int k) { int v = switch (k) { case 1: case 2: yield 5; case 3: System.out.println(k); default: yield k; }; return v; }") == """
            let v: Int32 = { () -> Int32 in
                switch k {
                case 1, 2:
                    return 5
                case 3:
                    System.out.println(k)
                    fallthrough
                default:
                    return k
                }
            }()
            return v
            """)
    }

    @Test func anonymousClassesInSwitchArmsAndFinallyBlocksAreDeclared() {
        let (swift, untranslated) = translated("""
            interface G { String g(); }
            class S {
                String m(int k) {
                    String s = switch (k) { case 1 -> { G a = new G() { public String g() { return "a"; } }; yield a.g(); } default -> "x"; };
                    try { return s; } finally { G b = new G() { public String g() { return "b"; } }; System.out.println(b.g()); }
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("final class Anonymous1: JavaObject, G {"))
        #expect(swift.contains("final class Anonymous2: JavaObject, G {"))
    }

    @Test func twoDimensionalArraysAllocateEveryRow() {
        #expect(lowered("int m() { int[][] g = new int[2][3]; return g[1].length; }") == """
            let g: JavaArray<JavaArray<Int32>?>? = try JavaArray<JavaArray<Int32>?>.twoDimensional(2, 3, repeating: 0)
            return try g!.get(1)!.length
            """)
    }

    @Test func threeDimensionalArraysAllocateEveryPlane() {
        #expect(lowered("int m(int n) { int[][][] c = new int[n][2][3]; return c.length; }") == """
            let c: JavaArray<JavaArray<JavaArray<Int32>?>?>? = try JavaArray<JavaArray<JavaArray<Int32>?>?>.threeDimensional(n, 2, 3, repeating: 0)
            return c!.length
            """)
    }

    /// `new List[3]` is raw (an unchecked conversion in Java); Swift's invariant generics need the target's type.
    @Test func aRawGenericArrayCreationTakesTheTargetsTypeArguments() {
        #expect(lowered("int m() { java.util.List<Integer>[] b = new java.util.List[3]; return b.length; }") == """
            let b: JavaArray<JavaList<Int32?>?>? = try JavaArray<JavaList<Int32?>?>(repeating: nil, count: 3)
            return b!.length
            """)
    }

    @Test func aDefaultBeforeOtherCasesMovesLastWithTheStatementsItFallsInto() {
        #expect(lowered("int m(int x) { int r = 0; switch (x) { default: r += 1; case 1: r += 10; break; case 2: r += 100; } return r; }") == """
            var r: Int32 = 0
            switch x {
            case 1:
                r = r &+ 10
            case 2:
                r = r &+ 100
            default:
                r = r &+ 1
                r = r &+ 10
            }
            return r
            """)
    }

    @Test func aSwitchInsideAnExpressionOrABlockArmStillParses() {
        #expect(lowered("""
            String m(int a, int b) {
                String s = "n=" + switch (a) { case 0 -> "zero"; default -> "other"; };
                return switch (a) {
                    case 0 -> "origin";
                    default -> {
                        String inner;
                        switch (b) {
                            case 0: inner = "x-axis"; break;
                            default: inner = "off";
                        }
                        yield inner;
                    }
                };
            }
            """) == """
            let s: String? = "n=\\(JavaString.valueOf({ () -> String? in switch a { case 0: "zero" default: "other" } }()))"
            return { () -> String? in switch a { case 0: return "origin" default: var inner: String?; switch b { case 0: inner = "x-axis" default: inner = "off" }; return inner } }()
            """)
    }
}
