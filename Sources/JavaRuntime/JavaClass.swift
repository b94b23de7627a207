/// Java `Class` objects made from class literals: `Foo.class` is `JavaClass<Foo?>(name: "Foo")`.
///
/// `T` is the Swift type a Java reference of the class has (optional, as every translated reference is), so
/// a `Class<T>` parameter passes `T` to Swift's generics and `isInstance`/`cast` are Swift's `is`/`as?`.
/// The translator writes the Java name (the binary name, `Outer$Inner`) beside it because Swift's type
/// names lose the package. `Class<?>` and `Class<? extends Shape>` are `any JavaClassObject`. `getClass()`
/// of a program object is a `JavaObjectClass`, named from the `javaClassName` its class carries.
public struct JavaClass<T>: JavaClassObject {
    public let name: String
    public let kind: JavaClassKind

    public init(name: String, kind: JavaClassKind = .class) {
        self.name = name
        self.kind = kind
    }

    /// `isInstance(o)`: false for null and for the primitive classes (`int.class` has no instances).
    public func isInstance(_ value: Any?) -> Bool {
        guard kind != .primitive, let value = javaFlatten(value) else { return false }
        return value is T
    }

    /// `x.getClass() == Foo.class`: whether the value's class is exactly this one (a subclass's is another
    /// class). Interfaces and primitive classes are no object's class.
    public func isExactClass(of value: Any) -> Bool {
        guard kind == .class, let flat = javaFlatten(value) else { return false }
        let instanceType = (T.self as? JavaOptionalType.Type)?.wrappedType ?? T.self
        return ObjectIdentifier(type(of: flat)) == ObjectIdentifier(instanceType)
    }

    /// `cast(o)`: the value itself (null stays null), or Java's ClassCastException.
    public func cast(_ value: Any?) throws -> T {
        let flat = javaFlatten(value)
        guard flat == nil || kind != .primitive, let typed = flat as? T else { throw castFailure(flat) }
        return typed
    }
}

public enum JavaClassKind: Sendable { case `class`, interface, primitive }

/// What every `Class` object answers, whatever its type argument.
public protocol JavaClassObject: CustomStringConvertible {
    /// Java's `getName()`.
    var name: String { get }
    var kind: JavaClassKind { get }
    func isInstance(_ value: Any?) -> Bool
    func isExactClass(of value: Any) -> Bool
}

/// `Foo?`, the type a reference of class `Foo` has: `JavaClass<Foo?>` compares classes with `Foo`.
protocol JavaOptionalType { static var wrappedType: Any.Type { get } }
extension Optional: JavaOptionalType { static var wrappedType: Any.Type { Wrapped.self } }

extension JavaClassObject {
    /// `getName()`.
    public func getName() -> String { name }

    /// `getSimpleName()`: the name after the package and the enclosing classes.
    public func getSimpleName() -> String {
        String(name.split(whereSeparator: { $0 == "." || $0 == "$" }).last ?? "")
    }

    /// `toString()`: `class java.lang.String`, `interface com.example.Shape`, `int`.
    public var description: String {
        switch kind {
        case .class: "class " + name
        case .interface: "interface " + name
        case .primitive: name
        }
    }

    /// `cast(o)` of a `Class<?>`: the value, typed `Object`.
    public func cast(_ value: Any?) throws -> Any? {
        guard let flat = javaFlatten(value) else { return nil }
        guard isInstance(flat) else { throw castFailure(flat) }
        return flat
    }

    /// `hashCode()`: Java's is the object's identity hash, which no program can rely on; the name's hash
    /// keeps equal classes' hashes equal.
    public func hashCode() -> Int32 { name.javaHashCode() }

    func castFailure(_ value: Any?) -> ClassCastException {
        let from = value.map { javaLangClassName(of: $0) ?? javaSimpleName(of: $0) ?? "\(type(of: $0))" } ?? "null"
        return ClassCastException("Cannot cast \(from) to \(name)")
    }
}

/// `==` and `equals` on `Class` objects: Java has one per class, named uniquely in a program (`int.class`
/// and `Integer.class` are two).
public func javaSameClassObject(_ a: (any JavaClassObject)?, _ b: (any JavaClassObject)?) -> Bool {
    a?.name == b?.name && a?.kind == b?.kind
}

/// `x.getClass()` of one of the program's objects used as a value (a map key, an argument): its class, named as
/// the class's literal is (`javaClassName`, javac's binary name), so the two are equal (`javaSameClassObject`).
public struct JavaObjectClass: JavaClassObject {
    public let name: String
    public var kind: JavaClassKind { .class }
    /// The object's Swift class: Java's class of the object.
    private let type: Any.Type

    public init(_ object: AnyObject, name: String) {
        self.name = name
        self.type = Swift.type(of: object)
    }

    /// `isInstance(o)`: whether o's class is this class or a subclass of it.
    public func isInstance(_ value: Any?) -> Bool {
        guard let flat = javaFlatten(value) else { return false }
        var mirror: Mirror? = Mirror(reflecting: flat)
        while let m = mirror {
            if ObjectIdentifier(m.subjectType) == ObjectIdentifier(type) { return true }
            mirror = m.superclassMirror
        }
        return false
    }

    public func isExactClass(of value: Any) -> Bool {
        guard let flat = javaFlatten(value) else { return false }
        return ObjectIdentifier(Swift.type(of: flat)) == ObjectIdentifier(type)
    }
}

/// `x.getClass()` as a value: `name` reads the Java name x's class carries (`\.javaClassName`, overridden by each
/// subclass), so the receiver is evaluated once.
public func javaClassObject<T: AnyObject>(of object: T, _ name: KeyPath<T, String>) -> JavaObjectClass {
    JavaObjectClass(object, name: object[keyPath: name])
}
