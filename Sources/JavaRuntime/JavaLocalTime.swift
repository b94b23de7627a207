let nanosPerSecond: Int64 = 1_000_000_000
let nanosPerMinute: Int64 = 60 * nanosPerSecond
let nanosPerHour: Int64 = 60 * nanosPerMinute
let nanosPerDay: Int64 = 24 * nanosPerHour
let secondsPerDay: Int64 = 86_400

/// `java.time.LocalTime`: a time of day to the nanosecond; arithmetic wraps around midnight.
public final class JavaLocalTime: JavaObject, JavaComparable, JavaTemporal, CustomStringConvertible, @unchecked Sendable {
    public let hour: Int32
    public let minute: Int32
    public let second: Int32
    public let nano: Int32

    init(unchecked hour: Int32, _ minute: Int32, _ second: Int32, _ nano: Int32) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nano = nano
    }

    static let midnight = JavaLocalTime(unchecked: 0, 0, 0, 0)
    public static let MIDNIGHT: JavaLocalTime? = midnight
    public static let MIN: JavaLocalTime? = midnight
    public static let NOON: JavaLocalTime? = JavaLocalTime(unchecked: 12, 0, 0, 0)
    public static let MAX: JavaLocalTime? = JavaLocalTime(unchecked: 23, 59, 59, 999_999_999)

    static func create(_ hour: Int32, _ minute: Int32, _ second: Int32, _ nano: Int32) throws -> JavaLocalTime {
        try TimeField.hourOfDay.check(Int64(hour))
        try TimeField.minuteOfHour.check(Int64(minute))
        try TimeField.secondOfMinute.check(Int64(second))
        try TimeField.nanoOfSecond.check(Int64(nano))
        return JavaLocalTime(unchecked: hour, minute, second, nano)
    }

    public static func of(_ hour: Int32, _ minute: Int32) throws -> JavaLocalTime? { try create(hour, minute, 0, 0) }
    public static func of(_ hour: Int32, _ minute: Int32, _ second: Int32) throws -> JavaLocalTime? {
        try create(hour, minute, second, 0)
    }
    public static func of(_ hour: Int32, _ minute: Int32, _ second: Int32, _ nano: Int32) throws -> JavaLocalTime? {
        try create(hour, minute, second, nano)
    }

    public static func ofSecondOfDay(_ secondOfDay: Int64) throws -> JavaLocalTime? {
        try TimeField.secondOfDay.check(secondOfDay)
        return JavaLocalTime(unchecked: Int32(secondOfDay / 3600), Int32(secondOfDay / 60 % 60), Int32(secondOfDay % 60), 0)
    }

    public static func ofNanoOfDay(_ nanoOfDay: Int64) throws -> JavaLocalTime? { try fromNanoOfDay(nanoOfDay) }

    static func fromNanoOfDay(_ nanoOfDay: Int64) throws -> JavaLocalTime {
        try TimeField.nanoOfDay.check(nanoOfDay)
        var n = nanoOfDay
        let hours = Int32(n / nanosPerHour)
        n -= Int64(hours) * nanosPerHour
        let minutes = Int32(n / nanosPerMinute)
        n -= Int64(minutes) * nanosPerMinute
        let seconds = Int32(n / nanosPerSecond)
        n -= Int64(seconds) * nanosPerSecond
        return JavaLocalTime(unchecked: hours, minutes, seconds, Int32(n))
    }

    /// `LocalTime.parse(text)`: ISO_LOCAL_TIME (`09:30`, `09:30:15`, `09:30:15.25`).
    public static func parse(_ text: String?) throws -> JavaLocalTime? { try parse(text, JavaDateTimeFormatter.isoLocalTime) }

    public static func parse(_ text: String?, _ formatter: JavaDateTimeFormatter?) throws -> JavaLocalTime? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.parseResolved(text, query: "LocalTime") { $0.time }
    }

    public func getHour() -> Int32 { hour }
    public func getMinute() -> Int32 { minute }
    public func getSecond() -> Int32 { second }
    public func getNano() -> Int32 { nano }
    public func toSecondOfDay() -> Int32 { hour * 3600 + minute * 60 + second }
    public func toNanoOfDay() -> Int64 {
        Int64(hour) * nanosPerHour + Int64(minute) * nanosPerMinute + Int64(second) * nanosPerSecond + Int64(nano)
    }

    // MARK: Arithmetic (wrapping around midnight)

    public func plusHours(_ hours: Int64) -> JavaLocalTime? {
        if hours == 0 { return self }
        let newHour = (Int32(hours % 24) + hour + 24) % 24
        return JavaLocalTime(unchecked: newHour, minute, second, nano)
    }

    public func plusMinutes(_ minutes: Int64) -> JavaLocalTime? {
        if minutes == 0 { return self }
        let mofd = hour * 60 + minute
        let newMofd = (Int32(minutes % 1440) + mofd + 1440) % 1440
        if mofd == newMofd { return self }
        return JavaLocalTime(unchecked: newMofd / 60, newMofd % 60, second, nano)
    }

    public func plusSeconds(_ seconds: Int64) -> JavaLocalTime? {
        if seconds == 0 { return self }
        let sofd = toSecondOfDay()
        let newSofd = (Int32(seconds % secondsPerDay) + sofd + Int32(secondsPerDay)) % Int32(secondsPerDay)
        if sofd == newSofd { return self }
        return JavaLocalTime(unchecked: newSofd / 3600, (newSofd / 60) % 60, newSofd % 60, nano)
    }

    public func plusNanos(_ nanos: Int64) -> JavaLocalTime? {
        if nanos == 0 { return self }
        let nofd = toNanoOfDay()
        let newNofd = ((nanos % nanosPerDay) + nofd + nanosPerDay) % nanosPerDay
        if nofd == newNofd { return self }
        return try! JavaLocalTime.fromNanoOfDay(newNofd)
    }

    public func minusHours(_ n: Int64) -> JavaLocalTime? { plusHours(-(n % 24)) }
    public func minusMinutes(_ n: Int64) -> JavaLocalTime? { plusMinutes(-(n % 1440)) }
    public func minusSeconds(_ n: Int64) -> JavaLocalTime? { plusSeconds(-(n % secondsPerDay)) }
    public func minusNanos(_ n: Int64) -> JavaLocalTime? { plusNanos(-(n % nanosPerDay)) }

    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaLocalTime? {
        let unit = try requireUnit(unit)
        switch unit.enumName {
        case "NANOS": return plusNanos(amount)
        case "MICROS": return plusNanos((amount % 86_400_000_000) * 1000)
        case "MILLIS": return plusNanos((amount % 86_400_000) * 1_000_000)
        case "SECONDS": return plusSeconds(amount)
        case "MINUTES": return plusMinutes(amount)
        case "HOURS": return plusHours(amount)
        case "HALF_DAYS": return plusHours((amount % 2) * 12)
        default: throw unsupportedUnit(unit)
        }
    }

    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaLocalTime? {
        amount == .min ? try plus(.max, unit)!.plus(1, unit) : try plus(-amount, unit)
    }

    public func plus(_ amount: Any?) throws -> JavaLocalTime? {
        switch javaFlatten(amount) {
        case let d as JavaDuration: return plusSeconds(d.seconds)!.plusNanos(Int64(d.nanos))
        case let p as JavaPeriod:
            if p.years != 0 { throw UnsupportedTemporalTypeException("Unsupported unit: Years") }
            if p.months != 0 { throw UnsupportedTemporalTypeException("Unsupported unit: Months") }
            if p.days != 0 { throw UnsupportedTemporalTypeException("Unsupported unit: Days") }
            return self
        case nil: throw NullPointerException("amountToAdd")
        default: throw DateTimeException("Unsupported amount")
        }
    }

    public func minus(_ amount: Any?) throws -> JavaLocalTime? {
        switch javaFlatten(amount) {
        case let d as JavaDuration: return minusSeconds(d.seconds)!.minusNanos(Int64(d.nanos))
        case is JavaPeriod: return try plus(amount)
        case nil: throw NullPointerException("amountToSubtract")
        default: throw DateTimeException("Unsupported amount")
        }
    }

    public func withHour(_ hour: Int32) throws -> JavaLocalTime? {
        if hour == self.hour { return self }
        return try JavaLocalTime.create(hour, minute, second, nano)
    }
    public func withMinute(_ minute: Int32) throws -> JavaLocalTime? {
        if minute == self.minute { return self }
        return try JavaLocalTime.create(hour, minute, second, nano)
    }
    public func withSecond(_ second: Int32) throws -> JavaLocalTime? {
        if second == self.second { return self }
        return try JavaLocalTime.create(hour, minute, second, nano)
    }
    public func withNano(_ nano: Int32) throws -> JavaLocalTime? {
        if nano == self.nano { return self }
        return try JavaLocalTime.create(hour, minute, second, nano)
    }

    public func truncatedTo(_ unit: JavaChronoUnit?) throws -> JavaLocalTime? {
        let unit = try requireUnit(unit)
        if unit.enumName == "NANOS" { return self }
        let duration = unit.getDuration()!
        if duration.seconds > secondsPerDay {
            throw UnsupportedTemporalTypeException("Unit is too large to be used for truncation")
        }
        let dur = try duration.toNanos()
        if nanosPerDay % dur != 0 {
            throw UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder")
        }
        return try JavaLocalTime.fromNanoOfDay((toNanoOfDay() / dur) * dur)
    }

    public func until(_ end: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64 {
        let end = try JavaLocalTime.from(end)
        let unit = try requireUnit(unit)
        let nanosUntil = end.toNanoOfDay() - toNanoOfDay()
        switch unit.enumName {
        case "NANOS": return nanosUntil
        case "MICROS": return nanosUntil / 1000
        case "MILLIS": return nanosUntil / 1_000_000
        case "SECONDS": return nanosUntil / nanosPerSecond
        case "MINUTES": return nanosUntil / nanosPerMinute
        case "HOURS": return nanosUntil / nanosPerHour
        case "HALF_DAYS": return nanosUntil / (12 * nanosPerHour)
        default: throw unsupportedUnit(unit)
        }
    }

    static func from(_ temporal: Any?) throws -> JavaLocalTime {
        switch javaFlatten(temporal) {
        case let t as JavaLocalTime: return t
        case let dt as JavaLocalDateTime: return dt.time
        case nil: throw NullPointerException("temporal")
        case let other?:
            throw DateTimeException("Unable to obtain LocalTime from TemporalAccessor: \(javaStringOf(other)) of type \(javaRuntimeClassName(other))")
        }
    }

    public func atDate(_ date: JavaLocalDate?) throws -> JavaLocalDateTime? {
        guard let date else { throw NullPointerException("date") }
        return JavaLocalDateTime(date, self)
    }

    // MARK: Comparison, equality, strings

    func compare(_ other: JavaLocalTime) -> Int32 {
        func cmp(_ a: Int32, _ b: Int32) -> Int32 { a < b ? -1 : (a == b ? 0 : 1) }
        var c = cmp(hour, other.hour)
        if c == 0 {
            c = cmp(minute, other.minute)
            if c == 0 {
                c = cmp(second, other.second)
                if c == 0 { c = cmp(nano, other.nano) }
            }
        }
        return c
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let time: JavaLocalTime = try javaCompareToArgument(other, javaClass: "java.time.LocalTime")
        return compare(time)
    }

    public func isBefore(_ other: JavaLocalTime?) throws -> Bool { try compareTo(other) < 0 }
    public func isAfter(_ other: JavaLocalTime?) throws -> Bool { try compareTo(other) > 0 }

    public func equals(_ other: Any?) throws -> Bool {
        guard let time = javaFlatten(other) as? JavaLocalTime else { return false }
        return compare(time) == 0
    }

    public func hashCode() throws -> Int32 { hash }
    var hash: Int32 {
        let nod = toNanoOfDay()
        return Int32(truncatingIfNeeded: nod ^ Int64(bitPattern: UInt64(bitPattern: nod) >> 32))
    }

    /// `HH:mm`, then `:ss` if seconds or nanos are set, then the fraction in groups of three digits.
    public func toString() -> String {
        var text = (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? ":0" : ":") + String(minute)
        if second > 0 || nano > 0 {
            text += (second < 10 ? ":0" : ":") + String(second)
            if nano > 0 {
                text += "."
                if nano % 1_000_000 == 0 {
                    text += String(String(nano / 1_000_000 + 1000).dropFirst())
                } else if nano % 1000 == 0 {
                    text += String(String(nano / 1000 + 1_000_000).dropFirst())
                } else {
                    text += String(String(nano + 1_000_000_000).dropFirst())
                }
            }
        }
        return text
    }

    public var description: String { toString() }

    public func format(_ formatter: JavaDateTimeFormatter?) throws -> String? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.format(self)
    }
}

/// `java.time.LocalDateTime`: a LocalDate and a LocalTime; time arithmetic carries into the date.
public final class JavaLocalDateTime: JavaObject, JavaComparable, JavaTemporal, CustomStringConvertible, @unchecked Sendable {
    public let date: JavaLocalDate
    public let time: JavaLocalTime

    init(_ date: JavaLocalDate, _ time: JavaLocalTime) {
        self.date = date
        self.time = time
    }

    public static let MIN: JavaLocalDateTime? = JavaLocalDateTime(JavaLocalDate.MIN!, JavaLocalTime.midnight)
    public static let MAX: JavaLocalDateTime? = JavaLocalDateTime(JavaLocalDate.MAX!, JavaLocalTime.MAX!)

    public static func of(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32) throws -> JavaLocalDateTime? {
        JavaLocalDateTime(try JavaLocalDate.create(year, month, day), try JavaLocalTime.create(hour, minute, 0, 0))
    }
    public static func of(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32, _ second: Int32) throws -> JavaLocalDateTime? {
        JavaLocalDateTime(try JavaLocalDate.create(year, month, day), try JavaLocalTime.create(hour, minute, second, 0))
    }
    public static func of(_ year: Int32, _ month: Int32, _ day: Int32, _ hour: Int32, _ minute: Int32, _ second: Int32, _ nano: Int32) throws -> JavaLocalDateTime? {
        JavaLocalDateTime(try JavaLocalDate.create(year, month, day), try JavaLocalTime.create(hour, minute, second, nano))
    }
    public static func of(_ year: Int32, _ month: JavaMonth?, _ day: Int32, _ hour: Int32, _ minute: Int32) throws -> JavaLocalDateTime? {
        try of(year, try requireMonth(month), day, hour, minute)
    }
    public static func of(_ year: Int32, _ month: JavaMonth?, _ day: Int32, _ hour: Int32, _ minute: Int32, _ second: Int32) throws -> JavaLocalDateTime? {
        try of(year, try requireMonth(month), day, hour, minute, second)
    }
    public static func of(_ date: JavaLocalDate?, _ time: JavaLocalTime?) throws -> JavaLocalDateTime? {
        guard let date else { throw NullPointerException("date") }
        guard let time else { throw NullPointerException("time") }
        return JavaLocalDateTime(date, time)
    }

    private static func requireMonth(_ month: JavaMonth?) throws -> Int32 {
        guard let month else { throw NullPointerException("month") }
        return month.getValue()
    }

    /// `LocalDateTime.parse(text)`: ISO_LOCAL_DATE_TIME (`2024-02-29T09:30`).
    public static func parse(_ text: String?) throws -> JavaLocalDateTime? {
        try parse(text, JavaDateTimeFormatter.isoLocalDateTime)
    }

    public static func parse(_ text: String?, _ formatter: JavaDateTimeFormatter?) throws -> JavaLocalDateTime? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.parseResolved(text, query: "LocalDateTime") { parsed in
            guard let date = parsed.date, let time = parsed.time else { return nil }
            return JavaLocalDateTime(date, time)
        }
    }

    public func toLocalDate() -> JavaLocalDate? { date }
    public func toLocalTime() -> JavaLocalTime? { time }
    public func getYear() -> Int32 { date.year }
    public func getMonthValue() -> Int32 { date.month }
    public func getMonth() -> JavaMonth? { date.getMonth() }
    public func getDayOfMonth() -> Int32 { date.day }
    public func getDayOfYear() -> Int32 { date.getDayOfYear() }
    public func getDayOfWeek() -> JavaDayOfWeek? { date.getDayOfWeek() }
    public func getHour() -> Int32 { time.hour }
    public func getMinute() -> Int32 { time.minute }
    public func getSecond() -> Int32 { time.second }
    public func getNano() -> Int32 { time.nano }

    private func with(_ newDate: JavaLocalDate, _ newTime: JavaLocalTime) -> JavaLocalDateTime {
        newDate === date && newTime === time ? self : JavaLocalDateTime(newDate, newTime)
    }

    public func plusYears(_ n: Int64) throws -> JavaLocalDateTime? { with(try date.plusYears(n)!, time) }
    public func plusMonths(_ n: Int64) throws -> JavaLocalDateTime? { with(try date.plusMonths(n)!, time) }
    public func plusWeeks(_ n: Int64) throws -> JavaLocalDateTime? { with(try date.plusWeeks(n)!, time) }
    public func plusDays(_ n: Int64) throws -> JavaLocalDateTime? { with(try date.plusDays(n)!, time) }
    public func plusHours(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, n, 0, 0, 0, 1) }
    public func plusMinutes(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, 0, n, 0, 0, 1) }
    public func plusSeconds(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, 0, 0, n, 0, 1) }
    public func plusNanos(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, 0, 0, 0, n, 1) }
    public func minusYears(_ n: Int64) throws -> JavaLocalDateTime? { n == .min ? try plusYears(.max)!.plusYears(1) : try plusYears(-n) }
    public func minusMonths(_ n: Int64) throws -> JavaLocalDateTime? { n == .min ? try plusMonths(.max)!.plusMonths(1) : try plusMonths(-n) }
    public func minusWeeks(_ n: Int64) throws -> JavaLocalDateTime? { n == .min ? try plusWeeks(.max)!.plusWeeks(1) : try plusWeeks(-n) }
    public func minusDays(_ n: Int64) throws -> JavaLocalDateTime? { n == .min ? try plusDays(.max)!.plusDays(1) : try plusDays(-n) }
    public func minusHours(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, n, 0, 0, 0, -1) }
    public func minusMinutes(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, 0, n, 0, 0, -1) }
    public func minusSeconds(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, 0, 0, n, 0, -1) }
    public func minusNanos(_ n: Int64) throws -> JavaLocalDateTime? { try plusWithOverflow(date, 0, 0, 0, n, -1) }

    /// Java's `plusWithOverflow`: whole days and the rest of the time separately, so nothing overflows.
    private func plusWithOverflow(_ newDate: JavaLocalDate, _ hours: Int64, _ minutes: Int64, _ seconds: Int64,
                                  _ nanos: Int64, _ sign: Int64) throws -> JavaLocalDateTime {
        if (hours | minutes | seconds | nanos) == 0 { return with(newDate, time) }
        var totDays = nanos / nanosPerDay + seconds / secondsPerDay + minutes / 1440 + hours / 24
        totDays *= sign
        var totNanos = nanos % nanosPerDay + (seconds % secondsPerDay) * nanosPerSecond
            + (minutes % 1440) * nanosPerMinute + (hours % 24) * nanosPerHour
        let curNoD = time.toNanoOfDay()
        totNanos = totNanos * sign + curNoD
        totDays += floorDiv(totNanos, nanosPerDay)
        let newNoD = floorMod(totNanos, nanosPerDay)
        let newTime = newNoD == curNoD ? time : try JavaLocalTime.fromNanoOfDay(newNoD)
        return with(try newDate.plusDays(totDays)!, newTime)
    }

    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaLocalDateTime? {
        let unit = try requireUnit(unit)
        if unit.isTimeBased() {
            switch unit.enumName {
            case "NANOS": return try plusNanos(amount)
            case "MICROS": return try plusDays(amount / 86_400_000_000)!.plusNanos((amount % 86_400_000_000) * 1000)
            case "MILLIS": return try plusDays(amount / 86_400_000)!.plusNanos((amount % 86_400_000) * 1_000_000)
            case "SECONDS": return try plusSeconds(amount)
            case "MINUTES": return try plusMinutes(amount)
            case "HOURS": return try plusHours(amount)
            default: return try plusDays(amount / 256)!.plusHours((amount % 256) * 12)  // HALF_DAYS
            }
        }
        return with(try date.plus(amount, unit)!, time)
    }

    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaLocalDateTime? {
        amount == .min ? try plus(.max, unit)!.plus(1, unit) : try plus(-amount, unit)
    }

    public func plus(_ amount: Any?) throws -> JavaLocalDateTime? {
        switch javaFlatten(amount) {
        case let p as JavaPeriod: return with(try date.plus(p)!, time)
        case let d as JavaDuration: return try plusSeconds(d.seconds)!.plusNanos(Int64(d.nanos))
        case nil: throw NullPointerException("amountToAdd")
        default: throw DateTimeException("Unsupported amount")
        }
    }

    public func minus(_ amount: Any?) throws -> JavaLocalDateTime? {
        switch javaFlatten(amount) {
        case let p as JavaPeriod: return with(try date.minus(p)!, time)
        case let d as JavaDuration: return try minusSeconds(d.seconds)!.minusNanos(Int64(d.nanos))
        case nil: throw NullPointerException("amountToSubtract")
        default: throw DateTimeException("Unsupported amount")
        }
    }

    public func withYear(_ v: Int32) throws -> JavaLocalDateTime? { with(try date.withYear(v)!, time) }
    public func withMonth(_ v: Int32) throws -> JavaLocalDateTime? { with(try date.withMonth(v)!, time) }
    public func withDayOfMonth(_ v: Int32) throws -> JavaLocalDateTime? { with(try date.withDayOfMonth(v)!, time) }
    public func withDayOfYear(_ v: Int32) throws -> JavaLocalDateTime? { with(try date.withDayOfYear(v)!, time) }
    public func withHour(_ v: Int32) throws -> JavaLocalDateTime? { with(date, try time.withHour(v)!) }
    public func withMinute(_ v: Int32) throws -> JavaLocalDateTime? { with(date, try time.withMinute(v)!) }
    public func withSecond(_ v: Int32) throws -> JavaLocalDateTime? { with(date, try time.withSecond(v)!) }
    public func withNano(_ v: Int32) throws -> JavaLocalDateTime? { with(date, try time.withNano(v)!) }
    public func truncatedTo(_ unit: JavaChronoUnit?) throws -> JavaLocalDateTime? { with(date, try time.truncatedTo(unit)!) }

    public func until(_ endExclusive: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64 {
        let end = try JavaLocalDateTime.from(endExclusive)
        let unit = try requireUnit(unit)
        if unit.isTimeBased() {
            var amount = date.daysUntil(end.date)
            if amount == 0 { return try time.until(end.time, unit) }
            var timePart = end.time.toNanoOfDay() - time.toNanoOfDay()
            if amount > 0 {
                amount -= 1
                timePart += nanosPerDay
            } else {
                amount += 1
                timePart -= nanosPerDay
            }
            switch unit.enumName {
            case "NANOS": amount = try JavaMath.multiplyExact(amount, nanosPerDay)
            case "MICROS": amount = try JavaMath.multiplyExact(amount, 86_400_000_000); timePart /= 1000
            case "MILLIS": amount = try JavaMath.multiplyExact(amount, 86_400_000); timePart /= 1_000_000
            case "SECONDS": amount = try JavaMath.multiplyExact(amount, secondsPerDay); timePart /= nanosPerSecond
            case "MINUTES": amount = try JavaMath.multiplyExact(amount, 1440); timePart /= nanosPerMinute
            case "HOURS": amount = try JavaMath.multiplyExact(amount, 24); timePart /= nanosPerHour
            default: amount = try JavaMath.multiplyExact(amount, 2); timePart /= 12 * nanosPerHour
            }
            return try JavaMath.addExact(amount, timePart)
        }
        var endDate = end.date
        if endDate.compare(date) > 0 && end.time.compare(time) < 0 {
            endDate = try endDate.minusDays(1)!
        } else if endDate.compare(date) < 0 && end.time.compare(time) > 0 {
            endDate = try endDate.plusDays(1)!
        }
        return try date.until(endDate, unit)
    }

    static func from(_ temporal: Any?) throws -> JavaLocalDateTime {
        switch javaFlatten(temporal) {
        case let dt as JavaLocalDateTime: return dt
        case nil: throw NullPointerException("temporal")
        case let other?:
            throw DateTimeException("Unable to obtain LocalDateTime from TemporalAccessor: \(javaStringOf(other)) of type \(javaRuntimeClassName(other))")
        }
    }

    func compare(_ other: JavaLocalDateTime) -> Int32 {
        let c = date.compare(other.date)
        return c != 0 ? c : time.compare(other.time)
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let dt: JavaLocalDateTime = try javaCompareToArgument(other, javaClass: "java.time.LocalDateTime")
        return compare(dt)
    }

    public func isBefore(_ other: JavaLocalDateTime?) throws -> Bool { try compareTo(other) < 0 }
    public func isAfter(_ other: JavaLocalDateTime?) throws -> Bool { try compareTo(other) > 0 }
    public func isEqual(_ other: JavaLocalDateTime?) throws -> Bool { try compareTo(other) == 0 }

    public func equals(_ other: Any?) throws -> Bool {
        guard let dt = javaFlatten(other) as? JavaLocalDateTime else { return false }
        return compare(dt) == 0
    }

    public func hashCode() throws -> Int32 { date.hash ^ time.hash }
    public func toString() -> String { date.toString() + "T" + time.toString() }
    public var description: String { toString() }

    public func format(_ formatter: JavaDateTimeFormatter?) throws -> String? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.format(self)
    }
}
