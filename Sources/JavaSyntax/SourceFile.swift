#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Java source file as bytes. Java's Unicode escapes (`\uXXXX`, JLS §3.3) are translated before
/// lexing, so `text` is what the lexer sees; `original` is what the user wrote and what positions in
/// diagnostics refer to. Files without escapes share one buffer and pay nothing for the mapping.
public struct SourceFile: Sendable {
    public let path: String
    /// The bytes as read from disk.
    public let original: [UInt8]
    /// The bytes after Unicode-escape translation (UTF-8; lone surrogates as 3-byte sequences).
    public let text: [UInt8]
    /// Sorted anchors mapping offsets in `text` back to `original`; empty when there were no escapes.
    let escapeAnchors: [EscapeAnchor]
    /// Problems found while translating escapes (malformed `\u`), in terms of `original` offsets.
    public let escapeDiagnostics: [Diagnostic]

    struct EscapeAnchor: Sendable {
        var textOffset: UInt32
        var originalOffset: UInt32
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.original = bytes
        let translation = UnicodeEscapeTranslator.translate(bytes)
        self.text = translation.text ?? bytes
        self.escapeAnchors = translation.anchors
        self.escapeDiagnostics = translation.diagnostics
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Maps an offset in `text` to the offset in `original` the user sees.
    public func originalOffset(ofTextOffset offset: Int) -> Int {
        if escapeAnchors.isEmpty { return offset }
        // Last anchor at or before `offset`.
        var lo = 0, hi = escapeAnchors.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(escapeAnchors[mid].textOffset) <= offset { lo = mid + 1 } else { hi = mid }
        }
        if lo == 0 { return offset }
        let a = escapeAnchors[lo - 1]
        return Int(a.originalOffset) + (offset - Int(a.textOffset))
    }

    /// The text of a byte range of `text` as a Swift string (for names and messages, not the hot path).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: text[range], as: UTF8.self)
    }
}

/// Line and column lookup over the original bytes; built on demand (diagnostics, dumps), never while parsing.
public struct SourceLocationConverter: Sendable {
    /// Offsets where each line starts; line terminators are CR, LF and CRLF (JLS §3.4).
    public let lineStarts: [Int]
    let bytes: [UInt8]

    public init(_ file: SourceFile) {
        self.init(bytes: file.original)
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n && bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.lineStarts = starts
    }

    /// 1-based line and column; the column counts Unicode scalars (as javac counts characters for ASCII text).
    public func location(ofOriginalOffset offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        let line = lo  // lineStarts[lo-1] <= offset
        let start = lineStarts[line - 1]
        var column = 1
        var i = start
        while i < offset {
            // Count scalars: skip UTF-8 continuation bytes.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        // An offset inside a multi-byte scalar belongs to that scalar.
        if offset < bytes.count && bytes[offset] & 0xC0 == 0x80 && column > 1 { column -= 1 }
        return (line, column)
    }

    /// The text of 1-based `line` without its terminator, with invalid UTF-8 repaired for display.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// JLS §3.3: `\` followed by one or more `u` and four hex digits, where the `\` is not itself preceded by
/// an odd number of backslashes, stands for that UTF-16 code unit.
enum UnicodeEscapeTranslator {
    struct Result {
        var text: [UInt8]?
        var anchors: [SourceFile.EscapeAnchor]
        var diagnostics: [Diagnostic]
    }

    static func translate(_ bytes: [UInt8]) -> Result {
        // Fast check: most files have no `\u` at all.
        guard let first = firstCandidate(bytes) else { return Result(text: nil, anchors: [], diagnostics: []) }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        out.append(contentsOf: bytes[0..<first])
        var anchors: [SourceFile.EscapeAnchor] = []
        var diagnostics: [Diagnostic] = []
        var i = first
        let n = bytes.count
        var precedingBackslashes = 0
        // Recount the backslashes right before `first`.
        var k = first - 1
        while k >= 0 && bytes[k] == 0x5C { precedingBackslashes += 1; k -= 1 }
        var pendingHighSurrogate: (unit: UInt16, textOffset: Int)? = nil

        func flushSurrogate() {
            if let high = pendingHighSurrogate {
                appendCodeUnit(high.unit, to: &out)
                pendingHighSurrogate = nil
            }
        }

        while i < n {
            let b = bytes[i]
            if b == 0x5C && precedingBackslashes % 2 == 0 && i + 1 < n && bytes[i + 1] == 0x75 {
                let escapeStart = i
                var j = i + 1
                while j < n && bytes[j] == 0x75 { j += 1 }
                var value: UInt16 = 0
                var digits = 0
                while digits < 4 && j < n, let d = hexValue(bytes[j]) {
                    value = value << 4 | UInt16(d)
                    j += 1
                    digits += 1
                }
                if digits < 4 {
                    // javac points at the first character that is not a hex digit.
                    diagnostics.append(Diagnostic(.error, "illegal unicode escape", offset: j, length: 1))
                    flushSurrogate()
                    // Keep the bytes as written so lexing can go on.
                    out.append(contentsOf: bytes[escapeStart..<j])
                    i = j
                    precedingBackslashes = 0
                    continue
                }
                let textStart = out.count
                if value >= 0xD800 && value < 0xDC00 {
                    flushSurrogate()
                    pendingHighSurrogate = (value, textStart)
                } else if value >= 0xDC00 && value < 0xE000, let high = pendingHighSurrogate, high.textOffset == textStart {
                    let scalar = 0x10000 + ((UInt32(high.unit) - 0xD800) << 10) + (UInt32(value) - 0xDC00)
                    pendingHighSurrogate = nil
                    appendScalar(scalar, to: &out)
                } else {
                    flushSurrogate()
                    appendCodeUnit(value, to: &out)
                }
                // The escape's bytes map to its start; what follows maps one to one again.
                anchors.append(.init(textOffset: UInt32(textStart), originalOffset: UInt32(escapeStart)))
                // An escaped backslash does not start another escape (JLS: `\u005cu005a` is six characters).
                precedingBackslashes = value == 0x5C ? 1 : 0
                i = j
                if pendingHighSurrogate == nil {
                    anchors.append(.init(textOffset: UInt32(out.count), originalOffset: UInt32(j)))
                }
                continue
            }
            if pendingHighSurrogate != nil {
                flushSurrogate()
                anchors.append(.init(textOffset: UInt32(out.count), originalOffset: UInt32(i)))
            }
            if b == 0x5C {
                precedingBackslashes += 1
                out.append(b)
                i += 1
                continue
            }
            // Copy everything up to the next backslash in one go.
            precedingBackslashes = 0
            var next = i + 1
            bytes.withUnsafeBufferPointer { buf in
                if let hit = memchr(buf.baseAddress! + next, 0x5C, n - next) {
                    next = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - buf.baseAddress!
                } else {
                    next = n
                }
            }
            out.append(contentsOf: bytes[i..<next])
            i = next
        }
        if pendingHighSurrogate != nil {
            flushSurrogate()
        }
        return Result(text: out, anchors: anchors, diagnostics: diagnostics)
    }

    /// The offset of the first `\u` whose backslash is eligible, if any. Jumps between backslashes with
    /// `memchr`: most files have few.
    private static func firstCandidate(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buf -> Int? in
            guard let base = buf.baseAddress else { return nil }
            let n = buf.count
            var i = 0
            while i < n {
                guard let hit = memchr(base + i, 0x5C, n - i) else { return nil }
                var k = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                // A run of backslashes: only one preceded by an even number of backslashes is eligible.
                var run = 0
                while k < n && buf[k] == 0x5C {
                    if run % 2 == 0 && k + 1 < n && buf[k + 1] == 0x75 { return k }
                    run += 1
                    k += 1
                }
                i = k
            }
            return nil
        }
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }

    /// A UTF-16 code unit that is not part of a pair; lone surrogates are kept as 3-byte sequences so the
    /// lexer and literal decoding can still see them.
    static func appendCodeUnit(_ unit: UInt16, to out: inout [UInt8]) {
        appendScalar(UInt32(unit), to: &out)
    }

    static func appendScalar(_ v: UInt32, to out: inout [UInt8]) {
        if v < 0x80 {
            out.append(UInt8(v))
        } else if v < 0x800 {
            out.append(UInt8(0xC0 | (v >> 6)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        } else if v < 0x10000 {
            out.append(UInt8(0xE0 | (v >> 12)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        } else {
            out.append(UInt8(0xF0 | (v >> 18)))
            out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }
}
