import Foundation
import J2SwiftDriver
import JavaSemantics
import MappingRules
import TranslationReport

let library: SymbolTable = {
    do { return try LibraryLoader.load() } catch { fatalError("\(error)") }
}()

/// Java files written to a fresh folder, translated together with the built-in (and given) mapping rules.
struct Snippets {
    let folder: String

    init(_ files: [String: String]) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-report-\(getpid())-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
        }
    }

    func translate(mappings: MappingTable? = nil) -> Translation.Result {
        let paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".java") }.sorted().map { folder + "/" + $0 }
        return Translation(jobs: 1).translate(paths: paths, library: library, mappings: mappings)
    }

    /// `ID@line:col` for each finding of a file, in order.
    static func summary(_ report: Report, file: String) -> [String] {
        report.findings.filter { $0.path.hasSuffix("/" + file) }.map { "\($0.ruleID)@\($0.line):\($0.column)" + ($0.suppression != nil ? " suppressed" : "") }
    }
}
