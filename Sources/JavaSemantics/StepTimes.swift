import Dispatch

/// Wall-clock durations of the steps of a piece of work, in the order they ended.
public struct StepTimes: Sendable {
    public private(set) var steps: [(name: String, seconds: Double)] = []
    private var last: UInt64 = 0

    public init() {}

    mutating func start() { last = DispatchTime.now().uptimeNanoseconds }

    /// Ends the step named `name`, begun at the previous lap (or `start`).
    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        steps.append((name, Double(now - last) / 1e9))
        last = now
    }
}
