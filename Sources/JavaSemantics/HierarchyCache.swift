/// Memoised walks of the type hierarchy: every supertype of a type (in terms of the type's own variables)
/// and every member type it declares or inherits. One per thread of work; it never holds the symbol table,
/// so the table can still be filled in while a cache is in use, as long as supertypes and member types are
/// final (they are, once the declaration collector has resolved supertypes).
final class HierarchyCache {
    private var supertypes: [TypeSymbolID: [JavaType]] = [:]
    private var memberTypes: [TypeSymbolID: [String: TypeSymbolID]] = [:]

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
