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
    public static func toLowerCase(_ c: UInt16) -> UInt16 { simpleMapping(c, scalar(c)?.properties.lowercaseMapping) }

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
