import Foundation

/// `java.util.Date`: a mutable count of milliseconds since 1970-01-01T00:00Z, printed in the default time zone
/// as Java prints it (`Thu Jan 01 00:00:00 UTC 1970`).
public final class JavaDate: JavaObject, JavaComparable, CustomStringConvertible, @unchecked Sendable {
    var millis: Int64

    /// `new Date()`: now.
    public convenience init() { self.init(JavaSystemClock.currentTimeMillis()) }

    /// `new Date(long)`.
    public init(_ millis: Int64) { self.millis = millis }

    public func getTime() -> Int64 { millis }
    public func setTime(_ time: Int64) { millis = time }

    public func before(_ when: JavaDate?) throws -> Bool {
        guard let when else { throw NullPointerException() }
        return millis < when.millis
    }

    public func after(_ when: JavaDate?) throws -> Bool {
        guard let when else { throw NullPointerException() }
        return millis > when.millis
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let date: JavaDate = try javaCompareToArgument(other, javaClass: "java.util.Date")
        return millis < date.millis ? -1 : (millis == date.millis ? 0 : 1)
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let date = javaFlatten(other) as? JavaDate else { return false }
        return date.millis == millis
    }

    public func hashCode() throws -> Int32 {
        Int32(truncatingIfNeeded: millis) ^ Int32(truncatingIfNeeded: millis >> 32)
    }

    public func clone() -> Any? { JavaDate(millis) }

    /// `EEE MMM dd HH:mm:ss zzz yyyy` in the default zone, with Java's short zone names.
    public func toString() -> String {
        let zone = JavaTimeZone.defaultZone()
        let offsets = zone.offsets(atUTC: millis)
        // Java switches to the Julian calendar where the local time is before the cutover.
        guard millis + Int64(offsets.raw + offsets.dst) >= JavaCalendar.cutoverMillis else {
            return untranslated("Date.toString() before the Gregorian cutover of 1582-10-15 (Java prints the Julian date)")
        }
        let f = GregorianFields(localMillis: millis + Int64(offsets.raw + offsets.dst))
        let daylight = offsets.dst != 0
        return "\(GregorianFields.dayNames[Int(f.dayOfWeek) - 1]) \(GregorianFields.monthNames[Int(f.month)]) "
            + "\(Self.twoDigits(f.dayOfMonth)) \(Self.twoDigits(f.hourOfDay)):\(Self.twoDigits(f.minute)):\(Self.twoDigits(f.second)) "
            + "\(zone.shortName(daylight: daylight)) \(f.year)"
    }

    static func twoDigits(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }

    public var description: String { toString() }
}

/// `System.currentTimeMillis()`.
public enum JavaSystemClock {
    public static func currentTimeMillis() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    }
}

/// `java.util.TimeZone` for the zones Java knows by ID (offsets and daylight time from the system's time zone
/// data through Foundation, names from Java's), custom `GMT+hh:mm` zones, and Java's fallback to GMT for any
/// other ID. Zones are not mutated (`setRawOffset`, `setID` are not translated), so they are shared.
public final class JavaTimeZone: JavaObject, CustomStringConvertible, @unchecked Sendable {
    let id: String
    let zone: TimeZone
    /// Java's short names (standard, daylight) and its offset before 1900; nil for a fixed custom zone, named by
    /// its offset.
    let java: JavaZoneData?

    struct JavaZoneData {
        var standard: String
        var daylight: String
        var before1900: Int32
        var longStandard = ""
        var longDaylight = ""
    }

    init(id: String, zone: TimeZone, java: JavaZoneData?) {
        self.id = id
        self.zone = zone
        self.java = java
    }

    public static let SHORT: Int32 = 0
    public static let LONG: Int32 = 1

    /// Java's zones by ID, read once from the generated table.
    static let javaZones: [String: JavaZoneData] = {
        var table: [String: JavaZoneData] = [:]
        for line in zoneTable {
            let parts = line.split(separator: " ", maxSplits: 4).map(String.init)
            let long = parts.count == 5 ? parts[4].split(separator: "|", omittingEmptySubsequences: false).map(String.init) : []
            if parts.count == 5, long.count == 2, let before1900 = Int32(parts[3]) {
                table[parts[0]] = JavaZoneData(standard: parts[1], daylight: parts[2], before1900: before1900,
                                               longStandard: long[0], longDaylight: long[1])
            }
        }
        return table
    }()

    /// `TimeZone.getTimeZone(id)`: a zone Java knows, a custom `GMT±h[h][[:]mm]` zone, else GMT.
    public static func getTimeZone(_ id: String?) throws -> JavaTimeZone? {
        guard let id else { throw NullPointerException() }
        return zone(id: id)
    }

    static func zone(id: String) -> JavaTimeZone {
        if let java = javaZones[id] {
            // Java keeps the old IDs EST, MST and HST as fixed offsets; the time zone data links them to cities.
            let fixedHours = ["EST": -5, "MST": -7, "HST": -10][id]
            guard let zone = fixedHours.flatMap({ TimeZone(secondsFromGMT: $0 * 3600) }) ?? TimeZone(identifier: id) else {
                return untranslated("time zone \(id): the system's time zone data does not know it")
            }
            return JavaTimeZone(id: id, zone: zone, java: java)
        }
        if let custom = customZone(id) { return custom }
        return gmt
    }

    static let gmt = JavaTimeZone(id: "GMT", zone: TimeZone(secondsFromGMT: 0) ?? TimeZone.current, java: JavaZoneData(standard: "GMT", daylight: "GMT", before1900: 0))

    /// Java's `parseCustomTimeZone`: `GMT` then a sign, then `h`, `hh`, `h:mm`, `hh:mm` or `hhmm`.
    static func customZone(_ id: String) -> JavaTimeZone? {
        let bytes = Array(id.utf8)
        guard bytes.count > 4, bytes.starts(with: Array("GMT".utf8)), bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-") else {
            return nil
        }
        let negative = bytes[3] == UInt8(ascii: "-")
        var index = 4
        func digits() -> (value: Int, count: Int) {
            var value = 0, count = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                value = value * 10 + Int(bytes[index] - 48)
                count += 1
                index += 1
            }
            return (value, count)
        }
        let first = digits()
        var hours = 0, minutes = 0
        if index < bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), first.count == 1 || first.count == 2 else { return nil }
            index += 1
            let second = digits()
            guard second.count == 2, index == bytes.count else { return nil }
            hours = first.value
            minutes = second.value
        } else {
            switch first.count {
            case 1, 2: hours = first.value
            case 3, 4:
                hours = first.value / 100
                minutes = first.value % 100
            default: return nil
            }
        }
        guard hours <= 23, minutes <= 59 else { return nil }
        let seconds = (hours * 60 + minutes) * 60 * (negative ? -1 : 1)
        let name = "GMT" + (negative ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
        guard let zone = TimeZone(secondsFromGMT: seconds) else { return nil }
        if seconds == 0 { return JavaTimeZone(id: name, zone: zone, java: JavaZoneData(standard: "GMT", daylight: "GMT", before1900: 0)) }
        return JavaTimeZone(id: name, zone: zone, java: nil)
    }

    /// `TimeZone.getDefault()`: the system's zone, as Java reads it (the `TZ` variable or `/etc/localtime`).
    public static func getDefault() -> JavaTimeZone? { defaultZone() }

    static func defaultZone() -> JavaTimeZone {
        let id = TimeZone.current.identifier
        if javaZones[id] != nil { return zone(id: id) }
        return customZone(id) ?? gmt
    }

    public func getID() -> String? { id }

    /// Raw (standard) and daylight offsets in milliseconds at a UTC instant.
    func offsets(atUTC millis: Int64) -> (raw: Int32, dst: Int32) {
        if millis < -2_208_988_800_000, let java { return (java.before1900, 0) }
        let date = Date(timeIntervalSince1970: Double(millis) / 1000)
        let total = Int32(zone.secondsFromGMT(for: date)) * 1000
        let dst = Int32(zone.daylightSavingTimeOffset(for: date) * 1000)
        return (total - dst, dst)
    }

    /// The offsets that apply to a wall-clock time, as Java's `ZoneInfo.getOffsetsByWall`: in a gap the offset
    /// before the change (02:30 on a spring-forward night is 03:30 daylight time), in an overlap the one after
    /// it (01:30 on a fall-back night is standard time).
    func offsets(atWall wall: Int64) -> (raw: Int32, dst: Int32) {
        // Near a change, the offset after it tells which side the wall time falls on (Java's transitions in wall
        // time are at `change + offset after`); elsewhere both are the same.
        let after = offsets(atUTC: wall + 86_400_000)
        return offsets(atUTC: wall - Int64(after.raw + after.dst))
    }

    public func getOffset(_ date: Int64) -> Int32 {
        let o = offsets(atUTC: date)
        return o.raw + o.dst
    }

    public func getRawOffset() -> Int32 { offsets(atUTC: JavaSystemClock.currentTimeMillis()).raw }

    public func inDaylightTime(_ date: JavaDate?) throws -> Bool {
        guard let date else { throw NullPointerException() }
        return offsets(atUTC: date.millis).dst != 0
    }

    public func useDaylightTime() -> Bool {
        zone.nextDaylightSavingTimeTransition(after: Date()) != nil
    }

    public func getDSTSavings() -> Int32 {
        if let next = zone.nextDaylightSavingTimeTransition(after: Date()) {
            let now = Int32(zone.daylightSavingTimeOffset(for: Date()) * 1000)
            return now != 0 ? now : Int32(zone.daylightSavingTimeOffset(for: next.addingTimeInterval(1)) * 1000)
        }
        return 0
    }

    /// `getDisplayName(daylight, SHORT)` in Locale.US; the long names are not translated.
    public func getDisplayName(_ daylight: Bool, _ style: Int32) throws -> String? {
        guard style == JavaTimeZone.SHORT else {
            if style == JavaTimeZone.LONG { return untranslated("TimeZone.getDisplayName with TimeZone.LONG (Java's long zone names)") }
            throw IllegalArgumentException("Illegal style: \(style)")
        }
        return shortName(daylight: daylight)
    }

    func shortName(daylight: Bool) -> String {
        if let java { return daylight ? java.daylight : java.standard }
        return id
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let zone = javaFlatten(other) as? JavaTimeZone else { return false }
        return zone === self || zone.id == id
    }

    public func hashCode() throws -> Int32 {
        untranslated("TimeZone.hashCode() (Java hashes its zone rules' checksum)")
    }

    public func clone() -> Any? { self }

    public func toString() -> String {
        untranslated("TimeZone.toString() (Java prints its zone rules)")
    }

    public var description: String { id }
}

/// The fields of a local date and time of the Gregorian calendar (after 1582), from local milliseconds.
struct GregorianFields {
    static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Rata Die (day 1 is 0001-01-01) of 1970-01-01.
    static let epochFixedDate: Int64 = 719_163
    static let dayMillis: Int64 = 86_400_000

    var fixedDate: Int64
    var year: Int32
    var month: Int32  // 0-based, like Calendar's
    var dayOfMonth: Int32
    var dayOfYear: Int32
    var dayOfWeek: Int32  // 1 = Sunday
    var hourOfDay: Int32
    var minute: Int32
    var second: Int32
    var millisecond: Int32

    init(localMillis: Int64) {
        let (days, rest) = Self.floorDivMod(localMillis, Self.dayMillis)
        fixedDate = days + Self.epochFixedDate
        let (y, m, d) = Self.date(fromFixed: fixedDate)
        year = Int32(truncatingIfNeeded: y)
        month = Int32(m - 1)
        dayOfMonth = Int32(d)
        dayOfYear = Int32(fixedDate - Self.fixed(year: y, month: 1, day: 1) + 1)
        dayOfWeek = Self.dayOfWeek(fixedDate)
        hourOfDay = Int32(rest / 3_600_000)
        minute = Int32(rest / 60_000 % 60)
        second = Int32(rest / 1000 % 60)
        millisecond = Int32(rest % 1000)
    }

    static func floorDivMod(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let q = a >= 0 ? a / b : (a + 1) / b - 1
        return (q, a - q * b)
    }

    static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func monthLength(year: Int64, month: Int) -> Int32 {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Rata Die of a proleptic Gregorian date (month 1-based).
    static func fixed(year: Int64, month: Int, day: Int64) -> Int64 {
        let prior = year - 1
        var fixed = 365 * prior + floorDivMod(prior, 4).0 - floorDivMod(prior, 100).0 + floorDivMod(prior, 400).0
        fixed += (367 * Int64(month) - 362) / 12
        if month > 2 { fixed -= isLeap(year) ? 1 : 2 }
        return fixed + day
    }

    static func year(fromFixed fixed: Int64) -> Int64 {
        let d0 = fixed - 1
        let (n400, d1) = floorDivMod(d0, 146_097)
        let (n100, d2) = floorDivMod(d1, 36_524)
        let (n4, d3) = floorDivMod(d2, 1461)
        let n1 = floorDivMod(d3, 365).0
        let year = 400 * n400 + 100 * n100 + 4 * n4 + n1
        return n100 == 4 || n1 == 4 ? year : year + 1
    }

    static func date(fromFixed fixed: Int64) -> (Int64, Int, Int64) {
        let year = year(fromFixed: fixed)
        let priorDays = fixed - Self.fixed(year: year, month: 1, day: 1)
        let correction: Int64 = fixed < Self.fixed(year: year, month: 3, day: 1) ? 0 : (isLeap(year) ? 1 : 2)
        let month = Int((12 * (priorDays + correction) + 373) / 367)
        let day = fixed - Self.fixed(year: year, month: month, day: 1) + 1
        return (year, month, day)
    }

    static func dayOfWeek(_ fixed: Int64) -> Int32 { Int32(floorDivMod(fixed, 7).1) + 1 }

    /// The fixed date of the `dayOfWeek` (1 = Sunday) on or before `fixed`.
    static func dayOfWeekOnOrBefore(_ fixed: Int64, _ dayOfWeek: Int32) -> Int64 {
        fixed - floorDivMod(fixed - Int64(dayOfWeek - 1), 7).1
    }
}

/// `java.util.Calendar` as Java's `GregorianCalendar` (the calendar `Calendar.getInstance()` gives): lenient
/// fields, set() calls resolved together at the next get() as Java does, `add` with Java's month-end pinning
/// and daylight-time rules, non-lenient checks. Dates before the Gregorian cutover (1582-10-15, where Java switches
/// to the Julian calendar) and week-based field setting stop as not translated.
public final class JavaCalendar: JavaObject, JavaComparable, @unchecked Sendable {
    public static let ERA: Int32 = 0, YEAR: Int32 = 1, MONTH: Int32 = 2, WEEK_OF_YEAR: Int32 = 3, WEEK_OF_MONTH: Int32 = 4
    public static let DATE: Int32 = 5, DAY_OF_MONTH: Int32 = 5, DAY_OF_YEAR: Int32 = 6, DAY_OF_WEEK: Int32 = 7
    public static let DAY_OF_WEEK_IN_MONTH: Int32 = 8, AM_PM: Int32 = 9, HOUR: Int32 = 10, HOUR_OF_DAY: Int32 = 11
    public static let MINUTE: Int32 = 12, SECOND: Int32 = 13, MILLISECOND: Int32 = 14, ZONE_OFFSET: Int32 = 15
    public static let DST_OFFSET: Int32 = 16, FIELD_COUNT: Int32 = 17
    public static let JANUARY: Int32 = 0, FEBRUARY: Int32 = 1, MARCH: Int32 = 2, APRIL: Int32 = 3, MAY: Int32 = 4
    public static let JUNE: Int32 = 5, JULY: Int32 = 6, AUGUST: Int32 = 7, SEPTEMBER: Int32 = 8, OCTOBER: Int32 = 9
    public static let NOVEMBER: Int32 = 10, DECEMBER: Int32 = 11, UNDECIMBER: Int32 = 12
    public static let SUNDAY: Int32 = 1, MONDAY: Int32 = 2, TUESDAY: Int32 = 3, WEDNESDAY: Int32 = 4
    public static let THURSDAY: Int32 = 5, FRIDAY: Int32 = 6, SATURDAY: Int32 = 7
    public static let AM: Int32 = 0, PM: Int32 = 1
    /// GregorianCalendar's eras.
    public static let BC: Int32 = 0, AD: Int32 = 1

    /// Java's `gregorianCutover` default: 1582-10-15T00:00Z.
    static let cutoverMillis: Int64 = -12_219_292_800_000
    static let unset: Int32 = 0, computed: Int32 = 1

    var zone: JavaTimeZone
    var time: Int64 = 0
    var isTimeSet = false
    /// Whether `fields` hold the fields of `time` (all of them, stamped `computed`).
    var areFieldsSet = false
    /// Whether the time was just worked out from set fields (Java's `areFieldsSet && !areAllFieldsSet`).
    var partiallyNormalized = false
    var fields = [Int32](repeating: 0, count: 17)
    /// Per field: `unset`, `computed`, or the order of the set() that gave it (from 2): Java resolves
    /// conflicting fields by the most recent set.
    var stamps = [Int32](repeating: 0, count: 17)
    var nextStamp: Int32 = 2
    var lenient = true
    let firstDayOfWeek: Int32
    let minimalDaysInFirstWeek: Int32

    init(zone: JavaTimeZone, millis: Int64, weeks: (Int32, Int32) = JavaCalendar.defaultWeekConventions) {
        self.zone = zone
        (firstDayOfWeek, minimalDaysInFirstWeek) = weeks
        setTimeInMillis(millis)
    }

    init(copying other: JavaCalendar) {
        zone = other.zone
        time = other.time
        isTimeSet = other.isTimeSet
        areFieldsSet = other.areFieldsSet
        partiallyNormalized = other.partiallyNormalized
        fields = other.fields
        stamps = other.stamps
        nextStamp = other.nextStamp
        lenient = other.lenient
        firstDayOfWeek = other.firstDayOfWeek
        minimalDaysInFirstWeek = other.minimalDaysInFirstWeek
    }

    /// The default locale's first day of the week and minimal days in the first week. Both depend on the region
    /// alone; Java takes the United States' (Sunday, 1) for a locale without a country, where Foundation takes the
    /// world's (Monday).
    static let defaultWeekConventions: (Int32, Int32) = {
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            return weekConventions(region: Locale.current.region?.identifier)
        } else {
            return weekConventions(region: Locale.current.regionCode)
        }
    }()

    static func weekConventions(region: String?) -> (Int32, Int32) {
        guard let region, region.count == 2, region.allSatisfy({ $0.isLetter }) else { return (1, 1) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "und_" + region)
        return (Int32(calendar.firstWeekday), Int32(calendar.minimumDaysInFirstWeek))
    }

    // MARK: Creation

    public static func getInstance() -> JavaCalendar? {
        JavaCalendar(zone: JavaTimeZone.defaultZone(), millis: JavaSystemClock.currentTimeMillis())
    }

    public static func getInstance(_ zone: JavaTimeZone?) throws -> JavaCalendar? {
        guard let zone else { throw NullPointerException() }
        return JavaCalendar(zone: zone, millis: JavaSystemClock.currentTimeMillis())
    }

    /// `getInstance(locale)` and `getInstance(zone, locale)`: the locale's region decides the week rules.
    public static func getInstance(_ zone: JavaTimeZone?, _ locale: JavaLocale?) throws -> JavaCalendar? {
        guard let zone, let locale else { throw NullPointerException() }
        return JavaCalendar(zone: zone, millis: JavaSystemClock.currentTimeMillis(), weeks: weekConventions(region: locale.country))
    }

    public static func getInstance(_ locale: JavaLocale?) throws -> JavaCalendar? {
        try getInstance(JavaTimeZone.defaultZone(), locale)
    }

    /// `new GregorianCalendar(year, month, dayOfMonth[, hourOfDay, minute[, second]])` in the default zone.
    public static func gregorian(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32 = 0, _ minute: Int32 = 0, _ second: Int32 = 0) throws -> JavaCalendar? {
        let calendar = JavaCalendar(zone: JavaTimeZone.defaultZone(), millis: JavaSystemClock.currentTimeMillis())
        calendar.clear()
        calendar.set(year, month, day, hour, minute, second)
        return calendar
    }

    // MARK: Fields

    static func checkField(_ field: Int32) throws {
        guard field >= 0 && field < 17 else {
            throw ArrayIndexOutOfBoundsException("Index \(field) out of bounds for length 17")
        }
    }

    public func get(_ field: Int32) throws -> Int32 {
        try Self.checkField(field)
        try complete()
        return fields[Int(field)]
    }

    public func set(_ field: Int32, _ value: Int32) throws {
        try Self.checkField(field)
        setField(field, value)
    }

    /// Java's `set`: after a time was worked out from fields, the fields are first all recomputed from it.
    func setField(_ field: Int32, _ value: Int32) {
        if partiallyNormalized { computeFields() }
        fields[Int(field)] = value
        stamps[Int(field)] = nextStamp
        nextStamp += 1
        isTimeSet = false
        areFieldsSet = false
    }

    public func set(_ year: Int32, _ month: Int32, _ date: Int32) {
        setField(JavaCalendar.YEAR, year)
        setField(JavaCalendar.MONTH, month)
        setField(JavaCalendar.DATE, date)
    }

    public func set(_ year: Int32, _ month: Int32, _ date: Int32, _ hourOfDay: Int32, _ minute: Int32) {
        set(year, month, date)
        setField(JavaCalendar.HOUR_OF_DAY, hourOfDay)
        setField(JavaCalendar.MINUTE, minute)
    }

    public func set(_ year: Int32, _ month: Int32, _ date: Int32, _ hourOfDay: Int32, _ minute: Int32, _ second: Int32) {
        set(year, month, date, hourOfDay, minute)
        setField(JavaCalendar.SECOND, second)
    }

    public func clear() {
        fields = [Int32](repeating: 0, count: 17)
        stamps = [Int32](repeating: Self.unset, count: 17)
        isTimeSet = false
        areFieldsSet = false
        partiallyNormalized = false
    }

    public func clear(_ field: Int32) throws {
        try Self.checkField(field)
        if partiallyNormalized { computeFields() }
        fields[Int(field)] = 0
        stamps[Int(field)] = Self.unset
        isTimeSet = false
        areFieldsSet = false
    }

    public func isSet(_ field: Int32) throws -> Bool {
        try Self.checkField(field)
        return stamps[Int(field)] != Self.unset
    }

    // MARK: Time

    public func getTimeInMillis() throws -> Int64 {
        if !isTimeSet { try computeTime() }
        return time
    }

    public func setTimeInMillis(_ millis: Int64) {
        time = millis
        isTimeSet = true
        computeFields()
    }

    public func getTime() throws -> JavaDate? { JavaDate(try getTimeInMillis()) }

    public func setTime(_ date: JavaDate?) throws {
        guard let date else { throw NullPointerException() }
        setTimeInMillis(date.millis)
    }

    public func getTimeZone() -> JavaTimeZone? { zone }

    public func setTimeZone(_ zone: JavaTimeZone?) throws {
        guard let zone else { throw NullPointerException() }
        self.zone = zone
        // As in Java, fields read before the change stay as they were until a get(): a set() right after the
        // change resolves against them.
        areFieldsSet = false
        partiallyNormalized = false
    }

    public func getFirstDayOfWeek() -> Int32 { firstDayOfWeek }
    public func getMinimalDaysInFirstWeek() -> Int32 { minimalDaysInFirstWeek }
    public func isLenient() -> Bool { lenient }
    public func setLenient(_ lenient: Bool) { self.lenient = lenient }

    /// Java's `complete()`: the time from pending sets, then every field from the time.
    func complete() throws {
        if !isTimeSet { try computeTime() }
        if !areFieldsSet { computeFields() }
    }

    func computeFields() {
        fields = fieldValues(zone.offsets(atUTC: time))
        stamps = [Int32](repeating: Self.computed, count: 17)
        areFieldsSet = true
        partiallyNormalized = false
    }

    /// Every field of `time` with the given zone offsets.
    func fieldValues(_ offsets: (raw: Int32, dst: Int32)) -> [Int32] {
        guard time >= Self.cutoverMillis - 86_400_000 else {
            return untranslated("Calendar before the Gregorian cutover of 1582-10-15 (Java's GregorianCalendar is Julian there)")
        }
        let f = GregorianFields(localMillis: time + Int64(offsets.raw + offsets.dst))
        guard f.fixedDate >= GregorianFields.fixed(year: 1582, month: 10, day: 15) else {
            return untranslated("Calendar before the Gregorian cutover of 1582-10-15 (Java's GregorianCalendar is Julian there)")
        }
        let year = Int64(f.year)
        let jan1 = GregorianFields.fixed(year: year, month: 1, day: 1)
        var weekOfYear = weekNumber(jan1, f.fixedDate)
        if weekOfYear == 0 {
            let previousJan1 = GregorianFields.fixed(year: year - 1, month: 1, day: 1)
            weekOfYear = weekNumber(previousJan1, jan1 - 1)
        } else if weekOfYear >= 52 {
            let nextJan1 = GregorianFields.fixed(year: year + 1, month: 1, day: 1)
            let nextWeekStart = GregorianFields.dayOfWeekOnOrBefore(nextJan1 + 6, firstDayOfWeek)
            if nextWeekStart - nextJan1 >= Int64(minimalDaysInFirstWeek) && f.fixedDate >= nextWeekStart - 7 { weekOfYear = 1 }
        }
        let month1 = GregorianFields.fixed(year: year, month: Int(f.month) + 1, day: 1)
        return [
            year > 0 ? 1 : 0, year > 0 ? f.year : Int32(1 - year), f.month, weekOfYear, weekNumber(month1, f.fixedDate),
            f.dayOfMonth, f.dayOfYear, f.dayOfWeek, (f.dayOfMonth - 1) / 7 + 1, f.hourOfDay >= 12 ? 1 : 0,
            f.hourOfDay % 12, f.hourOfDay, f.minute, f.second, f.millisecond, offsets.raw, offsets.dst,
        ]
    }

    /// Java's `getWeekNumber`: the week of `fixedDate` counted from the period starting at `fixedDay1`.
    func weekNumber(_ fixedDay1: Int64, _ fixedDate: Int64) -> Int32 {
        var firstWeekStart = GregorianFields.dayOfWeekOnOrBefore(fixedDay1 + 6, firstDayOfWeek)
        if firstWeekStart - fixedDay1 >= Int64(minimalDaysInFirstWeek) { firstWeekStart -= 7 }
        return Int32(GregorianFields.floorDivMod(fixedDate - firstWeekStart, 7).0 + 1)
    }

    func stamp(_ field: Int32) -> Int32 { stamps[Int(field)] }
    func value(_ field: Int32) -> Int64 { Int64(fields[Int(field)]) }

    /// Java's `GregorianCalendar.computeTime` (lenient) with `Calendar.selectFields`' choice of fields.
    func computeTime() throws {
        func aggregate(_ a: Int32, _ b: Int32) -> Int32 { a == Self.unset || b == Self.unset ? Self.unset : max(a, b) }
        // Which date fields decide: the most recently set combination wins (JLS-like stamps, as in Java).
        let dowStamp = stamp(Self.DAY_OF_WEEK)
        let domStamp = stamp(Self.DAY_OF_MONTH)
        let womStamp = aggregate(stamp(Self.WEEK_OF_MONTH), dowStamp)
        let dowimStamp = aggregate(stamp(Self.DAY_OF_WEEK_IN_MONTH), dowStamp)
        let doyStamp = stamp(Self.DAY_OF_YEAR)
        let woyStamp = aggregate(stamp(Self.WEEK_OF_YEAR), dowStamp)
        var best = max(domStamp, womStamp, dowimStamp, doyStamp, woyStamp)
        var useDayOfMonth = best == domStamp
        if best == Self.unset {
            best = max(stamp(Self.WEEK_OF_MONTH), max(stamp(Self.DAY_OF_WEEK_IN_MONTH), dowStamp), stamp(Self.WEEK_OF_YEAR))
            useDayOfMonth = best == Self.unset
        }
        let useDayOfYear = !useDayOfMonth && best == doyStamp
        if !useDayOfMonth && !useDayOfYear {
            return untranslated("Calendar fields resolved by week (set of DAY_OF_WEEK, WEEK_OF_YEAR, WEEK_OF_MONTH or DAY_OF_WEEK_IN_MONTH)")
        }
        // A non-lenient calendar rejects a set field outside the field's range.
        if !lenient {
            for field in 0..<17 where stamps[field] > Self.computed {
                if fields[field] < Self.minimums[field] || fields[field] > Self.maximums[field] {
                    throw IllegalArgumentException(Self.fieldNames[field])
                }
            }
        }
        var year = stamp(Self.YEAR) != Self.unset ? value(Self.YEAR) : 1970
        if stamp(Self.ERA) != Self.unset {
            switch value(Self.ERA) {
            case 0: year = 1 - year
            case 1: break
            default: throw IllegalArgumentException("Invalid era")
            }
        }
        // Time of day, with its overflow carried into days.
        let hourStamp = aggregate(stamp(Self.HOUR), stamp(Self.AM_PM))
        let hourOfDayStamp = stamp(Self.HOUR_OF_DAY)
        var hourBest = max(hourStamp, hourOfDayStamp)
        if hourBest == Self.unset { hourBest = max(stamp(Self.HOUR), stamp(Self.AM_PM)) }
        var timeOfDay: Int64 = 0
        if hourBest != Self.unset && hourBest == hourOfDayStamp {
            timeOfDay = value(Self.HOUR_OF_DAY)
        } else {
            timeOfDay = value(Self.HOUR)
            if hourBest != Self.unset && stamp(Self.AM_PM) != Self.unset { timeOfDay += 12 * value(Self.AM_PM) }
        }
        timeOfDay = ((timeOfDay * 60 + value(Self.MINUTE)) * 60 + value(Self.SECOND)) * 1000 + value(Self.MILLISECOND)
        var (fixedDate, rest) = GregorianFields.floorDivMod(timeOfDay, GregorianFields.dayMillis)
        timeOfDay = rest
        // The date: month overflow carried into the year, then the day of month or of year.
        if useDayOfMonth {
            var month = value(Self.MONTH)
            let (carry, m) = GregorianFields.floorDivMod(month, 12)
            year += carry
            month = m
            fixedDate += GregorianFields.fixed(year: year, month: Int(month) + 1, day: 1)
            if stamp(Self.DAY_OF_MONTH) != Self.unset { fixedDate += value(Self.DAY_OF_MONTH) - 1 }
        } else {
            fixedDate += GregorianFields.fixed(year: year, month: 1, day: 1) + value(Self.DAY_OF_YEAR) - 1
        }
        guard fixedDate >= GregorianFields.fixed(year: 1582, month: 10, day: 15) else {
            return untranslated("Calendar before the Gregorian cutover of 1582-10-15 (Java's GregorianCalendar is Julian there)")
        }
        let wall = (fixedDate - GregorianFields.epochFixedDate) * GregorianFields.dayMillis + timeOfDay
        // Zone offsets set as fields (a parsed "+05:30") win over the zone's.
        var offsets = zone.offsets(atWall: wall)
        if stamp(Self.ZONE_OFFSET) > Self.computed { offsets.raw = fields[Int(Self.ZONE_OFFSET)] }
        if stamp(Self.DST_OFFSET) > Self.computed { offsets.dst = fields[Int(Self.DST_OFFSET)] }
        let computedTime = wall - Int64(offsets.raw) - Int64(offsets.dst)
        if !lenient {
            // ... and a set field the time does not keep (February 30 is March 1).
            let saved = time
            time = computedTime
            // The fields of the time found, with the zone's offsets at it (a wall time in a daylight gap moves).
            var actual = zone.offsets(atUTC: computedTime)
            if stamp(Self.ZONE_OFFSET) > Self.computed { actual.raw = offsets.raw }
            if stamp(Self.DST_OFFSET) > Self.computed { actual.dst = offsets.dst }
            let normalized = fieldValues(actual)
            time = saved
            for field in 0..<17 where stamps[field] > Self.computed && normalized[field] != fields[field] {
                throw IllegalArgumentException("\(Self.fieldNames[field]): \(fields[field]) -> \(normalized[field])")
            }
        }
        time = computedTime
        isTimeSet = true
        areFieldsSet = false
        partiallyNormalized = true
    }

    // MARK: Arithmetic

    /// Java's `GregorianCalendar.add`: years and months keep the day of month where it exists (else the
    /// month's last day); days keep the wall-clock time across daylight-time changes; hours and smaller units
    /// add elapsed time.
    public func add(_ field: Int32, _ amount: Int32) throws {
        if amount == 0 { return }
        guard field >= 0 && field < Self.ZONE_OFFSET else { throw IllegalArgumentException() }
        try complete()
        switch field {
        case Self.YEAR:
            try addYears(Int64(amount))
            pinDayOfMonth()
        case Self.MONTH:
            let month = value(Self.MONTH) + Int64(amount)
            let (years, m) = GregorianFields.floorDivMod(month, 12)
            if years != 0 { try addYears(years) }
            setField(Self.MONTH, Int32(m))
            pinDayOfMonth()
        case Self.ERA:
            return untranslated("Calendar.add(ERA, …)")
        default:
            var delta = Int64(amount)
            var timeOfDay: Int64 = 0
            switch field {
            case Self.HOUR, Self.HOUR_OF_DAY: delta *= 3_600_000
            case Self.MINUTE: delta *= 60_000
            case Self.SECOND: delta *= 1000
            case Self.WEEK_OF_YEAR, Self.WEEK_OF_MONTH, Self.DAY_OF_WEEK_IN_MONTH: delta *= 7
            case Self.AM_PM:
                delta = Int64(amount / 2)
                timeOfDay = 12 * Int64(amount % 2)
            default: break
            }
            if field >= Self.HOUR {
                setTimeInMillis(time + delta)
                return
            }
            var fixedDate = currentFixedDate()
            timeOfDay += value(Self.HOUR_OF_DAY)
            timeOfDay = ((timeOfDay * 60 + value(Self.MINUTE)) * 60 + value(Self.SECOND)) * 1000 + value(Self.MILLISECOND)
            if timeOfDay >= GregorianFields.dayMillis {
                fixedDate += 1
                timeOfDay -= GregorianFields.dayMillis
            } else if timeOfDay < 0 {
                fixedDate -= 1
                timeOfDay += GregorianFields.dayMillis
            }
            fixedDate += delta
            var zoneOffset = value(Self.ZONE_OFFSET) + value(Self.DST_OFFSET)
            setTimeInMillis((fixedDate - GregorianFields.epochFixedDate) * GregorianFields.dayMillis + timeOfDay - zoneOffset)
            try complete()
            zoneOffset -= value(Self.ZONE_OFFSET) + value(Self.DST_OFFSET)
            if zoneOffset != 0 {
                setTimeInMillis(time + zoneOffset)
                try complete()
                if currentFixedDate() != fixedDate { setTimeInMillis(time - zoneOffset) }
            }
        }
    }

    func addYears(_ amount: Int64) throws {
        var year = value(Self.YEAR)
        if value(Self.ERA) == 1 {
            year += amount
            if year > 0 {
                setField(Self.YEAR, Int32(truncatingIfNeeded: year))
            } else {
                setField(Self.YEAR, Int32(truncatingIfNeeded: 1 - year))
                setField(Self.ERA, 0)
            }
        } else {
            return untranslated("Calendar.add on a date before the common era")
        }
    }

    func currentFixedDate() -> Int64 {
        GregorianFields.fixed(year: value(Self.YEAR), month: Int(value(Self.MONTH)) + 1, day: value(Self.DAY_OF_MONTH))
    }

    /// After a year or month change: the day of month no later than the month's last day.
    func pinDayOfMonth() {
        var year = value(Self.YEAR)
        if value(Self.ERA) == 0 { year = 1 - year }
        let length = GregorianFields.monthLength(year: year, month: Int(value(Self.MONTH)) + 1)
        if fields[Int(Self.DAY_OF_MONTH)] > length { setField(Self.DAY_OF_MONTH, length) }
    }

    // MARK: Limits

    static let minimums: [Int32] = [0, 1, 0, 1, 0, 1, 1, 1, -1, 0, 0, 0, 0, 0, 0, -13 * 3_600_000, 0]
    static let maximums: [Int32] = [1, 292_278_994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999, 14 * 3_600_000, 2 * 3_600_000]
    static let fieldNames = [
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR", "DAY_OF_WEEK",
        "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET",
    ]

    public func getActualMaximum(_ field: Int32) throws -> Int32 {
        try Self.checkField(field)
        try complete()
        switch field {
        case Self.DAY_OF_MONTH:
            return GregorianFields.monthLength(year: value(Self.YEAR), month: Int(value(Self.MONTH)) + 1)
        case Self.DAY_OF_YEAR: return GregorianFields.isLeap(value(Self.YEAR)) ? 366 : 365
        case Self.WEEK_OF_YEAR:
            // Java's rule: 53 weeks when January 1st falls where the first week leaves room for a 53rd.
            let year = value(Self.YEAR)
            var dayOfWeek = GregorianFields.dayOfWeek(GregorianFields.fixed(year: year, month: 1, day: 1)) - firstDayOfWeek
            if dayOfWeek < 0 { dayOfWeek += 7 }
            let magic = dayOfWeek + minimalDaysInFirstWeek - 1
            return magic == 6 || (GregorianFields.isLeap(year) && (magic == 5 || magic == 12)) ? 53 : 52
        case Self.WEEK_OF_MONTH:
            let year = value(Self.YEAR), month = Int(value(Self.MONTH)) + 1
            var dayOfWeek = GregorianFields.dayOfWeek(GregorianFields.fixed(year: year, month: month, day: 1)) - firstDayOfWeek
            if dayOfWeek < 0 { dayOfWeek += 7 }
            let daysInFirstWeek = 7 - dayOfWeek
            var weeks: Int32 = daysInFirstWeek >= minimalDaysInFirstWeek ? 4 : 3
            let rest = GregorianFields.monthLength(year: year, month: month) - daysInFirstWeek - 21
            if rest > 0 { weeks += rest > 7 ? 2 : 1 }
            return weeks
        case Self.MONTH: return 11
        case Self.DAY_OF_WEEK: return 7
        case Self.AM_PM: return 1
        case Self.HOUR: return 11
        case Self.HOUR_OF_DAY: return 23
        case Self.MINUTE, Self.SECOND: return 59
        case Self.MILLISECOND: return 999
        case Self.ERA: return 1
        default: return untranslated("Calendar.getActualMaximum of field \(field)")
        }
    }

    public func getActualMinimum(_ field: Int32) throws -> Int32 {
        try Self.checkField(field)
        guard field != Self.WEEK_OF_MONTH && field != Self.WEEK_OF_YEAR && field != Self.YEAR else {
            return untranslated("Calendar.getActualMinimum of field \(field)")
        }
        return field == Self.DAY_OF_WEEK_IN_MONTH ? 1 : Self.minimums[Int(field)]
    }

    public func isLeapYear(_ year: Int32) -> Bool {
        guard year > 1582 else { return untranslated("GregorianCalendar.isLeapYear before 1583 (Julian rules)") }
        return GregorianFields.isLeap(Int64(year))
    }

    // MARK: Comparison

    public func compareTo(_ other: Any?) throws -> Int32 {
        let calendar: JavaCalendar = try javaCompareToArgument(other, javaClass: "java.util.Calendar")
        let (a, b) = (try getTimeInMillis(), try calendar.getTimeInMillis())
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    public func before(_ when: Any?) throws -> Bool {
        guard let calendar = javaFlatten(when) as? JavaCalendar else { return false }
        return try compareTo(calendar) < 0
    }

    public func after(_ when: Any?) throws -> Bool {
        guard let calendar = javaFlatten(when) as? JavaCalendar else { return false }
        return try compareTo(calendar) > 0
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let calendar = javaFlatten(other) as? JavaCalendar else { return false }
        if calendar === self { return true }
        return try getTimeInMillis() == calendar.getTimeInMillis() && firstDayOfWeek == calendar.firstDayOfWeek
            && minimalDaysInFirstWeek == calendar.minimalDaysInFirstWeek && zone.equals(calendar.zone)
    }

    public func hashCode() throws -> Int32 {
        untranslated("Calendar.hashCode() (Java mixes in its time zone's rules checksum)")
    }

    public func clone() -> Any? { JavaCalendar(copying: self) }

    public func toString() -> String {
        untranslated("Calendar.toString() (Java prints every internal field)")
    }
}
