import Testing

@testable import JavaRuntime

/// Expected strings were printed by a real Java 17 VM (OpenJDK 17.0.21):
/// `Double.toString` / `Float.toString` of the value with the given bit pattern.
struct JavaNumberFormattingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let bits: UInt64
        let expected: String
        let label: String
        init(_ bits: UInt64, _ expected: String, _ label: String) {
            self.bits = bits
            self.expected = expected
            self.label = label
        }
        var testDescription: String { "\(label) -> \(expected)" }
    }

    static let doubleCases: [Case] = [
        Case(0x7ff8_0000_0000_0000, "NaN", "NaN"),
        Case(0x7ff0_0000_0000_0000, "Infinity", "+inf"),
        Case(0xfff0_0000_0000_0000, "-Infinity", "-inf"),
        Case(0x0000_0000_0000_0000, "0.0", "0.0"),
        Case(0x8000_0000_0000_0000, "-0.0", "-0.0"),
        Case(0x3ff0_0000_0000_0000, "1.0", "1.0"),
        Case(0xbff0_0000_0000_0000, "-1.0", "-1.0"),
        Case(0x4059_0000_0000_0000, "100.0", "100.0"),
        Case(0x3f50_624d_d2f1_a9fc, "0.001", "0.001"),
        Case(0x3f50_624d_d2f1_a9fb, "9.999999999999998E-4", "nextDown(0.001)"),
        Case(0x3f1a_36e2_eb1c_432d, "1.0E-4", "1.0E-4"),
        Case(0x4132_d687_0000_0000, "1234567.0", "1234567.0"),
        Case(0x4163_12cf_e000_0000, "9999999.0", "9999999.0"),
        Case(0x4163_12cf_ffff_ffff, "9999999.999999998", "nextDown(1.0E7)"),
        Case(0x4163_12d0_0000_0000, "1.0E7", "1.0E7"),
        Case(0x3fb9_9999_9999_999a, "0.1", "0.1"),
        Case(0x3fd3_3333_3333_3334, "0.30000000000000004", "0.1+0.2"),
        Case(0x3fd5_5555_5555_5555, "0.3333333333333333", "1.0/3"),
        Case(0x4009_21fb_5444_2d18, "3.141592653589793", "Math.PI"),
        Case(0xc05e_dd2f_1a9f_be77, "-123.456", "-123.456"),
        Case(0x4059_2000_0000_0000, "100.5", "100.5"),
        Case(0x3de0_f782_bf7c_c83f, "1.2345E-10", "1.2345E-10"),
        Case(0x3f60_624d_d2f1_a9fc, "0.002", "0.002"),
        Case(0x7fef_ffff_ffff_ffff, "1.7976931348623157E308", "Double.MAX_VALUE"),
        Case(0x0000_0000_0000_0001, "4.9E-324", "Double.MIN_VALUE"),
        Case(0x8000_0000_0000_0001, "-4.9E-324", "-Double.MIN_VALUE"),
        Case(0x0000_0000_0000_0002, "1.0E-323", "2*Double.MIN_VALUE"),
        Case(0x0010_0000_0000_0000, "2.2250738585072014E-308", "Double.MIN_NORMAL"),
        Case(0x0001_0000_0000_0000, "1.390671161567E-309", "2^-1026 (subnormal power of two)"),
        Case(0x1400_0000_0000_0000, "2.3763644578689498E-212", "2^-703 (power of two)"),
        Case(0x44b5_2d02_c7e1_4af6, "9.999999999999999E22", "1.0E23"),
        Case(0x44c5_2d02_c7e1_4af6, "1.9999999999999998E23", "2.0E23 (exact tie)"),
        Case(0x44ad_a56a_4b08_35c0, "7.0000000000000004E22", "7.0E22 (exact tie)"),
        Case(0x4480_f0cf_064d_d592, "1.0E22", "1.0E22"),
        Case(0x447c_7e83_209e_90b2, "8.409999999999999E21", "8.41E21"),
        Case(0x43b0_0000_0000_0000, "1.15292150460684698E18", "2^60"),
        Case(0x43e0_0000_0000_0000, "9.223372036854776E18", "2^63"),
        Case(0x437b_69b4_ba63_0f35, "1.2345678901234568E17", "123456789012345678.0"),
        Case(0x4340_0000_0000_0000, "9.007199254740992E15", "2^53+1 -> 2^53"),
        Case(0x4530_0c52_0a43_f0af, "1.9400994884341944E25", "1.9400994884341945E25 (long overflow)"),
        Case(0x4534_3d4c_f014_e403, "2.4468000000000003E25", "2.4468000000000004E25 (long overflow)"),
        Case(0x3f66_71d0_aa10_7f10, "0.0027398181414496417", "0.0027398181414496417 (m overflow, exact)"),
        Case(0x43a6_67b5_84ff_5ee7, "8.0722928713016614E17", "8.0722928713016614E17 (integer path)"),
        Case(0x3ee4_f8b5_88e3_68f1, "1.0E-5", "1.0E-5"),
    ]

    static let floatCases: [Case] = [
        Case(0x3f8c_cccd, "1.1", "1.1f"),
        Case(0x3dcc_cccd, "0.1", "0.1f"),
        Case(0x3e99_999a, "0.3", "0.1f+0.2f"),
        Case(0x3e99_999a, "0.3", "0.3f"),
        Case(0x7f7f_ffff, "3.4028235E38", "Float.MAX_VALUE"),
        Case(0x0000_0001, "1.4E-45", "Float.MIN_VALUE"),
        Case(0x0000_0002, "2.8E-45", "2*Float.MIN_VALUE"),
        Case(0x0080_0000, "1.17549435E-38", "Float.MIN_NORMAL"),
        Case(0x5015_02f9, "1.0E10", "1.0E10f"),
        Case(0x4b80_0000, "1.6777216E7", "16777216f"),
        Case(0x4049_0fdb, "3.1415927", "(float)Math.PI"),
        Case(0x3a83_126f, "0.001", "0.001f"),
        Case(0x4b18_9680, "1.0E7", "1.0E7f"),
        Case(0x4b18_967f, "9999999.0", "nextDown(1.0E7f)"),
        Case(0x38d1_b717, "1.0E-4", "1.0E-4f"),
        Case(0x8000_0000, "-0.0", "-0.0f"),
        Case(0x7fc0_0000, "NaN", "NaN f"),
        Case(0xff80_0000, "-Infinity", "-inf f"),
        Case(0x6a62_a264, "6.8496025E25", "6.8496026E25f (int overflow)"),
        Case(0x5d80_0000, "1.1529215E18", "2^60 as float"),
        Case(0x60ad_78ec, "1.0E20", "1.0E20f"),
        Case(0xbd8e_7f0e, "-0.069578275", "0.069578275f (int path, m overflow)"),
        Case(0x42c8_0000, "100.0", "100.0f"),
        Case(0x42f6_e666, "123.45", "123.45f"),
        Case(0x2edb_e6ff, "1.0E-10", "1.0E-10f"),
    ]

    @Test("Double.toString", arguments: doubleCases)
    func double(_ c: Case) {
        #expect(JavaNumberFormatting.doubleToString(Double(bitPattern: c.bits)) == c.expected)
    }

    @Test("Float.toString", arguments: floatCases)
    func float(_ c: Case) {
        #expect(JavaNumberFormatting.floatToString(Float(bitPattern: UInt32(c.bits))) == c.expected)
    }

    @Test func literalsMatchBitPatterns() {
        // A few cases written as literals, to keep the table honest.
        #expect(JavaNumberFormatting.doubleToString(100.0) == "100.0")
        #expect(JavaNumberFormatting.doubleToString(1.0e7) == "1.0E7")
        #expect(JavaNumberFormatting.doubleToString(1.0e-4) == "1.0E-4")
        #expect(JavaNumberFormatting.doubleToString(1.0e23) == "9.999999999999999E22")
        #expect(JavaNumberFormatting.doubleToString(0.1 + 0.2) == "0.30000000000000004")
        #expect(JavaNumberFormatting.doubleToString(-Double.leastNonzeroMagnitude) == "-4.9E-324")
        #expect(JavaNumberFormatting.floatToString(Float(0.1) + Float(0.2)) == "0.3")
        #expect(JavaNumberFormatting.floatToString(Float.greatestFiniteMagnitude) == "3.4028235E38")
        #expect(JavaNumberFormatting.floatToString(Float.leastNonzeroMagnitude) == "1.4E-45")
    }
}
