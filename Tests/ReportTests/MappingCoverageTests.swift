import Foundation
import J2SwiftDriver
import JavaSemantics
import MappingRules
import Testing

/// `j2swift mappings coverage`: the classification of library members by the rules, and the committed
/// `Mappings/COVERAGE.md`.
@Suite("Mapping coverage: classification and the committed COVERAGE.md")
struct MappingCoverageTests {
    @Test func committedCoverageIsCurrent() throws {
        let path = MappingsLocation.directory + "/COVERAGE.md"
        let expected = MappingCoverage(table: BuiltInMappings.table(for: library), symbols: library).markdown()
        let committed = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // Names the first line that differs, rather than printing both files.
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = new.indices.first { $0 >= old.count || old[$0] != new[$0] } ?? new.count
        let isCurrent = committed == expected
        #expect(isCurrent, "Mappings/COVERAGE.md is out of date from line \(firstDifference + 1): run `\(MappingCoverage.regenerateCommand)` and commit it")
    }

    /// A member rule, a supertype's rule, a type rule and a package rule, on a library of four types.
    @Test func classifiesMappedInheritedUnavailableAndNotCovered() throws {
        let (symbols, problems) = LibrarySignatures.load(files: [("tiny.sig", Array("""
            class public p.Base
              ctor public Base()
              method public int size()
              method public void close()
              method protected void hook()
            class public p.Derived extends p.Base
              ctor public Derived(int)
              field public static final int LIMIT = 3
              field public static int counter
              method public int size()
              method public void open(int)
              method public void open(p.Base)
            class public p.Gadget
              method public void run()
            class public p.Unnamed
              method public void idle()
            class public q.Remote
              method public void call()

            """.utf8))])
        #expect(problems.map(\.description) == [])
        let (rules, parseErrors) = RuleFileParser.parse(path: "tiny.rules", text: """
            package p
            map         Base.size()        "$this.count"
            unavailable Derived.open(int)  J2S-NET-002
            unavailable Gadget             J2S-IO-001
            package q
            unavailable *                  J2S-NET-001
            """)
        #expect(parseErrors.isEmpty)
        #expect(MappingTable.validate(rules, symbols: symbols).map(\.description) == [])
        let coverage = MappingCoverage(table: MappingTable(rules: rules), symbols: symbols)

        // Named types only (not p.Unnamed, nor q.Remote under its package rule); public members only.
        #expect(coverage.types.map(\.qualifiedName) == ["p.Base", "p.Derived", "p.Gadget"])
        func statuses(_ name: String) -> [String: MappingCoverage.Status] {
            Dictionary(uniqueKeysWithValues: (coverage.types.first { $0.qualifiedName == name }?.members ?? []).map { ($0.signature, $0.status) })
        }
        #expect(statuses("p.Base") == ["new()": .notCovered, "close()": .notCovered, "size()": .mapped])
        #expect(statuses("p.Derived") == [
            "new(int)": .notCovered,
            "LIMIT": .mapped,  // a constant: its value is written
            "counter": .notCovered,
            "open(Base)": .notCovered,
            "open(int)": .unavailable(ruleID: "J2S-NET-002", category: .networking,
                                      decidedBy: .member(type: "p.Derived", name: "open", parameters: ["int"])),
            "size()": .mapped,  // Base.size()'s rule, through the supertype
        ])
        #expect(statuses("p.Gadget") == ["run()": .unavailable(ruleID: "J2S-IO-001", category: .io, decidedBy: .type("p.Gadget"))])
        #expect(coverage.types.first { $0.qualifiedName == "p.Derived" }?.members.map(\.signature)
                == ["new(int)", "LIMIT", "counter", "open(Base)", "open(int)", "size()"])
        #expect(coverage.packages.map { "\($0.package) \($0.unnamedTypeCount)" } == ["q 1"])

        let markdown = coverage.markdown()
        for line in [
            "| p.Derived | 2 | 1 | 3 |",
            "| **total: 3 types** | **3** | **2** | **5** |",
            "| q | unavailable J2S-NET-001 (Networking) | 1 |",
            "- unavailable by `p.Derived.open(int)` (J2S-NET-002, Networking): `open(int)`",
            "- not covered (3): `new(int)`, `counter`, `open(Base)`",
            "- unavailable by `p.Gadget` (J2S-IO-001, File and stream I/O): every member (1)",
        ] {
            #expect(markdown.contains(line + "\n"), "missing: \(line)")
        }
        #expect(!markdown.contains("### p.Base\n\n- unavailable"))
        #expect(markdown == coverage.markdown())
    }
}
