import Testing
@testable import JavaRuntime

/// Math, boxed-type, String, StringBuilder and Objects helpers against values printed by Java 17
/// (the differential programs MathEdgeCases, BoxedHelpers and StringLibraryEdges print the same cases).
@Suite("JavaRuntime math, boxed types, strings and Objects")
struct JavaMathAndStringLibraryTests {
    func bits(_ d: Double) -> UInt64 { d.bitPattern }

    @Test func floatingMaxMinAbsSignum() {
        #expect(bits(JavaMath.max(-0.0, 0.0)) == bits(0.0))
        #expect(bits(JavaMath.min(-0.0, 0.0)) == bits(-0.0))
        #expect(bits(JavaMath.max(0.0, -0.0)) == bits(0.0))
        #expect(bits(JavaMath.min(0.0, -0.0)) == bits(-0.0))
        #expect(JavaMath.max(Double.nan, 1.0).isNaN)
        #expect(JavaMath.min(1.0, Double.nan).isNaN)
        #expect(JavaMath.max(Float(-0.0), Float(0.0)).sign == .plus)
        #expect(JavaMath.min(Float(-0.0), Float(0.0)).sign == .minus)
        #expect(bits(JavaMath.abs(-0.0)) == bits(0.0))
        #expect(JavaMath.abs(Float(-2.5)) == 2.5)
        #expect(bits(JavaMath.signum(-0.0)) == bits(-0.0))
        #expect(JavaMath.signum(-1.5) == -1.0)
        #expect(JavaMath.signum(Double.nan).isNaN)
        #expect(JavaMath.signum(Double.leastNonzeroMagnitude) == 1.0)
        #expect(JavaMath.rint(2.5) == 2.0 && JavaMath.rint(-2.5) == -2.0 && JavaMath.rint(-1.5) == -2.0)
        #expect(bits(JavaMath.rint(-0.0)) == bits(-0.0))
    }

    @Test func powAnglesAndLibm() {
        #expect(JavaMath.pow(1.0, .nan).isNaN)
        #expect(JavaMath.pow(-1.0, .infinity).isNaN)
        #expect(JavaMath.pow(.nan, 0.0) == 1.0)
        #expect(JavaMath.pow(2, 10) == 1024.0)
        #expect(JavaMath.pow(-8, 1.0 / 3).isNaN)
        #expect(JavaMath.pow(-0.0, -1) == -.infinity)
        #expect(JavaMath.pow(10, -3) == 0.001)
        #expect(JavaMath.pow(2, 0.5) == 1.4142135623730951)
        #expect(JavaMath.toRadians(180) == 3.141592653589793)
        #expect(JavaMath.toRadians(45) == 0.7853981633974483)
        #expect(JavaMath.toDegrees(.pi) == 180.0)
        #expect(JavaMath.toDegrees(1) == 57.29577951308232)
        #expect(JavaMath.exp(1) == 2.718281828459045)
        #expect(JavaMath.log(0) == -.infinity)
        #expect(JavaMath.log(-1).isNaN)
    }

    @Test func exactArithmetic() throws {
        #expect(throws: ArithmeticException.self) { try JavaMath.addExact(Int32.max, 1) }
        #expect(try JavaMath.subtractExact(Int32.max, 1) == 2147483646)
        #expect(try JavaMath.multiplyExact(Int32.max, 1) == Int32.max)
        #expect(try JavaMath.negateExact(Int32.max) == -2147483647)
        #expect(try JavaMath.addExact(Int64.min, 1) == -9223372036854775807)
        #expect(try JavaMath.toIntExact(42) == 42)
        do {
            _ = try JavaMath.multiplyExact(Int32.min, -1)
            Issue.record("expected an ArithmeticException")
        } catch let e as ArithmeticException {
            #expect(e.getMessage() == "integer overflow")
        }
        do {
            _ = try JavaMath.multiplyExact(Int64.max, 2)
            Issue.record("expected an ArithmeticException")
        } catch let e as ArithmeticException {
            #expect(e.getMessage() == "long overflow")
        }
        do {
            _ = try JavaMath.absExact(Int32.min)
            Issue.record("expected an ArithmeticException")
        } catch let e as ArithmeticException {
            #expect(e.getMessage() == "Overflow to represent absolute value of Integer.MIN_VALUE")
        }
        #expect(throws: ArithmeticException.self) { try JavaMath.toIntExact(3000000000) }
    }

    @Test func integerBits() {
        #expect(JavaNumbers.toUnsignedString(Int32(-1), radix: 2) == "11111111111111111111111111111111")
        #expect(JavaNumbers.toUnsignedString(Int32.min, radix: 8) == "20000000000")
        #expect(JavaNumbers.rotateLeft(Int32.max, 3) == -5)
        #expect(JavaNumbers.rotateRight(Int32(1), 33) == Int32.min)
        #expect(JavaNumbers.rotateRight(Int32(0x0F0F), 33) == -2147481721)
        #expect(JavaNumbers.highestOneBit(Int32(42)) == 32)
        #expect(JavaNumbers.lowestOneBit(Int32(42)) == 2)
        #expect(JavaNumbers.reverse(Int32(42)) == 1409286144)
        #expect(JavaNumbers.reverse(Int32.max) == -2)
        #expect(JavaNumbers.reverse(Int64(1)) == Int64.min)
        #expect(JavaNumbers.reverse(Int64(0x0F)) == -1152921504606846976)
        #expect(JavaNumbers.highestOneBit(Int64(1) << 40 | 5) == 1 << 40)
        #expect(JavaNumbers.highestOneBit(Int64(-1)) == Int64.min)
        #expect(JavaNumbers.lowestOneBit(Int64(96)) == 32)
        #expect(JavaNumbers.toString(Int64(Int32.min), radix: 36) == "-zik0zk")
        #expect(JavaNumbers.toString(255, radix: 99) == "255")
    }

    @Test func hashCodesAndBits() {
        #expect(JavaNumbers.hashCode(Int64(1234567890123)) == 1912276436)
        #expect(JavaNumbers.hashCode(Int64.max) == Int32.min)
        #expect(JavaNumbers.hashCode(-0.0) == Int32.min)
        #expect(JavaNumbers.hashCode(1.5) == 1073217536)
        #expect(JavaNumbers.hashCode(Double.nan) == 2146959360)
        #expect(JavaNumbers.hashCode(1e-7) == -1530496838)
        #expect(JavaNumbers.hashCode(true) == 1231 && JavaNumbers.hashCode(false) == 1237)
        #expect(JavaNumbers.doubleToLongBits(-Double.nan) == 9221120237041090560)
        #expect(JavaNumbers.doubleToLongBits(1.5) == 4609434218613702656)
    }

    @Test func decodeFollowsJava() throws {
        #expect(try JavaNumbers.decode("0x1F") == 31)
        #expect(try JavaNumbers.decode("-#FF") == -255)
        #expect(try JavaNumbers.decode("017") == 15)
        #expect(try JavaNumbers.decode("-0") == 0)
        #expect(try JavaNumbers.decode("-2147483648") == Int32.min)
        #expect(try JavaNumbers.decode("-0x80000000") == Int32.min)
        for (input, message) in [("2147483648", "For input string: \"2147483648\""), ("0x", "For input string: \"\" under radix 16"),
                                 ("", "Zero length string"), ("--5", "Sign character in wrong position"),
                                 ("08", "For input string: \"8\" under radix 8")] {
            do {
                _ = try JavaNumbers.decode(input)
                Issue.record("decode(\(input)) should throw")
            } catch let e as NumberFormatException {
                #expect(e.getMessage() == message)
            }
        }
    }

    @Test func parseBooleanNumberAndCompare() throws {
        #expect(JavaNumbers.parseBoolean("tRuE") && !JavaNumbers.parseBoolean("yes") && !JavaNumbers.parseBoolean(nil))
        #expect(try JavaNumbers.intValue(3.99 as Double) == 3)
        #expect(try JavaNumbers.intValue(Int64(1234567890123)) == 1912276171)
        #expect(try JavaNumbers.doubleValue(Int64(1234567890123)) == 1.234567890123e12)
        #expect(try JavaNumbers.longValue(Double.nan) == 0)
        #expect(throws: NullPointerException.self) { try JavaNumbers.doubleValue(nil) }
        #expect(try JavaNumbers.compareTo(Int32(5), 7) == -1)
        #expect(throws: NullPointerException.self) { try JavaNumbers.compareTo(Int32(5), nil) }
        #expect(try JavaNumbers.compareTo(0.0, -0.0) == 1)
        #expect(try JavaNumbers.compareTo(UInt16(109), 97) == 12)
        #expect(JavaCharacter.digit(0xFF21, 16) == 10 && JavaCharacter.digit(0xFF41, 36) == 10)
    }

    @Test func characterHelpers() {
        #expect(JavaCharacter.digit(Int32(UInt8(ascii: "a")), 16) == 10)
        #expect(JavaCharacter.digit(Int32(UInt8(ascii: "Z")), 16) == -1)
        #expect(JavaCharacter.digit(Int32(UInt8(ascii: "Z")), 36) == 35)
        #expect(JavaCharacter.digit(0x0660, 10) == 0)
        #expect(JavaCharacter.digit(Int32(UInt8(ascii: "9")), 8) == -1)
        #expect(JavaCharacter.forDigit(11, 16) == UInt16(UInt8(ascii: "b")))
        #expect(JavaCharacter.isJavaIdentifierStart(Int32(UInt8(ascii: "$"))))
        #expect(!JavaCharacter.isJavaIdentifierStart(Int32(UInt8(ascii: "7"))))
        #expect(JavaCharacter.isJavaIdentifierPart(0x0660))
        #expect(!JavaCharacter.isJavaIdentifierPart(32))
        #expect(JavaCharacter.toUpperCase(codePoint: 113) == 81)
        #expect(JavaCharacter.toLowerCase(codePoint: 0x1F600) == 128512)
    }

    @Test func stringHelpers() throws {
        #expect(try JavaString.join(", ", "a", nil, "ünï") == "a, null, ünï")
        #expect(try JavaString.join("-", iterable: JavaList<String?>(elements: ["x", "y"])) == "x-y")
        #expect("\u{2003}x\u{2003}".javaStrip() == "x")
        #expect(" a ".javaStripLeading() == "a " && " a ".javaStripTrailing() == " a")
        #expect("\u{00a0}".javaStrip() == "\u{00a0}")
        #expect("\t\n".javaIsBlank() && !"\u{00a0}".javaIsBlank())
        #expect(try "Zebra".javaCompareToIgnoreCase("apple") == 25)
        #expect(try "ß".javaCompareToIgnoreCase("SS") == 108)
        #expect(try "apple".javaCompareToIgnoreCase("APPLE") == 0)
        let s = "banana bandana"
        #expect(try s.javaLastIndexOf("an", 5) == 3)
        #expect(try s.javaLastIndexOf("an", -1) == -1)
        #expect(try s.javaLastIndexOf("", 100) == 14)
        #expect(s.javaLastIndexOf(char: UInt16(UInt8(ascii: "a")), 3) == 3)
        #expect(try s.javaStartsWith("ana", 1) && !(try s.javaStartsWith("a", -1)))
        let emoji = "a\u{1F600}b"
        #expect(try emoji.javaCodePointCount(0, 4) == 3)
        #expect(try emoji.javaCodePointAt(1) == 128512 && (try emoji.javaCodePointAt(2)) == 56832)
        do {
            _ = try JavaString.fromChars(JavaArray(Array("hello".utf16)), 3, 5)
            Issue.record("expected StringIndexOutOfBoundsException")
        } catch let e as StringIndexOutOfBoundsException {
            #expect(e.getMessage() == "offset 3, count 5, length 5")
        }
    }

    @Test func stringBuilderEditing() throws {
        let sb = StringBuilder("hello world")
        try sb.insert(0, value: "[")?.insert(sb.length(), char: 93)?.insert(6, value: Int32(42))?.insert(1, value: 2.5)?.insert(0, value: true)?.insert(0, value: nil)
        #expect(sb.toString() == "nulltrue[2.5hello42 world]")
        #expect(try sb.indexOf("l", 10) == 14 && (try sb.lastIndexOf("o", 12)) == -1)
        try sb.replace(0, 8, "<")?.delete(3, 6)
        #expect(sb.toString() == "<[2ello42 world]")
        #expect(try sb.substring(1, 4) == "[2e")
        try sb.delete(5, 1000)
        do {
            try sb.delete(4, 2)
            Issue.record("expected StringIndexOutOfBoundsException")
        } catch let e as StringIndexOutOfBoundsException {
            #expect(e.getMessage() == "start 4, end 2, length 5")
        }
    }

    @Test func objectsHelpers() throws {
        #expect(try JavaObjects.hash(Int32(1), "a", nil, 2.5) == 1075050497)
        #expect(try JavaObjects.hash() == 1)
        #expect(JavaObjects.toString(nil, "dflt") == "dflt")
        #expect(try JavaObjects.requireNonNullElse(nil, "else") as? String == "else")
        do {
            _ = try JavaObjects.requireNonNull(nil, "value must not be null")
            Issue.record("expected NullPointerException")
        } catch let e as NullPointerException {
            #expect(e.getMessage() == "value must not be null")
        }
        #expect(try !javaEquals(Int32(1), Int64(1)))
    }
}

@Suite("new Object()")
struct JavaPlainObjectTests {
    @Test func aPlainObjectIsEqualOnlyToItselfAndNamedAsJavasObject() throws {
        let a: Any? = JavaPlainObject(), b: Any? = JavaPlainObject()
        #expect(try javaEquals(a!, a))
        #expect(try !javaEquals(a!, b))
        #expect(try javaHashCode(a!) == javaHashCode(a!))
        #expect(javaSimpleName(of: a!) == "Object")
        #expect(javaRuntimeClassName(a!) == "java.lang.Object")
    }
}
