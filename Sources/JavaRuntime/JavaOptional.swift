/// `java.util.Optional`: a value that may be absent. The value is held in its Swift reference form
/// (`T` is optional), and a present `JavaOptional` never holds a null, as in Java.
public final class JavaOptional<T: ExpressibleByNilLiteral>: JavaObject, @unchecked Sendable {
    /// The present value; `nil` (the outer optional) when empty.
    let value: T?

    init(present value: T?) { self.value = value }

    public static func of(_ value: T) throws -> JavaOptional<T>? {
        guard javaFlatten(value) != nil else { throw NullPointerException() }
        return JavaOptional(present: value)
    }

    public static func ofNullable(_ value: T) -> JavaOptional<T>? {
        // `T?.none`, not `nil`: T is itself optional, so a bare `nil` here would be a present null.
        JavaOptional(present: javaFlatten(value) == nil ? T?.none : value)
    }

    public static func empty() -> JavaOptional<T>? { JavaOptional(present: nil) }

    public func isPresent() -> Bool { value != nil }
    public func isEmpty() -> Bool { value == nil }

    public func get() throws -> T {
        guard let value else { throw NoSuchElementException("No value present") }
        return value
    }

    public func orElseThrow() throws -> T { try get() }

    public func orElseThrow<X: Throwable>(_ exceptionSupplier: (() throws -> X?)?) throws -> T {
        if let value { return value }
        guard let exceptionSupplier else { throw NullPointerException() }
        // A supplier that returns null makes Java's `throw` itself throw a NullPointerException.
        throw try exceptionSupplier() ?? NullPointerException()
    }

    public func orElse(_ other: T) -> T { value ?? other }

    public func orElseGet(_ supplier: (() throws -> T)?) throws -> T {
        if let value { return value }
        guard let supplier else { throw NullPointerException() }
        return try supplier()
    }

    public func ifPresent(_ action: ((T) throws -> Void)?) throws {
        guard let value else { return }
        guard let action else { throw NullPointerException() }
        try action(value)
    }

    /// `map`: a null result is an empty `Optional`.
    public func map<U: ExpressibleByNilLiteral>(_ mapper: ((T) throws -> U)?) throws -> JavaOptional<U>? {
        guard let mapper else { throw NullPointerException() }
        guard let value else { return JavaOptional<U>(present: nil) }
        return JavaOptional<U>.ofNullable(try mapper(value))
    }

    public func toString() -> String {
        guard let value else { return "Optional.empty" }
        return "Optional[\(javaStringOf(value))]"
    }

    /// Equal to another `Optional` whose value `equals` this one's (whatever its Swift element type).
    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaOptionalContents else { return false }
        return try javaEquals(javaFlatten(value), other.anyValue)
    }

    public func hashCode() throws -> Int32 { try javaHashCode(javaFlatten(value)) }
}

/// An `Optional` seen without its element type, for `equals` between different Swift generic types.
protocol JavaOptionalContents {
    var anyValue: Any? { get }
}

extension JavaOptional: JavaOptionalContents {
    var anyValue: Any? { javaFlatten(value) }
}
