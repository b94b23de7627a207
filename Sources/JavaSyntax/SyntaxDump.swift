/// A readable rendering of a tree, for `j2swift parse --dump-ast` and for tests: one node per line,
/// indented, as `Kind detail`, where detail is the node's name, operator, literal or modifiers.
public struct SyntaxDump {
    let tree: SyntaxTree

    public init(_ tree: SyntaxTree) {
        self.tree = tree
    }

    public func render(_ id: NodeID? = nil) -> String {
        var out = ""
        write(id ?? tree.root, indent: 0, into: &out)
        return out
    }

    /// One-line S-expression, handy for expression tests: `(binary + (name a) (name b))`.
    public func sexpr(_ id: NodeID) -> String {
        if id.isNone { return "_" }
        let n = tree[id]
        var parts = [label(n.kind)]
        let d = detail(id)
        if !d.isEmpty { parts.append(d) }
        for c in tree.children(id) { parts.append(sexpr(c)) }
        return "(" + parts.joined(separator: " ") + ")"
    }

    func write(_ id: NodeID, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        // Absent optional children are left out here; `sexpr` shows them as `_`.
        if id.isNone { return }
        let n = tree[id]
        let d = detail(id)
        out += pad + label(n.kind) + (d.isEmpty ? "" : " " + d) + "\n"
        for c in tree.children(id) { write(c, indent: indent + 1, into: &out) }
    }

    func label(_ kind: NodeKind) -> String { String(describing: kind) }

    func detail(_ id: NodeID) -> String {
        let n = tree[id]
        switch n.kind {
        case .classDecl, .interfaceDecl, .enumDecl, .recordDecl, .annotationTypeDecl, .enumConstant,
             .variableDeclarator, .methodDecl, .constructorDecl, .typeParameter, .classType, .fieldAccess,
             .methodCall, .name, .elementValuePair, .forEachStmt, .labeledStmt, .catchClause, .resource, .typePattern:
            var s = tree.name(id)
            if n.kind == .variableDeclarator && n.flags > 0 { s += String(repeating: "[]", count: Int(n.flags)) }
            if n.kind == .constructorDecl && n.flags == 1 { s += " compact" }
            return s
        case .parameter:
            var s = tree.name(id)
            if n.flags & ParameterFlags.varargs != 0 { s = "..." + s }
            if n.flags & ParameterFlags.receiver != 0 { s += " receiver" }
            return s
        case .methodReference:
            return "::" + tree.name(id)
        case .breakStmt, .continueStmt:
            return n.aux == UInt32.max ? "" : tree.name(id)
        case .literal, .primitiveType, .voidType:
            return tree.text(ofToken: n.aux)
        case .qualifiedName:
            return tree.qualifiedName(id)
        case .importDecl:
            var s: [String] = []
            if n.flags & ImportFlags.isStatic != 0 { s.append("static") }
            if n.flags & ImportFlags.onDemand != 0 { s.append("*") }
            return s.joined(separator: " ")
        case .modifiers:
            return Modifier(rawValue: n.flags).spelled.joined(separator: " ")
        case .binary:
            return BinaryOperator(rawValue: n.aux)?.spelling ?? "?"
        case .assignment:
            return AssignmentOperator(rawValue: n.aux)?.spelling ?? "?"
        case .prefixUnary, .postfixUnary:
            return TokenKind(rawValue: UInt8(n.aux))?.spelling ?? "?"
        case .wildcardType:
            return n.flags == 1 ? "extends" : n.flags == 2 ? "super" : ""
        case .constructorCall:
            return n.flags == 1 ? "super" : "this"
        case .switchCase:
            var s: [String] = []
            if n.flags & 2 != 0 { s.append("default") }
            if n.flags & 1 != 0 { s.append("->") }
            return s.joined(separator: " ")
        case .initializerBlock:
            return n.flags == 1 ? "static" : ""
        case .moduleDecl:
            return n.flags == 1 ? "open" : ""
        case .moduleDirective:
            return ModuleDirectiveKind(rawValue: n.aux).map { String(describing: $0) } ?? "?"
        case .newArray:
            return n.flags > 0 ? String(repeating: "[]", count: Int(n.flags)) : ""
        case .lambda:
            return n.flags == 1 ? "(…)" : ""
        default:
            return ""
        }
    }
}
