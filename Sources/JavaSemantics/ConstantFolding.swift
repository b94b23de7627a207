import JavaSyntax

/// Compile-time constant evaluation (JLS §15.29) with Java's exact arithmetic. `nil` means "not a constant
/// here": division by zero, and string conversion of `float`/`double` values (its exact text needs Java's
/// `Double.toString`, which the runtime provides; such expressions are simply evaluated at run time).
public enum ConstantFolding {
    public static func literal(_ text: [UInt8], _ token: Token) -> ConstantValue? {
        switch token.kind {
        case .intLiteral, .longLiteral:
            // `2147483648` only appears under unary minus, where it folds to MIN_VALUE.
            let negated = LiteralValue.integer(text, token, negated: true)
            guard case .value(let v) = negated else { return nil }
            return token.kind == .intLiteral ? .int(Int32(truncatingIfNeeded: v)) : .long(v)
        case .floatLiteral: return LiteralValue.floating(text, token).map { .float(Float($0)) }
        case .doubleLiteral: return LiteralValue.floating(text, token).map { .double($0) }
        case .charLiteral: return LiteralValue.utf16(text, token).flatMap { $0.count == 1 ? .char($0[0]) : nil }
        case .stringLiteral:
            // Most string literals are plain ASCII: no escapes to decode, no UTF-16 round trip needed.
            let start = Int(token.start) + 1, end = Int(token.end) - 1
            if !token.isMalformed, start <= end, end < text.count {
                if !text[start..<end].contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }) {
                    return .string(String(decoding: text[start..<end], as: UTF8.self))
                }
                // The rest (charset tables are long runs of them) without the round trip through UTF-16, whenever
                // the result is well-formed UTF-8, where both decodings agree.
                if let value = decodedString(text[start..<end]) { return .string(value) }
            }
            return LiteralValue.string(text, token).map { .string($0) }
        case .textBlock: return LiteralValue.string(text, token).map { .string($0) }
        case .trueLiteral: return .boolean(true)
        case .falseLiteral: return .boolean(false)
        default: return nil
        }
    }

    /// A string literal's body with its escapes applied (as `LiteralValue.decodeEscapes` does), built as UTF-8.
    /// Nil when that is not well-formed UTF-8 (lone surrogates, bytes `LiteralValue` repairs its own way) or an
    /// escape is malformed: `LiteralValue.string` decides those. Escapes yield whole scalars (at most U+00FF), so
    /// in a well-formed result every multi-byte sequence is the source's, decoded the same way by both.
    static func decodedString(_ body: ArraySlice<UInt8>) -> String? {
        // Without escapes the body is the value's UTF-8 as it stands: no copy.
        if !body.contains(UInt8(ascii: "\\")) { return body.withUnsafeBufferPointer { wellFormedString($0) } }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = body.startIndex
        let to = body.endIndex
        while i < to {
            let c = body[i]
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                i += 1
                continue
            }
            guard i + 1 < to else { return nil }
            i += 1
            switch LiteralValue.escape(body, at: &i, to: to) {
            case .unit(let v)?:
                // At most U+00FF: one or two bytes of UTF-8.
                if v < 0x80 {
                    out.append(UInt8(v))
                } else {
                    out.append(UInt8(0xC0 | (v >> 6)))
                    out.append(UInt8(0x80 | (v & 0x3F)))
                }
            case .lineContinuation?: break
            case nil: return nil
            }
        }
        return out.withUnsafeBufferPointer { wellFormedString($0) }
    }

    /// The string of well-formed UTF-8, or nil. Decoding repairs ill-formed input, so it round-trips exactly when
    /// the input was well-formed. (Compared a word at a time: a byte at a time, or the standard library's generic
    /// validation, cost more than the rest of such a literal's attribution.)
    static func wellFormedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let value = String(decoding: bytes, as: UTF8.self)
        guard let source = bytes.baseAddress else { return value }
        let same = value.utf8.withContiguousStorageIfAvailable { decoded in
            guard decoded.count == bytes.count, let base = decoded.baseAddress else { return false }
            return WordwiseBytes(UnsafeRawPointer(base), count: bytes.count).equals(WordwiseBytes(UnsafeRawPointer(source), count: bytes.count))
        } ?? value.utf8.elementsEqual(bytes)
        return same ? value : nil
    }

    /// Numeric view of a constant after unary promotion.
    enum Numeric {
        case int(Int32), long(Int64), float(Float), double(Double)
    }

    static func numeric(_ v: ConstantValue) -> Numeric? {
        switch v {
        case .int(let x): return .int(x)
        case .char(let c): return .int(Int32(c))
        case .long(let x): return .long(x)
        case .float(let x): return .float(x)
        case .double(let x): return .double(x)
        default: return nil
        }
    }

    static func asLong(_ n: Numeric) -> Int64 {
        switch n {
        case .int(let x): return Int64(x)
        case .long(let x): return x
        case .float(let x): return Int64(javaTruncating: Double(x))
        case .double(let x): return Int64(javaTruncating: x)
        }
    }

    static func asDouble(_ n: Numeric) -> Double {
        switch n {
        case .int(let x): return Double(x)
        case .long(let x): return Double(x)
        case .float(let x): return Double(x)
        case .double(let x): return x
        }
    }

    static func asFloat(_ n: Numeric) -> Float {
        switch n {
        case .int(let x): return Float(x)
        case .long(let x): return Float(x)
        case .float(let x): return x
        case .double(let x): return Float(x)
        }
    }

    public static func unary(_ op: TokenKind, _ v: ConstantValue) -> ConstantValue? {
        switch (op, v) {
        case (.bang, .boolean(let b)): return .boolean(!b)
        case (.plus, _):
            return numeric(v).map(constant)
        case (.minus, _):
            switch numeric(v) {
            case .int(let x)?: return .int(0 &- x)
            case .long(let x)?: return .long(0 &- x)
            case .float(let x)?: return .float(-x)
            case .double(let x)?: return .double(-x)
            case nil: return nil
            }
        case (.tilde, _):
            switch numeric(v) {
            case .int(let x)?: return .int(~x)
            case .long(let x)?: return .long(~x)
            default: return nil
            }
        default:
            return nil
        }
    }

    static func constant(_ n: Numeric) -> ConstantValue {
        switch n {
        case .int(let x): return .int(x)
        case .long(let x): return .long(x)
        case .float(let x): return .float(x)
        case .double(let x): return .double(x)
        }
    }

    public static func binary(_ op: BinaryOperator, _ a: ConstantValue, _ b: ConstantValue) -> ConstantValue? {
        if op == .add, case .string = a { return concat(a, b) }
        if op == .add, case .string = b { return concat(a, b) }
        if case .boolean(let x) = a, case .boolean(let y) = b {
            switch op {
            case .logicalAnd, .bitAnd: return .boolean(x && y)
            case .logicalOr, .bitOr: return .boolean(x || y)
            case .bitXor, .notEqual: return .boolean(x != y)
            case .equal: return .boolean(x == y)
            default: return nil
            }
        }
        guard let x = numeric(a), let y = numeric(b) else { return nil }
        switch op {
        case .shiftLeft, .shiftRight, .unsignedShiftRight:
            // The left operand's promoted type decides; the distance is masked (JLS §15.19).
            let distance = asLong(y)
            switch x {
            case .int(let v):
                let d = Int32(truncatingIfNeeded: distance & 31)
                switch op {
                case .shiftLeft: return .int(v << d)
                case .shiftRight: return .int(v >> d)
                default: return .int(Int32(bitPattern: UInt32(bitPattern: v) >> UInt32(d)))
                }
            case .long(let v):
                let d = distance & 63
                switch op {
                case .shiftLeft: return .long(v << d)
                case .shiftRight: return .long(v >> d)
                default: return .long(Int64(bitPattern: UInt64(bitPattern: v) >> UInt64(d)))
                }
            default:
                return nil
            }
        default:
            break
        }
        // Binary numeric promotion (JLS §5.6).
        switch (x, y) {
        case (.double, _), (_, .double):
            return floating(op, asDouble(x), asDouble(y)).map { v in
                if case .boolean = v { return v }
                if case .double(let d) = v { return .double(d) }
                return v
            }
        case (.float, _), (_, .float):
            guard let r = floating(op, Double(asFloat(x)), Double(asFloat(y))) else { return nil }
            if case .double(let d) = r { return .float(Float(d)) }
            return r
        case (.long, _), (_, .long):
            return integral(op, asLong(x), asLong(y)).map {
                if case .long(let v) = $0 { return .long(v) }
                return $0
            }
        default:
            guard let r = integral(op, asLong(x), asLong(y), bits32: true) else { return nil }
            if case .long(let v) = r { return .int(Int32(truncatingIfNeeded: v)) }
            return r
        }
    }

    /// Integer arithmetic with wrap-around; results are `.long` and narrowed by the caller for `int`.
    static func integral(_ op: BinaryOperator, _ x: Int64, _ y: Int64, bits32: Bool = false) -> ConstantValue? {
        func wrap(_ v: Int64) -> Int64 { bits32 ? Int64(Int32(truncatingIfNeeded: v)) : v }
        switch op {
        case .add: return .long(wrap(x &+ y))
        case .subtract: return .long(wrap(x &- y))
        case .multiply: return .long(wrap(x &* y))
        case .divide:
            if y == 0 { return nil }
            if bits32 { return .long(Int64(Int32(truncatingIfNeeded: x).dividedReportingOverflow(by: Int32(truncatingIfNeeded: y)).partialValue)) }
            return .long(x.dividedReportingOverflow(by: y).partialValue)
        case .remainder:
            if y == 0 { return nil }
            if bits32 { return .long(Int64(Int32(truncatingIfNeeded: x).remainderReportingOverflow(dividingBy: Int32(truncatingIfNeeded: y)).partialValue)) }
            return .long(x.remainderReportingOverflow(dividingBy: y).partialValue)
        case .bitAnd: return .long(x & y)
        case .bitOr: return .long(x | y)
        case .bitXor: return .long(x ^ y)
        case .equal: return .boolean(x == y)
        case .notEqual: return .boolean(x != y)
        case .less: return .boolean(x < y)
        case .greater: return .boolean(x > y)
        case .lessEqual: return .boolean(x <= y)
        case .greaterEqual: return .boolean(x >= y)
        default: return nil
        }
    }

    static func floating(_ op: BinaryOperator, _ x: Double, _ y: Double) -> ConstantValue? {
        switch op {
        case .add: return .double(x + y)
        case .subtract: return .double(x - y)
        case .multiply: return .double(x * y)
        case .divide: return .double(x / y)
        case .remainder: return .double(x.truncatingRemainder(dividingBy: y))
        case .equal: return .boolean(x == y)
        case .notEqual: return .boolean(x != y)
        case .less: return .boolean(x < y)
        case .greater: return .boolean(x > y)
        case .lessEqual: return .boolean(x <= y)
        case .greaterEqual: return .boolean(x >= y)
        default: return nil
        }
    }

    /// String conversion of a constant as Java prints it; nil for `float`/`double` (see the type's note).
    public static func javaString(_ v: ConstantValue) -> String? {
        switch v {
        case .string(let s): return s
        case .boolean(let b): return b ? "true" : "false"
        case .char(let c): return String(decoding: [c], as: UTF16.self)
        case .int(let x): return String(x)
        case .long(let x): return String(x)
        case .float, .double: return nil
        }
    }

    static func concat(_ a: ConstantValue, _ b: ConstantValue) -> ConstantValue? {
        guard let x = javaString(a), let y = javaString(b) else { return nil }
        // Exactly the room needed: `x + y` on a shared `x` allocates twice that, and a long `"…" + "…" + …`
        // chain (the charset tables) keeps every prefix as the constant of its subexpression.
        let count = x.utf8.count + y.utf8.count
        if count <= 15 { return .string(x + y) }
        var joined = String()
        joined.reserveCapacity(count)
        joined.append(x)
        joined.append(y)
        return .string(joined)
    }

    /// A cast to a primitive type or `String` (JLS §5.1.3 narrowing: truncation, NaN to 0, saturation).
    public static func cast(_ v: ConstantValue, to target: JavaType, isString: Bool) -> ConstantValue? {
        if isString {
            if case .string = v { return v }
            return nil
        }
        guard case .primitive(let p) = target else { return nil }
        if p == .boolean {
            if case .boolean = v { return v }
            return nil
        }
        guard let n = numeric(v) else { return nil }
        switch p {
        case .int: return .int(Int32(truncatingIfNeeded: integralValue(n, bits: 32)))
        case .long: return .long(integralValue(n, bits: 64))
        case .short: return .int(Int32(Int16(truncatingIfNeeded: integralValue(n, bits: 32))))
        case .byte: return .int(Int32(Int8(truncatingIfNeeded: integralValue(n, bits: 32))))
        case .char: return .char(UInt16(truncatingIfNeeded: integralValue(n, bits: 32)))
        case .float: return .float(asFloat(n))
        case .double: return .double(asDouble(n))
        case .boolean: return nil
        }
    }

    /// Floating to integral narrows through `int` (or `long`) with Java's saturation; integral values truncate.
    static func integralValue(_ n: Numeric, bits: Int) -> Int64 {
        switch n {
        case .int(let x): return Int64(x)
        case .long(let x): return x
        case .float(let x): return bits == 32 ? Int64(Int32(javaTruncating: Double(x))) : Int64(javaTruncating: Double(x))
        case .double(let x): return bits == 32 ? Int64(Int32(javaTruncating: x)) : Int64(javaTruncating: x)
        }
    }
}

extension Int64 {
    /// Java's `(long) d`: NaN is 0, out-of-range values saturate.
    init(javaTruncating d: Double) {
        if d.isNaN { self = 0 } else if d >= 9.223372036854775807e18 { self = .max } else if d <= -9.223372036854775808e18 { self = .min } else { self = Int64(d) }
    }
}

extension Int32 {
    /// Java's `(int) d`: NaN is 0, out-of-range values saturate.
    init(javaTruncating d: Double) {
        if d.isNaN { self = 0 } else if d >= 2147483647 { self = .max } else if d <= -2147483648 { self = .min } else { self = Int32(d) }
    }
}
