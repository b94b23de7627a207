import Foundation
import J2SwiftDriver
import Testing
import TranslationReport

/// The samples' generated Swift and reports are committed (under `Samples/<App>/Swift` and
/// `Samples/<App>/report.{md,json}`); this regenerates them and compares. Outside CI a stale file is
/// rewritten so the change shows in `git diff`.
@Suite("Samples: committed Swift and reports are current")
struct SampleReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func check(app: String) throws -> [String] {
        let javaRoot = root + "/Samples/\(app)/Java"
        let files = try SourceCollector.javaFiles(in: [javaRoot])
        let result = Translation(jobs: 2).translate(paths: files, library: library)
        let report = result.report.relativized(to: root)
        var expected: [(String, String)] = [
            ("Samples/\(app)/report.md", ReportFormat.markdown.render(report)),
            ("Samples/\(app)/report.json", ReportFormat.json.render(report)),
        ]
        for f in result.files { expected.append(("Samples/\(app)/Swift/\(f.relativePath)", f.text)) }
        var stale: [String] = []
        for (path, text) in expected {
            let full = root + "/" + path
            if (try? String(contentsOfFile: full, encoding: .utf8)) != text {
                stale.append(path)
                if ProcessInfo.processInfo.environment["CI"] == nil {
                    try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try text.write(toFile: full, atomically: true, encoding: .utf8)
                }
            }
        }
        return stale
    }

    @Test(arguments: ["HomeSecurity", "Muster"])
    func sampleOutputIsCurrent(app: String) throws {
        let stale = try Self.check(app: app)
        #expect(stale.isEmpty, "out of date\(ProcessInfo.processInfo.environment["CI"] == nil ? " (rewritten; commit them)" : ""): \(stale.joined(separator: ", "))")
    }

    /// The socket client's findings are only about sockets, timeouts, threads and their streams.
    @Test func socketClientFindingsAreTheSocketParts() throws {
        let files = try SourceCollector.javaFiles(in: [Self.root + "/Samples/HomeSecurity/Java"])
        let report = Translation(jobs: 2).translate(paths: files, library: library).report
        let client = report.findings.filter { $0.path.hasSuffix("ClienteDelServidor.java") }
        let categories = Set(client.map(\.category))
        #expect(categories.isSuperset(of: [.networking, .concurrency, .io]))
        let others = client.filter { ![.networking, .concurrency, .io].contains($0.category) }.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
        // Known gaps, each a finding rather than a silent change: see the issue notes.
        withKnownIssue("java.security.MessageDigest (the nonce hash) is not mapped yet, so its NoSuchAlgorithmException catch is a finding") {
            #expect(others.isEmpty, "\(others)")
        }
    }
}
