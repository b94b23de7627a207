import JavaSyntax

/// Method and constructor invocation (JLS §15.9, §15.12): finding candidates, the three applicability
/// phases, the most specific method, inference of method type arguments, and poly arguments (lambdas,
/// method references) typed from the chosen parameter.
extension Attributor {
    mutating func attributeMethodCall(_ e: NodeID, expected: JavaType?) -> JavaType {
        let nameID = self.nameID(e)
        let name = names.string(nameID)
        let targetNode = tree.child(e, Slot.MethodCall.target)
        let args = tree.child(e, Slot.MethodCall.arguments)
        let typeArgsNode = tree.child(e, Slot.MethodCall.typeArguments)
        let explicitTypeArgs = typeArgsNode.isNone ? [] : tree.children(typeArgsNode).map { recordType($0) }
        var candidates: [MethodCandidate] = []
        if targetNode.isNone {
            candidates = unqualifiedMethods(named: name, nameID: nameID)
        } else {
            let targetType = attribute(targetNode, expected: nil)
            if case .type(let id)? = result.bindings[targetNode.index] {
                candidates = methods(named: name, nameID: nameID, in: .declared(id, []))
            } else if case .array = targetType {
                candidates = methods(named: name, nameID: nameID, in: symbols.object)
                if name == "clone" { return targetType }
            } else if !targetType.isUnresolved {
                candidates = methods(named: name, nameID: nameID, in: targetType)
            } else {
                _ = attributeArguments(args)
                return .unresolved("\(name)(…)")
            }
        }
        let argTypes = attributeArguments(args)
        guard let (chosen, map) = selectOverload(candidates, argNodes: args.isNone ? [] : tree.children(args),
                                                 argTypes: argTypes, expected: expected, explicitTypeArguments: explicitTypeArgs) else {
            let receiver = targetNode.isNone ? "" : (result.types[targetNode.index].map { symbols.display($0) + "." } ?? "")
            unresolved.append(UnresolvedName(file: file, offset: tree.range(e).lowerBound, name: receiver + name, kind: .method))
            return .unresolved("\(name)(…)")
        }
        result.bindings[e.index] = .method(chosen.owner, chosen.index)
        let solved = attributePolyArguments(args, candidate: chosen, map: map, expected: expected)
        var returnType = relations.substitute(relations.substitute(chosen.method.returnType, chosen.receiverMap), solved)
        // `getClass()` is `Class<? extends |T|>` (JLS §4.3.2), T the receiver's type: unqualified, the innermost
        // enclosing class's (every class has the method).
        if name == "getClass" && chosen.method.parameterTypes.isEmpty,
           let t = targetNode.isNone ? enclosingTypes.first.map({ JavaType.declared($0, []) }) : result.types[targetNode.index] {
            returnType = symbols.named("java.lang.Class", [.wildcard(.extends(relations.erasure(t)))])
        }
        return captured(returnType, declared: chosen.method.returnType, receiverMap: chosen.receiverMap)
    }

    /// The candidates for an unqualified call `name(…)`, memoised: they depend only on the file and the
    /// enclosing types.
    mutating func unqualifiedMethods(named name: String, nameID: Int32) -> [MethodCandidate] {
        let key = HierarchyCache.ScopedNameKey(file: file, enclosing: enclosingTypes.first, name: nameID)
        if let known = hierarchy.unqualifiedMethods[key] { return known }
        var candidates: [MethodCandidate] = []
        // JLS §15.12.1: the innermost enclosing type with a member method of that name.
        for enclosing in enclosingTypes {
            let found = methods(named: name, nameID: nameID, in: selfType(enclosing))
            if !found.isEmpty {
                candidates = found
                break
            }
        }
        if candidates.isEmpty {
            for owner in (typeScope.imports.staticSingleImports[name] ?? []) + typeScope.imports.staticOnDemandImports {
                if let id = symbols.lookup(qualifiedName: owner) {
                    candidates += methods(named: name, nameID: nameID, in: .declared(id, [])).filter { $0.method.isStatic }
                }
            }
        }
        hierarchy.unqualifiedMethods[key] = candidates
        return candidates
    }

    /// Replaces wildcards at the top of a result type by their bounds (a light stand-in for capture conversion).
    mutating func captureFree(_ t: JavaType) -> JavaType {
        switch t {
        case .wildcard(.extends(let b)): return b
        case .wildcard: return symbols.object
        default: return t
        }
    }

    /// A member's type as seen through the receiver (`substituted`, from `declared` by `receiverMap`), with the
    /// wildcards at its top replaced. A class's type variable whose argument is `?` or `? super X` stands, after
    /// capture conversion (JLS §5.1.10), for a type within the variable's own bound: `toLocalDate()` of a
    /// `ChronoLocalDateTime<?>` (`D extends ChronoLocalDate`) is a ChronoLocalDate, not an Object.
    mutating func captured(_ substituted: JavaType, declared: JavaType, receiverMap: TypeArgumentMap) -> JavaType {
        // `V[] values` of a `Frame<? extends V>`: an array of the captured element (its elements are Vs).
        if case .array(let element) = substituted, case .array(let declaredElement) = declared, element.isWildcard || element.isArrayOfWildcard {
            return .array(captured(element, declared: declaredElement, receiverMap: receiverMap))
        }
        guard case .typeVariable(let v) = declared, case .type = v.owner, substituted.isWildcard else { return captureFree(substituted) }
        if case .wildcard(.extends(let b)) = substituted, b != symbols.object { return b }
        guard let bound = relations.bounds(of: v).first else { return symbols.object }
        return captureFree(relations.substitute(bound, receiverMap))
    }

    func selfType(_ id: TypeSymbolID) -> JavaType {
        .declared(id, symbols.ownTypeArguments(of: id))
    }

    /// The type and all its supertypes, with the type's arguments substituted (from the hierarchy cache).
    mutating func typeAndSupertypes(_ type: JavaType) -> [JavaType] {
        let bound = relations.upperBound(type)
        if case .intersection(let ts) = type { return ts.flatMap { typeAndSupertypes($0) } }
        guard case .declared(let id, let args) = bound else { return [] }
        let supers = hierarchy.supertypes(of: id, symbols: symbols)
        let raw = args.isEmpty && !symbols[id].typeParameters.isEmpty
        let map = raw ? TypeArgumentMap() : relations.substitution(for: id, args: args)
        var result = [bound]
        result.reserveCapacity(supers.count + 1)
        for s in supers { result.append(raw ? relations.erasure(s) : relations.substitute(s, map)) }
        if symbols.isInterface(id), let object = symbols.objectID,
           !result.contains(where: { if case .declared(object, _) = $0 { return true }; return false }) {
            result.append(.declared(object, []))
        }
        return result
    }

    /// Methods named `name` in `type` and its supertypes; an override hides what it overrides. Only the
    /// supertypes that declare such a method are viewed through the receiver's type arguments.
    mutating func methods(named name: String, in type: JavaType) -> [MethodCandidate] {
        methods(named: name, nameID: names.id(name), in: type)
    }

    /// `nameID`: `name`'s ID in `names`.
    mutating func methods(named name: String, nameID: Int32, in type: JavaType) -> [MethodCandidate] {
        // A receiver without type arguments (most are) is keyed by its symbol: no `Hasher` over a `JavaType`.
        if case .declared(let id, let args) = type, args.isEmpty {
            let key = HierarchyCache.MemberKey(type: id, name: nameID)
            if let cached = hierarchy.plainMethodCandidates[key] { return cached }
            let found = lookUpMethods(named: name, nameID: nameID, in: type)
            hierarchy.plainMethodCandidates[key] = found
            return found
        }
        let key = HierarchyCache.MethodKey(receiver: type, name: nameID)
        if let cached = hierarchy.methodCandidates[key] { return cached }
        let found = lookUpMethods(named: name, nameID: nameID, in: type)
        hierarchy.methodCandidates[key] = found
        return found
    }

    mutating func lookUpMethods(named name: String, nameID: Int32, in type: JavaType) -> [MethodCandidate] {
        if case .intersection(let parts) = type { return parts.flatMap { methods(named: name, nameID: nameID, in: $0) } }
        // `T extends A & Comparable<T>`: the members of every bound.
        if case .typeVariable(let v) = type, case let bounds = relations.bounds(of: v), bounds.count > 1 {
            return bounds.flatMap { methods(named: name, nameID: nameID, in: $0) }
        }
        let bound = relations.upperBound(type)
        guard case .declared(let id0, let args0) = bound else { return [] }
        var owners = hierarchy.typesDeclaringMethod(name, nameID: nameID, from: id0, symbols: symbols)
        let member = hierarchy.memberNameID(nameID, symbols: symbols)
        if symbols.isInterface(id0), let object = symbols.objectID,
           symbols[object].methods.contains(where: { $0.isNamed(name, member) }) {
            // Interfaces have Object's public methods as members (JLS §9.2).
            owners.append(object)
        }
        if owners.isEmpty { return [] }
        let raw = args0.isEmpty && !symbols[id0].typeParameters.isEmpty
        let map0 = raw ? TypeArgumentMap() : relations.substitution(for: id0, args: args0)
        var result: [MethodCandidate] = []
        var signatures: [[JavaType]] = []
        for owner in owners {
            var view: JavaType
            if owner == id0 {
                view = bound
            } else if let v = hierarchy.view(of: owner, from: id0, symbols: symbols) {
                view = raw ? relations.erasure(v) : relations.substitute(v, map0)
            } else {
                view = .declared(owner, [])
            }
            guard case .declared(_, let args) = view else { continue }
            let map = relations.substitution(for: owner, args: args)
            // By index: enumerating the methods would copy every one, not just those named `name`.
            let methods = symbols[owner].methods
            for i in methods.indices where methods[i].isNamed(name, member) {
                let erased = methods[i].parameterTypes.map { relations.erasure(relations.substitute($0, map)) }
                if !signatures.contains(erased) {
                    signatures.append(erased)
                    result.append(MethodCandidate(owner: owner, index: i, isConstructor: false, method: methods[i], receiverMap: map))
                }
            }
        }
        return result
    }

    /// Memoised like `methods(named:in:)` (under a name ID no identifier has): each candidate is an allocation.
    mutating func constructors(of type: JavaType) -> [MethodCandidate] {
        guard case .declared(let id, let args) = type else { return [] }
        if args.isEmpty {
            let key = HierarchyCache.MemberKey(type: id, name: HierarchyCache.constructorsName)
            if let cached = hierarchy.plainMethodCandidates[key] { return cached }
            let found = lookUpConstructors(id, args)
            hierarchy.plainMethodCandidates[key] = found
            return found
        }
        let key = HierarchyCache.MethodKey(receiver: type, name: HierarchyCache.constructorsName)
        if let cached = hierarchy.methodCandidates[key] { return cached }
        let found = lookUpConstructors(id, args)
        hierarchy.methodCandidates[key] = found
        return found
    }

    mutating func lookUpConstructors(_ id: TypeSymbolID, _ args: [JavaType]) -> [MethodCandidate] {
        let map = relations.substitution(for: id, args: args)
        return symbols[id].constructors.enumerated().map {
            MethodCandidate(owner: id, index: $0.offset, isConstructor: true, method: $0.element, receiverMap: map)
        }
    }

    /// Argument types; lambdas and method references are nil until a target is known (not pertinent to
    /// applicability, JLS §15.12.2.2).
    mutating func attributeArguments(_ args: NodeID) -> [JavaType?] {
        if args.isNone { return [] }
        return tree.children(args).map { a -> JavaType? in
            switch tree.kind(unparenthesized(a)) {
            case .lambda, .methodReference: return nil
            // `asc ? (a, b) -> a.compareTo(b) : (a, b) -> b.compareTo(a)`: typed from the parameter, like a lambda.
            case .conditional where hasFunctionOperand(unparenthesized(a)): return nil
            default:
                let t = attribute(a, expected: nil)
                // `List.of()` knows its type only from the parameter: like a lambda, it does not constrain inference.
                if isTargetTypedCall(a) { return nil }
                // `ok ? Optional.empty() : Optional.of("x")`: the operand that has a type of its own speaks for both.
                let u = unparenthesized(a)
                if isPolyConditional(u) {
                    let operands = [Slot.Conditional.then, Slot.Conditional.else_].map { unparenthesized(tree.child(u, $0)) }
                    let typed = operands.filter { !takesTypeFromTarget($0) && result.types[$0.index] != .null }
                    return typed.count == 1 ? result.types[typed[0].index] ?? nil : nil
                }
                return t
            }
        }
    }

    /// A conditional with an operand that takes its type from the target (`ok ? Optional.empty() : Optional.of("x")`,
    /// `c ? new ArrayList<>() : names`): a poly expression whose operands are attributed against the parameter
    /// (JLS §15.25.3).
    mutating func isPolyConditional(_ e: NodeID) -> Bool {
        guard tree.kind(e) == .conditional else { return false }
        return takesTypeFromTarget(unparenthesized(tree.child(e, Slot.Conditional.then)))
            || takesTypeFromTarget(unparenthesized(tree.child(e, Slot.Conditional.else_)))
    }

    private mutating func takesTypeFromTarget(_ e: NodeID) -> Bool {
        isTargetTypedCall(e) || isDiamond(e) || isPolyConditional(e) || hasFunctionOperand(e)
    }

    /// A lambda or method reference, or a conditional with one as an operand (at any depth).
    mutating func hasFunctionOperand(_ e: NodeID) -> Bool {
        switch tree.kind(e) {
        case .lambda, .methodReference: return true
        case .conditional:
            return hasFunctionOperand(unparenthesized(tree.child(e, Slot.Conditional.then)))
                || hasFunctionOperand(unparenthesized(tree.child(e, Slot.Conditional.else_)))
        default: return false
        }
    }

    /// Attributes lambda and method-reference arguments against the chosen method's parameter types.
    @discardableResult
    mutating func attributePolyArguments(_ args: NodeID, candidate: MethodCandidate, map: [TypeVariable: JavaType],
                                         expected: JavaType? = nil) -> [TypeVariable: JavaType] {
        if args.isNone { return map }
        // Most calls pass no lambda, method reference, diamond or generic call: then nothing below applies.
        var anyPoly = false
        for a in tree.children(args) {
            let kind = tree.kind(unparenthesized(a))
            if kind == .lambda || kind == .methodReference || isDiamond(a) || isPolyCall(a) || isPolyConditional(a) {
                anyPoly = true
                break
            }
        }
        if !anyPoly && (expected == nil || candidate.method.typeParameters.isEmpty) { return map }
        var map = map
        let params = candidate.method.parameterTypes
        let owner: TypeVariable.Owner = candidate.isConstructor ? .constructor(candidate.owner, candidate.index) : .method(candidate.owner, candidate.index)
        let vars = candidate.method.typeParameters.indices.map { TypeVariable(owner: owner, index: $0, name: candidate.method.typeParameters[$0].name) }
        let forced = solutionsForcedByTarget(candidate, vars: vars, map: map, expected: expected)
        for (v, t) in forced { map[v] = t }
        // The solutions the target gives exactly as they stand: a reopened argument keeps them
        // (`Map.ofEntries(Map.entry("u", N::upper))` for a `Map<String, Function<String, String>>`: V is the target's).
        var agreedByTarget: Set<TypeVariable> = []
        if anyPoly, let expected, !expected.isUnresolved, !vars.isEmpty {
            var fromTarget: [TypeVariable: JavaType] = [:]
            infer(relations.substitute(candidate.method.returnType, candidate.receiverMap), from: expected, vars: Set(vars), into: &fromTarget)
            for (v, t) in fromTarget where map[v] == t && !t.isUnresolved && !mentionsInferenceVariable(t) { agreedByTarget.insert(v) }
        }
        // The target may still decide a call without poly arguments (`doPrivileged(new PrivilegedAction<>() {…})`).
        if !anyPoly { return map }
        // Variables nothing determined, left at their bound's erasure: a target-typed argument
        // (`groupingBy(f, toList())`'s D) or a constructor reference (`TreeMap::new`) may still give them.
        // Not one an argument with a type of its own solved, even as Object (`"z"` in a `Stream<Object>`'s
        // `Stream.of(Optional.empty(), "z")`: T is Object, and `Optional.empty()` does not make it an Optional).
        var solvedByArguments: Set<TypeVariable> = []
        for (i, written) in tree.children(args).enumerated() {
            let a = unparenthesized(written)
            let kind = tree.kind(a)
            if kind == .lambda || kind == .methodReference || isDiamond(a) || isPolyCall(a) || isPolyConditional(a) { continue }
            guard let t = result.types[a.index], t != .null, !t.isUnresolved else { continue }
            var p = i < params.count ? params[i] : (params.last ?? .void)
            if candidate.method.isVarargs && i >= params.count - 1, case .array(let element) = params.last {
                // An element, unless an array is passed in the variable arguments' place.
                var passesArray = false
                if params.count == tree.children(args).count, case .array = t { passesArray = true }
                if !passesArray { p = element }
            }
            for v in vars where p.mentions(v) { solvedByArguments.insert(v) }
        }
        let defaulted = Set(vars.filter { v in
            let bound = candidate.method.typeParameters[v.index].bounds.first.map { relations.erasure($0) } ?? symbols.object
            return !solvedByArguments.contains(v) && (map[v] == nil || map[v] == bound || map[v] == symbols.object)
        })
        for (i, written) in tree.children(args).enumerated() {
            // `((a, b) -> a)`: a parenthesized lambda is a lambda (JLS §15.27); it is attributed through its parentheses.
            let a = unparenthesized(written)
            let kind = tree.kind(a)
            guard kind == .lambda || kind == .methodReference || isDiamond(a) || isPolyCall(a) || isPolyConditional(a) else { continue }
            var p: JavaType
            if candidate.method.isVarargs && i >= params.count - 1, case .array(let el)? = params.last {
                // The array itself only for an argument that is one (a lambda or an `Entry` is an element).
                var passesArray = false
                if i == params.count - 1 && params.count == tree.children(args).count, kind == .methodCall || kind == .newClass {
                    switch result.types[a.index] {
                    case .array?, .null?: passesArray = true
                    default: break
                    }
                }
                p = passesArray ? params.last! : el
            } else {
                p = i < params.count ? params[i] : .unresolved("argument")
            }
            let declared = relations.substitute(p, candidate.receiverMap)
            p = relations.substitute(declared, map)
            // A generic call passed here takes what it can from the parameter (`collect(partitioningBy(n -> …))`
            // gives the lambda a String): the outer call's own variables, solved so far from this very argument
            // as attributed without a target, are left open as `?` and solved again from its new type.
            // Only variables no other argument's parameter mentions, and only for a call whose own type took
            // part in the inference (a target-typed `Optional.empty()` did not).
            // A target-typed call (`toList()`) reopens only the variables nothing else determined.
            let targetTyped = kind == .methodCall && isTargetTypedCall(a)
            let reopened = kind == .methodCall && mentionsInferenceVariable(declared) && declared.isReference
                && (!targetTyped || defaulted.contains { declared.mentions($0) })
            let others = !reopened ? [] : tree.children(args).enumerated().filter { $0.offset != i }.map { j, _ in
                relations.substitute(j < params.count ? params[j] : (params.last ?? .void), candidate.receiverMap)
            }
            if reopened {
                let kept = map.filter { v, _ in
                    forced[v] != nil || agreedByTarget.contains(v) || (targetTyped ? !defaulted.contains(v) : others.contains { $0.mentions(v) })
                }
                p = Self.openingMethodTypeVariables(relations.substitute(declared, kept), inScope: typeScope.typeVariables)
            }
            // A diamond argument takes its type arguments from the parameter (JLS §18.5.2.1), once the
            // parameter no longer mentions the method's own type variables.
            if (kind == .newClass || kind == .methodCall || kind == .conditional) && (mentionsInferenceVariable(p) || !p.isReference) { continue }
            if kind == .methodCall {
                // Attributed once without a target; names it could not resolve then are attributed again now.
                let range = tree.range(a)
                unresolved.removeAll { $0.file == file && range.contains($0.offset) }
            }
            let t = attribute(written, expected: p)
            if reopened, !t.isUnresolved {
                var fresh: [TypeVariable: JavaType] = [:]
                let open = targetTyped ? defaulted : Set(vars.filter { v in !others.contains { $0.mentions(v) } })
                infer(declared, from: t, vars: open, into: &fresh)
                for (v, solved) in fresh where !solved.isUnresolved { map[v] = solved }
            }
        }
        inferFromConstructorReferences(args, params: params.map { relations.substitute($0, candidate.receiverMap) },
                                       vars: defaulted, into: &map)
        return map
    }

    /// What the target fixes that the arguments, attributed on their own, got wrong. javac infers a nested
    /// generic call together with its target (JLS §18.5.2): in `Map<String, Map<String, Integer>> m =
    /// collect(groupingBy(f, TreeMap::new, groupingBy(g, TreeMap::new, summingInt(h))))` collect's R is the
    /// target's `Map<String, Map<String, Integer>>`, not the arguments' `TreeMap<String, TreeMap<…>>`, which
    /// does not fit it (type arguments are invariant). So when the result does not fit the target, the target's
    /// solutions win; and a variable whose value breaks its own bound (`M extends Map<K, D>` with M from the
    /// target) fixes the variables the bound holds (D = `Map<String, Integer>`). Reopened poly arguments are
    /// attributed again against these.
    mutating func solutionsForcedByTarget(_ c: MethodCandidate, vars: [TypeVariable], map: [TypeVariable: JavaType],
                                          expected: JavaType?) -> [TypeVariable: JavaType] {
        if vars.isEmpty { return [:] }
        func isProper(_ t: JavaType) -> Bool {
            switch t {
            // An array type too (`Stream<String[]>`'s `groupingBy(p -> p[0], mapping(…))` takes T = String[]).
            case .declared, .array: return !t.isUnresolved && !mentionsInferenceVariable(t)
            default: return false
            }
        }
        var forced: [TypeVariable: JavaType] = [:]
        if let expected, isProper(expected) {
            let returnType = relations.substitute(c.method.returnType, c.receiverMap)
            if mentionsInferenceVariable(returnType),
               !relations.isSubtypeComparingArguments(relations.substitute(returnType, map), expected) {
                var fromTarget: [TypeVariable: JavaType] = [:]
                infer(returnType, from: expected, vars: Set(vars), into: &fromTarget)
                for (v, t) in fromTarget where isProper(t) { forced[v] = t }
            }
        }
        for v in vars {
            guard let value = forced[v] ?? map[v], isProper(value) else { continue }
            for bound in c.method.typeParameters[v.index].bounds where mentionsInferenceVariable(bound) {
                let b = relations.substitute(bound, c.receiverMap)
                let current = relations.substitute(b, map.merging(forced) { $1 })
                if mentionsInferenceVariable(current) || relations.isSubtypeComparingArguments(value, current) { continue }
                var fromBound: [TypeVariable: JavaType] = [:]
                infer(b, from: value, vars: Set(vars).subtracting([v]), into: &fromBound)
                for (w, t) in fromBound where isProper(t) { forced[w] = t }
            }
        }
        return forced
    }

    /// `groupingBy(f, TreeMap::new, toList())`: a raw generic class's constructor reference supplying a
    /// variable bounded by a generic type (`M extends Map<K, D>`) gives that class with the arguments that
    /// make it fit the bound, as JLS §18.2.1 infers `TreeMap<K, D>`; the reference is attributed again.
    mutating func inferFromConstructorReferences(_ args: NodeID, params: [JavaType], vars: Set<TypeVariable>,
                                                 into map: inout [TypeVariable: JavaType]) {
        for (i, a) in tree.children(args).enumerated() where i < params.count && tree.kind(a) == .methodReference && tree.name(a) == "new" {
            let qualifier = tree.child(a, Slot.MethodReference.target)
            guard case (.declared(let cid, let cargs), true) = methodReferenceQualifier(qualifier), cargs.isEmpty,
                  !symbols[cid].typeParameters.isEmpty,
                  let (fm, fmap) = functionalMethod(of: nonWildcardParameterization(params[i])),
                  case .typeVariable(let v) = relations.substitute(fm.returnType, fmap), vars.contains(v) else { continue }
            let own = symbols[cid].typeParameters.indices.map { k in
                TypeVariable(owner: .type(cid), index: k, name: symbols[cid].typeParameters[k].name)
            }
            var solved: [TypeVariable: JavaType] = [:]
            for bound in relations.bounds(of: v) {
                guard case .declared(let bid, _) = bound,
                      let view = relations.asSuper(.declared(cid, own.map { .typeVariable($0) }), bid) else { continue }
                infer(view, from: relations.substitute(bound, map), vars: Set(own), into: &solved)
            }
            let arguments = own.compactMap { solved[$0] }
            guard arguments.count == own.count, !arguments.contains(where: { mentionsInferenceVariable($0) || $0.isUnresolved }) else { continue }
            map[v] = .declared(cid, arguments)
            _ = attribute(a, expected: relations.substitute(params[i], map))
        }
    }

    /// Whether `t` mentions a type variable of a call being inferred (the enclosing generic method's own are types).
    func mentionsInferenceVariable(_ t: JavaType) -> Bool { t.mentionsMethodTypeVariable(otherThan: typeScope.typeVariables) }

    /// `p` with the method type variables it mentions, other than those in scope (`inScope`), replaced by `?`.
    static func openingMethodTypeVariables(_ p: JavaType, inScope: [TypeVariable]) -> JavaType {
        switch p {
        case .typeVariable(let v):
            if case .type = v.owner { return p }
            return inScope.contains(v) ? p : .wildcard(.unbounded)
        case .declared(let id, let args): return .declared(id, args.map { openingMethodTypeVariables($0, inScope: inScope) })
        case .array(let e): return .array(openingMethodTypeVariables(e, inScope: inScope))
        case .wildcard(.extends(let t)): return t.mentionsMethodTypeVariable(otherThan: inScope) ? .wildcard(.unbounded) : p
        case .wildcard(.super(let t)): return t.mentionsMethodTypeVariable(otherThan: inScope) ? .wildcard(.unbounded) : p
        default: return p
        }
    }

    /// A generic method call taking a lambda or method reference (`Comparator.comparing(c -> c.name())`), or such a call: its
    /// type arguments may come from the parameter it is passed to (JLS §18.5.2), so it is attributed again
    /// against it.
    /// `mutating` only so that calls from the attributor's mutating methods pass `self` in place: a non-mutating
    /// call from there first copies the whole attributor (hundreds of bytes), once per expression.
    mutating func isPolyCall(_ e: NodeID) -> Bool {
        guard tree.kind(e) == .methodCall, case .method(let owner, let index)? = result.bindings[e.index],
              !symbols[owner].methods[index].typeParameters.isEmpty else { return false }
        // Or a generic call passed such arguments (`Map.ofEntries(Map.entry("u", C::m))`): the target reaches them through it.
        for a in tree.list(e, Slot.MethodCall.arguments) {
            let kind = tree.kind(unparenthesized(a))
            if kind == .lambda || kind == .methodReference || (kind == .methodCall && isPolyCall(a)) { return true }
        }
        return isTargetTypedCall(e)
    }

    /// A generic call with a type variable that only its result mentions (`List.of()`, `Optional.empty()`,
    /// `Collections.emptyList()`) and no explicit type arguments: the target gives it (JLS §18.5.2.1).
    mutating func isTargetTypedCall(_ e: NodeID) -> Bool {
        guard tree.kind(e) == .methodCall, tree.child(e, Slot.MethodCall.typeArguments).isNone,
              case .method(let owner, let index)? = result.bindings[e.index] else { return false }
        let m = symbols[owner].methods[index]
        return m.typeParameters.indices.contains { i in
            let v = TypeVariable(owner: .method(owner, index), index: i, name: m.typeParameters[i].name)
            return m.returnType.mentions(v) && !m.parameterTypes.contains { $0.mentions(v) }
        }
    }

    /// The expression inside any parentheses around `e`.
    @inline(__always) mutating func unparenthesized(_ e: NodeID) -> NodeID {
        var e = e
        while tree.kind(e) == .parenthesized { e = tree.child(e, Slot.Parenthesized.expression) }
        return e
    }

    /// `new C<>(…)` without a class body.
    mutating func isDiamond(_ e: NodeID) -> Bool {
        tree.kind(e) == .newClass && tree.child(e, Slot.NewClass.body).isNone && DeclarationCollector.hasDiamond(e, in: tree)
    }

    mutating func attributeNewClass(_ e: NodeID, expected: JavaType?) -> JavaType {
        let outer = tree.child(e, Slot.NewClass.outer)
        var type: JavaType
        if !outer.isNone {
            let outerType = attribute(outer, expected: nil)
            let typeNode = tree.child(e, Slot.NewClass.type)
            if case .declared(let oid, _) = relations.upperBound(outerType), let member = resolver.memberType(named: tree.name(typeNode), in: oid) {
                type = .declared(member, [])
            } else {
                type = recordType(typeNode)
            }
            result.types[typeNode.index] = type
        } else {
            type = recordType(tree.child(e, Slot.NewClass.type))
        }
        let typeNode = tree.child(e, Slot.NewClass.type)
        let typeArgs = tree.kind(typeNode) == .classType ? tree.child(typeNode, Slot.ClassType.typeArguments) : .none
        let args = tree.child(e, Slot.NewClass.arguments)
        let body = tree.child(e, Slot.NewClass.body)
        var diamondFromArguments: TypeSymbolID? = nil
        if !typeArgs.isNone && tree.children(typeArgs).isEmpty, case .declared(let id, _) = type {
            let fromTarget = diamondArgumentsFromTarget(id, expected: expected)
            if body.isNone, fromTarget.map({ $0.contains { $0 == nil || $0?.isWildcard == true } }) ?? true {
                // The target leaves some of the class's type arguments open (none given, or `?` in
                // `Collector<T, ?, C>`): the constructor's arguments, lambdas included, decide them.
                return attributeDiamond(e, id: id, fromTarget: fromTarget ?? [], expected: expected)
            }
            // Diamond: take the arguments from the target type where it is the same generic type or a supertype.
            type = inferDiamond(id, expected: expected)
            result.types[typeNode.index] = type
            if case .declared(_, let targetArgs)? = expected, !targetArgs.isEmpty {} else { diamondFromArguments = id }
        }
        let argTypes = attributeArguments(args)
        var constructorCandidates = constructors(of: type)
        if !body.isNone, case .declared(let id, _) = type, symbols.isInterface(id) {
            constructorCandidates = constructors(of: symbols.object)
        }
        if let (c, map) = selectOverload(constructorCandidates, argNodes: args.isNone ? [] : tree.children(args), argTypes: argTypes, expected: nil) {
            result.bindings[e.index] = .constructor(c.owner, c.index)
            attributePolyArguments(args, candidate: c, map: map)
            // An anonymous class with a diamond and no target type: JLS §18.5.2 infers the type arguments from the
            // constructor's arguments.
            if let id = diamondFromArguments, c.owner == id, case .declared(_, let current) = type {
                let params = symbols[id].typeParameters
                let vars = Set(params.indices.map { TypeVariable(owner: .type(id), index: $0, name: params[$0].name) })
                var solution: [TypeVariable: JavaType] = [:]
                for (p, a) in zip(symbols[id].constructors[c.index].parameterTypes, argTypes) {
                    if let a { infer(p, from: a, vars: vars, into: &solution) }
                }
                if !solution.isEmpty {
                    type = .declared(id, params.indices.map { i in
                        solution[TypeVariable(owner: .type(id), index: i, name: params[i].name)] ?? (i < current.count ? current[i] : symbols.object)
                    })
                    result.types[typeNode.index] = type
                }
            }
        }
        if !body.isNone {
            attributeAnonymousBody(owner: e, members: tree.list(e, Slot.NewClass.body))
        }
        return type
    }

    func inferDiamond(_ id: TypeSymbolID, expected: JavaType?) -> JavaType {
        guard let fromTarget = diamondArgumentsFromTarget(id, expected: expected) else {
            return .declared(id, symbols[id].typeParameters.map { $0.bounds.first.map(relations.erasure) ?? symbols.object })
        }
        if fromTarget.isEmpty { return .declared(id, []) }
        return .declared(id, fromTarget.map { $0.map(wildcardBound) ?? symbols.object })
    }

    /// Per type parameter of `id`, the type argument of the target that a diamond `new id<>(…)` matches it with
    /// (a wildcard included), nil where the target does not mention it. Nil when the target is not parameterized;
    /// no entries when it is no supertype of `id`.
    func diamondArgumentsFromTarget(_ id: TypeSymbolID, expected: JavaType?) -> [JavaType?]? {
        guard case .declared(let targetID, let targetArgs)? = expected, !targetArgs.isEmpty else { return nil }
        // Match `Target<A…>` against the generic supertype view of `id<T…>` to solve each T.
        guard case .declared(_, let viewArgs)? = relations.asSuper(selfType(id), targetID) else { return [] }
        var solution: [JavaType?] = Array(repeating: nil, count: symbols[id].typeParameters.count)
        for (view, actual) in zip(viewArgs, targetArgs) {
            if case .typeVariable(let v) = view, case .type(id) = v.owner, v.index < solution.count { solution[v.index] = actual }
        }
        return solution
    }

    /// `new C<>(…)` (no class body) whose target leaves type arguments open: as JLS §15.9.3 has it, each
    /// constructor is taken as a generic method with C's open type parameters as type variables of its own, so
    /// that they are inferred like a generic method's: from the arguments, from lambda bodies, then from the
    /// target (for `? extends X`, X). The target's other arguments are taken as they are.
    mutating func attributeDiamond(_ e: NodeID, id: TypeSymbolID, fromTarget: [JavaType?], expected: JavaType?) -> JavaType {
        let typeNode = tree.child(e, Slot.NewClass.type)
        let args = tree.child(e, Slot.NewClass.arguments)
        let classParameters = symbols[id].typeParameters
        let fixed = fromTarget.count == classParameters.count ? fromTarget.map { $0.flatMap { $0.isWildcard ? nil : $0 } }
            : Array(repeating: nil, count: classParameters.count)
        // Without an applicable constructor the parameters' bounds, as a raw diamond has them.
        var type = JavaType.declared(id, classParameters.indices.map { fixed[$0] ?? classParameters[$0].bounds.first.map(relations.erasure) ?? symbols.object })
        let argTypes = attributeArguments(args)
        let view: JavaType? = if case .declared(let targetID, _)? = expected { relations.asSuper(selfType(id), targetID) } else { nil }
        var candidates: [MethodCandidate] = []
        for (index, constructor) in symbols[id].constructors.enumerated() {
            let own = constructor.typeParameters.count
            var method = constructor
            method.typeParameters += classParameters
            // The result type the target constrains, in C's type variables (replaced below by the open ones).
            method.returnType = view ?? .void
            let arguments = classParameters.indices.map { i in
                fixed[i] ?? .typeVariable(TypeVariable(owner: .constructor(id, index), index: own + i, name: classParameters[i].name))
            }
            candidates.append(MethodCandidate(owner: id, index: index, isConstructor: true, method: method,
                                              receiverMap: TypeArgumentMap(owner: id, arguments: arguments)))
        }
        if let (c, map) = selectOverload(candidates, argNodes: args.isNone ? [] : tree.children(args), argTypes: argTypes, expected: view == nil ? nil : expected) {
            result.bindings[e.index] = .constructor(c.owner, c.index)
            let own = symbols[id].constructors[c.index].typeParameters.count
            let solved = attributePolyArguments(args, candidate: c, map: map, expected: view == nil ? nil : expected)
            type = .declared(id, classParameters.indices.map { i in
                fixed[i] ?? solved[TypeVariable(owner: .constructor(id, c.index), index: own + i, name: classParameters[i].name)] ?? symbols.object
            })
        }
        result.types[typeNode.index] = type
        return type
    }

    // MARK: Overload resolution

    /// Chooses the method to invoke (JLS §15.12.2): strict, then loose, then variable-arity applicability,
    /// then the most specific. Returns the inferred method type arguments too.
    mutating func selectOverload(_ candidates: [MethodCandidate], argNodes: ArraySlice<NodeID>, argTypes: [JavaType?], expected: JavaType?,
                                 explicitTypeArguments: [JavaType] = []) -> (MethodCandidate, [TypeVariable: JavaType])? {
        if candidates.isEmpty { return nil }
        for phase in 1...3 {
            // The first applicable candidate is held apart: usually it is the only one, and no array is made.
            var first: (MethodCandidate, [TypeVariable: JavaType], [JavaType])? = nil
            var applicable: [(MethodCandidate, [TypeVariable: JavaType], [JavaType])] = []
            for c in candidates {
                if let (map, params) = applicability(c, argNodes: argNodes, argTypes: argTypes, phase: phase, expected: expected, explicit: explicitTypeArguments) {
                    if let held = first {
                        if applicable.isEmpty { applicable.append(held) }
                        applicable.append((c, map, params))
                    } else {
                        first = (c, map, params)
                    }
                }
            }
            guard let first else { continue }
            if applicable.isEmpty { return (first.0, first.1) }
            // Most specific: parameters all subtypes of every other's. Loops, not closures: a closure here captured a
            // copy of `relations` (with its symbol table) per call.
            // Equal after inference (`List.of(E)` and `List.of(E...)` for a `String[]` argument): the one whose
            // declared parameters are not bare type variables is the more specific (JLS §15.12.2.5 tests the
            // declared forms: `of(E)` accepts an `E[]`, `of(E...)` does not accept any `E`). The first of the fewest.
            var best: Int? = nil
            var bestBare = 0
            var bestDeclared: [JavaType] = []
            for i in applicable.indices {
                var isMostSpecific = true
                for j in applicable.indices where i != j {
                    let a = applicable[i].2, b = applicable[j].2
                    var allSubtypes = true
                    for k in 0..<min(a.count, b.count) where !relations.isSubtype(a[k], b[k]) {
                        allSubtypes = false
                        break
                    }
                    if !(allSubtypes && a.count == b.count) {
                        isMostSpecific = false
                        break
                    }
                }
                guard isMostSpecific else { continue }
                var bare = 0
                for p in applicable[i].0.method.parameterTypes {
                    if case .typeVariable = p { bare += 1 }
                }
                // Equal after inference, the declared forms decide: `<N extends Number> show(N)` is more specific than
                // `<T> show(T)`, N's bound being a subtype of T's.
                let candidate = applicable[i].0
                let declared = candidate.method.parameterTypes.map {
                    relations.erasure(candidate.receiverMap.isEmpty ? $0 : relations.substitute($0, candidate.receiverMap))
                }
                if best != nil, declared.count == bestDeclared.count, declared != bestDeclared {
                    let narrower = zip(declared, bestDeclared).allSatisfy { relations.isSubtype($0, $1) }
                    let wider = zip(bestDeclared, declared).allSatisfy { relations.isSubtype($0, $1) }
                    if narrower != wider {
                        if narrower { best = i; bestBare = bare; bestDeclared = declared }
                        continue
                    }
                }
                if best == nil || bare < bestBare {
                    best = i
                    bestBare = bare
                    bestDeclared = declared
                }
            }
            if let best { return (applicable[best].0, applicable[best].1) }
            // Ambiguous (or our types are too vague): prefer the non-generic, then declaration order.
            return (applicable[0].0, applicable[0].1)
        }
        return nil
    }

    /// If `c` is applicable in `phase`, the inferred type arguments and the parameter types matched to arguments.
    mutating func applicability(_ c: MethodCandidate, argNodes: ArraySlice<NodeID>, argTypes: [JavaType?], phase: Int, expected: JavaType?,
                                explicit: [JavaType]) -> ([TypeVariable: JavaType], [JavaType])? {
        let m = c.method
        let n = argTypes.count
        // The arity rules a candidate out before its parameter types are worked out.
        if phase < 3 {
            guard m.parameterTypes.count == n else { return nil }
        } else {
            guard m.isVarargs, n >= m.parameterTypes.count - 1 else { return nil }
        }
        var params = c.receiverMap.isEmpty ? m.parameterTypes : m.parameterTypes.map { relations.substitute($0, c.receiverMap) }
        if phase == 3 {
            guard m.isVarargs, n >= params.count - 1, case .array(let element)? = params.last else { return nil }
            params = Array(params.dropLast()) + Array(repeating: element, count: n - (params.count - 1))
        }
        // Method type variables: explicit arguments, else inferred from the arguments and the target.
        var map: [TypeVariable: JavaType] = [:]
        let owner: TypeVariable.Owner = c.isConstructor ? .constructor(c.owner, c.index) : .method(c.owner, c.index)
        let vars = m.typeParameters.enumerated().map { TypeVariable(owner: owner, index: $0.offset, name: $0.element.name) }
        // A lambda or method reference whose parameter is one of the method's own type variables is not pertinent
        // to applicability (JLS §15.12.2.2): `Map.entry("u", N::upper)` is applicable before anything gives V.
        var notPertinent: [Bool] = []
        if !vars.isEmpty && explicit.count != vars.count && argTypes.contains(where: { $0 == nil }) {
            notPertinent = params.indices.map { i in
                guard i < argTypes.count, i < argNodes.count, argTypes[i] == nil, case .typeVariable(let v) = params[i], v.owner == owner else { return false }
                // Only lambdas and method references: a target-typed call (`Optional.empty()`) stays pertinent.
                let kind = tree.kind(unparenthesized(argNodes[argNodes.startIndex + i]))
                return kind == .lambda || kind == .methodReference
            }
        }
        if !vars.isEmpty {
            if explicit.count == vars.count {
                for (v, t) in zip(vars, explicit) { map[v] = t }
            } else {
                let varSet = Set(vars)
                for (p, a) in zip(params, argTypes) {
                    if let a { infer(p, from: a, vars: varSet, into: &map) }
                }
                // A lambda's parameter types may come from the target alone (`collect(groupingBy(s -> s.charAt(0), …))`'s
                // T): the lambdas see the target's solutions, and give the variables they solve.
                var lambdaMap = map
                if let expected, argNodes.contains(where: { let k = tree.kind(unparenthesized($0)); return k == .lambda || k == .methodReference }) {
                    var fromTarget: [TypeVariable: JavaType] = [:]
                    infer(relations.substitute(m.returnType, c.receiverMap), from: expected, vars: varSet, into: &fromTarget)
                    for (v, t) in fromTarget where lambdaMap[v] == nil && !t.isUnresolved && !mentionsInferenceVariable(t) && t != symbols.object {
                        lambdaMap[v] = t
                    }
                }
                let seen = lambdaMap
                inferFromLambdaResults(params: params, argNodes: argNodes, argTypes: argTypes, vars: varSet, into: &lambdaMap)
                for (v, t) in lambdaMap where seen[v] == nil || map[v] != nil { map[v] = t }
                // An argument's upper bound (a downstream collector attributed on its own, `Collector<Object, …>` for
                // `Collector<? super T, …>`) does not override what the target gave the lambdas (T = String[]).
                let fromTargetForLambdas = Set(seen.keys.filter { map[$0] == nil })
                for (p, a) in zip(params, argTypes) {
                    if let a { infer(p, from: a, vars: varSet.subtracting(fromTargetForLambdas), into: &map, upperBounds: true) }
                }
                if let expected {
                    // The target is an upper bound (`T <: expected`): it only fills what the arguments left open…
                    var fromTarget: [TypeVariable: JavaType] = [:]
                    let returnType = relations.substitute(m.returnType, c.receiverMap)
                    infer(returnType, from: expected, vars: varSet, into: &fromTarget)
                    for (v, t) in fromTarget where map[v] == nil { map[v] = t }
                    // …except a variable the result holds as a type argument (`List<E>`): generic types are
                    // invariant, so `List<Shape> l = List.of(circle, square)` has E = Shape, not the arguments'
                    // least upper bound, when the arguments still fit (JLS §18.5.2).
                    var widened = map
                    for (v, t) in fromTarget {
                        guard let current = map[v], current != t, case .declared = t, !t.isUnresolved,
                              case .declared(_, let resultArguments) = returnType, resultArguments.contains(.typeVariable(v)) else { continue }
                        widened[v] = t
                    }
                    if widened != map {
                        let widenedParams = params.map { relations.substitute($0, widened) }
                        let fits = zip(widenedParams, argTypes).allSatisfy { p, a in a.map { relations.isConvertible($0, to: p, phase: .loose) } ?? true }
                        if fits { map = widened }
                    }
                }
                for (i, v) in vars.enumerated() where map[v] == nil {
                    map[v] = m.typeParameters[i].bounds.first.map { relations.erasure($0) } ?? symbols.object
                }
                widenForTargetTypedCalls(params: params, argNodes: argNodes, argTypes: argTypes, owner: owner, into: &map)
                // An inferred type outside its variable's bound makes the method inapplicable (JLS §18.5.1):
                // `<N extends Number> show(N)` does not take a Boolean. (Bounds naming the variables are not checked.)
                // Only a variable an argument gives: one the target gives is an upper bound, and javac takes the
                // intersection with the declared bounds (`<S extends SocketImpl & PlatformSocketImpl> S create()`).
                for (i, v) in vars.enumerated() where zip(params, argTypes).contains(where: { p, a in a != nil && p.mentions(v) }) {
                    guard let t = map[v], !t.isUnresolved else { continue }
                    switch t {
                    case .declared, .array, .typeVariable: break
                    default: continue
                    }
                    for bound in m.typeParameters[i].bounds {
                        guard case .declared = bound, !bound.isUnresolved, !vars.contains(where: { bound.mentions($0) }) else { continue }
                        if !relations.isSubtype(t, relations.erasure(bound)) { return nil }
                    }
                }
            }
            params = params.map { relations.substitute($0, map) }
        }
        let conversion: TypeRelations.ConversionPhase = phase == 1 ? .strict : .loose
        for (i, (p, a)) in zip(params, argTypes).enumerated() {
            if let a {
                if !relations.isConvertible(a, to: p, phase: conversion) { return nil }
            } else if !(i < notPertinent.count && notPertinent[i]) && !isCompatiblePolyArgument(argNodes[argNodes.startIndex + i], with: p) {
                return nil
            }
        }
        return (map, params)
    }

    /// A call that takes its type from its target, passed where the parameter is a bare type variable
    /// (`asList(Optional.empty(), "z")`), gave that variable nothing; when what the others gave cannot take the
    /// call's own type (its type without a target), both are lower bounds (JLS §18.1.3) and the variable is their
    /// least upper bound: T = lub(String, Optional<Object>) = Object, not String (with which no candidate applied).
    mutating func widenForTargetTypedCalls(params: [JavaType], argNodes: ArraySlice<NodeID>, argTypes: [JavaType?], owner: TypeVariable.Owner,
                                           into map: inout [TypeVariable: JavaType]) {
        for (i, p) in params.enumerated() where i < argTypes.count && i < argNodes.count && argTypes[i] == nil {
            guard case .typeVariable(let v) = p, v.owner == owner, let current = map[v] else { continue }
            let node = unparenthesized(argNodes[argNodes.startIndex + i])
            guard tree.kind(node) == .methodCall, let own = result.types[node.index], !own.isUnresolved, own.isReference,
                  !relations.isConvertible(relations.erasure(own), to: relations.erasure(current), phase: .loose) else { continue }
            map[v] = relations.isSubtype(current, own) ? own : relations.leastUpperBound(current, own)
        }
    }

    /// A type variable that only a lambda argument's result determines (`map(x -> x.length())`'s `R`,
    /// JLS §18.2.1): once the lambda's parameter types are known, its expression body's type gives it.
    /// The trial attribution's unresolved names are dropped; the chosen candidate attributes the lambda again.
    mutating func inferFromLambdaResults(params: [JavaType], argNodes: ArraySlice<NodeID>, argTypes: [JavaType?], vars: Set<TypeVariable>,
                                         into map: inout [TypeVariable: JavaType]) {
        for (i, written) in argNodes.enumerated() where i < params.count && i < argTypes.count && argTypes[i] == nil {
            let node = unparenthesized(written)
            if tree.kind(node) == .methodReference {
                inferFromMethodReference(node, target: relations.substitute(params[i], map), vars: vars, into: &map)
                continue
            }
            guard tree.kind(node) == .lambda else { continue }
            // Explicitly typed parameters (`(Employee e) -> …`) give the variables of the parameter types.
            if let (method, fmap) = functionalMethod(of: nonWildcardParameterization(relations.substitute(params[i], map))) {
                for (k, p) in tree.list(node, Slot.Lambda.parameters).enumerated() where k < method.parameterTypes.count {
                    let typeNode = tree.child(p, Slot.Parameter.type)
                    if typeNode.isNone || isVar(typeNode) { continue }
                    infer(relations.substitute(method.parameterTypes[k], fmap), from: recordType(typeNode), vars: vars.filter { map[$0] == nil }, into: &map)
                }
            }
            let body = tree.child(node, Slot.Lambda.body)
            let target = relations.substitute(params[i], map)
            guard let (method, fmap) = functionalMethod(of: nonWildcardParameterization(target)),
                  !method.parameterTypes.contains(where: { mentionsInferenceVariable(relations.substitute($0, fmap)) }) else { continue }
            // The result may be the variable itself (`map`'s `R`) or mention it (`flatMap`'s `Optional<? extends U>`).
            let resultType = relations.substitute(method.returnType, fmap)
            let open = vars.filter { map[$0] == nil && resultType.mentions($0) }
            if open.isEmpty { continue }
            let reported = unresolved.count
            _ = attributeLambda(node, target: target)
            unresolved.removeLast(unresolved.count - reported)
            // An expression body's type, or those of a block body's `return`s (`map(i -> { if (…) return "a"; … })`).
            let results = tree.kind(body) == .block ? returnedValues(in: body) : [body]
            for value in results {
                guard var t = result.types[value.index], !t.isUnresolved, t != .void, t != .null else { continue }
                if case .primitive(let p) = t { t = symbols.boxed(p) }
                infer(resultType, from: t, vars: open, into: &map)
            }
        }
    }

    /// The values a lambda's block body returns: its `return` statements', not those of lambdas or classes in it.
    func returnedValues(in block: NodeID) -> [NodeID] {
        var found: [NodeID] = []
        var pending = [block]
        while let n = pending.popLast() {
            switch tree.kind(n) {
            case .returnStmt:
                let value = tree.child(n, Slot.Return.value)
                if !value.isNone { found.append(value) }
            case .lambda, .localClassDecl, .newClass, .classDecl, .switchExpr:
                continue
            default:
                pending.append(contentsOf: tree.children(n).filter { !$0.isNone })
            }
        }
        return found
    }

    /// `Type::method` or `expr::method` passed where a type variable is still open. Unbound (`Employee::getDept`,
    /// the receiver is the first parameter): the receiver's type gives the first parameter's variable; static
    /// or bound: the method takes all the parameters. The method's result gives the variables the functional
    /// method's result mentions (`comparing(Employee::getDept)`, `flatMap(Parser::half)`).
    mutating func inferFromMethodReference(_ node: NodeID, target: JavaType, vars: Set<TypeVariable>, into map: inout [TypeVariable: JavaType]) {
        let qualifier = tree.child(node, Slot.MethodReference.target)
        guard let (fm, fmap) = functionalMethod(of: nonWildcardParameterization(target)) else { return }
        let name = tree.name(node)
        if name == "new" {
            // `toArray(String[]::new)`: the array created is the functional method's result (`A[]`).
            if tree.kind(qualifier) == .arrayType, case let (created, _) = methodReferenceQualifier(qualifier), case .array = created {
                infer(relations.substitute(fm.returnType, fmap), from: created, vars: vars.filter { map[$0] == nil }, into: &map)
            }
            // `make(StringBuilder::new)`, `new Builder<>(Task::new)`: a class that is not generic, or names its type
            // arguments, creates exactly that type. A raw generic class (`TreeMap::new`) is left to
            // `inferFromConstructorReferences`, which fits it to the variable's bound.
            if case (.declared(let cid, let cargs), true) = methodReferenceQualifier(qualifier),
               cargs.isEmpty == symbols[cid].typeParameters.isEmpty {
                let created = JavaType.declared(cid, cargs)
                infer(relations.substitute(fm.returnType, fmap), from: created, vars: vars.filter { map[$0] == nil }, into: &map)
            }
            return
        }
        let (qualifierType, isType) = methodReferenceQualifier(qualifier)
        guard case .declared = relations.upperBound(qualifierType) else { return }
        let arity = fm.parameterTypes.count
        let candidates = methods(named: name, in: qualifierType)
        let unbound = isType ? candidates.filter { !$0.method.isStatic && $0.method.parameterTypes.count == arity - 1 } : []
        let direct = candidates.filter { $0.method.parameterTypes.count == arity && (!isType || $0.method.isStatic) }
        guard var m = unbound.first ?? direct.first else { return }
        if unbound.isEmpty && direct.count > 1 {
            // Several methods of that arity (`TimeZone::getTimeZone` takes a String or a ZoneId): the functional
            // method's parameter types, once known, choose as for the reference itself (JLS §15.13.1).
            let argTypes = fm.parameterTypes.map { wildcardBound(relations.substitute(relations.substitute($0, fmap), map)) }
            guard !argTypes.contains(where: { mentionsInferenceVariable($0) || $0.isUnresolved }),
                  let (chosen, _) = selectOverload(direct, argNodes: [], argTypes: argTypes, expected: nil) else { return }
            m = chosen
        }
        if !unbound.isEmpty, case .typeVariable(let v) = relations.substitute(fm.parameterTypes[0], fmap), vars.contains(v), map[v] == nil {
            map[v] = qualifierType
        }
        // An exact reference (one method of that name, not generic, not varargs) gives the functional method's
        // parameters its own parameter types (JLS §18.2.1): `comparingInt(m::unitScore)` compares Strings.
        if candidates.count == 1, m.method.typeParameters.isEmpty, !m.method.isVarargs {
            let offset = unbound.isEmpty ? 0 : 1
            for (k, p) in fm.parameterTypes.enumerated() where k >= offset && k - offset < m.method.parameterTypes.count {
                guard case .typeVariable(let v) = relations.substitute(p, fmap), vars.contains(v), map[v] == nil else { continue }
                var t = relations.substitute(m.method.parameterTypes[k - offset], m.receiverMap)
                if case .primitive(let prim) = t { t = symbols.boxed(prim) }
                if !mentionsInferenceVariable(t), !t.isUnresolved, case .declared = t { map[v] = t }
            }
        }
        let resultType = relations.substitute(fm.returnType, fmap)
        let open = vars.filter { map[$0] == nil && resultType.mentions($0) }
        guard !open.isEmpty, m.method.returnType != .void, m.method.typeParameters.isEmpty else { return }
        var receiverMap = m.receiverMap
        // `flatMap(List::stream)`: a raw qualifier takes the receiver's parameterization (JLS §15.13.1).
        if !unbound.isEmpty, case .declared(let qid, let qargs) = qualifierType, qargs.isEmpty, !symbols[qid].typeParameters.isEmpty,
           case let receiver = wildcardBound(relations.substitute(fm.parameterTypes[0], fmap)), !mentionsInferenceVariable(receiver),
           case .declared(_, let args)? = relations.asSuper(receiver, qid), !args.isEmpty,
           let viewed = methods(named: name, in: .declared(qid, args)).first(where: { $0.owner == m.owner && $0.index == m.index }) {
            receiverMap = viewed.receiverMap
        }
        var t = relations.substitute(m.method.returnType, receiverMap)
        if case .primitive(let p) = t { t = symbols.boxed(p) }
        if !mentionsInferenceVariable(t), !t.isUnresolved { infer(resultType, from: t, vars: open, into: &map) }
    }

    /// A lambda fits a functional interface whose method takes as many parameters; a method reference fits
    /// any functional interface.
    mutating func isCompatiblePolyArgument(_ written: NodeID, with p: JavaType) -> Bool {
        let node = unparenthesized(written)
        if p.isUnresolved { return true }
        if case .typeVariable = p { return true }
        if tree.kind(node) == .conditional {
            return isCompatiblePolyArgument(tree.child(node, Slot.Conditional.then), with: p)
                && isCompatiblePolyArgument(tree.child(node, Slot.Conditional.else_), with: p)
        }
        if tree.kind(node) == .methodCall {
            guard let t = result.types[node.index] else { return true }
            return relations.isConvertible(relations.erasure(t), to: relations.erasure(p), phase: .loose)
        }
        // Another operand of a conditional (`c ? x -> 1 : null`) is checked once the conditional has a target.
        if tree.kind(node) != .lambda && tree.kind(node) != .methodReference { return true }
        guard let (method, _) = functionalMethod(of: p) else { return false }
        if tree.kind(node) == .lambda {
            return tree.list(node, Slot.Lambda.parameters).count == method.parameterTypes.count
        }
        return methodReferenceFits(node, arity: method.parameterTypes.count)
    }

    /// The type a method reference's qualifier names or has, and whether it is a type (`Employee::getName`)
    /// rather than an expression (`this::m`, `list::add`). Names it cannot resolve are not reported here: the
    /// reference is attributed again once its target is known.
    mutating func methodReferenceQualifier(_ qualifier: NodeID) -> (JavaType, isType: Bool) {
        let reported = unresolved.count
        defer { unresolved.removeLast(unresolved.count - reported) }
        if [.classType, .arrayType, .primitiveType].contains(tree.kind(qualifier)) { return (recordType(qualifier), true) }
        let t = attribute(qualifier, expected: nil)
        if case .type(let id)? = result.bindings[qualifier.index] { return (.declared(id, []), true) }
        return (t, false)
    }

    /// Whether a method reference can have `arity` parameters (JLS §15.13.1): `Type::m` names a static `m`
    /// taking them all or an instance `m` taking one fewer (the first is the receiver); `expr::m` an `m`
    /// taking them all. `Employee::getName` is a Function, not a Comparator. Unknown shapes fit.
    mutating func methodReferenceFits(_ node: NodeID, arity: Int) -> Bool {
        let qualifier = tree.child(node, Slot.MethodReference.target)
        let name = tree.name(node)
        if name == "new" { return true }
        let (qualifierType, isType) = methodReferenceQualifier(qualifier)
        guard case .declared = relations.upperBound(qualifierType) else { return true }
        let candidates = methods(named: name, in: qualifierType)
        if candidates.isEmpty { return true }
        return candidates.contains { c in
            let m = c.method
            let n = m.parameterTypes.count
            let fitsCount = { (k: Int) in m.isVarargs ? k >= n - 1 : k == n }
            return isType && !m.isStatic ? fitsCount(arity - 1) : fitsCount(arity)
        }
    }

    /// Solves method type variables by matching a parameter type against an argument type.
    /// `upperBounds`: the pass that only takes `? super` positions (see the `.declared` case).
    mutating func infer(_ param: JavaType, from arg: JavaType, vars: Set<TypeVariable>, into map: inout [TypeVariable: JavaType],
               upperBounds: Bool = false) {
        switch param {
        case .typeVariable where upperBounds:
            return
        case .typeVariable(let v) where vars.contains(v):
            var a = arg
            if case .primitive(let p) = arg { a = symbols.boxed(p) }
            if a == .null || a.isUnresolved { return }
            if let current = map[v] {
                // Several arguments constrain one variable: their least upper bound (JLS §4.10.4, approximated).
                if !relations.isSubtype(a, current) { map[v] = relations.isSubtype(current, a) ? a : relations.leastUpperBound(current, a) }
            } else {
                map[v] = a
            }
        case .array(let pe):
            if case .array(let ae) = arg { infer(pe, from: ae, vars: vars, into: &map, upperBounds: upperBounds) }
        case .declared(let id, let pargs) where !pargs.isEmpty:
            guard case .declared(_, let aargs)? = relations.asSuper(arg, id) else { return }
            for (p, a) in zip(pargs, aargs) {
                // `?` says nothing of the variable (a target opened for inference, `Function<? super String, ?>`).
                if case .wildcard(.unbounded) = a { continue }
                // `? super X` (a consumer's target, `sort(Comparator<? super E>)`): X is the variable's best fit.
                let given: JavaType = if case .wildcard(.super(let lower)) = a { lower } else { wildcardBound(a) }
                if case .wildcard(.super(let b)) = p {
                    // `maxBy(Comparator<? super T>)` given a Comparator<String>: T <: String, an upper bound, used
                    // only by the second pass for what nothing else solved (lower bounds win, JLS §18.4).
                    if upperBounds { infer(b, from: given, vars: vars.filter { map[$0] == nil }, into: &map) }
                    continue
                }
                infer(wildcardBound(p), from: given, vars: vars, into: &map, upperBounds: upperBounds)
            }
        case .wildcard(.extends(let b)), .wildcard(.super(let b)):
            infer(b, from: arg, vars: vars, into: &map, upperBounds: upperBounds)
        default:
            break
        }
    }

    // MARK: Lambdas and method references

    func functionalMethod(of type: JavaType) -> (MethodSymbol, TypeArgumentMap)? { relations.functionalMethod(of: type) }
    func nonWildcardParameterization(_ t: JavaType) -> JavaType { relations.nonWildcardParameterization(t) }

    mutating func attributeLambda(_ e: NodeID, target: JavaType?) -> JavaType {
        let functional = target.flatMap { functionalMethod(of: nonWildcardParameterization($0)) }
        scopes.push()
        let params = tree.list(e, Slot.Lambda.parameters)
        for (i, p) in params.enumerated() {
            if tree.child(p, Slot.Parameter.type).isNone || isVar(tree.child(p, Slot.Parameter.type)) {
                var t = JavaType.unresolved("lambda parameter")
                if let (m, map) = functional, i < m.parameterTypes.count {
                    t = wildcardBound(relations.substitute(m.parameterTypes[i], map))
                }
                declareLocal(name: nameID(p), type: t, node: p)
            } else {
                declareParameter(p)
            }
        }
        var returnType: JavaType? = nil
        if let (m, map) = functional { returnType = relations.substitute(m.returnType, map) }
        let body = tree.child(e, Slot.Lambda.body)
        returnTypes.append(returnType)
        let savedYields = yieldTypes
        yieldTypes = []
        if tree.kind(body) == .block {
            attributeStatement(body)
        } else {
            _ = attribute(body, expected: returnType == .void ? nil : returnType)
        }
        yieldTypes = savedYields
        returnTypes.removeLast()
        scopes.pop()
        return functional != nil ? target! : .unresolved("lambda")
    }

    mutating func attributeMethodReference(_ e: NodeID, target: JavaType?) -> JavaType {
        let targetNode = tree.child(e, Slot.MethodReference.target)
        var qualifierType: JavaType
        switch tree.kind(targetNode) {
        case .classType, .arrayType, .primitiveType:
            qualifierType = recordType(targetNode)
        default:
            qualifierType = attribute(targetNode, expected: nil)
            if case .type(let id)? = result.bindings[targetNode.index] { qualifierType = .declared(id, []) }
        }
        let name = tree.name(e)
        // The functional method's parameter types, where known: the argument types of the search (JLS §15.13.1).
        var parameterTypes: [JavaType]? = nil
        if let (fm, fmap) = target.flatMap({ functionalMethod(of: nonWildcardParameterization($0)) }) {
            let types = fm.parameterTypes.map { wildcardBound(relations.substitute($0, fmap)) }
            // A type variable in scope (`T` of `<T> Formatter<T> plain()`) is a type like any other; one still being
            // inferred is not known yet.
            if !types.contains(where: { $0.isUnresolved || mentionsInferenceVariable($0) }) { parameterTypes = types }
        }
        if name == "new" {
            let all = constructors(of: qualifierType)
            let chosen = parameterTypes.flatMap { selectOverload(all, argNodes: [], argTypes: $0, expected: nil)?.0 }
            let fitting = all.first { c in parameterTypes.map { $0.count == c.method.parameterTypes.count } ?? false }
            if let c = chosen ?? fitting ?? all.first { result.bindings[e.index] = .constructor(c.owner, c.index) }
        } else if let (fm, _) = target.flatMap({ functionalMethod(of: $0) }) {
            let all = methods(named: name, in: qualifierType)
            let qualifierIsType: Bool = {
                switch tree.kind(targetNode) {
                case .classType, .arrayType, .primitiveType: return true
                default: if case .type? = result.bindings[targetNode.index] { return true } else { return false }
                }
            }()
            // Overload resolution with the functional method's parameter types as arguments: all of them (a
            // static method, or a bound receiver's method), else, for `Type::m`, an instance method taking the
            // rest with the first as its receiver.
            var chosen: MethodCandidate? = nil
            if let parameterTypes {
                let first = qualifierIsType ? all.filter { $0.method.isStatic } : all
                chosen = selectOverload(first, argNodes: [], argTypes: parameterTypes, expected: nil)?.0
                if chosen == nil, qualifierIsType, !parameterTypes.isEmpty {
                    chosen = selectOverload(all.filter { !$0.method.isStatic }, argNodes: [], argTypes: Array(parameterTypes.dropFirst()), expected: nil)?.0
                }
            }
            // Else the method whose arity fits the functional method (static or bound: same arity; unbound
            // instance: one fewer, the receiver comes first).
            let arity = fm.parameterTypes.count
            let fitting = all.first { $0.method.parameterTypes.count == arity || (!$0.method.isStatic && $0.method.parameterTypes.count == arity - 1) }
            if let m = chosen ?? fitting ?? all.first { result.bindings[e.index] = .method(m.owner, m.index) }
        } else if let m = methods(named: name, in: qualifierType).first {
            result.bindings[e.index] = .method(m.owner, m.index)
        }
        // `int[]::new` creates an array: no member to bind.
        let createsArray: Bool = { if name == "new", case .array = qualifierType { return true } else { return false } }()
        if result.bindings[e.index] == nil && !qualifierType.isUnresolved && !createsArray {
            unresolved.append(UnresolvedName(file: file, offset: tree.range(e).lowerBound, name: symbols.display(qualifierType) + "::" + name, kind: .method))
        }
        if let target, functionalMethod(of: target) != nil { return target }
        return .unresolved("method reference")
    }
}
