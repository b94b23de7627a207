import Foundation

extension JavaLocale {
    /// Java's default locale: the device's (Foundation's `en_001`, English for the world, is Java's `en`).
    static let deviceDefault: JavaLocale = {
        let identifier = Locale.current.identifier.split(separator: "@").first.map(String.init) ?? ""
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let language = parts.first?.lowercased() ?? ""
        if language.isEmpty || language == "c" || language == "posix" { return JavaLocale(language: "en", country: "") }
        let country = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased() ?? ""
        return JavaLocale(language: language, country: country)
    }()
}

/// The UTF-16 unit of an ASCII character.
private func unit(_ c: Unicode.Scalar) -> UInt16 { UInt16(c.value) }

/// `java.text.ParseException`: the message and the offset in the text where parsing failed.
open class ParseException: Exception, @unchecked Sendable {
    public let errorOffset: Int32

    public init(_ message: String?, _ errorOffset: Int32) {
        self.errorOffset = errorOffset
        super.init(message)
    }

    open override var javaClassName: String { "java.text.ParseException" }
    public func getErrorOffset() -> Int32 { errorOffset }
}

/// `java.text.SimpleDateFormat` (and `DateFormat` through it) in English: Java's pattern letters, text, padding
/// and zone forms for `format`, and its parsing rules: spaces skipped before a field, digits counted only where
/// fields abut, names matched without case, lenient dates resolved by the calendar, `ParseException` with Java's
/// message and offset, and text after the date ignored. Week-based letters (`Y w W F`), other languages' text and
/// parsing zone names other than the formatter's and the default zone's stop as not translated.
public final class JavaSimpleDateFormat: JavaObject, @unchecked Sendable {
    enum Item {
        case literal([UInt16])
        case field(letter: UInt16, count: Int)
    }

    static let letters = Array("GyMdkHmsSEDFwWahKzZYuXL".utf16)
    /// Java's `shouldObeyCount`: the letters always read as numbers (M and L only up to two letters).
    static let numericLetters = Array("ydkHmsSDFwWhKYu".utf16)
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let ampm = ["AM", "PM"]
    static let eras = ["BC", "AD"]

    /// The locale's names: US English, the root locale's (`CE`, no full names), or others the runtime lacks.
    enum Symbols {
        case english, root, unavailable
    }

    let pattern: String
    let items: [Item]
    let calendar: JavaCalendar
    let locale: JavaLocale
    let symbols: Symbols
    /// Whether the locale writes ASCII digits (Java writes a locale's own, `०१२` in Marathi).
    let asciiDigits: Bool

    /// `new SimpleDateFormat(pattern)`: the default locale and zone.
    public convenience init(_ pattern: String?) throws {
        try self.init(pattern, locale: JavaLocale.deviceDefault)
    }

    /// `new SimpleDateFormat(pattern, locale)`.
    public convenience init(_ pattern: String?, _ locale: JavaLocale?) throws {
        guard let locale else { throw NullPointerException() }
        try self.init(pattern, locale: locale)
    }

    init(_ pattern: String?, locale: JavaLocale) throws {
        guard let pattern else { throw NullPointerException() }
        self.pattern = pattern
        items = try Self.compile(Array(pattern.utf16))
        calendar = JavaCalendar(zone: JavaTimeZone.defaultZone(), millis: JavaSystemClock.currentTimeMillis(), weeks: JavaCalendar.weekConventions(region: locale.country))
        self.locale = locale
        switch (locale.language, locale.country) {
        case ("en", ""), ("en", "US"): symbols = .english
        case ("", ""): symbols = .root
        default: symbols = .unavailable  // en-GB writes "am", en-AU "July" for MMM
        }
        asciiDigits = LocaleConventions(locale).zeroDigit == 0x30
    }

    // MARK: The pattern

    /// Java's `compile`: letters are fields, `'…'` quotes text (`''` is a quote), anything else is literal.
    static func compile(_ p: [UInt16]) throws -> [Item] {
        var items: [Item] = []
        var literal: [UInt16] = []
        var letter: UInt16 = 0, count = 0
        var inQuote = false
        func flushField() {
            if count > 0 { items.append(.field(letter: letter, count: count)) }
            count = 0
        }
        func flushLiteral() {
            if !literal.isEmpty { items.append(.literal(literal)) }
            literal = []
        }
        let quote = unit("'")
        var i = 0
        while i < p.count {
            let c = p[i]
            if c == quote {
                if i + 1 < p.count && p[i + 1] == quote {
                    i += 2
                    flushField()
                    literal.append(quote)
                    continue
                }
                flushField()
                inQuote.toggle()
                i += 1
                continue
            }
            if inQuote || !(c >= 65 && c <= 90 || c >= 97 && c <= 122) {
                flushField()
                literal.append(c)
                i += 1
                continue
            }
            guard letters.contains(c) else {
                throw IllegalArgumentException("Illegal pattern character '\(String(decoding: [c], as: UTF16.self))'")
            }
            if count > 0 && letter != c { flushField() }
            if count == 0 { flushLiteral() }
            letter = c
            count += 1
            i += 1
        }
        if inQuote { throw IllegalArgumentException("Unterminated quote") }
        flushField()
        flushLiteral()
        for case .field(let letter, let count) in items where letter == unit("X") && count >= 4 {
            throw IllegalArgumentException("invalid ISO 8601 format: length=\(count)")
        }
        return items
    }

    public func toPattern() -> String? { pattern }

    // MARK: DateFormat's styles

    public static let FULL: Int32 = 0, LONG: Int32 = 1, MEDIUM: Int32 = 2, SHORT: Int32 = 3, DEFAULT: Int32 = 2

    /// US English patterns of JDK 17's locale data, by style (FULL … SHORT).
    static let datePatterns = ["EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"]
    static let timePatterns = ["h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"]

    /// `DateFormat.getDateInstance`, `getTimeInstance`, `getDateTimeInstance`, `getInstance`: a date style, a time
    /// style or both (-1: none), in the default locale when none is given.
    public static func styled(date: Int32, time: Int32) throws -> JavaSimpleDateFormat? {
        try styled(date: date, time: time, locale: JavaLocale.deviceDefault)
    }

    public static func styled(date: Int32, time: Int32, locale: JavaLocale?) throws -> JavaSimpleDateFormat? {
        if date != -1 && (date < 0 || date > 3) { throw IllegalArgumentException("Illegal date style \(date)") }
        if time != -1 && (time < 0 || time > 3) { throw IllegalArgumentException("Illegal time style \(time)") }
        guard let locale else { throw NullPointerException() }
        guard locale.language == "en" && (locale.country.isEmpty || locale.country == "US") else {
            return untranslated("DateFormat styles of a locale other than US English")
        }
        let pattern: String
        switch (date, time) {
        case (-1, _): pattern = timePatterns[Int(time)]
        case (_, -1): pattern = datePatterns[Int(date)]
        default:
            // The style of the two that is shorter decides how they are joined.
            let glue = max(date, time) <= LONG ? " 'at' " : ", "
            pattern = datePatterns[Int(date)] + glue + timePatterns[Int(time)]
        }
        return try JavaSimpleDateFormat(pattern, locale: locale)
    }

    // MARK: Settings

    public func setTimeZone(_ zone: JavaTimeZone?) throws { try calendar.setTimeZone(zone) }
    public func getTimeZone() -> JavaTimeZone? { calendar.zone }
    public func setLenient(_ lenient: Bool) { calendar.setLenient(lenient) }
    public func isLenient() -> Bool { calendar.isLenient() }

    // MARK: Formatting

    public func format(_ date: JavaDate?) throws -> String? {
        guard let date else { throw NullPointerException() }
        if !asciiDigits { return untranslated("SimpleDateFormat in a locale with its own digits") }
        calendar.setTimeInMillis(date.millis)
        var out: [UInt16] = []
        for item in items {
            switch item {
            case .literal(let text): out += text
            case .field(let letter, let count): try formatField(letter, count, into: &out)
            }
        }
        return String(decoding: out, as: UTF16.self)
    }

    func text(_ names: [String], _ index: Int32) -> String {
        switch symbols {
        case .english: return names[Int(index)]
        case .root:
            if names == Self.eras { return ["BCE", "CE"][Int(index)] }
            if names == Self.months { return Self.shortMonths[Int(index)] }
            if names == Self.weekdays { return Self.shortWeekdays[Int(index)] }
            return names[Int(index)]
        case .unavailable: return untranslated("SimpleDateFormat names of a locale other than US English and the root locale")
        }
    }

    /// The names a parse of `names` tries, as the locale has them.
    func localized(_ names: [String]) -> [String] {
        if symbols == .unavailable { return untranslated("SimpleDateFormat names of a locale other than US English and the root locale") }
        return (0..<names.count).map { text(names, Int32($0)) }
    }

    func formatField(_ letter: UInt16, _ count: Int, into out: inout [UInt16]) throws {
        let c = JavaCalendar.self
        func get(_ field: Int32) throws -> Int32 { try calendar.get(field) }
        func number(_ value: Int32, _ minDigits: Int, _ maxDigits: Int = Int.max) {
            var digits = String(value)
            if digits.count > maxDigits { digits = String(digits.suffix(maxDigits)) }
            if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
            out += Array(digits.utf16)
        }
        func append(_ s: String) { out += Array(s.utf16) }
        switch UnicodeScalar(letter).map(Character.init) ?? " " {
        case "G": append(text(Self.eras, try get(c.ERA)))
        case "y": count == 2 ? number(try get(c.YEAR), 2, 2) : number(try get(c.YEAR), count)
        case "M", "L":
            let month = try get(c.MONTH)
            if count >= 4 { append(text(Self.months, month)) } else if count == 3 { append(text(Self.shortMonths, month)) } else { number(month + 1, count) }
        case "d": number(try get(c.DAY_OF_MONTH), count)
        case "k": let h = try get(c.HOUR_OF_DAY); number(h == 0 ? 24 : h, count)
        case "H": number(try get(c.HOUR_OF_DAY), count)
        case "m": number(try get(c.MINUTE), count)
        case "s": number(try get(c.SECOND), count)
        case "S": number(try get(c.MILLISECOND), count)
        case "E": append(text(count >= 4 ? Self.weekdays : Self.shortWeekdays, try get(c.DAY_OF_WEEK) - 1))
        case "u": let d = try get(c.DAY_OF_WEEK); number(d == c.SUNDAY ? 7 : d - 1, count)
        case "D": number(try get(c.DAY_OF_YEAR), count)
        case "a": append(text(Self.ampm, try get(c.AM_PM)))
        case "h": let h = try get(c.HOUR); number(h == 0 ? 12 : h, count)
        case "K": number(try get(c.HOUR), count)
        case "z":
            guard symbols != .unavailable else { return untranslated("SimpleDateFormat zone names of a locale other than US English") }
            let daylight = try get(c.DST_OFFSET) != 0
            if count >= 4, let java = calendar.zone.java {
                append(daylight ? java.longDaylight : java.longStandard)
            } else {
                append(calendar.zone.shortName(daylight: daylight))
            }
        case "Z":
            let minutes = (try get(c.ZONE_OFFSET) + get(c.DST_OFFSET)) / 60_000
            append(minutes >= 0 ? "+" : "-")
            number(abs(minutes) / 60 * 100 + abs(minutes) % 60, 4)
        case "X":
            let offset = try get(c.ZONE_OFFSET) + get(c.DST_OFFSET)
            if offset == 0 {
                append("Z")
                return
            }
            let minutes = abs(offset / 60_000)
            append(offset >= 0 ? "+" : "-")
            number(minutes / 60, 2)
            if count == 1 { return }
            if count == 3 { append(":") }
            number(minutes % 60, 2)
        default:
            // F, w, W, Y: counted in weeks, which depend on the locale's week rules.
            return untranslated("SimpleDateFormat week-based pattern letter '\(String(decoding: [letter], as: UTF16.self))'")
        }
    }

    // MARK: Parsing

    /// The fields a parse found, in the order found (Java's `CalendarBuilder`): replayed into the calendar so
    /// that its resolution of conflicting fields sees them in that order.
    struct ParsedFields {
        var values: [(field: Int32, value: Int32)] = []

        mutating func set(_ field: Int32, _ value: Int32) {
            values.removeAll { $0.field == field }
            values.append((field, value))
        }

        mutating func clear(_ field: Int32) { values.removeAll { $0.field == field } }
    }

    /// `parse(text)`: the date at the start of `text` (what follows it is ignored).
    public func parse(_ source: String?) throws -> JavaDate? {
        guard let source else { throw NullPointerException() }
        if !asciiDigits { return untranslated("SimpleDateFormat in a locale with its own digits") }
        let text = Array(source.utf16)
        let (date, index, errorIndex) = try parse(text)
        guard let date, index != 0 else {
            throw ParseException("Unparseable date: \"\(source)\"", Int32(errorIndex))
        }
        return date
    }

    /// Java's `parse(String, ParsePosition)` from position 0: the date, the index after it (0 on failure) and the
    /// error index.
    func parse(_ text: [UInt16]) throws -> (JavaDate?, Int, Int) {
        var start = 0
        var parsed = ParsedFields()
        var ambiguousYear = false
        for (i, item) in items.enumerated() {
            switch item {
            case .literal(let literal):
                for unit in literal {
                    if start >= text.count || text[start] != unit { return (nil, 0, start) }
                    start += 1
                }
            case .field(let letter, let count):
                // Digits are counted only when a numeric field abuts this one ("yyyyMMdd").
                var obeyCount = false
                if i + 1 < items.count, case .field(let next, let nextCount) = items[i + 1] {
                    obeyCount = Self.numericLetters.contains(next) || (next == unit("M") || next == unit("L")) && nextCount <= 2
                }
                switch try parseField(text, start, letter, count, obeyCount, &parsed, &ambiguousYear) {
                case .success(let next): start = next
                case .failure(let errorIndex): return (nil, 0, errorIndex)
                }
            }
        }
        do {
            var date = try establish(parsed)
            if ambiguousYear && date < Self.defaultCenturyStart.millis {
                if let year = parsed.values.firstIndex(where: { $0.field == JavaCalendar.YEAR }) {
                    parsed.values[year].value += 100
                }
                date = try establish(parsed)
            }
            return (JavaDate(date), start, -1)
        } catch is IllegalArgumentException {
            return (nil, 0, start)
        }
    }

    func establish(_ parsed: ParsedFields) throws -> Int64 {
        calendar.clear()
        for (field, value) in parsed.values { calendar.setField(field, value) }
        return try calendar.getTimeInMillis()
    }

    /// Two-digit years are placed in the 100 years starting 80 years ago (Java's default century).
    static var defaultCenturyStart: JavaDate {
        let calendar = JavaCalendar(zone: JavaTimeZone.defaultZone(), millis: JavaSystemClock.currentTimeMillis())
        try? calendar.add(JavaCalendar.YEAR, -80)
        return JavaDate((try? calendar.getTimeInMillis()) ?? 0)
    }

    enum FieldResult {
        case success(Int)
        case failure(Int)
    }

    static func digitValue(_ unit: UInt16) -> Int? {
        if unit >= 48 && unit <= 57 { return Int(unit - 48) }
        guard let scalar = UnicodeScalar(unit), scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// `DecimalFormat.parse` as SimpleDateFormat sets it up (integers, no grouping): an optional minus sign and
    /// digits, read up to `end`; nil (and no move) when there are no digits.
    static func parseNumber(_ text: [UInt16], _ index: inout Int, end: Int) -> Int32? {
        var i = index
        var negative = false
        if i < end && text[i] == unit("-") {
            negative = true
            i += 1
        }
        var value: Int64 = 0
        var digits = 0
        var overflow = false
        while i < end, let d = digitValue(text[i]) {
            if value > (Int64.max - 9) / 10 { overflow = true } else { value = value * 10 + Int64(d) }
            digits += 1
            i += 1
        }
        guard digits > 0 else { return nil }
        index = i
        if overflow { return negative ? Int32.min : Int32.max }  // a Double's intValue saturates
        return Int32(truncatingIfNeeded: negative ? -value : value)
    }

    /// Java's `matchString`: the longest name matching at `start`, ignoring case.
    static func match(_ text: [UInt16], _ start: Int, _ names: [String]) -> (index: Int, end: Int)? {
        var best: (Int, Int)?
        var bestLength = 0
        for (i, name) in names.enumerated() {
            let units = Array(name.utf16)
            if units.count > bestLength && regionMatchesIgnoringCase(text, start, units) {
                best = (i, start + units.count)
                bestLength = units.count
            }
        }
        return best
    }

    static func regionMatchesIgnoringCase(_ text: [UInt16], _ start: Int, _ name: [UInt16]) -> Bool {
        guard start + name.count <= text.count else { return false }
        for (k, unit) in name.enumerated() {
            let a = String(decoding: [text[start + k]], as: UTF16.self), b = String(decoding: [unit], as: UTF16.self)
            if a != b && a.uppercased() != b.uppercased() && a.lowercased() != b.lowercased() { return false }
        }
        return true
    }

    func parseField(_ text: [UInt16], _ start: Int, _ letter: UInt16, _ count: Int, _ obeyCount: Bool,
                    _ parsed: inout ParsedFields, _ ambiguousYear: inout Bool) throws -> FieldResult {
        let c = JavaCalendar.self
        var index = start
        // Spaces and tabs before a field are skipped; the end of the text fails.
        while true {
            if index >= text.count { return .failure(start) }
            if text[index] != unit(" ") && text[index] != unit("\t") { break }
            index += 1
        }
        let actualStart = index
        let character = UnicodeScalar(letter).map(Character.init) ?? " "
        func number() -> Int32? {
            if obeyCount {
                guard start + count <= text.count else { return nil }
                return Self.parseNumber(text, &index, end: start + count)
            }
            return Self.parseNumber(text, &index, end: text.count)
        }
        func names(_ field: Int32, _ lists: [[String]], offset: Int32 = 0) -> FieldResult {
            for list in lists {
                if let (i, end) = Self.match(text, start, localized(list)) {
                    parsed.set(field, Int32(i) + offset)
                    return .success(end)
                }
            }
            return .failure(index)
        }
        switch character {
        case "y":
            guard let value = number() else { return .failure(index) }
            var year = value
            if count <= 2 && index - actualStart == 2 && Self.digitValue(text[actualStart]) != nil && Self.digitValue(text[actualStart + 1]) != nil {
                let centuryStart = try JavaCalendar(zone: calendar.zone, millis: Self.defaultCenturyStart.millis).get(c.YEAR)
                let ambiguous = centuryStart % 100
                ambiguousYear = year == ambiguous
                year += centuryStart / 100 * 100 + (year < ambiguous ? 100 : 0)
            }
            parsed.set(c.YEAR, year)
            return .success(index)
        case "M", "L":
            if count <= 2 {
                guard let value = number() else { return .failure(index) }
                parsed.set(c.MONTH, value &- 1)
                return .success(index)
            }
            return names(c.MONTH, [Self.months, Self.shortMonths])
        case "k":
            guard let value = number(), calendar.lenient || (value >= 1 && value <= 24) else { return .failure(index) }
            parsed.set(c.HOUR_OF_DAY, value == 24 ? 0 : value)
            return .success(index)
        case "h":
            guard let value = number(), calendar.lenient || (value >= 1 && value <= 12) else { return .failure(index) }
            parsed.set(c.HOUR, value == 12 ? 0 : value)
            return .success(index)
        case "G": return names(c.ERA, [Self.eras])
        case "E": return names(c.DAY_OF_WEEK, [Self.weekdays, Self.shortWeekdays], offset: 1)
        case "a": return names(c.AM_PM, [Self.ampm])
        case "z", "Z": return try parseZone(text, start, index, &parsed)
        case "X":
            let sign: Int32
            switch text[index] {
            case unit("Z"):
                parsed.set(c.ZONE_OFFSET, 0)
                parsed.set(c.DST_OFFSET, 0)
                return .success(index + 1)
            case unit("+"): sign = 1
            case unit("-"): sign = -1
            default: return .failure(index + 1)
            }
            return Self.parseNumericZone(text, index + 1, sign, count, colon: count == 3, &parsed)
        case "d", "H", "m", "s", "S", "D", "K", "u":
            guard let value = number() else { return .failure(index) }
            let field: Int32
            switch character {
            case "d": field = c.DAY_OF_MONTH
            case "H": field = c.HOUR_OF_DAY
            case "m": field = c.MINUTE
            case "s": field = c.SECOND
            case "S": field = c.MILLISECOND
            case "D": field = c.DAY_OF_YEAR
            case "K": field = c.HOUR
            default:
                // ISO 1 (Monday) … 7 (Sunday); other values are kept for the calendar to reject or roll.
                parsed.set(c.DAY_OF_WEEK, value >= 1 && value <= 7 ? (value == 7 ? c.SUNDAY : value + 1) : value)
                return .success(index)
            }
            parsed.set(field, value)
            return .success(index)
        default:
            return untranslated("SimpleDateFormat week-based pattern letter '\(character)'")
        }
    }

    /// `z` and `Z`: `+hhmm`, `GMT`, `GMT+h:mm`, or the formatter's own zone's short names.
    func parseZone(_ text: [UInt16], _ start: Int, _ index: Int, _ parsed: inout ParsedFields) throws -> FieldResult {
        let c = JavaCalendar.self
        let first = text[index]
        if first == unit("+") || first == unit("-") {
            return Self.parseNumericZone(text, index + 1, first == unit("+") ? 1 : -1, 0, colon: false, &parsed)
        }
        if (first == unit("G") || first == unit("g")) && Self.regionMatchesIgnoringCase(text, start, Array("GMT".utf16)) {
            let next = start + 3
            if next < text.count && (text[next] == unit("+") || text[next] == unit("-")) {
                return Self.parseNumericZone(text, next + 1, text[next] == unit("+") ? 1 : -1, 0, colon: true, &parsed)
            }
            parsed.set(c.ZONE_OFFSET, 0)
            parsed.set(c.DST_OFFSET, 0)
            return .success(next)
        }
        // Java looks the name up among the formatter's zone's names, then the default zone's (switching the
        // formatter to it), then every zone's in its own order; a name only found there is not translated.
        guard symbols != .unavailable else { return untranslated("SimpleDateFormat zone names of a locale other than US English") }
        for zone in [calendar.zone, JavaTimeZone.defaultZone()] {
            guard let java = zone.java, let nameIndex = Self.matchZoneName(text, index, java) else { continue }
            if try !zone.equals(calendar.zone) { try calendar.setTimeZone(zone) }
            let names = Self.zoneNames(java)
            // A zone with one name for standard and daylight time lets the calendar decide; otherwise the name says.
            let sameName = nameIndex <= 2 && names[nameIndex].caseInsensitiveCompare(names[nameIndex + 2]) == .orderedSame
            let savings = nameIndex >= 3 ? zone.getDSTSavings() : 0
            if !(sameName || (nameIndex >= 3 && savings == 0)) {
                parsed.clear(c.ZONE_OFFSET)
                parsed.set(c.DST_OFFSET, savings)
            }
            return .success(index + names[nameIndex].utf16.count)
        }
        if JavaTimeZone.javaZones.values.contains(where: { Self.matchZoneName(text, index, $0) != nil }) {
            return untranslated("SimpleDateFormat parsing the name of a zone other than the formatter's and the default one")
        }
        return .failure(index)
    }

    /// Java's zone strings: ID (unused here), long and short standard, long and short daylight names.
    static func zoneNames(_ java: JavaTimeZone.JavaZoneData) -> [String] {
        ["", java.longStandard, java.standard, java.longDaylight, java.daylight]
    }

    /// Java's `matchZoneString`: the first of the four names that the text at `start` begins with, ignoring case.
    static func matchZoneName(_ text: [UInt16], _ start: Int, _ java: JavaTimeZone.JavaZoneData) -> Int? {
        let names = zoneNames(java)
        return (1...4).first { !names[$0].isEmpty && regionMatchesIgnoringCase(text, start, Array(names[$0].utf16)) }
    }

    /// Java's `subParseNumericZone`: `hh[[:]mm]` after the sign; with `colon`, one-digit hours are allowed and the
    /// colon is required; `count` 1 (`X`) reads hours alone.
    static func parseNumericZone(_ text: [UInt16], _ start: Int, _ sign: Int32, _ count: Int, colon: Bool, _ parsed: inout ParsedFields) -> FieldResult {
        var index = start
        func next() -> UInt16? {
            defer { index += 1 }
            return index < text.count ? text[index] : nil
        }
        func fail() -> FieldResult { .failure(index - 1) }
        guard let c0 = next(), let h0 = digitValue(c0) else { return fail() }
        var hours = h0
        guard let c1 = next() else { return fail() }
        if let h1 = digitValue(c1) {
            hours = hours * 10 + h1
        } else {
            if count > 0 || !colon { return fail() }
            index -= 1
        }
        if hours > 23 { return fail() }
        var minutes = 0
        if count != 1 {
            guard var m = next() else { return fail() }
            if colon {
                if m != unit(":") { return fail() }
                guard let afterColon = next() else { return fail() }
                m = afterColon
            }
            guard let m0 = digitValue(m), let m1c = next(), let m1 = digitValue(m1c) else { return fail() }
            minutes = m0 * 10 + m1
            if minutes > 59 { return fail() }
        }
        parsed.set(JavaCalendar.ZONE_OFFSET, Int32((hours * 60 + minutes) * 60_000) * sign)
        parsed.set(JavaCalendar.DST_OFFSET, 0)
        return .success(index)
    }

    public func equals(_ other: Any?) throws -> Bool {
        untranslated("SimpleDateFormat.equals (Java compares the pattern, the symbols and the number format)")
    }

    public func hashCode() throws -> Int32 { pattern.javaHashCode() }

    public func clone() -> Any? {
        let copy = try? JavaSimpleDateFormat(pattern, locale: locale)
        copy?.calendar.zone = calendar.zone
        copy?.calendar.lenient = calendar.lenient
        return copy
    }
}
