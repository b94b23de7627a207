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
