import JavaSyntax

/// Reads the library signature files under `Mappings/Signatures/` (format documented in its README) into a
/// symbol table: every type first, then supertypes and members, so signatures may refer to any type in
/// any file. Nested types are spelled `Outer$Inner` there and `Outer.Inner` here.
public enum LibrarySignatures {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): error: \(message)" }
    }

    public static func load(files: [(name: String, bytes: [UInt8])]) -> (SymbolTable, [Problem]) {
        var symbols = SymbolTable()
        var problems: [Problem] = []
        // Pass 1: declare types, outer before inner (nested names sort after their outer).
        var typeLines: [(file: String, line: Int, text: ArraySlice<UInt8>, members: [(Int, ArraySlice<UInt8>)])] = []
        for (name, bytes) in files {
            var current: Int? = nil
            var start = 0
            var lineNumber = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                lineNumber += 1
                var line = bytes[start..<end]
                start = end + 1
                if let last = line.last, last == 0x0D { line = line.dropLast() }
                // Blank lines and comments (`#`, also indented) carry nothing.
                guard let firstNonSpace = line.firstIndex(where: { $0 != 0x20 }), line[firstNonSpace] != UInt8(ascii: "#") else { continue }
                if line.first == 0x20 {
                    if let c = current { typeLines[c].members.append((lineNumber, line[firstNonSpace...])) }
                    continue
                }
                typeLines.append((name, lineNumber, line, []))
                current = typeLines.count - 1
            }
        }
        var declaredIDs: [TypeSymbolID?] = []
        var names = NameIndex()
        for entry in typeLines {
            var scanner = SignatureScanner(entry.text)
            guard let header = scanner.typeHeader() else {
                problems.append(Problem(file: entry.file, line: entry.line, message: "malformed type line"))
                declaredIDs.append(nil)
                continue
            }
            let binary = header.name
            let dotted = binary.dollarsAsDots
            let lastDollar = binary.lastIndex(of: "$")
            let outerBinary = lastDollar.map { String(binary[..<$0]) }
            let packageName = packageOf(binary)
            let simpleName = String(lastDollar.map { binary[binary.index(after: $0)...] } ?? binary.split(separator: ".").last ?? "")
            let enclosing = outerBinary.flatMap { symbols.lookup(qualifiedName: $0.dollarsAsDots) }
            let id = symbols.declare(kind: header.kind, packageName: packageName, simpleName: simpleName, qualifiedName: dotted,
                                     enclosing: enclosing, modifiers: header.modifiers, declaration: nil)
            symbols[id].typeParameters = header.typeParameterNames.map { TypeParameterSymbol(name: $0, bounds: []) }
            names.add(binary: binary, id: id, typeParameters: header.typeParameterNames, enclosing: enclosing)
            symbols[id].isFunctionalInterface = header.annotations.contains("FunctionalInterface")
            declaredIDs.append(id)
        }
        // Pass 2: bounds, supertypes, members.
        for (entry, maybeID) in zip(typeLines, declaredIDs) {
            guard let id = maybeID else { continue }
            var scanner = SignatureScanner(entry.text)
            var context = TypeContext(names: names, owner: id, methodTypeParameters: [])
            guard let header = scanner.typeHeader(context: &context) else { continue }
            var symbol = symbols[id]
            for (i, bounds) in header.typeParameterBounds.enumerated() where i < symbol.typeParameters.count {
                symbol.typeParameters[i].bounds = bounds
            }
            symbol.superclass = header.superclass ?? (header.kind == .class && symbol.qualifiedName != "java.lang.Object" ? symbols.object : nil)
            symbol.interfaces = header.interfaces
            for (lineNumber, text) in entry.members {
                var memberScanner = SignatureScanner(text)
                var memberContext = TypeContext(names: names, owner: id, methodTypeParameters: [])
                switch memberScanner.member(context: &memberContext, ownerName: symbol.simpleName, methodIndex: symbol.methods.count,
                                            constructorIndex: symbol.constructors.count) {
                case .field(let f)?: symbol.fields.append(f)
                case .method(let m)?: symbol.methods.append(m)
                case .constructor(let m)?: symbol.constructors.append(m)
                case .enumConstant(let name)?:
                    symbol.enumConstants.append(name)
                    symbol.fields.append(FieldSymbol(name: name, type: .declared(id, []), modifiers: [.public, .static, .final], constantValue: nil, declaration: nil))
                case nil:
                    problems.append(Problem(file: entry.file, line: lineNumber, message: "malformed member line: \(String(decoding: text, as: UTF8.self))"))
                }
            }
            if symbol.kind == .enum && !symbol.methods.contains(where: { $0.name == "values" }) {
                symbol.methods.append(MethodSymbol(name: "values", typeParameters: [], parameterTypes: [], isVarargs: false,
                                                   returnType: .array(.declared(id, [])), thrownTypes: [], modifiers: [.public, .static], declaration: nil))
            }
            if symbol.kind == .enum && !symbol.methods.contains(where: { $0.name == "valueOf" && $0.parameterTypes.count == 1 }) {
                symbol.methods.append(MethodSymbol(name: "valueOf", typeParameters: [], parameterTypes: [symbols.string], isVarargs: false,
                                                   returnType: .declared(id, []), thrownTypes: [], modifiers: [.public, .static], declaration: nil))
            }
            symbols[id] = symbol
        }
        symbols.indexMemberNames(of: symbols.types.indices.map { TypeSymbolID(Int32($0)) })
        return (symbols, problems)
    }

    static func packageOf(_ binary: String) -> String {
        // The package is everything before the first segment that starts with an upper-case letter or holds `$`.
        let top = binary.split(separator: "$").first.map(String.init) ?? binary
        guard let dot = top.lastIndex(of: ".") else { return "" }
        return String(top[..<dot])
    }
}

/// What the loader knows about library types by their binary names (`java.util.Map$Entry`). Kept apart
/// from the symbol table, which is being filled while signatures are read.
struct NameIndex {
    var byBinaryName: [String: TypeSymbolID] = [:]
    var typeParameters: [TypeSymbolID: [String]] = [:]
    var enclosing: [TypeSymbolID: TypeSymbolID] = [:]

    mutating func add(binary: String, id: TypeSymbolID, typeParameters names: [String], enclosing outer: TypeSymbolID?) {
        byBinaryName[binary] = id
        if !names.isEmpty { typeParameters[id] = names }
        if let outer { enclosing[id] = outer }
    }
}

/// Resolves names in a signature: type variables of the method, then of the type and its outer types.
struct TypeContext {
    let names: NameIndex
    let owner: TypeSymbolID
    var methodTypeParameters: [TypeVariable]

    func resolve(name: String, arguments: [JavaType]) -> JavaType {
        if let id = names.byBinaryName[name] { return .declared(id, arguments) }
        if !name.utf8.contains(UInt8(ascii: ".")) {
            if let v = methodTypeParameters.last(where: { $0.name == name }) { return .typeVariable(v) }
            var t: TypeSymbolID? = owner
            while let current = t {
                if let i = names.typeParameters[current]?.firstIndex(of: name) {
                    return .typeVariable(TypeVariable(owner: .type(current), index: i, name: name))
                }
                t = names.enclosing[current]
            }
        }
        return .unresolved(name.dollarsAsDots)
    }
}

/// Tokens of one signature line.
struct SignatureScanner {
    let bytes: [UInt8]
    var i = 0

    init(_ text: ArraySlice<UInt8>) {
        bytes = Array(text)
    }

    enum Member {
        case field(FieldSymbol)
        case method(MethodSymbol)
        case constructor(MethodSymbol)
        case enumConstant(String)
    }

    struct Header {
        var kind: TypeKind
        var annotations: [String]
        var modifiers: Modifier
        var name: String
        var typeParameterNames: [String]
        var typeParameterBounds: [[JavaType]]
        var superclass: JavaType?
        var interfaces: [JavaType]
    }

    mutating func skipSpaces() {
        while i < bytes.count && bytes[i] == 0x20 { i += 1 }
    }

    mutating func peekByte() -> UInt8? {
        skipSpaces()
        return i < bytes.count ? bytes[i] : nil
    }

    mutating func accept(_ c: UInt8) -> Bool {
        if peekByte() == c { i += 1; return true }
        return false
    }

    /// A name: letters, digits, `_`, `$`, `.` and `-` (for `non-sealed`).
    mutating func word() -> String? {
        skipSpaces()
        let start = i
        while i < bytes.count {
            let c = bytes[i]
            if (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c == 0x2E || c == 0x2D || c >= 0x80 {
                i += 1
            } else {
                break
            }
        }
        if i == start { return nil }
        var w = String(decoding: bytes[start..<i], as: UTF8.self)
        // A trailing `...` belongs to varargs, not the name.
        while w.hasSuffix(".") { w.removeLast(); i -= 1 }
        return w
    }

    mutating func peekWord() -> String? {
        let saved = i
        defer { i = saved }
        return word()
    }

    /// `@Name` or `@Name(...)`.
    mutating func annotations() -> [String] {
        var result: [String] = []
        while peekByte() == UInt8(ascii: "@") {
            i += 1
            if let w = word() { result.append(w) }
            if peekByte() == UInt8(ascii: "(") {
                var level = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "(") { level += 1 }
                    if bytes[i] == UInt8(ascii: ")") { level -= 1; if level == 0 { i += 1; break } }
                    i += 1
                }
            }
        }
        return result
    }

    static let modifierWords: [String: Modifier] = [
        "public": .public, "protected": .protected, "private": .private, "static": .static, "final": .final,
        "abstract": .abstract, "native": .native, "synchronized": .synchronized, "transient": .transient,
        "volatile": .volatile, "strictfp": .strictfp, "default": .default, "sealed": .sealed, "non-sealed": .nonSealed,
    ]

    mutating func modifiers() -> Modifier {
        var m: Modifier = []
        while let w = peekWord(), let bit = Self.modifierWords[w] {
            _ = word()
            m.insert(bit)
        }
        return m
    }

    /// Type parameter names and the text positions of their bounds (parsed later with a context).
    mutating func typeParameters(context: inout TypeContext?) -> ([String], [[JavaType]]) {
        guard accept(UInt8(ascii: "<")) else { return ([], []) }
        var names: [String] = []
        var bounds: [[JavaType]] = []
        repeat {
            guard let name = word() else { break }
            names.append(name)
            var b: [JavaType] = []
            if peekWord() == "extends" {
                _ = word()
                repeat {
                    if var c = context { b.append(type(context: &c)) } else { _ = skipType() }
                } while accept(UInt8(ascii: "&"))
            }
            bounds.append(b)
        } while accept(UInt8(ascii: ","))
        _ = accept(UInt8(ascii: ">"))
        return (names, bounds)
    }

    mutating func skipType() -> Bool {
        var level = 0
        skipSpaces()
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "<") { level += 1 }
            if b == UInt8(ascii: ">") { if level == 0 { return true }; level -= 1 }
            if level == 0 && (b == UInt8(ascii: ",") || b == UInt8(ascii: "&") || b == UInt8(ascii: " ") || b == UInt8(ascii: ")")) { return true }
            i += 1
        }
        return true
    }

    static let primitives: [String: PrimitiveType] = [
        "boolean": .boolean, "byte": .byte, "short": .short, "char": .char, "int": .int, "long": .long, "float": .float, "double": .double,
    ]

    mutating func type(context: inout TypeContext) -> JavaType {
        if accept(UInt8(ascii: "?")) {
            if peekWord() == "extends" { _ = word(); return .wildcard(.extends(type(context: &context))) }
            if peekWord() == "super" { _ = word(); return .wildcard(.super(type(context: &context))) }
            return .wildcard(.unbounded)
        }
        guard let name = word() else { return .unresolved("?") }
        var t: JavaType
        if name == "void" {
            t = .void
        } else if let p = Self.primitives[name] {
            t = .primitive(p)
        } else {
            var args: [JavaType] = []
            if accept(UInt8(ascii: "<")) {
                repeat { args.append(type(context: &context)) } while accept(UInt8(ascii: ","))
                _ = accept(UInt8(ascii: ">"))
            }
            t = context.resolve(name: name, arguments: args)
        }
        while peekByte() == UInt8(ascii: "["), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "]") {
            i += 2
            t = .array(t)
        }
        return t
    }

    mutating func typeHeader() -> Header? {
        var none: TypeContext? = nil
        return typeHeader(optionalContext: &none)
    }

    mutating func typeHeader(context: inout TypeContext) -> Header? {
        var c: TypeContext? = context
        let h = typeHeader(optionalContext: &c)
        if let c { context = c }
        return h
    }

    mutating func typeHeader(optionalContext context: inout TypeContext?) -> Header? {
        guard let kindWord = word() else { return nil }
        let kind: TypeKind
        switch kindWord {
        case "class": kind = .class
        case "interface": kind = .interface
        case "enum": kind = .enum
        case "record": kind = .record
        case "annotation": kind = .annotation
        default: return nil
        }
        let annotations = self.annotations()
        let modifiers = self.modifiers()
        guard let name = word() else { return nil }
        let (names, bounds) = typeParameters(context: &context)
        var superclass: JavaType? = nil
        var interfaces: [JavaType] = []
        while let w = peekWord() {
            _ = word()
            var list: [JavaType] = []
            repeat {
                if var c = context { list.append(type(context: &c)) } else { _ = skipType() }
            } while accept(UInt8(ascii: ","))
            switch w {
            case "extends":
                if kind == .interface { interfaces += list } else { superclass = list.first }
            case "implements": interfaces += list
            case "default": break
            default: break  // permits: not needed for resolution
            }
        }
        return Header(kind: kind, annotations: annotations, modifiers: modifiers, name: name, typeParameterNames: names,
                      typeParameterBounds: bounds, superclass: superclass, interfaces: interfaces)
    }

    mutating func member(context: inout TypeContext, ownerName: String, methodIndex: Int, constructorIndex: Int) -> Member? {
        guard let kind = word() else { return nil }
        if kind == "enumconst" {
            _ = annotations()
            return word().map { .enumConstant($0) }
        }
        _ = annotations()
        let modifiers = self.modifiers()
        switch kind {
        case "field":
            let t = type(context: &context)
            guard let name = word() else { return nil }
            var constant: ConstantValue? = nil
            if accept(UInt8(ascii: "=")) {
                skipSpaces()
                constant = Self.constant(String(decoding: bytes[i...], as: UTF8.self), type: t)
            }
            return .field(FieldSymbol(name: name, type: t, modifiers: modifiers, constantValue: constant, declaration: nil))
        case "method", "ctor":
            let isConstructor = kind == "ctor"
            // Method type variables are in scope for their own bounds, the return type and parameters.
            var names: [String] = []
            if peekByte() == UInt8(ascii: "<") {
                let saved = i
                var none: TypeContext? = nil
                (names, _) = typeParameters(context: &none)
                i = saved
            }
            let owner: TypeVariable.Owner = isConstructor ? .constructor(context.owner, constructorIndex) : .method(context.owner, methodIndex)
            context.methodTypeParameters = names.enumerated().map { TypeVariable(owner: owner, index: $0.offset, name: $0.element) }
            var optional: TypeContext? = context
            let (_, bounds) = typeParameters(context: &optional)
            let returnType: JavaType = isConstructor ? .void : type(context: &context)
            guard let name = word() else { return nil }
            guard accept(UInt8(ascii: "(")) else { return nil }
            var parameters: [JavaType] = []
            var varargs = false
            if !accept(UInt8(ascii: ")")) {
                repeat {
                    var p = type(context: &context)
                    if peekByte() == UInt8(ascii: "."), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "."), bytes[i + 2] == UInt8(ascii: ".") {
                        i += 3
                        p = .array(p)
                        varargs = true
                    }
                    parameters.append(p)
                } while accept(UInt8(ascii: ","))
                guard accept(UInt8(ascii: ")")) else { return nil }
            }
            var thrown: [JavaType] = []
            if peekWord() == "throws" {
                _ = word()
                repeat { thrown.append(type(context: &context)) } while accept(UInt8(ascii: ","))
            }
            let m = MethodSymbol(name: isConstructor ? "<init>" : name,
                                 typeParameters: zip(names, bounds + Array(repeating: [], count: max(0, names.count - bounds.count))).map {
                                     TypeParameterSymbol(name: $0.0, bounds: $0.1)
                                 },
                                 parameterTypes: parameters, isVarargs: varargs, returnType: returnType, thrownTypes: thrown,
                                 modifiers: modifiers, declaration: nil)
            return isConstructor ? .constructor(m) : .method(m)
        default:
            return nil
        }
    }

    /// A constant as the generator writes it: Java literal syntax, plus `NaN`, `Infinity`, `-Infinity`.
    static func constant(_ text: String, type: JavaType) -> ConstantValue? {
        var s = text.trimmingSuffix()
        switch type {
        case .primitive(.boolean): return .boolean(s == "true")
        case .primitive(.int), .primitive(.short), .primitive(.byte): return Int32(s).map { .int($0) }
        case .primitive(.long):
            if s.hasSuffix("L") || s.hasSuffix("l") { s.removeLast() }
            return Int64(s).map { .long($0) }
        case .primitive(.float):
            if s.hasSuffix("F") || s.hasSuffix("f") { s.removeLast() }
            if s == "NaN" { return .float(.nan) }
            if s == "Infinity" { return .float(.infinity) }
            if s == "-Infinity" { return .float(-.infinity) }
            return Float(s).map { .float($0) }
        case .primitive(.double):
            if s.hasSuffix("D") || s.hasSuffix("d") { s.removeLast() }
            if s == "NaN" { return .double(.nan) }
            if s == "Infinity" { return .double(.infinity) }
            if s == "-Infinity" { return .double(-.infinity) }
            return Double(s).map { .double($0) }
        case .primitive(.char):
            // Signature files spell non-ASCII as `\uXXXX` escapes; translate those as the lexer would.
            let bytes = SourceFile(path: "", text: s).text
            guard bytes.count >= 3 else { return nil }
            return LiteralValue.decodeEscapes(bytes, from: 1, to: bytes.count - 1).flatMap { $0.first.map { .char($0) } }
        default:
            let bytes = SourceFile(path: "", text: s).text
            guard bytes.count >= 2, bytes.first == UInt8(ascii: "\"") else { return nil }
            return LiteralValue.decodeEscapes(bytes, from: 1, to: bytes.count - 1).map { .string(String(decoding: $0, as: UTF16.self)) }
        }
    }
}

extension String {
    /// `java.util.Map$Entry` → `java.util.Map.Entry`.
    var dollarsAsDots: String { String(map { $0 == "$" ? "." : $0 }) }

    func trimmingSuffix() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\r" { s.removeLast() }
        return String(s)
    }
}
