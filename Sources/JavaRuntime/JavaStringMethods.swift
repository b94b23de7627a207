/// `java.lang.String` methods with Java's semantics: indices and lengths count UTF-16 code units, and
/// comparisons are by code unit (Swift's String compares by canonical equivalence).
extension String {
    var javaUnits: [UInt16] { Array(utf16) }

    static func fromUnits<S: Sequence>(_ units: S) -> String where S.Element == UInt16 { String(decoding: Array(units), as: UTF16.self) }

    public func javaSubstring(_ begin: Int32) throws -> String {
        try javaSubstring(begin, javaLength)
    }

    public func javaSubstring(_ begin: Int32, _ end: Int32) throws -> String {
        let units = javaUnits
        guard begin >= 0, end <= units.count, begin <= end else {
            throw StringIndexOutOfBoundsException("begin \(begin), end \(end), length \(units.count)")
        }
        return String.fromUnits(units[Int(begin)..<Int(end)])
    }

    public func javaIndexOf(_ s: String?, _ from: Int32 = 0) -> Int32 {
        let hay = javaUnits, needle = Array(javaNonNullArgument(s, "indexOf").utf16)
        var i = max(0, Int(from))
        if needle.isEmpty { return Int32(min(i, hay.count)) }
        while i + needle.count <= hay.count {
            if hay[i] == needle[0] && Array(hay[i..<(i + needle.count)]) == needle { return Int32(i) }
            i += 1
        }
        return -1
    }

    public func javaIndexOf(char c: UInt16, _ from: Int32 = 0) -> Int32 {
        let hay = javaUnits
        var i = max(0, Int(from))
        while i < hay.count {
            if hay[i] == c { return Int32(i) }
            i += 1
        }
        return -1
    }

    public func javaLastIndexOf(char c: UInt16) -> Int32 {
        javaUnits.lastIndex(of: c).map { Int32($0) } ?? -1
    }

    public func javaLastIndexOf(_ s: String?) -> Int32 {
        let hay = javaUnits, needle = Array(javaNonNullArgument(s, "lastIndexOf").utf16)
        var i = hay.count - needle.count
        while i >= 0 {
            if Array(hay[i..<(i + needle.count)]) == needle { return Int32(i) }
            i -= 1
        }
        return -1
    }

    public func javaContains(_ s: String?) -> Bool { javaIndexOf(s) >= 0 }

    /// `contains(CharSequence)` given any CharSequence (a method reference's argument): its text.
    public func javaContains(charSequence cs: Any?) -> Bool {
        guard let value = javaFlatten(cs) else { fatalError("NullPointerException: contains(null)") }
        return javaContains(javaStringOf(value))
    }

    public func javaStartsWith(_ s: String?) -> Bool { javaUnits.starts(with: javaNonNullArgument(s, "startsWith").utf16) }

    public func javaEndsWith(_ s: String?) -> Bool {
        let suffix = Array(javaNonNullArgument(s, "endsWith").utf16)
        let units = javaUnits
        return units.count >= suffix.count && Array(units[(units.count - suffix.count)...]) == suffix
    }

    /// Java's `trim`: removes code units up to U+0020 at both ends (not Unicode white space).
    public func javaTrim() -> String {
        let units = javaUnits
        var start = 0, end = units.count
        while start < end && units[start] <= 32 { start += 1 }
        while end > start && units[end - 1] <= 32 { end -= 1 }
        return String.fromUnits(units[start..<end])
    }

    public func javaReplace(char old: UInt16, _ new: UInt16) -> String {
        String.fromUnits(javaUnits.map { $0 == old ? new : $0 })
    }

    /// `replace(CharSequence, CharSequence)` with other sequences than strings (a StringBuilder), or through a
    /// method reference: each read as its `toString()`; null throws as in Java.
    public func javaReplace(sequence target: Any?, _ replacement: Any?) throws -> String {
        guard let t = javaFlatten(target), let r = javaFlatten(replacement) else { throw NullPointerException() }
        return javaReplace(javaStringOf(t), javaStringOf(r))
    }

    public func javaReplace(_ target: String?, _ replacement: String?) -> String {
        let t = Array(javaNonNullArgument(target, "replace").utf16), r = Array(javaNonNullArgument(replacement, "replace").utf16)
        let units = javaUnits
        var out: [UInt16] = []
        var i = 0
        if t.isEmpty {
            // Java inserts the replacement before every unit and at the end.
            for u in units { out += r; out.append(u) }
            return String.fromUnits(out + r)
        }
        while i < units.count {
            if i + t.count <= units.count && Array(units[i..<(i + t.count)]) == t {
                out += r
                i += t.count
            } else {
                out.append(units[i])
                i += 1
            }
        }
        return String.fromUnits(out)
    }

    public func javaToCharArray() -> JavaArray<UInt16> { JavaArray(javaUnits) }

    /// Lexicographic by UTF-16 code unit, as Java's `compareTo`.
    public func javaCompareTo(_ other: String?) -> Int32 {
        guard let other else { fatalError("NullPointerException: compareTo(null)") }
        let a = javaUnits, b = Array(other.utf16)
        for (x, y) in zip(a, b) where x != y { return Int32(x) - Int32(y) }
        return Int32(a.count) - Int32(b.count)
    }

    public func javaEqualsIgnoreCase(_ other: String?) -> Bool {
        guard let other else { return false }
        let a = javaUnits, b = Array(other.utf16)
        guard a.count == b.count else { return false }
        // Java's regionMatches(ignoreCase): equal units, equal upper cases, or equal lower cases of those.
        return zip(a, b).allSatisfy { x, y in
            let ux = JavaCharacter.toUpperCase(x), uy = JavaCharacter.toUpperCase(y)
            return x == y || ux == uy || JavaCharacter.toLowerCase(ux) == JavaCharacter.toLowerCase(uy)
        }
    }

    /// Java's `hashCode`: s[0]*31^(n-1) + … + s[n-1], with int overflow.
    public func javaHashCode() -> Int32 {
        var h: Int32 = 0
        for u in utf16 { h = h &* 31 &+ Int32(u) }
        return h
    }

    /// Locale-independent case mapping (Java with `Locale.ROOT`; the default locale of a test JVM is English).
    public func javaToUpperCase() -> String { uppercased() }
    public func javaToLowerCase() -> String { lowercased() }

    public func javaConcat(_ other: String?) -> String {
        guard let other else { fatalError("NullPointerException: concat(null)") }
        return self + other
    }

    public func javaRepeat(_ count: Int32) throws -> String {
        guard count >= 0 else { throw IllegalArgumentException("count is negative: \(count)") }
        return String(repeating: self, count: Int(count))
    }
}

extension JavaString {
    /// `new String(char[])` and `String.valueOf(char[])`.
    public static func fromChars(_ chars: JavaArray<UInt16>?) -> String {
        guard let chars else { fatalError("NullPointerException: String(null)") }
        return String.fromUnits(chars.storage)
    }
}

/// A String argument Java dereferences (`s.indexOf(null)`, `startsWith(null)`…): null stops the program as Java's
/// uncaught NullPointerException does (these methods cannot throw in Swift), never reads as "".
@usableFromInline func javaNonNullArgument(_ s: String?, _ method: String) -> String {
    guard let s else { fatalError("NullPointerException: \(method)(null)") }
    return s
}
