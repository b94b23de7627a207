/// `java.time.Duration`: seconds and nanoseconds (0…999,999,999), with Java's arithmetic, overflow
/// exceptions and `PT…` strings.
public final class JavaDuration: JavaObject, JavaComparable, CustomStringConvertible, @unchecked Sendable {
    public let seconds: Int64
    public let nanos: Int32

    init(seconds: Int64, nanos: Int32) {
        self.seconds = seconds
        self.nanos = nanos
    }

    static let zero = JavaDuration(seconds: 0, nanos: 0)
    public static let ZERO: JavaDuration? = zero

    static func create(_ seconds: Int64, _ nanos: Int32) -> JavaDuration {
        (seconds | Int64(nanos)) == 0 ? zero : JavaDuration(seconds: seconds, nanos: nanos)
    }

    public static func ofDays(_ days: Int64) throws -> JavaDuration? { create(try JavaMath.multiplyExact(days, secondsPerDay), 0) }
    public static func ofHours(_ hours: Int64) throws -> JavaDuration? { create(try JavaMath.multiplyExact(hours, 3600), 0) }
    public static func ofMinutes(_ minutes: Int64) throws -> JavaDuration? { create(try JavaMath.multiplyExact(minutes, 60), 0) }
    public static func ofSeconds(_ seconds: Int64) -> JavaDuration? { create(seconds, 0) }

    public static func ofSeconds(_ seconds: Int64, _ nanoAdjustment: Int64) throws -> JavaDuration? {
        try make(seconds, nanoAdjustment)
    }

    static func make(_ seconds: Int64, _ nanoAdjustment: Int64) throws -> JavaDuration {
        let secs = try JavaMath.addExact(seconds, floorDiv(nanoAdjustment, nanosPerSecond))
        return create(secs, Int32(floorMod(nanoAdjustment, nanosPerSecond)))
    }

    public static func ofMillis(_ millis: Int64) -> JavaDuration? {
        var secs = millis / 1000
        var mos = Int32(millis % 1000)
        if mos < 0 {
            mos += 1000
            secs -= 1
        }
        return create(secs, mos * 1_000_000)
    }

    public static func ofNanos(_ nanos: Int64) -> JavaDuration? {
        var secs = nanos / nanosPerSecond
        var nos = Int32(nanos % nanosPerSecond)
        if nos < 0 {
            nos += Int32(nanosPerSecond)
            secs -= 1
        }
        return create(secs, nos)
    }

    public static func of(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaDuration? {
        try zero.plus(amount, unit)
    }

    /// `Duration.between(start, end)`: in nanoseconds when they fit, otherwise seconds plus the nano difference.
    public static func between(_ start: JavaTemporal?, _ end: JavaTemporal?) throws -> JavaDuration? {
        guard let start else { throw NullPointerException() }
        do {
            return ofNanos(try start.until(end, JavaChronoUnit.NANOS))
        } catch is DateTimeException {
        } catch is ArithmeticException {
        }
        var secs = try start.until(end, JavaChronoUnit.SECONDS)
        var nanos: Int64 = 0
        if let startNano = nanoOfSecond(start), let endNano = nanoOfSecond(end) {
            nanos = endNano - startNano
            if secs > 0 && nanos < 0 { secs += 1 } else if secs < 0 && nanos > 0 { secs -= 1 }
        }
        return try make(secs, nanos)
    }

    private static func nanoOfSecond(_ t: Any?) -> Int64? {
        switch javaFlatten(t) {
        case let time as JavaLocalTime: return Int64(time.nano)
        case let dt as JavaLocalDateTime: return Int64(dt.time.nano)
        default: return nil
        }
    }

    // MARK: Fields and conversions

    public func getSeconds() -> Int64 { seconds }
    public func getNano() -> Int32 { nanos }
    public func isZero() -> Bool { (seconds | Int64(nanos)) == 0 }
    public func isNegative() -> Bool { seconds < 0 }
    public func toDays() -> Int64 { seconds / secondsPerDay }
    public func toHours() -> Int64 { seconds / 3600 }
    public func toMinutes() -> Int64 { seconds / 60 }
    public func toSeconds() -> Int64 { seconds }
    public func toDaysPart() -> Int64 { seconds / secondsPerDay }
    public func toHoursPart() -> Int32 { Int32(toHours() % 24) }
    public func toMinutesPart() -> Int32 { Int32(toMinutes() % 60) }
    public func toSecondsPart() -> Int32 { Int32(seconds % 60) }
    public func toMillisPart() -> Int32 { nanos / 1_000_000 }
    public func toNanosPart() -> Int32 { nanos }

    public func toMillis() throws -> Int64 { try total(unitsPerSecond: 1000) }
    public func toNanos() throws -> Int64 { try total(unitsPerSecond: nanosPerSecond) }

    /// The duration in units of 1/`unitsPerSecond` s, as Java computes `toMillis`/`toNanos`: a negative duration
    /// borrows a second first, so `Long.MIN_VALUE` itself does not overflow; other overflows throw.
    func total(unitsPerSecond: Int64) throws -> Int64 {
        var wholeSeconds = seconds
        var nanosLeft = Int64(nanos)
        if wholeSeconds < 0 {
            wholeSeconds += 1
            nanosLeft -= nanosPerSecond
        }
        let whole = try JavaMath.multiplyExact(wholeSeconds, unitsPerSecond)
        return try JavaMath.addExact(whole, nanosLeft / (nanosPerSecond / unitsPerSecond))
    }

    // MARK: Arithmetic

    func plus(_ secondsToAdd: Int64, nanos nanosToAdd: Int64) throws -> JavaDuration {
        if (secondsToAdd | nanosToAdd) == 0 { return self }
        var epochSec = try JavaMath.addExact(seconds, secondsToAdd)
        epochSec = try JavaMath.addExact(epochSec, nanosToAdd / nanosPerSecond)
        let nanoAdjustment = Int64(nanos) + nanosToAdd % nanosPerSecond
        return try JavaDuration.make(epochSec, nanoAdjustment)
    }

    public func plus(_ duration: JavaDuration?) throws -> JavaDuration? {
        guard let duration else { throw NullPointerException() }
        return try plus(duration.seconds, nanos: Int64(duration.nanos))
    }

    public func minus(_ duration: JavaDuration?) throws -> JavaDuration? {
        guard let duration else { throw NullPointerException() }
        if duration.seconds == .min { return try plus(.max, nanos: -Int64(duration.nanos)).plus(1, nanos: 0) }
        return try plus(-duration.seconds, nanos: -Int64(duration.nanos))
    }

    public func plus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaDuration? {
        let unit = try requireUnit(unit)
        switch unit.enumName {
        case "DAYS": return try plus(JavaMath.multiplyExact(amount, secondsPerDay), nanos: 0)
        case "NANOS": return try plusNanos(amount)
        case "MICROS": return try plusSeconds((amount / (1_000_000 * 1000)) * 1000)!.plusNanos((amount % (1_000_000 * 1000)) * 1000)
        case "MILLIS": return try plusMillis(amount)
        case "SECONDS": return try plusSeconds(amount)
        default:
            if unit.isDurationEstimated() { throw UnsupportedTemporalTypeException("Unit must not have an estimated duration") }
            return try plus(JavaMath.multiplyExact(unit.getDuration()!.seconds, amount), nanos: 0)
        }
    }

    public func minus(_ amount: Int64, _ unit: JavaChronoUnit?) throws -> JavaDuration? {
        amount == .min ? try plus(.max, unit)!.plus(1, unit) : try plus(-amount, unit)
    }

    public func plusDays(_ n: Int64) throws -> JavaDuration? { try plus(JavaMath.multiplyExact(n, secondsPerDay), nanos: 0) }
    public func plusHours(_ n: Int64) throws -> JavaDuration? { try plus(JavaMath.multiplyExact(n, 3600), nanos: 0) }
    public func plusMinutes(_ n: Int64) throws -> JavaDuration? { try plus(JavaMath.multiplyExact(n, 60), nanos: 0) }
    public func plusSeconds(_ n: Int64) throws -> JavaDuration? { try plus(n, nanos: 0) }
    public func plusMillis(_ n: Int64) throws -> JavaDuration? { try plus(n / 1000, nanos: (n % 1000) * 1_000_000) }
    public func plusNanos(_ n: Int64) throws -> JavaDuration? { try plus(0, nanos: n) }
    public func minusDays(_ n: Int64) throws -> JavaDuration? { n == .min ? try plusDays(.max)!.plusDays(1) : try plusDays(-n) }
    public func minusHours(_ n: Int64) throws -> JavaDuration? { n == .min ? try plusHours(.max)!.plusHours(1) : try plusHours(-n) }
    public func minusMinutes(_ n: Int64) throws -> JavaDuration? { n == .min ? try plusMinutes(.max)!.plusMinutes(1) : try plusMinutes(-n) }
    public func minusSeconds(_ n: Int64) throws -> JavaDuration? { n == .min ? try plusSeconds(.max)!.plusSeconds(1) : try plusSeconds(-n) }
    public func minusMillis(_ n: Int64) throws -> JavaDuration? { n == .min ? try plusMillis(.max)!.plusMillis(1) : try plusMillis(-n) }
    public func minusNanos(_ n: Int64) throws -> JavaDuration? { n == .min ? try plusNanos(.max)!.plusNanos(1) : try plusNanos(-n) }

    /// `multipliedBy(n)`: exact; a result beyond the range throws Java's "Exceeds capacity of Duration".
    public func multipliedBy(_ multiplicand: Int64) throws -> JavaDuration? {
        if multiplicand == 0 { return JavaDuration.zero }
        if multiplicand == 1 { return self }
        let total = JavaBigInteger(seconds) * JavaBigInteger(nanosPerSecond) + JavaBigInteger(Int64(nanos))
        let product = total * JavaBigInteger(multiplicand)
        let billion = JavaBigInteger(nanosPerSecond)
        let r = try product.mod(billion)!
        let q = try (product - r).divide(billion)!
        guard q.bitLength() < 64 else { throw ArithmeticException("Exceeds capacity of Duration: \(product.toString())") }
        return JavaDuration.create(q.longValue(), Int32(r.longValue()))
    }

    public func negated() throws -> JavaDuration? { try multipliedBy(-1) }
    public func abs() throws -> JavaDuration? { isNegative() ? try negated() : self }

    // MARK: Comparison, equality, strings

    func compare(_ other: JavaDuration) -> Int32 {
        if seconds != other.seconds { return seconds < other.seconds ? -1 : 1 }
        return nanos - other.nanos
    }

    public func compareTo(_ other: Any?) throws -> Int32 {
        let d: JavaDuration = try javaCompareToArgument(other, javaClass: "java.time.Duration")
        return compare(d)
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let d = javaFlatten(other) as? JavaDuration else { return false }
        return seconds == d.seconds && nanos == d.nanos
    }

    public func hashCode() throws -> Int32 {
        Int32(truncatingIfNeeded: seconds ^ Int64(bitPattern: UInt64(bitPattern: seconds) >> 32)) &+ 51 &* nanos
    }

    /// ISO-8601 `PT8H6M12.345S`: hours, minutes and seconds (never days), a trailing fraction without zeros.
    public func toString() -> String {
        if self === JavaDuration.zero || (seconds == 0 && nanos == 0) { return "PT0S" }
        var effectiveTotalSecs = seconds
        if seconds < 0 && nanos > 0 { effectiveTotalSecs += 1 }
        let hours = effectiveTotalSecs / 3600
        let minutes = Int32((effectiveTotalSecs % 3600) / 60)
        let secs = Int32(effectiveTotalSecs % 60)
        var buf = "PT"
        if hours != 0 { buf += String(hours) + "H" }
        if minutes != 0 { buf += String(minutes) + "M" }
        if secs == 0 && nanos == 0 && buf.count > 2 { return buf }
        if seconds < 0 && nanos > 0 {
            buf += secs == 0 ? "-0" : String(secs)
        } else {
            buf += String(secs)
        }
        if nanos > 0 {
            var fraction = seconds < 0 ? String(2 * nanosPerSecond - Int64(nanos)) : String(Int64(nanos) + nanosPerSecond)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            buf += "." + fraction.dropFirst()
        }
        return buf + "S"
    }

    public var description: String { toString() }
}

/// `java.time.Period`: years, months and days, each kept as given (not normalized), with Java's `P1Y2M3D`.
public final class JavaPeriod: JavaObject, CustomStringConvertible, @unchecked Sendable {
    public let years: Int32
    public let months: Int32
    public let days: Int32

    init(_ years: Int32, _ months: Int32, _ days: Int32) {
        self.years = years
        self.months = months
        self.days = days
    }

    static let zero = JavaPeriod(0, 0, 0)
    public static let ZERO: JavaPeriod? = zero

    static func create(_ years: Int32, _ months: Int32, _ days: Int32) -> JavaPeriod {
        (years | months | days) == 0 ? zero : JavaPeriod(years, months, days)
    }

    public static func of(_ years: Int32, _ months: Int32, _ days: Int32) -> JavaPeriod? { create(years, months, days) }
    public static func ofYears(_ years: Int32) -> JavaPeriod? { create(years, 0, 0) }
    public static func ofMonths(_ months: Int32) -> JavaPeriod? { create(0, months, 0) }
    public static func ofWeeks(_ weeks: Int32) throws -> JavaPeriod? { create(0, 0, try JavaMath.multiplyExact(weeks, 7)) }
    public static func ofDays(_ days: Int32) -> JavaPeriod? { create(0, 0, days) }

    public static func between(_ start: JavaLocalDate?, _ end: JavaLocalDate?) throws -> JavaPeriod? {
        guard let start else { throw NullPointerException() }
        return try start.until(end)
    }

    public func getYears() -> Int32 { years }
    public func getMonths() -> Int32 { months }
    public func getDays() -> Int32 { days }
    public func toTotalMonths() -> Int64 { Int64(years) * 12 + Int64(months) }
    public func isZero() -> Bool { self === JavaPeriod.zero || (years | months | days) == 0 }
    public func isNegative() -> Bool { years < 0 || months < 0 || days < 0 }

    public func withYears(_ v: Int32) -> JavaPeriod? { v == years ? self : JavaPeriod.create(v, months, days) }
    public func withMonths(_ v: Int32) -> JavaPeriod? { v == months ? self : JavaPeriod.create(years, v, days) }
    public func withDays(_ v: Int32) -> JavaPeriod? { v == days ? self : JavaPeriod.create(years, months, v) }

    public func plusYears(_ n: Int64) throws -> JavaPeriod? {
        if n == 0 { return self }
        return JavaPeriod.create(try JavaMath.toIntExact(JavaMath.addExact(Int64(years), n)), months, days)
    }
    public func plusMonths(_ n: Int64) throws -> JavaPeriod? {
        if n == 0 { return self }
        return JavaPeriod.create(years, try JavaMath.toIntExact(JavaMath.addExact(Int64(months), n)), days)
    }
    public func plusDays(_ n: Int64) throws -> JavaPeriod? {
        if n == 0 { return self }
        return JavaPeriod.create(years, months, try JavaMath.toIntExact(JavaMath.addExact(Int64(days), n)))
    }
    public func minusYears(_ n: Int64) throws -> JavaPeriod? { n == .min ? try plusYears(.max)!.plusYears(1) : try plusYears(-n) }
    public func minusMonths(_ n: Int64) throws -> JavaPeriod? { n == .min ? try plusMonths(.max)!.plusMonths(1) : try plusMonths(-n) }
    public func minusDays(_ n: Int64) throws -> JavaPeriod? { n == .min ? try plusDays(.max)!.plusDays(1) : try plusDays(-n) }

    public func plus(_ other: JavaPeriod?) throws -> JavaPeriod? {
        guard let other else { throw NullPointerException() }
        return JavaPeriod.create(try JavaMath.addExact(years, other.years), try JavaMath.addExact(months, other.months),
                                 try JavaMath.addExact(days, other.days))
    }

    public func minus(_ other: JavaPeriod?) throws -> JavaPeriod? {
        guard let other else { throw NullPointerException() }
        return JavaPeriod.create(try JavaMath.subtractExact(years, other.years), try JavaMath.subtractExact(months, other.months),
                                 try JavaMath.subtractExact(days, other.days))
    }

    public func multipliedBy(_ scalar: Int32) throws -> JavaPeriod? {
        if isZero() || scalar == 1 { return self }
        return JavaPeriod.create(try JavaMath.multiplyExact(years, scalar), try JavaMath.multiplyExact(months, scalar),
                                 try JavaMath.multiplyExact(days, scalar))
    }

    public func negated() throws -> JavaPeriod? { try multipliedBy(-1) }

    /// `normalized()`: whole years out of the months (days untouched).
    public func normalized() throws -> JavaPeriod? {
        let totalMonths = toTotalMonths()
        let splitYears = totalMonths / 12
        let splitMonths = Int32(totalMonths % 12)
        if splitYears == Int64(years) && splitMonths == months { return self }
        return JavaPeriod.create(try JavaMath.toIntExact(splitYears), splitMonths, days)
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let p = javaFlatten(other) as? JavaPeriod else { return false }
        return years == p.years && months == p.months && days == p.days
    }

    public func hashCode() throws -> Int32 {
        years &+ Int32(bitPattern: UInt32(bitPattern: months).rotateLeft(8)) &+ Int32(bitPattern: UInt32(bitPattern: days).rotateLeft(16))
    }

    public func toString() -> String {
        if isZero() { return "P0D" }
        var buf = "P"
        if years != 0 { buf += String(years) + "Y" }
        if months != 0 { buf += String(months) + "M" }
        if days != 0 { buf += String(days) + "D" }
        return buf
    }

    public var description: String { toString() }
}

extension UInt32 {
    fileprivate func rotateLeft(_ n: UInt32) -> UInt32 { (self << n) | (self >> (32 - n)) }
}
