/// `java.time.LocalDate`: a date of the proleptic ISO calendar (years -999,999,999 … 999,999,999), with
/// Java's arithmetic (month ends clamp to the last valid day), strings, hash code and messages.
public final class JavaLocalDate: JavaObject, JavaComparable, JavaTemporal, CustomStringConvertible, @unchecked Sendable {
    public let year: Int32
    public let month: Int32
    public let day: Int32

    static let daysPerCycle: Int64 = 146_097
    static let days0000To1970: Int64 = daysPerCycle * 5 - (30 * 365 + 7)

    init(unchecked year: Int32, _ month: Int32, _ day: Int32) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static let MIN: JavaLocalDate? = JavaLocalDate(unchecked: -999_999_999, 1, 1)
    public static let MAX: JavaLocalDate? = JavaLocalDate(unchecked: 999_999_999, 12, 31)
    public static let EPOCH: JavaLocalDate? = JavaLocalDate(unchecked: 1970, 1, 1)

    // MARK: Creation

    public static func of(_ year: Int32, _ month: Int32, _ dayOfMonth: Int32) throws -> JavaLocalDate? {
        try create(year, month, dayOfMonth)
    }

    public static func of(_ year: Int32, _ month: JavaMonth?, _ dayOfMonth: Int32) throws -> JavaLocalDate? {
        guard let month else { throw NullPointerException("month") }
        return try create(year, month.getValue(), dayOfMonth)
    }

    /// Java's checks in Java's order: the fields' ranges, then the day against the month.
    static func create(_ year: Int32, _ month: Int32, _ day: Int32) throws -> JavaLocalDate {
        try TimeField.year.check(Int64(year))
        try TimeField.monthOfYear.check(Int64(month))
        try TimeField.dayOfMonth.check(Int64(day))
        if day > 28 {
            let leap = isLeap(Int64(year))
            let length = JavaMonth.all[Int(month) - 1].length(leap)
            if day > length {
                if day == 29 { throw DateTimeException("Invalid date 'February 29' as '\(year)' is not a leap year") }
                throw DateTimeException("Invalid date '\(JavaMonth.all[Int(month) - 1].enumName) \(day)'")
            }
        }
        return JavaLocalDate(unchecked: year, month, day)
    }

    /// The date, or the last valid day of the month when `day` is past it (plusMonths, withYear…).
    static func resolvePreviousValid(_ year: Int32, _ month: Int32, _ day: Int32) -> JavaLocalDate {
        var day = day
        switch month {
        case 2: day = min(day, isLeap(Int64(year)) ? 29 : 28)
        case 4, 6, 9, 11: day = min(day, 30)
        default: break
        }
        return JavaLocalDate(unchecked: year, month, day)
    }

    public static func ofYearDay(_ year: Int32, _ dayOfYear: Int32) throws -> JavaLocalDate? {
        try TimeField.year.check(Int64(year))
        try TimeField.dayOfYear.check(Int64(dayOfYear))
        let leap = isLeap(Int64(year))
        if dayOfYear == 366 && !leap {
            throw DateTimeException("Invalid date 'DayOfYear 366' as '\(year)' is not a leap year")
        }
        var moy = JavaMonth.all[Int((dayOfYear - 1) / 31)]
        let monthEnd = moy.firstDayOfYear(leap) + moy.length(leap) - 1
        if dayOfYear > monthEnd { moy = JavaMonth.all[Int(moy.enumOrdinal + 1)] }
        let dom = dayOfYear - moy.firstDayOfYear(leap) + 1
        return try create(year, moy.getValue(), dom)
    }

    public static func ofEpochDay(_ epochDay: Int64) throws -> JavaLocalDate? { try fromEpochDay(epochDay) }

    static func fromEpochDay(_ epochDay: Int64) throws -> JavaLocalDate {
        try TimeField.epochDay.check(epochDay)
        var zeroDay = epochDay + days0000To1970
        zeroDay -= 60  // from 0000-03-01, so the leap day is the last of the four-year cycle
        var adjust: Int64 = 0
        if zeroDay < 0 {
            let adjustCycles = (zeroDay + 1) / daysPerCycle - 1
            adjust = adjustCycles * 400
            zeroDay += -adjustCycles * daysPerCycle
        }
        var yearEst = (400 * zeroDay + 591) / daysPerCycle
        var doyEst = zeroDay - (365 * yearEst + yearEst / 4 - yearEst / 100 + yearEst / 400)
        if doyEst < 0 {
            yearEst -= 1
            doyEst = zeroDay - (365 * yearEst + yearEst / 4 - yearEst / 100 + yearEst / 400)
        }
        yearEst += adjust
        let marchDoy0 = doyEst
        let marchMonth0 = (marchDoy0 * 5 + 2) / 153
        let month = (marchMonth0 + 2) % 12 + 1
        let dom = marchDoy0 - (marchMonth0 * 306 + 5) / 10 + 1
        yearEst += marchMonth0 / 10
        let year = try TimeField.year.checkInt(yearEst)
        return JavaLocalDate(unchecked: year, Int32(month), Int32(dom))
    }

    /// `LocalDate.parse(text)`: ISO_LOCAL_DATE (`2024-02-29`), strictly resolved.
    public static func parse(_ text: String?) throws -> JavaLocalDate? {
        try parse(text, JavaDateTimeFormatter.isoLocalDate)
    }

    public static func parse(_ text: String?, _ formatter: JavaDateTimeFormatter?) throws -> JavaLocalDate? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.parseResolved(text, query: "LocalDate") { parsed in
            guard let date = parsed.date else { return nil }
            return date
        }
    }

    // MARK: Fields

    static func isLeap(_ year: Int64) -> Bool { (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0) }

    public func getYear() -> Int32 { year }
    public func getMonthValue() -> Int32 { month }
    public func getMonth() -> JavaMonth? { JavaMonth.all[Int(month) - 1] }
    public func getDayOfMonth() -> Int32 { day }
    public func getDayOfYear() -> Int32 { JavaMonth.all[Int(month) - 1].firstDayOfYear(isLeapYear()) + day - 1 }
    public func getDayOfWeek() -> JavaDayOfWeek? { dayOfWeek }
    var dayOfWeek: JavaDayOfWeek { JavaDayOfWeek.all[Int(floorMod(toEpochDay() + 3, 7))] }
    public func isLeapYear() -> Bool { JavaLocalDate.isLeap(Int64(year)) }
    public func lengthOfMonth() -> Int32 { JavaMonth.all[Int(month) - 1].length(isLeapYear()) }
    public func lengthOfYear() -> Int32 { isLeapYear() ? 366 : 365 }
    var prolepticMonth: Int64 { Int64(year) * 12 + Int64(month) - 1 }

    public func toEpochDay() -> Int64 {
        let y = Int64(year), m = Int64(month)
        var total: Int64 = 365 * y
        if y >= 0 {
            total += (y + 3) / 4 - (y + 99) / 100 + (y + 399) / 400
        } else {
            total -= y / -4 - y / -100 + y / -400
        }
        total += (367 * m - 362) / 12
        total += Int64(day) - 1
        if m > 2 {
            total -= 1
            if !isLeapYear() { total -= 1 }
        }
        return total - JavaLocalDate.days0000To1970
    }

    // MARK: Arithmetic

    /// Java's fast path within a month or into the next one (whose year check names Year, not EpochDay).
    public func plusDays(_ days: Int64) throws -> JavaLocalDate? {
        if days == 0 { return self }
        let dom = Int64(day) &+ days
        if dom > 0 {
            if dom <= 28 { return JavaLocalDate(unchecked: year, month, Int32(dom)) }
            if dom <= 59 {
                let monthLength = Int64(lengthOfMonth())
                if dom <= monthLength { return JavaLocalDate(unchecked: year, month, Int32(dom)) }
                if month < 12 { return JavaLocalDate(unchecked: year, month + 1, Int32(dom - monthLength)) }
                try TimeField.year.check(Int64(year) + 1)
                return JavaLocalDate(unchecked: year + 1, 1, Int32(dom - monthLength))
            }
        }
        return try JavaLocalDate.fromEpochDay(JavaMath.addExact(toEpochDay(), days))
    }

    public func plusWeeks(_ weeks: Int64) throws -> JavaLocalDate? { try plusDays(JavaMath.multiplyExact(weeks, 7)) }

    public func plusMonths(_ months: Int64) throws -> JavaLocalDate? {
        if months == 0 { return self }
        let calcMonths = prolepticMonth &+ months
        let newYear = try TimeField.year.checkInt(floorDiv(calcMonths, 12))
        let newMonth = Int32(floorMod(calcMonths, 12) + 1)
        return JavaLocalDate.resolvePreviousValid(newYear, newMonth, day)
    }

    public func plusYears(_ years: Int64) throws -> JavaLocalDate? {
        if years == 0 { return self }
        let newYear = try TimeField.year.checkInt(Int64(year) &+ years)
        return JavaLocalDate.resolvePreviousValid(newYear, month, day)
    }

    public func minusDays(_ n: Int64) throws -> JavaLocalDate? {
        n == .min ? try plusDays(.max)!.plusDays(1) : try plusDays(-n)
    }
    public func minusWeeks(_ n: Int64) throws -> JavaLocalDate? {
        n == .min ? try plusWeeks(.max)!.plusWeeks(1) : try plusWeeks(-n)
    }
    public func minusMonths(_ n: Int64) throws -> JavaLocalDate? {
        n == .min ? try plusMonths(.max)!.plusMonths(1) : try plusMonths(-n)
    }
    public func minusYears(_ n: Int64) throws -> JavaLocalDate? {
        n == .min ? try plusYears(.max)!.plusYears(1) : try plusYears(-n)
    }

    /// `plus(amount, unit)` for the date-based units.
    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaLocalDate? {
        let unit = try requireUnit(unit)
        switch unit.enumName {
        case "DAYS": return try plusDays(amount)
        case "WEEKS": return try plusWeeks(amount)
        case "MONTHS": return try plusMonths(amount)
        case "YEARS": return try plusYears(amount)
        case "DECADES": return try plusYears(JavaMath.multiplyExact(amount, 10))
        case "CENTURIES": return try plusYears(JavaMath.multiplyExact(amount, 100))
        case "MILLENNIA": return try plusYears(JavaMath.multiplyExact(amount, 1000))
        default: throw unsupportedUnit(unit)
        }
    }

    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaLocalDate? {
        amount == .min ? try plus(.max, unit)!.plus(1, unit) : try plus(-amount, unit)
    }

    /// `plus(Period)` (months first, then days, as Java); a Duration has no date units.
    public func plus(_ amount: Any?) throws -> JavaLocalDate? {
        switch javaFlatten(amount) {
        case let p as JavaPeriod: return try plusMonths(p.toTotalMonths())!.plusDays(Int64(p.days))
        case is JavaDuration: throw UnsupportedTemporalTypeException("Unsupported unit: Seconds")
        case nil: throw NullPointerException("amountToAdd")
        default: throw DateTimeException("Unsupported amount")
        }
    }

    public func minus(_ amount: Any?) throws -> JavaLocalDate? {
        switch javaFlatten(amount) {
        case let p as JavaPeriod: return try minusMonths(p.toTotalMonths())!.minusDays(Int64(p.days))
        case is JavaDuration: throw UnsupportedTemporalTypeException("Unsupported unit: Seconds")
        case nil: throw NullPointerException("amountToSubtract")
        default: throw DateTimeException("Unsupported amount")
        }
    }

    public func withDayOfMonth(_ dayOfMonth: Int32) throws -> JavaLocalDate? {
        if dayOfMonth == day { return self }
        return try JavaLocalDate.create(year, month, dayOfMonth)
    }

    public func withDayOfYear(_ dayOfYear: Int32) throws -> JavaLocalDate? {
        if getDayOfYear() == dayOfYear { return self }
        return try JavaLocalDate.ofYearDay(year, dayOfYear)
    }

    public func withMonth(_ month: Int32) throws -> JavaLocalDate? {
        if month == self.month { return self }
        try TimeField.monthOfYear.check(Int64(month))
        return JavaLocalDate.resolvePreviousValid(year, month, day)
    }

    public func withYear(_ year: Int32) throws -> JavaLocalDate? {
        if year == self.year { return self }
        try TimeField.year.check(Int64(year))
        return JavaLocalDate.resolvePreviousValid(year, month, day)
    }

    // MARK: Between

    func daysUntil(_ end: JavaLocalDate) -> Int64 { end.toEpochDay() - toEpochDay() }

    func monthsUntil(_ end: JavaLocalDate) -> Int64 {
        let packed1 = prolepticMonth * 32 + Int64(day)
        let packed2 = end.prolepticMonth * 32 + Int64(end.day)
        return (packed2 - packed1) / 32
    }

    /// `until(end)`: the Period in years, months and days.
    public func until(_ endDate: JavaLocalDate?) throws -> JavaPeriod? {
        guard let end = endDate else { throw NullPointerException() }
        var totalMonths = end.prolepticMonth - prolepticMonth
        var days = end.day - day
        if totalMonths > 0 && days < 0 {
            totalMonths -= 1
            let calcDate = try plusMonths(totalMonths)!
            days = Int32(end.toEpochDay() - calcDate.toEpochDay())
        } else if totalMonths < 0 && days > 0 {
            totalMonths += 1
            days -= end.lengthOfMonth()
        }
        let years = totalMonths / 12
        let months = Int32(totalMonths % 12)
        return JavaPeriod.create(try JavaMath.toIntExact(years), months, days)
    }

    public func until(_ end: JavaTemporal?, _ unit: JavaChronoUnit?) throws -> Int64 {
        let end = try JavaLocalDate.from(end)
        let unit = try requireUnit(unit)
        switch unit.enumName {
        case "DAYS": return daysUntil(end)
        case "WEEKS": return daysUntil(end) / 7
        case "MONTHS": return monthsUntil(end)
        case "YEARS": return monthsUntil(end) / 12
        case "DECADES": return monthsUntil(end) / 120
        case "CENTURIES": return monthsUntil(end) / 1200
        case "MILLENNIA": return monthsUntil(end) / 12000
        case "ERAS": return Int64((end.year >= 1 ? 1 : 0) - (year >= 1 ? 1 : 0))
        default: throw unsupportedUnit(unit)
        }
    }

    static func from(_ temporal: Any?) throws -> JavaLocalDate {
        switch javaFlatten(temporal) {
        case let d as JavaLocalDate: return d
        case let dt as JavaLocalDateTime: return dt.date
        case nil: throw NullPointerException("temporal")
        case let other?:
            throw DateTimeException("Unable to obtain LocalDate from TemporalAccessor: \(javaStringOf(other)) of type \(javaRuntimeClassName(other))")
        }
    }

    /// `datesUntil(end)`: the dates from this one up to, not including, `end`, as a stream.
    public func datesUntil(_ endExclusive: JavaLocalDate?) throws -> JavaStream<JavaLocalDate?>? {
        guard let end = endExclusive else { throw NullPointerException() }
        let start = toEpochDay(), stop = end.toEpochDay()
        if stop < start { throw IllegalArgumentException("\(end) < \(self)") }
        var dates: [JavaLocalDate?] = []
        var d = start
        while d < stop {
            dates.append(try JavaLocalDate.fromEpochDay(d))
            d += 1
        }
        return JavaStream.over { dates }
    }

    public func atTime(_ hour: Int32, _ minute: Int32) throws -> JavaLocalDateTime? {
        JavaLocalDateTime(self, try JavaLocalTime.create(hour, minute, 0, 0))
    }
    public func atTime(_ hour: Int32, _ minute: Int32, _ second: Int32) throws -> JavaLocalDateTime? {
        JavaLocalDateTime(self, try JavaLocalTime.create(hour, minute, second, 0))
    }
    public func atTime(_ time: JavaLocalTime?) throws -> JavaLocalDateTime? {
        guard let time else { throw NullPointerException("time") }
        return JavaLocalDateTime(self, time)
    }
    public func atStartOfDay() -> JavaLocalDateTime? { JavaLocalDateTime(self, JavaLocalTime.midnight) }

    // MARK: Comparison, equality, strings

    func compare(_ other: JavaLocalDate) -> Int32 {
        var cmp = year &- other.year
        if cmp == 0 {
            cmp = month - other.month
            if cmp == 0 { cmp = day - other.day }
        }
        return cmp
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let date: JavaLocalDate = try javaCompareToArgument(other, javaClass: "java.time.LocalDate")
        return compare(date)
    }

    public func isBefore(_ other: JavaLocalDate?) throws -> Bool { try compareTo(other) < 0 }
    public func isAfter(_ other: JavaLocalDate?) throws -> Bool { try compareTo(other) > 0 }
    public func isEqual(_ other: JavaLocalDate?) throws -> Bool { try compareTo(other) == 0 }

    public func equals(_ other: Any?) throws -> Bool {
        guard let date = javaFlatten(other) as? JavaLocalDate else { return false }
        return compare(date) == 0
    }

    public func hashCode() throws -> Int32 { hash }
    var hash: Int32 { (year & Int32(bitPattern: 0xFFFF_F800)) ^ ((year << 11) &+ (month << 6) &+ day) }

    public func toString() -> String {
        var text = ""
        let absYear = Swift.abs(Int64(year))
        if absYear < 1000 {
            if year < 0 {
                text = "-" + String(String(Int64(year) - 10000).dropFirst(2))
            } else {
                text = String(String(Int64(year) + 10000).dropFirst())
            }
        } else {
            if year > 9999 { text = "+" }
            text += String(year)
        }
        text += (month < 10 ? "-0" : "-") + String(month)
        text += (day < 10 ? "-0" : "-") + String(day)
        return text
    }

    public var description: String { toString() }

    public func format(_ formatter: JavaDateTimeFormatter?) throws -> String? {
        guard let formatter else { throw NullPointerException("formatter") }
        return try formatter.format(self)
    }
}
