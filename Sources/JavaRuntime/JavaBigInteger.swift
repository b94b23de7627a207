/// `java.math.BigInteger`: an immutable sign and magnitude (`BigMagnitude` words), with Java's results,
/// exception messages, string forms and `hashCode` (so hash-based collections iterate in Java's order).
/// Bitwise operations and shifts behave as on an infinite two's-complement representation, as in Java.
public final class JavaBigInteger: JavaObject, JavaComparable, CustomStringConvertible, @unchecked Sendable {
    /// -1, 0 or 1; 0 exactly when `magnitude` is empty.
    let sign: Int32
    let magnitude: BigMagnitude.Words

    init(sign: Int32, magnitude: BigMagnitude.Words) {
        let magnitude = BigMagnitude.normalized(magnitude)
        self.sign = magnitude.isEmpty ? 0 : sign
        self.magnitude = magnitude
    }

    /// Non-optional constants for the runtime and Swift callers; the `ZERO`… spellings are what translated
    /// code sees (a Java reference, so optional like every other library value).
    public static let zero = JavaBigInteger(sign: 0, magnitude: [])
    public static let one = JavaBigInteger(1)
    public static let two = JavaBigInteger(2)
    public static let ten = JavaBigInteger(10)
    public static let ZERO: JavaBigInteger? = zero
    public static let ONE: JavaBigInteger? = one
    public static let TWO: JavaBigInteger? = two
    public static let TEN: JavaBigInteger? = ten

    public convenience init(_ value: Int64) {
        self.init(sign: value < 0 ? -1 : (value > 0 ? 1 : 0), magnitude: BigMagnitude.fromUInt64(value.magnitude))
    }

    public static func valueOf(_ value: Int64) -> JavaBigInteger? { JavaBigInteger(value) }

    /// `new BigInteger(String, int radix)`: an optional leading sign, then digits as `Character.digit` reads
    /// them. Java parses the digits in groups with `Integer.parseInt`, so a bad character reports the group
    /// it is in ("For input string: …").
    public convenience init(_ text: String?, _ radix: Int32 = 10) throws {
        guard let text else { throw NullPointerException() }
        guard (2...36).contains(radix) else { throw NumberFormatException("Radix out of range") }
        let units = Array(text.utf16)
        if units.isEmpty { throw NumberFormatException("Zero length BigInteger") }
        var cursor = 0
        var sign: Int32 = 1
        let minus = units.lastIndex(of: 0x2D), plus = units.lastIndex(of: 0x2B)
        if let minus {
            if minus != 0 || plus != nil { throw NumberFormatException("Illegal embedded sign character") }
            sign = -1
            cursor = 1
        } else if let plus {
            if plus != 0 { throw NumberFormatException("Illegal embedded sign character") }
            cursor = 1
        }
        if cursor == units.count { throw NumberFormatException("Zero length BigInteger") }
        while cursor < units.count && JavaCharacter.digit(Int32(units[cursor]), radix) == 0 { cursor += 1 }
        if cursor == units.count {
            self.init(sign: 0, magnitude: [])
            return
        }
        let groupLength = Self.digitsPerWord[Int(radix)]
        let digitCount = units.count - cursor
        var firstGroup = digitCount % groupLength
        if firstGroup == 0 { firstGroup = groupLength }
        let superRadix = Self.power(UInt32(radix), groupLength)
        var magnitude = BigMagnitude.Words()
        var end = cursor + firstGroup
        while cursor < units.count {
            let group = units[cursor..<end]
            var value: UInt32 = 0
            for unit in group {
                let digit = JavaCharacter.digit(Int32(unit), radix)
                if digit < 0 {
                    let suffix = radix == 10 ? "" : " under radix \(radix)"
                    throw NumberFormatException("For input string: \"\(String(decoding: group, as: UTF16.self))\"\(suffix)")
                }
                value = value * UInt32(radix) + UInt32(digit)
            }
            magnitude = BigMagnitude.multiplyAdd(magnitude, superRadix, value)
            cursor = end
            end += groupLength
        }
        self.init(sign: sign, magnitude: magnitude)
    }

    /// `new BigInteger(byte[])`: big-endian two's complement.
    public convenience init(_ bytes: JavaArray<Int8>?) throws {
        guard let bytes else { throw NullPointerException() }
        if bytes.storage.isEmpty { throw NumberFormatException("Zero length BigInteger") }
        let negative = bytes.storage[0] < 0
        var words = BigMagnitude.Words(repeating: negative ? .max : 0, count: (bytes.storage.count + 3) / 4 + 1)
        for (i, byte) in bytes.storage.reversed().enumerated() {
            let shift = UInt32(i % 4 * 8)
            words[i / 4] = words[i / 4] & ~(0xff << shift) | UInt32(UInt8(bitPattern: byte)) << shift
        }
        let value = Self.fromTwosComplement(words)
        self.init(sign: value.sign, magnitude: value.magnitude)
    }

    /// `new BigInteger(int signum, byte[] magnitude)`: big-endian unsigned bytes (what hex digests use).
    public convenience init(_ signum: Int32, _ bytes: JavaArray<Int8>?) throws {
        guard let bytes else { throw NullPointerException() }
        guard (-1...1).contains(signum) else { throw NumberFormatException("Invalid signum value") }
        var words = BigMagnitude.Words(repeating: 0, count: (bytes.storage.count + 3) / 4)
        for (i, byte) in bytes.storage.reversed().enumerated() {
            words[i / 4] |= UInt32(UInt8(bitPattern: byte)) << UInt32(i % 4 * 8)
        }
        words = BigMagnitude.normalized(words)
        if signum == 0 && !words.isEmpty { throw NumberFormatException("signum-magnitude mismatch") }
        self.init(sign: signum, magnitude: words)
    }

    /// Digits of each radix that always fit in an `int` (`BigInteger.digitsPerInt`).
    static let digitsPerWord = [0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6,
                                6, 6, 6, 6, 6, 6, 6, 6, 6, 5]

    static func power(_ base: UInt32, _ exponent: Int) -> UInt32 {
        (0..<exponent).reduce(1) { acc, _ in acc &* base }
    }

    // MARK: Arithmetic (Swift operators; the Java-named methods below wrap them)

    public static func + (a: JavaBigInteger, b: JavaBigInteger) -> JavaBigInteger {
        if b.sign == 0 { return a }
        if a.sign == 0 { return b }
        if a.sign == b.sign { return JavaBigInteger(sign: a.sign, magnitude: BigMagnitude.add(a.magnitude, b.magnitude)) }
        switch BigMagnitude.compare(a.magnitude, b.magnitude) {
        case 0: return .zero
        case 1: return JavaBigInteger(sign: a.sign, magnitude: BigMagnitude.subtract(a.magnitude, b.magnitude))
        default: return JavaBigInteger(sign: b.sign, magnitude: BigMagnitude.subtract(b.magnitude, a.magnitude))
        }
    }

    public static prefix func - (a: JavaBigInteger) -> JavaBigInteger { JavaBigInteger(sign: -a.sign, magnitude: a.magnitude) }
    public static func - (a: JavaBigInteger, b: JavaBigInteger) -> JavaBigInteger { a + -b }

    public static func * (a: JavaBigInteger, b: JavaBigInteger) -> JavaBigInteger {
        JavaBigInteger(sign: a.sign * b.sign, magnitude: BigMagnitude.multiply(a.magnitude, b.magnitude))
    }

    /// Truncating division: the quotient rounds toward zero and the remainder has the dividend's sign.
    public func quotientAndRemainder(dividingBy divisor: JavaBigInteger) throws -> (quotient: JavaBigInteger, remainder: JavaBigInteger) {
        if divisor.sign == 0 { throw ArithmeticException("BigInteger divide by zero") }
        let (q, r) = BigMagnitude.divide(magnitude, by: divisor.magnitude)
        return (JavaBigInteger(sign: sign * divisor.sign, magnitude: q), JavaBigInteger(sign: sign, magnitude: r))
    }

    /// Numeric order: -1, 0 or 1.
    func compare(_ other: JavaBigInteger) -> Int32 {
        if sign != other.sign { return sign < other.sign ? -1 : 1 }
        return Int32(BigMagnitude.compare(magnitude, other.magnitude)) * sign
    }

    var isOne: Bool { sign == 1 && magnitude == [1] }

    /// The non-negative residue (Java's `mod`, unlike `remainder`).
    func residue(_ modulus: JavaBigInteger) throws -> JavaBigInteger {
        if modulus.sign <= 0 { throw ArithmeticException("BigInteger: modulus not positive") }
        let r = try quotientAndRemainder(dividingBy: modulus).remainder
        return r.sign < 0 ? r + modulus : r
    }

    func power(_ exponent: Int32) throws -> JavaBigInteger {
        if exponent < 0 { throw ArithmeticException("Negative exponent") }
        var result = JavaBigInteger.one, base = self, n = exponent
        while n > 0 {
            if n & 1 == 1 { result = result * base }
            n >>= 1
            if n > 0 { base = base * base }
        }
        return result
    }

    func modularPower(_ exponent: JavaBigInteger, _ modulus: JavaBigInteger) throws -> JavaBigInteger {
        if modulus.sign <= 0 { throw ArithmeticException("BigInteger: modulus not positive") }
        if modulus.isOne { return .zero }
        if exponent.sign == 0 { return .one }
        var base = try residue(modulus)
        if exponent.sign < 0 { base = try base.modularInverse(modulus) }
        var result = JavaBigInteger.one
        let bits = exponent.magnitude
        for i in stride(from: BigMagnitude.bitLength(bits) - 1, through: 0, by: -1) {
            result = try (result * result).residue(modulus)
            if bits[i / 32] >> UInt32(i % 32) & 1 == 1 { result = try (result * base).residue(modulus) }
        }
        return result
    }

    /// The extended Euclidean algorithm.
    func modularInverse(_ modulus: JavaBigInteger) throws -> JavaBigInteger {
        if modulus.sign <= 0 { throw ArithmeticException("BigInteger: modulus not positive") }
        if modulus.isOne { return .zero }
        var (r0, r1) = (try residue(modulus), modulus)
        var (s0, s1) = (JavaBigInteger.one, JavaBigInteger.zero)
        while r1.sign != 0 {
            let (q, r) = try r0.quotientAndRemainder(dividingBy: r1)
            (r0, r1) = (r1, r)
            (s0, s1) = (s1, s0 - q * s1)
        }
        if !r0.isOne { throw ArithmeticException("BigInteger not invertible.") }
        return try s0.residue(modulus)
    }

    /// The floor of the square root (Newton's iteration from above).
    func squareRoot() throws -> JavaBigInteger {
        if sign < 0 { throw ArithmeticException("Negative BigInteger") }
        if sign == 0 { return .zero }
        var x = JavaBigInteger(sign: 1, magnitude: BigMagnitude.shiftLeft([1], Int(bitLength() + 1) / 2 + 1))
        while true {
            let y = (x + (try quotientAndRemainder(dividingBy: x).quotient)).shifted(right: 1)
            if y.compare(x) >= 0 { return x }
            x = y
        }
    }

    /// Java's `isProbablePrime` is a randomized test, but it never rejects a prime and accepts a composite
    /// with negligible probability; Miller-Rabin over fixed bases answers the same (it is exact below 3.3e24).
    func isPrime() throws -> Bool {
        let n = sign < 0 ? -self : self
        if n.magnitude == [2] { return true }
        if n.sign == 0 || n.magnitude[0] & 1 == 0 || n.isOne { return false }
        let bases: [Int64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71]
        let nMinusOne = n - .one
        let twos = BigMagnitude.trailingZeroBits(nMinusOne.magnitude)
        let odd = nMinusOne.shifted(right: twos)
        witnesses: for base in bases {
            let a = JavaBigInteger(base)
            if a.compare(nMinusOne) >= 0 { break }
            var x = try a.modularPower(odd, n)
            if x.isOne || x.compare(nMinusOne) == 0 { continue }
            for _ in 1..<Swift.max(twos, 1) {
                x = try (x * x).residue(n)
                if x.compare(nMinusOne) == 0 { continue witnesses }
            }
            return false
        }
        return true
    }

    func shifted(left n: Int) -> JavaBigInteger {
        JavaBigInteger(sign: sign, magnitude: BigMagnitude.shiftLeft(magnitude, n))
    }

    /// Arithmetic shift: a negative value rounds toward negative infinity, as two's complement does.
    func shifted(right n: Int) -> JavaBigInteger {
        let shifted = BigMagnitude.shiftRight(magnitude, n)
        if sign < 0 && BigMagnitude.hasBitsBelow(magnitude, n) {
            return JavaBigInteger(sign: -1, magnitude: BigMagnitude.add(shifted, [1]))
        }
        return JavaBigInteger(sign: sign, magnitude: shifted)
    }

    // MARK: Java's methods

    public func add(_ other: JavaBigInteger?) throws -> JavaBigInteger? { self + (try Self.require(other)) }
    public func subtract(_ other: JavaBigInteger?) throws -> JavaBigInteger? { self - (try Self.require(other)) }
    public func multiply(_ other: JavaBigInteger?) throws -> JavaBigInteger? { self * (try Self.require(other)) }

    public func divide(_ other: JavaBigInteger?) throws -> JavaBigInteger? {
        try quotientAndRemainder(dividingBy: Self.require(other)).quotient
    }

    public func remainder(_ other: JavaBigInteger?) throws -> JavaBigInteger? {
        try quotientAndRemainder(dividingBy: Self.require(other)).remainder
    }

    /// `divideAndRemainder` as Java returns it: a two-element array.
    public func divideAndRemainder(_ other: JavaBigInteger?) throws -> JavaArray<JavaBigInteger?>? {
        let (q, r) = try quotientAndRemainder(dividingBy: Self.require(other))
        return JavaArray([q, r])
    }

    public func mod(_ modulus: JavaBigInteger?) throws -> JavaBigInteger? { try residue(Self.require(modulus)) }

    public func modPow(_ exponent: JavaBigInteger?, _ modulus: JavaBigInteger?) throws -> JavaBigInteger? {
        try modularPower(Self.require(exponent), Self.require(modulus))
    }

    public func modInverse(_ modulus: JavaBigInteger?) throws -> JavaBigInteger? { try modularInverse(Self.require(modulus)) }
    public func pow(_ exponent: Int32) throws -> JavaBigInteger? { try power(exponent) }
    public func sqrt() throws -> JavaBigInteger? { try squareRoot() }

    public func gcd(_ other: JavaBigInteger?) throws -> JavaBigInteger? {
        JavaBigInteger(sign: 1, magnitude: BigMagnitude.gcd(magnitude, try Self.require(other).magnitude))
    }

    public func negate() -> JavaBigInteger? { -self }
    public func abs() -> JavaBigInteger? { sign < 0 ? -self : self }
    public func signum() -> Int32 { sign }

    public func min(_ other: JavaBigInteger?) throws -> JavaBigInteger? {
        let other = try Self.require(other)
        return compare(other) < 0 ? self : other
    }

    public func max(_ other: JavaBigInteger?) throws -> JavaBigInteger? {
        let other = try Self.require(other)
        return compare(other) > 0 ? self : other
    }

    public func isProbablePrime(_ certainty: Int32) throws -> Bool {
        certainty <= 0 ? true : try isPrime()
    }

    // MARK: Bits

    /// `shiftLeft`: a negative distance shifts right.
    public func shiftLeft(_ n: Int32) -> JavaBigInteger? {
        n < 0 ? shifted(right: -Int(n)) : shifted(left: Int(n))
    }

    public func shiftRight(_ n: Int32) -> JavaBigInteger? {
        n < 0 ? shifted(left: -Int(n)) : shifted(right: Int(n))
    }

    /// The value as `count` two's-complement words (enough to hold it with its sign bit).
    func twosComplement(_ count: Int) -> BigMagnitude.Words {
        var words = magnitude + BigMagnitude.Words(repeating: 0, count: Swift.max(0, count - magnitude.count))
        guard sign < 0 else { return words }
        var carry: UInt64 = 1
        for i in 0..<words.count {
            let sum = UInt64(~words[i]) + carry
            words[i] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        return words
    }

    static func fromTwosComplement(_ words: BigMagnitude.Words) -> JavaBigInteger {
        guard let top = words.last, top & 0x8000_0000 != 0 else { return JavaBigInteger(sign: 1, magnitude: words) }
        let inverted = words.map { ~$0 }
        return JavaBigInteger(sign: -1, magnitude: BigMagnitude.add(BigMagnitude.normalized(inverted), [1]))
    }

    private func bitwise(_ other: JavaBigInteger?, _ op: (UInt32, UInt32) -> UInt32) throws -> JavaBigInteger? {
        let other = try Self.require(other)
        let count = Swift.max(magnitude.count, other.magnitude.count) + 1
        let a = twosComplement(count), b = other.twosComplement(count)
        return Self.fromTwosComplement((0..<count).map { op(a[$0], b[$0]) })
    }

    public func and(_ other: JavaBigInteger?) throws -> JavaBigInteger? { try bitwise(other, &) }
    public func or(_ other: JavaBigInteger?) throws -> JavaBigInteger? { try bitwise(other, |) }
    public func xor(_ other: JavaBigInteger?) throws -> JavaBigInteger? { try bitwise(other, ^) }
    public func andNot(_ other: JavaBigInteger?) throws -> JavaBigInteger? { try bitwise(other) { $0 & ~$1 } }
    public func not() -> JavaBigInteger? { Self.fromTwosComplement(twosComplement(magnitude.count + 1).map { ~$0 }) }

    public func testBit(_ n: Int32) throws -> Bool {
        if n < 0 { throw ArithmeticException("Negative bit address") }
        let index = Int(n) / 32
        if index >= magnitude.count { return sign < 0 }
        return twosComplement(magnitude.count + 1)[index] >> UInt32(n % 32) & 1 == 1
    }

    private func withBit(_ n: Int32, _ op: (UInt32, UInt32) -> UInt32) throws -> JavaBigInteger? {
        if n < 0 { throw ArithmeticException("Negative bit address") }
        let count = Swift.max(magnitude.count, Int(n) / 32 + 1) + 1
        var words = twosComplement(count)
        words[Int(n) / 32] = op(words[Int(n) / 32], UInt32(1) << UInt32(n % 32))
        return Self.fromTwosComplement(words)
    }

    public func setBit(_ n: Int32) throws -> JavaBigInteger? { try withBit(n, |) }
    public func clearBit(_ n: Int32) throws -> JavaBigInteger? { try withBit(n) { $0 & ~$1 } }
    public func flipBit(_ n: Int32) throws -> JavaBigInteger? { try withBit(n, ^) }

    /// Bits of the minimal two's-complement form without its sign bit (so -2^k has k bits, not k+1).
    public func bitLength() -> Int32 {
        let length = BigMagnitude.bitLength(magnitude)
        return Int32(sign < 0 && BigMagnitude.isPowerOfTwo(magnitude) ? length - 1 : length)
    }

    /// Bits that differ from the sign bit.
    public func bitCount() -> Int32 {
        let ones = magnitude.reduce(0) { $0 + $1.nonzeroBitCount }
        return Int32(sign < 0 ? ones + BigMagnitude.trailingZeroBits(magnitude) - 1 : ones)
    }

    public func getLowestSetBit() -> Int32 { sign == 0 ? -1 : Int32(BigMagnitude.trailingZeroBits(magnitude)) }

    /// Big-endian two's complement in the fewest bytes (`bitLength()/8 + 1`).
    public func toByteArray() -> JavaArray<Int8>? {
        let byteCount = Int(bitLength()) / 8 + 1
        let words = twosComplement((byteCount + 3) / 4)
        return JavaArray((0..<byteCount).reversed().map { i in
            Int8(truncatingIfNeeded: words[i / 4] >> UInt32(i % 4 * 8))
        })
    }

    // MARK: Conversions

    /// The low 32 bits of the two's complement.
    public func intValue() -> Int32 { Int32(truncatingIfNeeded: longValue()) }

    /// The low 64 bits of the two's complement.
    public func longValue() -> Int64 {
        let low = UInt64(magnitude.first ?? 0) | UInt64(magnitude.count > 1 ? magnitude[1] : 0) << 32
        let value = Int64(bitPattern: low)
        return sign < 0 ? 0 &- value : value
    }

    public func shortValue() -> Int16 { Int16(truncatingIfNeeded: longValue()) }
    public func byteValue() -> Int8 { Int8(truncatingIfNeeded: longValue()) }

    public func intValueExact() throws -> Int32 {
        if bitLength() > 31 { throw ArithmeticException("BigInteger out of int range") }
        return intValue()
    }

    public func longValueExact() throws -> Int64 {
        if bitLength() > 63 { throw ArithmeticException("BigInteger out of long range") }
        return longValue()
    }

    public func shortValueExact() throws -> Int16 {
        if bitLength() > 15 { throw ArithmeticException("BigInteger out of short range") }
        return shortValue()
    }

    public func byteValueExact() throws -> Int8 {
        if bitLength() > 7 { throw ArithmeticException("BigInteger out of byte range") }
        return byteValue()
    }

    /// The nearest double (ties to even), infinite past `Double.greatestFiniteMagnitude`, as Java rounds.
    public func doubleValue() -> Double {
        let (top, shift) = topBits()
        let value = Double(sign: .plus, exponent: shift, significand: Double(top))
        return sign < 0 ? -value : value
    }

    public func floatValue() -> Float {
        let (top, shift) = topBits()
        let value = Float(sign: .plus, exponent: shift, significand: Float(top))
        return sign < 0 ? -value : value
    }

    /// The magnitude's top 64 bits with a sticky lowest bit for anything shifted out, and the shift:
    /// converting those rounds exactly as converting the whole magnitude would.
    private func topBits() -> (UInt64, Int) {
        let length = BigMagnitude.bitLength(magnitude)
        if length <= 64 { return (UInt64(magnitude.first ?? 0) | UInt64(magnitude.count > 1 ? magnitude[1] : 0) << 32, 0) }
        let shift = length - 64
        let words = BigMagnitude.shiftRight(magnitude, shift)
        let sticky: UInt64 = BigMagnitude.hasBitsBelow(magnitude, shift) ? 1 : 0
        return ((UInt64(words[0]) | UInt64(words[1]) << 32) | sticky, shift)
    }

    public func toString() -> String { string(radix: 10) }

    /// `toString(int radix)`: lowercase digits; a radix outside 2...36 means 10, as in Java.
    public func toString(_ radix: Int32) -> String? { string(radix: radix) }

    /// The decimal digits of the magnitude, without a sign.
    func magnitudeString() -> String { sign < 0 ? (-self).string(radix: 10) : string(radix: 10) }

    public func string(radix: Int32) -> String {
        if sign == 0 { return "0" }
        let radix = (2...36).contains(radix) ? Int(radix) : 10
        let groupLength = Self.digitsPerWord[radix]
        let divisor = Self.power(UInt32(radix), groupLength)
        var groups: [String] = []
        var rest = magnitude
        while !rest.isEmpty {
            let (q, r) = BigMagnitude.divide(rest, by: divisor)
            groups.append(String(r, radix: radix))
            rest = q
        }
        var text = sign < 0 ? "-" : ""
        for (i, group) in groups.reversed().enumerated() {
            if i > 0 { text += String(repeating: "0", count: groupLength - group.count) }
            text += group
        }
        return text
    }

    public var description: String { toString() }

    // MARK: Object

    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaBigInteger else { return false }
        return sign == other.sign && magnitude == other.magnitude
    }

    /// Java's formula over the big-endian words: h = 31*h + word, times the sign.
    public func hashCode() throws -> Int32 {
        var hash: Int32 = 0
        for word in magnitude.reversed() { hash = hash &* 31 &+ Int32(bitPattern: word) }
        return hash &* sign
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let other: JavaBigInteger = try javaCompareToArgument(other, javaClass: "java.math.BigInteger")
        return compare(other)
    }

    static func require(_ value: JavaBigInteger?) throws -> JavaBigInteger {
        guard let value else { throw NullPointerException() }
        return value
    }
}
