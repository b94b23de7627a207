import Testing
@testable import JavaSyntax

@Suite("Diagnostics: positions, messages, recovery")
struct DiagnosticTests {
    @Test func missingSemicolonIsReportedRightAfterThePreviousToken() {
        #expect(diagnostics("class A {\n  int x = 1\n  int y;\n}") == ["2:12: expected ';', found keyword 'int'"])
    }

    @Test func messagesNameWhatWasExpectedAndFound() {
        #expect(diagnostics("class A { void f() { foo(1, 2; } }") == ["1:30: expected ',' or ')', found ';'"])
        #expect(diagnostics("class { }") == ["1:6: expected an identifier, found '{'"])
        #expect(diagnostics("class A { void f() { int = 3; } }") == ["1:25: expected a variable name, found '='"])
    }

    @Test func illegalStartOfExpressionAtTheToken() {
        #expect(diagnostics("class A { int x = ; }") == ["1:19: illegal start of expression: ';'"])
        #expect(diagnostics("class A { void f() { x = 1 + * 2; } }") == ["1:30: illegal start of expression: '*'"])
    }

    @Test func severalErrorsInOneFileThroughRecovery() {
        let java = """
            class A {
                void f() {
                    int x = 1
                    foo(;
                    return
                }
                int g() { return 1 }
            }
            """
        #expect(diagnostics(java) == [
            "3:18: expected ';', found identifier 'foo'",
            "4:13: illegal start of expression: ';'",
            "6:5: illegal start of expression: '}'",
            "7:23: expected ';', found '}'",
        ])
    }

    @Test func lexicalErrorsPointIntoTheLiteral() {
        #expect(diagnostics("class A { String s = \"a\\qb\"; }") == ["1:25: illegal escape character"])
        #expect(diagnostics("class A { String s = \"abc; }") == ["1:22: unclosed string literal"])
        #expect(diagnostics("class A { char c = ''; }") == ["1:20: empty character literal"])
        #expect(diagnostics("class A { /* never closed") == ["1:11: unclosed comment"])
    }

    @Test func literalRangeErrors() {
        #expect(diagnostics("class A { int i = 2147483648; long l = 9223372036854775808L; float f = 1e40f; }") == [
            "1:19: integer number too large",
            "1:40: integer number too large",
            "1:72: floating-point number too large",
        ])
        #expect(diagnostics("class A { int i = -2147483648; long l = -9223372036854775808L; }").isEmpty)
    }

    @Test func invalidUnicodeEscapeIsReportedAtTheOriginalPosition() {
        #expect(diagnostics("class A { char c = '\\u00G1'; }").first == "1:25: illegal unicode escape")
    }

    @Test func renderedDiagnosticHasPathLineColumnExcerptAndCaret() {
        let tree = parse("class A {\n  int x = 1\n}", path: "src/A.java")
        let rendered = DiagnosticRenderer().render(tree.diagnostics, in: tree.source)
        #expect(rendered == "src/A.java:2:12: error: expected ';', found '}'\n  int x = 1\n           ^\n")
    }

    @Test func positionsCountCharactersNotBytesAfterNonASCII() {
        #expect(diagnostics("class A { String año = \"ñ\" + ; }") == ["1:30: illegal start of expression: ';'"])
    }

    @Test func underscoreAndReservedWordsAsNames() {
        #expect(diagnostics("class A { int _ = 1; }") == ["1:15: as of release 9, '_' is a keyword, and may not be used as an identifier"])
        #expect(diagnostics("class A { int goto; }") == ["1:14: expected an identifier, found keyword 'goto'"])
    }

    @Test func elseWithoutIfAndTryWithoutCatch() {
        #expect(diagnostics("class A { void f() { else { } } }") == ["1:22: 'else' without 'if'"])
        #expect(diagnostics("class A { void f() { try { } } }") == ["1:22: 'try' without 'catch', 'finally' or resource declarations"])
    }
}
