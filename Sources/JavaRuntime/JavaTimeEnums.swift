// java.time's exceptions and enums (Month, DayOfWeek, ChronoUnit), with Java's values, strings and messages.
// The calendar is the proleptic ISO calendar; nothing here reads the clock or a time zone.

open class DateTimeException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.time.DateTimeException" }
}

open class UnsupportedTemporalTypeException: DateTimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.time.temporal.UnsupportedTemporalTypeException" }
}

/// `DateTimeParseException`: the text and the index where parsing failed (0 when resolving failed).
open class DateTimeParseException: DateTimeException, @unchecked Sendable {
    public let parsedString: String?
    public let errorIndex: Int32

    public init(_ message: String?, _ parsedData: String?, _ errorIndex: Int32, _ cause: Throwable? = nil) {
        parsedString = parsedData
        self.errorIndex = errorIndex
        if let cause { super.init(message, cause) } else { super.init(message) }
    }

    open override var javaClassName: String { "java.time.format.DateTimeParseException" }
    public func getParsedString() -> String? { parsedString }
    public func getErrorIndex() -> Int32 { errorIndex }
}

/// The `ChronoField` checks: Java's message names the field and its range.
enum TimeField: String {
    case year = "Year", yearOfEra = "YearOfEra", monthOfYear = "MonthOfYear", dayOfMonth = "DayOfMonth"
    case dayOfYear = "DayOfYear", epochDay = "EpochDay", hourOfDay = "HourOfDay", minuteOfHour = "MinuteOfHour"
    case secondOfMinute = "SecondOfMinute", nanoOfSecond = "NanoOfSecond", nanoOfDay = "NanoOfDay"
    case secondOfDay = "SecondOfDay", dayOfWeek = "DayOfWeek", clockHourOfAmPm = "ClockHourOfAmPm"
    case amPmOfDay = "AmPmOfDay", hourOfAmPm = "HourOfAmPm", clockHourOfDay = "ClockHourOfDay"

    var range: (min: Int64, max: Int64, text: String) {
        switch self {
        case .year: return (-999_999_999, 999_999_999, "-999999999 - 999999999")
        case .yearOfEra: return (1, 1_000_000_000, "1 - 999999999/1000000000")
        case .monthOfYear: return (1, 12, "1 - 12")
        case .dayOfMonth: return (1, 31, "1 - 28/31")
        case .dayOfYear: return (1, 366, "1 - 365/366")
        case .epochDay: return (-365_243_219_162, 365_241_780_471, "-365243219162 - 365241780471")
        case .hourOfDay: return (0, 23, "0 - 23")
        case .minuteOfHour: return (0, 59, "0 - 59")
        case .secondOfMinute: return (0, 59, "0 - 59")
        case .nanoOfSecond: return (0, 999_999_999, "0 - 999999999")
        case .nanoOfDay: return (0, 86_399_999_999_999, "0 - 86399999999999")
        case .secondOfDay: return (0, 86_399, "0 - 86399")
        case .dayOfWeek: return (1, 7, "1 - 7")
        case .clockHourOfAmPm: return (1, 12, "1 - 12")
        case .amPmOfDay: return (0, 1, "0 - 1")
        case .hourOfAmPm: return (0, 11, "0 - 11")
        case .clockHourOfDay: return (1, 24, "1 - 24")
        }
    }

    @discardableResult func check(_ value: Int64) throws -> Int64 {
        let r = range
        if value < r.min || value > r.max {
            throw DateTimeException("Invalid value for \(rawValue) (valid values \(r.text)): \(value)")
        }
        return value
    }

    func checkInt(_ value: Int64) throws -> Int32 { Int32(try check(value)) }
}

/// `java.time.Month`: JANUARY (1) … DECEMBER (12).
public final class JavaMonth: JavaEnum, @unchecked Sendable {
    public static let JANUARY: JavaMonth? = all[0]
    public static let FEBRUARY: JavaMonth? = all[1]
    public static let MARCH: JavaMonth? = all[2]
    public static let APRIL: JavaMonth? = all[3]
    public static let MAY: JavaMonth? = all[4]
    public static let JUNE: JavaMonth? = all[5]
    public static let JULY: JavaMonth? = all[6]
    public static let AUGUST: JavaMonth? = all[7]
    public static let SEPTEMBER: JavaMonth? = all[8]
    public static let OCTOBER: JavaMonth? = all[9]
    public static let NOVEMBER: JavaMonth? = all[10]
    public static let DECEMBER: JavaMonth? = all[11]
    static let names = ["JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER",
                        "OCTOBER", "NOVEMBER", "DECEMBER"]
    static let all: [JavaMonth] = names.enumerated().map { JavaMonth($0.element, Int32($0.offset)) }

    override init(_ enumName: String, _ enumOrdinal: Int32) { super.init(enumName, enumOrdinal) }

    public static func values() -> JavaArray<JavaMonth?>? { JavaArray(all.map { Optional($0) }) }
    public static func valueOf(_ name: String?) throws -> JavaMonth? { try JavaEnum.valueOf(all, name, enumClass: "java.time.Month") }

    public static func of(_ month: Int32) throws -> JavaMonth? { try ofValue(month) }
    static func ofValue(_ month: Int32) throws -> JavaMonth {
        guard (1...12).contains(month) else { throw DateTimeException("Invalid value for MonthOfYear: \(month)") }
        return all[Int(month) - 1]
    }

    public func getValue() -> Int32 { enumOrdinal + 1 }
    public func plus(_ months: Int64) -> JavaMonth? { JavaMonth.all[Int((Int64(enumOrdinal) + (months % 12 + 12)) % 12)] }
    public func minus(_ months: Int64) -> JavaMonth? { plus(-(months % 12)) }

    /// Days in this month (February by `leapYear`).
    public func length(_ leapYear: Bool) -> Int32 {
        switch enumOrdinal + 1 {
        case 2: return leapYear ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
    public func minLength() -> Int32 { length(false) }
    public func maxLength() -> Int32 { length(true) }

    /// The day of the year on which this month starts.
    public func firstDayOfYear(_ leapYear: Bool) -> Int32 {
        let leap: Int32 = leapYear ? 1 : 0
        switch enumOrdinal + 1 {
        case 1: return 1
        case 2: return 32
        case 3: return 60 + leap
        case 4: return 91 + leap
        case 5: return 121 + leap
        case 6: return 152 + leap
        case 7: return 182 + leap
        case 8: return 213 + leap
        case 9: return 244 + leap
        case 10: return 274 + leap
        case 11: return 305 + leap
        default: return 335 + leap
        }
    }

    public func firstMonthOfQuarter() -> JavaMonth? { JavaMonth.all[Int(enumOrdinal / 3) * 3] }

    /// English names, as Java's default (English) locale prints them: "January", "Jan", "J".
    var fullName: String { enumName.prefix(1) + enumName.dropFirst().lowercased() }
    var shortName: String { String(fullName.prefix(3)) }
}

/// `java.time.DayOfWeek`: MONDAY (1) … SUNDAY (7).
public final class JavaDayOfWeek: JavaEnum, @unchecked Sendable {
    public static let MONDAY: JavaDayOfWeek? = all[0]
    public static let TUESDAY: JavaDayOfWeek? = all[1]
    public static let WEDNESDAY: JavaDayOfWeek? = all[2]
    public static let THURSDAY: JavaDayOfWeek? = all[3]
    public static let FRIDAY: JavaDayOfWeek? = all[4]
    public static let SATURDAY: JavaDayOfWeek? = all[5]
    public static let SUNDAY: JavaDayOfWeek? = all[6]
    static let all: [JavaDayOfWeek] = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]
        .enumerated().map { JavaDayOfWeek($0.element, Int32($0.offset)) }

    override init(_ enumName: String, _ enumOrdinal: Int32) { super.init(enumName, enumOrdinal) }

    public static func values() -> JavaArray<JavaDayOfWeek?>? { JavaArray(all.map { Optional($0) }) }
    public static func valueOf(_ name: String?) throws -> JavaDayOfWeek? {
        try JavaEnum.valueOf(all, name, enumClass: "java.time.DayOfWeek")
    }

    public static func of(_ dayOfWeek: Int32) throws -> JavaDayOfWeek? {
        guard (1...7).contains(dayOfWeek) else { throw DateTimeException("Invalid value for DayOfWeek: \(dayOfWeek)") }
        return all[Int(dayOfWeek) - 1]
    }

    public func getValue() -> Int32 { enumOrdinal + 1 }
    public func plus(_ days: Int64) -> JavaDayOfWeek? { JavaDayOfWeek.all[Int((Int64(enumOrdinal) + (days % 7 + 7)) % 7)] }
    public func minus(_ days: Int64) -> JavaDayOfWeek? { plus(-(days % 7)) }

    var fullName: String { enumName.prefix(1) + enumName.dropFirst().lowercased() }
    var shortName: String { String(fullName.prefix(3)) }
}

/// `java.time.temporal.ChronoUnit`. `toString()` is the unit's display name ("Days"), `name()` the constant's.
public final class JavaChronoUnit: JavaEnum, @unchecked Sendable {
    public static let NANOS: JavaChronoUnit? = all[0]
    public static let MICROS: JavaChronoUnit? = all[1]
    public static let MILLIS: JavaChronoUnit? = all[2]
    public static let SECONDS: JavaChronoUnit? = all[3]
    public static let MINUTES: JavaChronoUnit? = all[4]
    public static let HOURS: JavaChronoUnit? = all[5]
    public static let HALF_DAYS: JavaChronoUnit? = all[6]
    public static let DAYS: JavaChronoUnit? = all[7]
    public static let WEEKS: JavaChronoUnit? = all[8]
    public static let MONTHS: JavaChronoUnit? = all[9]
    public static let YEARS: JavaChronoUnit? = all[10]
    public static let DECADES: JavaChronoUnit? = all[11]
    public static let CENTURIES: JavaChronoUnit? = all[12]
    public static let MILLENNIA: JavaChronoUnit? = all[13]
    public static let ERAS: JavaChronoUnit? = all[14]
    public static let FOREVER: JavaChronoUnit? = all[15]

    /// (name, display name, duration seconds, duration nanos)
    private static let table: [(String, String, Int64, Int32)] = [
        ("NANOS", "Nanos", 0, 1), ("MICROS", "Micros", 0, 1000), ("MILLIS", "Millis", 0, 1_000_000),
        ("SECONDS", "Seconds", 1, 0), ("MINUTES", "Minutes", 60, 0), ("HOURS", "Hours", 3600, 0),
        ("HALF_DAYS", "HalfDays", 43200, 0), ("DAYS", "Days", 86400, 0), ("WEEKS", "Weeks", 7 * 86400, 0),
        ("MONTHS", "Months", 31_556_952 / 12, 0), ("YEARS", "Years", 31_556_952, 0),
        ("DECADES", "Decades", 31_556_952 * 10, 0), ("CENTURIES", "Centuries", 31_556_952 * 100, 0),
        ("MILLENNIA", "Millennia", 31_556_952 * 1000, 0), ("ERAS", "Eras", 31_556_952 * 1_000_000_000, 0),
        ("FOREVER", "Forever", Int64.max, 999_999_999),
    ]
    static let all: [JavaChronoUnit] = table.enumerated().map { JavaChronoUnit($0.element.0, Int32($0.offset)) }

    override init(_ enumName: String, _ enumOrdinal: Int32) { super.init(enumName, enumOrdinal) }

    public static func values() -> JavaArray<JavaChronoUnit?>? { JavaArray(all.map { Optional($0) }) }
    public static func valueOf(_ name: String?) throws -> JavaChronoUnit? {
        try JavaEnum.valueOf(all, name, enumClass: "java.time.temporal.ChronoUnit")
    }

    public override func toString() -> String { JavaChronoUnit.table[Int(enumOrdinal)].1 }
    public func getDuration() -> JavaDuration? {
        let entry = JavaChronoUnit.table[Int(enumOrdinal)]
        return JavaDuration(seconds: entry.2, nanos: entry.3)
    }
    public func isDateBased() -> Bool { enumOrdinal >= 7 && enumOrdinal != 15 }
    public func isTimeBased() -> Bool { enumOrdinal < 7 }
    public func isDurationEstimated() -> Bool { enumOrdinal >= 7 }

    /// `unit.between(a, b)`: `a.until(b, unit)`.
    public func between(_ start: JavaTemporal?, _ end: JavaTemporal?) throws -> Int64 {
        guard let start else { throw NullPointerException() }
        return try start.until(end, self)
    }
}

/// What `ChronoUnit.between` and `Duration.between` accept: the runtime's LocalDate, LocalTime, LocalDateTime.
public protocol JavaTemporal: JavaObject {
    func until(_ end: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64
}

func unsupportedUnit(_ unit: JavaChronoUnit) -> UnsupportedTemporalTypeException {
    UnsupportedTemporalTypeException("Unsupported unit: \(unit.toString())")
}

@inline(__always) func requireUnit(_ unit: JavaChronoUnit?) throws -> JavaChronoUnit {
    guard let unit else { throw NullPointerException("unit") }
    return unit
}

// Java's Math.floorDiv / floorMod on longs.
@inline(__always) func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
}

@inline(__always) func floorMod(_ a: Int64, _ b: Int64) -> Int64 { a - floorDiv(a, b) * b }
