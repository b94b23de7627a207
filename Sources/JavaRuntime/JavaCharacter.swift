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
    public static func getNumericValue(_ c: UInt16) -> Int32 {
        if let s = scalar(c), s.properties.generalCategory == .decimalNumber, let v = s.properties.numericValue { return Int32(v) }
        switch c {
        case 0x41...0x5A: return Int32(c) - 0x41 + 10
        case 0x61...0x7A: return Int32(c) - 0x61 + 10
        default: return -1
        }
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
