// `%d`, `%o`, `%x` of a BigInteger and `%f`, `%e`, `%g` of a BigDecimal as java.util.Formatter prints them
// (JDK 17): the exact value, rounded HALF_UP, never through a double. Unlike an int or a long, a negative
// BigInteger prints `%x`/`%o` with a sign (not the two's complement) and accepts the sign flags.

extension FormatSpecifier {
    func printBigInteger(_ value: JavaBigInteger) -> String {
        let negative = value.sign < 0
        var text = leadingSign(negative)
        if conversion == "d" {
            appendMagnitude(value.magnitudeString(), width: adjustedWidth(width, negative), to: &text)
        } else {
            var digits = (negative ? -value : value).string(radix: conversion == "o" ? 8 : 16)
            var length = digits.utf16.count + text.utf16.count + (negative && flags.contains(.parentheses) ? 1 : 0)
            if flags.contains(.alternate) {
                let prefix = conversion == "o" ? "0" : (upper ? "0X" : "0x")
                length += prefix.utf16.count
                text += prefix
            }
            if flags.contains(.zeroPad), let width { text += String(repeating: "0", count: max(0, width - length)) }
            if upper { digits = digits.uppercased() }
            text += digits
        }
        if negative && flags.contains(.parentheses) { text += ")" }
        return justified(text)
    }

    func printBigDecimal(_ value: JavaBigDecimal) throws -> String {
        guard conversion != "a" else { throw conversionFailure(value) }
        let negative = value.signum() < 0
        var text = leadingSign(negative)
        var magnitude = value.signum() < 0 ? -value : value
        var precision = self.precision ?? 6
        var scientific = conversion == "e"
        if conversion == "g" {
            if precision == 0 { precision = 1 }
            // Rounded to the precision first; then positional for zero and for 10^-4 <= |value| < 10^precision.
            magnitude = try magnitude.rounded(JavaMathContext(Int32(precision), JavaRoundingMode.halfUp))
            let lower = JavaBigDecimal(unscaled: .one, scale: 4), upper = JavaBigDecimal(unscaled: .one, scale: Int32(-precision))
            if try magnitude.equals(JavaBigDecimal.zero) || (magnitude.compareTo(lower) != -1 && magnitude.compareTo(upper) == -1) {
                let exponent = -Int(magnitude.scale()) + magnitude.unscaled.magnitudeString().utf16.count - 1
                precision = precision - exponent - 1
            } else {
                scientific = true
                precision -= 1
            }
        }
        if scientific {
            let (mantissa, exponent) = try scientificParts(magnitude, precision)
            let mantissaWidth = width.map { $0 - exponent.utf16.count - 1 }
            appendMagnitude(mantissa, width: adjustedWidth(mantissaWidth, negative), to: &text)
            text += (upper ? "E" : "e") + conventions.localizedDigits(exponent)
        } else {
            var mantissa = try magnitude.rescaled(Int32(clamping: max(precision, 0)), .halfUp).toPlainString() ?? ""
            if precision == 0 && flags.contains(.alternate) { mantissa += "." }
            appendMagnitude(mantissa, width: adjustedWidth(width, negative), to: &text)
        }
        if negative && flags.contains(.parentheses) { text += ")" }
        return justified(text)
    }

    /// `%e`: the digits rounded HALF_UP to precision + 1 significant ones (or all of them, padded with zeros),
    /// one before the point, and a signed exponent of at least two digits.
    private func scientificParts(_ magnitude: JavaBigDecimal, _ precision: Int) throws -> (String, String) {
        let digitCount = Int(magnitude.precision())
        var rounded = magnitude
        var zeros = 0
        if precision > digitCount - 1 {
            zeros = precision - (digitCount - 1)
        } else {
            rounded = try magnitude.rounded(JavaMathContext(Int32(precision + 1), JavaRoundingMode.halfUp))
        }
        let coefficient = rounded.unscaled.magnitudeString()
        var mantissa = String(coefficient.prefix(1))
        if coefficient.utf16.count > 1 { mantissa += "." + String(coefficient.dropFirst()) }
        if (coefficient.utf16.count == 1) && (zeros > 0 || flags.contains(.alternate)) { mantissa += "." }
        mantissa += String(repeating: "0", count: zeros)
        let adjusted = -Int(rounded.scale()) + coefficient.utf16.count - 1
        let exponentDigits = String(adjusted.magnitude)
        // Java's layout pads a one-digit exponent with a zero, except for a scale-0 coefficient of ten or
        // more digits, where it tests the digit count instead (so 1234567890 prints e+9).
        let padded = rounded.scale() == 0 ? coefficient.utf16.count < 10 : adjusted.magnitude < 10
        let exponent = (adjusted < 0 ? "-" : "+") + (padded ? "0" : "") + exponentDigits
        return (mantissa, exponent)
    }
}
