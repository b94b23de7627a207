/// More of `java.lang.String`, `StringBuilder` and `java.util.Objects`, over UTF-16 code units like the
/// rest of the runtime's strings. `CharSequence`, `Iterable` and `Object` parameters arrive as `Any?`.
extension JavaString {
    /// `String.join(delimiter, elements...)`: each element converted as `String.valueOf` does.
    public static func join(_ delimiter: Any?, _ elements: Any?...) throws -> String {
        guard let delimiter = javaFlatten(delimiter) else { throw NullPointerException() }
        return elements.map(javaStringOf).joined(separator: javaStringOf(delimiter))
    }

    /// `String.join(delimiter, Iterable)`.
    public static func join(_ delimiter: Any?, iterable: Any?) throws -> String {
        guard let delimiter = javaFlatten(delimiter), let contents = javaFlatten(iterable) as? JavaContents else { throw NullPointerException() }
        return contents.anyElements.map(javaStringOf).joined(separator: javaStringOf(delimiter))
    }

    /// `String.valueOf(char[], offset, count)` and `copyValueOf`.
    public static func fromChars(_ chars: JavaArray<UInt16>?, _ offset: Int32, _ count: Int32) throws -> String {
        guard let chars else { throw NullPointerException() }
        guard offset >= 0, count >= 0, Int(offset) + Int(count) <= chars.storage.count else {
            throw StringIndexOutOfBoundsException("offset \(offset), count \(count), length \(chars.storage.count)")
        }
        return String.fromUnits(chars.storage[Int(offset)..<Int(offset + count)])
    }

    /// `String.CASE_INSENSITIVE_ORDER`.
    public static var caseInsensitiveOrder: ((String?, String?) throws -> Int32)? {
        { a, b in
            guard let a else { throw NullPointerException() }
            return try a.javaCompareToIgnoreCase(b)
        }
    }
}

extension String {
    /// `strip()`: removes code points for which `Character.isWhitespace` holds (not just ≤ U+0020 like `trim`).
    public func javaStrip() -> String { javaStrip(leading: true, trailing: true) }
    public func javaStripLeading() -> String { javaStrip(leading: true, trailing: false) }
    public func javaStripTrailing() -> String { javaStrip(leading: false, trailing: true) }

    func javaStrip(leading: Bool, trailing: Bool) -> String {
        let units = javaUnits
        var start = 0, end = units.count
        if leading { while start < end && JavaCharacter.isWhitespace(units[start]) { start += 1 } }
        if trailing { while end > start && JavaCharacter.isWhitespace(units[end - 1]) { end -= 1 } }
        return String.fromUnits(units[start..<end])
    }

    public func javaIsBlank() -> Bool { javaUnits.allSatisfy(JavaCharacter.isWhitespace) }

    /// `compareToIgnoreCase`: unit by unit, comparing upper-cased then lower-cased forms, as Java does.
    public func javaCompareToIgnoreCase(_ other: String?) throws -> Int32 {
        guard let other else { throw NullPointerException() }
        let a = javaUnits, b = Array(other.utf16)
        for (x, y) in zip(a, b) where x != y {
            let ux = JavaCharacter.toUpperCase(x), uy = JavaCharacter.toUpperCase(y)
            if ux == uy { continue }
            let lx = JavaCharacter.toLowerCase(ux), ly = JavaCharacter.toLowerCase(uy)
            if lx != ly { return Int32(lx) - Int32(ly) }
        }
        return Int32(a.count) - Int32(b.count)
    }

    /// `lastIndexOf(str, fromIndex)`: the last match starting at or before `fromIndex`.
    public func javaLastIndexOf(_ s: String?, _ from: Int32) throws -> Int32 {
        guard let s else { throw NullPointerException() }
        let hay = javaUnits, needle = Array(s.utf16)
        var i = Swift.min(Int(from), hay.count - needle.count)
        while i >= 0 {
            if hay[i..<(i + needle.count)].elementsEqual(needle) { return Int32(i) }
            i -= 1
        }
        return -1
    }

    public func javaLastIndexOf(char c: UInt16, _ from: Int32) -> Int32 {
        let hay = javaUnits
        var i = Swift.min(Int(from), hay.count - 1)
        while i >= 0 {
            if hay[i] == c { return Int32(i) }
            i -= 1
        }
        return -1
    }

    /// `codePointAt(i)`: a surrogate pair at `i` is one code point.
    public func javaCodePointAt(_ i: Int32) throws -> Int32 {
        let units = javaUnits
        guard i >= 0, Int(i) < units.count else { throw StringIndexOutOfBoundsException("index \(i), length \(units.count)") }
        let high = units[Int(i)]
        if UTF16.isLeadSurrogate(high), Int(i) + 1 < units.count, UTF16.isTrailSurrogate(units[Int(i) + 1]) {
            return 0x10000 + (Int32(high) - 0xD800) << 10 + (Int32(units[Int(i) + 1]) - 0xDC00)
        }
        return Int32(high)
    }

    /// `codePointCount(begin, end)`: unpaired surrogates count as one code point each.
    public func javaCodePointCount(_ begin: Int32, _ end: Int32) throws -> Int32 {
        let units = javaUnits
        guard begin >= 0, begin <= end, Int(end) <= units.count else { throw IndexOutOfBoundsException() }
        var n: Int32 = 0, i = Int(begin)
        while i < Int(end) {
            if UTF16.isLeadSurrogate(units[i]), i + 1 < Int(end), UTF16.isTrailSurrogate(units[i + 1]) { i += 1 }
            i += 1
            n += 1
        }
        return n
    }

    /// `regionMatches([ignoreCase,] toffset, other, ooffset, len)`: out-of-range regions do not match; ignoring
    /// case compares units as `equalsIgnoreCase` does.
    public func javaRegionMatches(_ ignoreCase: Bool, _ toffset: Int32, _ other: String?, _ ooffset: Int32, _ len: Int32) throws -> Bool {
        guard let other else { throw NullPointerException() }
        let a = javaUnits, b = Array(other.utf16)
        guard ooffset >= 0, toffset >= 0, Int64(toffset) <= Int64(a.count) - Int64(len), Int64(ooffset) <= Int64(b.count) - Int64(len) else { return false }
        for i in 0..<Int(Swift.max(len, 0)) {
            let x = a[Int(toffset) + i], y = b[Int(ooffset) + i]
            if x == y { continue }
            guard ignoreCase else { return false }
            let ux = JavaCharacter.toUpperCase(x), uy = JavaCharacter.toUpperCase(y)
            if ux != uy && JavaCharacter.toLowerCase(ux) != JavaCharacter.toLowerCase(uy) { return false }
        }
        return true
    }

    /// `startsWith(prefix, offset)`.
    public func javaStartsWith(_ prefix: String?, _ offset: Int32) throws -> Bool {
        guard let prefix else { throw NullPointerException() }
        let units = javaUnits, p = Array(prefix.utf16)
        guard offset >= 0, Int(offset) + p.count <= units.count else { return false }
        return units[Int(offset)..<(Int(offset) + p.count)].elementsEqual(p)
    }
}

extension StringBuilder {
    func checkRange(_ start: Int32, _ end: Int32) throws {
        guard start >= 0, start <= end, Int(end) <= units.count else {
            throw StringIndexOutOfBoundsException("start \(start), end \(end), length \(units.count)")
        }
    }

    // The methods below return `StringBuilder?`: the translation reads a Java `StringBuilder` result as
    // the optional reference it is (`sb.insert(…).insert(…)` unwraps each step).

    /// `insert(offset, x)` for any argument type: `x` as `String.valueOf` converts it.
    @discardableResult public func insert(_ offset: Int32, char c: UInt16) throws -> StringBuilder? { try insert(offset, JavaString.valueOf(char: c)) }
    @discardableResult public func insert(_ offset: Int32, value: Any?) throws -> StringBuilder? { try insert(offset, javaStringOf(value)) }

    /// `delete(start, end)`: `end` past the length means the length.
    @discardableResult public func delete(_ start: Int32, _ end: Int32) throws -> StringBuilder? {
        let end = Swift.min(end, Int32(units.count))
        try checkRange(start, end)
        units.removeSubrange(Int(start)..<Int(end))
        return self
    }

    /// `replace(start, end, str)`: `end` past the length means the length.
    @discardableResult public func replace(_ start: Int32, _ end: Int32, _ s: String?) throws -> StringBuilder? {
        guard let s else { throw NullPointerException() }
        let end = Swift.min(end, Int32(units.count))
        try checkRange(start, end)
        units.replaceSubrange(Int(start)..<Int(end), with: s.utf16)
        return self
    }

    public func substring(_ start: Int32) throws -> String { try substring(start, Int32(units.count)) }

    public func substring(_ start: Int32, _ end: Int32) throws -> String {
        try checkRange(start, end)
        return String.fromUnits(units[Int(start)..<Int(end)])
    }

    public func indexOf(_ s: String?, _ from: Int32 = 0) throws -> Int32 {
        guard let s else { throw NullPointerException() }
        return toString().javaIndexOf(s, from)
    }

    public func lastIndexOf(_ s: String?) throws -> Int32 {
        guard let s else { throw NullPointerException() }
        return try toString().javaLastIndexOf(s, Int32(units.count))
    }

    public func lastIndexOf(_ s: String?, _ from: Int32) throws -> Int32 {
        guard let s else { throw NullPointerException() }
        return try toString().javaLastIndexOf(s, from)
    }
}

/// `java.util.Objects`.
public enum JavaObjects {
    /// `Objects.hash(values...)`: `Arrays.hashCode` of the values, 31 * h + hash(v) from 1.
    public static func hash(_ values: Any?...) throws -> Int32 {
        var h: Int32 = 1
        for v in values { h = h &* 31 &+ (try javaHashCode(v)) }
        return h
    }

    public static func toString(_ o: Any?, _ nullDefault: String?) -> String? {
        javaFlatten(o) == nil ? nullDefault : javaStringOf(o)
    }

    public static func requireNonNull<T>(_ o: T, _ message: String? = nil) throws -> T {
        if javaFlatten(o) == nil { throw NullPointerException(message) }
        return o
    }

    /// A bare `null` argument (no type for `T`).
    public static func requireNonNull(_ o: Any?, _ message: String? = nil) throws -> Any? {
        if javaFlatten(o) == nil { throw NullPointerException(message) }
        return o
    }

    public static func requireNonNullElse(_ o: Any?, _ fallback: Any?) throws -> Any? {
        if javaFlatten(o) != nil { return o }
        return try requireNonNull(fallback, "defaultObj")
    }

    public static func requireNonNullElse<T>(_ o: T, _ fallback: T) throws -> T {
        if javaFlatten(o) != nil { return o }
        return try requireNonNull(fallback, "defaultObj")
    }

    public static func isNull(_ o: Any?) -> Bool { javaFlatten(o) == nil }
}
