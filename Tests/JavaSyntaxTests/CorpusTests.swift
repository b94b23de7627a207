import Foundation
import J2SwiftDriver
import Testing
@testable import JavaSyntax

/// Real input: the JDK 17 class-library sources (Debian's `openjdk-17-source`), and the samples.
@Suite("Corpora")
struct CorpusTests {
    /// Where Debian puts the archive; `J2SWIFT_JDK_SRC_ZIP` overrides.
    static var sourceArchive: String? {
        if let env = ProcessInfo.processInfo.environment["J2SWIFT_JDK_SRC_ZIP"] { return env }
        let candidates = ["/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip", "/usr/lib/jvm/java-17-openjdk-arm64/lib/src.zip",
                          "/usr/lib/jvm/openjdk-17/lib/src.zip"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Extracts the archive once per run into a temporary folder.
    static func extractedJDK() throws -> String {
        guard let zip = sourceArchive else {
            throw CorpusError("JDK 17 sources not found: install Debian's openjdk-17-source (the test command's CI script does)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-jdk17-src-\(getpid())").path
        if !FileManager.default.fileExists(atPath: dir + "/java.base") {
            let unzip = Process()
            unzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            unzip.arguments = ["unzip", "-q", "-o", zip, "-d", dir]
            try unzip.run()
            unzip.waitUntilExit()
            guard unzip.terminationStatus == 0 else { throw CorpusError("unzip failed with status \(unzip.terminationStatus)") }
        }
        return dir
    }

    struct CorpusError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    @Test func everyFileOfTheJDK17SourcesParsesWithoutError() throws {
        let root = try Self.extractedJDK()
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
