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

    static let apps = ["AppSpec", "FoodJournal", "HomeSecurity", "Muster", "MvcEvents"]

    @Test(arguments: apps)
    func sampleOutputIsCurrent(app: String) throws {
        let stale = try Self.check(app: app)
        #expect(stale.isEmpty, "out of date\(ProcessInfo.processInfo.environment["CI"] == nil ? " (rewritten; commit them)" : ""): \(stale.joined(separator: ", "))")
    }

    /// Every app's committed Swift type-checks with `swiftc` against the runtime module (untranslated
    /// parts included: they are typed stand-ins that stop the program if reached).
    @Test(arguments: apps)
    func sampleSwiftTypeChecks(app: String) throws {
        let swiftRoot = Self.root + "/Samples/\(app)/Swift"
        let files = (FileManager.default.enumerator(atPath: swiftRoot)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { swiftRoot + "/" + $0 }
        #expect(!files.isEmpty)
        let check = try SwiftProgramRunner.typecheck(files)
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// The socket client's findings are only about sockets, timeouts, threads and their streams; its
    /// protocol (states, nonce hashing, frame decoding) translates without findings.
    @Test func socketClientFindingsAreTheSocketParts() throws {
        let files = try SourceCollector.javaFiles(in: [Self.root + "/Samples/HomeSecurity/Java"])
        let report = Translation(jobs: 2).translate(paths: files, library: library).report
        let client = report.findings.filter { $0.path.hasSuffix("ClienteDelServidor.java") }
        #expect(Set(client.map(\.category)) == [.networking, .concurrency, .io])
        for protocolFile in ["Protocolo.java", "Trama.java", "EstadoCliente.java"] {
            let findings = report.findings.filter { $0.path.hasSuffix("/" + protocolFile) }.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
            #expect(findings.isEmpty, "\(protocolFile): \(findings)")
        }
    }

    /// `Heart` (Observable, Serializable, Timer, an inner TimerTask) is reported, not silently changed.
    @Test func heartFindingsNameItsAndroidEraParts() throws {
        let files = try SourceCollector.javaFiles(in: [Self.root + "/Samples/Muster/Java"])
        let report = Translation(jobs: 2).translate(paths: files, library: library).report
        let heart = Set(report.findings.filter { $0.path.hasSuffix("Heart.java") }.map(\.ruleID))
        #expect(heart.isSuperset(of: ["J2S-SER-001", "J2S-TIM-001"]))
    }
}
