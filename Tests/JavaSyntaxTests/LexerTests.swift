import Testing
@testable import JavaSyntax

@Suite("Lexer (JLS chapter 3)")
struct LexerTests {
    func kinds(_ s: String) -> [TokenKind] {
        Lexer.tokenize(Array(s.utf8)).tokens.map(\.kind).dropLast()
    }

    func texts(_ s: String) -> [String] {
        let bytes = Array(s.utf8)
        return Lexer.tokenize(bytes).tokens.dropLast().map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test func keywordsIdentifiersAndContextualKeywords() {
        #expect(kinds("class Foo extends goto const") == [.kwClass, .identifier, .kwExtends, .kwGoto, .kwConst])
        let stream = Lexer.tokenize(Array("var yield record sealed permits classy".utf8))
        #expect(stream.tokens.dropLast().map(\.kind) == [.identifier, .identifier, .identifier, .identifier, .identifier, .identifier])
        #expect(stream.tokens.dropLast().map(\.contextualKeyword) == [.var, .yield, .record, .sealed, .permits, .none])
        #expect(kinds("true false null _") == [.trueLiteral, .falseLiteral, .nullLiteral, .underscore])
    }

    @Test func nonASCIIIdentifiers() {
        #expect(texts("int año = größe + π$_1;") == ["int", "año", "=", "größe", "+", "π$_1", ";"])
        #expect(kinds("日本語 変数") == [.identifier, .identifier])
    }

    @Test func integerLiteralsInAllRadixes() {
        #expect(kinds("0 42 0x1F 0X1f 0b1010 0B1 017 1_000_000 0x7fff_ffff 42L 0xFFL") ==
            [.intLiteral, .intLiteral, .intLiteral, .intLiteral, .intLiteral, .intLiteral, .intLiteral, .intLiteral, .intLiteral, .longLiteral, .longLiteral])
        let text = Array("2147483647 0xFFFFFFFF 017 0b1111 1_0 9223372036854775807L".utf8)
        let values = Lexer.tokenize(text).tokens.dropLast().map { LiteralValue.integer(text, $0) }
        #expect(values == [.value(2147483647), .value(-1), .value(15), .value(15), .value(10), .value(Int64.max)])
    }

    @Test func integerRangeRules() {
        let text = Array("2147483648 2147483648 0x1FFFFFFFF 9223372036854775808L 089".utf8)
        let t = Lexer.tokenize(text).tokens
        #expect(LiteralValue.integer(text, t[0]) == .tooLarge)
        #expect(LiteralValue.integer(text, t[1], negated: true) == .value(Int64(Int32.min)))
        #expect(LiteralValue.integer(text, t[2]) == .tooLarge)
        #expect(LiteralValue.integer(text, t[3], negated: true) == .value(Int64.min))
        #expect(LiteralValue.integer(text, t[4]) == .invalidOctal)
    }

    @Test func floatingLiterals() {
        #expect(kinds("1.0 1. .5 1e10 1E-5 1.5f 2d 0x1.8p1 0x1p-3f 1e+3") ==
            [.doubleLiteral, .doubleLiteral, .doubleLiteral, .doubleLiteral, .doubleLiteral, .floatLiteral,
             .doubleLiteral, .doubleLiteral, .floatLiteral, .doubleLiteral])
        let text = Array("0x1.8p1 1.e2 .5 1e40f 1e-50f 0.0 0e10".utf8)
        let t = Lexer.tokenize(text).tokens
        #expect(LiteralValue.floating(text, t[0]) == 3.0)
        #expect(LiteralValue.floating(text, t[1]) == 100.0)
        #expect(LiteralValue.floating(text, t[2]) == 0.5)
        #expect(LiteralValue.floatingCheck(text, t[3]) == .tooLarge)
        #expect(LiteralValue.floatingCheck(text, t[4]) == .tooSmall)
        #expect(LiteralValue.floatingCheck(text, t[5]) == .ok)
        #expect(LiteralValue.floatingCheck(text, t[6]) == .ok)
    }

    @Test func charAndStringEscapes() {
        let text = Array(#"'a' '\n' '\'' '\\' '\0' '\101' '\377' "a\tb\"c\s" "\7\77\477""#.utf8)
        let t = Lexer.tokenize(text).tokens
        #expect(t.dropLast().allSatisfy { !$0.isMalformed })
        #expect(LiteralValue.utf16(text, t[0]) == [97])
        #expect(LiteralValue.utf16(text, t[1]) == [10])
        #expect(LiteralValue.utf16(text, t[2]) == [39])
        #expect(LiteralValue.utf16(text, t[3]) == [92])
        #expect(LiteralValue.utf16(text, t[4]) == [0])
        #expect(LiteralValue.utf16(text, t[5]) == [65])
        #expect(LiteralValue.utf16(text, t[6]) == [255])
        #expect(LiteralValue.string(text, t[7]) == "a\tb\"c ")
        // `\477` is `\47` followed by `7`: a first digit above 3 allows only two digits.
        #expect(LiteralValue.utf16(text, t[8]) == [7, 63, 39, 55])
    }

    @Test func nonBMPInStringsIsTwoUTF16Units() {
        let text = Array("\"🍕\"".utf8)
        let t = Lexer.tokenize(text).tokens
        #expect(LiteralValue.utf16(text, t[0]) == [0xD83C, 0xDF55])
    }

    @Test func textBlockStripsIndentationAndTrailingSpace() {
        let java = "String s = \"\"\"\n        Hello,  \n          World!\n        \"\"\";"
        let text = Array(java.utf8)
        let t = Lexer.tokenize(text).tokens
        let block = t.first { $0.kind == .textBlock }!
        #expect(LiteralValue.string(text, block) == "Hello,\n  World!\n")
    }

    @Test func textBlockClosingDelimiterOnContentLineAndEscapes() {
        let java = "\"\"\"\n    a\\tb \\\n    c\\s\n    d\"\"\""
        let text = Array(java.utf8)
        let t = Lexer.tokenize(text).tokens
        #expect(LiteralValue.string(text, t[0]) == "a\tb c \nd")
    }

    @Test func textBlockCRLFIsNormalised() {
        let java = "\"\"\"\r\n  x\r\n  y\r\n  \"\"\""
        let text = Array(java.utf8)
        #expect(LiteralValue.string(text, Lexer.tokenize(text).tokens[0]) == "x\ny\n")
    }

    @Test func greaterThanIsAlwaysOneTokenSoGenericsClose() {
        #expect(kinds("a >> b >>> c >= d >>= e >>>= f") ==
            [.identifier, .greater, .greater, .identifier, .greater, .greater, .greater, .identifier, .greaterEqual, .identifier,
             .greater, .greaterEqual, .identifier, .greater, .greater, .greaterEqual, .identifier])
        #expect(kinds("<<= << -> :: ... @") == [.lessLessAssign, .lessLess, .arrow, .colonColon, .ellipsis, .at])
    }

    @Test func commentsAreKeptAndJavadocRecognised() {
        let stream = Lexer.tokenize(Array("/** doc */ /* block */ /**/ // line\nx".utf8))
        #expect(stream.comments.map(\.kind) == [.javadoc, .block, .block, .line])
        #expect(stream.tokens.map(\.kind) == [.identifier, .endOfFile])
    }

    @Test func unicodeEscapesAreTranslatedBeforeLexing() {
        let source = SourceFile(path: "U.java", text: #"int \u0061b = '\u0041'; String s = "\uuu0042";"#)
        #expect(String(decoding: source.text, as: UTF8.self) == #"int ab = 'A'; String s = "B";"#)
        // Offsets map back to what the user wrote.
        let textOffsetOfEquals = source.text.firstIndex(of: UInt8(ascii: "="))!
        #expect(source.originalOffset(ofTextOffset: textOffsetOfEquals) == 12)
    }

    @Test func escapedBackslashDoesNotStartAUnicodeEscape() {
        // `\\u0041` is a backslash escape followed by the letters u0041 (the JLS `\\u` rule).
        let source = SourceFile(path: "U.java", text: #"String s = "\\u0041";"#)
        #expect(String(decoding: source.text, as: UTF8.self) == #"String s = "\\u0041";"#)
        #expect(source.escapeDiagnostics.isEmpty)
    }

    @Test func unicodeEscapeOfLineTerminatorEndsALineComment() {
        let tree = parse("class A { // comment \\u000a int x; }")
        #expect(!tree.hasErrors)
        #expect(first(.fieldDecl, in: tree) != nil)
    }

    @Test func surrogatePairEscapesCombine() {
        let source = SourceFile(path: "U.java", text: #""\uD83C\uDF55""#)
        #expect(String(decoding: source.text, as: UTF8.self) == "\"🍕\"")
    }

    @Test func lineTerminatorsCRLFAndCR() {
        let converter = SourceLocationConverter(bytes: Array("a\r\nb\rc\nd".utf8))
        #expect(converter.location(ofOriginalOffset: 3) == (2, 1))
        #expect(converter.location(ofOriginalOffset: 5) == (3, 1))
        #expect(converter.location(ofOriginalOffset: 7) == (4, 1))
    }

    @Test func lexicalErrorsAreReportedAndLexingGoesOn() {
        let stream = Lexer.tokenize(Array("int # x = 0x; y = 1__; c = '';".utf8))
        #expect(stream.diagnostics.map(\.message) == [
            "illegal character: '#'",
            "hexadecimal numbers must contain at least one hexadecimal digit",
            "illegal underscore",
            "empty character literal",
        ])
        #expect(stream.tokens.last?.kind == .endOfFile)
    }
}
