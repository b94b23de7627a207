// `%e`, `%f`, `%g` and `%a` as java.util.Formatter prints a double (JDK 17). A float argument is widened to
// double first, as Java does, so `%.10f` of 0.1f is 0.1000000015. The decimal conversions round the digits
// of Java's `Double.toString` half up (jdk.internal.math.FormattedFloatingDecimal), not the exact binary
// value: `%.2f` of 0.125 is 0.13 and of 1.005 is 1.01, where C's printf gives 0.12 and 1.00.

extension FormatSpecifier {
    /// Java's `printFloat` and `print(double)`: the sign (or parentheses), the magnitude in the
    /// conversion's layout, then the width. NaN and the infinities are never zero-padded.
    func printFloating(_ value: Any?) throws -> String {
        let number: Double
        switch value {
        case nil: return printText("null")
        case let v as Double: number = v
        case let v as Float: number = Double(v)
        case let v as JavaBigDecimal: return try printBigDecimal(v)
        default: throw conversionFailure(value)
        }
        if number.isNaN { return justified(upper ? "NAN" : "NaN") }
        // Double.compare(value, 0.0) == -1: -0.0 counts as negative.
        let negative = number.sign == .minus
        var text = leadingSign(negative)
        let magnitude = number.magnitude
        if magnitude.isInfinite {
            text += upper ? "INFINITY" : "Infinity"
        } else {
            appendFloatingMagnitude(magnitude, negative: negative, to: &text)
        }
        if negative && flags.contains(.parentheses) { text += ")" }
        return justified(text)
    }

    /// The finite `magnitude` in the layout of `%e`, `%f`, `%g` or `%a`, appended to `text` (its sign).
    func appendFloatingMagnitude(_ magnitude: Double, negative: Bool, to text: inout String) {
        let exponentLetter = upper ? "E" : "e"
        switch conversion {
        case "e":
            let precision = self.precision ?? 6
            var decimal = DecimalDigits(magnitude)
            decimal.round(keeping: precision + 1)
            var (mantissa, exponent) = decimal.scientific(precision: precision)
            Self.addZeros(&mantissa, precision)
            if flags.contains(.alternate) && precision == 0 { mantissa += "." }
            if magnitude == 0 { exponent = "+00" }
            appendMagnitude(mantissa, width: adjustedWidth(width.map { $0 - exponent.count - 1 }, negative), to: &text)
            text += exponentLetter + conventions.localizedDigits(exponent)
        case "f":
            let precision = self.precision ?? 6
            var decimal = DecimalDigits(magnitude)
            decimal.round(keeping: decimal.exponent + precision)
            var mantissa = decimal.positional(precision: precision)
            Self.addZeros(&mantissa, precision)
            if flags.contains(.alternate) && precision == 0 { mantissa += "." }
            appendMagnitude(mantissa, width: adjustedWidth(width, negative), to: &text)
        case "g":
            // The precision counts significant digits; scientific form when the value rounded to them is
            // below 10^-4 or at least 10^precision.
            var precision = self.precision ?? 6
            if precision == 0 { precision = 1 }
            var mantissa = "0"
            var exponent: String? = nil
            if magnitude == 0 {
                precision -= 1
            } else {
                var decimal = DecimalDigits(magnitude)
                decimal.round(keeping: precision)
                let decimalExponent = decimal.exponent - 1
                if decimalExponent < -4 || decimalExponent >= precision {
                    precision -= 1
                    (mantissa, exponent) = decimal.scientific(precision: precision)
                } else {
                    precision -= decimal.exponent
                    mantissa = decimal.positional(precision: precision)
                }
            }
            Self.addZeros(&mantissa, precision)
            let mantissaWidth = width.map { $0 - (exponent.map { $0.count + 1 } ?? 0) }
            appendMagnitude(mantissa, width: adjustedWidth(mantissaWidth, negative), to: &text)
            if let exponent { text += exponentLetter + conventions.localizedDigits(exponent) }
        default:  // "a"
            appendHexadecimal(magnitude, negative: negative, to: &text)
        }
    }

    /// `%a`: `Double.toHexString`, rounded to `precision` hex digits (all of them without one).
    func appendHexadecimal(_ magnitude: Double, negative: Bool, to text: inout String) {
        let precision = self.precision.map { $0 == 0 ? 1 : $0 } ?? 0
        let hex = Self.hexDouble(magnitude, precision: precision)
        text += upper ? "0X" : "0x"
        if flags.contains(.zeroPad), let width {
            // Java counts the digits before its own padding of the precision (a quirk kept as is).
            let leading = flags.contains(.leadingSpace) || flags.contains(.plus) || negative ? 3 : 2
            text += String(repeating: "0", count: max(0, width - hex.count - leading))
        }
        let p = hex.firstIndex(of: "p") ?? hex.endIndex
        var significand = String(hex[..<p])
        if upper { significand = significand.uppercased() }
        if precision != 0 { Self.addZeros(&significand, precision) }
        text += significand + (upper ? "P" : "p") + hex[hex.index(after: p)...]
    }

    /// Formatter's `addZeros`: zeros (and the point, when missing) up to `precision` fraction digits.
    static func addZeros(_ mantissa: inout String, _ precision: Int) {
        let dot = mantissa.firstIndex(of: ".")
        let fractionDigits = dot.map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
        guard fractionDigits < precision else { return }
        if dot == nil { mantissa += "." }
        mantissa += String(repeating: "0", count: precision - fractionDigits)
    }

    /// Formatter's `hexDouble`: `Double.toHexString` without "0x", its significand rounded half-even to
    /// `precision` hex digits when 1...12; subnormals are then written normalized.
    static func hexDouble(_ d: Double, precision: Int) -> String {
        if d == 0 || precision == 0 || precision >= 13 { return String(javaHexString(d).dropFirst(2)) }
        var value = d
        let subnormal = (d.bitPattern >> 52) & 0x7ff == 0
        if subnormal { value *= 0x1p54 }
        let shiftDistance = UInt64(53 - (1 + precision * 4))
        let bits = value.bitPattern
        var significand = (bits & 0x7fff_ffff_ffff_ffff) >> shiftDistance
        let roundingBits = bits & ~(~UInt64(0) << shiftDistance)
        let leastZero = significand & 1 == 0
        let roundBit = (UInt64(1) << (shiftDistance - 1)) & roundingBits != 0
        let sticky = shiftDistance > 1 && (~(UInt64(1) << (shiftDistance - 1)) & roundingBits) != 0
        if (leastZero && roundBit && sticky) || (!leastZero && roundBit) { significand += 1 }
        let result = Double(bitPattern: (bits & (1 << 63)) | (significand << shiftDistance))
        if result.isInfinite { return "1.0p1024" }
        let hex = String(javaHexString(result).dropFirst(2))
        guard subnormal, let p = hex.firstIndex(of: "p"), let exponent = Int(hex[hex.index(after: p)...]) else { return hex }
        return hex[..<p] + "p" + String(exponent - 54)
    }

    /// `Double.toHexString` of a finite `d` >= 0.
    static func javaHexString(_ d: Double) -> String {
        if d == 0 { return "0x0.0p0" }
        let bits = d.bitPattern
        let biased = Int((bits >> 52) & 0x7ff)
        let subnormal = biased == 0
        // 13 hex digits of the 52 stored significand bits, trailing zeros dropped (at least one digit).
        var digits = Array(String((bits & 0x000f_ffff_ffff_ffff) | (1 << 60), radix: 16).dropFirst(3))
        while digits.count > 1 && digits.last == "0" { digits.removeLast() }
        return (subnormal ? "0x0." : "0x1.") + String(digits) + "p" + String(subnormal ? -1022 : biased - 1023)
    }
}

/// jdk.internal.math.FormattedFloatingDecimal: Java's `Double.toString` digits of a magnitude, rounded
/// half up to a precision and laid out positionally or in scientific form.
struct DecimalDigits {
    /// ASCII digits d1 d2 … (rounding replaces the dropped ones by zeros and keeps the count, as Java does).
    var digits: [UInt8]
    /// The value is 0.d1d2… × 10^exponent.
    var exponent: Int

    init(_ magnitude: Double) {
        (digits, exponent) = JavaNumberFormatting.decimalDigits(magnitude)
    }

    static let zero = UInt8(ascii: "0")

    /// `applyPrecision`: keeps `count` leading digits, rounding half up on the first dropped one (a carry out
    /// of the first digit raises the exponent). A count of 0 leaves 1 or 0 by the first digit; a negative
    /// count or one covering all digits changes nothing.
    mutating func round(keeping count: Int) {
        let n = digits.count
        guard count >= 0, count < n else { return }
        if count == 0 {
            let roundsUp = digits[0] >= UInt8(ascii: "5")
            for k in 0..<n { digits[k] = Self.zero }
            if roundsUp {
                digits[0] = UInt8(ascii: "1")
                exponent += 1
            }
            return
        }
        guard digits[count] >= UInt8(ascii: "5") else {
            for k in count..<n { digits[k] = Self.zero }
            return
        }
        var i = count - 1
        while digits[i] == UInt8(ascii: "9") && i > 0 { i -= 1 }
        if digits[i] == UInt8(ascii: "9") {
            // All nines: 1 followed by zeros, one decade up.
            digits[0] = UInt8(ascii: "1")
            for k in 1..<n { digits[k] = Self.zero }
            exponent += 1
            return
        }
        digits[i] += 1
        for k in (i + 1)..<n { digits[k] = Self.zero }
    }

    func text(_ range: Range<Int>) -> String { String(decoding: digits[range], as: UTF8.self) }

    /// `fillDecimal`: the digits with the point placed by the exponent and at most `precision` fraction
    /// digits (Formatter adds the missing zeros).
    func positional(precision: Int) -> String {
        let n = digits.count
        if exponent > 0 {
            if n < exponent { return text(0..<n) + String(repeating: "0", count: exponent - n) }
            let fraction = min(n - exponent, precision)
            return text(0..<exponent) + (fraction > 0 ? "." + text(exponent..<(exponent + fraction)) : "")
        }
        let zeros = max(0, min(-exponent, precision))
        let shown = max(0, min(n, precision + exponent))
        if zeros > 0 { return "0." + String(repeating: "0", count: zeros) + text(0..<shown) }
        if shown > 0 { return "0." + text(0..<shown) }
        return "0"
    }

    /// `fillScientific`: d1.d2…, at most `precision` fraction digits, and the exponent with its sign and at
    /// least two digits.
    func scientific(precision: Int) -> (mantissa: String, exponent: String) {
        let fraction = max(0, min(digits.count - 1, precision))
        let mantissa = text(0..<1) + (fraction > 0 ? "." + text(1..<(1 + fraction)) : "")
        let e = exponent <= 0 ? -exponent + 1 : exponent - 1
        return (mantissa, (exponent <= 0 ? "-" : "+") + (e <= 9 ? "0" : "") + String(e))
    }
}
