import JavaSyntax

/// Enters the sources' declarations into the symbol table: first every type (including member, local
/// and anonymous classes) by name, then supertypes, then members with resolved signatures.
struct DeclarationCollector {
    var symbols: SymbolTable
    let trees: [SyntaxTree]
    /// Each file's imports: read while the types are declared, resolved once they all are.
    var imports: [ImportContext] = []
    /// Each file's package name.
    var packageNames: [String] = []
    var unresolved: [UnresolvedName] = []
    /// Declaration node (class/interface/…/anonymous body owner) → symbol.
    var declared: [SourceRef: TypeSymbolID] = [:]
    /// Every source type with the scope its signatures are resolved in.
    var pending: [(id: TypeSymbolID, scope: TypeScope)] = []
    /// Per entry of `pending`: the supertype names its last supertype pass left unresolved, for the report.
    var unresolvedSupertypes: [[UnresolvedName]] = []
    /// Index in `pending` of each type's first entry (filled for constant folding).
    var firstPending: [TypeSymbolID: Int] = [:]
    /// javac's numbering of local and anonymous classes: per enclosing class and simple name, in source order
    /// (`Outer$1`, `Outer$2`, `Outer$1Box`; `Outer$Member$1`). Keyed by the enclosing binary name and the name.
    var localClassIndexes: [String: Int] = [:]
    /// First tokens of the current file's type declarations and anonymous class bodies, ascending; nil when the
    /// file has syntax errors (then every member is searched).
    var localTypeStarts: [UInt32]? = nil
    /// `Report<Row> r = new Report<>() { … }`: the declared type of the variable an anonymous class with a diamond
    /// initializes, by the `new` expression (javac infers the class's type arguments from it, JLS §15.9.3).
    var diamondTargets: [SourceRef: NodeID] = [:]
    /// Each file's empty attribution, made on the other core while this one works alone (see `BlankResults`).
    var blankResults: BlankResults? = nil
    /// What every thread's cache learns about the final hierarchy, from pass 2b on (attribution shares it too).
    let shared = SharedHierarchy()
    /// Threads for the passes that run in parallel.
    let jobs: Int
    /// How long each step of `run` took, in order (for `j2swift types --timings`).
    var stepTimes = StepTimes()

    init(symbols: SymbolTable, trees: [SyntaxTree], jobs: Int = 1) {
        self.symbols = symbols
        self.trees = trees
        self.jobs = jobs
    }

    mutating func run() {
        // Pure functions of each tree: worked out on all threads ahead of the serial pass that uses them.
        let trees = self.trees
        let fileFacts = Concurrent.map(count: trees.count, jobs: jobs, perThread: {}) { _, i in
            (Self.localTypeStarts(trees[i]), ImportContext.packageName(of: trees[i]))
        }
        let allLocalTypeStarts = fileFacts.map(\.0)
        packageNames = fileFacts.map(\.1)
        stepTimes.lap("local class positions and packages found")
        // Declaring the types needs only each file's package: the imports are read on the other threads meanwhile.
        let jobs = self.jobs
        let importsRead: BackgroundWork<[ImportContext]>? = jobs > 1 ? BackgroundWork {
            Concurrent.map(count: trees.count, jobs: jobs - 1, perThread: {}) { _, i in ImportContext(tree: trees[i]) }
        } : nil
        // Every type declaration and anonymous class body starts at one of those positions: the tables grow once.
        let expectedTypes = allLocalTypeStarts.reduce(0) { $0 + ($1?.count ?? 0) }
        symbols.reserveCapacity(forAdded: expectedTypes)
        declared.reserveCapacity(expectedTypes)
        pending.reserveCapacity(expectedTypes)
        for (file, tree) in trees.enumerated() {
            localTypeStarts = allLocalTypeStarts[file]
            // The imports are filled in once read and resolved (`resolveImports`).
            let scope = TypeScope(file: file, imports: ImportContext(), enclosingTypes: [])
            for decl in tree.list(tree.root, Slot.CompilationUnit.types) {
                declareType(decl, file: file, tree: tree, enclosing: nil, scope: scope)
            }
        }
        imports = importsRead?.result() ?? trees.map { ImportContext(tree: $0) }
        if jobs > 1 {
            blankResults = BlankResults(trees: trees)
            blankResults?.resume()
        }
        stepTimes.lap(importsRead == nil ? "types declared, then imports read" : "types declared (serial), imports read beside")
        resolveImports()
        stepTimes.lap("imports resolved")
        // Supertypes first (member-type lookup through supertypes needs them), twice so that a type whose
        // supertype names a member type inherited from a later-declared type also settles. What the second pass
        // leaves unresolved is what the report lists (resolving them a third time for it cost as much as a pass).
        _ = resolveAllSupertypes()
        unresolvedSupertypes = resolveAllSupertypes()
        cutInheritanceCycles()
        stepTimes.lap("supertypes, two passes (serial)")
        // The empty attributions are made on the spare core only while this one works alone.
        blankResults?.pause()
        resolveAllMembers()
        stepTimes.lap("member signatures")
        blankResults?.resume()
        symbols.indexMemberNames(of: pending.lazy.map(\.id))
        blankResults?.pause()
        stepTimes.lap("member names indexed (serial)")
        foldFieldConstants()
        stepTimes.lap("field constants folded")
    }

    /// Every type is declared: each file's imports are looked up once, for all the resolving that follows.
    /// (A function of its own, so that its copy of the table is released before the table is written again.)
    mutating func resolveImports() {
        let declaredSymbols = symbols
        let contexts = imports
        imports = Concurrent.map(count: contexts.count, jobs: jobs, perThread: {}) { _, i in
            var context = contexts[i]
            context.resolve(in: declaredSymbols)
            return context
        }
        for i in pending.indices { pending[i].scope.imports = imports[pending[i].scope.file] }
    }

    /// Pass 2b for every source type, on `jobs` threads. A type's member signatures depend only on names,
    /// supertypes and member types, all final by now, so each type is worked out from the same snapshot of
    /// the table and written back afterwards. Unresolved names keep the order of a serial run.
    mutating func resolveAllMembers() {
        // A second source declaration of a name shares the first's symbol: its entries are resolved in order, together.
        var taskOf: [TypeSymbolID: Int] = [:]
        var groups: [[Int]] = []
        for i in pending.indices {
            // By index: binding the entry would copy its scope (with the file's imports) for an ID.
            let id = pending[i].id
            if let t = taskOf[id] {
                groups[t].append(i)
            } else {
                taskOf[id] = groups.count
                groups.append([i])
            }
        }
        let results = memberSignatures(tasks: groups)
        var unresolvedByEntry = [[UnresolvedName]](repeating: [], count: pending.count)
        for (t, (symbol, reported)) in results.enumerated() {
            symbols[symbol.id] = symbol
            for (i, names) in zip(groups[t], reported) { unresolvedByEntry[i] = names }
        }
        for names in unresolvedByEntry { unresolved.append(contentsOf: names) }
    }

    /// The resolved symbol of each task's type, with what each of its entries reported. A function of its own:
    /// the workers' snapshot of the table is released when it returns, so writing the results back does not copy
    /// the whole table.
    func memberSignatures(tasks: [[Int]]) -> [(TypeSymbol, [[UnresolvedName]])] {
        let snapshot = symbols
        let trees = self.trees
        let pending = self.pending
        let unresolvedSupertypes = self.unresolvedSupertypes
        let shared = self.shared
        return Concurrent.map(count: tasks.count, jobs: jobs, perThread: {
            MemberSignatures(symbols: snapshot, trees: trees, resolver: TypeResolver(symbols: snapshot, cache: HierarchyCache(shared: shared)))
        }) { worker, t in
            let id = pending[tasks[t][0]].id
            var symbol = snapshot[id]
            var reported: [[UnresolvedName]] = []
            for i in tasks[t] {
                worker.unresolved = unresolvedSupertypes[i]
                worker.resolveMembers(id, scope: pending[i].scope, into: &symbol)
                reported.append(worker.unresolved)
            }
            return (symbol, reported)
        }
    }

    // MARK: Pass 1: names

    static func typeKind(_ k: NodeKind) -> TypeKind? {
        switch k {
        case .classDecl: return .class
        case .interfaceDecl: return .interface
        case .enumDecl: return .enum
        case .recordDecl: return .record
        case .annotationTypeDecl: return .annotation
        default: return nil
        }
    }

    /// Declares a named type and, recursively, its member types and the local and anonymous classes in
    /// its bodies (named as javac names them: `localBinaryName`).
    /// `tree` is `trees[file]`.
    mutating func declareType(_ decl: NodeID, file: Int, tree: SyntaxTree, enclosing: TypeSymbolID?, scope: TypeScope) {
        guard let kind = Self.typeKind(tree.kind(decl)) else { return }
        let name = tree.name(decl)
        let modifiers = tree.modifiers(tree.child(decl, 0))
        let packageName = packageNames[file]
        let id: TypeSymbolID
        if let outer = enclosing {
            id = symbols.declare(kind: kind, packageName: packageName, simpleName: name,
                                 qualifiedName: symbols[outer].qualifiedName + "." + name, enclosing: outer,
                                 modifiers: modifiers, declaration: SourceRef(file: file, node: decl))
        } else {
            id = symbols.declare(kind: kind, packageName: packageName, simpleName: name,
                                 qualifiedName: packageName.isEmpty ? name : packageName + "." + name, enclosing: nil,
                                 modifiers: modifiers, declaration: SourceRef(file: file, node: decl))
        }
        declared[SourceRef(file: file, node: decl)] = id
        var inner = scope
        inner.enclosingTypes.insert(id, at: 0)
        pending.append((id, inner))
        if kind == .enum {
            for constant in tree.list(decl, Slot.Enum.constants) {
                symbols[id].enumConstants.append(tree.name(constant))
                let body = tree.child(constant, Slot.EnumConstant.body)
                if !body.isNone {
                    declareAnonymous(owner: constant, body: body, file: file, tree: tree, enclosing: id, scope: inner)
                }
                scanForLocalTypes(tree.child(constant, Slot.EnumConstant.arguments), file: file, tree: tree, enclosing: id, scope: inner)
            }
        }
        declareMembers(members(of: decl, in: tree), file: file, tree: tree, enclosing: id, scope: inner)
    }

    /// Member types, and local and anonymous classes inside member bodies. Classes inside a generic method
    /// see its type variables; a declared method's index is its position among the declared methods (implicit
    /// members are appended after them in pass 2, so these indices stay valid).
    /// Only the members holding one of the file's class starts (`localTypeStarts`) are visited, found by a binary
    /// search per start: reading every member's node, one cold cache line after another, was most of this pass.
    mutating func declareMembers(_ list: ArraySlice<NodeID>, file: Int, tree: SyntaxTree, enclosing id: TypeSymbolID, scope: TypeScope) {
        guard let starts = localTypeStarts, let firstMember = list.first, let lastMember = list.last else {
            for position in list.indices { declareMember(at: position, of: list, file: file, tree: tree, enclosing: id, scope: scope) }
            return
        }
        let end = tree[lastMember].lastToken
        var next = Self.firstIndex(in: starts, atOrAfter: tree[firstMember].firstToken)
        var searchFrom = list.startIndex
        while next < starts.count && starts[next] <= end {
            let start = starts[next]
            // The last member starting at or before `start`; it holds `start` unless `start` falls between members.
            var low = searchFrom, high = list.endIndex
            while low < high {
                let mid = (low + high) / 2
                if tree[list[mid]].firstToken <= start { low = mid + 1 } else { high = mid }
            }
            let position = low - 1
            guard position >= searchFrom else {
                next += 1
                continue
            }
            let member = tree[list[position]]
            if start <= member.lastToken {
                declareMember(at: position, of: list, file: file, tree: tree, enclosing: id, scope: scope)
                // Every start inside this member was dealt with by it.
                next = Self.firstIndex(in: starts, atOrAfter: member.lastToken + 1)
                searchFrom = position + 1
            } else {
                next += 1
            }
        }
    }

    /// The member at `position` of `list`: a member type is declared; a member that may hold local or anonymous
    /// classes is scanned for them.
    mutating func declareMember(at position: Int, of list: ArraySlice<NodeID>, file: Int, tree: SyntaxTree, enclosing id: TypeSymbolID,
                                scope: TypeScope) {
        let member = list[position]
        let kind = tree.kind(member)
        if Self.typeKind(kind) != nil {
            declareType(member, file: file, tree: tree, enclosing: id, scope: scope)
            return
        }
        if kind == .methodDecl || kind == .constructorDecl {
            let isConstructor = kind == .constructorDecl
            let typeParameters = tree.child(member, isConstructor ? Slot.Constructor.typeParameters : Slot.Method.typeParameters)
            if !typeParameters.isNone {
                // Only a generic method's body needs a scope of its own (a copy, with its imports, per member otherwise).
                // Its index: how many methods (or constructors) come before it.
                let index = list[list.startIndex..<position].reduce(0) { $0 + (tree.kind($1) == kind ? 1 : 0) }
                var memberScope = scope
                for (i, p) in tree.children(typeParameters).enumerated() {
                    memberScope.typeVariables.append(TypeVariable(owner: isConstructor ? .constructor(id, index) : .method(id, index), index: i, name: tree.name(p)))
                }
                scanForLocalTypes(member, file: file, tree: tree, enclosing: id, scope: memberScope)
                return
            }
        }
        scanForLocalTypes(member, file: file, tree: tree, enclosing: id, scope: scope)
    }

    /// The index of the first of `starts` (ascending) at or after `token`.
    static func firstIndex(in starts: [UInt32], atOrAfter token: UInt32) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < token { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func members(of decl: NodeID, in tree: SyntaxTree) -> ArraySlice<NodeID> { Self.members(of: decl, in: tree) }

    static func members(of decl: NodeID, in tree: SyntaxTree) -> ArraySlice<NodeID> {
        switch tree.kind(decl) {
        case .classDecl: return tree.list(decl, Slot.Class.members)
        case .interfaceDecl: return tree.list(decl, Slot.Interface.members)
        case .enumDecl: return tree.list(decl, Slot.Enum.members)
        case .recordDecl: return tree.list(decl, Slot.Record.members)
        case .annotationTypeDecl: return tree.list(decl, Slot.AnnotationType.members)
        default: return []
        }
    }

    /// Where a local or anonymous class may start: a member's tokens hold one only if one of these falls in
    /// its range, so most method bodies need not be walked. Nil for a file with syntax errors (its tree may hold
    /// declarations the parser recovered into anywhere).
    static func localTypeStarts(_ tree: SyntaxTree) -> [UInt32]? {
        tree.diagnostics.isEmpty ? tree.typeDeclarationStarts : nil
    }

    func mayContainLocalTypes(_ node: NodeID, in tree: SyntaxTree) -> Bool {
        guard let starts = localTypeStarts else { return true }
        let n = tree[node]
        let first = Self.firstIndex(in: starts, atOrAfter: n.firstToken)
        return first < starts.count && starts[first] <= n.lastToken
    }

    /// Finds local class declarations and anonymous class bodies inside a member or expression. A local class is
    /// in scope for the rest of its block (JLS §6.3): the classes declared after it in that block, anonymous ones
    /// included, resolve their supertypes and signatures with it among `localTypes`.
    mutating func scanForLocalTypes(_ node: NodeID, file: Int, tree: SyntaxTree, enclosing: TypeSymbolID, scope: TypeScope) {
        if node.isNone { return }
        if !mayContainLocalTypes(node, in: tree) { return }
        // Per node to visit, the scope it is in: an index into `scopes`. A block (or switch group) gets a scope of
        // its own, which the local classes among its statements are added to as they are met; the statements
        // after them, visited later, share it.
        var scopes = [scope]
        var stack: [(node: NodeID, scope: Int)] = [(node, 0)]
        while let (n, s) = stack.popLast() {
            if n.isNone { continue }
            let k = tree.kind(n)
            if n != node, let kind = Self.typeKind(k) {
                let name = tree.name(n)
                let id = symbols.declareLocal(kind: kind, packageName: packageNames[file], simpleName: name,
                                              qualifiedName: localBinaryName(enclosing: enclosing, name: name), enclosing: enclosing,
                                              modifiers: tree.modifiers(tree.child(n, 0)), declaration: SourceRef(file: file, node: n),
                                              anonymous: false)
                declared[SourceRef(file: file, node: n)] = id
                scopes[s].localTypes[name] = id
                var inner = scopes[s]
                inner.enclosingTypes.insert(id, at: 0)
                pending.append((id, inner))
                declareMembers(members(of: n, in: tree), file: file, tree: tree, enclosing: id, scope: inner)
                continue
            }
            if k == .localVarDecl || k == .fieldDecl {
                let typeNode = tree.child(n, k == .fieldDecl ? Slot.Field.type : Slot.LocalVarDecl.type)
                for declarator in tree.list(n, k == .fieldDecl ? Slot.Field.declarators : Slot.LocalVarDecl.declarators) {
                    let value = tree.child(declarator, Slot.VariableDeclarator.initializer)
                    if !value.isNone, tree.kind(value) == .newClass, Self.isAnonymousDiamond(value, in: tree) {
                        diamondTargets[SourceRef(file: file, node: value)] = typeNode
                    }
                }
            }
            if k == .newClass {
                let body = tree.child(n, Slot.NewClass.body)
                if !body.isNone {
                    declareAnonymous(owner: n, body: body, file: file, tree: tree, enclosing: enclosing, scope: scopes[s])
                    // Arguments and the outer expression are evaluated outside the anonymous body.
                    stack.append((tree.child(n, Slot.NewClass.outer), s))
                    stack.append((tree.child(n, Slot.NewClass.arguments), s))
                    continue
                }
            }
            var childScope = s
            if k == .block || k == .switchCase {
                scopes.append(scopes[s])
                childScope = scopes.count - 1
            }
            for child in tree.children(n).reversed() { stack.append((child, childScope)) }
        }
    }

    /// The next binary name javac gives a local class `name` (empty: anonymous) directly inside `enclosing`.
    mutating func localBinaryName(enclosing: TypeSymbolID, name: String) -> String {
        let outer = symbols.binaryName(of: enclosing)
        let key = outer + "/" + name
        let index = (localClassIndexes[key] ?? 0) + 1
        localClassIndexes[key] = index
        return "\(outer)$\(index)\(name)"
    }

    mutating func declareAnonymous(owner: NodeID, body: NodeID, file: Int, tree: SyntaxTree, enclosing: TypeSymbolID, scope: TypeScope) {
        let id = symbols.declareLocal(kind: .class, packageName: packageNames[file], simpleName: "",
                                      qualifiedName: localBinaryName(enclosing: enclosing, name: ""), enclosing: enclosing,
                                      modifiers: [.final], declaration: SourceRef(file: file, node: owner), anonymous: true)
        declared[SourceRef(file: file, node: owner)] = id
        var inner = scope
        inner.enclosingTypes.insert(id, at: 0)
        pending.append((id, inner))
        declareMembers(tree.children(body), file: file, tree: tree, enclosing: id, scope: inner)
    }

    // MARK: Pass 2: supertypes and members

    /// One supertype pass over every entry of `pending`: per entry, the supertype names it left unresolved.
    mutating func resolveAllSupertypes() -> [[UnresolvedName]] {
        var result: [[UnresolvedName]] = []
        result.reserveCapacity(pending.count)
        for (id, scope) in pending {
            guard let ref = symbols[id].declaration else {
                result.append([])
                continue
            }
            result.append(resolveSupertypes(id, declaration: ref.node, tree: trees[ref.file], scope: scope))
        }
        return result
    }

    /// Returns the supertype names (not bounds) that did not resolve. `tree` holds `declaration`.
    mutating func resolveSupertypes(_ id: TypeSymbolID, declaration decl: NodeID, tree: SyntaxTree, scope: TypeScope) -> [UnresolvedName] {
        var typeParameterList = NodeID.none
        switch tree.kind(decl) {
        case .classDecl: typeParameterList = tree.child(decl, Slot.Class.typeParameters)
        case .interfaceDecl: typeParameterList = tree.child(decl, Slot.Interface.typeParameters)
        case .recordDecl: typeParameterList = tree.child(decl, Slot.Record.typeParameters)
        default: break
        }
        // Names first, so bounds and supertypes can mention the type's own variables.
        if !typeParameterList.isNone && symbols[id].typeParameters.isEmpty {
            symbols[id].typeParameters = tree.children(typeParameterList).map { TypeParameterSymbol(name: tree.name($0), bounds: []) }
        }
        // The resolver holds a copy of the table: compute everything, let it go, then write (no copy-on-write).
        let (bounds, superclass, interfaces, unresolved) = supertypes(of: decl, id: id, typeParameterList: typeParameterList, tree: tree, scope: scope)
        for (i, b) in bounds.enumerated() where i < symbols[id].typeParameters.count {
            symbols[id].typeParameters[i].bounds = b
        }
        symbols[id].superclass = superclass
        symbols[id].interfaces = interfaces
        return unresolved
    }

    /// Invalid input (`class A extends B {}  class B extends A {}`, javac's "cyclic inheritance"): the edge that
    /// closes a cycle is cut, so every walk up a hierarchy ends, and reported where the supertype is written.
    mutating func cutInheritanceCycles() {
        var state: [TypeSymbolID: Bool] = [:]  // false: on the current path; true: done
        func supertypeNodes(_ id: TypeSymbolID) -> [NodeID] {
            guard let ref = symbols[id].declaration else { return [] }
            let tree = trees[ref.file]
            switch tree.kind(ref.node) {
            case .classDecl: return [tree.child(ref.node, Slot.Class.superclass)] + Array(tree.list(ref.node, Slot.Class.interfaces))
            case .interfaceDecl: return Array(tree.list(ref.node, Slot.Interface.interfaces))
            default: return []
            }
        }
        func visit(_ id: TypeSymbolID) {
            state[id] = false
            var supers: [(TypeSymbolID, isSuperclass: Bool, index: Int)] = []
            if case .declared(let s, _)? = symbols[id].superclass { supers.append((s, true, 0)) }
            for (i, t) in symbols[id].interfaces.enumerated() { if case .declared(let s, _) = t { supers.append((s, false, i)) } }
            var cut: [Int] = []
            for (s, isSuperclass, index) in supers {
                guard symbols[s].declaration != nil else { continue }
                if state[s] == false {
                    let nodes = supertypeNodes(id)
                    let written = isSuperclass ? nodes.first : nodes.dropFirst(symbols[id].kind == .interface ? 0 : 1).dropFirst(index).first
                    if let ref = symbols[id].declaration, let node = written, !node.isNone {
                        unresolved.append(UnresolvedName(file: ref.file, offset: trees[ref.file].range(node).lowerBound,
                                                         name: symbols[id].simpleName, kind: .cyclicInheritance))
                    }
                    if isSuperclass { symbols[id].superclass = symbols.object } else { cut.append(index) }
                } else if state[s] == nil {
                    visit(s)
                }
            }
            for i in cut.reversed() { symbols[id].interfaces.remove(at: i) }
            state[id] = true
        }
        for i in pending.indices where state[pending[i].id] == nil { visit(pending[i].id) }
    }

    /// `new Report<>() { … }`: an anonymous class with a diamond.
    static func isAnonymousDiamond(_ e: NodeID, in tree: SyntaxTree) -> Bool {
        !tree.child(e, Slot.NewClass.body).isNone && hasDiamond(e, in: tree)
    }

    /// `new C<>…`: class instance creation `e` writes empty type arguments.
    static func hasDiamond(_ e: NodeID, in tree: SyntaxTree) -> Bool {
        let typeNode = tree.child(e, Slot.NewClass.type)
        guard tree.kind(typeNode) == .classType else { return false }
        let typeArgs = tree.child(typeNode, Slot.ClassType.typeArguments)
        return !typeArgs.isNone && tree.children(typeArgs).isEmpty
    }

    /// The class an anonymous `outer.new Slider(…) { … }` extends. Java looks `Slider` up among the members of the
    /// outer expression's type (JLS §15.9.1), which attribution alone knows; the program's one inner class of that
    /// name is it (none, or several: nil, and the name resolves in scope as usual).
    func qualifiedInnerClass(_ typeNode: NodeID, tree: SyntaxTree) -> JavaType? {
        guard tree.kind(typeNode) == .classType, tree.child(typeNode, Slot.ClassType.outer).isNone,
              tree.child(typeNode, Slot.ClassType.typeArguments).isNone else { return nil }
        let name = tree.name(typeNode)
        var found: TypeSymbolID? = nil
        for entry in pending {
            guard let member = symbols[entry.id].memberTypes[name], symbols[member].kind == .class,
                  !symbols[member].modifiers.contains(.static), found != member else { continue }
            if found != nil { return nil }
            found = member
        }
        return found.map { .declared($0, []) }
    }

    /// Bounds, superclass and interfaces, and the supertype names (not bounds) that did not resolve.
    func supertypes(of decl: NodeID, id: TypeSymbolID, typeParameterList: NodeID, tree: SyntaxTree, scope: TypeScope)
        -> ([[JavaType]], JavaType?, [JavaType], [UnresolvedName]) {
        var ignored: [UnresolvedName] = []
        var unresolved: [UnresolvedName] = []
        let r = TypeResolver(symbols: symbols)
        // The header (type parameter bounds, `extends`, `implements`) is outside the class body, where the class's
        // own and inherited members are not in scope (JLS §6.3); its type parameters are. `SpeciesData` in
        // `class Specializer extends ClassSpecializer<…, SpeciesData>` is the outer class's, not the inherited one.
        var scope = scope
        if scope.enclosingTypes.first == id {
            scope.enclosingTypes.removeFirst()
            scope.typeVariables += symbols[id].typeParameters.enumerated().map {
                TypeVariable(owner: .type(id), index: $0.offset, name: $0.element.name)
            }
        }
        let bounds: [[JavaType]] = typeParameterList.isNone ? [] : tree.children(typeParameterList).map {
            tree.list($0, Slot.TypeParameter.bounds).map { r.resolve($0, in: tree, scope: scope, unresolved: &ignored) }
        }
        func resolve(_ n: NodeID) -> JavaType { r.resolve(n, in: tree, scope: scope, unresolved: &unresolved) }
        switch tree.kind(decl) {
        case .classDecl:
            let sup = tree.child(decl, Slot.Class.superclass)
            // `java.lang.Object` itself, when the sources declare it, has no superclass (JLS §8.1.4): not itself,
            // which would make every walk up the superclass chain endless.
            let superclass: JavaType? = sup.isNone ? (id == symbols.objectID ? nil : symbols.object) : resolve(sup)
            return (bounds, superclass, tree.list(decl, Slot.Class.interfaces).map(resolve), unresolved)
        case .interfaceDecl:
            return (bounds, nil, tree.list(decl, Slot.Interface.interfaces).map(resolve), unresolved)
        case .enumDecl:
            return (bounds, symbols.named("java.lang.Enum", [.declared(id, [])]), tree.list(decl, Slot.Enum.interfaces).map(resolve), unresolved)
        case .recordDecl:
            return (bounds, symbols.named("java.lang.Record"), tree.list(decl, Slot.Record.interfaces).map(resolve), unresolved)
        case .annotationTypeDecl:
            return (bounds, nil, [symbols.named("java.lang.annotation.Annotation")], [])
        case .newClass:
            // Anonymous: the named type is the superclass, or the one interface (then Object is the superclass).
            let typeNode = tree.child(decl, Slot.NewClass.type)
            var named = tree.child(decl, Slot.NewClass.outer).isNone ? resolve(typeNode) : qualifiedInnerClass(typeNode, tree: tree) ?? resolve(typeNode)
            // `Report<Row> r = new Report<>() { … }`: the arguments of the variable's type, when it names the same class.
            if let ref = symbols[id].declaration, let target = diamondTargets[ref], case .declared(let c, _) = named,
               case .declared(c, let arguments) = r.resolve(target, in: tree, scope: scope, unresolved: &ignored), !arguments.isEmpty,
               !arguments.contains(where: \.isWildcard) {
                named = .declared(c, arguments)
            }
            if case .declared(let sid, _) = named, symbols.isInterface(sid) { return (bounds, symbols.object, [named], unresolved) }
            return (bounds, named, [], unresolved)
        case .enumConstant:
            return (bounds, symbols[id].enclosing.map { .declared($0, []) }, [], [])
        default:
            return (bounds, symbols[id].superclass, symbols[id].interfaces, [])
        }
    }
}

/// Pass 2b for one type: member signatures, resolved against a read-only table (see `resolveAllMembers`).
struct MemberSignatures {
    let symbols: SymbolTable
    let trees: [SyntaxTree]
    let resolver: TypeResolver
    var unresolved: [UnresolvedName] = []

    /// `tree` is `trees[file]`.
    mutating func resolveType(_ node: NodeID, in tree: SyntaxTree, scope: TypeScope) -> JavaType {
        resolver.resolve(node, in: tree, scope: scope, unresolved: &unresolved)
    }

    func members(of decl: NodeID, in tree: SyntaxTree) -> ArraySlice<NodeID> {
        DeclarationCollector.members(of: decl, in: tree)
    }

    /// Adds the fields, methods and constructors of source type `id` (as `symbol`) with resolved signatures.
    mutating func resolveMembers(_ id: TypeSymbolID, scope: TypeScope, into symbol: inout TypeSymbol) {
        guard let ref = symbol.declaration else { return }
        let file = ref.file
        let tree = trees[file]
        let decl = ref.node
        let isInterface = symbol.kind == .interface || symbol.kind == .annotation
        let bodyMembers: ArraySlice<NodeID>
        switch tree.kind(decl) {
        case .newClass: bodyMembers = tree.list(decl, Slot.NewClass.body)
        case .enumConstant: bodyMembers = tree.list(decl, Slot.EnumConstant.body)
        default: bodyMembers = members(of: decl, in: tree)
        }
        if symbol.kind == .enum {
            let selfType = JavaType.declared(id, [])
            for constant in tree.list(decl, Slot.Enum.constants) {
                symbol.fields.append(FieldSymbol(name: tree.name(constant), type: selfType, modifiers: [.public, .static, .final],
                                                 constantValue: nil, declaration: SourceRef(file: file, node: constant)))
            }
        }
        var recordAccessors: [MethodSymbol] = []
        if symbol.kind == .record {
            for component in tree.list(decl, Slot.Record.components) {
                var t = resolveType(tree.child(component, Slot.Parameter.type), in: tree, scope: scope)
                if tree[component].flags & ParameterFlags.varargs != 0 { t = .array(t) }
                let name = tree.name(component)
                symbol.fields.append(FieldSymbol(name: name, type: t, modifiers: [.private, .final], constantValue: nil,
                                                 declaration: SourceRef(file: file, node: component)))
                recordAccessors.append(MethodSymbol(name: name, typeParameters: [], parameterTypes: [], isVarargs: false, returnType: t,
                                                    thrownTypes: [], modifiers: [.public], declaration: SourceRef(file: file, node: component)))
            }
        }
        var declaredConstructor = false
        for member in bodyMembers {
            switch tree.kind(member) {
            case .fieldDecl:
                var modifiers = tree.modifiers(tree.child(member, Slot.Field.modifiers))
                if isInterface { modifiers.formUnion([.public, .static, .final]) }
                let base = resolveType(tree.child(member, Slot.Field.type), in: tree, scope: scope)
                for declarator in tree.list(member, Slot.Field.declarators) {
                    var t = base
                    for _ in 0..<tree[declarator].flags { t = .array(t) }
                    symbol.fields.append(FieldSymbol(name: tree.name(declarator), type: t, modifiers: modifiers, constantValue: nil,
                                                     declaration: SourceRef(file: file, node: declarator)))
                }
            case .methodDecl:
                symbol.methods.append(methodSymbol(member, file: file, tree: tree, ownerIndex: symbol.methods.count, owner: id, scope: scope,
                                                   isInterface: isInterface))
            case .constructorDecl:
                declaredConstructor = true
                var m = methodSymbol(member, file: file, tree: tree, ownerIndex: symbol.constructors.count, owner: id, scope: scope, isInterface: false)
                if tree[member].flags == 1, symbol.kind == .record {
                    // Compact canonical constructor: the components are its parameters.
                    m.parameterTypes = symbol.fields.filter { !$0.isStatic }.map(\.type)
                }
                symbol.constructors.append(m)
            default:
                break
            }
        }
        // Implicit members come after the declared ones (see `declareMembers`).
        for accessor in recordAccessors where !symbol.methods.contains(where: { $0.name == accessor.name && $0.parameterTypes.isEmpty }) {
            symbol.methods.append(accessor)
        }
        if symbol.kind == .enum {
            let selfType = JavaType.declared(id, [])
            symbol.methods.append(MethodSymbol(name: "values", typeParameters: [], parameterTypes: [], isVarargs: false,
                                               returnType: .array(selfType), thrownTypes: [], modifiers: [.public, .static], declaration: nil))
            symbol.methods.append(MethodSymbol(name: "valueOf", typeParameters: [], parameterTypes: [symbols.string], isVarargs: false,
                                               returnType: selfType, thrownTypes: [], modifiers: [.public, .static], declaration: nil))
        }
        let componentTypes = symbol.fields.filter { !$0.isStatic }.map(\.type)
        let needsCanonical = symbol.kind == .record && !symbol.constructors.contains { $0.parameterTypes == componentTypes }
        if (!declaredConstructor || needsCanonical) && !isInterface {
            // The default constructor (JLS §8.8.9); a record always has a canonical constructor taking its
            // components (§8.10.4), declared or not.
            let parameters = symbol.kind == .record ? componentTypes : []
            symbol.constructors.append(MethodSymbol(name: "<init>", typeParameters: [], parameterTypes: parameters, isVarargs: false,
                                                    returnType: .void, thrownTypes: [], modifiers: symbol.modifiers.intersection([.public, .protected, .private]),
                                                    declaration: nil))
        }
        if isInterface {
            symbol.isFunctionalInterface = symbol.methods.filter { $0.isAbstract }.count == 1
        }
    }

    /// `tree` is `trees[file]`.
    mutating func methodSymbol(_ member: NodeID, file: Int, tree: SyntaxTree, ownerIndex: Int, owner: TypeSymbolID, scope: TypeScope,
                               isInterface: Bool) -> MethodSymbol {
        let isConstructor = tree.kind(member) == .constructorDecl
        var modifiers = tree.modifiers(tree.child(member, isConstructor ? Slot.Constructor.modifiers : Slot.Method.modifiers))
        if isInterface {
            modifiers.insert(.public)
            if !modifiers.contains(.default) && !modifiers.contains(.static) && !modifiers.contains(.private) {
                modifiers.insert(.abstract)
            }
        }
        let typeParameterList = tree.child(member, isConstructor ? Slot.Constructor.typeParameters : Slot.Method.typeParameters)
        if typeParameterList.isNone {
            return methodSymbol(member, file: file, tree: tree, isConstructor: isConstructor, modifiers: modifiers, typeParameters: [],
                                scope: scope)
        }
        // A generic method's signature sees its type variables.
        var methodScope = scope
        var typeParameters: [TypeParameterSymbol] = []
        for (i, p) in tree.children(typeParameterList).enumerated() {
            let owner: TypeVariable.Owner = isConstructor ? .constructor(owner, ownerIndex) : .method(owner, ownerIndex)
            methodScope.typeVariables.append(TypeVariable(owner: owner, index: i, name: tree.name(p)))
            typeParameters.append(TypeParameterSymbol(name: tree.name(p), bounds: []))
        }
        for (i, p) in tree.children(typeParameterList).enumerated() {
            typeParameters[i].bounds = tree.list(p, Slot.TypeParameter.bounds).map { resolveType($0, in: tree, scope: methodScope) }
        }
        return methodSymbol(member, file: file, tree: tree, isConstructor: isConstructor, modifiers: modifiers,
                            typeParameters: typeParameters, scope: methodScope)
    }

    /// The rest of the signature, in the scope that has the method's type variables.
    mutating func methodSymbol(_ member: NodeID, file: Int, tree: SyntaxTree, isConstructor: Bool, modifiers: Modifier,
                               typeParameters: [TypeParameterSymbol], scope methodScope: TypeScope) -> MethodSymbol {
        var parameterTypes: [JavaType] = []
        var isVarargs = false
        let parameters = tree.child(member, isConstructor ? Slot.Constructor.parameters : Slot.Method.parameters)
        if !parameters.isNone {
            for p in tree.children(parameters) where tree[p].flags & ParameterFlags.receiver == 0 {
                var t = resolveType(tree.child(p, Slot.Parameter.type), in: tree, scope: methodScope)
                for _ in 0..<(tree[p].flags >> ParameterFlags.dimensionShift) { t = .array(t) }
                if tree[p].flags & ParameterFlags.varargs != 0 {
                    t = .array(t)
                    isVarargs = true
                }
                parameterTypes.append(t)
            }
        }
        var returnType = JavaType.void
        if !isConstructor {
            returnType = resolveType(tree.child(member, Slot.Method.returnType), in: tree, scope: methodScope)
            for _ in 0..<tree[member].flags { returnType = .array(returnType) }
        }
        let thrown = tree.list(member, isConstructor ? Slot.Constructor.throws : Slot.Method.throws).map {
            resolveType($0, in: tree, scope: methodScope)
        }
        return MethodSymbol(name: isConstructor ? "<init>" : tree.name(member), typeParameters: typeParameters,
                            parameterTypes: parameterTypes, isVarargs: isVarargs, returnType: returnType, thrownTypes: thrown,
                            modifiers: modifiers, declaration: SourceRef(file: file, node: member))
    }
}
