// The C math library, not Foundation: linking Foundation would make `as AnyObject` bridge numbers to
// shared NSNumber objects, and javaEquals's identity fallback would then call `1` and `1L` equal.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `java.lang.Math` where Swift's spelling would differ from Java: NaN and signed-zero rules of `max`/`min`
/// and `signum`, `pow`'s special cases that C's `pow` answers otherwise, the `…Exact` family's
/// `ArithmeticException`, and Java's own constants for `toRadians`/`toDegrees`.
extension JavaMath {
    // MARK: Rounding and sign

    /// `Math.rint`: the nearest integer, ties to even.
    @inlinable public static func rint(_ d: Double) -> Double { d.rounded(.toNearestOrEven) }

    /// `Math.abs(double)`: clears the sign bit, so `abs(-0.0)` is `0.0` and NaN stays NaN.
    @inlinable public static func abs(_ d: Double) -> Double { Double(bitPattern: d.bitPattern & ~(1 << 63)) }
    @inlinable public static func abs(_ f: Float) -> Float { Float(bitPattern: f.bitPattern & ~(1 << 31)) }

    /// `Math.max(double,double)`: NaN if either is NaN, and `0.0` is greater than `-0.0`
    /// (Swift's `max` and `Double.maximum` answer otherwise for one or the other).
    public static func max(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if a == 0 && b == 0 { return a.sign == .minus ? b : a }
        return a >= b ? a : b
    }

    public static func min(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if a == 0 && b == 0 { return a.sign == .minus ? a : b }
        return a <= b ? a : b
    }

    public static func max(_ a: Float, _ b: Float) -> Float {
        if a.isNaN || b.isNaN { return .nan }
        if a == 0 && b == 0 { return a.sign == .minus ? b : a }
        return a >= b ? a : b
    }

    public static func min(_ a: Float, _ b: Float) -> Float {
        if a.isNaN || b.isNaN { return .nan }
        if a == 0 && b == 0 { return a.sign == .minus ? a : b }
        return a <= b ? a : b
    }

    /// `Math.signum`: zero (of either sign) and NaN are returned as they are, otherwise ±1.0.
    public static func signum(_ d: Double) -> Double { d == 0 || d.isNaN ? d : (d > 0 ? 1.0 : -1.0) }
    public static func signum(_ f: Float) -> Float { f == 0 || f.isNaN ? f : (f > 0 ? 1.0 : -1.0) }

    // MARK: Angles

    /// Java 9+ multiplies by these constants (not `x / 180 * PI`), which rounds differently.
    public static func toRadians(_ degrees: Double) -> Double { degrees * 0.017453292519943295 }
    public static func toDegrees(_ radians: Double) -> Double { radians * 57.29577951308232 }

    // MARK: Powers and logarithms

    /// `Math.pow`: C's `pow` except where Java's specification differs — a NaN exponent always gives NaN
    /// (C: `pow(1, NaN) == 1`), and `±1` to an infinite power is NaN (C: 1).
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y.isNaN { return y == 0 ? 1 : .nan }
        if y == 0 { return 1 }
        if y.isInfinite && Swift.abs(x) == 1 { return .nan }
        return cPow(x, y)
    }

    // MARK: Exact arithmetic

    public static func addExact(_ a: Int32, _ b: Int32) throws -> Int32 { try exact(a.addingReportingOverflow(b), "integer overflow") }
    public static func addExact(_ a: Int64, _ b: Int64) throws -> Int64 { try exact(a.addingReportingOverflow(b), "long overflow") }
    public static func subtractExact(_ a: Int32, _ b: Int32) throws -> Int32 { try exact(a.subtractingReportingOverflow(b), "integer overflow") }
    public static func subtractExact(_ a: Int64, _ b: Int64) throws -> Int64 { try exact(a.subtractingReportingOverflow(b), "long overflow") }
    public static func multiplyExact(_ a: Int32, _ b: Int32) throws -> Int32 { try exact(a.multipliedReportingOverflow(by: b), "integer overflow") }
    public static func multiplyExact(_ a: Int64, _ b: Int64) throws -> Int64 { try exact(a.multipliedReportingOverflow(by: b), "long overflow") }
    public static func negateExact(_ a: Int32) throws -> Int32 { try exact(Int32(0).subtractingReportingOverflow(a), "integer overflow") }
    public static func negateExact(_ a: Int64) throws -> Int64 { try exact(Int64(0).subtractingReportingOverflow(a), "long overflow") }
    public static func incrementExact(_ a: Int32) throws -> Int32 { try exact(a.addingReportingOverflow(1), "integer overflow") }
    public static func incrementExact(_ a: Int64) throws -> Int64 { try exact(a.addingReportingOverflow(1), "long overflow") }
    public static func decrementExact(_ a: Int32) throws -> Int32 { try exact(a.subtractingReportingOverflow(1), "integer overflow") }
    public static func decrementExact(_ a: Int64) throws -> Int64 { try exact(a.subtractingReportingOverflow(1), "long overflow") }

    public static func toIntExact(_ a: Int64) throws -> Int32 {
        guard let v = Int32(exactly: a) else { throw ArithmeticException("integer overflow") }
        return v
    }

    /// `Math.absExact` (Java 15): only `MIN_VALUE` has no absolute value.
    public static func absExact(_ a: Int32) throws -> Int32 {
        if a == .min { throw ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE") }
        return Swift.abs(a)
    }

    public static func absExact(_ a: Int64) throws -> Int64 {
        if a == .min { throw ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE") }
        return Swift.abs(a)
    }

    static func exact<T>(_ r: (partialValue: T, overflow: Bool), _ message: String) throws -> T {
        if r.overflow { throw ArithmeticException(message) }
        return r.partialValue
    }
}

/// The transcendental functions HotSpot computes with its own intrinsics, through the platform's C library.
/// Java's `Math` (unlike `StrictMath`) only promises results within 1 ulp, and neither the C library nor
/// fdlibm reproduces HotSpot's last bit everywhere; the C library is closer (measured against Java 17 on
/// x86-64 with glibc: the last bit differs for 0.15% of arguments for `sin`, `cos` and `exp`, 0.3% for `tan`,
/// 0.02% for `log` and `pow`, and 7% for `log10`, whose HotSpot version is often 1 ulp off near 1; the table is
/// in java.lang.math.rules).
extension JavaMath {
    public static func sin(_ d: Double) -> Double { cSin(d) }
    public static func cos(_ d: Double) -> Double { cCos(d) }
    public static func tan(_ d: Double) -> Double { cTan(d) }
    public static func exp(_ d: Double) -> Double { cExp(d) }
    public static func log(_ d: Double) -> Double { cLog(d) }
    /// A negative argument gives the x86 default NaN, as Java's does (glibc's NaN has the other sign bit).
    public static func log10(_ d: Double) -> Double { d < 0 ? (d - d) / 0.0 : cLog10(d) }
}

/// `Math.ulp` and `Math.getExponent`: Swift's `ulp` is NaN for infinities where Java's is +∞, and Swift's
/// `exponent` counts subnormals' leading zeros where Java answers `MIN_EXPONENT - 1`.
extension JavaMath {
    public static func ulp(_ d: Double) -> Double { d.isInfinite ? .infinity : d.ulp }
    public static func ulp(_ f: Float) -> Float { f.isInfinite ? .infinity : f.ulp }
    public static func getExponent(_ d: Double) -> Int32 { Int32((d.bitPattern >> 52) & 0x7FF) - 1023 }
    public static func getExponent(_ f: Float) -> Int32 { Int32((f.bitPattern >> 23) & 0xFF) - 127 }
}

// File-level names for the C functions: inside `JavaMath`, `sin` would name its own member.
private func cSin(_ d: Double) -> Double { sin(d) }
private func cCos(_ d: Double) -> Double { cos(d) }
private func cTan(_ d: Double) -> Double { tan(d) }
private func cExp(_ d: Double) -> Double { exp(d) }
private func cLog(_ d: Double) -> Double { log(d) }
private func cLog10(_ d: Double) -> Double { log10(d) }
private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// `java.lang.StrictMath`: the fdlibm algorithms Java specifies, bit for bit.
public enum StrictMath {
    static func bits(_ hex: UInt64) -> Double { Double(bitPattern: hex) }
    static let ln2Hi = bits(0x3FE6_2E42_FEE0_0000)
    static let ln2Lo = bits(0x3DEA_39EF_3579_3C76)
    static let two54 = bits(0x4350_0000_0000_0000)
    static let lg1 = bits(0x3FE5_5555_5555_5593), lg2 = bits(0x3FD9_9999_9997_FA04), lg3 = bits(0x3FD2_4924_9422_9359)
    static let lg4 = bits(0x3FCC_71C5_1D8E_78AF), lg5 = bits(0x3FC7_4664_96CB_03DE), lg6 = bits(0x3FC3_9A09_D078_C69F)
    static let lg7 = bits(0x3FC2_F112_DF3E_5244)

    /// fdlibm's `__ieee754_log`: x = 2^k·(1+f) with √2/2 < 1+f < √2, then log(1+f) from s = f/(2+f) and a
    /// minimax polynomial in s², the k·ln2 part split in two for exactness.
    public static func log(_ value: Double) -> Double {
        var x = value
        var high = Int32(bitPattern: UInt32(truncatingIfNeeded: x.bitPattern >> 32))
        let low = UInt32(truncatingIfNeeded: x.bitPattern)
        var k: Int32 = 0
        if high < 0x0010_0000 {  // zero, negative or subnormal
            if (high & 0x7FFF_FFFF) == 0 && low == 0 { return -.infinity }
            if high < 0 { return (x - x) / 0.0 }  // C's NaN (the x86 default NaN), as Java's raw bits show
            k -= 54
            x *= two54
            high = Int32(bitPattern: UInt32(truncatingIfNeeded: x.bitPattern >> 32))
        }
        if high >= 0x7FF0_0000 { return x + x }
        k += (high >> 20) - 1023
        high &= 0x000F_FFFF
        let i = (high &+ 0x95F64) & 0x10_0000
        // Normalize x or x/2 into [√2/2, √2).
        let normalizedHigh = UInt64(UInt32(bitPattern: high | (i ^ 0x3FF0_0000)))
        x = Double(bitPattern: (normalizedHigh << 32) | (x.bitPattern & 0xFFFF_FFFF))
        k += i >> 20
        let f = x - 1.0
        let dk = Double(k)
        if (0x000F_FFFF & (2 &+ high)) < 3 {  // |f| < 2^-20
            if f == 0 { return k == 0 ? 0 : dk * ln2Hi + dk * ln2Lo }
            let r = f * f * (0.5 - 0.33333333333333333 * f)
            return k == 0 ? f - r : dk * ln2Hi - ((r - dk * ln2Lo) - f)
        }
        let s = f / (2.0 + f)
        let z = s * s
        let w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let r = t2 + t1
        if ((high &- 0x6147A) | (0x6B851 &- high)) > 0 {
            let hfsq = 0.5 * f * f
            return k == 0 ? f - (hfsq - s * (hfsq + r)) : dk * ln2Hi - ((hfsq - (s * (hfsq + r) + dk * ln2Lo)) - f)
        }
        return k == 0 ? f - s * (f - r) : dk * ln2Hi - ((s * (f - r) - dk * ln2Lo) - f)
    }
}
