/// `java.util.stream.Stream` and, as `JavaStream<Int32>`, `<Int64>` and `<Double>`, `IntStream`,
/// `LongStream` and `DoubleStream`: sequential pipelines with Java's observable behaviour.
///
/// - Lazy, one element at a time: each stage pulls the next element from the stage before it only when
///   asked, so `peek`/`map`/`filter` side effects interleave per element exactly as Java prints them, and
///   `findFirst`, `anyMatch`, `limit`… stop pulling as soon as they know the answer.
/// - `sorted` is a barrier: its first pull drains everything upstream.
/// - A stream is used once: an operation on a stream that was already used throws Java's
///   `IllegalStateException`.
/// - `count()` of a pipeline whose size Java knows without traversing it (a sized source through `map`,
///   `peek`, `sorted`, `boxed`, `limit`, `skip`) answers without running the pipeline, as Java 9+ does,
///   so the `peek`s of such a pipeline print nothing.
///
/// Object streams have an optional `T` (a Java null is `.some(nil)`); primitive streams have `Int32`,
/// `Int64` or `Double`.
public final class JavaStream<T>: JavaObject, @unchecked Sendable {
    /// Produces the next element, or `nil` at the end. For object streams `T` is itself optional, so a
    /// null element (`.some(nil)`) is never mistaken for the end (`.none`).
    public typealias Pull = () throws -> T?

    private var source: Pull?
    /// The element count Java knows without traversal (a SIZED pipeline), computed when the terminal
    /// operation runs (a collection's stream sees elements added after `stream()`); `nil` when unknown.
    let exactSize: (() -> Int)?

    init(exactSize: (() -> Int)?, _ pull: @escaping Pull) {
        self.source = pull
        self.exactSize = exactSize
    }

    /// The pipeline so far, marking this stream used.
    func take() throws -> Pull {
        guard let pull = source else { throw IllegalStateException("stream has already been operated upon or closed") }
        source = nil
        return pull
    }

    /// A new stage over this one. `keepsSize`: whether the stage passes every element on, one for one.
    private func then<R>(keepsSize: Bool, _ stage: (@escaping Pull) -> JavaStream<R>.Pull) throws -> JavaStream<R>? {
        let upstream = try take()
        return JavaStream<R>(exactSize: keepsSize ? exactSize : nil, stage(upstream))
    }

    // MARK: Sources

    /// A stream over `elements`, read when the pipeline runs (Java's late-binding spliterators).
    static func over(_ elements: @escaping () -> [T]) -> JavaStream<T> {
        var buffer: [T]? = nil
        var index = 0
        return JavaStream(exactSize: { elements().count }) {
            let all = buffer ?? elements()
            buffer = all
            guard index < all.count else { return nil }
            index += 1
            return all[index - 1]
        }
    }

    /// `Stream.of(…)`, `IntStream.of(…)`.
    public static func of(_ elements: T...) -> JavaStream<T>? { over { elements } }

    /// `Stream.of(array)`, `IntStream.of(ints)`: an array passed where the varargs are (`$varargs`). Like a
    /// dereference, a null array stops the program (Java's NullPointerException).
    public static func of(arguments array: JavaArray<T>?) -> JavaStream<T>? {
        guard let array else { fatalError("NullPointerException: Stream.of(null)") }
        return over { array.storage }
    }

    /// `Stream.empty()`.
    public static func empty() -> JavaStream<T>? { over { [] } }

    /// `Arrays.stream(array)` and `IntStream.of(int[])`: the array's elements when the pipeline runs.
    public static func of(array: JavaArray<T>?) throws -> JavaStream<T>? {
        guard let array else { throw NullPointerException() }
        return over { array.storage }
    }

    /// `Arrays.stream(array, from, to)`.
    public static func of(array: JavaArray<T>?, _ from: Int32, _ to: Int32) throws -> JavaStream<T>? {
        guard let array else { throw NullPointerException() }
        // `Spliterators.checkFromToBounds`, in its order and with its messages.
        if from > to { throw ArrayIndexOutOfBoundsException("origin(\(from)) > fence(\(to))") }
        if from < 0 { throw ArrayIndexOutOfBoundsException("Array index out of range: \(from)") }
        if Int(to) > array.storage.count { throw ArrayIndexOutOfBoundsException("Array index out of range: \(to)") }
        return over { Array(array.storage[Int(from)..<Int(to)]) }
    }

    /// `Stream.iterate(seed, f)`: infinite; `f` runs only when the next element is pulled.
    public static func iterate(_ seed: T, _ next: ((T) throws -> T)?) throws -> JavaStream<T>? {
        guard let next else { throw NullPointerException() }
        var previous: T? = nil
        return JavaStream(exactSize: nil) {
            let element = try previous.map(next) ?? seed
            previous = element
            return element
        }
    }

    /// `Stream.iterate(seed, hasNext, next)`: ends at the first element `hasNext` rejects.
    public static func iterate(_ seed: T, _ hasNext: ((T) throws -> Bool)?, _ next: ((T) throws -> T)?) throws -> JavaStream<T>? {
        guard let hasNext, let next else { throw NullPointerException() }
        var previous: T? = nil
        var finished = false
        return JavaStream(exactSize: nil) {
            if finished { return nil }
            let element = try previous.map(next) ?? seed
            guard try hasNext(element) else {
                finished = true
                return nil
            }
            previous = element
            return element
        }
    }

    /// `Stream.generate(supplier)`: infinite.
    public static func generate(_ supplier: (() throws -> T)?) throws -> JavaStream<T>? {
        guard let supplier else { throw NullPointerException() }
        return JavaStream(exactSize: nil) { try supplier() }
    }

    /// `Stream.concat(a, b)`: sized when both are.
    public static func concat(_ a: JavaStream<T>?, _ b: JavaStream<T>?) throws -> JavaStream<T>? {
        guard let a, let b else { throw NullPointerException() }
        let first = try a.take(), second = try b.take()
        var firstDone = false
        let size: (() -> Int)? = a.exactSize.flatMap { sa in b.exactSize.map { sb in { sa() + sb() } } }
        return JavaStream(exactSize: size) {
            if !firstDone {
                if let e = try first() { return e }
                firstDone = true
            }
            return try second()
        }
    }

    // MARK: Intermediate operations

    public func filter(_ predicate: ((T) throws -> Bool)?) throws -> JavaStream<T>? {
        guard let predicate else { throw NullPointerException() }
        return try then(keepsSize: false) { upstream in
            {
                while let e = try upstream() {
                    if try predicate(e) { return e }
                }
                return nil
            }
        }
    }

    /// `map`, and `mapToObj`/`mapToInt`/`mapToLong`/`mapToDouble` (the result's type says which stream).
    public func map<R>(_ mapper: ((T) throws -> R)?) throws -> JavaStream<R>? {
        guard let mapper else { throw NullPointerException() }
        return try then(keepsSize: true) { upstream in
            {
                guard let e = try upstream() else { return nil }
                return try mapper(e)
            }
        }
    }

    public func peek(_ action: ((T) throws -> Void)?) throws -> JavaStream<T>? {
        guard let action else { throw NullPointerException() }
        return try then(keepsSize: true) { upstream in
            {
                guard let e = try upstream() else { return nil }
                try action(e)
                return e
            }
        }
    }

    /// `flatMap` (and `flatMapToInt`…): each inner stream is pulled from as elements are needed; a null
    /// result counts as an empty stream.
    /// `mapMulti(mapper)` (Java 16): the elements the mapper hands its sink, in order, for each element.
    public func mapMulti<R>(_ mapper: ((T, @escaping (R) throws -> Void) throws -> Void)?) throws -> JavaStream<R>? {
        guard let mapper else { throw NullPointerException() }
        return try then(keepsSize: false) { upstream in
            var buffered: [R] = []
            var next = 0
            return {
                while next == buffered.count {
                    guard let e = try upstream() else { return nil }
                    buffered.removeAll(keepingCapacity: true)
                    next = 0
                    var collected: [R] = []
                    try mapper(e) { collected.append($0) }
                    buffered = collected
                }
                next += 1
                return buffered[next - 1]
            }
        }
    }

    public func flatMap<R>(_ mapper: ((T) throws -> JavaStream<R>?)?) throws -> JavaStream<R>? {
        guard let mapper else { throw NullPointerException() }
        return try then(keepsSize: false) { upstream in
            var inner: JavaStream<R>.Pull? = nil
            return {
                while true {
                    if let pull = inner {
                        if let e = try pull() { return e }
                        inner = nil
                    }
                    guard let e = try upstream() else { return nil }
                    inner = try mapper(e)?.take()
                }
            }
        }
    }

    /// `distinct`: the first of each group of `equals` elements, in encounter order (Java's `HashSet`).
    public func distinct() throws -> JavaStream<T>? {
        let seen = JavaHashSet<Any?>()
        return try then(keepsSize: false) { upstream in
            {
                while let e = try upstream() {
                    if try seen.add(e) { return e }
                }
                return nil
            }
        }
    }

    /// `sorted()`: natural order (a null or non-`Comparable` element throws as in Java).
    public func sorted() throws -> JavaStream<T>? { try sorted(nil) }

    /// `sorted(comparator)`: stable, and a barrier (the first pull drains the upstream).
    public func sorted(_ comparator: ((T, T) throws -> Int32)?) throws -> JavaStream<T>? {
        try then(keepsSize: true) { upstream in
            var sorted: [T]? = nil
            var index = 0
            return {
                if sorted == nil {
                    var all: [T] = []
                    while let e = try upstream() { all.append(e) }
                    try javaStableSort(&all, by: comparator ?? { try javaCompare($0, $1) })
                    sorted = all
                }
                guard let all = sorted, index < all.count else { return nil }
                index += 1
                return all[index - 1]
            }
        }
    }

    public func limit(_ maxSize: Int64) throws -> JavaStream<T>? {
        if maxSize < 0 { throw IllegalArgumentException(String(maxSize)) }
        let upstream = try take()
        var taken: Int64 = 0
        return JavaStream(exactSize: exactSize.map { size in { Int(Swift.min(Int64(size()), maxSize)) } }) {
            // Once the limit is reached nothing more is pulled from upstream.
            guard taken < maxSize, let e = try upstream() else { return nil }
            taken += 1
            return e
        }
    }

    public func skip(_ n: Int64) throws -> JavaStream<T>? {
        if n < 0 { throw IllegalArgumentException(String(n)) }
        let upstream = try take()
        var skipped = false
        return JavaStream(exactSize: exactSize.map { size in { Int(Swift.max(Int64(size()) - n, 0)) } }) {
            if !skipped {
                skipped = true
                var count: Int64 = 0
                while count < n, try upstream() != nil { count += 1 }
            }
            return try upstream()
        }
    }

    /// `takeWhile`: ends at the first element the predicate rejects (that element is tested, not passed on).
    public func takeWhile(_ predicate: ((T) throws -> Bool)?) throws -> JavaStream<T>? {
        guard let predicate else { throw NullPointerException() }
        return try then(keepsSize: false) { upstream in
            var done = false
            return {
                guard !done, let e = try upstream() else { return nil }
                if try predicate(e) { return e }
                done = true
                return nil
            }
        }
    }

    public func dropWhile(_ predicate: ((T) throws -> Bool)?) throws -> JavaStream<T>? {
        guard let predicate else { throw NullPointerException() }
        return try then(keepsSize: false) { upstream in
            var dropping = true
            return {
                while dropping {
                    guard let e = try upstream() else { return nil }
                    if try !predicate(e) {
                        dropping = false
                        return e
                    }
                }
                return try upstream()
            }
        }
    }

    // MARK: Terminal operations

    public func forEach(_ action: ((T) throws -> Void)?) throws {
        guard let action else { throw NullPointerException() }
        let pull = try take()
        while let e = try pull() { try action(e) }
    }

    /// `forEachOrdered`: the same as `forEach` for a sequential stream.
    public func forEachOrdered(_ action: ((T) throws -> Void)?) throws { try forEach(action) }

    /// Every remaining element (runs the pipeline to its end).
    func drain() throws -> [T] {
        let pull = try take()
        var all: [T] = []
        while let e = try pull() { all.append(e) }
        return all
    }

    public func count() throws -> Int64 {
        let pull = try take()
        if let size = exactSize { return Int64(size()) }
        var n: Int64 = 0
        while try pull() != nil { n += 1 }
        return n
    }

    public func anyMatch(_ predicate: ((T) throws -> Bool)?) throws -> Bool {
        guard let predicate else { throw NullPointerException() }
        let pull = try take()
        while let e = try pull() {
            if try predicate(e) { return true }
        }
        return false
    }

    public func allMatch(_ predicate: ((T) throws -> Bool)?) throws -> Bool {
        guard let predicate else { throw NullPointerException() }
        let pull = try take()
        while let e = try pull() {
            if try !predicate(e) { return false }
        }
        return true
    }

    public func noneMatch(_ predicate: ((T) throws -> Bool)?) throws -> Bool {
        guard let predicate else { throw NullPointerException() }
        return try !anyMatch(predicate)
    }

    /// `reduce(identity, accumulator)`: a left fold.
    public func reduce(_ identity: T, _ accumulator: ((T, T) throws -> T)?) throws -> T {
        guard let accumulator else { throw NullPointerException() }
        let pull = try take()
        var result = identity
        while let e = try pull() { result = try accumulator(result, e) }
        return result
    }

    /// `reduce(identity, accumulator, combiner)`: sequentially the combiner is never called.
    public func reduce<U>(_ identity: U, _ accumulator: ((U, T) throws -> U)?, _ combiner: ((U, U) throws -> U)?) throws -> U {
        guard let accumulator, combiner != nil else { throw NullPointerException() }
        let pull = try take()
        var result = identity
        while let e = try pull() { result = try accumulator(result, e) }
        return result
    }

    /// The fold of `reduce(accumulator)`, `min`, `max`: `nil` for an empty stream.
    func fold(_ accumulator: (T, T) throws -> T) throws -> T? {
        let pull = try take()
        guard var result = try pull() else { return nil }
        while let e = try pull() { result = try accumulator(result, e) }
        return result
    }

    /// The first element, if any (`findFirst`, `findAny`).
    func first() throws -> T? { try take()() }

    /// `collect(supplier, accumulator, combiner)`.
    public func collect<R>(_ supplier: (() throws -> R)?, _ accumulator: ((R, T) throws -> Void)?, _ combiner: ((R, R) throws -> Void)?) throws -> R {
        guard let supplier, let accumulator, combiner != nil else { throw NullPointerException() }
        let pull = try take()
        let container = try supplier()
        while let e = try pull() { try accumulator(container, e) }
        return container
    }

    /// `collect(collector)`.
    public func collect<R>(_ collector: JavaCollector<T, R>?) throws -> R {
        guard let collector else { throw NullPointerException() }
        let pull = try take()
        let sink = try collector.start()
        while let e = try pull() { try sink.accept(e) }
        return try sink.finish()
    }

    /// `collect(collector)` with a collector of a supertype of the elements (`Collector<? super T>`), as
    /// the translation may type it when it could not infer the stream's element type for it.
    @_disfavoredOverload
    public func collect<U, R>(_ collector: JavaCollector<U, R>?) throws -> R {
        guard let collector, let elements = try map({ try javaCast($0, to: U.self) }) else { throw NullPointerException() }
        return try elements.collect(collector)
    }
}

/// `e` as a `U` (a supertype in Java), or Java's `ClassCastException`.
func javaCast<E, U>(_ e: E, to: U.Type) throws -> U {
    guard let u = e as? U else { throw ClassCastException("\(type(of: e)) cannot be cast to \(U.self)") }
    return u
}

// MARK: Object streams

extension JavaStream where T: ExpressibleByNilLiteral {
    /// `Stream.ofNullable(t)`: empty for null.
    public static func ofNullable(_ element: T) -> JavaStream<T>? {
        over { javaFlatten(element) == nil ? [] : [element] }
    }

    /// `Stream.toList()` (Java 16): unmodifiable, nulls allowed.
    public func toList() throws -> JavaList<T>? {
        JavaList(elements: try drain(), mutability: .unmodifiable)
    }

    /// `toArray()`: an `Object[]`.
    public func toArray() throws -> JavaArray<Any?>? {
        JavaArray(try drain().map { $0 as Any? })
    }

    /// `toArray(generator)`: the generator makes an array of the exact size, then the elements are stored
    /// into it (`ArrayStoreException` in Java when they do not fit its type; `ClassCastException` here).
    public func toArray<A>(_ generator: ((Int32) throws -> JavaArray<A>?)?) throws -> JavaArray<A>? {
        guard let generator else { throw NullPointerException() }
        let all = try drain()
        guard let array = try generator(Int32(all.count)) else { throw NullPointerException() }
        if array.storage.count != all.count { throw IllegalStateException("Begin size \(all.count) is not equal to fixed size \(array.storage.count)") }
        for (i, e) in all.enumerated() { array.storage[i] = try javaCast(e, to: A.self) }
        return array
    }

    /// `reduce(accumulator)`: `Optional.of` the fold, so a null result throws `NullPointerException`.
    public func reduce(_ accumulator: ((T, T) throws -> T)?) throws -> JavaOptional<T>? {
        guard let accumulator else { throw NullPointerException() }
        return try present(fold(accumulator))
    }

    /// `min(comparator)`: the first of equal least elements (`BinaryOperator.minBy`).
    public func min(_ comparator: ((T, T) throws -> Int32)?) throws -> JavaOptional<T>? {
        guard let comparator else { throw NullPointerException() }
        return try present(fold { try comparator($0, $1) <= 0 ? $0 : $1 })
    }

    /// `max(comparator)`: the first of equal greatest elements (`BinaryOperator.maxBy`).
    public func max(_ comparator: ((T, T) throws -> Int32)?) throws -> JavaOptional<T>? {
        guard let comparator else { throw NullPointerException() }
        return try present(fold { try comparator($0, $1) >= 0 ? $0 : $1 })
    }

    /// `findFirst()`: a null first element throws `NullPointerException`, as in Java.
    public func findFirst() throws -> JavaOptional<T>? { try present(first()) }

    /// `findAny()`: on a sequential stream, the first element.
    public func findAny() throws -> JavaOptional<T>? { try findFirst() }

    private func present(_ result: T?) throws -> JavaOptional<T>? {
        guard let result else { return JavaOptional.empty() }
        return try JavaOptional.of(result)
    }
}

extension JavaCollection {
    /// `Collection.stream()`: the elements as they are when the pipeline runs.
    public func stream() -> JavaStream<E>? {
        JavaStream.over { [self] in Array(self) }
    }
}

extension JavaOptional {
    /// `Optional.stream()`.
    public func stream() -> JavaStream<T>? {
        JavaStream.over { [self] in isPresent() ? [orElse(nil)] : [] }
    }
}
