import Foundation
import JavaSemantics
import SwiftLowering
import MappingRules

/// Runs one Java program both ways — `java` and j2swift's translation compiled with `swiftc` — and compares
/// what a user can observe: standard output, the exit status, and the class of an uncaught exception.
public struct DifferentialRun: Sendable {
    public struct Outcome: Sendable {
        public var program: String
        public var matches: Bool
        /// Why it does not match (empty when it does).
        public var difference: String
        public var untranslated: [String]
    }

    public let library: SymbolTable
    let mappings: MappingTable

    public init(library: SymbolTable) {
        self.library = library
        self.mappings = BuiltInMappings.table(for: library)
    }

    /// Seconds a program may run, either way.
    static let timeLimit = 30.0

    static func exceptionClass(_ stderr: String) -> String? {
        guard let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix("Exception in thread \"main\" ") }) else { return nil }
        let rest = line.dropFirst("Exception in thread \"main\" ".count)
        return String(rest.prefix { $0 != ":" && $0 != " " })
    }

    public func run(program path: String, workDirectory: String) -> Outcome {
        let name = (path as NSString).lastPathComponent
        let stdinPath = (path as NSString).deletingPathExtension + ".stdin"
        let input = FileManager.default.contents(atPath: stdinPath)
        func fail(_ why: String, _ untranslated: [String] = []) -> Outcome {
            Outcome(program: name, matches: false, difference: why, untranslated: untranslated)
        }
        let translation = Translation(jobs: 1).translate(paths: [path], library: library, mappings: mappings)
        if translation.parseErrors > 0 { return fail("parse errors:\n\(translation.parseDiagnostics)") }
        let untranslated = translation.untranslatedLines
        // A program with untranslated constructs cannot behave like Java; say what is missing, run nothing.
        if let first = untranslated.first { return fail(first, untranslated) }
        guard let java = try? SwiftProgramRunner.run("java", [path], stdin: input, timeLimit: Self.timeLimit) else { return fail("java did not run") }
        guard let main = translation.translator.mainClasses().first else { return fail("no main class", untranslated) }
        let dir = workDirectory + "/" + (name as NSString).deletingPathExtension
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var files: [String] = []
        for (i, f) in translation.files.enumerated() {
            let p = dir + "/\(i)-" + (f.relativePath as NSString).lastPathComponent
            FileManager.default.createFile(atPath: p, contents: Data(f.text.utf8))
            files.append(p)
        }
        let mainPath = dir + "/main.swift"
        FileManager.default.createFile(atPath: mainPath, contents: Data(translation.translator.entryPoint(mainClass: main.swiftName).utf8))
        files.append(mainPath)
        guard let compiled = try? SwiftProgramRunner.compile(files, output: dir + "/program") else { return fail("swiftc did not run", untranslated) }
        if compiled.status != 0 {
            let firstErrors = compiled.stderr.split(separator: "\n").filter { $0.contains("error:") }.prefix(3).joined(separator: "\n")
            return fail("generated Swift does not compile:\n\(firstErrors)", untranslated)
        }
        // What Swift 5 lets pass with a warning but Swift 6 rejects is a bug in the translation too: a throwing
        // call without `try` inside a switch expression compiled, and then crashed when it threw.
        let swift6Errors = compiled.stderr.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("this is an error in the Swift 6 language mode") }
        if !swift6Errors.isEmpty {
            return fail("generated Swift compiles only by Swift 5's leniency:\n\(swift6Errors.prefix(3).joined(separator: "\n"))", untranslated)
        }
        guard let swift = try? SwiftProgramRunner.run(dir + "/program", [], stdin: input, timeLimit: Self.timeLimit) else { return fail("program did not run", untranslated) }
        if swift.timedOut { return fail("the translated program did not finish within \(Int(Self.timeLimit)) s (java: \(java.timedOut ? "neither" : "finished"))", untranslated) }
        var differences: [String] = []
        if java.stdout != swift.stdout {
            let j = java.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let s = swift.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(j, s).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(j.count, s.count)
            differences.append("stdout differs at line \(line + 1): java \(line < j.count ? "\"\(j[line])\"" : "<end>") vs swift \(line < s.count ? "\"\(s[line])\"" : "<end>")")
        }
        if java.status != swift.status { differences.append("exit status: java \(java.status), swift \(swift.status)") }
        let je = Self.exceptionClass(java.stderr), se = Self.exceptionClass(swift.stderr)
        if je != se { differences.append("uncaught exception: java \(je ?? "none"), swift \(se ?? "none")") }
        if swift.status != 0 && se == nil, let trap = swift.stderr.split(separator: "\n").first(where: { $0.contains("j2swift") || $0.contains("Fatal error") }) {
            differences.append(String(trap))
        }
        return Outcome(program: name, matches: differences.isEmpty, difference: differences.joined(separator: "; "), untranslated: untranslated)
    }
}
