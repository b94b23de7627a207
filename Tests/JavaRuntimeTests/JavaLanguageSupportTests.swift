import JavaRuntime
import Testing

@Suite("Runtime support for records, patterns and try-with-resources")
struct JavaLanguageSupportTests {
    @Test func recordHashCodesAreJavas() throws {
        // java: record P(int x, String label, double d); new P(3, "a", 1.5).hashCode(), new P(-7, null, -0.0).hashCode()
        #expect(try javaRecordHashCode(Int32(3), "a" as String?, 1.5) == 1073223426)
        #expect(try javaRecordHashCode(Int32(-7), nil as String?, -0.0) == 2147476921)
    }

    @Test func aPatternBindsOnlyANonNullValueOfItsType() {
        var s: String? = nil
        #expect(javaMatch("x" as Any?, into: &s) && s == "x")
        var n: Int32? = nil
        #expect(!javaMatch("x" as Any?, into: &n) && n == nil)
        #expect(!javaMatch(nil, into: &s))
    }

    @Test func aFailingCloseIsSuppressedIntoTheBodysException() throws {
        let body = IllegalStateException("body")
        let thrown = javaCloseAfterError(body) { throw IllegalArgumentException("close") }
        #expect(thrown as? IllegalStateException === body)
        let suppressed = body.getSuppressed()!
        #expect(suppressed.length == 1)
        #expect(try suppressed.get(0)!.toString() == "java.lang.IllegalArgumentException: close")
        #expect(throws: IllegalArgumentException.self) { try body.addSuppressed(body) }
    }

    @Test func assignmentsUsedAsValuesYieldTheValue() throws {
        var x: Int32 = 0
        #expect(javaAssign(&x, 5) == 5 && x == 5)
        let a = try JavaArray<Int32>(repeating: 0, count: 2)
        #expect(try a.assign(1, 7) == 7)
        #expect(try a.get(1) == 7)
        #expect(throws: ArrayIndexOutOfBoundsException.self) { try a.assign(2, 1) }
    }
}
