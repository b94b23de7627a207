import Foundation
import J2SwiftDriver
import Testing
@testable import JavaSyntax

/// Broken input must give diagnostics at the right place, and never crash, hang or overflow the stack.
@Suite("Broken input")
struct BrokenInputTests {
    static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/Broken")

    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        /// Every line where javac reports a parse error in this file.
        var javacLines: Set<Int>
        var javacFirst: (line: Int, column: Int, message: String)
        var testDescription: String { file }
    }

    /// `expectations-all.tsv`: every error javac's parser reports (written by running `JavacTask.parse()`).
    static let expectations: [Expectation] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("expectations-all.tsv"), encoding: .utf8) else { return [] }
        var byFile: [String: Expectation] = [:]
        var order: [String] = []
        for row in text.split(separator: "\n").dropFirst() {
            let cols = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard cols.count >= 4, let line = Int(cols[1]), let column = Int(cols[2]) else { continue }
            let file = String(cols[0])
            if byFile[file] == nil {
                byFile[file] = Expectation(file: file, javacLines: [], javacFirst: (line, column, String(cols[3])))
                order.append(file)
            }
            byFile[file]!.javacLines.insert(line)
        }
        return order.map { byFile[$0]! }
    }()

    @Test func corpusIsPresent() {
        #expect(Self.expectations.count >= 50)
    }

    @Test(arguments: expectations)
    func brokenFileGetsAnErrorOnALineJavacAlsoFlags(_ e: Expectation) throws {
        let path = Self.directory.appendingPathComponent(e.file).path
        let bytes = try #require(FileReader.read(path))
        let tree = onLargeStack { Parser.parse(SourceFile(path: path, bytes: bytes)) }
        let converter = SourceLocationConverter(tree.source)
        let errors = tree.diagnostics.filter { $0.severity == .error }
        try #require(!errors.isEmpty, "no diagnostic for \(e.file)")
        let firstLine = converter.location(ofOriginalOffset: errors[0].offset).line
        // Our first error must be on a line where javac's parser reports one too.
        #expect(e.javacLines.contains(firstLine),
                "\(e.file): first error on line \(firstLine) (\(errors[0].message)); javac: \(e.javacFirst.line):\(e.javacFirst.column) \(e.javacFirst.message)")
    }

    @Test func binaryJunkGivesDiagnosticsNotACrash() {
        var generator = SplitMix64(seed: 42)
        for size in [1, 7, 100, 4096, 65536] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let tree = Parser.parse(SourceFile(path: "junk.bin", bytes: bytes))
            #expect(tree.hasErrors, "size \(size)")
        }
    }

    @Test func invalidUTF8IsReportedOncePerRun() {
        let bytes: [UInt8] = Array("class A { int ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" x; }".utf8)
        let tree = Parser.parse(SourceFile(path: "bad.java", bytes: bytes))
        #expect(tree.diagnostics.map(\.message) == ["invalid UTF-8 byte sequence"])
        #expect(tree.diagnostics.first?.offset == 14)
    }

    @Test func tenThousandDeepNestingStopsWithADiagnostic() {
        let depth = 10_000
        let java = "class A { int x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "; }"
        let tree = onLargeStack { Parser.parse(SourceFile(path: "deep.java", text: java)) }
        #expect(tree.diagnostics.count == 1)
        #expect(tree.diagnostics.first?.message.hasPrefix("nesting too deep") == true)
    }

    @Test func deepNestingOfEveryRecursiveConstruct() {
        let n = 5_000
        let inputs = [
            "class A { void f() { " + String(repeating: "{", count: n) + String(repeating: "}", count: n) + " } }",
            "class A { " + String(repeating: "class B { ", count: n) + String(repeating: "}", count: n) + " }",
            "class A { List" + String(repeating: "<List", count: n) + String(repeating: ">", count: n) + " x; }",
            "class A { int[] x = " + String(repeating: "{", count: n) + String(repeating: "}", count: n) + "; }",
            "class A { int x = " + String(repeating: "-", count: n) + "1; }",
            "class A { Object x = " + String(repeating: "a -> ", count: n) + "1; }",
            "class A { int x = " + String(repeating: "a ? b : ", count: n) + "c; }",
            "class A { void f() { " + String(repeating: "if (a) ", count: n) + "; } }",
            "class A { void f() { " + String(repeating: "x = ", count: n) + "1; } }",
            "class A { @A(" + String(repeating: "@A(", count: n) + String(repeating: ")", count: n) + ") int x; }",
        ]
        for java in inputs {
            let tree = onLargeStack { Parser.parse(SourceFile(path: "deep.java", text: java)) }
            #expect(tree.diagnostics.contains { $0.message.hasPrefix("nesting too deep") }, "\(java.prefix(40))")
        }
    }

    @Test func longFlatInputsAreNotNesting() {
        // Long operator chains and argument lists are loops, not recursion.
        let sum = "class A { int x = " + Array(repeating: "1", count: 50_000).joined(separator: " + ") + "; }"
        #expect(!parse(sum).hasErrors)
        let calls = "class A { Object x = a" + String(repeating: ".b()", count: 50_000) + "; }"
        #expect(!parse(calls).hasErrors)
    }

    @Test func truncationAtEveryTokenOfARealFileNeverCrashes() throws {
        let path = repositoryRoot.appendingPathComponent("Samples/HomeSecurity/Java/es/domotica/alarma/red/Protocolo.java").path
        let bytes = try #require(FileReader.read(path))
        let stream = Lexer.tokenize(bytes)
        var truncatedWithErrors = 0
        // Every 7th token boundary keeps the test fast while covering every grammar area of the file.
        for t in stream.tokens.dropLast().enumerated() where t.offset % 7 == 3 {
            let cut = Array(bytes[0..<Int(t.element.end)])
            let tree = Parser.parse(SourceFile(path: "cut.java", bytes: cut))
            if tree.hasErrors { truncatedWithErrors += 1 }
        }
        #expect(truncatedWithErrors > 50)
    }
}

/// A small deterministic generator so junk tests are reproducible.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
