import JavaSyntax

/// Subtyping, supertype views with substitution, conversions (JLS §4.10, §5).
struct TypeRelations {
    let symbols: SymbolTable
    /// When given, `asSuper` reads supertype views from it instead of walking the hierarchy each time.
    let hierarchy: HierarchyCache?

    init(symbols: SymbolTable, hierarchy: HierarchyCache? = nil) {
        self.symbols = symbols
        self.hierarchy = hierarchy
    }

    /// Type variables of `id` mapped to `args`; a raw use maps them to their erasure.
    func substitution(for id: TypeSymbolID, args: [JavaType]) -> TypeArgumentMap {
        let params = symbols[id].typeParameters
        // The common case shares the argument array: no allocation.
        if args.count == params.count { return params.isEmpty ? TypeArgumentMap() : TypeArgumentMap(owner: id, arguments: args) }
        if args.count > params.count {
            // An inner class's own arguments, then its generic outer classes' (`SymbolTable.genericOuter`).
            var map = TypeArgumentMap(owner: id, arguments: args)
            var start = params.count
            var outer = symbols.genericOuter(of: id)
            while let o = outer, start < args.count, map.addOuter(o, start: start) {
                start += symbols[o].typeParameters.count
                outer = symbols.genericOuter(of: o)
            }
            return map
        }
        var arguments: [JavaType] = []
        arguments.reserveCapacity(params.count)
        for (i, p) in params.enumerated() {
            arguments.append(i < args.count ? args[i] : erasure(p.bounds.first ?? symbols.object))
        }
        return TypeArgumentMap(owner: id, arguments: arguments)
    }

    func substitute<Map: TypeVariableMap>(_ t: JavaType, _ map: Map) -> JavaType {
        if map.isEmpty { return t }
        switch t {
        case .typeVariable(let v): return map[v] ?? t
        case .declared(let id, let args): return args.isEmpty ? t : .declared(id, args.map { substitute($0, map) })
        case .array(let e): return .array(substitute(e, map))
        case .wildcard(.extends(let b)): return .wildcard(.extends(substitute(b, map)))
        case .wildcard(.super(let b)): return .wildcard(.super(substitute(b, map)))
        case .intersection(let ts): return .intersection(ts.map { substitute($0, map) })
        default: return t
        }
    }

    func erasure(_ t: JavaType) -> JavaType {
        switch t {
        case .declared(let id, _): return .declared(id, [])
        case .array(let e): return .array(erasure(e))
        case .typeVariable: return upperBound(t)
        case .wildcard(.extends(let b)): return erasure(b)
        case .wildcard: return symbols.object
        case .intersection(let ts): return ts.first.map(erasure) ?? symbols.object
        default: return t
        }
    }

    /// The bound used to look up members of a type variable or wildcard.
    /// The declared bounds of a type variable (`T extends A & B` has two).
    func bounds(of v: TypeVariable) -> [JavaType] {
        switch v.owner {
        case .type(let id): return v.index < symbols[id].typeParameters.count ? symbols[id].typeParameters[v.index].bounds : []
        case .method(let id, let m):
            let methods = symbols[id].methods
            return m < methods.count && v.index < methods[m].typeParameters.count ? methods[m].typeParameters[v.index].bounds : []
        case .constructor(let id, let m):
            let ctors = symbols[id].constructors
            return m < ctors.count && v.index < ctors[m].typeParameters.count ? ctors[m].typeParameters[v.index].bounds : []
        }
    }

    func upperBound(_ t: JavaType) -> JavaType {
        switch t {
        case .typeVariable(let v):
            let bounds = bounds(of: v)
            guard let first = bounds.first else { return symbols.object }
            if case .typeVariable(let w) = first, w == v { return symbols.object }
            return upperBound(first)
        case .wildcard(.extends(let b)): return upperBound(b)
        case .wildcard: return symbols.object
        case .intersection(let ts): return ts.first.map(upperBound) ?? symbols.object
        default: return t
        }
    }

    /// Direct supertypes with `t`'s type arguments substituted in.
    func directSupertypes(_ t: JavaType) -> [JavaType] {
        guard case .declared(let id, let args) = t else { return [] }
        // Field by field: binding `symbols[id]` to a local would copy the whole symbol.
        let superclass = symbols[id].superclass
        let interfaces = symbols[id].interfaces
        let raw = args.isEmpty && !symbols[id].typeParameters.isEmpty
        let map = raw ? TypeArgumentMap() : substitution(for: id, args: args)
        var result: [JavaType] = []
        result.reserveCapacity(interfaces.count + 1)
        if let sup = superclass { result.append(raw ? erasure(sup) : substitute(sup, map)) }
        for i in interfaces { result.append(raw ? erasure(i) : substitute(i, map)) }
        if superclass == nil && symbols.isInterface(id) { result.append(symbols.object) }
        return result
    }

    /// `t` viewed as its supertype `target` (`ArrayList<String>` as `List` is `List<String>`), or nil.
    func asSuper(_ t: JavaType, _ target: TypeSymbolID) -> JavaType? {
        if let hierarchy {
            // The cached breadth-first list of supertypes meets `target` where the walk below would, in terms of
            // the type's own variables; substituting the arguments once equals substituting them step by step.
            let bound = upperBound(t)
            guard case .declared(let id, let args) = bound else { return nil }
            if id == target { return bound }
            guard let view = hierarchy.view(of: target, from: id, symbols: symbols) else { return nil }
            // A raw type's supertypes are erased (`directSupertypes`).
            if args.isEmpty && !symbols[id].typeParameters.isEmpty { return erasure(view) }
            return substitute(view, substitution(for: id, args: args))
        }
        var queue = [upperBound(t)]
        var seen: Set<TypeSymbolID> = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard case .declared(let id, _) = current else { continue }
            if id == target { return current }
            guard seen.insert(id).inserted else { continue }
            queue.append(contentsOf: directSupertypes(current))
        }
        return nil
    }

    /// Subtyping, lenient where the program cannot be checked: unresolved types are compatible with anything,
    /// and type arguments are not checked for containment.
    func isSubtype(_ a: JavaType, _ b: JavaType) -> Bool {
        if a == b { return true }
        switch (a, b) {
        case (.unresolved, _), (_, .unresolved): return true
        case (.primitive(let p), .primitive(let q)): return p.widens(to: q)
        case (.primitive, _), (_, .primitive): return false
        case (.null, _): return true
        case (_, .typeVariable):
            if case .typeVariable = a { return a == b }
            return false
        case (.array(let e1), .array(let e2)):
            if case .primitive = e1 { return e1 == e2 }
            return isSubtype(e1, e2)
        case (.array, .declared(let id, _)):
            let name = symbols[id].qualifiedName
            return name == "java.lang.Object" || name == "java.lang.Cloneable" || name == "java.io.Serializable"
        case (_, .declared(let target, _)):
            if target == symbols.objectID { return true }
            return asSuper(a, target) != nil
        case (_, .intersection(let ts)):
            return ts.allSatisfy { isSubtype(a, $0) }
        case (_, .wildcard(.extends(let bound))):
            return isSubtype(a, bound)
        case (_, .wildcard):
            return true
        default:
            return false
        }
    }

    /// `a <: b` with type arguments compared by containment (JLS §4.10.2, §4.5.1): `TreeMap<K, TreeMap<…>>`
    /// is no `Map<K, Map<…>>`. `isSubtype` ignores type arguments, which attribution tolerates; inference
    /// against a target cannot.
    func isSubtypeComparingArguments(_ a: JavaType, _ b: JavaType) -> Bool {
        guard isSubtype(a, b) else { return false }
        guard case .declared(let id, let bArgs) = b, !bArgs.isEmpty, case .declared(_, let aArgs)? = asSuper(a, id),
              aArgs.count == bArgs.count else { return true }
        return zip(aArgs, bArgs).allSatisfy { x, y in
            if x.isUnresolved || y.isUnresolved { return true }
            switch y {
            case .wildcard(.unbounded): return true
            case .wildcard(.extends(let upper)):
                if case .wildcard(.extends(let xUpper)) = x { return isSubtypeComparingArguments(xUpper, upper) }
                if case .wildcard = x { return false }
                return isSubtypeComparingArguments(x, upper)
            case .wildcard(.super(let lower)):
                if case .wildcard(.super(let xLower)) = x { return isSubtype(lower, xLower) }
                if case .wildcard = x { return false }
                return isSubtype(lower, x)
            default: return x == y
            }
        }
    }

    /// JLS §4.10.4's lub of two types, approximated by one type: where their minimal common supertypes form an
    /// intersection with a single part that adds members to Object's (`lub(Click, Message)` of two records
    /// implementing `Event` is `Record & Event`, whose members are Event's), that part; otherwise the nearest
    /// supertype of `a` (breadth first, classes before interfaces) that `b` is also a subtype of.
    func leastUpperBound(_ a: JavaType, _ b: JavaType) -> JavaType {
        if case .declared = a, case .declared = b {
            let minimal = minimalCommonSupertypes(of: [a, b])
            if minimal.count > 1 {
                let withMembers = minimal.filter { !addsNoMembers($0) }
                if withMembers.count == 1 { return withMembers[0] }
            }
        }
        var queue = [a]
        var seen: Set<TypeSymbolID> = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard case .declared(let id, _) = current, seen.insert(id).inserted else { continue }
            if symbols[id].qualifiedName != "java.lang.Object" && isSubtype(b, current) { return current }
            queue.append(contentsOf: directSupertypes(current))
        }
        return symbols.object
    }

    /// Whether `t` has no members beyond Object's: a marker interface (Cloneable, Serializable, RandomAccess) or a
    /// class like `java.lang.Record` that only redeclares Object's methods.
    func addsNoMembers(_ t: JavaType) -> Bool {
        guard case .declared(let id, _) = t, id != symbols.objectID else { return false }
        let symbol = symbols[id]
        guard symbol.fields.isEmpty, symbol.methods.allSatisfy({ Self.isObjectMethod($0) }) else { return false }
        if symbols.isInterface(id) { return symbol.interfaces.allSatisfy { addsNoMembers($0) } }
        guard symbol.interfaces.isEmpty, let superclass = symbol.superclass else { return false }
        return superclass == symbols.object
    }

    /// JLS §4.10.4's lub of several types, approximated: their minimal common supertypes other than Object, in the
    /// first type's breadth-first order (classes before interfaces): one is the lub, several an intersection
    /// (`lub(StringBuilder, String)` has CharSequence's `length()`), none just Object. A supertype the types view
    /// with different arguments (`Comparable<String>`, `Comparable<Integer>`) keeps `?` for them.
    func minimalCommonSupertypes(of types: [JavaType]) -> [JavaType] {
        guard let first = types.first, case .declared = first else { return [] }
        let others = types.dropFirst()
        var common: [JavaType] = []
        var queue = [first]
        var seen: Set<TypeSymbolID> = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard case .declared(let id, let args) = current, seen.insert(id).inserted else { continue }
            queue.append(contentsOf: directSupertypes(current))
            guard current != symbols.object, others.allSatisfy({ isSubtype($0, current) }) else { continue }
            let agreed = args.isEmpty || others.allSatisfy { asSuper($0, id) == current }
            common.append(agreed ? current : .declared(id, args.map { _ in .wildcard(.unbounded) }))
        }
        return common.filter { c in !common.contains { $0 != c && isSubtype($0, c) } }
    }

    enum ConversionPhase: Int { case strict = 1, loose = 2 }

    /// Method invocation conversion (JLS §5.3): strict allows widening; loose also boxing and unboxing.
    func isConvertible(_ a: JavaType, to b: JavaType, phase: ConversionPhase) -> Bool {
        if isSubtype(a, b) { return true }
        guard phase == .loose else { return false }
        if case .primitive(let p) = a {
            // Boxing, then widening reference conversion.
            return isSubtype(symbols.boxed(p), b)
        }
        if case .primitive(let q) = b, let p = symbols.unboxedPrimitive(a) {
            return p.widens(to: q)
        }
        return false
    }

    func numericPromotion(_ a: JavaType, _ b: JavaType) -> PrimitiveType? { symbols.numericPromotion(a, b) }
    func unboxedNumeric(_ t: JavaType) -> PrimitiveType? { symbols.unboxedNumeric(t) }

    /// The single abstract method of a functional interface type, with the type's substitution.
    func functionalMethod(of type: JavaType) -> (MethodSymbol, TypeArgumentMap)? {
        // `(Comparator<T> & Serializable) (a, b) -> …`: the one functional interface among marker interfaces
        // (JLS §9.9).
        if case .intersection(let parts) = type {
            let functional = parts.compactMap { functionalMethod(of: $0) }
            return functional.count == 1 ? functional[0] : nil
        }
        guard case .declared(let id, _) = type, symbols.isInterface(id) else { return nil }
        var found: [(MethodSymbol, TypeArgumentMap, [JavaType])] = []
        forEachInterface(from: type) { cid, map in
            for m in symbols[cid].methods where m.isAbstract && !Self.isObjectMethod(m) {
                let erased = m.parameterTypes.map { erasure(substitute($0, map)) }
                if !found.contains(where: { $0.0.name == m.name && $0.2 == erased }) { found.append((m, map, erased)) }
            }
        }
        if found.count > 1 {
            // A default method overrides the abstract ones of the interfaces further out (`Sink.OfInt`'s
            // `accept(Integer)` implements `Consumer<Integer>.accept`): those are not abstract in `type`. Looked at
            // only here: a functional interface's one abstract method needs no second look.
            var overriding: [(String, [JavaType])] = []
            var abstractOnes: [(String, [JavaType])] = []
            forEachInterface(from: type) { cid, map in
                for m in symbols[cid].methods where !m.isStatic && found.contains(where: { $0.0.name == m.name }) {
                    let erased = m.parameterTypes.map { erasure(substitute($0, map)) }
                    if !m.isAbstract {
                        overriding.append((m.name, erased))
                    } else if !overriding.contains(where: { $0.0 == m.name && $0.1 == erased }) {
                        abstractOnes.append((m.name, erased))
                    }
                }
            }
            found.removeAll { f in !abstractOnes.contains { $0.0 == f.0.name && $0.1 == f.2 } }
        }
        return found.count == 1 ? (found[0].0, found[0].1) : nil
    }

    /// `type` and its superinterfaces, breadth first (each once), with their substitutions.
    func forEachInterface(from type: JavaType, _ body: (TypeSymbolID, TypeArgumentMap) -> Void) {
        var queue = [type]
        var seen: Set<TypeSymbolID> = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard case .declared(let cid, let args) = current, seen.insert(cid).inserted else { continue }
            body(cid, substitution(for: cid, args: args))
            queue.append(contentsOf: directSupertypes(current).filter {
                if case .declared(let sid, _) = $0 { return symbols.isInterface(sid) }
                return false
            })
        }
    }

    static func isObjectMethod(_ m: MethodSymbol) -> Bool {
        (m.name == "equals" && m.parameterTypes.count == 1) || (m.name == "hashCode" && m.parameterTypes.isEmpty)
            || (m.name == "toString" && m.parameterTypes.isEmpty)
    }

    /// JLS §9.9: the function type of a wildcard-parameterized functional interface uses the wildcards'
    /// bounds (`Consumer<? super String>` accepts a `String`).
    func nonWildcardParameterization(_ t: JavaType) -> JavaType {
        guard case .declared(let id, let args) = t, !args.isEmpty else { return t }
        let params = symbols[id].typeParameters
        return .declared(id, args.enumerated().map { i, a in
            switch a {
            case .wildcard(.extends(let b)), .wildcard(.super(let b)): return b
            case .wildcard(.unbounded): return i < params.count ? (params[i].bounds.first ?? symbols.object) : symbols.object
            default: return a
            }
        })
    }

    func unaryPromotion(_ t: JavaType) -> PrimitiveType? { symbols.unaryPromotion(t) }
}

/// Numeric promotions (JLS §5.6), shared by attribution and translation.
extension SymbolTable {
    /// The type parameters of type `id` as type variables (`T` of `Box<T>`), in declaration order.
    public func typeVariables(of id: TypeSymbolID) -> [TypeVariable] {
        self[id].typeParameters.indices.map { TypeVariable(owner: .type(id), index: $0, name: self[id].typeParameters[$0].name) }
    }

    /// The erasure of a type (JLS §4.6): type arguments dropped, type variables replaced by their bound.
    public func erasure(_ t: JavaType) -> JavaType { TypeRelations(symbols: self).erasure(t) }

    /// The function type of a functional interface type (JLS §9.9): its single abstract method's parameter and
    /// result types, with the wildcards of `t` replaced by their bounds (`Consumer<? super String>` takes a
    /// `String`). Nil when `t` is not a functional interface.
    public func functionType(of t: JavaType) -> (parameters: [JavaType], result: JavaType)? {
        let relations = TypeRelations(symbols: self)
        guard let (method, map) = relations.functionalMethod(of: relations.nonWildcardParameterization(t)) else { return nil }
        return (method.parameterTypes.map { relations.substitute($0, map) }, relations.substitute(method.returnType, map))
    }

    /// `t` viewed as its supertype `target` with type arguments substituted (`ArrayList<String>` as `List<String>`).
    /// The single abstract method of a functional interface (JLS §9.8), as declared.
    public func functionalMethod(of t: JavaType) -> MethodSymbol? { TypeRelations(symbols: self).functionalMethod(of: t)?.0 }

    public func asSuper(_ t: JavaType, _ target: TypeSymbolID) -> JavaType? { TypeRelations(symbols: self).asSuper(t, target) }

    /// Binary numeric promotion: nil when an operand is not numeric (after unboxing).
    public func numericPromotion(_ a: JavaType, _ b: JavaType) -> PrimitiveType? {
        guard let p = unboxedNumeric(a), let q = unboxedNumeric(b) else { return nil }
        if p == .double || q == .double { return .double }
        if p == .float || q == .float { return .float }
        if p == .long || q == .long { return .long }
        return .int
    }

    public func unboxedNumeric(_ t: JavaType) -> PrimitiveType? {
        let p = t.primitive ?? unboxedPrimitive(t)
        return p.flatMap { $0.isNumeric ? $0 : nil }
    }

    /// Unary numeric promotion: byte, short and char become int.
    public func unaryPromotion(_ t: JavaType) -> PrimitiveType? {
        guard let p = unboxedNumeric(t) else { return nil }
        switch p {
        case .byte, .short, .char: return .int
        default: return p
        }
    }
}

/// What `TypeRelations.substitute` replaces type variables by.
protocol TypeVariableMap {
    var isEmpty: Bool { get }
    subscript(_ v: TypeVariable) -> JavaType? { get }
}

extension Dictionary: TypeVariableMap where Key == TypeVariable, Value == JavaType {}

/// A generic type's own type variables mapped to its arguments (`Map<K, V>` viewed as `Map<String, Integer>`):
/// variable `i` of `owner` ↦ `arguments[i]`. A dictionary would be built (and hashed into) for every member
/// lookup; this shares the argument array.
struct TypeArgumentMap: TypeVariableMap {
    /// Meaningful only when `arguments` is not empty.
    private(set) var owner = TypeSymbolID(-1)
    /// One per type parameter of `owner`, then, for an inner class, those of its generic outer classes; empty for
    /// the empty map.
    private(set) var arguments: [JavaType] = []
    /// Up to two generic outer classes and where their arguments start in `arguments` (inline, so that copies of
    /// the map, made for every method candidate, retain nothing more). Deeper nesting leaves the outermost
    /// classes' variables as they are.
    private var outer1 = TypeSymbolID(-1), outer2 = TypeSymbolID(-1)
    private var start1 = Int32.max, start2 = Int32.max

    init() {}

    init(owner: TypeSymbolID, arguments: [JavaType]) {
        self.owner = owner
        self.arguments = arguments
    }

    /// Notes that `outer`'s arguments start at `start`; false when no room is left.
    mutating func addOuter(_ outer: TypeSymbolID, start: Int) -> Bool {
        if outer1.raw < 0 {
            (outer1, start1) = (outer, Int32(start))
        } else if outer2.raw < 0 {
            (outer2, start2) = (outer, Int32(start))
        } else {
            return false
        }
        return true
    }

    var isEmpty: Bool { arguments.isEmpty }

    subscript(_ v: TypeVariable) -> JavaType? {
        guard case .type(let o) = v.owner, v.index >= 0 else { return nil }
        let start: Int, end: Int
        if o == owner {
            (start, end) = (0, Int(start1))
        } else if o == outer1 {
            (start, end) = (Int(start1), Int(start2))
        } else if o == outer2 {
            (start, end) = (Int(start2), Int.max)
        } else {
            return nil
        }
        let i = start + v.index
        return i < min(end, arguments.count) ? arguments[i] : nil
    }
}
