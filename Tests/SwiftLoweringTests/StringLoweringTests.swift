import Testing

@Suite("Lowering String methods (UTF-16 semantics)")
struct StringLoweringTests {
    @Test func stringMethodsMapToRuntimeExtensions() {
        #expect(lowered("int m(String s) { return s.indexOf('x') + s.substring(1, 2).length(); }") ==
            "return try s!.javaIndexOf(char: UInt16(truncatingIfNeeded: Int32(UInt16(120)))) &+ s!.javaSubstring(1, 2).javaLength")
        #expect(lowered("boolean m(String a, String b) { return a.equals(b) && a.compareTo(b) < 0; }") ==
            "return a!.javaEquals(b) && (a!.javaCompareTo(b) < 0)")
        #expect(lowered("String m(String s) { return s.trim().toUpperCase(); }") == "return s!.javaTrim().javaToUpperCase()")
        #expect(lowered("String m(StringBuilder b) { return b.append(1).append('c').toString(); }") ==
            "return b!.append((1 as Int32)).append(char: UInt16(99)).toString()")
    }
}

