import Foundation
import J2SwiftDriver
@testable import JavaSyntax

/// Parses a compilation unit.
func parse(_ java: String, path: String = "Test.java") -> SyntaxTree {
    Parser.parse(SourceFile(path: path, text: java))
}

/// The S-expression of an expression, parsed as a field initializer: `expr("a + b")` is `(binary + (name a) (name b))`.
func expr(_ java: String) -> String {
    let tree = parse("class T { Object f = \(java); }")
    guard let declarator = first(.variableDeclarator, in: tree) else { return "<no declarator>" }
    let problems = tree.diagnostics.map { "\($0.message)" }.joined(separator: "; ")
    return SyntaxDump(tree).sexpr(tree.child(declarator, Slot.VariableDeclarator.initializer)) + (problems.isEmpty ? "" : " !! " + problems)
}

/// The S-expression of the first statement of a method body.
func stmt(_ java: String) -> String {
    let tree = parse("class T { void m() { \(java) } }")
    guard let method = first(.methodDecl, in: tree) else { return "<no method>" }
    let body = tree.child(method, Slot.Method.body)
    let problems = tree.diagnostics.map { "\($0.message)" }.joined(separator: "; ")
    guard let s = tree.children(body).first else { return "<empty>" + problems }
    return SyntaxDump(tree).sexpr(s) + (problems.isEmpty ? "" : " !! " + problems)
}

/// The S-expression of the first member of a class body (`class T { … }`).
func member(_ java: String, in container: String = "class") -> String {
    let tree = parse("\(container) T { \(java) }")
    let type = tree.list(tree.root, Slot.CompilationUnit.types).first!
    let membersSlot: Int
    switch tree.kind(type) {
    case .interfaceDecl: membersSlot = Slot.Interface.members
    case .recordDecl: membersSlot = Slot.Record.members
    case .annotationTypeDecl: membersSlot = Slot.AnnotationType.members
    case .enumDecl: membersSlot = Slot.Enum.members
    default: membersSlot = Slot.Class.members
    }
    let problems = tree.diagnostics.map { "\($0.message)" }.joined(separator: "; ")
    guard let m = tree.list(type, membersSlot).first else { return "<empty>" + problems }
    return SyntaxDump(tree).sexpr(m) + (problems.isEmpty ? "" : " !! " + problems)
}

/// The S-expression of the first type declaration.
func typeDecl(_ java: String) -> String {
    let tree = parse(java)
    let problems = tree.diagnostics.map { "\($0.message)" }.joined(separator: "; ")
    guard let t = tree.list(tree.root, Slot.CompilationUnit.types).first else { return "<none>" + problems }
    return SyntaxDump(tree).sexpr(t) + (problems.isEmpty ? "" : " !! " + problems)
}

func first(_ kind: NodeKind, in tree: SyntaxTree) -> NodeID? {
    // Nodes are created children-first, so the lowest index of a kind is the innermost-first one;
    // search in pre-order instead so "first" means first in the source.
    var stack = [tree.root]
    while let id = stack.popLast() {
        if id.isNone { continue }
        if tree.kind(id) == kind { return id }
        stack.append(contentsOf: tree.children(id).reversed())
    }
    return nil
}

/// `line:column: message` of each diagnostic.
func diagnostics(_ java: String) -> [String] {
    let tree = parse(java)
    let converter = SourceLocationConverter(tree.source)
    return tree.diagnostics.map {
        let (l, c) = converter.location(ofOriginalOffset: $0.offset)
        return "\(l):\(c): \($0.message)"
    }
}

/// Runs `body` on a thread with a large stack (deep-nesting tests).
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    ParallelWork.map(count: 1, jobs: 1, stackSize: 512 << 20) { _ in body() }[0]
}

/// The repository root, from this file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
