import Testing
@testable import JavaRuntime

/// java.util.Date, Calendar and TimeZone against what Java 17 printed for the same calls (shown beside each).
@Suite("java.util.Date, Calendar and TimeZone")
struct JavaLegacyDateTests {
    let newYork = JavaTimeZone.zone(id: "America/New_York")

    func calendar(_ zone: JavaTimeZone) -> JavaCalendar { JavaCalendar(zone: zone, millis: 0) }

    /// `c.clear(); c.set(2024, MARCH, 10, 2, 30, 0)` in New York: the missing half hour moves forward to 03:30
    /// daylight time (1710055800000); `set(2024, NOVEMBER, 3, 1, 30, 0)` is the later, standard-time 01:30
    /// (1730615400000, DST_OFFSET 0).
    @Test func wallTimesInDaylightGapsAndOverlapsResolveLikeJava() throws {
        let c = calendar(newYork)
        c.clear()
        c.set(2024, JavaCalendar.MARCH, 10, 2, 30, 0)
        #expect(try c.getTimeInMillis() == 1_710_055_800_000)
        #expect(try c.get(JavaCalendar.HOUR_OF_DAY) == 3)
        c.clear()
        c.set(2024, JavaCalendar.NOVEMBER, 3, 1, 30, 0)
        #expect(try c.getTimeInMillis() == 1_730_615_400_000)
        #expect(try c.get(JavaCalendar.DST_OFFSET) == 0)
    }

    /// On 2024-01-31, `set(MONTH, FEBRUARY); set(DAY_OF_MONTH, 15)` is February 15 (the sets are resolved
    /// together), and `add(MONTH, 1)` is February 29 (pinned to the month's end).
    @Test func pendingSetsResolveTogetherAndMonthAdditionPins() throws {
        let c = calendar(newYork)
        c.setTimeInMillis(1_706_659_200_000)
        try c.set(JavaCalendar.MONTH, JavaCalendar.FEBRUARY)
        try c.set(JavaCalendar.DAY_OF_MONTH, 15)
        #expect(try c.get(JavaCalendar.MONTH) == 1 && c.get(JavaCalendar.DAY_OF_MONTH) == 15)
        c.setTimeInMillis(1_706_659_200_000)
        try c.add(JavaCalendar.MONTH, 1)
        #expect(try c.get(JavaCalendar.MONTH) == 1 && c.get(JavaCalendar.DAY_OF_MONTH) == 29)
    }

    /// `new Date(-1).hashCode()` 0, `new Date(1000000000000L).hashCode()` -727379736.
    @Test func dateHashCodesFoldTheMilliseconds() throws {
        #expect(try JavaDate(-1).hashCode() == 0)
        #expect(try JavaDate(1_000_000_000_000).hashCode() == -727_379_736)
    }

    /// `TimeZone.getTimeZone(id).getID()`: GMT+05:00 GMT-09:30 GMT GMT GMT EST GMT (custom IDs normalized,
    /// malformed and unknown ones falling back to GMT); EST is Java's fixed -5:00.
    @Test func zoneIDsAreParsedAndFallBackLikeJava() throws {
        let ids = ["GMT+5", "GMT-0930", "GMT+24", "gmt+5", "GMT+5:3", "EST", "Mars/Olympus"]
        let zones = try ids.map { try JavaTimeZone.getTimeZone($0)! }
        #expect(zones.map { $0.getID()! } == ["GMT+05:00", "GMT-09:30", "GMT", "GMT", "GMT", "EST", "GMT"])
        #expect(zones.map { $0.getOffset(0) } == [18_000_000, -34_200_000, 0, 0, 0, -18_000_000, 0])
    }

    /// Before 1900 Java's zone data has one offset per zone (New York: -18000000 in 1874), not local mean time;
    /// Kolkata's daylight name is IDT.
    @Test func offsetsBefore1900AndShortNamesAreJavas() throws {
        #expect(newYork.getOffset(-3_000_000_000_000) == -18_000_000)
        #expect(try JavaTimeZone.zone(id: "Asia/Kolkata").getDisplayName(true, JavaTimeZone.SHORT) == "IDT")
    }
}

/// java.text.SimpleDateFormat against what Java 17 printed for the same calls.
@Suite("java.text.SimpleDateFormat")
struct JavaSimpleDateFormatTests {
    func formatter(_ pattern: String, _ zone: String) throws -> JavaSimpleDateFormat {
        let f = try JavaSimpleDateFormat(pattern, locale: JavaLocale.US!)
        try f.setTimeZone(JavaTimeZone.zone(id: zone))
        return f
    }

    func parseError(_ f: JavaSimpleDateFormat, _ text: String) -> String? {
        do { _ = try f.parse(text) } catch let e as ParseException { return "\(e.getMessage() ?? "") @\(e.getErrorOffset())" } catch {}
        return nil
    }

    /// `format(new Date(1720000000123L))` in New York: `2024-07-03T05:46:40.123-04:00`; in Kolkata with
    /// `h hh H k K a z Z X`: `3 03 15 15 3 PM IST +0530 +05`.
    @Test func formatsLettersZonesAndOffsets() throws {
        let date = JavaDate(1_720_000_000_123)
        #expect(try formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "America/New_York").format(date) == "2024-07-03T05:46:40.123-04:00")
        #expect(try formatter("h hh H k K a z Z X", "Asia/Kolkata").format(date) == "3 03 15 15 3 PM IST +0530 +05")
        #expect(try formatter("''yy'' 'o''clock' yyyyy MMMM EEEE", "UTC").format(date) == "'24' o'clock 02024 July Wednesday")
    }

    /// Lenient `2024-02-30` is March 1st (1709251200000); strict fails at the end of the text, `@10`; an
    /// unknown zone form fails where it starts; text after the date is ignored.
    @Test func parsesLenientlyAndReportsJavasOffsets() throws {
        let f = try formatter("yyyy-MM-dd", "UTC")
        #expect(try f.parse("2024-02-30")!.getTime() == 1_709_251_200_000)
        #expect(try f.parse("2024-01-15xyz")!.getTime() == 1_705_276_800_000)
        f.setLenient(false)
        #expect(parseError(f, "2024-02-30") == "Unparseable date: \"2024-02-30\" @10")
        #expect(parseError(f, "2024/01/15") == "Unparseable date: \"2024/01/15\" @4")
        let iso = try formatter("yyyy-MM-dd'T'HH:mm:ssXXX", "UTC")
        #expect(try iso.parse("2024-07-03T09:46:40+05:30")!.getTime() == 1_719_980_200_000)
        #expect(parseError(iso, "2024-07-03T09:46:40+0530") == "Unparseable date: \"2024-07-03T09:46:40+0530\" @22")
    }

    /// Abutting numeric fields read as many digits as the pattern has letters: `yyyyMMdd` reads `2024115` as
    /// 2024-11-05; `EST` in a New York formatter is standard time even in July (15:00Z).
    @Test func countsDigitsOfAbuttingFieldsAndReadsZoneNames() throws {
        #expect(try formatter("yyyyMMdd", "UTC").parse("2024115")!.getTime() == 1_730_764_800_000)
        let ny = try formatter("yyyy-MM-dd HH:mm z", "America/New_York")
        #expect(try ny.parse("2024-07-01 10:00 EST")!.getTime() == 1_719_846_000_000)
        #expect(try ny.parse("2024-07-01 10:00 EDT")!.getTime() == 1_719_842_400_000)
    }
}

/// java.time's Instant, ZoneId and ZonedDateTime against what Java 17 printed for the same calls.
@Suite("java.time zones: Instant, ZoneId, ZonedDateTime")
struct JavaZonedTimeTests {
    /// `Instant.ofEpochSecond(-1, 500_000_000)` is `1969-12-31T23:59:59.500Z` (hash -269803776); nanos 123456 print
    /// nine digits; `parse("2024-07-03T09:46Z")` fails at index 16 (seconds are required), a 30th of February at 0.
    @Test func instantsPrintParseAndHashLikeJava() throws {
        let half = try JavaInstant.ofEpochSecond(-1, 500_000_000)!
        #expect(half.toString() == "1969-12-31T23:59:59.500Z")
        #expect(try half.hashCode() == -269_803_776)
        #expect(try JavaInstant.ofEpochSecond(1_720_000_000, 123_456)!.toString() == "2024-07-03T09:46:40.000123456Z")
        #expect(try JavaInstant.parse("2024-07-03T09:46:40+02:00")!.toString() == "2024-07-03T07:46:40Z")
        for (text, index) in [("2024-07-03T09:46Z", 16), ("2024-02-30T00:00:00Z", 0)] {
            #expect(throws: DateTimeParseException.self) { try JavaInstant.parse(text) }
            do { _ = try JavaInstant.parse(text) } catch let e as DateTimeParseException { #expect(e.getErrorIndex() == Int32(index)) }
        }
    }

    /// `ZoneId.of`: `+5` is the offset `+05:00`, `GMT-3` the region `GMT-03:00`, `UTC+25` fails as an offset-based ID.
    @Test func zoneIDsParseLikeJava() throws {
        #expect(try JavaZoneId.of("+5")!.getId() == "+05:00")
        #expect(try JavaZoneId.of("GMT-3")!.getId() == "GMT-03:00")
        #expect(try JavaZoneId.of("GMT-3")!.hashCode() == 147_276_920)
        do {
            _ = try JavaZoneId.of("UTC+25")
            Issue.record("UTC+25 parsed")
        } catch let e as DateTimeException {
            #expect(e.getMessage() == "Invalid ID for offset-based ZoneId: UTC+25")
        }
    }

    /// New York 2024-03-10 02:30 is 03:30-04:00 (the gap); 2024-11-03 01:30 is -04:00, its later offset -05:00.
    @Test func gapsMoveForwardAndOverlapsTakeTheEarlierOffset() throws {
        let newYork = try JavaZoneId.of("America/New_York")!
        let gap = try JavaZonedDateTime.of(2024, 3, 10, 2, 30, 0, 0, newYork)!
        #expect(gap.toString() == "2024-03-10T03:30-04:00[America/New_York]")
        let overlap = try JavaZonedDateTime.of(2024, 11, 3, 1, 30, 0, 0, newYork)!
        #expect(overlap.toString() == "2024-11-03T01:30-04:00[America/New_York]")
        #expect(try overlap.withLaterOffsetAtOverlap()!.toEpochSecond() == 1_730_615_400)
    }
}
