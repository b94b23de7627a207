/// `java.time.format.DateTimeFormatter` for the ISO formatters (local, offset, zoned, instant) and `ofPattern` with the
/// common letters (y u M L d D E a H k K h m s S, X x Z O VV z, quoted text, optional sections), formatting and parsing as
/// Java's DateTimeFormatterBuilder does: the same widths, signs, adjacent-value parsing, error indexes,
/// messages and SMART/STRICT resolution. Text is English, as in Java's default English locale. Zone and offset
/// letters print (parsing them stops); letters for weeks, quarters and eras stop the program with a message instead
/// of printing something else.
public final class JavaDateTimeFormatter: JavaObject, CustomStringConvertible, @unchecked Sendable {
    enum Field: String {
        case year = "Year", yearOfEra = "YearOfEra", monthOfYear = "MonthOfYear", dayOfMonth = "DayOfMonth"
        case dayOfYear = "DayOfYear", dayOfWeek = "DayOfWeek", hourOfDay = "HourOfDay"
        case clockHourOfAmPm = "ClockHourOfAmPm", hourOfAmPm = "HourOfAmPm", clockHourOfDay = "ClockHourOfDay"
        case minuteOfHour = "MinuteOfHour", secondOfMinute = "SecondOfMinute", nanoOfSecond = "NanoOfSecond"
        case amPmOfDay = "AmPmOfDay"

        var isDateField: Bool { [.year, .yearOfEra, .monthOfYear, .dayOfMonth, .dayOfYear, .dayOfWeek].contains(self) }
    }

    enum SignStyle: String { case normal = "NORMAL", notNegative = "NOT_NEGATIVE", exceedsPad = "EXCEEDS_PAD" }
    enum TextStyle { case full, short, narrow }

    final class Number: @unchecked Sendable {
        let field: Field
        let minWidth: Int
        let maxWidth: Int
        let sign: SignStyle
        /// -1: fixed width (followed by a non-fixed adjacent value); > 0: widths of the fixed values after it.
        var subsequentWidth = 0
        let reducedBase: Int64?

        init(_ field: Field, _ minWidth: Int, _ maxWidth: Int, _ sign: SignStyle, reducedBase: Int64? = nil) {
            self.field = field
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.sign = sign
            self.reducedBase = reducedBase
        }

        var isFixedWidth: Bool { subsequentWidth == -1 || (subsequentWidth > 0 && minWidth == maxWidth && sign == .notNegative) }
    }

    indirect enum Item: Sendable {
        case literal(String)
        case number(Number)
        case text(Field, TextStyle)
        case fraction(minWidth: Int, maxWidth: Int, decimalPoint: Bool)
        case optional([Item])
        case zone(ZoneItem)
    }

    /// Offsets and zones (printed only; parsing them is not translated).
    enum ZoneItem: Sendable {
        /// Java's OffsetIdPrinterParser: the index of its pattern in `offsetPatterns`, the text for a zero offset.
        case offset(type: Int, noOffsetText: String)
        /// `O`, `ZZZZ`: `GMT+5:30` (short) or `GMT+05:30` (full).
        case localizedOffset(full: Bool)
        /// `VV`: the zone's ID; `regionOnly` (ISO_ZONED_DATE_TIME's `[…]`) skips offsets.
        case zoneId(regionOnly: Bool)
        /// `z`, `zzzz`: the zone's short or long name.
        case zoneText(full: Bool)
        /// ISO_INSTANT.
        case instant
    }

    static let offsetPatterns = ["+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss", "+HHMMSS", "+HH:MM:SS", "+HHmmss", "+HH:mm:ss"]

    let items: [Item]
    let strict: Bool

    init(_ items: [Item], strict: Bool) {
        self.items = items
        self.strict = strict
    }

    // MARK: The predefined formatters

    static let isoLocalDate = JavaDateTimeFormatter([
        .number(Number(.year, 4, 10, .exceedsPad)), .literal("-"), .number(Number(.monthOfYear, 2, 2, .notNegative)),
        .literal("-"), .number(Number(.dayOfMonth, 2, 2, .notNegative)),
    ], strict: true)
    static let isoTimeItems: [Item] = [
        .number(Number(.hourOfDay, 2, 2, .notNegative)), .literal(":"), .number(Number(.minuteOfHour, 2, 2, .notNegative)),
        .optional([.literal(":"), .number(Number(.secondOfMinute, 2, 2, .notNegative)),
                   .optional([.fraction(minWidth: 0, maxWidth: 9, decimalPoint: true)])]),
    ]
    static let isoLocalTime = JavaDateTimeFormatter(isoTimeItems, strict: true)
    static let isoLocalDateTime = JavaDateTimeFormatter(isoLocalDate.items + [.literal("T")] + isoTimeItems, strict: true)
    public static let ISO_LOCAL_DATE: JavaDateTimeFormatter? = isoLocalDate
    public static let ISO_LOCAL_TIME: JavaDateTimeFormatter? = isoLocalTime
    public static let ISO_LOCAL_DATE_TIME: JavaDateTimeFormatter? = isoLocalDateTime

    // MARK: Patterns

    /// `ofPattern(pattern)`: Java's pattern grammar and its IllegalArgumentException messages.
    public static func ofPattern(_ pattern: String?) throws -> JavaDateTimeFormatter? {
        guard let pattern else { throw NullPointerException("pattern") }
        var builder = PatternBuilder()
        let chars = Array(pattern.utf16)
        var stack: [[Item]] = []
        var pos = 0
        while pos < chars.count {
            let cur = chars[pos]
            let isLetter = (cur >= 65 && cur <= 90) || (cur >= 97 && cur <= 122)
            if isLetter {
                var start = pos
                pos += 1
                while pos < chars.count && chars[pos] == cur { pos += 1 }
                let count = pos - start
                start = pos
                let letter = Character(Unicode.Scalar(cur)!)
                try builder.appendField(letter, count)
            } else if cur == 39 {  // '
                let start = pos
                pos += 1
                while pos < chars.count {
                    if chars[pos] == 39 {
                        if pos + 1 < chars.count && chars[pos + 1] == 39 { pos += 1 } else { break }
                    }
                    pos += 1
                }
                if pos >= chars.count {
                    throw IllegalArgumentException("Pattern ends with an incomplete string literal: \(pattern)")
                }
                let inner = String(utf16CodeUnits: Array(chars[(start + 1)..<pos]), count: pos - start - 1)
                if inner.isEmpty {
                    builder.appendLiteral("'")
                } else {
                    builder.appendLiteral(inner.replacingOccurrencesOfQuotes())
                }
                pos += 1
            } else if cur == 91 {  // [
                stack.append(builder.items)
                builder.items = []
                builder.valueParserIndex = -1
                pos += 1
            } else if cur == 93 {  // ]
                guard let outer = stack.popLast() else {
                    throw IllegalArgumentException("Pattern invalid as it contains ] without previous [")
                }
                let section = builder.items
                builder.items = outer + [.optional(section)]
                builder.valueParserIndex = -1
                pos += 1
            } else if cur == 123 || cur == 125 || cur == 35 {  // { } #
                throw IllegalArgumentException("Pattern includes reserved character: '\(Character(Unicode.Scalar(cur)!))'")
            } else {
                builder.appendLiteral(String(utf16CodeUnits: [cur], count: 1))
                pos += 1
            }
        }
        var items = builder.items
        while let outer = stack.popLast() {  // an unclosed [ runs to the end
            items = outer + [.optional(items)]
        }
        return JavaDateTimeFormatter(items, strict: false)
    }

    struct PatternBuilder {
        var items: [Item] = []
        /// Index in `items` of the number that adjacent fixed-width numbers attach to (Java's valueParserIndex).
        var valueParserIndex = -1

        mutating func appendLiteral(_ text: String) {
            items.append(.literal(text))
            valueParserIndex = -1
        }

        mutating func appendOther(_ item: Item) {
            items.append(item)
            valueParserIndex = -1
        }

        /// Java's appendValue(NumberPrinterParser): adjacent fixed-width values reserve their width.
        mutating func appendNumber(_ n: Number) {
            if valueParserIndex >= 0, case .number(let base) = items[valueParserIndex] {
                if n.minWidth == n.maxWidth && n.sign == .notNegative {
                    base.subsequentWidth += n.maxWidth
                    n.subsequentWidth = -1
                    items.append(.number(n))
                } else {
                    base.subsequentWidth = -1
                    items.append(.number(n))
                    valueParserIndex = items.count - 1
                }
            } else {
                items.append(.number(n))
                valueParserIndex = items.count - 1
            }
        }

        mutating func appendField(_ letter: Character, _ count: Int) throws {
            func tooMany() -> IllegalArgumentException { IllegalArgumentException("Too many pattern letters: \(letter)") }
            func value(_ f: Field) { appendNumber(Number(f, 1, 19, .normal)) }
            func value(_ f: Field, _ width: Int) { appendNumber(Number(f, width, width, .notNegative)) }
            switch letter {
            case "y", "u":
                let field: Field = letter == "y" ? .yearOfEra : .year
                if count == 2 {
                    appendNumber(Number(field, 2, 2, .notNegative, reducedBase: 2000))
                } else if count < 4 {
                    appendNumber(Number(field, count, 19, .normal))
                } else {
                    appendNumber(Number(field, count, 19, .exceedsPad))
                }
            case "M", "L":
                switch count {
                case 1: value(.monthOfYear)
                case 2: value(.monthOfYear, 2)
                case 3: appendOther(.text(.monthOfYear, .short))
                case 4: appendOther(.text(.monthOfYear, .full))
                case 5: appendOther(.text(.monthOfYear, .narrow))
                default: throw tooMany()
                }
            case "d", "H", "k", "K", "h", "m", "s":
                let field: Field
                switch letter {
                case "d": field = .dayOfMonth
                case "H": field = .hourOfDay
                case "k": field = .clockHourOfDay
                case "K": field = .hourOfAmPm
                case "h": field = .clockHourOfAmPm
                case "m": field = .minuteOfHour
                default: field = .secondOfMinute
                }
                switch count {
                case 1: value(field)
                case 2: value(field, 2)
                default: throw tooMany()
                }
            case "D":
                switch count {
                case 1: value(.dayOfYear)
                case 2: appendNumber(Number(.dayOfYear, 2, 3, .notNegative))
                case 3: value(.dayOfYear, 3)
                default: throw tooMany()
                }
            case "E":
                switch count {
                case 1, 2, 3: appendOther(.text(.dayOfWeek, .short))
                case 4: appendOther(.text(.dayOfWeek, .full))
                case 5: appendOther(.text(.dayOfWeek, .narrow))
                default: throw tooMany()
                }
            case "a":
                if count != 1 { throw tooMany() }
                appendOther(.text(.amPmOfDay, .short))
            case "S":
                // A fixed-width fraction takes part in adjacent value parsing (`HHmmssSSS`), as in Java.
                if valueParserIndex >= 0, case .number(let base) = items[valueParserIndex], base.subsequentWidth >= 0 {
                    base.subsequentWidth += count
                    items.append(.fraction(minWidth: count, maxWidth: count, decimalPoint: false))
                } else {
                    appendOther(.fraction(minWidth: count, maxWidth: count, decimalPoint: false))
                }
            case "X", "x":
                guard count <= 5 else { throw tooMany() }
                let type = [1, 3, 4, 5, 6][count - 1]
                let zero = letter == "X" ? "Z" : ["+00", "+0000", "+00:00", "+0000", "+00:00"][count - 1]
                appendOther(.zone(.offset(type: type, noOffsetText: zero)))
            case "Z":
                switch count {
                case 1, 2, 3: appendOther(.zone(.offset(type: 3, noOffsetText: "+0000")))
                case 4: appendOther(.zone(.localizedOffset(full: true)))
                case 5: appendOther(.zone(.offset(type: 6, noOffsetText: "Z")))
                default: throw tooMany()
                }
            case "O":
                guard count == 1 || count == 4 else { throw IllegalArgumentException("Pattern letter count must be 1 or 4: O") }
                appendOther(.zone(.localizedOffset(full: count == 4)))
            case "V":
                guard count == 2 else { throw IllegalArgumentException("Pattern letter count must be 2: V") }
                appendOther(.zone(.zoneId(regionOnly: false)))
            case "z":
                guard count <= 4 else { throw tooMany() }
                appendOther(.zone(.zoneText(full: count == 4)))
            case "G", "Q", "q", "F", "c", "e", "A", "n", "N", "g", "B", "v", "W", "w", "Y", "p":
                javaStop("j2swift: DateTimeFormatter pattern letter '\(letter)' (eras, quarters, weeks, zones, offsets, padding) is not supported by the runtime")
            default:
                throw IllegalArgumentException("Unknown pattern letter: \(letter)")
            }
        }
    }

    // MARK: Formatting

    public func format(_ temporal: Any?) throws -> String? {
        guard let temporal = javaFlatten(temporal) else { throw NullPointerException("temporal") }
        var out = ""
        try print(items, temporal, &out, optional: false)
        return out
    }

    /// The value of `field` in the temporal, or nil when it does not have it.
    static func value(of field: Field, in temporal: Any) -> Int64? {
        let date: JavaLocalDate?, time: JavaLocalTime?
        switch temporal {
        case let d as JavaLocalDate: (date, time) = (d, nil)
        case let t as JavaLocalTime: (date, time) = (nil, t)
        case let dt as JavaLocalDateTime: (date, time) = (dt.date, dt.time)
        case let z as JavaZonedDateTime: (date, time) = (z.dateTime.date, z.dateTime.time)
        case let o as JavaOffsetDateTime: (date, time) = (o.dateTime.date, o.dateTime.time)
        default: (date, time) = (nil, nil)
        }
        if field.isDateField {
            guard let date else { return nil }
            switch field {
            case .year: return Int64(date.year)
            case .yearOfEra: return date.year >= 1 ? Int64(date.year) : 1 - Int64(date.year)
            case .monthOfYear: return Int64(date.month)
            case .dayOfMonth: return Int64(date.day)
            case .dayOfYear: return Int64(date.getDayOfYear())
            default: return Int64(date.dayOfWeek.getValue())
            }
        }
        guard let time else { return nil }
        switch field {
        case .hourOfDay: return Int64(time.hour)
        case .clockHourOfDay: return time.hour == 0 ? 24 : Int64(time.hour)
        case .hourOfAmPm: return Int64(time.hour % 12)
        case .clockHourOfAmPm: return time.hour % 12 == 0 ? 12 : Int64(time.hour % 12)
        case .minuteOfHour: return Int64(time.minute)
        case .secondOfMinute: return Int64(time.second)
        case .nanoOfSecond: return Int64(time.nano)
        default: return Int64(time.hour / 12)
        }
    }

    private func required(_ field: Field, _ temporal: Any) throws -> Int64 {
        guard let v = Self.value(of: field, in: temporal) else {
            throw UnsupportedTemporalTypeException("Unsupported field: \(field.rawValue)")
        }
        return v
    }

    /// Returns false when an optional section lacks a field (nothing of it is printed).
    @discardableResult
    private func print(_ items: [Item], _ temporal: Any, _ out: inout String, optional: Bool) throws -> Bool {
        for item in items {
            switch item {
            case .literal(let s): out += s
            case .optional(let inner):
                var section = ""
                if try print(inner, temporal, &section, optional: true) { out += section }
            case .number(let n):
                guard let raw = Self.value(of: n.field, in: temporal) else {
                    if optional { return false }
                    throw UnsupportedTemporalTypeException("Unsupported field: \(n.field.rawValue)")
                }
                var value = raw
                if let base = n.reducedBase {
                    value = (value >= base && value < base + 100) ? Swift.abs(value) % 100 : Swift.abs(value) % 100
                }
                let digits = value == .min ? "9223372036854775808" : String(value.magnitude)
                if digits.count > n.maxWidth {
                    throw DateTimeException("Field \(n.field.rawValue) cannot be printed as the value \(value) exceeds the maximum print width of \(n.maxWidth)")
                }
                if value >= 0 {
                    if n.sign == .exceedsPad && n.minWidth < 19 && digits.count > n.minWidth { out += "+" }
                } else {
                    if n.sign == .notNegative {
                        throw DateTimeException("Field \(n.field.rawValue) cannot be printed as the value \(value) cannot be negative according to the SignStyle")
                    }
                    out += "-"
                }
                if digits.count < n.minWidth { out += String(repeating: "0", count: n.minWidth - digits.count) }
                out += digits
            case .text(let field, let style):
                guard let value = Self.value(of: field, in: temporal) else {
                    if optional { return false }
                    throw UnsupportedTemporalTypeException("Unsupported field: \(field.rawValue)")
                }
                out += Self.text(field, value, style)
            case .zone(let zoneItem):
                if try !printZone(zoneItem, temporal, &out, optional: optional) { return false }
            case .fraction(let minWidth, let maxWidth, let decimalPoint):
                guard let nano = Self.value(of: .nanoOfSecond, in: temporal) else {
                    if optional { return false }
                    throw UnsupportedTemporalTypeException("Unsupported field: NanoOfSecond")
                }
                var digits = String(String(nano + 1_000_000_000).dropFirst())
                while digits.hasSuffix("0") { digits.removeLast() }
                if digits.isEmpty {
                    if minWidth > 0 {
                        if decimalPoint { out += "." }
                        out += String(repeating: "0", count: minWidth)
                    }
                } else {
                    let scale = min(max(digits.count, minWidth), maxWidth)
                    let padded = digits + String(repeating: "0", count: max(0, scale - digits.count))
                    if decimalPoint { out += "." }
                    out += padded.prefix(scale)
                }
            }
        }
        return true
    }

    static func text(_ field: Field, _ value: Int64, _ style: TextStyle) -> String {
        switch field {
        case .monthOfYear:
            let m = JavaMonth.all[Int(value) - 1]
            return style == .full ? m.fullName : (style == .short ? m.shortName : String(m.fullName.prefix(1)))
        case .dayOfWeek:
            let d = JavaDayOfWeek.all[Int(value) - 1]
            return style == .full ? d.fullName : (style == .short ? d.shortName : String(d.fullName.prefix(1)))
        default:
            return value == 0 ? (style == .narrow ? "a" : "AM") : (style == .narrow ? "p" : "PM")
        }
    }

    // MARK: Parsing

    struct Parsed {
        var fields: [(Field, Int64)] = []
        var date: JavaLocalDate?
        var time: JavaLocalTime?

        func value(_ f: Field) -> Int64? { fields.first { $0.0 == f }?.1 }
        mutating func remove(_ f: Field) -> Int64? {
            guard let i = fields.firstIndex(where: { $0.0 == f }) else { return nil }
            return fields.remove(at: i).1
        }
        mutating func set(_ f: Field, _ v: Int64) {
            if let i = fields.firstIndex(where: { $0.0 == f }) { fields[i].1 = v } else { fields.append((f, v)) }
        }

        /// Java's `Parsed.toString()`: the unresolved fields, the chronology, what was resolved.
        var javaDescription: String {
            var text = "{" + fields.map { "\($0.0.rawValue)=\($0.1)" }.joined(separator: ", ") + "},ISO"
            if date != nil || time != nil {
                text += " resolved to "
                if let date {
                    text += date.toString()
                    if let time { text += "T" + time.toString() }
                } else if let time {
                    text += time.toString()
                }
            }
            return text
        }
    }

    private func abbreviated(_ text: String) -> String { Self.abbreviatedText(text) }

    /// Parse messages quote at most 64 characters of the text.
    static func abbreviatedText(_ text: String) -> String {
        let units = Array(text.utf16)
        if units.count > 64 { return String(utf16CodeUnits: Array(units[0..<64]), count: 64) + "..." }
        return text
    }

    /// Parses `text`, resolves its fields and gives them to `query` (nil: the query cannot be answered).
    func parseResolved<T>(_ text: String?, query: String, _ extract: (Parsed) throws -> T?) throws -> T? {
        guard let text else { throw NullPointerException("text") }
        let units = Array(text.utf16)
        var parsed = Parsed()
        let end = parse(items, units, 0, &parsed)
        if end < 0 {
            let index = ~end
            throw DateTimeParseException("Text '\(abbreviated(text))' could not be parsed at index \(index)", text, Int32(index))
        }
        if end < units.count {
            throw DateTimeParseException("Text '\(abbreviated(text))' could not be parsed, unparsed text found at index \(end)", text, Int32(end))
        }
        do {
            try resolve(&parsed)
            guard let result = try extract(parsed) else {
                throw DateTimeException("Unable to obtain \(query) from TemporalAccessor: \(parsed.javaDescription) of type java.time.format.Parsed")
            }
            return result
        } catch let e as DateTimeException {
            throw DateTimeParseException("Text '\(abbreviated(text))' could not be parsed: \(e.getMessage() ?? "null")", text, 0, e)
        } catch let e as ArithmeticException {
            throw DateTimeParseException("Text '\(abbreviated(text))' could not be parsed: \(e.getMessage() ?? "null")", text, 0, e)
        }
    }

    /// The position after the items, or ~index of the failure.
    func parse(_ items: [Item], _ text: [UInt16], _ start: Int, _ parsed: inout Parsed) -> Int {
        var pos = start
        for item in items {
            switch item {
            case .literal(let s):
                let lit = Array(s.utf16)
                if pos + lit.count > text.count || Array(text[pos..<(pos + lit.count)]) != lit { return ~pos }
                pos += lit.count
            case .zone:
                return untranslated("parsing offsets and zones with a DateTimeFormatter pattern (OffsetDateTime.parse and ZonedDateTime.parse read the ISO forms)")
            case .optional(let inner):
                var copy = parsed
                let r = parse(inner, text, pos, &copy)
                if r >= 0 {
                    parsed = copy
                    pos = r
                }
            case .number(let n):
                let r = parseNumber(n, text, pos, &parsed)
                if r < 0 { return r }
                pos = r
            case .text(let field, let style):
                let count: Int64 = field == .monthOfYear ? 12 : (field == .dayOfWeek ? 7 : 2)
                var best: (Int64, Int)? = nil
                for v in (field == .amPmOfDay ? 0 : 1)...(field == .amPmOfDay ? 1 : count) {
                    let name = Array(Self.text(field, v, style).utf16)
                    if pos + name.count <= text.count && Array(text[pos..<(pos + name.count)]) == name {
                        if best == nil || name.count > best!.1 { best = (v, name.count) }
                    }
                }
                guard let (v, length) = best else { return ~pos }
                if let old = parsed.value(field), old != v { return ~pos }
                parsed.set(field, v)
                pos += length
            case .fraction(let minWidth, let maxWidth, let decimalPoint):
                var p = pos
                if decimalPoint {
                    if p == text.count || text[p] != 46 {
                        if minWidth > 0 { return ~p }
                        continue
                    }
                    p += 1
                }
                let minEnd = p + minWidth
                if minEnd > text.count { return ~p }
                let maxEnd = min(p + maxWidth, text.count)
                var total: Int64 = 0
                var q = p
                while q < maxEnd, let digit = Self.digit(text[q]) {
                    total = total * 10 + Int64(digit)
                    q += 1
                }
                if q < minEnd { return ~p }
                var scaled = total
                for _ in 0..<(9 - (q - p)) { scaled *= 10 }
                parsed.set(.nanoOfSecond, scaled)
                pos = q
            }
        }
        return pos
    }

    static func digit(_ unit: UInt16) -> Int? { unit >= 48 && unit <= 57 ? Int(unit - 48) : nil }

    /// Java's NumberPrinterParser.parse (strict): the sign rules of the style, adjacent value widths.
    private func parseNumber(_ n: Number, _ text: [UInt16], _ start: Int, _ parsed: inout Parsed) -> Int {
        var position = start
        let length = text.count
        if position == length { return ~position }
        let sign = text[position]
        var negative = false, positive = false
        let fixed = n.isFixedWidth
        if n.reducedBase == nil {
            if sign == 43 {  // +
                let ok: Bool = n.sign == .exceedsPad ? true : (n.sign == .normal ? !strictParsing : false)
                if !ok { return ~position }
                positive = true
                position += 1
            } else if sign == 45 {  // -
                let ok: Bool = n.sign == .notNegative ? false : true
                if !ok { return ~position }
                negative = true
                position += 1
            }
        }
        _ = fixed
        let effMinWidth = n.minWidth
        var effMaxWidth = n.maxWidth + max(n.subsequentWidth, 0)
        let minEndPos = position + effMinWidth
        if minEndPos > length { return ~position }
        var total: Int64 = 0
        var overflow = false
        var pos = position
        for pass in 0..<2 {
            let maxEndPos = min(pos + effMaxWidth, length)
            while pos < maxEndPos {
                guard let digit = Self.digit(text[pos]) else {
                    if pos < minEndPos { return ~position }
                    break
                }
                pos += 1
                let (m, o1) = total.multipliedReportingOverflow(by: 10)
                let (a, o2) = m.addingReportingOverflow(Int64(digit))
                if o1 || o2 { overflow = true }
                total = a
            }
            if n.subsequentWidth > 0 && pass == 0 {
                let parseLen = pos - position
                effMaxWidth = max(effMinWidth, parseLen - n.subsequentWidth)
                pos = position
                total = 0
                overflow = false
            } else {
                break
            }
        }
        if pos < minEndPos { return ~position }
        if overflow { return ~(position - (negative || positive ? 1 : 0)) }
        if negative {
            if total == 0 && strictParsing { return ~(position - 1) }  // "-0" is not allowed
            total = -total
        } else if n.sign == .exceedsPad {
            let parseLen = pos - position
            if positive {
                if parseLen <= n.minWidth { return ~(position - 1) }
            } else if parseLen > n.minWidth {
                return ~position
            }
        }
        if let base = n.reducedBase, pos - position == n.minWidth, total >= 0 {
            let range: Int64 = 100
            let lastPart = base % range
            let basePart = base - lastPart
            total = base > 0 ? basePart + total : basePart - total
            if total < base { total += range }
        }
        if let old = parsed.value(n.field), old != total { return ~start }
        parsed.set(n.field, total)
        return pos
    }

    /// Parsing is always strict (case-sensitive, exact widths) for the formatters this runtime makes.
    private var strictParsing: Bool { true }

    // MARK: Resolving

    private func check(_ f: TimeField, _ v: Int64) throws -> Int32 { try f.checkInt(v) }

    func resolve(_ p: inout Parsed) throws {
        // YEAR_OF_ERA without an era: the year (SMART), or left unresolved (STRICT).
        if let yoe = p.value(.yearOfEra) {
            try TimeField.yearOfEra.check(yoe)
            if !strict {
                _ = p.remove(.yearOfEra)
                let year = p.value(.year)
                if year == nil {
                    p.set(.year, yoe)
                } else if year != yoe {
                    throw DateTimeException("Conflict found: Year \(year!) differs from Year \(yoe)")
                }
            }
        }
        if let y = p.value(.year), let moy = p.value(.monthOfYear), let dom = p.value(.dayOfMonth) {
            _ = p.remove(.year); _ = p.remove(.monthOfYear); _ = p.remove(.dayOfMonth)
            let year = try check(.year, y)
            let month = try check(.monthOfYear, moy)
            var day = try check(.dayOfMonth, dom)
            if !strict {
                if month == 4 || month == 6 || month == 9 || month == 11 {
                    day = min(day, 30)
                } else if month == 2 {
                    day = min(day, JavaLocalDate.isLeap(Int64(year)) ? 29 : 28)
                }
            }
            p.date = try JavaLocalDate.create(year, month, day)
        } else if let y = p.value(.year), let doy = p.value(.dayOfYear) {
            _ = p.remove(.year); _ = p.remove(.dayOfYear)
            p.date = try JavaLocalDate.ofYearDay(try check(.year, y), try check(.dayOfYear, doy))
        }
        // Time: clock hours and AM/PM to the hour of day, then the time.
        if let k = p.remove(.clockHourOfDay) {
            try TimeField.clockHourOfDay.check(k)
            p.set(.hourOfDay, k == 24 ? 0 : k)
        }
        if let h = p.value(.clockHourOfAmPm) {
            try TimeField.clockHourOfAmPm.check(h)
            _ = p.remove(.clockHourOfAmPm)
            p.set(.hourOfAmPm, h == 12 ? 0 : h)
        }
        if let ap = p.value(.amPmOfDay), let hap = p.value(.hourOfAmPm) {
            try TimeField.amPmOfDay.check(ap)
            try TimeField.hourOfAmPm.check(hap)
            _ = p.remove(.amPmOfDay); _ = p.remove(.hourOfAmPm)
            p.set(.hourOfDay, ap * 12 + hap)
        }
        var excessDay = false
        if let hod = p.value(.hourOfDay) {
            let moh = p.value(.minuteOfHour), som = p.value(.secondOfMinute), nos = p.value(.nanoOfSecond)
            let skip = (moh == nil && (som != nil || nos != nil)) || (moh != nil && som == nil && nos != nil)
            if !skip {
                _ = p.remove(.hourOfDay); _ = p.remove(.minuteOfHour); _ = p.remove(.secondOfMinute); _ = p.remove(.nanoOfSecond)
                let m = try check(.minuteOfHour, moh ?? 0)
                let s = try check(.secondOfMinute, som ?? 0)
                let n = try check(.nanoOfSecond, nos ?? 0)
                if !strict && hod == 24 && m == 0 && s == 0 && n == 0 {
                    p.time = JavaLocalTime.midnight
                    excessDay = true
                } else {
                    p.time = JavaLocalTime(unchecked: try check(.hourOfDay, hod), m, s, n)
                }
            }
        }
        if excessDay, let date = p.date { p.date = try date.plusDays(1) }
        // A parsed day of week must agree with the date.
        if let date = p.date, let dow = p.value(.dayOfWeek) {
            let actual = Int64(date.dayOfWeek.getValue())
            if dow != actual {
                throw DateTimeException("Conflict found: Field DayOfWeek \(actual) differs from DayOfWeek \(dow) derived from \(date.toString())")
            }
            _ = p.remove(.dayOfWeek)
        }
    }

    // MARK: Object

    public func toString() -> String { Self.describe(items) }
    public var description: String { toString() }

    static func describe(_ items: [Item]) -> String {
        items.map { item -> String in
            switch item {
            case .literal(let s):
                return s == "'" ? "''" : "'" + s.replacingQuotesForDescription() + "'"
            case .number(let n):
                if let base = n.reducedBase { return "ReducedValue(\(n.field.rawValue),2,2,\(base)-01-01)" }
                if n.minWidth == 1 && n.maxWidth == 19 && n.sign == .normal { return "Value(\(n.field.rawValue))" }
                if n.minWidth == n.maxWidth && n.sign == .notNegative { return "Value(\(n.field.rawValue),\(n.minWidth))" }
                return "Value(\(n.field.rawValue),\(n.minWidth),\(n.maxWidth),\(n.sign.rawValue))"
            case .text(let field, let style):
                return style == .full ? "Text(\(field.rawValue))" : "Text(\(field.rawValue),\(style == .short ? "SHORT" : "NARROW"))"
            case .fraction(let minWidth, let maxWidth, let decimalPoint):
                return "Fraction(NanoOfSecond,\(minWidth),\(maxWidth)\(decimalPoint ? ",DecimalPoint" : ""))"
            case .optional(let inner):
                return "[" + describe(inner) + "]"
            case .zone(.offset(let type, let zero)):
                return "Offset(\(offsetPatterns[type]),'\(zero.replacingOccurrences(of: "'", with: "''"))')"
            case .zone(.localizedOffset(let full)): return "LocalizedOffset(\(full ? "FULL" : "SHORT"))"
            case .zone(.zoneId(let regionOnly)): return regionOnly ? "ZoneRegionId()" : "ZoneId()"
            case .zone(.zoneText(let full)): return "ZoneText(\(full ? "FULL" : "SHORT"))"
            case .zone(.instant): return "ParseCaseSensitive(false)(Value(Year,4,10,EXCEEDS_PAD)'-'Value(MonthOfYear,2)'-'Value(DayOfMonth,2))'T'(Value(HourOfDay,2)':'Value(MinuteOfHour,2)[':'Value(SecondOfMinute,2)[Fraction(NanoOfSecond,0,9,DecimalPoint)]])Instant()"
            }
        }.joined()
    }
}

extension String {
    /// The text of a quoted pattern literal: `''` stands for one quote.
    fileprivate func replacingOccurrencesOfQuotes() -> String {
        var out = ""
        var previousQuote = false
        for c in self {
            if c == "'" {
                if previousQuote { previousQuote = false; continue }
                previousQuote = true
            } else {
                previousQuote = false
            }
            out.append(c)
        }
        return out
    }

    fileprivate func replacingQuotesForDescription() -> String {
        var out = ""
        for c in self {
            out.append(c)
            if c == "'" { out.append("'") }
        }
        return out
    }
}

extension JavaDateTimeFormatter {
    /// ISO_OFFSET_DATE_TIME: ISO_LOCAL_DATE_TIME and an offset (`Z`, `+HH:MM`, `+HH:MM:ss`), letters in any case;
    /// Java's messages and indexes.
    static func parseOffsetDateTime(_ text: String) throws -> (JavaLocalDateTime, Int32) {
        let (dateTime, offset, _) = try parseOffsetDateTime(text, zoneAllowed: false)
        return (dateTime, offset)
    }

    /// With `zoneAllowed`, ISO_ZONED_DATE_TIME: an optional `[zone]` after the offset.
    static func parseOffsetDateTime(_ text: String, zoneAllowed: Bool) throws -> (JavaLocalDateTime, Int32, JavaZoneId?) {
        // Java parses the ISO formats without case: `t` and `z` are `T` and `Z`.
        let units = Array(text.utf16).map { $0 == 0x74 ? 0x54 : ($0 == 0x7A ? 0x5A : $0) }
        let quoted = abbreviatedText(text)
        var parsed = Parsed()
        let end = isoLocalDateTime.parse(isoLocalDateTime.items, units, 0, &parsed)
        if end < 0 { throw DateTimeParseException("Text '\(quoted)' could not be parsed at index \(~end)", text, Int32(~end)) }
        func digits(_ at: Int) -> Int? {
            guard at + 1 < units.count, (48...57).contains(units[at]), (48...57).contains(units[at + 1]) else { return nil }
            return Int(units[at] - 48) * 10 + Int(units[at + 1] - 48)
        }
        var index = end
        var offset = 0
        if index < units.count && units[index] == 0x5A {
            index += 1
        } else if index < units.count && (units[index] == 0x2B || units[index] == 0x2D), let hours = digits(index + 1) {
            // The offset is read leniently: +HH, then :mm and :ss where present.
            var minutes = 0, seconds = 0
            var next = index + 3
            if next < units.count, units[next] == 0x3A, let m = digits(next + 1) {
                minutes = m
                next += 3
                if next < units.count, units[next] == 0x3A, let s = digits(next + 1) {
                    seconds = s
                    next += 3
                }
            }
            if hours > 23 || minutes > 59 || seconds > 59 {
                throw DateTimeParseException("Text '\(quoted)' could not be parsed: Value out of range: Hour[0-23], Minute[0-59], Second[0-59]", text, Int32(index))
            }
            offset = (units[index] == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
            index = next
        } else {
            throw DateTimeParseException("Text '\(quoted)' could not be parsed at index \(end)", text, Int32(end))
        }
        var zone: JavaZoneId?
        if zoneAllowed && index < units.count && units[index] == 0x5B, let close = units[index...].firstIndex(of: 0x5D),
           let found = try? JavaZoneId.parseId(String(decoding: units[(index + 1)..<close], as: UTF16.self)) {
            zone = found
            index = close + 1
        }
        if index < units.count {
            throw DateTimeParseException("Text '\(quoted)' could not be parsed, unparsed text found at index \(index)", text, Int32(index))
        }
        do {
            try isoLocalDateTime.resolve(&parsed)
            if abs(offset) > 64_800 { throw DateTimeException("Zone offset not in valid range: -18:00 to +18:00") }
            guard let date = parsed.date, let time = parsed.time else {
                throw DateTimeException("Unable to obtain OffsetDateTime from TemporalAccessor: \(parsed.javaDescription) of type java.time.format.Parsed")
            }
            return (JavaLocalDateTime(date, time), Int32(offset), zone)
        } catch let e as DateTimeException {
            throw DateTimeParseException("Text '\(quoted)' could not be parsed: \(e.getMessage() ?? "null")", text, 0, e)
        }
    }
}

extension JavaDateTimeFormatter {
    /// Prints an offset or zone item; false when an optional section lacks it.
    func printZone(_ item: ZoneItem, _ temporal: Any, _ out: inout String, optional: Bool) throws -> Bool {
        let offset: Int32?, zone: JavaZoneId?, instant: JavaInstant?
        switch temporal {
        case let z as JavaZonedDateTime: (offset, zone, instant) = (z.offset.totalSeconds, z.zone, z.toInstantValue())
        case let o as JavaOffsetDateTime: (offset, zone, instant) = (o.offset.totalSeconds, nil, o.toInstantValue())
        case let i as JavaInstant: (offset, zone, instant) = (nil, nil, i)
        default: (offset, zone, instant) = (nil, nil, nil)
        }
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        switch item {
        case .offset(let type, let noOffsetText):
            guard let total = offset else {
                if optional { return false }
                throw UnsupportedTemporalTypeException("Unsupported field: OffsetSeconds")
            }
            if total == 0 {
                out += noOffsetText
                return true
            }
            let pattern = Self.offsetPatterns[type]
            let colon = pattern.contains(":")
            let hours = abs(total / 3600 % 100), minutes = abs(total / 60 % 60), seconds = abs(total % 60)
            var text = (total < 0 ? "-" : "+") + two(hours)
            var output = hours
            if (type >= 3 && type <= 8) || (type >= 9 && seconds > 0) || (type >= 1 && minutes > 0) {
                text += (colon ? ":" : "") + two(minutes)
                output += minutes
                if type == 7 || type == 8 || (type >= 5 && seconds > 0) {
                    text += (colon ? ":" : "") + two(seconds)
                    output += seconds
                }
            }
            out += output == 0 ? noOffsetText : text
        case .localizedOffset(let full):
            guard let total = offset else {
                if optional { return false }
                throw UnsupportedTemporalTypeException("Unsupported field: OffsetSeconds")
            }
            out += "GMT"
            if total != 0 {
                let hours = abs(total / 3600 % 100), minutes = abs(total / 60 % 60), seconds = abs(total % 60)
                out += (total < 0 ? "-" : "+") + (full ? two(hours) : "\(hours)")
                if full || minutes != 0 || seconds != 0 {
                    out += ":" + two(minutes)
                    if seconds != 0 { out += ":" + two(seconds) }
                }
            }
        case .zoneId(let regionOnly):
            guard let zone else {
                if optional { return false }
                throw DateTimeException("Unable to extract ZoneId from temporal \(javaStringOf(temporal))")
            }
            if regionOnly && zone is JavaZoneOffset { return false }  // only inside an optional section
            out += zone.id
        case .zoneText(let full):
            guard let zone, let instant else {
                if optional { return false }
                throw DateTimeException("Unable to extract ZoneId from temporal \(javaStringOf(temporal))")
            }
            guard !(zone is JavaZoneOffset), let java = JavaTimeZone.javaZones[zone.id] else {
                out += zone.id
                return true
            }
            let daylight = zone.rules.isDaylightTime(atEpochSecond: instant.seconds)
            out += full ? (daylight ? java.longDaylight : java.longStandard) : (daylight ? java.daylight : java.standard)
        case .instant:
            guard let instant else {
                if optional { return false }
                throw UnsupportedTemporalTypeException("Unsupported field: InstantSeconds")
            }
            out += instant.toString()
        }
        return true
    }

    static let isoOffsetDateTime = JavaDateTimeFormatter(isoLocalDateTime.items + [.zone(.offset(type: 6, noOffsetText: "Z"))], strict: true)
    static let isoZonedDateTime = JavaDateTimeFormatter(isoOffsetDateTime.items + [.optional([.literal("["), .zone(.zoneId(regionOnly: true)), .literal("]")])], strict: true)
    static let isoDateTime = JavaDateTimeFormatter(isoLocalDateTime.items + [.optional([.zone(.offset(type: 6, noOffsetText: "Z")), .optional([.literal("["), .zone(.zoneId(regionOnly: true)), .literal("]")])])], strict: true)
    static let isoInstant = JavaDateTimeFormatter([.zone(.instant)], strict: true)
    public static let ISO_OFFSET_DATE_TIME: JavaDateTimeFormatter? = isoOffsetDateTime
    public static let ISO_ZONED_DATE_TIME: JavaDateTimeFormatter? = isoZonedDateTime
    public static let ISO_DATE_TIME: JavaDateTimeFormatter? = isoDateTime
    public static let ISO_INSTANT: JavaDateTimeFormatter? = isoInstant
}
