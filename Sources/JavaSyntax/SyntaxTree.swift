/// Index of a node in a `SyntaxTree`'s arena.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let raw: UInt32
    @inlinable public init(_ raw: UInt32) { self.raw = raw }
    /// An absent optional child (no `extends`, no initializer…).
    @inlinable public static var none: NodeID { NodeID(UInt32.max) }
    @inlinable public var isNone: Bool { raw == UInt32.max }
    @inlinable public var index: Int { Int(raw) }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.raw < b.raw }
    public var description: String { isNone ? "none" : "#\(raw)" }
}

/// Every kind of node. Each kind's children follow a fixed slot layout, listed by `Slot` below; variable-length
/// groups are `.list` nodes, absent optional children are `NodeID.none`.
public enum NodeKind: UInt8, Sendable, CaseIterable {
    case list
    case error
    // Compilation units and names.
    case compilationUnit, packageDecl, importDecl, qualifiedName
    case moduleDecl, moduleDirective
    // Declarations.
    case modifiers, annotation, elementValuePair
    case classDecl, interfaceDecl, enumDecl, recordDecl, annotationTypeDecl
    case enumConstant, fieldDecl, variableDeclarator, methodDecl, constructorDecl, initializerBlock
    case parameter, typeParameter, emptyDecl
    // Types.
    case primitiveType, voidType, classType, arrayType, wildcardType, intersectionType, unionType
    // Statements.
    case block, localVarDecl, localClassDecl, expressionStmt, ifStmt, whileStmt, doStmt, forStmt, forEachStmt
    case labeledStmt, breakStmt, continueStmt, returnStmt, throwStmt, yieldStmt, synchronizedStmt
    case tryStmt, catchClause, resource, switchStmt, switchCase, assertStmt, emptyStmt
    // Expressions.
    case literal, name, fieldAccess, methodCall, newClass, newArray, arrayInitializer, arrayAccess
    case prefixUnary, postfixUnary, binary, assignment, conditional, cast, instanceOf, typePattern
    case lambda, methodReference, this, superExpr, classLiteral, parenthesized, switchExpr, constructorCall
}

/// One node: a kind, its token span, its children's place in the shared child array, and one
/// kind-specific word (`aux`: a name token, an operator…) plus flags. No references, so a tree is a few flat
/// arrays that cost nothing to retain or release per node.
public struct RawNode: Sendable {
    public var kind: NodeKind
    public var flags: UInt32
    public var firstToken: UInt32
    public var lastToken: UInt32
    public var childStart: UInt32
    public var childCount: UInt32
    public var aux: UInt32
}

/// Positions of children by kind. Reading `tree.child(id, Slot.Method.body)` says what it means.
public enum Slot {
    public enum CompilationUnit { public static let package = 0, module = 1, imports = 2, types = 3 }
    public enum PackageDecl { public static let annotations = 0, name = 1 }
    public enum ImportDecl { public static let name = 0 }  // flags: ImportFlags
    public enum ModuleDecl { public static let annotations = 0, name = 1, directives = 2 }  // flags: 1 = open
    public enum ModuleDirective { public static let name = 0, targets = 1 }  // aux: directive keyword, flags: ModuleFlags
    public enum Annotation { public static let name = 0, arguments = 1 }  // arguments: list or none (marker)
    public enum ElementValuePair { public static let value = 0 }  // aux: name token
    public enum Modifiers {}  // flags: Modifier bits; children: annotations
    // aux: name token for all type declarations.
    public enum Class { public static let modifiers = 0, typeParameters = 1, superclass = 2, interfaces = 3, permits = 4, members = 5 }
    public enum Interface { public static let modifiers = 0, typeParameters = 1, interfaces = 2, permits = 3, members = 4 }
    public enum Enum { public static let modifiers = 0, interfaces = 1, constants = 2, members = 3 }
    public enum Record { public static let modifiers = 0, typeParameters = 1, components = 2, interfaces = 3, members = 4 }
    public enum AnnotationType { public static let modifiers = 0, members = 1 }
    public enum EnumConstant { public static let annotations = 0, arguments = 1, body = 2 }
    public enum Field { public static let modifiers = 0, type = 1, declarators = 2 }
    public enum VariableDeclarator { public static let initializer = 0 }  // aux: name; flags: extra dimensions
    public enum Method { public static let modifiers = 0, typeParameters = 1, returnType = 2, parameters = 3, `throws` = 4, body = 5, defaultValue = 6 }
    public enum Constructor { public static let modifiers = 0, typeParameters = 1, parameters = 2, `throws` = 3, body = 4 }
    public enum InitializerBlock { public static let body = 0 }  // flags: 1 = static
    public enum Parameter { public static let modifiers = 0, type = 1 }  // aux: name; flags: ParameterFlags
    public enum TypeParameter { public static let annotations = 0, bounds = 1 }
    public enum ClassType { public static let outer = 0, annotations = 1, typeArguments = 2 }  // aux: name
    public enum ArrayType { public static let element = 0, annotations = 1 }
    public enum WildcardType { public static let annotations = 0, bound = 1 }  // flags: 1 extends, 2 super
    public enum LocalVarDecl { public static let modifiers = 0, type = 1, declarators = 2 }
    public enum If { public static let condition = 0, then = 1, else_ = 2 }
    public enum While { public static let condition = 0, body = 1 }
    public enum Do { public static let body = 0, condition = 1 }
    public enum For { public static let initializers = 0, condition = 1, updates = 2, body = 3 }
    public enum ForEach { public static let modifiers = 0, type = 1, iterable = 2, body = 3 }  // aux: variable name
    public enum Labeled { public static let statement = 0 }  // aux: label
    public enum Return { public static let value = 0 }
    public enum Throw { public static let value = 0 }
    public enum Yield { public static let value = 0 }
    public enum Synchronized { public static let lock = 0, body = 1 }
    public enum Try { public static let resources = 0, body = 1, catches = 2, finally = 3 }
    public enum Catch { public static let modifiers = 0, type = 1, body = 2 }  // aux: parameter name
    public enum Resource { public static let modifiers = 0, type = 1, initializer = 2 }  // aux: name
    public enum Switch { public static let selector = 0, cases = 1 }
    /// flags: 1 = arrow form, 2 = has `default`. body: a list of statements (colon form) or one
    /// expression, block or throw statement (arrow form).
    public enum SwitchCase { public static let labels = 0, body = 1 }
    public enum Assert { public static let condition = 0, message = 1 }
    public enum FieldAccess { public static let target = 0 }  // aux: name
    public enum MethodCall { public static let target = 0, typeArguments = 1, arguments = 2 }  // aux: name
    public enum NewClass { public static let outer = 0, typeArguments = 1, type = 2, arguments = 3, body = 4 }
    /// flags: dimensions without an expression (`new int[3][]` has 1).
    public enum NewArray { public static let elementType = 0, dimensions = 1, initializer = 2 }
    public enum ArrayAccess { public static let array = 0, index = 1 }
    public enum Unary { public static let operand = 0 }  // aux: operator TokenKind
    public enum Binary { public static let left = 0, right = 1 }  // aux: BinaryOperator
    public enum Assignment { public static let target = 0, value = 1 }  // aux: AssignmentOperator
    public enum Conditional { public static let condition = 0, then = 1, else_ = 2 }
    public enum Cast { public static let type = 0, operand = 1 }
    public enum InstanceOf { public static let operand = 0, type = 1 }  // type: a type or a typePattern
    public enum TypePattern { public static let modifiers = 0, type = 1 }  // aux: binding name
    public enum Lambda { public static let parameters = 0, body = 1 }  // flags: 1 = parenthesized parameters
    public enum MethodReference { public static let target = 0, typeArguments = 1 }  // aux: name or `new` token
    public enum This { public static let qualifier = 0 }
    public enum Super { public static let qualifier = 0 }
    public enum ClassLiteral { public static let type = 0 }
    public enum Parenthesized { public static let expression = 0 }
    /// flags: 1 = `super(...)` (else `this(...)`).
    public enum ConstructorCall { public static let qualifier = 0, typeArguments = 1, arguments = 2 }
}

/// Modifier bits in a `.modifiers` node's flags.
public struct Modifier: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `public` = Modifier(rawValue: 1 << 0)
    public static let protected = Modifier(rawValue: 1 << 1)
    public static let `private` = Modifier(rawValue: 1 << 2)
    public static let `static` = Modifier(rawValue: 1 << 3)
    public static let final = Modifier(rawValue: 1 << 4)
    public static let abstract = Modifier(rawValue: 1 << 5)
    public static let native = Modifier(rawValue: 1 << 6)
    public static let synchronized = Modifier(rawValue: 1 << 7)
    public static let transient = Modifier(rawValue: 1 << 8)
    public static let volatile = Modifier(rawValue: 1 << 9)
    public static let strictfp = Modifier(rawValue: 1 << 10)
    public static let `default` = Modifier(rawValue: 1 << 11)
    public static let sealed = Modifier(rawValue: 1 << 12)
    public static let nonSealed = Modifier(rawValue: 1 << 13)

    static let names: [(Modifier, String)] = [
        (.public, "public"), (.protected, "protected"), (.private, "private"), (.static, "static"),
        (.final, "final"), (.abstract, "abstract"), (.native, "native"), (.synchronized, "synchronized"),
        (.transient, "transient"), (.volatile, "volatile"), (.strictfp, "strictfp"), (.default, "default"),
        (.sealed, "sealed"), (.nonSealed, "non-sealed"),
    ]

    public var spelled: [String] { Modifier.names.filter { contains($0.0) }.map { $0.1 } }
}

public struct ImportFlags {
    public static let isStatic: UInt32 = 1
    public static let onDemand: UInt32 = 2
}

public struct ParameterFlags {
    public static let varargs: UInt32 = 1
    public static let receiver: UInt32 = 2
    /// Extra `[]` after the name are counted in the upper bits: `flags >> 8`.
    public static let dimensionShift: UInt32 = 8
}

/// Module directive kinds (the `aux` of a `.moduleDirective`) and `requires` modifiers (its flags).
public enum ModuleDirectiveKind: UInt32, Sendable {
    case requires, exports, opens, uses, provides
}

public enum BinaryOperator: UInt32, Sendable, CaseIterable {
    case logicalOr, logicalAnd, bitOr, bitXor, bitAnd, equal, notEqual
    case less, greater, lessEqual, greaterEqual
    case shiftLeft, shiftRight, unsignedShiftRight
    case add, subtract, multiply, divide, remainder

    public var spelling: String {
        switch self {
        case .logicalOr: return "||"
        case .logicalAnd: return "&&"
        case .bitOr: return "|"
        case .bitXor: return "^"
        case .bitAnd: return "&"
        case .equal: return "=="
        case .notEqual: return "!="
        case .less: return "<"
        case .greater: return ">"
        case .lessEqual: return "<="
        case .greaterEqual: return ">="
        case .shiftLeft: return "<<"
        case .shiftRight: return ">>"
        case .unsignedShiftRight: return ">>>"
        case .add: return "+"
        case .subtract: return "-"
        case .multiply: return "*"
        case .divide: return "/"
        case .remainder: return "%"
        }
    }

    /// Java precedence, higher binds tighter (JLS §15.7 table).
    public var precedence: Int {
        switch self {
        case .logicalOr: return 1
        case .logicalAnd: return 2
        case .bitOr: return 3
        case .bitXor: return 4
        case .bitAnd: return 5
        case .equal, .notEqual: return 6
        case .less, .greater, .lessEqual, .greaterEqual: return 7
        case .shiftLeft, .shiftRight, .unsignedShiftRight: return 8
        case .add, .subtract: return 9
        case .multiply, .divide, .remainder: return 10
        }
    }
}

public enum AssignmentOperator: UInt32, Sendable, CaseIterable {
    case assign, add, subtract, multiply, divide, remainder, bitAnd, bitOr, bitXor
    case shiftLeft, shiftRight, unsignedShiftRight

    public var spelling: String {
        switch self {
        case .assign: return "="
        case .add: return "+="
        case .subtract: return "-="
        case .multiply: return "*="
        case .divide: return "/="
        case .remainder: return "%="
        case .bitAnd: return "&="
        case .bitOr: return "|="
        case .bitXor: return "^="
        case .shiftLeft: return "<<="
        case .shiftRight: return ">>="
        case .unsignedShiftRight: return ">>>="
        }
    }

    /// The binary operator a compound assignment applies (`+=` applies `+`).
    public var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: return nil
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        case .bitAnd: return .bitAnd
        case .bitOr: return .bitOr
        case .bitXor: return .bitXor
        case .shiftLeft: return .shiftLeft
        case .shiftRight: return .shiftRight
        case .unsignedShiftRight: return .unsignedShiftRight
        }
    }
}

/// A parsed file: its source, tokens, comments, the node arena and the diagnostics. A value; safe to share
/// across threads. The arrays live in one shared box: a copy of a tree (passes over many files copy them) costs
/// one retain, not one per array.
public struct SyntaxTree: Sendable {
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let source: SourceFile
        @usableFromInline let tokens: [Token]
        @usableFromInline let comments: [Comment]
        @usableFromInline let nodes: [RawNode]
        @usableFromInline let childIDs: [NodeID]
        @usableFromInline let diagnostics: [Diagnostic]
        @usableFromInline let typeDeclarationStarts: [UInt32]

        init(source: SourceFile, tokens: [Token], comments: [Comment], nodes: [RawNode], childIDs: [NodeID], diagnostics: [Diagnostic],
             typeDeclarationStarts: [UInt32]) {
            self.source = source
            self.tokens = tokens
            self.comments = comments
            self.nodes = nodes
            self.childIDs = childIDs
            self.diagnostics = diagnostics
            self.typeDeclarationStarts = typeDeclarationStarts
        }
    }

    @usableFromInline let storage: Storage
    public let root: NodeID

    public var source: SourceFile { storage.source }
    @inlinable public var tokens: [Token] { storage.tokens }
    public var comments: [Comment] { storage.comments }
    @inlinable public var nodes: [RawNode] { storage.nodes }
    @inlinable var childIDs: [NodeID] { storage.childIDs }
    public var diagnostics: [Diagnostic] { storage.diagnostics }
    /// The first token of every type declaration (member, local or top-level) and of every class instance creation
    /// with a class body (`new T() { … }`), ascending: where the classes of the file start, noted while parsing so
    /// that finding them needs no walk over every node.
    public var typeDeclarationStarts: [UInt32] { storage.typeDeclarationStarts }

    init(source: SourceFile, tokens: [Token], comments: [Comment], nodes: [RawNode], childIDs: [NodeID], root: NodeID, diagnostics: [Diagnostic],
         typeDeclarationStarts: [UInt32]) {
        storage = Storage(source: source, tokens: tokens, comments: comments, nodes: nodes, childIDs: childIDs, diagnostics: diagnostics,
                          typeDeclarationStarts: typeDeclarationStarts)
        self.root = root
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    @inlinable public subscript(id: NodeID) -> RawNode { nodes[id.index] }

    @inlinable public func kind(_ id: NodeID) -> NodeKind { nodes[id.index].kind }

    /// All children, including `.none` placeholders for absent optional slots.
    @inlinable public func children(_ id: NodeID) -> ArraySlice<NodeID> {
        if id.isNone { return [] }
        let n = nodes[id.index]
        return childIDs[Int(n.childStart)..<Int(n.childStart + n.childCount)]
    }

    /// The child in `slot`, or `.none` when absent (or when the node has fewer children, after recovery).
    @inlinable public func child(_ id: NodeID, _ slot: Int) -> NodeID {
        if id.isNone { return .none }
        let n = nodes[id.index]
        return slot < Int(n.childCount) ? childIDs[Int(n.childStart) + slot] : .none
    }

    /// Elements of a `.list` child (empty when the slot is absent).
    @inlinable public func list(_ id: NodeID, _ slot: Int) -> ArraySlice<NodeID> {
        let c = child(id, slot)
        return c.isNone ? [] : children(c)
    }

    @inlinable public func token(_ index: UInt32) -> Token { tokens[Int(index)] }

    /// The source text of a token (translated text: Unicode escapes already applied).
    public func text(ofToken index: UInt32) -> String {
        source.string(tokens[Int(index)].range)
    }

    /// The name held in `aux` (declarations, identifiers, member selections).
    /// Whether `id` is `x++`, `x--`, `++x` or `--x` (not `-x`, `+x`, `~x` or `!x`): an update of its operand.
    public func isIncrementOrDecrement(_ id: NodeID) -> Bool {
        guard kind(id) == .prefixUnary || kind(id) == .postfixUnary else { return false }
        let op = TokenKind(rawValue: UInt8(truncatingIfNeeded: self[id].aux))
        return op == .plusPlus || op == .minusMinus
    }

    public func name(_ id: NodeID) -> String {
        text(ofToken: nodes[id.index].aux)
    }

    /// Byte range in the translated text covered by the node's tokens.
    @inlinable public func range(_ id: NodeID) -> Range<Int> {
        let n = nodes[id.index]
        let first = tokens[Int(n.firstToken)]
        let last = tokens[Int(n.lastToken)]
        return Int(first.start)..<max(Int(first.start), Int(last.end))
    }

    /// The node's source text.
    public func text(_ id: NodeID) -> String { source.string(range(id)) }

    /// Line and column (1-based) where the node starts, in the original file.
    public func location(_ id: NodeID, converter: SourceLocationConverter) -> (line: Int, column: Int) {
        converter.location(ofOriginalOffset: source.originalOffset(ofTextOffset: range(id).lowerBound))
    }

    public func modifiers(_ modifiersNode: NodeID) -> Modifier {
        modifiersNode.isNone ? [] : Modifier(rawValue: nodes[modifiersNode.index].flags)
    }

    /// The qualified name's text without spaces or comments (`java . util . List` → `java.util.List`).
    public func qualifiedName(_ id: NodeID) -> String {
        let n = nodes[id.index]
        var parts: [String] = []
        var i = n.firstToken
        while i <= n.lastToken {
            if tokens[Int(i)].kind == .identifier || tokens[Int(i)].kind.isKeyword { parts.append(text(ofToken: i)) }
            i += 1
        }
        return parts.joined(separator: ".")
    }

    /// The Javadoc comment immediately before the node, if any (only white space or annotations between).
    public func javadoc(before id: NodeID) -> Comment? {
        let start = UInt32(range(id).lowerBound)
        var lo = 0, hi = comments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if comments[mid].end <= start { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return nil }
        let c = comments[lo - 1]
        guard c.kind == .javadoc else { return nil }
        // No token between the comment and the node.
        let first = nodes[id.index].firstToken
        if first > 0 && tokens[Int(first) - 1].end > c.end { return nil }
        return c
    }
}
