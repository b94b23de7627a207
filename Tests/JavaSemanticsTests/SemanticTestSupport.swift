import Foundation
import J2SwiftDriver
import JavaSemantics
import JavaSyntax

/// The JDK and Android signatures, loaded once for all tests.
let library: SymbolTable = {
    do { return try LibraryLoader.load() } catch { fatalError("\(error)") }
}()

/// Analyses one or more compilation units together.
func analyze(_ sources: String...) -> SemanticModel {
    let trees = sources.enumerated().map { Parser.parse(SourceFile(path: "T\($0.offset).java", text: $0.element)) }
    return SemanticAnalyzer.analyze(trees: trees, library: library)
}

/// The first expression (in source order) whose text is `text`.
func node(_ text: String, in model: SemanticModel, file: Int = 0) -> NodeID? {
    let tree = model.trees[file]
    var stack = [tree.root]
    while let id = stack.popLast() {
        if id.isNone { continue }
        switch tree.kind(id) {
        case .variableDeclarator, .parameter, .enumConstant, .classType, .arrayType, .primitiveType, .typePattern, .catchClause, .resource, .forEachStmt:
            break
        default:
            if model.files[file].type(of: id) != nil && tree.text(id) == text { return id }
        }
        stack.append(contentsOf: tree.children(id).reversed())
    }
    return nil
}

/// The type of the expression spelled `text` in a snippet, as Java would write it.
func typeOf(_ text: String, in source: String) -> String {
    let model = analyze(source)
    guard let id = node(text, in: model) else { return "<no expression \(text)>" }
    return model.symbols.display(model.files[0].type(of: id)!)
}

/// The method or constructor a call resolves to: `Owner.name(param types)`.
func target(_ text: String, in source: String) -> String {
    let model = analyze(source)
    guard let id = node(text, in: model) else { return "<no expression \(text)>" }
    let symbols = model.symbols
    switch model.files[0].binding(of: id) {
    case .method(let t, let i)?:
        let m = symbols[t].methods[i]
        return "\(symbols[t].simpleName).\(m.name)(\(m.parameterTypes.map(symbols.display).joined(separator: ", ")))"
    case .constructor(let t, let i)?:
        let m = symbols[t].constructors[i]
        return "new \(symbols[t].simpleName)(\(m.parameterTypes.map(symbols.display).joined(separator: ", ")))"
    case .field(let t, let i)?:
        return "field \(symbols[t].simpleName).\(symbols[t].fields[i].name)"
    case .local?: return "local"
    case .type(let t)?: return "type \(symbols[t].qualifiedName)"
    default: return "<unbound>"
    }
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
