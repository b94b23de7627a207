/// `java.util.Locale`: language, country and variant, for the locale-taking String methods
/// (`toLowerCase(Locale.ROOT)`, `String.format(Locale.US, …)`). `toString`, `equals` and `hashCode` are
/// Java 17's (so a `HashMap` keyed by locales iterates in Java's order). `String.format` and `printf` with a
/// locale use its separators and digits (JavaFormatLocale.swift); a language tag's script and Unicode
/// extensions (`-u-nu-`) are not kept.
public final class JavaLocale: JavaObject, @unchecked Sendable {
    public let language: String
    public let country: String
    public let variant: String

    init(language: String, country: String, variant: String = "") {
        self.language = language
        self.country = country
        self.variant = variant
    }

    /// `new Locale(language, country, variant)`: language lower-cased, country upper-cased, as Java does.
    public convenience init(_ language: String?, _ country: String? = "", _ variant: String? = "") throws {
        guard let language, let country, let variant else { throw NullPointerException() }
        self.init(language: language.lowercased(), country: country.uppercased(), variant: variant)
    }

    public static let ROOT: JavaLocale? = JavaLocale(language: "", country: "")
    public static let ENGLISH: JavaLocale? = JavaLocale(language: "en", country: "")
    public static let US: JavaLocale? = JavaLocale(language: "en", country: "US")
    public static let UK: JavaLocale? = JavaLocale(language: "en", country: "GB")
    public static let CANADA: JavaLocale? = JavaLocale(language: "en", country: "CA")
    public static let FRENCH: JavaLocale? = JavaLocale(language: "fr", country: "")
    public static let FRANCE: JavaLocale? = JavaLocale(language: "fr", country: "FR")
    public static let CANADA_FRENCH: JavaLocale? = JavaLocale(language: "fr", country: "CA")
    public static let GERMAN: JavaLocale? = JavaLocale(language: "de", country: "")
    public static let GERMANY: JavaLocale? = JavaLocale(language: "de", country: "DE")
    public static let ITALIAN: JavaLocale? = JavaLocale(language: "it", country: "")
    public static let ITALY: JavaLocale? = JavaLocale(language: "it", country: "IT")
    public static let JAPANESE: JavaLocale? = JavaLocale(language: "ja", country: "")
    public static let JAPAN: JavaLocale? = JavaLocale(language: "ja", country: "JP")
    public static let KOREAN: JavaLocale? = JavaLocale(language: "ko", country: "")
    public static let KOREA: JavaLocale? = JavaLocale(language: "ko", country: "KR")
    public static let CHINESE: JavaLocale? = JavaLocale(language: "zh", country: "")
    public static let CHINA: JavaLocale? = JavaLocale(language: "zh", country: "CN")
    public static let TAIWAN: JavaLocale? = JavaLocale(language: "zh", country: "TW")

    /// `Locale.forLanguageTag("en-US")`: language and region subtags (a script or extensions are not kept).
    public static func forLanguageTag(_ tag: String?) throws -> JavaLocale? {
        guard let tag else { throw NullPointerException() }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let language = parts.first.map { $0.lowercased() == "und" ? "" : $0.lowercased() } ?? ""
        let region = parts.dropFirst().first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        return JavaLocale(language: language, country: region?.uppercased() ?? "")
    }

    public func getLanguage() -> String? { language }
    public func getCountry() -> String? { country }
    public func getVariant() -> String? { variant }

    public func toString() -> String {
        var s = language
        if !country.isEmpty || (!language.isEmpty && !variant.isEmpty) { s += "_" + country }
        if !variant.isEmpty && (!language.isEmpty || !country.isEmpty) { s += "_" + variant }
        return s
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let o = javaFlatten(other) as? JavaLocale else { return false }
        return o.language == language && o.country == country && o.variant == variant
    }

    /// BaseLocale's hash of language, script (none here), region and variant.
    public func hashCode() throws -> Int32 {
        var h = language.javaHashCode()
        h = 31 &* h &+ "".javaHashCode()
        h = 31 &* h &+ country.javaHashCode()
        return 31 &* h &+ variant.javaHashCode()
    }

}

extension String {
    /// `toLowerCase(locale)`: Turkish and Azerbaijani dotless/dotted i, otherwise the locale-independent mapping.
    public func javaToLowerCase(locale: JavaLocale?) throws -> String {
        guard let locale else { throw NullPointerException() }
        switch locale.language {
        case "tr", "az":
            return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "I" ? "\u{131}" : $0 == "\u{130}" ? "i" : $0 })).lowercased()
        case "lt":
            javaStop("j2swift: toLowerCase(Locale) for Lithuanian (its dot-above rules) is not translated")
        default:
            return javaToLowerCase()
        }
    }

    /// `toUpperCase(locale)`: Turkish and Azerbaijani dotted capital I, otherwise the locale-independent mapping.
    public func javaToUpperCase(locale: JavaLocale?) throws -> String {
        guard let locale else { throw NullPointerException() }
        switch locale.language {
        case "tr", "az":
            return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "i" ? "\u{130}" : $0 })).uppercased()
        case "lt":
            javaStop("j2swift: toUpperCase(Locale) for Lithuanian (its dot-above rules) is not translated")
        default:
            return javaToUpperCase()
        }
    }
}

extension JavaFormatter {
    /// `String.format(locale, format, args...)`: the locale's separators and digits; a null locale means no
    /// localization, as in Java.
    public static func format(locale: JavaLocale?, _ format: String?, _ args: Any?...) throws -> String {
        try self.format(format, argumentList: args, conventions: LocaleConventions(locale))
    }

    public static func format<Element>(locale: JavaLocale?, _ format: String?, arguments: JavaArray<Element>?) throws -> String {
        try self.format(format, argumentList: arguments.map { $0.storage.map { $0 as Any? } }, conventions: LocaleConventions(locale))
    }

    public static func format(locale: JavaLocale?, _ format: String?, arguments: JavaArray<Any?>?) throws -> String {
        try self.format(format, argumentList: arguments?.storage, conventions: LocaleConventions(locale))
    }
}
