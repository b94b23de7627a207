/// One thing j2swift could not translate faithfully, located in the Java source.
public struct Finding: Sendable, Codable, Equatable {
    public var ruleID: String
    public var severity: FindingSeverity
    public var category: FindingCategory
    public var path: String
    /// 1-based; columns count Unicode scalars.
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// The Java construct, as written (first line, shortened).
    public var construct: String
    /// Why, for this occurrence.
    public var message: String
    /// What to use in Swift instead.
    public var replacement: String
    /// Set when the Java source silences the finding on purpose; suppressed findings stay in the report
    /// but do not count towards the exit status.
    public var suppression: Suppression?

    public struct Suppression: Sendable, Codable, Equatable {
        /// `annotation` (`@SuppressWarnings("j2swift:ID")`) or `comment` (`// j2swift:ignore ID`).
        public var kind: String
        /// Where the suppression is written: `line` in the same file.
        public var line: Int

        public init(kind: String, line: Int) {
            self.kind = kind
            self.line = line
        }
    }

    public init(ruleID: String, severity: FindingSeverity, category: FindingCategory, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, construct: String, message: String, replacement: String, suppression: Suppression? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.category = category
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.construct = construct
        self.message = message
        self.replacement = replacement
        self.suppression = suppression
    }
}

/// Per translated file: how much of it translated.
public struct FileSummary: Sendable, Codable, Equatable {
    public var path: String
    /// Where its Swift went (relative to the output folder), if written.
    public var output: String?
    /// Source lines that hold code (not blank, not only a comment).
    public var codeLines: Int
    /// Code lines inside the range of an unsuppressed error finding.
    public var untranslatedLines: Int

    public init(path: String, output: String?, codeLines: Int, untranslatedLines: Int) {
        self.path = path
        self.output = output
        self.codeLines = codeLines
        self.untranslatedLines = untranslatedLines
    }

    /// Share of code lines translated, in percent (100 for an empty file).
    public var translatedPercent: Int {
        codeLines == 0 ? 100 : Int((Double(codeLines - untranslatedLines) * 100 / Double(codeLines)).rounded(.down))
    }
}

/// The whole report of one `j2swift` run. Its JSON form is documented in `docs/report-schema.json`.
public struct Report: Sendable, Codable, Equatable {
    public var schemaVersion = 1
    public var tool = "j2swift"
    public var files: [FileSummary]
    /// Sorted by path, line, column, rule id.
    public var findings: [Finding]

    public init(files: [FileSummary], findings: [Finding]) {
        self.files = files.sorted { $0.path < $1.path }
        self.findings = findings.sorted {
            ($0.path, $0.line, $0.column, $0.ruleID) < ($1.path, $1.line, $1.column, $1.ruleID)
        }
    }

    public var active: [Finding] { findings.filter { $0.suppression == nil } }

    /// The same report with paths relative to `root` (a folder path ending without `/`), for reports that
    /// are committed and compared.
    public func relativized(to root: String) -> Report {
        func strip(_ p: String) -> String { p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p }
        var copy = self
        copy.files = files.map { var f = $0; f.path = strip(f.path); return f }
        copy.findings = findings.map { var f = $0; f.path = strip(f.path); return f }
        return copy
    }
    public var suppressedCount: Int { findings.count - active.count }

    /// The process exit status policy: 0 when everything translated, `untranslatedExitStatus` when an
    /// unsuppressed error finding exists (or, with `warningsAsErrors`, a warning).
    public static let untranslatedExitStatus: Int32 = 2

    public func exitStatus(warningsAsErrors: Bool) -> Int32 {
        let failing = active.contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
        return failing ? Self.untranslatedExitStatus : 0
    }
}
