import JavaSyntax

/// The scope a type name is resolved in: the file's imports, the enclosing types (innermost first), the
/// type variables of enclosing methods, and local classes declared so far.
public struct TypeScope: Sendable {
    public var file: Int
    public var imports: ImportContext
    public var enclosingTypes: [TypeSymbolID]
    public var typeVariables: [TypeVariable] = []
    public var localTypes: [String: TypeSymbolID] = [:]

    public init(file: Int, imports: ImportContext, enclosingTypes: [TypeSymbolID]) {
        self.file = file
        self.imports = imports
        self.enclosingTypes = enclosingTypes
    }
}

/// Resolves type syntax to `JavaType` (JLS §6.5.5): type variables, local classes, member types of
/// enclosing classes and their supertypes, single-type imports, the package, on-demand imports, `java.lang`.
public struct TypeResolver {
    public let symbols: SymbolTable
    let cache: HierarchyCache?

    public init(symbols: SymbolTable) {
        self.symbols = symbols
        self.cache = nil
    }

    init(symbols: SymbolTable, cache: HierarchyCache) {
        self.symbols = symbols
        self.cache = cache
    }

    /// A type node (`primitiveType`, `classType`, `arrayType`, …). Unresolved names are appended to `unresolved`.
    public func resolve(_ node: NodeID, in tree: SyntaxTree, scope: TypeScope, unresolved: inout [UnresolvedName]) -> JavaType {
        if node.isNone { return .unresolved("?") }
        switch tree.kind(node) {
        case .primitiveType:
            return .primitive(Self.primitive(tree.token(tree[node].aux).kind))
        case .voidType:
            return .void
        case .arrayType:
            return .array(resolve(tree.child(node, Slot.ArrayType.element), in: tree, scope: scope, unresolved: &unresolved))
        case .wildcardType:
            let bound = tree.child(node, Slot.WildcardType.bound)
            if bound.isNone { return .wildcard(.unbounded) }
            let b = resolve(bound, in: tree, scope: scope, unresolved: &unresolved)
            return .wildcard(tree[node].flags == 2 ? .super(b) : .extends(b))
        case .intersectionType, .unionType:
            return .intersection(tree.children(node).map { resolve($0, in: tree, scope: scope, unresolved: &unresolved) })
        case .classType:
            return resolveClassType(node, in: tree, scope: scope, unresolved: &unresolved)
        default:
            return .unresolved(tree.text(node))
        }
    }

    static func primitive(_ k: TokenKind) -> PrimitiveType {
        switch k {
        case .kwBoolean: return .boolean
        case .kwByte: return .byte
        case .kwShort: return .short
        case .kwChar: return .char
        case .kwInt: return .int
        case .kwLong: return .long
        case .kwFloat: return .float
        default: return .double
        }
    }

    func resolveClassType(_ node: NodeID, in tree: SyntaxTree, scope: TypeScope, unresolved: inout [UnresolvedName]) -> JavaType {
        // With a cache, the name is interned from the source bytes (no string is made for it).
        let nameID = cache?.names.id(tree, node)
        let name = nameID.map { cache!.names.string($0) } ?? tree.name(node)
        let outer = tree.child(node, Slot.ClassType.outer)
        let argsNode = tree.child(node, Slot.ClassType.typeArguments)
        let args = argsNode.isNone ? [] : tree.children(argsNode).map { resolve($0, in: tree, scope: scope, unresolved: &unresolved) }
        if outer.isNone {
            if let t = resolveSimpleName(name, nameID: nameID, scope: scope) {
                if case .declared(let id, _) = t {
                    let outerArgs = implicitOuterArguments(of: id, scope: scope)
                    return .declared(id, outerArgs.isEmpty ? args : args + outerArgs)
                }
                return t
            }
            // `var` is not a type but an inferred local's marker; the attributor handles it.
            if name == "var" { return .unresolved("var") }
            unresolved.append(UnresolvedName(file: scope.file, offset: tree.range(node).lowerBound, name: name, kind: .type))
            return .unresolved(name)
        }
        // `a.b.C`: the prefix is a type (then C is a member type) or a package.
        let prefix = resolveClassTypeQuietly(outer, in: tree, scope: scope)
        if case .declared(let outerID, _) = prefix {
            if let member = memberType(named: name, in: outerID) {
                // An inner class of a parameterized outer keeps the outer's arguments: `Box<String>.Ref`.
                if symbols.genericOuter(of: member) == outerID {
                    if !tree.child(outer, Slot.ClassType.typeArguments).isNone || !tree.child(outer, Slot.ClassType.outer).isNone,
                       case .declared(_, let outerArgs) = resolveClassType(outer, in: tree, scope: scope, unresolved: &unresolved),
                       !outerArgs.isEmpty {
                        return .declared(member, args + outerArgs)
                    }
                    return .declared(member, args + implicitOuterArguments(of: member, scope: scope))
                }
                return .declared(member, args)
            }
        } else {
            let packageName = tree.text(outer).filter { !$0.isWhitespace }
            if let id = symbols.lookup(qualifiedName: packageName + "." + name) {
                return .declared(id, args)
            }
        }
        let full = tree.text(node).filter { !$0.isWhitespace }
        unresolved.append(UnresolvedName(file: scope.file, offset: tree.range(node).lowerBound, name: full, kind: .type))
        return .unresolved(full)
    }

    /// The outer arguments inner class `id`'s simple name carries where it is written: inside its generic outer
    /// class, that class's own variables (JLS §8.1.3); inside a subclass, the arguments it gives the outer class.
    /// Elsewhere none are known (`Box.Ref` from outside is raw).
    func implicitOuterArguments(of id: TypeSymbolID, scope: TypeScope) -> [JavaType] {
        guard let outer = symbols.genericOuter(of: id) else { return [] }
        if scope.enclosingTypes.contains(outer) { return symbols.ownTypeArguments(of: outer) }
        // Inherited: `Ref` inside `class Sub extends Box<String>` is `Box<String>.Ref` (JLS §8.5, §4.5).
        for enclosing in scope.enclosingTypes {
            let view = JavaType.declared(enclosing, symbols.ownTypeArguments(of: enclosing))
            if case .declared(_, let args)? = symbols.asSuper(view, outer), !args.isEmpty { return args }
        }
        return []
    }

    /// The prefix of a qualified type: a type if it resolves, otherwise treated as a package name.
    func resolveClassTypeQuietly(_ node: NodeID, in tree: SyntaxTree, scope: TypeScope) -> JavaType {
        let outer = tree.child(node, Slot.ClassType.outer)
        let name = tree.name(node)
        if outer.isNone {
            return resolveSimpleName(name, scope: scope) ?? .unresolved(name)
        }
        let prefix = resolveClassTypeQuietly(outer, in: tree, scope: scope)
        if case .declared(let outerID, _) = prefix, let member = memberType(named: name, in: outerID) {
            return .declared(member, [])
        }
        let qualified = tree.text(node).filter { !$0.isWhitespace }
        if let id = symbols.lookup(qualifiedName: qualified) { return .declared(id, []) }
        return .unresolved(qualified)
    }

    /// A simple type name in scope, or nil.
    public func resolveSimpleName(_ name: String, scope: TypeScope) -> JavaType? {
        resolveSimpleName(name, nameID: nil, scope: scope)
    }

    /// `nameID`: `name`'s ID in the cache's `names`, when the caller has it.
    func resolveSimpleName(_ name: String, nameID: Int32?, scope: TypeScope) -> JavaType? {
        // A method type variable or local class of that name shadows the rest; otherwise the answer depends only
        // on the file and the innermost enclosing type, and is memoised.
        if let cache, scope.typeVariables.isEmpty || !scope.typeVariables.contains(where: { $0.name == name }),
           scope.localTypes.isEmpty || scope.localTypes[name] == nil {
            let id = nameID ?? cache.names.id(name)
            let key = HierarchyCache.ScopedNameKey(file: scope.file, enclosing: scope.enclosingTypes.first, name: id)
            if let cached = cache.scopedNames[key] { return cached }
            let value = resolveSimpleNameUncached(name, nameID: id, scope: scope)
            cache.scopedNames[key] = value
            return value
        }
        return resolveSimpleNameUncached(name, nameID: nameID, scope: scope)
    }

    func resolveSimpleNameUncached(_ name: String, nameID: Int32? = nil, scope: TypeScope) -> JavaType? {
        for v in scope.typeVariables.reversed() where v.name == name { return .typeVariable(v) }
        if let local = scope.localTypes[name] { return .declared(local, []) }
        let mayBeMember = cache.map { cache in cache.mayNameMemberType(nameID ?? cache.names.id(name), symbols: symbols) } ?? true
        for enclosing in scope.enclosingTypes {
            if symbols[enclosing].simpleName == name && !symbols[enclosing].isAnonymous { return .declared(enclosing, []) }
            if let i = symbols[enclosing].typeParameters.firstIndex(where: { $0.name == name }) {
                return .typeVariable(TypeVariable(owner: .type(enclosing), index: i, name: name))
            }
            if mayBeMember, let member = memberType(named: name, in: enclosing) { return .declared(member, []) }
        }
        let global: TypeSymbolID?
        if let cache {
            global = cache.globalTypeName(nameID ?? cache.names.id(name), file: scope.file) { fileLevelType(name, imports: scope.imports) }
        } else {
            global = fileLevelType(name, imports: scope.imports)
        }
        return global.map { .declared($0, []) }
    }

    /// Single-type and single-static imports, the package, on-demand and static on-demand imports, then `java.lang`
    /// (JLS §6.4.1 shadowing order). Static imports bring in static member types (`import static p.Outer.*;`
    /// makes `Outer.Name` plain `Name`, JLS §7.5.3–4).
    func fileLevelType(_ name: String, imports: ImportContext) -> TypeSymbolID? {
        if let q = imports.singleTypeImports[name], let id = symbols.lookup(qualifiedName: q) { return id }
        if !imports.staticSingleImports.isEmpty, let owners = imports.staticSingleImports[name] {
            for owner in owners {
                if let outer = symbols.lookup(qualifiedName: owner), let member = staticMemberType(named: name, in: outer) { return member }
            }
        }
        if let r = imports.resolved {
            // The same search over the lookups done once per file.
            if let id = r.packageTypes[name] { return id }
            for container in r.onDemand {
                if let id = container.packageTypes[name], isPublic(id) { return id }
                if let outer = container.type, let member = memberType(named: name, in: outer) { return member }
            }
            for outer in r.staticOnDemand {
                if let member = staticMemberType(named: name, in: outer) { return member }
            }
            return r.javaLang[name].flatMap { isPublic($0) ? $0 : nil }
        }
        if let id = symbols.topLevelType(package: imports.packageName, simpleName: name) { return id }
        for container in imports.onDemandImports {
            if let id = symbols.topLevelType(package: container, simpleName: name), isPublic(id) { return id }
            if let outer = symbols.lookup(qualifiedName: container), let member = memberType(named: name, in: outer) { return member }
        }
        for owner in imports.staticOnDemandImports {
            if let outer = symbols.lookup(qualifiedName: owner), let member = staticMemberType(named: name, in: outer) { return member }
        }
        return symbols.topLevelType(package: "java.lang", simpleName: name).flatMap { isPublic($0) ? $0 : nil }
    }

    /// An on-demand import brings in only the package's public types (JLS §7.5.2): `import java.io.*;` beside
    /// `import java.nio.file.*;` makes `FileSystem` the public `java.nio.file.FileSystem`, not java.io's own.
    private func isPublic(_ id: TypeSymbolID) -> Bool { symbols[id].modifiers.contains(.public) }

    /// A member type of `type` that a static import can name: a static one (interfaces, enums and records
    /// always are, as is any member of an interface).
    private func staticMemberType(named name: String, in type: TypeSymbolID) -> TypeSymbolID? {
        guard let member = memberType(named: name, in: type) else { return nil }
        let symbol = symbols[member]
        if symbol.isStatic { return member }
        if let enclosing = symbol.enclosing, symbols[enclosing].isInterface { return member }
        return nil
    }

    /// A member type declared in `type` or inherited from its supertypes (JLS §8.5).
    public func memberType(named name: String, in type: TypeSymbolID) -> TypeSymbolID? {
        if let cache { return cache.memberType(named: name, in: type, symbols: symbols) }
        // Hierarchies are small: the types visited fit a buffer on the stack (an array cost an allocation per
        // lookup, and the supertype passes look up every supertype name in every enclosing type).
        return withUnsafeTemporaryAllocation(of: TypeSymbolID.self, capacity: 64) { buffer in
            var visited = VisitedTypes(buffer: buffer)
            return memberType(named: name, in: type, visited: &visited)
        }
    }

    /// `inherited`: looking in a supertype, whose private member types are not inherited and hide the ones of
    /// that name further up (JLS §8.5).
    private func memberType(named name: String, in type: TypeSymbolID, inherited: Bool = false, visited: inout VisitedTypes) -> TypeSymbolID? {
        if visited.contains(type) { return nil }
        visited.append(type)
        if !symbols[type].memberTypes.isEmpty, let m = symbols[type].memberTypes[name] {
            return inherited && symbols[m].modifiers.contains(.private) ? nil : m
        }
        if case .declared(let sid, _)? = symbols[type].superclass, let m = memberType(named: name, in: sid, inherited: true, visited: &visited) { return m }
        for s in symbols[type].interfaces {
            if case .declared(let sid, _) = s, let m = memberType(named: name, in: sid, inherited: true, visited: &visited) { return m }
        }
        return nil
    }
}

/// The types a walk up a hierarchy has visited: in a buffer while they fit, then in an array.
struct VisitedTypes {
    let buffer: UnsafeMutableBufferPointer<TypeSymbolID>
    var count = 0
    var overflow: [TypeSymbolID] = []

    init(buffer: UnsafeMutableBufferPointer<TypeSymbolID>) {
        self.buffer = buffer
    }

    func contains(_ id: TypeSymbolID) -> Bool {
        for i in 0..<count where buffer[i] == id { return true }
        return overflow.contains(id)
    }

    mutating func append(_ id: TypeSymbolID) {
        if count < buffer.count {
            buffer[count] = id
            count += 1
        } else {
            overflow.append(id)
        }
    }
}

/// A name that did not resolve, recorded once where it was written (for the report).
public struct UnresolvedName: Hashable, Sendable {
    /// `cyclicInheritance`: a type that is its own supertype; `name` is the type, `offset` the supertype's.
    public enum Kind: String, Sendable { case type, `import`, name, member, method, cyclicInheritance }
    public var file: Int
    /// Offset into the file's translated text.
    public var offset: Int
    public var name: String
    public var kind: Kind
}
