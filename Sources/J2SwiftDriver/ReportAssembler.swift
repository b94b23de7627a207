import Foundation
import JavaSyntax
import SwiftLowering
import TranslationReport

/// Turns one file's lowering findings into located report findings: line and column, the Java excerpt,
/// the catalogue's severity and category, and whether the source silences it on purpose.
struct ReportAssembler {
    let tree: SyntaxTree
    let converter: SourceLocationConverter
    /// `@SuppressWarnings("j2swift:ID")`: the declaration's original byte range, the ids, the annotation's line.
    var annotationSuppressions: [(range: Range<Int>, ids: [String], line: Int)] = []
    /// `// j2swift:ignore ID…`: the line the comment ends on and the ids.
    var commentSuppressions: [(line: Int, ids: [String])] = []

    init(tree: SyntaxTree) {
        self.tree = tree
        self.converter = SourceLocationConverter(tree.source)
        collectSuppressions()
    }

    /// The 1-based line of an offset (no column: cheap enough for every token).
    func line(ofOriginalOffset offset: Int) -> Int {
        let lineStarts = converter.lineStarts
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    func original(_ textOffset: Int) -> Int { tree.source.originalOffset(ofTextOffset: textOffset) }

    mutating func collectSuppressions() {
        for i in tree.nodes.indices {
            let node = NodeID(UInt32(i))
            let modifiersSlot: Int
            switch tree.kind(node) {
            case .classDecl: modifiersSlot = Slot.Class.modifiers
            case .interfaceDecl: modifiersSlot = Slot.Interface.modifiers
            case .enumDecl: modifiersSlot = Slot.Enum.modifiers
            case .recordDecl: modifiersSlot = Slot.Record.modifiers
            case .methodDecl, .constructorDecl: modifiersSlot = Slot.Method.modifiers
            case .fieldDecl: modifiersSlot = Slot.Field.modifiers
            case .localVarDecl: modifiersSlot = Slot.LocalVarDecl.modifiers
            default: continue
            }
            for annotation in tree.children(tree.child(node, modifiersSlot)) where !annotation.isNone && tree.kind(annotation) == .annotation {
                let name = tree.qualifiedName(tree.child(annotation, Slot.Annotation.name))
                guard name == "SuppressWarnings" || name == "java.lang.SuppressWarnings" else { continue }
                let ids = Self.suppressedIDs(in: tree.text(annotation), marker: "j2swift:")
                if ids.isEmpty { continue }
                let range = tree.range(node)
                annotationSuppressions.append((original(range.lowerBound)..<original(range.upperBound), ids,
                                               line(ofOriginalOffset: original(tree.range(annotation).lowerBound))))
            }
        }
        for c in tree.comments {
            let text = tree.source.string(Int(c.start)..<Int(c.end))
            let ids = Self.suppressedIDs(in: text, marker: "j2swift:ignore")
            if !ids.isEmpty { commentSuppressions.append((line(ofOriginalOffset: original(Int(c.end) - 1)), ids)) }
        }
    }

    /// Rule ids (`J2S-NET-001`) or prefixes (`J2S-NET`) after each occurrence of `marker`.
    static func suppressedIDs(in text: String, marker: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(text)
        while let r = rest.range(of: marker) {
            rest = rest[r.upperBound...]
            var scan = rest.drop { $0 == " " }
            while true {
                let id = scan.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
                guard id.hasPrefix("J2S") else { break }
                ids.append(String(id))
                scan = scan.dropFirst(id.count).drop { $0 == " " || $0 == "," }
            }
        }
        return ids
    }

    static func matches(_ id: String, _ suppressed: [String]) -> Bool {
        suppressed.contains { id == $0 || id.hasPrefix($0 + "-") }
    }

    func locate(_ sources: [SourceFinding]) -> [(source: SourceFinding, finding: Finding)] {
        var result: [(SourceFinding, Finding)] = []
        for s in sources.sorted(by: { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }) {
            let rule = RuleCatalogue.rule(s.ruleID) ?? RuleCatalogue.rule("J2S-LANG-001")!
            let start = original(s.offset), end = original(max(s.offset, s.endOffset))
            let (line, column) = converter.location(ofOriginalOffset: start)
            let (endLine, endColumn) = converter.location(ofOriginalOffset: end)
            var suppression: Finding.Suppression? = nil
            if let a = annotationSuppressions.last(where: { $0.range.contains(start) && Self.matches(rule.id, $0.ids) }) {
                suppression = .init(kind: "annotation", line: a.line)
            } else if let c = commentSuppressions.first(where: { ($0.line == line || $0.line == line - 1) && Self.matches(rule.id, $0.ids) }) {
                suppression = .init(kind: "comment", line: c.line)
            }
            // Clamped: a finding is never worth a crash, even one whose range a lowering bug put past the end.
            let count = tree.source.text.count
            let text = tree.source.string(min(s.offset, count)..<min(max(s.offset, s.endOffset), count))
            let firstLine = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let construct = firstLine.count > 120 ? String(firstLine.prefix(120)) + "…" : firstLine
            let finding = Finding(ruleID: rule.id, severity: rule.severity, category: rule.category, path: tree.source.path,
                                  line: line, column: column, endLine: endLine, endColumn: endColumn, construct: construct,
                                  message: s.message, replacement: s.replacement ?? rule.replacement, suppression: suppression)
            result.append((s, finding))
        }
        return result
    }

    func summary(of located: [(source: SourceFinding, finding: Finding)], output: String?) -> FileSummary {
        var codeLines = Set<Int>()
        for t in tree.tokens where t.kind != .endOfFile {
            let first = line(ofOriginalOffset: original(Int(t.start)))
            let last = line(ofOriginalOffset: original(max(Int(t.start), Int(t.end) - 1)))
            for l in first...last { codeLines.insert(l) }
        }
        var untranslated = Set<Int>()
        for (s, f) in located where f.severity == .error && f.suppression == nil {
            let last = s.untranslatedEnd.map { line(ofOriginalOffset: original(max($0 - 1, s.offset))) } ?? f.endLine
            for l in f.line...max(f.line, last) where codeLines.contains(l) { untranslated.insert(l) }
        }
        return FileSummary(path: tree.source.path, output: output, codeLines: codeLines.count, untranslatedLines: untranslated.count)
    }

    /// Compiler-style lines for the unsuppressed findings, each followed by a note with the replacement.
    func render(_ located: [(source: SourceFinding, finding: Finding)]) -> String {
        let renderer = DiagnosticRenderer()
        var out = ""
        for (s, f) in located where f.suppression == nil {
            let severity: Diagnostic.Severity = f.severity == .error ? .error : f.severity == .warning ? .warning : .note
            out += renderer.render(Diagnostic(severity, "[\(f.ruleID)] \(f.message)", offset: original(s.offset)), path: f.path, converter: converter)
            out += "\(f.path):\(f.line):\(f.column): note: instead: \(f.replacement)\n"
        }
        return out
    }
}
