import Testing
@testable import JavaRuntime

/// Streams and collectors against what Java 17 prints for the same pipelines (the Java is in each comment;
/// expected strings are from `java` runs).
@Suite("Streams with Java's semantics")
struct JavaStreamTests {
    func s<T: ExpressibleByNilLiteral>(_ elements: T...) -> JavaStream<T> { JavaStream.over { elements } }

    /// `Stream.of(1,2,3,4,5).peek(p).filter(odd).map(m, x*10).limit(2).collect(toList())` → `[10, 30] | p1 m1 p2 p3 m3 `
    @Test func elementsTravelThePipelineOneAtATime() throws {
        var log = ""
        let r = try s(Int32?(1), 2, 3, 4, 5).peek { log += "p\(javaStringOf($0)) " }!
            .filter { ($0 ?? 0) % 2 == 1 }!
            .map { (x: Int32?) -> Int32? in log += "m\(javaStringOf(x)) "; return (x ?? 0) * 10 }!
            .limit(2)!.collect(JavaCollectors.toList())
        #expect(javaStringOf(r) + " | " + log == "[10, 30] | p1 m1 p2 p3 m3 ")
    }

    /// `sorted` drains its upstream first: `Optional[1] | a5 a3 a1 a4 b1 `
    @Test func sortedIsABarrierAndFindFirstStopsAfterOne() throws {
        var log = ""
        let f = try s(Int32?(5), 3, 1, 4).peek { log += "a\(javaStringOf($0)) " }!.sorted()!
            .peek { log += "b\(javaStringOf($0)) " }!.findFirst()
        #expect(javaStringOf(f) + " | " + log == "Optional[1] | a5 a3 a1 a4 b1 ")
    }

    /// `Stream.iterate(1, f).limit(3)` applies `f` twice: `[1, 2, 3] | f1 f2 `
    @Test func iterateComputesOnlyWhatLimitTakes() throws {
        var log = ""
        let r = try JavaStream<Int32?>.iterate(1, { x in log += "f\(javaStringOf(x)) "; return (x ?? 0) + 1 })!
            .limit(3)!.collect(JavaCollectors.toList())
        #expect(javaStringOf(r) + " | " + log == "[1, 2, 3] | f1 f2 ")
    }

    /// `flatMap(List::stream).peek(log).anyMatch(x == 2)` → `true 12`
    @Test func flatMapShortCircuitsInsideAnInnerStream() throws {
        var log = ""
        let lists: [JavaList<Int32?>?] = [JavaList(elements: [1, 2]), JavaList(elements: [3, 4])]
        let any = try JavaStream.over { lists }.flatMap { $0?.stream() }!.peek { log += javaStringOf($0) }!.anyMatch { $0 == 2 }
        #expect(any && log == "12")
    }

    /// `Stream.of(1, 2, 3, 0).<Integer>mapMulti((n, sink) -> { for (i < n) sink.accept(n); })` → `[1, 2, 2, 3, 3, 3]`;
    /// an element the mapper hands nothing is skipped.
    @Test func mapMultiPassesOnWhatTheSinkReceives() throws {
        let s = try JavaStream<Int32?>.of(1, 2, 3, 0)!.mapMulti { (n: Int32?, sink: (Int32?) throws -> Void) in
            for _ in 0..<Int(n!) { try sink(n) }
        }
        #expect(try javaStringOf(s!.toList()) == "[1, 2, 2, 3, 3, 3]")
    }

    /// A sized pipeline's count does not run it (Java 9+): `peek` sees nothing. `filter` makes it run.
    @Test func countOfASizedPipelineSkipsTraversal() throws {
        var peeked = 0
        #expect(try s(Int32?(1), 2, 3, 4).peek { _ in peeked += 1 }!.limit(2)!.count() == 2)
        #expect(peeked == 0)
        #expect(try s(Int32?(1), 2, 3, 4).peek { _ in peeked += 1 }!.filter { _ in true }!.count() == 4)
        #expect(peeked == 4)
        #expect(try JavaStream<Int32>.range(0, 3)!.boxed()!.skip(1)!.count() == 2)
    }

    @Test func aStreamIsUsedOnce() throws {
        let stream = s(String?("a"))
        _ = try stream.count()
        #expect(throws: IllegalStateException.self) { try stream.count() }
        let upstream = s(String?("a"))
        _ = try upstream.map { $0 }
        #expect(throws: IllegalStateException.self) { try upstream.filter { _ in true } }
    }

    /// `sorted(Comparator.comparingInt(String::length))` is stable: `[a, d, bb, cc, ff, eee]`
    @Test func sortedWithAComparatorIsStable() throws {
        let r = try s(String?("bb"), "a", "cc", "d", "eee", "ff").sorted { Int32($0?.count ?? 0) - Int32($1?.count ?? 0) }!.toList()
        #expect(javaStringOf(r) == "[a, d, bb, cc, ff, eee]")
        #expect(throws: UnsupportedOperationException.self) { try r?.add("x") }
    }

    @Test func sliceAndWhileOperations() throws {
        #expect(javaStringOf(try s(Int32?(1), 2, 3, 4, 5, 1).takeWhile { ($0 ?? 0) < 3 }!.toList()) == "[1, 2]")
        #expect(javaStringOf(try s(Int32?(1), 2, 3, 4, 5, 1).dropWhile { ($0 ?? 0) < 3 }!.toList()) == "[3, 4, 5, 1]")
        #expect(javaStringOf(try s(Int32?(1), 2, 3, 4, 5).skip(2)!.toList()) == "[3, 4, 5]")
        #expect(throws: IllegalArgumentException.self) { try s(Int32?(1)).limit(-1) }
    }

    /// `Stream.of(0.0, -0.0, NaN, NaN, 1.0).distinct()` uses `Double.equals`: `[0.0, -0.0, NaN, 1.0]`
    @Test func distinctUsesJavaEquality() throws {
        #expect(javaStringOf(try s(Double?(0.0), -0.0, .nan, .nan, 1.0).distinct()!.toList()) == "[0.0, -0.0, NaN, 1.0]")
    }

    /// `toSet` is a HashSet: `[x, y, z] [banana, date, apple, cherry, fig, grape, elderberry]`
    @Test func toSetIteratesInHashSetOrder() throws {
        let fruit = try s(String?("banana"), "apple", "cherry", "date", "elderberry", "fig", "grape").collect(JavaCollectors.toSet())
        #expect(javaStringOf(fruit) == "[banana, date, apple, cherry, fig, grape, elderberry]")
    }

    @Test func toMapRejectsDuplicateKeysWithJavasMessage() throws {
        let e = #expect(throws: IllegalStateException.self) {
            try s(String?("a"), "bb", "cc").collect(JavaCollectors.toMap({ $0.map { Int32($0.count) } }, { $0 }))
        }
        #expect(e?.getMessage() == "Duplicate key 2 (attempted merging values bb and cc)")
    }

    /// `groupingBy(length)` → `{1=[a], 2=[bb, cc], 3=[ddd]}`; `partitioningBy(len > 1, counting())` →
    /// `{false=1, true=3}`; `groupingBy(s -> s, TreeMap::new, summingInt(s -> 1))` → `{a=1, b=2, c=1}`
    @Test func groupingAndPartitioning() throws {
        let byLength = try s(String?("a"), "bb", "cc", "ddd").collect(JavaCollectors.groupingBy { $0.map { Int32($0.count) } })
        #expect(javaStringOf(byLength) == "{1=[a], 2=[bb, cc], 3=[ddd]}")
        let parts = try s(String?("a"), "bb", "cc", "ddd").collect(JavaCollectors.partitioningBy({ ($0?.count ?? 0) > 1 }, JavaCollectors.counting()))
        #expect(javaStringOf(parts) == "{false=1, true=3}")
        let tree = try s(String?("b"), "a", "b", "c").collect(JavaCollectors.groupingBy({ $0 }, { JavaTreeMap<String?, Int32?>() }, JavaCollectors.summingInt { _ in 1 }))
        #expect(javaStringOf(tree) == "{a=1, b=2, c=1}")
    }

    /// `joining(",", "<", ">")` → `<a,b>`, and `<>` when empty; `averagingInt(charAt(0))` of a, b, c → `98.0`
    @Test func joiningAndAveraging() throws {
        #expect(try s(String?("a"), "b").collect(JavaCollectors.joining(",", "<", ">")) == "<a,b>")
        #expect(try JavaStream<String?>.over { [] }.collect(JavaCollectors.joining(",", "<", ">")) == "<>")
        let avg = try s(String?("a"), "b", "c").collect(JavaCollectors.averagingInt { Int32($0?.utf16.first ?? 0) })
        #expect(avg == 98.0)
    }

    /// `IntStream.of(MAX_VALUE, 1)`: sum `-2147483648`, average `OptionalDouble[1.073741824E9]`;
    /// empty max `OptionalInt.empty`, max of 3, 9, 2 `OptionalInt[9]`
    @Test func intStreamNumericsAreJavas() throws {
        #expect(try JavaStream<Int32>.of(.max, 1)!.sum() == Int32.min)
        #expect(javaStringOf(try JavaStream<Int32>.of(.max, 1)!.average()) == "OptionalDouble[1.073741824E9]")
        #expect(javaStringOf(try JavaStream<Int32>.empty()!.max()) == "OptionalInt.empty")
        #expect(javaStringOf(try JavaStream<Int32>.of(3, 9, 2)!.max()) == "OptionalInt[9]")
        #expect(try JavaStream<Int64>.rangeClosed(1, 20)!.reduce(1, *) == 2432902008176640000)
        #expect(try JavaStream<Int32>.rangeClosed(1, 13)!.reduce(1, &*) == 1932053504)
    }

    /// Compensated summation: `DoubleStream.of(.1, .2, .3)` sums to `0.6` (a loop gives 0.6000000000000001)
    /// and averages `0.19999999999999998`; `1e308 + 1e308` and `Infinity + 1` are `Infinity`.
    @Test func doubleStreamSumsLikeTheJDK() throws {
        #expect(try JavaStream<Double>.of(0.1, 0.2, 0.3)!.sum() == 0.6)
        #expect(javaStringOf(try JavaStream<Double>.of(0.1, 0.2, 0.3)!.average()) == "OptionalDouble[0.19999999999999998]")
        #expect(try JavaStream<Double>.of(1e308, 1e308)!.sum() == .infinity)
        #expect(try JavaStream<Double>.of(.infinity, 1)!.sum() == .infinity)
    }

    @Test func summaryStatisticsPrintLikeJava() throws {
        #expect(javaStringOf(try JavaStream<Int32>.of(4, 8, 15, 16, 23, 42)!.summaryStatistics())
            == "IntSummaryStatistics{count=6, sum=108, min=4, average=18.000000, max=42}")
        #expect(javaStringOf(try JavaStream<Double>.of(1.5, 2.5)!.summaryStatistics())
            == "DoubleSummaryStatistics{count=2, sum=4.000000, min=1.500000, average=2.000000, max=2.500000}")
    }

    @Test func optionalsPrintLikeJava() throws {
        #expect(javaStringOf(JavaPrimitiveOptional<Int32>.of(5)) == "OptionalInt[5]")
        #expect(javaStringOf(JavaPrimitiveOptional<Double>.of(2.5)) == "OptionalDouble[2.5]")
        #expect(javaStringOf(JavaPrimitiveOptional<Double>.empty()) == "OptionalDouble.empty")
        #expect(javaStringOf(try JavaOptional<String?>.of("x")) == "Optional[x]")
        #expect(javaStringOf(try s(Int32?(3), 1, 2).reduce { ($0 ?? 0) + ($1 ?? 0) }) == "Optional[6]")
        #expect(javaStringOf(try JavaStream<Int32?>.over { [] }.reduce { ($0 ?? 0) + ($1 ?? 0) }) == "Optional.empty")
        #expect(throws: NullPointerException.self) { try s(String?.none, "a").findFirst() }
        #expect(try JavaOptional<String?>.of("x")?.equals(JavaOptional<Any?>.of("x")) == true)
    }
}
