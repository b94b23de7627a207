/// Memoised walks of the type hierarchy: every supertype of a type (in terms of the type's own variables)
/// and every member type it declares or inherits. One per thread of work; it never holds the symbol table,
/// so the table can still be filled in while a cache is in use, as long as supertypes and member types are
/// final (they are, once the declaration collector has resolved supertypes).
final class HierarchyCache {
    private var supertypes: [TypeSymbolID: [JavaType]] = [:]
    private var memberTypes: [TypeSymbolID: [String: TypeSymbolID]] = [:]
    private var methodOwners: [MemberKey: [TypeSymbolID]] = [:]
    private var fieldOwners: [MemberKey: TypeSymbolID?] = [:]

    struct MemberKey: Hashable {
        var type: TypeSymbolID
        var name: String
    }

    private var globalNames: [GlobalNameKey: TypeSymbolID?] = [:]
    /// Simple type names resolved in a scope with no method type variables or local classes: the answer
    /// depends only on the file and the innermost enclosing type.
    var scopedNames: [ScopedNameKey: JavaType?] = [:]
    /// Method candidates by receiver type and name.
    var methodCandidates: [MethodKey: [MethodCandidate]] = [:]

    struct ScopedNameKey: Hashable {
        var file: Int
        var enclosing: TypeSymbolID?
        var name: String
    }

    struct MethodKey: Hashable {
        var receiver: JavaType
        var name: String
    }

    struct GlobalNameKey: Hashable {
        var file: Int
        var name: String
    }

    /// The file-level part of simple type-name resolution (imports, package, `java.lang`), memoised per file.
    func globalTypeName(_ name: String, file: Int, compute: () -> TypeSymbolID?) -> TypeSymbolID? {
        let key = GlobalNameKey(file: file, name: name)
        if let cached = globalNames[key] { return cached }
        let value = compute()
        globalNames[key] = value
        return value
    }

    /// `owner` as a supertype of `id`, in terms of `id`'s type variables.
    func view(of owner: TypeSymbolID, from id: TypeSymbolID, symbols: SymbolTable) -> JavaType? {
        for s in supertypes(of: id, symbols: symbols) {
            if case .declared(owner, _) = s { return s }
        }
        return nil
    }

    /// The types among `id` and its supertypes (in lookup order) that declare a method named `name`.
    func typesDeclaringMethod(_ name: String, from id: TypeSymbolID, symbols: SymbolTable) -> [TypeSymbolID] {
        let key = MemberKey(type: id, name: name)
        if let cached = methodOwners[key] { return cached }
        var result: [TypeSymbolID] = []
        if symbols[id].methods.contains(where: { $0.name == name }) { result.append(id) }
        for s in supertypes(of: id, symbols: symbols) {
            if case .declared(let sid, _) = s, symbols[sid].methods.contains(where: { $0.name == name }) { result.append(sid) }
        }
        methodOwners[key] = result
        return result
    }

    /// The nearest type among `id` and its supertypes that declares a field named `name`.
    func typeDeclaringField(_ name: String, from id: TypeSymbolID, symbols: SymbolTable) -> TypeSymbolID? {
        let key = MemberKey(type: id, name: name)
        if let cached = fieldOwners[key] { return cached }
        var result: TypeSymbolID? = nil
        if symbols[id].fields.contains(where: { $0.name == name }) {
            result = id
        } else {
            for s in supertypes(of: id, symbols: symbols) {
                if case .declared(let sid, _) = s, symbols[sid].fields.contains(where: { $0.name == name }) {
                    result = sid
                    break
                }
            }
        }
        fieldOwners[key] = result
        return result
    }

    /// All proper supertypes of `id`, breadth first, expressed with `id`'s own type variables.
    func supertypes(of id: TypeSymbolID, symbols: SymbolTable) -> [JavaType] {
        if let cached = supertypes[id] { return cached }
        let relations = TypeRelations(symbols: symbols)
        let selfType = JavaType.declared(id, symbols[id].typeParameters.enumerated().map {
            .typeVariable(TypeVariable(owner: .type(id), index: $0.offset, name: $0.element.name))
        })
        var result: [JavaType] = []
        var seen: Set<TypeSymbolID> = [id]
        var queue = relations.directSupertypes(selfType)
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            guard case .declared(let sid, _) = current, seen.insert(sid).inserted else { continue }
            result.append(current)
            queue.append(contentsOf: relations.directSupertypes(current))
        }
        supertypes[id] = result
        return result
    }

    /// Member types declared in `id` or inherited, by simple name (the nearest declaration wins).
    func memberTypes(of id: TypeSymbolID, symbols: SymbolTable) -> [String: TypeSymbolID] {
        if let cached = memberTypes[id] { return cached }
        var result = symbols[id].memberTypes
        for s in supertypes(of: id, symbols: symbols) {
            guard case .declared(let sid, _) = s else { continue }
            for (name, member) in symbols[sid].memberTypes where result[name] == nil { result[name] = member }
        }
        memberTypes[id] = result
        return result
    }
}
