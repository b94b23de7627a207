import Dispatch
import Synchronization

/// Independent pieces of work spread over several threads, with results in index order.
enum Concurrent {
    /// `body(state, i)` for every `i` in `0..<count` on up to `jobs` threads. Each thread makes its own `state`
    /// (a cache that is not thread-safe); which indices share one varies, so it must not change results.
    static func map<T: Sendable, State>(count: Int, jobs: Int, perThread: @Sendable () -> State,
                                        _ body: @Sendable (State, Int) -> T) -> [T] {
        let workers = min(max(1, jobs), count)
        if workers <= 1 {
            let state = perThread()
            return (0..<count).map { body(state, $0) }
        }
        let next = Mutex(0)
        let slots = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let state = perThread()
            var done: [(Int, T)] = []
            while true {
                let index = next.withLock { (value: inout Int) -> Int in
                    defer { value += 1 }
                    return value
                }
                if index >= count { break }
                done.append((index, body(state, index)))
            }
            slots.withLock { for (index, result) in done { $0[index] = result } }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
