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

    /// `replace` with other sequences than strings reads each as its `toString()`; a method reference reaches the rule.
    @Test func replaceTakesAnyCharSequenceAndHasAMethodReference() {
        #expect(lowered("String m(String s, StringBuilder b) { return s.replace(b, \"+\"); }") ==
            "return try s!.javaReplace(sequence: b, \"+\")")
        #expect(lowered("String m(java.util.function.BinaryOperator<String> f) { java.util.function.BiFunction<String, String, String> g = \"a-b\"::replace; return g.apply(\"-\", \"+\"); }")
            .contains("javaReplace(sequence: "))
    }

    /// A folded library constant passed to an overloaded runtime helper states its type, as a literal does.
    @Test func aFoldedConstantArgumentStatesItsJavaType() {
        #expect(lowered("String m() { return Integer.toBinaryString(Integer.MAX_VALUE) + Long.toBinaryString(Long.MIN_VALUE); }") ==
            "return \"\\(JavaString.valueOf(JavaNumbers.toUnsignedString((2147483647 as Int32), radix: 2)))\\(JavaString.valueOf(JavaNumbers.toUnsignedString(Int64.min, radix: 2)))\"")
    }

    /// `instanceof CharSequence` (Swift spells the interface `Any`) asks the runtime: a string or a string builder.
    @Test func instanceofCharSequenceTestsForStringsAndBuilders() {
        #expect(lowered("boolean m(Object o) { return o instanceof CharSequence; }") == "return javaIsCharSequence(o)")
    }

    /// `width = width` assigns a parameter to itself (where `this.width = width` was meant): a no-op in Java, an error
    /// in Swift.
    @Test func aVariableAssignedToItselfIsANoOp() {
        #expect(lowered("void m(int width) { width = width; }") == """
            var width = width
            _ = width
            """)
    }

    /// StringBuffer is translated as the runtime's StringBuilder (`like StringBuffer StringBuilder`).
    @Test func aStringBufferIsAStringBuilder() {
        #expect(lowered("String m(StringBuilder other) { StringBuffer b = new StringBuffer(\"ab\"); b.append(1).insert(0, \"<\").setCharAt(1, 'A'); return new StringBuffer(other).reverse() + b.toString(); }") == """
            let b: StringBuilder? = StringBuilder("ab")
            try b!.append((1 as Int32)).insert((0 as Int32), value: "<")!.setCharAt(1, UInt16(65))
            return "\\(JavaString.valueOf(StringBuilder(javaStringOf(other)).reverse()))\\(JavaString.valueOf(b!.toString()))"
            """)
    }

    /// A constant local (`final String digits = "…"`) is read as its optional variable, not as a literal.
    @Test func aConstantLocalStringIsUnwrappedLikeAnyVariable() {
        #expect(lowered("char m(int v) { final String digits = \"0123456789ABCDEF\"; return digits.charAt(v & 15); }") == """
            let digits: String? = "0123456789ABCDEF"
            return try digits!.javaCharAt(v & 15)
            """)
    }

    /// A rule marked `nonnull` gives a plain Swift value, dereferenced as it is (a `!` would not compile).
    @Test func aNonnullRulesResultIsUsedWithoutUnwrapping() {
        #expect(lowered("int m(int x) { return Integer.toBinaryString(x).length() + Long.toOctalString(x).indexOf('7'); }") ==
            "return JavaNumbers.toUnsignedString(x, radix: 2).javaLength &+ JavaNumbers.toUnsignedString(Int64(x), radix: 8).javaIndexOf(char: UInt16(truncatingIfNeeded: Int32(UInt16(55))))")
    }

    /// A float constant in a concatenation is converted as a float: Swift would take its literal for a Double,
    /// whose text has other digits (`123456789f` is 1.23456792E8, the double 1.2345679E8).
    @Test func aFloatConstantInAConcatenationStaysAFloat() {
        #expect(lowered("String m() { return \"f=\" + 123456789f; }") == "return \"f=\\(JavaString.valueOf(1.2345679e+08 as Float))\"")
    }

    /// `String.format`, `formatted` and `printf` go to the runtime's JavaFormatter through `$varargs`: the
    /// arguments as Swift variadic arguments, or `arguments:` and the array when Java passes an Object[].
    @Test func formatCallsPassVariadicArgumentsOrTheArray() {
        #expect(lowered("String m(int n) { return String.format(\"%d-%s\", n, \"x\"); }") ==
            "return try JavaFormatter.format(\"%d-%s\", n, \"x\")")
        #expect(lowered("String m(Object[] row) { return String.format(\"%s %s\", row); }") ==
            "return try JavaFormatter.format(\"%s %s\", arguments: row)")
        #expect(lowered("String m() { return \"plain\".formatted(); }") == "return try JavaFormatter.format(\"plain\")")
        // A null there is the array itself (Java calls without variable arity): every argument is null.
        #expect(lowered("String m() { return String.format(\"%s %s\", null); }") == "return try JavaFormatter.format(\"%s %s\", arguments: nil)")
        #expect(lowered("void m(double d) { System.out.printf(\"%.2f%n\", d); }") == "_ = try System.out.printf(\"%.2f%n\", d)")
        // A comparison boxed to Object is parenthesized: `as` binds tighter than `==`.
        #expect(lowered("String m(char c) { return String.format(\"%b\", c == 65); }") ==
            "return try JavaFormatter.format(\"%b\", ((Int32(c) == 65) as Bool))")
    }

    /// Bytes to a string and back: a named charset, or UTF-8 (Android's default) without one; a byte range
    /// is bounds-checked by the runtime, so its call throws.
    @Test func stringsFromBytesNameTheirCharset() {
        #expect(lowered("String m(byte[] b) { return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1); }") ==
            "return String(javaBytes: b!, charset: \"ISO-8859-1\")")
        #expect(lowered("String m(byte[] b) { return new String(b); }") == "return String(javaBytes: b!, charset: \"UTF-8\")")
        #expect(lowered("String m(byte[] b) { return new String(b, 1, 2, java.nio.charset.StandardCharsets.US_ASCII); }") ==
            "return try String.fromJavaBytes(b, 1, 2, charset: \"US-ASCII\")")
        #expect(lowered("String m(byte[] b) { return new String(b, 0, 4); }") == "return try String.fromJavaBytes(b, 0, 4, charset: \"UTF-8\")")
        #expect(lowered("byte[] m(String s) { return s.getBytes(); }") == "return s!.javaGetBytes(charset: \"UTF-8\")")
    }

    /// `String.valueOf` of a literal states its Java type (the runtime overloads valueOf on it).
    @Test func valueOfLiteralStatesItsType() {
        #expect(lowered("String m() { return String.valueOf(42); }") == "return JavaString.valueOf((42 as Int32))")
    }
}
