import Foundation

/// `java.time.Instant`: seconds since 1970-01-01T00:00Z and a nanosecond within the second, with Java's
/// arithmetic, ISO strings (`2024-07-03T09:46:40.500Z`), parsing and hash code.
public final class JavaInstant: JavaObject, JavaComparable, JavaTemporal, CustomStringConvertible, @unchecked Sendable {
    public let seconds: Int64
    public let nanos: Int32

    static let minSecond: Int64 = -31_557_014_167_219_200
    static let maxSecond: Int64 = 31_556_889_864_403_199
    static let nanosPerSecond: Int64 = 1_000_000_000

    init(unchecked seconds: Int64, _ nanos: Int32) {
        self.seconds = seconds
        self.nanos = nanos
    }

    static func create(_ seconds: Int64, _ nanos: Int64) throws -> JavaInstant {
        guard seconds >= minSecond && seconds <= maxSecond else {
            throw DateTimeException("Instant exceeds minimum or maximum instant")
        }
        return JavaInstant(unchecked: seconds, Int32(nanos))
    }

    public static let EPOCH: JavaInstant? = JavaInstant(unchecked: 0, 0)

    public static func now() -> JavaInstant? {
        let interval = Date().timeIntervalSince1970
        let micros = Int64((interval * 1_000_000).rounded(.down))
        return JavaInstant(unchecked: floorDiv(micros, 1_000_000), Int32(floorMod(micros, 1_000_000) * 1000))
    }

    public static func ofEpochMilli(_ millis: Int64) throws -> JavaInstant? {
        try create(floorDiv(millis, 1000), floorMod(millis, 1000) * 1_000_000)
    }

    public static func ofEpochSecond(_ seconds: Int64) throws -> JavaInstant? { try create(seconds, 0) }

    public static func ofEpochSecond(_ seconds: Int64, _ nanoAdjustment: Int64) throws -> JavaInstant? {
        try create(JavaMath.addExact(seconds, floorDiv(nanoAdjustment, nanosPerSecond)), floorMod(nanoAdjustment, nanosPerSecond))
    }

    // MARK: Fields

    public func getEpochSecond() -> Int64 { seconds }
    public func getNano() -> Int32 { nanos }

    public func toEpochMilli() throws -> Int64 {
        if seconds < 0 && nanos > 0 {
            let millis = try JavaMath.multiplyExact(seconds + 1, 1000)
            return try JavaMath.addExact(millis, Int64(nanos / 1_000_000 - 1000))
        }
        return try JavaMath.addExact(JavaMath.multiplyExact(seconds, 1000), Int64(nanos / 1_000_000))
    }

    // MARK: Arithmetic

    func plus(_ secondsToAdd: Int64, _ nanosToAdd: Int64) throws -> JavaInstant {
        if secondsToAdd == 0 && nanosToAdd == 0 { return self }
        let epochSecond = try JavaMath.addExact(JavaMath.addExact(seconds, secondsToAdd), nanosToAdd / Self.nanosPerSecond)
        let adjustment = Int64(nanos) + nanosToAdd % Self.nanosPerSecond
        return try Self.ofEpochSecond(epochSecond, adjustment)!
    }

    public func plusSeconds(_ n: Int64) throws -> JavaInstant? { try plus(n, 0) }
    public func plusMillis(_ n: Int64) throws -> JavaInstant? { try plus(n / 1000, (n % 1000) * 1_000_000) }
    public func plusNanos(_ n: Int64) throws -> JavaInstant? { try plus(0, n) }
    public func minusSeconds(_ n: Int64) throws -> JavaInstant? { n == .min ? try plus(.max, 0).plus(1, 0) : try plus(-n, 0) }
    public func minusMillis(_ n: Int64) throws -> JavaInstant? { n == .min ? try plusMillis(.max)!.plusMillis(1) : try plusMillis(-n) }
    public func minusNanos(_ n: Int64) throws -> JavaInstant? { n == .min ? try plus(0, .max).plus(0, 1) : try plus(0, -n) }

    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaInstant? {
        let unit = try requireUnit(unit)
        switch unit.enumOrdinal {
        case 0: return try plusNanos(amount)
        case 1: return try plus(amount / 1_000_000, (amount % 1_000_000) * 1000)
        case 2: return try plusMillis(amount)
        case 3: return try plusSeconds(amount)
        case 4: return try plusSeconds(JavaMath.multiplyExact(amount, 60))
        case 5: return try plusSeconds(JavaMath.multiplyExact(amount, 3600))
        case 6: return try plusSeconds(JavaMath.multiplyExact(amount, 43200))
        case 7: return try plusSeconds(JavaMath.multiplyExact(amount, 86400))
        default: throw unsupportedUnit(unit)
        }
    }

    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaInstant? {
        amount == .min ? try plus(.max, unit)!.plus(1, unit) : try plus(-amount, unit)
    }

    public func plus(_ amount: Any?) throws -> JavaInstant? {
        guard let duration = javaFlatten(amount) as? JavaDuration else {
            if javaFlatten(amount) == nil { throw NullPointerException("amountToAdd") }
            return untranslated("Instant.plus of a TemporalAmount other than Duration")
        }
        return try plus(duration.seconds, Int64(duration.nanos))
    }

    public func minus(_ amount: Any?) throws -> JavaInstant? {
        guard let duration = javaFlatten(amount) as? JavaDuration else {
            if javaFlatten(amount) == nil { throw NullPointerException("amountToSubtract") }
            return untranslated("Instant.minus of a TemporalAmount other than Duration")
        }
        if duration.seconds == .min { return try plus(.max, -Int64(duration.nanos)).plus(1, 0) }
        return try plus(-duration.seconds, -Int64(duration.nanos))
    }

    public func truncatedTo(_ unit: JavaChronoUnit?) throws -> JavaInstant? {
        let unit = try requireUnit(unit)
        if unit.enumOrdinal == 0 { return self }
        let unitDuration = unit.getDuration()!
        if unitDuration.seconds > 86400 { throw UnsupportedTemporalTypeException("Unit is too large to be used for truncation") }
        let dur = unitDuration.seconds * Self.nanosPerSecond + Int64(unitDuration.nanos)
        if (86400 * Self.nanosPerSecond) % dur != 0 {
            throw UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder")
        }
        let nod = (seconds % 86400) * Self.nanosPerSecond + Int64(nanos)
        let result = floorDiv(nod, dur) * dur
        return try plusNanos(result - nod)
    }

    public func until(_ end: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64 {
        guard let end = javaFlatten(end) else { throw NullPointerException("endExclusive") }
        guard let other = end as? JavaInstant ?? (end as? JavaZonedDateTime)?.toInstantValue() else {
            return untranslated("Instant.until of a temporal other than Instant and ZonedDateTime")
        }
        let unit = try requireUnit(unit)
        func nanosUntil() throws -> Int64 {
            let secs = try JavaMath.subtractExact(other.seconds, seconds)
            return try JavaMath.addExact(JavaMath.multiplyExact(secs, Self.nanosPerSecond), Int64(other.nanos - nanos))
        }
        func secondsUntil() throws -> Int64 {
            var secs = try JavaMath.subtractExact(other.seconds, seconds)
            let nanosDiff = other.nanos - nanos
            if secs > 0 && nanosDiff < 0 { secs -= 1 } else if secs < 0 && nanosDiff > 0 { secs += 1 }
            return secs
        }
        switch unit.enumOrdinal {
        case 0: return try nanosUntil()
        case 1: return try nanosUntil() / 1000
        case 2: return try JavaMath.subtractExact(other.toEpochMilli(), toEpochMilli())
        case 3: return try secondsUntil()
        case 4: return try secondsUntil() / 60
        case 5: return try secondsUntil() / 3600
        case 6: return try secondsUntil() / 43200
        case 7: return try secondsUntil() / 86400
        default: throw unsupportedUnit(unit)
        }
    }

    public func atZone(_ zone: JavaZoneId?) throws -> JavaZonedDateTime? { try JavaZonedDateTime.ofInstant(self, zone) }

    // MARK: Comparison

    /// Java's order: `Long.compare` of the seconds, then the difference of the nanoseconds.
    func compare(_ other: JavaInstant) -> Int32 {
        seconds != other.seconds ? (seconds < other.seconds ? -1 : 1) : nanos - other.nanos
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let instant: JavaInstant = try javaCompareToArgument(other, javaClass: "java.time.Instant")
        return compare(instant)
    }

    public func isBefore(_ other: JavaInstant?) throws -> Bool { try compareTo(other) < 0 }
    public func isAfter(_ other: JavaInstant?) throws -> Bool { try compareTo(other) > 0 }

    public func equals(_ other: Any?) throws -> Bool {
        guard let instant = javaFlatten(other) as? JavaInstant else { return false }
        return instant.seconds == seconds && instant.nanos == nanos
    }

    public func hashCode() throws -> Int32 {
        Int32(truncatingIfNeeded: seconds ^ Int64(bitPattern: UInt64(bitPattern: seconds) >> 32)) &+ 51 &* nanos
    }

    // MARK: Text

    /// `DateTimeFormatter.ISO_INSTANT`: seconds always, the fraction in groups of three digits.
    public func toString() -> String {
        let epochDay = floorDiv(seconds, 86400), secondOfDay = floorMod(seconds, 86400)
        guard let date = try? JavaLocalDate.fromEpochDay(epochDay), date.year >= 0 && date.year <= 9999 else {
            return untranslated("Instant.toString() outside the years 0000-9999")
        }
        let time = JavaLocalTime(unchecked: Int32(secondOfDay / 3600), Int32(secondOfDay / 60 % 60), Int32(secondOfDay % 60), 0)
        var text = date.toString() + "T" + time.toString()
        if time.second == 0 { text += ":00" }
        if nanos > 0 {
            if nanos % 1_000_000 == 0 {
                text += "." + String(String(nanos / 1_000_000 + 1000).dropFirst())
            } else if nanos % 1000 == 0 {
                text += "." + String(String(nanos / 1000 + 1_000_000).dropFirst())
            } else {
                text += "." + String(String(nanos + 1_000_000_000).dropFirst())
            }
        }
        return text + "Z"
    }

    public var description: String { toString() }

    /// `Instant.parse`: ISO_INSTANT (date, `T`, time with seconds, optional fraction, `Z` or an offset; letters in
    /// any case). Values a date cannot have fail at index 0, as in Java.
    public static func parse(_ text: String?) throws -> JavaInstant? {
        guard let text else { throw NullPointerException("text") }
        let original = Array(text.utf16)
        // Java parses ISO_INSTANT without case: `t` and `z` are `T` and `Z`.
        let units = original.map { $0 == 0x74 ? 0x54 : ($0 == 0x7A ? 0x5A : $0) }
        func failure(_ index: Int) -> DateTimeParseException {
            DateTimeParseException("Text '\(JavaDateTimeFormatter.abbreviatedText(text))' could not be parsed at index \(index)", text, Int32(index))
        }
        let fieldItems = JavaDateTimeFormatter.isoLocalDate.items + [
            .literal("T"), .number(.init(.hourOfDay, 2, 2, .notNegative)), .literal(":"),
            .number(.init(.minuteOfHour, 2, 2, .notNegative)), .literal(":"), .number(.init(.secondOfMinute, 2, 2, .notNegative)),
            .fraction(minWidth: 0, maxWidth: 9, decimalPoint: true),
        ]
        var parsed = JavaDateTimeFormatter.Parsed()
        let end = JavaDateTimeFormatter.isoLocalDate.parse(fieldItems, units, 0, &parsed)
        if end < 0 { throw failure(~end) }
        // The offset: Z, or +HH:MM with optional :ss.
        var index = end
        var offsetSeconds = 0
        func twoDigits(_ at: Int) -> Int? {
            guard at + 1 < units.count, let a = JavaSimpleDateFormat.digitValue(units[at]), let b = JavaSimpleDateFormat.digitValue(units[at + 1]),
                  units[at] < 128, units[at + 1] < 128 else { return nil }
            return a * 10 + b
        }
        guard index < units.count else { throw failure(index) }
        if units[index] == 0x5A {
            index += 1
        } else if units[index] == 0x2B || units[index] == 0x2D {
            let sign = units[index] == 0x2D ? -1 : 1
            guard let h = twoDigits(index + 1), index + 3 < units.count, units[index + 3] == 0x3A, let m = twoDigits(index + 4) else {
                throw failure(index)
            }
            var s = 0
            var next = index + 6
            if next < units.count, units[next] == 0x3A, let sec = twoDigits(next + 1) {
                s = sec
                next += 3
            }
            offsetSeconds = sign * (h * 3600 + m * 60 + s)
            index = next
        } else {
            throw failure(index)
        }
        if index < units.count {
            throw DateTimeParseException("Text '\(JavaDateTimeFormatter.abbreviatedText(text))' could not be parsed, unparsed text found at index \(index)", text, Int32(index))
        }
        guard let year = parsed.value(.year), let month = parsed.value(.monthOfYear), let day = parsed.value(.dayOfMonth),
              var hour = parsed.value(.hourOfDay), let minute = parsed.value(.minuteOfHour), var second = parsed.value(.secondOfMinute) else {
            throw failure(0)
        }
        let nano = parsed.value(.nanoOfSecond) ?? 0
        var days: Int64 = 0
        if hour == 24 && minute == 0 && second == 0 && nano == 0 {
            hour = 0
            days = 1
        } else if hour == 23 && minute == 59 && second == 60 {
            second = 59
        }
        guard abs(offsetSeconds) <= 18 * 3600, year >= -999_999_999, year <= 999_999_999,
              let date = try? JavaLocalDate.create(Int32(year % 10_000), Int32(clamping: month), Int32(clamping: day)),
              let time = try? JavaLocalTime.create(Int32(hour), Int32(clamping: minute), Int32(clamping: second), 0),
              let shifted = try? date.plusDays(days) else {
            throw failure(0)
        }
        let epochSecond = shifted.toEpochDay() * 86400 + Int64(time.toSecondOfDay()) - Int64(offsetSeconds) + (year / 10_000) * 315_569_520_000
        do {
            return try create(epochSecond, nano)
        } catch let e as DateTimeException {
            throw DateTimeParseException("Text '\(JavaDateTimeFormatter.abbreviatedText(text))' could not be parsed: \(e.getMessage() ?? "null")", text, 0, e)
        }
    }
}

/// A zone's rules: a fixed offset, or the system's time zone data for a region (through Foundation, which has
/// the same history java.time's tzdb has, local mean time included).
enum JavaZoneRules {
    case fixed(Int32)
    case region(TimeZone)

    /// The offset in seconds at an instant.
    func offset(atEpochSecond s: Int64) -> Int32 {
        switch self {
        case .fixed(let seconds): return seconds
        case .region(let zone): return Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(s))))
        }
    }

    /// Whether daylight time is in force at an instant (the zone's name says so).
    func isDaylightTime(atEpochSecond s: Int64) -> Bool {
        switch self {
        case .fixed: return false
        case .region(let zone): return zone.isDaylightSavingTime(for: Date(timeIntervalSince1970: Double(s)))
        }
    }

    /// The offsets a local date-time (as seconds of a UTC clock) can have: one, two in an overlap (earlier offset
    /// first), none in a gap; and the offsets before and after the change nearest to it.
    func validOffsets(localEpochSecond local: Int64) -> (valid: [Int32], before: Int32, after: Int32) {
        // Offsets stay within ±18 hours, so the instants a local time can be lie within a day of it.
        let before = offset(atEpochSecond: local - 86400), after = offset(atEpochSecond: local + 86400)
        let candidates = before == after ? [before] : [before, after]
        let valid = candidates.filter { offset(atEpochSecond: local - Int64($0)) == $0 }
        return (valid, before, after)
    }
}

/// `java.time.ZoneId`: a region (`America/New_York`, `UTC`, `UTC+01:00`) or an offset (`JavaZoneOffset`).
public class JavaZoneId: JavaObject, CustomStringConvertible, @unchecked Sendable {
    let id: String
    let rules: JavaZoneRules

    init(id: String, rules: JavaZoneRules) {
        self.id = id
        self.rules = rules
    }

    static let regionIDs: Set<String> = Set(JavaTimeZone.regionIDs.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init))

    /// `ZoneId.of(id)`: offsets, `UTC`/`GMT`/`UT` with or without an offset, and the regions of java.time's data.
    public static func of(_ zoneId: String?) throws -> JavaZoneId? {
        guard let zoneId else { throw NullPointerException("zoneId") }
        return try parseId(zoneId)
    }

    static func parseId(_ zoneId: String) throws -> JavaZoneId {
        if zoneId.utf16.count <= 1 || zoneId.hasPrefix("+") || zoneId.hasPrefix("-") { return try JavaZoneOffset.parseOffset(zoneId) }
        if zoneId.hasPrefix("UTC") || zoneId.hasPrefix("GMT") { return try withPrefix(zoneId, 3) }
        if zoneId.hasPrefix("UT") { return try withPrefix(zoneId, 2) }
        return try region(zoneId)
    }

    static func withPrefix(_ zoneId: String, _ length: Int) throws -> JavaZoneId {
        let units = Array(zoneId.utf16)
        let prefix = String(decoding: units[0..<length], as: UTF16.self)
        if units.count == length { return JavaZoneId(id: prefix, rules: .fixed(0)) }
        if units[length] != 0x2B && units[length] != 0x2D { return try region(zoneId) }
        do {
            let offset = try JavaZoneOffset.parseOffset(String(decoding: units[length...], as: UTF16.self))
            return JavaZoneId(id: offset.totalSeconds == 0 ? prefix : prefix + offset.id, rules: .fixed(offset.totalSeconds))
        } catch let e as DateTimeException {
            throw DateTimeException("Invalid ID for offset-based ZoneId: \(zoneId)", e)
        }
    }

    static func region(_ zoneId: String) throws -> JavaZoneId {
        let units = Array(zoneId.utf16)
        func letter(_ u: UInt16) -> Bool { (u >= 65 && u <= 90) || (u >= 97 && u <= 122) }
        func allowed(_ u: UInt16) -> Bool { letter(u) || (u >= 48 && u <= 57) || [0x7E, 0x2F, 0x2E, 0x5F, 0x2B, 0x2D].contains(u) }
        guard units.count >= 2, letter(units[0]), units.dropFirst().allSatisfy(allowed) else {
            throw DateTimeException("Invalid ID for region-based ZoneId, invalid format: \(zoneId)")
        }
        guard regionIDs.contains(zoneId) else { throw ZoneRulesException("Unknown time-zone ID: \(zoneId)") }
        guard let zone = TimeZone(identifier: zoneId) else {
            return untranslated("time zone \(zoneId): the system's time zone data does not know it")
        }
        return JavaZoneId(id: zoneId, rules: .region(zone))
    }

    /// `ZoneId.systemDefault()`: the default `TimeZone`'s ID, as `TimeZone.toZoneId()` maps it.
    public static func systemDefault() throws -> JavaZoneId? { try JavaTimeZone.defaultZone().toZoneId() }

    public func getId() -> String? { id }
    public func toString() -> String { id }
    public var description: String { id }

    public func equals(_ other: Any?) throws -> Bool {
        guard let zone = javaFlatten(other) as? JavaZoneId, !(zone is JavaZoneOffset), !(self is JavaZoneOffset) else {
            return false
        }
        return zone.id == id
    }

    public func hashCode() throws -> Int32 { id.javaHashCode() }
}

/// `java.time.zone.ZoneRulesException`.
open class ZoneRulesException: DateTimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.time.zone.ZoneRulesException" }
}

/// `java.time.ZoneOffset`: a fixed offset from UTC, −18:00 to +18:00, with Java's IDs (`Z`, `+05:30`).
public final class JavaZoneOffset: JavaZoneId, JavaComparable, @unchecked Sendable {
    let totalSeconds: Int32

    init(totalSeconds: Int32) {
        self.totalSeconds = totalSeconds
        super.init(id: Self.id(totalSeconds), rules: .fixed(totalSeconds))
    }

    static func id(_ totalSeconds: Int32) -> String {
        if totalSeconds == 0 { return "Z" }
        let a = abs(totalSeconds)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = (totalSeconds < 0 ? "-" : "+") + two(a / 3600) + ":" + two(a / 60 % 60)
        if a % 60 != 0 { text += ":" + two(a % 60) }
        return text
    }

    public static let UTC: JavaZoneOffset? = JavaZoneOffset(totalSeconds: 0)
    public static let MIN: JavaZoneOffset? = JavaZoneOffset(totalSeconds: -18 * 3600)
    public static let MAX: JavaZoneOffset? = JavaZoneOffset(totalSeconds: 18 * 3600)

    /// `ZoneOffset.of(offsetId)`.
    public static func ofId(_ offsetId: String?) throws -> JavaZoneOffset? {
        guard let offsetId else { throw NullPointerException("offsetId") }
        return try parseOffset(offsetId)
    }

    /// Java's `ZoneOffset.of`: `Z`, `+h`, `+hh`, `+hh:mm`, `+hhmm`, `+hh:mm:ss`, `+hhmmss`, with its messages.
    static func parseOffset(_ offsetId: String) throws -> JavaZoneOffset {
        if offsetId == "Z" { return UTC! }
        var units = Array(offsetId.utf16)
        var text = offsetId
        func number(_ pos: Int, _ precededByColon: Bool) throws -> Int32 {
            if precededByColon && units[pos - 1] != 0x3A {
                throw DateTimeException("Invalid ID for ZoneOffset, colon not found when expected: \(text)")
            }
            let a = units[pos], b = units[pos + 1]
            guard a >= 48 && a <= 57 && b >= 48 && b <= 57 else {
                throw DateTimeException("Invalid ID for ZoneOffset, non numeric characters found: \(text)")
            }
            return Int32(a - 48) * 10 + Int32(b - 48)
        }
        let hours, minutes, seconds: Int32
        switch units.count {
        case 2, 3:
            if units.count == 2 {
                units = [units[0], 0x30, units[1]]
                text = String(decoding: units, as: UTF16.self)
            }
            (hours, minutes, seconds) = (try number(1, false), 0, 0)
        case 5: (hours, minutes, seconds) = (try number(1, false), try number(3, false), 0)
        case 6: (hours, minutes, seconds) = (try number(1, false), try number(4, true), 0)
        case 7: (hours, minutes, seconds) = (try number(1, false), try number(3, false), try number(5, false))
        case 9: (hours, minutes, seconds) = (try number(1, false), try number(4, true), try number(7, true))
        default: throw DateTimeException("Invalid ID for ZoneOffset, invalid format: \(text)")
        }
        guard units[0] == 0x2B || units[0] == 0x2D else {
            throw DateTimeException("Invalid ID for ZoneOffset, plus/minus not found when expected: \(text)")
        }
        return units[0] == 0x2D ? try ofHoursMinutesSeconds(-hours, -minutes, -seconds) : try ofHoursMinutesSeconds(hours, minutes, seconds)
    }

    static func ofHoursMinutesSeconds(_ hours: Int32, _ minutes: Int32, _ seconds: Int32) throws -> JavaZoneOffset {
        if hours < -18 || hours > 18 {
            throw DateTimeException("Zone offset hours not in valid range: value \(hours) is not in the range -18 to 18")
        }
        if hours > 0 {
            if minutes < 0 || seconds < 0 { throw DateTimeException("Zone offset minutes and seconds must be positive because hours is positive") }
        } else if hours < 0 {
            if minutes > 0 || seconds > 0 { throw DateTimeException("Zone offset minutes and seconds must be negative because hours is negative") }
        } else if (minutes > 0 && seconds < 0) || (minutes < 0 && seconds > 0) {
            throw DateTimeException("Zone offset minutes and seconds must have the same sign")
        }
        if minutes < -59 || minutes > 59 {
            throw DateTimeException("Zone offset minutes not in valid range: value \(minutes) is not in the range -59 to 59")
        }
        if seconds < -59 || seconds > 59 {
            throw DateTimeException("Zone offset seconds not in valid range: value \(seconds) is not in the range -59 to 59")
        }
        if abs(hours) == 18 && (minutes | seconds) != 0 { throw DateTimeException("Zone offset not in valid range: -18:00 to +18:00") }
        return try ofTotal(hours * 3600 + minutes * 60 + seconds)
    }

    static func ofTotal(_ totalSeconds: Int32) throws -> JavaZoneOffset {
        guard abs(totalSeconds) <= 18 * 3600 else { throw DateTimeException("Zone offset not in valid range: -18:00 to +18:00") }
        return totalSeconds == 0 ? UTC! : JavaZoneOffset(totalSeconds: totalSeconds)
    }

    public static func ofHours(_ hours: Int32) throws -> JavaZoneOffset? { try ofHoursMinutesSeconds(hours, 0, 0) }
    public static func ofHoursMinutes(_ hours: Int32, _ minutes: Int32) throws -> JavaZoneOffset? { try ofHoursMinutesSeconds(hours, minutes, 0) }
    public static func ofHoursMinutesSeconds(_ h: Int32, _ m: Int32, _ s: Int32) throws -> JavaZoneOffset? { try ofHoursMinutesSeconds(h, m, s) as JavaZoneOffset }
    public static func ofTotalSeconds(_ totalSeconds: Int32) throws -> JavaZoneOffset? { try ofTotal(totalSeconds) }

    public func getTotalSeconds() -> Int32 { totalSeconds }

    /// Java orders offsets from the largest (east) to the smallest.
    public func compareTo(_ other: Any?) throws -> Int32 {
        let offset: JavaZoneOffset = try javaCompareToArgument(other, javaClass: "java.time.ZoneOffset")
        return offset.totalSeconds - totalSeconds
    }

    public override func equals(_ other: Any?) throws -> Bool {
        guard let offset = javaFlatten(other) as? JavaZoneOffset else { return false }
        return offset.totalSeconds == totalSeconds
    }

    public override func hashCode() throws -> Int32 { totalSeconds }
}

/// `java.time.ZonedDateTime`: a local date-time, its offset and its zone, with java.time's rules for gaps (moved
/// forward by the gap), overlaps (the earlier offset unless the previous one still fits) and arithmetic (dates by
/// the wall clock, times by elapsed time).
public final class JavaZonedDateTime: JavaObject, JavaDateTimeAtOffset, JavaComparable, JavaTemporal, CustomStringConvertible, @unchecked Sendable {
    public let dateTime: JavaLocalDateTime
    public let offset: JavaZoneOffset
    public let zone: JavaZoneId

    init(_ dateTime: JavaLocalDateTime, _ offset: JavaZoneOffset, _ zone: JavaZoneId) {
        self.dateTime = dateTime
        self.offset = offset
        self.zone = zone
    }

    static func localEpochSecond(_ dt: JavaLocalDateTime) -> Int64 { dt.date.toEpochDay() * 86400 + Int64(dt.time.toSecondOfDay()) }

    static func localDateTime(epochSecond: Int64, nano: Int32) throws -> JavaLocalDateTime {
        let date = try JavaLocalDate.fromEpochDay(floorDiv(epochSecond, 86400))
        let time = try JavaLocalTime.fromNanoOfDay(floorMod(epochSecond, 86400) * 1_000_000_000 + Int64(nano))
        return JavaLocalDateTime(date, time)
    }

    static func create(_ epochSecond: Int64, _ nano: Int32, _ zone: JavaZoneId) throws -> JavaZonedDateTime {
        let offset = try JavaZoneOffset.ofTotal(zone.rules.offset(atEpochSecond: epochSecond))
        return JavaZonedDateTime(try localDateTime(epochSecond: epochSecond + Int64(offset.totalSeconds), nano: nano), offset, zone)
    }

    static func ofLocal(_ dateTime: JavaLocalDateTime, _ zone: JavaZoneId, _ preferred: JavaZoneOffset?) throws -> JavaZonedDateTime {
        if let offset = zone as? JavaZoneOffset { return JavaZonedDateTime(dateTime, offset, zone) }
        let (valid, before, after) = zone.rules.validOffsets(localEpochSecond: localEpochSecond(dateTime))
        if valid.count == 1 { return JavaZonedDateTime(dateTime, try JavaZoneOffset.ofTotal(valid[0]), zone) }
        if valid.isEmpty {
            // A gap: the local time moves forward by its length, into the later offset.
            let moved = try dateTime.plusSeconds(Int64(after - before))!
            return JavaZonedDateTime(moved, try JavaZoneOffset.ofTotal(after), zone)
        }
        if let preferred, valid.contains(preferred.totalSeconds) { return JavaZonedDateTime(dateTime, preferred, zone) }
        return JavaZonedDateTime(dateTime, try JavaZoneOffset.ofTotal(valid[0]), zone)
    }

    // MARK: Creation

    public static func of(_ dateTime: JavaLocalDateTime?, _ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        guard let dateTime else { throw NullPointerException("localDateTime") }
        guard let zone else { throw NullPointerException("zone") }
        return try ofLocal(dateTime, zone, nil)
    }

    public static func of(_ date: JavaLocalDate?, _ time: JavaLocalTime?, _ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        try of(JavaLocalDateTime.of(date, time), zone)
    }

    public static func of(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32, _ second: Int32,
                          _ nano: Int32, _ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        try of(JavaLocalDateTime.of(year, month, day, hour, minute, second, nano), zone)
    }

    public static func ofInstant(_ instant: JavaInstant?, _ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        guard let instant else { throw NullPointerException("instant") }
        guard let zone else { throw NullPointerException("zone") }
        return try create(instant.seconds, instant.nanos, zone)
    }

    public static func now(_ zone: JavaZoneId?) throws -> JavaZonedDateTime? { try ofInstant(JavaInstant.now(), zone) }

    /// `ZonedDateTime.parse(text)`: ISO_ZONED_DATE_TIME; the instant the text gives, in its zone (or its offset).
    public static func parse(_ text: String?) throws -> JavaZonedDateTime? {
        guard let text else { throw NullPointerException("text") }
        let (dateTime, offsetSeconds, zone) = try JavaDateTimeFormatter.parseOffsetDateTime(text, zoneAllowed: true)
        let offset = try JavaZoneOffset.ofTotal(offsetSeconds)
        return try create(localEpochSecond(dateTime) - Int64(offsetSeconds), dateTime.time.nano, zone ?? offset)
    }
    public static func now() throws -> JavaZonedDateTime? { try now(JavaZoneId.systemDefault()) }

    // MARK: Fields

    public func getZone() -> JavaZoneId? { zone }

    // MARK: Arithmetic

    func local(_ dt: JavaLocalDateTime?) throws -> JavaZonedDateTime? { try Self.ofLocal(dt!, zone, offset) }
    func instant(_ dt: JavaLocalDateTime?) throws -> JavaZonedDateTime? {
        try Self.create(Self.localEpochSecond(dt!) - Int64(offset.totalSeconds), dt!.time.nano, zone)
    }

    public func plusYears(_ n: Int64) throws -> JavaZonedDateTime? { try local(dateTime.plusYears(n)) }
    public func plusMonths(_ n: Int64) throws -> JavaZonedDateTime? { try local(dateTime.plusMonths(n)) }
    public func plusWeeks(_ n: Int64) throws -> JavaZonedDateTime? { try local(dateTime.plusWeeks(n)) }
    public func plusDays(_ n: Int64) throws -> JavaZonedDateTime? { try local(dateTime.plusDays(n)) }
    public func plusHours(_ n: Int64) throws -> JavaZonedDateTime? { try instant(dateTime.plusHours(n)) }
    public func plusMinutes(_ n: Int64) throws -> JavaZonedDateTime? { try instant(dateTime.plusMinutes(n)) }
    public func plusSeconds(_ n: Int64) throws -> JavaZonedDateTime? { try instant(dateTime.plusSeconds(n)) }
    public func plusNanos(_ n: Int64) throws -> JavaZonedDateTime? { try instant(dateTime.plusNanos(n)) }
    public func minusYears(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusYears(.max)!.plusYears(1) : try plusYears(-n) }
    public func minusMonths(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusMonths(.max)!.plusMonths(1) : try plusMonths(-n) }
    public func minusWeeks(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusWeeks(.max)!.plusWeeks(1) : try plusWeeks(-n) }
    public func minusDays(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusDays(.max)!.plusDays(1) : try plusDays(-n) }
    public func minusHours(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusHours(.max)!.plusHours(1) : try plusHours(-n) }
    public func minusMinutes(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusMinutes(.max)!.plusMinutes(1) : try plusMinutes(-n) }
    public func minusSeconds(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusSeconds(.max)!.plusSeconds(1) : try plusSeconds(-n) }
    public func minusNanos(_ n: Int64) throws -> JavaZonedDateTime? { n == .min ? try plusNanos(.max)!.plusNanos(1) : try plusNanos(-n) }

    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaZonedDateTime? {
        let unit = try requireUnit(unit)
        let moved = try dateTime.plus(amount, unit)
        return unit.isDateBased() ? try local(moved) : try instant(moved)
    }

    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaZonedDateTime? {
        amount == .min ? try plus(.max, unit)!.plus(1, unit) : try plus(-amount, unit)
    }

    /// `plus(Duration)`: its seconds, then its nanoseconds, as elapsed time (`plus(Period)`: by the wall clock).
    public func plus(_ amount: Any?) throws -> JavaZonedDateTime? { try adding(amount, subtract: false) }
    public func minus(_ amount: Any?) throws -> JavaZonedDateTime? { try adding(amount, subtract: true) }

    func adding(_ amount: Any?, subtract: Bool) throws -> JavaZonedDateTime? {
        switch javaFlatten(amount) {
        case let d as JavaDuration:
            var result = self
            if d.seconds != 0 { result = try (subtract ? result.minus(d.seconds, JavaChronoUnit.SECONDS) : result.plus(d.seconds, JavaChronoUnit.SECONDS))! }
            if d.nanos != 0 { result = try (subtract ? result.minus(Int64(d.nanos), JavaChronoUnit.NANOS) : result.plus(Int64(d.nanos), JavaChronoUnit.NANOS))! }
            return result
        case let p as JavaPeriod: return try local(subtract ? dateTime.minus(p) : dateTime.plus(p))
        case nil: throw NullPointerException(subtract ? "amountToSubtract" : "amountToAdd")
        default: return untranslated("ZonedDateTime.\(subtract ? "minus" : "plus") of this TemporalAmount")
        }
    }

    public func withZoneSameInstant(_ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        guard let zone else { throw NullPointerException("zone") }
        return try zone.equals(self.zone) ? self : Self.create(toEpochSecond(), dateTime.time.nano, zone)
    }

    public func withZoneSameLocal(_ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        guard let zone else { throw NullPointerException("zone") }
        return try zone.equals(self.zone) ? self : Self.ofLocal(dateTime, zone, offset)
    }

    /// In an overlap, the offset before (`earlier`) or after the change; elsewhere itself.
    func atOverlap(earlier: Bool) throws -> JavaZonedDateTime {
        let (valid, _, _) = zone.rules.validOffsets(localEpochSecond: Self.localEpochSecond(dateTime))
        guard valid.count == 2 else { return self }
        let chosen = earlier ? valid[0] : valid[1]
        return chosen == offset.totalSeconds ? self : JavaZonedDateTime(dateTime, try JavaZoneOffset.ofTotal(chosen), zone)
    }

    public func withEarlierOffsetAtOverlap() throws -> JavaZonedDateTime? { try atOverlap(earlier: true) }
    public func withLaterOffsetAtOverlap() throws -> JavaZonedDateTime? { try atOverlap(earlier: false) }

    public func until(_ end: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64 {
        guard let other = javaFlatten(end) as? JavaZonedDateTime else {
            if javaFlatten(end) == nil { throw NullPointerException("endExclusive") }
            return untranslated("ZonedDateTime.until of a temporal other than ZonedDateTime")
        }
        let unit = try requireUnit(unit)
        let sameZone = try other.withZoneSameInstant(zone)!
        if unit.isDateBased() { return try dateTime.until(sameZone.dateTime, unit) }
        return try toInstantValue().until(other.toInstantValue(), unit)
    }

    public func format(_ formatter: JavaDateTimeFormatter?) throws -> String? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.format(self)
    }

    // MARK: Comparison

    public func compareTo(_ other: Any?) throws -> Int32 {
        let z: JavaZonedDateTime = try javaCompareToArgument(other, javaClass: "java.time.chrono.ChronoZonedDateTime")
        var cmp = toInstantValue().compare(z.toInstantValue())
        if cmp == 0 { cmp = try dateTime.compareTo(z.dateTime) }
        if cmp == 0 { cmp = zone.id.javaCompareTo(z.zone.id) }
        return cmp
    }

    public func isBefore(_ other: JavaZonedDateTime?) throws -> Bool { try instantOrder(other) < 0 }

    public func isAfter(_ other: JavaZonedDateTime?) throws -> Bool { try instantOrder(other) > 0 }

    public func isEqual(_ other: JavaZonedDateTime?) throws -> Bool { try instantOrder(other) == 0 }

    public func equals(_ other: Any?) throws -> Bool {
        guard let z = javaFlatten(other) as? JavaZonedDateTime else { return false }
        return try dateTime.equals(z.dateTime) && offset.equals(z.offset) && (zone === z.zone || zone.id == z.zone.id)
    }

    public func hashCode() throws -> Int32 {
        let zoneHash = try zone.hashCode()
        return try dateTime.hashCode() ^ offset.hashCode() ^ Int32(bitPattern: UInt32(bitPattern: zoneHash) << 3 | UInt32(bitPattern: zoneHash) >> 29)
    }

    public func toString() -> String {
        var text = dateTime.toString() + offset.id
        if !(zone is JavaZoneOffset) { text += "[" + zone.id + "]" }
        return text
    }

    public var description: String { toString() }
}

extension JavaLocalDateTime {
    public func atZone(_ zone: JavaZoneId?) throws -> JavaZonedDateTime? { try JavaZonedDateTime.of(self, zone) }
}

extension JavaDate {
    /// `Date.from(instant)`.
    public static func from(_ instant: JavaInstant?) throws -> JavaDate? {
        guard let instant else { throw NullPointerException() }
        do {
            return JavaDate(try instant.toEpochMilli())
        } catch let e as ArithmeticException {
            throw IllegalArgumentException(e)
        }
    }

    public func toInstant() throws -> JavaInstant? { try JavaInstant.ofEpochMilli(millis) }
}

extension JavaTimeZone {
    /// Java's short IDs of `ZoneId.SHORT_IDS`, which `toZoneId()` maps.
    static let shortIDs: [String: String] = [
        "ACT": "Australia/Darwin", "AET": "Australia/Sydney", "AGT": "America/Argentina/Buenos_Aires", "ART": "Africa/Cairo",
        "AST": "America/Anchorage", "BET": "America/Sao_Paulo", "BST": "Asia/Dhaka", "CAT": "Africa/Harare",
        "CNT": "America/St_Johns", "CST": "America/Chicago", "CTT": "Asia/Shanghai", "EAT": "Africa/Addis_Ababa",
        "ECT": "Europe/Paris", "IET": "America/Indiana/Indianapolis", "IST": "Asia/Kolkata", "JST": "Asia/Tokyo",
        "MIT": "Pacific/Apia", "NET": "Asia/Yerevan", "NST": "Pacific/Auckland", "PLT": "Asia/Karachi",
        "PNT": "America/Phoenix", "PRT": "America/Puerto_Rico", "PST": "America/Los_Angeles", "SST": "Pacific/Guadalcanal",
        "VST": "Asia/Ho_Chi_Minh", "EST": "-05:00", "MST": "-07:00", "HST": "-10:00",
    ]

    /// `toZoneId()`: the zone's ID through `ZoneId.SHORT_IDS`.
    public func toZoneId() throws -> JavaZoneId? { try JavaZoneId.parseId(Self.shortIDs[id] ?? id) }

    /// `TimeZone.getTimeZone(zoneId)`: offsets as `GMT+05:30`, `Z` as `UTC`.
    public static func getTimeZone(_ zoneId: JavaZoneId?) throws -> JavaTimeZone? {
        guard let zoneId else { throw NullPointerException() }
        var id = zoneId.id
        if id.hasPrefix("+") || id.hasPrefix("-") { id = "GMT" + id } else if id == "Z" { id = "UTC" }
        return zone(id: id)
    }
}

/// `java.time.OffsetDateTime`: a local date-time with a fixed offset; arithmetic keeps the offset.
public final class JavaOffsetDateTime: JavaObject, JavaDateTimeAtOffset, JavaComparable, JavaTemporal, CustomStringConvertible, @unchecked Sendable {
    public let dateTime: JavaLocalDateTime
    public let offset: JavaZoneOffset

    init(_ dateTime: JavaLocalDateTime, _ offset: JavaZoneOffset) {
        self.dateTime = dateTime
        self.offset = offset
    }

    public static func of(_ dateTime: JavaLocalDateTime?, _ offset: JavaZoneOffset?) throws -> JavaOffsetDateTime? {
        guard let dateTime else { throw NullPointerException("dateTime") }
        guard let offset else { throw NullPointerException("offset") }
        return JavaOffsetDateTime(dateTime, offset)
    }

    public static func of(_ date: JavaLocalDate?, _ time: JavaLocalTime?, _ offset: JavaZoneOffset?) throws -> JavaOffsetDateTime? {
        try of(JavaLocalDateTime.of(date, time), offset)
    }

    public static func of(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32, _ second: Int32,
                          _ nano: Int32, _ offset: JavaZoneOffset?) throws -> JavaOffsetDateTime? {
        try of(JavaLocalDateTime.of(year, month, day, hour, minute, second, nano), offset)
    }

    public static func ofInstant(_ instant: JavaInstant?, _ zone: JavaZoneId?) throws -> JavaOffsetDateTime? {
        guard let zoned = try JavaZonedDateTime.ofInstant(instant, zone) else { return nil }
        return JavaOffsetDateTime(zoned.dateTime, zoned.offset)
    }

    public static func now() throws -> JavaOffsetDateTime? { try ofInstant(JavaInstant.now(), JavaZoneId.systemDefault()) }

    /// `OffsetDateTime.parse(text)`: ISO_OFFSET_DATE_TIME.
    public static func parse(_ text: String?) throws -> JavaOffsetDateTime? {
        guard let text else { throw NullPointerException("text") }
        let (dateTime, offsetSeconds) = try JavaDateTimeFormatter.parseOffsetDateTime(text)
        return JavaOffsetDateTime(dateTime, try JavaZoneOffset.ofTotal(offsetSeconds))
    }

    // MARK: Fields


    // MARK: Arithmetic (the offset stays)

    func with(_ dt: JavaLocalDateTime?) -> JavaOffsetDateTime? { dt.map { JavaOffsetDateTime($0, offset) } }

    public func plusYears(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusYears(n)) }
    public func plusMonths(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusMonths(n)) }
    public func plusWeeks(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusWeeks(n)) }
    public func plusDays(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusDays(n)) }
    public func plusHours(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusHours(n)) }
    public func plusMinutes(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusMinutes(n)) }
    public func plusSeconds(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusSeconds(n)) }
    public func plusNanos(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.plusNanos(n)) }
    public func minusYears(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusYears(n)) }
    public func minusMonths(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusMonths(n)) }
    public func minusWeeks(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusWeeks(n)) }
    public func minusDays(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusDays(n)) }
    public func minusHours(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusHours(n)) }
    public func minusMinutes(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusMinutes(n)) }
    public func minusSeconds(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusSeconds(n)) }
    public func minusNanos(_ n: Int64) throws -> JavaOffsetDateTime? { with(try dateTime.minusNanos(n)) }
    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaOffsetDateTime? { with(try dateTime.plus(amount, unit)) }
    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaOffsetDateTime? { with(try dateTime.minus(amount, unit)) }
    public func plus(_ amount: Any?) throws -> JavaOffsetDateTime? { with(try dateTime.plus(amount)) }
    public func minus(_ amount: Any?) throws -> JavaOffsetDateTime? { with(try dateTime.minus(amount)) }

    public func withOffsetSameInstant(_ offset: JavaZoneOffset?) throws -> JavaOffsetDateTime? {
        guard let offset else { throw NullPointerException("offset") }
        if offset.totalSeconds == self.offset.totalSeconds { return self }
        let moved = try dateTime.plusSeconds(Int64(offset.totalSeconds - self.offset.totalSeconds))!
        return JavaOffsetDateTime(moved, offset)
    }

    public func withOffsetSameLocal(_ offset: JavaZoneOffset?) throws -> JavaOffsetDateTime? {
        guard let offset else { throw NullPointerException("offset") }
        return JavaOffsetDateTime(dateTime, offset)
    }

    public func atZoneSameInstant(_ zone: JavaZoneId?) throws -> JavaZonedDateTime? {
        guard let zone else { throw NullPointerException("zone") }
        return try JavaZonedDateTime.create(toEpochSecond(), dateTime.time.nano, zone)
    }

    public func toZonedDateTime() -> JavaZonedDateTime? { JavaZonedDateTime(dateTime, offset, offset) }

    public func until(_ end: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64 {
        guard let other = javaFlatten(end) as? JavaOffsetDateTime else {
            if javaFlatten(end) == nil { throw NullPointerException("endExclusive") }
            return untranslated("OffsetDateTime.until of a temporal other than OffsetDateTime")
        }
        return try dateTime.until(other.withOffsetSameInstant(offset)!.dateTime, unit)
    }

    public func format(_ formatter: JavaDateTimeFormatter?) throws -> String? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.format(self)
    }

    // MARK: Comparison

    public func compareTo(_ other: Any?) throws -> Int32 {
        let o: JavaOffsetDateTime = try javaCompareToArgument(other, javaClass: "java.time.OffsetDateTime")
        if offset.totalSeconds == o.offset.totalSeconds { return try dateTime.compareTo(o.dateTime) }
        var cmp = toInstantValue().compare(o.toInstantValue())
        if cmp == 0 { cmp = try dateTime.compareTo(o.dateTime) }
        return cmp
    }

    public func isBefore(_ other: JavaOffsetDateTime?) throws -> Bool { try instantOrder(other) < 0 }

    public func isAfter(_ other: JavaOffsetDateTime?) throws -> Bool { try instantOrder(other) > 0 }

    public func isEqual(_ other: JavaOffsetDateTime?) throws -> Bool { try instantOrder(other) == 0 }

    public func equals(_ other: Any?) throws -> Bool {
        guard let o = javaFlatten(other) as? JavaOffsetDateTime else { return false }
        return try dateTime.equals(o.dateTime) && o.offset.totalSeconds == offset.totalSeconds
    }

    public func hashCode() throws -> Int32 { try dateTime.hashCode() ^ offset.totalSeconds }

    public func toString() -> String { dateTime.toString() + offset.id }
    public var description: String { toString() }
}

extension JavaZonedDateTime {
    public func toOffsetDateTime() -> JavaOffsetDateTime? { JavaOffsetDateTime(dateTime, offset) }
}

extension JavaInstant {
    public func atOffset(_ offset: JavaZoneOffset?) throws -> JavaOffsetDateTime? { try JavaOffsetDateTime.ofInstant(self, offset) }
}

/// What ZonedDateTime and OffsetDateTime share: a local date-time at an offset, hence an instant, and its fields.
public protocol JavaDateTimeAtOffset: AnyObject {
    var dateTime: JavaLocalDateTime { get }
    var offset: JavaZoneOffset { get }
}

extension JavaDateTimeAtOffset {
    public func toEpochSecond() -> Int64 { JavaZonedDateTime.localEpochSecond(dateTime) - Int64(offset.totalSeconds) }
    func toInstantValue() -> JavaInstant { JavaInstant(unchecked: toEpochSecond(), dateTime.time.nano) }
    public func toInstant() -> JavaInstant? { toInstantValue() }
    public func toLocalDateTime() -> JavaLocalDateTime? { dateTime }
    public func toLocalDate() -> JavaLocalDate? { dateTime.date }
    public func toLocalTime() -> JavaLocalTime? { dateTime.time }
    public func getOffset() -> JavaZoneOffset? { offset }
    public func getYear() -> Int32 { dateTime.date.year }
    public func getMonthValue() -> Int32 { dateTime.date.month }
    public func getMonth() -> JavaMonth? { dateTime.date.getMonth() }
    public func getDayOfMonth() -> Int32 { dateTime.date.day }
    public func getDayOfYear() -> Int32 { dateTime.date.getDayOfYear() }
    public func getDayOfWeek() -> JavaDayOfWeek? { dateTime.date.getDayOfWeek() }
    public func getHour() -> Int32 { dateTime.time.hour }
    public func getMinute() -> Int32 { dateTime.time.minute }
    public func getSecond() -> Int32 { dateTime.time.second }
    public func getNano() -> Int32 { dateTime.time.nano }

    /// The order of the two instants (`isBefore`, `isAfter`, `isEqual`); a null other is Java's NullPointerException.
    func instantOrder(_ other: JavaDateTimeAtOffset?) throws -> Int32 {
        guard let other else { throw NullPointerException() }
        return toInstantValue().compare(other.toInstantValue())
    }
}
