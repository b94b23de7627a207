import Foundation
import J2SwiftDriver
import Testing

/// The language lowering judged by the JVM: each program under `Tests/Differential/Programs` runs with
/// `java` and as translated Swift. Programs listed in `passing.txt` must behave identically; the others are
/// reported with what stands in their way, so the list grows as the translation does.
@Suite("Differential: java versus translated Swift")
struct DifferentialTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Differential")

    static func passingList() -> Set<String> {
        guard let text = try? String(contentsOf: root.appendingPathComponent("passing.txt"), encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    @Test func programsBehaveLikeJava() throws {
        let library = try LibraryLoader.load()
        let programs = try SourceCollector.javaFiles(in: [Self.root.appendingPathComponent("Programs").path])
        let required = Self.passingList()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-differential-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        _ = try SwiftProgramRunner.runtimeLibrary()
        let runner = DifferentialRun(library: library)
        let outcomes = ParallelWork.map(count: programs.count, jobs: ProcessInfo.processInfo.activeProcessorCount, stackSize: 512 << 20) {
            runner.run(program: programs[$0], workDirectory: work)
        }
        var relative: [String] = []
        for p in programs {
            let parts = p.split(separator: "/")
            relative.append(parts.suffix(2).joined(separator: "/"))
        }
        var passing = 0
        var newlyPassing: [String] = []
        for (name, outcome) in zip(relative, outcomes) {
            if outcome.matches {
                passing += 1
                if !required.contains(name) { newlyPassing.append(name) }
            } else if required.contains(name) {
                Issue.record("\(name) no longer behaves like Java: \(outcome.difference)")
            }
        }
        let failing = zip(relative, outcomes).filter { !$0.1.matches }
        print("differential: \(passing) of \(programs.count) programs behave like Java (\(required.count) required)")
        for (name, outcome) in failing.prefix(400) {
            let reason = outcome.untranslated.first.map { "not translated: " + ($0.components(separatedBy: "not translated: ").last ?? $0) } ?? outcome.difference
            print("  differs: \(name): \(reason.split(separator: "\n").first ?? "")")
        }
        if !newlyPassing.isEmpty { print("  newly passing (add to Tests/Differential/passing.txt): \(newlyPassing.sorted().joined(separator: " "))") }
        #expect(programs.count >= 200)
        #expect(required.isSubset(of: Set(relative)), "passing.txt names programs that do not exist")
    }
}
