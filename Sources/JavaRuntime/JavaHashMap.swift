/// `java.util.HashMap` with Java's exact iteration order: the same hash spreading, table sizes, growth
/// at 0.75 load and bin splitting, so printing or iterating a map gives Java's order whenever the keys'
/// `hashCode`s are Java's (strings, boxed numbers, characters, booleans and translated classes' own
/// `hashCode`). Not reproduced: Java turns a bin of 8+ colliding keys into a tree once the table has 64
/// slots, which changes the order of later insertions into that bin.
/// `LinkedHashMap` is the same table iterated in insertion (or access) order.
open class JavaHashMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaMap<K, V>, @unchecked Sendable {
    var table: [JavaMapEntry<K, V>?] = []
    var count = 0
    var threshold: Int
    let loadFactor: Float
    // Insertion order, for LinkedHashMap.
    let linked: Bool
    let accessOrder: Bool
    var head: JavaMapEntry<K, V>?
    var tail: JavaMapEntry<K, V>?

    static var maximumCapacity: Int { 1 << 30 }

    public override convenience init() { self.init(linked: false, accessOrder: false, threshold: 0, loadFactor: 0.75) }

    /// `new HashMap<>(initialCapacity)` / `(initialCapacity, loadFactor)`.
    public convenience init(capacity: Int32, loadFactor: Float = 0.75) throws {
        try self.init(linked: false, capacity: capacity, loadFactor: loadFactor, accessOrder: false)
    }

    /// `new HashMap<>(Map)`.
    public convenience init(_ other: JavaMap<K, V>?) throws {
        self.init(linked: false, accessOrder: false, threshold: 0, loadFactor: 0.75)
        try putMapEntries(other)
    }

    init(linked: Bool, accessOrder: Bool, threshold: Int, loadFactor: Float) {
        self.linked = linked
        self.accessOrder = accessOrder
        self.threshold = threshold
        self.loadFactor = loadFactor
    }

    init(linked: Bool, capacity: Int32, loadFactor: Float, accessOrder: Bool) throws {
        if capacity < 0 { throw IllegalArgumentException("Illegal initial capacity: \(capacity)") }
        if !(loadFactor > 0) { throw IllegalArgumentException("Illegal load factor: \(JavaString.valueOf(loadFactor))") }
        self.linked = linked
        self.accessOrder = accessOrder
        self.loadFactor = loadFactor
        self.threshold = Self.tableSize(for: Int(capacity))
    }

    /// The smallest power of two at least `capacity`.
    static func tableSize(for capacity: Int) -> Int {
        var n = 1
        while n < capacity && n < maximumCapacity { n <<= 1 }
        return n
    }

    /// `HashMap.hash`: the key's hash with its high half folded into the low half.
    static func spread(_ key: Any?) throws -> Int32 {
        let h = try javaHashCode(key)
        return h ^ Int32(bitPattern: UInt32(bitPattern: h) >> 16)
    }

    func putMapEntries(_ other: JavaMap<K, V>?) throws {
        guard let other else { throw NullPointerException() }
        let s = Int(other.size())
        guard s > 0 else { return }
        if table.isEmpty {
            let t = Int(Float(s) / loadFactor + 1.0)
            if t > threshold { threshold = Self.tableSize(for: t) }
        } else {
            while s > threshold && table.count < Self.maximumCapacity { resize() }
        }
        for e in other.orderedEntries() { _ = try put(e.key, e.value) }
    }

    public override func size() -> Int32 { Int32(count) }

    public override func entry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        guard !table.isEmpty else { return nil }
        let hash = try Self.spread(key)
        var e = table[Int(hash) & (table.count - 1)]
        while let node = e {
            if node.hash == hash, try javaSameOrEquals(key, node.key) { return node }
            e = node.next
        }
        return nil
    }

    @discardableResult public override func put(_ key: K, _ value: V) throws -> V {
        let hash = try Self.spread(key)
        if table.isEmpty { resize() }
        let index = Int(hash) & (table.count - 1)
        var binCount = 0
        if var node = table[index] {
            while true {
                if node.hash == hash, try javaSameOrEquals(key, node.key) {
                    let old = node.value
                    node.value = value
                    if accessOrder { moveToEnd(node) }
                    return old
                }
                guard let next = node.next else { break }
                node = next
                binCount += 1
            }
            let created = JavaMapEntry(key, value, hash: hash)
            node.next = created
            link(created)
            // Java treeifies a long bin, which first grows a small table instead.
            if binCount >= 7 && table.count < 64 { resize() }
        } else {
            let created = JavaMapEntry(key, value, hash: hash)
            table[index] = created
            link(created)
        }
        count += 1
        if count > threshold { resize() }
        try afterInsertion()
        return nil
    }

    /// After a new entry: `LinkedHashMap` may remove its eldest (`removeEldestEntry`).
    func afterInsertion() throws {}

    /// Java's `compute`, `computeIfAbsent` and `merge` grow the table before adding (when it is already over
    /// its threshold) and put the new entry first in its bin, unlike `put`: iteration order shows it.
    override func putComputed(_ key: K, _ value: V) throws {
        let hash = try Self.spread(key)
        if count > threshold || table.isEmpty { resize() }
        let index = Int(hash) & (table.count - 1)
        var binCount = 0
        var node = table[index]
        while let n = node { binCount += 1; node = n.next }
        let created = JavaMapEntry(key, value, hash: hash)
        created.next = table[index]
        table[index] = created
        link(created)
        if binCount >= 7 && table.count < 64 { resize() }
        count += 1
        try afterInsertion()
    }

    func link(_ e: JavaMapEntry<K, V>) {
        guard linked else { return }
        e.before = tail
        if let t = tail { t.after = e } else { head = e }
        tail = e
    }

    func unlink(_ e: JavaMapEntry<K, V>) {
        guard linked else { return }
        if let b = e.before { b.after = e.after } else { head = e.after }
        if let a = e.after { a.before = e.before } else { tail = e.before }
        e.before = nil
        e.after = nil
    }

    public override func recordAccess(_ e: JavaMapEntry<K, V>) {
        if accessOrder { moveToEnd(e) }
    }

    func moveToEnd(_ e: JavaMapEntry<K, V>) {
        guard tail !== e else { return }
        unlink(e)
        link(e)
    }

    /// `HashMap.resize`: doubles the table, splitting each bin into a low and a high bin in order.
    func resize() {
        let oldCapacity = table.count
        var newCapacity = 0, newThreshold = 0
        if oldCapacity > 0 {
            if oldCapacity >= Self.maximumCapacity {
                threshold = Int(Int32.max)
                return
            }
            newCapacity = oldCapacity << 1
            if newCapacity < Self.maximumCapacity && oldCapacity >= 16 { newThreshold = threshold << 1 }
        } else if threshold > 0 {
            newCapacity = threshold
        } else {
            newCapacity = 16
            newThreshold = 12
        }
        if newThreshold == 0 {
            let ft = Float(newCapacity) * loadFactor
            newThreshold = newCapacity < Self.maximumCapacity && ft < Float(Self.maximumCapacity) ? Int(ft) : Int(Int32.max)
        }
        threshold = newThreshold
        var newTable = [JavaMapEntry<K, V>?](repeating: nil, count: newCapacity)
        for j in 0..<oldCapacity {
            var loHead: JavaMapEntry<K, V>?, loTail: JavaMapEntry<K, V>?, hiHead: JavaMapEntry<K, V>?, hiTail: JavaMapEntry<K, V>?
            var e = table[j]
            while let node = e {
                e = node.next
                node.next = nil
                if Int(node.hash) & oldCapacity == 0 {
                    if let t = loTail { t.next = node } else { loHead = node }
                    loTail = node
                } else {
                    if let t = hiTail { t.next = node } else { hiHead = node }
                    hiTail = node
                }
            }
            newTable[j] = loHead
            newTable[j + oldCapacity] = hiHead
        }
        table = newTable
    }

    public override func removeEntry(_ key: Any?) throws -> JavaMapEntry<K, V>? {
        guard !table.isEmpty else { return nil }
        let hash = try Self.spread(key)
        let index = Int(hash) & (table.count - 1)
        var previous: JavaMapEntry<K, V>? = nil
        var e = table[index]
        while let node = e {
            if node.hash == hash, try javaSameOrEquals(key, node.key) {
                if let p = previous { p.next = node.next } else { table[index] = node.next }
                node.next = nil
                unlink(node)
                count -= 1
                return node
            }
            previous = node
            e = node.next
        }
        return nil
    }

    public override func clear() throws {
        if count > 0 {
            table = [JavaMapEntry<K, V>?](repeating: nil, count: table.count)
            count = 0
            head = nil
            tail = nil
        }
    }

    public override func orderedEntries() -> [JavaMapEntry<K, V>] {
        var result: [JavaMapEntry<K, V>] = []
        result.reserveCapacity(count)
        if linked {
            var e = head
            while let node = e {
                result.append(node)
                e = node.after
            }
        } else {
            for bin in table {
                var e = bin
                while let node = e {
                    result.append(node)
                    e = node.next
                }
            }
        }
        return result
    }
}

/// `java.util.LinkedHashMap`: insertion order, or access order when asked (`new LinkedHashMap<>(16, 0.75f, true)`).
/// `LinkedHashMap`; open, so a program's class can extend it (an LRU cache overriding `removeEldestEntry`).
open class JavaLinkedHashMap<K: ExpressibleByNilLiteral, V: ExpressibleByNilLiteral>: JavaHashMap<K, V>, @unchecked Sendable {
    public init() { super.init(linked: true, accessOrder: false, threshold: 0, loadFactor: 0.75) }

    /// Restated: the inherited `HashMap` form would otherwise be chosen for `(capacity:)` and lose the order.
    public init(capacity: Int32, loadFactor: Float = 0.75) throws {
        try super.init(linked: true, capacity: capacity, loadFactor: loadFactor, accessOrder: false)
    }

    public init(capacity: Int32, loadFactor: Float, accessOrder: Bool) throws {
        try super.init(linked: true, capacity: capacity, loadFactor: loadFactor, accessOrder: accessOrder)
    }

    public init(_ other: JavaMap<K, V>?) throws {
        super.init(linked: true, accessOrder: false, threshold: 0, loadFactor: 0.75)
        try putMapEntries(other)
    }

    /// `removeEldestEntry(eldest)`: asked after each new entry; `true` removes the eldest (Java's hook).
    open func removeEldestEntry(_ eldest: JavaMapEntry<K, V>?) throws -> Bool { false }

    override func afterInsertion() throws {
        if let first = head, try removeEldestEntry(first) { _ = try removeEntry(first.key) }
    }
}

/// The key test of `HashMap`: the same reference, or `equals`.
func javaSameOrEquals(_ a: Any?, _ b: Any?) throws -> Bool {
    let a = javaFlatten(a), b = javaFlatten(b)
    if a == nil || b == nil { return a == nil && b == nil }
    if type(of: a!) is AnyClass, (a! as AnyObject) === (b! as AnyObject) { return true }
    return try javaEquals(a, b)
}
