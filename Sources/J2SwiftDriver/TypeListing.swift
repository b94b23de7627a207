import JavaSemantics
import JavaSyntax

/// The text `j2swift types` prints: every declaration and expression of a file with its resolved type,
/// one per line, as `line:col  kind  source-text : type [→ binding]`, in source order.
public struct TypeListing {
    let model: SemanticModel

    public init(model: SemanticModel) {
        self.model = model
    }

    public func render(file: Int) -> String {
        let tree = model.trees[file]
        let attribution = model.files[file]
        let converter = SourceLocationConverter(tree.source)
        var out = "// \(tree.source.path)\n"
        var stack: [NodeID] = [tree.root]
        while let id = stack.popLast() {
            if id.isNone { continue }
            stack.append(contentsOf: tree.children(id).reversed())
            let kind = tree.kind(id)
            guard let label = Self.label(kind) else { continue }
            let (line, column) = tree.location(id, converter: converter)
            if let symbolID = model.declaredTypes[SourceRef(file: file, node: id)] {
                out += "\(line):\(column)  \(label)  \(model.symbols[symbolID].qualifiedName)\(supertypes(symbolID))\n"
                continue
            }
            guard let type = attribution.type(of: id) else { continue }
            if case .package(let name)? = attribution.binding(of: id) {
                // A package name has no type.
                out += "\(line):\(column)  package  \(name)\n"
                continue
            }
            var text = tree.text(id).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.joined(separator: " ")
            if text.count > 60 { text = String(text.prefix(57)) + "..." }
            var line_ = "\(line):\(column)  \(label)  \(text) : \(model.symbols.display(type))"
            if let b = attribution.binding(of: id), let described = describe(b) { line_ += "  → \(described)" }
            out += line_ + "\n"
        }
        return out
    }

    func supertypes(_ id: TypeSymbolID) -> String {
        let s = model.symbols[id]
        var parts: [String] = []
        if let sup = s.superclass { parts.append("extends " + model.symbols.display(sup)) }
        if !s.interfaces.isEmpty { parts.append("implements " + s.interfaces.map(model.symbols.display).joined(separator: ", ")) }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    static func label(_ kind: NodeKind) -> String? {
        switch kind {
        case .classDecl, .interfaceDecl, .enumDecl, .recordDecl, .annotationTypeDecl: return "type"
        case .newClass: return "new"
        case .variableDeclarator: return "variable"
        case .parameter: return "parameter"
        case .enumConstant: return "constant"
        case .forEachStmt: return "variable"
        case .catchClause: return "catch"
        case .resource: return "resource"
        case .typePattern: return "pattern"
        case .literal, .name, .fieldAccess, .methodCall, .newArray, .arrayInitializer, .arrayAccess, .prefixUnary,
             .postfixUnary, .binary, .assignment, .conditional, .cast, .instanceOf, .lambda, .methodReference, .this,
             .superExpr, .classLiteral, .parenthesized, .switchExpr:
            return "expr"
        default:
            return nil
        }
    }

    func describe(_ b: Binding) -> String? {
        let symbols = model.symbols
        switch b {
        case .local: return "local"
        case .field(let t, let i): return "field \(symbols[t].qualifiedName).\(symbols[t].fields[i].name)"
        case .method(let t, let i):
            let m = symbols[t].methods[i]
            return "method \(symbols[t].qualifiedName).\(m.name)(\(m.parameterTypes.map(symbols.display).joined(separator: ", ")))"
        case .constructor(let t, let i):
            let m = symbols[t].constructors[i]
            return "constructor \(symbols[t].qualifiedName)(\(m.parameterTypes.map(symbols.display).joined(separator: ", ")))"
        case .type(let t): return "type \(symbols[t].qualifiedName)"
        case .package(let p): return "package \(p)"
        case .arrayLength: return "array length"
        }
    }
}

extension Substring {
    func trimmingCharacters() -> Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return s
    }
}
