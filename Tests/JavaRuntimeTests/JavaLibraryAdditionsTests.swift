import Testing
@testable import JavaRuntime

/// Helpers behind the String, Character, number-parsing, Throwable, Random and Arrays rules; expected
/// values and messages are what java 17 prints for the same calls.
@Suite("Library additions with Java's semantics")
struct JavaLibraryAdditionsTests {
    func message(_ body: () throws -> Any?) -> String? {
        do { _ = try body(); return nil } catch let e as Throwable { return e.toString() } catch { return "\(error)" }
    }

    @Test func characterCodePoints() throws {
        #expect(try JavaCharacter.toChars(0x1F680)!.storage == [0xD83D, 0xDE80])
        #expect(try JavaCharacter.toChars(66)!.storage == [66])
        #expect(message { try JavaCharacter.toChars(-1) } == "java.lang.IllegalArgumentException: Not a valid Unicode code point: 0xFFFFFFFF")
        #expect(message { try JavaCharacter.toChars(0x110000) } == "java.lang.IllegalArgumentException: Not a valid Unicode code point: 0x110000")
        #expect(JavaCharacter.toCodePoint(0xD83D, 0xDE00) == 0x1F600)
        #expect(JavaCharacter.charCount(0x1F680) == 2 && JavaCharacter.charCount(0xFFFF) == 1)
        #expect(JavaCharacter.isHighSurrogate(0xD800) && JavaCharacter.isLowSurrogate(0xDFFF) && !JavaCharacter.isSurrogate(0x41))
        // Character.getType: 'A' 'a' ' ' '\n' U+1F600 U+D800 U+0378 '$' '_'
        #expect([0x41, 0x61, 0x20, 0x0A, 0x1F600, 0xD800, 0x378, 0x24, 0x5F].map { JavaCharacter.getType($0) } == [1, 2, 12, 15, 28, 19, 0, 26, 23])
        #expect(JavaCharacter.isISOControl(0x0A) && JavaCharacter.isISOControl(0x9F) && !JavaCharacter.isISOControl(0xA0))
        #expect(JavaCharacter.isTitleCase(0x1C5) && !JavaCharacter.isTitleCase(0x41))
    }

    @Test func unsignedAndNarrowParsing() throws {
        #expect(try JavaIntegerParsing.parseUnsignedInt("4294967295") == -1)
        #expect(try JavaIntegerParsing.parseUnsignedInt("ffffffff", radix: 16) == -1)
        #expect(try JavaIntegerParsing.parseUnsignedInt("+5") == 5)
        #expect(message { try JavaIntegerParsing.parseUnsignedInt("-1") } == "java.lang.NumberFormatException: Illegal leading minus sign on unsigned string -1.")
        #expect(message { try JavaIntegerParsing.parseUnsignedInt("4294967296") } == "java.lang.NumberFormatException: String value 4294967296 exceeds range of unsigned int.")
        #expect(message { try JavaIntegerParsing.parseUnsignedInt("") } == "java.lang.NumberFormatException: For input string: \"\"")
        #expect(message { try JavaIntegerParsing.parseUnsignedInt(nil) } == "java.lang.NumberFormatException: Cannot parse null string")
        #expect(message { try JavaIntegerParsing.parseInt("1", radix: 40) } == "java.lang.NumberFormatException: radix 40 greater than Character.MAX_RADIX")
        #expect(message { try JavaIntegerParsing.parseShort("40000") } == "java.lang.NumberFormatException: Value out of range. Value:\"40000\" Radix:10")
        #expect(message { try JavaIntegerParsing.parseShort("ffff", radix: 16) } == "java.lang.NumberFormatException: Value out of range. Value:\"ffff\" Radix:16")
        #expect(message { try JavaIntegerParsing.parseByte("128") } == "java.lang.NumberFormatException: Value out of range. Value:\"128\" Radix:10")
        #expect(JavaNumbers.compareUnsigned(Int32(-1), 1) == 1 && JavaNumbers.compareUnsigned(Int64(1), -1) == -1)
        #expect(try JavaNumbers.divideUnsigned(Int32(-1), 2) == 2147483647 && JavaNumbers.remainderUnsigned(Int32(-1), 3) == 0)
        #expect(message { try JavaNumbers.divideUnsigned(Int32(1), 0) } == "java.lang.ArithmeticException: / by zero")
    }

    @Test func floatParsingRoundsOnceFromTheDecimal() throws {
        #expect(try JavaDoubleParsing.parseFloat("1e39") == .infinity)
        #expect(try JavaDoubleParsing.parseFloat("1.00000017881393421514957253748434595763683319091796875001") == Float(bitPattern: 0x3F80_0001))
        #expect(try JavaDoubleParsing.parseFloat("0x1.8p1f") == 3)
        #expect(try JavaDoubleParsing.parseFloat("1e-46") == 0)
        #expect(message { try JavaDoubleParsing.parseFloat("") } == "java.lang.NumberFormatException: empty String")
    }

    @Test func stringLinesIndentAndRegions() throws {
        #expect(try "a\nb\r\nc\rd\n\n".javaLines().toList()?.toString() == "[a, b, c, d, ]")
        #expect("x\ny".javaIndent(2) == "  x\n  y\n")
        #expect("  x\n y\nz\r\n".javaIndent(-1) == " x\ny\nz\n")
        #expect("".javaIndent(2) == "")
        #expect("   a\n    b\n".javaStripIndent() == "   a\n    b\n")
        #expect(" \n  a\n\t b  \n".javaStripIndent() == "\n  a\n\t b\n")
        #expect("  a\n  b".javaStripIndent() == "a\nb")
        #expect(try "Hello World".javaRegionMatches(true, 6, "WORLD", 0, 5))
        #expect(try !"abc".javaRegionMatches(false, -1, "abc", 0, 1))
        #expect(try "abc".javaRegionMatches(false, 0, "x", 0, -1))
        #expect(try "\u{130}".javaRegionMatches(true, 0, "i", 0, 1))
        #expect(try "abc".javaContentEquals(StringBuilder("abc")))
        #expect(message { try "ab".javaOffsetByCodePoints(0, 3) } == "java.lang.IndexOutOfBoundsException")
        #expect(try JavaString.join(",", arguments: JavaArray<String?>(["a", nil, "c"])) == "a,null,c")
    }

    @Test func stringBuilderAdditions() throws {
        #expect(try StringBuilder("a").compareTo(StringBuilder("abc")) == -2)
        #expect(message { try StringBuilder("abc").subSequence(2, 1) } == "java.lang.StringIndexOutOfBoundsException: start 2, end 1, length 3")
        #expect(message { try StringBuilder().append("abc", 2, 1) } == "java.lang.IndexOutOfBoundsException: start 2, end 1, length 3")
        #expect(message { try StringBuilder().append(chars: JavaArray<UInt16>([97]), 0, 2) } == "java.lang.IndexOutOfBoundsException: start 0, end 2, length 1")
        #expect(try StringBuilder().append(nil as Any?, 0, 2)?.toString() == "nu")
        #expect(message { try StringBuilder("abc").charAt(5) } == "java.lang.StringIndexOutOfBoundsException: index 5, length 3")
    }

    @Test func initCauseOnceAndNeverItself() throws {
        let r = RuntimeException("x")
        #expect(message { try r.initCause(r) } == "java.lang.IllegalArgumentException: Self-causation not permitted")
        try r.initCause(ArithmeticException("a"))
        #expect(message { try r.initCause(IllegalStateException()) } == "java.lang.IllegalStateException: Can't overwrite cause with java.lang.IllegalStateException")
        #expect(message { try RuntimeException("x", nil).initCause(ArithmeticException("a")) } == "java.lang.IllegalStateException: Can't overwrite cause with java.lang.ArithmeticException: a")
        let n = RuntimeException("x")
        try n.initCause(nil)
        #expect(message { try n.initCause(nil) } == "java.lang.IllegalStateException: Can't overwrite cause with a null")
    }

    @Test func randomNextBytesAndArraysCompare() throws {
        let bytes = try JavaArray<Int8>(repeating: 0, count: 7)
        try JavaRandom(42).nextBytes(bytes)
        #expect(bytes.storage == [53, -99, 65, -70, -9, -118, -2])
        #expect(try JavaArrays.compare(JavaArray<Int32>([1, 2]), JavaArray<Int32>([1, 3])) == -1)
        #expect(try JavaArrays.compare(JavaArray<Int32>([1]), JavaArray<Int32>([1, 5, 6])) == -2)
        #expect(try JavaArrays.compare(nil, JavaArray<Int32>([])) == -1)
        #expect(try JavaArrays.compare(JavaArray<String?>(["a", "bb"]), JavaArray<String?>(["a", "b"])) == 1)
        #expect(try JavaArrays.mismatch(JavaArray<Int32>([10, 20, 30]), JavaArray<Int32>([10, 20, 31])) == 2)
        #expect(message { try System.arraycopy(try JavaArray<Int64>(repeating: 0, count: 5), 4, try JavaArray<Int64>(repeating: 0, count: 5), 0, 2) }
            == "java.lang.ArrayIndexOutOfBoundsException: arraycopy: last source index 6 out of bounds for long[5]")
        #expect(message { try System.arraycopy(try JavaArray<String?>(repeating: nil, count: 5), 0, try JavaArray<String?>(repeating: nil, count: 5), 4, 2) }
            == "java.lang.ArrayIndexOutOfBoundsException: arraycopy: last destination index 6 out of bounds for object array[5]")
    }
}

extension JavaLibraryAdditionsTests {
    @Test func numericValuesOfOtherNumerals() {
        let chars: [UInt16] = [0x37, 0x61, 0x5A, 0x2167, 0xBD, 0xFF21, 0x664, 0x216C, 0x3007, 0x4E94, 0xB2, 0x5146, 0x2D]
        #expect(chars.map(JavaCharacter.getNumericValue) == [7, 10, 35, 8, -2, 10, 4, 50, 0, -1, 2, -1, -1])
    }
}
