/// `java.util.Set` over a map's keys, as Java's `HashSet`, `LinkedHashSet` and `TreeSet` are: the set's
/// order is its map's.
open class JavaSet<E: ExpressibleByNilLiteral>: JavaCollection<E>, @unchecked Sendable {
    let backingMap: JavaMap<E, Bool?>?

    public override var javaCollectionKind: JavaCollectionKind { [.collection, .set] }

    init(backing map: JavaMap<E, Bool?>?) {
        self.backingMap = map
    }

    /// `Set.of(…)`: unmodifiable; Java's order for it is unspecified (and varies between runs), so this
    /// keeps the order written.
    public static func of(_ elements: E...) throws -> JavaSet<E>? {
        let set = JavaLinkedHashSet<E>()
        for e in elements {
            if javaFlatten(e) == nil { throw NullPointerException() }
            if try !set.add(e) { throw IllegalArgumentException("duplicate element: \(javaStringOf(e))") }
        }
        set.unmodifiable = true
        return set
    }

    var unmodifiable = false

    func checkModifiable() throws {
        if unmodifiable { throw UnsupportedOperationException() }
    }

    open override func size() -> Int32 { backingMap?.size() ?? 0 }

    open override func javaIterator() -> JavaIterator<E> {
        guard let map = backingMap else { return JavaIterator(elements: [], remove: nil) }
        return JavaIterator(elements: map.orderedEntries().map(\.key), remove: unmodifiable ? nil : { e in _ = try map.removeEntry(e) })
    }

    @discardableResult open override func add(_ e: E) throws -> Bool {
        try checkModifiable()
        return try backingMap?.put(e, true) == nil
    }

    open override func contains(_ o: Any?) throws -> Bool { try backingMap?.containsKey(o) ?? false }

    @discardableResult open override func remove(element o: Any?) throws -> Bool {
        try checkModifiable()
        return try backingMap?.removeEntry(o) != nil
    }

    open override func clear() throws {
        try checkModifiable()
        try backingMap?.clear()
    }

    /// `AbstractSet.equals`: a set of the same size containing every element.
    open override func equals(_ other: Any?) throws -> Bool {
        let other = javaFlatten(other)
        if (other as AnyObject?) === self { return true }
        // Any set, whatever its element type.
        guard let set = other as? JavaContents, set.isJavaSet, set.javaSize == size() else { return false }
        for e in set.anyElements where try !contains(e) { return false }
        return true
    }

    /// `AbstractSet.hashCode`: the sum of the elements' hash codes.
    open override func hashCode() throws -> Int32 {
        var h: Int32 = 0
        for e in self { h = h &+ (try javaHashCode(e)) }
        return h
    }
}

/// `java.util.HashSet`: a `HashMap`'s keys, so Java's iteration order.
open class JavaHashSet<E: ExpressibleByNilLiteral>: JavaSet<E>, @unchecked Sendable {
    public init() { super.init(backing: JavaHashMap<E, Bool?>()) }

    public init(capacity: Int32, loadFactor: Float = 0.75) throws {
        super.init(backing: try JavaHashMap<E, Bool?>(capacity: capacity, loadFactor: loadFactor))
    }

    /// `new HashSet<>(Collection)`: sized like Java's, `max(size / .75 + 1, 16)`.
    public init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        let elements = try javaElements(other, as: E.self)
        super.init(backing: try JavaHashMap<E, Bool?>(capacity: Swift.max(Int32(Float(elements.count) / 0.75) + 1, 16)))
        for e in elements { try add(e) }
    }

    init(linkedBacking: JavaHashMap<E, Bool?>) { super.init(backing: linkedBacking) }
}

/// `java.util.LinkedHashSet`: insertion order.
public final class JavaLinkedHashSet<E: ExpressibleByNilLiteral>: JavaHashSet<E>, @unchecked Sendable {
    public override init() { super.init(linkedBacking: JavaLinkedHashMap<E, Bool?>()) }

    public override init(capacity: Int32, loadFactor: Float = 0.75) throws {
        super.init(linkedBacking: try JavaLinkedHashMap<E, Bool?>(capacity: capacity, loadFactor: loadFactor, accessOrder: false))
    }

    /// `new LinkedHashSet<>(Collection)`: sized `max(2 * size, 11)` like Java's.
    public override init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        let elements = try javaElements(other, as: E.self)
        super.init(linkedBacking: try JavaLinkedHashMap<E, Bool?>(capacity: Swift.max(2 * Int32(elements.count), 11)))
        for e in elements { try add(e) }
    }
}
