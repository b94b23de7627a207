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
    @exclusivity(unchecked) private var hashes: [UInt32] = []
    /// Open addressing: ID + 1 per slot, 0 for an empty slot; the count is a power of two.
    @exclusivity(unchecked) private var slots: [Int32] = Array(repeating: 0, count: 1024)

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
        var h: UInt32 = 2_166_136_261
        for b in name { h = (h ^ UInt32(b)) &* 16_777_619 }
        let mask = slots.count - 1
        var slot = Int(h ^ (h >> 15)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let candidate = Int(entry - 1)
            if hashes[candidate] == h && matches(candidate, name) { return Int32(candidate) }
            slot = (slot + 1) & mask
        }
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
        let start = Int(starts[candidate])
        let end = Int(starts[candidate + 1])
        if end - start != name.count { return false }
        return bytes.withUnsafeBufferPointer { stored in
            var i = 0
            while i < name.count {
                if stored[start + i] != name[i] { return false }
                i += 1
            }
            return true
        }
    }

    private func grow() {
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
