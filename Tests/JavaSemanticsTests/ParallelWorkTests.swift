@testable import J2SwiftDriver
import Synchronization
import Testing

/// How the driver spreads files over threads: each thread has a run of neighbouring files, then helps the others.
@Suite("Parallel work in runs")
struct ParallelWorkTests {
    @Test func runsCutTheIndicesInOrderIntoSharesOfAboutEqualWeight() {
        let weights = [40, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 30, 10, 10]
        let runs = ParallelWork.runs(count: weights.count, workers: 2, weight: { weights[$0] })
        #expect(runs == [0..<11, 11..<14])
        #expect(ParallelWork.runs(count: 5, workers: 3, weight: { _ in 1 }) == [0..<1, 1..<3, 3..<5])
        // More workers than weight to share: every index still in exactly one run, in order.
        let many = ParallelWork.runs(count: 2, workers: 4, weight: { _ in 1 })
        #expect(many.flatMap { Array($0) } == [0, 1])
        #expect(many.count == 4)
    }

    @Test func aThreadTakesItsOwnRunFromTheFrontThenTheLongestOtherFromTheBack() {
        var runs = [0..<2, 2..<7, 7..<9]
        var taken: [Int?] = []
        for _ in 0..<7 { taken.append(ParallelWork.take(from: &runs, worker: 0)) }
        #expect(taken == [0, 1, 6, 5, 4, 3, 8])
        #expect(runs == [2..<2, 2..<3, 7..<8])
        #expect(ParallelWork.take(from: &runs, worker: 1) == 2)
        #expect(ParallelWork.take(from: &runs, worker: 1) == 7)
        #expect(ParallelWork.take(from: &runs, worker: 1) == nil)
    }

    @Test func everyIndexIsWorkedOnceAndTheResultsAreInIndexOrder() {
        for jobs in [1, 2, 3, 8] {
            let calls = Mutex([Int](repeating: 0, count: 50))
            let results = ParallelWork.map(count: 50, jobs: jobs, stackSize: 1 << 20, weight: { $0 % 7 }, perThread: { () }) { _, i in
                calls.withLock { $0[i] += 1 }
                return i * i
            }
            #expect(results == (0..<50).map { $0 * $0 })
            #expect(calls.withLock { $0 } == [Int](repeating: 1, count: 50))
        }
    }
}
