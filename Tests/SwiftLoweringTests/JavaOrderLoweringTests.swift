import Testing

@Suite("Lowering class initialization, enum bodies, varargs and Java's static types")
struct JavaOrderLoweringTests {
    @Test func staticInitializersRunInTextualOrderOnFirstUse() {
        let (swift, untranslated) = translated("""
            class S1 {
                static int base = compute();
                static { System.out.println("static block"); }
                static int compute() { return 4; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                static var base: Int32 {
                    get { javaInitializeS1(); return baseStorage }
                    set { javaInitializeS1(); baseStorage = newValue }
                }

                static func compute() -> Int32 {
                    S1.javaInitializeS1()
                    return 4
                }
            """))
        #expect(swift.contains("""
                static func javaInitializeS1() {
                    if javaInitializedS1 { return }
                    javaInitializedS1 = true
                    base = S1.compute()
                    System.out.println("static block")
                }
            """))
    }

    @Test func enumConstantBodiesAreSubclassesOfTheEnumsClass() {
        let (swift, untranslated) = translated("""
            enum Op {
                PLUS { int apply(int a, int b) { return a + b; } };
                abstract int apply(int a, int b);
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Op: JavaEnum, @unchecked Sendable {\n    public static let PLUS = Op.PLUSBody(\"PLUS\", 0)"))
        #expect(swift.contains("""
                final class PLUSBody: Op, @unchecked Sendable {

                    override func apply(_ a: Int32, _ b: Int32) -> Int32 {
                        return a &+ b
                    }
                }
            """))
    }

    @Test func callsKeepJavasStaticTypesAndVarargs() {
        #expect(lowered("""
            static int sum(int... xs) { return xs.length; }
            static String h(Object o) { return "o"; }
            static String h(String s) { return "s"; }
            static void m(int[] a, String s) {
                int n = sum(1, 2, 3) + sum(a);
                String r = h((Object) s);
                int x;
                int y = (x = 5) + 1;
                Object big = 1234567890123L;
                for (int v : a) { v = v * 2; }
            }
            """) == """
            var n: Int32 = T.sum(JavaArray<Int32>([(1 as Int32), (2 as Int32), (3 as Int32)])) &+ T.sum(a)
            var r: String? = T.h((s as Any?))
            var x: Int32 = 0
            var y: Int32 = (javaAssign(&x, 5)) &+ 1
            var big: Any? = (1234567890123 as Int64)
            for var v in a! {
                v = v &* 2
            }
            """)
    }

    @Test func nestedExceptionsReportTheirBinaryName() {
        let (swift, _) = translated("class S4 { static class Bad extends RuntimeException { } }")
        #expect(swift.contains("public override var javaClassName: String { \"S4$Bad\" }"))
    }
}
