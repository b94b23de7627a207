/// `String.format` and `printf` for the common conversions: `%d %s %S %f %e? %x %X %o %c %b %n %%` with the
/// flags `-`, `0`, `+`, ` `, `,` and width and precision, as `java.util.Formatter` prints them in the root
/// locale. `%f` rounds the decimal digits Java's `Double.toString` produces, half up, as Java does
/// (`String.format("%.2f", 0.125)` is `0.13`, where C prints `0.12`). Anything else throws Java's exception.
public enum JavaFormatter {
    public static func format(_ format: String?, _ args: Any?...) throws -> String {
        guard let format else { throw NullPointerException() }
        let chars = Array(format.utf16)
        var out: [UInt16] = []
        var i = 0
        var next = 0
        func peek(_ k: Int) -> UInt16? { k < chars.count ? chars[k] : nil }
        while i < chars.count {
            let c = chars[i]
            guard c == 0x25 else { out.append(c); i += 1; continue }  // '%'
            let start = i
            i += 1
            var flags = Set<Character>()
            while let f = peek(i), let ch = Unicode.Scalar(f).map(Character.init), "-0+ ,#(".contains(ch) { flags.insert(ch); i += 1 }
            var width: Int? = nil
            while let d = peek(i), d >= 0x30 && d <= 0x39 { width = (width ?? 0) * 10 + Int(d - 0x30); i += 1 }
            var precision: Int? = nil
            if peek(i) == 0x2E {
                i += 1
                precision = 0
                while let d = peek(i), d >= 0x30 && d <= 0x39 { precision = precision! * 10 + Int(d - 0x30); i += 1 }
            }
            guard let conversionUnit = peek(i), let conversion = Unicode.Scalar(conversionUnit).map(Character.init) else {
                throw UnknownFormatConversionException("Conversion = '%'")
            }
            i += 1
            let spec = String(decoding: chars[start..<i], as: UTF16.self)
            func argument() throws -> Any? {
                guard next < args.count else { throw MissingFormatArgumentException("Format specifier '\(spec)'") }
                defer { next += 1 }
                return javaFlatten(args[next])
            }
            var text: String
            switch conversion {
            case "%": text = "%"
            case "n": text = "\n"
            case "s", "S":
                let value = try argument()
                text = javaStringOf(value)
                if let precision { text = String(String.fromUnits(Array(text.utf16.prefix(precision)))) }
                if conversion == "S" { text = text.uppercased() }
            case "b", "B":
                let value = try argument()
                text = value == nil ? "false" : ((value as? Bool).map { $0 ? "true" : "false" } ?? "true")
                if conversion == "B" { text = text.uppercased() }
            case "c":
                let value = try argument()
                switch value {
                case nil: text = "null"
                case let u as UInt16: text = JavaString.valueOf(char: u)
                case let v as Int32: text = Unicode.Scalar(UInt32(bitPattern: v)).map { String(Character($0)) } ?? ""
                default: throw IllegalFormatConversionException("c != \(javaTypeName(value))")
                }
            case "d":
                let value = try argument()
                guard let n = integerValue(value) else { throw IllegalFormatConversionException("d != \(javaTypeName(value))") }
                var digits = String(n.magnitude)
                if flags.contains(",") { digits = grouped(digits) }
                text = sign(n < 0, flags) + digits
                if flags.contains("("), n < 0 { text = "(" + digits + ")" }
            case "x", "X", "o":
                let value = try argument()
                guard let n = integerValue(value) else { throw IllegalFormatConversionException("\(conversion) != \(javaTypeName(value))") }
                // Negative values print their two's complement in the argument's width.
                let bits: UInt64
                switch value {
                case let v as Int64: bits = UInt64(bitPattern: v)
                case let v as Int16: bits = UInt64(UInt16(bitPattern: v))
                case let v as Int8: bits = UInt64(UInt8(bitPattern: v))
                default: bits = UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: n)))
                }
                text = String(bits, radix: conversion == "o" ? 8 : 16, uppercase: conversion == "X")
                if flags.contains("#") { text = (conversion == "o" ? "0" : (conversion == "X" ? "0X" : "0x")) + text }
            case "f", "e", "E":
                let value = try argument()
                let d: Double
                switch value {
                case let v as Double: d = v
                case let v as Float: d = Double(v)
                default: throw IllegalFormatConversionException("\(conversion) != \(javaTypeName(value))")
                }
                if d.isNaN || d.isInfinite {
                    text = d.isNaN ? "NaN" : (d < 0 ? "-Infinity" : (flags.contains("+") ? "+Infinity" : "Infinity"))
                } else if conversion == "f" {
                    var digits = fixed(d.magnitude, precision: precision ?? 6, float: value is Float)
                    if flags.contains(",") {
                        let parts = digits.split(separator: ".", maxSplits: 1)
                        digits = grouped(String(parts[0])) + (parts.count > 1 ? "." + parts[1] : "")
                    }
                    text = sign(d.sign == .minus && d != 0 || (d == 0 && d.sign == .minus), flags) + digits
                } else {
                    throw UnknownFormatConversionException("Conversion = '\(conversion)' is not translated by j2swift's runtime")
                }
            default:
                throw UnknownFormatConversionException("Conversion = '\(conversion)'")
            }
            if let width, text.utf16.count < width {
                let padding = width - text.utf16.count
                if flags.contains("-") {
                    text += String(repeating: " ", count: padding)
                } else if flags.contains("0"), "dfxXo".contains(conversion) {
                    let signCount = text.first.map { "+- (".contains($0) } == true ? 1 : 0
                    text = String(text.prefix(signCount)) + String(repeating: "0", count: padding) + String(text.dropFirst(signCount))
                } else {
                    text = String(repeating: " ", count: padding) + text
                }
            }
            out += Array(text.utf16)
        }
        return String(decoding: out, as: UTF16.self)
    }

    static func integerValue(_ v: Any?) -> Int64? {
        switch v {
        case let x as Int32: return Int64(x)
        case let x as Int64: return x
        case let x as Int16: return Int64(x)
        case let x as Int8: return Int64(x)
        default: return nil
        }
    }

    static func javaTypeName(_ v: Any?) -> String {
        switch v {
        case is String: return "java.lang.String"
        case is Int32: return "java.lang.Integer"
        case is Int64: return "java.lang.Long"
        case is Double: return "java.lang.Double"
        case is Float: return "java.lang.Float"
        case is Bool: return "java.lang.Boolean"
        case is UInt16: return "java.lang.Character"
        default: return v.map { String(describing: type(of: $0)) } ?? "null"
        }
    }

    static func sign(_ negative: Bool, _ flags: Set<Character>) -> String {
        negative ? "-" : (flags.contains("+") ? "+" : (flags.contains(" ") ? " " : ""))
    }

    static func grouped(_ digits: String) -> String {
        var out: [Character] = []
        for (k, ch) in digits.reversed().enumerated() {
            if k > 0 && k % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return String(out.reversed())
    }

    /// `|d|` with `precision` decimals: Java's `Double.toString` digits rounded half up.
    static func fixed(_ d: Double, precision: Int, float: Bool) -> String {
        let shortest = float ? JavaNumberFormatting.floatToString(Float(d)) : JavaNumberFormatting.doubleToString(d)
        // Digits and the position of the decimal point from `1.2345E-5` or `123.45`.
        var mantissa = shortest
        var exponent = 0
        if let e = shortest.firstIndex(of: "E") {
            mantissa = String(shortest[..<e])
            exponent = Int(shortest[shortest.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1)
        var digits = Array(parts[0] + (parts.count > 1 ? parts[1] : "")).map { Int($0.asciiValue! - 48) }
        var point = parts[0].count + exponent  // digits before the decimal point
        if point < 0 {
            digits = Array(repeating: 0, count: -point) + digits
            point = 0
        }
        let keep = point + precision
        if keep < digits.count {
            let roundUp = digits[keep] >= 5
            digits = Array(digits[0..<keep])
            if roundUp {
                var k = keep - 1
                while k >= 0 {
                    if digits[k] == 9 { digits[k] = 0; k -= 1 } else { digits[k] += 1; break }
                }
                if k < 0 { digits.insert(1, at: 0); point += 1 }
            }
        } else {
            digits += Array(repeating: 0, count: keep - digits.count)
        }
        let integer = point == 0 ? "0" : digits[0..<point].map(String.init).joined()
        let fraction = digits[point...].map(String.init).joined()
        return precision == 0 ? integer : integer + "." + fraction
    }
}

open class IllegalFormatException: IllegalArgumentException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatException" }
}

open class UnknownFormatConversionException: IllegalFormatException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.UnknownFormatConversionException" }
}

open class IllegalFormatConversionException: IllegalFormatException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatConversionException" }
}

open class MissingFormatArgumentException: IllegalFormatException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.MissingFormatArgumentException" }
}
