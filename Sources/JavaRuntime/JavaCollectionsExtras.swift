/// The rest of `java.util.Collections` the programs use: views, immutable factories and the list algorithms,
/// each following the JDK's code where the result could otherwise differ (which element `max` keeps on
/// ties, the exact `shuffle` swaps, which collection `disjoint` iterates).
extension JavaCollections {
    /// `Collections.shuffle(list, rnd)`: the JDK's swaps, so a seeded `JavaRandom` gives Java's order.
    public static func shuffle<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ rnd: JavaRandom?) throws {
        guard let list, let rnd else { throw NullPointerException() }
        var i = list.size()
        while i > 1 {
            try swap(list, i - 1, try rnd.nextInt(i))
            i -= 1
        }
    }

    /// `max(coll, comp)`: on ties the earliest element wins; a null comparator is the natural order.
    public static func max<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, _ comparator: ((E, E) throws -> Int32)?) throws -> E {
        try extreme(c, comparator) { $0 > 0 }
    }

    public static func min<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, _ comparator: ((E, E) throws -> Int32)?) throws -> E {
        try extreme(c, comparator) { $0 < 0 }
    }

    static func extreme<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, _ comparator: ((E, E) throws -> Int32)?, _ better: (Int32) -> Bool) throws -> E {
        guard let c else { throw NullPointerException() }
        let compare = comparator ?? { try javaCompare($0, $1) }
        let it = c.makeIterator()
        guard var best = it.next() else { throw NoSuchElementException() }
        while let e = it.next() {
            if better(try compare(e, best)) { best = e }
        }
        return best
    }

    /// `nCopies(n, o)`: an immutable list.
    public static func nCopies<E: ExpressibleByNilLiteral>(_ n: Int32, _ o: E) throws -> JavaList<E>? {
        if n < 0 { throw IllegalArgumentException("List length = \(n)") }
        return JavaList(elements: Array(repeating: o, count: Int(n)), mutability: .unmodifiable)
    }

    /// `Collections.addAll(c, elements...)`: true when any `add` changed the collection.
    @discardableResult public static func addAll<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, _ elements: E...) throws -> Bool {
        try addAll(c, contentsOf: elements)
    }

    /// `Collections.addAll(c, array)`: the array passed as the variable arguments.
    @discardableResult public static func addAll<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, arguments: JavaArray<E>?) throws -> Bool {
        guard let arguments else { throw NullPointerException() }
        return try addAll(c, contentsOf: arguments.storage)
    }

    /// As Java's loop: a null collection throws only when there is an element to add.
    private static func addAll<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, contentsOf elements: [E]) throws -> Bool {
        var changed = false
        for e in elements {
            guard let c else { throw NullPointerException() }
            if try c.add(e) { changed = true }
        }
        return changed
    }

    public static func singletonList<E: ExpressibleByNilLiteral>(_ o: E) -> JavaList<E>? {
        JavaList(elements: [o], mutability: .unmodifiable)
    }

    /// `singleton(o)` and `emptySet()`: immutable sets (null allowed, unlike `Set.of`).
    public static func singleton<E: ExpressibleByNilLiteral>(_ o: E) -> JavaSet<E>? {
        let set = JavaLinkedHashSet<E>()
        _ = try? set.add(o)
        set.unmodifiable = true
        return set
    }

    public static func emptySet<E: ExpressibleByNilLiteral>() -> JavaSet<E>? {
        let set = JavaLinkedHashSet<E>()
        set.unmodifiable = true
        return set
    }

    public static func emptyMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>() -> JavaMap<K, V>? {
        JavaUnmodifiableMap(JavaLinkedHashMap<K, V>())
    }

    public static func singletonMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>(_ key: K, _ value: V) -> JavaMap<K, V>? {
        let map = JavaLinkedHashMap<K, V>()
        _ = try? map.put(key, value)
        return JavaUnmodifiableMap(map)
    }

    /// A read-only view: later changes to `set` show through it.
    public static func unmodifiableSet<E: ExpressibleByNilLiteral>(_ set: JavaSet<E>?) throws -> JavaSet<E>? {
        guard let set else { throw NullPointerException() }
        return JavaUnmodifiableSet(set)
    }

    /// A read-only view of a map (also its entries: `setValue` through it throws).
    public static func unmodifiableMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>(_ map: JavaMap<K, V>?) throws -> JavaMap<K, V>? {
        guard let map else { throw NullPointerException() }
        return JavaUnmodifiableMap(map)
    }

    /// `rotate(list, distance)`: the element at `i` moves to `(i + distance) mod size`.
    public static func rotate<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ distance: Int32) throws {
        guard let list else { throw NullPointerException() }
        let n = list.elementCount
        guard n > 0 else { return }
        let d = ((Int(distance) % n) + n) % n
        guard d != 0 else { return }
        if list.mutability == .unmodifiable { throw UnsupportedOperationException() }
        list.storage = Array(list.storage[(n - d)...] + list.storage[..<(n - d)])
    }

    /// `binarySearch(list, key)`: Java's midpoint sequence, so the index found among equal keys is Java's.
    public static func binarySearch<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ key: E, _ comparator: ((E, E) throws -> Int32)? = nil) throws -> Int32 {
        guard let list else { throw NullPointerException() }
        let elements = list.storage
        return try JavaArrays.search(count: elements.count) { mid in
            if let comparator { return try comparator(elements[mid], key) }
            return try javaCompare(elements[mid], key)
        }
    }

    /// `disjoint(c1, c2)`: iterates the collection the JDK iterates, since `contains` may differ between them.
    public static func disjoint<E: ExpressibleByNilLiteral, F: ExpressibleByNilLiteral>(_ c1: JavaCollection<E>?, _ c2: JavaCollection<F>?) throws -> Bool {
        guard let c1, let c2 else { throw NullPointerException() }
        var iterate: any JavaContents = c1, contains: (Any?) throws -> Bool = c2.contains
        if c1 is JavaSetMarker {
            iterate = c2
            contains = c1.contains
        } else if !(c2 is JavaSetMarker) {
            if c1.size() == 0 || c2.size() == 0 { return true }
            if c1.size() > c2.size() {
                iterate = c2
                contains = c1.contains
            }
        }
        for e in iterate.anyElements where try contains(e) { return false }
        return true
    }

    /// `replaceAll(list, oldVal, newVal)`.
    @discardableResult public static func replaceAll<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ oldVal: E, _ newVal: E) throws -> Bool {
        guard let list else { throw NullPointerException() }
        var changed = false
        for (i, e) in list.storage.enumerated() where try javaEquals(oldVal, e) {
            try list.set(Int32(i), newVal)
            changed = true
        }
        return changed
    }

    public static func fill<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ value: E) throws {
        guard let list else { throw NullPointerException() }
        for i in 0..<list.elementCount { try list.set(Int32(i), value) }
    }

    /// `copy(dest, src)`: over the start of `dest`, which must be at least as long.
    public static func copy<E: ExpressibleByNilLiteral, F: ExpressibleByNilLiteral>(_ dest: JavaList<E>?, _ src: JavaList<F>?) throws {
        guard let dest else { throw NullPointerException() }
        let elements = try javaElements(src, as: E.self)
        if elements.count > dest.elementCount { throw IndexOutOfBoundsException("Source does not fit in dest") }
        for (i, e) in elements.enumerated() { try dest.set(Int32(i), e) }
    }

    public static func indexOfSubList<E: ExpressibleByNilLiteral, F: ExpressibleByNilLiteral>(_ source: JavaList<E>?, _ target: JavaList<F>?) throws -> Int32 {
        try subListPositions(source, target).first ?? -1
    }

    public static func lastIndexOfSubList<E: ExpressibleByNilLiteral, F: ExpressibleByNilLiteral>(_ source: JavaList<E>?, _ target: JavaList<F>?) throws -> Int32 {
        try subListPositions(source, target).last ?? -1
    }

    static func subListPositions<E: ExpressibleByNilLiteral, F: ExpressibleByNilLiteral>(_ source: JavaList<E>?, _ target: JavaList<F>?) throws -> [Int32] {
        guard let source, let target else { throw NullPointerException() }
        let s = source.storage, t = target.storage
        guard s.count >= t.count else { return [] }
        var found: [Int32] = []
        candidates: for i in 0...(s.count - t.count) {
            for j in t.indices where try !javaEquals(t[j], s[i + j]) { continue candidates }
            found.append(Int32(i))
        }
        return found
    }
}

/// `Collections.unmodifiableMap` (also `emptyMap`, `singletonMap`): reads go to the map, every write
/// throws `UnsupportedOperationException`, even one that would change nothing, as Java's does.
final class JavaUnmodifiableMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaMap<K, V>, @unchecked Sendable {
    let source: JavaMap<K, V>
    /// `Map.of` maps throw on a null key query where `unmodifiableMap` views answer.
    let rejectsNullKeys: Bool

    init(_ source: JavaMap<K, V>, rejectsNullKeys: Bool = false) {
        self.source = source
        self.rejectsNullKeys = rejectsNullKeys
    }

    override func size() -> Int32 { source.size() }
    override func entry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        if rejectsNullKeys && javaFlatten(key) == nil { throw NullPointerException() }
        return try source.entry(key)
    }
    override func put(_ key: K, _ value: V) throws -> V { throw UnsupportedOperationException() }
    override func removeEntry(_ key: Any?) throws -> JavaMapEntry<K, V>? { throw UnsupportedOperationException() }
    override func clear() throws { throw UnsupportedOperationException() }
    override func checkModifiable() throws { throw UnsupportedOperationException() }
    /// Read-only copies, so `entrySet()`'s entries refuse `setValue`.
    override func orderedEntries() -> [JavaMapEntry<K, V>] {
        source.orderedEntries().map { JavaMapEntry($0.key, $0.value, immutable: true) }
    }
    override func recordAccess(_ e: JavaMapEntry<K, V>) { source.recordAccess(e) }
    override func toString() -> String { source.toString() }
}

/// `Collections.unmodifiableSet`: reads go to the set; writes throw `UnsupportedOperationException`.
final class JavaUnmodifiableSet<E: ExpressibleByNilLiteral>: JavaSet<E>, @unchecked Sendable {
    let source: JavaSet<E>

    init(_ source: JavaSet<E>) {
        self.source = source
        super.init(backing: nil)
        unmodifiable = true
    }

    override func size() -> Int32 { source.size() }
    override func javaIterator() -> JavaIterator<E> { JavaIterator(elements: Array(source), remove: nil) }
    override func contains(_ o: Any?) throws -> Bool { try source.contains(o) }
    override func add(_ e: E) throws -> Bool { throw UnsupportedOperationException() }
    override func remove(element o: Any?) throws -> Bool { throw UnsupportedOperationException() }
    override func clear() throws { throw UnsupportedOperationException() }
    override func removeWhere(_ filter: (E) throws -> Bool) throws -> Bool { throw UnsupportedOperationException() }
}

extension JavaMap {
    /// `Map.of(k1, v1, …)`: unmodifiable, nulls rejected, a repeated key an `IllegalArgumentException`. Java
    /// randomizes the iteration order per run (so no program can rely on it); this keeps the order written.
    public static func of(_ entries: (K, V)...) throws -> JavaMap<K, V>? { try of(entries) }

    /// `Map.ofEntries(e1, …)`.
    public static func ofEntries(_ entries: JavaMapEntry<K, V>?...) throws -> JavaMap<K, V>? {
        try of(entries.map { entry -> (K, V) in
            guard let entry else { return (nil, nil) }  // rejected by `of` as Java does
            return (entry.key, entry.value)
        })
    }

    /// `Map.copyOf(m)`: an unmodifiable copy (nulls rejected).
    public static func copyOf(_ other: JavaMap<K, V>?) throws -> JavaMap<K, V>? {
        guard let other else { throw NullPointerException() }
        if let copy = other as? JavaUnmodifiableMap<K, V>, copy.rejectsNullKeys { return copy }
        return try of(other.orderedEntries().map { ($0.key, $0.value) })
    }

    static func of(_ entries: [(K, V)]) throws -> JavaMap<K, V>? {
        let map = JavaLinkedHashMap<K, V>()
        for (key, value) in entries {
            if javaFlatten(key) == nil || javaFlatten(value) == nil { throw NullPointerException() }
            if try map.containsKey(key) { throw IllegalArgumentException("duplicate key: \(javaStringOf(key))") }
            _ = try map.put(key, value)
        }
        return JavaUnmodifiableMap(map, rejectsNullKeys: true)
    }
}

extension JavaPriorityQueue {
    /// `comparator()`: the one it was created with; nil for natural ordering.
    public func javaComparator() -> ((E, E) throws -> Int32)? { comparator }
}
