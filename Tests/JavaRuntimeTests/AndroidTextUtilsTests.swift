import Testing
@testable import JavaRuntime

/// `android.text.TextUtils` as Android's implementation answers (AOSP `TextUtils.java`).
@Suite("Android's TextUtils")
struct AndroidTextUtilsTests {
    @Test func emptinessAndEquality() {
        #expect(AndroidTextUtils.isEmpty(nil as String?))
        #expect(AndroidTextUtils.isEmpty(""))
        #expect(!AndroidTextUtils.isEmpty(" "))
        #expect(AndroidTextUtils.isEmpty(StringBuilder()))
        #expect(AndroidTextUtils.equals(nil as String?, nil as String?))
        #expect(!AndroidTextUtils.equals("a", nil as String?))
        #expect(AndroidTextUtils.equals("ab", StringBuilder("ab")))
        // Code units, not Unicode canonical equivalence: "é" precomposed is not "e" + U+0301.
        #expect(!AndroidTextUtils.equals("\u{E9}", "e\u{301}"))
    }

    @Test func joinAndSplit() throws {
        #expect(try AndroidTextUtils.join(", ", JavaArray<String?>(["a", nil, "c"])) == "a, null, c")
        #expect(try AndroidTextUtils.join("-", iterable: JavaList<Int32?>(elements: [1, 2])) == "1-2")
        #expect(try AndroidTextUtils.split("", ",")?.length == 0)
        #expect(try AndroidTextUtils.split("a,b,,", ",").map { Array($0) } == ["a", "b", "", ""])
    }

    @Test func digitsTrimmingAndHtml() throws {
        #expect(try AndroidTextUtils.isDigitsOnly(""))
        #expect(try AndroidTextUtils.isDigitsOnly("0123\u{0663}"))
        #expect(try !AndroidTextUtils.isDigitsOnly("12a"))
        #expect(try AndroidTextUtils.getTrimmedLength("  ab c\t\n") == 4)
        #expect(try AndroidTextUtils.htmlEncode("<a href='x'>&\"") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;")
    }
}
