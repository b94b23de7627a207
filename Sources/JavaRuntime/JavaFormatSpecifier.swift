// Parsing and checking format specifiers, and the general, character and integer conversions, as
// java.util.Formatter's `parse` and `FormatSpecifier` do (JDK 17). Floating-point conversions are in
// JavaFormatterFloating.swift.

/// One `%[index$][flags][width][.precision][t]conversion`, checked as Java checks it while parsing.
struct FormatSpecifier {
    enum Argument: Equatable {
        /// `%n` and `%%` take no argument.
        case none
        /// The next argument in order.
        case ordinary
        /// `%<s`: the argument the previous specifier used.
        case previous
        /// `%2$s`: the argument at this 1-based index.
        case explicit(Int)
    }

    var argument = Argument.ordinary
    var flags: FormatFlags = []
    var width: Int?
    var precision: Int?
    /// `%t`/`%T`: `conversion` is then the date/time suffix (`Y`, `m`, …).
    var dateTime = false
    /// The conversion character, lowercased for the non-date conversions (`flags` then has `uppercase`).
    var conversion: Character = "s"
    /// The formatter's locale: separators and digits of numbers, upper case of text.
    var conventions = LocaleConventions.root

    static let conversions: Set<Character> = ["b", "B", "s", "S", "h", "H", "c", "C", "d", "o", "x", "X", "e", "E", "g", "G", "f", "a", "A", "n", "%"]
    static let dateTimeConversions: Set<Character> = [
        "H", "I", "k", "l", "M", "N", "L", "Q", "p", "s", "S", "T", "z", "Z",
        "a", "A", "b", "B", "C", "d", "e", "h", "j", "m", "y", "Y", "r", "R", "c", "D", "F",
    ]

    var upper: Bool { flags.contains(.uppercase) }

    /// Java's `FormatSpecifier.toString()`, which exception messages quote: the flags in Java's order
    /// (before the index, as Java writes them), the index, width, precision and conversion.
    var javaDescription: String {
        var text = "%" + flags.subtracting(.uppercase).javaDescription
        if case .explicit(let index) = argument { text += "\(index)$" }
        if let width { text += String(width) }
        if let precision { text += "." + String(precision) }
        if dateTime { text += upper ? "T" : "t" }
        text += upper ? conversion.uppercased() : String(conversion)
        return text
    }

    // MARK: - Parsing

    /// The format string as literal text and specifiers, every specifier checked (Java parses the whole
    /// string before printing anything).
    static func parse(_ units: [UInt16]) throws -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var textStart = 0
        var i = 0
        while i < units.count {
            guard units[i] == percentUnit else { i += 1; continue }
            if textStart < i { pieces.append(.text(textStart..<i)) }
            guard i + 1 < units.count else { throw UnknownFormatConversionException("%") }
            let next = character(units[i + 1])
            if let next, conversions.contains(next) {
                pieces.append(.specifier(FormatSpecifier(simple: next)))
                i += 2
            } else {
                guard let (specifier, end) = try parseFull(units, from: i + 1) else {
                    throw UnknownFormatConversionException(JavaString.valueOf(char: units[i + 1]))
                }
                pieces.append(.specifier(specifier))
                i = end
            }
            textStart = i
        }
        if textStart < units.count { pieces.append(.text(textStart..<units.count)) }
        return pieces
    }

    static let percentUnit = unit("%")

    static func unit(_ scalar: Unicode.Scalar) -> UInt16 { UInt16(scalar.value) }

    static func character(_ unit: UInt16) -> Character? {
        Unicode.Scalar(unit).map(Character.init)
    }

    static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

    static func isASCIILetter(_ unit: UInt16) -> Bool { (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A }

    /// `%d`, `%n`: a conversion right after `%` needs no pattern and no checks.
    init(simple conversion: Character) {
        self.conversion = conversion
        if conversion.isUppercase {
            flags = .uppercase
            self.conversion = Character(conversion.lowercased())
        }
        if conversion == "n" || conversion == "%" { argument = .none }
    }

    init() {}

    /// Java's pattern `%(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])` matched at `start` (after
    /// the `%`), then the specifier built and checked in Java's order. Nil when the pattern does not match.
    static func parseFull(_ units: [UInt16], from start: Int) throws -> (FormatSpecifier, Int)? {
        var i = start
        func digits(from k: Int) -> Int {
            var end = k
            while end < units.count, isDigit(units[end]) { end += 1 }
            return end
        }
        var indexDigits: Range<Int>? = nil
        let indexEnd = digits(from: i)
        if indexEnd > i, indexEnd < units.count, units[indexEnd] == unit("$") {
            indexDigits = i..<indexEnd
            i = indexEnd + 1
        }
        let flagsStart = i
        while i < units.count, FormatFlags(flagUnit: units[i]) != nil { i += 1 }
        let flagRange = flagsStart..<i
        var widthDigits: Range<Int>? = nil
        let widthEnd = digits(from: i)
        if widthEnd > i { widthDigits = i..<widthEnd; i = widthEnd }
        var precisionDigits: Range<Int>? = nil
        if i < units.count, units[i] == unit("."), i + 1 < units.count, isDigit(units[i + 1]) {
            let end = digits(from: i + 1)
            precisionDigits = (i + 1)..<end
            i = end
        }
        var dateTimeUnit: UInt16? = nil
        if i + 1 < units.count, units[i] | 0x20 == unit("t"), isASCIILetter(units[i + 1]) || units[i + 1] == percentUnit {
            dateTimeUnit = units[i]
            i += 1
        }
        guard i < units.count, isASCIILetter(units[i]) || units[i] == percentUnit, let conversion = character(units[i]) else { return nil }
        i += 1

        var specifier = FormatSpecifier()
        if let indexDigits {
            // Integer.parseInt of the digits: 0 and values beyond an int are errors.
            guard let index = Int32(String(decoding: units[indexDigits], as: UTF16.self)) else {
                throw IllegalFormatArgumentIndexException(index: Int32.min)
            }
            guard index > 0 else { throw IllegalFormatArgumentIndexException(index: index) }
            specifier.argument = .explicit(Int(index))
        }
        for flagUnit in units[flagRange] {
            guard let flag = FormatFlags(flagUnit: flagUnit) else { continue }
            if specifier.flags.contains(flag) { throw DuplicateFormatFlagsException(flag.javaDescription) }
            specifier.flags.insert(flag)
        }
        if specifier.flags.contains(.previous) { specifier.argument = .previous }
        if let widthDigits {
            guard let width = Int32(String(decoding: units[widthDigits], as: UTF16.self)) else { throw IllegalFormatWidthException(Int32.min) }
            specifier.width = Int(width)
        }
        if let precisionDigits {
            guard let precision = Int32(String(decoding: units[precisionDigits], as: UTF16.self)) else { throw IllegalFormatPrecisionException(Int32.min) }
            specifier.precision = Int(precision)
        }
        if let dateTimeUnit {
            specifier.dateTime = true
            if dateTimeUnit == unit("T") { specifier.flags.insert(.uppercase) }
        }
        specifier.conversion = conversion
        if !specifier.dateTime {
            guard conversions.contains(conversion) else { throw UnknownFormatConversionException(String(conversion)) }
            if conversion.isUppercase {
                specifier.flags.insert(.uppercase)
                specifier.conversion = Character(conversion.lowercased())
            }
            if conversion == "n" || conversion == "%" { specifier.argument = .none }
        }
        try specifier.check()
        return (specifier, i)
    }

    // MARK: - Checks (Formatter's checkGeneral, checkDateTime, …)

    func check() throws {
        if dateTime { return try checkDateTime() }
        switch conversion {
        case "b", "s", "h":
            if conversion != "s" && flags.contains(.alternate) { throw mismatch(.alternate) }
            try requireWidthForLeftJustify()
            try reject([.plus, .leadingSpace, .zeroPad, .group, .parentheses])
        case "c":
            try rejectPrecision()
            try reject([.alternate, .plus, .leadingSpace, .zeroPad, .group, .parentheses])
            try requireWidthForLeftJustify()
        case "d", "o", "x":
            try checkNumeric()
            try rejectPrecision()
            try reject(conversion == "d" ? [.alternate] : [.group])
        case "e", "f", "g", "a":
            try checkNumeric()
            switch conversion {
            case "a": try reject([.parentheses, .group])
            case "e": try reject([.group])
            case "g": try reject([.alternate])
            default: break
            }
        default:  // "n", "%"
            try rejectPrecision()
            if conversion == "%" {
                if !flags.subtracting(.leftJustify).isEmpty { throw IllegalFormatFlagsException(flags.javaDescription) }
                try requireWidthForLeftJustify()
            } else {
                if let width { throw IllegalFormatWidthException(Int32(width)) }
                if !flags.isEmpty { throw IllegalFormatFlagsException(flags.javaDescription) }
            }
        }
    }

    func checkDateTime() throws {
        try rejectPrecision()
        guard Self.dateTimeConversions.contains(conversion) else { throw UnknownFormatConversionException("t" + String(conversion)) }
        try reject([.alternate, .plus, .leadingSpace, .zeroPad, .group, .parentheses])
        try requireWidthForLeftJustify()
    }

    func checkNumeric() throws {
        if width == nil && (flags.contains(.leftJustify) || flags.contains(.zeroPad)) {
            throw MissingFormatWidthException(javaDescription)
        }
        if flags.isSuperset(of: [.plus, .leadingSpace]) || flags.isSuperset(of: [.leftJustify, .zeroPad]) {
            throw IllegalFormatFlagsException(flags.javaDescription)
        }
    }

    func requireWidthForLeftJustify() throws {
        if width == nil && flags.contains(.leftJustify) { throw MissingFormatWidthException(javaDescription) }
    }

    func rejectPrecision() throws {
        if let precision { throw IllegalFormatPrecisionException(Int32(precision)) }
    }

    /// Java's `checkBadFlags`: the first of `bad` that is present fails.
    func reject(_ bad: [FormatFlags]) throws {
        if let flag = bad.first(where: { flags.contains($0) }) { throw mismatch(flag) }
    }

    func mismatch(_ flag: FormatFlags) -> FormatFlagsConversionMismatchException {
        FormatFlagsConversionMismatchException(flag.javaDescription, conversion.utf16.first ?? 0)
    }

    func conversionFailure(_ value: Any?) -> IllegalFormatConversionException {
        IllegalFormatConversionException(conversion: conversion.utf16.first ?? 0, argumentClassName: JavaFormatter.javaClassName(of: value))
    }

    // MARK: - Printing

    /// The text for `value` (already flattened), justified to the width.
    func print(_ value: Any?) throws -> String {
        if dateTime { return try printDateTime(value) }
        switch conversion {
        case "d", "o", "x": return try printInteger(value)
        case "e", "f", "g", "a": return try printFloating(value)
        case "c": return try printCharacter(value)
        case "b": return printText(value == nil ? "false" : ((value as? Bool).map { $0 ? "true" : "false" } ?? "true"))
        case "s":
            if flags.contains(.alternate) { throw mismatch(.alternate) }  // only Formattable takes '#'
            return printText(javaStringOf(value))
        case "h": return printText(try value.map { JavaIntegerParsing.toHexString(try javaHashCode($0)) } ?? "null")
        case "n": return "\n"
        default: return printText("%")
        }
    }

    /// Java's `print(String)`: cut to the precision (in UTF-16 units), uppercased for `%S`, justified.
    func printText(_ text: String) -> String {
        var text = text
        if let precision, precision < text.utf16.count { text = String(decoding: Array(text.utf16.prefix(precision)), as: UTF16.self) }
        if upper { text = conventions.upperCased(text) }
        return justified(text)
    }

    /// Java's `appendJustified`: spaces up to the width, after the text for `-`.
    func justified(_ text: String) -> String {
        guard let width else { return text }
        let padding = String(repeating: " ", count: max(0, width - text.utf16.count))
        return flags.contains(.leftJustify) ? text + padding : padding + text
    }

    func printDateTime(_ value: Any?) throws -> String {
        switch value {
        case nil: return printText("null")
        case is Int64:
            throw UnsupportedOperationException("String.format: the date/time conversion \(javaDescription) is not translated by j2swift")
        default: throw conversionFailure(value)
        }
    }

    func printCharacter(_ value: Any?) throws -> String {
        let codePoint: Int32
        switch value {
        case nil: return printText("null")
        case let unit as UInt16: return printText(JavaString.valueOf(char: unit))
        case let v as Int8: codePoint = Int32(v)
        case let v as Int16: codePoint = Int32(v)
        case let v as Int32: codePoint = v
        default: throw conversionFailure(value)
        }
        guard codePoint >= 0 && codePoint <= 0x10FFFF else { throw IllegalFormatCodePointException(codePoint) }
        // Character.toChars: a supplementary code point is a surrogate pair.
        let units: [UInt16] = codePoint < 0x10000 ? [UInt16(codePoint)]
            : [UInt16(0xD800 + ((codePoint - 0x10000) >> 10)), UInt16(0xDC00 + ((codePoint - 0x10000) & 0x3FF))]
        return printText(String(decoding: units, as: UTF16.self))
    }

    func printInteger(_ value: Any?) throws -> String {
        // `%o` and `%x` of a negative byte, short or int print the two's complement in its own width.
        let number: Int64
        let bitWidth: Int
        switch value {
        case nil: return printText("null")
        case let v as Int8: (number, bitWidth) = (Int64(v), 8)
        case let v as Int16: (number, bitWidth) = (Int64(v), 16)
        case let v as Int32: (number, bitWidth) = (Int64(v), 32)
        case let v as Int64: (number, bitWidth) = (v, 64)
        case let v as JavaBigInteger: return printBigInteger(v)
        default: throw conversionFailure(value)
        }
        if conversion == "d" {
            let negative = number < 0
            var text = leadingSign(negative)
            appendMagnitude(String(number.magnitude), width: adjustedWidth(width, negative), to: &text)
            if negative && flags.contains(.parentheses) { text += ")" }
            return justified(text)
        }
        try reject([.parentheses, .leadingSpace, .plus])
        let bits = bitWidth == 64 ? UInt64(bitPattern: number) : UInt64(bitPattern: number) & ((1 << UInt64(bitWidth)) - 1)
        var digits = String(bits, radix: conversion == "o" ? 8 : 16)
        let prefix = flags.contains(.alternate) ? (conversion == "o" ? "0" : (upper ? "0X" : "0x")) : ""
        if upper { digits = digits.uppercased() }
        var text = prefix
        if flags.contains(.zeroPad), let width { text += String(repeating: "0", count: max(0, width - prefix.count - digits.count)) }
        return justified(text + digits)
    }

    /// Java's `leadingSign`: `-` or `(` for negatives, `+` or a space for the others when asked.
    func leadingSign(_ negative: Bool) -> String {
        if negative { return flags.contains(.parentheses) ? "(" : "-" }
        return flags.contains(.plus) ? "+" : (flags.contains(.leadingSpace) ? " " : "")
    }

    /// Java's `adjustWidth`: a closing parenthesis takes one column of the width.
    func adjustedWidth(_ width: Int?, _ negative: Bool) -> Int? {
        guard let width else { return nil }
        return negative && flags.contains(.parentheses) ? width - 1 : width
    }

    /// Java's `localizedMagnitude`: `digits` (ASCII, maybe with a '.') appended to `text` in the locale's
    /// digits and decimal separator, with its grouping separator between groups of three integer digits for
    /// `,`, then zeros inserted after what `text` held before (its sign) until the whole of `text` is `width`
    /// long, for `0`.
    func appendMagnitude(_ digits: String, width: Int?, to text: inout String) {
        let begin = text.utf16.count
        let chars = Array(digits)
        let dot = chars.firstIndex(of: ".") ?? chars.count
        for (j, c) in chars.enumerated() {
            text.append(c == "." ? conventions.decimalSeparator : conventions.localized(c))
            if flags.contains(.group), j < dot - 1, (dot - j) % 3 == 1 { text.append(conventions.groupingSeparator) }
        }
        if let width, flags.contains(.zeroPad), width > text.utf16.count {
            let zeros = String(repeating: conventions.localized("0"), count: width - text.utf16.count)
            text = String(text.prefix(begin)) + zeros + String(text.dropFirst(begin))
        }
    }
}
