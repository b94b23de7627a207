import Foundation
import J2SwiftDriver
import Testing
@testable import JavaSyntax

/// Real input: the JDK 17 class-library sources (Debian's `openjdk-17-source`), and the samples.
@Suite("Corpora")
struct CorpusTests {
    @Test func everyFileOfTheJDK17SourcesParsesWithoutError() throws {
        let root = try JDKSourceArchive.extract(label: "parse")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try SourceCollector.javaFiles(in: [root])
        #expect(files.count == 15_143)
        let (results, summary) = BatchParser().parse(paths: files)
        let failures = results.filter { $0.errorCount > 0 }
        print("JDK 17 corpus: \(summary.line)")
        #expect(summary.errors == 0, "\(failures.prefix(5).map(\.renderedDiagnostics).joined())")
    }

    @Test func everySampleParsesWithoutError() throws {
        let files = try SourceCollector.javaFiles(in: [repositoryRoot.appendingPathComponent("Samples").path])
        #expect(files.count >= 25)
        let (results, summary) = BatchParser().parse(paths: files)
        #expect(summary.errors == 0, "\(results.map(\.renderedDiagnostics).joined())")
    }

    @Test func everyDifferentialProgramParsesWithoutError() throws {
        let dir = repositoryRoot.appendingPathComponent("Tests/Differential/Programs").path
        guard FileManager.default.fileExists(atPath: dir) else { return }
        let files = try SourceCollector.javaFiles(in: [dir])
        let (results, summary) = BatchParser().parse(paths: files)
        #expect(summary.errors == 0, "\(results.map(\.renderedDiagnostics).joined())")
    }
}
