import JavaSemantics

/// The Swift name of each of the program's methods, where Java's overloads would clash in Swift.
///
/// Java tells `describe(Object)` from `describe(Number)`, but both take `Any?` in Swift ("invalid
/// redeclaration"); and a subclass's new overload `log(Integer)` takes `Int32?`, which Swift reads as an
/// override of the superclass's `log(int)` (an optional parameter accepts what the plain one did). Such a
/// later overload is named after its parameter types (`describeNumber`, `logInteger`). A method that overrides,
/// implements or hides another takes that method's name, so a call through any type of the hierarchy agrees
/// with the declaration; one that overrides a library method keeps its Java name.
struct SwiftMethodNames: Sendable {
    /// A method as Swift sees it: the name it got and its parameters' Swift types.
    private struct Entry {
        var index: Int
        var name: String
        var isStatic: Bool
        var parameters: [JavaType]
        var shapes: [String]
    }

    /// By the method's declaration.
    private var renamed: [SourceRef: String] = [:]
    /// Constructors cannot be renamed: one whose parameters Swift cannot tell from an earlier one's
    /// (`Profile(Object)`, `Profile(Number)`: both `init(_: Any?)`) gets a label on its first parameter instead,
    /// `init(number n: Any?)`, called `Profile(number: n)`. By the constructor's declaration.
    private var labels: [SourceRef: String] = [:]

    /// The argument label of a constructor's first parameter, if its overloads clash in Swift.
    func label(ofConstructor constructor: MethodSymbol) -> String? {
        guard !labels.isEmpty, let ref = constructor.declaration else { return nil }
        return labels[ref]
    }

    init() {}

    /// The Swift name of a method (not yet escaped as an identifier).
    func name(of method: MethodSymbol) -> String {
        guard !renamed.isEmpty, let ref = method.declaration else { return method.name }
        return renamed[ref] ?? method.name
    }

    var isEmpty: Bool { renamed.isEmpty && labels.isEmpty }

    /// Swift names (`name/arity`) that the program declares with more than one list of parameter types: a call
    /// to one of them gives each reference argument its parameter's type, so that Swift picks the overload Java
    /// did (Swift would pass `5` to `describe(_: Any?)` rather than to `describe(_: Int32?)`).
    private var overloaded: Set<String> = []

    /// Constructors beside another of the same arity and label, by declaration.
    private var overloadedConstructors: Set<SourceRef> = []

    func isOverloaded(_ method: MethodSymbol) -> Bool {
        if let ref = method.declaration, overloadedConstructors.contains(ref) { return true }
        return overloaded.contains("\(name(of: method))/\(method.parameterTypes.count)")
    }

    init(program: ProgramTranslator) {
        let symbols = program.model.symbols
        let mapping = TypeMapping(program: program)
        // Supertypes first, so an override finds the name its overridden method already got.
        var order: [TypeSymbolID] = []
        var visited: Set<TypeSymbolID> = []
        func visit(_ id: TypeSymbolID) {
            guard visited.insert(id).inserted else { return }
            for s in Self.programSupertypes(id, symbols) { visit(s) }
            order.append(id)
        }
        for id in program.model.declaredTypes.values.sorted() { visit(id) }

        var entries: [TypeSymbolID: [Entry]] = [:]
        func shape(_ t: JavaType) -> String { SwiftNames.withoutComments(mapping.swiftType(t)) }
        /// The parameters' shapes, a generic method's own type parameters by position: `show<T>(_: T?)` and
        /// `show<N>(_: N?)` are one signature to Swift.
        func shapes(_ m: MethodSymbol) -> [String] {
            let spelled = m.parameterTypes.map(shape)
            guard !m.typeParameters.isEmpty else { return spelled }
            var positions: [Substring: Int] = [:]
            for (i, p) in m.typeParameters.enumerated() { positions[Substring(SwiftNames.identifier(p.name))] = i }
            return spelled.map { text in
                var result = "", word = ""
                func flush() {
                    if let i = positions[Substring(word)] { result += "τ\(i)" } else { result += word }
                    word = ""
                }
                for c in text {
                    if c.isLetter || c.isNumber || c == "_" || c == "`" { word.append(c) } else { flush(); result.append(c) }
                }
                flush()
                return result
            }
        }
        for id in order {
            let supertypes = Self.allProgramSupertypes(id, symbols)
            let selfType = JavaType.declared(id, symbols.typeVariables(of: id).map { .typeVariable($0) })
            var own: [Entry] = []
            var fresh: [(Int, MethodSymbol)] = []
            for (i, m) in symbols[id].methods.enumerated() where m.declaration != nil {
                let entry = Entry(index: i, name: m.name, isStatic: m.isStatic, parameters: m.parameterTypes, shapes: shapes(m))
                if let inherited = Self.overriddenName(m, in: selfType, supertypes: supertypes, entries: entries, symbols) {
                    var e = entry
                    e.name = inherited
                    own.append(e)
                    if inherited != m.name, let ref = m.declaration { renamed[ref] = inherited }
                } else if !m.isStatic, Self.overridesLibraryMethod(m, of: id, symbols) {
                    own.append(entry)
                } else {
                    fresh.append((i, m))
                }
            }
            let superclasses = Set(Self.programSuperclasses(id, symbols))
            let inherited = supertypes.flatMap { s in (entries[s] ?? []).map { (superclass: superclasses.contains(s), entry: $0) } }
            for (i, m) in fresh {
                var entry = Entry(index: i, name: m.name, isStatic: m.isStatic, parameters: m.parameterTypes, shapes: shapes(m))
                func clashes(_ name: String) -> Bool {
                    own.contains { $0.name == name && $0.isStatic == entry.isStatic && $0.shapes == entry.shapes }
                        || inherited.contains { s in
                            s.entry.name == name && s.entry.isStatic == entry.isStatic && s.entry.shapes.count == entry.shapes.count
                                && (s.entry.shapes == entry.shapes
                                    || s.superclass && Self.swiftWouldOverride(entry, s.entry, symbols))
                        }
                }
                if clashes(m.name) {
                    let taken = Self.memberNames(id, supertypes, symbols)
                    let base = m.name + m.parameterTypes.map { Self.suffix($0, symbols) }.joined()
                    var name = base, n = 2
                    while clashes(name) || taken.contains(name) {
                        name = base + String(n)
                        n += 1
                    }
                    entry.name = name
                    if let ref = m.declaration { renamed[ref] = name }
                }
                own.append(entry)
            }
            entries[id] = own
            var constructors: [(shapes: [String], label: String?)] = []
            for c in symbols[id].constructors where c.declaration != nil {
                let cshapes = shapes(c)
                var label: String? = nil
                if let first = c.parameterTypes.first, constructors.contains(where: { $0.shapes == cshapes && $0.label == nil }) {
                    let word = Self.suffix(first, symbols)
                    let base = word.prefix(1).lowercased() + word.dropFirst()
                    var candidate = base, n = 2
                    while constructors.contains(where: { $0.shapes == cshapes && $0.label == candidate }) {
                        candidate = base + String(n)
                        n += 1
                    }
                    label = candidate
                    if let ref = c.declaration { labels[ref] = candidate }
                }
                constructors.append((cshapes, label))
            }
            let declared = symbols[id].constructors.filter { $0.declaration != nil }
            for c in declared where declared.contains(where: { d in
                d.declaration != c.declaration && d.parameterTypes.count == c.parameterTypes.count
                    && label(ofConstructor: d) == label(ofConstructor: c)
            }) {
                if let ref = c.declaration { overloadedConstructors.insert(ref) }
            }
        }
        var shapes: [String: Set<[String]>] = [:]
        for e in entries.values.joined() { shapes["\(e.name)/\(e.shapes.count)", default: []].insert(e.shapes) }
        overloaded = Set(shapes.filter { $0.value.count > 1 }.keys)
    }

    /// The name already given to the program method that `m` overrides, implements or (static) hides.
    private static func overriddenName(_ m: MethodSymbol, in selfType: JavaType, supertypes: [TypeSymbolID],
                                       entries: [TypeSymbolID: [Entry]], _ symbols: SymbolTable) -> String? {
        let erased = m.parameterTypes.map { symbols.erasure($0) }
        for s in supertypes {
            guard let candidates = entries[s] else { continue }
            var arguments: [JavaType] = []
            if case .declared(_, let args)? = symbols.asSuper(selfType, s) { arguments = args }
            // A private method is not inherited, so neither overridden nor hidden: the other one is new (and, both
            // being visible in the file to Swift, is named apart from it).
            for e in candidates where symbols[s].methods[e.index].name == m.name && e.isStatic == m.isStatic && e.parameters.count == erased.count
                && !symbols[s].methods[e.index].modifiers.contains(.private) {
                let seen = e.parameters.map { symbols.erasure(substitute($0, owner: s, arguments)) }
                if seen == erased { return e.name }
            }
        }
        return nil
    }

    /// `t` with `owner`'s type variables replaced by `arguments` (as seen from a subtype); other type variables (a
    /// generic method's own) stay.
    static func substitute(_ t: JavaType, owner: TypeSymbolID, _ arguments: [JavaType]) -> JavaType {
        switch t {
        case .typeVariable(let v):
            if case .type(owner) = v.owner, v.index < arguments.count { return arguments[v.index] }
            return t
        case .declared(let id, let args): return args.isEmpty ? t : .declared(id, args.map { substitute($0, owner: owner, arguments) })
        case .array(let e): return .array(substitute(e, owner: owner, arguments))
        case .wildcard(.extends(let b)): return .wildcard(.extends(substitute(b, owner: owner, arguments)))
        case .wildcard(.super(let b)): return .wildcard(.super(substitute(b, owner: owner, arguments)))
        default: return t
        }
    }

    /// Whether a library supertype (Object included) has an instance method of this name and arity: the method
    /// overrides or implements it, and its name is the library's.
    private static func overridesLibraryMethod(_ m: MethodSymbol, of id: TypeSymbolID, _ symbols: SymbolTable) -> Bool {
        var stack = [id]
        var seen: Set<TypeSymbolID> = []
        if case .declared(let object, _) = symbols.object { stack.append(object) }
        while let c = stack.popLast() {
            guard seen.insert(c).inserted else { continue }
            if symbols[c].declaration == nil,
               symbols[c].methods.contains(where: { $0.name == m.name && !$0.isStatic && $0.parameterTypes.count == m.parameterTypes.count }) {
                return true
            }
            if case .declared(let s, _)? = symbols[c].superclass { stack.append(s) }
            for case .declared(let i, _) in symbols[c].interfaces { stack.append(i) }
        }
        return false
    }

    /// Whether Swift would take `sub` (declared in a subclass) for an override of `base`: each parameter
    /// accepts what the base's does (the same type, its optional, `Any?`, or a superclass of it).
    private static func swiftWouldOverride(_ sub: Entry, _ base: Entry, _ symbols: SymbolTable) -> Bool {
        zip(sub.shapes.indices, sub.shapes).allSatisfy { i, shape in
            let other = base.shapes[i]
            if shape == other || shape == "Any?" || shape == other + "?" { return true }
            guard case .declared(let a, _) = sub.parameters[i], case .declared(let b, _) = base.parameters[i],
                  symbols[a].declaration != nil, symbols[b].declaration != nil else { return false }
            return programSuperclasses(b, symbols).contains(a)
        }
    }

    /// `Number`, `Int`, `StringArray`: a parameter type as part of a method name.
    private static func suffix(_ t: JavaType, _ symbols: SymbolTable) -> String {
        switch t {
        case .primitive(let p): return p.name.prefix(1).uppercased() + p.name.dropFirst()
        case .declared(let id, _): return symbols[id].simpleName
        case .array(let e): return suffix(e, symbols) + "Array"
        case .typeVariable(let v): return v.name
        default: return "Value"
        }
    }

    /// Method and field names of the type and its supertypes, which a new name must not take.
    private static func memberNames(_ id: TypeSymbolID, _ supertypes: [TypeSymbolID], _ symbols: SymbolTable) -> Set<String> {
        var names: Set<String> = []
        for c in [id] + supertypes {
            for m in symbols[c].methods { names.insert(m.name) }
            for f in symbols[c].fields { names.insert(f.name) }
        }
        return names
    }

    /// The program's direct supertypes of `id`.
    private static func programSupertypes(_ id: TypeSymbolID, _ symbols: SymbolTable) -> [TypeSymbolID] {
        var result: [TypeSymbolID] = []
        if case .declared(let s, _)? = symbols[id].superclass, symbols[s].declaration != nil { result.append(s) }
        for case .declared(let i, _) in symbols[id].interfaces where symbols[i].declaration != nil { result.append(i) }
        return result
    }

    /// All the program's supertypes of `id`, nearest first.
    private static func allProgramSupertypes(_ id: TypeSymbolID, _ symbols: SymbolTable) -> [TypeSymbolID] {
        var result: [TypeSymbolID] = []
        var seen: Set<TypeSymbolID> = [id]
        var queue = programSupertypes(id, symbols)
        var next = 0
        while next < queue.count {
            let s = queue[next]
            next += 1
            guard seen.insert(s).inserted else { continue }
            result.append(s)
            queue.append(contentsOf: programSupertypes(s, symbols))
        }
        return result
    }

    /// The program's superclasses of `id`, nearest first.
    private static func programSuperclasses(_ id: TypeSymbolID, _ symbols: SymbolTable) -> [TypeSymbolID] {
        var result: [TypeSymbolID] = []
        var current = symbols[id].superclass
        while case .declared(let s, _)? = current, symbols[s].declaration != nil, !result.contains(s), result.count < 64 {
            result.append(s)
            current = symbols[s].superclass
        }
        return result
    }
}
