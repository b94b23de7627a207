import Foundation

/// The Java element a mapping rule is about.
public enum RuleElement: Hashable, Sendable {
    /// Every type of a package (`*`).
    case package(String)
    /// A type by qualified name (`java.net.Socket`); nested types with dots (`java.util.Map.Entry`).
    case type(String)
    /// A field, method or constructor (`<init>`) of a type; `parameters` picks one overload (erased Java
    /// types as written, `nil` for every overload).
    case member(type: String, name: String, parameters: [String]?)

    public var typeName: String? {
        switch self {
        case .package: nil
        case .type(let t): t
        case .member(let t, _, _): t
        }
    }

    /// The element as a rule file names it, fully qualified: `java.net.*`, `java.util.List`,
    /// `java.util.ArrayList.new(int)`, `java.lang.Object.wait`.
    public var written: String {
        switch self {
        case .package(let p): p + ".*"
        case .type(let t): t
        case .member(let t, let name, let parameters):
            t + "." + (name == "<init>" ? "new" : name) + (parameters.map { "(" + $0.joined(separator: ",") + ")" } ?? "")
        }
    }
}

/// What a rule says about its element.
public enum RuleAction: Hashable, Sendable {
    /// No faithful translation: findings with this report rule id, and an optional replacement that
    /// replaces the catalogue's suggestion.
    case unavailable(ruleID: String, replacement: String?)
    /// Translated by j2swift (its runtime or lowering); overrides an `unavailable` of a supertype or package.
    case available
    /// `map`: a call, `new` or static field becomes this Swift expression.
    case template(SwiftTemplate)
    /// `type`: uses of this Java type (a reference, so optional in Swift) are spelled with this Swift type.
    case typeTemplate(SwiftTemplate)
    /// `like`: the type (qualified name given) whose rules this type's members take where they have none of
    /// their own, and whose Swift type it is translated as (`like StringBuffer StringBuilder`).
    case like(String)
}

/// The Swift a `map` or `type` rule writes, with placeholders filled in by the lowering:
/// `$this` the receiver (null-checked), `$0`…`$9` the arguments converted to the parameter types,
/// `$*` all arguments, `$varargs` the variable-arity arguments (or `arguments: array` when the call passes
/// an array), `$E` (any type variable of the Java type or method) its Swift type.
public struct SwiftTemplate: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case text(String)
        case receiver
        case argument(Int)
        case allArguments
        /// The arguments of a variable-arity method's last parameter, as Swift variadic arguments; when the
        /// call passes one array there instead (`String.format(f, row)`), `arguments: ` and the array.
        case varargs
        case typeVariable(String)

        public var isPlaceholder: Bool {
            if case .text = self { return false }
            return true
        }
    }
    public var parts: [Part]
    /// `try`: the Swift can throw (a Java exception), so the lowering marks the call.
    public var throwing: Bool
    /// `nonnull`: the Swift's value is not optional (the Java result is never null), so the lowering uses it
    /// as it is where Java dereferences it (`Integer.toBinaryString(x).length()`), without unwrapping.
    public var nonNull: Bool
    /// Columns of the placeholders in the rule line, for diagnostics.
    public var placeholderColumns: [Int]

    public init(parts: [Part], throwing: Bool, nonNull: Bool = false, placeholderColumns: [Int]) {
        self.parts = parts
        self.throwing = throwing
        self.nonNull = nonNull
        self.placeholderColumns = placeholderColumns
    }

    /// Parses the quoted text; `column` is where the text's first character is on its line.
    static func parse(_ text: String, throwing: Bool, nonNull: Bool = false, column: Int) -> Result<SwiftTemplate, RuleFileError> {
        var parts: [Part] = []
        var columns: [Int] = []
        var literal = ""
        let chars = Array(text)
        var i = 0
        func flush() {
            if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
        }
        while i < chars.count {
            guard chars[i] == "$", i + 1 < chars.count else { literal.append(chars[i]); i += 1; continue }
            let start = i
            let next = chars[i + 1]
            if next == "$" { literal.append("$"); i += 2; continue }
            flush()
            columns.append(column + start)
            if next == "*" {
                parts.append(.allArguments)
                i += 2
            } else if next.isNumber {
                var j = i + 1
                while j < chars.count, chars[j].isNumber { j += 1 }
                parts.append(.argument(Int(String(chars[(i + 1)..<j]))!))
                i = j
            } else if next.isLetter {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                let name = String(chars[(i + 1)..<j])
                if name == "this" {
                    parts.append(.receiver)
                } else if name == "varargs" {
                    parts.append(.varargs)
                } else if name.first!.isUppercase {
                    parts.append(.typeVariable(name))
                } else {
                    return .failure(RuleFileError(path: "", line: 0, column: column + start,
                                                  message: "unknown placeholder '$\(name)' (expected $this, $0…$9, $*, $varargs or a type variable such as $E)"))
                }
                i = j
            } else {
                return .failure(RuleFileError(path: "", line: 0, column: column + start, message: "'$' must start a placeholder ($this, $0, $*, $E) or be written '$$'"))
            }
        }
        flush()
        return .success(SwiftTemplate(parts: parts, throwing: throwing, nonNull: nonNull, placeholderColumns: columns))
    }
}

public struct MappingRule: Hashable, Sendable {
    public var element: RuleElement
    public var action: RuleAction
    /// Where the rule was written, for diagnostics and for the report.
    public var path: String
    public var line: Int
    public var column: Int
}

/// A problem in a mapping file, reported as `path:line:col: error: message`.
public struct RuleFileError: Error, CustomStringConvertible, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Reads the text format of `Mappings/Rules/*.rules` (documented in `Mappings/README.md`):
///
///     package java.net
///     unavailable *                          J2S-NET-001
///     unavailable SocketTimeoutException     J2S-NET-002
///     unavailable Socket.setSoTimeout(int)   J2S-NET-002 "use NWConnection's state handler"
///     available   PrintStream
///     type        List                   "JavaList<$E>"
///     map         List.get(int)      try "$this.get($0)"
///     like        StringBuffer           StringBuilder
///
/// One rule per line; `#` starts a comment. Element names are relative to the `package` line before them,
/// or fully qualified.
public enum RuleFileParser {
    public static func parse(path: String, text: String) -> (rules: [MappingRule], errors: [RuleFileError]) {
        var rules: [MappingRule] = []
        var errors: [RuleFileError] = []
        var package: String? = nil
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            var scanner = LineScanner(Array(rawLine.utf8))
            func fail(_ message: String, at column: Int) {
                errors.append(RuleFileError(path: path, line: lineNumber, column: column, message: message))
            }
            guard let (keyword, keywordColumn) = scanner.word() else { continue }
            switch keyword {
            case "package":
                guard let (name, column) = scanner.word() else { fail("expected a package name after 'package'", at: scanner.column); continue }
                guard isQualifiedName(name) else { fail("'\(name)' is not a package name", at: column); continue }
                package = name
            case "unavailable", "available":
                guard let (elementText, elementColumn) = scanner.word() else {
                    fail("expected a Java element (a type, Type.member, Type.member(params) or *)", at: scanner.column); continue
                }
                let element: RuleElement
                switch parseElement(elementText, package: package) {
                case .success(let e): element = e
                case .failure(let message): fail(message, at: elementColumn); continue
                }
                var action = RuleAction.available
                if keyword == "unavailable" {
                    guard let (id, idColumn) = scanner.word() else { fail("expected a report rule id (J2S-…) after the element", at: scanner.column); continue }
                    guard id.hasPrefix("J2S-") else { fail("expected a report rule id (J2S-…), found '\(id)'", at: idColumn); continue }
                    var replacement: String? = nil
                    if !scanner.atEnd {
                        let quoteColumn = scanner.column
                        switch scanner.quoted() {
                        case .success(let text): replacement = text
                        case .failure(let message): fail(message, at: quoteColumn); continue
                        }
                    }
                    action = .unavailable(ruleID: id, replacement: replacement)
                }
                if !scanner.atEnd { fail("unexpected text after the rule", at: scanner.column); continue }
                rules.append(MappingRule(element: element, action: action, path: path, line: lineNumber, column: keywordColumn))
            case "map", "type":
                guard let (elementText, elementColumn) = scanner.word() else {
                    fail("expected a Java element after '\(keyword)'", at: scanner.column); continue
                }
                let element: RuleElement
                switch parseElement(elementText, package: package) {
                case .success(let e): element = e
                case .failure(let message): fail(message, at: elementColumn); continue
                }
                if keyword == "type", case .type = element {} else if keyword == "type" {
                    fail("a 'type' rule names a Java type, found '\(elementText)'", at: elementColumn); continue
                }
                if keyword == "map", case .member = element {} else if keyword == "map" {
                    fail("a 'map' rule names a method, constructor (Type.new) or field, found '\(elementText)'", at: elementColumn); continue
                }
                var throwing = false, nonNull = false, badWord = false
                // `try` and `nonnull`, in either order, before the template.
                while let (word, wordColumn) = scanner.peekWord() {
                    switch word {
                    case "try" where !throwing: throwing = true
                    case "nonnull" where !nonNull && keyword == "map": nonNull = true
                    default:
                        let expected = keyword == "map" ? "'try', 'nonnull'" : "'try'"
                        fail("expected \(expected) or a quoted Swift template, found '\(word)'", at: wordColumn)
                        badWord = true
                    }
                    if badWord { break }
                    _ = scanner.word()
                }
                if badWord { continue }
                scanner.skipSpace()
                let quoteColumn = scanner.column
                let text: String
                switch scanner.quoted() {
                case .success(let t): text = t
                case .failure(let message): fail(message, at: quoteColumn); continue
                }
                if !scanner.atEnd { fail("unexpected text after the rule", at: scanner.column); continue }
                switch SwiftTemplate.parse(text, throwing: throwing, nonNull: nonNull, column: quoteColumn + 1) {
                case .success(let template):
                    rules.append(MappingRule(element: element, action: keyword == "map" ? .template(template) : .typeTemplate(template),
                                             path: path, line: lineNumber, column: keywordColumn))
                case .failure(let error):
                    fail(error.message, at: error.column)
                }
            case "like":
                // `like StringBuffer StringBuilder`: two types, the second's rules serve the first.
                var types: [String] = []
                for role in ["a Java type after 'like'", "the Java type whose rules it takes"] {
                    guard let (text, column) = scanner.word() else { fail("expected \(role)", at: scanner.column); break }
                    guard case .success(.type(let name)) = parseElement(text, package: package) else {
                        fail("a 'like' rule names two Java types, found '\(text)'", at: column); break
                    }
                    types.append(name)
                }
                guard types.count == 2 else { continue }
                if !scanner.atEnd { fail("unexpected text after the rule", at: scanner.column); continue }
                rules.append(MappingRule(element: .type(types[0]), action: .like(types[1]), path: path, line: lineNumber, column: keywordColumn))
            default:
                fail("unknown rule kind '\(keyword)' (expected package, unavailable, available, map, type or like)", at: keywordColumn)
            }
        }
        return (rules, errors)
    }

    static func isQualifiedName(_ s: String) -> Bool {
        !s.isEmpty && s.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" || first == "$" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        }
    }

    enum Parsed { case success(RuleElement), failure(String) }

    static func parseElement(_ text: String, package: String?) -> Parsed {
        func qualify(_ name: String) -> String {
            // A name whose first part is lowercase is taken as already qualified (`java.net.Socket`).
            if let first = name.first, first.isLowercase, name.contains(".") { return name }
            return package.map { $0 + "." + name } ?? name
        }
        if text == "*" {
            guard let package else { return .failure("'*' needs a 'package' line before it") }
            return .success(.package(package))
        }
        var head = text
        var parameters: [String]? = nil
        if let open = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { return .failure("expected ')' at the end of the parameter list") }
            head = String(text[..<open])
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            parameters = inside.isEmpty ? [] : inside.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            for p in parameters! {
                let base = p.replacingOccurrences(of: "[]", with: "").replacingOccurrences(of: "...", with: "")
                if !isQualifiedName(base) { return .failure("'\(p)' is not a parameter type") }
            }
        }
        guard isQualifiedName(head) else { return .failure("'\(head)' is not a Java name") }
        let parts = head.split(separator: ".")
        // `Boolean.FALSE`, `String.CASE_INSENSITIVE_ORDER`: an all-capitals name after a type name is a
        // constant (a field), not a nested type (`java.net.URL` has a package, not a type, before it).
        let isConstant = parts.count >= 2 && parts[parts.count - 2].first?.isUppercase == true
            && parts[parts.count - 1].allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        if parameters == nil, !isConstant, let last = parts.last, last.first?.isUppercase == true {
            guard package != nil || head.contains(".") else { return .failure("'\(head)' needs a 'package' line before it") }
            return .success(.type(qualify(head)))
        }
        guard let dot = head.lastIndex(of: ".") else { return .failure("expected Type.member, found '\(head)'") }
        let type = String(head[..<dot])
        var name = String(head[head.index(after: dot)...])
        if name == "new" { name = "<init>" }
        return .success(.member(type: qualify(type), name: name, parameters: parameters))
    }
}

/// Splits a rule line into whitespace-separated words and one optional quoted string, with 1-based columns.
struct LineScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var column: Int { position + 1 }

    mutating func skipSpace() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "#") { position = bytes.count }
    }

    var atEnd: Bool {
        mutating get { skipSpace(); return position >= bytes.count }
    }

    /// The next word without consuming it (nil at a quoted text or the end).
    mutating func peekWord() -> (String, Int)? {
        let saved = position
        defer { position = saved }
        return word()
    }

    mutating func word() -> (String, Int)? {
        skipSpace()
        guard position < bytes.count, bytes[position] != UInt8(ascii: "\"") else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != 0x20, bytes[position] != 0x09, bytes[position] != 0x0D { position += 1 }
        return (String(decoding: bytes[start..<position], as: UTF8.self), start + 1)
    }

    enum Quoted { case success(String), failure(String) }

    mutating func quoted() -> Quoted {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return .failure("expected a quoted replacement text") }
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let b = bytes[position]
            position += 1
            if b == UInt8(ascii: "\\"), position < bytes.count { text.append(bytes[position]); position += 1; continue }
            if b == UInt8(ascii: "\"") { return .success(String(decoding: text, as: UTF8.self)) }
            text.append(b)
        }
        return .failure("unterminated quoted text")
    }
}
