/// `java.lang.Character`'s classification and case mapping of one UTF-16 code unit (a `char`), by
/// Unicode general category as Java defines them. Surrogates are neither letters nor digits.
public enum JavaCharacter {
    static func scalar(_ c: UInt16) -> Unicode.Scalar? { Unicode.Scalar(UInt32(c)) }

    public static func isLetter(_ c: UInt16) -> Bool {
        guard let s = scalar(c) else { return false }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    public static func isDigit(_ c: UInt16) -> Bool { scalar(c)?.properties.generalCategory == .decimalNumber }
    public static func isLetterOrDigit(_ c: UInt16) -> Bool { isLetter(c) || isDigit(c) }
    public static func isUpperCase(_ c: UInt16) -> Bool { scalar(c)?.properties.isUppercase ?? false }
    public static func isLowerCase(_ c: UInt16) -> Bool { scalar(c)?.properties.isLowercase ?? false }
    public static func isAlphabetic(_ c: UInt16) -> Bool { scalar(c)?.properties.isAlphabetic ?? false }

    /// `isWhitespace`: space separators other than the no-break spaces, and the ASCII controls
    /// `\t \n \u{B} \f \r` and `\u{1C}`–`\u{1F}`.
    public static func isWhitespace(_ c: UInt16) -> Bool {
        if (0x09...0x0D).contains(c) || (0x1C...0x1F).contains(c) { return true }
        if c == 0x00A0 || c == 0x2007 || c == 0x202F { return false }
        guard let s = scalar(c) else { return false }
        switch s.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `toUpperCase(char)`: the simple (one-to-one) mapping; `ß` stays `ß` as in Java.
    public static func toUpperCase(_ c: UInt16) -> UInt16 { simpleMapping(c, scalar(c)?.properties.uppercaseMapping) }
    /// U+0130 (İ) is the one letter whose full lowercase has two code points but whose simple one is `i`.
    public static func toLowerCase(_ c: UInt16) -> UInt16 { c == 0x130 ? 0x69 : simpleMapping(c, scalar(c)?.properties.lowercaseMapping) }

    static func simpleMapping(_ c: UInt16, _ mapped: String?) -> UInt16 {
        guard let mapped, mapped.unicodeScalars.count == 1, let u = mapped.unicodeScalars.first, u.value <= 0xFFFF else { return c }
        return UInt16(u.value)
    }

    /// `Character.getNumericValue` for the decimal digits and the Latin letters (10…35); -1 otherwise.
    /// Other numeric characters (`Ⅷ` is 8) give their value when it is a non-negative integer, -2 otherwise (`½`).
    public static func getNumericValue(_ c: UInt16) -> Int32 {
        switch c {
        case 0x41...0x5A: return Int32(c) - 0x41 + 10
        case 0x61...0x7A: return Int32(c) - 0x61 + 10
        case 0xFF21...0xFF3A: return Int32(c) - 0xFF21 + 10
        case 0xFF41...0xFF5A: return Int32(c) - 0xFF41 + 10
        default: break
        }
        // Java reads UnicodeData's numeric fields only (Nd, Nl, No), not Unihan's (`五` is -1).
        guard let s = scalar(c), [.decimalNumber, .letterNumber, .otherNumber].contains(s.properties.generalCategory),
              let v = s.properties.numericValue else { return -1 }
        return v >= 0 && v == v.rounded() && v <= Double(Int32.max) ? Int32(v) : -2
    }

    /// `Character.compare` and `Integer.compare`-style three-way results.
    public static func compare<T: Comparable>(_ a: T, _ b: T) -> Int32 { a < b ? -1 : (a == b ? 0 : 1) }
}

extension JavaCharacter {
    /// `Character.digit(ch, radix)`: a decimal digit of any script, or an ASCII or fullwidth Latin letter
    /// (a=10 …), if its value is below `radix`; -1 otherwise, and for a radix outside 2…36.
    public static func digit(_ c: Int32, _ radix: Int32) -> Int32 {
        guard (2...36).contains(radix), c >= 0, let s = Unicode.Scalar(UInt32(c)) else { return -1 }
        var value: Int32 = -1
        switch s.value {
        case 0x41...0x5A: value = Int32(s.value) - 0x41 + 10
        case 0x61...0x7A: value = Int32(s.value) - 0x61 + 10
        case 0xFF21...0xFF3A: value = Int32(s.value) - 0xFF21 + 10
        case 0xFF41...0xFF5A: value = Int32(s.value) - 0xFF41 + 10
        default:
            if s.properties.generalCategory == .decimalNumber, let v = s.properties.numericValue { value = Int32(v) }
        }
        return value < radix ? value : -1
    }

    /// `Character.forDigit`: the lowercase character for `digit` in `radix`, or `'\0'`.
    public static func forDigit(_ digit: Int32, _ radix: Int32) -> UInt16 {
        guard (2...36).contains(radix), digit >= 0, digit < radix else { return 0 }
        return UInt16(digit < 10 ? 48 + digit : 87 + digit)
    }

    static func category(_ c: Int32) -> Unicode.GeneralCategory? {
        guard c >= 0, let s = Unicode.Scalar(UInt32(c)) else { return nil }
        return s.properties.generalCategory
    }

    /// `isJavaIdentifierStart`: letters, letter numbers, currency symbols and connectors (`_`).
    public static func isJavaIdentifierStart(_ c: Int32) -> Bool {
        switch category(c) {
        case .uppercaseLetter?, .lowercaseLetter?, .titlecaseLetter?, .modifierLetter?, .otherLetter?,
             .letterNumber?, .currencySymbol?, .connectorPunctuation?: return true
        default: return false
        }
    }

    /// `isJavaIdentifierPart`: a start character, a digit, a combining mark, or an ignorable control
    /// (`\u0000`–`\u0008`, `\u000E`–`\u001B`, `\u007F`–`\u009F`, format characters).
    public static func isJavaIdentifierPart(_ c: Int32) -> Bool {
        if isJavaIdentifierStart(c) { return true }
        if (0...8).contains(c) || (0x0E...0x1B).contains(c) || (0x7F...0x9F).contains(c) { return true }
        switch category(c) {
        case .decimalNumber?, .nonspacingMark?, .spacingMark?, .format?: return true
        default: return false
        }
    }

    /// `isSpaceChar`: the Unicode space, line and paragraph separators.
    public static func isSpaceChar(_ c: UInt16) -> Bool {
        switch category(Int32(c)) {
        case .spaceSeparator?, .lineSeparator?, .paragraphSeparator?: return true
        default: return false
        }
    }

    /// `toUpperCase(int codePoint)`: the simple mapping of a code point (invalid ones are returned as they are).
    public static func toUpperCase(codePoint c: Int32) -> Int32 { simpleMapping(codePoint: c) { $0.properties.uppercaseMapping } }
    public static func toLowerCase(codePoint c: Int32) -> Int32 { c == 0x130 ? 0x69 : simpleMapping(codePoint: c) { $0.properties.lowercaseMapping } }

    static func simpleMapping(codePoint c: Int32, _ mapping: (Unicode.Scalar) -> String) -> Int32 {
        guard c >= 0, let s = Unicode.Scalar(UInt32(c)) else { return c }
        let mapped = mapping(s).unicodeScalars
        guard mapped.count == 1, let u = mapped.first else { return c }
        return Int32(u.value)
    }
}

/// Code points, surrogates and general categories (`Character.toChars`, `getType`, `isHighSurrogate`…).
extension JavaCharacter {
    static func invalidCodePoint(_ c: Int32) -> IllegalArgumentException {
        IllegalArgumentException("Not a valid Unicode code point: 0x" + String(UInt32(bitPattern: c), radix: 16, uppercase: true))
    }

    /// `Character.toChars(codePoint)`: one unit, or a surrogate pair.
    public static func toChars(_ c: Int32) throws -> JavaArray<UInt16>? {
        guard (0...0x10FFFF).contains(c) else { throw invalidCodePoint(c) }
        if c < 0x10000 { return JavaArray([UInt16(c)]) }
        return JavaArray([highSurrogate(c), lowSurrogate(c)])
    }

    /// `Character.toString(int codePoint)`.
    public static func toString(codePoint c: Int32) throws -> String? { String.fromUnits(try toChars(c)!.storage) }

    public static func isHighSurrogate(_ c: UInt16) -> Bool { (0xD800...0xDBFF).contains(c) }
    public static func isLowSurrogate(_ c: UInt16) -> Bool { (0xDC00...0xDFFF).contains(c) }
    public static func isSurrogate(_ c: UInt16) -> Bool { (0xD800...0xDFFF).contains(c) }
    public static func isSurrogatePair(_ high: UInt16, _ low: UInt16) -> Bool { isHighSurrogate(high) && isLowSurrogate(low) }
    /// `toCodePoint(high, low)`: Java's formula, unchecked.
    public static func toCodePoint(_ high: UInt16, _ low: UInt16) -> Int32 {
        ((Int32(high) << 10) &+ Int32(low)) &+ (0x10000 - (0xD800 << 10) - 0xDC00)
    }
    public static func charCount(_ c: Int32) -> Int32 { c >= 0x10000 ? 2 : 1 }
    public static func isSupplementaryCodePoint(_ c: Int32) -> Bool { (0x10000...0x10FFFF).contains(c) }
    public static func isBmpCodePoint(_ c: Int32) -> Bool { c >= 0 && c <= 0xFFFF }
    public static func isValidCodePoint(_ c: Int32) -> Bool { (0...0x10FFFF).contains(c) }
    public static func highSurrogate(_ c: Int32) -> UInt16 { UInt16(truncatingIfNeeded: (c >> 10) &+ (0xD800 - (0x10000 >> 10))) }
    public static func lowSurrogate(_ c: Int32) -> UInt16 { UInt16(truncatingIfNeeded: (c & 0x3FF) &+ 0xDC00) }

    /// `isISOControl`: U+0000–U+001F and U+007F–U+009F.
    public static func isISOControl(_ c: Int32) -> Bool { (0...0x1F).contains(c) || (0x7F...0x9F).contains(c) }

    /// `Character.getType`: Java's general-category constants (`UPPERCASE_LETTER` = 1 …); surrogate code
    /// points are `SURROGATE` (19), unassigned and invalid ones 0.
    public static func getType(_ c: Int32) -> Int32 {
        if (0xD800...0xDFFF).contains(c) { return 19 }
        guard let category = category(c) else { return 0 }
        switch category {
        case .uppercaseLetter: return 1
        case .lowercaseLetter: return 2
        case .titlecaseLetter: return 3
        case .modifierLetter: return 4
        case .otherLetter: return 5
        case .nonspacingMark: return 6
        case .enclosingMark: return 7
        case .spacingMark: return 8
        case .decimalNumber: return 9
        case .letterNumber: return 10
        case .otherNumber: return 11
        case .spaceSeparator: return 12
        case .lineSeparator: return 13
        case .paragraphSeparator: return 14
        case .control: return 15
        case .format: return 16
        case .privateUse: return 18
        case .surrogate: return 19
        case .dashPunctuation: return 20
        case .openPunctuation: return 21
        case .closePunctuation: return 22
        case .connectorPunctuation: return 23
        case .otherPunctuation: return 24
        case .mathSymbol: return 25
        case .currencySymbol: return 26
        case .modifierSymbol: return 27
        case .otherSymbol: return 28
        case .initialPunctuation: return 29
        case .finalPunctuation: return 30
        case .unassigned: return 0
        @unknown default: return 0
        }
    }

    public static func isTitleCase(_ c: Int32) -> Bool { category(c) == .titlecaseLetter }

    /// The code-point forms of the `char` classifiers.
    public static func isLetter(codePoint c: Int32) -> Bool { (1...5).contains(getType(c)) }
    public static func isDigit(codePoint c: Int32) -> Bool { getType(c) == 9 }
    public static func isLetterOrDigit(codePoint c: Int32) -> Bool { (1...5).contains(getType(c)) || getType(c) == 9 }
    public static func isUpperCase(codePoint c: Int32) -> Bool { c >= 0 && (Unicode.Scalar(UInt32(c))?.properties.isUppercase ?? false) }
    public static func isLowerCase(codePoint c: Int32) -> Bool { c >= 0 && (Unicode.Scalar(UInt32(c))?.properties.isLowercase ?? false) }
    public static func isWhitespace(codePoint c: Int32) -> Bool { c >= 0 && c <= 0xFFFF && isWhitespace(UInt16(c)) }
}
