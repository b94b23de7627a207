/// Recursive-descent parser for Java 17 (JLS chapters 7–15, 19), building the arena tree bottom-up:
/// a parse function pushes its children onto `stack`, and `finish` turns the pushed run into one node.
/// Grammar areas live in `Declarations.swift`, `Statements.swift`, `Expressions.swift`, `Types.swift`.
///
/// Recovery always makes progress: every loop consumes a token or stops, and at most one error is
/// reported per token position so one mistake does not cascade.
public struct Parser {
    public struct Options: Sendable {
        /// Deeper nesting than this stops the file with an error instead of overflowing the stack.
        public var maxNestingDepth: Int
        public init(maxNestingDepth: Int = 1000) {
            self.maxNestingDepth = maxNestingDepth
        }
    }

    let source: SourceFile
    let text: [UInt8]
    var tokens: [Token]
    var p = 0
    var nodes: [RawNode] = []
    var childIDs: [NodeID] = []
    /// First tokens of the type declarations and of the `new` expressions with a class body, as they are made.
    var typeDeclarationStarts: [UInt32] = []
    var stack = NodeStack()
    var diagnostics: [Diagnostic] = []
    var lastErrorToken = -1
    var depth = 0
    let maxDepth: Int
    /// Set when nesting exceeded `maxDepth`: every loop then runs to the end of the file.
    var abandoned = false
    /// Where the lexer reported errors (text offsets, ascending), to avoid cascades after them.
    let lexicalErrorOffsets: [UInt32]

    public static func parse(_ source: SourceFile, options: Options = Options()) -> SyntaxTree {
        let stream = Lexer.tokenize(source.text)
        var parser = Parser(source: source, stream: stream, options: options)
        let root = parser.parseCompilationUnit()
        parser.typeDeclarationStarts.sort()
        if source.escapeDiagnostics.isEmpty && stream.diagnostics.isEmpty && parser.diagnostics.isEmpty {
            return SyntaxTree(source: source, tokens: parser.tokens, comments: stream.comments, nodes: parser.nodes,
                              childIDs: parser.childIDs, root: root, diagnostics: [], typeDeclarationStarts: parser.typeDeclarationStarts)
        }
        // Lexer and parser work on translated text; report positions in the text the user wrote.
        var all = source.escapeDiagnostics
        for var d in stream.diagnostics + parser.diagnostics {
            let start = source.originalOffset(ofTextOffset: d.offset)
            let end = source.originalOffset(ofTextOffset: d.offset + d.length)
            d.offset = start
            d.length = max(1, end - start)
            all.append(d)
        }
        all.sort { $0.offset < $1.offset }
        return SyntaxTree(source: source, tokens: parser.tokens, comments: stream.comments, nodes: parser.nodes,
                          childIDs: parser.childIDs, root: root, diagnostics: all, typeDeclarationStarts: parser.typeDeclarationStarts)
    }

    init(source: SourceFile, stream: TokenStream, options: Options) {
        self.source = source
        self.text = source.text
        self.tokens = stream.tokens
        self.maxDepth = options.maxNestingDepth
        self.lexicalErrorOffsets = stream.diagnostics.map { UInt32($0.offset) }.sorted()
        nodes.reserveCapacity(tokens.count)
        childIDs.reserveCapacity(tokens.count * 2)
    }

    // MARK: Token navigation

    @inline(__always) var current: Token { tokens[p] }
    @inline(__always) var kind: TokenKind { tokens[p].kind }
    @inline(__always) func peekKind(_ k: Int) -> TokenKind {
        let i = p + k
        return i < tokens.count ? tokens[i].kind : .endOfFile
    }
    @inline(__always) func kindAt(_ i: Int) -> TokenKind { i < tokens.count ? tokens[i].kind : .endOfFile }
    @inline(__always) func at(_ k: TokenKind) -> Bool { tokens[p].kind == k }
    @inline(__always) func atContextual(_ c: ContextualKeyword) -> Bool {
        tokens[p].kind == .identifier && tokens[p].contextual == c.rawValue
    }
    @inline(__always) func isContextual(_ i: Int, _ c: ContextualKeyword) -> Bool {
        i < tokens.count && tokens[i].kind == .identifier && tokens[i].contextual == c.rawValue
    }
    @inline(__always) mutating func advance() {
        if tokens[p].kind != .endOfFile { p += 1 }
    }
    @inline(__always) mutating func accept(_ k: TokenKind) -> Bool {
        if tokens[p].kind == k { advance(); return true }
        return false
    }

    /// Consumes `k` or reports "expected k" after the previous token (where the missing token belongs, as
    /// javac places it) without consuming anything.
    @discardableResult
    mutating func expect(_ k: TokenKind) -> Bool {
        if accept(k) { return true }
        expected("'\(k.spelling)'")
        return false
    }

    mutating func expected(_ what: String) {
        guard p != lastErrorToken, !abandoned, !followsLexicalError() else { return }
        // A token the lexer already reported is not worth a second message.
        if tokens[p].isMalformed || tokens[p].kind == .invalid { lastErrorToken = p; return }
        // Where the missing token belongs: right after the previous one (javac places it there too).
        let offset = p > 0 ? Int(tokens[p - 1].end) : Int(tokens[p].start)
        diagnostics.append(Diagnostic(.error, "expected \(what), found \(describe(p))", offset: offset))
        lastErrorToken = p
    }

    /// Reports at the current token.
    mutating func error(_ message: String) {
        error(message, at: p)
    }

    mutating func error(_ message: String, at i: Int) {
        guard i != lastErrorToken, !abandoned, !(i == p && followsLexicalError()) else { return }
        if tokens[i].isMalformed || tokens[i].kind == .invalid { lastErrorToken = i; return }
        diagnostics.append(Diagnostic(.error, message, offset: Int(tokens[i].start), length: max(1, Int(tokens[i].end - tokens[i].start))))
        lastErrorToken = i
    }

    /// A missing token right after a malformed one (an unclosed string), or at an end of file that an
    /// unclosed comment swallowed, is a consequence of the lexical error already reported.
    func followsLexicalError() -> Bool {
        if p > 0 && tokens[p - 1].isMalformed { return true }
        if tokens[p].kind == .endOfFile {
            let tail = p > 0 ? tokens[p - 1].end : 0
            return lexicalErrorOffsets.last.map { $0 >= tail } ?? false
        }
        return false
    }

    /// Reports "expected ';'" unless this statement already had an error, in which case it skips to the
    /// statement's end quietly (one mistake, one message).
    mutating func expectSemicolon(statementStart: Int) {
        if accept(.semicolon) { return }
        if lastErrorToken >= statementStart {
            if !at(.rightBrace) { skipToStatementBoundary() }
            return
        }
        expected("';'")
    }

    /// Whether two tokens are spelled the same (a constructor's name and its class's).
    func sameText(_ a: Int, _ b: Int) -> Bool {
        let x = tokens[a], y = tokens[b]
        guard x.end - x.start == y.end - y.start else { return false }
        var i = Int(x.start), j = Int(y.start)
        while i < Int(x.end) {
            if text[i] != text[j] { return false }
            i += 1; j += 1
        }
        return true
    }

    func describe(_ i: Int) -> String {
        let t = tokens[i]
        switch t.kind {
        case .endOfFile: return "end of file"
        case .identifier: return "identifier '\(shortText(t))'"
        case .intLiteral, .longLiteral, .floatLiteral, .doubleLiteral, .charLiteral, .stringLiteral, .textBlock:
            return "\(t.kind.spelling) \(shortText(t))"
        default:
            return t.kind.isKeyword ? "keyword '\(t.kind.spelling)'" : "'\(t.kind.spelling)'"
        }
    }

    func shortText(_ t: Token) -> String {
        let s = source.string(t.range)
        return s.count > 40 ? String(s.prefix(40)) + "…" : s
    }

    // MARK: Node building

    @inline(__always) mutating func push(_ id: NodeID) { stack.push(id) }

    /// Makes a node of the children pushed since `mark`, spanning tokens `first` up to the last consumed one.
    @inline(__always)
    mutating func finish(_ kind: NodeKind, _ mark: Int, _ first: Int, aux: UInt32 = 0, flags: UInt32 = 0) -> NodeID {
        let childStart = childIDs.count
        let count = stack.count - mark
        if count > 0 {
            for i in mark..<stack.count { childIDs.append(stack[i]) }
            stack.truncate(to: mark)
        }
        let last = p > first ? p - 1 : first
        let id = NodeID(UInt32(nodes.count))
        nodes.append(RawNode(kind: kind, flags: flags, firstToken: UInt32(first), lastToken: UInt32(last),
                             childStart: UInt32(childStart), childCount: UInt32(count), aux: aux))
        return id
    }

    /// A node that reports what could not be parsed; it covers the current token without consuming it.
    mutating func errorNode() -> NodeID {
        finish(.error, stack.count, p)
    }

    /// An empty `.list` node, for an absent group where the slot must still hold a list.
    mutating func emptyList() -> NodeID {
        finish(.list, stack.count, p)
    }

    // MARK: Nesting

    /// Guards recursion; false (after one error) when the file nests deeper than the limit.
    mutating func enter() -> Bool {
        depth += 1
        if depth > maxDepth {
            if !abandoned {
                diagnostics.append(Diagnostic(.error, "nesting too deep (more than \(maxDepth) levels); the rest of the file is not parsed",
                                              offset: Int(tokens[p].start)))
                abandoned = true
            }
            p = tokens.count - 1  // end of file: every loop stops
            return false
        }
        return true
    }

    @inline(__always) mutating func leave() { depth -= 1 }

    // MARK: Recovery

    /// Skips to a plausible restart point for statements: after `;`, or before `}` or a statement keyword.
    /// Always consumes at least one token unless at `}` or end of file.
    mutating func skipToStatementBoundary() {
        let start = p
        var depthParens = 0
        while !at(.endOfFile) {
            switch kind {
            case .semicolon where depthParens == 0:
                advance()
                return
            case .rightBrace where depthParens == 0:
                if p == start { advance() }
                return
            case .leftParen, .leftBracket:
                depthParens += 1
            case .rightParen, .rightBracket:
                depthParens = max(0, depthParens - 1)
            case .leftBrace:
                if p != start { return }
            case .kwIf, .kwFor, .kwWhile, .kwDo, .kwReturn, .kwTry, .kwSwitch, .kwThrow, .kwBreak, .kwContinue:
                if p != start && depthParens == 0 { return }
            default:
                break
            }
            advance()
        }
    }

    /// Skips to where a class member may start. Consumes at least one token unless at `}` or end of file.
    mutating func skipToMemberBoundary() {
        let start = p
        while !at(.endOfFile) {
            switch kind {
            case .semicolon:
                advance()
                return
            case .rightBrace:
                return
            case .leftBrace:
                // A stray block: skip it whole.
                skipBalancedBraces()
                return
            case .kwPublic, .kwPrivate, .kwProtected, .kwStatic, .kwFinal, .kwAbstract, .kwClass, .kwInterface,
                 .kwEnum, .kwVoid, .at:
                if p != start { return }
            default:
                break
            }
            advance()
        }
    }

    mutating func skipBalancedBraces() {
        var level = 0
        repeat {
            if at(.leftBrace) { level += 1 } else if at(.rightBrace) { level -= 1 }
            advance()
        } while level > 0 && !at(.endOfFile)
    }
}

/// The children of nodes under construction. Truncation only moves the top, so building a node costs no
/// array bookkeeping beyond the copy into the tree.
struct NodeStack {
    private var storage: [NodeID] = []
    private(set) var count = 0

    init() {
        storage.reserveCapacity(256)
    }

    @inline(__always) mutating func push(_ id: NodeID) {
        if count < storage.count {
            storage[count] = id
        } else {
            storage.append(id)
        }
        count += 1
    }

    @inline(__always) mutating func truncate(to mark: Int) {
        count = mark
    }

    @inline(__always) subscript(i: Int) -> NodeID { storage[i] }

    var last: NodeID? { count > 0 ? storage[count - 1] : nil }
}
