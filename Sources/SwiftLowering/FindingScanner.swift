import JavaSemantics
import JavaSyntax
import MappingRules

/// Finds what the report must list whether or not the lowering reaches it: uses of library elements the
/// mapping rules mark unavailable (also inside declarations the lowering could not translate), unresolved
/// names, and Java constructs whose Swift translation behaves differently (`synchronized`, `volatile`,
/// `Serializable`, catching `NullPointerException`…).
struct FindingScanner {
    let program: ProgramTranslator
    let file: Int
    let tree: SyntaxTree
    let attribution: FileAttribution
    let symbols: SymbolTable
    var findings: [SourceFinding] = []

    init(program: ProgramTranslator, file: Int) {
        self.program = program
        self.file = file
        self.tree = program.model.trees[file]
        self.attribution = program.model.files[file]
        self.symbols = program.model.symbols
    }

    mutating func add(_ node: NodeID, _ rule: String, _ message: String, replacement: String? = nil) {
        findings.append(SourceFinding(file: file, node: node, in: tree, ruleID: rule, message: message, replacement: replacement))
    }

    func libraryType(_ node: NodeID) -> TypeSymbolID? {
        guard case .declared(let id, _)? = attribution.type(of: node), symbols[id].declaration == nil else { return nil }
        return id
    }

    mutating func unavailable(_ node: NodeID, site: TypeSymbolID, member: String?, method: MethodSymbol? = nil, _ what: String) {
        guard let u = program.mappings.unavailability(site: site, member: member, method: method, symbols: symbols) else { return }
        add(node, u.rule.id, "\(what): \(u.rule.title)", replacement: u.replacement)
    }

    mutating func scan() -> [SourceFinding] {
        scanUnresolved()
        for i in tree.nodes.indices {
            let node = NodeID(UInt32(i))
            switch tree.kind(node) {
            case .classDecl:
                supertypes(node, extends: [tree.child(node, Slot.Class.superclass)], implements: tree.list(node, Slot.Class.interfaces))
            case .interfaceDecl:
                supertypes(node, extends: Array(tree.list(node, Slot.Interface.interfaces)), implements: [])
            case .enumDecl:
                supertypes(node, extends: [], implements: tree.list(node, Slot.Enum.interfaces))
            case .recordDecl:
                supertypes(node, extends: [], implements: tree.list(node, Slot.Record.interfaces))
            case .methodDecl:
                let modifiers = tree.modifiers(tree.child(node, Slot.Method.modifiers))
                let name = tree.name(node)
                if modifiers.contains(.synchronized) {
                    add(node, "J2S-THR-002", "synchronized method \(name) translated without a lock")
                }
                if name == "finalize" && tree.list(node, Slot.Method.parameters).isEmpty && !modifiers.contains(.static) {
                    add(node, "J2S-SEM-003", "finalize() becomes an ordinary method that nothing calls")
                }
            case .fieldDecl:
                let modifiers = tree.modifiers(tree.child(node, Slot.Field.modifiers))
                if modifiers.contains(.volatile) {
                    add(node, "J2S-THR-003", "volatile field translated as a plain stored property")
                }
                for d in tree.list(node, Slot.Field.declarators) where tree.name(d) == "serialVersionUID" && modifiers.contains(.static) {
                    add(d, "J2S-SER-003", "serialVersionUID kept as a plain constant")
                }
            case .tryStmt:
                broadCatchesOfNilDereferences(node)
            case .synchronizedStmt:
                add(node, "J2S-THR-002", "synchronized block translated without a lock")
            case .catchClause:
                let typeNode = tree.child(node, Slot.Catch.type)
                let alternatives = tree.kind(typeNode) == .unionType ? Array(tree.children(typeNode)) : [typeNode]
                for a in alternatives {
                    guard case .declared(let id, _)? = attribution.type(of: a), symbols[id].declaration == nil else { continue }
                    if symbols[id].qualifiedName == "java.lang.NullPointerException" {
                        add(a, "J2S-SEM-001", "catch (NullPointerException) only catches nil dereferences written in its try block")
                    } else {
                        unavailable(a, site: id, member: nil, "catch (\(symbols[id].simpleName))")
                    }
                }
            case .methodCall:
                guard case .method(let owner, let index)? = attribution.binding(of: node), symbols[owner].declaration == nil else { continue }
                let method = symbols[owner].methods[index]
                let ownerName = symbols[owner].qualifiedName
                if ownerName == "java.lang.Object" && method.name == "hashCode" {
                    add(node, "J2S-SEM-002", "the inherited Object.hashCode() depends on object identity")
                    continue
                }
                var site = owner
                if case .declared(let id, _)? = attribution.type(of: tree.child(node, Slot.MethodCall.target)) { site = id }
                unavailable(node, site: site, member: method.name, method: method, "\(symbols[site].simpleName).\(method.name)(…)")
            case .newClass:
                guard case .constructor(let owner, let index)? = attribution.binding(of: node), symbols[owner].declaration == nil else {
                    // An anonymous class of a library type: the supertype decides.
                    if !tree.child(node, Slot.NewClass.body).isNone, let id = libraryType(tree.child(node, Slot.NewClass.type)) {
                        unavailable(node, site: id, member: nil, "new \(symbols[id].simpleName)() { … }")
                    }
                    continue
                }
                unavailable(node, site: owner, member: "<init>", method: symbols[owner].constructors[index], "new \(symbols[owner].simpleName)(…)")
            case .fieldAccess, .name:
                guard case .field(let owner, let index)? = attribution.binding(of: node), symbols[owner].declaration == nil else { continue }
                unavailable(node, site: owner, member: symbols[owner].fields[index].name, "\(symbols[owner].simpleName).\(symbols[owner].fields[index].name)")
            default:
                continue
            }
        }
        return findings
    }

    mutating func supertypes(_ decl: NodeID, extends: [NodeID], implements: ArraySlice<NodeID>) {
        for t in extends + Array(implements) where !t.isNone {
            guard let id = libraryType(t) else { continue }
            let what = "\(tree.name(decl)) \(extends.contains(t) ? "extends" : "implements") \(symbols[id].simpleName)"
            unavailable(t, site: id, member: nil, what)
            if Self.runtimeClassInterfaces.contains(symbols[id].qualifiedName) {
                let name = symbols[id].qualifiedName.dropFirst("java.util.".count)
                add(t, "J2S-LANG-001", "\(tree.name(decl)) \(extends.contains(t) ? "extends" : "implements") \(name): the runtime's \(name) is a class of its own, which the program's types cannot stand in for")
            }
        }
    }

    /// `catch (Exception e)` around calls: Java's handler also takes a NullPointerException thrown by a method or
    /// lambda the try block calls. In Swift only the nil dereferences written in the try block itself throw
    /// (`javaNonNull`); one in called code stops the program. (`catch (NullPointerException)` is reported anyway.)
    mutating func broadCatchesOfNilDereferences(_ s: NodeID) {
        guard let npe = symbols.lookup(qualifiedName: "java.lang.NullPointerException"),
              callsProgramCode(tree.child(s, Slot.Try.body)) else { return }
        let relations = TypeRelationsView(symbols: symbols)
        for c in tree.list(s, Slot.Try.catches) {
            let typeNode = tree.child(c, Slot.Catch.type)
            for a in tree.kind(typeNode) == .unionType ? Array(tree.children(typeNode)) : [typeNode] {
                guard case .declared(let id, _)? = attribution.type(of: a), id != npe, symbols[id].declaration == nil,
                      relations.isSubtype(.declared(npe, []), .declared(id, [])) else { continue }
                add(a, "J2S-SEM-001", "catch (\(symbols[id].simpleName)) takes a NullPointerException only from a nil dereference written in its try block, not from a method or lambda it calls")
                return
            }
        }
    }

    /// Whether `body` (not its nested classes and lambdas) calls a method or constructor of the program, or a
    /// functional interface's method (a lambda's body).
    func callsProgramCode(_ body: NodeID) -> Bool {
        var stack = [body]
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .classDecl, .interfaceDecl, .enumDecl, .recordDecl, .lambda:
                continue
            case .methodCall, .newClass:
                switch attribution.binding(of: n) {
                case .method(let owner, let index)?:
                    if symbols[owner].declaration != nil || (symbols[owner].isFunctionalInterface && symbols[owner].methods[index].isAbstract) { return true }
                case .constructor(let owner, _)?:
                    if symbols[owner].declaration != nil { return true }
                default:
                    break
                }
            default:
                break
            }
            stack.append(contentsOf: tree.children(n))
        }
        return false
    }

    /// Library interfaces whose Swift counterparts are the runtime's own classes (`JavaMapEntry`, `JavaList`…):
    /// the Swift type of a program class implementing one leaves the interface out, so using it as one does not compile.
    static let runtimeClassInterfaces: Set<String> = [
        "java.util.Map.Entry", "java.util.Collection", "java.util.List", "java.util.Set", "java.util.SortedSet",
        "java.util.NavigableSet", "java.util.Map", "java.util.SortedMap", "java.util.NavigableMap", "java.util.Queue", "java.util.Deque",
    ]

    /// A byte of a (qualified) Java name: ASCII letters, digits, `_`, `$`, `.`, and any byte of a non-ASCII letter.
    static func isNameByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), 0x80...:
            return true
        default:
            return false
        }
    }

    /// Names the semantic core could not resolve, each once where it was written.
    mutating func scanUnresolved() {
        for u in program.model.unresolved where u.file == file {
            var rule: String
            var message: String
            switch u.kind {
            case .import: rule = "J2S-UNR-001"; message = "import \(u.name) does not resolve"
            case .type: rule = "J2S-UNR-002"; message = "type \(u.name) does not resolve"
            case .name, .member, .method: rule = "J2S-UNR-003"; message = "\(u.kind.rawValue) \(u.name) does not resolve"
            case .cyclicInheritance: rule = "J2S-UNR-004"; message = "cyclic inheritance involving \(u.name)"
            }
            // Android's generated resource class.
            if u.name == "R" || u.name.hasPrefix("R.") || u.name.hasSuffix(".R") {
                rule = "J2S-AND-002"
                message = "Android resource reference \(u.name)"
            }
            // The name where it is written so (`R`); else the name as written (`w.length`) rather than as displayed
            // (`java.io.Serializable.length`), which may reach past the end of the file.
            let text = tree.source.text
            var end = min(u.offset, text.count)
            if text[end...].starts(with: u.name.utf8) {
                end += u.name.utf8.count
            } else if u.kind == .import {
                // An import is found at its keyword: the span is the declaration up to its `;`.
                while end < text.count, text[end] != UInt8(ascii: ";"), text[end] != UInt8(ascii: "\n") { end += 1 }
                while end > u.offset, text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\t") || text[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            } else {
                while end < text.count, Self.isNameByte(text[end]) { end += 1 }
            }
            findings.append(SourceFinding(file: file, offset: u.offset, endOffset: end, ruleID: rule, message: message))
        }
    }
}
