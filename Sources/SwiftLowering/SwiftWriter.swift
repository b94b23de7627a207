/// Accumulates Swift source with four-space indentation (swift-format's default).
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// One line; a text with line breaks (a closure with its body) is indented as a whole.
    mutating func line(_ s: String = "") {
        if s.isEmpty {
            text += "\n"
        } else {
            let indentation = String(repeating: "    ", count: level)
            for l in s.split(separator: "\n", omittingEmptySubsequences: false) {
                text += l.isEmpty ? "\n" : indentation + l + "\n"
            }
        }
    }

    /// Text rendered by another writer (at level 0), re-indented to this writer's level.
    mutating func lines(_ rendered: String) {
        for l in rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { line(String(l)) }
    }

    /// Rewrites the statement lines written since `offset` (a `text.utf8.count`) after their indentation;
    /// lines of a closure body inside the statement, and its closing bracket, stay as they are.
    mutating func rewriteLines(since offset: Int, _ transform: (String) -> String) {
        let head = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
        let tail = String(decoding: text.utf8.dropFirst(offset), as: UTF8.self)
        var rewritten = ""
        var statementIndentation: Int? = nil
        var inMultilineString = false
        for l in tail.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let indentation = l.prefix { $0 == " " }
            let rest = l.dropFirst(indentation.count)
            let delimiters = l.components(separatedBy: "\"\"\"").count - 1
            defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
            // Only the statement's own lines: not the body of a closure inside it, nor its closing `}`, nor
            // the text of a multi-line string literal.
            if statementIndentation == nil { statementIndentation = indentation.count }
            if !inMultilineString, indentation.count == statementIndentation, let first = rest.first, first != "}" && first != ")" {
                rewritten += indentation + transform(String(rest)) + "\n"
            } else {
                rewritten += l + "\n"
            }
        }
        text = head + rewritten
    }

    mutating func indent() { level += 1 }
    mutating func dedent() { level = max(0, level - 1) }

    /// `header {` and one level deeper; `close()` ends it.
    mutating func open(_ header: String) {
        line(header + " {")
        indent()
    }

    mutating func close(_ trailer: String = "") {
        dedent()
        line("}" + trailer)
    }
}

/// Swift keywords that a Java name may collide with; such names are written in backticks.
enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "some", "any", "Type",
    ]

    static func identifier(_ name: String) -> String {
        // A Java variable `self` (`Validator<T> self = this;`): backticked, a stored property of that name is still
        // shadowed by Swift's `self` in expressions.
        if name == "self" { return "self_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift type as Swift sees it, without the comments naming the Java type (`Any? /* java.lang.Number */` is
    /// `Any?`): for comparing spellings and for writing the type inside an expression.
    /// The non-optional type whose optional `type` is: `String` for `String?`, `Any /* java.lang.Number */` for
    /// `Any? /* java.lang.Number */` (a generic argument or associated type the optional holds).
    static func wrappedType(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasSuffix("*/"), let mark = type.range(of: "? /*"), !type[..<mark.lowerBound].contains("/*") {
            var text = type
            text.remove(at: mark.lowerBound)
            return text
        }
        return type
    }

    static func withoutComments(_ type: String) -> String {
        var text = type
        while let open = text.range(of: " /*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return text
    }

    /// A class's, interface's or enum's name: `Outer.Type` and `Outer.Protocol` are metatypes in Swift (backquotes
    /// do not help in expressions), so a Java type named so becomes `Type_` / `Protocol_`, top-level ones too (the
    /// declaration and every use spell it one way).
    static func memberTypeIdentifier(_ name: String) -> String {
        name == "Type" || name == "Protocol" ? name + "_" : identifier(name)
    }
}

/// Swift source as the lowering wrote it, read for what its code says.
enum SwiftCodeText {
    /// `text` with the characters of its string literals blanked out (an interpolation's code is kept): a closure
    /// whose text is `return "retry later"` holds no `try `.
    static func code(of text: String) -> String {
        let bytes = Array(text.utf8)
        var out = bytes
        // Innermost last: an open string literal (multi-line or not), or an interpolation's code with the depth of
        // its own parentheses.
        enum Context { case string(multiline: Bool), interpolation(depth: Int) }
        var stack: [Context] = []
        let quote: UInt8 = 34, backslash: UInt8 = 92, open: UInt8 = 40, close: UInt8 = 41, blank: UInt8 = 32
        func isTripleQuote(_ at: Int) -> Bool { at + 2 < bytes.count && bytes[at] == quote && bytes[at + 1] == quote && bytes[at + 2] == quote }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if case .string(let multiline)? = stack.last {
                if b == backslash, i + 1 < bytes.count {
                    // `\(`: code until the matching `)`; any other escape is text.
                    if bytes[i + 1] == open { stack.append(.interpolation(depth: 0)) }
                    out[i] = blank
                    out[i + 1] = blank
                    i += 2
                } else if multiline ? isTripleQuote(i) : b == quote {
                    stack.removeLast()
                    i += multiline ? 3 : 1
                } else {
                    if b != 10 { out[i] = blank }
                    i += 1
                }
                continue
            }
            if b == quote {
                let multiline = isTripleQuote(i)
                stack.append(.string(multiline: multiline))
                i += multiline ? 3 : 1
                continue
            }
            if case .interpolation(let depth)? = stack.last {
                if b == open {
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                } else if b == close {
                    if depth == 0 {
                        stack.removeLast()
                        out[i] = blank
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                }
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the code of `text` (outside string literals) can throw: it holds a `try ` or a `throw `.
    static func canThrow(_ text: String) -> Bool {
        let code = code(of: text)
        return code.contains("try ") || code.contains("throw ")
    }
}
