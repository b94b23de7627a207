import Testing

@testable import JavaRuntime

/// java.util.Formatter as the runtime reproduces it. Every expected string was printed by a real Java 17 VM
/// (OpenJDK 17.0.21) for the same format and arguments (`String.format`; for an exception, `"!"` and its
/// `toString()`). Doubles are given by bit pattern, with the Java literal beside them.
struct JavaFormatterTests {
    struct Case {
        let format: String
        let arguments: [Any?]
        let expected: String
        init(_ format: String, _ arguments: [Any?], _ expected: String) {
            self.format = format
            self.arguments = arguments
            self.expected = expected
        }
    }

    /// What Java printed: the formatted text, or `!` and the exception.
    static func formatted(_ c: Case) -> String {
        do {
            return try JavaFormatter.format(c.format, argumentList: c.arguments)
        } catch let t as Throwable {
            return "!" + t.toString()
        } catch {
            return "!\(error)"
        }
    }

    static func check(_ cases: [Case]) {
        for c in cases {
            #expect(formatted(c) == c.expected, "String.format(\"\(c.format)\", …)")
        }
    }

    /// `%s %S %b %h %c %n %%`, width, precision and `-`; argument indices.
    static var generalCases: [Case] { [
        Case("%s|%10s|%-10s|%.3s|%10.2s|%S", ["hello", "hello", "hello", "hello", "hello", "hello"], "hello|     hello|hello     |hel|        he|HELLO"),
        Case("%s %s %s %s %s %s", [nil, Int32(42), Int64(-42), Double(bitPattern: 0x400c000000000000) /* 3.5 */, Float(bitPattern: 0x3f800000) /* 1.0f */, UInt16(99)], "null 42 -42 3.5 1.0 c"),
        Case("%s|%s|%s", [Int16(7), Int8(-8), true], "7|-8|true"),
        Case("%-10s|%10s|", [nil, true], "null      |      true|"),
        Case("%S|%S", ["stra\u{df}e", nil], "STRASSE|NULL"),
        Case("%.0s|%.1s|%.10s", ["abc", "abc", "abc"], "|a|abc"),
        Case("%5s|%-5s|", ["\u{1f600}", "\u{1f600}"], "   \u{1f600}|\u{1f600}   |"),
        Case("%b|%B|%b|%b|%b|%b", [true, false, nil, "x", Int32(0), false], "true|FALSE|false|true|true|false"),
        Case("%5b|%-6b|%.2b|%5.1B", [true, false, true, false], " true|false |tr|    F"),
        Case("%h|%H|%h|%h|%h|%h", ["hi", "hi", Int32(17), nil, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, true], "d01|D01|11|null|3ff80000|4cf"),
        Case("%h|%h|%h", [Int64(100), UInt16(97), Int32(-1)], "64|61|ffffffff"),
        Case("%c|%c|%3c|%-3c|%C", [UInt16(120), Int32(65), UInt16(121), UInt16(122), UInt16(113)], "x|A|  y|z  |Q"),
        Case("%c|%c|%c", [Int8(65), Int16(66), Int32(128512)], "A|B|\u{1f600}"),
        Case("%C|%C", [UInt16(223), Int32(223)], "SS|SS"),
        Case("%-3c|%3C|", [Int32(128512), Int32(128512)], "\u{1f600} | \u{1f600}|"),
        Case("%c|%c", [nil, Int32(1114111)], "null|\u{10ffff}"),
        Case("%n|%%|%5%|%-5%|", [Int32(1)], "\n|%|    %|%    |"),
        Case("line one%nline two%n", [], "line one\nline two\n"),
        Case("100%% done, %s%%", ["50"], "100% done, 50%"),
        Case("no specifiers", [], "no specifiers"),
        Case("", [], ""),
        Case("%3$s %1$s %2$s", ["a", "b", "c"], "c a b"),
        Case("%s %<s %s %2$s %s %<s", ["a", "b", "c"], "a a b b c c"),
        Case("%1$s %s %s", ["a", "b"], "a a b"),
        Case("%2$s %s %<s", ["a", "b"], "b a a"),
        Case("%1$s %1$s %1$S", ["x"], "x x X"),
        Case("%1$n%1$%", [Int32(1)], "\n%"),
        Case("%-10tY|%TY|%ty", [nil, nil, nil], "null      |NULL|null"),
    ] }

    /// `%d %o %x %X` of byte, short, int and long with every flag.
    static var integerCases: [Case] { [
        Case("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%(,d]", [Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0)], "[0] [    0] [0    ] [00000] [0] [+0] [ 0] [0] [0]"),
        Case("[%x] [%X] [%08x] [%#x] [%#X] [%o] [%#o] [%-#10x] [%#010o]", [Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0)], "[0] [0] [00000000] [0x0] [0X0] [0] [00] [0x0       ] [0000000000]"),
        Case("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%(,d]", [Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7)], "[7] [    7] [7    ] [00007] [7] [+7] [ 7] [7] [7]"),
        Case("[%x] [%X] [%08x] [%#x] [%#X] [%o] [%#o] [%-#10x] [%#010o]", [Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7), Int32(7)], "[7] [7] [00000007] [0x7] [0X7] [7] [07] [0x7       ] [0000000007]"),
        Case("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%(,d]", [Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7)], "[-7] [   -7] [-7   ] [-0007] [-7] [-7] [-7] [(7)] [(7)]"),
        Case("[%x] [%X] [%08x] [%#x] [%#X] [%o] [%#o] [%-#10x] [%#010o]", [Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7), Int32(-7)], "[fffffff9] [FFFFFFF9] [fffffff9] [0xfffffff9] [0XFFFFFFF9] [37777777771] [037777777771] [0xfffffff9] [037777777771]"),
        Case("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%(,d]", [Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567)], "[1234567] [1234567] [1234567] [1234567] [1,234,567] [+1234567] [ 1234567] [1234567] [1,234,567]"),
        Case("[%x] [%X] [%08x] [%#x] [%#X] [%o] [%#o] [%-#10x] [%#010o]", [Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567), Int32(1234567)], "[12d687] [12D687] [0012d687] [0x12d687] [0X12D687] [4553207] [04553207] [0x12d687  ] [0004553207]"),
        Case("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%(,d]", [Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647)], "[2147483647] [2147483647] [2147483647] [2147483647] [2,147,483,647] [+2147483647] [ 2147483647] [2147483647] [2,147,483,647]"),
        Case("[%x] [%X] [%08x] [%#x] [%#X] [%o] [%#o] [%-#10x] [%#010o]", [Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647), Int32(2147483647)], "[7fffffff] [7FFFFFFF] [7fffffff] [0x7fffffff] [0X7FFFFFFF] [17777777777] [017777777777] [0x7fffffff] [017777777777]"),
        Case("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%(,d]", [Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648)], "[-2147483648] [-2147483648] [-2147483648] [-2147483648] [-2,147,483,648] [-2147483648] [-2147483648] [(2147483648)] [(2,147,483,648)]"),
        Case("[%x] [%X] [%08x] [%#x] [%#X] [%o] [%#o] [%-#10x] [%#010o]", [Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648), Int32(-2147483648)], "[80000000] [80000000] [80000000] [0x80000000] [0X80000000] [20000000000] [020000000000] [0x80000000] [020000000000]"),
        Case("[%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d] [%+,d] [%(d]", [Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0)], "[0] [0] [0] [0] [0] [                   0] [0                   ] [+0] [0]"),
        Case("[%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d] [%+,d] [%(d]", [Int64(255), Int64(255), Int64(255), Int64(255), Int64(255), Int64(255), Int64(255), Int64(255), Int64(255)], "[255] [255] [ff] [FF] [377] [                 255] [255                 ] [+255] [255]"),
        Case("[%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d] [%+,d] [%(d]", [Int64(-255), Int64(-255), Int64(-255), Int64(-255), Int64(-255), Int64(-255), Int64(-255), Int64(-255), Int64(-255)], "[-255] [-255] [ffffffffffffff01] [FFFFFFFFFFFFFF01] [1777777777777777777401] [                -255] [-255                ] [-255] [(255)]"),
        Case("[%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d] [%+,d] [%(d]", [Int64(9876543210), Int64(9876543210), Int64(9876543210), Int64(9876543210), Int64(9876543210), Int64(9876543210), Int64(9876543210), Int64(9876543210), Int64(9876543210)], "[9876543210] [9,876,543,210] [24cb016ea] [24CB016EA] [111454013352] [          9876543210] [9876543210          ] [+9,876,543,210] [9876543210]"),
        Case("[%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d] [%+,d] [%(d]", [Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807), Int64(9223372036854775807)], "[9223372036854775807] [9,223,372,036,854,775,807] [7fffffffffffffff] [7FFFFFFFFFFFFFFF] [777777777777777777777] [ 9223372036854775807] [9223372036854775807 ] [+9,223,372,036,854,775,807] [9223372036854775807]"),
        Case("[%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d] [%+,d] [%(d]", [Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808), Int64(-9223372036854775808)], "[-9223372036854775808] [-9,223,372,036,854,775,808] [8000000000000000] [8000000000000000] [1000000000000000000000] [-9223372036854775808] [-9223372036854775808] [-9,223,372,036,854,775,808] [(9223372036854775808)]"),
        Case("%d %d %x %x %o %o", [Int8(-128), Int16(-32768), Int8(-1), Int16(-1), Int8(-1), Int16(-1)], "-128 -32768 ff ffff 377 177777"),
        Case("%X %#X %#x %x", [Int8(-128), Int16(-2), Int8(127), Int8(-128)], "80 0XFFFE 0x7f 80"),
        Case("%08d|%+08d|% 08d|%(08d|%-8d|", [Int32(-42), Int32(42), Int32(42), Int32(-42), Int32(-42)], "-0000042|+0000042| 0000042|(000042)|-42     |"),
        Case("%,015d|%-,15d|%(,010d|%(5d|%(05d", [Int32(1234567), Int32(-1234567), Int32(-1234567), Int32(-12), Int32(-12)], "0000001,234,567|-1,234,567     |(1,234,567)| (12)|(012)"),
        Case("%,d|%,d|%,d|%,d", [Int32(999), Int32(1000), Int32(-1000), Int32(0)], "999|1,000|-1,000|0"),
        Case("%d|%5d|%x|%X|%o", [nil, nil, nil, nil, nil], "null| null|null|NULL|null"),
        Case("%d%%|%3d|%-3d|", [Int32(50), Int32(123456), Int32(123456)], "50%|123456|123456|"),
    ] }

    /// `%f %e %g %a`: Java's digits rounded half up, precision 0, -0.0, subnormals, the extremes, floats
    /// (widened to double), NaN and the infinities, and all the flags.
    static var floatingCases: [Case] { [
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */], "0.125000|0|0.1|0.13|0.125"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */], "1.250000e-01|1e-01|1.25e-01|1.250000E-01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */, Double(bitPattern: 0x3fc0000000000000) /* 0.125 */], "0.125000|0.1|0.125|0.125000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */], "0.000010|0|0.0|0.00|0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */], "1.000000e-05|1e-05|1.00e-05|1.000000E-05"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */, Double(bitPattern: 0x3ee4f8b588e368f1) /* 1.0E-5 */], "1.00000e-05|1e-05|1.00e-05|1.00000E-05"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */], "9.995000|10|10.0|10.00|9.995"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */], "9.995000e+00|1e+01|1.00e+01|9.995000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */, Double(bitPattern: 0x4023fd70a3d70a3d) /* 9.995 */], "9.99500|1e+01|10.0|9.99500"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */], "123456.789000|123457|123456.8|123456.79|123456.789"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */], "1.234568e+05|1e+05|1.23e+05|1.234568E+05"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */, Double(bitPattern: 0x40fe240c9fbe76c9) /* 123456.789 */], "123457|1e+05|1.23e+05|123457"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */], "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.000000|1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000|1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.0|1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.00|1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */], "1.000000e+300|1e+300|1.00e+300|1.000000E+300"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */, Double(bitPattern: 0x7e37e43c8800759c) /* 1.0E300 */], "1.00000e+300|1e+300|1.00e+300|1.00000E+300"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */], "0.000000|0|0.0|0.00|0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */], "4.900000e-324|5e-324|4.90e-324|4.900000E-324"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x1) /* 4.9E-324 */], "4.90000e-324|5e-324|4.90e-324|4.90000E-324"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */], "-0.000000|-0|-0.0|-0.00|-0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */], "-0.000000e+00|-0e+00|-0.00e+00|-0.000000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */], "-0.00000|-0|-0.00|-0.00000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */], "0.000000|0|0.0|0.00|0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */], "0.000000e+00|0e+00|0.00e+00|0.000000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */], "0.00000|0|0.00|0.00000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */], "0.500000|1|0.5|0.50|0.500"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */], "5.000000e-01|5e-01|5.00e-01|5.000000E-01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */, Double(bitPattern: 0x3fe0000000000000) /* 0.5 */], "0.500000|0.5|0.500|0.500000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */], "1.500000|2|1.5|1.50|1.500"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */], "1.500000e+00|2e+00|1.50e+00|1.500000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */], "1.50000|2|1.50|1.50000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */], "2.500000|3|2.5|2.50|2.500"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */], "2.500000e+00|3e+00|2.50e+00|2.500000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */], "2.50000|3|2.50|2.50000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */], "0.050000|0|0.1|0.05|0.050"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */], "5.000000e-02|5e-02|5.00e-02|5.000000E-02"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */], "0.0500000|0.05|0.0500|0.0500000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */], "0.150000|0|0.2|0.15|0.150"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */], "1.500000e-01|2e-01|1.50e-01|1.500000E-01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */, Double(bitPattern: 0x3fc3333333333333) /* 0.15 */], "0.150000|0.2|0.150|0.150000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */], "0.960000|1|1.0|0.96|0.960"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */], "9.600000e-01|1e+00|9.60e-01|9.600000E-01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */, Double(bitPattern: 0x3feeb851eb851eb8) /* 0.96 */], "0.960000|1|0.960|0.960000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */], "9.500000|10|9.5|9.50|9.500"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */], "9.500000e+00|1e+01|9.50e+00|9.500000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */, Double(bitPattern: 0x4023000000000000) /* 9.5 */], "9.50000|1e+01|9.50|9.50000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */], "99.500000|100|99.5|99.50|99.500"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */], "9.950000e+01|1e+02|9.95e+01|9.950000E+01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */, Double(bitPattern: 0x4058e00000000000) /* 99.5 */], "99.5000|1e+02|99.5|99.5000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */], "0.000100|0|0.0|0.00|0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */], "1.000000e-04|1e-04|1.00e-04|1.000000E-04"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */], "0.000100000|0.0001|0.000100|0.000100000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */], "0.000150|0|0.0|0.00|0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */], "1.500000e-04|2e-04|1.50e-04|1.500000E-04"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */, Double(bitPattern: 0x3f23a92a30553261) /* 1.5E-4 */], "0.000150000|0.0002|0.000150|0.000150000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */], "10000000.000000|10000000|10000000.0|10000000.00|10000000.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */], "1.000000e+07|1e+07|1.00e+07|1.000000E+07"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */, Double(bitPattern: 0x416312d000000000) /* 1.0E7 */], "1.00000e+07|1e+07|1.00e+07|1.00000E+07"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */], "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.000000|179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000|179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.0|179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.00|179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */], "1.797693e+308|2e+308|1.80e+308|1.797693E+308"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */], "1.79769e+308|2e+308|1.80e+308|1.79769E+308"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */], "99999999999999990000000.000000|99999999999999990000000|99999999999999990000000.0|99999999999999990000000.00|99999999999999990000000.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */], "1.000000e+23|1e+23|1.00e+23|1.000000E+23"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */, Double(bitPattern: 0x44b52d02c7e14af6) /* 9.999999999999999E22 */], "1.00000e+23|1e+23|1.00e+23|1.00000E+23"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */], "0.300000|0|0.3|0.30|0.300"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */], "3.000000e-01|3e-01|3.00e-01|3.000000E-01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */, Double(bitPattern: 0x3fd3333333333333) /* 0.3 */], "0.300000|0.3|0.300|0.300000"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */], "0.000050|0|0.0|0.00|0.000"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */], "5.000000e-05|5e-05|5.00e-05|5.000000E-05"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */, Double(bitPattern: 0x3f0a36e2eb1c432d) /* 5.0E-5 */], "5.00000e-05|5e-05|5.00e-05|5.00000E-05"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */], "1.005000|1|1.0|1.01|1.005"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */], "1.005000e+00|1e+00|1.01e+00|1.005000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */, Double(bitPattern: 0x3ff0147ae147ae14) /* 1.005 */], "1.00500|1|1.01|1.00500"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */], "2.675000|3|2.7|2.68|2.675"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */], "2.675000e+00|3e+00|2.68e+00|2.675000E+00"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */, Double(bitPattern: 0x4005666666666666) /* 2.675 */], "2.67500|3|2.68|2.67500"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */], "0.333333|0|0.3|0.33|0.333"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */], "3.333333e-01|3e-01|3.33e-01|3.333333E-01"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */], "0.333333|0.3|0.333|0.333333"),
        Case("%f|%.0f|%.1f|%.2f|%.3f", [Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */], "-1234.567800|-1235|-1234.6|-1234.57|-1234.568"),
        Case("%e|%.0e|%.2e|%E", [Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */], "-1.234568e+03|-1e+03|-1.23e+03|-1.234568E+03"),
        Case("%g|%.0g|%.3g|%G", [Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */, Double(bitPattern: 0xc0934a456d5cfaad) /* -1234.5678 */], "-1234.57|-1e+03|-1.23e+03|-1234.57"),
        Case("%.10f|%f|%.3f|%e|%g|%a", [Float(bitPattern: 0x3dcccccd) /* 0.1f */, Float(bitPattern: 0x3f8ccccd) /* 1.1f */, Float(bitPattern: 0x3dcccccd) /* 0.1f */, Float(bitPattern: 0x3dcccccd) /* 0.1f */, Float(bitPattern: 0x3dcccccd) /* 0.1f */, Float(bitPattern: 0x3dcccccd) /* 0.1f */], "0.1000000015|1.100000|0.100|1.000000e-01|0.100000|0x1.99999ap-4"),
        Case("%.20f|%.17e", [Float(bitPattern: 0x3dcccccd) /* 0.1f */, Float(bitPattern: 0x7f7fffff) /* 3.4028235E38f */], "0.10000000149011612000|3.40282346638528860e+38"),
        Case("%f|%e", [Float(bitPattern: 0x1) /* 1.4E-45f */, Float(bitPattern: 0x1) /* 1.4E-45f */], "0.000000|1.401298e-45"),
        Case("%(f|%(.2f|%(e|%(g|%(10.2f|%(010.2f", [Double(bitPattern: 0xbff8000000000000) /* -1.5 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */, Double(bitPattern: 0xbff8000000000000) /* -1.5 */, Double(bitPattern: 0xbff8000000000000) /* -1.5 */, Double(bitPattern: 0xbff8000000000000) /* -1.5 */, Double(bitPattern: 0xbff8000000000000) /* -1.5 */], "(1.500000)|(0.00)|(1.500000e+00)|(1.50000)|    (1.50)|(00001.50)"),
        Case("%#.0f|%#.0e|%#f|%#e", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "1.|1.e+00|1.000000|1.000000e+00"),
        Case("%,g|%,.3g|%,f|%,.2f|%,.0f", [Double(bitPattern: 0x4132d68700000000) /* 1234567.0 */, Double(bitPattern: 0x4132d68700000000) /* 1234567.0 */, Double(bitPattern: 0x4132d68700000000) /* 1234567.0 */, Double(bitPattern: 0x405ec00000000000) /* 123.0 */, Double(bitPattern: 0x416312cff0000000) /* 9999999.5 */], "1.23457e+06|1.23e+06|1,234,567.000000|123.00|10,000,000"),
        Case("%012e|%-12e|%+e|% e|%+.2e", [Double(bitPattern: 0xbff8000000000000) /* -1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x3ff8000000000000) /* 1.5 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */], "-1.500000e+00|1.500000e+00|+1.500000e+00| 1.500000e+00|-0.00e+00"),
        Case("%012.2f|%+012.2f|% 012.2f|%(012.2f", [Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0xc00921f9f01b866e) /* -3.14159 */], "000000003.14|+00000003.14| 00000003.14|(0000003.14)"),
        Case("%10.3e|%-10.1e|%010.1e", [Double(bitPattern: 0x40934a0000000000) /* 1234.5 */, Double(bitPattern: 0x40934a0000000000) /* 1234.5 */, Double(bitPattern: 0xc0934a0000000000) /* -1234.5 */], " 1.235e+03|1.2e+03   |-001.2e+03"),
        Case("%,15.2f|%-,15.2f|%0,15.2f", [Double(bitPattern: 0xc132d687e4189375) /* -1234567.891 */, Double(bitPattern: 0x4132d687e4189375) /* 1234567.891 */, Double(bitPattern: 0x4132d687e4189375) /* 1234567.891 */], "  -1,234,567.89|1,234,567.89   |0001,234,567.89"),
        Case("%05.1f|%-+8.2f|%+08.2f|% 8.2f", [Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */, Double(bitPattern: 0xc004000000000000) /* -2.5 */, Double(bitPattern: 0x4004000000000000) /* 2.5 */], "003.1|+2.50   |-0002.50|    2.50"),
        Case("%e|%e|%e", [Double(bitPattern: 0x54b249ad2594c37d) /* 1.0E100 */, Double(bitPattern: 0x2b2bff2ee48e0530) /* 1.0E-100 */, Double(bitPattern: 0x7e8) /* 1.0E-320 */], "1.000000e+100|1.000000e-100|1.000000e-320"),
        Case("%.3g|%.3g|%.3g|%.3g", [Double(bitPattern: 0x3f1a36e2eb1c432d) /* 1.0E-4 */, Double(bitPattern: 0x3f1a36371ea531a8) /* 9.999E-5 */, Double(bitPattern: 0x408f3f3333333333) /* 999.9 */, Double(bitPattern: 0x408f400000000000) /* 1000.0 */], "0.000100|0.000100|1.00e+03|1.00e+03"),
        Case("%g|%g|%g|%g", [Double(bitPattern: 0x40f86a0000000000) /* 100000.0 */, Double(bitPattern: 0x412e848000000000) /* 1000000.0 */, Double(bitPattern: 0x4023ffffef39085f) /* 9.9999995 */, Double(bitPattern: 0x3f1a36e20f35445e) /* 9.999995E-5 */], "100000|1.00000e+06|10.0000|0.000100000"),
        Case("%.4g|%.4g|%.4g|%.4g", [Double(bitPattern: 0x40c387c000000000) /* 9999.5 */, Double(bitPattern: 0x3f202e4b6ce5dc68) /* 1.2345E-4 */, Double(bitPattern: 0x40fe240000000000) /* 123456.0 */, Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "1.000e+04|0.0001235|1.235e+05|1.000"),
        Case("%10.3g|%-10.2g|%010.3g|%(g|%+g", [Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0xc00921f9f01b866e) /* -3.14159 */, Double(bitPattern: 0xc000000000000000) /* -2.0 */, Double(bitPattern: 0x4000000000000000) /* 2.0 */], "      3.14|3.1       |-000003.14|(2.00000)|+2.00000"),
        Case("%.0g|%.1g|%g", [Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x0) /* 0.0 */, Double(bitPattern: 0x8000000000000000) /* -0.0 */], "0|0|-0.00000"),
        Case("%.17g|%.20f|%.18e", [Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */, Double(bitPattern: 0x3fd5555555555555) /* 0.3333333333333333 */], "0.10000000000000000|0.33333333333333330000|3.333333333333333000e-01"),
        Case("%.15e|%.16e|%.17e|%.20e", [Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */], "1.000000000000000e-01|1.0000000000000000e-01|1.00000000000000000e-01|1.00000000000000000000e-01"),
        Case("%.1f|%.1f|%.1f|%.1f", [Double(bitPattern: 0x3fdccccccccccccd) /* 0.45 */, Double(bitPattern: 0x3fe199999999999a) /* 0.55 */, Double(bitPattern: 0x3ff7333333333333) /* 1.45 */, Double(bitPattern: 0x3fee666666666666) /* 0.95 */], "0.5|0.6|1.5|1.0"),
        Case("%.0f|%.0f|%.0f|%.0f", [Double(bitPattern: 0x3fd999999999999a) /* 0.4 */, Double(bitPattern: 0x3fe3333333333333) /* 0.6 */, Double(bitPattern: 0x3fa999999999999a) /* 0.05 */, Double(bitPattern: 0xbfe0000000000000) /* -0.5 */], "0|1|0|-1"),
        Case("%.2f|%s", [Double(bitPattern: 0x444b1ae4d6e2ef50) /* 1.0E21 */, Double(bitPattern: 0x444b1ae4d6e2ef50) /* 1.0E21 */], "1000000000000000000000.00|1.0E21"),
        Case("%f|%e|%g|%a", [Double(bitPattern: 0x7ff8000000000000) /* NaN */, Double(bitPattern: 0xfff0000000000000) /* -Infinity */, Double(bitPattern: 0x7ff0000000000000) /* Infinity */, Double(bitPattern: 0x7ff8000000000000) /* NaN */], "NaN|-Infinity|Infinity|NaN"),
        Case("%+f|%(f|%010f|% f|%(e|%-10f|%E|%G", [Double(bitPattern: 0x7ff0000000000000) /* Infinity */, Double(bitPattern: 0xfff0000000000000) /* -Infinity */, Double(bitPattern: 0xfff0000000000000) /* -Infinity */, Double(bitPattern: 0x7ff8000000000000) /* NaN */, Double(bitPattern: 0xfff0000000000000) /* -Infinity */, Double(bitPattern: 0x7ff8000000000000) /* NaN */, Double(bitPattern: 0x7ff0000000000000) /* Infinity */, Double(bitPattern: 0x7ff8000000000000) /* NaN */], "+Infinity|(Infinity)| -Infinity|NaN|(Infinity)|NaN       |INFINITY|NAN"),
        Case("%.2f|%.1e|%5X|%E|%g", [nil, nil, nil, nil, nil], "nu|n| NULL|NULL|null"),
        Case("%a|%A|%.2a|%a", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0xc004000000000000) /* -2.5 */, Double(bitPattern: 0x400921f9f01b866e) /* 3.14159 */, Double(bitPattern: 0x0) /* 0.0 */], "0x1.0p0|-0X1.4P1|0x1.92p1|0x0.0p0"),
        Case("%a|%a|%a|%.1a|%.13a|%.15a|%A", [Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x3fb999999999999a) /* 0.1 */, Double(bitPattern: 0x12688b70e62b) /* 1.0E-310 */], "0x0.0000000000001p-1022|0x1.fffffffffffffp1023|0x1.999999999999ap-4|0x1.ap-4|0x1.999999999999ap-4|0x1.999999999999a00p-4|0X0.012688B70E62BP-1022"),
        Case("%.3a|%.1a|%.12a|%.1a", [Double(bitPattern: 0x1) /* 4.9E-324 */, Double(bitPattern: 0x12688b70e62b) /* 1.0E-310 */, Double(bitPattern: 0x12688b70e62b) /* 1.0E-310 */, Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */], "0x1.000p-1074|0x1.2p-1030|0x1.2688b70e62b0p-1030|0x1.0p1024"),
        Case("%010a|%+a|%-12a|% a|%015.2a", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0xbff0000000000000) /* -1.0 */, Double(bitPattern: 0x3ff0000000000000) /* 1.0 */, Double(bitPattern: 0xc008000000000000) /* -3.0 */], "0x0001.0p0|+0x1.0p0|-0x1.0p0    | 0x1.0p0|-0x00000001.80p1"),
        Case("%.3f", [Double(bitPattern: 0x7fefffffffffffff) /* 1.7976931348623157E308 */], "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.000"),
    ] }

    /// Java's exceptions and messages for bad format strings, flags and arguments, in Java's order of checks.
    static var errorCases: [Case] { [
        Case("%d", ["s"], "!java.util.IllegalFormatConversionException: d != java.lang.String"),
        Case("%d", [Double(bitPattern: 0x3ff8000000000000) /* 1.5 */], "!java.util.IllegalFormatConversionException: d != java.lang.Double"),
        Case("%d", [UInt16(99)], "!java.util.IllegalFormatConversionException: d != java.lang.Character"),
        Case("%f", [Int32(1)], "!java.util.IllegalFormatConversionException: f != java.lang.Integer"),
        Case("%f", [Int64(1)], "!java.util.IllegalFormatConversionException: f != java.lang.Long"),
        Case("%x", [Double(bitPattern: 0x3ff8000000000000) /* 1.5 */], "!java.util.IllegalFormatConversionException: x != java.lang.Double"),
        Case("%x", [true], "!java.util.IllegalFormatConversionException: x != java.lang.Boolean"),
        Case("%o", [Float(bitPattern: 0x3fc00000) /* 1.5f */], "!java.util.IllegalFormatConversionException: o != java.lang.Float"),
        Case("%e", ["x"], "!java.util.IllegalFormatConversionException: e != java.lang.String"),
        Case("%a", [Int32(1)], "!java.util.IllegalFormatConversionException: a != java.lang.Integer"),
        Case("%c", ["s"], "!java.util.IllegalFormatConversionException: c != java.lang.String"),
        Case("%c", [true], "!java.util.IllegalFormatConversionException: c != java.lang.Boolean"),
        Case("%tY", ["x"], "!java.util.IllegalFormatConversionException: Y != java.lang.String"),
        Case("%c", [Int32(1114112)], "!java.util.IllegalFormatCodePointException: Code point = 0x110000"),
        Case("%c", [Int32(-1)], "!java.util.IllegalFormatCodePointException: Code point = 0xffffffff"),
        Case("%c", [Int8(-1)], "!java.util.IllegalFormatCodePointException: Code point = 0xffffffff"),
        Case("%q", [Int32(1)], "!java.util.UnknownFormatConversionException: Conversion = 'q'"),
        Case("%", [Int32(1)], "!java.util.UnknownFormatConversionException: Conversion = '%'"),
        Case("abc%", [], "!java.util.UnknownFormatConversionException: Conversion = '%'"),
        Case("%.f", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.UnknownFormatConversionException: Conversion = '.'"),
        Case("%F", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.UnknownFormatConversionException: Conversion = 'F'"),
        Case("%D", [Int32(1)], "!java.util.UnknownFormatConversionException: Conversion = 'D'"),
        Case("%t", [Int64(1)], "!java.util.UnknownFormatConversionException: Conversion = 't'"),
        Case("%tq", [Int64(1)], "!java.util.UnknownFormatConversionException: Conversion = 'tq'"),
        Case("%-", [Int32(1)], "!java.util.UnknownFormatConversionException: Conversion = '-'"),
        Case("%-d", [Int32(1)], "!java.util.MissingFormatWidthException: %-d"),
        Case("%0d", [Int32(1)], "!java.util.MissingFormatWidthException: %0d"),
        Case("%-s", ["a"], "!java.util.MissingFormatWidthException: %-s"),
        Case("%-c", [UInt16(97)], "!java.util.MissingFormatWidthException: %-c"),
        Case("%-%", [], "!java.util.MissingFormatWidthException: %-%"),
        Case("%-05d", [Int32(1)], "!java.util.IllegalFormatFlagsException: Flags = '-0'"),
        Case("%-05X", [Int32(1)], "!java.util.IllegalFormatFlagsException: Flags = '-^0'"),
        Case("%+ d", [Int32(1)], "!java.util.IllegalFormatFlagsException: Flags = '+ '"),
        Case("%--5d", [Int32(1)], "!java.util.DuplicateFormatFlagsException: Flags = '-'"),
        Case("%00d", [Int32(1)], "!java.util.DuplicateFormatFlagsException: Flags = '0'"),
        Case("%<<s", [Int32(1)], "!java.util.DuplicateFormatFlagsException: Flags = '<'"),
        Case("%.2d", [Int32(1)], "!java.util.IllegalFormatPrecisionException: 2"),
        Case("%.2c", [UInt16(97)], "!java.util.IllegalFormatPrecisionException: 2"),
        Case("%.2n", [], "!java.util.IllegalFormatPrecisionException: 2"),
        Case("%.2%", [], "!java.util.IllegalFormatPrecisionException: 2"),
        Case("%.1tY", [Int64(1)], "!java.util.IllegalFormatPrecisionException: 1"),
        Case("%#d", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = d, Flags = #"),
        Case("%,x", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = ,"),
        Case("%,o", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = o, Flags = ,"),
        Case("%+x", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = +"),
        Case("%(x", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = ("),
        Case("% x", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags =  "),
        Case("%+o", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = o, Flags = +"),
        Case("%#s", ["a"], "!java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = #"),
        Case("%#s", [nil], "!java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = #"),
        Case("%+s", ["a"], "!java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = +"),
        Case("%0s", ["a"], "!java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = 0"),
        Case("%#b", [true], "!java.util.FormatFlagsConversionMismatchException: Conversion = b, Flags = #"),
        Case("%#h", [Int32(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = h, Flags = #"),
        Case("%,e", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.FormatFlagsConversionMismatchException: Conversion = e, Flags = ,"),
        Case("%#g", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.FormatFlagsConversionMismatchException: Conversion = g, Flags = #"),
        Case("%(a", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.FormatFlagsConversionMismatchException: Conversion = a, Flags = ("),
        Case("%,a", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.FormatFlagsConversionMismatchException: Conversion = a, Flags = ,"),
        Case("%#c", [UInt16(97)], "!java.util.FormatFlagsConversionMismatchException: Conversion = c, Flags = #"),
        Case("%+c", [UInt16(97)], "!java.util.FormatFlagsConversionMismatchException: Conversion = c, Flags = +"),
        Case("%,tY", [Int64(1)], "!java.util.FormatFlagsConversionMismatchException: Conversion = Y, Flags = ,"),
        Case("%5n", [], "!java.util.IllegalFormatWidthException: 5"),
        Case("%-n", [], "!java.util.IllegalFormatFlagsException: Flags = '-'"),
        Case("%<n", [], "!java.util.IllegalFormatFlagsException: Flags = '<'"),
        Case("%05%", [], "!java.util.IllegalFormatFlagsException: Flags = '0'"),
        Case("%0$s", [Int32(1)], "!java.util.IllegalFormatArgumentIndexException: Illegal format argument index = 0"),
        Case("%2147483648$s", [Int32(1)], "!java.util.IllegalFormatArgumentIndexException: Format argument index: (not representable as int)"),
        Case("%99999999999d", [Int32(1)], "!java.util.IllegalFormatWidthException: -2147483648"),
        Case("%.99999999999f", [Double(bitPattern: 0x3ff0000000000000) /* 1.0 */], "!java.util.IllegalFormatPrecisionException: -2147483648"),
        Case("%3$s", [Int32(1)], "!java.util.MissingFormatArgumentException: Format specifier '%3$s'"),
        Case("%<s", [Int32(1)], "!java.util.MissingFormatArgumentException: Format specifier '%<s'"),
        Case("%s %s", ["one"], "!java.util.MissingFormatArgumentException: Format specifier '%s'"),
        Case("%2$s", ["one"], "!java.util.MissingFormatArgumentException: Format specifier '%2$s'"),
        Case("%d %s", [Int32(1)], "!java.util.MissingFormatArgumentException: Format specifier '%s'"),
        Case("%,+d %s", [Int32(1)], "!java.util.MissingFormatArgumentException: Format specifier '%s'"),
        Case("%1$-5s %2$-3s", ["a"], "!java.util.MissingFormatArgumentException: Format specifier '%-2$3s'"),
        Case("%s", [], "!java.util.MissingFormatArgumentException: Format specifier '%s'"),
        Case("%q %s", [], "!java.util.UnknownFormatConversionException: Conversion = 'q'"),
        Case("%s %q", [Int32(1)], "!java.util.UnknownFormatConversionException: Conversion = 'q'"),
        Case("%d %q", ["x"], "!java.util.UnknownFormatConversionException: Conversion = 'q'"),
    ] }

    @Test func generalConversions() { Self.check(Self.generalCases) }
    @Test func integerConversions() { Self.check(Self.integerCases) }
    @Test func floatingConversions() { Self.check(Self.floatingCases) }
    @Test func exceptionsAndMessages() { Self.check(Self.errorCases) }

    @Test func variadicEntryPoint() throws {
        #expect(try JavaFormatter.format("%s=%d, %.2f", "a", Int32(1), 0.125) == "a=1, 0.13")
        #expect(try JavaFormatter.format("no arguments") == "no arguments")
    }

    /// `String.format(f, array)`: the array is the argument list; a null array makes every argument null.
    @Test func arrayOfArguments() throws {
        let row = JavaArray<Any?>(["x", Int32(1), 2.0])
        #expect(try JavaFormatter.format("%s %d %.1f", arguments: row) == "x 1 2.0")
        let words = JavaArray<String?>(["a", nil])
        #expect(try JavaFormatter.format("%s-%s", arguments: words) == "a-null")
        #expect(try JavaFormatter.format("%s %s", arguments: JavaArray<Any?>?.none) == "null null")
        #expect(try JavaFormatter.format("%s %s", arguments: nil) == "null null")
    }

    @Test func nullFormatThrowsNullPointerException() {
        #expect(throws: NullPointerException.self) { try JavaFormatter.format(nil) }
    }

    /// Java appends piece by piece: the text before a failing argument is already written (printf shows it).
    @Test func textBeforeAFailingArgumentIsWritten() {
        var out: [UInt16] = []
        #expect(throws: MissingFormatArgumentException.self) {
            try JavaFormatter.write("before %d middle %d after", [Int32(1)], to: &out)
        }
        #expect(String(decoding: out, as: UTF16.self) == "before 1 middle ")
        // A bad specifier anywhere fails before anything is written: Java parses the whole string first.
        out = []
        #expect(throws: UnknownFormatConversionException.self) { try JavaFormatter.write("before %d %q", [Int32(1)], to: &out) }
        #expect(out.isEmpty)
    }

    /// The exception classes keep Java's constructor arguments and build Java's messages from them.
    @Test func exceptionsBuildJavasMessages() {
        #expect(UnknownFormatConversionException("q").getMessage() == "Conversion = 'q'")
        #expect(UnknownFormatConversionException("q").getConversion() == "q")
        #expect(MissingFormatArgumentException("%s").getMessage() == "Format specifier '%s'")
        #expect(MissingFormatWidthException("%-d").getMessage() == "%-d")
        #expect(DuplicateFormatFlagsException("-").getMessage() == "Flags = '-'")
        #expect(IllegalFormatFlagsException("-0").getMessage() == "Flags = '-0'")
        #expect(UnknownFormatFlagsException("!").getMessage() == "Flags = !")
        #expect(IllegalFormatPrecisionException(3).getMessage() == "3")
        #expect(IllegalFormatWidthException(5).getMessage() == "5")
        #expect(IllegalFormatCodePointException(-1).getMessage() == "Code point = 0xffffffff")
        #expect(FormatFlagsConversionMismatchException("#", UInt16(UInt8(ascii: "d"))).getMessage() == "Conversion = d, Flags = #")
        #expect(IllegalFormatConversionException(conversion: UInt16(UInt8(ascii: "d")), argumentClassName: "java.lang.String").getMessage() == "d != java.lang.String")
        // Uncaught, they print Java's class name.
        #expect(UnknownFormatConversionException("q").toString() == "java.util.UnknownFormatConversionException: Conversion = 'q'")
    }

    /// All are IllegalFormatExceptions, which are IllegalArgumentExceptions, as in Java.
    @Test func exceptionHierarchy() {
        let thrown: [Throwable] = [
            UnknownFormatConversionException("q"), MissingFormatArgumentException("%s"), IllegalFormatPrecisionException(1),
            FormatFlagsConversionMismatchException("#", 0), IllegalFormatCodePointException(-1), IllegalFormatArgumentIndexException(index: 0),
        ]
        for t in thrown {
            #expect(t is IllegalFormatException)
            #expect(t is IllegalArgumentException)
        }
    }

    /// The `%t` conversions are checked like Java's; a date or time itself is not translated.
    @Test func dateTimeIsNotTranslated() {
        #expect(throws: UnsupportedOperationException.self) { try JavaFormatter.format("%tY", Int64(0)) }
        #expect((try? JavaFormatter.format("%tY|%-6tm|", nil, nil)) == "null|null  |")
    }

    /// The digits the decimal conversions round are Java 17's Double.toString digits (1.0E23 prints as
    /// 9.999999999999999E22), found without printing them.
    @Test func decimalDigitsAreDoubleToStringDigits() {
        let cases: [(Double, String, Int)] = [(0.125, "125", 0), (1.0e-5, "10", -4), (123456.789, "123456789", 6), (0, "0", 0),
                                              (Double.leastNonzeroMagnitude, "49", -323), (1.0e23, "9999999999999999", 23)]
        for (value, digits, exponent) in cases {
            let found = JavaNumberFormatting.decimalDigits(value)
            #expect(String(decoding: found.digits, as: UTF8.self) == digits)
            #expect(found.exponent == exponent)
        }
    }
}
