/// Java's natural ordering (`Comparable.compareTo`) of two values held as `Any?`: strings by UTF-16 unit,
/// numbers and chars by value, enums by ordinal, translated `Comparable` classes by their `compareTo`.
public func javaCompare(_ a: Any?, _ b: Any?) -> Int32 {
    switch (a, b) {
    case (let x as String, let y as String): return x.javaCompareTo(y)
    case (let x as Int32, let y as Int32): return x < y ? -1 : (x == y ? 0 : 1)
    case (let x as Int64, let y as Int64): return x < y ? -1 : (x == y ? 0 : 1)
    case (let x as UInt16, let y as UInt16): return Int32(x) - Int32(y)
    case (let x as Double, let y as Double): return x < y ? -1 : (x == y ? 0 : 1)
    case (let x as JavaEnum, let y as JavaEnum): return x.enumOrdinal - y.enumOrdinal
    case (let x as JavaComparable, _): return x.compareTo(b)
    default: fatalError("ClassCastException: values are not mutually comparable")
    }
}

/// Translated classes that implement `Comparable`.
public protocol JavaComparable {
    func compareTo(_ other: Any?) -> Int32
}

/// A map entry (`Map.Entry`): `toString` is `key=value`. Keys and values are Java references (optional).
public final class JavaMapEntry<Key, Value>: JavaObject, @unchecked Sendable {
    public let key: Key
    public var value: Value?
    init(_ key: Key, _ value: Value?) {
        self.key = key
        self.value = value
    }
    public func getKey() -> Key? { key }
    public func getValue() -> Value? { value }
    public func toString() -> String { javaStringOf(key) + "=" + javaStringOf(value) }
}

/// `java.util.TreeMap` with natural ordering: keys kept sorted; `keySet`, `values` and `entrySet` are
/// snapshots in key order (Java's are live views).
public final class JavaTreeMap<Key, Value>: JavaObject, @unchecked Sendable {
    var entries: [JavaMapEntry<Key, Value>] = []

    public init() {}

    /// The position of `key`, or where it would be inserted.
    func find(_ key: Any?) -> (index: Int, found: Bool) {
        guard key != nil else { fatalError("NullPointerException: TreeMap key is null") }
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let c = javaCompare(entries[mid].key, key)
            if c == 0 { return (mid, true) }
            if c < 0 { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    public func size() -> Int32 { Int32(entries.count) }
    public func isEmpty() -> Bool { entries.isEmpty }
    public func clear() { entries.removeAll() }

    /// `put`: the previous value, or nil.
    @discardableResult public func put(_ key: Key?, _ value: Value?) -> Value? {
        guard let key else { fatalError("NullPointerException: TreeMap key is null") }
        let (i, found) = find(key)
        if found {
            let old = entries[i].value
            entries[i].value = value
            return old
        }
        entries.insert(JavaMapEntry(key, value), at: i)
        return nil
    }

    public func get(_ key: Any?) -> Value? {
        let (i, found) = find(key)
        return found ? entries[i].value : nil
    }

    public func getOrDefault(_ key: Any?, _ defaultValue: Value?) -> Value? {
        let (i, found) = find(key)
        return found ? entries[i].value : defaultValue
    }

    public func containsKey(_ key: Any?) -> Bool { find(key).found }
    public func containsValue(_ value: Any?) -> Bool { entries.contains { javaEquals($0.value, value) } }

    @discardableResult public func remove(_ key: Any?) -> Value? {
        let (i, found) = find(key)
        guard found else { return nil }
        return entries.remove(at: i).value
    }

    public func firstKey() throws -> Key? {
        guard let first = entries.first else { throw NoSuchElementException() }
        return first.key
    }

    public func lastKey() throws -> Key? {
        guard let last = entries.last else { throw NoSuchElementException() }
        return last.key
    }

    // Views are Java references: optional, like every translated reference.
    public func keySet() -> JavaArrayList<Key?>? { JavaArrayList(snapshot: entries.map { Optional($0.key) }) }
    public func values() -> JavaArrayList<Value?>? { JavaArrayList(snapshot: entries.map(\.value)) }
    public func entrySet() -> JavaArrayList<JavaMapEntry<Key, Value>?>? { JavaArrayList(snapshot: entries.map { Optional($0) }) }

    /// `AbstractMap.toString`: `{k1=v1, k2=v2}`.
    public func toString() -> String { "{" + entries.map { $0.toString() }.joined(separator: ", ") + "}" }
}

open class NoSuchElementException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.NoSuchElementException" }
}

extension JavaArrayList {
    convenience init(snapshot: [Element]) {
        self.init()
        storage = snapshot
    }
}
