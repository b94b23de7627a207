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
    private var typeTemplates: [String: Int] = [:]
    /// `like` rules: a type's name to the type whose rules its members take (the latest rule wins).
    private var likes: [String: String] = [:]
    /// Rules from this index on are the user's (`--mappings`): they also override what the translator writes
    /// itself for a few calls, which the built-in rules only describe.
    public private(set) var firstUserRule: Int

    /// `userRules` come after `rules` and win over them.
    public init(rules: [MappingRule] = [], userRules: [MappingRule] = []) {
        firstUserRule = rules.count
        for r in rules + userRules { add(r) }
    }

    public mutating func add(_ rule: MappingRule) {
        let index = rules.count
        rules.append(rule)
        if case .typeTemplate = rule.action, case .type(let name) = rule.element {
            typeTemplates[name] = index
            return
        }
        if case .like(let other) = rule.action, case .type(let name) = rule.element {
            likes[name] = other
            return
        }
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
            if case .template(let template) = r.action { errors += validateTemplate(template, of: r, symbols: symbols) }
            if case .like(let other) = r.action, symbols.lookup(qualifiedName: other) == nil { fail("unknown Java type '\(other)'") }
            if case .typeTemplate(let template) = r.action, case .type(let t) = r.element, let id = symbols.lookup(qualifiedName: t) {
                let names = Set(symbols[id].typeParameters.map(\.name))
                for (part, column) in zip(template.parts.filter(\.isPlaceholder), template.placeholderColumns) {
                    let message: String? = switch part {
                    case .typeVariable(let v): names.contains(v) ? nil : "'\(t)' has no type parameter '\(v)'"
                    default: "a 'type' rule can only use the type's type parameters"
                    }
                    if let message { errors.append(RuleFileError(path: r.path, line: r.line, column: column, message: message)) }
                }
            }
            switch r.element {
            case .package(let p):
                if !symbols.isPackage(p) { fail("unknown Java package '\(p)'") }
            case .type(let t):
                if symbols.lookup(qualifiedName: t) == nil { fail("unknown Java type '\(t)'") }
            case .member(let t, let name, let parameters):
                guard let id = symbols.lookup(qualifiedName: t) else { fail("unknown Java type '\(t)'"); continue }
                let type = symbols[id]
                let candidates = name == "<init>" ? type.constructors : methods(named: name, of: id, symbols)
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

    /// The methods named `name` of a type: its own, else the nearest supertypes' (a rule may name a member the type
    /// inherits, `TimeZone.equals(Object)`, to decide it for that type alone).
    static func methods(named name: String, of id: TypeSymbolID, _ symbols: SymbolTable) -> [MethodSymbol] {
        var seen: Set<TypeSymbolID> = [id]
        var level = [id]
        while !level.isEmpty {
            let found = level.flatMap { symbols[$0].methods.filter { $0.name == name } }
            if !found.isEmpty { return found }
            var next: [TypeSymbolID] = []
            for t in level {
                var supertypes = symbols[t].interfaces
                if let s = symbols[t].superclass { supertypes.insert(s, at: 0) }
                for case .declared(let s, _) in supertypes where seen.insert(s).inserted { next.append(s) }
            }
            if next.isEmpty, let object = symbols.lookup(qualifiedName: "java.lang.Object"), seen.insert(object).inserted { next = [object] }
            level = next
        }
        return []
    }

    /// The placeholders of a `map` template against every overload the rule covers.
    static func validateTemplate(_ template: SwiftTemplate, of r: MappingRule, symbols: SymbolTable) -> [RuleFileError] {
        guard case .member(let t, let name, let parameters) = r.element, let id = symbols.lookup(qualifiedName: t) else { return [] }
        let type = symbols[id]
        var candidates = (name == "<init>" ? type.constructors : methods(named: name, of: id, symbols))
        if let parameters { candidates = candidates.filter { matches($0, parameters, symbols) } }
        let field = candidates.isEmpty ? type.fields.first { $0.name == name } : nil
        var errors: [RuleFileError] = []
        let typeNames = Set(type.typeParameters.map(\.name))
        for (part, column) in zip(template.parts.filter(\.isPlaceholder), template.placeholderColumns) {
            func fail(_ message: String) { errors.append(RuleFileError(path: r.path, line: r.line, column: column, message: message)) }
            switch part {
            case .receiver:
                if name == "<init>" { fail("'$this' in a constructor rule: there is no receiver") }
                else if let field, field.modifiers.contains(.static) { fail("'$this' in a rule for the static field '\(name)'") }
                else if let m = candidates.first(where: \.isStatic) { fail("'$this' in a rule for the static method '\(m.name)'") }
            case .argument(let i):
                if field != nil { fail("'$\(i)' in a rule for a field: there are no arguments") }
                else if let m = candidates.first(where: { !$0.isVarargs && i >= $0.parameterTypes.count }) {
                    fail("'$\(i)' does not exist: '\(name)' has an overload with \(m.parameterTypes.count) parameter(s); name the overload, e.g. \(t.split(separator: ".").last ?? "")\(name == "<init>" ? ".new" : "." + name)(…)")
                }
            case .allArguments:
                if field != nil { fail("'$*' in a rule for a field: there are no arguments") }
            case .varargs:
                if field != nil || candidates.contains(where: { !$0.isVarargs }) {
                    fail("'$varargs' needs a variable-arity method: '\(name)' has a member without varargs; name the overload")
                }
            case .typeVariable(let v):
                if typeNames.contains(v) { continue }
                if !candidates.isEmpty && candidates.allSatisfy({ $0.typeParameters.contains { $0.name == v } }) { continue }
                fail("'$\(v)' is not a type parameter of '\(t)' or of every overload of '\(name == "<init>" ? "new" : name)'")
            case .text:
                break
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
        // A type outside the signature set (`java.lang.invoke.MethodHandles.Lookup`): its simple name too.
        case .unresolved(let name): return name.split(separator: ".").last.map(String.init) ?? name
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

    /// The rule that decides about a use of `member` (nil: the type itself) seen through `site`. Nearest
    /// first along the site's supertypes: a rule for the member, then, for the site and its superclasses,
    /// a rule for the type and one for its package (`*`). So `unavailable java.util.Date` wins over
    /// `map java.lang.Object.equals(Object)` for `date.equals(x)`. Type and package rules follow
    /// superclasses only: a rule on a marker interface such as `Serializable` is about declaring it, not
    /// about every class that happens to implement it. Constructors are looked up on the site only.
    public func decidingRule(site: TypeSymbolID, member: String?, method: MethodSymbol? = nil, symbols: SymbolTable) -> MappingRule? {
        decidingRuleIndex(site: site, member: member, method: method, symbols: symbols).map { rules[$0] }
    }

    /// Whether the rule deciding a use of `member` through `site` is one of the user's.
    public func isDecidedByUserRule(site: TypeSymbolID, member: String?, method: MethodSymbol? = nil, symbols: SymbolTable) -> Bool {
        decidingRuleIndex(site: site, member: member, method: method, symbols: symbols).map { $0 >= firstUserRule } ?? false
    }

    func decidingRuleIndex(site: TypeSymbolID, member: String?, method: MethodSymbol?, symbols: SymbolTable) -> Int? {
        let chain = member == "<init>" ? Self.superclassChain(site, symbols) : Self.supertypeChain(site, symbols)
        let classChain = Set(Self.superclassChain(site, symbols))
        for t in chain {
            let name = symbols[t].qualifiedName
            // The type's own member rules, then those of the types it is `like`.
            for ruled in [name] + likeChain(name) {
                guard let member, member != "<init>" || t == site, let indices = membersByName[ruled + "#" + member] else { continue }
                // The latest rule for this member wins; an overload-specific one only when it matches.
                for i in indices.reversed() {
                    guard case .member(_, _, let parameters) = rules[i].element else { continue }
                    if let parameters {
                        guard let method, Self.matches(method, parameters, symbols) else { continue }
                    }
                    return i
                }
            }
            guard classChain.contains(t) else { continue }
            if let i = byElement[.type(name)] { return i }
            if let i = byElement[.package(symbols[t].packageName)] { return i }
        }
        return nil
    }

    /// The unavailability of a use of `member` (nil for the type itself) seen through `site`, if the
    /// deciding rule says so. `method` picks overload-specific rules.
    public func unavailability(site: TypeSymbolID, member: String?, method: MethodSymbol? = nil, symbols: SymbolTable) -> Unavailability? {
        guard let r = decidingRule(site: site, member: member, method: method, symbols: symbols),
              case .unavailable(let id, let replacement) = r.action, let rule = RuleCatalogue.rule(id) else { return nil }
        return Unavailability(rule: rule, replacement: replacement ?? rule.replacement, source: "\(r.path):\(r.line)")
    }

    /// The `map` rule for a call, `new` or field use of `member` seen through `site`, when the deciding
    /// rule is one.
    public func template(site: TypeSymbolID, member: String, method: MethodSymbol?, symbols: SymbolTable) -> (template: SwiftTemplate, source: String)? {
        guard let r = decidingRule(site: site, member: member, method: method, symbols: symbols), case .template(let template) = r.action else { return nil }
        return (template, "\(r.path):\(r.line)")
    }

    /// The rule for a whole package (`package p` then `unavailable *`), the latest one.
    public func packageRule(_ package: String) -> MappingRule? {
        byElement[.package(package)].map { rules[$0] }
    }

    /// The `type` rule for a Java type, by qualified name (or for the type it is `like`).
    public func typeTemplate(_ qualifiedName: String) -> SwiftTemplate? {
        for name in [qualifiedName] + likeChain(qualifiedName) {
            if let i = typeTemplates[name], case .typeTemplate(let t) = rules[i].action { return t }
        }
        return nil
    }

    /// The types whose rules `qualifiedName`'s members take (`like`), nearest first.
    public func likeChain(_ qualifiedName: String) -> [String] {
        var chain: [String] = []
        var current = qualifiedName
        while let next = likes[current], next != qualifiedName, !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The type the translator writes `qualifiedName` as: the end of its `like` chain, else itself.
    public func translatedTypeName(_ qualifiedName: String) -> String {
        likeChain(qualifiedName).last ?? qualifiedName
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
        // An interface has Object's public methods as members (JLS §9.2): its rules apply last.
        if let object = symbols.lookup(qualifiedName: "java.lang.Object"), !seen.contains(object) { result.append(object) }
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

    /// Parses and validates `paths` then the user's `userPaths` (which win); all errors are returned, the
    /// table only when there are none.
    public static func load(paths: [String], userPaths: [String] = [], symbols: SymbolTable) -> (table: MappingTable, errors: [RuleFileError]) {
        var errors: [RuleFileError] = []
        func rules(of paths: [String]) -> [MappingRule] {
            let files: [String]
            do { files = try ruleFiles(in: paths) } catch {
                if let e = error as? RuleFileError { errors.append(e) }
                return []
            }
            var all: [MappingRule] = []
            for f in files {
                guard let data = FileManager.default.contents(atPath: f) else {
                    errors.append(RuleFileError(path: f, line: 1, column: 1, message: "cannot read file")); continue
                }
                let (rules, parseErrors) = RuleFileParser.parse(path: f, text: String(decoding: data, as: UTF8.self))
                errors += parseErrors
                all += rules
            }
            return all
        }
        let builtIn = rules(of: paths), user = rules(of: userPaths)
        errors += MappingTable.validate(builtIn + user, symbols: symbols)
        return (MappingTable(rules: builtIn, userRules: user), errors)
    }
}
