/// Values of literal tokens (JLS §3.10): integers with their range rules, floating-point range checks,
/// and the UTF-16 contents of char, string and text-block literals.
public enum LiteralValue {
    public enum IntegerResult: Equatable, Sendable {
        /// The value's bits (an `int` literal is in the low 32 bits, sign-extended).
        case value(Int64)
        case tooLarge
        case invalidOctal
    }

    /// The value of an int or long literal. `negated` says it is the operand of unary minus, where
    /// `2147483648` and `9223372036854775808L` are allowed.
    public static func integer(_ text: [UInt8], _ t: Token, negated: Bool = false) -> IntegerResult {
        var i = Int(t.start)
        var end = Int(t.end)
        let isLong = t.kind == .longLiteral
        if isLong { end -= 1 }
        var radix: UInt64 = 10
        if end - i >= 2 && text[i] == UInt8(ascii: "0") && (text[i + 1] | 0x20) == UInt8(ascii: "x") {
            radix = 16; i += 2
        } else if end - i >= 2 && text[i] == UInt8(ascii: "0") && (text[i + 1] | 0x20) == UInt8(ascii: "b") {
            radix = 2; i += 2
        } else if end - i >= 2 && text[i] == UInt8(ascii: "0") {
            radix = 8; i += 1
        }
        var value: UInt64 = 0
        var overflow = false
        while i < end {
            let c = text[i]
            i += 1
            if c == UInt8(ascii: "_") { continue }
            let digit: UInt64
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(c - UInt8(ascii: "A") + 10)
            default: return .tooLarge
            }
            if digit >= radix { return radix == 8 ? .invalidOctal : .tooLarge }
            let (m, o1) = value.multipliedReportingOverflow(by: radix)
            let (s, o2) = m.addingReportingOverflow(digit)
            if o1 || o2 { overflow = true }
            value = s
        }
        if overflow { return .tooLarge }
        if radix == 10 {
            // Decimal literals are signed: only MIN_VALUE's magnitude may appear, and only negated.
            let limit: UInt64 = isLong ? 1 << 63 : 1 << 31
            if value > limit || (value == limit && !negated) { return .tooLarge }
            return .value(isLong ? Int64(bitPattern: value) : Int64(Int32(truncatingIfNeeded: value)))
        }
        // Hex, octal and binary literals may use all the bits of their type.
        if isLong { return .value(Int64(bitPattern: value)) }
        if value > UInt64(UInt32.max) { return .tooLarge }
        return .value(Int64(Int32(bitPattern: UInt32(value))))
    }

    public enum FloatingCheck: Sendable { case ok, tooLarge, tooSmall }

    /// A float or double literal must round to a finite value, and a nonzero one to a nonzero value.
    public static func floatingCheck(_ text: [UInt8], _ t: Token) -> FloatingCheck {
        guard let v = floating(text, t) else { return .ok }
        if v.isInfinite { return .tooLarge }
        if v == 0 && !isZeroLiteral(text, t) { return .tooSmall }
        return .ok
    }

    /// The literal's value (a float literal rounded to `Float` and widened back).
    public static func floating(_ text: [UInt8], _ t: Token) -> Double? {
        var s = ""
        var end = Int(t.end)
        let last = text[end - 1] | 0x20
        let isFloat = last == UInt8(ascii: "f")
        if last == UInt8(ascii: "f") || last == UInt8(ascii: "d") {
            // Hex literals end in digits that look like suffixes only when they have a `p` exponent.
            end -= 1
        }
        for k in Int(t.start)..<end where text[k] != UInt8(ascii: "_") {
            s.unicodeScalars.append(Unicode.Scalar(text[k]))
        }
        // Swift's parser wants hex floats with a `p` exponent and a leading digit before `.`.
        if s.hasPrefix("0x") || s.hasPrefix("0X") {
            if s.contains(".") && (s.hasPrefix("0x.") || s.hasPrefix("0X.")) { s.insert("0", at: s.index(s.startIndex, offsetBy: 2)) }
        } else if s.hasPrefix(".") {
            s = "0" + s
        } else if s.hasSuffix(".") {
            s += "0"
        }
        s = s.replacingDotExponent()
        if isFloat {
            guard let f = Float(s) else { return nil }
            return Double(f)
        }
        return Double(s)
    }

    static func isZeroLiteral(_ text: [UInt8], _ t: Token) -> Bool {
        var k = Int(t.start)
        let end = Int(t.end)
        var isHex = false
        if end - k > 2 && text[k] == UInt8(ascii: "0") && (text[k + 1] | 0x20) == UInt8(ascii: "x") {
            isHex = true
            k += 2
        }
        while k < end {
            let c = text[k] | 0x20
            if c == UInt8(ascii: "e") && !isHex || c == UInt8(ascii: "p") { return true }
            if c >= UInt8(ascii: "1") && c <= UInt8(ascii: "9") { return false }
            if isHex && c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f") && !(k == end - 1) { return false }
            k += 1
        }
        return true
    }

    /// The UTF-16 code units of a char, string or text-block literal, escapes applied; nil when malformed.
    public static func utf16(_ text: [UInt8], _ t: Token) -> [UInt16]? {
        if t.isMalformed { return nil }
        switch t.kind {
        case .charLiteral, .stringLiteral:
            return decodeEscapes(text, from: Int(t.start) + 1, to: Int(t.end) - 1)
        case .textBlock:
            return textBlockContent(text, t)
        default:
            return nil
        }
    }

    /// The literal as a Swift string (lone surrogates become U+FFFD).
    public static func string(_ text: [UInt8], _ t: Token) -> String? {
        utf16(text, t).map { String(decoding: $0, as: UTF16.self) }
    }

    /// What an escape sequence stands for: one UTF-16 code unit (at most U+00FF), or nothing (a text block's
    /// backslash before a line end).
    public enum Escape: Equatable, Sendable {
        case unit(UInt16)
        case lineContinuation
    }

    /// The escape sequence whose first character (after the backslash) is at `i` (JLS §3.10.7); `i` moves past
    /// it, octal digits included. Nil for an escape Java does not have.
    @inlinable
    public static func escape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: inout Int, to: Int) -> Escape? where Bytes.Index == Int {
        let e = bytes[i]
        i += 1
        switch e {
        case UInt8(ascii: "b"): return .unit(8)
        case UInt8(ascii: "t"): return .unit(9)
        case UInt8(ascii: "n"): return .unit(10)
        case UInt8(ascii: "f"): return .unit(12)
        case UInt8(ascii: "r"): return .unit(13)
        case UInt8(ascii: "s"): return .unit(32)
        case UInt8(ascii: "\""): return .unit(34)
        case UInt8(ascii: "'"): return .unit(39)
        case UInt8(ascii: "\\"): return .unit(92)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var v = UInt16(e - UInt8(ascii: "0"))
            let maxDigits = e <= UInt8(ascii: "3") ? 3 : 2
            var digits = 1
            while digits < maxDigits && i < to && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "7") {
                v = v * 8 + UInt16(bytes[i] - UInt8(ascii: "0"))
                i += 1
                digits += 1
            }
            return .unit(v)
        case 0x0A:
            return .lineContinuation
        case 0x0D:
            if i < to && bytes[i] == 0x0A { i += 1 }
            return .lineContinuation
        default:
            return nil
        }
    }

    public static func decodeEscapes(_ bytes: [UInt8], from: Int, to: Int) -> [UInt16]? {
        var out: [UInt16] = []
        var i = from
        while i < to {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") && i + 1 < to {
                i += 1
                switch escape(bytes, at: &i, to: to) {
                case .unit(let u)?: out.append(u)
                case .lineContinuation?: break
                case nil: return nil
                }
                continue
            }
            // UTF-8 to UTF-16, accepting encoded lone surrogates.
            var scalar: UInt32
            var len: Int
            if c < 0x80 { scalar = UInt32(c); len = 1 }
            else if c & 0xE0 == 0xC0, i + 1 < to { scalar = UInt32(c & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F); len = 2 }
            else if c & 0xF0 == 0xE0, i + 2 < to {
                scalar = UInt32(c & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F); len = 3
            } else if c & 0xF8 == 0xF0, i + 3 < to {
                scalar = UInt32(c & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                len = 4
            } else { scalar = 0xFFFD; len = 1 }
            i += len
            if scalar >= 0x10000 {
                let v = scalar - 0x10000
                out.append(UInt16(0xD800 + (v >> 10)))
                out.append(UInt16(0xDC00 + (v & 0x3FF)))
            } else {
                out.append(UInt16(scalar))
            }
        }
        return out
    }

    /// JLS §3.10.6: drop the opening line, normalise line terminators to LF, strip the common
    /// indentation (the closing delimiter's line counts when it holds only white space), strip trailing
    /// white space, then interpret escapes.
    static func textBlockContent(_ text: [UInt8], _ t: Token) -> [UInt16]? {
        var i = Int(t.start) + 3
        let end = Int(t.end) - 3
        while i < end && text[i] != 0x0A && text[i] != 0x0D { i += 1 }
        if i < end && text[i] == 0x0D { i += 1 }
        if i < end && text[i] == 0x0A { i += 1 }
        // Split the content into lines (LF, CR, CRLF).
        var lines: [[UInt8]] = [[]]
        var k = i
        while k < end {
            let c = text[k]
            if c == 0x0D {
                if k + 1 < end && text[k + 1] == 0x0A { k += 1 }
                lines.append([])
            } else if c == 0x0A {
                lines.append([])
            } else {
                lines[lines.count - 1].append(c)
            }
            k += 1
        }
        func isBlank(_ line: [UInt8]) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0C } }
        func indent(_ line: [UInt8]) -> Int { line.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0C }.count }
        // The last line is the closing delimiter's; it is significant even when blank.
        var minIndent = Int.max
        for (n, line) in lines.enumerated() {
            let last = n == lines.count - 1
            if !isBlank(line) || last { minIndent = min(minIndent, last && isBlank(line) ? line.count : indent(line)) }
        }
        if minIndent == Int.max { minIndent = 0 }
        var out: [UInt8] = []
        for (n, line) in lines.enumerated() {
            let last = n == lines.count - 1
            var stripped = isBlank(line) ? [] : Array(line.dropFirst(min(minIndent, line.count)))
            while let l = stripped.last, l == 0x20 || l == 0x09 || l == 0x0C { stripped.removeLast() }
            out.append(contentsOf: stripped)
            if !last { out.append(0x0A) }
        }
        return decodeEscapes(out, from: 0, to: out.count)
    }
}

extension String {
    /// `1.e5` is valid Java but not a valid Swift `Double` string: make it `1.0e5`.
    func replacingDotExponent() -> String {
        var result = ""
        var previous: Character = " "
        for ch in self {
            if (ch == "e" || ch == "E" || ch == "p" || ch == "P") && previous == "." { result.append("0") }
            result.append(ch)
            previous = ch
        }
        return result
    }
}
