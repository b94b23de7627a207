import Foundation
import JavaSemantics
import TranslationReport

/// What the mapping rules say about one use of a library element.
public struct Unavailability: Sendable {
    public var rule: ReportRule
    /// The rule's own replacement text, else the catalogue's.
    public var replacement: String
    /// The mapping rule that decided, `path:line`.
    public var source: String
}

/// The mapping rules in force, later rules overriding earlier ones for the same element. Lookups walk
/// from the element to its supertypes and then its package, so a rule for a supertype applies to
/// subtypes unless one of them has its own.
public struct MappingTable: Sendable {
    public private(set) var rules: [MappingRule] = []
    private var byElement: [RuleElement: Int] = [:]
    private var membersByName: [String: [Int]] = [:]

    public init(rules: [MappingRule] = []) {
        for r in rules { add(r) }
    }

    public mutating func add(_ rule: MappingRule) {
        let index = rules.count
        rules.append(rule)
        byElement[rule.element] = index
        if case .member(let type, let name, _) = rule.element { membersByName[type + "#" + name, default: []].append(index) }
    }

    /// Validates rules against the library's symbols: the element must exist and the rule id be in the catalogue.
    public static func validate(_ rules: [MappingRule], symbols: SymbolTable) -> [RuleFileError] {
        var errors: [RuleFileError] = []
        for r in rules {
            func fail(_ message: String) { errors.append(RuleFileError(path: r.path, line: r.line, column: r.column, message: message)) }
            if case .unavailable(let id, _) = r.action, RuleCatalogue.rule(id) == nil {
                fail("unknown report rule id '\(id)' (see docs/report-rules.md)")
            }
            switch r.element {
            case .package(let p):
                if !symbols.isPackage(p) { fail("unknown Java package '\(p)'") }
            case .type(let t):
                if symbols.lookup(qualifiedName: t) == nil { fail("unknown Java type '\(t)'") }
            case .member(let t, let name, let parameters):
                guard let id = symbols.lookup(qualifiedName: t) else { fail("unknown Java type '\(t)'"); continue }
                let type = symbols[id]
                let candidates = name == "<init>" ? type.constructors : type.methods.filter { $0.name == name }
                if parameters == nil {
                    if candidates.isEmpty && !type.fields.contains(where: { $0.name == name }) { fail("'\(t)' has no member '\(name)'") }
                } else if !candidates.contains(where: { matches($0, parameters!, symbols) }) {
                    let known = candidates.map { "(" + $0.parameterTypes.map { erasedName($0, symbols) }.joined(separator: ",") + ")" }
                    fail("'\(t)' has no \(name == "<init>" ? "constructor" : "method '\(name)'") with parameters (\(parameters!.joined(separator: ",")))"
                         + (known.isEmpty ? "" : "; known: " + known.joined(separator: " ")))
                }
            }
        }
        return errors
    }

    /// A parameter type as rules write it: the erasure's simple name (`int`, `String`, `Object[]`).
    static func erasedName(_ t: JavaType, _ symbols: SymbolTable) -> String {
        switch symbols.erasure(t) {
        case .primitive(let p): return p.name
        case .array(let e): return erasedName(e, symbols) + "[]"
        case .declared(let id, _): return symbols[id].simpleName
        default: return symbols.display(t)
        }
    }

    static func matches(_ m: MethodSymbol, _ parameters: [String], _ symbols: SymbolTable) -> Bool {
        guard m.parameterTypes.count == parameters.count else { return false }
        for (t, written) in zip(m.parameterTypes, parameters) {
            let w = written.replacingOccurrences(of: "...", with: "[]")
            let simple = erasedName(t, symbols)
            if w == simple { continue }
            // A qualified spelling of the same type also matches.
            if w.hasSuffix("." + simple), case .declared(let id, _) = t, symbols[id].qualifiedName == w { continue }
            return false
        }
        return true
    }

    /// The unavailability of a use of `member` (nil for the type itself) seen through `site`, if any rule
    /// says so: member rules of the site and all its supertypes, then type rules and package rules of the
    /// site and its superclasses. `method` picks overload-specific rules.
    public func unavailability(site: TypeSymbolID, member: String?, method: MethodSymbol? = nil, symbols: SymbolTable) -> Unavailability? {
        let chain = Self.supertypeChain(site, symbols)
        var decided: MappingRule? = nil
        if let member {
            outer: for t in chain {
                let name = symbols[t].qualifiedName
                guard let indices = membersByName[name + "#" + member] else { continue }
                // The latest rule for this member wins; an overload-specific one only when it matches.
                for i in indices.reversed() {
                    let r = rules[i]
                    guard case .member(_, _, let parameters) = r.element else { continue }
                    if let parameters {
                        guard let method, Self.matches(method, parameters, symbols) else { continue }
                    }
                    decided = r
                    break outer
                }
            }
        }
        // Type and package rules follow superclasses only: a rule on a marker interface such as
        // `Serializable` is about declaring it, not about every class that happens to implement it.
        let classChain = Self.superclassChain(site, symbols)
        if decided == nil {
            for t in classChain {
                if let i = byElement[.type(symbols[t].qualifiedName)] { decided = rules[i]; break }
            }
        }
        if decided == nil {
            // The package rule of the nearest class in the chain that has one.
            for t in classChain {
                if let i = byElement[.package(symbols[t].packageName)] { decided = rules[i]; break }
            }
        }
        guard let r = decided, case .unavailable(let id, let replacement) = r.action, let rule = RuleCatalogue.rule(id) else { return nil }
        return Unavailability(rule: rule, replacement: replacement ?? rule.replacement, source: "\(r.path):\(r.line)")
    }

    /// The type and its superclasses, nearest first.
    static func superclassChain(_ id: TypeSymbolID, _ symbols: SymbolTable) -> [TypeSymbolID] {
        var result = [id]
        var current = id
        while case .declared(let s, _)? = symbols[current].superclass, !result.contains(s) {
            result.append(s)
            current = s
        }
        return result
    }

    /// The type and its supertypes, nearest first (classes before interfaces at each level), no repeats.
    static func supertypeChain(_ id: TypeSymbolID, _ symbols: SymbolTable) -> [TypeSymbolID] {
        var result: [TypeSymbolID] = []
        var seen: Set<TypeSymbolID> = []
        var queue = [id]
        var i = 0
        while i < queue.count {
            let t = queue[i]
            i += 1
            guard seen.insert(t).inserted else { continue }
            result.append(t)
            if case .declared(let s, _)? = symbols[t].superclass { queue.append(s) }
            for case .declared(let s, _) in symbols[t].interfaces { queue.append(s) }
        }
        return result
    }
}

/// Loads rule files: the built-in ones under `Mappings/Rules`, then the user's, in order.
public enum MappingLoader {
    /// Every `*.rules` file of the paths given (files or folders, folders sorted by name).
    public static func ruleFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        let fm = FileManager.default
        for p in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDirectory) else {
                throw RuleFileError(path: p, line: 1, column: 1, message: "no such mapping file or folder")
            }
            if isDirectory.boolValue {
                let names = (try? fm.contentsOfDirectory(atPath: p)) ?? []
                result += names.filter { $0.hasSuffix(".rules") }.sorted().map { p + "/" + $0 }
            } else {
                result.append(p)
            }
        }
        return result
    }

    /// Parses and validates; all errors are returned, the table only when there are none.
    public static func load(paths: [String], symbols: SymbolTable) -> (table: MappingTable, errors: [RuleFileError]) {
        var errors: [RuleFileError] = []
        var all: [MappingRule] = []
        let files: [String]
        do { files = try ruleFiles(in: paths) } catch let e as RuleFileError { return (MappingTable(), [e]) } catch { return (MappingTable(), []) }
        for f in files {
            guard let data = FileManager.default.contents(atPath: f) else {
                errors.append(RuleFileError(path: f, line: 1, column: 1, message: "cannot read file")); continue
            }
            let (rules, parseErrors) = RuleFileParser.parse(path: f, text: String(decoding: data, as: UTF8.self))
            errors += parseErrors
            all += rules
        }
        errors += MappingTable.validate(all, symbols: symbols)
        return (MappingTable(rules: all), errors)
    }
}
