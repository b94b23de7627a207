import Foundation
import JavaSemantics
import JavaSyntax

/// Where the built-in mapping data lives: `J2SWIFT_MAPPINGS`, else the `Mappings/` folder of the checkout
/// this tool was built from.
public enum MappingsLocation {
    public static var directory: String {
        if let env = ProcessInfo.processInfo.environment["J2SWIFT_MAPPINGS"] { return env }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Mappings").path
    }
}

/// Loads library signatures once per process (they are immutable).
public enum LibraryLoader {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads every `*.sig` file of `directory` (default: `Mappings/Signatures`).
    public static func load(directory: String? = nil) throws -> SymbolTable {
        let dir = directory ?? MappingsLocation.directory + "/Signatures"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else {
            throw Failure(description: "\(dir): error: library signatures not found (set J2SWIFT_MAPPINGS)")
        }
        var files: [(name: String, bytes: [UInt8])] = []
        for name in names.sorted() where name.hasSuffix(".sig") {
            let path = dir + "/" + name
            guard let bytes = FileReader.read(path) else { throw Failure(description: "\(path): error: cannot read file") }
            files.append((path, bytes))
        }
        let (symbols, problems) = LibrarySignatures.load(files: files)
        if let first = problems.first { throw Failure(description: first.description) }
        return symbols
    }
}

/// Parse and attribute a whole program: the pipeline up to (not including) translation.
public struct ProgramAnalysis {
    public var jobs: Int

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = max(1, jobs)
    }

    public struct Result: Sendable {
        public var model: SemanticModel
        public var parseDiagnostics: String
        public var parseErrors: Int
        public var parseSeconds: Double
        /// All of attribution: declaring, then attributing every file.
        public var attributionSeconds: Double
        /// The part of `attributionSeconds` spent entering declarations into the symbol table.
        public var declarationSeconds: Double
        /// That part step by step.
        public var declarationSteps: StepTimes
    }

    public func analyze(paths: [String], library: SymbolTable) -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        let trees = ParallelWork.map(count: paths.count, jobs: jobs, stackSize: 512 << 20) { i -> SyntaxTree in
            let bytes = FileReader.read(paths[i]) ?? []
            return Parser.parse(SourceFile(path: paths[i], bytes: bytes))
        }
        var rendered = ""
        var errors = 0
        for tree in trees where !tree.diagnostics.isEmpty {
            rendered += DiagnosticRenderer().render(tree.diagnostics, in: tree.source)
            errors += tree.diagnostics.filter { $0.severity == .error }.count
        }
        let parsed = DispatchTime.now().uptimeNanoseconds
        let program = SemanticAnalyzer.declare(trees: trees, library: library, jobs: jobs)
        let declared = DispatchTime.now().uptimeNanoseconds
        let files = ParallelWork.map(count: trees.count, jobs: jobs, stackSize: 512 << 20, weight: { trees[$0].nodes.count },
                                     perThread: { AttributionCache() }) { cache, i in
            SemanticAnalyzer.attribute(file: i, in: program, cache: cache)
        }
        let model = SemanticAnalyzer.assemble(program, files: consume files)
        let done = DispatchTime.now().uptimeNanoseconds
        return Result(model: model, parseDiagnostics: rendered, parseErrors: errors,
                      parseSeconds: Double(parsed - start) / 1e9, attributionSeconds: Double(done - parsed) / 1e9,
                      declarationSeconds: Double(declared - parsed) / 1e9, declarationSteps: program.stepTimes)
    }
}

