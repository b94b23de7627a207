// Java 17 `Double.toString(double)` and `Float.toString(float)`, reproduced exactly.
//
// Java 17 (like every JDK before 19) does not print the shortest decimal that
// round-trips. Its digit generator is a Steele & White style "free-format"
// printer with a number of peculiarities, all of which are observable in its
// output. This file re-creates that observable behaviour. It was written from
// the Javadoc and from measuring a real Java 17 VM (OpenJDK 17.0.21): every rule
// below was characterised by comparing against millions of JVM outputs.
//
// Let v be the (positive) value, ulp its unit in the last place, and write
// v = 0.d1d2d3... x 10^decExp. Observed rules:
//
//  1. Integers below 2^63 (binary exponent <= 62, no fraction bits) are printed
//     from the exact integer value. When the exponent exceeds the precision P
//     (53 for double, 24 for float) by e bits, floor((e - 1) * log10(2)) low-order
//     decimal digits are dropped, rounding half up on the dropped digits. This is
//     why 2^60 prints as 1.15292150460684698E18 (shortest: 1.152921504606847E18)
//     and why e.g. 8.0722928713016614E17 has 17 digits.
//  2. Everything else: digits are generated one at a time, stopping as soon as
//     the remainder r satisfies r < m ("low") or r + m > unit ("high"), where m is
//     half an ulp. Both tests are strict, so a decimal lying exactly on the
//     rounding boundary is never accepted even if round-half-even would map it
//     to v: 1.0E23 prints as 9.999999999999999E22, 7.0E22 as
//     7.0000000000000004E22, 2.0E23 as 1.9999999999999998E23. When only
//     "high" holds the last digit is rounded up; when both hold, it is rounded
//     up if 2r > unit, and on an exact tie if the last digit is odd.
//  3. When the significand is a single bit (powers of two, including subnormal
//     ones) m is halved on both sides, which often costs one or two extra digits
//     (2^-703 prints as 2.3763644578689498E-212, shortest 2.37636445786895E-212;
//     subnormal 2^-1025 as 2.781342323134002E-309, shortest 2.781342323134E-309).
//  4. When the result will be printed in E-notation (decExp < -3 or >= 8) the
//     stopping tests are ignored after the first digit, so at least two
//     significant digits are generated: Double.MIN_VALUE is 4.9E-324 (shortest
//     5E-324), Float.MIN_VALUE is 1.4E-45, 2 * Float.MIN_VALUE is 2.8E-45.
//  5. The decimal exponent is first estimated with a floating-point formula. If
//     the estimate is one too high, the first generated digit is 0 and is dropped.
//     (The estimate also fixes the operand scaling that rule 6 depends on.)
//  6. When the scaled operands fit in 32 or 64 bits the JVM uses int or long
//     arithmetic, and the upper test r + m > unit is then evaluated with
//     wrap-around. When that sum overflows while m itself is still in range,
//     "high" is wrongly false and the last digit is truncated instead of rounded
//     up. Measured: about 2.6% of the doubles in [2^84, 2^85) (1.9E25 .. 3.9E25),
//     and 935,292 floats (binary exponent 82: 50,325; 83: 1; 85: 884,966). For
//     example 1.9400994884341945E25 prints as 1.9400994884341944E25 — which does
//     not even round-trip — and 6.8496026E25f prints as 6.8496025E25. When m
//     itself overflows, both tests count as satisfied, which gives the exact
//     result.
//
// The implementation mirrors this structure: exact big-integer arithmetic in
// general, and wrapping Int32/Int64 arithmetic exactly where the JVM would use
// it, so the overflow behaviour of rule 6 is reproduced bit for bit.
//
// Verified against Java 17 (OpenJDK 17.0.21) with zero mismatches:
//  - 2,446,834 doubles and 1,204,167 floats compared string by string (random
//    bit patterns, random values in every decade, short decimals, integers,
//    halves, powers of two and ten and their neighbours, subnormals, values
//    around the 1e-3 and 1e7 switch points);
//  - every one of the 2^32 float bit patterns, compared by block hashes;
//  - 314,572,800 seeded pseudo-random doubles (uniform bit patterns, the
//    1E-6 .. 1E27 range, and significands with few bits), by block hashes.
// No residual class of mismatches is known.

public enum JavaNumberFormatting {

    /// Exactly what Java 17's `Double.toString(d)` returns.
    public static func doubleToString(_ d: Double) -> String {
        let bits = d.bitPattern
        let negative = (bits >> 63) != 0
        let biased = Int((bits >> 52) & 0x7ff)
        let fraction = bits & 0x000f_ffff_ffff_ffff
        if biased == 0x7ff {
            if fraction != 0 { return "NaN" }
            return negative ? "-Infinity" : "Infinity"
        }
        if biased == 0 && fraction == 0 { return negative ? "-0.0" : "0.0" }
        let operands = generatorOperands(biased: biased, fraction: fraction)
        return format(
            negative: negative, fractBits: operands.fractBits,
            binExp: operands.binExp, significantBits: operands.significantBits)
    }

    /// The significant digits (ASCII) and decimal exponent Java's `FloatingDecimal` finds for a finite
    /// `magnitude` >= 0, the value being 0.d1d2… × 10^exponent: the digits `Double.toString` prints, which
    /// `java.util.Formatter` rounds for `%e`, `%f` and `%g`. Zero is the digit 0 with exponent 0, as in Java.
    static func decimalDigits(_ magnitude: Double) -> (digits: [UInt8], exponent: Int) {
        let bits = magnitude.bitPattern
        let biased = Int((bits >> 52) & 0x7ff)
        let fraction = bits & 0x000f_ffff_ffff_ffff
        if biased == 0 && fraction == 0 { return ([UInt8(ascii: "0")], 0) }
        let operands = generatorOperands(biased: biased, fraction: fraction)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxDigits) { buffer in
            var count = 0
            var decExp = 0
            generateDigits(
                fractBits: operands.fractBits, binExp: operands.binExp, significantBits: operands.significantBits,
                digits: buffer.baseAddress!, count: &count, decExp: &decExp)
            return (Array(buffer.prefix(count)), decExp)
        }
    }

    /// A nonzero finite double's significand (leading one at bit 52), binary exponent and precision
    /// (fewer than 53 bits for subnormals).
    private static func generatorOperands(biased: Int, fraction: UInt64) -> (fractBits: UInt64, binExp: Int, significantBits: Int) {
        if biased == 0 {
            let length = 64 - fraction.leadingZeroBitCount
            return (fraction << UInt64(53 - length), length - 1 - 1074, length)
        }
        return (fraction | (1 << 52), biased - 1023, 53)
    }

    /// Exactly what Java 17's `Float.toString(f)` returns.
    public static func floatToString(_ f: Float) -> String {
        let bits = f.bitPattern
        let negative = (bits >> 31) != 0
        let biased = Int((bits >> 23) & 0xff)
        let fraction = UInt64(bits & 0x7f_ffff)
        if biased == 0xff {
            if fraction != 0 { return "NaN" }
            return negative ? "-Infinity" : "Infinity"
        }
        if biased == 0 {
            if fraction == 0 { return negative ? "-0.0" : "0.0" }
            let length = 64 - fraction.leadingZeroBitCount
            return format(
                negative: negative, fractBits: fraction << UInt64(53 - length),
                binExp: length - 1 - 149, significantBits: length)
        }
        return format(
            negative: negative, fractBits: (fraction | (1 << 23)) << 29,
            binExp: biased - 127, significantBits: 24)
    }

    // MARK: - Layout

    /// Digit capacity. Real results need at most 19 digits; the generators stop
    /// well before this bound in every case (guarded anyway).
    private static let maxDigits = 40
    /// Room for the laid-out text: sign, digits, zeros, point and exponent.
    private static let maxText = 56

    /// `fractBits` holds the significand with its leading one at bit 52, so the
    /// value is fractBits * 2^(binExp - 52); `significantBits` is the precision
    /// of the source type at this value (fewer for subnormals).
    private static func format(
        negative: Bool, fractBits: UInt64, binExp: Int, significantBits: Int
    ) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxDigits + maxText) { buffer in
            let digits = buffer.baseAddress!
            var count = 0
            var decExp = 0
            generateDigits(
                fractBits: fractBits, binExp: binExp, significantBits: significantBits,
                digits: digits, count: &count, decExp: &decExp)

            // Layout, as Java's FloatingDecimal prints it. Digits are ASCII already.
            let text = digits + maxDigits
            var n = 0
            func put(_ c: UInt8) { text[n] = c; n += 1 }
            let zero = UInt8(ascii: "0")
            if negative { put(UInt8(ascii: "-")) }
            if decExp > 0 && decExp < 8 {
                // 1 <= |x| < 10^7: integer part, '.', at least one fraction digit.
                let intDigits = min(count, decExp)
                for i in 0..<intDigits { put(digits[i]) }
                if intDigits < decExp {
                    for _ in intDigits..<decExp { put(zero) }
                    put(UInt8(ascii: "."))
                    put(zero)
                } else {
                    put(UInt8(ascii: "."))
                    if intDigits < count {
                        for i in intDigits..<count { put(digits[i]) }
                    } else {
                        put(zero)
                    }
                }
            } else if decExp <= 0 && decExp > -3 {
                // 10^-3 <= |x| < 1.
                put(zero)
                put(UInt8(ascii: "."))
                for _ in 0..<(-decExp) { put(zero) }
                for i in 0..<count { put(digits[i]) }
            } else {
                // Computerized scientific notation.
                put(digits[0])
                put(UInt8(ascii: "."))
                if count > 1 {
                    for i in 1..<count { put(digits[i]) }
                } else {
                    put(zero)
                }
                put(UInt8(ascii: "E"))
                var e = decExp - 1
                if e < 0 {
                    put(UInt8(ascii: "-"))
                    e = -e
                }
                if e >= 100 { put(zero + UInt8(e / 100)) }
                if e >= 10 { put(zero + UInt8(e / 10 % 10)) }
                put(zero + UInt8(e % 10))
            }
            return String(decoding: UnsafeBufferPointer(start: text, count: n), as: UTF8.self)
        }
    }

    // MARK: - Digit generation

    /// Bit length of 5^i for i <= 27; a number >= 64 for larger i (only compared
    /// against 32 and 64).
    private static func bitLengthOfPow5(_ i: Int) -> Int {
        if i > 27 { return 3 * i }
        return 64 - pow5(i).leadingZeroBitCount
    }

    private static func pow5(_ i: Int) -> UInt64 {
        var r: UInt64 = 1
        for _ in 0..<i { r &*= 5 }
        return r
    }

    /// The JVM's estimate of floor(log10(v)): a linear approximation of log10 of
    /// the significand around 1.5, evaluated in double precision. It is either
    /// exact or one too high.
    private static func estimateDecimalExponent(fractBits: UInt64, binExp: Int) -> Int {
        let d2 = Double(bitPattern: 0x3ff0_0000_0000_0000 | (fractBits & 0x000f_ffff_ffff_ffff))
        let t = (d2 - 1.5) * 0.289529654
        let d = (t + 0.176091259) + Double(binExp) * 0.301029995663981
        // floor(d), without libm: |d| < 400.
        let truncated = Int(d)
        return (d < 0 && Double(truncated) != d) ? truncated - 1 : truncated
    }

    private static func generateDigits(
        fractBits: UInt64, binExp: Int, significantBits nSig: Int,
        digits: UnsafeMutablePointer<UInt8>, count: inout Int, decExp: inout Int
    ) {
        let tailZeros = fractBits.trailingZeroBitCount
        let nFractBits = 53 - tailZeros
        let nTinyBits = max(0, nFractBits - binExp - 1)

        // Rule 1: integers below 2^63.
        if binExp >= 0 && binExp <= 62 && nTinyBits == 0 {
            var value = binExp <= 52
                ? fractBits >> UInt64(52 - binExp)
                : fractBits << UInt64(binExp - 52)
            var insignificant = 0
            if binExp > nSig {
                let p2 = binExp - nSig - 1
                if p2 > 1 { insignificant = (p2 * 30103) / 100000 }
            }
            if insignificant > 0 {
                var p10: UInt64 = 1
                for _ in 0..<insignificant { p10 *= 10 }
                let residue = value % p10
                value /= p10
                if residue >= p10 / 2 { value += 1 }
            }
            // Decimal digits of value, trailing zeros removed.
            var tmp = value
            var n = 0
            while tmp > 0 { n += 1; tmp /= 10 }
            tmp = value
            var i = n - 1
            while i >= 0 {
                digits[i] = UInt8(ascii: "0") + UInt8(tmp % 10)
                tmp /= 10
                i -= 1
            }
            var used = n
            while used > 1 && digits[used - 1] == UInt8(ascii: "0") { used -= 1 }
            count = used
            decExp = n + insignificant
            return
        }

        // Rules 2-6: scaled Steele & White generation.
        let k = estimateDecimalExponent(fractBits: fractBits, binExp: binExp)
        let f = fractBits >> UInt64(tailZeros)
        let e2 = binExp - nFractBits + 1  // v = f * 2^e2
        let b5 = max(0, -k)
        let s5 = max(0, k)
        let m5 = b5
        var b2 = b5 + max(0, e2)
        var s2 = s5 + max(0, -e2)
        var m2 = b2 + nFractBits - 1 - nSig  // m = half ulp
        if nFractBits == 1 { m2 -= 1 }  // rule 3
        let common = min(b2, s2, m2)
        b2 -= common
        s2 -= common
        m2 -= common
        let bBits = nFractBits + b2 + bitLengthOfPow5(b5)
        let tenSBits = s2 + 1 + bitLengthOfPow5(s5 + 1)

        var state = Generation(decExp: k + 1)
        if bBits < 64 && tenSBits < 64 {
            let b = (f &* pow5(b5)) << UInt64(b2)
            let s = pow5(s5) << UInt64(s2)
            let m = pow5(m5) << UInt64(m2)
            if bBits < 32 && tenSBits < 32 {
                runFixedWidth(Int32(truncatingIfNeeded: b), Int32(truncatingIfNeeded: s),
                              Int32(truncatingIfNeeded: m), &state, digits)
            } else {
                runFixedWidth(Int64(bitPattern: b), Int64(bitPattern: s), Int64(bitPattern: m),
                              &state, digits)
            }
        } else {
            runBig(f: f, b5: b5, b2: b2, s5: s5, s2: s2, m5: m5, m2: m2, &state, digits)
        }
        count = state.count
        decExp = state.decExp
    }

    private struct Generation {
        var decExp: Int
        var count = 0
        init(decExp: Int) { self.decExp = decExp }
    }

    private static func append(
        _ q: Int, _ state: inout Generation, _ digits: UnsafeMutablePointer<UInt8>
    ) {
        if state.count < maxDigits {
            digits[state.count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: q)
            state.count += 1
        }
    }

    /// Adds one unit in the last generated digit, propagating carries. Zeros left
    /// behind by a carry are kept; they can only follow a forced first digit
    /// (rule 4), where they print as the usual ".0".
    private static func roundUp(_ state: inout Generation, _ digits: UnsafeMutablePointer<UInt8>) {
        var i = state.count - 1
        var q = digits[i]
        if q == UInt8(ascii: "9") {
            while q == UInt8(ascii: "9") && i > 0 {
                digits[i] = UInt8(ascii: "0")
                i -= 1
                q = digits[i]
            }
            if q == UInt8(ascii: "9") {
                state.decExp += 1
                digits[0] = UInt8(ascii: "1")
                return
            }
        }
        digits[i] = q + 1
    }

    /// True when E-notation will be used: rule 4 forces a second digit.
    private static func forcesSecondDigit(_ decExp: Int) -> Bool {
        decExp < -3 || decExp >= 8
    }

    /// Digit generation in the JVM's int or long arithmetic (two's complement
    /// wrap-around included). b / s is v / 10^(decExp - 1), m / s the half ulp on
    /// the same scale.
    private static func runFixedWidth<T: FixedWidthInteger & SignedInteger>(
        _ bInitial: T, _ s: T, _ mInitial: T,
        _ state: inout Generation, _ digits: UnsafeMutablePointer<UInt8>
    ) {
        var b = bInitial
        var m = mInitial
        let tens = s &* 10
        var low = false
        var high = false

        func step() -> Int {
            let q = b / s
            b = (b % s) &* 10
            m = m &* 10
            if m <= 0 {
                // m overflowed: it certainly exceeds b, and b + m exceeds 10 s.
                low = true
                high = true
            } else {
                low = b < m
                high = (b &+ m) > tens
            }
            return Int(q)
        }

        let first = step()
        if first == 0 && !high {
            state.decExp -= 1
        } else {
            append(first, &state, digits)
        }
        if forcesSecondDigit(state.decExp) {
            low = false
            high = false
        }
        while !low && !high {
            let q = step()
            append(q, &state, digits)
            if state.count >= maxDigits { break }
        }
        if high {
            if low {
                let difference = (b &<< 1) &- tens
                if difference == 0 {
                    if (digits[state.count - 1] & 1) != 0 { roundUp(&state, digits) }
                } else if difference > 0 {
                    roundUp(&state, digits)
                }
            } else {
                roundUp(&state, digits)
            }
        }
    }

    /// Exact digit generation for operands that do not fit in 64 bits.
    private static func runBig(
        f: UInt64, b5: Int, b2: Int, s5: Int, s2: Int, m5: Int, m2: Int,
        _ state: inout Generation, _ digits: UnsafeMutablePointer<UInt8>
    ) {
        let cap = BigNat.capacity
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: cap * 5) { storage in
            let base = storage.baseAddress!
            var b = BigNat(base, value: f)
            var s = BigNat(base + cap, value: 1)
            var m = BigNat(base + 2 * cap, value: 1)
            var tens = BigNat(base + 3 * cap, value: 0)
            var sum = BigNat(base + 4 * cap, value: 0)
            b.multiplyByPow5(b5)
            s.multiplyByPow5(s5)
            m.multiplyByPow5(m5)
            // Normalise s so that its top limb has its high bit set; scaling all
            // three by the same power of two changes no comparison.
            let shift = s.top.leadingZeroBitCount
            b.shiftLeft(b2 + shift)
            s.shiftLeft(s2 + shift)
            m.shiftLeft(m2 + shift)
            tens.copy(from: s)
            tens.multiply(by: 10)

            var low = false
            var high = false
            func step() -> Int {
                let q = b.divideReturningQuotient(by: s)
                b.multiply(by: 10)
                m.multiply(by: 10)
                low = BigNat.compare(b, m) < 0
                sum.setSum(b, m)
                high = BigNat.compare(sum, tens) > 0
                return q
            }

            let first = step()
            if first == 0 && !high {
                state.decExp -= 1
            } else {
                append(first, &state, digits)
            }
            if forcesSecondDigit(state.decExp) {
                low = false
                high = false
            }
            while !low && !high {
                let q = step()
                append(q, &state, digits)
                if state.count >= maxDigits { break }
            }
            if high {
                if low {
                    sum.setSum(b, b)
                    let c = BigNat.compare(sum, tens)
                    if c == 0 {
                        if (digits[state.count - 1] & 1) != 0 { roundUp(&state, digits) }
                    } else if c > 0 {
                        roundUp(&state, digits)
                    }
                } else {
                    roundUp(&state, digits)
                }
            }
        }
    }
}

/// Minimal unsigned big integer over caller-provided storage: little-endian
/// 64-bit limbs, `count` limbs in use, no leading zero limbs (zero has count 0).
private struct BigNat {
    /// Enough for every operand: the largest is about 1,130 bits.
    static let capacity = 20

    let limbs: UnsafeMutablePointer<UInt64>
    var count: Int

    init(_ storage: UnsafeMutablePointer<UInt64>, value: UInt64) {
        limbs = storage
        if value == 0 {
            count = 0
        } else {
            storage[0] = value
            count = 1
        }
    }

    var top: UInt64 { count == 0 ? 0 : limbs[count - 1] }

    mutating func copy(from other: BigNat) {
        for i in 0..<other.count { limbs[i] = other.limbs[i] }
        count = other.count
    }

    mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for i in 0..<count {
            let (high, low) = limbs[i].multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            limbs[i] = sum
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 {
            precondition(count < BigNat.capacity)
            limbs[count] = carry
            count += 1
        }
    }

    mutating func multiplyByPow5(_ exponent: Int) {
        var e = exponent
        // 5^27 is the largest power of five that fits in 64 bits.
        while e >= 27 {
            multiply(by: 7_450_580_596_923_828_125)
            e -= 27
        }
        if e > 0 {
            var p: UInt64 = 1
            for _ in 0..<e { p *= 5 }
            multiply(by: p)
        }
    }

    mutating func shiftLeft(_ bits: Int) {
        if count == 0 || bits == 0 { return }
        let words = bits / 64
        let shift = UInt64(bits % 64)
        var newCount = count + words + (shift == 0 ? 0 : 1)
        precondition(newCount <= BigNat.capacity)
        if shift == 0 {
            var i = count - 1
            while i >= 0 { limbs[i + words] = limbs[i]; i -= 1 }
        } else {
            limbs[count + words] = limbs[count - 1] >> (64 - shift)
            var i = count - 1
            while i > 0 {
                limbs[i + words] = (limbs[i] << shift) | (limbs[i - 1] >> (64 - shift))
                i -= 1
            }
            limbs[words] = limbs[0] << shift
        }
        for j in 0..<words { limbs[j] = 0 }
        while newCount > 0 && limbs[newCount - 1] == 0 { newCount -= 1 }
        count = newCount
    }

    /// self = a + b.
    mutating func setSum(_ a: BigNat, _ b: BigNat) {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var carry: UInt64 = 0
        for i in 0..<long.count {
            let y = i < short.count ? short.limbs[i] : 0
            let (s1, o1) = long.limbs[i].addingReportingOverflow(y)
            let (s2, o2) = s1.addingReportingOverflow(carry)
            limbs[i] = s2
            carry = (o1 ? 1 : 0) + (o2 ? 1 : 0)
        }
        count = long.count
        if carry != 0 {
            precondition(count < BigNat.capacity)
            limbs[count] = carry
            count += 1
        }
    }

    static func compare(_ a: BigNat, _ b: BigNat) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var i = a.count - 1
        while i >= 0 {
            if a.limbs[i] != b.limbs[i] { return a.limbs[i] < b.limbs[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    /// self -= q * d, requiring q * d <= self.
    private mutating func subtractMultiple(_ d: BigNat, _ q: UInt64) {
        var carry: UInt64 = 0  // multiplication carry
        var borrow: UInt64 = 0
        for i in 0..<count {
            var product: UInt64 = 0
            if i < d.count {
                let (high, low) = d.limbs[i].multipliedFullWidth(by: q)
                let (p, o) = low.addingReportingOverflow(carry)
                product = p
                carry = high &+ (o ? 1 : 0)
            } else {
                product = carry
                carry = 0
            }
            let (r1, o1) = limbs[i].subtractingReportingOverflow(product)
            let (r2, o2) = r1.subtractingReportingOverflow(borrow)
            limbs[i] = r2
            borrow = (o1 ? 1 : 0) + (o2 ? 1 : 0)
        }
        while count > 0 && limbs[count - 1] == 0 { count -= 1 }
    }

    /// Replaces self by self mod d and returns self / d. d must be normalised
    /// (top limb with its high bit set) and the quotient small.
    mutating func divideReturningQuotient(by d: BigNat) -> Int {
        let n = d.count
        if count < n { return 0 }
        var quotient: UInt64 = 0
        if count > n || limbs[n - 1] > d.limbs[n - 1] {
            // Under-estimate from the top limbs, then correct.
            let high: UInt64 = count > n ? limbs[n] : 0
            let low = limbs[n - 1]
            let divisorTop = d.limbs[n - 1]
            var estimate: UInt64
            if divisorTop == UInt64.max {
                estimate = high
            } else {
                estimate = (divisorTop + 1).dividingFullWidth((high: high, low: low)).quotient
            }
            if estimate > 0 {
                subtractMultiple(d, estimate)
                quotient = estimate
            }
        }
        while BigNat.compare(self, d) >= 0 {
            subtractMultiple(d, 1)
            quotient += 1
        }
        return Int(quotient)
    }
}
