/// `java.util.TreeMap`: keys sorted by natural order or a comparator (a sorted array; Java's red-black
/// tree gives the same order). `headMap`, `tailMap`, `subMap` and `descendingMap` are copies, refused for
/// writing, where Java's are views.
public final class JavaTreeMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaMap<K, V>, @unchecked Sendable {
    var entries: [JavaMapEntry<K, V>] = []
    let comparator: ((K, K) throws -> Int32)?
    var readOnly = false

    public override init() { comparator = nil }

    public init(_ comparator: ((K, K) throws -> Int32)?) { self.comparator = comparator }

    /// `new TreeMap<>(Map)`.
    public init(_ other: JavaMap<K, V>?) throws {
        guard let other else { throw NullPointerException() }
        comparator = (other as? JavaTreeMap<K, V>)?.comparator
        super.init()
        try putAll(other)
    }

    func compare(_ a: K, _ b: Any?) throws -> Int32 {
        if let comparator {
            guard let key = b as? K else { throw ClassCastException("key cannot be compared with the map's comparator") }
            return try comparator(a, key)
        }
        return try javaCompare(a, b)
    }

    /// The position of `key`, or where it would be inserted.
    func find(_ key: Any?) throws -> (index: Int, found: Bool) {
        if comparator == nil && javaFlatten(key) == nil { throw NullPointerException() }
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let c = try compare(entries[mid].key, key)
            if c == 0 { return (mid, true) }
            if c < 0 { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    public override func size() -> Int32 { Int32(entries.count) }
    public override func orderedEntries() -> [JavaMapEntry<K, V>] { entries }

    public override func entry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        let (i, found) = try find(key)
        return found ? entries[i] : nil
    }

    @discardableResult public override func put(_ key: K, _ value: V) throws -> V {
        if readOnly { throw UnsupportedOperationException() }
        // Java compares the first key with itself, so a null or incomparable key fails even then.
        if entries.isEmpty { _ = try compare(key, key) }
        let (i, found) = try find(key)
        if found {
            let old = entries[i].value
            entries[i].value = value
            return old
        }
        entries.insert(JavaMapEntry(key, value), at: i)
        return nil
    }

    public override func removeEntry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        if readOnly { throw UnsupportedOperationException() }
        let (i, found) = try find(key)
        return found ? entries.remove(at: i) : nil
    }

    public override func clear() throws {
        if readOnly { throw UnsupportedOperationException() }
        entries.removeAll()
    }

    public func firstKey() throws -> K {
        guard let first = entries.first else { throw NoSuchElementException() }
        return first.key
    }

    public func lastKey() throws -> K {
        guard let last = entries.last else { throw NoSuchElementException() }
        return last.key
    }

    public func firstEntry() -> JavaMapEntry<K, V>? { entries.first }
    public func lastEntry() -> JavaMapEntry<K, V>? { entries.last }
    public func pollFirstEntry() throws -> JavaMapEntry<K, V>? { entries.isEmpty ? nil : try removeEntry(entries[0].key) }
    public func pollLastEntry() throws -> JavaMapEntry<K, V>? { entries.isEmpty ? nil : try removeEntry(entries[entries.count - 1].key) }

    /// The index of the greatest key `<= key` (`inclusive`) or `< key`.
    func below(_ key: Any?, inclusive: Bool) throws -> Int? {
        let (i, found) = try find(key)
        if found && inclusive { return i }
        return i > 0 ? i - 1 : nil
    }

    /// The index of the least key `>= key` (`inclusive`) or `> key`.
    func above(_ key: Any?, inclusive: Bool) throws -> Int? {
        let (i, found) = try find(key)
        let j = found && !inclusive ? i + 1 : i
        return j < entries.count ? j : nil
    }

    // The navigation methods take `K` (Java's parameter type), so a literal argument gets the key's Swift type.
    public func floorEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try below(key, inclusive: true).map { entries[$0] } }
    public func lowerEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try below(key, inclusive: false).map { entries[$0] } }
    public func ceilingEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try above(key, inclusive: true).map { entries[$0] } }
    public func higherEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try above(key, inclusive: false).map { entries[$0] } }
    public func floorKey(_ key: K) throws -> K { try floorEntry(key)?.key ?? nil }
    public func lowerKey(_ key: K) throws -> K { try lowerEntry(key)?.key ?? nil }
    public func ceilingKey(_ key: K) throws -> K { try ceilingEntry(key)?.key ?? nil }
    public func higherKey(_ key: K) throws -> K { try higherEntry(key)?.key ?? nil }

    func copy(_ slice: ArraySlice<JavaMapEntry<K, V>>) -> JavaTreeMap<K, V> {
        let m = JavaTreeMap(comparator)
        // Immutable entries: a `setValue` through the copy would otherwise be lost silently.
        m.entries = slice.map { JavaMapEntry($0.key, $0.value, immutable: true) }
        m.readOnly = true
        return m
    }

    public func headMap(_ to: K, _ inclusive: Bool = false) throws -> JavaTreeMap<K, V>? {
        let end = try below(to, inclusive: inclusive).map { $0 + 1 } ?? 0
        return copy(entries[0..<end])
    }

    public func tailMap(_ from: K, _ inclusive: Bool = true) throws -> JavaTreeMap<K, V>? {
        let start = try above(from, inclusive: inclusive) ?? entries.count
        return copy(entries[start...])
    }

    public func subMap(_ from: K, _ to: K) throws -> JavaTreeMap<K, V>? {
        try subMap(from, true, to, false)
    }

    /// `subMap(from, fromInclusive, to, toInclusive)`: `IllegalArgumentException` when `from > to`.
    public func subMap(_ from: K, _ fromInclusive: Bool, _ to: K, _ toInclusive: Bool) throws -> JavaTreeMap<K, V>? {
        if try compare(from, to) > 0 { throw IllegalArgumentException("fromKey > toKey") }
        let start = try above(from, inclusive: fromInclusive) ?? entries.count
        let end = try below(to, inclusive: toInclusive).map { $0 + 1 } ?? 0
        return copy(entries[start..<Swift.max(start, end)])
    }

    public func descendingMap() -> JavaMap<K, V>? {
        let m = JavaLinkedHashMap<K, V>()
        for e in entries.reversed() { _ = try? m.put(e.key, e.value) }
        return m
    }
}

/// `java.util.TreeSet`: a `TreeMap`'s keys.
public final class JavaTreeSet<E: ExpressibleByNilLiteral>: JavaSet<E>, @unchecked Sendable {
    var tree: JavaTreeMap<E, Bool?> { backingMap as! JavaTreeMap<E, Bool?> }

    public init() { super.init(backing: JavaTreeMap<E, Bool?>()) }

    /// `EnumSet.of(…)`: an enum's natural order is its constants' order, which this set keeps.
    public static func enumSet(_ elements: E...) throws -> JavaTreeSet<E>? {
        let set = JavaTreeSet<E>()
        for e in elements {
            if javaFlatten(e) == nil { throw NullPointerException() }
            _ = try set.add(e)
        }
        return set
    }
    public init(_ comparator: ((E, E) throws -> Int32)?) { super.init(backing: JavaTreeMap<E, Bool?>(comparator)) }
    public init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        let elements = try javaElements(other, as: E.self)
        super.init(backing: JavaTreeMap<E, Bool?>((other as? JavaTreeSet<E>)?.tree.comparator))
        for e in elements { try add(e) }
    }

    public func first() throws -> E { try tree.firstKey() }
    public func last() throws -> E { try tree.lastKey() }
    public func floor(_ e: E) throws -> E { try tree.floorKey(e) }
    public func lower(_ e: E) throws -> E { try tree.lowerKey(e) }
    public func ceiling(_ e: E) throws -> E { try tree.ceilingKey(e) }
    public func higher(_ e: E) throws -> E { try tree.higherKey(e) }
    public func pollFirst() throws -> E { try tree.pollFirstEntry()?.key ?? nil }
    public func pollLast() throws -> E { try tree.pollLastEntry()?.key ?? nil }

    func view(_ m: JavaTreeMap<E, Bool?>) -> JavaTreeSet<E> {
        let s = JavaTreeSet(backing: m)
        s.unmodifiable = true
        return s
    }

    init(backing: JavaTreeMap<E, Bool?>) { super.init(backing: backing) }

    public func headSet(_ to: E, _ inclusive: Bool = false) throws -> JavaTreeSet<E>? { view(try tree.headMap(to, inclusive)!) }
    public func tailSet(_ from: E, _ inclusive: Bool = true) throws -> JavaTreeSet<E>? { view(try tree.tailMap(from, inclusive)!) }
    public func subSet(_ from: E, _ to: E) throws -> JavaTreeSet<E>? { view(try tree.subMap(from, to)!) }
    public func subSet(_ from: E, _ fromInclusive: Bool, _ to: E, _ toInclusive: Bool) throws -> JavaTreeSet<E>? {
        view(try tree.subMap(from, fromInclusive, to, toInclusive)!)
    }
    /// `descendingIterator()`: greatest first; its `remove()` removes from the set.
    public func descendingIterator() -> JavaIterator<E>? {
        let map = tree
        return JavaIterator(elements: tree.entries.reversed().map(\.key), remove: unmodifiable ? nil : { e in _ = try map.removeEntry(e) })
    }

    public func descendingSet() -> JavaSet<E>? {
        let s = JavaLinkedHashSet<E>()
        for e in tree.entries.reversed() { _ = try? s.add(e.key) }
        s.unmodifiable = true
        return s
    }
}

/// `java.util.PriorityQueue`: Java's binary heap (same sift operations), so iteration and `toString`
/// show Java's array order, and `poll` Java's tie order.
public final class JavaPriorityQueue<E: ExpressibleByNilLiteral>: JavaCollection<E>, @unchecked Sendable {
    var queue: [E] = []
    let comparator: ((E, E) throws -> Int32)?

    public override init() { comparator = nil }
    public init(_ comparator: ((E, E) throws -> Int32)?) { self.comparator = comparator }
    public init(capacity: Int32, _ comparator: ((E, E) throws -> Int32)? = nil) throws {
        if capacity < 1 { throw IllegalArgumentException() }
        self.comparator = comparator
    }
    /// `new PriorityQueue<>(Collection)`: heapified like Java's.
    public init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        let elements = try javaElements(other, as: E.self)
        comparator = (other as? JavaPriorityQueue<E>)?.comparator ?? (other as? JavaTreeSet<E>)?.tree.comparator
        super.init()
        queue = elements
        for e in queue where javaFlatten(e) == nil { throw NullPointerException() }
        var i = (queue.count >> 1) - 1
        while i >= 0 {
            try siftDown(i, queue[i])
            i -= 1
        }
    }

    func compare(_ a: E, _ b: E) throws -> Int32 {
        if let comparator { return try comparator(a, b) }
        return try javaCompare(a, b)
    }

    public override func size() -> Int32 { Int32(queue.count) }
    public override func javaIterator() -> JavaIterator<E> {
        JavaIterator(elements: queue, remove: { [unowned self] e in
            if let i = self.queue.firstIndex(where: { javaSame($0, e) }) { try self.remove(at: i) }
        })
    }

    @discardableResult public override func add(_ e: E) throws -> Bool { try offer(e) }

    @discardableResult public override func offer(_ e: E) throws -> Bool {
        if javaFlatten(e) == nil { throw NullPointerException() }
        queue.append(e)
        try siftUp(queue.count - 1, e)
        return true
    }

    public override func peek() throws -> E { queue.first ?? nil }

    public override func poll() throws -> E {
        guard !queue.isEmpty else { return nil }
        let result = queue[0]
        let last = queue.removeLast()
        if !queue.isEmpty { try siftDown(0, last) }
        return result
    }

    public override func contains(_ o: Any?) throws -> Bool { try queue.contains { try javaEquals(o, $0) } }

    @discardableResult public override func remove(element o: Any?) throws -> Bool {
        guard let i = try queue.firstIndex(where: { try javaEquals(o, $0) }) else { return false }
        try remove(at: i)
        return true
    }

    public override func clear() throws { queue.removeAll() }

    /// `removeAt`: the last element fills the hole and sifts down, or up.
    func remove(at i: Int) throws {
        let s = queue.count - 1
        if s == i {
            queue.removeLast()
            return
        }
        let moved = queue.removeLast()
        try siftDown(i, moved)
        if javaSame(queue[i], moved) { try siftUp(i, moved) }
    }

    func siftUp(_ start: Int, _ x: E) throws {
        var k = start
        while k > 0 {
            let parent = (k - 1) >> 1
            let e = queue[parent]
            if try compare(x, e) >= 0 { break }
            queue[k] = e
            k = parent
        }
        queue[k] = x
    }

    func siftDown(_ start: Int, _ x: E) throws {
        var k = start
        let n = queue.count
        let half = n >> 1
        while k < half {
            var child = (k << 1) + 1
            var c = queue[child]
            let right = child + 1
            if right < n, try compare(c, queue[right]) > 0 {
                child = right
                c = queue[child]
            }
            if try compare(x, c) <= 0 { break }
            queue[k] = c
            k = child
        }
        queue[k] = x
    }
}
