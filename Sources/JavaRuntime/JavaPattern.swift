import Foundation

/// `java.util.regex.Pattern`: Java's syntax is parsed and rewritten for ICU (`JavaRegexSyntax.swift`), and
/// the result compiled once with Foundation's `NSRegularExpression`. Immutable, so a pattern can be shared
/// between threads as in Java.
public final class JavaPattern: JavaObject, @unchecked Sendable {
    public static let UNIX_LINES = JavaRegexFlag.unixLines
    public static let CASE_INSENSITIVE = JavaRegexFlag.caseInsensitive
    public static let COMMENTS = JavaRegexFlag.comments
    public static let MULTILINE = JavaRegexFlag.multiline
    public static let LITERAL = JavaRegexFlag.literal
    public static let DOTALL = JavaRegexFlag.dotall
    public static let UNICODE_CASE = JavaRegexFlag.unicodeCase
    public static let CANON_EQ = JavaRegexFlag.canonEq
    public static let UNICODE_CHARACTER_CLASS = JavaRegexFlag.unicodeCharacterClass

    let source: String
    let flagBits: Int32
    let translation: JavaRegexTranslation
    /// For `find` and `lookingAt`.
    let regex: NSRegularExpression
    /// For `matches`: the pattern followed by `\z` (anchored at the start when used), so backtracking
    /// looks for a match of the whole region as Java's `matches` does. Compiled on first use.
    private let wholeRegexLock = NSLock()
    private var wholeRegexStorage: NSRegularExpression?

    init(_ source: String, _ flags: Int32) throws {
        guard flags & ~JavaRegexFlag.all == 0 else {
            throw IllegalArgumentException("Unknown flag 0x" + String(UInt32(bitPattern: flags), radix: 16))
        }
        // UNICODE_CHARACTER_CLASS implies UNICODE_CASE, and flags() reports both (as Java's constructor does).
        flagBits = flags & JavaRegexFlag.unicodeCharacterClass != 0 ? flags | JavaRegexFlag.unicodeCase : flags
        self.source = source
        translation = try JavaRegexParser.translate(source, flags: flagBits)
        regex = try Self.icuRegex(translation.icuPattern, javaPattern: source)
    }

    static func icuRegex(_ icuPattern: String, javaPattern: String) throws -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: icuPattern)
        } catch {
            // Java accepted the pattern, so this is a limit of the translation, not a syntax error.
            throw UnsupportedOperationException("the regular expression \"\(javaPattern)\" uses a construct ICU cannot compile (translated as \(icuPattern))")
        }
    }

    var wholeRegex: NSRegularExpression {
        get throws {
            wholeRegexLock.lock()
            defer { wholeRegexLock.unlock() }
            if let wholeRegexStorage { return wholeRegexStorage }
            let compiled = try Self.icuRegex("(?:\(translation.icuPattern))\\z", javaPattern: source)
            wholeRegexStorage = compiled
            return compiled
        }
    }

    var groupCount: Int { translation.groupCount }

    // MARK: Java API

    public static func compile(_ regex: String?) throws -> JavaPattern? {
        try compile(regex, 0)
    }

    public static func compile(_ regex: String?, _ flags: Int32) throws -> JavaPattern? {
        guard let regex else { throw NullPointerException() }
        return try JavaPattern(regex, flags)
    }

    public func pattern() -> String? { source }
    public func flags() -> Int32 { flagBits }
    public func toString() -> String { source }

    public func matcher(_ input: Any?) throws -> JavaMatcher? {
        JavaMatcher(self, try Self.charSequence(input))
    }

    /// `Pattern.matches(regex, input)`.
    public static func matches(_ regex: String?, _ input: Any?) throws -> Bool {
        guard let pattern = try compile(regex) else { throw NullPointerException() }
        return try JavaMatcher(pattern, try charSequence(input)).matches()
    }

    /// `Pattern.quote`: `\Q…\E`, with each `\E` inside closed, escaped and reopened.
    public static func quote(_ s: String?) throws -> String? {
        guard let s else { throw NullPointerException() }
        guard s.contains("\\E") else { return "\\Q" + s + "\\E" }
        return "\\Q" + s.replacingOccurrences(of: "\\E", with: "\\E\\\\E\\Q") + "\\E"
    }

    public func split(_ input: Any?) throws -> JavaArray<String?>? { try split(input, 0) }

    /// `Pattern.split`: a zero-width match at the start gives no leading empty string; limit > 0 caps the
    /// number of parts (the last holds the rest), limit == 0 drops trailing empty strings, limit < 0 keeps them.
    public func split(_ input: Any?, _ limit: Int32) throws -> JavaArray<String?>? {
        let text = try Self.charSequence(input)
        let units = Array(text.utf16)
        let matcher = JavaMatcher(self, text)
        var parts: [String] = []
        var index = 0
        let limited = limit > 0
        while try matcher.find() {
            if !limited || parts.count < Int(limit) - 1 {
                if index == 0 && matcher.first == 0 && matcher.first == matcher.last { continue }
                parts.append(String.fromUnits(units[index..<matcher.first]))
                index = matcher.last
            } else if parts.count == Int(limit) - 1 {
                parts.append(String.fromUnits(units[index...]))
                index = matcher.last
            }
        }
        if index == 0 { return JavaArray([text]) }
        if !limited || parts.count < Int(limit) { parts.append(String.fromUnits(units[index...])) }
        if limit == 0 {
            while let last = parts.last, last.isEmpty { parts.removeLast() }
        }
        return JavaArray(parts.map { Optional($0) })
    }

    /// `splitAsStream`: the parts of `split(input)`, computed when the pipeline runs.
    public func splitAsStream(_ input: Any?) throws -> JavaStream<String?>? {
        let text = try Self.charSequence(input)
        var parts: [String?]? = nil
        var position = 0
        return JavaStream(exactSize: nil) {
            let all = try parts ?? (self.split(text, 0)?.storage ?? [])
            parts = all
            guard position < all.count else { return nil }
            position += 1
            return .some(all[position - 1])
        }
    }

    /// `asPredicate()`: whether the pattern is found in the string.
    public func asPredicate() -> ((String?) throws -> Bool)? {
        { s in try JavaMatcher(self, try Self.charSequence(s)).find() }
    }

    /// `asMatchPredicate()`: whether the pattern matches the whole string.
    public func asMatchPredicate() -> ((String?) throws -> Bool)? {
        { s in try JavaMatcher(self, try Self.charSequence(s)).matches() }
    }

    /// A `CharSequence` argument (a string or a `StringBuilder`, as `Any?`); null is Java's NullPointerException.
    static func charSequence(_ value: Any?) throws -> String {
        guard let value = javaFlatten(value) else { throw NullPointerException() }
        return javaStringOf(value)
    }
}

/// What the pattern parser asks of ICU.
enum JavaRegexEngine {
    static func isValidICUPattern(_ pattern: String) -> Bool { (try? NSRegularExpression(pattern: pattern)) != nil }
}

// MARK: String's regular-expression methods

extension String {
    /// `split(regex)` and `split(regex, limit)`. Like Java, a one-character separator that is not a regex
    /// metacharacter (or an escaped non-alphanumeric character such as `\\.`) splits without a regex.
    public func javaSplit(_ regex: String?, _ limit: Int32 = 0) throws -> JavaArray<String?> {
        guard let regex else { throw NullPointerException() }
        if let separator = Self.literalSplitSeparator(regex) { return javaSplit(unit: separator, limit) }
        return try JavaPattern(regex, 0).split(self, limit) ?? JavaArray([])
    }

    /// The separator of Java's `String.split` fast path, if `regex` qualifies for it.
    static func literalSplitSeparator(_ regex: String) -> UInt16? {
        let units = Array(regex.utf16)
        let candidate: UInt16
        if units.count == 1, !Array(".$|()[{^?*+\\".utf16).contains(units[0]) {
            candidate = units[0]
        } else if units.count == 2, units[0] == 0x5C, !(0x30...0x39).contains(units[1]), !(0x61...0x7A).contains(units[1]), !(0x41...0x5A).contains(units[1]) {
            candidate = units[1]
        } else {
            return nil
        }
        return UTF16.isLeadSurrogate(candidate) || UTF16.isTrailSurrogate(candidate) ? nil : candidate
    }

    /// Java's fast path: the same parts as the regex path, found with `indexOf`.
    func javaSplit(unit separator: UInt16, _ limit: Int32) -> JavaArray<String?> {
        let units = javaUnits
        var parts: [String] = []
        var offset = 0
        let limited = limit > 0
        while let next = units[offset...].firstIndex(of: separator) {
            if !limited || parts.count < Int(limit) - 1 {
                parts.append(String.fromUnits(units[offset..<next]))
                offset = next + 1
            } else {
                parts.append(String.fromUnits(units[offset...]))
                offset = units.count
                break
            }
        }
        if offset == 0 { return JavaArray([self]) }
        if !limited || parts.count < Int(limit) { parts.append(String.fromUnits(units[offset...])) }
        if limit == 0 {
            while let last = parts.last, last.isEmpty { parts.removeLast() }
        }
        return JavaArray(parts.map { Optional($0) })
    }

    /// `matches(regex)`: the whole string.
    public func javaMatches(_ regex: String?) throws -> Bool {
        try JavaPattern.matches(regex, self)
    }

    public func javaReplaceAll(_ regex: String?, _ replacement: String?) throws -> String {
        guard let regex else { throw NullPointerException() }
        return try JavaMatcher(try JavaPattern(regex, 0), self).replaceAll(replacement) ?? self
    }

    public func javaReplaceFirst(_ regex: String?, _ replacement: String?) throws -> String {
        guard let regex else { throw NullPointerException() }
        return try JavaMatcher(try JavaPattern(regex, 0), self).replaceFirst(replacement) ?? self
    }
}
