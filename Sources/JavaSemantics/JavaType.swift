/// Java's primitive types (JLS §4.2).
public enum PrimitiveType: UInt8, Sendable, Hashable, CaseIterable {
    case boolean, byte, short, char, int, long, float, double

    public var name: String { String(describing: self) }

    public var isNumeric: Bool { self != .boolean }
    public var isIntegral: Bool { self == .byte || self == .short || self == .char || self == .int || self == .long }

    /// Rank for widening primitive conversion (JLS §5.1.2); `char` and `short` do not widen into each other.
    var rank: Int {
        switch self {
        case .boolean: return -1
        case .byte: return 1
        case .short, .char: return 2
        case .int: return 3
        case .long: return 4
        case .float: return 5
        case .double: return 6
        }
    }

    /// Whether a value of this type converts to `target` by identity or widening primitive conversion.
    public func widens(to target: PrimitiveType) -> Bool {
        if self == target { return true }
        if self == .boolean || target == .boolean { return false }
        if target == .char { return false }
        if self == .char { return target.rank >= PrimitiveType.int.rank }
        return target.rank > rank
    }

    /// The wrapper class (`java.lang.Integer` for `int`).
    public var boxName: String {
        switch self {
        case .boolean: return "java.lang.Boolean"
        case .byte: return "java.lang.Byte"
        case .short: return "java.lang.Short"
        case .char: return "java.lang.Character"
        case .int: return "java.lang.Integer"
        case .long: return "java.lang.Long"
        case .float: return "java.lang.Float"
        case .double: return "java.lang.Double"
        }
    }

    public static func unboxed(qualifiedName: String) -> PrimitiveType? {
        switch qualifiedName {
        case "java.lang.Boolean": return .boolean
        case "java.lang.Byte": return .byte
        case "java.lang.Short": return .short
        case "java.lang.Character": return .char
        case "java.lang.Integer": return .int
        case "java.lang.Long": return .long
        case "java.lang.Float": return .float
        case "java.lang.Double": return .double
        default: return nil
        }
    }
}

/// Index of a class, interface, enum, record or annotation type in a `SymbolTable`.
public struct TypeSymbolID: Hashable, Sendable, Comparable {
    public let raw: Int32
    public init(_ raw: Int32) { self.raw = raw }
    public static func < (a: TypeSymbolID, b: TypeSymbolID) -> Bool { a.raw < b.raw }
}

/// A type variable: declared by a type (`class Box<T>`) or a method/constructor (`<T> T id(T t)`).
public struct TypeVariable: Hashable, Sendable {
    public enum Owner: Hashable, Sendable {
        case type(TypeSymbolID)
        case method(TypeSymbolID, Int)  // declaring type, method index in that type's `methods`
        case constructor(TypeSymbolID, Int)
    }
    public let owner: Owner
    public let index: Int
    /// For display only: identity is the owner and the index.
    public let name: String

    public init(owner: Owner, index: Int, name: String) {
        self.owner = owner
        self.index = index
        self.name = name
    }

    public static func == (a: TypeVariable, b: TypeVariable) -> Bool { a.index == b.index && a.owner == b.owner }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(index)
    }
}

/// A Java type as the semantic core sees it. Values; cheap to compare and hash.
/// Only the recursive cases are `indirect`: a primitive or `.declared(id, [])` is built without a heap box
/// (attribution creates millions of them).
public enum JavaType: Hashable, Sendable, CustomStringConvertible {
    case primitive(PrimitiveType)
    case void
    /// The type of `null`.
    case null
    /// A class or interface type with its type arguments (empty: not generic, or raw).
    case declared(TypeSymbolID, [JavaType])
    indirect case array(JavaType)
    indirect case typeVariable(TypeVariable)
    /// `?`, `? extends T`, `? super T` — only as a type argument.
    indirect case wildcard(WildcardBound)
    case intersection([JavaType])
    /// A name that did not resolve; it propagates quietly and is reported once where it was written.
    /// `indirect` keeps the string out of line: with it inline a `JavaType` took 17 bytes (24 in an array),
    /// without it 16, and every file keeps an array of `JavaType?` with one per node.
    indirect case unresolved(String)

    public enum WildcardBound: Hashable, Sendable {
        case unbounded
        case extends(JavaType)
        case `super`(JavaType)
    }

    public static let boolean = JavaType.primitive(.boolean)
    public static let int = JavaType.primitive(.int)
    public static let long = JavaType.primitive(.long)
    public static let char = JavaType.primitive(.char)
    public static let double = JavaType.primitive(.double)
    public static let float = JavaType.primitive(.float)

    public var primitive: PrimitiveType? {
        if case .primitive(let p) = self { return p }
        return nil
    }

    public var isUnresolved: Bool {
        if case .unresolved = self { return true }
        return false
    }

    public var isWildcard: Bool {
        if case .wildcard = self { return true }
        return false
    }

    /// `(? extends T)[]`, `(?)[][]`: what substituting a wildcard into `V[]` gives before capture.
    var isArrayOfWildcard: Bool {
        if case .array(let e) = self { return e.isWildcard || e.isArrayOfWildcard }
        return false
    }

    public var isReference: Bool {
        switch self {
        case .primitive, .void: return false
        default: return true
        }
    }

    /// Whether `v` occurs anywhere in this type.
    public func mentions(_ v: TypeVariable) -> Bool {
        switch self {
        case .typeVariable(let w): return w == v
        case .declared(_, let args): return args.contains { $0.mentions(v) }
        case .array(let e): return e.mentions(v)
        case .wildcard(.extends(let t)), .wildcard(.super(let t)): return t.mentions(v)
        case .intersection(let ts): return ts.contains { $0.mentions(v) }
        default: return false
        }
    }

    /// Whether a wildcard occurs anywhere in this type (`List<? extends Number>`).
    public var mentionsWildcard: Bool {
        switch self {
        case .wildcard: return true
        case .declared(_, let args): return args.contains { $0.mentionsWildcard }
        case .array(let e): return e.mentionsWildcard
        case .intersection(let ts): return ts.contains { $0.mentionsWildcard }
        default: return false
        }
    }

    /// Whether a method's or constructor's type variable occurs in the type (one still to be inferred).
    public var mentionsMethodTypeVariable: Bool {
        switch self {
        case .typeVariable(let v):
            if case .type = v.owner { return false }
            return true
        case .declared(_, let args): return args.contains { $0.mentionsMethodTypeVariable }
        case .array(let e): return e.mentionsMethodTypeVariable
        case .wildcard(.extends(let t)), .wildcard(.super(let t)): return t.mentionsMethodTypeVariable
        case .intersection(let ts): return ts.contains { $0.mentionsMethodTypeVariable }
        default: return false
        }
    }

    /// Whether this mentions a method's or constructor's type variable other than those in `inScope`: inside a
    /// generic method its own variables are types like any other (`<K, V> K argMax(Map<K, V> m)`), and only the
    /// variables of the calls being inferred are unknowns.
    public func mentionsMethodTypeVariable(otherThan inScope: [TypeVariable]) -> Bool {
        if inScope.isEmpty { return mentionsMethodTypeVariable }
        switch self {
        case .typeVariable(let v):
            if case .type = v.owner { return false }
            return !inScope.contains(v)
        case .declared(_, let args): return args.contains { $0.mentionsMethodTypeVariable(otherThan: inScope) }
        case .array(let e): return e.mentionsMethodTypeVariable(otherThan: inScope)
        case .wildcard(.extends(let t)), .wildcard(.super(let t)): return t.mentionsMethodTypeVariable(otherThan: inScope)
        case .intersection(let ts): return ts.contains { $0.mentionsMethodTypeVariable(otherThan: inScope) }
        default: return false
        }
    }

    /// Debug spelling without a symbol table (`#12<int>`); use `SymbolTable.display(_:)` for names.
    public var description: String {
        switch self {
        case .primitive(let p): return p.name
        case .void: return "void"
        case .null: return "null"
        case .declared(let id, let args): return "#\(id.raw)" + (args.isEmpty ? "" : "<" + args.map(\.description).joined(separator: ", ") + ">")
        case .array(let e): return e.description + "[]"
        case .typeVariable(let v): return v.name
        case .wildcard(.unbounded): return "?"
        case .wildcard(.extends(let t)): return "? extends \(t)"
        case .wildcard(.super(let t)): return "? super \(t)"
        case .intersection(let ts): return ts.map(\.description).joined(separator: " & ")
        case .unresolved(let n): return "<unresolved \(n)>"
        }
    }
}
