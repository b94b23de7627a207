import Testing
@testable import JavaRuntime

@Suite("TreeMap with Java's natural ordering")
struct JavaTreeMapTests {
    @Test func keysStaySortedAndPrintLikeJava() {
        let m = JavaTreeMap<String, Int32>()
        m.put("b", 2)
        m.put("a", 1)
        #expect(m.put("b", 3) == 2)
        #expect(m.toString() == "{a=1, b=3}")
        #expect(m.get("zz") == nil)
        #expect(m.getOrDefault("zz", 7) == 7)
        #expect(m.keySet()?.toString() == "[a, b]")
    }

    @Test func stringKeysCompareByUTF16Units() {
        let m = JavaTreeMap<String, Int32>()
        m.put("é", 1)
        m.put("z", 2)
        m.put("Z", 3)
        #expect(m.toString() == "{Z=3, z=2, é=1}")
    }

    @Test func emptyMapHasNoFirstKey() {
        #expect(throws: NoSuchElementException.self) { try JavaTreeMap<Int32, Int32>().firstKey() }
    }
}
