import Foundation
import JavaSemantics
import JavaSyntax
import MappingRules

/// Translates one file: its types, their members, and their bodies.
struct FileTranslator {
    let program: ProgramTranslator
    let file: Int
    let tree: SyntaxTree
    let attribution: FileAttribution
    let symbols: SymbolTable
    var out = SwiftWriter()
    var findings: [SourceFinding] = []
    /// Local names in scope (innermost last), to know when a field needs `self.`.
    var locals: [Set<String>] = []
    /// Enclosing loops, innermost last: Java label (if any), Swift label, and the label of the body block
    /// that a `continue` breaks out of (for `for` loops, whose update must still run).
    var loops: [(javaLabel: String?, swiftLabel: String, continueLabel: String?)] = []
    var pendingLabel: String? = nil
    /// Enclosing try statements whose finally block can throw or jump, innermost last: a `return`, `break`
    /// or `continue` leaving their try block is held while the finally block runs (StatementLowering.swift).
    var finallyRedirects: [FinallyRedirect] = []
    var labelCounter = 0
    var currentType: TypeSymbolID? = nil
    var currentReturnType: JavaType? = nil
    /// Set while lowering an expression when something in it throws (see `expression`).
    var throwsInExpression = false
    /// Inside a try block that catches NullPointerException (or a supertype): a nil dereference throws it
    /// (`javaNonNull`) instead of stopping the program, so the catch block runs as in Java.
    var nullDereferenceThrows = false
    /// Inside a try block that catches ConcurrentModificationException: a list's `size()` checks for it
    /// (`javaCheckedSize`), which Swift's non-throwing `size()` cannot.
    var comodificationThrows = false
    /// Casts to `Map`, `List`… without type arguments whose result is only read (see `markErasedReadCast`).
    var erasedReadCasts: Set<NodeID> = []
    /// The value of a `return` or variable initializer being lowered, where Swift accepts a bare `switch`
    /// expression (elsewhere one is wrapped in an immediately applied closure).
    var standaloneExpression: NodeID? = nil
    /// Inside a switch expression's block arm, lowered as a closure: `yield v` is `return v`.
    var yieldAsReturn = false
    var inStaticContext = false
    /// While lowering a library call without a receiver from an inner or anonymous class (`name()` of the
    /// enclosing enum): the path to the enclosing instance whose member it is (`outer`), which the call's
    /// missing receiver node lowers to instead of `self`.
    var implicitReceiverPath: String? = nil
    /// Inside `toString()`, whose Swift result is `String`, not `String?`.
    var returnsSwiftString = false
    /// Swift names of the `instanceof` pattern variables declared so far (see PatternLowering.swift).
    var patternNames: [NodeID: String] = [:]
    /// Parameters whose wildcard type arguments became generic parameters of their method (`List<W1>` for
    /// `List<?>`, see `methodParametersAndGenerics`), and locals of a wildcard type that took their
    /// initializer's (see `wildcardLocalType`), by declaration: their Swift types.
    var openedParameterTypes: [NodeID: JavaType] = [:]
    /// The operand of each `instanceof` type pattern met by `hoistPatternVariables`.
    var patternOperands: [NodeID: NodeID] = [:]
    var usedPatternNames: Set<String> = []
    /// Declarations Swift allows only at file scope (protocol extensions), written after the file's types.
    var fileScopeDeclarations: [String] = []
    /// Static fields of classes in a generic context, by class in the order met: written in a file-scope enum
    /// (`staticFieldScopeName`), since Swift has no static stored properties in generic types.
    var genericContextStaticFields: [(type: TypeSymbolID, lines: [String])] = []
    /// Local and anonymous classes met in the member being written, written after it (InnerClassLowering.swift).
    var pendingMemberTypes: [String] = []
    /// The local and anonymous classes rendered so far: a field initializer's anonymous class is lowered in
    /// every constructor, and declared once.
    var translatedNestedTypes: Set<TypeSymbolID> = []
    /// The runtime's Swift class of the library enum the switch being written selects on (its case labels).
    var libraryEnumSwiftType: String? = nil
    /// How many variables (locals, parameters, patterns, fields) of each name the file declares.
    let localNameCounts: [String: Int]
    /// Local variables (their declarators) assigned by an assignment used as a value.
    let assignedInsideExpressions: Set<NodeID>
    /// Local variables assigned after their declaration (by any assignment, `++` or `--`).
    let reassignedLocals: Set<NodeID>

    init(program: ProgramTranslator, file: Int) {
        self.program = program
        self.file = file
        self.tree = program.model.trees[file]
        self.attribution = program.model.files[file]
        self.symbols = program.model.symbols
        // One pass over the file: variable names, and assignments written as statements versus as values.
        var counts: [String: Int] = [:]
        var statementAssignments: Set<NodeID> = []
        var assignments: [NodeID] = []
        var reassigned: Set<NodeID> = []
        for (i, node) in tree.nodes.enumerated() {
            let id = NodeID(UInt32(i))
            switch node.kind {
            case .variableDeclarator, .parameter, .typePattern, .forEachStmt, .catchClause:
                counts[tree.name(id), default: 0] += 1
            case .assignment:
                assignments.append(id)
            case .prefixUnary, .postfixUnary:
                if tree.isIncrementOrDecrement(id), case .local(let declaration)? = attribution.binding(of: tree.child(id, Slot.Unary.operand)) {
                    reassigned.insert(declaration)
                }
            case .expressionStmt, .forStmt:
                for c in tree.children(id) where !c.isNone {
                    if tree.kind(c) == .assignment { statementAssignments.insert(c) }
                    if tree.kind(c) == .list { for u in tree.children(c) where !u.isNone && tree.kind(u) == .assignment { statementAssignments.insert(u) } }
                }
            default: break
            }
        }
        self.localNameCounts = counts
        var assigned: Set<NodeID> = []
        for a in assignments where !statementAssignments.contains(a) {
            if case .local(let declaration)? = attribution.binding(of: tree.child(a, Slot.Assignment.target)) { assigned.insert(declaration) }
        }
        self.assignedInsideExpressions = assigned
        for a in assignments {
            if case .local(let declaration)? = attribution.binding(of: tree.child(a, Slot.Assignment.target)) { reassigned.insert(declaration) }
        }
        self.reassignedLocals = reassigned
    }

    mutating func run() -> String {
        let name = tree.source.path.split(separator: "/").last.map(String.init) ?? tree.source.path
        out.line("// Generated by j2swift from \(name). Do not edit.")
        out.line("import JavaRuntime")
        reportWildcardsOfInterfaceBoundParameters()
        for decl in tree.list(tree.root, Slot.CompilationUnit.types) {
            out.line()
            translateType(decl)
        }
        for (id, lines) in genericContextStaticFields {
            out.line()
            out.line("/// The static fields of `\(symbols[id].simpleName)`: Swift has no static stored properties in generic types.")
            out.open("enum \(program.staticFieldScopeName(id))")
            for l in lines { out.line(l) }
            out.close()
        }
        for d in fileScopeDeclarations { out.lines(d) }
        return out.text
    }

    /// Whether the static fields of `id` live in the file-scope enum `staticFieldScopeName(id)` (a class in a
    /// generic context, where Swift has no static stored properties).
    func hasStaticsBeside(_ id: TypeSymbolID) -> Bool { symbols[id].kind != .interface && program.isInGenericContext(id) }

    mutating func addGenericContextStatic(_ id: TypeSymbolID, _ lines: [String]) {
        if let i = genericContextStaticFields.firstIndex(where: { $0.type == id }) {
            genericContextStaticFields[i].lines += lines
        } else {
            genericContextStaticFields.append((id, lines))
        }
    }

    /// Records a finding for `node` (the construct itself is emitted by the caller).
    mutating func report(_ node: NodeID, rule: String, _ message: String, replacement: String? = nil) {
        findings.append(SourceFinding(file: file, node: node, in: tree, ruleID: rule, message: message, replacement: replacement))
    }

    /// Swift access for a type declared with `modifiers` (see `SwiftAccess`); a public Java type Swift must make
    /// internal is noted where it is declared (J2S-LANG-002).
    mutating func swiftAccess(_ modifiers: Modifier, ofType id: TypeSymbolID, at node: NodeID) -> String {
        let access = program.access.modifier(modifiers, ofType: id)
        if access != "public ", SwiftAccess.isPublicInJava(id, symbols), let culprit = program.access.nonPublicType(usedBy: id) {
            report(node, rule: "J2S-LANG-002", "public \(symbols[id].simpleName) is internal in Swift: it uses \(program.access.reason(culprit))")
        }
        return access
    }

    /// Swift access for a member whose signature uses `types`; a public member of a public type that Swift must
    /// make internal is noted (J2S-LANG-002).
    mutating func swiftAccess(_ modifiers: Modifier, mentioning types: [JavaType], at node: NodeID) -> String {
        let access = program.access.modifier(modifiers, mentioning: types)
        if access != "public ", modifiers.contains(.public), let owner = currentType, program.access.publicTypes.contains(owner),
           let culprit = program.access.nonPublicType(usedBy: types) {
            report(node, rule: "J2S-LANG-002", "public member of \(symbols[owner].simpleName) is internal in Swift: it uses \(program.access.reason(culprit))")
        }
        return access
    }

    /// A construct that cannot be translated: recorded, and emitted as a call that stops the program with the
    /// rule id and location, the Java kept beside it in a `j2swift:` comment, so the file still compiles.
    /// `typed: false` leaves the type to Swift's inference (an argument whose own type is not the parameter's).
    mutating func unsupported(_ node: NodeID, _ what: String, _ reason: String, rule: String = "J2S-LANG-001", replacement: String? = nil,
                              typed: Bool = true) -> String {
        report(node, rule: rule, "\(what): \(reason)", replacement: replacement)
        let converter = SourceLocationConverter(tree.source)
        let (line, column) = tree.location(node, converter: converter)
        let location = "\(tree.source.path.split(separator: "/").last ?? ""):\(line):\(column)"
        let text = "untranslated(\"[\(rule)] \(location): \(what.replacingQuotes())\") /* j2swift: \(reason.commentSafe()); Java: \(javaExcerpt(node)) */"
        if !typed { return text }
        // A value is typed, so Swift need not choose among overloads (`JavaString.valueOf`) or guess members.
        if case .primitive(let p)? = attribution.type(of: node) { return "(\(text) as \(ExpressionLowering.swiftPrimitive(p)))" }
        if let t = attribution.type(of: node), t.isReference, t != .null, t != symbols.object {
            var swift = TypeMapping(program: program).swiftType(t)
            // Where the lowering takes the value as non-null (a String method's result), so is its type.
            if swift.hasSuffix("?") && isKnownNonNull(node) { swift.removeLast() }
            if !swift.contains("/*") && !swift.hasPrefix("Any") { return "(\(text) as \(swift))" }
        }
        return text
    }

    /// The construct's Java text on one line, shortened, safe inside a block comment.
    func javaExcerpt(_ node: NodeID) -> String {
        let text = tree.text(node).split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return (text.count > 100 ? String(text.prefix(100)) + "…" : text).commentSafe()
    }

    /// An untranslated construct where a statement stands (the runtime's `untranslated` is generic).
    mutating func unsupportedStatement(_ node: NodeID, _ what: String, _ reason: String, rule: String = "J2S-LANG-001", replacement: String? = nil) -> String {
        "_ = " + unsupported(node, what, reason, rule: rule, replacement: replacement) + " as Void"
    }

    /// A library element the lowering has no Swift for: a mapping rule may say why (sockets, threads…);
    /// otherwise it is a library call without a mapping.
    mutating func unmappedLibrary(_ node: NodeID, site: TypeSymbolID, member: String?, method: MethodSymbol? = nil, _ what: String) -> String {
        if let u = program.mappings.unavailability(site: site, member: member, method: method, symbols: symbols) {
            return unsupported(node, what, u.rule.title + " is not translated", rule: u.rule.id, replacement: u.replacement)
        }
        return unsupported(node, what, "no mapping rule for this library element", rule: "J2S-LIB-001")
    }

    // MARK: Types

    mutating func translateType(_ decl: NodeID) {
        guard let id = program.model.declaredTypes[SourceRef(file: file, node: decl)] else { return }
        let symbol = symbols[id]
        let saved = (currentType, locals)
        currentType = id
        locals = []
        defer { (currentType, locals) = saved }
        switch tree.kind(decl) {
        case .classDecl:
            translateClass(decl, id: id)
            if program.erasedGenericClasses.contains(id) { declareErasedProtocol(id) }
        case .enumDecl:
            translateEnum(decl, id: id)
        case .recordDecl:
            translateRecord(decl, id: id)
            if program.erasedGenericClasses.contains(id) { declareErasedProtocol(id) }
        case .interfaceDecl:
            translateInterface(decl, id: id)
            if program.wildcardViewedInterfaces.contains(id) { declareWildcardForwarding(id) }
        default:
            out.line(unsupportedDeclaration(decl, "\(symbol.kind.rawValue) \(symbol.simpleName)",
                                            symbol.typeParameters.isEmpty ? "\(symbol.kind.rawValue) declarations are not translated yet" : "generic types are not translated yet"))
        }
    }

    /// `protocol Outer_PairErased` and Pair's conformance: `o instanceof Pair` is `o is Outer_PairErased`, and a
    /// `Pair<?, ?>` is read through it (its fields as `Any?`), Swift having no generic class without arguments.
    mutating func declareErasedProtocol(_ id: TypeSymbolID) {
        let name = program.erasedProtocolName(id)
        let fields = symbols[id].fields.filter { !$0.isStatic }
        let own = symbols.typeVariables(of: id)
        // A field of the type parameter's type is `Any?`, one of another such class's type with it (`TypeTag<T>`) that
        // class's erased protocol (its members stay reachable); any other keeps its Swift type.
        func erasedType(_ f: FieldSymbol) -> String {
            guard own.contains(where: { f.type.mentions($0) }) else { return swiftType(f.type) }
            if case .declared(let c, _) = f.type, program.erasedGenericClasses.contains(c) { return "(any \(program.erasedProtocolName(c)))?" }
            return "Any?"
        }
        // A program class (or record) is a JavaObject: a `Key<?>` prints, compares and hashes like any object.
        var refined = symbols[id].kind == .record || ProgramTranslator.runtimeNameableRoot(id, symbols) != nil ? "JavaObject" : "AnyObject"
        if case .declared(let s, _)? = symbols[id].superclass, program.erasedGenericClasses.contains(s) { refined = program.erasedProtocolName(s) }
        // The program's plain interfaces it implements: a `Shape<?>` is still a `Drawable`.
        for case .declared(let i, let args) in symbols[id].interfaces where args.isEmpty && symbols[i].declaration != nil && symbols[i].typeParameters.isEmpty {
            refined += ", \(program.swiftTypeName(i))"
        }
        let wildcards = Array(repeating: "?", count: own.count).joined(separator: ", ")
        var text = "\n/// `\(symbols[id].simpleName)` without its type arguments (`instanceof`, `\(symbols[id].simpleName)<\(wildcards)>`).\n"
        text += "protocol \(name): \(refined) {\n"
        // A field of another type may be set through the protocol too (`flag.killed = true` on a `Flag<?>`).
        func isSettable(_ f: FieldSymbol) -> Bool { !f.modifiers.contains(.final) && !own.contains { f.type.mentions($0) } }
        for f in fields { text += "    var \(ProgramTranslator.erasedFieldName(f.name)): \(erasedType(f)) { \(isSettable(f) ? "get set" : "get") }\n" }
        // Getters whose type does not involve the type parameters keep their own signature (`code()`).
        for m in erasedGetters(id) {
            let throwsClause = program.throwing.isThrowing(method: m.name, arity: 0) ? " throws" : ""
            text += "    func \(SwiftNames.identifier(m.name))()\(throwsClause) -> \(swiftType(m.returnType))\n"
        }
        // Other methods are forwarded under another name: the class's own declaration may differ in ways a
        // requirement would have to repeat exactly (a widened result, an alias, opened wildcards).
        var forwards: [String] = []
        for (m, result) in erasedForwardedMethods(id) {
            // A `Listener<? super T>` is a `Listener<Object>` there, adapted to the class's `T`.
            let adapted = m.parameterTypes.map { capturedSuperInterface($0, own: own) }
            let mapping = TypeMapping(program: program), object = symbols.object
            let forwarding = forwardingParts(m, parameterType: { i in adapted[i].map { .declared($0, [object]) } ?? m.parameterTypes[i] }) { i in
                guard let interface = adapted[i], case .declared(_, let args) = m.parameterTypes[i], case .wildcard(.super(let t)) = args[0] else { return "p\(i)" }
                let typeArgument = { (t: JavaType) in String(mapping.ownGenericArguments(interface, [t]).dropFirst().dropLast()) }
                return "\(mapping.program.swiftTypeName(interface))Super<\(typeArgument(t)), \(typeArgument(object))>(p\(i))"
            }
            let resultClause = result == .void ? "" : " -> \(SwiftNames.withoutComments(swiftType(result)))"
            let signature = "func \(erasedMethodName(m, of: id))(\(forwarding.parameters))\(forwarding.throwing ? " throws" : "")\(resultClause)"
            text += "    \(signature)\n"
            forwards.append("    \(signature) { \(forwarding.call) }\n")
        }
        text += "}\n\nextension \(program.swiftTypeName(id)): \(name) {\n"
        for f in fields {
            let stored = fieldName(id, f.name)
            let accessors = isSettable(f) ? "get { \(stored) } set { \(stored) = newValue }" : stored
            text += "    var \(ProgramTranslator.erasedFieldName(f.name)): \(erasedType(f)) { \(accessors) }\n"
        }
        text += forwards.joined()
        text += "}\n"
        fileScopeDeclarations.append(text)
    }

    /// The name under which `id`'s erased protocol forwards `m`: `javaErased_matches`, or `javaErased_valueMethod`
    /// beside a field `value` (read as `javaErased_value`).
    func erasedMethodName(_ m: MethodSymbol, of id: TypeSymbolID) -> String {
        let name = ProgramTranslator.erasedMethodName(program.swiftMethodName(m))
        var current: TypeSymbolID? = id
        var steps = 0
        while let c = current, steps < 64 {
            if symbols[c].fields.contains(where: { !$0.isStatic && ProgramTranslator.erasedFieldName($0.name) == name }) { return name + "Method" }
            if case .declared(let s, _)? = symbols[c].superclass, program.erasedGenericClasses.contains(s) { current = s } else { current = nil }
            steps += 1
        }
        return name
    }

    /// `extension Plugin { func javaErased_run(…) -> (any ResultErased)? { run(…) } }`: on `any Plugin`, Swift cannot
    /// call `run()`, whose `Result<T>` it cannot erase; the forwarding's result names no type parameter.
    mutating func declareWildcardForwarding(_ id: TypeSymbolID) {
        let methods = interfaceWildcardForwardedMethods(id)
        guard !methods.isEmpty else { return }
        var text = "\nextension \(program.swiftTypeName(id)) {\n"
        for (m, result) in methods {
            let forwarding = forwardingParts(m)
            text += "    func \(ProgramTranslator.erasedMethodName(program.swiftMethodName(m)))(\(forwarding.parameters))\(forwarding.throwing ? " throws" : "") -> \(swiftType(result)) { \(forwarding.call) }\n"
        }
        text += "}\n"
        fileScopeDeclarations.append(text)
    }

    /// The parts of a method forwarding `m` under another name: its parameter list (`_ p0: A, _ p1: B`, each of
    /// `parameterType(i)`), the call (`try name(p0, p1)`, each argument `argument(i)`), and whether it throws.
    mutating func forwardingParts(_ m: MethodSymbol, parameterType: ((Int) -> JavaType)? = nil,
                         argument: (Int) -> String = { "p\($0)" }) -> (parameters: String, call: String, throwing: Bool) {
        let throwing = program.throwing.isThrowing(method: m.name, arity: m.parameterTypes.count)
        let indices = m.parameterTypes.indices
        let parameters = indices.map { "_ p\($0): \(swiftType(parameterType?($0) ?? m.parameterTypes[$0]))" }.joined(separator: ", ")
        let call = "\(throwing ? "try " : "")\(program.swiftMethodName(m))(\(indices.map(argument).joined(separator: ", ")))"
        return (parameters, call, throwing)
    }

    /// The methods `declareWildcardForwarding` forwards, with their result's wildcard view.
    func interfaceWildcardForwardedMethods(_ id: TypeSymbolID) -> [(MethodSymbol, JavaType)] {
        let own = symbols.typeVariables(of: id)
        return symbols[id].methods.compactMap { m in
            guard !m.isStatic, m.typeParameters.isEmpty, !m.isVarargs, !m.modifiers.contains(.private),
                  !m.parameterTypes.contains(where: { p in own.contains { p.mentions($0) } }),
                  let view = wildcardView(ofResult: m.returnType, own: own) else { return nil }
            return (m, view)
        }
    }

    /// The methods of `id` (beside `erasedGetters`) callable on a `C<?>` through its erased protocol, with the
    /// result type they have there: instance methods whose parameters neither mention C's type parameters (Java
    /// could not pass a value of the captured type either) nor hold wildcards; a result of a type parameter is
    /// read as its bound (`E get()` of `Registration<E extends Event>` returns an `Event`).
    func erasedForwardedMethods(_ id: TypeSymbolID) -> [(MethodSymbol, JavaType)] {
        let own = symbols.typeVariables(of: id)
        let getters = Set(erasedGetters(id).map(\.name))
        let objectMethods: Set<String> = ["toString", "hashCode", "getClass", "equals"]
        func holdsWildcard(_ t: JavaType) -> Bool {
            switch t {
            case .wildcard: return true
            case .declared(_, let args): return args.contains(where: holdsWildcard)
            case .array(let e): return holdsWildcard(e)
            default: return false
            }
        }
        return symbols[id].methods.compactMap { m in
            guard !m.isStatic, m.typeParameters.isEmpty, !m.isVarargs, !m.modifiers.contains(.private), !objectMethods.contains(m.name),
                  !(m.parameterTypes.isEmpty && getters.contains(m.name)),
                  !m.parameterTypes.contains(where: { p in
                      capturedSuperInterface(p, own: own) == nil && ((holdsWildcard(p) && !isWildcardView(p)) || own.contains { p.mentions($0) })
                  }) else { return nil }
            if !own.contains(where: { m.returnType.mentions($0) }) { return (m, m.returnType) }
            if case .typeVariable(let v) = m.returnType, own.contains(v) { return (m, symbols.erasure(m.returnType)) }
            // `Attr<T> renamed(String)` gives an `Attr<?>`, which every `Attr<X>` converts to.
            if let view = wildcardView(ofResult: m.returnType, own: own) { return (m, view) }
            return nil
        }
    }

    /// The adaptable interface of a parameter `Listener<? super T>` of an unbounded class parameter `T`: on a
    /// `C<?>`, Java's capture lets it take only a `Listener<Object>`, which the forwarding adapts to `T`.
    func capturedSuperInterface(_ p: JavaType, own: [TypeVariable]) -> TypeSymbolID? {
        guard case .declared(let i, let args) = p, args.count == 1, program.superAdaptedInterfaces.contains(i),
              case .wildcard(.super(.typeVariable(let v))) = args[0], own.contains(v), case .type(let c) = v.owner,
              v.index < symbols[c].typeParameters.count, symbols[c].typeParameters[v.index].bounds.isEmpty else { return nil }
        return i
    }

    /// `C<?, …>` for a result `C<T, …>` of type variables of the class (each once) whose wildcard view Swift spells
    /// without type arguments (`isWildcardView`).
    func wildcardView(ofResult t: JavaType, own: [TypeVariable]) -> JavaType? {
        guard case .declared(let c, let args) = t, !args.isEmpty,
              args.allSatisfy({ if case .typeVariable(let v) = $0 { return own.contains(v) } else { return false } }),
              Set(args).count == args.count else { return nil }
        let view = JavaType.declared(c, args.map { _ in .wildcard(.unbounded) })
        return isWildcardView(view) ? view : nil
    }

    /// `Registration<?>` of `Registration<E extends Event>` with an interface `Event`: Swift spells the wildcard
    /// `Any` (or `any Event` for `? extends Event`), and neither conforms to the protocol the generic clause
    /// requires, so the Swift does not compile; reported where written.
    mutating func reportWildcardsOfInterfaceBoundParameters() {
        var covered: Set<NodeID> = []
        for i in tree.nodes.indices {
            let n = NodeID(UInt32(i))
            guard tree.kind(n) == .classType, !covered.contains(n), let t = attribution.type(of: n),
                  let (c, parameter, bound) = unspellableWildcard(in: t) else { continue }
            // The type arguments' own nodes are part of this finding.
            var stack = [n]
            while let m = stack.popLast() {
                covered.insert(m)
                stack.append(contentsOf: tree.children(m).filter { !$0.isNone })
            }
            report(n, rule: "J2S-LANG-001", "\(symbols.display(t)): a wildcard for \(parameter) of \(symbols[c].simpleName), bounded by the interface \(symbols[bound].simpleName), has no Swift spelling (a protocol type does not conform to its protocol)",
                   replacement: "Name the type argument (`\(symbols[c].simpleName)<\(symbols[bound].simpleName)>`), or bound \(parameter) by a class")
        }
    }

    /// The first program generic type in `t` (itself or a type argument) with such a wildcard.
    func unspellableWildcard(in t: JavaType, depth: Int = 0) -> (TypeSymbolID, String, TypeSymbolID)? {
        guard depth < 16 else { return nil }
        switch t {
        case .declared(let c, let args):
            if symbols[c].declaration != nil, !program.erasedGenericClasses.contains(c) {
                let parameters = symbols[c].typeParameters
                for (j, a) in args.enumerated() where j < parameters.count {
                    guard case .wildcard(let w) = a, case .declared(let b, _)? = parameters[j].bounds.first,
                          symbols[b].declaration != nil, symbols[b].kind == .interface else { continue }
                    // `? super E` and `? extends Click` are spelled `E` and `Click`, which satisfy the bound.
                    switch w {
                    case .extends(let x), .super(let x):
                        if case .declared(let xid, _) = x, symbols[xid].declaration != nil, symbols[xid].kind != .interface { continue }
                        if case .typeVariable = x { continue }
                    case .unbounded: break
                    }
                    return (c, parameters[j].name, b)
                }
            }
            for a in args {
                if let found = unspellableWildcard(in: a, depth: depth + 1) { return found }
            }
            return nil
        case .array(let e): return unspellableWildcard(in: e, depth: depth + 1)
        case .wildcard(.extends(let x)), .wildcard(.super(let x)): return unspellableWildcard(in: x, depth: depth + 1)
        default: return nil
        }
    }

    /// The no-argument, non-private, non-generic instance methods of `id` whose result does not mention its type
    /// parameters (record accessors like `code()`, getters): callable on a `C<?>` through the erased protocol.
    func erasedGetters(_ id: TypeSymbolID) -> [MethodSymbol] {
        let own = symbols.typeVariables(of: id)
        let objectMethods: Set<String> = ["toString", "hashCode", "getClass"]
        return symbols[id].methods.filter { m in
            !m.isStatic && m.parameterTypes.isEmpty && m.typeParameters.isEmpty && !m.modifiers.contains(.private)
                && m.returnType != .void && !objectMethods.contains(m.name) && !own.contains { m.returnType.mentions($0) }
        }
    }

    /// A declaration that cannot be translated: recorded, and left as a comment so the file still compiles.
    mutating func unsupportedDeclaration(_ node: NodeID, _ what: String, _ reason: String, rule: String = "J2S-LANG-001", replacement: String? = nil) -> String {
        report(node, rule: rule, "\(what): \(reason)", replacement: replacement)
        return "// j2swift: [\(rule)] not translated: \(what) (\(reason))"
    }

    static func mentions(_ t: JavaType, _ id: TypeSymbolID) -> Bool {
        switch t {
        case .declared(let d, let args): return d == id || args.contains { mentions($0, id) }
        case .array(let e): return mentions(e, id)
        case .wildcard(.extends(let b)), .wildcard(.super(let b)): return mentions(b, id)
        case .intersection(let parts): return parts.contains { mentions($0, id) }
        default: return false
        }
    }

    /// A class declaration; an anonymous class (`decl` is its `new` expression) has no modifiers of its own.
    mutating func translateClass(_ decl: NodeID, id: TypeSymbolID) {
        let symbol = symbols[id]
        let isAnonymous = tree.kind(decl) == .newClass
        // An anonymous class is out of reach outside its file, as in Java (and may use the file's private types).
        let modifiers: Modifier = isAnonymous ? [.final, .private] : tree.modifiers(tree.child(decl, Slot.Class.modifiers))
        let members = isAnonymous ? tree.children(tree.child(decl, Slot.NewClass.body)) : tree.list(decl, Slot.Class.members)
        var inheritance: [String] = []
        var superIsThrowable = false
        if case .declared(let sid, _)? = symbol.superclass, symbols[sid].qualifiedName != "java.lang.Object" {
            if let name = runtimeExceptionName(sid) {
                inheritance.append(name)
                superIsThrowable = true
            } else if symbols[sid].declaration != nil, case .declared(_, let args)? = symbol.superclass {
                inheritance.append(program.swiftTypeName(sid) + TypeMapping(program: program).genericArguments(sid, args))
            } else if let base = runtimeCollectionBase(id) {
                inheritance.append(base)
            } else {
                let what = "class \(symbol.simpleName) extends \(symbols[sid].qualifiedName)"
                if let u = program.mappings.unavailability(site: sid, member: nil, symbols: symbols) {
                    out.line(unsupportedDeclaration(tree.child(decl, Slot.Class.superclass), what, u.rule.title + " is not translated", rule: u.rule.id, replacement: u.replacement))
                    // Located at the supertype, spanning the class: none of it is translated.
                    findings[findings.count - 1].untranslatedEnd = tree.range(decl).upperBound
                } else {
                    out.line(unsupportedDeclaration(decl, what, "superclass \(symbols[sid].qualifiedName) has no Swift counterpart yet"))
                }
                return
            }
        }
        let iteratorBase = runtimeIteratorBase(id)
        if let iteratorBase { inheritance.append(iteratorBase) }
        // Only a root class states the JavaObject conformance; subclasses inherit it.
        if inheritance.isEmpty { inheritance.append("JavaObject") }
        let iterableBinding = iterableElementBinding(id)
        if iterableBinding != nil { inheritance.append("JavaIterable") }
        if comparableBridge(id) != nil { inheritance.append("JavaComparable") }
        if listsAutoCloseable(id) { inheritance.append("JavaAutoCloseable") }
        if isAnonymous && program.marksAnonymousClasses { inheritance.append("JavaAnonymousClass") }
        // Interfaces of the program become protocols; library interfaces have no Swift counterpart here.
        for case .declared(let iid, _) in symbol.interfaces where symbols[iid].declaration != nil {
            inheritance.append(program.swiftTypeName(iid))
        }
        // Swift errors are Sendable; exception classes restate the runtime's unchecked conformance.
        if superIsThrowable || isThrowableSubclass(id) || iteratorBase != nil { inheritance.append("@unchecked Sendable") }
        let isFinal = modifiers.contains(.final)
        // `Builder<T extends Builder<T>>`: Swift rejects a generic class whose parameter is bounded by the class
        // itself ("self-referential generic requirements"); reported, and the bound left out of the Swift.
        var typeParameters = symbol.typeParameters
        if !isAnonymous {
            let declared = Array(tree.list(decl, Slot.Class.typeParameters))
            for (i, parameter) in typeParameters.enumerated() where parameter.bounds.contains(where: { Self.mentions($0, id) }) {
                report(i < declared.count ? declared[i] : decl, rule: "J2S-LANG-001",
                       "type parameter \(parameter.name) bounded by its own class \(symbol.simpleName): Swift generic classes cannot constrain a parameter by themselves")
                typeParameters[i].bounds = []
            }
        }
        var generics = TypeMapping(program: program).genericParameterClause(typeParameters, of: .type(id))
        if let captured = program.localTypeVariables[id] {
            let clause = TypeMapping(program: program).genericParameterClause(captured.parameters, of: captured.method)
            generics = generics.isEmpty ? clause : generics.dropLast() + ", " + clause.dropFirst()
        }
        let header = "\(swiftAccess(modifiers, ofType: id, at: decl))\(isFinal ? "final " : "")class \(symbol.isLocal ? String(program.swiftTypeName(id).split(separator: ".").last ?? "") : SwiftNames.memberTypeIdentifier(symbol.simpleName))\(generics): \(inheritance.joined(separator: ", "))"
        if !isAnonymous, let doc = tree.javadoc(before: decl) { writeDoc(doc) }
        out.open(header)
            if program.runtimeNamedClasses.contains(id) {
                // For `getClass().getName()`: the hierarchy's root declares it, each subclass overrides it.
                let overriding = ProgramTranslator.runtimeNameableRoot(id, symbols) != id
                out.line("\(overriding ? "override " : "")var javaClassName: String { \"\(program.binaryName(id))\" }")
            }
            if superIsThrowable || isThrowableSubclass(id) {
                out.line("public override var javaClassName: String { \"\(program.binaryName(id))\" }")
            }
            writeInstanceContextProperties(id)
            writeAssociatedTypeBindings(id)
            if let iterableBinding { out.line(iterableBinding) }
            if inheritance.first == "JavaObject" || iteratorBase != nil { writeObjectMethodsForSubclasses(id) }
            if let bridge = comparableBridge(id) {
                out.line("/// `Comparable` for the runtime's sorting and sorted collections, which see elements as `Any?`.")
                out.line(bridge)
            }
            translateMembers(members, of: id, superIsThrowable: superIsThrowable)
            if program.copyableClasses.contains(id) { writeCopyInitializer(id, members: members, open: header.hasPrefix("open ")) }
            writeInterfaceMethodStubs(id)
            if needsClassInitialization(id) {
                writeClassInitialization(id, members: members)
                writePendingMemberTypes()  // anonymous classes created by static initializers
            }
            writeRestatedDefaultMethods(id, declaration: decl)
        out.close()
    }

    /// `Object.clone()`'s shallow copy for a class of a copyable hierarchy (`ProgramTranslator.copyableClasses`):
    /// `super.clone()` is `type(of: self).init(javaCopyOf: self)`, so the object made is of the runtime class, and
    /// each class's initializer copies the stored properties it declares (fields, enclosing instance, captured
    /// variables), then its superclass's.
    mutating func writeCopyInitializer(_ id: TypeSymbolID, members: ArraySlice<NodeID>, open: Bool) {
        var names: [String] = []
        if outerClass(of: id) != nil, !inheritsOuter(id) { names.append(outerPropertyName(id)) }
        names += capturedLocals(of: id).map { SwiftNames.identifier($0.name) }
        for member in members where tree.kind(member) == .fieldDecl && !tree.modifiers(tree.child(member, Slot.Field.modifiers)).contains(.static) {
            for d in tree.list(member, Slot.Field.declarators) where attribution.type(of: d) != nil { names.append(fieldName(id, tree.name(d))) }
        }
        let hasProgramSuperclass: Bool
        if case .declared(let s, _)? = symbols[id].superclass, symbols[s].declaration != nil { hasProgramSuperclass = true } else { hasProgramSuperclass = false }
        out.line()
        out.open("\(open ? "public " : "")required init(javaCopyOf other: AnyObject)")
            if !names.isEmpty { out.line("let source = other as! Self") }
            for name in names { out.line("self.\(name) = source.\(name)") }
            if hasProgramSuperclass { out.line("super.init(javaCopyOf: other)") }
        out.close()
    }

    /// Default methods that a subclass or constant body overrides, stated in the class that conforms.
    mutating func writeRestatedDefaultMethods(_ id: TypeSymbolID, declaration decl: NodeID) {
        let restated = restatedDefaultMethods(id)
        let overriding = overridingInheritedDefaults(id).filter { o in !restated.contains { $0.file == o.file && $0.node == o.node } }
        for (defaultFile, method) in restated + overriding {
            out.line()
            if defaultFile == file {
                translateMethod(method)
            } else {
                out.line(unsupportedDeclaration(decl, "\(symbols[id].simpleName) inheriting default method \(program.model.trees[defaultFile].name(method))",
                                                "a default method overridden in a subclass is restated in the class; from another file, not yet"))
            }
        }
    }

    /// `Object`'s methods a subclass overrides but this root class does not: Swift calls a protocol
    /// requirement through the root's implementation, so the root states `Object`'s behaviour and the
    /// subclasses `override` it (collections then reach the subclass's `equals`, `hashCode`, `toString`).
    mutating func writeObjectMethodsForSubclasses(_ root: TypeSymbolID) {
        let descendants = program.model.declaredTypes.values.filter { $0 != root && inheritsFrom($0, root) }
        func declares(_ t: TypeSymbolID, _ name: String, _ arity: Int) -> Bool {
            symbols[t].methods.contains { $0.name == name && $0.parameterTypes.count == arity && !$0.isStatic && $0.declaration != nil }
        }
        for (name, arity) in [("equals", 1), ("hashCode", 0), ("toString", 0)] where !declares(root, name, arity) {
            guard descendants.contains(where: { declares($0, name, arity) }) else { continue }
            let throwsClause = name != "toString" && program.throwing.isThrowing(method: name, arity: arity) ? " throws" : ""
            switch name {
            case "equals": out.line("public func equals(_ other: Any?)\(throwsClause) -> Bool { (other as AnyObject?) === self }")
            case "hashCode": out.line("public func hashCode()\(throwsClause) -> Int32 { identityHashCode(self) }")
            default: out.line("public func toString() -> String { String(describing: type(of: self)) }")
            }
        }
    }

    /// Whether `t` has `ancestor` among its superclasses.
    func inheritsFrom(_ t: TypeSymbolID, _ ancestor: TypeSymbolID) -> Bool {
        var current = symbols[t].superclass
        var steps = 0
        while case .declared(let s, _)? = current, steps < 64 {
            if s == ancestor { return true }
            current = symbols[s].superclass
            steps += 1
        }
        return false
    }

    /// For a class implementing `Comparable<T>` with its own `compareTo(T)`: the runtime's `JavaComparable`
    /// bridge from `Any?`.
    func comparableBridge(_ id: TypeSymbolID) -> String? {
        guard let comparable = symbols.lookup(qualifiedName: "java.lang.Comparable") else { return nil }
        for case .declared(let iid, let args) in symbols[id].interfaces where iid == comparable {
            guard case .declared(let tid, _)? = args.first, symbols[tid].declaration != nil,
                  let m = symbols[id].methods.first(where: { $0.name == "compareTo" && $0.parameterTypes.count == 1 && !$0.isStatic }),
                  case .declared(let pid, _) = m.parameterTypes[0], pid == tid else { return nil }
            let swiftName = program.swiftTypeName(tid)
            // The cast can throw ClassCastException, so the bridge always needs `try`.
            return "public func compareTo(_ other: Any?) throws -> Int32 { try compareTo(javaCast(other, to: \(swiftName).self, \"\(symbols[tid].qualifiedName)\")) }"
        }
        return nil
    }

    func isThrowableSubclass(_ id: TypeSymbolID) -> Bool {
        var current = symbols[id].superclass
        while case .declared(let s, _)? = current {
            if runtimeExceptionName(s) != nil { return true }
            current = symbols[s].superclass
        }
        return false
    }

    /// A Java enum: a final class of singleton constants on top of the runtime's `JavaEnum`.
    mutating func translateEnum(_ decl: NodeID, id: TypeSymbolID) {
        let symbol = symbols[id]
        let constants = Array(tree.list(decl, Slot.Enum.constants))
        // Constants with class bodies are instances of subclasses of the enum's class.
        let hasBodies = constants.contains { !tree.child($0, Slot.EnumConstant.body).isNone }
        let modifiers = tree.modifiers(tree.child(decl, Slot.Enum.modifiers))
        let name = SwiftNames.memberTypeIdentifier(symbol.simpleName)
        var inheritance = ["JavaEnum"]
        for case .declared(let iid, _) in symbol.interfaces where symbols[iid].declaration != nil { inheritance.append(program.swiftTypeName(iid)) }
        if comparableBridge(id) != nil { inheritance.append("JavaComparable") }
        if let doc = tree.javadoc(before: decl) { writeDoc(doc) }
        out.open("\(swiftAccess(modifiers, ofType: id, at: decl))\(hasBodies ? "" : "final ")class \(name): \((inheritance + ["@unchecked Sendable"]).joined(separator: ", "))")
        writeAssociatedTypeBindings(id)
        let constructorThrows = program.throwing.isThrowing(constructorOf: id)
        // With static blocks or static fields that run the program's code, a constant is read through an
        // accessor that initializes the class first (Java initializes it on the first use of a constant).
        let classInitialized = needsClassInitialization(id)
        let initialize = "\(classInitializerName(id))(); "
        for (ordinal, constant) in constants.enumerated() {
            let constantName = tree.name(constant)
            var arguments = "\"\(constantName)\", \(ordinal)"
            let enclosingThrows = throwsInExpression
            throwsInExpression = false
            if case .constructor(_, let index)? = attribution.binding(of: constant) {
                let args = program.labeledArguments(self.arguments(tree.child(constant, Slot.EnumConstant.arguments), for: symbols[id].constructors[index]),
                                                    for: symbols[id].constructors[index])
                if !args.isEmpty { arguments += ", " + args }
            }
            let body = tree.child(constant, Slot.EnumConstant.body)
            let type = !body.isNone ? program.model.declaredTypes[SourceRef(file: file, node: constant)].map { program.swiftTypeName($0) } : nil
            // A static `let` cannot throw; Java's exception there would end the program too (ExceptionInInitializerError).
            let creation = "\(constructorThrows || throwsInExpression ? "try! " : "")\(type ?? name)(\(arguments))"
            throwsInExpression = enclosingThrows
            // A constant with a body is of its body's class, which stays internal: the property states the enum.
            let annotation = type == nil ? "" : ": \(name)"
            if classInitialized {
                out.line("private static let \(constantName)Storage\(annotation) = \(creation)")
                out.line("public static var \(SwiftNames.identifier(constantName)): \(name) { \(initialize)return \(constantName)Storage }")
            } else {
                out.line("public static let \(SwiftNames.identifier(constantName))\(annotation) = \(creation)")
            }
        }
        let stored = constants.map { classInitialized ? tree.name($0) + "Storage" : SwiftNames.identifier(tree.name($0)) }
        out.line("private static let allValues: [\(name)] = [\(stored.joined(separator: ", "))]")
        out.line()
        out.line("public static func values() -> JavaArray<\(name)?>? { \(classInitialized ? initialize + "return " : "")JavaArray(allValues.map { Optional($0) }) }")
        out.line()
        out.open("public static func valueOf(_ name: String?) throws -> \(name)?")
        if classInitialized { out.line(String(initialize.dropLast(2))) }
        out.line("\(classInitialized ? "return " : "")try JavaEnum.valueOf(allValues, name, enumClass: \"\(symbol.qualifiedName)\")")
        out.close()
        let members = tree.list(decl, Slot.Enum.members)
        for member in members { translateMember(member, of: id, superIsThrowable: false) }
        writeInterfaceMethodStubs(id)
        writeRestatedDefaultMethods(id, declaration: decl)
        for constant in constants where !tree.child(constant, Slot.EnumConstant.body).isNone {
            guard let bodyType = program.model.declaredTypes[SourceRef(file: file, node: constant)] else { continue }
            out.line()
            // Inherits the enum's initializers: it declares none, and its own fields have defaults.
            out.open("final class \(program.swiftTypeName(bodyType).split(separator: ".").last.map(String.init) ?? name): \(name), @unchecked Sendable")
            let saved = (currentType, locals)
            currentType = bodyType
            locals = []
            for member in tree.list(constant, Slot.EnumConstant.body) { translateMember(member, of: bodyType, superIsThrowable: false) }
            (currentType, locals) = saved
            out.close()
        }
        if classInitialized {
            writeClassInitialization(id, members: members)
            writePendingMemberTypes()
        }
        if !members.contains(where: { tree.kind($0) == .constructorDecl }) {
            out.line()
            out.open("override init(_ enumName: String, _ enumOrdinal: Int32)\(constructorThrows ? " throws" : "")")
            out.line("super.init(enumName, enumOrdinal)")
            writeInstanceInitialization(members)
            out.close()
            writePendingMemberTypes()
        }
        out.close()
    }

    /// The runtime class standing for a JDK exception class.
    func runtimeExceptionName(_ id: TypeSymbolID) -> String? {
        TypeMapping.runtimeExceptions[symbols[id].qualifiedName]
    }

    mutating func writeDoc(_ comment: Comment) {
        // Javadoc becomes `///` lines (tags are kept as written for now).
        var text = tree.source.string(Int(comment.start)..<Int(comment.end))
        text = String(text.dropFirst(3).dropLast(2))
        var lines: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var l = Substring(raw)
            while let f = l.first, f == " " || f == "\t" { l = l.dropFirst() }
            if l.hasPrefix("*") { l = l.dropFirst(); if l.hasPrefix(" ") { l = l.dropFirst() } }
            lines.append(String(l).trimmingTrailingSpaces())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        for l in lines { out.line(l.isEmpty ? "///" : "/// " + l) }
    }

    /// Whether the superclass's initializers take the same instance context (outer instance, captured locals) as
    /// `id`'s, `prefix`: it comes first, so only then does an initializer of `id` override one of the superclass.
    func superclassTakesSameContext(_ id: TypeSymbolID, _ prefix: [String]) -> Bool {
        guard !prefix.isEmpty else { return true }
        guard case .declared(let sup, _)? = symbols[id].superclass, symbols[sup].declaration != nil else { return false }
        func types(_ parameters: [String]) -> [Substring] { parameters.map { $0.drop { $0 != ":" } } }
        return types(instanceContextParameters(sup)) == types(prefix)
    }

    mutating func translateMembers(_ members: ArraySlice<NodeID>, of id: TypeSymbolID, superIsThrowable: Bool) {
        var hasConstructor = false
        for member in members {
            if tree.kind(member) == .constructorDecl { hasConstructor = true }
            translateMember(member, of: id, superIsThrowable: superIsThrowable)
        }
        if !hasConstructor {
            // Java's default constructor; field initializers that need `self` run here.
            out.line()
            let hasSuperclass = superIsThrowable || symbols[id].superclass.map { if case .declared(let s, _) = $0 { return symbols[s].declaration != nil }; return false } ?? false
            // An anonymous class passes its arguments on to the superclass constructor.
            let superConstructor = anonymousSuperConstructor(id)
            let superParameters = superConstructor?.parameterTypes ?? []
            let prefix = instanceContextParameters(id)
            // Labeled as the superclass constructor's first parameter is, where its overloads clash in Swift.
            var ownParameters = superParameters.enumerated().map { "_ a\($0.offset): \(swiftType($0.element))" }.joined(separator: ", ")
            var superArguments = superParameters.indices.map { "a\($0)" }.joined(separator: ", ")
            if let superConstructor {
                ownParameters = program.labeledParameters(ownParameters, for: superConstructor)
                superArguments = program.labeledArguments(superArguments, for: superConstructor)
            }
            var parameters = prefix + (ownParameters.isEmpty ? [] : [ownParameters])
            // `JavaIterator` has an `init()` of its own.
            let runtimeBase = runtimeSuperInitialization(id, arguments: superParameters.indices.map { "a\($0)" })
            var override = superclassTakesSameContext(id, prefix) && (runtimeBase != nil ? superParameters.isEmpty
                : hasSuperclass ? superclassHasConstructor(id, superParameters) : superParameters.isEmpty && runtimeIteratorBase(id) != nil)
            let throwsClause = program.throwing.isThrowing(constructorOf: id) || runtimeBase?.hasPrefix("try ") == true ? " throws" : ""
            if override && runtimeBase != nil && !throwsClause.isEmpty {
                // Swift cannot override the runtime's `init()` with a throwing one: another signature, called alike.
                parameters = [Self.throwingInitializerParameter]
                override = false
            }
            out.open("\(override ? "override " : "")init(\(parameters.joined(separator: ", ")))\(throwsClause)")
                if needsClassInitialization(id) { out.line("\(program.swiftTypeName(id)).\(classInitializerName(id))()") }
                writeInstanceContextAssignments(id)
                if let runtimeBase {
                    out.line(runtimeBase)
                } else if hasSuperclass { out.line("\(superConstructorThrows(id) ? "try " : "")super.init(\((superContextArguments(id) + (superArguments.isEmpty ? [] : [superArguments])).joined(separator: ", ")))") }
                else if runtimeIteratorBase(id) != nil { out.line("super.init()") }
                writeInstanceInitialization(members)
            out.close()
            writePendingMemberTypes()  // anonymous classes created by field initializers
        }
    }

    /// Anonymous and local classes met while lowering a member, written after it as member types.
    mutating func writePendingMemberTypes() {
        for text in pendingMemberTypes {
            out.line()
            out.lines(text)
        }
        pendingMemberTypes = []
    }

    /// One member of a class or enum body. Initializer blocks run in the constructors.
    mutating func translateMember(_ member: NodeID, of id: TypeSymbolID, superIsThrowable: Bool) {
        defer { writePendingMemberTypes() }
        switch tree.kind(member) {
        case .fieldDecl:
            translateField(member)
        case .methodDecl:
            out.line()
            translateMethod(member)
        case .constructorDecl:
            out.line()
            translateConstructor(member, of: id, superIsThrowable: superIsThrowable)
        case .classDecl, .interfaceDecl, .enumDecl, .recordDecl:
            out.line()
            translateType(member)
        case .emptyDecl:
            break
        case .initializerBlock where tree[member].flags == 0:
            break  // runs in the constructors (writeInstanceInitialization)
        case .initializerBlock where needsClassInitialization(id):
            break  // runs in javaInitialize() (ClassInitialization.swift)
        default:
            out.line(unsupportedDeclaration(member, "\(tree.kind(member))", "this kind of member is not translated yet"))
        }
    }

    // MARK: Fields

    /// `isStatic` overrides the modifiers for an interface's fields, static without saying so.
    mutating func translateField(_ member: NodeID, isStatic staticField: Bool? = nil) {
        var modifiers = tree.modifiers(tree.child(member, Slot.Field.modifiers))
        if staticField == true { modifiers.formUnion([.static, .final]) }
        let isStatic = modifiers.contains(.static)
        for d in tree.list(member, Slot.Field.declarators) {
            guard let t = attribution.type(of: d) else { continue }
            let name = currentType.map { fieldName($0, tree.name(d)) } ?? SwiftNames.identifier(tree.name(d))
            if isStatic && isClassInitializedField(member, d) {
                writeClassInitializedField(name, type: t, access: swiftAccess(modifiers, mentioning: [t], at: d))
                continue
            }
            let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
            let keyword = modifiers.contains(.final) && isStatic ? "let" : "var"
            var value = ExpressionLowering.defaultValue(t)
            if !initializer.isNone && (isStatic || !initializesInConstructor(initializer)) {
                inStaticContext = isStatic
                value = expression { $0.lowerConverted(initializer, to: t) }
                // A property initializer cannot throw: an exception there stops the program, as an
                // ExceptionInInitializerError would.
                if value.hasPrefix("try ") { value = "try! " + value.dropFirst(4) }
                inStaticContext = false
            }
            if keyword == "let" && value == "nil" && initializer.isNone { continue }
            if isStatic, let id = currentType, hasStaticsBeside(id) {
                // A private field stays visible to its class from the enum beside it.
                let access = swiftAccess(modifiers, mentioning: [t], at: d)
                addGenericContextStatic(id, ["\(access)static \(keyword) \(name): \(swiftType(t)) = \(value)"])
                continue
            }
            out.line("\(swiftAccess(modifiers, mentioning: [t], at: d))\(isStatic ? "static " : "")\(keyword) \(name): \(swiftType(t)) = \(value)")
        }
    }

    /// What Java runs at the start of every constructor that does not delegate with `this(…)`: field
    /// initializers that involve the instance, and instance initializer blocks, in textual order (the other
    /// field initializers are property defaults).
    mutating func writeInstanceInitialization(_ members: ArraySlice<NodeID>) {
        for member in members {
            switch tree.kind(member) {
            case .fieldDecl where !tree.modifiers(tree.child(member, Slot.Field.modifiers)).contains(.static):
                for d in tree.list(member, Slot.Field.declarators) {
                    let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
                    guard !initializer.isNone, initializesInConstructor(initializer), let t = attribution.type(of: d) else { continue }
                    let name = currentType.map { fieldName($0, tree.name(d)) } ?? SwiftNames.identifier(tree.name(d))
                    out.line("self.\(name) = \(expression { $0.lowerConverted(initializer, to: t) })")
                }
            case .initializerBlock where tree[member].flags == 0:
                translateBody(tree.child(member, Slot.InitializerBlock.body))
            default:
                break
            }
        }
    }

    /// Whether an instance field's initializer runs in the constructors rather than as a Swift property
    /// default: when it involves the instance, and in every subclass of a translated class — Java runs it
    /// after the superclass constructor, which may call an overridden method that sees the field unset.
    func initializesInConstructor(_ initializer: NodeID) -> Bool {
        if !isSelfIndependent(initializer) { return true }
        guard let id = currentType, case .declared(let s, _)? = symbols[id].superclass else { return false }
        return symbols[s].declaration != nil
    }

    /// True when an initializer does not involve the instance (no `this`, instance fields or methods, and
    /// cannot throw), so it can be a Swift property default.
    func isSelfIndependent(_ e: NodeID) -> Bool {
        var stack = [e]
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .this, .superExpr, .lambda, .newClass, .methodCall, .arrayAccess, .newArray: return false
            case .name:
                if case .field(let owner, let index)? = attribution.binding(of: n), !symbols[owner].fields[index].isStatic { return false }
                // In a local or anonymous class, a local variable is a captured one: a property.
                if case .local? = attribution.binding(of: n), let t = currentType, symbols[t].isLocal { return false }
            case .binary:
                if let op = BinaryOperator(rawValue: tree[n].aux), op == .divide || op == .remainder { return false }
            default: break
            }
            stack.append(contentsOf: tree.children(n))
        }
        return true
    }

    // MARK: Methods and constructors

    mutating func parameterList(_ list: NodeID) -> String {
        if list.isNone { return "" }
        var parts: [String] = []
        for p in tree.children(list) {
            guard let t = attribution.type(of: p) else { continue }
            let name = SwiftNames.identifier(tree.name(p))
            locals[locals.count - 1].insert(tree.name(p))
            parts.append("_ \(name): \(swiftType(t))")
        }
        return parts.joined(separator: ", ")
    }

    /// A method's parameters and generic clause. Swift's generic types are invariant, so a parameter typed
    /// `List<?>`, `List<? extends Number>` or `Result<? extends Shape>` takes a generic parameter of the method
    /// for each such argument (`func total<W1>(_ nums: JavaList<W1?>?)`): a `List<Integer>` is then accepted,
    /// and its elements are read as the bound. Not for parameters the body assigns, nor bounds that are type
    /// variables or interfaces (the body could not use an element as one), nor functional interfaces (closures).
    mutating func methodParametersAndGenerics(_ member: NodeID) -> (parameters: String, generics: String) {
        let typeParameters = methodSymbol(member)?.typeParameters ?? []
        let list = tree.child(member, Slot.Method.parameters)
        let assigned = Set(assignedParameters(list, body: tree.child(member, Slot.Method.body)))
        let taken = Set(typeParameters.map(\.name) + (currentType.map { symbols[$0].typeParameters.map(\.name) } ?? []))
        var opened: [(name: String, bounds: [JavaType])] = []
        var parts: [String] = []
        for p in tree.children(list) {
            guard var t = attribution.type(of: p) else { continue }
            // A `Key<?>` of the program's own generic class or interface is its erased protocol or existential,
            // which the `Key<?>`s a registry holds can be passed as (an opened `Key<W1>` could not be inferred).
            if !assigned.contains(p), case .declared(let id, var args) = t, takesOpenedWildcards(id), !isWildcardView(t) {
                for (i, a) in args.enumerated() {
                    guard case .wildcard(let bound) = a else { continue }
                    var bounds: [JavaType] = []
                    switch bound {
                    case .unbounded: break
                    case .extends(let b):
                        // A protocol bound cannot be stated: `any Shape` does not conform to `Shape`, so a
                        // `List<Shape>` could not be passed.
                        guard case .declared(let bid, let bargs) = b, bargs.isEmpty, symbols[bid].kind != .interface else { continue }
                        if symbols[bid].declaration != nil { bounds = [b] }
                    case .super:
                        // `List<? super Integer>` accepts a `List<Number>`; what the body adds is cast to the
                        // opened parameter (`add(1 as! W1?)`), which Java's capture guarantees succeeds.
                        break
                    }
                    var n = opened.count + 1
                    while taken.contains("W\(n)") { n += 100 }
                    let name = "W\(n)"
                    opened.append((name, bounds))
                    args[i] = .typeVariable(TypeVariable(owner: .method(currentType ?? id, 0), index: Self.openedWildcardIndex + opened.count, name: name))
                }
                if t != .declared(id, args) { openedParameterTypes[p] = .declared(id, args) }
                t = .declared(id, args)
            }
            locals[locals.count - 1].insert(tree.name(p))
            parts.append("_ \(SwiftNames.identifier(tree.name(p))): \(swiftType(t))")
        }
        let generics = TypeMapping(program: program).genericParameterClause(typeParameters.map { ($0.name, $0.bounds) } + opened,
                                                                            of: currentType.map { .method($0, methodIndex(member) ?? 0) })
        return (parts.joined(separator: ", "), generics)
    }

    /// Type variables above this index stand for a parameter's opened wildcards.
    static let openedWildcardIndex = 1000

    static func isOpenedWildcard(_ t: JavaType) -> Bool {
        if case .typeVariable(let v) = t, case .method = v.owner, v.index > openedWildcardIndex { return true }
        return false
    }

    /// The opened type (`List<W1>`) of an expression naming a parameter whose wildcards became generic
    /// parameters of its method.
    func openedType(of e: NodeID) -> JavaType? {
        guard !e.isNone, case .local(let declaration)? = attribution.binding(of: e) else { return nil }
        return openedParameterTypes[declaration]
    }

    /// `List<? extends Number> view = ints;` never assigned again: Swift's generic types are invariant, so the
    /// local takes its initializer's type (`JavaList<Int32?>`) and stays the same list, as in Java.
    mutating func wildcardLocalType(_ declarator: NodeID, declared: JavaType, initializer: NodeID) -> JavaType? {
        guard case .declared(let id, let args) = declared, args.contains(where: \.isWildcard),
              !reassignedLocals.contains(declarator), takesOpenedWildcards(id),
              case .declared = type(initializer), !type(initializer).isUnresolved, type(initializer) != declared,
              swiftType(type(initializer)) != swiftType(declared) else { return nil }
        return type(initializer)
    }

    /// A method parameter typed by the owner's type variable, seen through a receiver with opened wildcards:
    /// `List<? super Integer> target`'s `add(E)` takes the opened `W1`.
    func parameterThroughOpenedReceiver(_ p: JavaType, receiver: NodeID, owner: TypeSymbolID) -> JavaType? {
        guard case .typeVariable(let v) = p, case .type(let o) = v.owner, let opened = openedType(of: receiver),
              case .declared(_, let args)? = symbols.asSuper(opened, o), v.index < args.count,
              Self.isOpenedWildcard(args[v.index]) else { return nil }
        return args[v.index]
    }

    /// A generic type whose Swift form carries its type arguments invariantly: the program's classes and
    /// interfaces and the runtime's collections (not functional interfaces, which are closures).
    func takesOpenedWildcards(_ id: TypeSymbolID) -> Bool {
        guard !symbols[id].typeParameters.isEmpty, symbols.functionType(of: .declared(id, [])) == nil else { return false }
        if symbols[id].declaration != nil { return currentType != nil }
        if symbols[id].qualifiedName == "java.lang.Class" { return false }  // `any JavaClassObject` takes any
        // Not closures, nor runtime types without type arguments (`JavaClass` for every `Class<?>`).
        guard let template = program.mappings.typeTemplate(symbols[id].qualifiedName) else { return false }
        return !template.parts.contains { if case .text(let t) = $0 { t.contains("->") } else { false } }
            && template.parts.contains { if case .text = $0 { false } else { true } }
    }

    /// `named` gives a default method a second name that `Iface.super.m()` calls; `forwardingTo` writes a body
    /// that calls that name.
    mutating func translateMethod(_ member: NodeID, named alias: String? = nil, forwardingTo forward: String? = nil) {
        let modifiers = tree.modifiers(tree.child(member, Slot.Method.modifiers))
        let name = tree.name(member)
        let isStatic = modifiers.contains(.static)
        locals.append([])
        defer { locals.removeLast() }
        let (params, generics) = methodParametersAndGenerics(member)
        let returnType = attribution.type(of: tree.child(member, Slot.Method.returnType)) ?? .void
        var resultClause = ""
        if name == "toString" && params.isEmpty && !isStatic {
            // Satisfies `JavaObject.toString()`; a Java toString returning null is not supported.
            resultClause = " -> String"
        } else if returnType != .void {
            resultClause = " -> \(swiftType(returnType))"
        }
        let throwsClause = program.throwing.isThrowing(method: name, arity: tree.list(member, Slot.Method.parameters).count) && !(name == "toString" && params.isEmpty) ? " throws" : ""
        var override = isOverride(member, name: name) || (currentType.map { symbols[$0].kind == .enum } ?? false) && name == "toString" && params.isEmpty
            || overridesObjectMethod(member, name: name, isStatic: isStatic) || overridesRuntimeIterator(member, name: name, isStatic: isStatic)
        if !override, !isStatic, let id = currentType, runtimeCollectionBase(id) != nil, case .declared(let sid, _)? = symbols[id].superclass,
           libraryClassDeclares(name, parameters: tree.list(member, Slot.Method.parameters).map { attribution.type(of: $0) ?? .unresolved("?") }, from: sid) {
            // The runtime's collection methods have their own Swift signatures; overriding them is not written yet.
            out.line(unsupportedDeclaration(member, "\(name) overriding \(symbols[sid].qualifiedName).\(name)", "overriding a library collection's method is not translated yet"))
            return
        }
        var swiftReturnType = returnType
        if let id = currentType, let method = methodSymbol(member), let widened = widenedReturnType(of: id, method) {
            override = override || widened.fromSuperclass
            swiftReturnType = widened.type
            resultClause = " -> \(swiftType(widened.type))"
        }
        if !override, let inherited = overriddenWithOtherReturnType(member, name: name) {
            // Swift would make this an overload chosen by static type, not an override chosen at run time.
            out.line(unsupportedDeclaration(member, "\(name) overriding \(inherited) with another return type", "covariant return types are not translated yet"))
            return
        }
        if let doc = tree.javadoc(before: member) { writeDoc(doc) }
        if alias == nil, !override, let method = methodSymbol(member), program.methodNames.name(of: method) != name {
            let parameters = method.parameterTypes.map { symbols.display($0) }.joined(separator: ", ")
            out.line("// Java's `\(name)(\(parameters))`: renamed, as Swift cannot tell its parameter types from another `\(name)`'s.")
        }
        let staticKeyword = isStatic ? staticMethodKeyword(member) : ""
        // An interface's members are public in Java; a public protocol's default implementations must be too.
        // (Its requirements use only public types, or the protocol would not be public: `SwiftAccess`.)
        let inPublicInterface = currentType.map { symbols[$0].kind == .interface && program.access.publicTypes.contains($0) } ?? false
        let signature = tree.list(member, Slot.Method.parameters).compactMap { attribution.type(of: $0) } + [returnType]
        let access = inPublicInterface && !modifiers.contains(.private) ? "public " : swiftAccess(modifiers, mentioning: signature, at: member)
        let header = "\(access)\(override ? "override " : "")\(staticKeyword)func \(alias ?? declaredMethodName(member))\(generics)(\(params))\(throwsClause)\(resultClause)"
        let body = tree.child(member, Slot.Method.body)
        if let forward {
            let args = tree.list(member, Slot.Method.parameters).map { SwiftNames.identifier(tree.name($0)) }.joined(separator: ", ")
            out.line("\(header) { \(throwsClause.isEmpty ? "" : "try ")\(forward)(\(args)) }")
            return
        }
        if body.isNone {
            if modifiers.contains(.native) {
                out.line(unsupportedDeclaration(member, "native method \(name)", "its body is not Java", rule: "J2S-JNI-001"))
            } else {
                // Swift has no abstract methods: every concrete subclass overrides this one, so it cannot run.
                out.line("\(header) { fatalError(\"abstract method \(currentType.map { symbols[$0].simpleName + "." } ?? "")\(name) called\") }")
            }
            return
        }
        inStaticContext = isStatic
        currentReturnType = swiftReturnType
        let savedReturnsString = returnsSwiftString
        returnsSwiftString = resultClause == " -> String"
        defer { returnsSwiftString = savedReturnsString }
        out.open(header)
        if isStatic, let id = currentType, needsClassInitialization(id) { out.line("\(program.swiftTypeName(id)).\(classInitializerName(id))()") }
        shadowAssignedParameters(tree.child(member, Slot.Method.parameters), body: body)
            if name == "toString" && resultClause == " -> String" && throwsClause.isEmpty && program.throwing.isThrowing(method: name, arity: 0) {
                // Swift's `toString()` (JavaObject's requirement) cannot throw: an exception out of it ends
                // the program as an uncaught one does in Java.
                out.open("do")
                translateStatements(tree.children(body))
                out.dedent()
                out.open("} catch")
                out.line("javaUncaughtInToString(error)")
                out.close()
            } else {
                translateStatements(tree.children(body))
            }
        out.close()
        inStaticContext = false
    }

    /// The symbol of a method declared in the current file.
    func methodSymbol(_ member: NodeID) -> MethodSymbol? {
        guard let id = currentType, let index = methodIndex(member) else { return nil }
        return symbols[id].methods[index]
    }

    /// The index in the current type's `methods` of the method `member` declares.
    func methodIndex(_ member: NodeID) -> Int? {
        guard let id = currentType else { return nil }
        return symbols[id].methods.firstIndex { $0.declaration == SourceRef(file: file, node: member) }
    }

    /// The Swift name of the method `member` declares (`SwiftMethodNames`).
    func declaredMethodName(_ member: NodeID) -> String {
        guard let method = methodSymbol(member) else { return SwiftNames.identifier(tree.name(member)) }
        return program.swiftMethodName(method)
    }

    /// Java parameters are variables; Swift's are constants: a parameter the body assigns gets a local copy.
    mutating func shadowAssignedParameters(_ parameters: NodeID, body: NodeID) {
        for p in assignedParameters(parameters, body: body) {
            let name = SwiftNames.identifier(tree.name(p))
            out.line("var \(name) = \(name)")
        }
    }

    /// The parameters the body assigns (Swift parameters are constants).
    func assignedParameters(_ parameters: NodeID, body: NodeID) -> [NodeID] {
        guard !parameters.isNone else { return [] }
        var assigned: Set<NodeID> = []
        var stack = [body]
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .assignment:
                if case .local(let decl)? = attribution.binding(of: tree.child(n, Slot.Assignment.target)) { assigned.insert(decl) }
            case .prefixUnary, .postfixUnary:
                if tree.isIncrementOrDecrement(n), case .local(let decl)? = attribution.binding(of: tree.child(n, Slot.Unary.operand)) { assigned.insert(decl) }
            default:
                break
            }
            stack.append(contentsOf: tree.children(n))
        }
        return tree.children(parameters).filter { assigned.contains($0) }
    }

    /// `equals(Object)`, `hashCode()` and `toString()` in a class with a translated superclass: the root
    /// declares them (its own, or `Object`'s written by `writeObjectMethodsForSubclasses`).
    func overridesObjectMethod(_ member: NodeID, name: String, isStatic: Bool) -> Bool {
        guard !isStatic, let id = currentType, case .declared(let sup, _)? = symbols[id].superclass, symbols[sup].declaration != nil,
              symbols[sup].kind == .class else { return false }
        let parameters = tree.list(member, Slot.Method.parameters).map { attribution.type(of: $0) ?? .unresolved("?") }
        switch (name, parameters.count) {
        case ("equals", 1): return parameters[0] == symbols.object
        case ("hashCode", 0), ("toString", 0): return true
        default: return false
        }
    }

    /// `static `, or for a static method that hides one of a superclass or is hidden in a subclass (JLS
    /// §8.4.8.2) `class ` / `override class `: Swift allows one static member per name along a class chain
    /// unless it is a class member. Calls name their class (`Base.m()`), so each still reaches its own.
    func staticMethodKeyword(_ member: NodeID) -> String {
        guard let id = currentType, symbols[id].kind == .class,
              let index = symbols[id].methods.firstIndex(where: { $0.declaration == SourceRef(file: file, node: member) }) else { return "static " }
        let key = "\(id.raw)/\(index)"
        if program.hidingStaticMethods.contains(key) { return "override class " }
        return program.hiddenStaticMethods.contains(key) ? "class " : "static "
    }

    /// Whether a method overrides one of a translated superclass (same name and parameter types).
    func isOverride(_ member: NodeID, name: String) -> Bool {
        guard let id = currentType, case .declared(let sup, _)? = symbols[id].superclass else { return false }
        let parameters = tree.list(member, Slot.Method.parameters).map { attribution.type(of: $0) ?? .unresolved("?") }
        let returnType = attribution.type(of: tree.child(member, Slot.Method.returnType))
        var current: TypeSymbolID? = sup
        let selfType = JavaType.declared(id, symbols.typeVariables(of: id).map { .typeVariable($0) })
        while let c = current, symbols[c].declaration != nil {
            if symbols[c].methods.contains(where: { m in
                // A private method is not inherited, so not overridden (JLS §8.4.8).
                m.name == name && Self.sameSignatureTypes(m.parameterTypes, parameters) && !m.isStatic && !m.modifiers.contains(.private)
                    && ((returnType.map { Self.sameSignatureType(m.returnType, $0) } ?? false) || isCovariantClassReturn(returnType, overriding: m.returnType))
            }) {
                return true
            }
            // A generic superclass's method seen through this class's type arguments (`save(E)` of
            // `Repo<String>` is overridden by `save(String)`).
            if !symbols[c].typeParameters.isEmpty, case .declared(_, let args)? = symbols.asSuper(selfType, c) {
                var bindings: [String: JavaType] = [:]
                bind(symbols[c].typeParameters.map(\.name), args, into: &bindings)
                if symbols[c].methods.contains(where: { m in
                    m.name == name && !m.isStatic && m.typeParameters.isEmpty && m.parameterTypes.count == parameters.count
                        && zip(m.parameterTypes, parameters).allSatisfy { instantiate($0, bindings) == $1 }
                }) { return true }
                // A generic method of it (`<X> X fold(Function<L, X>, …)` of `Either<L, R>` in `Left<L, R>`): the
                // class's variables seen through this class, the method's own by position.
                if symbols[c].methods.contains(where: { m in
                    m.name == name && !m.isStatic && !m.typeParameters.isEmpty
                        && Self.sameSignatureTypes(m.parameterTypes.map { SwiftMethodNames.substitute($0, owner: c, args) }, parameters)
                }) { return true }
            }
            // A stub of a generic class, seen through this class's type arguments like its methods above.
            let stubArguments: [JavaType]? = symbols[c].typeParameters.isEmpty ? nil
                : { if case .declared(_, let args)? = symbols.asSuper(selfType, c) { return args } else { return nil } }()
            if interfaceMethodStubs(c).contains(where: { stub in
                stub.name == name && Self.sameSignatureTypes(stub.parameterTypes.map { t in stubArguments.map { SwiftMethodNames.substitute(t, owner: c, $0) } ?? t }, parameters)
            }) { return true }
            if restatedDefaultMethods(c).contains(where: { program.model.trees[$0.file].name($0.node) == name
                && program.model.trees[$0.file].list($0.node, Slot.Method.parameters).count == parameters.count }) {
                return true
            }
            if case .declared(let next, _)? = symbols[c].superclass { current = next } else { current = nil }
        }
        // The runtime's collection a class extends: its hook and Object's methods.
        if runtimeCollectionBase(id) != nil {
            switch (name, parameters.count) {
            case ("removeEldestEntry", 1), ("toString", 0), ("equals", 1), ("hashCode", 0): return true
            default: break
            }
        }
        // The runtime's Throwable lets an exception class override what Java's does.
        if parameters.isEmpty, ["getMessage", "getLocalizedMessage", "getCause", "toString"].contains(name), isThrowableSubclass(id) { return true }
        return false
    }

    /// Types equal as two methods' signatures compare them (JLS §8.4.4): each method's own type variables
    /// stand for the other's at the same position (`<R> R accept(Visitor<R>)` overrides `<R> R accept(Visitor<R>)`).
    static func sameSignatureType(_ a: JavaType, _ b: JavaType) -> Bool {
        switch (a, b) {
        case (.typeVariable(let x), .typeVariable(let y)):
            if case .method = x.owner, case .method = y.owner { return x.index == y.index }
            return x == y
        case (.declared(let i, let xs), .declared(let j, let ys)): return i == j && sameSignatureTypes(xs, ys)
        case (.array(let x), .array(let y)): return sameSignatureType(x, y)
        case (.wildcard(.extends(let x)), .wildcard(.extends(let y))), (.wildcard(.super(let x)), .wildcard(.super(let y))):
            return sameSignatureType(x, y)
        default: return a == b
        }
    }

    static func sameSignatureTypes(_ a: [JavaType], _ b: [JavaType]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { sameSignatureType($0, $1) }
    }

    /// Whether the library class or one of its superclasses (short of Object) declares an instance method the
    /// parameters override (same erasures; the class's type variables stand for any reference type).
    func libraryClassDeclares(_ name: String, parameters: [JavaType], from id: TypeSymbolID) -> Bool {
        func sameErasure(_ declared: JavaType, _ actual: JavaType) -> Bool {
            switch (declared, actual) {
            case (.typeVariable, .primitive): return false
            case (.typeVariable, _): return true
            case (.declared(let a, _), .declared(let b, _)): return a == b
            case (.array(let a), .array(let b)): return sameErasure(a, b)
            default: return declared == actual
            }
        }
        var current: TypeSymbolID? = id
        var steps = 0
        while let c = current, symbols[c].qualifiedName != "java.lang.Object", steps < 16 {
            if symbols[c].methods.contains(where: { $0.name == name && !$0.isStatic && $0.parameterTypes.count == parameters.count
                && zip($0.parameterTypes, parameters).allSatisfy(sameErasure) }) { return true }
            if case .declared(let next, _)? = symbols[c].superclass { current = next } else { current = nil }
            steps += 1
        }
        return false
    }

    /// The parameter of a throwing initializer standing for `init()` of a runtime class (Swift does not let
    /// a throwing initializer override a non-throwing one); `C()` still calls it.
    static let throwingInitializerParameter = "_ javaThrowing: Void = ()"

    /// Library classes a program class may extend: the runtime's open classes that stand for them.
    static let subclassableLibraryClasses: Set<String> = ["java.util.ArrayList", "java.util.LinkedHashMap"]

    /// `JavaLinkedHashMap<K?, V?>` for a class extending `LinkedHashMap<K, V>` (an anonymous class's
    /// diamond takes the arguments inferred for its creation).
    func runtimeCollectionBase(_ id: TypeSymbolID) -> String? {
        guard case .declared(let sid, var args)? = symbols[id].superclass, Self.subclassableLibraryClasses.contains(symbols[sid].qualifiedName) else { return nil }
        if args.isEmpty, let declaration = symbols[id].declaration, tree.kind(declaration.node) == .newClass, declaration.file == file,
           case .declared(_, let inferred)? = attribution.type(of: declaration.node) {
            args = inferred
        }
        guard let spelled = TypeMapping(program: program).mappedType(sid, args) else { return nil }
        return spelled
    }

    /// `super.init(capacity: a0, …)`: the runtime collection's creation its rule gives for the anonymous
    /// class's superclass constructor, with the given arguments.
    func runtimeSuperInitialization(_ id: TypeSymbolID, arguments: [String]) -> String? {
        guard runtimeCollectionBase(id) != nil, case .declared(let sid, let superArgs)? = symbols[id].superclass else { return nil }
        let constructor = anonymousSuperConstructor(id) ?? symbols[sid].constructors.first { $0.parameterTypes.isEmpty }
        guard let constructor, let (template, _) = program.mappings.template(site: sid, member: "<init>", method: constructor, symbols: symbols) else { return nil }
        var bindings: [String: JavaType] = [:]
        bind(symbols[sid].typeParameters.map(\.name), superArgs, into: &bindings)
        let created = fill(template, receiver: "", arguments: Dictionary(uniqueKeysWithValues: arguments.enumerated().map { ($0.offset, $0.element) }),
                           count: arguments.count, bindings: bindings)
        guard let open = created.firstIndex(of: "(") else { return nil }
        return (template.throwing ? "try " : "") + "super.init" + created[open...]
    }

    /// A covariant return Swift accepts in an override: a subclass of the overridden method's class type,
    /// both the program's classes.
    func isCovariantClassReturn(_ returnType: JavaType?, overriding inherited: JavaType) -> Bool {
        guard case .declared(let sub, _)? = returnType, case .declared(let base, _) = inherited, sub != base,
              symbols[sub].declaration != nil, symbols[base].declaration != nil, symbols[sub].kind == .class, symbols[base].kind == .class,
              let returnType else { return false }
        return TypeRelationsView(symbols: symbols).isSubtype(returnType, inherited)
    }

    /// The Swift return type of a method overriding or implementing a method of the program's supertypes with
    /// a covariant return type Swift cannot state (`String payload()` over `Object payload()`: Swift only
    /// narrows class types in overrides, and a protocol requirement not at all): the topmost overridden
    /// method's. `fromSuperclass` says whether it overrides a class's method (Swift's `override`). Calls that
    /// Java types by the narrower type cast the result back.
    func widenedReturnType(of owner: TypeSymbolID, _ method: MethodSymbol) -> (type: JavaType, fromSuperclass: Bool)? {
        guard !method.isStatic, case .declared = method.returnType else { return nil }
        var widened: (type: JavaType, fromSuperclass: Bool)? = nil
        var queue: [(TypeSymbolID, Bool)] = []
        func enqueueSupertypes(of c: TypeSymbolID, viaClasses: Bool) {
            if case .declared(let s, _)? = symbols[c].superclass, symbols[s].declaration != nil { queue.append((s, viaClasses)) }
            for case .declared(let i, _) in symbols[c].interfaces where symbols[i].declaration != nil { queue.append((i, false)) }
        }
        enqueueSupertypes(of: owner, viaClasses: true)
        var seen: Set<TypeSymbolID> = [owner]
        while !queue.isEmpty {
            let (c, viaClasses) = queue.removeFirst()
            guard seen.insert(c).inserted else { continue }
            for m in symbols[c].methods where m.name == method.name && m.parameterTypes == method.parameterTypes && !m.isStatic {
                let inherited = m.returnType
                // Non-generic on both sides: a type variable's substitution is an ordinary override.
                guard inherited != method.returnType, case .declared(_, let inheritedArgs) = inherited, inheritedArgs.isEmpty,
                      !(symbols[c].kind == .class && isCovariantClassReturn(method.returnType, overriding: inherited)),
                      TypeRelationsView(symbols: symbols).isSubtype(method.returnType, inherited) else { continue }
                widened = (inherited, (widened?.fromSuperclass ?? false) || (viaClasses && symbols[c].kind != .interface))
            }
            enqueueSupertypes(of: c, viaClasses: viaClasses)
        }
        return widened
    }

    /// The superclass declaring a method with these parameters but another return type, if any.
    func overriddenWithOtherReturnType(_ member: NodeID, name: String) -> String? {
        guard let id = currentType, case .declared(let sup, _)? = symbols[id].superclass else { return nil }
        let parameters = tree.list(member, Slot.Method.parameters).map { attribution.type(of: $0) ?? .unresolved("?") }
        let returnType = attribution.type(of: tree.child(member, Slot.Method.returnType))
        var current: TypeSymbolID? = sup
        while let c = current, symbols[c].declaration != nil {
            if symbols[c].methods.contains(where: { $0.name == name && $0.parameterTypes == parameters && !$0.isStatic && $0.returnType != returnType
                && !isCovariantClassReturn(returnType, overriding: $0.returnType) }) {
                return symbols[c].simpleName + "." + name
            }
            if case .declared(let next, _)? = symbols[c].superclass { current = next } else { current = nil }
        }
        return nil
    }

    /// Whether the superclass of `id` has a designated constructor with these parameter types (so an
    /// `init` with them overrides it in Swift).
    func superclassHasConstructor(_ id: TypeSymbolID, _ parameters: [JavaType]) -> Bool {
        guard case .declared(let sup, let supArguments)? = symbols[id].superclass else { return false }
        // The runtime's collections have labeled initializers; only `init()` is overridden.
        if runtimeCollectionBase(id) != nil { return parameters.isEmpty }
        if runtimeExceptionName(sup) != nil {
            let names = parameters.map { t -> String in
                if case .declared(let p, _) = t { return runtimeExceptionName(p) != nil ? "Throwable" : symbols[p].qualifiedName }
                return "?"
            }
            return names.isEmpty || names == ["java.lang.String"] || names == ["java.lang.String", "Throwable"] || names == ["Throwable"]
        }
        return symbols[sup].constructors.contains { c in
            // Seen from the subclass: `Command(String label, T before)` of a `Command<String>` takes two strings.
            let seen = supArguments.isEmpty ? c.parameterTypes : c.parameterTypes.map { SwiftMethodNames.substitute($0, owner: sup, supArguments) }
            guard seen == parameters, let ref = c.declaration else { return seen == parameters && c.declaration == nil }
            // A constructor that delegates with this(...) is a convenience initializer: not overridable.
            return !startsWithThisCall(ref) || program.designatedDelegatingConstructors.contains(ref)
        }
    }

    func startsWithThisCall(_ constructor: SourceRef) -> Bool {
        let declaringTree = program.model.trees[constructor.file]
        guard let first = declaringTree.list(constructor.node, Slot.Constructor.body).first, declaringTree.kind(first) == .expressionStmt else { return false }
        let call = declaringTree.child(first, 0)
        return declaringTree.kind(call) == .constructorCall && declaringTree[call].flags == 0
    }

    /// The Swift name of a field: Java lets a field and a method share a name, Swift does not, so such a
    /// field gets a `Field` suffix.
    func fieldName(_ owner: TypeSymbolID, _ javaName: String) -> String {
        // The class's own methods and those it inherits from the program's classes share the Swift name space.
        var name = classChain(owner).contains { symbols[$0].methods.contains { $0.name == javaName } } ? javaName + "Field" : javaName
        // A field hiding a superclass's field (JLS §8.3): Swift has one property per name along a class
        // chain, so the hiding one is named after its class; accesses are resolved statically, as in Java.
        if hidesSuperclassField(owner, javaName) { name += symbols[owner].simpleName.filter { $0.isLetter || $0.isNumber } }
        return SwiftNames.identifier(name)
    }

    func hidesSuperclassField(_ owner: TypeSymbolID, _ javaName: String) -> Bool {
        classChain(owner).dropFirst().contains { symbols[$0].fields.contains { $0.name == javaName } }
    }

    mutating func translateConstructor(_ member: NodeID, of id: TypeSymbolID, superIsThrowable: Bool) {
        let modifiers = tree.modifiers(tree.child(member, Slot.Constructor.modifiers))
        locals.append([])
        defer { locals.removeLast() }
        // A compact canonical constructor (JLS §8.10.4.2) takes the record's components implicitly.
        let isCompact = tree[member].flags == 1 && symbols[id].kind == .record
        let parameterNodes = isCompact ? tree.child(symbols[id].declaration?.node ?? member, Slot.Record.components) : tree.child(member, Slot.Constructor.parameters)
        var params = isCompact ? recordParameterList(id) : parameterList(parameterNodes)
        if !isCompact, let constructor = symbols[id].constructors.first(where: { $0.declaration == SourceRef(file: file, node: member) }) {
            params = program.labeledParameters(params, for: constructor)
        }
        let body = tree.child(member, Slot.Constructor.body)
        let delegatesToThis = startsWithThisCall(SourceRef(file: file, node: member))
        let throwsClause = program.throwing.isThrowing(constructorOf: id) ? " throws" : ""
        let isEnum = symbols[id].kind == .enum
        let hasSuperclass = superIsThrowable || runtimeCollectionBase(id) != nil
            || symbols[id].superclass.map { if case .declared(let s, _) = $0 { return symbols[s].declaration != nil }; return false } ?? false
        // Swift: an initializer that delegates with `self.init` is a convenience initializer, unless a
        // subclass calls it (then it inlines its delegation, see `inlineDelegation`).
        let inlinesDelegation = delegatesToThis && program.designatedDelegatingConstructors.contains(SourceRef(file: file, node: member))
        let parameterTypes = isCompact ? recordComponents(id).map(\.type) : tree.list(member, Slot.Constructor.parameters).map { attribution.type(of: $0) ?? .unresolved("?") }
        let overridesBase = hasSuperclass ? superclassHasConstructor(id, parameterTypes) : parameterTypes.isEmpty && runtimeIteratorBase(id) != nil
        let throwingOverride = overridesBase && runtimeCollectionBase(id) != nil && !throwsClause.isEmpty
        let kind = (delegatesToThis && !inlinesDelegation ? "convenience init" : "init").replacingOccurrences(of: "init", with: overridesBase && !throwingOverride ? "override init" : "init")
        // An enum's constructor also takes the constant's name and ordinal (Java passes them implicitly).
        let enumParameters = isEnum ? "_ enumName: String, _ enumOrdinal: Int32" + (params.isEmpty ? "" : ", ") : ""
        // With no Java parameters an enum constructor has JavaEnum's signature, so it overrides it.
        let enumKind = params.isEmpty ? "override init" : "init"
        let prefix = instanceContextParameters(id)
        let allParams = throwingOverride ? Self.throwingInitializerParameter : (prefix + (params.isEmpty ? [] : [params])).joined(separator: ", ")
        let contextMatches = superclassTakesSameContext(id, prefix)
        let signature = parameterNodes.isNone ? [] : tree.children(parameterNodes).compactMap { attribution.type(of: $0) }
        out.open("\(isEnum ? enumKind : swiftAccess(modifiers, mentioning: signature, at: member) + (contextMatches ? kind : kind.replacingOccurrences(of: "override ", with: "")))(\(enumParameters)\(allParams))\(throwsClause)")
            if needsClassInitialization(id) { out.line("\(program.swiftTypeName(id)).\(classInitializerName(id))()") }
            shadowAssignedParameters(parameterNodes, body: body)
            writeConstructorBody(member, of: id, hasSuperclass: hasSuperclass, inlinesDelegation: inlinesDelegation)
            if isCompact { writeRecordFieldAssignments(id) }
        out.close()
    }

    /// A constructor's statements after its parameters: the explicit or implicit constructor call, then (unless
    /// it delegates) the instance context, field initializers and initializer blocks, then the body.
    mutating func writeConstructorBody(_ member: NodeID, of id: TypeSymbolID, hasSuperclass: Bool, inlinesDelegation: Bool) {
        let statements = Array(tree.children(tree.child(member, Slot.Constructor.body)))
        var delegatesToThis = false
        var explicitSuper: NodeID? = nil
        if let first = statements.first, tree.kind(first) == .expressionStmt, tree.kind(tree.child(first, 0)) == .constructorCall {
            if tree[tree.child(first, 0)].flags == 0 { delegatesToThis = true } else { explicitSuper = tree.child(first, 0) }
        }
        let isEnum = symbols[id].kind == .enum
        if !delegatesToThis { writeInstanceContextAssignments(id) }
        var rest = statements[...]
        if isEnum && delegatesToThis {
            out.line(unsupportedStatement(statements[0], "this(…) in an enum constructor", "not translated yet"))
            rest = rest.dropFirst()
        } else if isEnum {
            out.line("super.init(enumName, enumOrdinal)")
        } else if delegatesToThis && inlinesDelegation {
            inlineDelegation(tree.child(statements[0], 0), of: id, hasSuperclass: hasSuperclass)
            rest = rest.dropFirst()
        } else if explicitSuper != nil && !hasSuperclass && runtimeIteratorBase(id) == nil
                    && (symbols[id].superclass == nil || symbols[id].superclass == symbols.object) {
            // `super()` of a class extending Object: its Swift class is a root, with no `super` to call.
            rest = rest.dropFirst()
        } else if delegatesToThis || explicitSuper != nil {
            translateStatement(statements[0])
            rest = rest.dropFirst()
        } else if hasSuperclass {
            out.line("\(superConstructorThrows(id) ? "try " : "")super.init(\(superContextArguments(id).joined(separator: ", ")))")
        } else if runtimeIteratorBase(id) != nil {
            out.line("super.init()")
        }
        if !delegatesToThis {
            writeInstanceInitialization(tree.members(declaring: member, in: program.model, file: file))
        }
        translateStatements(rest)
    }

    /// `this(args)` in a constructor Swift must make designated: the called constructor's statements in a
    /// `do`, its parameters bound to the arguments (all evaluated first, as Java does).
    mutating func inlineDelegation(_ call: NodeID, of id: TypeSymbolID, hasSuperclass: Bool) {
        guard case .constructor(let owner, let index)? = attribution.binding(of: call), owner == id,
              let ref = symbols[owner].constructors[index].declaration, ref.file == file,
              !symbols[owner].constructors[index].isVarargs else {
            out.line(unsupportedStatement(call, "this(…) in a constructor a subclass calls", "its target did not resolve to a constructor of the class"))
            return
        }
        let target = ref.node
        let parameterNodes = Array(tree.list(target, Slot.Constructor.parameters))
        let arguments = Array(tree.children(tree.child(call, Slot.ConstructorCall.arguments)))
        let types = symbols[owner].constructors[index].parameterTypes
        let values = zip(arguments, types).map { a, t in expression { $0.lowerArgument(a, to: t) } }
        out.open("do")
        if !parameterNodes.isEmpty {
            let names = parameterNodes.map { SwiftNames.identifier(tree.name($0)) }
            let swiftTypes = types.map { swiftType($0) }
            let binding = assignedParameters(tree.child(target, Slot.Constructor.parameters), body: tree.child(target, Slot.Constructor.body)).isEmpty ? "let" : "var"
            if names.count == 1 {
                out.line("\(binding) \(names[0]): \(swiftTypes[0]) = \(values[0])")
            } else {
                out.line("\(binding) (\(names.joined(separator: ", "))): (\(swiftTypes.joined(separator: ", "))) = (\(values.joined(separator: ", ")))")
            }
        }
        locals.append(Set(parameterNodes.map { tree.name($0) }))
        writeConstructorBody(target, of: id, hasSuperclass: hasSuperclass, inlinesDelegation: true)
        locals.removeLast()
        out.close()
    }

    mutating func swiftType(_ t: JavaType) -> String {
        TypeMapping(program: program).swiftType(t)
    }

    /// A translator for statements rendered apart — a finally block written after its try, or (with a result
    /// type) a switch expression's body in a closure, its own function — with this one's scope (locals, type,
    /// pattern names, the file's counts without reading the file again) and an output of its own. `absorb`
    /// takes back what it collected.
    func nestedTranslator(closureReturning resultType: JavaType?) -> FileTranslator {
        var nested = self
        nested.out = SwiftWriter()
        nested.findings = []
        nested.pendingMemberTypes = []
        nested.fileScopeDeclarations = []
        nested.throwsInExpression = false
        nested.standaloneExpression = nil
        nested.pendingLabel = nil
        if let resultType {
            nested.currentReturnType = resultType
            nested.yieldAsReturn = true
            nested.returnsSwiftString = false
            nested.nullDereferenceThrows = false
            nested.comodificationThrows = false
            nested.loops = []
            nested.finallyRedirects = []
        }
        return nested
    }

    /// What a `nestedTranslator` collected: findings, member and file-scope declarations, used names.
    mutating func absorb(_ nested: FileTranslator) {
        findings += nested.findings
        pendingMemberTypes += nested.pendingMemberTypes
        translatedNestedTypes.formUnion(nested.translatedNestedTypes)
        fileScopeDeclarations += nested.fileScopeDeclarations
        genericContextStaticFields = nested.genericContextStaticFields  // the nested one started with these
        labelCounter = nested.labelCounter
        usedPatternNames.formUnion(nested.usedPatternNames)
    }
}

extension String {
    /// Text that cannot end the block comment it is placed in.
    func commentSafe() -> String { replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *") }

    func replacingQuotes() -> String { String(map { $0 == "\"" ? "'" : $0 }) }

    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

extension SyntaxTree {
    /// The members of the class or enum whose body lists `member`.
    func members(declaring member: NodeID, in model: SemanticModel, file: Int) -> ArraySlice<NodeID> {
        guard let decl = parentDeclaration(of: member, in: model, file: file) else { return [] }
        switch kind(decl) {
        case .enumDecl: return list(decl, Slot.Enum.members)
        case .recordDecl: return list(decl, Slot.Record.members)
        case .newClass: return children(child(decl, Slot.NewClass.body))
        default: return list(decl, Slot.Class.members)
        }
    }

    /// The class or enum declaration whose body lists `member`.
    func parentDeclaration(of member: NodeID, in model: SemanticModel, file: Int) -> NodeID? {
        for (ref, _) in model.declaredTypes where ref.file == file {
            switch kind(ref.node) {
            case .classDecl: if list(ref.node, Slot.Class.members).contains(member) { return ref.node }
            case .enumDecl: if list(ref.node, Slot.Enum.members).contains(member) { return ref.node }
            case .recordDecl: if list(ref.node, Slot.Record.members).contains(member) { return ref.node }
            case .newClass: if children(child(ref.node, Slot.NewClass.body)).contains(member) { return ref.node }
            default: break
            }
        }
        return nil
    }
}

/// Java types to Swift spellings. References may be null in Java, so they are optionals.
struct TypeMapping {
    let program: ProgramTranslator

    /// JDK exception classes the runtime provides, by Java name.
    static let runtimeExceptions: [String: String] = [
        "java.lang.Throwable": "Throwable", "java.lang.Exception": "Exception", "java.lang.RuntimeException": "RuntimeException", "java.lang.Error": "Error_", "java.lang.AssertionError": "AssertionError",
        "java.lang.IllegalArgumentException": "IllegalArgumentException", "java.lang.IllegalStateException": "IllegalStateException",
        "java.lang.ArithmeticException": "ArithmeticException", "java.lang.UnsupportedOperationException": "UnsupportedOperationException",
        "java.lang.IndexOutOfBoundsException": "IndexOutOfBoundsException", "java.lang.NullPointerException": "NullPointerException",
        "java.lang.ArrayIndexOutOfBoundsException": "ArrayIndexOutOfBoundsException", "java.lang.NumberFormatException": "NumberFormatException",
        "java.lang.StringIndexOutOfBoundsException": "StringIndexOutOfBoundsException", "java.lang.ClassCastException": "ClassCastException",
        "java.lang.NegativeArraySizeException": "NegativeArraySizeException", "java.lang.CloneNotSupportedException": "CloneNotSupportedException",
        "java.security.GeneralSecurityException": "GeneralSecurityException", "java.security.NoSuchAlgorithmException": "NoSuchAlgorithmException",
        "java.util.NoSuchElementException": "NoSuchElementException", "java.util.ConcurrentModificationException": "ConcurrentModificationException",
        "java.util.InputMismatchException": "InputMismatchException",
        "java.util.EmptyStackException": "EmptyStackException",
        "java.util.IllegalFormatException": "IllegalFormatException", "java.util.UnknownFormatConversionException": "UnknownFormatConversionException",
        "java.util.IllegalFormatConversionException": "IllegalFormatConversionException", "java.util.MissingFormatArgumentException": "MissingFormatArgumentException",
        "java.util.FormatFlagsConversionMismatchException": "FormatFlagsConversionMismatchException", "java.util.MissingFormatWidthException": "MissingFormatWidthException",
        "java.util.DuplicateFormatFlagsException": "DuplicateFormatFlagsException", "java.util.IllegalFormatFlagsException": "IllegalFormatFlagsException",
        "java.util.UnknownFormatFlagsException": "UnknownFormatFlagsException", "java.util.IllegalFormatPrecisionException": "IllegalFormatPrecisionException",
        "java.util.IllegalFormatWidthException": "IllegalFormatWidthException", "java.util.IllegalFormatCodePointException": "IllegalFormatCodePointException",
        "java.io.IOException": "IOException", "java.io.EOFException": "EOFException", "java.io.UncheckedIOException": "UncheckedIOException",
        "java.util.regex.PatternSyntaxException": "PatternSyntaxException",
        "java.time.DateTimeException": "DateTimeException", "java.time.format.DateTimeParseException": "DateTimeParseException",
        "java.time.temporal.UnsupportedTemporalTypeException": "UnsupportedTemporalTypeException",
        "java.text.ParseException": "ParseException",
    ]

    func swiftType(_ t: JavaType) -> String {
        let symbols = program.model.symbols
        switch t {
        case .primitive(let p):
            return ExpressionLowering.swiftPrimitive(p)
        case .void: return "Void"
        case .array(let e): return "JavaArray<\(swiftType(e))>?"
        case .declared(let id, let args):
            let name = symbols[id].qualifiedName
            if name == "java.lang.String" { return "String?" }
            if name == "java.lang.Object" { return "Any?" }
            if program.mappings.translatedTypeName(name) == "java.lang.StringBuilder" { return "StringBuilder?" }  // and what is `like` it
            if name == "java.security.MessageDigest" { return "MessageDigest?" }
            // `Class<?>`, `Class<? extends Shape>`: Swift's generics are invariant, so a Class of any type argument is
            // the runtime's protocol.
            if name == "java.lang.Class" {
                switch args.first {
                case .declared?, .typeVariable?, .array?: break
                default: return "(any JavaClassObject)?"
                }
            }
            if let mapped = mappedType(id, args) { return mapped + "?" }
            if let runtime = Self.runtimeExceptions[name] { return runtime + "?" }
            if let p = PrimitiveType.unboxed(qualifiedName: name) { return swiftType(.primitive(p)) + "?" }
            if symbols[id].declaration != nil {
                if program.erasedGenericClasses.contains(id), !args.isEmpty,
                   args.allSatisfy({ if case .wildcard(.unbounded) = $0 { return true } else { return false } }) {
                    return "(any \(program.erasedProtocolName(id)))?"
                }
                // `Setting<?>` of a generic interface: the unconstrained existential, which every `Setting<X>` is
                // (members read its type parameter as its bound; those taking one are Java's capture too).
                if symbols[id].kind == .interface, !args.isEmpty, args.count == symbols[id].typeParameters.count,
                   args.allSatisfy({ if case .wildcard(.unbounded) = $0 { return true } else { return false } }) {
                    return "(any \(program.swiftTypeName(id)))?"
                }
                let spelled = spelledProgramType(id, args)
                // A protocol with primary associated types is used as a constrained existential.
                return symbols[id].kind == .interface && !symbols[id].typeParameters.isEmpty ? "(any \(spelled))?" : spelled + "?"
            }
            return "Any? /* \(name) */"
        case .typeVariable(let v):
            // The program's own type parameters are Swift generic parameters; a `T` value may be null.
            switch v.owner {
            case .type(let id), .method(let id, _), .constructor(let id, _):
                return program.model.symbols[id].declaration != nil ? swiftTypeParameterName(v.name, of: v.owner) + "?" : "Any?"
            }
        default:
            return "Any?"
        }
    }

    /// A program type's Swift name with its arguments. An inner class of a generic class is named through its
    /// parameterized outer, `Box<String>.Ref` (a Swift type nested in a generic type is generic over its
    /// parameters, and outside it `Box.Ref` names no type).
    func spelledProgramType(_ id: TypeSymbolID, _ args: [JavaType]) -> String {
        let symbols = program.model.symbols
        let own = symbols[id].typeParameters.count
        if args.count > own, let outer = symbols.genericOuter(of: id), symbols[outer].declaration != nil {
            return spelledProgramType(outer, Array(args[own...])) + "." + SwiftNames.memberTypeIdentifier(symbols[id].simpleName)
                + genericArguments(id, Array(args.prefix(own)))
        }
        // Its bare name inside the outer class (`Wrapper` in `LiveData<T>`) means the outer's own parameterization.
        // Swift infers it for the outer's bare name only, not through a qualified one (`App.LiveData.Wrapper`).
        if args.count == own, let outer = symbols.genericOuter(of: id), symbols[outer].declaration != nil,
           program.swiftTypeName(outer).contains(".") {
            return spelledProgramType(outer, symbols.ownTypeArguments(of: outer)) + "." + SwiftNames.memberTypeIdentifier(symbols[id].simpleName)
                + genericArguments(id, args)
        }
        return program.swiftTypeName(id) + genericArguments(id, args)
    }

    /// `genericArguments`, with a local class's generic method's own parameters after the class's (`<T>`).
    func genericArguments(_ id: TypeSymbolID, _ args: [JavaType]) -> String {
        let own = ownGenericArguments(id, args)
        guard let captured = program.localTypeVariables[id] else { return own }
        let names = captured.parameters.map { swiftTypeParameterName($0.name, of: captured.method) }.joined(separator: ", ")
        return own.isEmpty ? "<\(names)>" : own.dropLast() + ", \(names)>"
    }

    /// `<String, Int32>` for a program's generic type: each argument as the non-optional Swift type whose
    /// optional holds the Java value (a raw type's arguments are `Any`).
    func ownGenericArguments(_ id: TypeSymbolID, _ args: [JavaType]) -> String {
        let count = program.model.symbols[id].typeParameters.count
        guard count > 0 else { return "" }
        let parameters = program.model.symbols[id].typeParameters
        let spelled = (0..<count).map { i -> String in
            guard i < args.count else { return "Any" }
            // `C<?>` (or `C<? super X>`) of `C<E extends Base>`: `Any` would not satisfy the bound Swift states;
            // the bound does. (`? extends X` is spelled `X`, below.)
            if case .wildcard(let w) = args[i], !w.hasUpperBound, case .declared(let b, _)? = parameters[i].bounds.first,
               program.model.symbols[b].declaration != nil, program.model.symbols[b].kind != .interface {
                return program.swiftTypeName(b)
            }
            return SwiftNames.wrappedType(typeArgumentSwift(args[i]))
        }
        return "<" + spelled.joined(separator: ", ") + ">"
    }

    /// Whether `t` is or holds a wildcard, or mentions the type variable `name`: a bound's argument Swift cannot state.
    static func isWildcardOrMentions(_ t: JavaType, typeVariableNamed name: String) -> Bool {
        switch t {
        case .wildcard: return true
        case .typeVariable(let v): return v.name == name
        case .declared(_, let args), .intersection(let args): return args.contains { isWildcardOrMentions($0, typeVariableNamed: name) }
        case .array(let e): return isWildcardOrMentions(e, typeVariableNamed: name)
        default: return false
        }
    }

    /// `<T, U: Shape>`: type parameters with the bounds Swift can state (the program's own classes and
    /// interfaces; library bounds such as `Comparable<T>` are reached through the runtime's `Any?` helpers).
    func genericParameterClause(_ parameters: [TypeParameterSymbol], of owner: TypeVariable.Owner?) -> String {
        genericParameterClause(parameters.map { ($0.name, $0.bounds) }, of: owner)
    }

    /// `owner`: whose parameters they are, for their Swift names (`swiftTypeParameterName`); nil keeps Java's.
    func genericParameterClause(_ parameters: [(name: String, bounds: [JavaType])], of owner: TypeVariable.Owner?) -> String {
        guard !parameters.isEmpty else { return "" }
        let symbols = program.model.symbols
        let parts = parameters.map { p -> String in
            let bounds = p.bounds.compactMap { b -> String? in
                // `S extends Enum<S>`: the translated enums' base class (`name()`, `ordinal()`, `compareTo`).
                if case .declared(let id, _) = b, symbols[id].qualifiedName == "java.lang.Enum" { return "JavaEnum" }
                // `C extends Collection<T>`: a runtime class the library type is translated as (`C: JavaCollection<T?>`).
                if case .declared(let id, let args) = b, symbols[id].declaration == nil,
                   program.mappings.typeTemplate(symbols[id].qualifiedName).map({ if case .text(let head)? = $0.parts.first { head.hasPrefix("Java") } else { false } }) == true,
                   !args.contains(where: { Self.isWildcardOrMentions($0, typeVariableNamed: p.name) }) {
                    return String(swiftType(b).dropLast())
                }
                guard case .declared(let id, let args) = b, symbols[id].declaration != nil else { return nil }
                // `T: Identified<ID>` (a protocol's primary associated types, or a generic class's arguments) ties
                // `T.ID` to `ID`, as Java's bound does. Wildcards and the parameter itself (`N extends Node<N>`)
                // have no such spelling: the bare name is the most Swift can state.
                if !args.isEmpty, !args.contains(where: { Self.isWildcardOrMentions($0, typeVariableNamed: p.name) }) {
                    return spelledProgramType(id, args)
                }
                return program.swiftTypeName(id)
            }
            let name = owner.map { swiftTypeParameterName(p.name, of: $0) } ?? SwiftNames.identifier(p.name)
            return name + (bounds.isEmpty ? "" : ": " + bounds.joined(separator: " & "))
        }
        return "<" + parts.joined(separator: ", ") + ">"
    }

    /// A type parameter's Swift name: Java's, unless a Swift type it is nested in already has a generic parameter
    /// of that name. Java's static methods and static nested classes do not see their class's parameters
    /// (`static <T> Page<T> of(…)` in `Page<T>`); Swift's do, and Swift 6 rejects the shadowing, so the inner
    /// one is numbered: `of<T1>`. Interfaces are protocols, whose associated types nest nothing.
    func swiftTypeParameterName(_ name: String, of owner: TypeVariable.Owner) -> String {
        let symbols = program.model.symbols
        var enclosing: TypeSymbolID?
        var siblings: [TypeParameterSymbol]
        switch owner {
        case .type(let id):
            enclosing = symbols[id].enclosing
            siblings = symbols[id].typeParameters
        case .method(let id, let index):
            enclosing = id
            siblings = index < symbols[id].methods.count ? symbols[id].methods[index].typeParameters : []
        case .constructor(let id, let index):
            enclosing = id
            siblings = index < symbols[id].constructors.count ? symbols[id].constructors[index].typeParameters : []
        }
        let base = SwiftNames.identifier(name)
        var taken: Set<String> = []
        while let e = enclosing {
            if symbols[e].declaration != nil, !symbols[e].isInterface {
                for p in symbols[e].typeParameters { taken.insert(swiftTypeParameterName(p.name, of: .type(e))) }
            }
            enclosing = symbols[e].enclosing
        }
        guard taken.contains(base) else { return base }
        taken.formUnion(siblings.map { SwiftNames.identifier($0.name) })
        var n = 1
        while taken.contains("\(base)\(n)") { n += 1 }
        return "\(base)\(n)"
    }
}

extension JavaType.WildcardBound {
    /// `? extends X`.
    var hasUpperBound: Bool { if case .extends = self { true } else { false } }
}
