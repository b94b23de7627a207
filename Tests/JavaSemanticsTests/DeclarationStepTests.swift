import Foundation
import J2SwiftDriver
import JavaSemantics
import Testing

/// `j2swift types` reports the declaring part of attribution, step by step (`--timings`).
@Suite("Declaring, timed step by step")
struct DeclarationStepTests {
    @Test func declaringIsTimedStepByStepWithinAttribution() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-steps-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = try (0..<6).map { k -> String in
            let path = dir.appendingPathComponent("S\(k).java").path
            try "class S\(k) { static final int A = \(k); int f() { return A + S\((k + 1) % 6).A; } }".write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let result = ProgramAnalysis(jobs: 2).analyze(paths: paths, library: library)
        #expect(result.declarationSteps.steps.map(\.name) == [
            "local class positions and packages found", "types declared (serial), imports read beside", "imports resolved",
            "supertypes, two passes (serial)", "member signatures", "member names indexed (serial)",
            "field constants folded", "unresolved imports listed",
        ])
        let stepsTotal = result.declarationSteps.steps.reduce(0) { $0 + $1.seconds }
        #expect(result.declarationSteps.steps.allSatisfy { $0.seconds >= 0 })
        #expect(stepsTotal <= result.declarationSeconds)
        #expect(result.declarationSeconds <= result.attributionSeconds)
        #expect(result.model.files.count == 6)
    }
}
