/// `java.util.Map`: the base of `JavaHashMap` (also `LinkedHashMap`) and `JavaTreeMap`. Keys and values
/// are Swift reference forms (optionals). Subclasses supply the five primitives; the rest is `AbstractMap`.
open class JavaMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaObject, @unchecked Sendable {
    public init() {}

    open func size() -> Int32 { 0 }
    /// The entry whose key `equals` `key`.
    open func entry(_ key: Any?) throws -> JavaMapEntry<K, V>? { nil }
    @discardableResult open func put(_ key: K, _ value: V) throws -> V { throw UnsupportedOperationException() }
    /// Removes and returns the entry for `key`.
    open func removeEntry(_ key: Any?) throws -> JavaMapEntry<K, V>? { throw UnsupportedOperationException() }
    /// The entries in the map's iteration order.
    open func orderedEntries() -> [JavaMapEntry<K, V>] { [] }

    /// A read of an entry (`get` and friends): LinkedHashMap in access order moves it to the end.
    open func recordAccess(_ e: JavaMapEntry<K, V>) {}

    /// Called first by the default methods that may write (`merge`, `compute…`, `putIfAbsent`, `replace…`):
    /// an unmodifiable map throws there even when nothing would change, as Java's does.
    open func checkModifiable() throws {}

    public final func isEmpty() -> Bool { size() == 0 }
    public func get(_ key: Any?) throws -> V {
        guard let e = try entry(key) else { return nil }
        recordAccess(e)
        return e.value
    }
    public func containsKey(_ key: Any?) throws -> Bool { try entry(key) != nil }
    public func containsValue(_ value: Any?) throws -> Bool {
        for e in orderedEntries() where try javaEquals(value, e.value) { return true }
        return false
    }
    public func getOrDefault(_ key: Any?, _ defaultValue: V) throws -> V {
        if let e = try entry(key) {
            recordAccess(e)
            return e.value
        }
        return defaultValue
    }
    @discardableResult public func remove(_ key: Any?) throws -> V { try removeEntry(key)?.value ?? nil }
    open func clear() throws {
        for e in orderedEntries() { _ = try removeEntry(e.key) }
    }

    public func putAll(_ other: JavaMap<K, V>?) throws {
        try checkModifiable()
        guard let other else { throw NullPointerException() }
        for e in other.orderedEntries() { try put(e.key, e.value) }
    }

    /// `putIfAbsent`: puts when the key is absent or mapped to null; returns the previous value.
    @discardableResult public func putIfAbsent(_ key: K, _ value: V) throws -> V {
        try checkModifiable()
        // A present key is still an access (HashMap's `afterNodeAccess`): an access-ordered LinkedHashMap moves it.
        if let e = try entry(key), javaFlatten(e.value) != nil {
            recordAccess(e)
            return e.value
        }
        return try put(key, value)
    }

    /// Adds an absent key for `compute`, `computeIfAbsent` and `merge` (HashMap puts it first in its bin).
    func putComputed(_ key: K, _ value: V) throws { try put(key, value) }

    /// `merge`: a null result removes the key.
    @discardableResult public func merge(_ key: K, _ value: V, _ remapping: ((V, V) throws -> V)?) throws -> V {
        try checkModifiable()
        guard javaFlatten(value) != nil, let remapping else { throw NullPointerException() }
        if let e = try entry(key) {
            if javaFlatten(e.value) == nil { e.value = value; recordAccess(e); return value }
            let merged = try remapping(e.value, value)
            if javaFlatten(merged) == nil { _ = try removeEntry(key) } else { e.value = merged; recordAccess(e) }
            return merged
        }
        try putComputed(key, value)
        return value
    }

    @discardableResult public func computeIfAbsent(_ key: K, _ mapping: ((K) throws -> V)?) throws -> V {
        try checkModifiable()
        guard let mapping else { throw NullPointerException() }
        let existing = try entry(key)
        if let e = existing, javaFlatten(e.value) != nil { recordAccess(e); return e.value }
        let value = try mapping(key)
        guard javaFlatten(value) != nil else { return value }
        if let e = existing { e.value = value; recordAccess(e) } else { try putComputed(key, value) }
        return value
    }

    @discardableResult public func computeIfPresent(_ key: K, _ remapping: ((K, V) throws -> V)?) throws -> V {
        try checkModifiable()
        guard let remapping else { throw NullPointerException() }
        guard let e = try entry(key), javaFlatten(e.value) != nil else { return nil }
        let value = try remapping(key, e.value)
        if javaFlatten(value) == nil { _ = try removeEntry(key) } else { e.value = value; recordAccess(e) }
        return value
    }

    @discardableResult public func compute(_ key: K, _ remapping: ((K, V) throws -> V)?) throws -> V {
        try checkModifiable()
        guard let remapping else { throw NullPointerException() }
        let existing = try entry(key)
        let value = try remapping(key, existing?.value ?? nil)
        if javaFlatten(value) == nil {
            if existing != nil { _ = try removeEntry(key) }
        } else if let e = existing {
            e.value = value
            recordAccess(e)
        } else {
            try putComputed(key, value)
        }
        return value
    }

    /// `remove(key, value)`: only while `key` maps to a value equal to `value`.
    @discardableResult public func remove(_ key: Any?, _ value: Any?) throws -> Bool {
        try checkModifiable()
        guard let e = try entry(key), try javaEquals(e.value, value) else { return false }
        _ = try removeEntry(key)
        return true
    }

    /// `replace(key, value)`: only an existing key; returns the previous value.
    @discardableResult public func replace(_ key: K, _ value: V) throws -> V {
        try checkModifiable()
        guard try entry(key) != nil else { return nil }
        return try put(key, value)
    }

    /// `replace(key, oldValue, newValue)`: only while `key` maps to a value equal to `oldValue`.
    @discardableResult public func replace(_ key: K, _ oldValue: V, _ newValue: V) throws -> Bool {
        try checkModifiable()
        guard let e = try entry(key), try javaEquals(e.value, oldValue) else { return false }
        try put(key, newValue)
        return true
    }

    public func forEach(_ action: ((K, V) throws -> Void)?) throws {
        guard let action else { throw NullPointerException() }
        for e in orderedEntries() { try action(e.key, e.value) }
    }

    public func replaceAll(_ function: ((K, V) throws -> V)?) throws {
        try checkModifiable()
        guard let function else { throw NullPointerException() }
        for e in orderedEntries() { e.value = try function(e.key, e.value) }
    }

    /// `keySet()`: a live view (removing from it removes from the map).
    public func keySet() -> JavaSet<K>? { JavaMapView(self, { $0.key }) }
    /// `values()`: a live view.
    public func values() -> JavaCollection<V>? { JavaMapView(self, { $0.value }) }
    /// `entrySet()`: a live view; `setValue` on an entry writes through.
    public func entrySet() -> JavaSet<JavaMapEntry<K, V>?>? { JavaMapView(self, { $0 }) }

    /// `AbstractMap.toString`: `{k1=v1, k2=v2}`.
    open func toString() -> String {
        "{" + orderedEntries().map { e in
            ((e.key as AnyObject?) === self ? "(this Map)" : javaStringOf(e.key)) + "=" + ((e.value as AnyObject?) === self ? "(this Map)" : javaStringOf(e.value))
        }.joined(separator: ", ") + "}"
    }

    /// `AbstractMap.equals`: the same mappings.
    open func equals(_ other: Any?) throws -> Bool {
        let other = javaFlatten(other)
        if (other as AnyObject?) === self { return true }
        // Any map, whatever its key and value types.
        guard let map = other as? JavaMapContents, map.javaSize == size() else { return false }
        for e in orderedEntries() {
            guard let theirs = try map.javaLookup(e.key), try javaEquals(e.value, theirs) else { return false }
        }
        return true
    }

    /// `AbstractMap.hashCode`: the sum of the entries' `hash(key) ^ hash(value)`.
    open func hashCode() throws -> Int32 {
        var h: Int32 = 0
        for e in orderedEntries() { h = h &+ (try e.hashCode()) }
        return h
    }
}

/// `Map.Entry`: `toString` is `key=value`; `setValue` writes through to the map, or throws for the
/// immutable entries of `Map.entry` and of read-only maps.
public final class JavaMapEntry<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaObject, @unchecked Sendable {
    public let key: K
    public internal(set) var value: V
    let immutable: Bool
    // Hash-table links (JavaHashMap): the bin chain, and insertion order for LinkedHashMap.
    let hash: Int32
    var next: JavaMapEntry?
    var before: JavaMapEntry?
    var after: JavaMapEntry?

    init(_ key: K, _ value: V, hash: Int32 = 0, immutable: Bool = false) {
        self.key = key
        self.value = value
        self.hash = hash
        self.immutable = immutable
    }

    /// `Map.entry(k, v)`: immutable, and neither part may be null.
    public static func entry(_ key: K, _ value: V) throws -> JavaMapEntry<K, V>? {
        guard javaFlatten(key) != nil, javaFlatten(value) != nil else { throw NullPointerException() }
        return JavaMapEntry(key, value, immutable: true)
    }

    /// `new AbstractMap.SimpleEntry<>(k, v)`: a free-standing entry whose key and value may be null (and
    /// `SimpleImmutableEntry`'s, whose `setValue` throws).
    public static func simpleEntry(_ key: K, _ value: V, immutable: Bool = false) -> JavaMapEntry<K, V>? {
        JavaMapEntry(key, value, immutable: immutable)
    }

    /// `new AbstractMap.SimpleEntry<>(entry)`: a copy of another entry's key and value.
    public static func simpleEntry(copying entry: JavaMapEntry<K, V>?, immutable: Bool = false) throws -> JavaMapEntry<K, V>? {
        guard let entry else { throw NullPointerException() }
        return JavaMapEntry(entry.key, entry.value, immutable: immutable)
    }

    public func getKey() -> K { key }
    public func getValue() -> V { value }
    @discardableResult public func setValue(_ newValue: V) throws -> V {
        if immutable { throw UnsupportedOperationException() }
        let old = value
        value = newValue
        return old
    }
    public func toString() -> String { javaStringOf(key) + "=" + javaStringOf(value) }
    public func equals(_ other: Any?) throws -> Bool {
        guard let e = other as? JavaMapEntry<K, V> else { return false }
        return try javaEquals(key, e.key) && javaEquals(value, e.value)
    }
    public func hashCode() throws -> Int32 { try javaHashCode(key) ^ javaHashCode(value) }
}

/// A map's `keySet()`, `values()` or `entrySet()`: reads the map each time, removes through it.
final class JavaMapView<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral, Element: ExpressibleByNilLiteral>: JavaSet<Element>, @unchecked Sendable {
    let source: JavaMap<K, V>
    let project: (JavaMapEntry<K, V>) -> Element

    init(_ map: JavaMap<K, V>, _ project: @escaping (JavaMapEntry<K, V>) -> Element) {
        self.source = map
        self.project = project
        super.init(backing: nil)
    }

    override func size() -> Int32 { source.size() }
    override func javaIterator() -> JavaIterator<Element> {
        let entries = source.orderedEntries()
        var index = 0
        let projected = entries.map(project)
        // Removal by position: the entry the iterator last returned.
        return JavaIterator(elements: projected, remove: { [source] element in
            while index < entries.count, !javaSame(self.project(entries[index]), element) { index += 1 }
            if index < entries.count { _ = try source.removeEntry(entries[index].key); index += 1 }
        })
    }
    override func add(_ e: Element) throws -> Bool { throw UnsupportedOperationException() }
    override func contains(_ o: Any?) throws -> Bool {
        for e in source.orderedEntries() where try javaEquals(o, project(e)) { return true }
        return false
    }
    override func remove(element o: Any?) throws -> Bool {
        for e in source.orderedEntries() where try javaEquals(o, project(e)) {
            _ = try source.removeEntry(e.key)
            return true
        }
        return false
    }
    override func clear() throws { try source.clear() }
}

/// A map seen without its key and value types, for `equals` between maps of different Swift generic types.
protocol JavaMapContents {
    var javaSize: Int32 { get }
    /// `.some(value)` when the key is present (the value may be null), nil when absent.
    func javaLookup(_ key: Any?) throws -> Any??
}

extension JavaMap: JavaMapContents {
    var javaSize: Int32 { size() }
    func javaLookup(_ key: Any?) throws -> Any?? {
        guard let e = try entry(key) else { return nil }
        return .some(e.value)
    }
}
