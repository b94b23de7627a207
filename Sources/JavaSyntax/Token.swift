/// Token kinds. Keywords are reserved words only; contextual keywords (`var`, `yield`, `record`,
/// `sealed`, `permits`, module words) are identifiers with a `ContextualKeyword` tag.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case endOfFile
    case identifier
    // Literals.
    case intLiteral, longLiteral, floatLiteral, doubleLiteral, charLiteral, stringLiteral, textBlock
    case trueLiteral, falseLiteral, nullLiteral
    // Reserved keywords (JLS §3.9).
    case kwAbstract, kwAssert, kwBoolean, kwBreak, kwByte, kwCase, kwCatch, kwChar, kwClass, kwConst
    case kwContinue, kwDefault, kwDo, kwDouble, kwElse, kwEnum, kwExtends, kwFinal, kwFinally, kwFloat
    case kwFor, kwGoto, kwIf, kwImplements, kwImport, kwInstanceof, kwInt, kwInterface, kwLong, kwNative
    case kwNew, kwPackage, kwPrivate, kwProtected, kwPublic, kwReturn, kwShort, kwStatic, kwStrictfp
    case kwSuper, kwSwitch, kwSynchronized, kwThis, kwThrow, kwThrows, kwTransient, kwTry, kwVoid
    case kwVolatile, kwWhile, underscore
    // Separators.
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case semicolon, comma, dot, ellipsis, at, colonColon
    // Operators. `>` is always a single token; `>>`, `>>>` and their assignments are formed by the parser
    // from adjacent tokens so that `List<List<String>>` closes two type-argument lists.
    case assign, greater, less, bang, tilde, question, colon, arrow
    case equalEqual, greaterEqual, lessEqual, bangEqual, ampAmp, pipePipe, plusPlus, minusMinus
    case plus, minus, star, slash, amp, pipe, caret, percent, lessLess
    case plusAssign, minusAssign, starAssign, slashAssign, ampAssign, pipeAssign, caretAssign
    case percentAssign, lessLessAssign
    /// Bytes that cannot start a token; the lexer reported them.
    case invalid

    public var isKeyword: Bool { rawValue >= TokenKind.kwAbstract.rawValue && rawValue <= TokenKind.underscore.rawValue }
    public var isLiteral: Bool { rawValue >= TokenKind.intLiteral.rawValue && rawValue <= TokenKind.nullLiteral.rawValue }
    public var isPrimitiveType: Bool {
        switch self {
        case .kwBoolean, .kwByte, .kwChar, .kwShort, .kwInt, .kwLong, .kwFloat, .kwDouble: return true
        default: return false
        }
    }

    /// How the token is spelled, for messages ("expected ';'").
    public var spelling: String {
        switch self {
        case .endOfFile: return "end of file"
        case .identifier: return "identifier"
        case .intLiteral: return "int literal"
        case .longLiteral: return "long literal"
        case .floatLiteral: return "float literal"
        case .doubleLiteral: return "double literal"
        case .charLiteral: return "char literal"
        case .stringLiteral: return "string literal"
        case .textBlock: return "text block"
        case .trueLiteral: return "true"
        case .falseLiteral: return "false"
        case .nullLiteral: return "null"
        case .underscore: return "_"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .semicolon: return ";"
        case .comma: return ","
        case .dot: return "."
        case .ellipsis: return "..."
        case .at: return "@"
        case .colonColon: return "::"
        case .assign: return "="
        case .greater: return ">"
        case .less: return "<"
        case .bang: return "!"
        case .tilde: return "~"
        case .question: return "?"
        case .colon: return ":"
        case .arrow: return "->"
        case .equalEqual: return "=="
        case .greaterEqual: return ">="
        case .lessEqual: return "<="
        case .bangEqual: return "!="
        case .ampAmp: return "&&"
        case .pipePipe: return "||"
        case .plusPlus: return "++"
        case .minusMinus: return "--"
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .slash: return "/"
        case .amp: return "&"
        case .pipe: return "|"
        case .caret: return "^"
        case .percent: return "%"
        case .lessLess: return "<<"
        case .plusAssign: return "+="
        case .minusAssign: return "-="
        case .starAssign: return "*="
        case .slashAssign: return "/="
        case .ampAssign: return "&="
        case .pipeAssign: return "|="
        case .caretAssign: return "^="
        case .percentAssign: return "%="
        case .lessLessAssign: return "<<="
        case .invalid: return "invalid character"
        default:
            // Keywords: the case name without its `kw` prefix, lowercased.
            let name = String(describing: self)
            return name.hasPrefix("kw") ? String(name.dropFirst(2)).lowercased() : name
        }
    }
}

/// Identifiers that are keywords only in some positions (JLS §3.9 "contextual keywords").
public enum ContextualKeyword: UInt8, Sendable {
    case none = 0
    case `var`, yield, record, sealed, permits, non, module, open, requires, exports, opens, to, uses
    case provides, with, transitive

    static let all: [(String, ContextualKeyword)] = [
        ("var", .var), ("yield", .yield), ("record", .record), ("sealed", .sealed), ("permits", .permits),
        ("non", .non), ("module", .module), ("open", .open), ("requires", .requires), ("exports", .exports),
        ("opens", .opens), ("to", .to), ("uses", .uses), ("provides", .provides), ("with", .with),
        ("transitive", .transitive),
    ]
}

/// One token: 12 bytes, no references, so a file's tokens are one flat array.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// For identifiers, the `ContextualKeyword` raw value; otherwise 0.
    public var contextual: UInt8
    /// Bit 0: whitespace or a comment precedes this token. Bit 1: the lexer reported an error in it.
    public var flags: UInt8
    public var start: UInt32
    public var end: UInt32

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    public var contextualKeyword: ContextualKeyword { ContextualKeyword(rawValue: contextual) ?? .none }
    /// True when the token touches the previous one (`>` `>` forming `>>`).
    public var isAdjacentToPrevious: Bool { flags & 1 == 0 }
    public var isMalformed: Bool { flags & 2 != 0 }
}

/// A comment kept for later stages (Javadoc becomes `///`).
public struct Comment: Sendable, Equatable {
    public enum Kind: UInt8, Sendable { case line, block, javadoc }
    public var kind: Kind
    public var start: UInt32
    public var end: UInt32
}

/// Reserved words, found by a tiny hash on length and two letters, then a byte comparison.
enum KeywordTable {
    static let words: [(String, TokenKind)] = [
        ("abstract", .kwAbstract), ("assert", .kwAssert), ("boolean", .kwBoolean), ("break", .kwBreak),
        ("byte", .kwByte), ("case", .kwCase), ("catch", .kwCatch), ("char", .kwChar), ("class", .kwClass),
        ("const", .kwConst), ("continue", .kwContinue), ("default", .kwDefault), ("do", .kwDo),
        ("double", .kwDouble), ("else", .kwElse), ("enum", .kwEnum), ("extends", .kwExtends),
        ("final", .kwFinal), ("finally", .kwFinally), ("float", .kwFloat), ("for", .kwFor), ("goto", .kwGoto),
        ("if", .kwIf), ("implements", .kwImplements), ("import", .kwImport), ("instanceof", .kwInstanceof),
        ("int", .kwInt), ("interface", .kwInterface), ("long", .kwLong), ("native", .kwNative), ("new", .kwNew),
        ("package", .kwPackage), ("private", .kwPrivate), ("protected", .kwProtected), ("public", .kwPublic),
        ("return", .kwReturn), ("short", .kwShort), ("static", .kwStatic), ("strictfp", .kwStrictfp),
        ("super", .kwSuper), ("switch", .kwSwitch), ("synchronized", .kwSynchronized), ("this", .kwThis),
        ("throw", .kwThrow), ("throws", .kwThrows), ("transient", .kwTransient), ("try", .kwTry),
        ("void", .kwVoid), ("volatile", .kwVolatile), ("while", .kwWhile), ("true", .trueLiteral),
        ("false", .falseLiteral), ("null", .nullLiteral), ("_", .underscore),
    ]

    /// Open-addressing table keyed by the word's bytes packed little-endian into two integers.
    struct Entry: Sendable {
        var lo: UInt64
        var hi: UInt64
        var kind: TokenKind
        var contextual: ContextualKeyword
    }

    static let mask = 255

    @inline(__always) static func slot(_ lo: UInt64, _ hi: UInt64) -> Int {
        Int(truncatingIfNeeded: ((lo &* 0x9E37_79B9_7F4A_7C15) ^ hi) >> 56) & mask
    }

    static let entries: [Entry] = {
        var t = [Entry](repeating: Entry(lo: 0, hi: 0, kind: .identifier, contextual: .none), count: mask + 1)
        func insert(_ word: String, _ kind: TokenKind, _ contextual: ContextualKeyword) {
            var lo: UInt64 = 0, hi: UInt64 = 0
            for (k, b) in word.utf8.enumerated() {
                if k < 8 { lo |= UInt64(b) << (8 * UInt64(k)) } else { hi |= UInt64(b) << (8 * UInt64(k - 8)) }
            }
            var s = slot(lo, hi)
            while t[s].lo != 0 { s = (s + 1) & mask }
            t[s] = Entry(lo: lo, hi: hi, kind: kind, contextual: contextual)
        }
        for (w, k) in words { insert(w, k, .none) }
        for (w, c) in ContextualKeyword.all { insert(w, .identifier, c) }
        return t
    }()
}
