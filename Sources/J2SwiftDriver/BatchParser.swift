import Foundation
import JavaSyntax
import Synchronization

/// Parses many files on all cores. Each worker is a thread with a large stack, so the parser's nesting
/// limit (not the thread's stack) is what stops a pathological file.
public struct BatchParser: Sendable {
    public struct FileResult: Sendable {
        public let path: String
        public let byteCount: Int
        public let errorCount: Int
        /// Diagnostics rendered as `path:line:col: error: …` with excerpts; empty when clean.
        public let renderedDiagnostics: String
        /// Set only when the caller asked for a dump.
        public let dump: String?
    }

    public struct Summary: Sendable {
        public var files: Int
        public var bytes: Int
        public var errors: Int
        public var seconds: Double
        public var filesWithErrors: Int

        public var line: String {
            "parsed \(files) files, \(bytes) bytes, \(errors) errors in \(String(format: "%.3f", seconds)) s"
        }
    }

    public var jobs: Int
    public var stackSize: Int
    public var options: Parser.Options

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, stackSize: Int = 512 << 20, options: Parser.Options = .init()) {
        self.jobs = max(1, jobs)
        self.stackSize = stackSize
        self.options = options
    }

    /// Reads and parses `paths`; results come back in the order of `paths`.
    public func parse(paths: [String], dumpTrees: Bool = false) -> (results: [FileResult], summary: Summary) {
        let start = DispatchTime.now().uptimeNanoseconds
        let options = self.options
        let results = ParallelWork.map(count: paths.count, jobs: jobs, stackSize: stackSize) { index -> FileResult in
            let path = paths[index]
            guard let bytes = FileReader.read(path) else {
                return FileResult(path: path, byteCount: 0, errorCount: 1,
                                  renderedDiagnostics: "\(path): error: cannot read file\n", dump: nil)
            }
            let tree = Parser.parse(SourceFile(path: path, bytes: bytes), options: options)
            let errors = tree.diagnostics.filter { $0.severity == .error }.count
            let rendered = tree.diagnostics.isEmpty ? "" : DiagnosticRenderer().render(tree.diagnostics, in: tree.source)
            return FileResult(path: path, byteCount: bytes.count, errorCount: errors, renderedDiagnostics: rendered,
                              dump: dumpTrees ? SyntaxDump(tree).render() : nil)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var summary = Summary(files: results.count, bytes: 0, errors: 0, seconds: seconds, filesWithErrors: 0)
        for r in results {
            summary.bytes += r.byteCount
            summary.errors += r.errorCount
            if r.errorCount > 0 { summary.filesWithErrors += 1 }
        }
        return (results, summary)
    }
}

/// Whole-file reads straight into a byte array of the file's size.
public enum FileReader {
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var failed = false
        var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = Glibc.read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                done += n
            }
            count = done
            failed = done < size
        }
        if failed { return nil }
        // A file that grew while being read: take the rest too.
        var extra = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = extra.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            result.append(contentsOf: extra[0..<n])
        }
        return result
    }
}

/// Runs `body` for every index on `jobs` threads with the given stack size, and collects the results in order.
public enum ParallelWork {
    public static func map<T: Sendable>(count: Int, jobs: Int, stackSize: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        map(count: count, jobs: jobs, stackSize: stackSize, perThread: { () }) { (_: (), index) in body(index) }
    }

    /// The same, with a value each thread makes once (`perThread`) and passes to every `body` call it runs: a
    /// cache that is not thread-safe. Which indices share it varies from run to run, so it must not change results.
    /// `startOrder` (a permutation of the indices) is the order work is handed out in: the biggest first keeps
    /// one large item from running alone at the end. Results are in index order either way.
    public static func map<T: Sendable, State>(count: Int, jobs: Int, stackSize: Int, startOrder: [Int]? = nil,
                                               perThread: @escaping @Sendable () -> State,
                                               _ body: @escaping @Sendable (State, Int) -> T) -> [T] {
        if count == 0 { return [] }
        let order = startOrder.flatMap { $0.count == count ? $0 : nil } ?? Array(0..<count)
        let next = Mutex(0)
        let slots = Mutex([T?](repeating: nil, count: count))
        let workers = min(jobs, count)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                let state = perThread()
                while true {
                    let position = next.withLock { (value: inout Int) -> Int in
                        defer { value += 1 }
                        return value
                    }
                    if position >= count { break }
                    let index = order[position]
                    let result = body(state, index)
                    slots.withLock { $0[index] = result }
                }
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        return slots.withLock { $0.map { $0! } }
    }
}
