import JavaSemantics
import JavaSyntax

/// Inner (non-static member), local and anonymous classes (JLS §8.1.3, §14.3, §15.9.5). Swift's nested
/// types have no enclosing instance and its local types cannot capture, so what Java passes implicitly is
/// passed explicitly: the enclosing instance as `outer`, then each captured local variable (effectively
/// final in Java, so a copy behaves the same), as leading initializer parameters stored in `let`s.
/// Local and anonymous classes become nested classes of the class whose member declares them.
extension FileTranslator {
    /// The class whose instance encloses instances of `id`, if any.
    func outerClass(of id: TypeSymbolID) -> TypeSymbolID? {
        let symbol = symbols[id]
        guard symbol.kind == .class, let enclosing = symbol.enclosing, symbols[enclosing].declaration != nil,
              symbols[enclosing].kind != .interface else { return nil }
        if symbol.isLocal { return isInStaticContext(localType: id) ? nil : enclosing }
        return symbol.modifiers.contains(.static) ? nil : enclosing
    }

    /// Whether a local or anonymous class is declared in a static member (no enclosing instance).
    func isInStaticContext(localType id: TypeSymbolID) -> Bool {
        guard let ref = symbols[id].declaration, let enclosing = symbols[id].enclosing, let outerRef = symbols[enclosing].declaration,
              ref.file == file, outerRef.file == file else { return true }
        let outerDecl = outerRef.node
        let members: ArraySlice<NodeID>
        switch tree.kind(outerDecl) {
        case .newClass: members = tree.children(tree.child(outerDecl, Slot.NewClass.body))
        case .enumDecl: members = tree.list(outerDecl, Slot.Enum.members)
        case .recordDecl: return true
        default: members = tree.list(outerDecl, Slot.Class.members)
        }
        for member in members where contains(member, ref.node) {
            switch tree.kind(member) {
            case .methodDecl: return tree.modifiers(tree.child(member, Slot.Method.modifiers)).contains(.static)
            case .fieldDecl: return tree.modifiers(tree.child(member, Slot.Field.modifiers)).contains(.static)
            case .initializerBlock: return tree[member].flags != 0
            case .constructorDecl:
                // The arguments of `super(…)`/`this(…)` come before the instance exists (JLS §8.8.7.1): no outer.
                let first = tree.children(tree.child(member, Slot.Constructor.body)).first
                guard let first, tree.kind(first) == .expressionStmt, case let call = tree.child(first, 0),
                      tree.kind(call) == .constructorCall else { return false }
                return contains(tree.child(call, Slot.ConstructorCall.arguments), ref.node)
            default: return false
            }
        }
        // Enum constant arguments and bodies are static contexts.
        return true
    }

    func contains(_ root: NodeID, _ target: NodeID) -> Bool {
        var stack = [root]
        while let n = stack.popLast() {
            if n == target { return true }
            if n.isNone { continue }
            stack.append(contentsOf: tree.children(n))
        }
        return false
    }

    /// The local variables of enclosing methods that a local or anonymous class uses, in order of first use.
    func capturedLocals(of id: TypeSymbolID) -> [(name: String, type: JavaType)] {
        guard symbols[id].isLocal, let ref = symbols[id].declaration, ref.file == file else { return [] }
        let root = tree.kind(ref.node) == .newClass ? tree.child(ref.node, Slot.NewClass.body) : ref.node
        var inside: Set<NodeID> = []
        var uses: [(NodeID, NodeID)] = []
        var stack = [root]
        while let n = stack.popLast() {
            if n.isNone { continue }
            inside.insert(n)
            if tree.kind(n) == .name, case .local(let declaration)? = attribution.binding(of: n) { uses.append((n, declaration)) }
            stack.append(contentsOf: tree.children(n).reversed())
        }
        var seen: Set<NodeID> = []
        var result: [(name: String, type: JavaType)] = []
        for (use, declaration) in uses where !inside.contains(declaration) && seen.insert(declaration).inserted {
            result.append((tree.name(use), attribution.type(of: use) ?? symbols.object))
        }
        return result
    }

    /// `_ outer: Outer, _ x: T, …` for the initializers of `id`.
    func instanceContextParameters(_ id: TypeSymbolID) -> [String] {
        let mapping = TypeMapping(program: program)
        var result: [String] = []
        if let o = initializerOuterClass(id) { result.append("_ \(outerPropertyName(id)): \(outerTypeSpelling(o))") }
        for c in capturedLocals(of: id) { result.append("_ \(SwiftNames.identifier(c.name)): \(mapping.swiftType(c.type))") }
        return result
    }

    func instanceContextParameterNames(_ id: TypeSymbolID) -> [String] {
        (initializerOuterClass(id) != nil ? [outerPropertyName(id)] : []) + capturedLocals(of: id).map { SwiftNames.identifier($0.name) }
    }

    /// The enclosing class's type as its inner class sees it: a generic one with its own type parameters
    /// (`Box<T>`), which are in scope there.
    func outerTypeSpelling(_ o: TypeSymbolID) -> String {
        guard !symbols[o].typeParameters.isEmpty else { return program.swiftTypeName(o) }
        let spelled = TypeMapping(program: program).swiftType(.declared(o, symbols.typeVariables(of: o).map { .typeVariable($0) }))
        return spelled.hasSuffix("?") ? String(spelled.dropLast()) : spelled
    }

    /// The property holding an inner class's enclosing instance: `outer`, unless the class's body already uses
    /// that name; an inner class extending an inner class uses its superclass's.
    func outerPropertyName(_ id: TypeSymbolID) -> String {
        var current = id
        var steps = 0
        while inheritsOuter(current), case .declared(let s, _)? = symbols[current].superclass, steps < 64 {
            current = s
            steps += 1
        }
        return program.renamedOuterProperties[current] ?? "outer"
    }

    mutating func writeInstanceContextProperties(_ id: TypeSymbolID) {
        if let o = outerClass(of: id), !inheritsOuter(id) { out.line("let \(outerPropertyName(id)): \(outerTypeSpelling(o))") }
        for c in capturedLocals(of: id) { out.line("let \(SwiftNames.identifier(c.name)): \(swiftType(c.type))") }
    }

    mutating func writeInstanceContextAssignments(_ id: TypeSymbolID) {
        let outer = (outerClass(of: id) != nil && inheritsOuter(id)) || passedSuperclassOuter(id) != nil ? outerPropertyName(id) : nil
        for name in instanceContextParameterNames(id) where name != outer { out.line("self.\(name) = \(name)") }
    }

    /// An inner class extending an inner class shares its `outer` (Java passes the same enclosing instance).
    func inheritsOuter(_ id: TypeSymbolID) -> Bool {
        guard case .declared(let s, _)? = symbols[id].superclass, symbols[s].declaration != nil else { return false }
        return outerClass(of: s) != nil
    }

    /// The leading arguments of `super.init(…)`: the enclosing instance an inner superclass needs.
    func superContextArguments(_ id: TypeSymbolID) -> [String] {
        inheritsOuter(id) ? [initializerOuterClass(id) != nil ? outerPropertyName(id) : "self"] : []
    }

    /// The class of the enclosing instance the initializers of `id` take first: its own, or the one it passes on to
    /// its inner superclass.
    func initializerOuterClass(_ id: TypeSymbolID) -> TypeSymbolID? { outerClass(of: id) ?? passedSuperclassOuter(id) }

    /// The class of the enclosing instance an anonymous class without one of its own passes on to its inner
    /// superclass (`screen.new Slider(…) { … }` in a static method): its initializer takes it first.
    func passedSuperclassOuter(_ id: TypeSymbolID) -> TypeSymbolID? {
        guard symbols[id].isAnonymous, outerClass(of: id) == nil, case .declared(let s, _)? = symbols[id].superclass,
              symbols[s].declaration != nil else { return nil }
        return outerClass(of: s)
    }

    /// The leading arguments of `new C(…)`: the enclosing instance (`outerExpression.new C()` or the
    /// innermost enclosing instance of the right class) and the captured variables, by name.
    mutating func instanceContextArguments(_ id: TypeSymbolID, explicitOuter: NodeID) -> [String] {
        var result: [String] = []
        if let o = initializerOuterClass(id) {
            if !explicitOuter.isNone {
                result.append(lowerNonNull(explicitOuter))
            } else {
                result.append(outerPath(to: o) ?? "self")
            }
        }
        result += capturedLocals(of: id).map { SwiftNames.identifier($0.name) }
        return result
    }

    /// How the current class reaches the instance of an enclosing class that has `owner`'s members:
    /// `outer`, `outer.outer`…; nil when they are the current class's own (or inherited) members.
    func outerPath(to owner: TypeSymbolID) -> String? {
        implicitReceiver(of: owner)?.path
    }

    /// The innermost enclosing class whose instance an unqualified use of `owner`'s instance member reaches
    /// (JLS §15.12.1), and the Swift path to that instance (nil: `self`); nil in a static context, or when no
    /// enclosing class has the member.
    func implicitReceiver(of owner: TypeSymbolID) -> (type: TypeSymbolID, path: String?)? {
        guard !inStaticContext, var current = currentType else { return nil }
        var path: [String] = []
        while !isSubtype(current, of: owner) {
            guard let o = outerClass(of: current), path.count < 32 else { return nil }
            path.append(outerPropertyName(current))
            current = o
        }
        return (current, path.isEmpty ? nil : path.joined(separator: "."))
    }

    func isSubtype(_ t: TypeSymbolID, of owner: TypeSymbolID) -> Bool {
        t == owner || symbols.asSuper(.declared(t, []), owner) != nil
    }

    /// `Outer.this`.
    mutating func lowerQualifiedThis(_ e: NodeID) -> String {
        guard case .declared(let target, _) = type(e) else { return unsupported(e, "qualified this", "its class did not resolve") }
        return outerPath(to: target) ?? "self"
    }

    /// The superclass constructor an anonymous class's `new` expression calls.
    func anonymousSuperConstructor(_ id: TypeSymbolID) -> MethodSymbol? {
        guard symbols[id].isAnonymous, let ref = symbols[id].declaration, ref.file == file,
              case .constructor(let owner, let index)? = attribution.binding(of: ref.node), symbols[owner].kind == .class,
              symbols[owner].qualifiedName != "java.lang.Object" else { return nil }
        return symbols[owner].constructors[index]
    }

    func superConstructorThrows(_ id: TypeSymbolID) -> Bool {
        guard case .declared(let s, _)? = symbols[id].superclass, symbols[s].declaration != nil else { return false }
        return program.throwing.isThrowing(constructorOf: s)
    }

    /// `new T(args) { body }`: the class is written beside the current member; the expression creates it.
    mutating func lowerAnonymousClass(_ e: NodeID) -> String {
        guard let id = program.model.declaredTypes[SourceRef(file: file, node: e)] else {
            return unsupported(e, "anonymous class", "its declaration did not resolve", rule: "J2S-UNR-003")
        }
        // `other.new Widget(…) { … }` in an instance method: the class's own enclosing instance (`this`) and its
        // superclass's (`other`) differ, and the Swift class keeps one.
        let explicitOuter = tree.child(e, Slot.NewClass.outer)
        if !explicitOuter.isNone, let own = outerClass(of: id), inheritsOuter(id),
           !(tree.kind(explicitOuter) == .this && type(explicitOuter) == .declared(own, [])) {
            return unsupported(e, "anonymous class created with \(tree.text(explicitOuter)).new",
                               "its superclass's enclosing instance is not the anonymous class's own (this), and the Swift class holds one",
                               replacement: "Create it in a static method, or declare a named inner class of the other instance's class")
        }
        translateNestedTypeLater(e, id: id)
        if program.throwing.isThrowing(constructorOf: id) { throwsInExpression = true }
        // Its initializer throws when the runtime collection it extends may (`init(capacity:)` checks).
        if runtimeSuperInitialization(id, arguments: [])?.hasPrefix("try ") == true { throwsInExpression = true }
        var args = instanceContextArguments(id, explicitOuter: passedSuperclassOuter(id) != nil ? tree.child(e, Slot.NewClass.outer) : .none)
        if let ctor = anonymousSuperConstructor(id) {
            let text = program.labeledArguments(arguments(tree.child(e, Slot.NewClass.arguments), for: ctor), for: ctor)
            if !text.isEmpty { args.append(text) }
        }
        let creation = "\(program.swiftTypeName(id))\(TypeMapping(program: program).genericArguments(id, []))(\(args.joined(separator: ", ")))"
        // A library functional interface is a Swift function type: the object's method becomes a closure
        // (made once, as Java creates one object).
        if case .declared(let iid, _)? = symbols[id].interfaces.first, symbols[iid].declaration == nil,
           let interface = diamondInferred(symbols[id].interfaces.first, creation: e),
           let closure = closure(calling: creation, nonNull: true, as: interface) {
            return closure
        }
        return creation
    }

    /// `object` as the Swift closure that a library functional interface `target` is: a closure that captures
    /// the object once (Java passes one object) and calls its method. Nil when `target` is no such interface.
    mutating func closure(calling object: String, nonNull: Bool, as target: JavaType) -> String? {
        guard let method = symbols.functionalMethod(of: target),
              let signature = closureSignature(.none, target: target, parameterNames: { "p\($0)" }) else { return nil }
        let receiver = nonNull ? "object" : "object!"
        let call = "try \(receiver).\(SwiftNames.identifier(method.name))(\(signature.parameters.indices.map { "p\($0)" }.joined(separator: ", ")))"
        let opening = signature.opening.replacingOccurrences(of: "{ [self] (", with: "{ (").replacingOccurrences(of: "{ (", with: "{ [object = \(object)] (")
        return "\(opening) \(signature.result == .void ? "" : "return ")\(call) }"
    }

    /// A program object where a library functional interface is expected (`list.sort(new ByLength())` with
    /// `class ByLength implements Comparator<String>`): Swift spells the interface as a function type, which no
    /// class conforms to, so the object's method becomes a closure. Nil when `source` is not such an object.
    mutating func programObjectAsClosure(_ text: String, node e: NodeID, from source: JavaType, to target: JavaType) -> String? {
        guard case .declared(let sid, _) = source, symbols[sid].declaration != nil, isClosureType(target),
              case .declared(let tid, _) = target, symbols[tid].declaration == nil, let viewed = symbols.asSuper(source, tid),
              let method = symbols.functionalMethod(of: target) else { return nil }
        // An abstract class that leaves the method to its subclasses has no Swift method of that name to call.
        guard programTypeHasMethod(sid, named: method.name, arity: method.parameterTypes.count) else {
            return unsupported(e, "\(symbols.display(source)) used as \(symbols.display(target))",
                               "\(symbols[sid].simpleName) does not declare \(method.name)(…), which the Swift closure for the interface would call")
        }
        // Typed as the object implements the interface (`Comparator<String>`, not the parameter's
        // `Comparator<? super String>`); Swift converts the closure to the parameter's function type.
        let implemented: JavaType
        if case .declared(_, let args) = viewed, args.isEmpty, !symbols[tid].typeParameters.isEmpty { implemented = target } else { implemented = viewed }
        return closure(calling: text, nonNull: isKnownNonNull(e), as: implemented)
    }

    /// Whether the Swift form of program type `id` has a method `name` of `arity` parameters: declared by it or a
    /// program supertype, or required by a program interface that extends a library functional interface.
    func programTypeHasMethod(_ id: TypeSymbolID, named name: String, arity: Int) -> Bool {
        var pending = [id], seen: Set<TypeSymbolID> = []
        while let t = pending.popLast() {
            guard symbols[t].declaration != nil, seen.insert(t).inserted else { continue }
            if symbols[t].methods.contains(where: { $0.name == name && $0.parameterTypes.count == arity && !$0.isStatic && $0.declaration != nil }) { return true }
            if inheritedLibraryRequirements(of: t).contains(where: { $0.name == name && $0.parameters.count == arity }) { return true }
            if case .declared(let s, _)? = symbols[t].superclass { pending.append(s) }
            for case .declared(let i, _) in symbols[t].interfaces { pending.append(i) }
        }
        return false
    }

    /// The supertype an anonymous class names: with a diamond (`new Comparator<>() {…}`, JLS §15.9.3) its type
    /// arguments are the ones inferred for the creation, not the raw type the declaration names.
    func diamondInferred(_ named: JavaType?, creation e: NodeID) -> JavaType? {
        guard case .declared(let iid, let args)? = named, args.isEmpty, !symbols[iid].typeParameters.isEmpty,
              case .declared(_, let inferred)? = symbols.asSuper(type(e), iid), !inferred.isEmpty else { return named }
        return .declared(iid, inferred)
    }

    /// A local class, record, enum or interface declared in a method body.
    mutating func translateLocalTypeDeclaration(_ s: NodeID) {
        guard let id = program.model.declaredTypes[SourceRef(file: file, node: s)] else {
            out.line(unsupportedStatement(s, "local \(tree.kind(s))", "its declaration did not resolve", rule: "J2S-UNR-003"))
            return
        }
        translateNestedTypeLater(s, id: id)
    }

    /// Renders a local or anonymous class now, with the translator's state of the type being written
    /// saved, and queues it to be written after the current member (see `translateMember`).
    mutating func translateNestedTypeLater(_ decl: NodeID, id: TypeSymbolID) {
        guard translatedNestedTypes.insert(id).inserted else { return }
        let saved = (out, pendingMemberTypes, inStaticContext, currentReturnType, loops, throwsInExpression, yieldAsReturn)
        let savedRedirects = finallyRedirects
        defer { finallyRedirects = savedRedirects }
        finallyRedirects = []
        out = SwiftWriter()
        pendingMemberTypes = []
        inStaticContext = false
        throwsInExpression = false
        yieldAsReturn = false
        loops = []
        if tree.kind(decl) == .newClass {
            let savedType = (currentType, locals)
            currentType = id
            locals = []
            translateClass(decl, id: id)
            (currentType, locals) = savedType
        } else {
            translateType(decl)
        }
        let text = out.text
        (out, pendingMemberTypes, inStaticContext, currentReturnType, loops, throwsInExpression, yieldAsReturn) = saved
        pendingMemberTypes.append(text)
    }
}
