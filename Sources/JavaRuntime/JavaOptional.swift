/// `java.util.Optional`: a non-null value or nothing. `T` is the value's Swift reference form (itself an
/// optional, as for the collections); an empty `JavaOptional` holds `nil`. Functional parameters are Swift
/// closures (java.util.function.rules), checked for null where Java's `Objects.requireNonNull` checks them.
public final class JavaOptional<T: ExpressibleByNilLiteral>: JavaObject, @unchecked Sendable {
    /// Never a null reference when present.
    let value: T
    let present: Bool

    init(value: T, present: Bool) {
        self.value = value
        self.present = present
    }

    /// `Optional.of(value)`: `NullPointerException` for null.
    public static func of(_ value: T) throws -> JavaOptional<T>? {
        guard javaFlatten(value) != nil else { throw NullPointerException() }
        return JavaOptional(value: value, present: true)
    }

    public static func ofNullable(_ value: T) -> JavaOptional<T>? {
        JavaOptional(value: value, present: javaFlatten(value) != nil)
    }

    public static func empty() -> JavaOptional<T>? { JavaOptional(value: nil, present: false) }

    public func isPresent() -> Bool { present }
    public func isEmpty() -> Bool { !present }

    /// `get()` and `orElseThrow()`.
    public func get() throws -> T {
        guard present else { throw NoSuchElementException("No value present") }
        return value
    }

    public func orElse(_ other: T) -> T { present ? value : other }

    public func orElseGet(_ supplier: (() throws -> T)?) throws -> T {
        if present { return value }
        guard let supplier else { throw NullPointerException() }
        return try supplier()
    }

    /// `orElseThrow(exceptionSupplier)`: throws what the supplier makes (a null exception is Java's NPE on `throw null`).
    public func orElseThrow<X>(_ supplier: (() throws -> X)?) throws -> T {
        if present { return value }
        guard let supplier else { throw NullPointerException() }
        guard let error = javaFlatten(try supplier()) as? Throwable else { throw NullPointerException() }
        throw error
    }

    public func ifPresent(_ action: ((T) throws -> Void)?) throws {
        guard present else { return }
        guard let action else { throw NullPointerException() }
        try action(value)
    }

    public func ifPresentOrElse(_ action: ((T) throws -> Void)?, _ emptyAction: (() throws -> Void)?) throws {
        if present {
            guard let action else { throw NullPointerException() }
            try action(value)
        } else {
            guard let emptyAction else { throw NullPointerException() }
            try emptyAction()
        }
    }

    /// `map`: a null result is an empty Optional. The mapper is checked even when this is empty, as in Java.
    public func map<U: ExpressibleByNilLiteral>(_ mapper: ((T) throws -> U)?) throws -> JavaOptional<U>? {
        guard let mapper else { throw NullPointerException() }
        guard present else { return JavaOptional<U>.empty() }
        return JavaOptional<U>.ofNullable(try mapper(value))
    }

    /// `flatMap`: the mapper's Optional itself; a null one is a `NullPointerException`.
    public func flatMap<U: ExpressibleByNilLiteral>(_ mapper: ((T) throws -> JavaOptional<U>?)?) throws -> JavaOptional<U>? {
        guard let mapper else { throw NullPointerException() }
        guard present else { return JavaOptional<U>.empty() }
        guard let result = try mapper(value) else { throw NullPointerException() }
        return result
    }

    public func filter(_ predicate: ((T) throws -> Bool)?) throws -> JavaOptional<T>? {
        guard let predicate else { throw NullPointerException() }
        guard present else { return self }
        return try predicate(value) ? self : JavaOptional.empty()
    }

    /// `or(supplier)`: this when present, else the supplier's Optional (null is a `NullPointerException`).
    public func or(_ supplier: (() throws -> JavaOptional<T>?)?) throws -> JavaOptional<T>? {
        guard let supplier else { throw NullPointerException() }
        if present { return self }
        guard let result = try supplier() else { throw NullPointerException() }
        return result
    }

    public func toString() -> String { present ? "Optional[\(javaStringOf(value))]" : "Optional.empty" }

    /// Equal to another Optional (whatever its Swift type argument) holding an equal value, or both empty.
    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaOptionalContents else { return false }
        if other === self { return true }
        return try javaEquals(present ? value : nil, other.anyValue)
    }

    public func hashCode() throws -> Int32 { present ? try javaHashCode(value) : 0 }
}

/// An Optional seen without its type argument (Swift generics are invariant; `Optional<Object>` may
/// equal `Optional<Integer>`).
protocol JavaOptionalContents: AnyObject {
    var anyValue: Any? { get }
}

extension JavaOptional: JavaOptionalContents {
    var anyValue: Any? { present ? javaFlatten(value) : nil }
}

// OptionalInt, OptionalLong and OptionalDouble are `JavaPrimitiveOptional` (JavaPrimitiveStreams.swift).
public typealias JavaOptionalInt = JavaPrimitiveOptional<Int32>
public typealias JavaOptionalLong = JavaPrimitiveOptional<Int64>
public typealias JavaOptionalDouble = JavaPrimitiveOptional<Double>
