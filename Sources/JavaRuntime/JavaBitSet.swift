/// `java.util.BitSet`: 64-bit words as Java keeps them, so `size()`, `toLongArray`, `toByteArray`, `hashCode`
/// and `toString` give Java's values, and bad indexes throw Java's exceptions with its messages. The word array
/// grows as Java's does (to at least twice its length) and `clone` trims it unless a size was asked for.
public final class JavaBitSet: JavaObject, @unchecked Sendable {
    /// Java's `words`: `words.count` is its length (what `size()` reports), the words past `wordsInUse` are 0.
    var words: [UInt64]
    var wordsInUse = 0
    /// Whether `new BitSet(nbits)` chose the length (then `clone` keeps it).
    var sizeIsSticky: Bool

    public init() {
        words = [0]
        sizeIsSticky = false
    }

    /// `new BitSet(nbits)`.
    public init(_ nbits: Int32) throws {
        if nbits < 0 { throw NegativeArraySizeException("nbits < 0: \(nbits)") }
        words = Array(repeating: 0, count: Self.wordIndex(Int(nbits) - 1) + 1)
        sizeIsSticky = true
    }

    init(words: [UInt64]) {
        self.words = words
        sizeIsSticky = false
        recalculateWordsInUse()
    }

    /// `BitSet.valueOf(long[])`: the words up to the last non-zero one.
    public static func valueOf(_ longs: JavaArray<Int64>?) throws -> JavaBitSet? {
        guard let longs else { throw NullPointerException() }
        var n = Int(longs.length)
        while n > 0 && longs.storage[n - 1] == 0 { n -= 1 }
        return JavaBitSet(words: longs.storage[..<n].map { UInt64(bitPattern: $0) })
    }

    /// `BitSet.valueOf(byte[])`: little-endian bytes.
    public static func valueOf(bytes: JavaArray<Int8>?) throws -> JavaBitSet? {
        guard let bytes else { throw NullPointerException() }
        var n = Int(bytes.length)
        while n > 0 && bytes.storage[n - 1] == 0 { n -= 1 }
        var words = [UInt64](repeating: 0, count: (n + 7) / 8)
        for i in 0..<n { words[i / 8] |= UInt64(UInt8(bitPattern: bytes.storage[i])) << (8 * UInt64(i % 8)) }
        return JavaBitSet(words: words)
    }

    static func wordIndex(_ bitIndex: Int) -> Int { bitIndex >> 6 }

    private func recalculateWordsInUse() {
        var i = wordsInUse > 0 ? min(wordsInUse, words.count) : words.count
        while i > 0 && words[i - 1] == 0 { i -= 1 }
        wordsInUse = i
    }

    private func ensureCapacity(_ wordsRequired: Int) {
        if words.count < wordsRequired {
            words += Array(repeating: 0, count: max(2 * words.count, wordsRequired) - words.count)
            sizeIsSticky = false
        }
    }

    private func expand(to wordIndex: Int) {
        let required = wordIndex + 1
        if wordsInUse < required {
            ensureCapacity(required)
            wordsInUse = required
        }
    }

    private static func check(bitIndex: Int32) throws {
        if bitIndex < 0 { throw IndexOutOfBoundsException("bitIndex < 0: \(bitIndex)") }
    }

    private static func check(from: Int32, to: Int32) throws {
        if from < 0 { throw IndexOutOfBoundsException("fromIndex < 0: \(from)") }
        if to < 0 { throw IndexOutOfBoundsException("toIndex < 0: \(to)") }
        if from > to { throw IndexOutOfBoundsException("fromIndex: \(from) > toIndex: \(to)") }
    }

    /// The word masks of bits `from..<to` (`to > from`), first and last word.
    private static func masks(_ from: Int, _ to: Int) -> (first: UInt64, last: UInt64) {
        (~0 << UInt64(from & 63), ~0 >> UInt64((64 - to % 64) % 64))
    }

    // MARK: Single bits

    public func get(_ bitIndex: Int32) throws -> Bool {
        try Self.check(bitIndex: bitIndex)
        let w = Self.wordIndex(Int(bitIndex))
        return w < wordsInUse && words[w] & (1 << UInt64(bitIndex & 63)) != 0
    }

    public func set(_ bitIndex: Int32) throws {
        try Self.check(bitIndex: bitIndex)
        let w = Self.wordIndex(Int(bitIndex))
        expand(to: w)
        words[w] |= 1 << UInt64(bitIndex & 63)
    }

    public func set(_ bitIndex: Int32, _ value: Bool) throws {
        if value { try set(bitIndex) } else { try clear(bitIndex) }
    }

    public func clear(_ bitIndex: Int32) throws {
        try Self.check(bitIndex: bitIndex)
        let w = Self.wordIndex(Int(bitIndex))
        guard w < wordsInUse else { return }
        words[w] &= ~(1 << UInt64(bitIndex & 63))
        recalculateWordsInUse()
    }

    public func flip(_ bitIndex: Int32) throws {
        try Self.check(bitIndex: bitIndex)
        let w = Self.wordIndex(Int(bitIndex))
        expand(to: w)
        words[w] ^= 1 << UInt64(bitIndex & 63)
        recalculateWordsInUse()
    }

    // MARK: Ranges

    /// Applies `change` to each word of bits `from..<to` with the mask of the bits in range.
    private func forEachWord(_ from: Int, _ to: Int, _ change: (inout UInt64, UInt64) -> Void) {
        let startWord = Self.wordIndex(from), endWord = Self.wordIndex(to - 1)
        let (first, last) = Self.masks(from, to)
        if startWord == endWord {
            change(&words[startWord], first & last)
            return
        }
        change(&words[startWord], first)
        for i in (startWord + 1)..<endWord { change(&words[i], ~0) }
        change(&words[endWord], last)
    }

    public func set(_ from: Int32, _ to: Int32) throws {
        try Self.check(from: from, to: to)
        guard from != to else { return }
        expand(to: Self.wordIndex(Int(to) - 1))
        forEachWord(Int(from), Int(to)) { $0 |= $1 }
    }

    public func set(_ from: Int32, _ to: Int32, _ value: Bool) throws {
        if value { try set(from, to) } else { try clear(from, to) }
    }

    public func clear(_ from: Int32, _ to: Int32) throws {
        try Self.check(from: from, to: to)
        guard from != to, Self.wordIndex(Int(from)) < wordsInUse else { return }
        let end = min(Int(to), bitLength())
        guard Int(from) < end else { return }
        forEachWord(Int(from), end) { $0 &= ~$1 }
        recalculateWordsInUse()
    }

    public func flip(_ from: Int32, _ to: Int32) throws {
        try Self.check(from: from, to: to)
        guard from != to else { return }
        expand(to: Self.wordIndex(Int(to) - 1))
        forEachWord(Int(from), Int(to)) { $0 ^= $1 }
        recalculateWordsInUse()
    }

    /// `get(from, to)`: a new set of those bits, shifted down to 0.
    public func get(_ from: Int32, _ to: Int32) throws -> JavaBitSet? {
        try Self.check(from: from, to: to)
        let len = bitLength()
        let to = min(Int(to), len), from = Int(from)
        guard len > from, from < to else { return try JavaBitSet(0) }
        let count = Self.wordIndex(to - from - 1) + 1
        var result = [UInt64](repeating: 0, count: count)
        let shift = UInt64(from & 63)
        var source = Self.wordIndex(from)
        for i in 0..<count {
            let low = words[source] >> shift
            let high = shift != 0 && source + 1 < words.count ? words[source + 1] << (64 - shift) : 0
            result[i] = low | high
            source += 1
        }
        let lastBits = (to - from) % 64
        if lastBits != 0 { result[count - 1] &= ~0 >> UInt64(64 - lastBits) }
        let subset = JavaBitSet(words: result)
        subset.sizeIsSticky = true  // Java makes it with `new BitSet(to - from)`
        return subset
    }

    public func clear() {
        for i in 0..<wordsInUse { words[i] = 0 }
        wordsInUse = 0
    }

    // MARK: Queries

    /// One past the highest set bit.
    public func length() -> Int32 { Int32(bitLength()) }

    func bitLength() -> Int {
        guard wordsInUse > 0 else { return 0 }
        return 64 * (wordsInUse - 1) + (64 - words[wordsInUse - 1].leadingZeroBitCount)
    }

    public func size() -> Int32 { Int32(truncatingIfNeeded: words.count * 64) }
    public func isEmpty() -> Bool { wordsInUse == 0 }
    public func cardinality() -> Int32 { Int32(words[..<wordsInUse].reduce(0) { $0 + $1.nonzeroBitCount }) }

    public func intersects(_ other: JavaBitSet?) throws -> Bool {
        guard let other else { throw NullPointerException() }
        for i in 0..<min(wordsInUse, other.wordsInUse) where words[i] & other.words[i] != 0 { return true }
        return false
    }

    public func nextSetBit(_ from: Int32) throws -> Int32 {
        if from < 0 { throw IndexOutOfBoundsException("fromIndex < 0: \(from)") }
        var u = Self.wordIndex(Int(from))
        guard u < wordsInUse else { return -1 }
        var word = words[u] & (~0 << UInt64(from & 63))
        while true {
            if word != 0 { return Int32(u * 64 + word.trailingZeroBitCount) }
            u += 1
            if u == wordsInUse { return -1 }
            word = words[u]
        }
    }

    public func nextClearBit(_ from: Int32) throws -> Int32 {
        if from < 0 { throw IndexOutOfBoundsException("fromIndex < 0: \(from)") }
        var u = Self.wordIndex(Int(from))
        guard u < wordsInUse else { return from }
        var word = ~words[u] & (~0 << UInt64(from & 63))
        while true {
            if word != 0 { return Int32(truncatingIfNeeded: u * 64 + word.trailingZeroBitCount) }
            u += 1
            if u == wordsInUse { return Int32(truncatingIfNeeded: wordsInUse * 64) }
            word = ~words[u]
        }
    }

    public func previousSetBit(_ from: Int32) throws -> Int32 {
        if from < 0 {
            if from == -1 { return -1 }
            throw IndexOutOfBoundsException("fromIndex < -1: \(from)")
        }
        var u = Self.wordIndex(Int(from))
        if u >= wordsInUse { return Int32(bitLength()) - 1 }
        var word = words[u] & (~0 >> UInt64(63 - (from & 63)))
        while true {
            if word != 0 { return Int32((u + 1) * 64 - 1 - word.leadingZeroBitCount) }
            if u == 0 { return -1 }
            u -= 1
            word = words[u]
        }
    }

    public func previousClearBit(_ from: Int32) throws -> Int32 {
        if from < 0 {
            if from == -1 { return -1 }
            throw IndexOutOfBoundsException("fromIndex < -1: \(from)")
        }
        var u = Self.wordIndex(Int(from))
        if u >= wordsInUse { return from }
        var word = ~words[u] & (~0 >> UInt64(63 - (from & 63)))
        while true {
            if word != 0 { return Int32((u + 1) * 64 - 1 - word.leadingZeroBitCount) }
            if u == 0 { return -1 }
            u -= 1
            word = ~words[u]
        }
    }

    // MARK: Set operations

    public func and(_ other: JavaBitSet?) throws {
        guard let other else { throw NullPointerException() }
        if other === self { return }
        while wordsInUse > other.wordsInUse {
            wordsInUse -= 1
            words[wordsInUse] = 0
        }
        for i in 0..<wordsInUse { words[i] &= other.words[i] }
        recalculateWordsInUse()
    }

    public func or(_ other: JavaBitSet?) throws {
        guard let other else { throw NullPointerException() }
        if other === self { return }
        combine(other) { $0 |= $1 }
    }

    public func xor(_ other: JavaBitSet?) throws {
        guard let other else { throw NullPointerException() }
        combine(other) { $0 ^= $1 }
        recalculateWordsInUse()
    }

    public func andNot(_ other: JavaBitSet?) throws {
        guard let other else { throw NullPointerException() }
        for i in 0..<min(wordsInUse, other.wordsInUse) { words[i] &= ~other.words[i] }
        recalculateWordsInUse()
    }

    /// `or` and `xor`: this set grows to the other's words in use.
    private func combine(_ other: JavaBitSet, _ op: (inout UInt64, UInt64) -> Void) {
        let theirs = other.words[..<other.wordsInUse]
        if wordsInUse < theirs.count {
            ensureCapacity(theirs.count)
            wordsInUse = theirs.count
        }
        for (i, w) in theirs.enumerated() { op(&words[i], w) }
    }

    // MARK: Conversions

    public func toLongArray() -> JavaArray<Int64>? {
        JavaArray(words[..<wordsInUse].map { Int64(bitPattern: $0) })
    }

    public func toByteArray() -> JavaArray<Int8>? {
        var bytes: [Int8] = []
        for w in words[..<wordsInUse] {
            for b in 0..<8 { bytes.append(Int8(truncatingIfNeeded: w >> UInt64(8 * b))) }
        }
        while let last = bytes.last, last == 0 { bytes.removeLast() }
        return JavaArray(bytes)
    }

    /// `stream()`: the indexes of the set bits, in order, read when the stream runs (as Java's are).
    public func stream() -> JavaStream<Int32>? {
        JavaStream.over { [self] in
            var indexes: [Int32] = []
            for (u, w) in words[..<wordsInUse].enumerated() {
                var word = w
                while word != 0 {
                    indexes.append(Int32(u * 64 + word.trailingZeroBitCount))
                    word &= word - 1
                }
            }
            return indexes
        }
    }

    public func clone() -> Any? {
        let copy = JavaBitSet(words: sizeIsSticky ? words : Array(words[..<wordsInUse]))
        copy.sizeIsSticky = sizeIsSticky
        return copy
    }

    // MARK: Object

    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaBitSet else { return false }
        if other === self { return true }
        return wordsInUse == other.wordsInUse && words[..<wordsInUse] == other.words[..<other.wordsInUse]
    }

    public func hashCode() throws -> Int32 {
        var h: Int64 = 1234
        for i in stride(from: wordsInUse - 1, through: 0, by: -1) { h ^= Int64(bitPattern: words[i]) &* Int64(i + 1) }
        return Int32(truncatingIfNeeded: (h >> 32) ^ h)
    }

    public func toString() -> String {
        var parts: [String] = []
        var i = (try? nextSetBit(0)) ?? -1
        while i >= 0 {
            parts.append(String(i))
            i = i == Int32.max ? -1 : ((try? nextSetBit(i + 1)) ?? -1)
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
