import Testing
@testable import JavaRuntime

/// java.util.regex on NSRegularExpression, against what Java 17 prints for the same calls.
@Suite("Regular expressions with Java's semantics")
struct JavaRegexTests {
    func parts(_ a: JavaArray<String?>?) -> [String] { (a?.storage ?? []).map { $0 ?? "null" } }

    /// What Java would print for the exception `body` throws: "class: message" (nil when nothing is thrown).
    func thrown(_ body: () throws -> Any?) -> String? {
        do {
            _ = try body()
            return nil
        } catch let e as Throwable {
            return "\(e.javaClassName): \(e.getMessage() ?? "null")"
        } catch {
            return "\(error)"
        }
    }

    func finds(_ regex: String, _ input: String, flags: Int32 = 0) throws -> [String] {
        let m = try #require(try JavaPattern.compile(regex, flags)?.matcher(input))
        var found: [String] = []
        while try m.find() { found.append("\(try m.start())-\(try m.end())") }
        return found
    }

    // MARK: split

    /// Java: `"a,b,,c,,".split(",", limit)` for limits -1, 0, 1, 2, 10.
    @Test func splitLimitsKeepCapOrDropTrailingEmptyStrings() throws {
        #expect(parts(try "a,b,,c,,".javaSplit(",", -1)) == ["a", "b", "", "c", "", ""])
        #expect(parts(try "a,b,,c,,".javaSplit(",", 0)) == ["a", "b", "", "c"])
        #expect(parts(try "a,b,,c,,".javaSplit(",", 1)) == ["a,b,,c,,"])
        #expect(parts(try "a,b,,c,,".javaSplit(",", 2)) == ["a", "b,,c,,"])
        #expect(parts(try "a,b,,c,,".javaSplit(",", 10)) == ["a", "b", "", "c", "", ""])
        #expect(parts(try ",,".javaSplit(",")) == [])
        #expect(parts(try "".javaSplit(",")) == [""])
        #expect(parts(try "".javaSplit(",", -1)) == [""])
    }

    /// The fast path (one plain or escaped character) and the regex path give the same parts.
    @Test func splitFastPathAgreesWithTheRegexPath() throws {
        for input in ["a.b..c.", ".a", "", "...", "abc"] {
            for limit: Int32 in [-1, 0, 1, 2] {
                let fast = parts(try input.javaSplit("\\.", limit))
                let regex = parts(try JavaPattern.compile("[.]")?.split(input, limit))
                #expect(fast == regex, "\(input) limit \(limit)")
            }
        }
        #expect(parts(try "a|b".javaSplit("|")) == ["a", "|", "b"])
        #expect(parts(try "a.b".javaSplit(".")) == [])
    }

    /// A zero-width match at the start never gives a leading empty string; one at a later position does split.
    @Test func splitOnZeroWidthMatches() throws {
        #expect(parts(try "abc".javaSplit("")) == ["a", "b", "c"])
        #expect(parts(try "abc".javaSplit("", -1)) == ["a", "b", "c", ""])
        #expect(parts(try "Hello".javaSplit("(?!^)")) == ["H", "e", "l", "l", "o"])
        #expect(parts(try "CamelCaseWords".javaSplit("(?=[A-Z])")) == ["Camel", "Case", "Words"])
        #expect(parts(try "a1b2c3".javaSplit("(?<=\\d)")) == ["a1", "b2", "c3"])
        #expect(parts(try "-1-2".javaSplit("-")) == ["", "1", "2"])
    }

    @Test func splitUsesJavasWhitespaceAndLineBreaks() throws {
        #expect(parts(try "one\u{A0}two three".javaSplit("\\s")) == ["one\u{A0}two", "three"])
        #expect(parts(try " a  b ".javaSplit("\\s+")) == ["", "a", "b"])
        #expect(parts(try "l1\nl2\r\nl3\rl4".javaSplit("\\R")) == ["l1", "l2", "l3", "l4"])
        #expect(parts(try "cmd   a b  ".javaSplit("\\s+", 2)) == ["cmd", "a b  "])
    }

    // MARK: Replacement syntax

    @Test func replacementReferencesGroupsByNumberAndName() throws {
        #expect(try "2024-03-15".javaReplaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") == "15/03/2024")
        #expect(try "2024-03".javaReplaceAll("(?<y>\\d{4})-(?<m>\\d\\d)", "${m}.${y}") == "03.2024")
        #expect(try "cat bat".javaReplaceAll("[cb]at", "<$0>") == "<cat> <bat>")
        // `$11` reads as group 11 only when the pattern has it; otherwise group 1 and a literal 1.
        #expect(try "a1b".javaReplaceAll("(\\d)", "$11") == "a11b")
        #expect(try "12345678901".javaReplaceAll("(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)(\\d)", "$11-$10-$1") == "1-0-1")
        #expect(try "price: X".javaReplaceAll("X", "\\$5") == "price: $5")
        #expect(try "cost X".javaReplaceAll("X", try #require(try JavaMatcher.quoteReplacement("$1.00\\"))) == "cost $1.00\\")
        #expect(try JavaMatcher.quoteReplacement("$1\\x") == "\\$1\\\\x")
        #expect(try "aaa".javaReplaceFirst("a", "b") == "baa")
    }

    @Test func badReplacementsThrowJavasExceptions() throws {
        func failure(_ replacement: String) -> String? {
            thrown { try "a1b".javaReplaceAll("(\\d)", replacement) }
        }
        #expect(failure("$5") == "java.lang.IndexOutOfBoundsException: No group 5")
        #expect(failure("$") == "java.lang.IllegalArgumentException: Illegal group reference: group index is missing")
        #expect(failure("$x") == "java.lang.IllegalArgumentException: Illegal group reference")
        #expect(failure("\\") == "java.lang.IllegalArgumentException: character to be escaped is missing")
        #expect(failure("${x}") == "java.lang.IllegalArgumentException: No group with name {x}")
        #expect(failure("${1a}") == "java.lang.IllegalArgumentException: capturing group name {1a} starts with digit character")
        #expect(failure("${") == "java.lang.IllegalArgumentException: named capturing group has 0 length name")
    }

    // MARK: Groups and matcher state

    @Test func findReportsGroupsWithUnmatchedOnesNull() throws {
        let m = try #require(try JavaPattern.compile("(\\d{4})-(\\d{2}) (ERROR|WARN)( !)?")?.matcher("x 2024-01 ERROR; 2024-02 WARN !"))
        #expect(try m.find())
        #expect(try m.group() == "2024-01 ERROR")
        #expect(try m.start() == 2 && m.end() == 15)
        #expect(m.groupCount() == 4)
        #expect(try m.group(3) == "ERROR")
        #expect(try m.group(4) == nil && m.start(4) == -1)
        #expect(try m.find())
        #expect(try m.group(4) == " !" && m.start(3) == 25)
        #expect(try !m.find())
        #expect(throws: IllegalStateException.self) { try m.group() }
        #expect(throws: IndexOutOfBoundsException.self) { _ = try JavaPattern.compile("a")?.matcher("a").map { _ = try $0.find(); return try $0.group(1) } }
    }

    @Test func namedGroupsAnswerByName() throws {
        let m = try #require(try JavaPattern.compile("(?<key>[a-z]+)=(?<value>\\d+)")?.matcher("a=1 bb=22"))
        #expect(try m.find() && m.find())
        #expect(try m.group("key") == "bb" && m.start("value") == 7 && m.end("value") == 9)
        #expect(thrown { try m.group("nosuch") } == "java.lang.IllegalArgumentException: No group with name <nosuch>")
        #expect(thrown { try m.start(9) } == "java.lang.IndexOutOfBoundsException: No group 9")
        #expect(thrown { try JavaPattern.compile("a")?.matcher("a")?.start() } == "java.lang.IllegalStateException: No match available")
    }

    /// Java: a failed `matches()` keeps the previous end, so `find()` starts over from there; `find(int)`
    /// resets; after an empty match at the end `find()` fails without forgetting the match (group() is null).
    @Test func matcherStateFollowsJava() throws {
        let m = try #require(try JavaPattern.compile("\\d+")?.matcher("abc123def"))
        #expect(try !m.matches())
        #expect(try !m.lookingAt())
        #expect(try m.find() && m.group() == "123")
        #expect(try m.find(4) && m.group() == "23")
        #expect(throws: IndexOutOfBoundsException.self) { try m.find(10) }
        let empty = try #require(try JavaPattern.compile("a*")?.matcher(""))
        #expect(try empty.find())
        #expect(try !empty.find())
        #expect(try empty.group() == nil && empty.start() == 0)
        let m2 = try #require(try JavaPattern.compile("(\\d+)")?.matcher("ab12cd345"))
        #expect(m2.toString() == "java.util.regex.Matcher[pattern=(\\d+) region=0,9 lastmatch=]")
        _ = try m2.find()
        #expect(m2.toString() == "java.util.regex.Matcher[pattern=(\\d+) region=0,9 lastmatch=12]")
        #expect(try !m2.matches() && m2.find() && m2.group() == "345")
    }

    @Test func regionsAreOpaqueAndAnchoring() throws {
        let m = try #require(try JavaPattern.compile("o")?.matcher("foo boo zoo"))
        try m.region(2, 7)
        var starts: [Int32] = []
        while try m.find() { starts.append(try m.start()) }
        #expect(starts == [2, 5, 6])
        #expect(try JavaPattern.compile("^b")?.matcher("ab")?.region(1, 2)?.find() == true)
        #expect(try JavaPattern.compile("o+ b")?.matcher("foo boo")?.region(1, 5)?.matches() == true)
    }

    @Test func appendReplacementAndTailBuildTheResult() throws {
        let m = try #require(try JavaPattern.compile("(?<w>\\w+)")?.matcher("hi there"))
        let sb = StringBuilder()
        while try m.find() { try m.appendReplacement(sb, "<${w}:$1>") }
        try m.appendTail(sb)
        #expect(sb.toString() == "<hi:hi> <there:there>")
        #expect(throws: IllegalStateException.self) { try JavaPattern.compile("a")?.matcher("a")?.appendReplacement(StringBuilder(), "x") }
        let byFunction = try JavaPattern.compile("\\d+")?.matcher("a1b22c333")?.replaceAll { r in String(try r!.group()!.count) }
        #expect(byFunction == "a1b2c3")
    }

    @Test func resultsAndSnapshotsAreFrozen() throws {
        let m = try #require(try JavaPattern.compile("(b)")?.matcher("abc"))
        _ = try m.find()
        let snapshot = try #require(m.toMatchResult())
        m.reset()
        #expect(try snapshot.group(1) == "b" && snapshot.start() == 1 && snapshot.end(1) == 2)
        let starts = try JavaPattern.compile("x*")?.matcher("axxb")?.results()?.map { r -> Int32? in try r!.start() }?.toList()
        #expect(starts?.toString() == "[0, 1, 3, 4]")
        let u = try #require(try JavaPattern.compile("(a)(b)?")?.matcher("ab a"))
        _ = try u.find()
        try u.usePattern(JavaPattern.compile("a"))
        #expect(try u.group() == nil)
        #expect(try u.find() && u.start() == 3)
    }

    // MARK: Syntax and flags

    @Test func javaClassesAreASCIIUnlessUnicodeCharacterClass() throws {
        #expect(try finds("\\w+", "héllo wörld_1") == ["0-1", "2-5", "6-7", "8-13"])
        #expect(try finds("\\d", "5\u{665}") == ["0-1"])
        #expect(try finds("(?U)\\d", "5\u{665}") == ["0-1", "1-2"])
        #expect(try finds("\\p{Lower}+", "abcDEFä") == ["0-3"])
        #expect(try finds("\\p{L}+", "café naïve") == ["0-4", "5-10"])
        #expect(try finds("\\bfoo\\b", "foo foobar barfoo foo.") == ["0-3", "18-21"])
        #expect(try finds(".", "a\u{0B}\u{0C}b\rc\u{85}") == ["0-1", "1-2", "2-3", "3-4", "5-6"])
        #expect(try finds("$", "a\u{0C}") == ["2-2"])
        #expect(try finds("[a-z&&[^aeiou]]+", "hello world") == ["0-1", "2-4", "6-7", "8-11"])
        #expect(try finds("[]a]", "]a[") == ["0-1", "1-2"])
    }

    /// Quantifiers ICU gets wrong as written: lazy and possessive loops whose body can match empty (ICU
    /// fails the whole match), and `\R` repeated (Java does not retry `\r` alone inside a repetition).
    @Test func quantifiersBehaveAsInJava() throws {
        #expect(try finds("a(?:(?:x?)+?b)?", "ac") == ["0-1"])
        #expect(try finds("(?:)++", "b") == ["0-0", "1-1"])
        #expect(try finds("(?:a|)*+b", "ab") == ["0-2"])
        #expect(try finds("a++a", "aaa") == [])
        #expect(try finds("\\R{2}", "\r\n") == [])
        #expect(try finds("\\R\\n", "\r\n") == ["0-2"])
    }

    @Test func flagsKeepJavasMeaning() throws {
        #expect(try "aXbxc".javaReplaceAll("(?i)x", "-") == "a-b-c")
        // CASE_INSENSITIVE alone folds ASCII only; UNICODE_CASE folds other letters too.
        #expect(try "ÄäA".javaReplaceAll("(?i)ä", "-") == "Ä-A")
        #expect(try "ÄäA".javaReplaceAll("(?iu)ä", "-") == "--A")
        #expect(try finds("^", "a\nb\n", flags: JavaPattern.MULTILINE) == ["0-0", "2-2"])
        #expect(try finds("^", "", flags: JavaPattern.MULTILINE) == [])
        #expect(try JavaPattern.matches("(?s)a.b", "a\nb") && !JavaPattern.matches("a.b", "a\nb"))
        #expect(try JavaPattern.compile(" a  b # c\n d", JavaPattern.COMMENTS)?.matcher("abd")?.matches() == true)
        let literal = try #require(try JavaPattern.compile("a.b", JavaPattern.LITERAL))
        #expect(try literal.matcher("a.b")?.matches() == true && literal.matcher("axb")?.matches() == false)
        #expect(try JavaPattern.compile("a", JavaPattern.UNICODE_CHARACTER_CLASS)?.flags() == 320)
        #expect(throws: IllegalArgumentException.self) { try JavaPattern.compile("x", 0x1000) }
    }

    @Test func quoteAndQuotedSections() throws {
        #expect(try JavaPattern.quote("a\\Eb") == "\\Qa\\E\\\\E\\Qb\\E")
        #expect(try "a\\Eb".javaMatches(try #require(try JavaPattern.quote("a\\Eb"))))
        #expect(try parts("a+b+c".javaSplit(try #require(try JavaPattern.quote("+")))) == ["a", "b", "c"])
        #expect(try finds("a\\Q.*\\E+", "a.* a.*.*") == ["0-3", "4-7"])  // the + applies to the last quoted character
    }

    /// Indices are UTF-16 units: an emoji is two, and `.` matches it whole.
    @Test func indicesCountUTF16Units() throws {
        #expect(try finds("b", "a😀b") == ["3-4"])
        #expect(try finds(".", "a😀b") == ["0-1", "1-3", "3-4"])
        #expect(try finds("\\x{1F600}", "a😀b") == ["1-3"])
        #expect(parts(try "a😀b😀c".javaSplit("😀")) == ["a", "b", "c"])
        // Java steps one unit after an empty match, into the pair (the halves cannot be Swift strings).
        #expect(try finds("", "x😀") == ["0-0", "1-1", "2-2", "3-3"])
    }

    @Test func syntaxErrorsCarryJavasDescriptionAndIndex() throws {
        func error(_ regex: String) -> String? {
            do {
                _ = try JavaPattern.compile(regex)
                return nil
            } catch {
                guard let e = error as? PatternSyntaxException else { return "\(error)" }
                return "\(e.getDescription() ?? "") @\(e.getIndex())"
            }
        }
        #expect(error("(unclosed") == "Unclosed group @9")
        #expect(error("*") == "Dangling meta character '*' @0")
        #expect(error("a{2,1}") == "Illegal repetition range @5")
        #expect(error("{abc}") == "Illegal repetition @1")
        #expect(error("[abc") == "Unclosed character class @3")
        #expect(error("[z-a]") == "Illegal character range @3")
        #expect(error("a)") == "Unmatched closing ')' @0")
        #expect(error("\\q") == "Illegal/unsupported escape sequence @1")
        #expect(error("(?<a>x)(?<a>y)") == "Named capturing group <a> is already defined @11")
        #expect(error("(?<=(ab)+)x") == "Look-behind group does not have an obvious maximum length @8")
        #expect(error("\\p{Nosuch}") == "Unknown character property name {Nosuch} @9")
        let e = PatternSyntaxException("Unmatched closing ')'", "ab\t*c)", 4)
        #expect(e.getMessage() == "Unmatched closing ')' near index 4\nab\t*c)\n  \t ^")
        #expect(e.toString().hasPrefix("java.util.regex.PatternSyntaxException: "))
    }

    /// What ICU cannot run fails loudly when the pattern is compiled.
    @Test func untranslatableConstructsThrowUnsupportedOperation() {
        for regex in ["(?<=a+)b", "\\b{g}", "\\N{LATIN SMALL LETTER A}", "(?c)a"] {
            #expect(throws: UnsupportedOperationException.self, "\(regex)") { try JavaPattern.compile(regex) }
        }
        #expect(throws: UnsupportedOperationException.self) { try JavaPattern.compile("a", JavaPattern.CANON_EQ) }
    }

    @Test func nullArgumentsThrowNullPointerException() {
        #expect(throws: NullPointerException.self) { try JavaPattern.compile(nil) }
        #expect(throws: NullPointerException.self) { try JavaPattern.compile("a")?.matcher(nil) }
        #expect(throws: NullPointerException.self) { try "a".javaSplit(nil) }
        #expect(throws: NullPointerException.self) { try "a".javaReplaceFirst("a", nil) }
        // replaceAll reads the replacement only when there is a match.
        #expect((try? "b".javaReplaceAll("a", nil)) == "b")
    }
}
