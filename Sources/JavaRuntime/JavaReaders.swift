#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `java.io.InputStream` as console programs use it: `System.in`, read byte by byte. Other sources (files,
/// sockets) are not translated (J2S-IO-001).
open class JavaInputStream: JavaObject, JavaAutoCloseable, @unchecked Sendable {
    /// The next byte (0…255), or -1 at the end of the stream.
    open func read() throws -> Int32 { -1 }
    open func close() {}
}

/// Standard input, read in blocks as it arrives (an interactive program sees each line when it is typed).
final class StandardInputStream: JavaInputStream, @unchecked Sendable {
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false

    override func read() throws -> Int32 {
        if start == end {
            if atEnd { return -1 }
            let n = buffer.withUnsafeMutableBytes { readStandardInput($0) }
            if n <= 0 { atEnd = true; return -1 }
            start = 0
            end = n
        }
        defer { start += 1 }
        return Int32(buffer[start])
    }
}

private func readStandardInput(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(0, buffer.baseAddress, buffer.count)
}

/// `java.io.Reader`: a source of UTF-16 code units.
open class JavaReader: JavaObject, JavaAutoCloseable, @unchecked Sendable {
    /// The next code unit, or -1 at the end.
    open func read() throws -> Int32 { -1 }
    open func close() {}
}

/// `java.io.InputStreamReader` decoding UTF-8 (Java's default charset since 18; the JDK 17 launcher uses
/// the locale's, UTF-8 on the systems translated programs run on). Malformed bytes become U+FFFD, as Java's
/// decoder replaces them.
public final class JavaInputStreamReader: JavaReader, @unchecked Sendable {
    let input: JavaInputStream
    private var pending: [UInt16] = []
    private var pendingIndex = 0
    private var lookahead: Int32?

    public init(_ input: JavaInputStream?) throws {
        guard let input else { throw NullPointerException() }
        self.input = input
    }

    public override func read() throws -> Int32 {
        if pendingIndex < pending.count { defer { pendingIndex += 1 }; return Int32(pending[pendingIndex]) }
        pending.removeAll(keepingCapacity: true)
        pendingIndex = 0
        let first: Int32
        if let l = lookahead { first = l; lookahead = nil } else { first = try input.read() }
        if first < 0 { return -1 }
        let lead = UInt8(first)
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        if length == 1 { return first }
        if length == 0 { return 0xFFFD }
        var bytes = [lead]
        while bytes.count < length {
            let b = try input.read()
            if b < 0 || UInt8(b) >> 6 != 0b10 { lookahead = b < 0 ? nil : b; return 0xFFFD }
            bytes.append(UInt8(b))
        }
        pending = Array(String(decoding: bytes, as: UTF8.self).utf16)
        pendingIndex = 1
        return Int32(pending[0])
    }

    public override func close() { input.close() }
}

/// `java.io.StringReader`.
public final class JavaStringReader: JavaReader, @unchecked Sendable {
    private let units: [UInt16]
    private var index = 0
    private var closed = false

    public init(_ s: String?) throws {
        guard let s else { throw NullPointerException() }
        units = Array(s.utf16)
    }

    public override func read() throws -> Int32 {
        if closed { throw IOException("Stream closed") }
        guard index < units.count else { return -1 }
        defer { index += 1 }
        return Int32(units[index])
    }

    public override func close() { closed = true }
}

/// `java.io.BufferedReader`: `readLine` ends a line at `\n`, `\r` or `\r\n` (the `\n` after a `\r` is skipped
/// when it arrives, so reading never waits for a character past the line), and a closed reader throws
/// `IOException("Stream closed")`.
public final class JavaBufferedReader: JavaReader, @unchecked Sendable {
    let source: JavaReader
    private var skipLineFeed = false
    private var closed = false

    public init(_ source: JavaReader?) throws {
        guard let source else { throw NullPointerException() }
        self.source = source
    }

    public convenience init(_ source: JavaReader?, _ size: Int32) throws {
        if size <= 0 { throw IllegalArgumentException("Buffer size <= 0") }
        try self.init(source)
    }

    private func next() throws -> Int32 {
        if closed { throw IOException("Stream closed") }
        var c = try source.read()
        if skipLineFeed {
            skipLineFeed = false
            if c == 0x0A { c = try source.read() }
        }
        return c
    }

    public override func read() throws -> Int32 {
        try next()
    }

    public func readLine() throws -> String? {
        var line: [UInt16] = []
        while true {
            let c = try next()
            if c < 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF16.self) }
            if c == 0x0A { break }
            if c == 0x0D { skipLineFeed = true; break }
            line.append(UInt16(c))
        }
        return String(decoding: line, as: UTF16.self)
    }

    public override func close() {
        if closed { return }
        closed = true
        source.close()
    }
}

extension System {
    /// `System.in`.
    public static let `in`: JavaInputStream = StandardInputStream()
}

open class InputMismatchException: NoSuchElementException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.InputMismatchException" }
}

/// `java.util.Scanner` over standard input or a string, with the default delimiter (Java whitespace) and the
/// US locale's number syntax (`1,000` is an int; `NaN`, `Infinity` and `∞` are doubles). Input is read only as far as the
/// current token or line needs, so an interactive program answers line by line as Java's does. A token that
/// does not parse is not consumed (`InputMismatchException`), as in Java.
public final class JavaScanner: JavaObject, JavaAutoCloseable, @unchecked Sendable {
    private let source: JavaReader
    private var buffer: [UInt16] = []
    private var position = 0
    private var sourceEnded = false
    private var closed = false

    public convenience init(_ input: JavaInputStream?) throws { try self.init(reader: JavaInputStreamReader(input)) }
    public convenience init(_ text: String?) throws { try self.init(reader: JavaStringReader(text)) }
    public init(reader: JavaReader?) throws {
        guard let reader else { throw NullPointerException() }
        source = reader
    }

    /// Whether `buffer[i]` exists, reading from the source until it does or the source ends.
    private func available(_ i: Int) throws -> Bool {
        while i >= buffer.count && !sourceEnded {
            let c = try source.read()
            if c < 0 { sourceEnded = true } else { buffer.append(UInt16(c)) }
        }
        return i < buffer.count
    }

    private func ensureOpen() throws {
        if closed { throw IllegalStateException("Scanner closed") }
        // Drop what was consumed, now and then, so a long input does not stay in memory.
        if position > 4096 && position * 2 > buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
    }

    /// The next token's range, skipping delimiters; nil at the end of the input.
    private func nextToken() throws -> Range<Int>? {
        try ensureOpen()
        var start = position
        while try available(start), JavaCharacter.isWhitespace(buffer[start]) { start += 1 }
        guard try available(start) else { return nil }
        var end = start
        while try available(end), !JavaCharacter.isWhitespace(buffer[end]) { end += 1 }
        return start..<end
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: buffer[range], as: UTF16.self) }

    public func hasNext() throws -> Bool { try nextToken() != nil }

    public func next() throws -> String? {
        guard let range = try nextToken() else { throw NoSuchElementException() }
        position = range.upperBound
        return text(range)
    }

    public func hasNextLine() throws -> Bool {
        try ensureOpen()
        return try available(position)
    }

    public func nextLine() throws -> String? {
        try ensureOpen()
        guard try available(position) else { throw NoSuchElementException("No line found") }
        var end = position
        while try available(end) {
            switch buffer[end] {
            case 0x0A, 0x2028, 0x2029, 0x85:
                defer { position = end + 1 }
                return text(position..<end)
            case 0x0D:
                let line = text(position..<end)
                position = try available(end + 1) && buffer[end + 1] == 0x0A ? end + 2 : end + 1
                return line
            default:
                end += 1
            }
        }
        defer { position = end }
        return text(position..<end)
    }

    /// Parses the next token with `parse` when it has the syntax `matches` accepts. A token of the wrong
    /// syntax is `InputMismatchException()`; one out of range carries the parser's message.
    private func scan<T>(_ matches: ([UInt16]) -> Bool, _ parse: (String) throws -> T, consume: Bool) throws -> T? {
        guard let range = try nextToken() else {
            if consume { throw NoSuchElementException() }
            return nil
        }
        let units = Array(buffer[range])
        guard matches(units) else {
            if consume { throw InputMismatchException() }
            return nil
        }
        let digits = String(decoding: units.filter { $0 != 0x2C }, as: UTF16.self)
        do {
            let value = try parse(digits)
            if consume { position = range.upperBound }
            return value
        } catch let e as NumberFormatException {
            if consume { throw InputMismatchException(e.getMessage()) }
            return nil
        }
    }

    public func nextInt() throws -> Int32 {
        try scan(Self.isInteger, { try JavaIntegerParsing.parseInt($0) }, consume: true)!
    }
    public func hasNextInt() throws -> Bool {
        try scan(Self.isInteger, { try JavaIntegerParsing.parseInt($0) }, consume: false) != nil
    }
    public func nextLong() throws -> Int64 {
        try scan(Self.isInteger, { try JavaIntegerParsing.parseLong($0) }, consume: true)!
    }
    public func hasNextLong() throws -> Bool {
        try scan(Self.isInteger, { try JavaIntegerParsing.parseLong($0) }, consume: false) != nil
    }
    public func nextDouble() throws -> Double {
        try scan(Self.isDecimal, Self.parseDecimal, consume: true)!
    }
    public func hasNextDouble() throws -> Bool {
        try scan(Self.isDecimal, Self.parseDecimal, consume: false) != nil
    }
    public func nextBoolean() throws -> Bool {
        try scan(Self.isBoolean, { $0.lowercased() == "true" }, consume: true)!
    }
    public func hasNextBoolean() throws -> Bool {
        try scan(Self.isBoolean, { $0.lowercased() == "true" }, consume: false) != nil
    }

    public func close() {
        if closed { return }
        closed = true
        source.close()
    }

    static func isDigit(_ c: UInt16) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Digits, optionally signed: `123`, or in groups of three after a non-zero lead: `1,234,567`.
    static func isInteger(_ units: [UInt16]) -> Bool {
        var body = units[...]
        if let first = body.first, first == 0x2B || first == 0x2D { body = body.dropFirst() }
        return isNumeral(body)
    }

    static func isNumeral(_ body: ArraySlice<UInt16>) -> Bool {
        guard !body.isEmpty else { return false }
        if body.allSatisfy(isDigit) { return true }
        let groups = body.split(separator: 0x2C, omittingEmptySubsequences: false)
        guard groups.count > 1, let lead = groups.first, (1...3).contains(lead.count), lead.allSatisfy(isDigit), lead.first != 0x30 else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 && $0.allSatisfy(isDigit) }
    }

    /// `[-+]?(numeral | numeral.digits* | .digits+)([eE][-+]?digits+)?`, or a signed `NaN`/`∞`.
    static func isDecimal(_ units: [UInt16]) -> Bool {
        var body = units[...]
        if let first = body.first, first == 0x2B || first == 0x2D { body = body.dropFirst() }
        if ["NaN", "Infinity", "\u{221E}"].contains(String(decoding: body, as: UTF16.self)) { return true }
        if let e = body.firstIndex(where: { $0 == 0x65 || $0 == 0x45 }) {
            var exponent = body[(e + 1)...]
            if let sign = exponent.first, sign == 0x2B || sign == 0x2D { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy(isDigit) else { return false }
            body = body[..<e]
        }
        guard let dot = body.firstIndex(of: 0x2E) else { return isNumeral(body) }
        let whole = body[..<dot], fraction = body[(dot + 1)...]
        guard fraction.allSatisfy(isDigit) else { return false }
        return whole.isEmpty ? !fraction.isEmpty : isNumeral(whole)
    }

    static func parseDecimal(_ s: String) throws -> Double {
        try JavaDoubleParsing.parseDouble(s.replacingOccurrences(of: "\u{221E}", with: "Infinity"))
    }

    static func isBoolean(_ units: [UInt16]) -> Bool {
        let s = String(decoding: units, as: UTF16.self).lowercased()
        return s == "true" || s == "false"
    }
}
