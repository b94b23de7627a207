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

    /// `Objects.requireNonNull(obj, messageSupplier)`: the message is made only when it is needed.
    public static func requireNonNull<T>(_ o: T, messageSupplier: (() throws -> String?)?) throws -> T {
        if javaFlatten(o) == nil { throw NullPointerException(try messageSupplier?()) }
        return o
    }

    public static func requireNonNullElseGet<T>(_ o: T, _ supplier: (() throws -> T)?) throws -> T {
        if javaFlatten(o) != nil { return o }
        guard let supplier else { throw NullPointerException("supplier") }
        return try requireNonNull(supplier(), "supplier.get()")
    }

    /// `Objects.deepEquals(a, b)`: arrays by their contents (`Arrays.deepEquals0`), anything else by `equals`.
    public static func deepEquals(_ a: Any?, _ b: Any?) throws -> Bool {
        let x = javaFlatten(a), y = javaFlatten(b)
        guard let x, let y else { return x == nil && y == nil }
        if let p = x as? any JavaArrayContents, let q = y as? any JavaArrayContents,
           p.holdsReferences && q.holdsReferences || p.elementType == q.elementType {
            return try JavaArrays.deepEqual(p, q)
        }
        return try javaEquals(x, y)
    }

    /// `Objects.compare(a, b, c)`: 0 for the same reference (or two nulls) without calling the comparator.
    public static func compare<T>(_ a: T, _ b: T, _ comparator: ((T, T) throws -> Int32)?) throws -> Int32 {
        let x = javaFlatten(a), y = javaFlatten(b)
        if x == nil && y == nil { return 0 }
        if let x, let y, type(of: x) is AnyClass, (x as AnyObject) === (y as AnyObject) { return 0 }
        guard let comparator else { throw NullPointerException() }
        return try comparator(a, b)
    }

    /// `Objects.checkIndex(index, length)`.
    public static func checkIndex(_ index: Int32, _ length: Int32) throws -> Int32 {
        guard index >= 0, index < length else { throw IndexOutOfBoundsException("Index \(index) out of bounds for length \(length)") }
        return index
    }
}

extension JavaString {
    /// `String.join(delimiter, array)`: an array passed where the varargs are (`$varargs`).
    public static func join<Element>(_ delimiter: Any?, arguments: JavaArray<Element>?) throws -> String {
        guard let delimiter = javaFlatten(delimiter), let arguments else { throw NullPointerException() }
        return arguments.storage.map { javaStringOf($0) }.joined(separator: javaStringOf(delimiter))
    }

    /// `new String(char[] value, int offset, int count)`: like `valueOf(char[], int, int)`.
    public static func fromChars(value chars: JavaArray<UInt16>?, _ offset: Int32, _ count: Int32) throws -> String {
        try fromChars(chars, offset, count)
    }

    /// `new String(int[] codePoints, int offset, int count)`.
    public static func fromCodePoints(_ codePoints: JavaArray<Int32>?, _ offset: Int32, _ count: Int32) throws -> String {
        guard let codePoints else { throw NullPointerException() }
        guard offset >= 0, count >= 0, Int(offset) + Int(count) <= codePoints.storage.count else {
            throw StringIndexOutOfBoundsException("offset \(offset), count \(count), length \(codePoints.storage.count)")
        }
        var units: [UInt16] = []
        for c in codePoints.storage[Int(offset)..<Int(offset + count)] { units += try JavaCharacter.toChars(c)!.storage }
        return String.fromUnits(units)
    }

    /// `CharSequence.isEmpty()` on any char sequence (a `String` or a `StringBuilder`).
    public static func isEmpty(_ s: Any?) -> Bool { javaStringOf(s).isEmpty }
}

extension String {
    /// `codePoints()`: surrogate pairs as one code point, unpaired surrogates as themselves.
    public func javaCodePoints() -> JavaStream<Int32> {
        let units = javaUnits
        return JavaStream<Int32>.over { JavaString.codePoints(units) }
    }

    /// `offsetByCodePoints(index, codePointOffset)`.
    public func javaOffsetByCodePoints(_ index: Int32, _ offset: Int32) throws -> Int32 {
        let units = javaUnits
        guard index >= 0, Int(index) <= units.count else { throw IndexOutOfBoundsException() }
        var i = Int(index)
        if offset >= 0 {
            for _ in 0..<offset {
                guard i < units.count else { throw IndexOutOfBoundsException() }
                i += UTF16.isLeadSurrogate(units[i]) && i + 1 < units.count && UTF16.isTrailSurrogate(units[i + 1]) ? 2 : 1
            }
        } else {
            for _ in 0..<(-Int(offset)) {
                guard i > 0 else { throw IndexOutOfBoundsException() }
                i -= UTF16.isTrailSurrogate(units[i - 1]) && i - 2 >= 0 && UTF16.isLeadSurrogate(units[i - 2]) ? 2 : 1
            }
        }
        return Int32(i)
    }

    /// `getChars(srcBegin, srcEnd, dst, dstBegin)`, with Java's bounds checks and messages.
    public func javaGetChars(_ begin: Int32, _ end: Int32, _ dst: JavaArray<UInt16>?, _ dstBegin: Int32) throws {
        let units = javaUnits
        guard begin >= 0, begin <= end, Int(end) <= units.count else {
            throw StringIndexOutOfBoundsException("begin \(begin), end \(end), length \(units.count)")
        }
        guard let dst else { throw NullPointerException() }
        let count = Int(end - begin)
        guard dstBegin >= 0, Int(dstBegin) + count <= dst.storage.count else {
            throw StringIndexOutOfBoundsException("offset \(dstBegin), count \(count), length \(dst.storage.count)")
        }
        for k in 0..<count { dst.storage[Int(dstBegin) + k] = units[Int(begin) + k] }
    }

    /// `lines()`: split at `\n`, `\r` and `\r\n`; a final terminator does not start another line.
    public func javaLines() -> JavaStream<String?> {
        let lines = javaLineList()
        return JavaStream<String?>.over { lines }
    }

    func javaLineList() -> [String?] {
        let units = javaUnits
        var lines: [String?] = []
        var start = 0, i = 0
        while i < units.count {
            let u = units[i]
            if u == 10 || u == 13 {
                lines.append(String.fromUnits(units[start..<i]))
                i += (u == 13 && i + 1 < units.count && units[i + 1] == 10) ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        if start < units.count { lines.append(String.fromUnits(units[start..<units.count])) }
        return lines
    }

    /// The index of the first unit that is not `Character.isWhitespace` (the length when there is none).
    static func indexOfNonWhitespace(_ units: [UInt16]) -> Int {
        units.firstIndex { !JavaCharacter.isWhitespace($0) } ?? units.count
    }

    /// `indent(n)`: each line shifted by `n` spaces (negative: up to `-n` leading white space removed),
    /// every line then ending with `\n`.
    public func javaIndent(_ n: Int32) -> String {
        if isEmpty { return "" }
        let lines = javaLineList().map { line -> String in
            let line = line ?? ""
            if n > 0 { return String(repeating: " ", count: Int(n)) + line }
            if n == Int32.min { return line.javaStripLeading() }
            if n < 0 {
                let units = Array(line.utf16)
                return String.fromUnits(units[Swift.min(Int(-n), String.indexOfNonWhitespace(units))...])
            }
            return line
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `stripIndent()`: the incidental white space of a text block removed, as Java computes it.
    public func javaStripIndent() -> String {
        let units = javaUnits
        guard let last = units.last else { return "" }
        let optOut = last == 10 || last == 13
        let lines = javaLineList().map { Array(($0 ?? "").utf16) }
        var outdent = Int.max
        if !optOut {
            for line in lines {
                let leading = String.indexOfNonWhitespace(line)
                if leading != line.count { outdent = Swift.min(outdent, leading) }
            }
            if let lastLine = lines.last, lastLine.allSatisfy(JavaCharacter.isWhitespace) { outdent = Swift.min(outdent, lastLine.count) }
        } else {
            outdent = 0
        }
        let stripped = lines.map { line -> String in
            let first = String.indexOfNonWhitespace(line)
            guard let lastNonWhite = line.lastIndex(where: { !JavaCharacter.isWhitespace($0) }), first <= lastNonWhite else { return "" }
            return String.fromUnits(line[Swift.min(outdent, first)...lastNonWhite])
        }
        return stripped.joined(separator: "\n") + (optOut ? "\n" : "")
    }

    /// `contentEquals(CharSequence)`: the same UTF-16 units as the sequence's `toString()`.
    public func javaContentEquals(_ cs: Any?) throws -> Bool {
        guard let cs = javaFlatten(cs) else { throw NullPointerException() }
        return javaUnits == Array(javaStringOf(cs).utf16)
    }
}

extension JavaString {
    static func codePoints(_ units: [UInt16]) -> [Int32] {
        var out: [Int32] = []
        var i = 0
        while i < units.count {
            if UTF16.isLeadSurrogate(units[i]), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                out.append(JavaCharacter.toCodePoint(units[i], units[i + 1]))
                i += 2
            } else {
                out.append(Int32(units[i]))
                i += 1
            }
        }
        return out
    }
}

extension StringBuilder {
    /// `appendCodePoint(cp)`.
    @discardableResult public func appendCodePoint(_ c: Int32) throws -> StringBuilder? {
        units += try JavaCharacter.toChars(c)!.storage
        return self
    }

    /// `append(CharSequence, start, end)`: a null sequence appends part of `"null"`.
    @discardableResult public func append(_ s: Any?, _ start: Int32, _ end: Int32) throws -> StringBuilder? {
        let source = Array(javaStringOf(s).utf16)
        guard start >= 0, start <= end, Int(end) <= source.count else {
            throw IndexOutOfBoundsException("start \(start), end \(end), length \(source.count)")
        }
        units += source[Int(start)..<Int(end)]
        return self
    }

    /// `append(char[] str, int offset, int len)`.
    @discardableResult public func append(chars: JavaArray<UInt16>?, _ offset: Int32, _ len: Int32) throws -> StringBuilder? {
        guard let chars else { throw NullPointerException() }
        let end = Int64(offset) + Int64(len)
        guard offset >= 0, len >= 0, end <= Int64(chars.storage.count) else {
            throw IndexOutOfBoundsException("start \(offset), end \(end), length \(chars.storage.count)")
        }
        units += chars.storage[Int(offset)..<Int(end)]
        return self
    }

    /// `compareTo(StringBuilder)`: lexicographic over the UTF-16 units, like `String.compareTo`.
    public func compareTo(_ other: StringBuilder?) throws -> Int32 {
        guard let other else { throw NullPointerException() }
        for (a, b) in zip(units, other.units) where a != b { return Int32(a) - Int32(b) }
        return Int32(units.count) - Int32(other.units.count)
    }

    /// `subSequence(start, end)`: `substring(start, end)`.
    public func subSequence(_ start: Int32, _ end: Int32) throws -> String? { try substring(start, end) }

    /// `chars()` and `codePoints()` over the units at the time of the call.
    public func chars() -> JavaStream<Int32>? { let u = units; return JavaStream<Int32>.over { u.map { Int32($0) } } }
    public func codePoints() -> JavaStream<Int32>? { let u = units; return JavaStream<Int32>.over { JavaString.codePoints(u) } }
}
