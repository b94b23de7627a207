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
    /// Each thread works through a run of neighbouring indices of its own (the runs are of about equal `weight`)
    /// and then takes what is left of the others' runs from their ends. Neighbouring items (files of a package)
    /// ask a thread's cache about the same things: handed out from all over, each thread worked out most of them
    /// again, and attribution took 5% longer.
    public static func map<T: Sendable, State>(count: Int, jobs: Int, stackSize: Int, weight: (Int) -> Int = { _ in 1 },
                                               perThread: @escaping @Sendable () -> State,
                                               _ body: @escaping @Sendable (State, Int) -> T) -> [T] {
        if count == 0 { return [] }
        let workers = min(jobs, count)
        let runs = Mutex(Self.runs(count: count, workers: workers, weight: weight))
        let slots = Mutex([T?](repeating: nil, count: count))
        let done = DispatchSemaphore(value: 0)
        for worker in 0..<workers {
            let thread = Thread {
                let state = perThread()
                while let index = runs.withLock({ Self.take(from: &$0, worker: worker) }) {
                    let result = body(state, index)
                    slots.withLock { $0[index] = result }
                }
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        // Moved out, not copied: a copy of each result retained every array in it (the attribution of a file holds
        // a dozen), one cold object after another, on the one thread that waits for all the others.
        var results = slots.withLock { slots -> [T?] in
            defer { slots = [] }
            return slots
        }
        var ordered: [T] = []
        ordered.reserveCapacity(count)
        for i in results.indices {
            guard let result = results[i].take() else { preconditionFailure("ParallelWork.map: index \(i) was not worked on") }
            ordered.append(result)
        }
        return ordered
    }

    /// `0..<count` cut into `workers` runs in order, each about an equal share of the total weight.
    static func runs(count: Int, workers: Int, weight: (Int) -> Int) -> [Range<Int>] {
        let weights = (0..<count).map { max(1, weight($0)) }
        let total = weights.reduce(0, +)
        var runs: [Range<Int>] = []
        var start = 0, sum = 0, end = 0
        for k in 1...workers {
            let share = k == workers ? total : total * k / workers
            while end < count && sum < share {
                sum += weights[end]
                end += 1
            }
            runs.append(start..<end)
            start = end
        }
        return runs
    }

    /// The next index of `worker`'s own run, else the last of the run with the most left; nil when all are done.
    static func take(from runs: inout [Range<Int>], worker: Int) -> Int? {
        if let first = runs[worker].first {
            runs[worker] = runs[worker].dropFirst()
            return first
        }
        guard let other = runs.indices.max(by: { runs[$0].count < runs[$1].count }), let last = runs[other].last else { return nil }
        runs[other] = runs[other].dropLast()
        return last
    }
}
