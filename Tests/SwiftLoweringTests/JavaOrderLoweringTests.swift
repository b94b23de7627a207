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
        #expect(swift.contains("class Op: JavaEnum, @unchecked Sendable {\n    public static let PLUS: Op = Op.PLUSBody(\"PLUS\", 0)"))
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
            let n: Int32 = T.sum(JavaArray<Int32>([(1 as Int32), (2 as Int32), (3 as Int32)])) &+ T.sum(a)
            let r: String? = T.h((s as Any?))
            var x: Int32 = 0
            let y: Int32 = (javaAssign(&x, 5)) &+ 1
            let big: Any? = (1234567890123 as Int64)
            for var v in a! {
                v = v &* 2
            }
            """)
    }

    @Test func localsJavaNeverAssignsAgainAreLet() {
        #expect(lowered("""
            static int m(int n) {
                int total = 0;
                final int step = 2;
                int limit = n * step;
                for (int i = 0; i < limit; i += step) total += i;
                return total;
            }
            """) == """
            var total: Int32 = 0
            let step: Int32 = 2
            let limit: Int32 = n &* step
            do {
                var i: Int32 = 0
                while i < limit {
                    total = total &+ i
                    i = i &+ step
                }
            }
            return total
            """)
    }

    @Test func aConditionalBoxedToObjectKeepsItsPrimitiveType() {
        // `c ? 1 : 2L` is a long: boxed, a Long, where Swift alone would make the literals Ints.
        #expect(lowered("static Object m(boolean c) { return c ? 1 : 2L; }") == "return ((c ? 1 : 2) as Int64)")
    }

    @Test func updatesUsedAsValuesReadTheTargetOnce() {
        #expect(lowered("""
            static void m(int[] a, int k, Integer boxed) {
                int x = a[k++]++ + (k += 2);
                a[++k] += 5;
                boxed++;
                int y = boxed--;
            }
            """) == """
            var k = k
            var boxed = boxed
            let x: Int32 = try a!.update(JavaArithmetic.postIncrement(&k), returningOld: true, { $0 &+ 1 }) &+ (javaUpdate(&k, { $0 &+ 2 }))
            try a!.update(JavaArithmetic.preIncrement(&k), { $0 &+ 5 })
            boxed = boxed! &+ 1
            let y: Int32 = javaUpdate(&boxed, returningOld: true, { $0! &- 1 })!
            """)
    }

    @Test func nullDereferencesInATryCatchingNullPointerExceptionThrowIt() {
        #expect(lowered("""
            static void m(String s, Integer n) {
                try {
                    int k = s.length() + n;
                } catch (NullPointerException e) {
                    System.out.println("npe");
                }
                int j = s.length();
            }
            """) == """
            do {
                let k: Int32 = try javaNonNull(s).javaLength &+ javaNonNull(n)
            } catch let e as NullPointerException {
                System.out.println("npe")
            }
            let j: Int32 = s!.javaLength
            """)
    }

    @Test func aFinallyThatThrowsReplacesTheHeldException() {
        #expect(lowered("""
            static void m(int[] log) {
                try {
                    throw new IllegalArgumentException("original");
                } finally {
                    log[0]++;
                }
            }
            """) == """
            do {
                let pendingError: any Error
                do {
                    throw IllegalArgumentException("original")
                } catch {
                    pendingError = error
                }
                try log!.set(0, log!.get(0) &+ 1)
                throw pendingError
            }
            """)
    }

    @Test func interfaceSuperCallsReachTheDefaultUnderItsOwnName() {
        let (swift, untranslated) = translated("""
            class S6 {
                interface A { default String hello() { return "a"; } }
                interface B { default String hello() { return "b"; } }
                static class C implements A, B { public String hello() { return A.super.hello() + B.super.hello(); } }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("func hello() -> String? { aHello() }\n\n    func aHello() -> String? {\n        return \"a\"\n    }"))
        #expect(swift.contains("return \"\\(JavaString.valueOf(self.aHello()))\\(JavaString.valueOf(self.bHello()))\""))
    }

    @Test func floatConstantsKeepFloatPrecision() {
        #expect(lowered("""
            static void m() {
                double d = (double) 0.1f;
                System.out.println(1.0f / 3);
                double e = 0.1f + 0.1;
            }
            """) == """
            let d: Double = (0.10000000149011612 as Double)
            System.out.println((Float(0.33333334) as Float))
            let e: Double = (0.20000000149011612 as Double)
            """)
    }

    @Test func instanceofAGenericLibraryTypeIsReportedButEnumAndTheCollectionInterfacesAreNot() {
        let (swift, findings) = translatedWithFindings("""
            class S7 {
                static boolean list(Object o) { return o instanceof java.util.List<?>; }
                static boolean en(Object o) { return o instanceof Enum<?>; }
                static boolean opt(Object o) { return o instanceof java.util.Optional<?>; }
                static Object first(Object o) { return ((java.util.List<?>) o).get(0); }
                static void add(Object o) { ((java.util.List) o).add(1); }
                static void each(Object o) { for (Object e : (java.util.List<?>) o) System.out.println(e); }
            }
            """)
        // An enhanced `for` only reads the list it walks.
        #expect(swift.contains(#"for e in try ((javaCastErased(o, .list, "List<?>") as JavaList<Any?>?))! {"#), "\(swift)")
        #expect(swift.contains("return javaIsCollection(o, .list)"))
        // A cast whose result is only read may give a copy (`javaCastErased`); one the program changes the
        // collection through is made, and flagged: it succeeds only for a list created with Object elements.
        #expect(swift.contains(#"return try ((javaCastErased(o, .list, "List<?>") as JavaList<Any?>?))!.get((0 as Int32))"#))
        #expect(findings.map(\.ruleID) == ["J2S-LANG-001", "J2S-SEM-005"])
        #expect(findings.first?.message.hasPrefix("instanceof Optional") == true)
    }

    /// `v instanceof CharSequence` once became `v is Any` (always true for a non-null value). It asks the runtime
    /// (a string or a string builder), unless a class of the program implements the interface: then it is reported.
    @Test func instanceofATypeWithoutSwiftCounterpartIsReportedAndNumberTestsTheBoxes() {
        let (swift, untranslated) = translated("""
            class S10 {
                static boolean num(Object o) { return o instanceof Number; }
                static boolean chars(Object o) { return o instanceof CharSequence; }
            }
            """)
        #expect(swift.contains("return javaIsNumber(o)"))
        #expect(swift.contains("return javaIsCharSequence(o)"))
        #expect(untranslated.isEmpty)
        let (_, reported) = translated("""
            class S11 {
                static boolean chars(Object o) { return o instanceof CharSequence; }
                static class Name implements CharSequence {
                    public int length() { return 0; }
                    public char charAt(int i) { return 'x'; }
                    public CharSequence subSequence(int a, int b) { return this; }
                }
            }
            """)
        #expect(reported.map(\.message).contains("instanceof CharSequence: CharSequence has no Swift counterpart to test for"))
    }

    @Test func identityOfBoxedNumbersIsReported() {
        let (_, untranslated) = translated("class S5 { static boolean same(Integer a, Integer b) { return a == b; } }")
        #expect(untranslated.map(\.ruleID) == ["J2S-SEM-004"])
    }

    @Test func nestedExceptionsReportTheirBinaryName() {
        let (swift, _) = translated("class S4 { static class Bad extends RuntimeException { } }")
        #expect(swift.contains("public override var javaClassName: String { \"S4$Bad\" }"))
    }
}
