import Testing
@testable import JavaRuntime

/// Runtime members against values printed by Java 17.
@Suite("JavaRuntime library members")
struct JavaLibraryTests {
    @Test func mathRoundMatchesJava() {
        #expect(JavaMath.round(2.5) == 3)
        #expect(JavaMath.round(-2.5) == -2)
        #expect(JavaMath.round(0.49999999999999994) == 0)
        #expect(JavaMath.round(Double.nan) == 0)
        #expect(JavaMath.round(1e300) == Int64.max)
        #expect(JavaMath.round(Float(1.5)) == 2)
    }

    @Test func arithmeticEdgeCases() throws {
        #expect(try JavaArithmetic.divide(Int32.min, -1) == Int32.min)
        #expect(try JavaArithmetic.remainder(Int32.min, -1) == 0)
        #expect(throws: ArithmeticException.self) { try JavaArithmetic.divide(Int32(1), 0) }
        #expect(try JavaMath.floorDiv(Int32(-7), 2) == -4)
        #expect(try JavaMath.floorMod(Int32(-7), 2) == 1)
        #expect(try JavaMath.floorDiv(Int32.min, -1) == Int32.min)
        #expect(JavaMath.abs(Int32.min) == Int32.min)
        #expect(Int32(1).javaShiftLeft(33) == 2)
        #expect(JavaArithmetic.unsignedShiftRight(Int32(-1), 28) == 15)
        #expect(JavaArithmetic.toInt(Double.nan) == 0)
        #expect(JavaArithmetic.toInt(1e20) == Int32.max)
    }

    @Test func stringsUseUTF16Units() throws {
        let s = "a🍕b"
        #expect(s.javaLength == 4)
        #expect(try s.javaCharAt(1) == 0xD83C)
        #expect(try s.javaSubstring(3) == "b")
        #expect("hello".javaHashCode() == 99162322)
        #expect(" \t x \n".javaTrim() == "x")
        #expect("b".javaCompareTo("abc") == 1)
        #expect(throws: StringIndexOutOfBoundsException.self) { try "abc".javaSubstring(2, 1) }
    }

    @Test func parseIntAcceptsJavasSyntaxOnly() throws {
        #expect(try JavaIntegerParsing.parseInt("-2147483648") == Int32.min)
        #expect(try JavaIntegerParsing.parseInt("+42") == 42)
        #expect(try JavaIntegerParsing.parseInt("ff", radix: 16) == 255)
        #expect(throws: NumberFormatException.self) { try JavaIntegerParsing.parseInt("2147483648") }
        #expect(throws: NumberFormatException.self) { try JavaIntegerParsing.parseInt(" 1") }
        #expect(throws: NumberFormatException.self) { try JavaIntegerParsing.parseInt("") }
    }

    @Test func arraysHaveReferenceSemanticsAndJavaBounds() throws {
        let a = JavaArray<Int32>([3, 1, 2])
        let alias = a
        try alias.set(0, 9)
        #expect(try a.get(0) == 9)
        #expect(throws: ArrayIndexOutOfBoundsException.self) { try a.get(3) }
        try JavaArrays.sort(a)
        #expect(JavaArrays.toString(a) == "[1, 2, 9]")
        #expect(JavaArrays.toString(JavaArray<Double>([1.0, -0.0])) == "[1.0, -0.0]")
    }

    @Test func enumValueOfHasJavasMessage() {
        final class Color: JavaEnum, @unchecked Sendable {}
        let all = [Color("RED", 0)]
        #expect(throws: IllegalArgumentException.self) { try JavaEnum.valueOf(all, "BLUE", enumClass: "p.Color") }
        do {
            _ = try JavaEnum.valueOf(all, "BLUE", enumClass: "p.Color")
        } catch let e as Throwable {
            #expect(e.toString() == "java.lang.IllegalArgumentException: No enum constant p.Color.BLUE")
        } catch {}
    }
}

@Suite("String.split with Java's limit-0 rules")
struct SplitTests {
    func parts(_ a: JavaArray<String?>) -> [String] { a.storage.map { $0 ?? "null" } }

    @Test func literalSeparators() throws {
        #expect(parts(try "a,b,,c,,".javaSplit(",")) == ["a", "b", "", "c"])
        #expect(parts(try ",a".javaSplit(",")) == ["", "a"])
        #expect(parts(try "".javaSplit(",")) == [""])
        #expect(parts(try ",,,".javaSplit(",")) == [])
        #expect(parts(try "x|y".javaSplit("\\|")) == ["x", "y"])
    }

    @Test func whitespaceRuns() throws {
        #expect(parts(try "  lead  and   trail  ".javaSplit("\\s+")) == ["", "lead", "and", "trail"])
        #expect(parts(try "one".javaSplit("\\s+")) == ["one"])
    }
}
