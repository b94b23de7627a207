import Foundation
import JavaSemantics
import JavaSyntax
import SwiftLowering
import MappingRules
import TranslationReport

/// Java files in, Swift files out: parse, attribute, lower, and report what did not translate.
public struct Translation {
    public var jobs: Int

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = jobs
    }

    public struct Result {
        public var files: [SwiftFile]
        public var translator: ProgramTranslator
        public var parseDiagnostics: String
        public var parseErrors: Int
        public var report: Report
        /// Compiler-style lines for stderr: `path:line:col: error: [J2S-…] message`, excerpt and caret.
        public var renderedFindings: String

        /// One line per unsuppressed error finding (what stands between the program and running like Java).
        public var untranslatedLines: [String] {
            report.active.filter { $0.severity == .error }.map { "\($0.path):\($0.line):\($0.column): error: [\($0.ruleID)] not translated: \($0.message)" }
        }
    }

    public func translate(paths: [String], library: SymbolTable, mappings: MappingTable? = nil) -> Result {
        let analysis = ProgramAnalysis(jobs: jobs).analyze(paths: paths, library: library)
        let translator = ProgramTranslator(model: analysis.model, mappings: mappings ?? BuiltInMappings.table(for: library))
        let files = ParallelWork.map(count: analysis.model.trees.count, jobs: jobs, stackSize: 512 << 20) { translator.translate(file: $0) }
        var findings: [Finding] = []
        var summaries: [FileSummary] = []
        var rendered = ""
        for (index, f) in files.enumerated() {
            let assembler = ReportAssembler(tree: analysis.model.trees[index])
            let located = assembler.locate(f.findings)
            findings += located.map(\.finding)
            summaries.append(assembler.summary(of: located, output: f.relativePath))
            rendered += assembler.render(located)
        }
        return Result(files: files, translator: translator, parseDiagnostics: analysis.parseDiagnostics,
                      parseErrors: analysis.parseErrors, report: Report(files: summaries, findings: findings), renderedFindings: rendered)
    }
}

/// Builds the runtime library once per content hash, and compiles and runs translated programs against it.
public struct SwiftProgramRunner {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `Sources/JavaRuntime` of the checkout this tool was built from, or `J2SWIFT_RUNTIME_SOURCES`.
    public static var runtimeSources: String {
        if let env = ProcessInfo.processInfo.environment["J2SWIFT_RUNTIME_SOURCES"] { return env }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JavaRuntime").path
    }

    public static var cacheRoot: String {
        ProcessInfo.processInfo.environment["J2SWIFT_CACHE"] ?? FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-cache").path
    }

    /// The folder holding `libJavaRuntime.a` and `JavaRuntime.swiftmodule`, built if missing.
    public static func runtimeLibrary() throws -> String {
        let fm = FileManager.default
        let sources = try fm.contentsOfDirectory(atPath: runtimeSources).filter { $0.hasSuffix(".swift") }.sorted()
        var hasher = FNV1a()
        var contents: [[UInt8]] = []
        for name in sources {
            contents.append(FileReader.read(runtimeSources + "/" + name) ?? [])
            hasher.add(Array(name.utf8))
            hasher.add(contents[contents.count - 1])
        }
        let dir = cacheRoot + "/runtime-\(String(hasher.value, radix: 16))"
        if fm.fileExists(atPath: dir + "/libJavaRuntime.a") { return dir }
        // One staging folder per build: tests in one process may build the runtime on several threads at once.
        let staging = dir + ".tmp-\(getpid())-\(UUID().uuidString)"
        try? fm.removeItem(atPath: staging)
        try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        // Built from the bytes just hashed (copied), so a source edited meanwhile cannot end up under this hash.
        let copies = staging + "/sources"
        try fm.createDirectory(atPath: copies, withIntermediateDirectories: true)
        for (name, bytes) in zip(sources, contents) { _ = fm.createFile(atPath: copies + "/" + name, contents: Data(bytes)) }
        defer { try? fm.removeItem(atPath: dir + "/sources") }
        let result = try run("swiftc", ["-O", "-parse-as-library", "-module-name", "JavaRuntime", "-emit-library", "-static",
                                        "-emit-module", "-emit-module-path", staging + "/JavaRuntime.swiftmodule",
                                        "-o", staging + "/libJavaRuntime.a"] + sources.map { copies + "/" + $0 })
        guard result.status == 0 else { throw Failure(description: "building the runtime failed:\n\(result.stderr)") }
        // Publish atomically so concurrent runs never see a half-built library.
        if (try? fm.moveItem(atPath: staging, toPath: dir)) == nil { try? fm.removeItem(atPath: staging) }
        return dir
    }

    /// Compiles Swift files into an executable linked with the runtime.
    public static func compile(_ swiftFiles: [String], output: String, optimize: Bool = false) throws -> (status: Int32, stderr: String) {
        let runtime = try runtimeLibrary()
        let result = try run("swiftc", (optimize ? ["-O"] : ["-Onone"]) + ["-I", runtime, "-L", runtime, "-lJavaRuntime", "-o", output] + swiftFiles)
        return (result.status, result.stderr)
    }

    /// Type-checks Swift files against the runtime without producing anything.
    public static func typecheck(_ swiftFiles: [String]) throws -> (status: Int32, stderr: String) {
        let runtime = try runtimeLibrary()
        let result = try run("swiftc", ["-typecheck", "-I", runtime] + swiftFiles)
        return (result.status, result.stderr)
    }

    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Stopped after the time limit.
        public var timedOut = false
    }

    @discardableResult
    public static func run(_ tool: String, _ arguments: [String], stdin: Data? = nil, timeLimit: Double? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty child cannot block on a full pipe.
        let errData = Locked(Data())
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        // A program that never ends (a translation bug, or the Java's own loop) is killed at the limit.
        let timedOut = Locked(false)
        if let timeLimit {
            let watchdog = Thread {
                let deadline = Date().addingTimeInterval(timeLimit)
                while process.isRunning && Date() < deadline { usleep(20_000) }
                if process.isRunning {
                    timedOut.set(true)
                    kill(process.processIdentifier, SIGKILL)
                }
            }
            watchdog.start()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData.get(), as: UTF8.self), timedOut: timedOut.get())
    }
}

/// A value behind a lock, for handing results between threads.
final class Locked<T>: @unchecked Sendable {
    private var value: T
    private let lock = NSLock()
    init(_ value: T) { self.value = value }
    func set(_ v: T) { lock.lock(); value = v; lock.unlock() }
    func get() -> T { lock.lock(); defer { lock.unlock() }; return value }
}

/// 64-bit FNV-1a, for cache keys (not security).
struct FNV1a {
    var value: UInt64 = 0xcbf29ce484222325
    mutating func add(_ bytes: [UInt8]) {
        for b in bytes {
            value ^= UInt64(b)
            value = value &* 0x100000001b3
        }
    }
}
