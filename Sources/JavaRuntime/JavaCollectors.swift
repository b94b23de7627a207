/// `java.util.stream.Collector`: how `collect` turns the elements into one result. Java's four functions
/// (supplier, accumulator, combiner, finisher) become one: `start` makes a fresh accumulation, which takes
/// the elements one by one and then produces the result. (A sequential stream never combines.)
public final class JavaCollector<T, R>: JavaObject, @unchecked Sendable {
    public struct Accumulation {
        let accept: (T) throws -> Void
        let finish: () throws -> R
    }

    let start: () throws -> Accumulation

    init(_ start: @escaping () throws -> Accumulation) { self.start = start }

    /// A collector over a mutable container: Java's supplier, accumulator and finisher.
    static func reducing<A>(into make: @escaping () throws -> A, _ accept: @escaping (inout A, T) throws -> Void,
                            finish: @escaping (A) throws -> R) -> JavaCollector<T, R> {
        JavaCollector {
            var container = try make()
            return Accumulation(accept: { try accept(&container, $0) }, finish: { try finish(container) })
        }
    }
}

/// `java.util.stream.Collectors`, with the JDK 17 results: `toList`/`groupingBy`/`toMap` make `ArrayList`s
/// and `HashMap`s (Java's iteration order), `toSet` a `HashSet`, `counting` a `Long`.
///
public enum JavaCollectors {
    public static func toList<T: ExpressibleByNilLiteral>() -> JavaCollector<T, JavaList<T>?>? {
        .reducing(into: { JavaList<T>() }, { _ = try $0.add($1) }, finish: { $0 })
    }

    /// `toUnmodifiableList()`: null elements throw `NullPointerException`.
    public static func toUnmodifiableList<T: ExpressibleByNilLiteral>() -> JavaCollector<T, JavaList<T>?>? {
        .reducing(into: { [T]() }, { $0.append($1) }, finish: { try JavaList.of(contentsOf: $0) })
    }

    public static func toSet<T: ExpressibleByNilLiteral>() -> JavaCollector<T, JavaSet<T>?>? {
        .reducing(into: { JavaHashSet<T>() }, { _ = try $0.add($1) }, finish: { $0 })
    }

    public static func toCollection<T, C: JavaCollection<T>>(_ factory: (() throws -> C?)?) throws -> JavaCollector<T, C?>? {
        guard let factory else { throw NullPointerException() }
        return .reducing(into: { () throws -> C in
            guard let c = try factory() else { throw NullPointerException() }
            return c
        }, { _ = try $0.add($1) }, finish: { $0 })
    }

    /// `joining()`: the elements' strings (a null element is "null", as `StringBuilder.append` does).
    public static func joining<T>() -> JavaCollector<T, String?>? { joined("", "", "") }

    public static func joining<T>(_ delimiter: String?) throws -> JavaCollector<T, String?>? {
        guard let delimiter else { throw NullPointerException() }
        return joined(delimiter, "", "")
    }

    public static func joining<T>(_ delimiter: String?, _ prefix: String?, _ suffix: String?) throws -> JavaCollector<T, String?>? {
        guard let delimiter, let prefix, let suffix else { throw NullPointerException() }
        return joined(delimiter, prefix, suffix)
    }

    static func joined<T>(_ delimiter: String, _ prefix: String, _ suffix: String) -> JavaCollector<T, String?> {
        .reducing(into: { [String]() }, { $0.append(javaStringOf($1)) }, finish: { prefix + $0.joined(separator: delimiter) + suffix })
    }

    public static func counting<T>() -> JavaCollector<T, Int64?>? {
        .reducing(into: { Int64(0) }, { count, _ in count += 1 }, finish: { $0 })
    }

    /// `summingInt`: an int sum, wrapping on overflow.
    public static func summingInt<T>(_ mapper: ((T) throws -> Int32)?) throws -> JavaCollector<T, Int32?>? {
        guard let mapper else { throw NullPointerException() }
        return .reducing(into: { Int32(0) }, { $0 = $0 &+ (try mapper($1)) }, finish: { $0 })
    }

    public static func summingLong<T>(_ mapper: ((T) throws -> Int64)?) throws -> JavaCollector<T, Int64?>? {
        guard let mapper else { throw NullPointerException() }
        return .reducing(into: { Int64(0) }, { $0 = $0 &+ (try mapper($1)) }, finish: { $0 })
    }

    /// `summingDouble`: compensated summation, like `DoubleStream.sum`.
    public static func summingDouble<T>(_ mapper: ((T) throws -> Double)?) throws -> JavaCollector<T, Double?>? {
        guard let mapper else { throw NullPointerException() }
        return .reducing(into: { JavaCompensatedSum() }, { $0.add(try mapper($1)) }, finish: { $0.value })
    }

    /// `averagingInt`: the long sum over the count; 0.0 when there are no elements.
    public static func averagingInt<T>(_ mapper: ((T) throws -> Int32)?) throws -> JavaCollector<T, Double?>? {
        guard let mapper else { throw NullPointerException() }
        return averagingIntegers { Int64(try mapper($0)) }
    }

    public static func averagingLong<T>(_ mapper: ((T) throws -> Int64)?) throws -> JavaCollector<T, Double?>? {
        guard let mapper else { throw NullPointerException() }
        return averagingIntegers(mapper)
    }

    static func averagingIntegers<T>(_ mapper: @escaping (T) throws -> Int64) -> JavaCollector<T, Double?> {
        .reducing(into: { (sum: Int64(0), count: Int64(0)) }, { a, e in
            a.sum &+= try mapper(e)
            a.count += 1
        }, finish: { $0.count == 0 ? 0.0 : Double($0.sum) / Double($0.count) })
    }

    public static func averagingDouble<T>(_ mapper: ((T) throws -> Double)?) throws -> JavaCollector<T, Double?>? {
        guard let mapper else { throw NullPointerException() }
        return .reducing(into: { (sum: JavaCompensatedSum(), count: 0) }, { a, e in
            a.sum.add(try mapper(e))
            a.count += 1
        }, finish: { $0.count == 0 ? 0.0 : $0.sum.value / Double($0.count) })
    }

    public static func summarizingInt<T>(_ mapper: ((T) throws -> Int32)?) throws -> JavaCollector<T, JavaIntSummaryStatistics?>? {
        guard let mapper else { throw NullPointerException() }
        return .reducing(into: { JavaIntSummaryStatistics() }, { $0.accept(try mapper($1)) }, finish: { $0 })
    }

    public static func summarizingDouble<T>(_ mapper: ((T) throws -> Double)?) throws -> JavaCollector<T, JavaDoubleSummaryStatistics?>? {
        guard let mapper else { throw NullPointerException() }
        return .reducing(into: { JavaDoubleSummaryStatistics() }, { $0.accept(try mapper($1)) }, finish: { $0 })
    }

    public static func mapping<T, U, R>(_ mapper: ((T) throws -> U)?, _ downstream: JavaCollector<U, R>?) throws -> JavaCollector<T, R>? {
        guard let mapper, let downstream else { throw NullPointerException() }
        return JavaCollector {
            let inner = try downstream.start()
            return .init(accept: { try inner.accept(mapper($0)) }, finish: inner.finish)
        }
    }

    public static func filtering<T, R>(_ predicate: ((T) throws -> Bool)?, _ downstream: JavaCollector<T, R>?) throws -> JavaCollector<T, R>? {
        guard let predicate, let downstream else { throw NullPointerException() }
        return JavaCollector {
            let inner = try downstream.start()
            return .init(accept: { if try predicate($0) { try inner.accept($0) } }, finish: inner.finish)
        }
    }

    public static func collectingAndThen<T, R, RR>(_ downstream: JavaCollector<T, R>?, _ finisher: ((R) throws -> RR)?) throws -> JavaCollector<T, RR>? {
        guard let downstream, let finisher else { throw NullPointerException() }
        return JavaCollector {
            let inner = try downstream.start()
            return .init(accept: inner.accept, finish: { try finisher(inner.finish()) })
        }
    }

    /// `reducing(identity, op)`.
    public static func reducing<T>(_ identity: T, _ op: ((T, T) throws -> T)?) throws -> JavaCollector<T, T>? {
        guard let op else { throw NullPointerException() }
        return .reducing(into: { identity }, { $0 = try op($0, $1) }, finish: { $0 })
    }

    /// `reducing(identity, mapper, op)`.
    public static func reducing<T, U>(_ identity: U, _ mapper: ((T) throws -> U)?, _ op: ((U, U) throws -> U)?) throws -> JavaCollector<T, U>? {
        guard let mapper, let op else { throw NullPointerException() }
        return .reducing(into: { identity }, { $0 = try op($0, mapper($1)) }, finish: { $0 })
    }

    /// `reducing(op)`: an `Optional` of the fold (`Optional.of`, so a null result throws).
    public static func reducing<T: ExpressibleByNilLiteral>(_ op: ((T, T) throws -> T)?) throws -> JavaCollector<T, JavaOptional<T>?>? {
        guard let op else { throw NullPointerException() }
        return .reducing(into: { T?.none }, { a, e in a = try a.map { try op($0, e) } ?? e }, finish: { folded in
            guard let folded else { return JavaOptional.empty() }
            return try JavaOptional.of(folded)
        })
    }

    /// `minBy`: the first of equal least elements.
    public static func minBy<T: ExpressibleByNilLiteral>(_ comparator: ((T, T) throws -> Int32)?) throws -> JavaCollector<T, JavaOptional<T>?>? {
        guard let comparator else { throw NullPointerException() }
        return try reducing { try comparator($0, $1) <= 0 ? $0 : $1 }
    }

    /// `maxBy`: the first of equal greatest elements.
    public static func maxBy<T: ExpressibleByNilLiteral>(_ comparator: ((T, T) throws -> Int32)?) throws -> JavaCollector<T, JavaOptional<T>?>? {
        guard let comparator else { throw NullPointerException() }
        return try reducing { try comparator($0, $1) >= 0 ? $0 : $1 }
    }

    // MARK: Maps

    /// `groupingBy(classifier)`: a `HashMap` of `ArrayList`s.
    public static func groupingBy<T: ExpressibleByNilLiteral, K: ExpressibleByNilLiteral>(_ classifier: ((T) throws -> K)?) throws -> JavaCollector<T, JavaMap<K, JavaList<T>?>?>? {
        try groupingBy(classifier, { JavaHashMap<K, JavaList<T>?>() }, toList())
    }

    /// `groupingBy(classifier, downstream)`: a `HashMap`.
    public static func groupingBy<T, K: ExpressibleByNilLiteral, D: ExpressibleByNilLiteral>(_ classifier: ((T) throws -> K)?, _ downstream: JavaCollector<T, D>?) throws -> JavaCollector<T, JavaMap<K, D>?>? {
        try groupingBy(classifier, { JavaHashMap<K, D>() }, downstream)
    }

    /// `groupingBy(classifier, mapFactory, downstream)`: each key of the factory's map (its own notion of
    /// equal keys, as a `TreeMap` with a comparator has) gets its own downstream accumulation; the map's
    /// values become the downstream results at the end.
    public static func groupingBy<T, K: ExpressibleByNilLiteral, D: ExpressibleByNilLiteral, M: JavaMap<K, D>>(
        _ classifier: ((T) throws -> K)?, _ mapFactory: (() throws -> M?)?, _ downstream: JavaCollector<T, D>?
    ) throws -> JavaCollector<T, M?>? {
        guard let classifier, let mapFactory, let downstream else { throw NullPointerException() }
        return JavaCollector {
            guard let map = try mapFactory() else { throw NullPointerException() }
            var groups: [ObjectIdentifier: JavaCollector<T, D>.Accumulation] = [:]
            return .init(accept: { e in
                let key = try classifier(e)
                guard javaFlatten(key) != nil else { throw NullPointerException("element cannot be mapped to a null key") }
                if try map.entry(key) == nil { try map.put(key, nil) }
                guard let entry = try map.entry(key) else { throw IllegalStateException() }
                let id = ObjectIdentifier(entry)
                if groups[id] == nil { groups[id] = try downstream.start() }
                try groups[id]?.accept(e)
            }, finish: {
                for entry in map.orderedEntries() {
                    if let group = groups[ObjectIdentifier(entry)] { entry.value = try group.finish() }
                }
                return map
            })
        }
    }

    /// `partitioningBy(predicate)`: prints `{false=…, true=…}`, both keys always present.
    public static func partitioningBy<T: ExpressibleByNilLiteral>(_ predicate: ((T) throws -> Bool)?) throws -> JavaCollector<T, JavaMap<Bool?, JavaList<T>?>?>? {
        try partitioningBy(predicate, toList())
    }

    /// `partitioningBy(predicate, downstream)`. (Java's result map refuses changes; this one does not.)
    public static func partitioningBy<T, D: ExpressibleByNilLiteral>(_ predicate: ((T) throws -> Bool)?, _ downstream: JavaCollector<T, D>?) throws -> JavaCollector<T, JavaMap<Bool?, D>?>? {
        guard let predicate, let downstream else { throw NullPointerException() }
        return JavaCollector {
            let no = try downstream.start(), yes = try downstream.start()
            return .init(accept: { e in
                try (predicate(e) ? yes : no).accept(e)
            }, finish: {
                let map = JavaLinkedHashMap<Bool?, D>()
                try map.put(false, no.finish())
                try map.put(true, yes.finish())
                return map
            })
        }
    }

    /// `toMap(keyMapper, valueMapper)`: a `HashMap`; a repeated key throws `IllegalStateException`, a null
    /// value `NullPointerException`.
    public static func toMap<T, K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>(_ keyMapper: ((T) throws -> K)?, _ valueMapper: ((T) throws -> V)?) throws -> JavaCollector<T, JavaMap<K, V>?>? {
        guard let keyMapper, let valueMapper else { throw NullPointerException() }
        return .reducing(into: { JavaHashMap<K, V>() }, { map, e in
            let key = try keyMapper(e)
            let value = try valueMapper(e)
            guard javaFlatten(value) != nil else { throw NullPointerException() }
            let previous = try map.putIfAbsent(key, value)
            if javaFlatten(previous) != nil {
                throw IllegalStateException("Duplicate key \(javaStringOf(key)) (attempted merging values \(javaStringOf(previous)) and \(javaStringOf(value)))")
            }
        }, finish: { $0 })
    }

    /// `toMap(keyMapper, valueMapper, merge)`: `Map.merge` into a `HashMap`.
    public static func toMap<T, K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>(_ keyMapper: ((T) throws -> K)?, _ valueMapper: ((T) throws -> V)?, _ merge: ((V, V) throws -> V)?) throws -> JavaCollector<T, JavaMap<K, V>?>? {
        try toMap(keyMapper, valueMapper, merge, { JavaHashMap<K, V>() })
    }

    public static func toMap<T, K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral, M: JavaMap<K, V>>(_ keyMapper: ((T) throws -> K)?, _ valueMapper: ((T) throws -> V)?, _ merge: ((V, V) throws -> V)?, _ mapFactory: (() throws -> M?)?) throws -> JavaCollector<T, M?>? {
        guard let keyMapper, let valueMapper, let merge, let mapFactory else { throw NullPointerException() }
        return .reducing(into: { () throws -> M in
            guard let map = try mapFactory() else { throw NullPointerException() }
            return map
        }, { map, e in _ = try map.merge(keyMapper(e), valueMapper(e), merge) }, finish: { $0 })
    }
}

extension JavaCollectors {
    /// `Function.identity()`, which classifiers and key mappers often are.
    public static func identity<T>() -> ((T) throws -> T)? { { $0 } }
}
