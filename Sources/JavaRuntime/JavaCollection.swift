/// The collections' common base (`java.util.Collection`, also standing for `Iterable` and `Queue`): Java's
/// reference semantics, elements in their Swift reference forms (optionals). Subclasses supply `size`,
/// `iterator` and, when modifiable, `add`; the rest follows from those like `AbstractCollection`.
open class JavaCollection<E: ExpressibleByNilLiteral>: JavaObject, Sequence, @unchecked Sendable {
    public init() {}

    /// The Java interfaces it implements, for `instanceof` without type arguments (JavaErasedCollections.swift).
    open var javaCollectionKind: JavaCollectionKind { .collection }

    open func size() -> Int32 { 0 }
    open func javaIterator() -> JavaIterator<E> { JavaIterator(elements: [], remove: nil) }
    /// `iterator()`: a Java reference, so optional like every reference the runtime returns.
    public final func iterator() -> JavaIterator<E>? { javaIterator() }

    @discardableResult open func add(_ e: E) throws -> Bool { throw UnsupportedOperationException() }

    public final func isEmpty() -> Bool { size() == 0 }

    open func contains(_ o: Any?) throws -> Bool {
        for e in self where try javaEquals(o, e) { return true }
        return false
    }

    /// `contains` with an argument of the element type: without it Swift picks `Sequence.contains` (`==`,
    /// not the collection's own test: a TreeSet's comparator, `Double.equals`).
    public final func contains(_ o: E) throws -> Bool { try contains(o as Any?) }

    /// The overridable `contains(Object)`, for the `E == Any?` extension below.
    final func dynamicContains(_ o: Any?) throws -> Bool { try contains(o) }

    /// `remove(Object)`: the first element that `equals` it.
    @discardableResult open func remove(element o: Any?) throws -> Bool {
        let it = javaIterator()
        while try it.hasNext() {
            if try javaEquals(o, it.next()) {
                try it.remove()
                return true
            }
        }
        return false
    }

    open func clear() throws {
        let it = javaIterator()
        while try it.hasNext() {
            _ = try it.next()
            try it.remove()
        }
    }

    @discardableResult public func addAll<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws -> Bool {
        guard let other else { throw NullPointerException() }
        var changed = false
        // A snapshot first: `c.addAll(c)` adds each element once.
        for e in try javaElements(other, as: E.self) where try add(e) { changed = true }
        return changed
    }

    public func containsAll<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws -> Bool {
        guard let other else { throw NullPointerException() }
        for e in other where try !contains(e) { return false }
        return true
    }

    @discardableResult public func removeAll<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws -> Bool {
        guard let other else { throw NullPointerException() }
        return try removeWhere { try other.contains($0) }
    }

    @discardableResult public func retainAll<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws -> Bool {
        guard let other else { throw NullPointerException() }
        return try removeWhere { try !other.contains($0) }
    }

    /// `removeIf(Predicate)`.
    @discardableResult public func removeIf(_ filter: ((E) throws -> Bool)?) throws -> Bool {
        guard let filter else { throw NullPointerException() }
        return try removeWhere(filter)
    }

    /// `Iterable.forEach(Consumer)`.
    public func forEach(_ action: ((E) throws -> Void)?) throws {
        guard let action else { throw NullPointerException() }
        for e in self { try action(e) }
    }

    @discardableResult open func removeWhere(_ filter: (E) throws -> Bool) throws -> Bool {
        var removed = false
        let it = javaIterator()
        while try it.hasNext() {
            if try filter(it.next()) {
                try it.remove()
                removed = true
            }
        }
        return removed
    }

    /// `AbstractCollection.toString`: `[a, b]` (a collection inside itself prints `(this Collection)`).
    open func toString() -> String {
        "[" + map { ($0 as AnyObject?) === self ? "(this Collection)" : javaStringOf($0) }.joined(separator: ", ") + "]"
    }

    // The Queue surface; `JavaList` (also ArrayDeque and LinkedList) and `JavaPriorityQueue` implement it.
    @discardableResult open func offer(_ e: E) throws -> Bool { try add(e) }
    open func poll() throws -> E { throw UnsupportedOperationException() }
    open func peek() throws -> E { throw UnsupportedOperationException() }

    /// `remove()`: the head, or `NoSuchElementException`.
    @discardableResult public func remove() throws -> E {
        guard !isEmpty() else { throw NoSuchElementException() }
        return try poll()
    }

    /// `element()`: the head, or `NoSuchElementException`.
    public func element() throws -> E {
        guard !isEmpty() else { throw NoSuchElementException() }
        return try peek()
    }

    /// `toArray()`: an `Object[]`.
    public func toArray() -> JavaArray<Any?>? { JavaArray(map { javaFlatten($0) }) }

    /// `toArray(T[] a)`: into `a` when it is long enough (the slot after the last element becomes null),
    /// else into a new array of `a`'s type.
    public func toArray<T: ExpressibleByNilLiteral>(_ a: JavaArray<T>?) throws -> JavaArray<T>? {
        guard let a else { throw NullPointerException() }
        let elements = try javaElements(self, as: T.self)
        if elements.count > a.storage.count { return JavaArray(elements) }
        a.storage.replaceSubrange(0..<elements.count, with: elements)
        if elements.count < a.storage.count { a.storage[elements.count] = nil }
        return a
    }

    /// `toArray(generator)` (Java 11): `toArray(generator.apply(0))`, as Collection's default method does.
    public func toArray<T: ExpressibleByNilLiteral>(generator: ((Int32) throws -> JavaArray<T>?)?) throws -> JavaArray<T>? {
        guard let generator else { throw NullPointerException() }
        return try toArray(generator(0))
    }

    public func makeIterator() -> AnyIterator<E> {
        let it = javaIterator()
        // `Optional.none` ends the iteration; a bare `nil` would be an element (E is itself optional).
        // The collections' own iterators never throw from `hasNext()` (only a program's iterator classes may).
        return AnyIterator { (try? it.hasNext()) == true ? .some(it.nextElement()) : .none }
    }

    // Java's collections compare by content; see the subclasses.
    open func equals(_ other: Any?) throws -> Bool { (other as AnyObject?) === self }
    open func hashCode() throws -> Int32 { identityHashCode(self) }
}

/// `java.util.Iterator`. The runtime's collections iterate over the elements as they were when the iterator
/// was made; `remove()` removes the element last returned from the collection. (Java's fail-fast
/// `ConcurrentModificationException` when the collection changes otherwise during iteration is not
/// reproduced.) A program's own `Iterator` classes subclass this one and override `hasNext`/`next` (and
/// `remove`, which Java's interface leaves throwing `UnsupportedOperationException("remove")`).
open class JavaIterator<E: ExpressibleByNilLiteral>: JavaObject, @unchecked Sendable {
    let elements: [E]
    var index = 0
    var canRemove = false
    let removal: ((E) throws -> Void)?

    public init(elements: [E], remove: ((E) throws -> Void)?) {
        self.elements = elements
        self.removal = remove
    }

    /// For a program's iterator classes.
    public init() {
        elements = []
        removal = nil
    }

    /// `hasNext()`: throwing, because a program's iterator may throw from it (a fail-fast check).
    open func hasNext() throws -> Bool { index < elements.count }

    open func next() throws -> E {
        guard index < elements.count else { throw NoSuchElementException() }
        canRemove = true
        index += 1
        return elements[index - 1]
    }

    func nextElement() -> E {
        index += 1
        return elements[index - 1]
    }

    /// `forEachRemaining(action)`.
    open func forEachRemaining(_ action: ((E) throws -> Void)?) throws {
        guard let action else { throw NullPointerException() }
        while try hasNext() { try action(try next()) }
    }

    open func remove() throws {
        guard let removal else { throw UnsupportedOperationException("remove") }
        guard canRemove else { throw IllegalStateException() }
        canRemove = false
        try removal(elements[index - 1])
    }
}

/// `java.lang.Iterable`: what an enhanced `for` walks through `iterator()`. The runtime's collections and
/// the program's `Iterable` classes conform; a lambda becomes a `JavaIterableLambda`.
public protocol JavaIterable<Element>: JavaObject {
    associatedtype Element: ExpressibleByNilLiteral
    func iterator() throws -> JavaIterator<Element>?
}

extension JavaIterable {
    /// `Iterable.forEach(action)`: `iterator()`, then each element in turn.
    public func forEach(_ action: ((Element) throws -> Void)?) throws {
        guard let action else { throw NullPointerException() }
        let it = try javaNonNull(iterator())
        while try it.hasNext() { try action(try it.next()) }
    }
}

extension JavaCollection: JavaIterable {}

/// An `Iterable` written as a lambda (`() -> iterator`).
public final class JavaIterableLambda<Element: ExpressibleByNilLiteral>: JavaIterable, @unchecked Sendable {
    let body: () throws -> JavaIterator<Element>?
    public init(_ body: @escaping () throws -> JavaIterator<Element>?) { self.body = body }
    public func iterator() throws -> JavaIterator<Element>? { try body() }
}

/// Java's stable sort (`List.sort`, `Collections.sort`, `Arrays.sort` of objects) with a comparator that may throw.
func javaStableSort<E>(_ elements: inout [E], by compare: (E, E) throws -> Int32) throws {
    guard elements.count > 1 else { return }
    var source = elements
    var buffer = elements
    var width = 1
    let n = elements.count
    while width < n {
        var start = 0
        while start < n {
            let mid = min(start + width, n), end = min(start + 2 * width, n)
            var i = start, j = mid, k = start
            while i < mid && j < end {
                if try compare(source[j], source[i]) < 0 { buffer[k] = source[j]; j += 1 } else { buffer[k] = source[i]; i += 1 }
                k += 1
            }
            while i < mid { buffer[k] = source[i]; i += 1; k += 1 }
            while j < end { buffer[k] = source[j]; j += 1; k += 1 }
            start += 2 * width
        }
        swap(&source, &buffer)
        width *= 2
    }
    elements = source
}

open class NoSuchElementException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.NoSuchElementException" }
}

open class ConcurrentModificationException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.ConcurrentModificationException" }
}

/// The elements of a `Collection<? extends E>` as `E`s (Swift generics are invariant; Java's wildcards are not).
func javaElements<F: ExpressibleByNilLiteral, E: ExpressibleByNilLiteral>(_ c: JavaCollection<F>?, as: E.Type) throws -> [E] {
    guard let c else { throw NullPointerException() }
    if let same = c as? JavaCollection<E> { return Array(same) }
    return try c.map { f in
        guard let e = f as? E else { throw ClassCastException("\(type(of: f)) cannot be cast to \(E.self)") }
        return e
    }
}

/// A collection seen without its element type: Swift generics are invariant, Java's `equals` between a
/// `List<Object>` and a `List<Integer>` compares their elements.
protocol JavaContents {
    var javaSize: Int32 { get }
    var anyElements: [Any?] { get }
    var isJavaList: Bool { get }
    var isJavaSet: Bool { get }
}

extension JavaCollection: JavaContents {
    var javaSize: Int32 { size() }
    var anyElements: [Any?] { map { $0 } }
    var isJavaList: Bool { self is JavaListMarker }
    var isJavaSet: Bool { self is JavaSetMarker }
}

protocol JavaListMarker {}
protocol JavaSetMarker {}
extension JavaList: JavaListMarker {}
extension JavaSet: JavaSetMarker {}

extension JavaCollection where E == Any? {
    /// `contains` on a collection of `Object`s, where the two overloads above have one signature and Swift
    /// could pick neither; still the subclass's own test (a set's hash lookup, a TreeSet's comparator).
    public func contains(_ o: Any?) throws -> Bool { try dynamicContains(o) }
}
