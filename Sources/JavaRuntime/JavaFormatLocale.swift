/// What java.util.Formatter takes from its locale: the symbols of localized numbers (decimal separator,
/// grouping separator, zero digit — JDK 17's, in JavaLocaleSymbols.swift) and the case mapping of `%S`.
/// The minus sign, `NaN`, `Infinity` and the exponent letter are never localized, as in Java.
struct LocaleConventions {
    var decimalSeparator: Character = "."
    var groupingSeparator: Character = ","
    /// The zero digit's scalar value; the other digits follow it.
    var zeroDigit: UInt32 = 0x30
    /// For `%S`: Turkish and Azerbaijani upper-case `i` as `İ`.
    var locale: JavaLocale?

    static let root = LocaleConventions()

    /// A null locale means no localization, as in Java.
    init(_ locale: JavaLocale? = nil) {
        guard let locale else { return }
        self.locale = locale
        let symbols = Self.symbolsByLocale
        guard let found = (locale.country.isEmpty ? nil : symbols[locale.language + "-" + locale.country]) ?? symbols[locale.language] else { return }
        decimalSeparator = Character(Unicode.Scalar(found.decimal) ?? ".")
        groupingSeparator = Character(Unicode.Scalar(found.grouping) ?? ",")
        zeroDigit = UInt32(found.zero)
    }

    static let symbolsByLocale: [String: (decimal: UInt16, grouping: UInt16, zero: UInt16)] = {
        var byLocale: [String: (decimal: UInt16, grouping: UInt16, zero: UInt16)] = [:]
        for entry in symbolTable {
            for tag in entry.locales.split(separator: " ") { byLocale[String(tag)] = (entry.decimal, entry.grouping, entry.zero) }
        }
        return byLocale
    }()

    /// An ASCII digit in this locale's digits; other characters unchanged.
    func localized(_ c: Character) -> Character {
        guard zeroDigit != 0x30, let ascii = c.asciiValue, (48...57).contains(ascii),
              let scalar = Unicode.Scalar(zeroDigit + UInt32(ascii - 48)) else { return c }
        return Character(scalar)
    }

    /// The digits of `text` (an exponent such as `+03`) localized.
    func localizedDigits(_ text: String) -> String {
        zeroDigit == 0x30 ? text : String(text.map(localized))
    }

    /// `%S`, `%B`, `%C`, `%H`: upper case in the locale.
    func upperCased(_ text: String) -> String {
        guard let locale, locale.language == "tr" || locale.language == "az" else { return text.javaToUpperCase() }
        return (try? text.javaToUpperCase(locale: locale)) ?? text.javaToUpperCase()
    }
}
