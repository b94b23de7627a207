import Synchronization

/// Memoised walks of the type hierarchy: every supertype of a type (in terms of the type's own variables)
/// and every member type it declares or inherits. One per thread of work; it never holds the symbol table,
/// so the table can still be filled in while a cache is in use, as long as supertypes and member types are
/// final (they are, once the declaration collector has resolved supertypes).
/// What depends only on that final hierarchy (supertypes) is also kept in `shared`,
/// so the declaration pass's threads and every attributing thread work each one out once per program.
/// Its tables are read and written by one thread, never while another access to the same table is under way
/// (each value is computed first, then stored), so they opt out of the run-time exclusivity checks that would
/// otherwise wrap every lookup.
final class HierarchyCache {
    /// Set once, before first use; nil: nothing is shared.
    var shared: SharedHierarchy?

    init(shared: SharedHierarchy? = nil) {
        self.shared = shared
    }

    /// The names the memo tables below are keyed by.
    let names = NameTable()

    /// By `TypeSymbolID.raw` (nil: not worked out yet); grown as types are asked for. Dense arrays: asked for on
    /// every subtype test and member lookup, where a dictionary spent more on hashing the ID than the rest.
    @exclusivity(unchecked) private var supertypes: [[JavaType]?] = []
    @exclusivity(unchecked) private var supertypeIDs: [[TypeSymbolID]?] = []
    private let methodOwners = MemoTable<MemberKey, [TypeSymbolID]>()
    private let fieldOwners = MemoTable<MemberKey, TypeSymbolID?>()

    struct MemberKey: Hashable, PackedKey {
        var type: TypeSymbolID
        var name: Int32
        var packed: (UInt64, UInt64) { (UInt64(UInt32(bitPattern: type.raw)), UInt64(UInt32(bitPattern: name))) }
    }

    private let globalNames = MemoTable<GlobalNameKey, TypeSymbolID?>()
    /// Simple type names resolved in a scope with no method type variables or local classes: the answer
    /// depends only on the file and the innermost enclosing type.
    let scopedNames = MemoTable<ScopedNameKey, JavaType?>()
    /// Simple expression names beyond the locals, under the same condition and key as `scopedNames`.
    let simpleNames = MemoTable<ScopedNameKey, SimpleNameMeaning>()
    /// Candidates of unqualified method calls, by file, innermost enclosing type and name.
    let unqualifiedMethods = MemoTable<ScopedNameKey, [MethodCandidate]>()
    /// Method candidates by receiver type and name.
    @exclusivity(unchecked) var methodCandidates: [MethodKey: [MethodCandidate]] = [:]
    /// The name ID the constructors are memoised under in the two tables here (`names` gives out none below 0).
    static let constructorsName: Int32 = -1
    /// The same for receivers without type arguments (`.declared(id, [])`), by symbol and name.
    let plainMethodCandidates = MemoTable<MemberKey, [MethodCandidate]>()

    /// Names by `names` ID.
    struct ScopedNameKey: Hashable, PackedKey {
        var file: Int
        var enclosing: TypeSymbolID?
        var name: Int32
        var packed: (UInt64, UInt64) {
            (UInt64(bitPattern: Int64(file)),
             UInt64(UInt32(bitPattern: enclosing?.raw ?? -1)) << 32 | UInt64(UInt32(bitPattern: name)))
        }
    }

    struct MethodKey: Hashable {
        var receiver: JavaType
        var name: Int32
    }

    struct GlobalNameKey: Hashable, PackedKey {
        var file: Int
        var name: Int32
        var packed: (UInt64, UInt64) { (UInt64(bitPattern: Int64(file)), UInt64(UInt32(bitPattern: name))) }
    }

    /// The file the tables keyed by file were last used for (see `enter(file:)`).
    private var currentFile = -1

    /// Starts the attribution of `file`: the tables keyed by file (`globalNames`, `scopedNames`, `simpleNames`,
    /// `unqualifiedMethods`) never answer for another file, so their entries for the previous one are dropped.
    /// Kept, they grew with every file a thread attributed, and most probes missed the processor's caches.
    func enter(file: Int) {
        if file == currentFile { return }
        currentFile = file
        globalNames.removeAll()
        scopedNames.removeAll()
        simpleNames.removeAll()
        unqualifiedMethods.removeAll()
    }

    /// The file-level part of simple type-name resolution (imports, package, `java.lang`), memoised per file.
    func globalTypeName(_ name: Int32, file: Int, compute: () -> TypeSymbolID?) -> TypeSymbolID? {
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

    /// Per `names` ID: the name's member-name number in the symbol table (`SymbolTable.memberNameID`); -3 for
    /// not looked up yet. Asked for only once members are final and indexed.
    @exclusivity(unchecked) private var memberNameIDs: [Int32] = []

    /// `symbols.memberNameID(name)` for the name with ID `nameID` in `names`, looked up once per name.
    func memberNameID(_ nameID: Int32, symbols: SymbolTable) -> Int32 {
        let i = Int(nameID)
        if i < memberNameIDs.count, memberNameIDs[i] != -3 { return memberNameIDs[i] }
        if i >= memberNameIDs.count {
            memberNameIDs.append(contentsOf: repeatElement(-3, count: max(i + 1, names.count) - memberNameIDs.count))
        }
        let id = symbols.memberNameID(names.string(nameID))
        memberNameIDs[i] = id
        return id
    }

    /// The types among `id` and its supertypes (in lookup order) that declare a method named `name`.
    /// `nameID`: `name`'s ID in `names`, when the caller has it.
    func typesDeclaringMethod(_ name: String, nameID: Int32? = nil, from id: TypeSymbolID, symbols: SymbolTable) -> [TypeSymbolID] {
        let local = nameID ?? names.id(name)
        let key = MemberKey(type: id, name: local)
        if let cached = methodOwners[key] { return cached }
        var result: [TypeSymbolID] = []
        let bit = Self.nameBit(name)
        let member = memberNameID(local, symbols: symbols)
        if declaredNames(of: id, symbols: symbols).methods & bit != 0, symbols[id].methods.contains(where: { $0.isNamed(name, member) }) {
            result.append(id)
        }
        for sid in supertypeIDs(of: id, symbols: symbols)
        where declaredNames(of: sid, symbols: symbols).methods & bit != 0 && symbols[sid].methods.contains(where: { $0.isNamed(name, member) }) {
            result.append(sid)
        }
        methodOwners[key] = result
        return result
    }

    /// The nearest type among `id` and its supertypes that declares a field named `name`.
    func typeDeclaringField(_ name: String, nameID: Int32? = nil, from id: TypeSymbolID, symbols: SymbolTable) -> TypeSymbolID? {
        let local = nameID ?? names.id(name)
        let key = MemberKey(type: id, name: local)
        if let cached = fieldOwners[key] { return cached }
        var result: TypeSymbolID? = nil
        let bit = Self.nameBit(name)
        let member = memberNameID(local, symbols: symbols)
        if declaredNames(of: id, symbols: symbols).fields & bit != 0, symbols[id].fields.contains(where: { $0.isNamed(name, member) }) {
            result = id
        } else {
            for sid in supertypeIDs(of: id, symbols: symbols)
            where declaredNames(of: sid, symbols: symbols).fields & bit != 0 && symbols[sid].fields.contains(where: { $0.isNamed(name, member) }) {
                result = sid
                break
            }
        }
        fieldOwners[key] = result
        return result
    }

    /// Per type (by `TypeSymbolID.raw`), which bits of `nameBit` the names of its methods and fields set: a clear
    /// bit rules a type out without comparing its members' names one by one. Read only once members are final.
    private struct DeclaredNames {
        var methods: UInt64 = 0
        var fields: UInt64 = 0
        var known = false
    }

    @exclusivity(unchecked) private var declaredNames: [DeclaredNames] = []

    /// One of 64 bits for a name (FNV-1a over its UTF-8).
    static func nameBit(_ name: String) -> UInt64 {
        func fnv<S: Sequence<UInt8>>(_ bytes: S) -> UInt32 {
            var h: UInt32 = 2_166_136_261
            for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
            return h
        }
        // Native strings (all of these) hand out their bytes directly, without the view's per-byte decoding.
        let h = name.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(name.utf8)
        return 1 << UInt64((h ^ (h >> 16)) & 63)
    }

    private func declaredNames(of id: TypeSymbolID, symbols: SymbolTable) -> DeclaredNames {
        let i = Int(id.raw)
        if i < declaredNames.count, declaredNames[i].known { return declaredNames[i] }
        if i >= declaredNames.count {
            declaredNames.append(contentsOf: repeatElement(DeclaredNames(), count: max(i + 1, symbols.types.count) - declaredNames.count))
        }
        var names = DeclaredNames(known: true)
        for m in symbols[id].methods { names.methods |= Self.nameBit(m.name) }
        for f in symbols[id].fields { names.fields |= Self.nameBit(f.name) }
        declaredNames[i] = names
        return names
    }

    /// All proper supertypes of `id`, breadth first, expressed with `id`'s own type variables.
    func supertypes(of id: TypeSymbolID, symbols: SymbolTable) -> [JavaType] {
        let i = Int(id.raw)
        if i < supertypes.count, let cached = supertypes[i] { return cached }
        if i >= supertypes.count {
            supertypes.append(contentsOf: repeatElement(nil, count: max(i + 1, symbols.types.count) - supertypes.count))
        }
        if let known = shared?.supertypes.withLock({ $0[id] }) {
            supertypes[i] = known
            return known
        }
        let relations = TypeRelations(symbols: symbols)
        let selfType = JavaType.declared(id, symbols.ownTypeArguments(of: id))
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
        supertypes[i] = result
        shared?.supertypes.withLock { $0[id] = result }
        return result
    }

    /// The symbols of `supertypes(of: id)`, in the same order, found without substituting type arguments (which
    /// never change a supertype's symbol): what member lookups by name need, at a fraction of the cost.
    func supertypeIDs(of id: TypeSymbolID, symbols: SymbolTable) -> [TypeSymbolID] {
        let i = Int(id.raw)
        if i < supertypeIDs.count, let cached = supertypeIDs[i] { return cached }
        if i >= supertypeIDs.count {
            supertypeIDs.append(contentsOf: repeatElement(nil, count: max(i + 1, symbols.types.count) - supertypeIDs.count))
        }
        var result: [TypeSymbolID] = []
        if i < supertypes.count, let full = supertypes[i] {
            for case .declared(let sid, _) in full { result.append(sid) }
        } else {
            // The breadth-first walk of `supertypes(of:)`; hierarchies are small, so `seen` is a plain array.
            var seen: [TypeSymbolID] = [id]
            var queue: [TypeSymbolID] = []
            Self.appendDirectSupertypeIDs(of: id, symbols: symbols, to: &queue)
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                if seen.contains(current) { continue }
                seen.append(current)
                result.append(current)
                Self.appendDirectSupertypeIDs(of: current, symbols: symbols, to: &queue)
            }
        }
        supertypeIDs[i] = result
        return result
    }

    /// The symbols of `TypeRelations.directSupertypes`, in its order; supertypes that are not class or interface
    /// types (unresolved ones) are left out, as the walks skip them.
    static func appendDirectSupertypeIDs(of id: TypeSymbolID, symbols: SymbolTable, to queue: inout [TypeSymbolID]) {
        let superclass = symbols[id].superclass
        if case .declared(let sid, _)? = superclass { queue.append(sid) }
        for case .declared(let sid, _) in symbols[id].interfaces { queue.append(sid) }
        if superclass == nil && symbols.isInterface(id), let object = symbols.objectID { queue.append(object) }
    }

    /// Per `names` ID: whether some type of the table has a member type of that simple name; made on first use
    /// (every cache is made once all types are declared, and member types are never added later).
    @exclusivity(unchecked) private var memberTypeNames: [Bool]? = nil

    /// False when no type has a member type named by `nameID`: then `memberType(named:in:)` finds none anywhere,
    /// and a simple type name's resolution can skip the walk up each enclosing type's hierarchy (most names are
    /// of top-level types: `String`, `List`).
    func mayNameMemberType(_ nameID: Int32, symbols: SymbolTable) -> Bool {
        if memberTypeNames == nil {
            var flags: [Bool] = []
            for type in symbols.types where !type.memberTypes.isEmpty {
                for name in type.memberTypes.keys {
                    let i = Int(names.id(name))
                    if i >= flags.count { flags.append(contentsOf: repeatElement(false, count: i + 1 - flags.count)) }
                    flags[i] = true
                }
            }
            memberTypeNames = flags
        }
        let i = Int(nameID)
        return i < memberTypeNames!.count && memberTypeNames![i]
    }

    /// The member type named `name` declared in `id` or inherited, the nearest declaration winning (JLS §8.5): each
    /// type's own table in `supertypeIDs` order. Most types declare none, so this costs a few emptiness checks; no
    /// merged table is built per type.
    func memberType(named name: String, in id: TypeSymbolID, symbols: SymbolTable) -> TypeSymbolID? {
        if !symbols[id].memberTypes.isEmpty, let member = symbols[id].memberTypes[name] { return member }
        // A private member type is not inherited, and it hides the ones of that name its own supertypes declare
        // (JLS §8.5): in a subclass of `WeakHashMap`, `Entry` is neither its private entry nor `Map.Entry`, and
        // the name is looked up further out. (Taken as hiding on every path up the hierarchy, not just its own.)
        for sid in supertypeIDs(of: id, symbols: symbols) where !symbols[sid].memberTypes.isEmpty {
            if let member = symbols[sid].memberTypes[name] { return symbols[member].modifiers.contains(.private) ? nil : member }
        }
        return nil
    }
}

/// The part of `HierarchyCache` every thread of one program can share: facts that depend only on supertypes
/// and type parameters, all final before the first lookup. (Type names are not shared: a lookup
/// keyed by a string costs about as much as working the name out again.) Each is a pure function of
/// them, so whichever thread works one out first, the value is the same; a thread copies what it reads into
/// its own cache, so the locks are taken only on that cache's misses.
final class SharedHierarchy: Sendable {
    let supertypes = Mutex<[TypeSymbolID: [JavaType]]>([:])
}
