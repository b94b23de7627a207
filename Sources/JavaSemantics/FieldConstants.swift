import JavaSyntax

/// Folds the initializers of `final` fields of primitive or `String` type (constant variables, JLS
/// §4.12.4) once all members are declared, following references to other constant fields in any file.
extension DeclarationCollector {
    /// Every source type's fields, on `jobs` threads: each folds from the same snapshot of the table, remembering
    /// what it folded on the way (other types' fields too) in a folder of its own, and the values are written back
    /// afterwards. A field's value does not depend on the order fields are folded in (a reference cycle is not a
    /// constant whichever field is folded first); where two declarations of one type disagree, the first entry's
    /// value wins, as in a serial run.
    mutating func foldFieldConstants() {
        // A field of another type is folded in the scope of that type's first declaration: found by ID, not by a
        // scan of every type per reference.
        for i in pending.indices where firstPending[pending[i].id] == nil { firstPending[pending[i].id] = i }
        let results = foldedFieldConstants()
        for (i, (values, names)) in results.enumerated() {
            let id = pending[i].id
            for (index, value) in values where symbols[id].fields[index].constantValue == nil {
                symbols[id].fields[index].constantValue = value
            }
            unresolved.append(contentsOf: names)
        }
    }

    /// Per entry of `pending`: its type's fields that fold, and the names its casts left unresolved. (A function of
    /// its own, so that the workers' snapshot of the table is released before the results are written back.)
    func foldedFieldConstants() -> [([(Int, ConstantValue)], [UnresolvedName])] {
        let snapshot = symbols
        let trees = self.trees
        let pending = self.pending
        let firstPending = self.firstPending
        let shared = self.shared
        return Concurrent.map(count: pending.count, jobs: jobs, perThread: {
            FieldConstantFolder(symbols: snapshot, trees: trees, pending: pending, firstPending: firstPending, hierarchy: HierarchyCache(shared: shared))
        }) { folder, i in
            let (id, scope) = pending[i]
            folder.unresolved = []
            var values: [(Int, ConstantValue)] = []
            var visiting: Set<FieldConstantFolder.FieldKey> = []
            for index in snapshot[id].fields.indices {
                if let value = folder.foldField(id, index, scope: scope, visiting: &visiting) { values.append((index, value)) }
            }
            return (values, folder.unresolved)
        }
    }
}

/// Constant folding of field initializers against a read-only table, one per thread: what it folds (fields of
/// any type, on the way) it remembers in `values`.
struct FieldConstantFolder {
    let symbols: SymbolTable
    let trees: [SyntaxTree]
    let pending: [(id: TypeSymbolID, scope: TypeScope)]
    let firstPending: [TypeSymbolID: Int]
    let hierarchy: HierarchyCache
    var values: [FieldKey: ConstantValue] = [:]
    var unresolved: [UnresolvedName] = []

    init(symbols: SymbolTable, trees: [SyntaxTree], pending: [(id: TypeSymbolID, scope: TypeScope)],
         firstPending: [TypeSymbolID: Int], hierarchy: HierarchyCache) {
        self.symbols = symbols
        self.trees = trees
        self.pending = pending
        self.firstPending = firstPending
        self.hierarchy = hierarchy
    }

    struct FieldKey: Hashable {
        var type: TypeSymbolID
        var index: Int
    }

    func resolver() -> TypeResolver { TypeResolver(symbols: symbols, cache: hierarchy) }

    mutating func resolveType(_ node: NodeID, file: Int, scope: TypeScope) -> JavaType {
        resolver().resolve(node, in: trees[file], scope: scope, unresolved: &unresolved)
    }

    /// The constant value of field `index` of `id`, folding its initializer on first use.
    mutating func foldField(_ id: TypeSymbolID, _ index: Int, scope: TypeScope?, visiting: inout Set<FieldKey>) -> ConstantValue? {
        let field = symbols[id].fields[index]
        if let value = field.constantValue { return value }
        guard field.modifiers.contains(.final), let ref = field.declaration, trees[ref.file].kind(ref.node) == .variableDeclarator,
              Attributor.canBeConstant(field.type, symbols: symbols) else { return nil }
        let key = FieldKey(type: id, index: index)
        if let value = values[key] { return value }
        guard visiting.insert(key).inserted else { return nil }  // a cycle is not a constant
        defer { visiting.remove(key) }
        let initializer = trees[ref.file].child(ref.node, Slot.VariableDeclarator.initializer)
        guard !initializer.isNone else { return nil }
        let fieldScope = scope ?? firstPending[id].map { pending[$0].scope }
        let tree = trees[ref.file]
        guard let fieldScope, let value = evaluate(initializer, file: ref.file, tree: tree, scope: fieldScope, visiting: &visiting),
              let converted = Attributor.converted(value, to: field.type, symbols: symbols) else { return nil }
        values[key] = converted
        return converted
    }

    /// `tree` is `trees[file]`.
    mutating func evaluate(_ e: NodeID, file: Int, tree: SyntaxTree, scope: TypeScope, visiting: inout Set<FieldKey>) -> ConstantValue? {
        let node = tree[e]
        switch node.kind {
        case .literal:
            return ConstantFolding.literal(tree.source.text, tree.token(node.aux))
        case .parenthesized:
            return evaluate(tree.child(e, Slot.Parenthesized.expression), file: file, tree: tree, scope: scope, visiting: &visiting)
        case .prefixUnary:
            guard let v = evaluate(tree.child(e, Slot.Unary.operand), file: file, tree: tree, scope: scope, visiting: &visiting),
                  let op = TokenKind(rawValue: UInt8(node.aux)) else { return nil }
            return ConstantFolding.unary(op, v)
        case .binary:
            // Left-nested chains (`"…" + "…" + …`: the charset tables have thousands of pieces) are folded from the
            // innermost operand out, and a string being built is appended to in place: folding pair by pair copied
            // the growing string at every step. The same operands are evaluated in the same order.
            var chain: [NodeID] = [e]
            var left = tree.child(e, Slot.Binary.left)
            while tree.kind(left) == .binary && chain.count < 100_000 {
                chain.append(left)
                left = tree.child(left, Slot.Binary.left)
            }
            guard chain.allSatisfy({ BinaryOperator(rawValue: tree[$0].aux) != nil }),
                  var value = evaluate(left, file: file, tree: tree, scope: scope, visiting: &visiting) else { return nil }
            // While a string is being built: its text so far (`value` is then stale).
            var text: String? = nil
            for n in chain.reversed() {
                guard let op = BinaryOperator(rawValue: tree[n].aux),
                      let b = evaluate(tree.child(n, Slot.Binary.right), file: file, tree: tree, scope: scope, visiting: &visiting) else { return nil }
                if op == .add, text != nil, let piece = ConstantFolding.javaString(b) {
                    text!.append(piece)
                    continue
                }
                if let built = text {
                    value = .string(built)
                    text = nil
                }
                guard let folded = ConstantFolding.binary(op, value, b) else { return nil }
                if case .string(let s) = folded { text = s } else { value = folded }
            }
            if let built = text { return .string(built) }
            return value
        case .conditional:
            guard case .boolean(let c)? = evaluate(tree.child(e, Slot.Conditional.condition), file: file, tree: tree, scope: scope, visiting: &visiting),
                  let a = evaluate(tree.child(e, Slot.Conditional.then), file: file, tree: tree, scope: scope, visiting: &visiting),
                  let b = evaluate(tree.child(e, Slot.Conditional.else_), file: file, tree: tree, scope: scope, visiting: &visiting) else { return nil }
            // Both arms are constants of primitive or String type; the arm's own value suffices for folding.
            return c ? a : b
        case .cast:
            guard let v = evaluate(tree.child(e, Slot.Cast.operand), file: file, tree: tree, scope: scope, visiting: &visiting) else { return nil }
            let t = resolveType(tree.child(e, Slot.Cast.type), file: file, scope: scope)
            return ConstantFolding.cast(v, to: t, isString: symbols.isString(t))
        case .name:
            let name = tree.name(e)
            // The field in the nearest enclosing type that has one (locals cannot appear in field initializers).
            for enclosing in scope.enclosingTypes {
                if let (owner, index) = fieldLookup(name, in: enclosing) {
                    return foldField(owner, index, scope: nil, visiting: &visiting)
                }
            }
            for owner in (scope.imports.staticSingleImports[name] ?? []) + scope.imports.staticOnDemandImports {
                if let t = symbols.lookup(qualifiedName: owner), let (o, index) = fieldLookup(name, in: t) {
                    return foldField(o, index, scope: nil, visiting: &visiting)
                }
            }
            return nil
        case .fieldAccess:
            guard let owner = typeNamed(by: tree.child(e, Slot.FieldAccess.target), file: file, scope: scope),
                  let (o, index) = fieldLookup(tree.name(e), in: owner) else { return nil }
            return foldField(o, index, scope: nil, visiting: &visiting)
        default:
            return nil
        }
    }

    /// A field named `name` declared in `id` or inherited.
    func fieldLookup(_ name: String, in id: TypeSymbolID) -> (TypeSymbolID, Int)? {
        if let i = symbols[id].fields.firstIndex(where: { $0.name == name }) { return (id, i) }
        guard let owner = hierarchy.typeDeclaringField(name, from: id, symbols: symbols),
              let i = symbols[owner].fields.firstIndex(where: { $0.name == name }) else { return nil }
        return (owner, i)
    }

    /// The type an expression-syntax name chain denotes (`Integer`, `java.lang.Integer`, `Outer.Inner`).
    func typeNamed(by e: NodeID, file: Int, scope: TypeScope) -> TypeSymbolID? {
        let tree = trees[file]
        switch tree.kind(e) {
        case .name:
            if case .declared(let id, _)? = resolver().resolveSimpleName(tree.name(e), scope: scope) { return id }
            return nil
        case .fieldAccess:
            let target = tree.child(e, Slot.FieldAccess.target)
            if let outer = typeNamed(by: target, file: file, scope: scope) {
                return resolver().memberType(named: tree.name(e), in: outer)
            }
            return symbols.lookup(qualifiedName: tree.text(e).filter { !$0.isWhitespace })
        default:
            return nil
        }
    }
}
