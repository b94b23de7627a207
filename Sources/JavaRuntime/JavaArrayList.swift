/// Java's `equals` between two values held as `Any?`: strings by UTF-16 units, boxed numbers by type and
/// value (`Integer.valueOf(1).equals(1L)` is false), translated objects by their `equals`, else identity.
public func javaEquals(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let x as String, let y as String): return x.utf16.elementsEqual(y.utf16)
    case (let x as Int32, let y as Int32): return x == y
    case (let x as Int64, let y as Int64): return x == y
    case (let x as Int16, let y as Int16): return x == y
    case (let x as Int8, let y as Int8): return x == y
    case (let x as UInt16, let y as UInt16): return x == y
    case (let x as Bool, let y as Bool): return x == y
    // Double.equals compares bits: NaN equals NaN, 0.0 differs from -0.0.
    case (let x as Double, let y as Double): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
    case (let x as Float, let y as Float): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
    case (let x as JavaEquatable, _): return x.equals(b)
    case (let x as AnyObject, let y as AnyObject): return x === y
    default: return false
    }
}

/// Translated classes that declare `equals(Object)`.
public protocol JavaEquatable {
    func equals(_ other: Any?) -> Bool
}

/// String conversion of a value held as `Any?` (list elements, `Object` variables).
public func javaStringOf(_ value: Any?) -> String {
    switch value {
    case nil: return "null"
    case let s as String: return s
    case let v as Int32: return String(v)
    case let v as Int64: return String(v)
    case let v as Int16: return String(v)
    case let v as Int8: return String(v)
    case let v as UInt16: return JavaString.valueOf(char: v)
    case let v as Bool: return JavaString.valueOf(v)
    case let v as Double: return JavaString.valueOf(v)
    case let v as Float: return JavaString.valueOf(v)
    case let o as JavaObject: return o.toString()
    case let t as Throwable: return t.toString()
    default: return String(describing: value!)
    }
}

/// `java.util.ArrayList` (and the `List` interface's common surface): a growable list with reference
/// semantics. Elements are the Swift forms of Java references (optionals).
public final class JavaArrayList<Element>: JavaObject, Sequence, @unchecked Sendable {
    public var storage: [Element]

    public init() { storage = [] }
    public init(capacity: Int32) throws {
        if capacity < 0 { throw IllegalArgumentException("Illegal Capacity: \(capacity)") }
        storage = []
    }
    public init(_ other: JavaArrayList<Element>?) {
        guard let other else { fatalError("NullPointerException: new ArrayList(null)") }
        storage = other.storage
    }

    public func size() -> Int32 { Int32(storage.count) }
    public func isEmpty() -> Bool { storage.isEmpty }

    @discardableResult public func add(_ e: Element) -> Bool {
        storage.append(e)
        return true
    }

    public func add(_ index: Int32, _ e: Element) throws {
        guard index >= 0, Int(index) <= storage.count else { throw IndexOutOfBoundsException("Index: \(index), Size: \(storage.count)") }
        storage.insert(e, at: Int(index))
    }

    func check(_ index: Int32) throws {
        guard index >= 0, Int(index) < storage.count else {
            throw IndexOutOfBoundsException("Index \(index) out of bounds for length \(storage.count)")
        }
    }

    public func get(_ index: Int32) throws -> Element {
        try check(index)
        return storage[Int(index)]
    }

    @discardableResult public func set(_ index: Int32, _ e: Element) throws -> Element {
        try check(index)
        let old = storage[Int(index)]
        storage[Int(index)] = e
        return old
    }

    /// `remove(int index)`.
    @discardableResult public func remove(at index: Int32) throws -> Element {
        try check(index)
        return storage.remove(at: Int(index))
    }

    /// `remove(Object o)`: the first element that `equals` it.
    @discardableResult public func remove(element o: Any?) -> Bool {
        guard let i = storage.firstIndex(where: { javaEquals($0, o) }) else { return false }
        storage.remove(at: i)
        return true
    }

    public func contains(_ o: Any?) -> Bool { storage.contains { javaEquals($0, o) } }
    public func indexOf(_ o: Any?) -> Int32 { storage.firstIndex { javaEquals($0, o) }.map { Int32($0) } ?? -1 }
    public func lastIndexOf(_ o: Any?) -> Int32 { storage.lastIndex { javaEquals($0, o) }.map { Int32($0) } ?? -1 }
    public func clear() { storage.removeAll() }

    @discardableResult public func addAll(_ other: JavaArrayList<Element>?) -> Bool {
        guard let other else { fatalError("NullPointerException: addAll(null)") }
        storage += other.storage
        return !other.storage.isEmpty
    }

    /// `AbstractCollection.toString`: `[a, b]`.
    public func toString() -> String { "[" + storage.map { javaStringOf($0) }.joined(separator: ", ") + "]" }

    /// Iterates index by index, like Java's iterator over an ArrayList (modification while iterating is not
    /// detected: Java would throw ConcurrentModificationException).
    public struct Iterator: IteratorProtocol {
        let list: JavaArrayList
        var index = 0
        public mutating func next() -> Element? {
            guard index < list.storage.count else { return nil }
            defer { index += 1 }
            return list.storage[index]
        }
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }
}
