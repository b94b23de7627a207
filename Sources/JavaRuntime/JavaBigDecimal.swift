/// `java.math.BigDecimal`: an unscaled `JavaBigInteger` and a 32-bit scale (the value is
/// unscaled × 10^-scale), with Java's scales for every result, its rounding, its string forms and its
/// messages. `equals` sees the scale (2.0 is not 2.00) where `compareTo` compares values, as in Java.
public final class JavaBigDecimal: JavaObject, JavaComparable, CustomStringConvertible, @unchecked Sendable {
    let unscaled: JavaBigInteger
    let scaleValue: Int32

    init(unscaled: JavaBigInteger, scale: Int32) {
        self.unscaled = unscaled
        scaleValue = scale
    }

    /// Non-optional constants for the runtime and Swift callers; translated code sees `ZERO`… (optional
    /// like every Java reference).
    public static let zero = JavaBigDecimal(unscaled: .zero, scale: 0)
    public static let one = JavaBigDecimal(unscaled: .one, scale: 0)
    public static let ten = JavaBigDecimal(unscaled: .ten, scale: 0)
    public static let ZERO: JavaBigDecimal? = zero
    public static let ONE: JavaBigDecimal? = one
    public static let TEN: JavaBigDecimal? = ten

    public convenience init(_ value: Int64) {
        self.init(unscaled: JavaBigInteger(value), scale: 0)
    }

    public convenience init(_ value: JavaBigInteger?, _ scale: Int32 = 0) throws {
        self.init(unscaled: try JavaBigInteger.require(value), scale: scale)
    }

    /// `new BigDecimal(double)`: the double's exact binary value, so `new BigDecimal(0.1)` has 55 digits.
    public convenience init(exactly value: Double) throws {
        guard value.isFinite else { throw NumberFormatException("Infinite or NaN") }
        var significand = value.significandBitPattern
        var exponent = Int(value.exponentBitPattern)
        if exponent == 0 { significand <<= 1 } else { significand |= 1 << 52 }
        exponent -= 1075
        if significand == 0 {
            self.init(unscaled: .zero, scale: 0)
            return
        }
        while significand & 1 == 0 {
            significand >>= 1
            exponent += 1
        }
        var magnitude = JavaBigInteger(Int64(significand))
        if value < 0 { magnitude = -magnitude }
        if exponent < 0 {
            self.init(unscaled: try JavaBigInteger(5).power(Int32(-exponent)) * magnitude, scale: Int32(-exponent))
        } else {
            self.init(unscaled: magnitude.shifted(left: exponent), scale: 0)
        }
    }

    /// `new BigDecimal(String)`: an optional sign, digits with at most one '.', an optional exponent.
    /// Java's parser has two paths (up to 18 characters after the sign, and longer), whose messages differ
    /// for a bad character; a string that ends early fails with an empty `NumberFormatException`.
    public convenience init(_ text: String?) throws {
        guard let text else { throw NullPointerException() }
        let units = Array(text.utf16)
        var offset = 0
        guard !units.isEmpty else { throw NumberFormatException() }
        let negative = units[0] == 0x2D
        if negative || units[0] == 0x2B { offset = 1 }
        let isCompact = units.count - offset <= 18
        var digits = BigMagnitude.Words()
        var sawDigit = false
        var dot = false
        var scale: Int64 = 0
        var exponent: Int64 = 0
        while offset < units.count {
            let c = units[offset]
            let digit = c >= 0x30 && c <= 0x39 ? Int32(c) - 0x30 : JavaCharacter.digit(Int32(c), 10)
            if digit >= 0 {
                sawDigit = true
                digits = BigMagnitude.multiplyAdd(digits, 10, UInt32(digit))
                if dot { scale += 1 }
            } else if c == 0x2E {
                if dot { throw NumberFormatException("Character array contains more than one decimal point.") }
                dot = true
            } else if c == 0x65 || c == 0x45 {
                exponent = try Self.parseExponent(units, at: offset)
                if Int64(Int32(truncatingIfNeeded: exponent)) != exponent { throw NumberFormatException("Exponent overflow.") }
                break
            } else if isCompact {
                throw NumberFormatException("Character \(String(decoding: [c], as: UTF16.self)) is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.")
            } else {
                throw NumberFormatException("Character array is missing \"e\" notation exponential mark.")
            }
            offset += 1
        }
        if !sawDigit { throw NumberFormatException("No digits found.") }
        scale -= exponent
        guard let scale32 = Int32(exactly: scale) else { throw NumberFormatException("Scale out of range.") }
        self.init(unscaled: JavaBigInteger(sign: negative ? -1 : 1, magnitude: digits), scale: scale32)
    }

    /// Java's `parseExp`, from the 'e' at `start`.
    private static func parseExponent(_ units: [UInt16], at start: Int) throws -> Int64 {
        var i = start + 1
        guard i < units.count else { throw NumberFormatException() }
        let negative = units[i] == 0x2D
        if negative || units[i] == 0x2B {
            i += 1
            guard i < units.count else { throw NumberFormatException() }
        }
        while units.count - i > 10 && JavaCharacter.digit(Int32(units[i]), 10) == 0 { i += 1 }
        if units.count - i > 10 { throw NumberFormatException("Too many nonzero exponent digits.") }
        var exponent: Int64 = 0
        for unit in units[i...] {
            let digit = JavaCharacter.digit(Int32(unit), 10)
            if digit < 0 { throw NumberFormatException("Not a digit.") }
            exponent = exponent * 10 + Int64(digit)
        }
        return negative ? -exponent : exponent
    }

    public static func valueOf(_ value: Int64) -> JavaBigDecimal? { JavaBigDecimal(value) }

    public static func valueOf(_ unscaled: Int64, _ scale: Int32) -> JavaBigDecimal? {
        JavaBigDecimal(unscaled: JavaBigInteger(unscaled), scale: scale)
    }

    /// `BigDecimal.valueOf(double)` parses `Double.toString`, so 0.1 gives 0.1 and 2.50 gives 2.5.
    public static func valueOf(_ value: Double) throws -> JavaBigDecimal? {
        try JavaBigDecimal(JavaNumberFormatting.doubleToString(value))
    }

    // MARK: Scale helpers

    static func tenPower(_ n: Int64) throws -> JavaBigInteger {
        guard let exponent = Int32(exactly: n) else { throw ArithmeticException("BigInteger would overflow supported range") }
        return try JavaBigInteger.ten.power(exponent)
    }

    /// A computed scale outside `int`: Java's "Underflow" (too many fraction digits) or "Overflow", unless
    /// the value is zero, whose scale is clamped.
    static func checkScale(_ scale: Int64, _ value: JavaBigInteger) throws -> Int32 {
        if let scale = Int32(exactly: scale) { return scale }
        if value.sign == 0 { return scale > 0 ? .max : .min }
        throw ArithmeticException(scale > 0 ? "Underflow" : "Overflow")
    }

    /// `n / d` rounded to an integer as `mode` says; `d` is non-zero.
    static func divideRounded(_ n: JavaBigInteger, _ d: JavaBigInteger, _ mode: JavaRoundingMode) throws -> JavaBigInteger {
        let (q, r) = try n.quotientAndRemainder(dividingBy: d)
        if r.sign == 0 { return q }
        let resultSign = n.sign * d.sign
        let half = BigMagnitude.compare(BigMagnitude.shiftLeft(r.magnitude, 1), d.magnitude)
        let increment: Bool
        switch mode {
        case .up: increment = true
        case .down: increment = false
        case .ceiling: increment = resultSign > 0
        case .floor: increment = resultSign < 0
        case .halfUp: increment = half >= 0
        case .halfDown: increment = half > 0
        case .halfEven: increment = half > 0 || (half == 0 && (q.magnitude.first ?? 0) & 1 == 1)
        default: throw ArithmeticException("Rounding necessary")
        }
        return increment ? JavaBigInteger(sign: resultSign, magnitude: BigMagnitude.add(q.magnitude, [1])) : q
    }

    /// The same value with `scale` increased by `digits` (appending zeros).
    private func raised(by digits: Int64) throws -> JavaBigDecimal {
        JavaBigDecimal(unscaled: unscaled * (try Self.tenPower(digits)), scale: try Self.checkScale(Int64(scaleValue) + digits, unscaled))
    }

    /// Both operands at the larger scale.
    private func aligned(_ other: JavaBigDecimal) throws -> (JavaBigInteger, JavaBigInteger, Int32) {
        if scaleValue == other.scaleValue { return (unscaled, other.unscaled, scaleValue) }
        if scaleValue < other.scaleValue {
            return (try raised(by: Int64(other.scaleValue) - Int64(scaleValue)).unscaled, other.unscaled, other.scaleValue)
        }
        return (unscaled, try other.raised(by: Int64(scaleValue) - Int64(other.scaleValue)).unscaled, scaleValue)
    }

    /// A null argument where Java dereferences it.
    static func require<T>(_ value: T?) throws -> T {
        guard let value else { throw NullPointerException() }
        return value
    }

    // MARK: Arithmetic (non-optional Swift-named operations; Java's methods below wrap them)

    /// The sum at the larger of the two scales.
    public func adding(_ other: JavaBigDecimal) throws -> JavaBigDecimal {
        let (a, b, scale) = try aligned(other)
        return JavaBigDecimal(unscaled: a + b, scale: scale)
    }

    public func subtracting(_ other: JavaBigDecimal) throws -> JavaBigDecimal { try adding(-other) }

    /// The product at the sum of the scales.
    public func multiplied(by other: JavaBigDecimal) throws -> JavaBigDecimal {
        let product = unscaled * other.unscaled
        return JavaBigDecimal(unscaled: product, scale: try Self.checkScale(Int64(scaleValue) + Int64(other.scaleValue), product))
    }

    public static prefix func - (value: JavaBigDecimal) -> JavaBigDecimal {
        JavaBigDecimal(unscaled: -value.unscaled, scale: value.scaleValue)
    }

    /// The exact quotient at the preferred scale (this.scale - divisor.scale) or the few more digits it
    /// needs; a quotient whose decimal expansion does not end throws.
    public func dividedExactly(by divisor: JavaBigDecimal) throws -> JavaBigDecimal {
        try Self.checkDivisor(self, divisor)
        let preferredScale = Int64(scaleValue) - Int64(divisor.scaleValue)
        if unscaled.sign == 0 { return JavaBigDecimal(unscaled: .zero, scale: Self.saturated(preferredScale)) }
        // The quotient terminates exactly when the reduced divisor is 2^a 5^b; then max(a, b) more digits do.
        let common = BigMagnitude.gcd(unscaled.magnitude, divisor.unscaled.magnitude)
        var rest = BigMagnitude.divide(divisor.unscaled.magnitude, by: common).quotient
        let twos = BigMagnitude.trailingZeroBits(rest)
        rest = BigMagnitude.shiftRight(rest, twos)
        var fives = 0
        while true {
            let (q, r) = BigMagnitude.divide(rest, by: 5)
            if r != 0 { break }
            rest = q
            fives += 1
        }
        if rest != [1] {
            throw ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.")
        }
        let extra = Swift.max(twos, fives)
        let quotient = try (unscaled * Self.tenPower(Int64(extra))).quotientAndRemainder(dividingBy: divisor.unscaled).quotient
        return JavaBigDecimal(unscaled: quotient, scale: try Self.checkScale(preferredScale + Int64(extra), quotient))
    }

    /// The quotient at `scale`, rounded.
    public func divided(by divisor: JavaBigDecimal, scale: Int32, rounding mode: JavaRoundingMode) throws -> JavaBigDecimal {
        let raise = Int64(scale) - Int64(scaleValue) + Int64(divisor.scaleValue)
        let n = raise >= 0 ? unscaled * (try Self.tenPower(raise)) : unscaled
        let d = raise < 0 ? divisor.unscaled * (try Self.tenPower(-raise)) : divisor.unscaled
        if d.sign == 0 {
            // Java divides with long arithmetic while the dividend fits in a long, with BigInteger past that.
            throw ArithmeticException(n.bitLength() < 64 ? "/ by zero" : "BigInteger divide by zero")
        }
        return JavaBigDecimal(unscaled: try Self.divideRounded(n, d, mode), scale: scale)
    }

    /// The quotient rounded to the context's precision; an exact quotient loses its trailing zeros down to
    /// the preferred scale (this.scale - divisor.scale), as in Java.
    public func divided(by divisor: JavaBigDecimal, context: JavaMathContext) throws -> JavaBigDecimal {
        if context.precision == 0 { return try dividedExactly(by: divisor) }
        try Self.checkDivisor(self, divisor)
        let preferredScale = Int64(scaleValue) - Int64(divisor.scaleValue)
        if unscaled.sign == 0 { return JavaBigDecimal(unscaled: .zero, scale: Self.saturated(preferredScale)) }
        let precision = Int64(context.precision)
        // |a|·10^raise / |b| has precision or precision + 1 digits for this raise; one fewer fixes the latter.
        var raise = precision - Int64(self.precision()) + Int64(divisor.precision())
        func operands(_ raise: Int64) throws -> (JavaBigInteger, JavaBigInteger) {
            let n = raise >= 0 ? unscaled * (try Self.tenPower(raise)) : unscaled
            let d = raise < 0 ? divisor.unscaled * (try Self.tenPower(-raise)) : divisor.unscaled
            return (n, d)
        }
        var (n, d) = try operands(raise)
        if Int64(Self.digitCount(try n.quotientAndRemainder(dividingBy: d).quotient)) > precision {
            raise -= 1
            (n, d) = try operands(raise)
        }
        let exact = try n.quotientAndRemainder(dividingBy: d).remainder.sign == 0
        var result = JavaBigDecimal(unscaled: try Self.divideRounded(n, d, context.roundingMode),
                                    scale: try Self.checkScale(preferredScale + raise, n))
        if exact {
            result = try result.strippingZeros(downTo: preferredScale)
        } else if Int64(result.precision()) > precision {
            // Rounding carried into a new digit (9.99… to 10.0…): drop the zero it left.
            result = JavaBigDecimal(unscaled: try result.unscaled.quotientAndRemainder(dividingBy: .ten).quotient,
                                    scale: try Self.checkScale(Int64(result.scaleValue) - 1, n))
        }
        return result
    }

    static func checkDivisor(_ dividend: JavaBigDecimal, _ divisor: JavaBigDecimal) throws {
        if divisor.unscaled.sign == 0 {
            throw ArithmeticException(dividend.unscaled.sign == 0 ? "Division undefined" : "Division by zero")
        }
    }

    static func saturated(_ scale: Int64) -> Int32 { Int32(clamping: scale) }

    /// The integer part of the quotient (truncated), at the preferred scale this.scale - divisor.scale
    /// where its trailing zeros allow.
    public func integralQuotient(dividingBy divisor: JavaBigDecimal) throws -> JavaBigDecimal {
        let preferredScale = Int64(scaleValue) - Int64(divisor.scaleValue)
        if unscaled.sign == 0 && divisor.unscaled.sign != 0 || compareMagnitude(divisor) < 0 {
            return JavaBigDecimal(unscaled: .zero, scale: Self.saturated(preferredScale))
        }
        try Self.checkDivisor(self, divisor)
        let integral = try divided(by: divisor, scale: 0, rounding: .down)
        if preferredScale < 0 { return try integral.strippingZeros(downTo: preferredScale) }
        return try integral.rescaled(Int32(clamping: preferredScale), .unnecessary)
    }

    /// `divideAndRemainder`: the integral quotient and `this - quotient * divisor`.
    public func quotientAndRemainder(dividingBy divisor: JavaBigDecimal) throws -> (quotient: JavaBigDecimal, remainder: JavaBigDecimal) {
        let quotient = try integralQuotient(dividingBy: divisor)
        return (quotient, try subtracting(quotient.multiplied(by: divisor)))
    }

    /// Digits of the unscaled value (1 for zero).
    public func precision() -> Int32 { Int32(Self.digitCount(unscaled)) }

    static func digitCount(_ value: JavaBigInteger) -> Int {
        value.sign == 0 ? 1 : value.magnitudeString().utf8.count
    }

    // MARK: Rounding and scale

    public func rescaled(_ newScale: Int32, _ mode: JavaRoundingMode) throws -> JavaBigDecimal {
        if newScale == scaleValue { return self }
        if newScale > scaleValue { return try raised(by: Int64(newScale) - Int64(scaleValue)) }
        let divisor = try Self.tenPower(Int64(scaleValue) - Int64(newScale))
        return JavaBigDecimal(unscaled: try Self.divideRounded(unscaled, divisor, mode), scale: newScale)
    }

    /// At most the context's precision in digits, dropping digits from the right.
    public func rounded(_ context: JavaMathContext) throws -> JavaBigDecimal {
        var result = self
        while context.precision > 0 && result.precision() > context.precision {
            let drop = Int64(result.precision() - context.precision)
            result = JavaBigDecimal(unscaled: try Self.divideRounded(result.unscaled, Self.tenPower(drop), context.roundingMode),
                                    scale: try Self.checkScale(Int64(result.scaleValue) - drop, result.unscaled))
        }
        return result
    }

    /// `add(BigDecimal, MathContext)`: the exact sum, rounded; when one operand is zero Java keeps the
    /// preferred scale (the larger one) as far as the precision allows.
    public func adding(_ other: JavaBigDecimal, context: JavaMathContext) throws -> JavaBigDecimal {
        if context.precision == 0 { return try adding(other) }
        if unscaled.sign != 0 && other.unscaled.sign != 0 { return try adding(other).rounded(context) }
        let preferredScale = Swift.max(scaleValue, other.scaleValue)
        if unscaled.sign == 0 && other.unscaled.sign == 0 { return JavaBigDecimal(unscaled: .zero, scale: preferredScale) }
        let result = try (unscaled.sign == 0 ? other : self).rounded(context)
        if result.scaleValue == preferredScale { return result }
        if result.scaleValue > preferredScale { return try result.strippingZeros(downTo: Int64(preferredScale)) }
        let precisionRoom = context.precision - result.precision()
        let scaleGap = preferredScale - result.scaleValue
        return try result.rescaled(precisionRoom >= scaleGap ? preferredScale : result.scaleValue + precisionRoom, .unnecessary)
    }

    /// Removes trailing zeros while the scale stays above `minimum`.
    private func strippingZeros(downTo minimum: Int64) throws -> JavaBigDecimal {
        var value = unscaled, scale = Int64(scaleValue)
        while value.sign != 0 && scale > minimum {
            let (q, r) = try value.quotientAndRemainder(dividingBy: .ten)
            if r.sign != 0 { break }
            value = q
            scale -= 1
        }
        return JavaBigDecimal(unscaled: value, scale: try Self.checkScale(scale, value))
    }

    /// `movePoint…` never leaves a negative scale (unlike `scaleByPowerOfTen`).
    private func moved(toScale scale: Int64) throws -> JavaBigDecimal {
        let moved = JavaBigDecimal(unscaled: unscaled, scale: try Self.checkScale(scale, unscaled))
        return moved.scaleValue < 0 ? try moved.rescaled(0, .unnecessary) : moved
    }

    /// The integer part (truncated toward zero).
    public func integerPart() throws -> JavaBigInteger { try rescaled(0, .down).unscaled }

    // MARK: Java's methods

    public func add(_ other: JavaBigDecimal?) throws -> JavaBigDecimal? { try adding(Self.require(other)) }
    public func subtract(_ other: JavaBigDecimal?) throws -> JavaBigDecimal? { try subtracting(Self.require(other)) }
    public func multiply(_ other: JavaBigDecimal?) throws -> JavaBigDecimal? { try multiplied(by: Self.require(other)) }

    public func add(_ other: JavaBigDecimal?, _ context: JavaMathContext?) throws -> JavaBigDecimal? {
        try adding(Self.require(other), context: Self.require(context))
    }

    public func subtract(_ other: JavaBigDecimal?, _ context: JavaMathContext?) throws -> JavaBigDecimal? {
        try adding(-Self.require(other), context: Self.require(context))
    }

    /// `multiply(BigDecimal, MathContext)`: the exact product, rounded.
    public func multiply(_ other: JavaBigDecimal?, _ context: JavaMathContext?) throws -> JavaBigDecimal? {
        try multiplied(by: Self.require(other)).rounded(Self.require(context))
    }

    public func divide(_ divisor: JavaBigDecimal?) throws -> JavaBigDecimal? { try dividedExactly(by: Self.require(divisor)) }

    public func divide(_ divisor: JavaBigDecimal?, _ scale: Int32, _ mode: JavaRoundingMode?) throws -> JavaBigDecimal? {
        try divided(by: Self.require(divisor), scale: scale, rounding: Self.require(mode))
    }

    /// The quotient at this number's scale, rounded.
    public func divide(_ divisor: JavaBigDecimal?, _ mode: JavaRoundingMode?) throws -> JavaBigDecimal? {
        try divided(by: Self.require(divisor), scale: scaleValue, rounding: Self.require(mode))
    }

    /// The deprecated overloads taking a `ROUND_*` code.
    public func divide(_ divisor: JavaBigDecimal?, _ scale: Int32, roundingCode: Int32) throws -> JavaBigDecimal? {
        try divided(by: Self.require(divisor), scale: scale, rounding: JavaRoundingMode.legacy(roundingCode))
    }

    public func divide(_ divisor: JavaBigDecimal?, roundingCode: Int32) throws -> JavaBigDecimal? {
        try divided(by: Self.require(divisor), scale: scaleValue, rounding: JavaRoundingMode.legacy(roundingCode))
    }

    public func divide(_ divisor: JavaBigDecimal?, _ context: JavaMathContext?) throws -> JavaBigDecimal? {
        try divided(by: Self.require(divisor), context: Self.require(context))
    }

    public func divideToIntegralValue(_ divisor: JavaBigDecimal?) throws -> JavaBigDecimal? {
        try integralQuotient(dividingBy: Self.require(divisor))
    }

    public func remainder(_ divisor: JavaBigDecimal?) throws -> JavaBigDecimal? {
        try quotientAndRemainder(dividingBy: Self.require(divisor)).remainder
    }

    public func divideAndRemainder(_ divisor: JavaBigDecimal?) throws -> JavaArray<JavaBigDecimal?>? {
        let (q, r) = try quotientAndRemainder(dividingBy: Self.require(divisor))
        return JavaArray([q, r])
    }

    public func pow(_ n: Int32) throws -> JavaBigDecimal? {
        if n < 0 || n > 999_999_999 { throw ArithmeticException("Invalid operation") }
        let power = try unscaled.power(n)
        return JavaBigDecimal(unscaled: power, scale: try Self.checkScale(Int64(scaleValue) * Int64(n), power))
    }

    public func negate() -> JavaBigDecimal? { -self }
    public func abs() -> JavaBigDecimal? { unscaled.sign < 0 ? -self : self }
    public func plus() -> JavaBigDecimal? { self }
    public func signum() -> Int32 { unscaled.sign }
    public func scale() -> Int32 { scaleValue }
    public func unscaledValue() -> JavaBigInteger? { unscaled }

    /// A unit in the last place: 1 at this scale.
    public func ulp() -> JavaBigDecimal? { JavaBigDecimal(unscaled: .one, scale: scaleValue) }

    public func setScale(_ newScale: Int32, _ mode: JavaRoundingMode?) throws -> JavaBigDecimal? {
        try rescaled(newScale, Self.require(mode))
    }

    /// Without a rounding mode, a scale that drops non-zero digits throws "Rounding necessary".
    public func setScale(_ newScale: Int32) throws -> JavaBigDecimal? { try rescaled(newScale, .unnecessary) }

    public func setScale(_ newScale: Int32, roundingCode: Int32) throws -> JavaBigDecimal? {
        try rescaled(newScale, JavaRoundingMode.legacy(roundingCode))
    }

    public func round(_ context: JavaMathContext?) throws -> JavaBigDecimal? { try rounded(Self.require(context)) }

    /// Zero becomes `BigDecimal.ZERO` (scale 0), as since Java 8.
    public func stripTrailingZeros() throws -> JavaBigDecimal? {
        if unscaled.sign == 0 { return Self.zero }
        return try strippingZeros(downTo: Int64(Int32.min))
    }

    public func movePointLeft(_ n: Int32) throws -> JavaBigDecimal? {
        n == 0 ? self : try moved(toScale: Int64(scaleValue) + Int64(n))
    }

    public func movePointRight(_ n: Int32) throws -> JavaBigDecimal? {
        n == 0 ? self : try moved(toScale: Int64(scaleValue) - Int64(n))
    }

    public func scaleByPowerOfTen(_ n: Int32) throws -> JavaBigDecimal? {
        JavaBigDecimal(unscaled: unscaled, scale: try Self.checkScale(Int64(scaleValue) - Int64(n), unscaled))
    }

    // MARK: Comparison

    private func compareMagnitude(_ other: JavaBigDecimal) -> Int {
        if unscaled.sign == 0 { return other.unscaled.sign == 0 ? 0 : -1 }
        if other.unscaled.sign == 0 { return 1 }
        // The adjusted exponents decide unless equal (and then aligning the scales stays cheap).
        let adjusted = Int64(precision()) - Int64(scaleValue), otherAdjusted = Int64(other.precision()) - Int64(other.scaleValue)
        if adjusted != otherAdjusted { return adjusted < otherAdjusted ? -1 : 1 }
        guard let (a, b, _) = try? aligned(other) else { return 0 }
        return BigMagnitude.compare(a.magnitude, b.magnitude)
    }

    /// Numeric order: 2.0 and 2.00 compare equal.
    public func compareTo(_ other: Any?) throws -> Int32 {
        let other: JavaBigDecimal = try javaCompareToArgument(other, javaClass: "java.math.BigDecimal")
        if unscaled.sign != other.unscaled.sign { return unscaled.sign < other.unscaled.sign ? -1 : 1 }
        return Int32(compareMagnitude(other)) * (unscaled.sign == 0 ? 1 : unscaled.sign)
    }

    public func min(_ other: JavaBigDecimal?) throws -> JavaBigDecimal? {
        let other = try Self.require(other)
        return try compareTo(other) <= 0 ? self : other
    }

    public func max(_ other: JavaBigDecimal?) throws -> JavaBigDecimal? {
        let other = try Self.require(other)
        return try compareTo(other) >= 0 ? self : other
    }

    /// Value and scale: 2.0 does not equal 2.00.
    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaBigDecimal else { return false }
        return scaleValue == other.scaleValue && unscaled.sign == other.unscaled.sign && unscaled.magnitude == other.unscaled.magnitude
    }

    public func hashCode() throws -> Int32 {
        31 &* (try unscaled.hashCode()) &+ scaleValue
    }

    // MARK: Conversions

    /// Plain notation unless the scale is negative or the adjusted exponent is below -6; then one digit,
    /// the fraction and `E±n`.
    public func toString() -> String {
        let coefficient = unscaled.magnitudeString()
        let sign = unscaled.sign < 0 ? "-" : ""
        if scaleValue == 0 { return sign + coefficient }
        let adjusted = -Int64(scaleValue) + Int64(coefficient.utf8.count - 1)
        if scaleValue > 0 && adjusted >= -6 { return sign + Self.pointed(coefficient, scaleValue) }
        var text = sign + String(coefficient.prefix(1))
        if coefficient.utf8.count > 1 { text += "." + String(coefficient.dropFirst()) }
        if adjusted != 0 { text += "E" + (adjusted > 0 ? "+" : "") + String(adjusted) }
        return text
    }

    /// `coefficient` with a decimal point `scale` (> 0) digits from the right.
    private static func pointed(_ coefficient: String, _ scale: Int32) -> String {
        let pad = Int(scale) - coefficient.utf8.count
        if pad >= 0 { return "0." + String(repeating: "0", count: pad) + coefficient }
        return String(coefficient.dropLast(Int(scale))) + "." + String(coefficient.suffix(Int(scale)))
    }

    public var description: String { toString() }

    /// Never an exponent: trailing zeros for a negative scale (zero stays "0").
    public func toPlainString() -> String? {
        let sign = unscaled.sign < 0 ? "-" : ""
        let coefficient = unscaled.magnitudeString()
        if scaleValue == 0 { return sign + coefficient }
        if scaleValue < 0 {
            if unscaled.sign == 0 { return "0" }
            return sign + coefficient + String(repeating: "0", count: Int(-Int64(scaleValue)))
        }
        return sign + Self.pointed(coefficient, scaleValue)
    }

    /// Like `toString`, with an exponent that is a multiple of three.
    public func toEngineeringString() -> String? {
        let coefficient = unscaled.magnitudeString()
        let sign = unscaled.sign < 0 ? "-" : ""
        if scaleValue == 0 { return sign + coefficient }
        var adjusted = -Int64(scaleValue) + Int64(coefficient.utf8.count - 1)
        if scaleValue > 0 && adjusted >= -6 { return sign + Self.pointed(coefficient, scaleValue) }
        var significant = Int(adjusted % 3)
        if significant < 0 { significant += 3 }
        adjusted -= Int64(significant)
        significant += 1
        var text = sign
        if unscaled.sign == 0 {
            switch significant {
            case 1: text += "0"
            case 2: text += "0.00"; adjusted += 3
            default: text += "0.0"; adjusted += 3
            }
        } else if significant >= coefficient.utf8.count {
            text += coefficient + String(repeating: "0", count: significant - coefficient.utf8.count)
        } else {
            text += String(coefficient.prefix(significant)) + "." + String(coefficient.dropFirst(significant))
        }
        if adjusted != 0 { text += "E" + (adjusted > 0 ? "+" : "") + String(adjusted) }
        return text
    }

    public func toBigInteger() throws -> JavaBigInteger? { try integerPart() }
    public func toBigIntegerExact() throws -> JavaBigInteger? { try rescaled(0, .unnecessary).unscaled }

    /// The low bits of the integer part, as Java's narrowing gives them.
    public func intValue() throws -> Int32 { try integerPart().intValue() }
    public func longValue() throws -> Int64 { try integerPart().longValue() }

    /// Java checks the integer digits before the fraction: a value too large fails with "Overflow" even
    /// with a fraction.
    public func longValueExact() throws -> Int64 {
        if unscaled.sign == 0 { return 0 }
        if scaleValue == 0 && unscaled.bitLength() < 64 { return unscaled.longValue() }
        let integerDigits = Int64(precision()) - Int64(scaleValue)
        if integerDigits <= 0 { throw ArithmeticException("Rounding necessary") }
        if integerDigits > 19 { throw ArithmeticException("Overflow") }
        let integral = try rescaled(0, .unnecessary).unscaled
        if integral.bitLength() > 63 { throw ArithmeticException("Overflow") }
        return integral.longValue()
    }

    public func intValueExact() throws -> Int32 {
        let value = try longValueExact()
        guard let result = Int32(exactly: value) else { throw ArithmeticException("Overflow") }
        return result
    }

    /// The nearest double, as `Double.parseDouble(toString())` gives it.
    public func doubleValue() -> Double {
        (try? JavaDoubleParsing.parseDouble(toString())) ?? .nan
    }

    public func floatValue() -> Float {
        (try? JavaDoubleParsing.parseFloat(toString())) ?? .nan
    }
}
