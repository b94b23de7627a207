@testable import JavaSemantics
import JavaSyntax
import Testing

/// The constant value of the expression spelled `text`.
func constantOf(_ text: String, in source: String...) -> ConstantValue? {
    let model = analyze(source[0], source.count > 1 ? source[1] : "class Unused {}")
    guard let id = node(text, in: model) else { return nil }
    return model.files[0].constant(of: id)
}

@Suite("Compile-time constants (JLS §15.29)")
struct ConstantTests {
    /// Inner nodes of a string chain keep their own values (stored as prefixes of the chain's), also where the
    /// chain starts with numbers, stops at a non-constant, and mixes escapes and non-ASCII text. (Searched for
    /// by their translated text, so written without Unicode escapes.)
    @Test func everyNodeOfAStringConcatenationChain() {
        let src = #"""
            class A { int n;
                Object[] v = { "a\tb" + "é中" + 'c' + 1 + true + "😀" + "z",
                    1 + 2 + "x" + "y" + 3 + 4, "p" + "q" + n + "r" + "s" + "t", "u" + 1.5 + "v" + "w" }; }
            """#
        #expect(constantOf(#""a\tb" + "é中""#, in: src) == .string("a\tb\u{e9}\u{4e2d}"))
        #expect(constantOf(#""a\tb" + "é中" + 'c' + 1"#, in: src) == .string("a\tb\u{e9}\u{4e2d}c1"))
        #expect(constantOf(#""a\tb" + "é中" + 'c' + 1 + true + "😀""#, in: src) == .string("a\tb\u{e9}\u{4e2d}c1true\u{1F600}"))
        #expect(constantOf(#""a\tb" + "é中" + 'c' + 1 + true + "😀" + "z""#, in: src)
            == .string("a\tb\u{e9}\u{4e2d}c1true\u{1F600}z"))
        #expect(constantOf("1 + 2", in: src) == .int(3))
        #expect(constantOf(#"1 + 2 + "x""#, in: src) == .string("3x"))
        #expect(constantOf(#"1 + 2 + "x" + "y" + 3"#, in: src) == .string("3xy3"))
        #expect(constantOf(#"1 + 2 + "x" + "y" + 3 + 4"#, in: src) == .string("3xy34"))
        #expect(constantOf(#""p" + "q""#, in: src) == .string("pq"))
        #expect(constantOf(#""p" + "q" + n"#, in: src) == nil)
        #expect(constantOf(#""p" + "q" + n + "r" + "s""#, in: src) == nil)
        #expect(constantOf(#""u" + 1.5"#, in: src) == nil)
        #expect(constantOf(#""u" + 1.5 + "v" + "w""#, in: src) == nil)
    }

    /// A literal's value is read from its token when asked for (most are never asked for): each kind reads back
    /// as Java has it, also where the literal is an operand, and `null` is no constant. (Searched for by their
    /// translated text, so written without Unicode escapes.)
    @Test func literalsReadBackTheirValues() {
        let src = #"""
            class L { Object[] v = { 42, 0x7fffffffffffffffL, 'q', '\n', "a\tbé", 1.5f, 2.5e3, true, null, 07, -2147483648,
                "x" + 'y', ("p"), (char) 65 }; }
            """#
        #expect(constantOf("42", in: src) == .int(42))
        #expect(constantOf("0x7fffffffffffffffL", in: src) == .long(Int64.max))
        #expect(constantOf("'q'", in: src) == .char(UInt16(UInt8(ascii: "q"))))
        #expect(constantOf(#"'\n'"#, in: src) == .char(10))
        #expect(constantOf(#""a\tbé""#, in: src) == .string("a\tb\u{e9}"))
        #expect(constantOf("1.5f", in: src) == .float(1.5))
        #expect(constantOf("2.5e3", in: src) == .double(2500))
        #expect(constantOf("true", in: src) == .boolean(true))
        #expect(constantOf("null", in: src) == nil)
        #expect(constantOf("07", in: src) == .int(7))
        #expect(constantOf("-2147483648", in: src) == .int(Int32.min))
        #expect(constantOf(#""x" + 'y'"#, in: src) == .string("xy"))
        #expect(constantOf(#"("p")"#, in: src) == .string("p"))
        #expect(constantOf("(char) 65", in: src) == .char(65))
    }

    @Test func arithmeticWithJavaSemantics() {
        let src = """
            class A { Object[] v = { 1 + 2 * 3, Integer.MAX_VALUE + 1, -2147483648 / -1, -7 % 3, 7 / 2, 1 << 33, -1 >>> 28, -1L >>> 60, 5L * 3,
                1.5 * 2, 1 / 2.0f, 'a' + 1, (char) ('a' + 1), (byte) 200, (int) 3.99, (int) -3.99, (long) 1e30, (int) Double.NaN, (short) 70000,
                10 / 0, true && !false, 3 > 2 ? "y" : "n", "a" + 1 + 'c' + true + 2L, "x" + 1.5 }; }
            """
        #expect(constantOf("1 + 2 * 3", in: src) == .int(7))
        #expect(constantOf("Integer.MAX_VALUE + 1", in: src) == .int(Int32.min))
        #expect(constantOf("-2147483648 / -1", in: src) == .int(Int32.min))
        #expect(constantOf("-7 % 3", in: src) == .int(-1))
        #expect(constantOf("7 / 2", in: src) == .int(3))
        #expect(constantOf("1 << 33", in: src) == .int(2))
        #expect(constantOf("-1 >>> 28", in: src) == .int(15))
        #expect(constantOf("-1L >>> 60", in: src) == .long(15))
        #expect(constantOf("5L * 3", in: src) == .long(15))
        #expect(constantOf("1.5 * 2", in: src) == .double(3.0))
        #expect(constantOf("1 / 2.0f", in: src) == .float(0.5))
        #expect(constantOf("'a' + 1", in: src) == .int(98))
        #expect(constantOf("(char) ('a' + 1)", in: src) == .char(98))
        #expect(constantOf("(byte) 200", in: src) == .int(-56))
        #expect(constantOf("(int) 3.99", in: src) == .int(3))
        #expect(constantOf("(int) -3.99", in: src) == .int(-3))
        #expect(constantOf("(long) 1e30", in: src) == .long(Int64.max))
        #expect(constantOf("(int) Double.NaN", in: src) == .int(0))
        #expect(constantOf("(short) 70000", in: src) == .int(4464))
        #expect(constantOf("10 / 0", in: src) == nil)
        #expect(constantOf("true && !false", in: src) == .boolean(true))
        #expect(constantOf("3 > 2 ? \"y\" : \"n\"", in: src) == .string("y"))
        #expect(constantOf("\"a\" + 1 + 'c' + true + 2L", in: src) == .string("a1ctrue2"))
        // Floating-point string conversion is left to run time (it needs Java's Double.toString).
        #expect(constantOf("\"x\" + 1.5", in: src) == nil)
    }

    @Test func constantVariablesAcrossFilesAndFinalLocals() {
        let src = """
            import static app.Limits.MAX;
            import app.Limits;
            class A { static final int DOUBLE = Limits.MAX * 2; void m(int k) { final int local = MAX + 1; int notFinal = 3;
                Object a = local; Object b = notFinal; Object c = DOUBLE; Object d = k; switch (k) { case Limits.MAX: case DOUBLE + 1: break; } } }
            """
        let other = "package app; public class Limits { public static final int MAX = BASE * 10; static final int BASE = 4; public static int notConstant = 5; }"
        let model = analyze(src, other)
        func value(_ t: String) -> ConstantValue? { node(t, in: model).flatMap { model.files[0].constant(of: $0) } }
        #expect(value("local") == .int(41))
        #expect(value("notFinal") == nil)
        #expect(value("DOUBLE") == .int(80))
        #expect(value("k") == nil)
        #expect(value("Limits.MAX") == .int(40))
        #expect(value("DOUBLE + 1") == .int(81))
    }

    /// Declaring on several threads (member signatures and field constants are worked out in parallel, each thread
    /// folding what it needs from a snapshot) gives what one thread gives: every field's value, including chains
    /// across types and files, a reference cycle (no constant), a type declared twice, and the names left unresolved.
    /// With several threads, each file's empty attribution is made while declaring and handed to whoever
    /// attributes the file first; a file attributed again starts from a fresh one. Either way: the same types.
    @Test func attributionStartsTheSameFromAPreparedOrAFreshResult() {
        let trees = (0..<6).map { k in
            Parser.parse(SourceFile(path: "F\(k).java", text: """
                package p; import java.util.*;
                class F\(k) { List<String> names = new ArrayList<>(); int size() { return names.size() + \(k); }
                    String first() { return names.isEmpty() ? "" : names.get(0).trim(); } }
                """))
        }
        let serial = SemanticAnalyzer.declare(trees: trees, library: library, jobs: 1)
        let parallel = SemanticAnalyzer.declare(trees: trees, library: library, jobs: 2)
        #expect(serial.blankResults == nil && parallel.blankResults != nil)
        for file in trees.indices {
            let expected = SemanticAnalyzer.attribute(file: file, in: serial).0
            let prepared = SemanticAnalyzer.attribute(file: file, in: parallel).0
            let fresh = SemanticAnalyzer.attribute(file: file, in: parallel).0
            #expect(expected.expressionCount > 10)
            for attribution in [prepared, fresh] {
                #expect(attribution.types == expected.types)
                #expect(attribution.expressionCount == expected.expressionCount)
                #expect(attribution.unresolvedExpressionCount == 0)
            }
        }
    }

    @Test func declaringOnSeveralThreadsGivesWhatOneThreadGives() {
        var sources: [String] = []
        for k in 0..<40 {
            let next = k == 39 ? "1" : "K\(k + 1).A + 1"
            sources.append("""
                package p; class K\(k) { static final int A = \(next); static final String S = "k" + A + K\((k + 7) % 40).T;
                    static final String T = "t\(k)"; static final int C = D, D = C; static final long L = (Missing) 3;
                    static final int E = K\(k).A * 2 + (A > 20 ? 1 : 0); }
                """)
        }
        sources.append("package p; class K5 { static final int A = 99; static final int Z = A; }")
        let trees = sources.enumerated().map { Parser.parse(SourceFile(path: "K\($0.offset).java", text: $0.element)) }
        func constants(jobs: Int) -> ([String], [UnresolvedName]) {
            let program = SemanticAnalyzer.declare(trees: trees, library: library, jobs: jobs)
            let model = SemanticAnalyzer.assemble(program, files: trees.indices.map { SemanticAnalyzer.attribute(file: $0, in: program) })
            var values: [String] = []
            for t in model.symbols.types where t.qualifiedName.hasPrefix("p.") {
                for f in t.fields { values.append("\(t.qualifiedName).\(f.name) = \(f.constantValue.map { "\($0)" } ?? "nil")") }
            }
            return (values, model.unresolved)
        }
        let (serial, serialUnresolved) = constants(jobs: 1)
        #expect(serial.contains("p.K0.A = int(40)"))
        #expect(serial.contains("p.K0.S = string(\"k40t7\")"))
        #expect(serial.contains("p.K0.C = nil"))
        #expect(serial.contains("p.K39.E = int(2)"))
        #expect(serialUnresolved.contains { $0.name == "Missing" })
        for jobs in [2, 4] {
            let (parallel, parallelUnresolved) = constants(jobs: jobs)
            #expect(parallel == serial)
            #expect(parallelUnresolved == serialUnresolved)
        }
    }

    @Test func libraryConstants() {
        let src = "class A { Object[] v = { Long.MIN_VALUE, Character.MAX_VALUE, Double.POSITIVE_INFINITY, Byte.MIN_VALUE }; }"
        #expect(constantOf("Long.MIN_VALUE", in: src) == .long(Int64.min))
        #expect(constantOf("Character.MAX_VALUE", in: src) == .char(0xFFFF))
        #expect(constantOf("Double.POSITIVE_INFINITY", in: src) == .double(.infinity))
        #expect(constantOf("Byte.MIN_VALUE", in: src) == .int(-128))
    }
}

@Suite("Fields initialized by each constructor (JLS chapter 16)")
struct FieldInitializationTests {
    func initialized(_ source: String) -> [String] {
        let model = analyze(source)
        let tree = model.trees[0]
        return model.files[0].constructorInitializedFields.sorted { $0.key < $1.key }.map { node, fields in
            let name = tree.kind(node) == .constructorDecl ? "init(\(tree.list(node, Slot.Constructor.parameters).count))" : "implicit"
            return "\(name): \(fields.joined(separator: ","))"
        }
    }

    @Test func initializersBlocksAndConstructorBodies() {
        #expect(initialized("""
            class A {
                int a = 1; int b; int c; final int d; static int s;
                { b = 2; }
                A() { c = 3; this.d = 4; }
                A(int x) { this(); }
                A(int x, int y) { if (x > 0) { c = x; d = 1; } else { c = y; d = 2; } }
                A(int x, int y, int z) { if (x > 0) c = x; d = 0; }
                A(boolean early) { d = 5; if (early) return; c = 6; }
                A(String s) { try { c = 1; } catch (RuntimeException e) { } finally { d = 2; } }
                A(char ch) { throw new IllegalStateException(); }
            }
            """) == [
            "init(0): a,b,c,d",
            "init(1): a,b,c,d",
            "init(2): a,b,c,d",
            "init(3): a,b,d",
            "init(1): a,b,d",
            "init(1): a,b,d",
            "init(1): a,b,c,d",
        ])
    }

    @Test func implicitConstructorsAndRecords() {
        #expect(initialized("class B { int x = 1; String y; }") == ["implicit: x"])
        #expect(initialized("record P(int x, int y) { }") == ["implicit: x,y"])
        #expect(initialized("record Q(int x) { Q { if (x < 0) throw new IllegalArgumentException(); } }") == ["init(0): x"])
    }
}
