import Dispatch
import Synchronization

/// Independent pieces of work spread over several threads, with results in index order.
enum Concurrent {
    /// `body(&state, i)` for every `i` in `0..<count` on up to `jobs` threads. Each thread makes its own `state`
    /// (a worker with its caches, not thread-safe); which indices share one varies, so it must not change results.
    /// Indices are handed out in runs, in order: one at a time, the lock and the first touches of shared data per
    /// index bounced between the cores and cost more than the small pieces of work themselves.
    static func map<T: Sendable, State>(count: Int, jobs: Int, perThread: @Sendable () -> State,
                                        _ body: @Sendable (inout State, Int) -> T) -> [T] {
        let workers = min(max(1, jobs), count)
        if workers <= 1 {
            var state = perThread()
            return (0..<count).map { body(&state, $0) }
        }
        let run = max(1, min(64, count / (workers * 16)))
        let next = Mutex(0)
        let slots = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = perThread()
            var done: [(Int, T)] = []
            while true {
                let first = next.withLock { (value: inout Int) -> Int in
                    defer { value += run }
                    return value
                }
                if first >= count { break }
                for index in first..<min(first + run, count) { done.append((index, body(&state, index))) }
            }
            slots.withLock { for (index, result) in done { $0[index] = result } }
        }
        return slots.withLock { $0.map { $0! } }
    }
}

/// Work started on another thread, to overlap a serial step on the calling thread; `result()` waits for it.
final class BackgroundWork<T: Sendable>: Sendable {
    private let value = Mutex<T?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            let result = body()
            self.value.withLock { $0 = result }
            self.done.signal()
        }
    }

    func result() -> T {
        done.wait()
        done.signal()
        // Signalled again for a later call; the value was set before the first signal (it is optional only because
        // a `Mutex` needs a value to start with).
        return value.withLock { $0 }!
    }
}
