/// The default and static methods of `java.util.function`'s interfaces over Swift closures (the interfaces
/// are function types: java.util.function.rules). Like Java, a combinator rejects a null argument when it is
/// called (`Objects.requireNonNull`), not later when the combined function runs. The generic forms also
/// serve the primitive specializations (`IntPredicate.and`, `IntUnaryOperator.andThen`, …).
public enum JavaFunctions {
    /// `Predicate.and`: short-circuits like `&&`.
    public static func and<T>(_ p: @escaping (T) throws -> Bool, _ other: ((T) throws -> Bool)?) throws -> ((T) throws -> Bool)? {
        guard let other else { throw NullPointerException() }
        return { try p($0) && other($0) }
    }

    /// `Predicate.or`: short-circuits like `||`.
    public static func or<T>(_ p: @escaping (T) throws -> Bool, _ other: ((T) throws -> Bool)?) throws -> ((T) throws -> Bool)? {
        guard let other else { throw NullPointerException() }
        return { try p($0) || other($0) }
    }

    public static func negate<T>(_ p: @escaping (T) throws -> Bool) -> ((T) throws -> Bool)? {
        { try !p($0) }
    }

    /// `BiPredicate.and`, `or` and `negate`: the same over two arguments.
    public static func and<T, U>(_ p: @escaping (T, U) throws -> Bool, _ other: ((T, U) throws -> Bool)?) throws -> ((T, U) throws -> Bool)? {
        guard let other else { throw NullPointerException() }
        return { try p($0, $1) && other($0, $1) }
    }

    public static func or<T, U>(_ p: @escaping (T, U) throws -> Bool, _ other: ((T, U) throws -> Bool)?) throws -> ((T, U) throws -> Bool)? {
        guard let other else { throw NullPointerException() }
        return { try p($0, $1) || other($0, $1) }
    }

    public static func negate<T, U>(_ p: @escaping (T, U) throws -> Bool) -> ((T, U) throws -> Bool)? {
        { try !p($0, $1) }
    }

    /// `Predicate.not(target)`.
    public static func not<T>(_ p: ((T) throws -> Bool)?) throws -> ((T) throws -> Bool)? {
        guard let p else { throw NullPointerException() }
        return { try !p($0) }
    }

    /// `Predicate.isEqual(target)`: `Objects.equals`-like, null matching only null.
    public static func isEqual<T>(_ target: Any?) -> ((T) throws -> Bool)? {
        { try javaEquals(target, $0) }
    }

    /// `Function.andThen(after)`: this first, then `after`.
    public static func andThen<T, R, V>(_ f: @escaping (T) throws -> R, _ after: ((R) throws -> V)?) throws -> ((T) throws -> V)? {
        guard let after else { throw NullPointerException() }
        return { try after(f($0)) }
    }

    /// `Function.compose(before)`: `before` first, then this.
    public static func compose<V, T, R>(_ f: @escaping (T) throws -> R, _ before: ((V) throws -> T)?) throws -> ((V) throws -> R)? {
        guard let before else { throw NullPointerException() }
        return { try f(before($0)) }
    }

    /// `Function.identity()`, `UnaryOperator.identity()`, `IntUnaryOperator.identity()`.
    public static func identity<T>() -> ((T) throws -> T)? { { $0 } }

    /// `BiFunction.andThen(after)`.
    public static func andThen<T, U, R, V>(_ f: @escaping (T, U) throws -> R, _ after: ((R) throws -> V)?) throws -> ((T, U) throws -> V)? {
        guard let after else { throw NullPointerException() }
        return { try after(f($0, $1)) }
    }

    /// `Consumer.andThen(after)`: both, in order, with the same argument.
    public static func andThen<T>(_ c: @escaping (T) throws -> Void, consumer after: ((T) throws -> Void)?) throws -> ((T) throws -> Void)? {
        guard let after else { throw NullPointerException() }
        return {
            try c($0)
            try after($0)
        }
    }

    /// `BiConsumer.andThen(after)`.
    public static func andThen<T, U>(_ c: @escaping (T, U) throws -> Void, consumer after: ((T, U) throws -> Void)?) throws -> ((T, U) throws -> Void)? {
        guard let after else { throw NullPointerException() }
        return {
            try c($0, $1)
            try after($0, $1)
        }
    }

    /// `BinaryOperator.minBy(comparator)`: the first of two equal elements.
    public static func minBy<T>(_ comparator: ((T, T) throws -> Int32)?) throws -> ((T, T) throws -> T)? {
        guard let comparator else { throw NullPointerException() }
        return { try comparator($0, $1) <= 0 ? $0 : $1 }
    }

    /// `BinaryOperator.maxBy(comparator)`: the first of two equal elements.
    public static func maxBy<T>(_ comparator: ((T, T) throws -> Int32)?) throws -> ((T, T) throws -> T)? {
        guard let comparator else { throw NullPointerException() }
        return { try comparator($0, $1) >= 0 ? $0 : $1 }
    }
}
