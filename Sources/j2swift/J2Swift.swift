import ArgumentParser
import Foundation
import J2SwiftDriver
import JavaSemantics
import JavaSyntax
import SwiftLowering
import MappingRules
import TranslationReport

@main
struct J2Swift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "j2swift",
        abstract: "Translate Java source to Swift.",
        discussion: """
            j2swift reads Java 17 source trees and writes Swift that links against the JavaRuntime library. \
            `j2swift Foo.java` prints the Swift for one file; `j2swift src/ -d out/` translates a tree.
            """,
        subcommands: [Translate.self, Run.self, Parse.self, Types.self, Mappings.self],
        defaultSubcommand: Translate.self
    )
}

struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse Java files and report syntax errors.",
        discussion: """
            Parses every .java file given, recursing into directories, on all cores. Diagnostics go to \
            stderr as `path:line:col: error: message` with the source line and a caret; a one-line summary \
            goes to stdout. Exits 0 only when no file has an error.

            Examples:
              j2swift parse Samples/
              j2swift parse --dump-ast Samples/Muster/Java/edu/nps/muster/Announcement.java
              j2swift parse --quiet /tmp/jdk-src/java.base
            """
    )

    @Argument(help: "Java files or directories to parse.")
    var paths: [String]

    @Flag(name: .customLong("dump-ast"), help: "Print each file's syntax tree to stdout.")
    var dumpAST = false

    @Flag(help: "Print only the summary line and the number of files with errors (no diagnostics).")
    var quiet = false

    @Option(help: "Number of parallel jobs (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() throws {
        let files: [String]
        do {
            files = try SourceCollector.javaFiles(in: paths)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        let (results, summary) = BatchParser(jobs: jobs).parse(paths: files, dumpTrees: dumpAST)
        var stderr = ""
        for r in results {
            if let dump = r.dump {
                print("// \(r.path)")
                print(dump, terminator: "")
            }
            if !quiet { stderr += r.renderedDiagnostics }
        }
        if !stderr.isEmpty { FileHandle.standardError.write(Data(stderr.utf8)) }
        print(summary.line)
        if summary.errors > 0 {
            if quiet { print("\(summary.filesWithErrors) files with errors") }
            throw ExitCode(1)
        }
    }
}

struct Types: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Resolve names and types, and print every declaration and expression with its type.",
        discussion: """
            All files given are analysed together, as one program (so references across files and packages \
            resolve), against the library signatures under Mappings/Signatures. Each line reads \
            `line:col  kind  source : type  → binding`. Names that do not resolve are listed on stderr and \
            never stop the work. Exits non-zero only on a parse error.

            Examples:
              j2swift types Samples/FoodJournal
              j2swift types --summary-only /tmp/jdk-src/java.base/java/util
            """
    )

    @Argument(help: "Java files or directories (analysed together).")
    var paths: [String]

    @Flag(name: .customLong("summary-only"), help: "Print only the summary line.")
    var summaryOnly = false

    @Flag(name: .customLong("no-unresolved"), help: "Do not list unresolved names on stderr.")
    var noUnresolved = false

    @Flag(help: "List how long each step of declaring took, on stderr (for speed work).")
    var timings = false

    @Option(help: "Directory of library signature files (default: Mappings/Signatures).")
    var signatures: String?

    @Option(help: "Number of parallel jobs (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() throws {
        let files: [String]
        let library: SymbolTable
        do {
            files = try SourceCollector.javaFiles(in: paths)
            library = try LibraryLoader.load(directory: signatures)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        let result = ProgramAnalysis(jobs: jobs).analyze(paths: files, library: library)
        if !result.parseDiagnostics.isEmpty { FileHandle.standardError.write(Data(result.parseDiagnostics.utf8)) }
        let model = result.model
        if timings {
            let steps = result.declarationSteps.steps.map {
                "  " + $0.name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%7.3f s\n", $0.seconds)
            }
            FileHandle.standardError.write(Data(("declaring, step by step:\n" + steps.joined()).utf8))
        }
        if !summaryOnly {
            let listing = TypeListing(model: model)
            for file in model.trees.indices { print(listing.render(file: file), terminator: "") }
        }
        if !noUnresolved && !model.unresolved.isEmpty {
            var text = ""
            for u in model.unresolved {
                let tree = model.trees[u.file]
                let converter = SourceLocationConverter(tree.source)
                let (line, column) = converter.location(ofOriginalOffset: tree.source.originalOffset(ofTextOffset: u.offset))
                let what = u.kind == .cyclicInheritance ? "error: cyclic inheritance involving" : "note: unresolved \(u.kind.rawValue)"
                text += "\(tree.source.path):\(line):\(column): \(what) '\(u.name)'\n"
            }
            FileHandle.standardError.write(Data(text.utf8))
        }
        let expressions = model.files.reduce(0) { $0 + $1.expressionCount }
        let unresolvedExpressions = model.files.reduce(0) { $0 + $1.unresolvedExpressionCount }
        print("attributed \(files.count) files: \(expressions) expressions, \(unresolvedExpressions) unresolved (\(model.unresolved.count) unresolved names); parse \(String(format: "%.3f", result.parseSeconds)) s, attribution \(String(format: "%.3f", result.attributionSeconds)) s (declaring \(String(format: "%.3f", result.declarationSeconds)) s)")
        if result.parseErrors > 0 { throw ExitCode(1) }
    }
}

/// Loads the library signatures or exits with the error.
func loadLibrary(_ directory: String?) throws -> SymbolTable {
    do {
        return try LibraryLoader.load(directory: directory)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(1)
    }
}

func collectFiles(_ paths: [String]) throws -> [String] {
    do {
        return try SourceCollector.javaFiles(in: paths)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(1)
    }
}

struct Translate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Translate Java files to Swift (the default command).",
        discussion: """
            All files given are translated together, as one program. With one file and no -d, the Swift goes to \
            stdout; with -d, one .swift file per Java file is written under the directory, in the package's \
            folders. What could not be translated faithfully is reported on stderr as \
            `path:line:col: error|warning|note: [J2S-…] message` (rule ids: docs/report-rules.md); the Swift still \
            compiles, and stops with the rule id if an untranslated construct is reached. `--report FORMAT FILE` \
            also writes the report as json, sarif or markdown (repeatable; put it after the paths).

            Exit status: 0 when everything translated (warnings and notes allowed), 1 on a parse error, an \
            invalid mapping file or a usage error, 2 when a finding of severity error remains (with --werror: \
            or a warning). Silence a finding with @SuppressWarnings("j2swift:J2S-…") or `// j2swift:ignore J2S-…`.

            Examples:
              j2swift Samples/FoodJournal/Java/org/foodjournal/model/FoodGroup.java
              j2swift Samples/FoodJournal/Java -d /tmp/FoodJournalSwift
              j2swift Samples/HomeSecurity/Java -d /tmp/out --report markdown /tmp/report.md --report sarif /tmp/report.sarif
            """
    )

    @Argument(help: "Java files or directories.")
    var paths: [String]

    @Option(name: .customShort("d"), help: "Output directory (required for more than one file).")
    var outputDirectory: String?

    @Option(help: "Directory of library signature files (default: Mappings/Signatures).")
    var signatures: String?

    @Option(name: .customLong("mappings"), help: "A mapping rule file or folder of *.rules files, applied after the built-in ones (repeatable).")
    var mappings: [String] = []

    @Option(name: .customLong("report"), parsing: .upToNextOption, help: ArgumentHelp("Write the report: FORMAT (json, sarif, markdown) and FILE (repeatable).", valueName: "format file"))
    var reports: [String] = []

    @Flag(help: "Exit with status 2 on warnings too.")
    var werror = false

    func run() throws {
        guard reports.count % 2 == 0 else {
            FileHandle.standardError.write(Data("error: --report takes a format and a file: --report json report.json\n".utf8))
            throw ExitCode(1)
        }
        var requested: [(ReportFormat, String)] = []
        for i in stride(from: 0, to: reports.count, by: 2) {
            guard let format = ReportFormat(rawValue: reports[i]) else {
                FileHandle.standardError.write(Data("error: unknown report format '\(reports[i])' (json, sarif or markdown)\n".utf8))
                throw ExitCode(1)
            }
            requested.append((format, reports[i + 1]))
        }
        let files = try collectFiles(paths)
        let library = try loadLibrary(signatures)
        let table = try loadMappings(mappings, library: library)
        let result = Translation().translate(paths: files, library: library, mappings: table)
        if !result.parseDiagnostics.isEmpty { FileHandle.standardError.write(Data(result.parseDiagnostics.utf8)) }
        if result.parseErrors > 0 { throw ExitCode(1) }
        if let dir = outputDirectory {
            for f in result.files {
                try writeAtomically(f.text, to: dir + "/" + f.relativePath)
            }
        } else if result.files.count == 1 {
            print(result.files[0].text, terminator: "")
        } else {
            FileHandle.standardError.write(Data("error: \(result.files.count) files: give an output directory with -d\n".utf8))
            throw ExitCode(1)
        }
        for (format, path) in requested {
            try writeAtomically(format.render(result.report), to: path)
        }
        var stderr = result.renderedFindings
        if result.report.suppressedCount > 0 { stderr += "\(result.report.suppressedCount) findings suppressed in the source (listed in --report files)\n" }
        if !stderr.isEmpty { FileHandle.standardError.write(Data(stderr.utf8)) }
        let status = result.report.exitStatus(warningsAsErrors: werror)
        if status != 0 { throw ExitCode(status) }
    }
}

/// Writes beside, then renames: a reader never sees a half-written file.
func writeAtomically(_ text: String, to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    let temporary = path + ".tmp-\(getpid())"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    // rename(2) replaces an existing file in one step: there is never a moment without it.
    guard rename(temporary, path) == 0 else {
        let code = POSIXErrorCode(rawValue: errno) ?? .EIO
        try? FileManager.default.removeItem(atPath: temporary)
        throw POSIXError(code)
    }
}

/// The built-in mapping rules plus the user's, or exits 1 listing every problem in them.
func loadMappings(_ userPaths: [String], library: SymbolTable) throws -> MappingTable {
    let (table, errors) = BuiltInMappings.load(userPaths: userPaths, library: library)
    if !errors.isEmpty {
        FileHandle.standardError.write(Data(errors.map { $0.description + "\n" }.joined().utf8))
        throw ExitCode(1)
    }
    return table
}

struct Mappings: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mappings",
        abstract: "Work with mapping rule files.",
        subcommands: [Check.self, Coverage.self]
    )

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate mapping rule files against the library signatures.",
            discussion: """
                Parses each file (or every *.rules file of a folder) together with the built-in rules and \
                reports `path:line:col: error: …` for syntax errors, unknown Java packages, types, members or \
                overloads, and unknown report rule ids. Exits 0 when all are valid, 1 otherwise.

                Examples:
                  j2swift mappings check Mappings/Rules
                  j2swift mappings check my-project.rules
                """
        )

        @Argument(help: "Rule files or folders.")
        var paths: [String]

        @Option(help: "Directory of library signature files (default: Mappings/Signatures).")
        var signatures: String?

        func run() throws {
            let library = try loadLibrary(signatures)
            let table = try loadMappings(paths, library: library)
            print("\(table.rules.count) rules valid")
        }
    }

    struct Coverage: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write, as Markdown, which library members the mapping rules map, mark unavailable or leave uncovered.",
            discussion: """
                For every Java type a rule names, lists its public constructors, methods and fields from the \
                library signatures and classifies each by the rule a translation would use (its own, a supertype's, \
                the type's or its package's): mapped, unavailable (with the report rule id) or not covered. A \
                summary table comes first, then per type what is not mapped. The output is the same on every run; \
                `Mappings/COVERAGE.md` is this command's output for the built-in rules, and a test keeps it current.

                Examples:
                  j2swift mappings coverage
                  j2swift mappings coverage --output Mappings/COVERAGE.md
                  j2swift mappings coverage --mappings my-project.rules --output /tmp/coverage.md
                """
        )

        @Option(help: "Write the Markdown to this file (replaced whole, never half-written) instead of stdout.")
        var output: String?

        @Option(help: "Directory of library signature files (default: Mappings/Signatures).")
        var signatures: String?

        @Option(name: .customLong("mappings"), help: "A mapping rule file or folder of *.rules files, applied after the built-in ones (repeatable).")
        var mappings: [String] = []

        func run() throws {
            let library = try loadLibrary(signatures)
            let table = try loadMappings(mappings, library: library)
            let text = MappingCoverage(table: table, symbols: library).markdown(extraRuleFiles: mappings)
            if let output {
                try writeAtomically(text, to: output)
            } else {
                print(text, terminator: "")
            }
        }
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Translate a Java program, compile it with swiftc, and run it (the Swift twin of `java Program.java`).",
        discussion: """
            The entry point is the class declaring `public static void main(String[])`: the public class named \
            like the file, else the only class with a main. Standard input, output, arguments and the exit status \
            pass through; an uncaught exception prints Java's `Exception in thread "main"` line and exits 1. The \
            runtime library is built once and cached (J2SWIFT_CACHE, default $TMPDIR/j2swift-cache).

            Example:
              j2swift run Tests/Differential/Programs/control/Labeled.java
            """
    )

    @Argument(help: "The Java program (a file, or a directory translated together).")
    var program: String

    @Argument(parsing: .captureForPassthrough, help: "Arguments for the program.")
    var arguments: [String] = []

    @Option(help: "Directory of library signature files (default: Mappings/Signatures).")
    var signatures: String?

    @Flag(name: .customLong("keep"), help: "Keep the generated Swift and executable, and print where they are.")
    var keep = false

    func run() throws {
        let files = try collectFiles([program])
        let library = try loadLibrary(signatures)
        let result = Translation().translate(paths: files, library: library)
        if !result.parseDiagnostics.isEmpty { FileHandle.standardError.write(Data(result.parseDiagnostics.utf8)) }
        if result.parseErrors > 0 { throw ExitCode(1) }
        let mains = result.translator.mainClasses()
        let fileBase = ((program as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let main = mains.first(where: { $0.javaName.split(separator: ".").last.map(String.init) == fileBase }) ?? (mains.count == 1 ? mains.first : nil) else {
            FileHandle.standardError.write(Data("error: no unique class with public static void main(String[]) in \(program)\n".utf8))
            throw ExitCode(1)
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-run-\(getpid())").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: work) } }
        var swiftFiles: [String] = []
        for (i, f) in result.files.enumerated() {
            let path = work + "/\(i)-" + ((f.relativePath as NSString).lastPathComponent)
            try Data(f.text.utf8).write(to: URL(fileURLWithPath: path))
            swiftFiles.append(path)
        }
        let mainPath = work + "/main.swift"
        try Data(result.translator.entryPoint(mainClass: main.swiftName).utf8).write(to: URL(fileURLWithPath: mainPath))
        swiftFiles.append(mainPath)
        if !result.untranslatedLines.isEmpty {
            FileHandle.standardError.write(Data((result.untranslatedLines.joined(separator: "\n") + "\n").utf8))
        }
        let executable = work + "/program"
        let compiled: (status: Int32, stderr: String)
        do {
            compiled = try SwiftProgramRunner.compile(swiftFiles, output: executable)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        guard compiled.status == 0 else {
            FileHandle.standardError.write(Data(("error: the generated Swift did not compile:\n" + compiled.stderr).utf8))
            throw ExitCode(1)
        }
        if keep { FileHandle.standardError.write(Data("kept: \(work)\n".utf8)) }
        // Hand the terminal to the program: stdin, stdout and stderr are inherited.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        throw ExitCode(process.terminationStatus)
    }
}
