#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `java.util.Random`: Java's 48-bit linear congruential generator, so a seeded `Random` gives Java's exact
/// sequence (`nextInt`, `nextInt(bound)`, `nextLong`, `nextDouble`, `nextFloat`, `nextBoolean`,
/// `nextGaussian`). An unseeded one starts from the clock, like Java's (its sequence is not reproducible there either).
public final class JavaRandom: JavaObject, @unchecked Sendable {
    static let multiplier: Int64 = 0x5DEECE66D
    static let mask: Int64 = (1 << 48) - 1
    var seed: Int64
    var nextNextGaussian: Double? = nil

    public init(_ seed: Int64) { self.seed = (seed ^ Self.multiplier) & Self.mask }
    public convenience init() {
        var g = SystemRandomNumberGenerator()
        self.init(Int64(bitPattern: g.next()))
    }

    public func setSeed(_ seed: Int64) {
        self.seed = (seed ^ Self.multiplier) & Self.mask
        nextNextGaussian = nil
    }

    func next(_ bits: Int) -> Int32 {
        seed = (seed &* Self.multiplier &+ 0xB) & Self.mask
        return Int32(truncatingIfNeeded: seed >> (48 - bits))
    }

    public func nextInt() -> Int32 { next(32) }

    /// `nextBytes(bytes)`: each `nextInt()` fills up to four bytes, low byte first (Java's loop).
    public func nextBytes(_ bytes: JavaArray<Int8>?) throws {
        guard let bytes else { throw NullPointerException() }
        var i = 0
        let count = bytes.storage.count
        while i < count {
            var rnd = nextInt()
            for _ in 0..<Swift.min(count - i, 4) {
                bytes.storage[i] = Int8(truncatingIfNeeded: rnd)
                i += 1
                rnd >>= 8
            }
        }
    }

    public func nextInt(_ bound: Int32) throws -> Int32 {
        if bound <= 0 { throw IllegalArgumentException("bound must be positive") }
        if bound & -bound == bound { return Int32(truncatingIfNeeded: (Int64(bound) &* Int64(next(31))) >> 31) }
        var bits: Int32, value: Int32
        repeat {
            bits = next(31)
            value = bits % bound
        } while bits &- value &+ (bound &- 1) < 0
        return value
    }

    public func nextLong() -> Int64 { (Int64(next(32)) << 32) &+ Int64(next(32)) }
    public func nextBoolean() -> Bool { next(1) != 0 }
    public func nextFloat() -> Float { Float(next(24)) / Float(1 << 24) }
    public func nextDouble() -> Double { Double((Int64(next(26)) << 27) &+ Int64(next(27))) * 0x1.0p-53 }

    /// The polar method, caching the second value, as Java does (`StrictMath.sqrt`/`log` are correctly
    /// rounded; Foundation's `log` may differ in the last bit on some platforms).
    public func nextGaussian() -> Double {
        if let cached = nextNextGaussian {
            nextNextGaussian = nil
            return cached
        }
        var v1 = 0.0, v2 = 0.0, s = 0.0
        repeat {
            v1 = 2 * nextDouble() - 1
            v2 = 2 * nextDouble() - 1
            s = v1 * v1 + v2 * v2
        } while s >= 1 || s == 0
        let multiplier = (-2 * javaLog(s) / s).squareRoot()
        nextNextGaussian = v2 * multiplier
        return v1 * multiplier
    }
}

/// `StrictMath.log`, which `nextGaussian` uses: fdlibm's algorithm, so results match Java's to the last bit
/// (the C library's `log` differs from it for some inputs, and a printed Gaussian then differs).
func javaLog(_ x: Double) -> Double { StrictMath.log(x) }

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
            if high < 0 { return .nan }
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
