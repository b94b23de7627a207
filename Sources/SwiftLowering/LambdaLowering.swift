import JavaSemantics
import JavaSyntax

/// Lambdas as Swift closures. The library's functional interfaces (`java.util.function`, `Runnable`,
/// `Comparator`, …) are Swift function types by their `type` rules, so a lambda is a closure literal with
/// the function type's parameters and result, and calling the interface's method calls the closure.
extension FileTranslator {
    /// The single abstract method of a functional interface type, with the type's arguments substituted
    /// into its parameter and result types.
    func functionalSignature(_ t: JavaType) -> (parameters: [JavaType], result: JavaType)? {
        guard case .declared(let id, _) = t, symbols[id].isInterface else { return nil }
        var queue = [id]
        var seen: Set<TypeSymbolID> = []
        var found: (TypeSymbolID, MethodSymbol)? = nil
        while let current = queue.first {
            queue.removeFirst()
            guard seen.insert(current).inserted else { continue }
            for m in symbols[current].methods where m.isAbstract && !m.isStatic && !Self.isObjectMethod(m) {
                if found != nil && found!.1.name != m.name { return nil }
                if found == nil { found = (current, m) }
            }
            for case .declared(let s, _) in symbols[current].interfaces { queue.append(s) }
        }
        guard let (owner, method) = found else { return nil }
        var bindings: [String: JavaType] = [:]
        if case .declared(_, let args)? = symbols.asSuper(t, owner) {
            // JLS §9.9: the function type of `Consumer<? super String>` takes a `String`.
            for (p, a) in zip(symbols[owner].typeParameters, args) {
                switch a {
                case .wildcard(.extends(let b)), .wildcard(.super(let b)): bindings[p.name] = b
                case .wildcard: bindings[p.name] = p.bounds.first ?? symbols.object
                default: bindings[p.name] = a
                }
            }
        }
        return (method.parameterTypes.map { instantiate($0, bindings) }, instantiate(method.returnType, bindings))
    }

    static func isObjectMethod(_ m: MethodSymbol) -> Bool {
        (m.name == "equals" && m.parameterTypes.count == 1) || (m.name == "hashCode" && m.parameterTypes.isEmpty)
            || (m.name == "toString" && m.parameterTypes.isEmpty)
    }

    /// `(a, b) -> a + b` as `{ (a: T, b: U) throws -> R in return a + b }`; block bodies keep their statements.
    mutating func lowerLambda(_ e: NodeID) -> String {
        let target = type(e)
        guard case .declared(let id, let args) = target, symbols[id].declaration == nil,
              program.mappings.typeTemplate(symbols[id].qualifiedName) != nil,
              let signature = functionalSignature(target) else {
            return unsupported(e, "lambda for \(symbols.display(target))", "only lambdas for the library's functional interfaces (java.util.function, Runnable, Comparator) are translated so far")
        }
        _ = args
        let parameters = Array(tree.list(e, Slot.Lambda.parameters))
        guard parameters.count == signature.parameters.count else { return unsupported(e, "lambda", "its parameters do not match \(symbols.display(target))") }
        var header: [String] = []
        locals.append(Set(parameters.map { tree.name($0) }))
        for (p, t) in zip(parameters, signature.parameters) {
            header.append("\(SwiftNames.identifier(tree.name(p))): \(TypeMapping(program: program).typeArgumentSwift(t))")
        }
        let result = signature.result
        let resultSwift = result == .void ? "" : " -> " + (result.primitive != nil ? swiftType(result) : TypeMapping(program: program).typeArgumentSwift(result))
        let capture = inStaticContext ? "" : "[self] "
        let opening = "{ \(capture)(\(header.joined(separator: ", "))) throws\(resultSwift) in"

        // The body is its own function: its own `try`s, returns and loops.
        let savedOut = out, savedThrows = throwsInExpression, savedReturn = currentReturnType, savedLoops = loops
        out = SwiftWriter()
        out.indent()
        throwsInExpression = false
        currentReturnType = result
        loops = []
        let body = tree.child(e, Slot.Lambda.body)
        if tree.kind(body) == .block {
            translateStatements(tree.children(body))
        } else if result == .void {
            translateExpressionStatement(body)
        } else {
            let value = expression { $0.lowerConverted(body, to: result) }
            out.line("return " + value)
        }
        let bodyText = out.text
        out = savedOut
        throwsInExpression = savedThrows
        currentReturnType = savedReturn
        loops = savedLoops
        locals.removeLast()
        return opening + "\n" + bodyText + "}"
    }
}

extension FileTranslator {
    /// `Type::staticMethod`, `Type::instanceMethod` (the first parameter is the receiver), `this::m`,
    /// `name::m`, `System.out::println`-style bound receivers, and `Type::new`, as closures calling the
    /// method. The called method must be the program's own or mapped by a rule.
    mutating func lowerMethodReference(_ e: NodeID) -> String {
        let target = type(e)
        guard case .declared(let id, _) = target, symbols[id].declaration == nil,
              program.mappings.typeTemplate(symbols[id].qualifiedName) != nil,
              let signature = functionalSignature(target) else {
            return unsupported(e, "method reference for \(symbols.display(target))", "only method references for the library's functional interfaces are translated so far")
        }
        let qualifier = tree.child(e, Slot.MethodReference.target)
        let qualifierIsType: Bool = {
            switch tree.kind(qualifier) {
            case .classType, .arrayType, .primitiveType: return true
            default: if case .type? = attribution.binding(of: qualifier) { return true } else { return false }
            }
        }()
        let names = signature.parameters.indices.map { "p\($0)" }
        let header = zip(names, signature.parameters).map { name, t in "\(name): \(t.primitive != nil ? swiftType(t) : TypeMapping(program: program).typeArgumentSwift(t))" }
        var parameters = Array(zip(names, signature.parameters))
        let call: String
        var returnType: JavaType
        switch attribution.binding(of: e) {
        case .constructor(let owner, let index)?:
            let ctor = symbols[owner].constructors[index]
            guard parameters.count == ctor.parameterTypes.count else { return unsupported(e, "method reference ::new", "arity differs") }
            let args = zip(parameters, ctor.parameterTypes).map { convert($0.0, from: $0.1, to: $1, node: e) }
            returnType = .declared(owner, [])
            if symbols[owner].declaration != nil {
                call = "\(program.swiftTypeName(owner))(\(args.joined(separator: ", ")))"
            } else if let (template, _) = program.mappings.template(site: owner, member: "<init>", method: ctor, symbols: symbols) {
                var bindings: [String: JavaType] = [:]
                if case .declared(_, let a) = signature.result { bind(symbols[owner].typeParameters.map(\.name), a, into: &bindings) }
                returnType = signature.result
                call = fill(template, receiver: "", arguments: Dictionary(uniqueKeysWithValues: args.enumerated().map { ($0, $1) }), count: args.count, bindings: bindings)
            } else {
                return unmappedLibrary(e, site: owner, member: "<init>", method: ctor, "new \(symbols[owner].qualifiedName)")
            }
        case .method(let owner, let index)?:
            let method = symbols[owner].methods[index]
            var receiver: String? = nil
            var receiverType: JavaType = .declared(owner, [])
            if !method.isStatic {
                if qualifierIsType {
                    guard let first = parameters.first else { return unsupported(e, "method reference", "no receiver parameter") }
                    parameters.removeFirst()
                    receiver = "\(first.0)!"
                    receiverType = first.1
                } else {
                    // Java evaluates the receiver once, when the reference is made: only receivers without
                    // side effects are written inside the closure.
                    switch tree.kind(qualifier) {
                    case .this, .name, .fieldAccess: break
                    default: return unsupported(e, "method reference on a computed receiver", "the receiver would be evaluated at each call")
                    }
                    receiver = lowerNonNull(qualifier)
                    receiverType = type(qualifier)
                }
            }
            if symbols[owner].qualifiedName == "java.io.PrintStream", method.name == "println" || method.name == "print", parameters.count == 1 {
                // `System.out::println` as a Consumer: Java picks the overload for the element type; printing
                // converts it the same way.
                let text = "\(receiver ?? "System.out").\(method.name)(javaStringOf(\(parameters[0].0)))"
                return "{ \(inStaticContext ? "" : "[self] ")(\(header.joined(separator: ", "))) throws in \(text) }"
            }
            guard parameters.count == method.parameterTypes.count || method.isVarargs else { return unsupported(e, "method reference \(method.name)", "arity differs") }
            var bindings: [String: JavaType] = [:]
            if !method.isStatic, case .declared(_, let a)? = symbols.asSuper(receiverType, owner) { bind(symbols[owner].typeParameters.map(\.name), a, into: &bindings) }
            var args: [String] = []
            for (i, (name, t)) in parameters.enumerated() {
                let p = i < method.parameterTypes.count ? instantiate(method.parameterTypes[i], bindings) : symbols.object
                var text = convert(name, from: t, to: p, node: e)
                if case .primitive(let ap) = t, p.isReference, symbols.unboxedPrimitive(p) == nil { text = "(\(text) as \(ExpressionLowering.swiftPrimitive(ap)))" }
                args.append(text)
            }
            returnType = instantiate(method.returnType, bindings)
            if symbols[owner].declaration != nil {
                let name = SwiftNames.identifier(method.name)
                call = method.isStatic ? "\(program.swiftTypeName(owner)).\(name)(\(args.joined(separator: ", ")))"
                    : "\(receiver ?? "self").\(name)(\(args.joined(separator: ", ")))"
            } else if let (template, _) = program.mappings.template(site: owner, member: method.name, method: method, symbols: symbols) {
                call = fill(template, receiver: receiver ?? "self", arguments: Dictionary(uniqueKeysWithValues: args.enumerated().map { ($0, $1) }),
                            count: args.count, bindings: bindings)
            } else {
                return unmappedLibrary(e, site: owner, member: method.name, method: method, "\(symbols[owner].qualifiedName).\(method.name)")
            }
        default:
            return unsupported(e, "method reference \(tree.name(e))", "the method did not resolve", rule: "J2S-UNR-003")
        }
        let result = signature.result
        let resultSwift = result == .void ? "" : " -> " + (result.primitive != nil ? swiftType(result) : TypeMapping(program: program).typeArgumentSwift(result))
        let capture = inStaticContext ? "" : "[self] "
        let body = result == .void ? "_ = try \(call)" : "return try \(convert(call, from: returnType, to: result, node: e))"
        return "{ \(capture)(\(header.joined(separator: ", "))) throws\(resultSwift) in \(body) }"
    }
}
