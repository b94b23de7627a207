import ArgumentParser
import Foundation
import J2SwiftDriver

@main
struct J2Swift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "j2swift",
        abstract: "Translate Java source to Swift.",
        discussion: """
            j2swift reads Java 17 source trees. Translation to Swift is being built; today the front end is \
            available as `j2swift parse`.
            """,
        subcommands: [Parse.self]
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
