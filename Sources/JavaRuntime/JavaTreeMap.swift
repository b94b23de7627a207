/// `java.util.TreeMap`: keys sorted by natural order or a comparator (a sorted array; Java's red-black
/// tree gives the same order). `headMap`, `tailMap`, `subMap` and `descendingMap` are views: maps over the
/// same entries, limited to a key range and possibly in descending order, that read and write through.
public final class JavaTreeMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaMap<K, V>, @unchecked Sendable {
    /// The entries in ascending key order, shared by a map and all of its views.
    final class Tree: @unchecked Sendable {
        var entries: [JavaMapEntry<K, V>] = []
        let comparator: ((K, K) throws -> Int32)?
        init(_ comparator: ((K, K) throws -> Int32)?) { self.comparator = comparator }
    }

    /// A view's limit on one side: the key, and whether the key itself is inside.
    struct Bound {
        let key: K
        let inclusive: Bool
    }

    let tree: Tree
    /// The key range this map shows (none on the map itself), in ascending terms.
    let low: Bound?, high: Bound?
    /// `descendingMap()`: the same range, greatest key first.
    let descending: Bool

    public override init() {
        tree = Tree(nil)
        (low, high, descending) = (nil, nil, false)
    }

    public init(_ comparator: ((K, K) throws -> Int32)?) {
        tree = Tree(comparator)
        (low, high, descending) = (nil, nil, false)
    }

    /// `new TreeMap<>(Map)`: a sorted map (also a view) passes on its ordering.
    public init(_ other: JavaMap<K, V>?) throws {
        guard let other else { throw NullPointerException() }
        tree = Tree((other as? JavaTreeMap<K, V>)?.comparator)
        (low, high, descending) = (nil, nil, false)
        super.init()
        try putAll(other)
    }

    init(view tree: Tree, low: Bound?, high: Bound?, descending: Bool) {
        self.tree = tree
        (self.low, self.high, self.descending) = (low, high, descending)
    }

    /// `comparator()`'s ordering (nil: natural); a descending view's is reversed.
    var comparator: ((K, K) throws -> Int32)? {
        guard descending else { return tree.comparator }
        return { [tree] a, b in
            if let comparator = tree.comparator { return try comparator(b, a) }
            return try javaCompare(b, a)
        }
    }

    /// `comparator()`: nil for natural ordering, as Java's null.
    public func javaComparator() -> ((K, K) throws -> Int32)? { comparator }

    /// Compares in ascending (the backing map's) order.
    func compare(_ a: K, _ b: Any?) throws -> Int32 {
        if let comparator = tree.comparator {
            guard let key = b as? K else { throw ClassCastException("key cannot be compared with the map's comparator") }
            return try comparator(a, key)
        }
        return try javaCompare(a, b)
    }

    /// The position of `key` among all entries, or where it would be inserted.
    func find(_ key: Any?) throws -> (index: Int, found: Bool) {
        if tree.comparator == nil && javaFlatten(key) == nil { throw NullPointerException() }
        var lo = 0, hi = tree.entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let c = try compare(tree.entries[mid].key, key)
            if c == 0 { return (mid, true) }
            if c < 0 { lo = mid + 1 } else { hi = mid }
        }
        return (lo, false)
    }

    func tooLow(_ key: Any?) throws -> Bool {
        guard let low else { return false }
        let c = try compare(low.key, key)
        return c > 0 || (c == 0 && !low.inclusive)
    }

    func tooHigh(_ key: Any?) throws -> Bool {
        guard let high else { return false }
        let c = try compare(high.key, key)
        return c < 0 || (c == 0 && !high.inclusive)
    }

    func inRange(_ key: Any?) throws -> Bool { try !tooLow(key) && !tooHigh(key) }

    /// The positions of the entries inside this map's key range.
    func range() throws -> Range<Int> {
        var start = 0, end = tree.entries.count
        if let low {
            let (i, found) = try find(low.key)
            start = found && !low.inclusive ? i + 1 : i
        }
        if let high {
            let (i, found) = try find(high.key)
            end = found && high.inclusive ? i + 1 : i
        }
        return start..<Swift.max(start, end)
    }

    /// The range, for the methods Swift does not let throw; the bounds were compared when the view was made.
    var visible: Range<Int> { (try? range()) ?? 0..<0 }

    public override func size() -> Int32 { Int32(visible.count) }

    public override func orderedEntries() -> [JavaMapEntry<K, V>] {
        let slice = tree.entries[visible]
        return descending ? slice.reversed() : Array(slice)
    }

    public override func entry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        let (i, found) = try find(key)
        return try found && inRange(key) ? tree.entries[i] : nil
    }

    @discardableResult public override func put(_ key: K, _ value: V) throws -> V {
        // Java compares the first key with itself, so a null or incomparable key fails even then.
        if tree.entries.isEmpty { _ = try compare(key, key) }
        if try !inRange(key) { throw IllegalArgumentException("key out of range") }
        let (i, found) = try find(key)
        if found {
            let old = tree.entries[i].value
            tree.entries[i].value = value
            return old
        }
        tree.entries.insert(JavaMapEntry(key, value), at: i)
        return nil
    }

    public override func removeEntry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        let (i, found) = try find(key)
        return try found && inRange(key) ? tree.entries.remove(at: i) : nil
    }

    public override func clear() throws { tree.entries.removeSubrange(try range()) }

    /// The position of the first entry in this map's order (the greatest key of a descending view).
    func firstPosition() throws -> Int? {
        let r = try range()
        return r.isEmpty ? nil : descending ? r.upperBound - 1 : r.lowerBound
    }

    func lastPosition() throws -> Int? {
        let r = try range()
        return r.isEmpty ? nil : descending ? r.lowerBound : r.upperBound - 1
    }

    public func firstKey() throws -> K {
        guard let i = try firstPosition() else { throw NoSuchElementException() }
        return tree.entries[i].key
    }

    public func lastKey() throws -> K {
        guard let i = try lastPosition() else { throw NoSuchElementException() }
        return tree.entries[i].key
    }

    public func firstEntry() -> JavaMapEntry<K, V>? { (try? firstPosition()).map { tree.entries[$0] } }
    public func lastEntry() -> JavaMapEntry<K, V>? { (try? lastPosition()).map { tree.entries[$0] } }
    public func pollFirstEntry() throws -> JavaMapEntry<K, V>? { try firstPosition().map { tree.entries.remove(at: $0) } }
    public func pollLastEntry() throws -> JavaMapEntry<K, V>? { try lastPosition().map { tree.entries.remove(at: $0) } }

    /// The position of the greatest key `<= key` (`inclusive`) or `< key` inside the range, ascending.
    func below(_ key: Any?, inclusive: Bool) throws -> Int? {
        let (i, found) = try find(key)
        let r = try range()
        let j = Swift.min(found && inclusive ? i : i - 1, r.upperBound - 1)
        return j >= r.lowerBound ? j : nil
    }

    /// The position of the least key `>= key` (`inclusive`) or `> key` inside the range, ascending.
    func above(_ key: Any?, inclusive: Bool) throws -> Int? {
        let (i, found) = try find(key)
        let r = try range()
        let j = Swift.max(found && !inclusive ? i + 1 : i, r.lowerBound)
        return j < r.upperBound ? j : nil
    }

    // A descending view's floor is the ascending ceiling, its lower the ascending higher.
    func floorPosition(_ key: K, inclusive: Bool) throws -> Int? {
        descending ? try above(key, inclusive: inclusive) : try below(key, inclusive: inclusive)
    }

    func ceilingPosition(_ key: K, inclusive: Bool) throws -> Int? {
        descending ? try below(key, inclusive: inclusive) : try above(key, inclusive: inclusive)
    }

    // The navigation methods take `K` (Java's parameter type), so a literal argument gets the key's Swift type.
    public func floorEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try floorPosition(key, inclusive: true).map { tree.entries[$0] } }
    public func lowerEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try floorPosition(key, inclusive: false).map { tree.entries[$0] } }
    public func ceilingEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try ceilingPosition(key, inclusive: true).map { tree.entries[$0] } }
    public func higherEntry(_ key: K) throws -> JavaMapEntry<K, V>? { try ceilingPosition(key, inclusive: false).map { tree.entries[$0] } }
    public func floorKey(_ key: K) throws -> K { try floorEntry(key)?.key ?? nil }
    public func lowerKey(_ key: K) throws -> K { try lowerEntry(key)?.key ?? nil }
    public func ceilingKey(_ key: K) throws -> K { try ceilingEntry(key)?.key ?? nil }
    public func higherKey(_ key: K) throws -> K { try higherEntry(key)?.key ?? nil }

    /// A new bound for a view of this map: inside this map's range (a bound's own key may sit on an
    /// exclusive end), else `IllegalArgumentException`, as Java's `inRange(key, inclusive)` check.
    func bound(_ key: K, _ inclusive: Bool, _ name: String) throws -> Bound {
        _ = try compare(key, key)  // a null or incomparable key fails here, as in Java
        let outside = inclusive ? try !inRange(key)
            : try (low.map { try compare($0.key, key) > 0 } ?? false) || (high.map { try compare($0.key, key) < 0 } ?? false)
        if outside { throw IllegalArgumentException("\(name) out of range") }
        return Bound(key: key, inclusive: inclusive)
    }

    /// A view narrowed to keys from `from` to `to` in this map's order (either may be open).
    func view(from: Bound?, to: Bound?) -> JavaTreeMap<K, V> {
        // In ascending terms a descending view's "from" is the high end.
        let (newLow, newHigh) = descending ? (to, from) : (from, to)
        return JavaTreeMap(view: tree, low: newLow ?? low, high: newHigh ?? high, descending: descending)
    }

    public func headMap(_ to: K, _ inclusive: Bool = false) throws -> JavaTreeMap<K, V>? {
        view(from: nil, to: try bound(to, inclusive, "toKey"))
    }

    public func tailMap(_ from: K, _ inclusive: Bool = true) throws -> JavaTreeMap<K, V>? {
        view(from: try bound(from, inclusive, "fromKey"), to: nil)
    }

    public func subMap(_ from: K, _ to: K) throws -> JavaTreeMap<K, V>? {
        try subMap(from, true, to, false)
    }

    /// `subMap(from, fromInclusive, to, toInclusive)`: `IllegalArgumentException` when `from` comes after `to`.
    public func subMap(_ from: K, _ fromInclusive: Bool, _ to: K, _ toInclusive: Bool) throws -> JavaTreeMap<K, V>? {
        let order = try compare(from, to)
        if descending ? order < 0 : order > 0 { throw IllegalArgumentException("fromKey > toKey") }
        return view(from: try bound(from, fromInclusive, "fromKey"), to: try bound(to, toInclusive, "toKey"))
    }

    public func descendingMap() -> JavaTreeMap<K, V>? {
        JavaTreeMap(view: tree, low: low, high: high, descending: !descending)
    }

    /// `navigableKeySet()` (also `keySet()` where a `NavigableSet` is wanted): the keys, as a live set that
    /// removes from this map and cannot add.
    public func navigableKeySet() -> JavaTreeSet<K>? { JavaTreeSet(keys: self, addable: false) }

    public func descendingKeySet() -> JavaTreeSet<K>? { JavaTreeSet(keys: descendingMap() ?? self, addable: false) }
}

/// The sorted keys a `TreeSet` shows: its own map's (a `JavaTreeMap<E, Bool?>`), or any sorted map's for
/// `navigableKeySet()`. The set's views are the map's views, so they read and write through too.
protocol JavaSortedKeys<Key>: AnyObject {
    associatedtype Key: ExpressibleByNilLiteral
    var comparator: ((Key, Key) throws -> Int32)? { get }
    func size() -> Int32
    func containsKey(_ key: Any?) throws -> Bool
    func removeKey(_ key: Any?) throws -> Bool
    func clear() throws
    func orderedKeys() -> [Key]
    func firstKey() throws -> Key
    func lastKey() throws -> Key
    func floorKey(_ key: Key) throws -> Key
    func lowerKey(_ key: Key) throws -> Key
    func ceilingKey(_ key: Key) throws -> Key
    func higherKey(_ key: Key) throws -> Key
    func pollFirstKey() throws -> Key
    func pollLastKey() throws -> Key
    func headMap(_ to: Key, _ inclusive: Bool) throws -> Self?
    func tailMap(_ from: Key, _ inclusive: Bool) throws -> Self?
    func subMap(_ from: Key, _ fromInclusive: Bool, _ to: Key, _ toInclusive: Bool) throws -> Self?
    func descendingMap() -> Self?
}

extension JavaTreeMap: JavaSortedKeys {
    typealias Key = K
    func orderedKeys() -> [K] { orderedEntries().map(\.key) }
    func removeKey(_ key: Any?) throws -> Bool { try removeEntry(key) != nil }
    func pollFirstKey() throws -> K { try pollFirstEntry()?.key ?? nil }
    func pollLastKey() throws -> K { try pollLastEntry()?.key ?? nil }
}

/// `java.util.TreeSet`: a `TreeMap`'s keys. `headSet`, `tailSet`, `subSet` and `descendingSet` are views
/// (the map's views' keys); `add` outside a view's range throws `IllegalArgumentException`.
public final class JavaTreeSet<E: ExpressibleByNilLiteral>: JavaSet<E>, @unchecked Sendable {
    let keys: any JavaSortedKeys<E>

    /// A set over `keys`; `addable` when they are the set's own map's (a map's key set cannot add).
    init(keys: any JavaSortedKeys<E>, addable: Bool) {
        self.keys = keys
        super.init(backing: addable ? keys as? JavaTreeMap<E, Bool?> : nil)
    }

    public convenience init() { self.init(keys: JavaTreeMap<E, Bool?>(), addable: true) }

    /// `EnumSet.of(…)`: an enum's natural order is its constants' order, which this set keeps.
    public static func enumSet(_ elements: E...) throws -> JavaTreeSet<E>? {
        let set = JavaTreeSet<E>()
        for e in elements {
            if javaFlatten(e) == nil { throw NullPointerException() }
            _ = try set.add(e)
        }
        return set
    }
    /// `EnumSet.of(first, rest)` with the rest as an array.
    public static func enumSet(_ first: E, arguments rest: JavaArray<E>?) throws -> JavaTreeSet<E>? {
        guard let rest else { throw NullPointerException() }
        let set = try enumSet(first)
        for e in rest.storage {
            if javaFlatten(e) == nil { throw NullPointerException() }
            _ = try set?.add(e)
        }
        return set
    }

    public convenience init(_ comparator: ((E, E) throws -> Int32)?) {
        self.init(keys: JavaTreeMap<E, Bool?>(comparator), addable: true)
    }
    public convenience init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        let elements = try javaElements(other, as: E.self)
        self.init(keys: JavaTreeMap<E, Bool?>((other as? JavaTreeSet<E>)?.keys.comparator), addable: true)
        for e in elements { try add(e) }
    }

    public override func size() -> Int32 { keys.size() }

    public override func javaIterator() -> JavaIterator<E> {
        JavaIterator(elements: keys.orderedKeys(), remove: unmodifiable ? nil : { [keys] e in _ = try keys.removeKey(e) })
    }

    @discardableResult public override func add(_ e: E) throws -> Bool {
        // A map's key set: Java's `AbstractCollection.add`.
        guard backingMap != nil else { throw UnsupportedOperationException() }
        return try super.add(e)
    }

    public override func contains(_ o: Any?) throws -> Bool { try keys.containsKey(o) }

    @discardableResult public override func remove(element o: Any?) throws -> Bool {
        try checkModifiable()
        return try keys.removeKey(o)
    }

    public override func clear() throws {
        try checkModifiable()
        try keys.clear()
    }

    public func first() throws -> E { try keys.firstKey() }
    public func last() throws -> E { try keys.lastKey() }
    public func floor(_ e: E) throws -> E { try keys.floorKey(e) }
    public func lower(_ e: E) throws -> E { try keys.lowerKey(e) }
    public func ceiling(_ e: E) throws -> E { try keys.ceilingKey(e) }
    public func higher(_ e: E) throws -> E { try keys.higherKey(e) }
    public func pollFirst() throws -> E { try keys.pollFirstKey() }
    public func pollLast() throws -> E { try keys.pollLastKey() }

    /// A view over `keys`, which are a view of this set's.
    func view(_ keys: (any JavaSortedKeys<E>)?) -> JavaTreeSet<E>? {
        keys.map { JavaTreeSet(keys: $0, addable: backingMap != nil) }
    }

    public func headSet(_ to: E, _ inclusive: Bool = false) throws -> JavaTreeSet<E>? { view(try keys.headMap(to, inclusive)) }
    public func tailSet(_ from: E, _ inclusive: Bool = true) throws -> JavaTreeSet<E>? { view(try keys.tailMap(from, inclusive)) }
    public func subSet(_ from: E, _ to: E) throws -> JavaTreeSet<E>? { view(try keys.subMap(from, true, to, false)) }
    public func subSet(_ from: E, _ fromInclusive: Bool, _ to: E, _ toInclusive: Bool) throws -> JavaTreeSet<E>? {
        view(try keys.subMap(from, fromInclusive, to, toInclusive))
    }
    public func descendingSet() -> JavaTreeSet<E>? { view(keys.descendingMap()) }

    /// `descendingIterator()`: greatest first; its `remove()` removes from the set.
    public func descendingIterator() -> JavaIterator<E>? {
        JavaIterator(elements: keys.orderedKeys().reversed(), remove: unmodifiable ? nil : { [keys] e in _ = try keys.removeKey(e) })
    }
}

/// `java.util.PriorityQueue`: Java's binary heap (same sift operations), so iteration and `toString`
/// show Java's array order, and `poll` Java's tie order.
public final class JavaPriorityQueue<E: ExpressibleByNilLiteral>: JavaCollection<E>, @unchecked Sendable {
    public override var javaCollectionKind: JavaCollectionKind { [.collection, .queue] }
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
        comparator = (other as? JavaPriorityQueue<E>)?.comparator ?? (other as? JavaTreeSet<E>)?.keys.comparator
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
