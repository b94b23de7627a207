import Testing
@testable import JavaRuntime

/// java.time in the runtime against values Java 17 printed: the proleptic calendar over the whole year range,
/// strings, hash codes, arithmetic at month ends, Duration and Period strings, formatter patterns and messages.
@Suite("java.time")
struct JavaTimeTests {
    @Test func epochDaysStringsAndHashCodes() throws {
        let samples: [(Int64, String, Int32, Int32, Int32)] = [
            (-365243219162, "-999999999-01-01", -304793535, 1, 1),
            (-719528, "0000-01-01", 65, 6, 1),
            (-719529, "-0001-12-31", 799, 5, 365),
            (-678942, "0111-02-14", 227470, 6, 45),
            (-1, "1969-12-31", 4033311, 3, 365),
            (0, "1970-01-01", 4034625, 4, 1),
            (59, "1970-03-01", 4034753, 7, 60),
            (60, "1970-03-02", 4034754, 1, 61),
            (365, "1971-01-01", 4036673, 5, 1),
            (10956, "1999-12-31", 4094751, 5, 365),
            (11016, "2000-02-29", 4096157, 2, 60),
            (19675, "2023-11-14", 4143822, 2, 318),
            (19782, "2024-02-29", 4145309, 4, 60),
            (2932896, "9999-12-31", 20470559, 5, 365),
            (365241780471, "+999999999-12-31", -304794849, 5, 365),
            (-100000, "1696-03-17", 3473617, 6, 77),
            (123456, "2308-01-06", 4728902, 1, 6),
            (-54321, "1821-04-11", 3729675, 3, 101),
        ]
        for (epochDay, text, hash, dayOfWeek, dayOfYear) in samples {
            let date = try JavaLocalDate.ofEpochDay(epochDay)!
            #expect(date.toString() == text)
            #expect(try date.hashCode() == hash)
            #expect(date.getDayOfWeek()!.getValue() == dayOfWeek)
            #expect(date.getDayOfYear() == dayOfYear)
            #expect(date.toEpochDay() == epochDay)
            #expect(try JavaLocalDate.parse(text)!.equals(date))
        }
        // Every day of 1600…2400 round-trips through its fields.
        var day = try JavaLocalDate.of(1600, 1, 1)!.toEpochDay()
        let last = try JavaLocalDate.of(2400, 12, 31)!.toEpochDay()
        while day <= last {
            let d = try JavaLocalDate.ofEpochDay(day)!
            #expect(try JavaLocalDate.of(d.year, d.month, d.day)!.toEpochDay() == day)
            day += 1
        }
    }

    @Test func monthArithmeticClampsAndMessages() throws {
        let jan31 = try JavaLocalDate.of(2024, 1, 31)!
        #expect(try jan31.plusMonths(1)!.toString() == "2024-02-29")
        #expect(try jan31.plusMonths(13)!.toString() == "2025-02-28")
        #expect(try JavaLocalDate.of(2024, 2, 29)!.minusYears(1)!.toString() == "2023-02-28")
        #expect(try jan31.until(JavaLocalDate.of(2024, 3, 1))!.toString() == "P1M1D")
        #expect(try JavaChronoUnit.MONTHS!.between(jan31, JavaLocalDate.of(2024, 2, 29)) == 0)
        #expect(try jan31.compareTo(JavaLocalDate.of(2023, 12, 31)) == 1)
        #expect(throws: DateTimeException.self) { try JavaLocalDate.of(2023, 2, 29) }
        do {
            _ = try JavaLocalDate.of(2024, 4, 31)
        } catch let e as DateTimeException {
            #expect(e.getMessage() == "Invalid date 'APRIL 31'")
        }
        do {
            _ = try JavaLocalDate.parse("2023-02-30")
        } catch let e as DateTimeParseException {
            #expect(e.getMessage() == "Text '2023-02-30' could not be parsed: Invalid date 'FEBRUARY 30'")
            #expect(e.getErrorIndex() == 0)
        }
    }

    @Test func timesDurationsAndPeriods() throws {
        #expect(try JavaLocalTime.of(13, 45, 20, 1)!.hashCode() == -972927736)
        #expect(try JavaLocalDateTime.of(2024, 2, 29, 13, 45)!.hashCode() == 500561304)
        #expect(try JavaDuration.ofSeconds(-7, 5)!.hashCode() == 261)
        #expect(try JavaPeriod.of(-1, 2, 3)!.hashCode() == 197119)
        #expect(try JavaLocalTime.of(9, 5)!.toString() == "09:05")
        #expect(try JavaLocalTime.of(9, 5, 0, 1000)!.toString() == "09:05:00.000001")
        #expect(try JavaLocalTime.of(23, 30)!.plusHours(2)!.toString() == "01:30")
        #expect(try JavaDuration.ofMinutes(135)!.plusSeconds(7)!.toString() == "PT2H15M7S")
        #expect(JavaDuration.ofMillis(-1500)!.toString() == "PT-1.5S")
        #expect(try JavaDuration.ofSeconds(-1, 500_000_000)!.toString() == "PT-0.5S")
        #expect(JavaDuration.ZERO!.toString() == "PT0S")
        #expect(JavaPeriod.of(0, 0, 0)!.toString() == "P0D")
        #expect(try JavaPeriod.of(1, 14, 40)!.normalized()!.toString() == "P2Y2M40D")
        let between = try JavaDuration.between(JavaLocalTime.of(8, 0), JavaLocalTime.of(17, 45, 10))!
        #expect(between.toString() == "PT9H45M10S")
    }

    /// Java: `Duration.ofSeconds(-1, 500_000_000)` is -500 ms / -500000000 ns; `ofSeconds(Long.MAX_VALUE).toMillis()`
    /// throws ArithmeticException("long overflow"); `ofSeconds(Long.MIN_VALUE / 1000).toMillis()` is -9223372036854775000.
    @Test func durationTotalsBorrowASecondWhenNegative() throws {
        let half = try JavaDuration.ofSeconds(-1, 500_000_000)!
        #expect(try half.toMillis() == -500)
        #expect(try half.toNanos() == -500_000_000)
        #expect(try JavaDuration.ofMillis(-1500)!.toNanos() == -1_500_000_000)
        #expect(throws: ArithmeticException.self) { try JavaDuration.ofSeconds(Int64.max)!.toMillis() }
        #expect(try JavaDuration.ofSeconds(Int64.min / 1000)!.toMillis() == -9_223_372_036_854_775_000)
    }

    /// `compareTo(Object)` of another class: ClassCastException naming the Java classes (Java adds a module note).
    @Test func compareToAnotherClassNamesBothJavaClasses() throws {
        #expect(throws: NullPointerException.self) { try JavaLocalDate.of(2020, 1, 1)!.compareTo(nil) }
        do {
            _ = try JavaBigInteger.valueOf(3)!.compareTo(JavaLocalDate.of(2020, 1, 1))
            Issue.record("no exception")
        } catch let e as ClassCastException {
            #expect(e.getMessage() == "class java.time.LocalDate cannot be cast to class java.math.BigInteger")
        }
    }

    @Test func formatterPatterns() throws {
        let date = try JavaLocalDate.of(2024, 9, 2)!
        #expect(try JavaDateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy")!.format(date) == "Monday, September 2, 2024")
        #expect(try JavaDateTimeFormatter.ofPattern("EEE dd MMM yy")!.format(date) == "Mon 02 Sep 24")
        #expect(try JavaDateTimeFormatter.ofPattern("h:mm a")!.format(JavaLocalTime.of(0, 5)) == "12:05 AM")
        #expect(try JavaLocalDate.parse("20240902", JavaDateTimeFormatter.ofPattern("yyyyMMdd"))!.toString() == "2024-09-02")
        #expect(try JavaLocalDate.parse("31/04/2023", JavaDateTimeFormatter.ofPattern("dd/MM/yyyy"))!.toString() == "2023-04-30")
        // A fixed-width fraction reserves its digits when an adjacent value parses (Java 17).
        let compact = try JavaDateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")
        #expect(try JavaLocalDateTime.parse("20240902073005123", compact)!.toString() == "2024-09-02T07:30:05.123")
        #expect(JavaDateTimeFormatter.ISO_LOCAL_DATE!.toString() == "Value(Year,4,10,EXCEEDS_PAD)'-'Value(MonthOfYear,2)'-'Value(DayOfMonth,2)")
        #expect(throws: IllegalArgumentException.self) { try JavaDateTimeFormatter.ofPattern("ddd") }
        #expect(throws: UnsupportedTemporalTypeException.self) { try JavaDateTimeFormatter.ofPattern("HH")!.format(date) }
    }
}
