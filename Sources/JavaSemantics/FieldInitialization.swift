import JavaSyntax

/// Definite assignment of instance fields by constructors (JLS chapter 16, the part a translation to Swift
/// initializers needs): a field is initialized by a constructor when its declaration has an initializer, an
/// instance initializer block assigns it, or the constructor body (or the constructor it delegates to with
/// `this(…)`) assigns it on every path that completes normally.
extension Attributor {
    /// Records, for each constructor of the type declared by `decl` (or `decl` itself when the type has
    /// only the implicit constructor), the names of the instance fields it definitely initializes.
    mutating func recordConstructorInitialization(_ decl: NodeID, type id: TypeSymbolID, members: ArraySlice<NodeID>) {
        let instanceFields = Set(symbols[id].fields.indices.filter { !symbols[id].fields[$0].isStatic })
        if instanceFields.isEmpty && symbols[id].kind != .record { return }
        // Before any constructor body: initializers of fields, then instance initializer blocks, in order.
        var common: Set<Int> = []
        for member in members {
            switch tree.kind(member) {
            case .fieldDecl where !tree.modifiers(tree.child(member, Slot.Field.modifiers)).contains(.static):
                for d in tree.list(member, Slot.Field.declarators) where !tree.child(d, Slot.VariableDeclarator.initializer).isNone {
                    if let i = symbols[id].fields.firstIndex(where: { $0.declaration == SourceRef(file: file, node: d) }) { common.insert(i) }
                }
            case .initializerBlock where tree[member].flags == 0:
                var returns: [Set<Int>] = []
                common = assigned(after: tree.child(member, Slot.InitializerBlock.body), from: common, type: id, returns: &returns) ?? instanceFields
            default:
                break
            }
        }
        let constructors = members.filter { tree.kind($0) == .constructorDecl }
        if constructors.isEmpty {
            var set = common
            // A record's implicit canonical constructor assigns every component field.
            if symbols[id].kind == .record { set = instanceFields }
            result.constructorInitializedFields[decl] = set.map { symbols[id].fields[$0].name }.sorted()
            return
        }
        var memo: [NodeID: Set<Int>] = [:]
        var inProgress: Set<NodeID> = []
        for c in constructors {
            let set = constructorAssignments(c, type: id, common: common, all: instanceFields, memo: &memo, inProgress: &inProgress)
            result.constructorInitializedFields[c] = set.map { symbols[id].fields[$0].name }.sorted()
        }
    }

    mutating func constructorAssignments(_ c: NodeID, type id: TypeSymbolID, common: Set<Int>, all: Set<Int>,
                                         memo: inout [NodeID: Set<Int>], inProgress: inout Set<NodeID>) -> Set<Int> {
        if let done = memo[c] { return done }
        guard inProgress.insert(c).inserted else { return common }  // recursive this(...) calls: javac rejects them
        defer { inProgress.remove(c) }
        var set = common
        if tree[c].flags == 1 && symbols[id].kind == .record {
            // Compact canonical constructor: components are assigned after its body.
            set = all
        }
        let body = tree.child(c, Slot.Constructor.body)
        let statements = body.isNone ? [] : Array(tree.children(body))
        var rest = statements[...]
        // `this(...)` first: the other constructor does the initializing (its field initializers included).
        if let first = statements.first, tree.kind(first) == .expressionStmt {
            let call = tree.child(first, 0)
            if tree.kind(call) == .constructorCall && tree[call].flags == 0,
               case .constructor(_, let index)? = result.bindings[call.index],
               let target = symbols[id].constructors[index].declaration?.node {
                set = constructorAssignments(target, type: id, common: common, all: all, memo: &memo, inProgress: &inProgress)
                rest = rest.dropFirst()
            }
        }
        // The constructor returns at the end of its body or at a `return`: a field is initialized when it is
        // assigned on all of those paths (a path that only throws does not return).
        var returns: [Set<Int>] = []
        var completesNormally = true
        for s in rest {
            guard let next = assigned(after: s, from: set, type: id, returns: &returns) else {
                completesNormally = false
                break
            }
            set = next
        }
        var exits = returns
        if completesNormally { exits.append(set) }
        set = exits.isEmpty ? all : exits.dropFirst().reduce(exits[0]) { $0.intersection($1) }
        memo[c] = set
        return set
    }

    /// Fields of `id` definitely assigned after statement `s`, or nil when `s` cannot complete normally.
    mutating func assigned(after s: NodeID, from before: Set<Int>, type id: TypeSymbolID, returns: inout [Set<Int>]) -> Set<Int>? {
        if s.isNone { return before }
        switch tree.kind(s) {
        case .block:
            var set = before
            for child in tree.children(s) {
                guard let next = assigned(after: child, from: set, type: id, returns: &returns) else { return nil }
                set = next
            }
            return set
        case .expressionStmt:
            var set = before
            var e = tree.child(s, 0)
            // `this.a = a`, `a = b = c`, `(a) = …`.
            while tree.kind(e) == .assignment {
                if tree[e].aux == AssignmentOperator.assign.rawValue, let field = assignedField(tree.child(e, Slot.Assignment.target), type: id) {
                    set.insert(field)
                }
                e = tree.child(e, Slot.Assignment.value)
            }
            return set
        case .ifStmt:
            let then = assigned(after: tree.child(s, Slot.If.then), from: before, type: id, returns: &returns)
            let elseBranch = tree.child(s, Slot.If.else_)
            if elseBranch.isNone { return before }
            let other = assigned(after: elseBranch, from: before, type: id, returns: &returns)
            switch (then, other) {
            case (nil, nil): return nil
            case (let a?, nil): return a
            case (nil, let b?): return b
            case (let a?, let b?): return a.intersection(b)
            }
        case .doStmt:
            return assigned(after: tree.child(s, Slot.Do.body), from: before, type: id, returns: &returns) ?? before
        case .labeledStmt:
            return assigned(after: tree.child(s, Slot.Labeled.statement), from: before, type: id, returns: &returns) ?? before
        case .synchronizedStmt:
            return assigned(after: tree.child(s, Slot.Synchronized.body), from: before, type: id, returns: &returns)
        case .tryStmt:
            let finallyBlock = tree.child(s, Slot.Try.finally)
            let hasCatches = !tree.list(s, Slot.Try.catches).isEmpty
            var set = before
            if !hasCatches {
                guard let afterBody = assigned(after: tree.child(s, Slot.Try.body), from: before, type: id, returns: &returns) else { return nil }
                set = afterBody
            }
            if !finallyBlock.isNone {
                guard let afterFinally = assigned(after: finallyBlock, from: set, type: id, returns: &returns) else { return nil }
                set = afterFinally
            }
            return set
        case .returnStmt:
            returns.append(before)
            return nil
        case .throwStmt:
            return nil
        default:
            return before
        }
    }

    /// The index of the field of `id` that an assignment target names (`f` or `this.f`), if any.
    mutating func assignedField(_ target: NodeID, type id: TypeSymbolID) -> Int? {
        var t = target
        while tree.kind(t) == .parenthesized { t = tree.child(t, Slot.Parenthesized.expression) }
        switch tree.kind(t) {
        case .name:
            break
        case .fieldAccess:
            let receiver = tree.child(t, Slot.FieldAccess.target)
            guard tree.kind(receiver) == .this, tree.child(receiver, Slot.This.qualifier).isNone else { return nil }
        default:
            return nil
        }
        if case .field(let owner, let index)? = result.bindings[t.index], owner == id { return index }
        return nil
    }
}
