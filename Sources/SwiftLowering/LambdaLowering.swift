import JavaSemantics
import JavaSyntax

/// Lambdas as Swift closures. The library's functional interfaces (`java.util.function`, `Runnable`,
/// `Comparator`, …) are Swift function types by their `type` rules, so a lambda is a closure literal with
/// the function type's parameters and result, and calling the interface's method calls the closure.
extension FileTranslator {
    /// The function type of a lambda or method reference whose target the runtime represents as a Swift
    /// function type (a library functional interface with a `type` rule), and the closure's opening
    /// `{ [self] (a: T, b: U) throws -> R in` for the given parameter names.
    func closureSignature(_ e: NodeID, target explicitTarget: JavaType? = nil, parameterNames: (Int) -> String) -> (parameters: [JavaType], result: JavaType, opening: String)? {
        let target = explicitTarget ?? type(e)
        guard case .declared(let id, _) = target,
              symbols[id].declaration == nil ? program.mappings.typeTemplate(symbols[id].qualifiedName) != nil : program.throwing.lambdaInterfaces.contains(id),
              let signature = symbols.functionType(of: target) else { return nil }
        let mapping = TypeMapping(program: program)
        func spelled(_ t: JavaType) -> String { t.primitive != nil ? mapping.swiftType(t) : mapping.typeArgumentSwift(t) }
        let header = signature.parameters.enumerated().map { "\(parameterNames($0.offset)): \(spelled($0.element))" }
        let resultSwift = signature.result == .void ? "" : " -> " + spelled(signature.result)
        let capture = inStaticContext ? "" : "[self] "
        return (signature.parameters, signature.result, "{ \(capture)(\(header.joined(separator: ", "))) throws\(resultSwift) in")
    }

    /// `(a, b) -> a + b` as `{ (a: T, b: U) throws -> R in return a + b }`; block bodies keep their statements.
    mutating func lowerLambda(_ e: NodeID) -> String {
        let parameters = Array(tree.list(e, Slot.Lambda.parameters))
        guard let signature = closureSignature(e, parameterNames: { $0 < parameters.count ? SwiftNames.identifier(self.tree.name(parameters[$0])) : "p\($0)" }) else {
            return unsupported(e, "lambda for \(symbols.display(type(e)))", "its functional interface is generic or has no translated form")
        }
        guard parameters.count == signature.parameters.count else { return unsupported(e, "lambda", "its parameters do not match \(symbols.display(type(e)))") }
        locals.append(Set(parameters.map { tree.name($0) }))
        let result = signature.result

        // The body is its own function: its own `try`s, returns and loops.
        let savedOut = out, savedThrows = throwsInExpression, savedReturn = currentReturnType, savedLoops = loops, savedString = returnsSwiftString
        let savedRedirects = finallyRedirects
        finallyRedirects = []
        let savedNullThrows = nullDereferenceThrows, savedComodificationThrows = comodificationThrows
        comodificationThrows = false
        returnsSwiftString = false
        nullDereferenceThrows = false
        out = SwiftWriter()
        out.indent()
        throwsInExpression = false
        currentReturnType = result
        loops = []
        let body = tree.child(e, Slot.Lambda.body)
        if tree.kind(body) == .block {
            translateStatements(tree.children(body))
        } else if result == .void {
            hoistPatternVariables(of: body)
            translateExpressionStatement(body)
        } else {
            // `o -> o instanceof String s && s.isEmpty()`: the pattern variables are the closure's locals.
            hoistPatternVariables(of: body)
            let value = expression { $0.lowerConverted(body, to: result) }
            out.line("return " + value)
        }
        let bodyText = out.text
        out = savedOut
        throwsInExpression = savedThrows
        currentReturnType = savedReturn
        loops = savedLoops
        finallyRedirects = savedRedirects
        returnsSwiftString = savedString
        nullDereferenceThrows = savedNullThrows
        comodificationThrows = savedComodificationThrows
        locals.removeLast()
        return adapted(e, signature.opening + "\n" + bodyText + "}")
    }

    /// A closure for one of the program's functional interfaces goes into the interface's adapter class.
    func adapted(_ e: NodeID, _ closure: String) -> String {
        guard case .declared(let id, _) = type(e) else { return closure }
        if symbols[id].qualifiedName == "java.lang.Iterable" { return "JavaIterableLambda(\(closure))" }
        if Self.autoCloseableNames.contains(symbols[id].qualifiedName) { return "JavaAutoCloseableLambda(\(closure))" }
        guard symbols[id].declaration != nil else { return closure }
        return "\(program.swiftTypeName(id))Lambda(\(closure))"
    }
}

extension FileTranslator {
    /// `Type::staticMethod`, `Type::instanceMethod` (the first parameter is the receiver), `this::m`,
    /// `name::m`, `System.out::println`-style bound receivers, and `Type::new`, as closures calling the
    /// method. The called method must be the program's own or mapped by a rule.
    mutating func lowerMethodReference(_ e: NodeID) -> String {
        guard let signature = closureSignature(e, parameterNames: { "p\($0)" }) else {
            return unsupported(e, "method reference for \(symbols.display(type(e)))", "its functional interface is generic or has no translated form")
        }
        let qualifier = tree.child(e, Slot.MethodReference.target)
        // `int[]::new`: an array of the length asked for, its elements the default value.
        if tree.name(e) == "new", tree.kind(qualifier) == .arrayType, case .array(let element)? = attribution.type(of: qualifier),
           signature.parameters.count == 1 {
            let count = convert("p0", from: signature.parameters[0], to: .int, node: e)  // `Function<Integer, int[]>` unboxes
            return signature.opening + " try JavaArray<\(swiftType(element))>(repeating: \(ExpressionLowering.defaultValue(element)), count: \(count)) }"
        }
        let qualifierIsType: Bool = {
            switch tree.kind(qualifier) {
            case .classType, .arrayType, .primitiveType: return true
            default: if case .type? = attribution.binding(of: qualifier) { return true } else { return false }
            }
        }()
        let names = signature.parameters.indices.map { "p\($0)" }
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
                call = "\(program.swiftTypeName(owner))(\(program.labeledArguments(args.joined(separator: ", "), for: ctor)))"
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
                    case .this, .name, .fieldAccess, .literal: break
                    default: return unsupported(e, "method reference on a computed receiver", "the receiver would be evaluated at each call")
                    }
                    receiver = lowerNonNull(qualifier)
                    receiverType = type(qualifier)
                }
            }
            if symbols[owner].qualifiedName == "java.io.PrintStream", method.name == "println" || method.name == "print", parameters.count == 1 {
                // `System.out::println` as a Consumer: Java picks the overload for the element type; printing
                // converts it the same way.
                return adapted(e, "\(signature.opening) \(receiver ?? "System.out").\(method.name)(javaStringOf(\(parameters[0].0))) }")
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
            // `Util::format` as a BiFunction of `format(Number...)`: the program's method takes the array, packed
            // here as a call packs its variable arguments.
            let passesArray = parameters.count == method.parameterTypes.count && { if case .array = parameters.last?.1 { true } else { false } }()
            if symbols[owner].declaration != nil, method.isVarargs, !passesArray,
               case .array(let element)? = method.parameterTypes.last.map({ instantiate($0, bindings) }) {
                let fixed = method.parameterTypes.count - 1
                let packed = parameters.dropFirst(fixed).map { name, t in convert(name, from: t, to: element, node: e) }
                args = Array(args.prefix(fixed)) + ["JavaArray<\(swiftType(element))>([\(packed.joined(separator: ", "))])"]
            }
            if symbols[owner].declaration != nil {
                let name = program.swiftMethodName(method)
                call = method.isStatic ? "\(program.staticScopeName(owner)).\(name)(\(args.joined(separator: ", ")))"
                    : "\(receiver ?? "self").\(name)(\(args.joined(separator: ", ")))"
            } else if symbols[owner].qualifiedName == "java.lang.String", method.name == "valueOf", args.count == 1 {
                // `String::valueOf`: as the call `String.valueOf(x)` is lowered (ExpressionLowering), by the overload.
                let p = method.parameterTypes[0]
                call = p == .char ? "JavaString.valueOf(char: \(args[0]))"
                    : p == .array(.char) ? "JavaString.fromChars(\(args[0]))"
                    : p.primitive != nil ? "JavaString.valueOf(\(args[0]))" : "javaStringOf(\(args[0]))"
            } else if let (template, _) = program.mappings.template(site: owner, member: method.name, method: method, symbols: symbols) {
                let passesArray = parameters.count == method.parameterTypes.count && { if case .array = parameters.last?.1 { true } else { false } }()
                call = fill(template, receiver: receiver ?? "self", arguments: Dictionary(uniqueKeysWithValues: args.enumerated().map { ($0, $1) }),
                            count: args.count, bindings: bindings,
                            varargs: method.isVarargs ? VarargsPlacement(start: method.parameterTypes.count - 1, passesArray: passesArray) : nil)
            } else {
                return unmappedLibrary(e, site: owner, member: method.name, method: method, "\(symbols[owner].qualifiedName).\(method.name)")
            }
        default:
            return unsupported(e, "method reference \(tree.name(e))", "the method did not resolve", rule: "J2S-UNR-003")
        }
        let result = signature.result
        let body = result == .void ? "_ = try \(call)" : "return try \(convert(call, from: returnType, to: result, node: e))"
        return adapted(e, "\(signature.opening) \(body) }")
    }
}
