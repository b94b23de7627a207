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
        // Java uses StrictMath.log (fdlibm's), whose last bit the C library's log can differ in.
        let multiplier = (-2 * StrictMath.log(s) / s).squareRoot()
        nextNextGaussian = v2 * multiplier
        return v1 * multiplier
    }
}
