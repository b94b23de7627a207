import Foundation
import J2SwiftDriver
import Testing
import TranslationReport

/// Formats, exit statuses, suppression, and the rule catalogue document.
@Suite("Report: formats, exit status, suppression, catalogue")
struct ReportFormatTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let mixed = Snippets([
        "Station.java": """
            import java.net.Socket;
            class Station {
                private volatile int beats;
                @SuppressWarnings("j2swift:J2S-THR-002")
                synchronized void beat() { beats++; }
                Object connect() throws Exception {
                    // j2swift:ignore J2S-NET
                    return new Socket("example.org", 80);
                }
                Object again() throws Exception {
                    return new Socket("example.org", 81);  // j2swift:ignore J2S-NET-001
                }
                synchronized void unsilenced() { }
            }
            """,
    ])

    @Test func suppressionsAreListedButDoNotCount() {
        let report = Self.mixed.translate().report
        #expect(Snippets.summary(report, file: "Station.java") == [
            "J2S-THR-003@3:5", "J2S-THR-002@4:5 suppressed", "J2S-NET-001@8:16 suppressed", "J2S-NET-001@11:16 suppressed", "J2S-THR-002@13:5",
        ])
        let suppressed = report.findings.filter { $0.suppression != nil }.map { "\($0.suppression!.kind)@\($0.suppression!.line)" }
        #expect(suppressed == ["annotation@4", "comment@7", "comment@11"])
        #expect(report.exitStatus(warningsAsErrors: false) == 0)
        #expect(report.exitStatus(warningsAsErrors: true) == Report.untranslatedExitStatus)
    }

    @Test func exitStatusFollowsTheWorstUnsuppressedFinding() {
        func report(_ severities: [FindingSeverity], suppressed: Bool = false) -> Report {
            Report(files: [], findings: severities.map {
                Finding(ruleID: "J2S-LANG-001", severity: $0, category: .language, path: "A.java", line: 1, column: 1, endLine: 1, endColumn: 2,
                        construct: "x", message: "m", replacement: "r", suppression: suppressed ? .init(kind: "comment", line: 1) : nil)
            })
        }
        #expect(report([]).exitStatus(warningsAsErrors: true) == 0)
        #expect(report([.note, .warning]).exitStatus(warningsAsErrors: false) == 0)
        #expect(report([.note, .warning]).exitStatus(warningsAsErrors: true) == 2)
        #expect(report([.error]).exitStatus(warningsAsErrors: false) == 2)
        #expect(report([.error], suppressed: true).exitStatus(warningsAsErrors: true) == 0)
    }

    @Test func stderrLinesAreCompilerStyle() {
        let result = Self.mixed.translate()
        let lines = result.renderedFindings.split(separator: "\n").map(String.init)
        let path = result.report.files[0].path
        #expect(lines.first == "\(path):3:5: warning: [J2S-THR-003] volatile field translated as a plain stored property")
        #expect(lines[1] == "    private volatile int beats;")
        #expect(lines[2] == "    ^")
        #expect(lines[3].hasPrefix("\(path):3:5: note: instead: `Atomic<Bool>`"))
        // Suppressed findings are not printed.
        #expect(!result.renderedFindings.contains("J2S-NET-001"))
    }

    @Test func untranslatedCodeCarriesTheRuleIDAndTheJava() {
        let result = Snippets(["Dial.java": "class Dial { Object d() throws Exception { return new java.net.Socket(\"h\", 1); } }"]).translate()
        #expect(result.files[0].text.contains(
            #"return untranslated("[J2S-NET-001] Dial.java:1:51: new java.net.Socket") /* j2swift: java.net socket or URL API is not translated; Java: new java.net.Socket("h", 1) */"#))
    }

    @Test func anUnresolvedNameAtTheEndOfAFileSpansTheNameAsWritten() {
        // The display name `java.io.Serializable.length` is longer than what is left of the file: the finding's
        // span once reached past the end, and reading its text crashed the translator.
        let result = Snippets(["Tail.java": "class Tail { void m(java.io.Serializable w) { w.length(); } }"]).translate()
        let findings = result.report.findings.filter { $0.message.contains("java.io.Serializable.length") }
        #expect(findings.count == 1)
        #expect(findings.first.map { "\($0.line):\($0.column)-\($0.endLine):\($0.endColumn) \($0.construct)" } == "1:47-1:55 w.length")
    }

    /// Validates with Python's `jsonschema` (CI installs it; elsewhere the check is skipped with a note).
    func validate(_ document: String, schema: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-schema-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try document.write(toFile: folder + "/doc.json", atomically: true, encoding: .utf8)
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')"
        let probe = try SwiftProgramRunner.run("python3", ["-c", "import jsonschema"])
        if probe.status != 0 {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("python3 jsonschema is missing on CI") }
            print("note: python3 jsonschema not installed; schema validation skipped")
            return nil
        }
        let run = try SwiftProgramRunner.run("python3", ["-c", script, folder + "/doc.json", schema])
        return run.status == 0 ? "valid" : run.stderr
    }

    @Test func jsonReportMatchesItsSchema() throws {
        let json = ReportFormat.json.render(Self.mixed.translate().report)
        if let verdict = try validate(json, schema: Self.root.appendingPathComponent("docs/report-schema.json").path) {
            #expect(verdict == "valid")
        }
        let decoded = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        #expect(decoded.findings.count == 5)
    }

    @Test func sarifReportMatchesTheSchema() throws {
        let sarif = ReportFormat.sarif.render(Self.mixed.translate().report)
        if let verdict = try validate(sarif, schema: Self.root.appendingPathComponent("Tests/ReportTests/Schemas/sarif-2.1.0-subset.schema.json").path) {
            #expect(verdict == "valid")
        }
        let object = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let run = (object?["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]] ?? []
        #expect(results.count == 5)
        #expect(results.filter { $0["suppressions"] != nil }.count == 3)
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        // Each result's ruleIndex points at its rule.
        for r in results { #expect((rules[r["ruleIndex"] as? Int ?? -1])["id"] as? String == r["ruleId"] as? String) }
    }

    @Test func markdownSummarisesPerFileAndCategory() {
        let markdown = ReportFormat.markdown.render(Self.mixed.translate().report)
        #expect(markdown.contains("0 errors (not translated), 2 warnings (behaviour differs), 0 notes; 3 suppressed."))
        #expect(markdown.contains("| Threads and concurrency | 0 | 2 | 0 | J2S-THR-002, J2S-THR-003 |"))
        #expect(markdown.contains("*(suppressed by comment on line 7)*"))
    }

    @Test func ruleCatalogueDocumentIsCurrent() throws {
        let path = Self.root.appendingPathComponent("docs/report-rules.md").path
        let expected = RuleCatalogue.markdown()
        let current = try? String(contentsOfFile: path, encoding: .utf8)
        if current != expected {
            if ProcessInfo.processInfo.environment["CI"] == nil { try expected.write(toFile: path, atomically: true, encoding: .utf8) }
            Issue.record("docs/report-rules.md was out of date\(ProcessInfo.processInfo.environment["CI"] == nil ? " (rewritten; commit it)" : "")")
        }
        // Ids are unique and well-formed; every category has a rule.
        #expect(Set(RuleCatalogue.rules.map(\.id)).count == RuleCatalogue.rules.count)
        #expect(RuleCatalogue.rules.allSatisfy { $0.id.range(of: "^J2S-[A-Z]+-[0-9]{3}$", options: .regularExpression) != nil })
        #expect(Set(RuleCatalogue.rules.map(\.category)) == Set(FindingCategory.allCases))
    }
}
