#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tokens and comments of one file, with the lexical errors found on the way.
public struct TokenStream: Sendable {
    public var tokens: [Token]
    public var comments: [Comment]
    /// Offsets are into the translated `text`.
    var diagnostics: [Diagnostic]
}

/// JLS chapter 3 over UTF-8 bytes. Produces every token up front into one flat array; the parser walks
/// it by index. Errors never stop lexing: a bad character becomes an `.invalid` token.
struct Lexer {
    private let buf: UnsafeBufferPointer<UInt8>
    private var pos = 0
    private var tokens: [Token] = []
    private var comments: [Comment] = []
    private var diagnostics: [Diagnostic] = []
    private var sawTrivia = true
    private let keywords = KeywordTable.entries

    static func tokenize(_ text: [UInt8]) -> TokenStream {
        text.withUnsafeBufferPointer { buf in
            var lexer = Lexer(buf: buf)
            lexer.tokens.reserveCapacity(buf.count / 5 + 16)
            lexer.run()
            return TokenStream(tokens: lexer.tokens, comments: lexer.comments, diagnostics: lexer.diagnostics)
        }
    }

    private init(buf: UnsafeBufferPointer<UInt8>) {
        self.buf = buf
    }

    @inline(__always) private func peek(_ k: Int = 0) -> UInt8 {
        let i = pos + k
        return i < buf.count ? buf[i] : 0
    }

    private mutating func error(_ message: String, at offset: Int, length: Int = 1) {
        diagnostics.append(Diagnostic(.error, message, offset: offset, length: max(1, length)))
    }

    private mutating func emit(_ kind: TokenKind, from start: Int, contextual: ContextualKeyword = .none, malformed: Bool = false) {
        var flags: UInt8 = sawTrivia ? 1 : 0
        if malformed { flags |= 2 }
        tokens.append(Token(kind: kind, contextual: contextual.rawValue, flags: flags, start: UInt32(start), end: UInt32(pos)))
        sawTrivia = false
    }

    private mutating func run() {
        let n = buf.count
        // A file may end with Ctrl-Z (JLS §3.5); a UTF-8 byte-order mark at the start is skipped too.
        if n >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF { pos = 3 }
        while true {
            skipTrivia()
            if pos >= n { break }
            let start = pos
            let c = buf[pos]
            if c == 0x1A && pos == n - 1 { pos += 1; break }
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                lexIdentifierOrKeyword()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "\""):
                if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                    lexTextBlock()
                } else {
                    lexString()
                }
            case UInt8(ascii: "'"):
                lexChar()
            case UInt8(ascii: "."):
                if peek(1) >= UInt8(ascii: "0") && peek(1) <= UInt8(ascii: "9") {
                    lexNumber()
                } else if peek(1) == UInt8(ascii: ".") && peek(2) == UInt8(ascii: ".") {
                    pos += 3; emit(.ellipsis, from: start)
                } else {
                    pos += 1; emit(.dot, from: start)
                }
            default:
                if c >= 0x80 {
                    lexNonASCII()
                } else {
                    lexOperator(c)
                }
            }
        }
        pos = n
        tokens.append(Token(kind: .endOfFile, contextual: 0, flags: sawTrivia ? 1 : 0, start: UInt32(n), end: UInt32(n)))
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        let n = buf.count
        while pos < n {
            let c = buf[pos]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C {
                pos += 1
                sawTrivia = true
            } else if c == UInt8(ascii: "/") && pos + 1 < n {
                let d = buf[pos + 1]
                if d == UInt8(ascii: "/") {
                    let start = pos
                    pos += 2
                    pos = lineEnd(from: pos)
                    comments.append(Comment(kind: .line, start: UInt32(start), end: UInt32(pos)))
                    sawTrivia = true
                } else if d == UInt8(ascii: "*") {
                    let start = pos
                    // `/**/` is an empty block comment, not Javadoc.
                    let isDoc = pos + 2 < n && buf[pos + 2] == UInt8(ascii: "*") && !(pos + 3 < n && buf[pos + 3] == UInt8(ascii: "/"))
                    pos += 2
                    var closed = false
                    // Jump from star to star.
                    while pos + 1 < n, let hit = memchr(buf.baseAddress! + pos, Int32(UInt8(ascii: "*")), n - pos - 1) {
                        pos = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - buf.baseAddress!
                        if buf[pos + 1] == UInt8(ascii: "/") {
                            pos += 2
                            closed = true
                            break
                        }
                        pos += 1
                    }
                    if !closed {
                        pos = n
                        error("unclosed comment", at: start, length: 2)
                    }
                    comments.append(Comment(kind: isDoc ? .javadoc : .block, start: UInt32(start), end: UInt32(pos)))
                    sawTrivia = true
                } else {
                    return
                }
            } else {
                return
            }
        }
    }

    /// The offset of the next CR or LF at or after `from` (or the end).
    private func lineEnd(from: Int) -> Int {
        let n = buf.count
        guard from < n, let base = buf.baseAddress else { return n }
        let lf = memchr(base + from, 0x0A, n - from).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? n
        // A lone CR also ends a line (JLS §3.4); it is rare, so look for it only before the LF.
        let cr = lf > from ? memchr(base + from, 0x0D, lf - from).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } : nil
        return cr ?? lf
    }

    // MARK: Identifiers

    @inline(__always) private static func isASCIIIdentifierPart(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }

    private mutating func lexIdentifierOrKeyword() {
        let start = pos
        let n = buf.count
        // Keywords are lowercase (and `_`), at most 12 bytes: pack such words into two integers as we go.
        var lo: UInt64 = 0, hi: UInt64 = 0
        var keywordShaped = true
        while pos < n {
            let c = buf[pos]
            if c &- 0x61 < 26 || c == 0x5F {
                let k = pos - start
                if k < 8 {
                    lo |= UInt64(c) &<< UInt64(8 * k)
                } else if k < 16 {
                    hi |= UInt64(c) &<< UInt64(8 * (k - 8))
                }
                pos += 1
            } else if c &- 0x41 < 26 || c &- 0x30 < 10 || c == 0x24 {
                keywordShaped = false
                pos += 1
            } else if c >= 0x80, let (scalar, len) = decodeScalar(at: pos), Lexer.isIdentifierPart(scalar) {
                keywordShaped = false
                pos += len
            } else {
                break
            }
        }
        if keywordShaped && pos - start <= 12 {
            var slot = KeywordTable.slot(lo, hi)
            while true {
                let entry = keywords[slot]
                if entry.lo == 0 { break }
                if entry.lo == lo && entry.hi == hi {
                    emit(entry.kind, from: start, contextual: entry.contextual)
                    return
                }
                slot = (slot + 1) & KeywordTable.mask
            }
        }
        emit(.identifier, from: start)
    }

    private mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, len) = decodeScalar(at: pos) else {
            // Invalid UTF-8: one error per run of bad bytes.
            pos += 1
            while pos < buf.count && buf[pos] >= 0x80 && decodeScalar(at: pos) == nil { pos += 1 }
            error("invalid UTF-8 byte sequence", at: start, length: pos - start)
            emit(.invalid, from: start, malformed: true)
            return
        }
        if Lexer.isIdentifierStart(scalar) {
            lexIdentifierOrKeyword()
        } else if scalar.properties.isWhitespace {
            // Non-ASCII spaces (e.g. U+00A0) are not Java white space; javac rejects them.
            pos += len
            error("illegal character: '\\u\(hex4(scalar.value))'", at: start, length: len)
            emit(.invalid, from: start, malformed: true)
        } else {
            pos += len
            error("illegal character: '\\u\(hex4(scalar.value))'", at: start, length: len)
            emit(.invalid, from: start, malformed: true)
        }
    }

    private func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Decodes one scalar, accepting 3-byte encoded surrogates (from `\uD800`-style escapes).
    private func decodeScalar(at i: Int) -> (Unicode.Scalar, Int)? {
        let b0 = buf[i]
        let n = buf.count
        func cont(_ k: Int) -> UInt32? {
            guard i + k < n else { return nil }
            let b = buf[i + k]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 & 0xE0 == 0xC0 {
            guard let c1 = cont(1) else { return nil }
            let v = UInt32(b0 & 0x1F) << 6 | c1
            return v >= 0x80 ? Unicode.Scalar(v).map { ($0, 2) } : nil
        } else if b0 & 0xF0 == 0xE0 {
            guard let c1 = cont(1), let c2 = cont(2) else { return nil }
            let v = UInt32(b0 & 0x0F) << 12 | c1 << 6 | c2
            if v < 0x800 { return nil }
            if v >= 0xD800 && v < 0xE000 { return (Unicode.Scalar(0xFFFD)!, 3) }
            return Unicode.Scalar(v).map { ($0, 3) }
        } else if b0 & 0xF8 == 0xF0 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
            let v = UInt32(b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            return v >= 0x10000 ? Unicode.Scalar(v).map { ($0, 4) } : nil
        }
        return nil
    }

    /// `Character.isJavaIdentifierStart` for non-ASCII: letters, letter numbers, currency symbols and
    /// connector punctuation.
    static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
             .currencySymbol, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// `Character.isJavaIdentifierPart` for non-ASCII: also digits, combining marks and ignorable format characters.
    static func isIdentifierPart(_ s: Unicode.Scalar) -> Bool {
        if isIdentifierStart(s) { return true }
        switch s.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .format:
            return true
        default:
            return false
        }
    }

    // MARK: Numbers

    private static func isDigit(_ c: UInt8, radix: Int) -> Bool {
        switch radix {
        case 16: return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
        case 2: return c == 0x30 || c == 0x31
        default: return c >= 0x30 && c <= 0x39
        }
    }

    /// Digits with underscores; reports underscores that do not sit between digits. Returns the digit count.
    private mutating func scanDigits(radix: Int) -> Int {
        var count = 0
        var lastWasUnderscore = false
        let runStart = pos
        while pos < buf.count {
            let c = buf[pos]
            if Lexer.isDigit(c, radix: radix) || (radix == 8 && c >= 0x30 && c <= 0x39) {
                count += 1
                lastWasUnderscore = false
            } else if c == UInt8(ascii: "_") {
                if count == 0 && pos == runStart {
                    break
                }
                lastWasUnderscore = true
            } else {
                break
            }
            pos += 1
        }
        if lastWasUnderscore {
            error("illegal underscore", at: pos - 1)
        }
        return count
    }

    private mutating func lexNumber() {
        let start = pos
        var malformed = false
        var isFloat = false
        let c0 = buf[pos]
        let c1 = peek(1)
        if c0 == UInt8(ascii: "0") && (c1 == UInt8(ascii: "x") || c1 == UInt8(ascii: "X")) {
            pos += 2
            if peek() == UInt8(ascii: "_") { error("illegal underscore", at: pos); malformed = true }
            var digits = scanDigits(radix: 16)
            if peek() == UInt8(ascii: ".") {
                isFloat = true
                pos += 1
                digits += scanDigits(radix: 16)
            }
            if digits == 0 {
                error("hexadecimal numbers must contain at least one hexadecimal digit", at: start, length: pos - start)
                malformed = true
            }
            if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                isFloat = true
                pos += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                if scanDigits(radix: 10) == 0 {
                    error("malformed floating-point literal", at: start, length: pos - start)
                    malformed = true
                }
            } else if isFloat && !malformed {
                error("malformed floating-point literal", at: start, length: pos - start)
                malformed = true
            }
        } else if c0 == UInt8(ascii: "0") && (c1 == UInt8(ascii: "b") || c1 == UInt8(ascii: "B")) {
            pos += 2
            if peek() == UInt8(ascii: "_") { error("illegal underscore", at: pos); malformed = true }
            if scanDigits(radix: 2) == 0 {
                error("binary numbers must contain at least one binary digit", at: start, length: pos - start)
                malformed = true
            }
            // Digits 2-9 after a binary literal are an error, not a new token.
            if peek() >= UInt8(ascii: "2") && peek() <= UInt8(ascii: "9") {
                while peek() >= UInt8(ascii: "0") && peek() <= UInt8(ascii: "9") { pos += 1 }
                error("illegal digit in a binary literal", at: start, length: pos - start)
                malformed = true
            }
        } else {
            if c0 != UInt8(ascii: ".") { _ = scanDigits(radix: 10) }
            if peek() == UInt8(ascii: ".") && !(peek(1) == UInt8(ascii: ".") && peek(2) == UInt8(ascii: ".")) {
                isFloat = true
                pos += 1
                if peek() == UInt8(ascii: "_") { error("illegal underscore", at: pos); malformed = true }
                _ = scanDigits(radix: 10)
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                isFloat = true
                pos += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                if peek() == UInt8(ascii: "_") { error("illegal underscore", at: pos); malformed = true }
                if scanDigits(radix: 10) == 0 {
                    error("malformed floating-point literal", at: start, length: pos - start)
                    malformed = true
                }
            }
        }
        let suffix = peek()
        let kind: TokenKind
        switch suffix {
        case UInt8(ascii: "l"), UInt8(ascii: "L"):
            pos += 1
            if isFloat {
                error("malformed floating-point literal", at: start, length: pos - start)
                malformed = true
            }
            kind = .longLiteral
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            pos += 1
            kind = .floatLiteral
        case UInt8(ascii: "d"), UInt8(ascii: "D"):
            pos += 1
            kind = .doubleLiteral
        default:
            kind = isFloat ? .doubleLiteral : .intLiteral
        }
        // An identifier character glued to a number (`123abc`) is one bad literal, as javac reports it.
        if pos < buf.count && (Lexer.isASCIIIdentifierPart(buf[pos])) {
            while pos < buf.count && Lexer.isASCIIIdentifierPart(buf[pos]) { pos += 1 }
            if !malformed {
                error("malformed number literal", at: start, length: pos - start)
                malformed = true
            }
        }
        emit(kind, from: start, malformed: malformed)
    }

    // MARK: Character and string literals

    /// Scans one escape sequence after the backslash at `pos`. Returns false (and reports) when invalid.
    private mutating func scanEscape(inTextBlock: Bool) -> Bool {
        let start = pos
        pos += 1  // backslash
        guard pos < buf.count else {
            error("illegal escape character", at: start)
            return false
        }
        let c = buf[pos]
        switch c {
        case UInt8(ascii: "b"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "f"), UInt8(ascii: "r"),
             UInt8(ascii: "s"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
            pos += 1
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Octal: up to three digits, the first at most 3 when there are three.
            let first = c
            pos += 1
            if peek() >= UInt8(ascii: "0") && peek() <= UInt8(ascii: "7") {
                pos += 1
                if first <= UInt8(ascii: "3") && peek() >= UInt8(ascii: "0") && peek() <= UInt8(ascii: "7") { pos += 1 }
            }
            return true
        case UInt8(ascii: "u"):
            // A `\u` that survived translation was malformed and is already reported there.
            pos += 1
            return false
        case 0x0A, 0x0D:
            if inTextBlock {
                pos += 1
                if c == 0x0D && peek() == 0x0A { pos += 1 }
                return true
            }
            error("illegal escape character", at: pos)
            return false
        default:
            error("illegal escape character", at: pos)
            pos += 1
            return false
        }
    }

    private mutating func lexString() {
        let start = pos
        pos += 1
        var malformed = false
        while true {
            guard pos < buf.count else {
                error("unclosed string literal", at: start)
                emit(.stringLiteral, from: start, malformed: true)
                return
            }
            let c = buf[pos]
            if c == UInt8(ascii: "\"") { pos += 1; break }
            if c == 0x0A || c == 0x0D {
                error("unclosed string literal", at: start)
                emit(.stringLiteral, from: start, malformed: true)
                return
            }
            if c == UInt8(ascii: "\\") {
                if !scanEscape(inTextBlock: false) { malformed = true }
            } else {
                pos += 1
            }
        }
        emit(.stringLiteral, from: start, malformed: malformed)
    }

    private mutating func lexTextBlock() {
        let start = pos
        pos += 3
        // Opening delimiter: `"""`, optional white space, then a line terminator.
        while peek() == 0x20 || peek() == 0x09 || peek() == 0x0C { pos += 1 }
        if peek() != 0x0A && peek() != 0x0D {
            error("illegal text block open delimiter sequence, missing line terminator", at: pos)
            // Treat the rest of the line as the block's content so recovery stays local.
        }
        var malformed = false
        while true {
            guard pos < buf.count else {
                error("unclosed text block", at: start)
                emit(.textBlock, from: start, malformed: true)
                return
            }
            let c = buf[pos]
            if c == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                pos += 3
                break
            }
            if c == UInt8(ascii: "\\") {
                if !scanEscape(inTextBlock: true) { malformed = true }
            } else {
                pos += 1
            }
        }
        emit(.textBlock, from: start, malformed: malformed)
    }

    private mutating func lexChar() {
        let start = pos
        pos += 1
        var malformed = false
        let c = peek()
        if pos >= buf.count || c == 0x0A || c == 0x0D {
            error("unclosed character literal", at: start)
            emit(.charLiteral, from: start, malformed: true)
            return
        }
        if c == UInt8(ascii: "'") {
            error("empty character literal", at: start)
            pos += 1
            emit(.charLiteral, from: start, malformed: true)
            return
        }
        if c == UInt8(ascii: "\\") {
            if !scanEscape(inTextBlock: false) { malformed = true }
        } else if c >= 0x80 {
            if let (scalar, len) = decodeScalar(at: pos) {
                pos += len
                // A supplementary character needs two UTF-16 units and does not fit a char.
                if scalar.value > 0xFFFF {
                    error("unclosed character literal", at: start)
                    malformed = true
                }
            } else {
                pos += 1
            }
        } else {
            pos += 1
        }
        if peek() == UInt8(ascii: "'") {
            pos += 1
        } else {
            if !malformed { error("unclosed character literal", at: start) }
            malformed = true
            // Resynchronise at the closing quote on the same line, if any.
            var k = pos
            while k < buf.count && buf[k] != 0x0A && buf[k] != 0x0D && buf[k] != UInt8(ascii: "'") && buf[k] != UInt8(ascii: ";") { k += 1 }
            if k < buf.count && buf[k] == UInt8(ascii: "'") { pos = k + 1 }
        }
        emit(.charLiteral, from: start, malformed: malformed)
    }

    // MARK: Operators

    private mutating func lexOperator(_ c: UInt8) {
        let start = pos
        let d = peek(1)
        let eq = d == UInt8(ascii: "=")
        var kind: TokenKind
        var len = 1
        switch c {
        case UInt8(ascii: "("): kind = .leftParen
        case UInt8(ascii: ")"): kind = .rightParen
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        case UInt8(ascii: "["): kind = .leftBracket
        case UInt8(ascii: "]"): kind = .rightBracket
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: "@"): kind = .at
        case UInt8(ascii: "?"): kind = .question
        case UInt8(ascii: "~"): kind = .tilde
        case UInt8(ascii: ":"):
            if d == UInt8(ascii: ":") { kind = .colonColon; len = 2 } else { kind = .colon }
        case UInt8(ascii: "="):
            if eq { kind = .equalEqual; len = 2 } else { kind = .assign }
        case UInt8(ascii: ">"):
            if eq { kind = .greaterEqual; len = 2 } else { kind = .greater }
        case UInt8(ascii: "<"):
            if eq {
                kind = .lessEqual; len = 2
            } else if d == UInt8(ascii: "<") {
                if peek(2) == UInt8(ascii: "=") { kind = .lessLessAssign; len = 3 } else { kind = .lessLess; len = 2 }
            } else {
                kind = .less
            }
        case UInt8(ascii: "!"):
            if eq { kind = .bangEqual; len = 2 } else { kind = .bang }
        case UInt8(ascii: "&"):
            if d == UInt8(ascii: "&") { kind = .ampAmp; len = 2 } else if eq { kind = .ampAssign; len = 2 } else { kind = .amp }
        case UInt8(ascii: "|"):
            if d == UInt8(ascii: "|") { kind = .pipePipe; len = 2 } else if eq { kind = .pipeAssign; len = 2 } else { kind = .pipe }
        case UInt8(ascii: "+"):
            if d == UInt8(ascii: "+") { kind = .plusPlus; len = 2 } else if eq { kind = .plusAssign; len = 2 } else { kind = .plus }
        case UInt8(ascii: "-"):
            if d == UInt8(ascii: "-") {
                kind = .minusMinus; len = 2
            } else if eq {
                kind = .minusAssign; len = 2
            } else if d == UInt8(ascii: ">") {
                kind = .arrow; len = 2
            } else {
                kind = .minus
            }
        case UInt8(ascii: "*"):
            if eq { kind = .starAssign; len = 2 } else { kind = .star }
        case UInt8(ascii: "/"):
            if eq { kind = .slashAssign; len = 2 } else { kind = .slash }
        case UInt8(ascii: "^"):
            if eq { kind = .caretAssign; len = 2 } else { kind = .caret }
        case UInt8(ascii: "%"):
            if eq { kind = .percentAssign; len = 2 } else { kind = .percent }
        default:
            pos += 1
            let shown: String
            if c >= 0x20 && c < 0x7F {
                shown = String(UnicodeScalar(c))
            } else {
                shown = "\\u" + hex4(UInt32(c))
            }
            error("illegal character: '\(shown)'", at: start)
            emit(.invalid, from: start, malformed: true)
            return
        }
        pos += len
        emit(kind, from: start)
    }
}
