/// `Double.parseDouble` / `Double.valueOf(String)` with Java's grammar: surrounding characters up to U+0020
/// ignored, an optional `d`/`D`/`f`/`F` suffix, `Infinity` and `NaN` (signed), decimal and hexadecimal
/// floating literals; anything else is `NumberFormatException` with Java's message.
public enum JavaDoubleParsing {
    public static func parseDouble(_ s: String?) throws -> Double {
        switch try literal(s) {
        case .value(let text): if let value = Double(text) { return value }
        case .infinity(let negative): return negative ? -.infinity : .infinity
        case .nan: return .nan
        }
        throw NumberFormatException("For input string: \"\(s ?? "")\"")
    }

    /// `Float.parseFloat` / `Float.valueOf(String)`: the same grammar, rounded once from the decimal
    /// straight to `float` (not through `double`), as Java does.
    public static func parseFloat(_ s: String?) throws -> Float {
        switch try literal(s) {
        case .value(let text): if let value = Float(text) { return value }
        case .infinity(let negative): return negative ? -.infinity : .infinity
        case .nan: return .nan
        }
        throw NumberFormatException("For input string: \"\(s ?? "")\"")
    }

    enum Literal { case value(String), infinity(negative: Bool), nan }

    /// The literal Java accepts, as text Swift's parsers read, or Java's `NumberFormatException`.
    static func literal(_ s: String?) throws -> Literal {
        guard let s else { throw NullPointerException() }
        let units = Array(s.utf16)
        var start = 0, end = units.count
        while start < end, units[start] <= 0x20 { start += 1 }
        while end > start, units[end - 1] <= 0x20 { end -= 1 }
        if start == end { throw NumberFormatException(units.isEmpty ? "empty String" : "For input string: \"\(s)\"") }
        var body = String(decoding: units[start..<end], as: UTF16.self)
        var sign = ""
        if let first = body.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            body.removeFirst()
        }
        if body == "Infinity" { return .infinity(negative: sign == "-") }
        if body == "NaN" { return .nan }
        // Java's scanner of the leading digits and points reports a second point on its own.
        if !body.lowercased().hasPrefix("0x"), body.prefix(while: { $0 == "." || ($0.isASCII && $0.isNumber) }).filter({ $0 == "." }).count > 1 {
            throw NumberFormatException("multiple points")
        }
        if let last = body.last, "dDfF".contains(last), !body.lowercased().hasPrefix("0x") || body.lowercased().contains("p") { body.removeLast() }
        if isJavaDecimal(body) || isJavaHex(body) { return .value(sign + body) }
        throw NumberFormatException("For input string: \"\(s)\"")
    }

    /// Digits with at most one point and at least one digit, then an optional exponent with digits.
    static func isJavaDecimal(_ s: String) -> Bool {
        let chars = Array(s)
        var i = 0, digits = 0
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; digits += 1 }
        if i < chars.count, chars[i] == "." {
            i += 1
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            i += 1
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
            var exponentDigits = 0
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return i == chars.count
    }

    /// `0x1.8p3`: hexadecimal digits and a mandatory binary exponent.
    static func isJavaHex(_ s: String) -> Bool {
        let lower = s.lowercased()
        guard lower.hasPrefix("0x"), let p = lower.firstIndex(of: "p") else { return false }
        let mantissa = lower[lower.index(lower.startIndex, offsetBy: 2)..<p]
        var exponent = lower[lower.index(after: p)...]
        if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
        let hexDigits = mantissa.filter { $0 != "." }
        return !hexDigits.isEmpty && mantissa.filter { $0 == "." }.count <= 1 && hexDigits.allSatisfy(\.isHexDigit)
            && !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
