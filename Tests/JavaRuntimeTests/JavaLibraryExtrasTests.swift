import Testing
@testable import JavaRuntime

/// Arrays, Optional, StringJoiner, UUID, Collections and the functional combinators against what Java 17
/// prints for the same calls (each expected value comes from running the Java shown in the comment).
@Suite("java.util extras with Java's semantics")
struct JavaLibraryExtrasTests {
    func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch let t as Throwable { return t.toString() } catch {}
        return nil
    }

    /// `Arrays.equals(new double[]{0.0, NaN}, …)` is true, `{0.0}` vs `{-0.0}` false; hashCodes 30817 40359
    /// 1057489857 1217 126145 0.
    @Test func arraysEqualsAndHashCodeCompareLikeTheBoxedClasses() throws {
        #expect(try JavaArrays.equals(JavaArray<Double>([0.0, .nan]), JavaArray<Double>([0.0, .nan])))
        #expect(try !JavaArrays.equals(JavaArray<Double>([0.0]), JavaArray<Double>([-0.0])))
        #expect(try JavaArrays.equals(JavaArray<String?>(["a", nil]), JavaArray<Any?>(["a", nil])))
        #expect(try JavaArrays.equals(nil as JavaArray<Int32>?, nil as JavaArray<Int32>?))
        #expect(try JavaArrays.hashCode(JavaArray<Int32>([1, 2, 3])) == 30817)
        #expect(try JavaArrays.hashCode(JavaArray<Bool>([true, false])) == 40359)
        #expect(try JavaArrays.hashCode(JavaArray<Double>([1.5, -0.0])) == 1057489857)
        #expect(try JavaArrays.hashCode(JavaArray<Int64>([-1, 1 << 40])) == 1217)
        #expect(try JavaArrays.hashCode(JavaArray<String?>(["a", nil, "bc"])) == 126145)
        #expect(try JavaArrays.hashCode(nil as JavaArray<Int32>?) == 0)
    }

    /// `Arrays.deepToString({1, new int[]{2,3}, new String[]{"x", null}, null, new Object[]{new double[]{1.0}}})`.
    @Test func deepFormsDescendIntoNestedArrays() throws {
        let nested = JavaArray<Any?>([Int32(1), JavaArray<Int32>([2, 3]), JavaArray<String?>(["x", nil]), nil,
                                      JavaArray<Any?>([JavaArray<Double>([1.0])])])
        #expect(JavaArrays.deepToString(nested) == "[1, [2, 3], [x, null], null, [[1.0]]]")
        let cyclic = JavaArray<Any?>(["a", nil])
        try cyclic.set(1, cyclic)
        #expect(JavaArrays.deepToString(cyclic) == "[a, [...]]")
        #expect(try JavaArrays.deepEquals(JavaArray<Any?>([JavaArray<Int32>([1]), "a"]), JavaArray<Any?>([JavaArray<Int32>([1]), "a"])))
        #expect(try !JavaArrays.deepEquals(JavaArray<Any?>([JavaArray<Int32>([1])]), JavaArray<Any?>([JavaArray<Int64>([1])])))
        #expect(try JavaArrays.deepEquals(JavaArray<Any?>([JavaArray<String?>(["a"])]), JavaArray<Any?>([JavaArray<Any?>(["a"])])))
        #expect(try JavaArrays.deepHashCode(JavaArray<Any?>([JavaArray<Int32>([1, 2]), "a", nil])) == 988032)
    }

    /// `binarySearch({1,3,3,3,5,7}, 3)` is 2 (Java's first midpoint), 4 → -5, 0 → -1, 9 → -7, range [1,3) for 5 → -4.
    @Test func binarySearchFollowsJavasMidpoints() throws {
        let sorted = JavaArray<Int32>([1, 3, 3, 3, 5, 7])
        #expect(try JavaArrays.binarySearch(sorted, 3) == 2)
        #expect(try JavaArrays.binarySearch(sorted, 4) == -5)
        #expect(try JavaArrays.binarySearch(sorted, 0) == -1)
        #expect(try JavaArrays.binarySearch(sorted, 9) == -7)
        #expect(try JavaArrays.binarySearch(sorted, 1, 3, 5) == -4)
        let doubles = JavaArray<Double>([-0.0, 0.0, .nan])
        #expect(try JavaArrays.binarySearch(doubles, 0.0) == 1)
        #expect(try JavaArrays.binarySearch(doubles, .nan) == 2)
        #expect(try JavaArrays.binarySearch(JavaArray<String?>(["a", "c", "e"]), "d") == -3)
        #expect(try JavaArrays.binarySearch(JavaArray<String?>(["e", "c", "a"]), "a", JavaComparators.reverseOrder()) == 2)
    }

    @Test func sortsUseJavasOrderAndRangeChecks() throws {
        let ds = JavaArray<Double>([3.5, -0.0, 0.0, .nan, -1e9, 0.0, -0.0, -.infinity])
        try JavaArrays.sort(ds)
        #expect(JavaArrays.toString(ds) == "[-Infinity, -1.0E9, -0.0, -0.0, 0.0, 0.0, 3.5, NaN]")
        let boxes = JavaArray<Int32?>([5, 1, 4, 1, 3])
        try JavaArrays.sort(boxes, 1, 4)
        #expect(JavaArrays.toString(boxes) == "[5, 1, 1, 4, 3]")
        // Stable: equal lengths keep their order.
        let words = JavaArray<String?>(["bb", "a", "cc", "d", "aa"])
        try JavaArrays.sort(words) { a, b in a!.javaLength - b!.javaLength }
        #expect(JavaArrays.toString(words) == "[a, d, bb, cc, aa]")
        let f = JavaArray<Int32>([0, 0, 0, 0, 0])
        try JavaArrays.fill(f, 1, 3, 7)
        #expect(JavaArrays.toString(f) == "[0, 7, 7, 0, 0]")
        #expect(message { try JavaArrays.fill(f, 3, 1, 0) } == "java.lang.IllegalArgumentException: fromIndex(3) > toIndex(1)")
        #expect(message { try JavaArrays.fill(f, -1, 1, 0) } == "java.lang.ArrayIndexOutOfBoundsException: Array index out of range: -1")
        #expect(message { try JavaArrays.sort(f, 0, 6) } == "java.lang.ArrayIndexOutOfBoundsException: Array index out of range: 6")
        #expect(throws: NullPointerException.self) { try JavaArrays.sort(JavaArray<String?>(["b", nil, "a"])) }
    }

    /// `Optional.of("x").hashCode()` 120, `OptionalDouble.of(2.5).hashCode()` 1074003968, `-0.0` and `0.0` differ.
    @Test func optionalsPrintCompareAndHashLikeJava() throws {
        #expect(try JavaOptional<String?>.of("x")!.hashCode() == 120)
        #expect(try JavaOptional<String?>.empty()!.hashCode() == 0)
        #expect(try JavaOptional<Int32?>.of(7)!.toString() == "Optional[7]")
        #expect(JavaOptional<String?>.ofNullable(nil)!.toString() == "Optional.empty")
        #expect(try JavaOptional<Int32?>.of(5)!.equals(JavaOptional<Any?>.of(Int32(5))))
        #expect(throws: NullPointerException.self) { try JavaOptional<String?>.of(nil) }
        #expect(message { _ = try JavaOptional<String?>.empty()!.get() } == "java.util.NoSuchElementException: No value present")
        let empty = JavaOptional<String?>.empty()!
        #expect(throws: NullPointerException.self) { _ = try empty.map(nil as ((String?) throws -> Int32?)?) }
        try empty.ifPresent(nil)
        #expect(try JavaOptional<String?>.of("abc")!.map { $0?.javaLength }!.toString() == "Optional[3]")
        #expect(try JavaOptional<String?>.of("abc")!.filter { $0 == "x" }!.isEmpty())
        #expect(message { _ = try empty.orElseThrow { IllegalStateException("missing") } } == "java.lang.IllegalStateException: missing")
        #expect(JavaOptionalInt.of(3)!.toString() == "OptionalInt[3]")
        #expect(JavaOptionalDouble.of(2.5)!.toString() == "OptionalDouble[2.5]")
        #expect(JavaOptionalInt.empty()!.toString() == "OptionalInt.empty")
        #expect(JavaOptionalLong.of(4)!.toString() == "OptionalLong[4]")
        #expect(try !JavaOptionalDouble.of(-0.0)!.equals(JavaOptionalDouble.of(0.0)))
        #expect(try JavaOptionalDouble.of(2.5)!.hashCode() == 1074003968)
    }

    @Test func stringJoinerCountsAnAddedEmptyStringAsAnElement() throws {
        let sj = try JavaStringJoiner(", ", "{", "}")
        try sj.setEmptyValue("EMPTY")
        #expect(sj.toString() == "EMPTY" && sj.length() == 5)
        sj.add("")
        #expect(sj.toString() == "{}" && sj.length() == 2)
        let other = try JavaStringJoiner("-")
        try sj.merge(other)
        other.add("p")
        other.add(nil)
        try sj.merge(other)
        #expect(sj.toString() == "{, p-null}")
        #expect(message { _ = try JavaStringJoiner(nil, nil, "x") } == "java.lang.NullPointerException: The prefix must not be null")
    }

    @Test func uuidParsesAndPrintsLikeJava() throws {
        #expect(try JavaUUID.fromString("1-2-3-4-5")!.toString() == "00000001-0002-0003-0004-000000000005")
        #expect(try JavaUUID.fromString("+1-2-3-4-5")!.toString() == "00000001-0002-0003-0004-000000000005")
        #expect(try JavaUUID.fromString("123456789-12345-1-1-1")!.toString() == "23456789-2345-0001-0001-000000000001")
        #expect(message { _ = try JavaUUID.fromString("1-2-3-4-5-6") } == "java.lang.IllegalArgumentException: Invalid UUID string: 1-2-3-4-5-6")
        #expect(message { _ = try JavaUUID.fromString("1-2-3") } == "java.lang.IllegalArgumentException: Invalid UUID string: 1-2-3")
        #expect(message { _ = try JavaUUID.fromString("0123456789abcdef0123456789abcdef01234") } == "java.lang.IllegalArgumentException: UUID string too large")
        #expect(message { _ = try JavaUUID.fromString("g-2-3-4-5") } == "java.lang.NumberFormatException: Error at index 0 in: \"g\"")
        #expect(message { _ = try JavaUUID.fromString("-1-2-3-4") } == "java.lang.NumberFormatException: ")
        let u = JavaUUID(0x123e_4567_e89b_12d3, Int64(bitPattern: 0xa456_4266_1417_4000))
        #expect(u.toString() == "123e4567-e89b-12d3-a456-426614174000")
        #expect(u.version() == 1 && u.variant() == 2)
        #expect(try u.hashCode() == 1256478162)
        #expect(JavaUUID(-1, Int64.min).variant() == 2 && JavaUUID(0, 0x6000_0000_0000_0000).variant() == 0)
        #expect(try JavaUUID(1, 2).compareTo(JavaUUID(-1, 2)) == 1)
        #expect(try JavaUUID(1, 2).compareTo(JavaUUID(1, 3)) == -1)
    }

    /// `Collections.shuffle(1..10, new Random(42))` then `rotate(l, -3)`.
    @Test func collectionsAlgorithmsMatchTheJDK() throws {
        let l = JavaList<Int32?>(elements: (1...10).map { Int32($0) })
        try JavaCollections.shuffle(l, JavaRandom(42))
        #expect(l.toString() == "[5, 7, 3, 2, 8, 10, 9, 6, 4, 1]")
        try JavaCollections.rotate(l, -3)
        #expect(l.toString() == "[2, 8, 10, 9, 6, 4, 1, 5, 7, 3]")
        let byLength: ((String?, String?) throws -> Int32)? = try JavaComparators.comparingInt { $0!.javaLength }
        #expect(try JavaCollections.max(JavaList<String?>(elements: ["bb", "a", "cc"]), byLength) == "bb")
        #expect(try JavaCollections.min(JavaList<String?>(elements: ["bb", "a", "cc", "d"]), byLength) == "a")
        #expect(try JavaCollections.nCopies(3, "ab" as String?)!.toString() == "[ab, ab, ab]")
        #expect(message { _ = try JavaCollections.nCopies(-1, "x" as String?) } == "java.lang.IllegalArgumentException: List length = -1")
        #expect(try JavaCollections.binarySearch(JavaList<Int32?>(elements: [1, 3, 5]), 4) == -3)
        let source = JavaList<Int32?>(elements: [1, 2, 1, 2]), target = JavaList<Int32?>(elements: [1, 2])
        #expect(try JavaCollections.indexOfSubList(source, target) == 0)
        #expect(try JavaCollections.lastIndexOfSubList(source, target) == 2)
        #expect(try JavaCollections.disjoint(JavaList<Int32?>(elements: [1, 2]), JavaSet<Int32?>.of(3)))
    }

    @Test func unmodifiableViewsRefuseEveryWrite() throws {
        let backing = JavaHashMap<String?, Int32?>()
        try backing.put("a", 1)
        let view = try JavaCollections.unmodifiableMap(backing)!
        #expect(throws: UnsupportedOperationException.self) { try view.putIfAbsent("a", 2) }
        #expect(throws: UnsupportedOperationException.self) { try view.merge("a", 2) { $1 } }
        #expect(throws: UnsupportedOperationException.self) { try view.entrySet()!.iterator()!.next()!.setValue(5) }
        try backing.put("b", 2)
        #expect(view.toString() == "{a=1, b=2}")
        #expect(throws: UnsupportedOperationException.self) { try JavaMapEntry<String?, Int32?>.entry("k", 1)!.setValue(2) }
    }

    @Test func listIteratorEditsTheListAtItsCursor() throws {
        let list = JavaList<String?>(elements: ["a", "b", "c"])
        let it = try list.listIterator()!
        _ = try it.next()
        try it.set("A")
        try it.add("x")
        #expect(it.nextIndex() == 2 && it.hasPrevious())
        #expect(try it.previous() == "x")
        try it.remove()
        #expect(throws: IllegalStateException.self) { try it.remove() }
        #expect(list.toString() == "[A, b, c]")
    }

    /// `nullsFirst(comparing(String::length).thenComparing(reverseOrder()))` over bob, Al, al, cy, Bo, null.
    @Test func comparatorCombinatorsOrderLikeJava() throws {
        let names = JavaList<String?>(elements: ["bob", "Al", "al", "cy", "Bo", nil])
        let byLength: ((String?, String?) throws -> Int32)? = try JavaComparators.comparing { (s: String?) in s!.javaLength }
        let reversedNatural: ((String?, String?) throws -> Int32)? = JavaComparators.reverseOrder()
        try names.sort(JavaComparators.nullsFirst(try JavaComparators.thenComparing(byLength!, reversedNatural)))
        #expect(names.toString() == "[null, cy, al, Bo, Al, bob]")
        try names.sort(JavaComparators.nullsLast(JavaString.caseInsensitiveOrder))
        #expect(names.toString() == "[al, Al, Bo, bob, cy, null]")
        let points = JavaList<JavaArray<Double>?>(elements: [JavaArray([1, 0.0]), JavaArray([1, -0.0]), JavaArray([0, .nan])])
        let byX: ((JavaArray<Double>?, JavaArray<Double>?) throws -> Int32)? = try JavaComparators.comparingDouble { try $0!.get(0) }
        try points.sort(JavaComparators.thenComparingDouble(byX!) { try $0!.get(1) })
        #expect(points.map { JavaArrays.toString($0) }.joined() == "[0.0, NaN][1.0, -0.0][1.0, 0.0]")
    }

    /// `inc.andThen(dbl).apply(5)` 12, `inc.compose(dbl).apply(5)` 11; predicate and operator combinators.
    @Test func functionCombinatorsComposeInJavasOrder() throws {
        let inc: (Int32?) throws -> Int32? = { $0! + 1 }, dbl: (Int32?) throws -> Int32? = { $0! * 2 }
        #expect(try JavaFunctions.andThen(inc, dbl)!(5) == 12)
        #expect(try JavaFunctions.compose(inc, dbl)!(5) == 11)
        let empty: (String?) throws -> Bool = { $0!.isEmpty }
        #expect(try !JavaFunctions.negate(empty)!(""))
        #expect(try JavaFunctions.or(empty) { $0!.javaLength > 2 }!("abc"))
        #expect(try !JavaFunctions.and(empty) { $0!.javaLength > 2 }!(""))
        let isNull: ((String?) throws -> Bool)? = JavaFunctions.isEqual(nil)
        #expect(try isNull!(nil))
        #expect(try JavaFunctions.not(empty)!("x"))
        #expect(throws: NullPointerException.self) { _ = try JavaFunctions.and(empty, nil) }
        let none: ((String?, String?) throws -> Int32)? = nil
        // Java: `Comparator.<String>naturalOrder().thenComparing((Comparator<String>) null)` throws at once.
        #expect(throws: NullPointerException.self) { _ = try JavaComparators.thenComparing({ (a: String?, b: String?) in 0 }, none) }
        let natural: ((Int32?, Int32?) throws -> Int32)? = JavaComparators.naturalOrder()
        #expect(try JavaFunctions.minBy(natural)!(3, 3) == 3)
        let byLength: ((String?, String?) throws -> Int32)? = try JavaComparators.comparingInt { $0!.javaLength }
        #expect(try JavaFunctions.maxBy(byLength)!("ab", "cd") == "ab")
    }
}
