import JavaSyntax

/// A local variable, parameter, pattern binding or resource in scope.
struct LocalVariable {
    /// The name's ID in the attributor's `names`.
    var name: Int32
    var type: JavaType
    var node: NodeID
    /// A `final` local with a constant initializer is a constant variable (JLS §4.12.4).
    var constant: ConstantValue? = nil
}

/// The locals in scope, innermost last, in one array with the start of each block's run beside it: an array per
/// block cost an allocation for every block that declares a local.
struct LocalScopes {
    private(set) var locals: [LocalVariable] = []
    private var starts: [Int] = []
    /// How many locals in scope are constant variables: few methods have any, and a name's constant is looked
    /// up for every local read.
    private var constants = 0

    mutating func push() { starts.append(locals.count) }

    mutating func pop() {
        let start = starts.removeLast()
        // Most blocks declare nothing; `removeSubrange` cost about 110 instructions even for an empty range.
        if start == locals.count { return }
        if constants > 0 {
            for i in start..<locals.count where locals[i].constant != nil { constants -= 1 }
        }
        locals.removeLast(locals.count - start)
    }

    /// Declares `local` in the innermost scope (a first scope if there is none).
    mutating func declare(_ local: LocalVariable) {
        if starts.isEmpty { push() }
        locals.append(local)
    }

    /// Makes the most recently declared local a constant variable.
    mutating func setLastConstant(_ value: ConstantValue?) {
        if locals[locals.count - 1].constant != nil { constants -= 1 }
        if value != nil { constants += 1 }
        locals[locals.count - 1].constant = value
    }

    /// The index in `locals` of the innermost local named `name` (an index: returning the local would copy it).
    func lookup(_ name: Int32) -> Int? {
        for i in locals.indices.reversed() where locals[i].name == name { return i }
        return nil
    }

    /// The constant value of the local declared at `node`, if it is in scope and a constant variable.
    func constant(declaredAt node: NodeID) -> ConstantValue? {
        if constants == 0 { return nil }
        for i in locals.indices.reversed() where locals[i].node == node { return locals[i].constant }
        return nil
    }
}

/// A method found by name lookup, with the receiver's type arguments to substitute into its signature.
/// Immutable; the fields live in one shared box, so that copying a candidate (overload resolution copies
/// every candidate, the method cache hands out arrays of them) costs one retain, not one per field.
struct MethodCandidate {
    private final class Storage {
        let owner: TypeSymbolID
        let index: Int
        let isConstructor: Bool
        let method: MethodSymbol
        let receiverMap: TypeArgumentMap

        init(owner: TypeSymbolID, index: Int, isConstructor: Bool, method: MethodSymbol, receiverMap: TypeArgumentMap) {
            self.owner = owner
            self.index = index
            self.isConstructor = isConstructor
            self.method = method
            self.receiverMap = receiverMap
        }
    }

    private let storage: Storage

    init(owner: TypeSymbolID, index: Int, isConstructor: Bool, method: MethodSymbol, receiverMap: TypeArgumentMap) {
        storage = Storage(owner: owner, index: index, isConstructor: isConstructor, method: method, receiverMap: receiverMap)
    }

    var owner: TypeSymbolID { storage.owner }
    var index: Int { storage.index }
    var isConstructor: Bool { storage.isConstructor }
    // Yielded, not returned: `c.method.parameterTypes` then reads one field in place instead of copying the
    // whole symbol (a retain and release per field).
    var method: MethodSymbol { _read { yield storage.method } }
    var receiverMap: TypeArgumentMap { _read { yield storage.receiverMap } }
}

/// Gives every expression of one file its static type and every name, member selection and call its binding.
struct Attributor {
    let symbols: SymbolTable
    let tree: SyntaxTree
    let file: Int
    let declared: [SourceRef: TypeSymbolID]
    let relations: TypeRelations
    let resolver: TypeResolver
    let hierarchy: HierarchyCache
    /// `hierarchy.names`: identifiers as IDs.
    let names: NameTable
    var result: FileAttribution
    var unresolved: [UnresolvedName] = []
    var scopes = LocalScopes()
    var typeScope: TypeScope
    /// Innermost first: the types whose bodies enclose the code being attributed.
    var enclosingTypes: [TypeSymbolID] { typeScope.enclosingTypes }
    /// Expected type of `return` / `yield` in the innermost method, lambda or switch expression.
    var returnTypes: [JavaType?] = []
    var yieldTypes: [[JavaType]] = []

    /// `result`: the file's empty attribution, if made already (else made here).
    init(symbols: SymbolTable, tree: SyntaxTree, file: Int, imports: ImportContext, declared: [SourceRef: TypeSymbolID],
         hierarchy: HierarchyCache, result: consuming FileAttribution? = nil) {
        self.symbols = symbols
        self.hierarchy = hierarchy
        self.names = hierarchy.names
        self.tree = tree
        self.file = file
        self.declared = declared
        self.relations = TypeRelations(symbols: symbols, hierarchy: hierarchy)
        self.resolver = TypeResolver(symbols: symbols, cache: hierarchy)
        self.result = result ?? FileAttribution(tree: tree)
        self.typeScope = TypeScope(file: file, imports: imports, enclosingTypes: [])
    }

    mutating func run() {
        for decl in tree.list(tree.root, Slot.CompilationUnit.types) {
            attributeTypeDeclaration(decl, keepLocals: false)
        }
    }

    // MARK: Declarations

    mutating func attributeTypeDeclaration(_ decl: NodeID, keepLocals: Bool) {
        guard let id = declared[SourceRef(file: file, node: decl)] else { return }
        let savedScopes = scopes
        let savedTypeScope = typeScope
        if !keepLocals { scopes = LocalScopes() }
        typeScope.enclosingTypes.insert(id, at: 0)
        let kind = tree.kind(decl)
        // Types written in the header: record them for later stages.
        switch kind {
        case .classDecl:
            recordType(tree.child(decl, Slot.Class.superclass))
            tree.list(decl, Slot.Class.interfaces).forEach { recordType($0) }
        case .interfaceDecl: tree.list(decl, Slot.Interface.interfaces).forEach { recordType($0) }
        case .enumDecl: tree.list(decl, Slot.Enum.interfaces).forEach { recordType($0) }
        case .recordDecl:
            tree.list(decl, Slot.Record.interfaces).forEach { recordType($0) }
            for c in tree.list(decl, Slot.Record.components) { recordType(tree.child(c, Slot.Parameter.type)) }
        default: break
        }
        if kind == .enumDecl {
            let enumType = JavaType.declared(id, [])
            for constant in tree.list(decl, Slot.Enum.constants) {
                result.types[constant.index] = enumType
                let args = tree.child(constant, Slot.EnumConstant.arguments)
                let argTypes = attributeArguments(args)
                if let (c, _) = selectOverload(constructors(of: enumType), argNodes: args.isNone ? [] : tree.children(args), argTypes: argTypes, expected: nil) {
                    result.bindings[constant.index] = .constructor(c.owner, c.index)
                    attributePolyArguments(args, candidate: c, map: [:])
                }
                if !tree.child(constant, Slot.EnumConstant.body).isNone {
                    attributeAnonymousBody(owner: constant, members: tree.list(constant, Slot.EnumConstant.body))
                }
            }
        }
        let members: ArraySlice<NodeID>
        switch kind {
        case .classDecl: members = tree.list(decl, Slot.Class.members)
        case .interfaceDecl: members = tree.list(decl, Slot.Interface.members)
        case .enumDecl: members = tree.list(decl, Slot.Enum.members)
        case .recordDecl: members = tree.list(decl, Slot.Record.members)
        case .annotationTypeDecl: members = tree.list(decl, Slot.AnnotationType.members)
        default: members = []
        }
        attributeMembers(members, of: id)
        if kind == .classDecl || kind == .enumDecl || kind == .recordDecl {
            recordConstructorInitialization(decl, type: id, members: members)
        }
        scopes = savedScopes
        typeScope = savedTypeScope
    }

    mutating func attributeAnonymousBody(owner: NodeID, members: ArraySlice<NodeID>) {
        guard let id = declared[SourceRef(file: file, node: owner)] else { return }
        let savedTypeScope = typeScope
        typeScope.enclosingTypes.insert(id, at: 0)
        attributeMembers(members, of: id)
        typeScope = savedTypeScope
    }

    mutating func attributeMembers(_ members: ArraySlice<NodeID>, of id: TypeSymbolID) {
        // Declared methods and constructors are entered in source order, ahead of implicit ones.
        var methodCount = 0
        var constructorCount = 0
        for member in members {
            switch tree.kind(member) {
            case .fieldDecl:
                let type = recordType(tree.child(member, Slot.Field.type))
                for d in tree.list(member, Slot.Field.declarators) {
                    var t = type
                    for _ in 0..<tree[d].flags { t = .array(t) }
                    result.types[d.index] = t
                    let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
                    if !initializer.isNone { _ = attribute(initializer, expected: t) }
                }
            case .methodDecl:
                attributeMethod(member, expectedIndex: methodCount)
                methodCount += 1
            case .constructorDecl:
                attributeMethod(member, expectedIndex: constructorCount)
                constructorCount += 1
            case .initializerBlock:
                returnTypes.append(nil)
                attributeStatement(tree.child(member, Slot.InitializerBlock.body))
                returnTypes.removeLast()
            case .classDecl, .interfaceDecl, .enumDecl, .recordDecl, .annotationTypeDecl:
                attributeTypeDeclaration(member, keepLocals: false)
            default:
                break
            }
        }
    }

    /// `expectedIndex`: where the declaration is in its type's `methods` or `constructors` when it is the
    /// type's only declaration (checked; otherwise the list is searched).
    mutating func attributeMethod(_ member: NodeID, expectedIndex: Int) {
        let isConstructor = tree.kind(member) == .constructorDecl
        // Only the type variables change here (blocks restore the local classes they declare): saving those alone
        // spares copying the whole scope with its imports for every method.
        let savedTypeVariables = typeScope.typeVariables
        let savedLocalTypes = typeScope.localTypes
        let owner = enclosingTypes[0]
        // Method type variables, matched to the symbol entered for this declaration.
        let list = isConstructor ? symbols[owner].constructors : symbols[owner].methods
        let ref = SourceRef(file: file, node: member)
        let found = expectedIndex < list.count && list[expectedIndex].declaration == ref
            ? expectedIndex : list.firstIndex(where: { $0.declaration == ref })
        // The declaration pass resolved this signature in the same scope (same enclosing types and type variables),
        // unless local classes declared before it could shadow a name; it reported what did not resolve.
        var signature: Int? = nil
        if let index = found {
            for (i, p) in list[index].typeParameters.enumerated() {
                typeScope.typeVariables.append(TypeVariable(owner: isConstructor ? .constructor(owner, index) : .method(owner, index), index: i, name: p.name))
            }
            if typeScope.localTypes.isEmpty { signature = index }
        }
        scopes.push()
        let parameters = tree.child(member, isConstructor ? Slot.Constructor.parameters : Slot.Method.parameters)
        if !parameters.isNone {
            var k = 0
            for p in tree.children(parameters) {
                // Receiver parameters (`Foo this`) are not part of the signature.
                if tree[p].flags & ParameterFlags.receiver != 0 {
                    declareParameter(p)
                    continue
                }
                if let signature, k < list[signature].parameterTypes.count, declareParameter(p, resolved: list[signature].parameterTypes[k]) {
                    k += 1
                    continue
                }
                k += 1
                declareParameter(p)
            }
        } else if isConstructor, tree[member].flags == 1 {
            // Compact constructor: the record components are its parameters.
            for f in symbols[owner].fields.filter({ !$0.isStatic }) {
                scopes.declare(LocalVariable(name: names.id(f.name), type: f.type, node: f.declaration?.node ?? member))
            }
        }
        var returnType: JavaType? = nil
        if !isConstructor {
            let typeNode = tree.child(member, Slot.Method.returnType)
            let dimensions = Int(tree[member].flags)
            if let signature, !typeNode.isNone, let written = Self.elementType(list[signature].returnType, dimensions: dimensions) {
                result.types[typeNode.index] = written
                returnType = list[signature].returnType
            } else {
                returnType = recordType(typeNode)
                for _ in 0..<dimensions { returnType = .array(returnType!) }
            }
        }
        let thrown = tree.list(member, isConstructor ? Slot.Constructor.throws : Slot.Method.throws)
        if let signature, list[signature].thrownTypes.count == thrown.count {
            for (node, t) in zip(thrown, list[signature].thrownTypes) where !node.isNone { result.types[node.index] = t }
        } else {
            thrown.forEach { recordType($0) }
        }
        returnTypes.append(returnType)
        let body = tree.child(member, isConstructor ? Slot.Constructor.body : Slot.Method.body)
        if !body.isNone { attributeStatement(body) }
        returnTypes.removeLast()
        scopes.pop()
        typeScope.typeVariables = savedTypeVariables
        typeScope.localTypes = savedLocalTypes
    }

    /// A method parameter whose type the declaration pass resolved (`declared`: with the parameter's array
    /// dimensions and varargs applied). False when the shapes do not match; then nothing is recorded.
    mutating func declareParameter(_ p: NodeID, resolved declared: JavaType) -> Bool {
        let typeNode = tree.child(p, Slot.Parameter.type)
        let flags = tree[p].flags
        let dimensions = Int(flags >> ParameterFlags.dimensionShift) + (flags & ParameterFlags.varargs != 0 ? 1 : 0)
        guard !typeNode.isNone, let written = Self.elementType(declared, dimensions: dimensions) else { return false }
        result.types[typeNode.index] = written
        declareLocal(name: nameID(p), type: declared, node: p)
        return true
    }

    /// `t` with `dimensions` array levels taken off, or nil if it has fewer.
    static func elementType(_ t: JavaType, dimensions: Int) -> JavaType? {
        var t = t
        for _ in 0..<dimensions {
            guard case .array(let element) = t else { return nil }
            t = element
        }
        return t
    }

    @discardableResult
    mutating func declareParameter(_ p: NodeID) -> JavaType {
        let typeNode = tree.child(p, Slot.Parameter.type)
        var t = typeNode.isNone ? JavaType.unresolved("lambda parameter") : recordType(typeNode)
        for _ in 0..<(tree[p].flags >> ParameterFlags.dimensionShift) { t = .array(t) }
        if tree[p].flags & ParameterFlags.varargs != 0 { t = .array(t) }
        declareLocal(name: nameID(p), type: t, node: p)
        return t
    }

    /// The ID of the name held in `aux` of `node` (read from the source bytes, no string made).
    func nameID(_ node: NodeID) -> Int32 { names.id(tree, node) }

    mutating func declareLocal(name: Int32, type: JavaType, node: NodeID) {
        result.types[node.index] = type
        scopes.declare(LocalVariable(name: name, type: type, node: node))
    }

    /// Resolves a type node and records its type.
    @discardableResult
    mutating func recordType(_ node: NodeID) -> JavaType {
        if node.isNone { return .unresolved("?") }
        let t = resolver.resolve(node, in: tree, scope: typeScope, unresolved: &unresolved)
        result.types[node.index] = t
        return t
    }

    // MARK: Statements

    mutating func attributeStatement(_ s: NodeID) {
        if s.isNone { return }
        switch tree.kind(s) {
        case .block:
            scopes.push()
            let savedLocalTypes = typeScope.localTypes
            for child in tree.children(s) { attributeStatement(child) }
            typeScope.localTypes = savedLocalTypes
            scopes.pop()
        case .localVarDecl:
            attributeLocalVariables(s)
        case .classDecl, .interfaceDecl, .enumDecl, .recordDecl:
            if let id = declared[SourceRef(file: file, node: s)] { typeScope.localTypes[tree.name(s)] = id }
            attributeTypeDeclaration(s, keepLocals: true)
        case .expressionStmt:
            _ = attribute(tree.child(s, 0), expected: nil)
        case .ifStmt:
            _ = attribute(tree.child(s, Slot.If.condition), expected: .boolean)
            attributeScoped(tree.child(s, Slot.If.then))
            attributeScoped(tree.child(s, Slot.If.else_))
        case .whileStmt:
            _ = attribute(tree.child(s, Slot.While.condition), expected: .boolean)
            attributeScoped(tree.child(s, Slot.While.body))
        case .doStmt:
            attributeScoped(tree.child(s, Slot.Do.body))
            _ = attribute(tree.child(s, Slot.Do.condition), expected: .boolean)
        case .forStmt:
            let saved = pushScope()
            for i in tree.list(s, Slot.For.initializers) {
                if tree.kind(i) == .localVarDecl { attributeLocalVariables(i) } else { _ = attribute(i, expected: nil) }
            }
            let condition = tree.child(s, Slot.For.condition)
            if !condition.isNone { _ = attribute(condition, expected: .boolean) }
            for u in tree.list(s, Slot.For.updates) { _ = attribute(u, expected: nil) }
            attributeScoped(tree.child(s, Slot.For.body))
            popScope(saved)
        case .forEachStmt:
            let iterable = attribute(tree.child(s, Slot.ForEach.iterable), expected: nil)
            let typeNode = tree.child(s, Slot.ForEach.type)
            var elementType = elementTypeOfIterable(iterable)
            if !isVar(typeNode) { elementType = recordType(typeNode) } else { result.types[typeNode.index] = elementType }
            let saved = pushScope()
            declareLocal(name: nameID(s), type: elementType, node: s)
            attributeStatement(tree.child(s, Slot.ForEach.body))
            popScope(saved)
        case .labeledStmt:
            attributeStatement(tree.child(s, Slot.Labeled.statement))
        case .returnStmt:
            let value = tree.child(s, Slot.Return.value)
            if !value.isNone { _ = attribute(value, expected: returnTypes.last ?? nil) }
        case .throwStmt:
            _ = attribute(tree.child(s, Slot.Throw.value), expected: nil)
        case .yieldStmt:
            let t = attribute(tree.child(s, Slot.Yield.value), expected: returnTypes.last ?? nil)
            if !yieldTypes.isEmpty { yieldTypes[yieldTypes.count - 1].append(t) }
        case .synchronizedStmt:
            _ = attribute(tree.child(s, Slot.Synchronized.lock), expected: nil)
            attributeStatement(tree.child(s, Slot.Synchronized.body))
        case .tryStmt:
            let saved = pushScope()
            for r in tree.list(s, Slot.Try.resources) {
                if tree.kind(r) == .resource {
                    // The declared type is the initializer's target (a lambda resource is typed from it).
                    let typeNode = tree.child(r, Slot.Resource.type)
                    let declaredType = isVar(typeNode) ? nil : recordType(typeNode)
                    let initType = attribute(tree.child(r, Slot.Resource.initializer), expected: declaredType)
                    let t = declaredType ?? initType
                    declareLocal(name: nameID(r), type: t, node: r)
                } else {
                    _ = attribute(r, expected: nil)
                }
            }
            attributeStatement(tree.child(s, Slot.Try.body))
            popScope(saved)
            for c in tree.list(s, Slot.Try.catches) {
                let savedCatch = pushScope()
                let typeNode = tree.child(c, Slot.Catch.type)
                let t = recordType(typeNode)
                var declaredType = t
                if case .intersection(let alternatives) = t, let first = alternatives.first {
                    // Each alternative keeps its own type (a handler per alternative); the parameter has their
                    // least upper bound (JLS §14.20).
                    for (alternative, type) in zip(tree.children(typeNode), alternatives) { result.types[alternative.index] = type }
                    declaredType = alternatives.dropFirst().reduce(first) { relations.leastUpperBound($0, $1) }
                }
                declareLocal(name: nameID(c), type: declaredType, node: c)
                attributeStatement(tree.child(c, Slot.Catch.body))
                popScope(savedCatch)
            }
            attributeScoped(tree.child(s, Slot.Try.finally))
        case .switchStmt:
            _ = attributeSwitch(s, isExpression: false, expected: nil)
        case .assertStmt:
            _ = attribute(tree.child(s, Slot.Assert.condition), expected: .boolean)
            let message = tree.child(s, Slot.Assert.message)
            if !message.isNone { _ = attribute(message, expected: nil) }
        default:
            break
        }
    }

    /// A block scope: locals and local classes declared inside end with it.
    mutating func pushScope() -> [String: TypeSymbolID] {
        scopes.push()
        return typeScope.localTypes
    }

    mutating func popScope(_ savedLocalTypes: [String: TypeSymbolID]) {
        typeScope.localTypes = savedLocalTypes
        scopes.pop()
    }

    mutating func attributeScoped(_ s: NodeID) {
        let saved = pushScope()
        attributeStatement(s)
        popScope(saved)
    }

    mutating func isVar(_ typeNode: NodeID) -> Bool {
        !typeNode.isNone && tree.kind(typeNode) == .classType && tree.child(typeNode, Slot.ClassType.outer).isNone
            && tree.name(typeNode) == "var" && resolver.resolveSimpleName("var", scope: typeScope) == nil
    }

    mutating func attributeLocalVariables(_ s: NodeID) {
        let typeNode = tree.child(s, Slot.LocalVarDecl.type)
        let isFinal = tree.modifiers(tree.child(s, Slot.LocalVarDecl.modifiers)).contains(.final)
        let inferred = isVar(typeNode)
        let base = inferred ? JavaType.unresolved("var") : recordType(typeNode)
        for d in tree.list(s, Slot.LocalVarDecl.declarators) {
            var t = base
            for _ in 0..<tree[d].flags { t = .array(t) }
            let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
            if !initializer.isNone {
                let it = attribute(initializer, expected: inferred ? nil : t)
                if inferred {
                    t = it == .null ? symbols.object : it
                    result.types[typeNode.index] = t
                }
            }
            declareLocal(name: nameID(d), type: t, node: d)
            if isFinal, !initializer.isNone, let value = result.constant(of: initializer), Self.canBeConstant(t, symbols: symbols) {
                scopes.setLastConstant(Self.converted(value, to: t, symbols: symbols))
            }
        }
    }

    /// Only primitives and `String` make constant variables.
    static func canBeConstant(_ t: JavaType, symbols: SymbolTable) -> Bool {
        if case .primitive = t { return true }
        return symbols.isString(t)
    }

    /// A constant assigned to a variable of type `t` (assignment conversion).
    static func converted(_ v: ConstantValue, to t: JavaType, symbols: SymbolTable) -> ConstantValue? {
        if case .primitive = t { return ConstantFolding.cast(v, to: t, isString: false) }
        return symbols.isString(t) ? ConstantFolding.cast(v, to: t, isString: true) : nil
    }

    mutating func elementTypeOfIterable(_ t: JavaType) -> JavaType {
        if case .array(let e) = t { return e }
        if let iterable = symbols.lookup(qualifiedName: "java.lang.Iterable"),
           case .declared(_, let args)? = relations.asSuper(t, iterable) {
            if let first = args.first { return wildcardBound(first) }
            return symbols.object
        }
        return .unresolved("element of \(symbols.display(t))")
    }

    func wildcardBound(_ t: JavaType) -> JavaType {
        switch t {
        case .wildcard(.extends(let b)): return b
        case .wildcard: return symbols.object
        default: return t
        }
    }

    /// Attributes a switch statement or expression; returns the expression's type.
    mutating func attributeSwitch(_ s: NodeID, isExpression: Bool, expected: JavaType?) -> JavaType {
        let selector = attribute(tree.child(s, Slot.Switch.selector), expected: nil)
        var enumType: TypeSymbolID? = nil
        if case .declared(let id, _) = selector, symbols[id].kind == .enum { enumType = id }
        var armTypes: [JavaType] = []
        if isExpression {
            yieldTypes.append([])
            returnTypes.append(expected)
        }
        scopes.push()
        for c in tree.list(s, Slot.Switch.cases) {
            for label in tree.list(c, Slot.SwitchCase.labels) {
                if let e = enumType, tree.kind(label) == .name,
                   let index = symbols[e].fields.firstIndex(where: { $0.name == tree.name(label) }) {
                    // `case RED:` names a constant of the selector's enum (JLS §14.11.1).
                    let previous = store(.declared(e, []), at: label)
                    result.bindings[label.index] = .field(e, index)
                    count(.declared(e, []), replacing: previous)
                } else {
                    _ = attribute(label, expected: selector)
                }
            }
            let body = tree.child(c, Slot.SwitchCase.body)
            if tree[c].flags & 1 != 0 {
                switch tree.kind(body) {
                case .block, .throwStmt: attributeScoped(body)
                default:
                    let t = attribute(body, expected: isExpression ? expected : nil)
                    armTypes.append(t)
                }
            } else {
                for statement in tree.children(body) { attributeStatement(statement) }
            }
        }
        scopes.pop()
        guard isExpression else { return .void }
        returnTypes.removeLast()
        armTypes.append(contentsOf: yieldTypes.removeLast())
        return unify(armTypes, expected: expected)
    }

    /// The type of a conditional or switch expression from its arms (JLS §15.25, simplified).
    mutating func unify(_ types: [JavaType], expected: JavaType?) -> JavaType {
        let arms = types.filter { !$0.isUnresolved }
        guard let first = arms.first else { return types.first ?? expected ?? .unresolved("switch") }
        if arms.allSatisfy({ $0 == first }) { return first }
        if arms.allSatisfy({ $0 == .boolean || symbols.unboxedPrimitive($0) == .boolean }) { return .boolean }
        if arms.allSatisfy({ relations.unboxedNumeric($0) != nil }) {
            // JLS §15.25.2, §15.28.1: `c ? b : (Byte) x` is a byte and `c ? s : b` (short and byte) a short;
            // binary numeric promotion would make both int.
            let unboxed = arms.map { relations.unboxedNumeric($0)! }
            if unboxed.allSatisfy({ $0 == unboxed[0] }) { return .primitive(unboxed[0]) }
            if unboxed.allSatisfy({ $0 == .byte || $0 == .short }) { return .primitive(.short) }
            var p = relations.unboxedNumeric(first)!
            for t in arms.dropFirst() { p = relations.numericPromotion(.primitive(p), t) ?? p }
            return .primitive(p)
        }
        let nonNull = arms.filter { $0 != .null }
        if let candidate = nonNull.first(where: { c in nonNull.allSatisfy { relations.isSubtype($0, c) } }) {
            if case .primitive(let p) = candidate, nonNull.count != arms.count { return symbols.boxed(p) }
            return candidate
        }
        // Without a target (an argument, a receiver, `var`), reference arms meet at their least upper bound
        // (JLS §15.25.3): `latin1 ? new StringLatin1.CharsSpliterator(…) : new StringUTF16.CharsSpliterator(…)` is a
        // Spliterator.OfInt; a type variable counts as its bound (`lsp == null ? NULL_PROVIDER : lsp`).
        if expected == nil, nonNull.count >= 2, nonNull.allSatisfy({ $0.isReference }) {
            let bounded = nonNull.map { relations.upperBound($0) }
            if let candidate = bounded.first(where: { c in bounded.allSatisfy { relations.isSubtype($0, c) } }) { return candidate }
            // An intersection (`c ? arrayList : linkedList` is `AbstractList<E> & Cloneable & Serializable`) has the
            // members of its parts; interfaces without members (Cloneable, Serializable, RandomAccess) add none, so
            // the one other part has exactly the intersection's members, and the lowering can spell it. Left at
            // Object when several parts have members: the lowering has no Swift spelling for an intersection.
            let minimal = relations.minimalCommonSupertypes(of: bounded)
            if minimal.count == 1 { return minimal[0] }
            let withMembers = minimal.filter { !relations.addsNoMembers($0) }
            if withMembers.count == 1 { return withMembers[0] }
        }
        return expected ?? symbols.object
    }
}
