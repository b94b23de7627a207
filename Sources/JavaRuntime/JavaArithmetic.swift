/// Java's integer semantics where Swift's differ: division and remainder by zero throw
/// `ArithmeticException` (Swift traps), `MIN_VALUE / -1` wraps (Swift traps), shift distances are masked.
public enum JavaArithmetic {
    @inlinable public static func divide<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws -> T {
        if b == 0 { throw ArithmeticException("/ by zero") }
        return a.dividedReportingOverflow(by: b).partialValue
    }

    @inlinable public static func remainder<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws -> T {
        if b == 0 { throw ArithmeticException("/ by zero") }
        return a.remainderReportingOverflow(dividingBy: b).partialValue
    }

    /// `a >>> n` for `int`.
    @inlinable public static func unsignedShiftRight(_ a: Int32, _ n: Int32) -> Int32 {
        Int32(bitPattern: UInt32(bitPattern: a) >> UInt32(n & 31))
    }

    /// `a >>> n` for `long`.
    @inlinable public static func unsignedShiftRight(_ a: Int64, _ n: Int64) -> Int64 {
        Int64(bitPattern: UInt64(bitPattern: a) >> UInt64(n & 63))
    }

    /// Java's `(int) d`: NaN is 0, out-of-range values saturate.
    @inlinable public static func toInt(_ d: Double) -> Int32 {
        if d.isNaN { return 0 }
        if d >= 2147483647 { return .max }
        if d <= -2147483648 { return .min }
        return Int32(d)
    }

    /// Java's `(long) d`: NaN is 0, out-of-range values saturate.
    @inlinable public static func toLong(_ d: Double) -> Int64 {
        if d.isNaN { return 0 }
        if d >= 9.223372036854775807e18 { return .max }
        if d <= -9.223372036854775808e18 { return .min }
        return Int64(d)
    }
}

extension Int32 {
    /// `<<` with Java's masked distance (Swift's smart shift would give 0 for distances ≥ 32).
    @inlinable public func javaShiftLeft(_ n: Int32) -> Int32 { self &<< (n & 31) }
    @inlinable public func javaShiftRight(_ n: Int32) -> Int32 { self &>> (n & 31) }
}

extension Int64 {
    @inlinable public func javaShiftLeft(_ n: Int64) -> Int64 { self &<< (n & 63) }
    @inlinable public func javaShiftRight(_ n: Int64) -> Int64 { self &>> (n & 63) }
}

/// Java's non-short-circuit boolean operators: both operands are evaluated (as arguments, left to right).
public enum JavaLogic {
    @inlinable public static func and(_ a: Bool, _ b: Bool) -> Bool { a && b }
    @inlinable public static func or(_ a: Bool, _ b: Bool) -> Bool { a || b }
    @inlinable public static func xor(_ a: Bool, _ b: Bool) -> Bool { a != b }
}

/// The stand-in for a construct j2swift could not translate (listed in its report): stops the program.
public func untranslated<T>(_ what: String) -> T {
    javaStop("j2swift: not translated: \(what)")
}

extension JavaArithmetic {
    /// `x++` used as a value: the old value; `x` wraps around like Java's.
    @inlinable @discardableResult public static func postIncrement<T: FixedWidthInteger>(_ x: inout T) -> T {
        let old = x
        x &+= 1
        return old
    }

    @inlinable @discardableResult public static func postDecrement<T: FixedWidthInteger>(_ x: inout T) -> T {
        let old = x
        x &-= 1
        return old
    }

    /// `++x` used as a value: the new value.
    @inlinable @discardableResult public static func preIncrement<T: FixedWidthInteger>(_ x: inout T) -> T {
        x &+= 1
        return x
    }

    @inlinable @discardableResult public static func preDecrement<T: FixedWidthInteger>(_ x: inout T) -> T {
        x &-= 1
        return x
    }
}

/// An assignment used as an expression: stores `value` and yields it, as Java's `x = v` does.
@inlinable @discardableResult public func javaAssign<T>(_ target: inout T, _ value: T) -> T {
    target = value
    return value
}

/// `x op= v` and `x++` used as expressions: reads the variable once, stores `update` of it, and yields the
/// new value (or the old one, for a postfix operator). The update computes the right operand after the read,
/// in Java's order (JLS §15.26.2).
@inlinable @discardableResult public func javaUpdate<T>(_ target: inout T, returningOld: Bool = false, _ update: (T) throws -> T) rethrows -> T {
    let old = target
    let new = try update(old)
    target = new
    return returningOld ? old : new
}
