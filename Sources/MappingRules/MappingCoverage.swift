import JavaSemantics
import TranslationReport

/// How far the mapping rules reach into the library API. For each Java type a rule names (the type itself
/// or one of its members), every public constructor, method overload and field the signatures declare for
/// it, classified by the rule the translation finds for a use through that type: the same lookup
/// (`MappingTable.decidingRule`), so supertype, type and package rules count as they do when translating.
public struct MappingCoverage: Sendable {
    public enum Status: Hashable, Sendable {
        /// A `map` rule writes it, an `available` rule says the lowering does, or, without a rule, it is a
        /// compile-time constant (`Integer.MAX_VALUE`), whose value the translation writes.
        case mapped
        /// An `unavailable` rule decides: a use is a report finding with this id.
        case unavailable(ruleID: String, category: FindingCategory, decidedBy: RuleElement)
        /// No rule decides.
        case notCovered
    }

    public struct Member: Hashable, Sendable {
        /// As a rule names it after `Type.`: `new(int)`, `get(int)`, `MAX_VALUE` (erased simple parameter types).
        public var signature: String
        public var status: Status
    }

    public struct TypeCoverage: Sendable {
        public var qualifiedName: String
        public var packageName: String
        /// Constructors, then fields, then methods; each group ordered by signature.
        public var members: [Member]

        public var mappedCount: Int { members.count { $0.status == .mapped } }
        public var notCoveredCount: Int { members.count { $0.status == .notCovered } }
        public var unavailableCount: Int { members.count - mappedCount - notCoveredCount }
    }

    /// A package-wide rule (`package p` then `*`): it decides for the package's types that no rule names,
    /// which are not listed one by one.
    public struct WholePackage: Sendable {
        public var package: String
        public var rule: MappingRule
        /// The package's public library types (nested ones included) that no rule names.
        public var unnamedTypeCount: Int
    }

    /// Ordered by package, then qualified name.
    public private(set) var types: [TypeCoverage]
    /// Ordered by package name.
    public private(set) var packages: [WholePackage]

    public init(table: MappingTable, symbols: SymbolTable) {
        var named: Set<String> = []
        var packageNames: Set<String> = []
        for rule in table.rules {
            switch rule.element {
            case .type(let t), .member(let t, _, _): named.insert(t)
            case .package(let p): packageNames.insert(p)
            }
        }
        types = named.compactMap { symbols.lookup(qualifiedName: $0) }
            .map { id in
                TypeCoverage(qualifiedName: symbols[id].qualifiedName, packageName: symbols[id].packageName,
                             members: Self.members(of: id, table: table, symbols: symbols))
            }
            .sorted { ($0.packageName, $0.qualifiedName) < ($1.packageName, $1.qualifiedName) }
        packages = packageNames.sorted().compactMap { p in
            table.packageRule(p).map { rule in
                WholePackage(package: p, rule: rule, unnamedTypeCount: symbols.types.count {
                    $0.packageName == p && $0.declaration == nil && $0.modifiers.contains(.public) && !named.contains($0.qualifiedName)
                })
            }
        }
    }

    static func members(of id: TypeSymbolID, table: MappingTable, symbols: SymbolTable) -> [Member] {
        func status(_ member: String, _ method: MethodSymbol?, isConstant: Bool = false) -> Status {
            guard let rule = table.decidingRule(site: id, member: member, method: method, symbols: symbols) else {
                // A use of a constant is folded to its value, so it translates without a rule.
                return isConstant ? .mapped : .notCovered
            }
            switch rule.action {
            case .template, .available, .typeTemplate, .like:  // `type` and `like` rules are kept apart and never decide here
                return .mapped
            case .unavailable(let ruleID, _):
                // The translation treats an id missing from the catalogue as no rule (validation rejects it).
                guard let reportRule = RuleCatalogue.rule(ruleID) else { return .notCovered }
                return .unavailable(ruleID: ruleID, category: reportRule.category, decidedBy: rule.element)
            }
        }
        func parameters(_ m: MethodSymbol) -> String {
            "(" + m.parameterTypes.map { MappingTable.erasedName($0, symbols) }.joined(separator: ",") + ")"
        }
        /// One entry per signature (the first declared), ordered by signature.
        func ordered(_ members: [Member]) -> [Member] {
            var seen: Set<String> = []
            return members.filter { seen.insert($0.signature).inserted }.sorted { $0.signature < $1.signature }
        }
        let type = symbols[id]
        let constructors = type.constructors.filter { $0.modifiers.contains(.public) }
            .map { Member(signature: "new" + parameters($0), status: status("<init>", $0)) }
        let fields = type.fields.filter { $0.modifiers.contains(.public) }
            .map { Member(signature: $0.name, status: status($0.name, nil, isConstant: $0.constantValue != nil)) }
        let methods = type.methods.filter { $0.modifiers.contains(.public) }
            .map { Member(signature: $0.name + parameters($0), status: status($0.name, $0)) }
        return ordered(constructors) + ordered(fields) + ordered(methods)
    }

    // MARK: Markdown

    /// The command that writes the committed file.
    public static let regenerateCommand = "swift run j2swift mappings coverage --output Mappings/COVERAGE.md"

    /// The coverage as Markdown: a summary table, the package-wide rules, then per type what is not mapped.
    /// `extraRuleFiles` (the user's `--mappings`) are named in the header. Byte-identical for the same input.
    public func markdown(extraRuleFiles: [String] = []) -> String {
        var out = "# Mapping coverage\n\n"
        if extraRuleFiles.isEmpty {
            out += "Generated by `j2swift mappings coverage` from the rules in `Mappings/Rules` and the library signatures in "
            out += "`Mappings/Signatures`; do not edit. Regenerate with `\(Self.regenerateCommand)` "
            out += "(the test `MappingCoverageTests` fails while this file is out of date).\n\n"
        } else {
            out += "Generated by `j2swift mappings coverage` from the rules in `Mappings/Rules`, then "
            out += extraRuleFiles.map { "`\($0)`" }.joined(separator: ", ") + " (later rules win), and the library signatures.\n\n"
        }
        out += """
            Every Java type a rule names (the type itself or one of its members) is listed with the public constructors, \
            methods (each overload) and fields its signature declares; inherited members count under the type that \
            declares them. Each is classified by the rule the translation finds for a use through that type — its own, a \
            supertype's, the type's or its package's (precedence: `Mappings/README.md`):

            - **mapped**: a `map` rule writes the Swift, or an `available` rule says the lowering does; a compile-time \
            constant without a rule (`Integer.MAX_VALUE`) counts as mapped too, as the translation writes its value;
            - **unavailable**: an `unavailable` rule decides; a use is a report finding with its id (`docs/report-rules.md`);
            - **not covered**: no rule decides; a use is reported as `J2S-LIB-001`, unless the lowering writes it itself \
            (members of `String`, `StringBuilder`, `Math`, `Enum`, `Throwable` and the boxed types that \
            `Sources/SwiftLowering/ExpressionLowering.swift` handles).

            Members are named as rules name them: `new(int)` for a constructor, erased simple parameter types.


            """
        out += "| type | mapped | unavailable | not covered |\n|---|---:|---:|---:|\n"
        for t in types {
            out += "| \(t.qualifiedName) | \(t.mappedCount) | \(t.unavailableCount) | \(t.notCoveredCount) |\n"
        }
        let totals = types.reduce(into: (mapped: 0, unavailable: 0, notCovered: 0)) {
            $0.mapped += $1.mappedCount
            $0.unavailable += $1.unavailableCount
            $0.notCovered += $1.notCoveredCount
        }
        out += "| **total: \(types.count) types** | **\(totals.mapped)** | **\(totals.unavailable)** | **\(totals.notCovered)** |\n"

        if !packages.isEmpty {
            out += "\n## Whole packages\n\n"
            out += "A package rule decides for the package's types that no rule names; those are counted here, not listed.\n\n"
            out += "| package | rule | other public types |\n|---|---|---:|\n"
            for p in packages { out += "| \(p.package) | \(Self.describe(p.rule.action)) | \(p.unnamedTypeCount) |\n" }
        }

        out += "\n## Not mapped, by type\n\nTypes whose members are all mapped are left out.\n"
        for t in types where t.mappedCount < t.members.count {
            out += "\n### \(t.qualifiedName)\n\n"
            out += unavailableLines(t)
            let notCovered = t.members.filter { $0.status == .notCovered }
            if !notCovered.isEmpty {
                out += "- not covered (\(notCovered.count)): " + notCovered.map { "`\($0.signature)`" }.joined(separator: ", ") + "\n"
            }
        }
        return out
    }

    /// One line per deciding `unavailable` rule. A type or package rule that decides for every member is a
    /// count, not a list (a whole class such as `Thread` would otherwise fill a paragraph).
    func unavailableLines(_ t: TypeCoverage) -> String {
        var groups: [String: (ruleID: String, category: FindingCategory, element: RuleElement, members: [String])] = [:]
        for m in t.members {
            guard case .unavailable(let ruleID, let category, let element) = m.status else { continue }
            groups[ruleID + " " + element.written, default: (ruleID, category, element, [])].members.append(m.signature)
        }
        var out = ""
        for key in groups.keys.sorted() {
            guard let g = groups[key] else { continue }
            out += "- unavailable by `\(g.element.written)` (\(g.ruleID), \(g.category.title)): "
            if case .member = g.element {} else if g.members.count == t.members.count {
                out += "every member (\(g.members.count))\n"
                continue
            }
            out += g.members.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    static func describe(_ action: RuleAction) -> String {
        switch action {
        case .unavailable(let id, _): "unavailable \(id) (\(RuleCatalogue.rule(id)?.category.title ?? "not in the catalogue"))"
        case .available: "available"
        case .template, .typeTemplate: "map"
        case .like(let other): "like \(other)"
        }
    }
}
