import JavaSemantics
import JavaSyntax

/// `instanceof` with a type pattern (JLS §14.30.1, §6.3.1 flow scoping). A pattern variable is in scope
/// wherever the match is known to have succeeded — possibly after the statement (`if (!(o instanceof A a))
/// return;`). Swift has no such scoping, so the variable is declared as an optional just before the
/// statement that holds the match, and the match assigns it: `javaMatch(o, into: &a) && a!.ok()`.
extension FileTranslator {
    /// Declares the pattern variables of statement `s` (its own expressions, and the conditions of an
    /// `else if` chain, which Swift writes at the same level) ahead of it.
    mutating func hoistPatternVariables(of s: NodeID) {
        var patterns: [NodeID] = []
        collectPatterns(in: s, into: &patterns, isRoot: true)
        for p in patterns where patternNames[p] == nil {
            guard let declared = attribution.type(of: tree.child(p, Slot.TypePattern.type)) else { continue }
            let t = patternOperands[p].flatMap { testedType(declared, operand: $0) } ?? declared
            let javaName = tree.name(p)
            // Two matches in one statement may bind one name (to different types): Swift needs two names.
            // A later local of the same name may follow once the pattern's scope ends (Java allows it, Swift
            // would not in one scope): a name declared more than once in the file gets a fresh Swift name.
            var name = javaName
            var n = 2
            if (localNameCounts[javaName] ?? 0) > 1 {
                name = "\(javaName)\(n)"
                while localNameCounts[name] != nil || usedPatternNames.contains(name) { n += 1; name = "\(javaName)\(n)" }
            }
            while locals.last?.contains(name) ?? false { name = "\(javaName)\(n)"; n += 1 }
            usedPatternNames.insert(name)
            declareLocal(name)
            patternNames[p] = SwiftNames.identifier(name)
            out.line("var \(SwiftNames.identifier(name)): \(swiftType(t)) = nil")
        }
    }

    private mutating func collectPatterns(in n: NodeID, into patterns: inout [NodeID], isRoot: Bool) {
        guard !n.isNone else { return }
        let kind = tree.kind(n)
        if kind == .typePattern { patterns.append(n); return }
        if kind == .instanceOf { patternOperands[tree.child(n, Slot.InstanceOf.type)] = tree.child(n, Slot.InstanceOf.operand) }
        if !isRoot {
            // Nested statements declare their own; lambdas and class bodies are other scopes.
            switch kind {
            case .block, .localVarDecl, .localClassDecl, .expressionStmt, .whileStmt, .doStmt, .forStmt, .forEachStmt,
                 .labeledStmt, .breakStmt, .continueStmt, .returnStmt, .throwStmt, .yieldStmt, .synchronizedStmt,
                 .tryStmt, .catchClause, .switchStmt, .switchCase, .assertStmt, .emptyStmt,
                 .lambda, .classDecl, .interfaceDecl, .enumDecl, .recordDecl:
                return
            default:
                break  // an `if` here is an `else if`, whose condition Swift writes at this level
            }
        }
        if kind == .ifStmt {
            collectPatterns(in: tree.child(n, Slot.If.condition), into: &patterns, isRoot: false)
            let elseBranch = tree.child(n, Slot.If.else_)
            if !elseBranch.isNone, tree.kind(elseBranch) == .ifStmt { collectPatterns(in: elseBranch, into: &patterns, isRoot: false) }
            return
        }
        if kind == .switchExpr {
            // A switch expression's selector and arrow arms are lowered inline, in this statement; its block
            // arms are statements of their own.
            collectPatterns(in: tree.child(n, Slot.Switch.selector), into: &patterns, isRoot: false)
            for c in tree.list(n, Slot.Switch.cases) {
                let body = tree.child(c, Slot.SwitchCase.body)
                if !body.isNone, tree.kind(body) != .block { collectPatterns(in: body, into: &patterns, isRoot: tree.kind(body) == .throwStmt) }
            }
            return
        }
        if kind == .newClass {
            collectPatterns(in: tree.child(n, Slot.NewClass.arguments), into: &patterns, isRoot: false)
            return
        }
        for c in tree.children(n) { collectPatterns(in: c, into: &patterns, isRoot: false) }
    }

    /// `o instanceof T v`: tests and binds the variable declared by `hoistPatternVariables`.
    mutating func lowerPatternMatch(_ e: NodeID) -> String {
        let pattern = tree.child(e, Slot.InstanceOf.type)
        guard let name = patternNames[pattern] else {
            return unsupported(e, "instanceof pattern", "a pattern outside a statement (in a lambda's expression body or a field initializer) is not translated yet")
        }
        // Boxed numbers are Swift numbers: `Number` is any of them (as for `instanceof Number`).
        if case .declared(let id, _)? = attribution.type(of: tree.child(pattern, Slot.TypePattern.type)), symbols[id].qualifiedName == "java.lang.Number" {
            return "javaMatchNumber(\(lower(tree.child(e, Slot.InstanceOf.operand))), into: &\(name))"
        }
        if let t = attribution.type(of: tree.child(pattern, Slot.TypePattern.type)), isTestableCharSequence(t) {
            return "javaMatchCharSequence(\(lower(tree.child(e, Slot.InstanceOf.operand))), into: &\(name))"
        }
        if let t = attribution.type(of: tree.child(pattern, Slot.TypePattern.type)), let kind = erasedCollectionKind(t), kind.binds,
           isOnlyRead(variable: pattern) {
            let operand = lower(tree.child(e, Slot.InstanceOf.operand))
            return kind == .map ? "javaMatchErased(\(operand), into: &\(name))" : "javaMatchErased(\(operand), .\(kind), into: &\(name))"
        }
        if let reported = unsupportedTypeTest(e, type: pattern) { return reported }
        return "javaMatch(\(lower(tree.child(e, Slot.InstanceOf.operand))), into: &\(name))"
    }

    /// `CharSequence`, which Swift spells `Any`: a test for it asks the runtime (a string or a string builder), unless
    /// a class of the program implements it (then it stays reported).
    func isTestableCharSequence(_ t: JavaType) -> Bool {
        guard case .declared(let id, _) = t, symbols[id].qualifiedName == "java.lang.CharSequence" else { return false }
        return !program.model.declaredTypes.values.contains { symbols.asSuper(.declared($0, []), id) != nil }
    }

    /// The type a test for the program's generic class `S<?>` (or raw `S`) checks: Swift has no `S` without
    /// arguments, but when the operand's static type `G<X>` determines them (`S<T>` extends `G<T>`, so an
    /// `S` that is a `G<X>` is an `S<X>`), `S<X>`. Nil when they are not determined (reported instead).
    func testedType(_ t: JavaType, operand: NodeID) -> JavaType? {
        guard case .declared(let sid, let args) = t, symbols[sid].declaration != nil, !symbols[sid].typeParameters.isEmpty else { return t }
        let open = args.isEmpty || args.contains(where: \.isWildcard)
        guard open else { return t }
        var operandType = type(operand)
        if case .local(let declaration)? = attribution.binding(of: operand), let opened = openedParameterTypes[declaration] { operandType = opened }
        guard case .declared(let gid, let gargs) = operandType, !gargs.isEmpty else { return nil }
        let variables = symbols.typeVariables(of: sid).map { JavaType.typeVariable($0) }
        guard case .declared(_, let mapped)? = symbols.asSuper(.declared(sid, variables), gid), mapped.count == gargs.count else { return nil }
        var derived: [JavaType] = []
        for (i, v) in variables.enumerated() {
            // An argument the pattern states keeps its own; a wildcard one comes from the operand.
            if i < args.count, case .wildcard = args[i] {} else if i < args.count { derived.append(args[i]); continue }
            guard let j = mapped.firstIndex(of: v) else { return nil }
            if case .wildcard = gargs[j] { return nil }
            derived.append(gargs[j])
        }
        return .declared(sid, derived)
    }

    /// The `java.util` interfaces the runtime's collections report (`JavaCollectionKind`), by Swift spelling.
    enum ErasedCollectionKind: String, CustomStringConvertible {
        case list, set, collection, queue, deque, map
        var description: String { rawValue }
        /// Whether a variable of this type can be bound to a collection of other elements (`javaMatchErased`):
        /// the runtime has erased forms of lists, sets, collections and maps, not of queues.
        var binds: Bool { self != .queue && self != .deque }
    }

    /// `List`, `Set`, `Collection`, `Queue`, `Deque` or `Map` tested without type arguments (raw, or all `?`):
    /// the runtime's collections say which Java interfaces they implement (`javaIsCollection(o, .list)`).
    func erasedCollectionKind(_ t: JavaType) -> ErasedCollectionKind? {
        guard case .declared(let id, let args) = t, symbols[id].qualifiedName == "java.util." + symbols[id].simpleName,
              args.allSatisfy({ if case .wildcard(.unbounded) = $0 { return true } else { return false } }) else { return nil }
        return ErasedCollectionKind(rawValue: symbols[id].simpleName.lowercased())
    }

    /// Collection methods that neither change the collection nor hand out a view it could be changed through
    /// (`entrySet`, `keySet` and `values` are read in loops; changing an entry through them is not seen).
    static let collectionReaders: Set<String> = ["size", "isEmpty", "get", "contains", "containsAll", "indexOf", "lastIndexOf",
        "containsKey", "containsValue", "getOrDefault", "entrySet", "keySet", "values", "forEach", "stream", "toString", "equals",
        "hashCode", "getFirst", "getLast", "peek", "first", "last"]

    /// `(Map) o` read straight away (`((Map) o).get("id")`) or kept in a local the program only reads
    /// (`Map item = (Map) o;`): like a pattern variable, it may hold a copy (`javaCastErased`).
    mutating func markErasedReadCast(_ e: NodeID, readBy method: String? = nil, local: NodeID? = nil) {
        var cast = e
        while !cast.isNone, tree.kind(cast) == .parenthesized { cast = tree.child(cast, Slot.Parenthesized.expression) }
        guard !cast.isNone, tree.kind(cast) == .cast, let kind = erasedCollectionKind(type(cast)), kind.binds else { return }
        if let method, !Self.collectionReaders.contains(method) { return }
        if let local, reassignedLocals.contains(local) || !isOnlyRead(variable: local) { return }
        erasedReadCasts.insert(cast)
    }

    /// Whether the program only reads through the variable (a pattern variable or a local, by declaration): calls
    /// of methods that do not change or expose the collection, enhanced `for`, string conversion, null tests. Then
    /// binding a copy of a collection of another element type (`javaMatchErased`) is not observable.
    mutating func isOnlyRead(variable declaration: NodeID) -> Bool {
        let converters: Set<String> = ["println", "print", "append", "valueOf"]
        func isUse(_ n: NodeID) -> Bool {
            guard !n.isNone, case .local(let d)? = attribution.binding(of: n) else { return false }
            return d == declaration
        }
        var uses = 0, reads = 0
        for i in tree.nodes.indices {
            let n = NodeID(UInt32(i))
            switch tree.kind(n) {
            case .name:
                if isUse(n) { uses += 1 }
            case .methodCall:
                if isUse(tree.child(n, Slot.MethodCall.target)), Self.collectionReaders.contains(tree.name(n)) { reads += 1 }
                if converters.contains(tree.name(n)) { reads += tree.list(n, Slot.MethodCall.arguments).filter(isUse).count }
            case .forEachStmt:
                if isUse(tree.child(n, Slot.ForEach.iterable)) { reads += 1 }
            case .newClass:
                // `new ArrayList<>(l)`: java.util's copy constructors read their argument and keep none of it.
                if case .constructor(let owner, _)? = attribution.binding(of: n), symbols[owner].declaration == nil,
                   symbols[owner].packageName == "java.util", tree.child(n, Slot.NewClass.body).isNone {
                    reads += tree.list(n, Slot.NewClass.arguments).filter(isUse).count
                }
            case .binary:
                let (left, right) = (tree.child(n, Slot.Binary.left), tree.child(n, Slot.Binary.right))
                if let t = attribution.type(of: n), symbols.isString(t) {
                    reads += [left, right].filter(isUse).count
                } else if let op = BinaryOperator(rawValue: tree[n].aux), op == .equal || op == .notEqual {
                    // A test against null (identity with anything else would see the copy).
                    if isUse(left), type(right) == .null { reads += 1 }
                    if isUse(right), type(left) == .null { reads += 1 }
                }
            default: break
            }
        }
        return uses == reads
    }

    /// `instanceof` tests Swift cannot make faithfully, reported instead: a generic library type (`List<?>`: a
    /// `JavaList<Int32?>` is not a `JavaList<Any?>`, so the test would be false where Java's is true), and a
    /// type without a Swift counterpart (`CharSequence`: `x is Any` would always be true).
    mutating func unsupportedTypeTest(_ e: NodeID, type typeNode: NodeID) -> String? {
        guard let t = attribution.type(of: typeNode), case .declared(let id, _) = t else { return nil }
        if symbols[id].declaration != nil {
            guard testedType(t, operand: tree.child(e, Slot.InstanceOf.operand)) == nil else { return nil }
            if program.erasedGenericClasses.contains(id), isErased(t) || t == .declared(id, []) { return nil }
            return unsupported(e, "instanceof \(symbols.display(t))", "a Swift generic class cannot be tested without its type arguments, and the operand's type does not give them; test for the arguments the program uses")
        }
        let swiftName = swiftType(t)
        if swiftName.contains("/*") {
            return unsupported(e, "instanceof \(symbols.display(t))", "\(symbols.display(t)) has no Swift counterpart to test for")
        }
        guard !symbols[id].typeParameters.isEmpty, swiftName.contains("<") else { return nil }  // `Enum` is the plain JavaEnum
        return unsupported(e, "instanceof \(symbols[id].simpleName)", "the runtime's generic collections differ by element type in Swift; test for the element type the program uses")
    }
}
