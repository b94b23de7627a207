import JavaSyntax

/// Where a symbol was declared in the translated sources.
public struct SourceRef: Hashable, Sendable {
    public var file: Int
    public var node: NodeID
    public init(file: Int, node: NodeID) {
        self.file = file
        self.node = node
    }
}

public enum TypeKind: String, Sendable {
    case `class`, interface, `enum`, record, annotation
}

/// A compile-time constant value (JLS §15.29), as folded for `static final` fields and `case` labels.
public enum ConstantValue: Hashable, Sendable {
    case boolean(Bool)
    case char(UInt16)
    case int(Int32)
    case long(Int64)
    case float(Float)
    case double(Double)
    case string(String)
}

public struct TypeParameterSymbol: Sendable {
    public var name: String
    public var bounds: [JavaType]
}

public struct FieldSymbol: Sendable {
    public var name: String
    public var type: JavaType
    public var modifiers: Modifier
    public var constantValue: ConstantValue?
    public var declaration: SourceRef?
    /// The name's number in the table's member-name index, once indexed (`SymbolTable.indexMemberNames`); -1 before.
    var nameID: Int32 = -1
    public var isStatic: Bool { modifiers.contains(.static) }

    /// Whether the field is named `name`, whose member-name number is `nameID` (see `SymbolTable.memberNameID`).
    func isNamed(_ name: String, _ nameID: Int32) -> Bool { self.nameID == nameID || (self.nameID < 0 && self.name == name) }
}

/// A method or constructor signature.
public struct MethodSymbol: Sendable {
    public var name: String
    public var typeParameters: [TypeParameterSymbol]
    public var parameterTypes: [JavaType]
    public var isVarargs: Bool
    /// `.void` for void methods and constructors.
    public var returnType: JavaType
    public var thrownTypes: [JavaType]
    public var modifiers: Modifier
    public var declaration: SourceRef?
    /// The name's number in the table's member-name index, once indexed (`SymbolTable.indexMemberNames`); -1 before.
    var nameID: Int32 = -1
    public var isStatic: Bool { modifiers.contains(.static) }
    public var isAbstract: Bool { modifiers.contains(.abstract) }

    /// Whether the method is named `name`, whose member-name number is `nameID` (see `SymbolTable.memberNameID`).
    func isNamed(_ name: String, _ nameID: Int32) -> Bool { self.nameID == nameID || (self.nameID < 0 && self.name == name) }
}

/// A class, interface, enum, record or annotation type, from the sources or from library signatures.
public struct TypeSymbol: Sendable {
    public let id: TypeSymbolID
    public var kind: TypeKind
    public var packageName: String
    public var simpleName: String
    /// Canonical name with `.` between nesting levels: `java.util.Map.Entry`. Local and anonymous
    /// classes get a name unique in their file (`Outer.1`, `Outer.1Local`).
    public var qualifiedName: String
    public var enclosing: TypeSymbolID?
    public var modifiers: Modifier
    public var typeParameters: [TypeParameterSymbol] = []
    public var superclass: JavaType?
    public var interfaces: [JavaType] = []
    public var fields: [FieldSymbol] = []
    public var methods: [MethodSymbol] = []
    public var constructors: [MethodSymbol] = []
    public var memberTypes: [String: TypeSymbolID] = [:]
    public var enumConstants: [String] = []
    public var isFunctionalInterface = false
    public var isLocal = false
    public var isAnonymous = false
    public var declaration: SourceRef?

    public var isInterface: Bool { kind == .interface || kind == .annotation }
    public var isStatic: Bool { modifiers.contains(.static) || enclosing == nil || kind != .class }
}

/// Every type the program can name: the sources' and the library's. Built once, then read-only, so the
/// attribution of files can run in parallel.
public struct SymbolTable: Sendable {
    public private(set) var types: [TypeSymbol] = []
    /// The tables by name, in one box that copies of the table share until one of them declares something: the
    /// attributing threads and the resolvers copy the table often, and a copy retained each table.
    private var indexes = NameIndexes()
    /// `java.lang.Object`, `java.lang.String` and the boxes by `PrimitiveType.rawValue`, once declared: asked for
    /// on nearly every expression, so not looked up by name each time.
    public private(set) var objectID: TypeSymbolID?
    private var stringID: TypeSymbolID?
    private var boxIDs = BoxIDs()

    /// Copy-on-write storage of `SymbolTable`'s tables by name; changed only through `uniqueIndexes()`, that is,
    /// only while a single table holds it.
    private final class NameIndexes: @unchecked Sendable {
        var byQualifiedName: [String: TypeSymbolID] = [:]
        /// Package → simple name → top-level type.
        var packageMembers: [String: [String: TypeSymbolID]] = [:]
        /// Every known package and each of its prefixes (`java`, `java.util`).
        var packages: Set<String> = []
        /// Every indexed field and method name, numbered: member lookups compare these numbers, not strings (a
        /// string comparison of two different names cost about a hundred instructions, and lookups make millions).
        var memberNames = InternedNames()

        func copy() -> NameIndexes {
            let c = NameIndexes()
            c.byQualifiedName = byQualifiedName
            c.packageMembers = packageMembers
            c.packages = packages
            c.memberNames = memberNames
            return c
        }
    }

    /// The boxes' IDs by `PrimitiveType.rawValue`, inline (an array was one more retain per copy of the table).
    private struct BoxIDs: Sendable {
        private var raw: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1, -1, -1)

        subscript(p: PrimitiveType) -> TypeSymbolID? {
            get {
                let r: Int32
                switch p.rawValue {
                case 0: r = raw.0
                case 1: r = raw.1
                case 2: r = raw.2
                case 3: r = raw.3
                case 4: r = raw.4
                case 5: r = raw.5
                case 6: r = raw.6
                default: r = raw.7
                }
                return r < 0 ? nil : TypeSymbolID(r)
            }
            set {
                let r = newValue?.raw ?? -1
                switch p.rawValue {
                case 0: raw.0 = r
                case 1: raw.1 = r
                case 2: raw.2 = r
                case 3: raw.3 = r
                case 4: raw.4 = r
                case 5: raw.5 = r
                case 6: raw.6 = r
                default: raw.7 = r
                }
            }
        }
    }

    /// `indexes`, copied first if another table shares it.
    private mutating func uniqueIndexes() -> NameIndexes {
        if !isKnownUniquelyReferenced(&indexes) { indexes = indexes.copy() }
        return indexes
    }

    public init() {}

    /// Read in place (`symbols[id].fields` does not copy the whole symbol).
    public subscript(id: TypeSymbolID) -> TypeSymbol {
        _read { yield types[Int(id.raw)] }
        _modify { yield &types[Int(id.raw)] }
    }

    public func lookup(qualifiedName: String) -> TypeSymbolID? { indexes.byQualifiedName[qualifiedName] }

    /// The JVM's binary name (JLS §13.1), as `getClass().getName()` and exception messages print it: member
    /// classes joined with `$` (`pkg.Outer$Inner`); a local or anonymous class's name is already one
    /// (`pkg.Outer$1`, `pkg.Outer$1Local`).
    public func binaryName(of id: TypeSymbolID) -> String {
        let s = self[id]
        guard !s.isLocal, let outer = s.enclosing else { return s.qualifiedName }
        return binaryName(of: outer) + "$" + s.simpleName
    }

    /// Room for `count` more types, so that declaring them does not grow the tables step by step.
    mutating func reserveCapacity(forAdded count: Int) {
        types.reserveCapacity(types.count + count)
        let indexes = uniqueIndexes()
        indexes.byQualifiedName.reserveCapacity(indexes.byQualifiedName.count + count)
    }

    public func topLevelType(package: String, simpleName: String) -> TypeSymbolID? {
        indexes.packageMembers[package]?[simpleName]
    }

    public func isPackage(_ name: String) -> Bool { indexes.packages.contains(name) }

    /// The number of a field or method name for `FieldSymbol.isNamed` and `MethodSymbol.isNamed`: -2 when no
    /// indexed member has that name (then only members not yet indexed can match it, by string).
    func memberNameID(_ name: String) -> Int32 { indexes.memberNames.find(name) ?? -2 }

    /// Numbers the names of the fields and methods of `ids` that have none yet. Members added later keep -1
    /// and are matched by string.
    mutating func indexMemberNames<S: Sequence<TypeSymbolID>>(of ids: S) {
        let indexes = uniqueIndexes()
        for id in ids {
            let t = Int(id.raw)
            for f in types[t].fields.indices where types[t].fields[f].nameID < 0 {
                types[t].fields[f].nameID = indexes.memberNames.id(types[t].fields[f].name)
            }
            for m in types[t].methods.indices where types[t].methods[m].nameID < 0 {
                types[t].methods[m].nameID = indexes.memberNames.id(types[t].methods[m].name)
            }
        }
    }

    /// The top-level types of a package by simple name (empty for an unknown package).
    func packageTypes(_ package: String) -> [String: TypeSymbolID] { indexes.packageMembers[package] ?? [:] }

    /// Adds a type; top-level types are registered under their package.
    @discardableResult
    public mutating func declare(kind: TypeKind, packageName: String, simpleName: String, qualifiedName: String,
                                 enclosing: TypeSymbolID?, modifiers: Modifier, declaration: SourceRef?) -> TypeSymbolID {
        let indexes = uniqueIndexes()
        if let existing = indexes.byQualifiedName[qualifiedName] {
            // The sources may define a type the library also describes (translating a library's own code,
            // or a user's class shadowing one): the source declaration replaces the library's, keeping its ID so
            // references to it stay valid. A second source declaration of one name is left to the first.
            if types[Int(existing.raw)].declaration == nil, let declaration {
                let memberTypes = types[Int(existing.raw)].memberTypes
                types[Int(existing.raw)] = TypeSymbol(id: existing, kind: kind, packageName: packageName, simpleName: simpleName,
                                                      qualifiedName: qualifiedName, enclosing: enclosing, modifiers: modifiers,
                                                      declaration: declaration)
                // Library member types the source does not redeclare stay reachable.
                types[Int(existing.raw)].memberTypes = memberTypes
            }
            return existing
        }
        let id = TypeSymbolID(Int32(types.count))
        types.append(TypeSymbol(id: id, kind: kind, packageName: packageName, simpleName: simpleName,
                                qualifiedName: qualifiedName, enclosing: enclosing, modifiers: modifiers,
                                declaration: declaration))
        indexes.byQualifiedName[qualifiedName] = id
        if qualifiedName == "java.lang.Object" { objectID = id }
        if qualifiedName == "java.lang.String" { stringID = id }
        if let p = PrimitiveType.unboxed(qualifiedName: qualifiedName) { boxIDs[p] = id }
        if let outer = enclosing {
            types[Int(outer.raw)].memberTypes[simpleName] = id
        } else {
            indexes.packageMembers[packageName, default: [:]][simpleName] = id
        }
        var prefix = packageName
        while !prefix.isEmpty && !indexes.packages.contains(prefix) {
            indexes.packages.insert(prefix)
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = String(prefix[..<dot])
        }
        return id
    }

    /// Registers a local or anonymous class: known by qualified name, not by package membership.
    mutating func declareLocal(kind: TypeKind, packageName: String, simpleName: String, qualifiedName: String,
                               enclosing: TypeSymbolID?, modifiers: Modifier, declaration: SourceRef, anonymous: Bool) -> TypeSymbolID {
        let id = TypeSymbolID(Int32(types.count))
        var symbol = TypeSymbol(id: id, kind: kind, packageName: packageName, simpleName: simpleName,
                                qualifiedName: qualifiedName, enclosing: enclosing, modifiers: modifiers,
                                declaration: declaration)
        symbol.isLocal = true
        symbol.isAnonymous = anonymous
        types.append(symbol)
        uniqueIndexes().byQualifiedName[qualifiedName] = id
        return id
    }

    // MARK: Well-known types

    public var object: JavaType { objectID.map { .declared($0, []) } ?? .unresolved("java.lang.Object") }
    public var string: JavaType { stringID.map { .declared($0, []) } ?? .unresolved("java.lang.String") }

    /// `self[id].isInterface` without copying the symbol (a computed property of the element copies it whole).
    public func isInterface(_ id: TypeSymbolID) -> Bool {
        let kind = types[Int(id.raw)].kind
        return kind == .interface || kind == .annotation
    }

    /// The class whose type arguments follow `id`'s own in a parameterized `id`: for an inner member class (not
    /// static, JLS §8.1.3) of a generic class, or of such an inner class, its enclosing class. `Box<String>.Ref` is
    /// `.declared(Ref, [String])` — `Ref`'s own arguments (none), then `Box`'s — so `Ref`'s members typed `T`
    /// substitute like any other. A `.declared(Ref, [])` (`Ref` named where no outer arguments are known) keeps
    /// the outer's variables as they are. Local and anonymous classes never carry them.
    public func genericOuter(of id: TypeSymbolID) -> TypeSymbolID? {
        let i = Int(id.raw)
        guard let outer = types[i].enclosing, types[i].kind == .class, !types[i].modifiers.contains(.static),
              !types[i].isLocal, !types[i].isAnonymous, !isInterface(outer) else { return nil }
        return !types[Int(outer.raw)].typeParameters.isEmpty || genericOuter(of: outer) != nil ? outer : nil
    }

    /// The arguments `id` has in its own body: its type variables, then those of its generic outer classes.
    public func ownTypeArguments(of id: TypeSymbolID) -> [JavaType] {
        var result = types[Int(id.raw)].typeParameters.enumerated().map {
            JavaType.typeVariable(TypeVariable(owner: .type(id), index: $0.offset, name: $0.element.name))
        }
        if let outer = genericOuter(of: id) { result += ownTypeArguments(of: outer) }
        return result
    }

    /// `java.lang.Foo` as a type, or `.unresolved` when the library does not define it.
    public func named(_ qualifiedName: String, _ arguments: [JavaType] = []) -> JavaType {
        if let id = indexes.byQualifiedName[qualifiedName] { return .declared(id, arguments) }
        return .unresolved(qualifiedName)
    }

    public func isString(_ t: JavaType) -> Bool {
        if case .declared(let id, _) = t { return id == stringID }
        return false
    }

    /// The primitive a boxed type unboxes to.
    public func unboxedPrimitive(_ t: JavaType) -> PrimitiveType? {
        guard case .declared(let id, _) = t else { return nil }
        for p in PrimitiveType.allCases where boxIDs[p] == id { return p }
        return nil
    }

    public func boxed(_ p: PrimitiveType) -> JavaType { boxIDs[p].map { .declared($0, []) } ?? .unresolved(p.boxName) }

    // MARK: Display

    /// Java spelling with simple names for well-known packages: `List<String>`, `int[]`, `Map.Entry<K, V>`.
    public func display(_ t: JavaType) -> String {
        switch t {
        case .primitive(let p): return p.name
        case .void: return "void"
        case .null: return "null"
        case .declared(let id, let args):
            let s = types[Int(id.raw)]
            let own = s.typeParameters.count
            if args.count > own, let outer = genericOuter(of: id) {
                // `Box<String>.Ref`: the arguments after the inner class's own are its outer class's.
                let inner = args.prefix(own)
                return display(.declared(outer, Array(args[own...]))) + "." + s.simpleName
                    + (inner.isEmpty ? "" : "<" + inner.map(display).joined(separator: ", ") + ">")
            }
            var name = s.qualifiedName
            if s.packageName == "java.lang" || s.packageName == "java.util" || s.packageName == "java.util.function" || s.packageName.isEmpty {
                name = String(name.dropFirst(s.packageName.isEmpty ? 0 : s.packageName.count + 1))
            }
            return args.isEmpty ? name : name + "<" + args.map(display).joined(separator: ", ") + ">"
        case .array(let e): return display(e) + "[]"
        case .typeVariable(let v): return v.name
        case .wildcard(.unbounded): return "?"
        case .wildcard(.extends(let b)): return "? extends " + display(b)
        case .wildcard(.super(let b)): return "? super " + display(b)
        case .intersection(let ts): return ts.map(display).joined(separator: " & ")
        case .unresolved(let n): return "<unresolved: \(n)>"
        }
    }
}
