import Foundation

/// A Java pattern rewritten for ICU, with what the matcher needs to know about its groups.
struct JavaRegexTranslation {
    /// The pattern for `NSRegularExpression`, compiled without options.
    let icuPattern: String
    /// Capturing groups, not counting group 0.
    let groupCount: Int
    let groupNames: [String: Int]
}

/// `Pattern`'s flag bits.
enum JavaRegexFlag {
    static let unixLines: Int32 = 0x01
    static let caseInsensitive: Int32 = 0x02
    static let comments: Int32 = 0x04
    static let multiline: Int32 = 0x08
    static let literal: Int32 = 0x10
    static let dotall: Int32 = 0x20
    static let unicodeCase: Int32 = 0x40
    static let canonEq: Int32 = 0x80
    static let unicodeCharacterClass: Int32 = 0x100
    static let all: Int32 = 0x1FF
}

/// How long the matches of a piece of pattern can be, as Java's `study` decides it for a look-behind.
enum RegexLength: Equatable {
    /// At most this many characters (code points).
    case bounded(Int)
    /// Java accepts it (a greedy `x*` adds Integer.MAX_VALUE to the maximum) but ICU's look-behind needs a
    /// real bound.
    case unboundedButAccepted
    /// Java's "no obvious maximum length": a back reference, an unbounded quantifier on a group.
    case noObviousMaximum

    static let zero = RegexLength.bounded(0)

    /// One piece after the other (and, for alternatives, the longer one: `combined` with `max`).
    func combined(with other: RegexLength, _ merge: (Int, Int) -> Int) -> RegexLength {
        switch (self, other) {
        case (.noObviousMaximum, _), (_, .noObviousMaximum): return .noObviousMaximum
        case (.unboundedButAccepted, _), (_, .unboundedButAccepted): return .unboundedButAccepted
        case (.bounded(let a), .bounded(let b)): return .bounded(merge(a, b))
        }
    }

    /// Under a quantifier with at most `maximum` repetitions (nil: unbounded).
    func repeated(maximum: Int?) -> RegexLength {
        guard case .bounded(let n) = self else { return .noObviousMaximum }
        guard let maximum else { return n == 0 ? .zero : (n == 1 ? .unboundedButAccepted : .noObviousMaximum) }
        let (product, overflow) = n.multipliedReportingOverflow(by: maximum)
        return overflow || product > Int(Int32.max) ? .noObviousMaximum : .bounded(product)
    }
}

/// One translated piece of a pattern and the length of what it matches.
struct RegexPiece {
    var text: String
    var length: RegexLength

    static let empty = RegexPiece(text: "", length: .zero)
    static func zeroWidth(_ text: String) -> RegexPiece { RegexPiece(text: text, length: .zero) }
    static func oneCharacter(_ set: String) -> RegexPiece { RegexPiece(text: set, length: .bounded(1)) }
}

/// Java's regular-expression syntax (`java.util.regex.Pattern`) rewritten as an ICU pattern for Foundation's
/// `NSRegularExpression`.
///
/// The parser follows `Pattern.java`'s recursive descent step by step (the same cursor moves over the same
/// code points, after the same `\Q…\E` rewriting), so a pattern Java rejects is rejected here with Java's
/// description and index, and Java's odd corners (a dangling `]` is a literal, `[]a]` is a class of `]` and
/// `a`, `\1` followed by digits reads only groups that exist so far) parse as in Java.
///
/// What it writes spells out every construct whose ICU meaning differs from Java's:
/// - `\d`, `\s`, `\w` and POSIX classes such as `\p{Lower}` are ASCII in Java (ICU's are Unicode) unless
///   `UNICODE_CHARACTER_CLASS` is set; `\b` uses Java 17's letter-or-digit rule.
/// - `.`, `^`, `$`, `\Z` and `\R` know Java's line terminators (ICU also counts U+000B and U+000C).
/// - `CASE_INSENSITIVE` without `UNICODE_CASE` folds ASCII letters only, so letters become `[aA]` and ranges
///   gain their ASCII case partners; with `UNICODE_CASE`, ICU's `(?i)` folds single characters.
/// - Inline flags are applied while parsing (ICU never sees a flag), and `COMMENTS` white space and `#`
///   comments are skipped as Java skips them.
/// - Named groups become numbered ones (the names are kept in `groupNames`); a back reference to a group
///   the pattern does not have never matches, as in Java (ICU rejects it).
/// Constructs ICU cannot express (`\b{g}`, `\N{name}`, `CANON_EQ`, a look-behind without an upper bound such
/// as `(?<=a+)`, which Java accepts) throw `UnsupportedOperationException`.
struct JavaRegexParser {
    typealias Flag = JavaRegexFlag

    let pattern: String
    /// The pattern's code points after `\Q…\E` rewriting, followed by two zeros (Java's `temp`).
    var temp: [Int32]
    var patternLength: Int
    var cursor = 0
    var flags0: Int32
    var capturingGroupCount = 1
    var namedGroups: [String: Int] = [:]
    /// Back references, resolved once the number of groups is known (`\N` or never-matching).
    var backReferenceMarkers: [Int] = []

    /// Translates `pattern` compiled with `flags` (already checked against `JavaRegexFlag.all`).
    static func translate(_ pattern: String, flags: Int32) throws -> JavaRegexTranslation {
        if flags & Flag.canonEq != 0 { throw UnsupportedOperationException("Pattern.CANON_EQ is not translated (ICU has no canonical-equivalence matching)") }
        var parser = JavaRegexParser(pattern: pattern, flags: flags)
        return try parser.compile()
    }

    init(pattern: String, flags: Int32) {
        self.pattern = pattern
        flags0 = flags
        let codePoints = pattern.unicodeScalars.map { Int32($0.value) }
        patternLength = codePoints.count
        temp = codePoints + [0, 0]
    }

    mutating func compile() throws -> JavaRegexTranslation {
        var translated: String
        if has(Flag.literal) {
            translated = slice(Array(temp[0..<patternLength])).text
        } else {
            removeQEQuoting()
            translated = try expr().text
            if patternLength != cursor {
                if peek() == ")" { throw error("Unmatched closing ')'") }
                throw error("Unexpected internal error")
            }
        }
        for number in Set(backReferenceMarkers) {
            let replacement = number < capturingGroupCount ? "(?:\\\(number))" : "(?!)"
            translated = translated.replacingOccurrences(of: Self.marker(number), with: replacement)
        }
        // ICU rejects an empty pattern; Java's matches the empty string everywhere.
        return JavaRegexTranslation(icuPattern: translated.isEmpty ? "(?:)" : translated, groupCount: capturingGroupCount - 1, groupNames: namedGroups)
    }

    // MARK: Cursor primitives (Pattern.java's, including COMMENTS skipping)

    func has(_ flag: Int32) -> Bool { flags0 & flag != 0 }

    mutating func accept(_ ch: Unicode.Scalar, _ message: String) throws {
        var testChar = temp[cursor]
        cursor += 1
        if has(Flag.comments) { testChar = parsePastWhitespace(testChar) }
        if testChar != ch { throw error(message) }
    }

    mutating func mark(_ c: Int32) { temp[patternLength] = c }

    mutating func peek() -> Int32 {
        var ch = temp[cursor]
        if has(Flag.comments) { ch = peekPastWhitespace(ch) }
        return ch
    }

    mutating func read() -> Int32 {
        var ch = temp[cursor]
        cursor += 1
        if has(Flag.comments) { ch = parsePastWhitespace(ch) }
        return ch
    }

    mutating func next() -> Int32 {
        cursor += 1
        var ch = temp[cursor]
        if has(Flag.comments) { ch = peekPastWhitespace(ch) }
        return ch
    }

    mutating func nextEscaped() -> Int32 {
        cursor += 1
        return temp[cursor]
    }

    mutating func peekPastWhitespace(_ start: Int32) -> Int32 {
        var ch = start
        while Self.isASCIISpace(ch) || ch == "#" {
            while Self.isASCIISpace(ch) { cursor += 1; ch = temp[cursor] }
            if ch == "#" { ch = peekPastLine() }
        }
        return ch
    }

    mutating func parsePastWhitespace(_ start: Int32) -> Int32 {
        var ch = start
        while Self.isASCIISpace(ch) || ch == "#" {
            while Self.isASCIISpace(ch) { ch = temp[cursor]; cursor += 1 }
            if ch == "#" { ch = parsePastLine() }
        }
        return ch
    }

    mutating func parsePastLine() -> Int32 {
        var ch = temp[cursor]
        cursor += 1
        while ch != 0 && !isLineSeparator(ch) { ch = temp[cursor]; cursor += 1 }
        if ch == 0 && cursor > patternLength {
            cursor = patternLength
            ch = temp[cursor]
            cursor += 1
        }
        return ch
    }

    mutating func peekPastLine() -> Int32 {
        cursor += 1
        var ch = temp[cursor]
        while ch != 0 && !isLineSeparator(ch) { cursor += 1; ch = temp[cursor] }
        if ch == 0 && cursor > patternLength {
            cursor = patternLength
            ch = temp[cursor]
        }
        return ch
    }

    func isLineSeparator(_ ch: Int32) -> Bool {
        if has(Flag.unixLines) { return ch == 0x0A }
        return ch == 0x0A || ch == 0x0D || ch | 1 == 0x2029 || ch == 0x85
    }

    mutating func skip() -> Int32 {
        let ch = temp[cursor + 1]
        cursor += 2
        return ch
    }

    mutating func unread() { cursor -= 1 }

    func error(_ description: String) -> PatternSyntaxException {
        PatternSyntaxException(description, pattern, Int32(cursor - 1))
    }

    /// Java's `RemoveQEQuoting`: `\Q…\E` becomes escaped characters (digits right after `\Q` as `\x3…`, so
    /// they cannot extend an escape before the quote).
    mutating func removeQEQuoting() {
        let pLen = patternLength
        var i = 0
        while i < pLen - 1 {
            if temp[i] != "\\" { i += 1 } else if temp[i + 1] != "Q" { i += 2 } else { break }
        }
        if i >= pLen - 1 { return }
        var rewritten = Array(temp[0..<i])
        i += 2
        var inQuote = true, beginQuote = true
        while i < pLen {
            let c = temp[i]
            i += 1
            if c >= 0x80 || Self.isASCIILetter(c) {
                rewritten.append(c)
            } else if Self.isASCIIDigit(c) {
                if beginQuote { rewritten += [0x5C, 0x78, 0x33] }  // \x3
                rewritten.append(c)
            } else if c != "\\" {
                if inQuote { rewritten.append(0x5C) }
                rewritten.append(c)
            } else if inQuote {
                if temp[i] == "E" {
                    i += 1
                    inQuote = false
                } else {
                    rewritten += [0x5C, 0x5C]
                }
            } else {
                if temp[i] == "Q" {
                    i += 1
                    inQuote = true
                    beginQuote = true
                    continue
                }
                rewritten.append(c)
                if i != pLen { rewritten.append(temp[i]); i += 1 }
            }
            beginQuote = false
        }
        patternLength = rewritten.count
        temp = rewritten + [0, 0]
    }

    // MARK: Structure

    mutating func expr() throws -> RegexPiece {
        var branches: [RegexPiece] = []
        while true {
            branches.append(try sequence())
            if peek() != "|" { break }
            _ = next()
        }
        if branches.count == 1 { return branches[0] }
        let longest = branches.dropFirst().reduce(branches[0].length) { $0.combined(with: $1.length, max) }
        return RegexPiece(text: branches.map(\.text).joined(separator: "|"), length: longest)
    }

    mutating func sequence() throws -> RegexPiece {
        var result = RegexPiece.empty
        func append(_ piece: RegexPiece) {
            result.text += piece.text
            result.length = result.length.combined(with: piece.length, +)
        }
        loop: while true {
            var ch = peek()
            var node: RegexPiece
            switch ch {
            case "(":
                // A group applies its own quantifier; a flag-only group yields nothing.
                if let group = try group0() { append(group) }
                continue
            case "[":
                node = RegexPiece.oneCharacter(caseClosed(try clazz(consume: true)))
            case "\\":
                ch = nextEscaped()
                if ch == "p" || ch == "P" {
                    node = RegexPiece.oneCharacter(try property())
                } else {
                    unread()
                    node = try atom()
                }
            case "^":
                _ = next()
                node = .zeroWidth(caret())
            case "$":
                _ = next()
                node = .zeroWidth(dollar(multiline: has(Flag.multiline)))
            case ".":
                _ = next()
                if has(Flag.dotall) {
                    node = .oneCharacter(Self.anyCharacter)
                } else {
                    node = .oneCharacter(has(Flag.unixLines) ? "[^\\n]" : "[^\\n\\r\\x{85}\\x{2028}\\x{2029}]")
                }
            case "|", ")":
                break loop
            case "]", "}":
                // Dangling `]` and `}` are literals.
                node = try atom()
            case "?", "*", "+":
                _ = next()
                throw error("Dangling meta character '\(Character(Unicode.Scalar(UInt8(ch))))'")
            case 0 where cursor >= patternLength:
                break loop
            default:
                node = try atom()
            }
            append(try closure(node))
        }
        return result
    }

    mutating func atom() throws -> RegexPiece {
        var first = 0
        var prev = -1
        var buffer: [Int32] = []
        var ch = peek()
        loop: while true {
            switch ch {
            case "*", "+", "?", "{":
                // The quantifier applies to the last character only.
                if first > 1 {
                    cursor = prev
                    first -= 1
                    buffer.removeLast()
                }
                break loop
            case "$", ".", "^", "(", "[", "|", ")":
                break loop
            case "\\":
                ch = nextEscaped()
                if ch == "p" || ch == "P" {
                    if first > 0 {
                        unread()
                        break loop
                    }
                    return .oneCharacter(try property())
                }
                unread()
                prev = cursor
                let escaped = try escape(inClass: false, create: first == 0, isRange: false)
                if case .character(let c) = escaped {
                    buffer.append(c)
                    first += 1
                    ch = peek()
                    continue
                }
                if first == 0 {
                    switch escaped {
                    case .set(let set): return .oneCharacter(set)
                    case .node(let node): return node
                    case .character: break
                    }
                }
                cursor = prev
                break loop
            case 0 where cursor >= patternLength:
                break loop
            default:
                prev = cursor
                buffer.append(ch)
                first += 1
                ch = next()
            }
        }
        return slice(buffer)
    }

    mutating func closure(_ node: RegexPiece) throws -> RegexPiece {
        var ch = peek()
        switch ch {
        case "?":
            return quantified(node, "?", minimum: 0, maximum: 1)
        case "*":
            return quantified(node, "*", minimum: 0, maximum: nil)
        case "+":
            return quantified(node, "+", minimum: 1, maximum: nil)
        case "{":
            ch = skip()
            guard Self.isASCIIDigit(ch) else { throw error("Illegal repetition") }
            var cmin: Int32 = 0, cmax: Int32
            var overflow = false
            func accumulate(_ value: inout Int32, _ digit: Int32) {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(digit - 48)
                overflow = overflow || o1 || o2
                value = sum
            }
            repeat {
                accumulate(&cmin, ch)
                if overflow { throw error("Illegal repetition range") }
                ch = read()
            } while Self.isASCIIDigit(ch)
            if ch == "," {
                ch = read()
                if ch == "}" {
                    unread()
                    return quantified(node, "{\(cmin),}", minimum: Int(cmin), maximum: nil)
                }
                cmax = 0
                while Self.isASCIIDigit(ch) {
                    accumulate(&cmax, ch)
                    if overflow { throw error("Illegal repetition range") }
                    ch = read()
                }
            } else {
                cmax = cmin
            }
            if ch != "}" { throw error("Unclosed counted closure") }
            if cmax < cmin { throw error("Illegal repetition range") }
            unread()
            return quantified(node, "{\(cmin),\(cmax)}", minimum: Int(cmin), maximum: Int(cmax))
        default:
            return node
        }
    }

    /// `node` under a quantifier, with Java's reluctant (`?`) or possessive (`+`) suffix read after it. The
    /// node is grouped: ICU rejects a quantifier directly on a look-around, Java allows it.
    mutating func quantified(_ node: RegexPiece, _ quantifier: String, minimum: Int, maximum: Int?) -> RegexPiece {
        let ch = next()
        let length = node.length.repeated(maximum: maximum)
        // Java repeats `\R` (a single node) without trying `\r` alone once `\r\n` matched.
        let body = node.text == Self.lineBreak ? "(?>\(Self.lineBreak))" : "(?:\(node.text))"
        if ch == "?" {
            _ = next()
            // ICU's lazy `*?` and `+?` fail outright when the body can match empty; the counted forms do not.
            let counted = quantifier == "*" ? "{0,}" : (quantifier == "+" ? "{1,}" : quantifier)
            return RegexPiece(text: "\(body)\(counted)?", length: length)
        }
        if ch == "+" {
            _ = next()
            // Possessive as an atomic group: ICU's own `*+` fails outright when the body can match empty.
            return RegexPiece(text: "(?>\(body)\(quantifier))", length: length)
        }
        return RegexPiece(text: "\(body)\(quantifier)", length: length)
    }

    mutating func group0() throws -> RegexPiece? {
        let savedFlags = flags0
        var node: RegexPiece
        var ch = next()
        if ch == "?" {
            ch = skip()
            switch ch {
            case ":":
                node = try groupBody(open: "(?:")
            case "=", "!":
                node = .zeroWidth(try groupBody(open: ch == "=" ? "(?=" : "(?!").text)
            case ">":
                node = try groupBody(open: "(?>")
            case "<":
                ch = read()
                if ch != "=" && ch != "!" {
                    let name = try groupName(ch)
                    if namedGroups[name] != nil { throw error("Named capturing group <\(name)> is already defined") }
                    capturingGroupCount += 1
                    namedGroups[name] = capturingGroupCount - 1
                    node = try groupBody(open: "(")
                    break
                }
                let body = try groupBody(open: ch == "=" ? "(?<=" : "(?<!")
                switch body.length {
                case .noObviousMaximum:
                    throw error("Look-behind group does not have an obvious maximum length")
                case .unboundedButAccepted:
                    throw UnsupportedOperationException("a look-behind without an upper bound (\(pattern)) is not translated: ICU needs a bounded look-behind; write a bound such as {0,100}")
                case .bounded:
                    break
                }
                node = .zeroWidth(body.text)
            case "$", "@":
                throw error("Unknown group type")
            default:
                unread()
                try addFlag()
                ch = read()
                if ch == ")" { return nil }
                if ch != ":" { throw error("Unknown inline modifier") }
                node = try groupBody(open: "(?:")
            }
        } else {
            capturingGroupCount += 1
            node = try groupBody(open: "(")
        }
        try accept(")", "Unclosed group")
        flags0 = savedFlags
        return try closure(node)
    }

    mutating func groupBody(open: String) throws -> RegexPiece {
        let body = try expr()
        return RegexPiece(text: open + body.text + ")", length: body.length)
    }

    mutating func groupName(_ start: Int32) throws -> String {
        var ch = start
        guard Self.isASCIILetter(ch) else { throw error("capturing group name does not start with a Latin letter") }
        var name = ""
        repeat {
            name.unicodeScalars.append(Unicode.Scalar(UInt8(ch)))
            ch = read()
        } while Self.isASCIILetter(ch) || Self.isASCIIDigit(ch)
        if ch != ">" { throw error("named capturing group is missing trailing '>'") }
        return name
    }

    mutating func addFlag() throws {
        var ch = peek()
        while true {
            switch ch {
            case "i": flags0 |= Flag.caseInsensitive
            case "m": flags0 |= Flag.multiline
            case "s": flags0 |= Flag.dotall
            case "d": flags0 |= Flag.unixLines
            case "u": flags0 |= Flag.unicodeCase
            case "c": throw UnsupportedOperationException("the inline flag (?c) (CANON_EQ) is not translated")
            case "x": flags0 |= Flag.comments
            case "U": flags0 |= Flag.unicodeCharacterClass | Flag.unicodeCase
            case "-":
                _ = next()
                try subFlag()
                return
            default:
                return
            }
            ch = next()
        }
    }

    mutating func subFlag() throws {
        var ch = peek()
        while true {
            switch ch {
            case "i": flags0 &= ~Flag.caseInsensitive
            case "m": flags0 &= ~Flag.multiline
            case "s": flags0 &= ~Flag.dotall
            case "d": flags0 &= ~Flag.unixLines
            case "u": flags0 &= ~Flag.unicodeCase
            case "c": throw UnsupportedOperationException("the inline flag (?-c) (CANON_EQ) is not translated")
            case "x": flags0 &= ~Flag.comments
            case "U": flags0 &= ~(Flag.unicodeCharacterClass | Flag.unicodeCase)
            default: return
            }
            ch = next()
        }
    }

    // MARK: Escapes

    enum Escaped {
        case character(Int32)
        /// A character class such as `\d`, as an ICU set.
        case set(String)
        /// Anything else: an anchor, a boundary, a back reference, `\R`, `\X`.
        case node(RegexPiece)
    }

    mutating func escape(inClass: Bool, create: Bool, isRange: Bool) throws -> Escaped {
        let ch = skip()
        let unicodeClasses = has(Flag.unicodeCharacterClass)
        switch ch {
        case "0":
            return .character(try octal())
        case "1", "2", "3", "4", "5", "6", "7", "8", "9":
            if inClass { break }
            if create { return .node(backReference(ch - 48)) }
            return .node(.empty)
        case "A":
            if inClass { break }
            return .node(.zeroWidth("\\A"))
        case "B":
            if inClass { break }
            return .node(.zeroWidth(wordBoundary(negated: true)))
        case "D":
            return .set(Self.negated(unicodeClasses ? "\\p{Nd}" : Self.asciiDigit))
        case "G":
            if inClass { break }
            return .node(.zeroWidth("\\G"))
        case "H":
            return .set(Self.negated(Self.horizontalSpace))
        case "N":
            throw UnsupportedOperationException("\\N{name} character names in regular expressions are not translated; write the character or \\x{…}")
        case "R":
            if inClass { break }
            return .node(RegexPiece(text: Self.lineBreak, length: .bounded(2)))
        case "S":
            return .set(Self.negated(unicodeClasses ? Self.unicodeSpace : Self.asciiSpace))
        case "V":
            return .set(Self.negated(Self.verticalSpace))
        case "W":
            return .set(Self.negated(unicodeClasses ? Self.unicodeWord : Self.asciiWord))
        case "X":
            if inClass { break }
            return .node(RegexPiece(text: "\\X", length: .unboundedButAccepted))
        case "Z":
            if inClass { break }
            return .node(.zeroWidth(dollar(multiline: false)))
        case "a":
            return .character(0x07)
        case "b":
            if inClass { break }
            if create && peek() == "{" {
                let brace = cursor
                if skip() == "g" {
                    if read() == "}" { throw UnsupportedOperationException("\\b{g} grapheme boundaries are not translated (ICU has no such construct)") }
                    break
                }
                cursor = brace
            }
            return .node(.zeroWidth(wordBoundary(negated: false)))
        case "c":
            guard cursor < patternLength else { throw error("Illegal control escape sequence") }
            return .character(read() ^ 64)
        case "d":
            return .set(unicodeClasses ? "\\p{Nd}" : Self.asciiDigit)
        case "e":
            return .character(0x1B)
        case "f":
            return .character(0x0C)
        case "h":
            return .set(Self.horizontalSpace)
        case "k":
            if inClass { break }
            if read() != "<" { throw error("\\k is not followed by '<' for named capturing group") }
            let name = try groupName(read())
            guard let number = namedGroups[name] else { throw error("named capturing group <\(name)> does not exist") }
            return .node(backReferenceNode(number))
        case "n":
            return .character(0x0A)
        case "r":
            return .character(0x0D)
        case "s":
            return .set(unicodeClasses ? Self.unicodeSpace : Self.asciiSpace)
        case "t":
            return .character(0x09)
        case "u":
            return .character(try unicodeEscape())
        case "v":
            // In a range, `\v` is U+000B (Java 8 kept the old meaning there).
            if isRange { return .character(0x0B) }
            return .set(Self.verticalSpace)
        case "w":
            return .set(unicodeClasses ? Self.unicodeWord : Self.asciiWord)
        case "x":
            return .character(try hexEscape())
        case "z":
            if inClass { break }
            return .node(.zeroWidth("\\z"))
        case "C", "E", "F", "I", "J", "K", "L", "M", "O", "P", "Q", "T", "U", "Y",
             "g", "i", "j", "l", "m", "o", "p", "q", "y":
            break
        default:
            return .character(ch)
        }
        throw error("Illegal/unsupported escape sequence")
    }

    /// Java's `ref`: more digits join the number only while the group they name exists so far.
    mutating func backReference(_ first: Int32) -> RegexPiece {
        var number = Int(first)
        while true {
            let ch = peek()
            guard Self.isASCIIDigit(ch) else { break }
            let extended = number * 10 + Int(ch - 48)
            if capturingGroupCount - 1 < extended { break }
            number = extended
            _ = read()
        }
        return backReferenceNode(number)
    }

    mutating func backReferenceNode(_ number: Int) -> RegexPiece {
        backReferenceMarkers.append(number)
        // Case-insensitive back references compare ASCII letters ignoring case (and, in ICU, other letters too).
        let marker = Self.marker(number)
        return RegexPiece(text: has(Flag.caseInsensitive) ? "(?i:\(marker))" : marker, length: .noObviousMaximum)
    }

    /// A placeholder no translated text contains (literal characters are written as escapes).
    static func marker(_ number: Int) -> String { "\u{0}\(number)\u{0}" }

    mutating func octal() throws -> Int32 {
        let n = read()
        if (n - 48) | (55 - n) >= 0 {
            let m = read()
            if (m - 48) | (55 - m) >= 0 {
                let o = read()
                if (o - 48) | (55 - o) >= 0 && (n - 48) | (51 - n) >= 0 {
                    return (n - 48) * 64 + (m - 48) * 8 + (o - 48)
                }
                unread()
                return (n - 48) * 8 + (m - 48)
            }
            unread()
            return n - 48
        }
        throw error("Illegal octal escape sequence")
    }

    mutating func hexEscape() throws -> Int32 {
        var n = read()
        if Self.isHexDigit(n) {
            let m = read()
            if Self.isHexDigit(m) { return Self.hexValue(n) * 16 + Self.hexValue(m) }
        } else if n == "{" && Self.isHexDigit(peek()) {
            var ch: Int32 = 0
            while true {
                n = read()
                guard Self.isHexDigit(n) else { break }
                ch = (ch << 4) + Self.hexValue(n)
                if ch > 0x10FFFF { throw error("Hexadecimal codepoint is too big") }
            }
            if n != "}" { throw error("Unclosed hexadecimal escape sequence") }
            return ch
        }
        throw error("Illegal hexadecimal escape sequence")
    }

    mutating func fourHexDigits() throws -> Int32 {
        var n: Int32 = 0
        for _ in 0..<4 {
            let ch = read()
            guard Self.isHexDigit(ch) else { throw error("Illegal Unicode escape sequence") }
            n = n * 16 + Self.hexValue(ch)
        }
        return n
    }

    /// `\uXXXX`, joining `\uD83D\uDE00` into one code point.
    mutating func unicodeEscape() throws -> Int32 {
        let n = try fourHexDigits()
        if (0xD800...0xDBFF).contains(n) {
            let saved = cursor
            if read() == "\\" && read() == "u" {
                let low = try fourHexDigits()
                if (0xDC00...0xDFFF).contains(low) { return 0x10000 + ((n - 0xD800) << 10) + (low - 0xDC00) }
            }
            cursor = saved
        }
        return n
    }

    // MARK: Character classes

    /// The members a class collects one by one (Java's `BitClass`), as ICU set text.
    struct ClassMembers {
        var text = ""
        var set: String { "[\(text)]" }
    }

    mutating func clazz(consume: Bool) throws -> String {
        var prev: String? = nil
        var curr: String? = nil
        var bits = ClassMembers()
        var isNegated = false
        var hasBits = false
        var ch = next()
        if ch == "^" && temp[cursor - 1] == "[" {
            ch = next()
            isNegated = true
        }
        while true {
            switch ch {
            case "[":
                curr = try clazz(consume: true)
                prev = Self.union(prev, curr)
                ch = peek()
                continue
            case "&":
                ch = next()
                if ch == "&" {
                    ch = next()
                    var right: String? = nil
                    while ch != "]" && ch != "&" {
                        if ch == "[" {
                            right = Self.union(right, try clazz(consume: true))
                        } else {
                            unread()
                            right = Self.union(right, try clazz(consume: false))
                        }
                        ch = peek()
                    }
                    if hasBits {
                        if prev == nil {
                            prev = bits.set
                            curr = bits.set
                        } else {
                            prev = Self.union(prev, bits.set)
                        }
                        hasBits = false
                    }
                    if let right { curr = right }
                    if let left = prev {
                        prev = "[\(left)&&\(curr ?? left)]"
                    } else {
                        guard let right else { throw error("Bad class syntax") }
                        prev = right
                    }
                    continue
                }
                // A single `&` is a literal.
                unread()
            case 0 where cursor >= patternLength:
                throw error("Unclosed character class")
            case "]":
                if prev != nil || hasBits {
                    if consume { _ = next() }
                    var result = prev ?? bits.set
                    if prev != nil && hasBits { result = Self.union(result, bits.set) }
                    return isNegated ? Self.negated(result) : result
                }
            default:
                break
            }
            if let member = try range(&bits) {
                curr = member
                prev = Self.union(prev, member)
            } else {
                hasBits = true
            }
            ch = peek()
        }
    }

    /// One member of a class: a character or range added to `bits` (returns nil), or a set.
    mutating func range(_ bits: inout ClassMembers) throws -> String? {
        var ch = peek()
        if ch == "\\" {
            ch = nextEscaped()
            if ch == "p" || ch == "P" { return try property() }
            let isRange = temp[cursor + 1] == "-"
            unread()
            switch try escape(inClass: true, create: true, isRange: isRange) {
            case .character(let c): ch = c
            case .set(let set): return set
            case .node: ch = -1
            }
        } else {
            _ = next()
        }
        guard ch >= 0 else { throw error("Unexpected character '\(Self.display(ch))'") }
        if peek() == "-" {
            let endRange = temp[cursor + 1]
            if endRange == "[" {
                addMember(ch, to: &bits)
                return nil
            }
            if endRange != "]" {
                _ = next()
                var m = peek()
                if m == "\\" {
                    if case .character(let c) = try escape(inClass: true, create: false, isRange: true) { m = c } else { m = -1 }
                } else {
                    _ = next()
                }
                if m < ch { throw error("Illegal character range") }
                return rangeSet(ch, m)
            }
        }
        addMember(ch, to: &bits)
        return nil
    }

    /// Java's `BitClass.add` and `single`: with CASE_INSENSITIVE an ASCII letter brings its other case.
    func addMember(_ c: Int32, to bits: inout ClassMembers) {
        bits.text += Self.escaped(c)
        if has(Flag.caseInsensitive) && !has(Flag.unicodeCase), let partner = Self.asciiCasePartner(c) {
            bits.text += Self.escaped(partner)
        }
    }

    /// Java's `CIRange`: a character also matches when its ASCII upper or lower case is in the range.
    func rangeSet(_ low: Int32, _ high: Int32) -> String {
        var text = "\(Self.escaped(low))-\(Self.escaped(high))"
        if has(Flag.caseInsensitive) && !has(Flag.unicodeCase) {
            for letter in Int32(65)...Int32(122) where (low...high).contains(letter) {
                if let partner = Self.asciiCasePartner(letter), !(low...high).contains(partner) { text += Self.escaped(partner) }
            }
        }
        return "[\(text)]"
    }

    /// A bracketed class under CASE_INSENSITIVE with UNICODE_CASE: ICU closes its characters and ranges over
    /// case as Java's `SingleU`/`CIRangeU` match them. (Predefined classes and properties stay as they are,
    /// as in Java, except inside such a class, where ICU closes them too.)
    func caseClosed(_ set: String) -> String {
        has(Flag.caseInsensitive) && has(Flag.unicodeCase) ? "(?i:\(set))" : set
    }

    /// `\p…` or `\P…` with the cursor on the `p`: a one-letter name (`\pL`) or one in braces.
    mutating func property() throws -> String {
        let complement = temp[cursor] == "P"
        var oneLetter = true
        if next() != "{" { unread() } else { oneLetter = false }
        return try family(singleLetter: oneLetter, complement: complement)
    }

    /// `\p{…}` and `\P{…}`: Java's property names as ICU sets.
    mutating func family(singleLetter: Bool, complement: Bool) throws -> String {
        _ = next()
        var name: String
        if singleLetter {
            name = Self.string([temp[cursor]])
            _ = read()
        } else {
            let start = cursor
            mark(0x7D)
            while read() != "}" {}
            mark(0)
            let end = cursor
            if end > patternLength { throw error("Unclosed character family") }
            if start + 1 >= end { throw error("Empty character family") }
            name = Self.string(Array(temp[start..<(end - 1)]))
        }
        let caseInsensitive = has(Flag.caseInsensitive)
        var set: String?
        if let equals = name.firstIndex(of: "=") {
            let value = String(name[name.index(after: equals)...])
            let key = name[..<equals].lowercased()
            switch key {
            case "sc", "script": set = Self.validatedProperty("sc", value)
            case "blk", "block": set = Self.validatedProperty("blk", value)
            case "gc", "general_category": set = Self.javaProperty(value, caseInsensitive: caseInsensitive)
            default: break
            }
            guard let set else { throw error("Unknown Unicode property {name=<\(key)>, value=<\(value)>}") }
            return complement ? Self.negated(set) : set
        }
        if name.hasPrefix("In") {
            set = Self.validatedProperty("blk", String(name.dropFirst(2)))
        } else if name.hasPrefix("Is") {
            let short = String(name.dropFirst(2))
            set = Self.unicodeProperty(short.uppercased(), caseInsensitive: caseInsensitive)
                ?? Self.posixProperty(short.uppercased(), caseInsensitive: caseInsensitive)
                ?? Self.javaProperty(short, caseInsensitive: caseInsensitive)
                ?? Self.validatedProperty("sc", short)
        } else {
            if has(Flag.unicodeCharacterClass) { set = Self.posixProperty(name.uppercased(), caseInsensitive: caseInsensitive) }
            if set == nil { set = Self.javaProperty(name, caseInsensitive: caseInsensitive) }
        }
        guard let set else { throw error("Unknown character property name {\(name)}") }
        return complement ? Self.negated(set) : set
    }

    // MARK: Anchors and boundaries

    /// `^`: with MULTILINE, Java matches after any line terminator (not between `\r` and `\n`) but never at
    /// the end of the input, not even an empty one.
    func caret() -> String {
        guard has(Flag.multiline) else { return "\\A" }
        if has(Flag.unixLines) { return "(?:(?<!\(Self.anyCharacter))|(?<=\\n))(?=\(Self.anyCharacter))" }
        return "(?:(?<!\(Self.anyCharacter))|(?<=[\\n\\x{85}\\x{2028}\\x{2029}])|(?<=\\r)(?!\\n))(?=\(Self.anyCharacter))"
    }

    /// `$` and `\Z`: before a line terminator (only a final one unless MULTILINE) or at the end; never
    /// between `\r` and `\n`.
    func dollar(multiline: Bool) -> String {
        if has(Flag.unixLines) { return multiline ? "(?=\\n|\\z)" : "(?=\\n?\\z)" }
        let terminator = "[\\n\\r\\x{85}\\x{2028}\\x{2029}]"
        let lookahead = multiline ? "(?=\(terminator)|\\z)" : "(?=(?:\\r\\n|\(terminator))?\\z)"
        return "(?:\(lookahead)(?!(?<=\\r)\\n))"
    }

    /// `\b` and `\B` as Java 17 decides them: a word character is a letter, a digit or `_` (with
    /// UNICODE_CHARACTER_CLASS, `\w`'s Unicode set); non-spacing marks count as word characters.
    func wordBoundary(negated: Bool) -> String {
        let word = has(Flag.unicodeCharacterClass) ? Self.unicodeWord : "[\\p{L}\\p{Nd}\\p{Mn}_]"
        if negated { return "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))" }
        return "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
    }

    // MARK: Literals

    func slice(_ codePoints: [Int32]) -> RegexPiece {
        var text = ""
        for c in codePoints { text += literal(c) }
        return RegexPiece(text: text, length: .bounded(codePoints.count))
    }

    func literal(_ c: Int32) -> String {
        if has(Flag.caseInsensitive) {
            if has(Flag.unicodeCase) {
                // Java's `single`: only a character whose upper case lowers to something else ignores case.
                let upper = JavaCharacter.toUpperCase(codePoint: c)
                return upper != JavaCharacter.toLowerCase(codePoint: upper) ? "(?i:[\(Self.escaped(c))])" : Self.escaped(c)
            }
            if let partner = Self.asciiCasePartner(c) { return "[\(Self.escaped(c))\(Self.escaped(partner))]" }
        }
        return Self.escaped(c)
    }

    // MARK: Sets

    static let anyCharacter = "[\\x{0}-\\x{10FFFF}]"
    static let lineBreak = "(?:\\r\\n|[\\n\\x{B}\\f\\r\\x{85}\\x{2028}\\x{2029}])"
    static let asciiDigit = "[0-9]"
    static let asciiSpace = "[\\t\\n\\x{B}\\f\\r\\x{20}]"
    static let asciiWord = "[a-zA-Z_0-9]"
    static let unicodeSpace = "[\\t-\\r\\x{85}\\p{Zs}\\p{Zl}\\p{Zp}]"
    static let unicodeWord = "[\\p{Alphabetic}\\p{Mn}\\p{Me}\\p{Mc}\\p{Nd}\\p{Pc}\\x{200C}\\x{200D}]"
    static let horizontalSpace = "[\\t\\x{20}\\x{A0}\\x{1680}\\x{180E}\\x{2000}-\\x{200A}\\x{202F}\\x{205F}\\x{3000}]"
    static let verticalSpace = "[\\n\\x{B}\\f\\r\\x{85}\\x{2028}\\x{2029}]"
    static let asciiLetters = "[A-Za-z]"
    static let casedLetters = "[\\p{Lu}\\p{Ll}\\p{Lt}]"

    static func negated(_ set: String) -> String { "[^\(set)]" }

    static func union(_ a: String, _ b: String) -> String { "[\(a)\(b)]" }

    static func union(_ a: String?, _ b: String?) -> String? {
        guard let a else { return b }
        guard let b else { return a }
        return "[\(a)\(b)]"
    }

    /// Java's `CharPredicates.forProperty`: categories, POSIX classes (ASCII) and `java…` methods of Character.
    static func javaProperty(_ name: String, caseInsensitive: Bool) -> String? {
        switch name {
        case "Cn", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp", "Cc", "Cf", "Co", "Cs",
             "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf", "L", "M", "N", "Z", "C", "P", "S":
            return "\\p{\(name)}"
        case "Lu", "Ll", "Lt": return caseInsensitive ? casedLetters : "\\p{\(name)}"
        case "LC": return casedLetters
        case "LD": return "[\\p{L}\\p{Nd}]"
        case "L1": return "[\\x{0}-\\x{FF}]"
        case "all": return anyCharacter
        case "ASCII": return "[\\x{0}-\\x{7F}]"
        case "Alnum": return "[0-9A-Za-z]"
        case "Alpha": return asciiLetters
        case "Blank": return "[\\t\\x{20}]"
        case "Cntrl": return "[\\x{0}-\\x{1F}\\x{7F}]"
        case "Digit": return asciiDigit
        case "Graph": return "[\\x{21}-\\x{7E}]"
        case "Lower": return caseInsensitive ? asciiLetters : "[a-z]"
        case "Print": return "[\\x{20}-\\x{7E}]"
        case "Punct": return "[\\x{21}-\\x{2F}\\x{3A}-\\x{40}\\x{5B}-\\x{60}\\x{7B}-\\x{7E}]"
        case "Space": return "[\\t-\\r\\x{20}]"
        case "Upper": return caseInsensitive ? asciiLetters : "[A-Z]"
        case "XDigit": return "[0-9A-Fa-f]"
        case "javaLowerCase": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Lowercase}"
        case "javaUpperCase": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Uppercase}"
        case "javaTitleCase": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Lt}"
        case "javaAlphabetic": return "\\p{Alphabetic}"
        case "javaIdeographic": return "\\p{Ideographic}"
        case "javaDigit": return "\\p{Nd}"
        case "javaDefined": return "\\P{Cn}"
        case "javaLetter": return "\\p{L}"
        case "javaLetterOrDigit": return "[\\p{L}\\p{Nd}]"
        case "javaJavaIdentifierStart": return "[\\p{L}\\p{Nl}\\p{Sc}\\p{Pc}]"
        case "javaJavaIdentifierPart": return "[\\p{L}\\p{Nl}\\p{Sc}\\p{Pc}\\p{Nd}\\p{Mc}\\p{Mn}\\x{0}-\\x{8}\\x{E}-\\x{1B}\\x{7F}-\\x{9F}\\p{Cf}]"
        case "javaUnicodeIdentifierStart": return "[\\p{ID_Start}\\x{2E2F}]"
        case "javaUnicodeIdentifierPart": return "[\\p{ID_Continue}\\x{2E2F}\\x{0}-\\x{8}\\x{E}-\\x{1B}\\x{7F}-\\x{9F}\\p{Cf}]"
        case "javaIdentifierIgnorable": return "[\\x{0}-\\x{8}\\x{E}-\\x{1B}\\x{7F}-\\x{9F}\\p{Cf}]"
        case "javaSpaceChar": return "\\p{Z}"
        case "javaWhitespace": return "[[\\p{Z}--[\\x{A0}\\x{2007}\\x{202F}]]\\t-\\r\\x{1C}-\\x{1F}]"
        case "javaISOControl": return "[\\x{0}-\\x{1F}\\x{7F}-\\x{9F}]"
        case "javaMirrored": return "\\p{Bidi_Mirrored}"
        default: return nil
        }
    }

    /// `\p{IsAlphabetic}`-style binary properties (Java's `getUnicodePredicate`), by upper-cased name.
    static func unicodeProperty(_ name: String, caseInsensitive: Bool) -> String? {
        switch name {
        case "ALPHABETIC": return "\\p{Alphabetic}"
        case "ASSIGNED": return "\\P{Cn}"
        case "CONTROL": return "\\p{Cc}"
        case "HEXDIGIT", "HEX_DIGIT": return "[\\p{Nd}\\p{Hex_Digit}]"
        case "IDEOGRAPHIC": return "\\p{Ideographic}"
        case "JOINCONTROL", "JOIN_CONTROL": return "[\\x{200C}\\x{200D}]"
        case "LETTER": return "\\p{L}"
        case "LOWERCASE": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Lowercase}"
        case "NONCHARACTERCODEPOINT", "NONCHARACTER_CODE_POINT": return "\\p{Noncharacter_Code_Point}"
        case "TITLECASE": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Lt}"
        case "PUNCTUATION": return "\\p{P}"
        case "UPPERCASE": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Uppercase}"
        case "WHITESPACE", "WHITE_SPACE": return unicodeSpace
        case "WORD": return unicodeWord
        default: return nil
        }
    }

    /// POSIX names with UNICODE_CHARACTER_CLASS or an `Is` prefix (Java's `getPosixPredicate`).
    static func posixProperty(_ name: String, caseInsensitive: Bool) -> String? {
        switch name {
        case "ALPHA": return "\\p{Alphabetic}"
        case "LOWER": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Lowercase}"
        case "UPPER": return caseInsensitive ? "[\\p{Lowercase}\\p{Uppercase}\\p{Lt}]" : "\\p{Uppercase}"
        case "SPACE": return unicodeSpace
        case "PUNCT": return "\\p{P}"
        case "XDIGIT": return "[\\p{Nd}\\p{Hex_Digit}]"
        case "ALNUM": return "[\\p{Alphabetic}\\p{Nd}]"
        case "CNTRL": return "\\p{Cc}"
        case "DIGIT": return "\\p{Nd}"
        case "BLANK": return "[\\p{Zs}\\t]"
        case "GRAPH": return "[^\\p{Zs}\\p{Zl}\\p{Zp}\\p{Cc}\\p{Cs}\\p{Cn}]"
        case "PRINT": return "[[[^\\p{Zs}\\p{Zl}\\p{Zp}\\p{Cc}\\p{Cs}\\p{Cn}][\\p{Zs}\\t]]--\\p{Cc}]"
        default: return nil
        }
    }

    /// A script or block name, if ICU knows it. Names are limited to what Java's names consist of, so
    /// nothing else reaches ICU's pattern.
    static func validatedProperty(_ key: String, _ value: String) -> String? {
        guard !value.isEmpty, value.unicodeScalars.allSatisfy({ isASCIILetter(Int32($0.value)) || isASCIIDigit(Int32($0.value)) || $0 == "_" || $0 == " " || $0 == "-" }) else { return nil }
        let set = "\\p{\(key)=\(value)}"
        return JavaRegexEngine.isValidICUPattern(set) ? set : nil
    }

    // MARK: Characters

    /// A literal code point in ICU syntax: ASCII letters and digits as they are, everything else as `\x{…}`.
    static func escaped(_ c: Int32) -> String {
        if isASCIILetter(c) || isASCIIDigit(c) { return String(Unicode.Scalar(UInt8(c))) }
        return "\\x{\(String(c, radix: 16, uppercase: true))}"
    }

    static func asciiCasePartner(_ c: Int32) -> Int32? {
        if (65...90).contains(c) { return c + 32 }
        if (97...122).contains(c) { return c - 32 }
        return nil
    }

    static func string(_ codePoints: [Int32]) -> String {
        var s = ""
        for c in codePoints { s.unicodeScalars.append(Unicode.Scalar(UInt32(bitPattern: c)) ?? "\u{FFFD}") }
        return s
    }

    /// What `(char) ch` prints in Java's "Unexpected character" message.
    static func display(_ c: Int32) -> String { string([c & 0xFFFF]) }

    static func isASCIILetter(_ c: Int32) -> Bool { (65...90).contains(c) || (97...122).contains(c) }
    static func isASCIIDigit(_ c: Int32) -> Bool { (48...57).contains(c) }
    static func isASCIISpace(_ c: Int32) -> Bool { c == 32 || (9...13).contains(c) }
    static func isHexDigit(_ c: Int32) -> Bool { isASCIIDigit(c) || (65...70).contains(c) || (97...102).contains(c) }
    static func hexValue(_ c: Int32) -> Int32 { isASCIIDigit(c) ? c - 48 : (c | 0x20) - 87 }
}

extension Int32 {
    // The parser compares code points with characters as Pattern.java compares ints with chars.
    fileprivate static func == (lhs: Int32, rhs: Unicode.Scalar) -> Bool { lhs == Int32(rhs.value) }
    fileprivate static func != (lhs: Int32, rhs: Unicode.Scalar) -> Bool { lhs != Int32(rhs.value) }
    fileprivate static func ~= (pattern: Unicode.Scalar, value: Int32) -> Bool { value == Int32(pattern.value) }
}
