/// Static helpers of the boxed types (`Integer`, `Long`, `Double`, `Float`, `Boolean`) and `Number`'s
/// conversions, with Java's results where Swift's formatting, hashing or conversion would differ.
public enum JavaNumbers {
    // MARK: Bits

    /// `Integer.toBinaryString` / `toOctalString` / `Long.…`: the two's-complement bits as unsigned.
    public static func toUnsignedString(_ v: Int32, radix: Int) -> String { String(UInt32(bitPattern: v), radix: radix) }
    public static func toUnsignedString(_ v: Int64, radix: Int) -> String { String(UInt64(bitPattern: v), radix: radix) }

    /// `Integer.toString(i, radix)` / `Long.toString`: signed, lowercase digits; a radix outside 2…36 is 10.
    public static func toString(_ v: Int64, radix: Int32) -> String {
        String(v, radix: (2...36).contains(radix) ? Int(radix) : 10)
    }

    /// `Integer.reverse`: the 32 bits in reverse order.
    public static func reverse(_ v: Int32) -> Int32 {
        var u = UInt32(bitPattern: v), r: UInt32 = 0
        for _ in 0..<32 { r = r << 1 | u & 1; u >>= 1 }
        return Int32(bitPattern: r)
    }

    /// `Long.reverse`: the 64 bits in reverse order.
    public static func reverse(_ v: Int64) -> Int64 {
        var u = UInt64(bitPattern: v), r: UInt64 = 0
        for _ in 0..<64 { r = r << 1 | u & 1; u >>= 1 }
        return Int64(bitPattern: r)
    }

    public static func rotateLeft(_ v: Int32, _ distance: Int32) -> Int32 {
        let u = UInt32(bitPattern: v), d = UInt32(distance & 31)
        return Int32(bitPattern: u << d | u >> ((32 - d) & 31))
    }

    public static func rotateRight(_ v: Int32, _ distance: Int32) -> Int32 { rotateLeft(v, 0 &- distance) }

    public static func rotateLeft(_ v: Int64, _ distance: Int32) -> Int64 {
        let u = UInt64(bitPattern: v), d = UInt64(distance & 63)
        return Int64(bitPattern: u << d | u >> ((64 - d) & 63))
    }

    public static func rotateRight(_ v: Int64, _ distance: Int32) -> Int64 { rotateLeft(v, 0 &- distance) }

    /// `Integer.highestOneBit`: the value with only its highest set bit kept (0 for 0).
    public static func highestOneBit(_ v: Int32) -> Int32 { v == 0 ? 0 : Int32(bitPattern: UInt32(1) << (31 - UInt32(v.leadingZeroBitCount))) }
    public static func lowestOneBit(_ v: Int32) -> Int32 { v & (0 &- v) }
    public static func highestOneBit(_ v: Int64) -> Int64 { v == 0 ? 0 : Int64(bitPattern: UInt64(1) << (63 - UInt64(v.leadingZeroBitCount))) }
    public static func lowestOneBit(_ v: Int64) -> Int64 { v & (0 &- v) }

    // MARK: Hash codes (the values Java's `hashCode` gives the boxed value)

    public static func hashCode(_ v: Int64) -> Int32 { Int32(truncatingIfNeeded: v ^ JavaArithmetic.unsignedShiftRight(v, 32)) }
    /// `Double.hashCode`: of `doubleToLongBits`, so every NaN hashes alike.
    public static func hashCode(_ v: Double) -> Int32 { hashCode(doubleToLongBits(v)) }
    public static func hashCode(_ v: Float) -> Int32 { floatToIntBits(v) }
    public static func hashCode(_ v: Bool) -> Int32 { v ? 1231 : 1237 }

    // MARK: Floating-point bits

    /// `doubleToLongBits`: like the raw bits, but every NaN is the canonical `0x7ff8000000000000`.
    public static func doubleToLongBits(_ v: Double) -> Int64 { v.isNaN ? 0x7ff8_0000_0000_0000 : Int64(bitPattern: v.bitPattern) }
    public static func floatToIntBits(_ v: Float) -> Int32 { v.isNaN ? 0x7fc0_0000 : Int32(bitPattern: v.bitPattern) }

    // MARK: Parsing

    /// `Boolean.parseBoolean`: true only for "true" in any case; null is false.
    public static func parseBoolean(_ s: String?) -> Bool { s?.javaEqualsIgnoreCase("true") ?? false }

    /// `Integer.decode`: an optional sign, then `0x`/`0X`/`#` (hexadecimal), `0` (octal) or decimal digits.
    public static func decode(_ s: String?) throws -> Int32 {
        Int32(truncatingIfNeeded: try decode(s, min: Int64(Int32.min), max: Int64(Int32.max)))
    }

    public static func decodeLong(_ s: String?) throws -> Int64 { try decode(s, min: .min, max: .max) }

    /// Java's algorithm: the digits are parsed without the sign first; when that fails (as for
    /// `MIN_VALUE`, whose magnitude does not fit) they are parsed again with it, and that error is thrown.
    static func decode(_ s: String?, min: Int64, max: Int64) throws -> Int64 {
        guard let s else { throw NullPointerException() }
        let units = Array(s.utf16)
        if units.isEmpty { throw NumberFormatException("Zero length string") }
        var index = 0, radix: Int32 = 10, negative = false
        if units[0] == 45 { negative = true; index = 1 } else if units[0] == 43 { index = 1 }
        func starts(_ prefix: String) -> Bool { units[index...].starts(with: prefix.utf16) }
        if starts("0x") || starts("0X") {
            index += 2; radix = 16
        } else if starts("#") {
            index += 1; radix = 16
        } else if starts("0") && units.count > index + 1 {
            index += 1; radix = 8
        }
        if starts("-") || starts("+") { throw NumberFormatException("Sign character in wrong position") }
        let digits = String(decoding: units[index...], as: UTF16.self)
        do {
            let magnitude = try JavaIntegerParsing.parse(digits, radix: radix, min: min, max: max)
            return negative ? 0 &- magnitude : magnitude
        } catch is NumberFormatException {
            return try JavaIntegerParsing.parse(negative ? "-" + digits : digits, radix: radix, min: min, max: max)
        }
    }

    // MARK: Comparable

    /// `Integer.compareTo(Integer)` and the like: a null argument throws as unboxing it does in Java.
    public static func compareTo<T: Comparable>(_ a: T, _ b: T?) throws -> Int32 {
        guard let b else { throw NullPointerException() }
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    /// `Character.compareTo` is `Character.compare`: the difference of the two units, not -1/0/1.
    public static func compareTo(_ a: UInt16, _ b: UInt16?) throws -> Int32 {
        guard let b else { throw NullPointerException() }
        return Int32(a) - Int32(b)
    }

    public static func compareTo(_ a: Double, _ b: Double?) throws -> Int32 {
        guard let b else { throw NullPointerException() }
        return JavaMath.compare(a, b)
    }

    // MARK: Number

    /// `Number.doubleValue()` on a boxed number held as `Object`/`Number`.
    public static func doubleValue(_ n: Any?) throws -> Double {
        switch javaFlatten(n) {
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as Int16: return Double(v)
        case let v as Int8: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as JavaBigInteger: return v.doubleValue()
        case let v as JavaBigDecimal: return v.doubleValue()
        case nil: throw NullPointerException()
        case let other?: throw ClassCastException("class \(type(of: other)) cannot be cast to class java.lang.Number")
        }
    }

    /// `Number.longValue()`: floating values convert as Java's `(long)` cast does (NaN is 0, saturating).
    public static func longValue(_ n: Any?) throws -> Int64 {
        switch javaFlatten(n) {
        case let v as Int32: return Int64(v)
        case let v as Int64: return v
        case let v as Int16: return Int64(v)
        case let v as Int8: return Int64(v)
        case let v as Double: return JavaArithmetic.toLong(v)
        case let v as Float: return JavaArithmetic.toLong(Double(v))
        case let v as JavaBigInteger: return v.longValue()
        case let v as JavaBigDecimal: return try v.longValue()
        case nil: throw NullPointerException()
        case let other?: throw ClassCastException("class \(type(of: other)) cannot be cast to class java.lang.Number")
        }
    }

    /// `Number.intValue()`: a `long` is truncated to its low 32 bits, floating values saturate.
    public static func intValue(_ n: Any?) throws -> Int32 {
        switch javaFlatten(n) {
        case let v as Double: return JavaArithmetic.toInt(v)
        case let v as Float: return JavaArithmetic.toInt(Double(v))
        default: return Int32(truncatingIfNeeded: try longValue(n))
        }
    }
}

/// Unsigned arithmetic of `Integer` and `Long` (`compareUnsigned`, `divideUnsigned`, `remainderUnsigned`).
extension JavaNumbers {
    public static func compareUnsigned(_ a: Int32, _ b: Int32) -> Int32 { JavaCharacter.compare(UInt32(bitPattern: a), UInt32(bitPattern: b)) }
    public static func compareUnsigned(_ a: Int64, _ b: Int64) -> Int32 { JavaCharacter.compare(UInt64(bitPattern: a), UInt64(bitPattern: b)) }
    public static func divideUnsigned(_ a: Int32, _ b: Int32) throws -> Int32 {
        guard b != 0 else { throw ArithmeticException("/ by zero") }
        return Int32(bitPattern: UInt32(bitPattern: a) / UInt32(bitPattern: b))
    }
    public static func remainderUnsigned(_ a: Int32, _ b: Int32) throws -> Int32 {
        guard b != 0 else { throw ArithmeticException("/ by zero") }
        return Int32(bitPattern: UInt32(bitPattern: a) % UInt32(bitPattern: b))
    }
    public static func divideUnsigned(_ a: Int64, _ b: Int64) throws -> Int64 {
        guard b != 0 else { throw ArithmeticException("/ by zero") }
        return Int64(bitPattern: UInt64(bitPattern: a) / UInt64(bitPattern: b))
    }
    public static func remainderUnsigned(_ a: Int64, _ b: Int64) throws -> Int64 {
        guard b != 0 else { throw ArithmeticException("/ by zero") }
        return Int64(bitPattern: UInt64(bitPattern: a) % UInt64(bitPattern: b))
    }
}

extension JavaIntegerParsing {
    /// `Integer.parseUnsignedInt`: Java's algorithm (short inputs through `parseInt`, longer ones through
    /// `parseLong` and a range check) and its messages.
    public static func parseUnsignedInt(_ s: String?, radix: Int32 = 10) throws -> Int32 {
        guard let s else { throw NumberFormatException("Cannot parse null string") }
        let length = s.utf16.count
        guard length > 0 else { throw NumberFormatException("For input string: \"\"" + (radix == 10 ? "" : " under radix \(radix)")) }
        if s.utf16.first == 45 { throw NumberFormatException("Illegal leading minus sign on unsigned string \(s).") }
        if length <= 5 || (radix == 10 && length <= 9) { return try parseInt(s, radix: radix) }
        let value = try parseLong(s, radix: radix)
        guard value & ~0xFFFF_FFFF == 0 else { throw NumberFormatException("String value \(s) exceeds range of unsigned int.") }
        return Int32(truncatingIfNeeded: value)
    }

    /// `Short.parseShort` and `Byte.parseByte`: `parseInt`, then Java's range message.
    public static func parseShort(_ s: String?, radix: Int32 = 10) throws -> Int16 {
        let v = try parseInt(s, radix: radix)
        guard let r = Int16(exactly: v) else { throw NumberFormatException("Value out of range. Value:\"\(s ?? "null")\" Radix:\(radix)") }
        return r
    }

    public static func parseByte(_ s: String?, radix: Int32 = 10) throws -> Int8 {
        let v = try parseInt(s, radix: radix)
        guard let r = Int8(exactly: v) else { throw NumberFormatException("Value out of range. Value:\"\(s ?? "null")\" Radix:\(radix)") }
        return r
    }
}
