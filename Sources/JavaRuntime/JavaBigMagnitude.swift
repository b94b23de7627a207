/// Unsigned arbitrary-precision arithmetic on magnitudes for `JavaBigInteger`: arrays of 32-bit words,
/// least significant first, with no zero word at the top (zero is the empty array). Schoolbook
/// multiplication and Knuth's division are plenty for the sizes model code handles (prices, counters,
/// hashes); Java switches to Karatsuba and Burnikel-Ziegler only past thousands of bits, with the same
/// results.
enum BigMagnitude {
    typealias Words = [UInt32]

    static func normalized(_ words: Words) -> Words {
        var words = words
        while words.last == 0 { words.removeLast() }
        return words
    }

    static func fromUInt64(_ v: UInt64) -> Words {
        normalized([UInt32(truncatingIfNeeded: v), UInt32(truncatingIfNeeded: v >> 32)])
    }

    static func compare(_ a: Words, _ b: Words) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] {
            return a[i] < b[i] ? -1 : 1
        }
        return 0
    }

    static func add(_ a: Words, _ b: Words) -> Words {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var result = Words()
        result.reserveCapacity(long.count + 1)
        var carry: UInt64 = 0
        for i in 0..<long.count {
            let sum = UInt64(long[i]) + (i < short.count ? UInt64(short[i]) : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a - b` for `a >= b`.
    static func subtract(_ a: Words, _ b: Words) -> Words {
        var result = Words()
        result.reserveCapacity(a.count)
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var difference = Int64(a[i]) - (i < b.count ? Int64(b[i]) : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result.append(UInt32(difference))
        }
        return normalized(result)
    }

    static func multiply(_ a: Words, _ b: Words) -> Words {
        if a.isEmpty || b.isEmpty { return [] }
        var result = Words(repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            let x = UInt64(a[i])
            if x == 0 { continue }
            for j in 0..<b.count {
                let product = x * UInt64(b[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + b.count] = UInt32(carry)
        }
        return normalized(result)
    }

    /// `a * factor + addend` with one-word operands (parsing digit groups).
    static func multiplyAdd(_ a: Words, _ factor: UInt32, _ addend: UInt32) -> Words {
        var result = Words()
        result.reserveCapacity(a.count + 1)
        var carry = UInt64(addend)
        for word in a {
            let product = UInt64(word) * UInt64(factor) + carry
            result.append(UInt32(truncatingIfNeeded: product))
            carry = product >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return normalized(result)
    }

    static func divide(_ a: Words, by divisor: UInt32) -> (quotient: Words, remainder: UInt32) {
        var quotient = Words(repeating: 0, count: a.count)
        var remainder: UInt64 = 0
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            let current = remainder << 32 | UInt64(a[i])
            quotient[i] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        return (normalized(quotient), UInt32(remainder))
    }

    /// Knuth's algorithm D (TAOCP 4.3.1, as in Hacker's Delight's `divmnu`) for a non-empty divisor.
    static func divide(_ u: Words, by v: Words) -> (quotient: Words, remainder: Words) {
        if compare(u, v) < 0 { return ([], u) }
        if v.count == 1 {
            let (q, r) = divide(u, by: v[0])
            return (q, r == 0 ? [] : [r])
        }
        // Normalize so the divisor's top bit is set; the estimate of each quotient digit is then off by at most 2.
        let shift = v[v.count - 1].leadingZeroBitCount
        let vn = shiftLeft(v, shift)
        var un = shiftLeft(u, shift)
        if un.count == u.count { un.append(0) }
        let n = vn.count, m = u.count - n
        let base: UInt64 = 1 << 32
        let top = UInt64(vn[n - 1]), second = UInt64(vn[n - 2])
        var quotient = Words(repeating: 0, count: m + 1)
        for j in stride(from: m, through: 0, by: -1) {
            let numerator = UInt64(un[j + n]) << 32 | UInt64(un[j + n - 1])
            var qhat = numerator / top
            var rhat = numerator % top
            while qhat >= base || qhat * second > (rhat << 32 | UInt64(un[j + n - 2])) {
                qhat -= 1
                rhat += top
                if rhat >= base { break }
            }
            // Multiply and subtract qhat * vn from the current window of un.
            var borrow: Int64 = 0
            var carry: UInt64 = 0
            for i in 0..<n {
                let product = qhat * UInt64(vn[i]) + carry
                carry = product >> 32
                let t = Int64(un[i + j]) - borrow - Int64(product & 0xffff_ffff)
                un[i + j] = UInt32(truncatingIfNeeded: t)
                borrow = t < 0 ? 1 : 0
            }
            let t = Int64(un[j + n]) - borrow - Int64(carry)
            un[j + n] = UInt32(truncatingIfNeeded: t)
            if t < 0 {
                // The estimate was one too large: add the divisor back.
                qhat -= 1
                var addCarry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(un[i + j]) + UInt64(vn[i]) + addCarry
                    un[i + j] = UInt32(truncatingIfNeeded: sum)
                    addCarry = sum >> 32
                }
                un[j + n] = UInt32(truncatingIfNeeded: UInt64(un[j + n]) + addCarry)
            }
            quotient[j] = UInt32(truncatingIfNeeded: qhat)
        }
        return (normalized(quotient), shiftRight(normalized(Array(un[0..<n])), shift))
    }

    static func shiftLeft(_ a: Words, _ bits: Int) -> Words {
        if a.isEmpty { return a }
        let wordShift = bits / 32, bitShift = bits % 32
        var result = Words(repeating: 0, count: wordShift)
        result.reserveCapacity(wordShift + a.count + 1)
        if bitShift == 0 {
            result.append(contentsOf: a)
            return result
        }
        var carry: UInt32 = 0
        for word in a {
            result.append(word << UInt32(bitShift) | carry)
            carry = word >> UInt32(32 - bitShift)
        }
        if carry != 0 { result.append(carry) }
        return result
    }

    static func shiftRight(_ a: Words, _ bits: Int) -> Words {
        let wordShift = bits / 32, bitShift = bits % 32
        if wordShift >= a.count { return [] }
        var result = Array(a[wordShift...])
        if bitShift != 0 {
            for i in 0..<result.count {
                let high = i + 1 < result.count ? result[i + 1] << UInt32(32 - bitShift) : 0
                result[i] = result[i] >> UInt32(bitShift) | high
            }
        }
        return normalized(result)
    }

    /// Whether any of the lowest `bits` bits is set (what a right shift drops).
    static func hasBitsBelow(_ a: Words, _ bits: Int) -> Bool {
        let wordShift = bits / 32, bitShift = bits % 32
        for i in 0..<min(wordShift, a.count) where a[i] != 0 { return true }
        if bitShift != 0 && wordShift < a.count { return a[wordShift] & (UInt32(1) << UInt32(bitShift) &- 1) != 0 }
        return false
    }

    static func bitLength(_ a: Words) -> Int {
        guard let top = a.last else { return 0 }
        return a.count * 32 - top.leadingZeroBitCount
    }

    static func trailingZeroBits(_ a: Words) -> Int {
        for (i, word) in a.enumerated() where word != 0 { return i * 32 + word.trailingZeroBitCount }
        return 0
    }

    static func isPowerOfTwo(_ a: Words) -> Bool {
        a.reduce(0) { $0 + $1.nonzeroBitCount } == 1
    }

    static func gcd(_ a: Words, _ b: Words) -> Words {
        var (x, y) = (a, b)
        while !y.isEmpty { (x, y) = (y, divide(x, by: y).remainder) }
        return x
    }
}
