import JavaSemantics
import JavaSyntax

/// Which declarations Swift may make `public`. Java lets a public class extend a package-private one, or a public
/// method return one; Swift refuses a declaration more visible than a type its signature uses ("cannot be declared
/// public because its superclass is internal"). So a program type is `public` only if Java makes it and its
/// enclosing types public, and its supertypes, bounds and (for a protocol) requirements use only such types; a
/// member of a public type is `public` only if its signature does. In one module nothing else changes: `internal`
/// is visible to every file translated together.
struct SwiftAccess {
    let symbols: SymbolTable
    /// The program's types Swift may declare `public`.
    let publicTypes: Set<TypeSymbolID>
    /// The program's types Java makes public (with their enclosing types): `publicTypes` and those Swift cannot.
    let javaPublicTypes: Set<TypeSymbolID>

    init(symbols: SymbolTable) {
        self.symbols = symbols
        var candidates: Set<TypeSymbolID> = []
        for t in symbols.types where t.declaration != nil && !t.isLocal && !t.isAnonymous && Self.isPublicInJava(t.id, symbols) {
            candidates.insert(t.id)
        }
        javaPublicTypes = candidates
        // Dropping one type may expose another's use of it: repeat until nothing changes.
        var changed = true
        while changed {
            changed = false
            for id in candidates where !Self.signaturesUseOnly(candidates, id, symbols) {
                candidates.remove(id)
                changed = true
            }
        }
        publicTypes = candidates
    }

    /// `public` for a member declared public in Java whose signature (`types`) Swift lets be public, else nothing.
    func modifier(_ modifiers: Modifier, mentioning types: [JavaType]) -> String {
        guard modifiers.contains(.public) else { return modifiers.contains(.private) ? "fileprivate " : "" }
        return nonPublicType(usedBy: types) == nil ? "public " : ""
    }

    /// `public` for a program type Swift lets be public, else what `modifiers` says otherwise.
    func modifier(_ modifiers: Modifier, ofType id: TypeSymbolID) -> String {
        if publicTypes.contains(id) { return "public " }
        return modifiers.contains(.private) ? "fileprivate " : ""
    }

    /// Public itself and within public types (an interface's member types are public without saying so).
    static func isPublicInJava(_ id: TypeSymbolID, _ symbols: SymbolTable) -> Bool {
        var current: TypeSymbolID? = id
        while let c = current {
            let enclosing = symbols[c].enclosing
            let inInterface = enclosing.map { symbols[$0].isInterface } ?? false
            guard symbols[c].modifiers.contains(.public) || inInterface else { return false }
            current = enclosing
        }
        return true
    }

    /// A program type `id`'s supertypes, type-parameter bounds and (for an interface) the non-private members'
    /// signatures: what Swift requires to be as visible as `id`.
    static func typesUsed(by id: TypeSymbolID, _ symbols: SymbolTable) -> [JavaType] {
        let s = symbols[id]
        var used = s.interfaces + (s.superclass.map { [$0] } ?? []) + s.typeParameters.flatMap(\.bounds)
        if s.isInterface {
            for m in s.methods where !m.modifiers.contains(.private) {
                used += m.parameterTypes + [m.returnType] + m.typeParameters.flatMap(\.bounds)
            }
            for f in s.fields { used.append(f.type) }
        }
        return used
    }

    static func signaturesUseOnly(_ allowed: Set<TypeSymbolID>, _ id: TypeSymbolID, _ symbols: SymbolTable) -> Bool {
        typesUsed(by: id, symbols).allSatisfy { firstOutside(allowed, $0, symbols) == nil }
    }

    /// The first program type `t` mentions that is not in `allowed`.
    static func firstOutside(_ allowed: Set<TypeSymbolID>, _ t: JavaType, _ symbols: SymbolTable) -> TypeSymbolID? {
        switch t {
        case .declared(let id, let args):
            if symbols[id].declaration != nil && !allowed.contains(id) { return id }
            return args.lazy.compactMap { firstOutside(allowed, $0, symbols) }.first
        case .array(let e): return firstOutside(allowed, e, symbols)
        case .wildcard(.extends(let b)), .wildcard(.super(let b)): return firstOutside(allowed, b, symbols)
        case .intersection(let ts): return ts.lazy.compactMap { firstOutside(allowed, $0, symbols) }.first
        default: return nil
        }
    }

    /// Why a public Java type or member is internal in Swift: the first type its signature uses that Java does not
    /// make public, else the first that is internal in Swift for that reason in turn (not `own`: a class's
    /// `Comparable<Self>` names itself).
    func nonPublicType(usedBy types: [JavaType], own: TypeSymbolID? = nil) -> TypeSymbolID? {
        if let root = types.lazy.compactMap({ Self.firstOutside(javaPublicTypes, $0, symbols) }).first { return root }
        let allowed = own.map { publicTypes.union([$0]) } ?? publicTypes
        return types.lazy.compactMap { Self.firstOutside(allowed, $0, symbols) }.first
    }

    func nonPublicType(usedBy id: TypeSymbolID) -> TypeSymbolID? {
        nonPublicType(usedBy: Self.typesUsed(by: id, symbols), own: id)
    }

    /// How to say why `culprit` keeps a declaration from being public.
    func reason(_ culprit: TypeSymbolID) -> String {
        let name = symbols[culprit].qualifiedName
        return javaPublicTypes.contains(culprit) ? "\(name), which is internal in Swift for the same reason" : "\(name), which is not public"
    }
}
