/// A Java array: fixed length, reference semantics (two variables share one array; a method that fills
/// an array it was passed fills the caller's), bounds checked with `ArrayIndexOutOfBoundsException`.
public final class JavaArray<Element>: @unchecked Sendable {
    /// Shared with the list `Arrays.asList(array)` returns, which writes through to the array.
    let box: JavaElementStorage<Element>

    public var storage: [Element] {
        get { box.elements }
        _modify { yield &box.elements }
        set { box.elements = newValue }
    }

    public init(_ elements: [Element]) {
        box = JavaElementStorage(elements)
    }

    public init(repeating value: Element, count: Int32) throws {
        if count < 0 { throw NegativeArraySizeException(String(count)) }
        box = JavaElementStorage(Array(repeating: value, count: Int(count)))
    }

    public var length: Int32 { Int32(storage.count) }

    public func get(_ i: Int32) throws -> Element {
        guard i >= 0, Int(i) < storage.count else {
            throw ArrayIndexOutOfBoundsException("Index \(i) out of bounds for length \(storage.count)")
        }
        return storage[Int(i)]
    }

    public func set(_ i: Int32, _ value: Element) throws {
        guard i >= 0, Int(i) < storage.count else {
            throw ArrayIndexOutOfBoundsException("Index \(i) out of bounds for length \(storage.count)")
        }
        storage[Int(i)] = value
    }

    /// `a[i] = value` used as an expression: stores and yields the value.
    @discardableResult public func assign(_ i: Int32, _ value: Element) throws -> Element {
        try set(i, value)
        return value
    }

    /// `a[i] op= v` and `a[i]++` used as expressions: the element is read once (after the index is checked),
    /// updated, stored, and the new value (or the old one, for a postfix operator) is yielded.
    @discardableResult public func update(_ i: Int32, returningOld: Bool = false, _ update: (Element) throws -> Element) throws -> Element {
        let old = try get(i)
        let new = try update(old)
        storage[Int(i)] = new
        return returningOld ? old : new
    }
}

extension JavaArray: Sequence {
    /// Iterates like Java's enhanced `for`: index by index, reading each element when it is reached.
    public struct Iterator: IteratorProtocol {
        let array: JavaArray
        var index = 0
        public mutating func next() -> Element? {
            guard index < array.storage.count else { return nil }
            defer { index += 1 }
            return array.storage[index]
        }
    }

    public func makeIterator() -> Iterator { Iterator(array: self) }
}

extension JavaArray {
    /// `new T[d0][d1]`: an array of `d0` arrays of `d1` elements each (Java allocates every row).
    public static func twoDimensional<E>(_ d0: Int32, _ d1: Int32, repeating value: E) throws -> JavaArray<JavaArray<E>?> where Element == JavaArray<E>? {
        if d0 < 0 { throw NegativeArraySizeException(String(d0)) }
        if d1 < 0 { throw NegativeArraySizeException(String(d1)) }
        var rows: [JavaArray<E>?] = []
        rows.reserveCapacity(Int(d0))
        for _ in 0..<Int(d0) { rows.append(try JavaArray<E>(repeating: value, count: d1)) }
        return JavaArray<JavaArray<E>?>(rows)
    }

    /// `new T[d0][d1][d2]`: every dimension is checked before anything is allocated, as Java does.
    public static func threeDimensional<E>(_ d0: Int32, _ d1: Int32, _ d2: Int32, repeating value: E) throws -> JavaArray<JavaArray<JavaArray<E>?>?>
    where Element == JavaArray<JavaArray<E>?>? {
        for d in [d0, d1, d2] where d < 0 { throw NegativeArraySizeException(String(d)) }
        var planes: [JavaArray<JavaArray<E>?>?] = []
        planes.reserveCapacity(Int(d0))
        for _ in 0..<Int(d0) { planes.append(try JavaArray<JavaArray<E>?>.twoDimensional(d1, d2, repeating: value)) }
        return JavaArray<JavaArray<JavaArray<E>?>?>(planes)
    }
}

extension JavaArray {
    /// `array.clone()`: a new array with the same elements (a shallow copy, as in Java).
    public func javaClone() -> JavaArray<Element> { JavaArray(storage) }
}

/// The elements of an array, or of a list, in a box that a list view and its array can share.
final class JavaElementStorage<Element>: @unchecked Sendable {
    var elements: [Element]
    /// Java's `modCount`: structural changes (and a list's `sort`/`replaceAll`), seen by fail-fast loops.
    var modificationCount = 0
    init(_ elements: [Element]) { self.elements = elements }
}
