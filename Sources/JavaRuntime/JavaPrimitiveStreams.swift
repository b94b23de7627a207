/// `IntStream`, `LongStream` and `DoubleStream` are `JavaStream<Int32>`, `<Int64>` and `<Double>`; what
/// only they have lives here, with `OptionalInt`/`OptionalLong`/`OptionalDouble` and the summary
/// statistics. Sums and averages are computed the way the JDK does (see each).

/// The element types of the primitive streams.
public protocol JavaStreamPrimitive: Comparable {
    /// `Int`, `Long` or `Double`: the prefix of `OptionalInt`, `IntSummaryStatistics`, …
    static var javaKind: String { get }
    /// `Math.max`/`Math.min` (for doubles: NaN wins, -0.0 is less than 0.0).
    static func javaMax(_ a: Self, _ b: Self) -> Self
    static func javaMin(_ a: Self, _ b: Self) -> Self
}

extension Int32: JavaStreamPrimitive {
    public static var javaKind: String { "Int" }
    public static func javaMax(_ a: Int32, _ b: Int32) -> Int32 { Swift.max(a, b) }
    public static func javaMin(_ a: Int32, _ b: Int32) -> Int32 { Swift.min(a, b) }
}

extension Int64: JavaStreamPrimitive {
    public static var javaKind: String { "Long" }
    public static func javaMax(_ a: Int64, _ b: Int64) -> Int64 { Swift.max(a, b) }
    public static func javaMin(_ a: Int64, _ b: Int64) -> Int64 { Swift.min(a, b) }
}

extension Double: JavaStreamPrimitive {
    public static var javaKind: String { "Double" }
    public static func javaMax(_ a: Double, _ b: Double) -> Double { JavaMath.max(a, b) }
    public static func javaMin(_ a: Double, _ b: Double) -> Double { JavaMath.min(a, b) }
}

extension JavaStream where T: JavaStreamPrimitive {
    /// `boxed()`: the `Stream<Integer>` (…) of the values.
    public func boxed() throws -> JavaStream<T?>? { try map { Optional($0) } }

    public func toArray() throws -> JavaArray<T>? { JavaArray(try drain()) }

    /// `max()`: `Math::max` over the values.
    public func max() throws -> JavaPrimitiveOptional<T>? { JavaPrimitiveOptional(try fold(T.javaMax)) }
    public func min() throws -> JavaPrimitiveOptional<T>? { JavaPrimitiveOptional(try fold(T.javaMin)) }

    public func reduce(_ accumulator: ((T, T) throws -> T)?) throws -> JavaPrimitiveOptional<T>? {
        guard let accumulator else { throw NullPointerException() }
        return JavaPrimitiveOptional(try fold(accumulator))
    }

    public func findFirst() throws -> JavaPrimitiveOptional<T>? { JavaPrimitiveOptional(try first()) }
    public func findAny() throws -> JavaPrimitiveOptional<T>? { try findFirst() }
}

extension JavaStream where T == Int32 {
    /// `IntStream.range(start, end)`: sized, computed as it is pulled.
    public static func range(_ start: Int32, _ end: Int32) -> JavaStream<Int32>? {
        counting(from: Int64(start), through: Int64(end) - 1) { Int32(truncatingIfNeeded: $0) }
    }

    public static func rangeClosed(_ start: Int32, _ end: Int32) -> JavaStream<Int32>? {
        counting(from: Int64(start), through: Int64(end)) { Int32(truncatingIfNeeded: $0) }
    }

    /// `String.chars()`: the UTF-16 code units, as ints. (Not optional: the translation treats what a
    /// `String` method returns as non-null.)
    public static func chars(of string: String) -> JavaStream<Int32> {
        over { string.utf16.map { Int32($0) } }
    }

    /// `sum()`: int arithmetic, wrapping on overflow as Java's does.
    public func sum() throws -> Int32 { try reduce(0) { $0 &+ $1 } }

    /// `average()`: the sum as a long divided by the count.
    public func average() throws -> JavaPrimitiveOptional<Double>? {
        var count: Int64 = 0, sum: Int64 = 0
        try forEach { count += 1; sum &+= Int64($0) }
        return JavaPrimitiveOptional(count > 0 ? Double(sum) / Double(count) : nil)
    }

    public func summaryStatistics() throws -> JavaIntSummaryStatistics? {
        let stats = JavaIntSummaryStatistics()
        try forEach { stats.accept($0) }
        return stats
    }

    public func asLongStream() throws -> JavaStream<Int64>? { try map { Int64($0) } }
    public func asDoubleStream() throws -> JavaStream<Double>? { try map { Double($0) } }
}

extension JavaStream where T == Int64 {
    public static func range(_ start: Int64, _ end: Int64) -> JavaStream<Int64>? {
        end == .min ? empty() : counting(from: start, through: end - 1) { $0 }
    }

    public static func rangeClosed(_ start: Int64, _ end: Int64) -> JavaStream<Int64>? {
        counting(from: start, through: end) { $0 }
    }

    public func sum() throws -> Int64 { try reduce(0) { $0 &+ $1 } }

    public func average() throws -> JavaPrimitiveOptional<Double>? {
        var count: Int64 = 0, sum: Int64 = 0
        try forEach { count += 1; sum &+= $0 }
        return JavaPrimitiveOptional(count > 0 ? Double(sum) / Double(count) : nil)
    }

    public func summaryStatistics() throws -> JavaLongSummaryStatistics? {
        let stats = JavaLongSummaryStatistics()
        try forEach { stats.accept($0) }
        return stats
    }

    public func asDoubleStream() throws -> JavaStream<Double>? { try map { Double($0) } }
}

extension JavaStream where T == Double {
    /// `sum()`: Java's compensated (Kahan) summation, so `0.1 + 0.2 + 0.3` sums to 0.6 as in Java, not to
    /// the 0.6000000000000001 of a plain loop.
    public func sum() throws -> Double {
        var sum = JavaCompensatedSum()
        try forEach { sum.add($0) }
        return sum.value
    }

    public func average() throws -> JavaPrimitiveOptional<Double>? {
        var sum = JavaCompensatedSum()
        var count = 0
        try forEach { sum.add($0); count += 1 }
        return JavaPrimitiveOptional(count > 0 ? sum.value / Double(count) : nil)
    }

    public func summaryStatistics() throws -> JavaDoubleSummaryStatistics? {
        let stats = JavaDoubleSummaryStatistics()
        try forEach { stats.accept($0) }
        return stats
    }
}

extension JavaStream {
    /// The values `first...last` (none when `last < first`), made as they are pulled: a range may be huge.
    static func counting(from first: Int64, through last: Int64, _ make: @escaping (Int64) -> T) -> JavaStream<T>? {
        var next = first
        var done = last < first
        return JavaStream(exactSize: { last < first ? 0 : Int(last - first + 1) }) {
            guard !done else { return nil }
            let value = next
            if next == last { done = true } else { next += 1 }
            return make(value)
        }
    }
}

/// `Collectors.sumWithCompensation` and `computeFinalSum` (JDK 17): Kahan summation, falling back to the
/// simple sum when infinities of one sign made the compensated sum NaN.
struct JavaCompensatedSum {
    var high = 0.0
    /// The negated low-order bits.
    var compensation = 0.0
    var simple = 0.0

    mutating func add(_ value: Double) {
        let tmp = value - compensation
        let velvel = high + tmp  // "little wolf of rounding error", as the JDK calls it
        compensation = (velvel - high) - tmp
        high = velvel
        simple += value
    }

    var value: Double {
        let tmp = high - compensation
        return tmp.isNaN && simple.isInfinite ? simple : tmp
    }
}

/// `OptionalInt`, `OptionalLong`, `OptionalDouble`.
public final class JavaPrimitiveOptional<N: JavaStreamPrimitive>: JavaObject, @unchecked Sendable {
    let value: N?

    init(_ value: N?) { self.value = value }

    public static func of(_ value: N) -> JavaPrimitiveOptional<N>? { JavaPrimitiveOptional(value) }
    public static func empty() -> JavaPrimitiveOptional<N>? { JavaPrimitiveOptional(nil) }

    public func isPresent() -> Bool { value != nil }
    public func isEmpty() -> Bool { value == nil }

    /// `getAsInt()`, `getAsLong()`, `getAsDouble()`, `orElseThrow()`.
    public func get() throws -> N {
        guard let value else { throw NoSuchElementException("No value present") }
        return value
    }

    public func orElse(_ other: N) -> N { value ?? other }

    public func orElseGet(_ supplier: (() throws -> N)?) throws -> N {
        if let value { return value }
        guard let supplier else { throw NullPointerException() }
        return try supplier()
    }

    public func ifPresent(_ action: ((N) throws -> Void)?) throws {
        guard let value else { return }
        guard let action else { throw NullPointerException() }
        try action(value)
    }

    public func toString() -> String {
        guard let value else { return "Optional\(N.javaKind).empty" }
        return "Optional\(N.javaKind)[\(javaStringOf(value))]"
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaPrimitiveOptional<N> else { return false }
        return try javaEquals(value, other.value)
    }

    public func hashCode() throws -> Int32 { try javaHashCode(value) }
}

public typealias JavaIntSummaryStatistics = JavaIntegralSummaryStatistics<Int32>
public typealias JavaLongSummaryStatistics = JavaIntegralSummaryStatistics<Int64>

/// `IntSummaryStatistics` and `LongSummaryStatistics`: the sum is a long (wrapping on overflow).
public final class JavaIntegralSummaryStatistics<N: JavaStreamPrimitive & FixedWidthInteger>: JavaObject, @unchecked Sendable {
    var count: Int64 = 0
    var sum: Int64 = 0
    var minimum = N.max
    var maximum = N.min

    public init() {}

    public func accept(_ value: N) {
        count += 1
        sum &+= Int64(value)
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
    }

    public func getCount() -> Int64 { count }
    public func getSum() -> Int64 { sum }
    public func getMin() -> N { minimum }
    public func getMax() -> N { maximum }
    public func getAverage() -> Double { count > 0 ? Double(sum) / Double(count) : 0 }

    public func toString() -> String {
        // The JDK's own format string; it never fails for these arguments.
        (try? JavaFormatter.format("%s{count=%d, sum=%d, min=%d, average=%f, max=%d}", "\(N.javaKind)SummaryStatistics",
                                   count, sum, minimum, getAverage(), maximum)) ?? ""
    }
}

/// `DoubleSummaryStatistics`: compensated sum, `Math.min`/`Math.max`.
public final class JavaDoubleSummaryStatistics: JavaObject, @unchecked Sendable {
    var count: Int64 = 0
    var sum = JavaCompensatedSum()
    var minimum = Double.infinity
    var maximum = -Double.infinity

    public init() {}

    public func accept(_ value: Double) {
        count += 1
        sum.add(value)
        minimum = JavaMath.min(minimum, value)
        maximum = JavaMath.max(maximum, value)
    }

    public func getCount() -> Int64 { count }
    public func getSum() -> Double { sum.value }
    public func getMin() -> Double { minimum }
    public func getMax() -> Double { maximum }
    public func getAverage() -> Double { count > 0 ? getSum() / Double(count) : 0 }

    public func toString() -> String {
        (try? JavaFormatter.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}", "DoubleSummaryStatistics",
                                   count, getSum(), minimum, getAverage(), maximum)) ?? ""
    }
}
