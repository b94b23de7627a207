import JavaSyntax

/// Identifiers interned as small integers, one table per thread of work (it is not thread-safe): a name read
/// from the source is found by hashing its bytes in place, so no `String` is made for it, and the memo tables
/// keyed by names hash and compare an `Int32` instead of a string. IDs mean something only within one table.
/// Two names have the same ID exactly when their UTF-8 bytes are the same.
final class NameTable {
    /// The names' bytes, one after another.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// Per ID: where its bytes start in `bytes`, and the name as a string (made once, when first interned).
    @exclusivity(unchecked) private var starts: [Int32] = [0]
    @exclusivity(unchecked) private var strings: [String] = []
    /// Open addressing; per slot the name's hash in the high half and ID + 1 in the low half, 0 for an empty slot;
    /// the count is a power of two. The hash beside the ID spares a probe a read elsewhere per candidate (the
    /// table holds every name a thread has seen, so those reads missed the processor's caches).
    @exclusivity(unchecked) private var slots: [UInt64] = Array(repeating: 0, count: 1024)

    var count: Int { strings.count }

    /// The name with ID `id`.
    func string(_ id: Int32) -> String { strings[Int(id)] }

    /// The ID of the name held in `aux` of `node` (as `SyntaxTree.name` reads it), without making a string.
    func id(_ tree: SyntaxTree, _ node: NodeID) -> Int32 {
        let token = tree.tokens[Int(tree.nodes[node.index].aux)]
        return tree.source.text.withUnsafeBufferPointer {
            id(UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)]))
        }
    }

    /// The ID of `name` (interned if new).
    func id(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { id($0) }
    }

    func id(_ name: UnsafeBufferPointer<UInt8>) -> Int32 {
        let h = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(h ^ (h >> 15)) & mask
        // The probe reads the tables through unsafe buffers: no bounds check per access.
        let found: Int32 = slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 { return -1 }
                let candidate = Int(UInt32(truncatingIfNeeded: entry)) - 1
                if UInt32(truncatingIfNeeded: entry >> 32) == h && matches(candidate, name) { return Int32(candidate) }
                slot = (slot + 1) & mask
            }
        }
        if found >= 0 { return found }
        // A new name: its bytes, its string (as `SyntaxTree.name` decodes it), its slot.
        let id = Int32(strings.count)
        bytes.append(contentsOf: name)
        starts.append(Int32(bytes.count))
        strings.append(String(decoding: name, as: UTF8.self))
        slots[slot] = UInt64(h) << 32 | UInt64(id + 1)
        if strings.count * 2 > slots.count { grow() }
        return id
    }

    private func matches(_ candidate: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        internedName(candidate, of: bytes, starts: starts, equals: name)
    }

    /// A few whole-word loads instead of a step per byte (see `WordwiseBytes`).
    @inline(__always)
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = name.baseAddress else { return 0 }
        let bytes = WordwiseBytes(UnsafeRawPointer(base), count: name.count)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(name.count)
        bytes.forEachWord { h = (h ^ $0) &* 0xBF58_476D_1CE4_E5B9 }
        h ^= h >> 31
        return UInt32(truncatingIfNeeded: h ^ (h >> 32))
    }

    private func grow() {
        var newSlots = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = newSlots.count - 1
        for entry in slots where entry != 0 {
            let h = UInt32(truncatingIfNeeded: entry >> 32)
            var slot = Int(h ^ (h >> 15)) & mask
            while newSlots[slot] != 0 { slot = (slot + 1) & mask }
            newSlots[slot] = entry
        }
        slots = newSlots
    }
}

/// Names interned as small integers like `NameTable`'s, as a value that can be shared across threads once built:
/// the symbol table's index of member names. (`NameTable`, on the attributor's hottest path, keeps its own copy
/// of this code: wrapping this struct in it cost about 1% more instructions.)
struct InternedNames: Sendable {
    /// The names' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Per ID: where its bytes start in `bytes`, and the name as a string (made once, when first interned).
    private var starts: [Int32] = [0]
    private var strings: [String] = []
    private var hashes: [UInt32] = []
    /// Open addressing: ID + 1 per slot, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 1024)

    var count: Int { strings.count }

    /// The name with ID `id`.
    func string(_ id: Int32) -> String { strings[Int(id)] }

    /// The ID of `name` (interned if new).
    mutating func id(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { id($0) }
    }

    /// The ID of `name` if it is interned.
    func find(_ name: String) -> Int32? {
        var name = name
        return name.withUTF8 { buffer in
            let h = Self.hash(buffer)
            let (found, _) = probe(buffer, h)
            return found >= 0 ? found : nil
        }
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in name { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// The name's ID, or -1 and the empty slot where it would go.
    private func probe(_ name: UnsafeBufferPointer<UInt8>, _ h: UInt32) -> (Int32, Int) {
        let mask = slots.count - 1
        var slot = Int(h ^ (h >> 15)) & mask
        // The probe reads the tables through unsafe buffers: no bounds check per access.
        return slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                while true {
                    let entry = slots[slot]
                    if entry == 0 { return (-1, slot) }
                    let candidate = Int(entry - 1)
                    if hashes[candidate] == h && matches(candidate, name) { return (Int32(candidate), slot) }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    mutating func id(_ name: UnsafeBufferPointer<UInt8>) -> Int32 {
        let h = Self.hash(name)
        let (found, slot) = probe(name, h)
        if found >= 0 { return found }
        // A new name: its bytes, its string (as `SyntaxTree.name` decodes it), its slot.
        let id = Int32(strings.count)
        bytes.append(contentsOf: name)
        starts.append(Int32(bytes.count))
        strings.append(String(decoding: name, as: UTF8.self))
        hashes.append(h)
        slots[slot] = id + 1
        if strings.count * 2 > slots.count { grow() }
        return id
    }

    private func matches(_ candidate: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        internedName(candidate, of: bytes, starts: starts, equals: name)
    }

    private mutating func grow() {
        var newSlots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = newSlots.count - 1
        for (id, h) in hashes.enumerated() {
            var slot = Int(h ^ (h >> 15)) & mask
            while newSlots[slot] != 0 { slot = (slot + 1) & mask }
            newSlots[slot] = Int32(id + 1)
        }
        slots = newSlots
    }
}

/// A memo key made of two integers, hashed without `Hasher` (whose seeding and finalisation cost more than the
/// rest of a lookup for keys this small).
protocol PackedKey {
    var packed: (UInt64, UInt64) { get }
}

/// A per-thread memo table (entries are only added, never removed) keyed by a `PackedKey`: open addressing over
/// a power-of-two slot array with a multiplicative hash.
final class MemoTable<Key: PackedKey, Value> {
    @exclusivity(unchecked) private var keys: [(UInt64, UInt64)] = []
    @exclusivity(unchecked) private var values: [Value] = []
    /// Entry index + 1 per slot, 0 for an empty slot.
    @exclusivity(unchecked) private var slots: [Int32] = Array(repeating: 0, count: 256)

    private static func hash(_ k: (UInt64, UInt64)) -> Int {
        var h = (k.0 &* 0x9E37_79B9_7F4A_7C15) ^ (k.1 &* 0xBF58_476D_1CE4_E5B9)
        h ^= h >> 29
        h = h &* 0x94D0_49BB_1331_11EB
        h ^= h >> 32
        return Int(truncatingIfNeeded: h)
    }

    /// The slot holding `k`, or the empty slot where it would go.
    private func slot(of k: (UInt64, UInt64)) -> Int {
        let mask = slots.count - 1
        var slot = Self.hash(k) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return slot }
            let stored = keys[Int(entry) - 1]
            if stored.0 == k.0 && stored.1 == k.1 { return slot }
            slot = (slot + 1) & mask
        }
    }

    subscript(key: Key) -> Value? {
        get {
            let entry = slots[slot(of: key.packed)]
            return entry == 0 ? nil : values[Int(entry) - 1]
        }
        set {
            guard let newValue else { return }
            let k = key.packed
            let s = slot(of: k)
            if slots[s] != 0 {
                values[Int(slots[s]) - 1] = newValue
                return
            }
            keys.append(k)
            values.append(newValue)
            slots[s] = Int32(keys.count)
            if keys.count * 2 > slots.count { grow() }
        }
    }

    /// Forgets every entry; a table grown large gives its memory back.
    func removeAll() {
        keys.removeAll(keepingCapacity: keys.count <= 1024)
        values.removeAll(keepingCapacity: values.count <= 1024)
        if slots.count <= 2048 {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            slots = Array(repeating: 0, count: 256)
        }
    }

    private func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (i, k) in keys.enumerated() {
            var slot = Self.hash(k) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i + 1)
        }
    }
}

/// Whether interned name `candidate` (its bytes in `bytes` from `starts[candidate]` to `starts[candidate + 1]`)
/// is `name`; shared by `NameTable` and `InternedNames`.
@inline(__always)
private func internedName(_ candidate: Int, of bytes: [UInt8], starts: [Int32], equals name: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[candidate])
    let end = Int(starts[candidate + 1])
    if end - start != name.count { return false }
    guard name.count > 0, let other = name.baseAddress else { return true }
    return bytes.withUnsafeBufferPointer { stored in
        guard let base = stored.baseAddress else { return false }
        return WordwiseBytes(UnsafeRawPointer(base + start), count: name.count).equals(WordwiseBytes(UnsafeRawPointer(other), count: name.count))
    }
}

/// A run of bytes (a name) read as a few 64-bit words that together cover every byte, some of them twice: whole
/// words, then a last word that overlaps the one before; for a shorter run, two overlapping 32-bit halves, or its
/// first, middle and last bytes. Hashing and comparing them takes a step per word instead of per byte (identifiers
/// are short, and the per-byte loops cost more than the table probe). Reads stay within the run.
struct WordwiseBytes {
    let base: UnsafeRawPointer
    let count: Int

    init(_ base: UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
    }

    @inline(__always)
    func forEachWord(_ body: (UInt64) -> Void) {
        let n = count
        if n >= 8 {
            var i = 0
            while i + 8 <= n {
                body(base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            if i < n { body(base.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)) }
        } else if n >= 4 {
            let low = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let high = UInt64(base.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            body(low | high << 32)
        } else if n > 0 {
            let first = UInt64(base.load(fromByteOffset: 0, as: UInt8.self))
            let middle = UInt64(base.load(fromByteOffset: n / 2, as: UInt8.self))
            let last = UInt64(base.load(fromByteOffset: n - 1, as: UInt8.self))
            body(first | middle << 8 | last << 16)
        }
    }

    /// Whether both hold the same bytes; `other` has the same count.
    @inline(__always)
    func equals(_ other: WordwiseBytes) -> Bool {
        let n = count
        if n >= 8 {
            var i = 0
            while i + 8 <= n {
                if base.loadUnaligned(fromByteOffset: i, as: UInt64.self) != other.base.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
                i += 8
            }
            return i == n || base.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == other.base.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        }
        if n >= 4 {
            return base.loadUnaligned(fromByteOffset: 0, as: UInt32.self) == other.base.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
                && base.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self) == other.base.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
        }
        for i in 0..<n where base.load(fromByteOffset: i, as: UInt8.self) != other.base.load(fromByteOffset: i, as: UInt8.self) {
            return false
        }
        return true
    }
}
