import JavaSemantics
import JavaSyntax
import MappingRules

/// Library calls, creations and types written by the `map` and `type` rules of the mapping files: the
/// placeholders filled with the lowered receiver, the arguments converted to the parameter types (with the
/// receiver's type arguments substituted), and the Swift types of type variables.
extension FileTranslator {
    /// A call of a library method that a `map` rule covers.
    mutating func mappedCall(_ e: NodeID, owner: TypeSymbolID, method: MethodSymbol) -> String? {
        let target = tree.child(e, Slot.MethodCall.target)
        let site = method.isStatic ? owner : librarySite(e, owner: owner)
        guard let (template, _) = program.mappings.template(site: site, member: method.name, method: method, symbols: symbols) else { return nil }
        var bindings: [String: JavaType] = [:]
        if !method.isStatic {
            let receiverType: JavaType
            if target.isNone {
                // The enclosing class that has the method, as its own declaration sees it (`E` stays `E`).
                receiverType = implicitReceiver(of: owner).map { .declared($0.type, symbols.typeVariables(of: $0.type).map { .typeVariable($0) }) } ?? symbols.object
            } else {
                receiverType = openedType(of: target) ?? type(target)
            }
            if case .declared(_, let args)? = symbols.asSuper(receiverType, owner) { bind(symbols[owner].typeParameters.map(\.name), args, into: &bindings) }
        }
        inferMethodTypeVariables(method, result: type(e), arguments: Array(tree.list(e, Slot.MethodCall.arguments)), into: &bindings)
        if let (a, b) = argumentOfOneClassWithOtherArguments(Array(tree.list(e, Slot.MethodCall.arguments)), method: method, bindings: bindings) {
            return unsupported(e, "\(symbols[owner].simpleName).\(method.name)(…) of \(symbols.display(a)) and \(symbols.display(b))",
                               "Java's element type is their common supertype with wildcard arguments (an intersection), which Swift's invariant generics cannot spell",
                               replacement: "Give the call its type argument (`List.<List<?>>of(…)`) or make the arguments' types equal")
        }
        // `new ByLength().reversed()`: the library's default method takes the program object as the closure
        // Swift's spelling of the interface is.
        var receiverText: String? = nil
        if !method.isStatic, !target.isNone, isClosureType(.declared(owner, [])), template.parts.contains(.receiver),
           let viewed = symbols.asSuper(type(target), owner) {
            receiverText = programObjectAsClosure(lower(target), node: target, from: type(target), to: viewed)
        }
        return expand(template, receiver: method.isStatic ? nil : target, receiverText: receiverText,
                      arguments: Array(tree.list(e, Slot.MethodCall.arguments)), method: method, bindings: bindings)
    }

    /// An argument for a type variable of a generic method whose type is the variable's inferred type's class
    /// with other type arguments (`List.of(List.of(1), List.of("x"))` inferred as `List<List<Integer>>`): Swift
    /// needs one type, and the argument is not of it. (Java's is an intersection with wildcards.)
    func argumentOfOneClassWithOtherArguments(_ args: [NodeID], method: MethodSymbol, bindings: [String: JavaType]) -> (JavaType, JavaType)? {
        guard !method.typeParameters.isEmpty, !method.parameterTypes.isEmpty else { return nil }
        for (i, a) in args.enumerated() {
            var parameter = method.parameterTypes[min(i, method.parameterTypes.count - 1)]
            if method.isVarargs, i >= method.parameterTypes.count - 1, case .array(let element) = parameter { parameter = element }
            guard case .typeVariable(let v) = parameter, case .declared(let id, let inferredArgs)? = bindings[v.name], !inferredArgs.isEmpty,
                  case .declared(id, let typeArgs) = type(a), typeArgs != inferredArgs,
                  !(typeArgs + inferredArgs).contains(where: \.isWildcard) else { continue }
            return (bindings[v.name] ?? type(a), type(a))
        }
        return nil
    }

    /// `new T(…)` of a library class that a `map` rule for `T.new` covers.
    mutating func mappedNew(_ e: NodeID, owner: TypeSymbolID, method: MethodSymbol) -> String? {
        guard let (template, _) = program.mappings.template(site: owner, member: "<init>", method: method, symbols: symbols) else { return nil }
        var bindings: [String: JavaType] = [:]
        if case .declared(_, let args) = type(e) { bind(symbols[owner].typeParameters.map(\.name), args, into: &bindings) }
        let args = Array(tree.list(e, Slot.NewClass.arguments))
        inferMethodTypeVariables(method, result: nil, arguments: args, into: &bindings)
        return expand(template, receiver: nil, arguments: args, method: method, bindings: bindings)
    }

    /// A static library field that a `map` rule covers.
    mutating func mappedField(owner: TypeSymbolID, field: FieldSymbol) -> String? {
        guard let (template, _) = program.mappings.template(site: owner, member: field.name, method: nil, symbols: symbols) else { return nil }
        return template.parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()
    }

    func bind(_ names: [String], _ args: [JavaType], into bindings: inout [String: JavaType]) {
        for (name, arg) in zip(names, args) { bindings[name] = arg }
    }

    /// A generic method's type variables from its result type and its arguments' types (the common cases:
    /// `List.of(1, 2)`, `Collections.max(list)`).
    func inferMethodTypeVariables(_ method: MethodSymbol, result: JavaType?, arguments: [NodeID], into bindings: inout [String: JavaType]) {
        guard !method.typeParameters.isEmpty else { return }
        var found: [String: JavaType] = [:]
        func unify(_ declared: JavaType, _ actual: JavaType) {
            switch (declared, actual) {
            case (.typeVariable(let v), _):
                guard method.typeParameters.contains(where: { $0.name == v.name }), found[v.name] == nil else { return }
                switch actual {
                case .primitive(let p): found[v.name] = symbols.boxed(p)
                case .null, .unresolved: return
                default: found[v.name] = actual
                }
            case (.declared(let d, let dArgs), .declared):
                guard case .declared(_, let aArgs)? = symbols.asSuper(actual, d) else { return }
                for (x, y) in zip(dArgs, aArgs) { unify(x, y) }
            case (.array(let d), .array(let a)): unify(d, a)
            case (.wildcard(.extends(let d)), _), (.wildcard(.super(let d)), _): unify(d, actual)
            case (_, .wildcard(.extends(let a))): unify(declared, a)
            default: return
            }
        }
        if let result { unify(method.returnType, result) }
        for (i, a) in arguments.enumerated() {
            guard let p = parameterType(method, at: i, argumentCount: arguments.count, argument: a) else { continue }
            unify(p, type(a))
        }
        for (k, v) in found where bindings[k] == nil { bindings[k] = v }
    }

    /// The declared type of the parameter argument `i` goes to (a varargs tail: the element type).
    func parameterType(_ method: MethodSymbol, at i: Int, argumentCount: Int, argument: NodeID) -> JavaType? {
        let params = method.parameterTypes
        guard !params.isEmpty else { return nil }
        if method.isVarargs, i >= params.count - 1, case .array(let element) = params[params.count - 1] {
            // A single array passed where the varargs are is the array itself.
            if argumentCount == params.count, passedAsVarargsArray(argument, method) { return params[params.count - 1] }
            return element
        }
        return i < params.count ? params[i] : nil
    }

    /// `t` with bound type variables replaced (unbound ones by `Object`), wildcards by their bound.
    func instantiate(_ t: JavaType, _ bindings: [String: JavaType]) -> JavaType {
        switch t {
        case .typeVariable(let v): return bindings[v.name].map { wildcardFree($0) } ?? symbols.object
        case .declared(let id, let args): return .declared(id, args.map { instantiate($0, bindings) })
        case .array(let e): return .array(instantiate(e, bindings))
        case .wildcard(.extends(let b)): return instantiate(b, bindings)
        case .wildcard: return symbols.object
        default: return t
        }
    }

    /// An array argument in the varargs position that is the varargs array itself: `asList(strings)`, not
    /// `asList(ints)` (an `int[]` is one element of a `T...`).
    func passedAsVarargsArray(_ argument: NodeID, _ method: MethodSymbol) -> Bool {
        guard case .array(let given) = type(argument), case .array(let element)? = method.parameterTypes.last else { return false }
        if case .primitive = element { return given == element }
        if case .primitive = given { return false }
        return true
    }

    /// `receiverText`: the receiver already lowered, when it is not simply the receiver node's value.
    mutating func expand(_ template: SwiftTemplate, receiver: NodeID?, receiverText given: String? = nil, arguments: [NodeID], method: MethodSymbol,
                         bindings: [String: JavaType]) -> String? {
        // An array, or null, where the varargs are is the varargs array itself (JLS 15.12.2: the call applies
        // without variable arity).
        var passesArray = false
        if method.isVarargs, arguments.count == method.parameterTypes.count, let last = arguments.last {
            if passedAsVarargsArray(last, method) { passesArray = true }
            if type(last) == .null { passesArray = true }
        }
        // A single array handed to a varargs parameter has no Swift spelling in a variadic template (`$varargs`
        // gives it one).
        if passesArray, template.parts.contains(.allArguments) { return nil }
        var texts: [Int: String] = [:]
        var receiverText = "self"
        for part in template.parts {
            switch part {
            case .receiver:
                if let given { receiverText = given } else if let receiver { receiverText = lowerNonNull(receiver) }
            case .argument(let i):
                guard i < arguments.count else { return nil }
                if texts[i] == nil { texts[i] = convertedArgument(arguments[i], at: i, of: arguments.count, method: method, bindings: bindings) }
            case .allArguments:
                for i in arguments.indices where texts[i] == nil {
                    texts[i] = convertedArgument(arguments[i], at: i, of: arguments.count, method: method, bindings: bindings)
                }
            case .varargs:
                guard method.isVarargs else { return nil }
                for i in arguments.indices.dropFirst(method.parameterTypes.count - 1) where texts[i] == nil {
                    texts[i] = convertedArgument(arguments[i], at: i, of: arguments.count, method: method, bindings: bindings)
                }
            default:
                break
            }
        }
        let varargs = method.isVarargs ? VarargsPlacement(start: method.parameterTypes.count - 1, passesArray: passesArray) : nil
        let text = fill(template, receiver: receiverText, arguments: texts, count: arguments.count, bindings: bindings, varargs: varargs)
        return template.throwing ? throwing(text) : text
    }

    /// Whether a primitive expression's Swift is of its Java type already: a variable, or a call to a program
    /// method (not a literal or constant, which Swift would type as `Int` or `Double`).
    func hasItsJavaTypeInSwift(_ a: NodeID) -> Bool {
        guard attribution.constant(of: a) == nil else { return false }
        switch tree.kind(a) {
        case .parenthesized: return hasItsJavaTypeInSwift(tree.child(a, Slot.Parenthesized.expression))
        case .name, .fieldAccess:
            switch attribution.binding(of: a) {
            case .local?: return true
            case .field(let owner, _)?: return symbols[owner].declaration != nil
            default: return false
            }
        case .methodCall:
            guard case .method(let owner, _)? = attribution.binding(of: a) else { return false }
            return symbols[owner].declaration != nil
        default: return false
        }
    }

    /// An argument converted to its parameter's type; a primitive passed as `Object` (`map.get(1)`) is boxed
    /// with its Java type (Swift must not pick `Int` for a literal).
    mutating func convertedArgument(_ a: NodeID, at i: Int, of count: Int, method: MethodSymbol, bindings: [String: JavaType]) -> String {
        let p = parameterType(method, at: i, argumentCount: count, argument: a).map { instantiate($0, bindings) } ?? symbols.object
        if case .primitive = p { return lowerArgument(a, to: p) }  // a literal states its Java type: helpers overload on it
        // `Predicate.isEqual(null)`, `f.andThen(null)`: a generic Swift parameter cannot infer its type from `nil`.
        if type(a) == .null, let declared = parameterType(method, at: i, argumentCount: count, argument: a),
           declared.mentionsMethodTypeVariable || declared != p || { if case .array = p { return true } else { return false } }(),
           !p.mentionsMethodTypeVariable {
            let swift = swiftType(p)
            if swift.hasSuffix("?"), !swift.contains("/*") { return "(nil as \(swift))" }
        }
        // `Arrays.toString(strings)` for `toString(Object[])`, `format(f, (Object[]) strings)`: the runtime's
        // functions take any element type.
        if isCovariantArrayUse(from: type(a), to: p) { return lower(a) }
        if tree.kind(a) == .cast, case let operand = tree.child(a, Slot.Cast.operand), isCovariantArrayUse(from: type(operand), to: type(a)) {
            return lower(operand)
        }
        if let report = invariantGenericClassUse(node: a, from: type(a), to: p) { return report }
        let text = lowerConverted(a, to: p)
        if case .primitive(let ap) = type(a), p.isReference, symbols.unboxedPrimitive(p) == nil, !Self.isOpenedWildcard(p),
           !hasItsJavaTypeInSwift(a) {
            // `as` binds tighter than `==`: `(x == 65 as Bool)` would not compile.
            return "(\(Self.isPostfixSafe(text) ? text : "(\(text))") as \(ExpressionLowering.swiftPrimitive(ap)))"
        }
        return text
    }

    /// Where a variable-arity method's arguments start, and whether the call passes an array there.
    struct VarargsPlacement {
        var start: Int
        var passesArray: Bool
    }

    /// The template with its placeholders replaced by lowered texts (the caller marks a `try` template).
    /// `$*` or `$varargs` standing for no arguments takes the `, ` before it along.
    func fill(_ template: SwiftTemplate, receiver: String, arguments: [Int: String], count: Int, bindings: [String: JavaType],
              varargs: VarargsPlacement? = nil) -> String {
        var out = ""
        for (index, part) in template.parts.enumerated() {
            let followedByMember: Bool = {
                guard index + 1 < template.parts.count, case .text(let t) = template.parts[index + 1], let c = t.first else { return false }
                return c == "." || c == "[" || c == "!" || c == "?"
            }()
            switch part {
            case .text(let t):
                out += t
            case .receiver:
                out += followedByMember && !Self.isPostfixSafe(receiver) ? "(\(receiver))" : receiver
            case .argument(let i):
                let text = arguments[i] ?? "nil"
                out += followedByMember && !Self.isPostfixSafe(text) ? "(\(text))" : text
            case .allArguments:
                appendList((0..<count).map { arguments[$0] ?? "nil" }, to: &out)
            case .varargs:
                guard let varargs else { out += "nil"; continue }
                if varargs.passesArray {
                    out += "arguments: " + (arguments[varargs.start] ?? "nil")
                } else {
                    appendList((varargs.start..<max(varargs.start, count)).map { arguments[$0] ?? "nil" }, to: &out)
                }
            case .typeVariable(let name):
                out += TypeMapping(program: program).typeArgumentSwift(bindings[name] ?? symbols.object)
            }
        }
        if !Self.isPostfixSafe(out) { out = "(\(out))" }
        return out
    }

    /// Arguments joined by commas; none drops the `, ` the template wrote before them.
    private func appendList(_ items: [String], to out: inout String) {
        if items.isEmpty {
            if out.hasSuffix(", ") { out.removeLast(2) }
        } else {
            out += items.joined(separator: ", ")
        }
    }

    /// Whether `text` can take a postfix (`.member`, `!`) as it is: no top-level spaces.
    static func isPostfixSafe(_ text: String) -> Bool {
        var depth = 0
        var inString = false
        var previous: Character = " "
        for c in text {
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
            } else {
                switch c {
                case "\"": inString = true
                case "(", "[", "<", "{": depth += 1
                case ")", "]", ">", "}": depth -= 1
                case " " where depth == 0: return false
                default: break
                }
            }
            previous = c
        }
        return true
    }
}

extension TypeMapping {
    /// A Java type argument in Swift: the reference form (optional), wildcards by their bound.
    func typeArgumentSwift(_ t: JavaType) -> String {
        switch t {
        // Swift has no variance: `? extends B` and `? super B` are spelled `B` (a consumer's parameter type).
        case .wildcard(.extends(let bound)), .wildcard(.super(let bound)): return typeArgumentSwift(bound)
        case .wildcard, .unresolved, .null: return "Any?"
        case .primitive(let p): return swiftType(program.model.symbols.boxed(p))
        default: return swiftType(t)
        }
    }

    /// A library type a `type` rule spells, with its type arguments (raw uses: `Any?`).
    func mappedType(_ id: TypeSymbolID, _ args: [JavaType]) -> String? {
        let symbols = program.model.symbols
        guard let template = program.mappings.typeTemplate(symbols[id].qualifiedName) else { return nil }
        let names = symbols[id].typeParameters.map(\.name)
        var out = ""
        for part in template.parts {
            switch part {
            case .text(let t): out += t
            case .typeVariable(let v):
                let i = names.firstIndex(of: v)
                out += i.flatMap { $0 < args.count ? typeArgumentSwift(args[$0]) : nil } ?? "Any?"
            default: break
            }
        }
        return out
    }
}
