import Foundation

/// The report's file formats (`--report json|sarif|markdown FILE`). All are deterministic: same input,
/// same bytes, so committed reports diff cleanly.
public enum ReportFormat: String, Sendable, CaseIterable {
    case json, sarif, markdown

    public func render(_ report: Report) -> String {
        switch self {
        case .json: return Self.json(report)
        case .sarif: return Self.sarif(report)
        case .markdown: return Self.markdown(report)
        }
    }

    static func encode(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func json(_ report: Report) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// SARIF 2.1.0: one run, the catalogue rules the findings use, one result per finding.
    static func sarif(_ report: Report) -> String {
        let usedIDs = Set(report.findings.map(\.ruleID))
        let rules = RuleCatalogue.rules.filter { usedIDs.contains($0.id) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let sarifRules: [[String: Any]] = rules.map { r in
            [
                "id": r.id,
                "name": r.title,
                "shortDescription": ["text": r.title],
                "fullDescription": ["text": r.explanation],
                "help": ["text": "Instead: " + r.replacement],
                "defaultConfiguration": ["level": r.severity.rawValue],
                "properties": ["category": r.category.rawValue],
            ]
        }
        let results: [[String: Any]] = report.findings.map { f in
            var result: [String: Any] = [
                "ruleId": f.ruleID,
                "level": f.severity.rawValue,
                "message": ["text": "\(f.message) Instead: \(f.replacement)"],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": f.path],
                        "region": ["startLine": f.line, "startColumn": f.column, "endLine": f.endLine, "endColumn": f.endColumn,
                                   "snippet": ["text": f.construct]],
                    ],
                ]],
                "properties": ["category": f.category.rawValue],
            ]
            if let i = ruleIndex[f.ruleID] { result["ruleIndex"] = i }
            if let s = f.suppression {
                result["suppressions"] = [["kind": "inSource", "justification": "\(s.kind) on line \(s.line)"]]
            }
            return result
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "j2swift", "informationUri": "https://github.com/j2swift/j2swift", "rules": sarifRules]],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        return encode(document)
    }

    /// For a pull-request comment: totals, a table per file, a table per category, then every finding.
    static func markdown(_ report: Report) -> String {
        let active = report.active
        func count(_ fs: [Finding], _ s: FindingSeverity) -> Int { fs.filter { $0.severity == s }.count }
        var out = "# j2swift translation report\n\n"
        let code = report.files.reduce(0) { $0 + $1.codeLines }
        let untranslated = report.files.reduce(0) { $0 + $1.untranslatedLines }
        let percent = code == 0 ? 100 : Int((Double(code - untranslated) * 100 / Double(code)).rounded(.down))
        out += "\(report.files.count) files, \(code) lines of code, about \(percent)% translated. "
        out += "\(count(active, .error)) errors (not translated), \(count(active, .warning)) warnings (behaviour differs), \(count(active, .note)) notes"
        out += report.suppressedCount > 0 ? "; \(report.suppressedCount) suppressed.\n" : ".\n"
        out += "\n## Files\n\n| file | translated | errors | warnings | notes |\n|---|---:|---:|---:|---:|\n"
        for f in report.files {
            let fs = active.filter { $0.path == f.path }
            out += "| `\(f.path)` | \(f.translatedPercent)% | \(count(fs, .error)) | \(count(fs, .warning)) | \(count(fs, .note)) |\n"
        }
        out += "\n## Categories\n\n| category | errors | warnings | notes | rules |\n|---|---:|---:|---:|---|\n"
        for c in FindingCategory.allCases {
            let fs = active.filter { $0.category == c }
            if fs.isEmpty { continue }
            let ids = Set(fs.map(\.ruleID)).sorted().joined(separator: ", ")
            out += "| \(c.title) | \(count(fs, .error)) | \(count(fs, .warning)) | \(count(fs, .note)) | \(ids) |\n"
        }
        out += "\n## Findings\n\n"
        for f in report.findings {
            let construct = f.construct.replacingOccurrences(of: "`", with: "'")
            out += "- `\(f.path):\(f.line):\(f.column)` **\(f.severity.rawValue)** [\(f.ruleID)] \(f.message) (`\(construct)`). Instead: \(f.replacement)"
            if let s = f.suppression { out += " *(suppressed by \(s.kind) on line \(s.line))*" }
            out += "\n"
        }
        return out
    }
}
