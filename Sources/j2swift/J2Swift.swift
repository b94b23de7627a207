import ArgumentParser
import Foundation
import J2SwiftDriver
import JavaSemantics
import JavaSyntax

@main
struct J2Swift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "j2swift",
        abstract: "Translate Java source to Swift.",
        discussion: """
            j2swift reads Java 17 source trees. Translation to Swift is being built; today the front end is \
            available as `j2swift parse`, and name and type resolution as `j2swift types`.
            """,
        subcommands: [Parse.self, Types.self]
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
                text += "\(tree.source.path):\(line):\(column): note: unresolved \(u.kind.rawValue) '\(u.name)'\n"
            }
            FileHandle.standardError.write(Data(text.utf8))
        }
        let expressions = model.files.reduce(0) { $0 + $1.expressionCount }
        let unresolvedExpressions = model.files.reduce(0) { $0 + $1.unresolvedExpressionCount }
        print("attributed \(files.count) files: \(expressions) expressions, \(unresolvedExpressions) unresolved (\(model.unresolved.count) unresolved names); parse \(String(format: "%.3f", result.parseSeconds)) s, attribution \(String(format: "%.3f", result.attributionSeconds)) s")
        if result.parseErrors > 0 { throw ExitCode(1) }
    }
}
