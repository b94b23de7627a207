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

/// Local and anonymous classes are found wherever they are, numbered in source order within their top-level
/// class, and a local class in a generic method sees that method's type variables (owned by its index).
@Suite("Local and anonymous classes")
struct LocalClassDeclarationTests {
    @Test func foundInOrderAndSeeTheirMethodsTypeVariables() {
        let model = analyze("""
            class Outer {
                int a() { return 0; }
                Outer() {}
                <T> void b(T t) {}
                void c() { Runnable r = new Runnable() { public void run() {} }; }
                <E extends Number> E d(E e) {
                    class Box { E held; }
                    Object anon = new Object() { E again; };
                    return new Box().held;
                }
                class Member { Object o = new Object() {}; }
            }
            """)
        let symbols = model.symbols
        let local = symbols.types.filter { $0.isLocal }.map(\.qualifiedName)
        // javac's names: numbered per enclosing class and simple name.
        #expect(local == ["Outer$1", "Outer$1Box", "Outer$2", "Outer$Member$1"])
        guard let outer = symbols.lookup(qualifiedName: "Outer"), let box = symbols.lookup(qualifiedName: "Outer$1Box"),
              let anon = symbols.lookup(qualifiedName: "Outer$2") else {
            Issue.record("local classes not declared")
            return
        }
        // `d` is the fourth method: a, b, c, d.
        for (owner, field) in [(box, "held"), (anon, "again")] {
            guard case .typeVariable(let v)? = symbols[owner].fields.first(where: { $0.name == field })?.type else {
                Issue.record("\(field) is not a type variable")
                continue
            }
            #expect(v.owner == .method(outer, 3) && v.index == 0 && v.name == "E")
        }
        #expect(typeOf("new Box().held", in: """
            class Outer { int a() { return 0; } <E extends Number> E d(E e) { class Box { E held; } return new Box().held; } }
            """) == "E")
    }
}
