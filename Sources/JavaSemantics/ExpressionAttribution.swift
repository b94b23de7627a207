import JavaSyntax

extension Attributor {
    /// The static type of expression `e`, recorded with its binding. `expected` is the target type where
    /// the context gives one (assignment, argument after overload selection, return), for lambdas,
    /// method references, diamonds and generic method inference.
    mutating func attribute(_ e: NodeID, expected: JavaType?) -> JavaType {
        if e.isNone { return .unresolved("?") }
        let t = computeType(e, expected: expected)
        let previous = store(t, at: e)
        if tree.kind(e) == .literal {
            result.setLiteral(at: e)
        } else if let value = constantValue(e, type: t) {
            result.setConstant(value, at: e)
        }
        switch tree.kind(e) {
        case .classType, .arrayType, .primitiveType, .voidType:
            break
        default:
            // A package name (`java` and `java.util` in `java.util.Arrays.sort(a)`) is no expression (JLS §6.5.2).
            if t.isUnresolved, case .package? = result.bindings[e.index] { break }
            count(t, replacing: previous)
        }
        return t
    }

    /// Counts an expression once however often it is attributed (a poly argument is attributed again once its
    /// target is known), as unresolved only if its last type is.
    @inline(__always) mutating func count(_ t: JavaType, replacing previous: PriorAttribution) {
        switch previous {
        case .none:
            result.expressionCount += 1
            if t.isUnresolved { result.unresolvedExpressionCount += 1 }
        case .resolved:
            if t.isUnresolved { result.unresolvedExpressionCount += 1 }
        case .unresolved:
            if !t.isUnresolved { result.unresolvedExpressionCount -= 1 }
        }
    }

    enum PriorAttribution { case none, resolved, unresolved }

    /// Records `t` as the type of `node`, and says whether and how `node` was attributed before. The old type
    /// is swapped out, not read and then overwritten: reading it first copied it (a retain and a release per
    /// expression).
    @inline(__always) mutating func store(_ t: JavaType, at node: NodeID) -> PriorAttribution {
        var old: JavaType? = t
        swap(&old, &result.types[node.index])
        switch old {
        case nil: return .none
        case .unresolved?: return .unresolved
        default: return .resolved
        }
    }

    mutating func computeType(_ e: NodeID, expected: JavaType?) -> JavaType {
        let node = tree[e]
        switch node.kind {
        case .literal:
            return literalType(tree.token(node.aux).kind)
        case .parenthesized:
            return attribute(tree.child(e, Slot.Parenthesized.expression), expected: expected)
        case .name:
            return attributeName(e)
        case .fieldAccess:
            return attributeFieldAccess(e)
        case .methodCall:
            return attributeMethodCall(e, expected: expected)
        case .newClass:
            return attributeNewClass(e, expected: expected)
        case .newArray:
            var t = recordType(tree.child(e, Slot.NewArray.elementType))
            let dims = tree.list(e, Slot.NewArray.dimensions)
            for d in dims { _ = attribute(d, expected: .int) }
            for _ in 0..<(dims.count + Int(node.flags)) { t = .array(t) }
            let initializer = tree.child(e, Slot.NewArray.initializer)
            if !initializer.isNone { _ = attribute(initializer, expected: t) }
            return t
        case .arrayInitializer:
            var element: JavaType? = nil
            if case .array(let el)? = expected { element = el }
            for c in tree.children(e) { _ = attribute(c, expected: element) }
            return expected ?? .unresolved("array initializer")
        case .arrayAccess:
            let array = attribute(tree.child(e, Slot.ArrayAccess.array), expected: nil)
            _ = attribute(tree.child(e, Slot.ArrayAccess.index), expected: .int)
            if case .array(let el) = array { return el }
            return .unresolved("element")
        case .prefixUnary, .postfixUnary:
            let operand = attribute(tree.child(e, Slot.Unary.operand), expected: nil)
            let op = TokenKind(rawValue: UInt8(node.aux)) ?? .plus
            switch op {
            case .bang: return .boolean
            case .plusPlus, .minusMinus: return operand
            default: return relations.unaryPromotion(operand).map { .primitive($0) } ?? operand
            }
        case .binary:
            return attributeBinary(e)
        case .assignment:
            let target = attribute(tree.child(e, Slot.Assignment.target), expected: nil)
            _ = attribute(tree.child(e, Slot.Assignment.value), expected: node.aux == AssignmentOperator.assign.rawValue ? target : nil)
            return target
        case .conditional:
            _ = attribute(tree.child(e, Slot.Conditional.condition), expected: .boolean)
            let a = attribute(tree.child(e, Slot.Conditional.then), expected: expected)
            let b = attribute(tree.child(e, Slot.Conditional.else_), expected: expected)
            // JLS §15.25.2: a byte, short or char operand with an int constant it can represent keeps its type
            // (`true ? 'x' : 0` is the char 'x').
            for (narrow, other, otherNode) in [(a, b, tree.child(e, Slot.Conditional.else_)), (b, a, tree.child(e, Slot.Conditional.then))] {
                guard let p = narrow.primitive ?? symbols.unboxedPrimitive(narrow), p == .byte || p == .short || p == .char,
                      other == .int, case .int(let v)? = result.constant(of: otherNode) else { continue }
                let fits: Bool
                switch p {
                case .byte: fits = Int32(Int8.min)...Int32(Int8.max) ~= v
                case .short: fits = Int32(Int16.min)...Int32(Int16.max) ~= v
                default: fits = 0...Int32(UInt16.max) ~= v
                }
                if fits { return .primitive(p) }
            }
            return unify([a, b], expected: expected)
        case .cast:
            let t = recordType(tree.child(e, Slot.Cast.type))
            _ = attribute(tree.child(e, Slot.Cast.operand), expected: t)
            return t
        case .instanceOf:
            _ = attribute(tree.child(e, Slot.InstanceOf.operand), expected: nil)
            let target = tree.child(e, Slot.InstanceOf.type)
            if tree.kind(target) == .typePattern {
                let t = recordType(tree.child(target, Slot.TypePattern.type))
                // The binding is in scope for the rest of the enclosing block (flow scoping, approximated).
                declareLocal(name: nameID(target), type: t, node: target)
            } else {
                recordType(target)
            }
            return .boolean
        case .lambda:
            return attributeLambda(e, target: expected)
        case .methodReference:
            return attributeMethodReference(e, target: expected)
        case .this:
            let qualifier = tree.child(e, Slot.This.qualifier)
            if !qualifier.isNone, let t = qualifiedTypeOf(qualifier) { return t }
            return currentClassType()
        case .superExpr:
            let qualifier = tree.child(e, Slot.Super.qualifier)
            if !qualifier.isNone, let t = qualifiedTypeOf(qualifier) {
                // `Iface.super` names the interface; `Outer.super` the outer class's superclass.
                if case .declared(let id, _) = t, symbols.isInterface(id) { return t }
                return relations.directSupertypes(t).first ?? symbols.object
            }
            return relations.directSupertypes(currentClassType()).first ?? symbols.object
        case .classLiteral:
            let typeNode = tree.child(e, Slot.ClassLiteral.type)
            var t: JavaType
            switch tree.kind(typeNode) {
            case .name, .fieldAccess: t = qualifiedTypeOf(typeNode) ?? .unresolved(tree.text(typeNode))
            default: t = recordType(typeNode)
            }
            if case .primitive(let p) = t { t = symbols.boxed(p) }
            if t == .void { t = symbols.named("java.lang.Void") }
            return symbols.named("java.lang.Class", [t])
        case .switchExpr:
            return attributeSwitch(e, isExpression: true, expected: expected)
        case .constructorCall:
            let isSuper = node.flags == 1
            let qualifier = tree.child(e, Slot.ConstructorCall.qualifier)
            if !qualifier.isNone { _ = attribute(qualifier, expected: nil) }
            let owner = currentClassType()
            let target = isSuper ? (relations.directSupertypes(owner).first ?? symbols.object) : owner
            let args = tree.child(e, Slot.ConstructorCall.arguments)
            let argTypes = attributeArguments(args)
            if let (c, map) = selectOverload(constructors(of: target), argNodes: tree.children(args), argTypes: argTypes, expected: nil) {
                result.bindings[e.index] = .constructor(c.owner, c.index)
                attributePolyArguments(args, candidate: c, map: map)
            }
            return .void
        case .error:
            return .unresolved("error")
        default:
            return .unresolved(String(describing: node.kind))
        }
    }

    /// The constant value of `e` from its children's (already attributed) constants and its binding.
    /// `mutating` only so that calls from the attributor's mutating methods pass `self` in place: a non-mutating
    /// call from there first copies the whole attributor (hundreds of bytes), once per expression.
    mutating func constantValue(_ e: NodeID, type: JavaType) -> ConstantValue? {
        let node = tree[e]
        switch node.kind {
        case .literal:
            return ConstantFolding.literal(tree.source.text, tree.token(node.aux))
        case .parenthesized:
            return result.constant(of: tree.child(e, Slot.Parenthesized.expression))
        case .prefixUnary:
            guard let v = result.constant(of: tree.child(e, Slot.Unary.operand)), let op = TokenKind(rawValue: UInt8(node.aux)) else { return nil }
            return ConstantFolding.unary(op, v)
        case .binary:
            // Both operands' marks first: `"message " + x` reads no value.
            let left = tree.child(e, Slot.Binary.left), right = tree.child(e, Slot.Binary.right)
            guard result.mayHaveConstant(left), result.mayHaveConstant(right),
                  let a = result.constant(of: left), let b = result.constant(of: right),
                  let op = BinaryOperator(rawValue: node.aux) else { return nil }
            return ConstantFolding.binary(op, a, b)
        case .cast:
            guard let v = result.constant(of: tree.child(e, Slot.Cast.operand)) else { return nil }
            return ConstantFolding.cast(v, to: type, isString: symbols.isString(type))
        case .conditional:
            guard case .boolean(let c)? = result.constant(of: tree.child(e, Slot.Conditional.condition)),
                  let a = result.constant(of: tree.child(e, Slot.Conditional.then)),
                  let b = result.constant(of: tree.child(e, Slot.Conditional.else_)) else { return nil }
            return Self.converted(c ? a : b, to: type, symbols: symbols)
        case .name, .fieldAccess:
            switch result.bindings[e.index] {
            case .field(let owner, let index)?:
                // Read in place: binding the field to a local would copy it (name, type) for every field reference.
                guard symbols[owner].fields[index].modifiers.contains(.final) else { return nil }
                return symbols[owner].fields[index].constantValue
            case .local(let declaration)?:
                return scopes.constant(declaredAt: declaration)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    mutating func literalType(_ k: TokenKind) -> JavaType {
        switch k {
        case .intLiteral: return .int
        case .longLiteral: return .long
        case .floatLiteral: return .float
        case .doubleLiteral: return .double
        case .charLiteral: return .char
        case .stringLiteral, .textBlock: return symbols.string
        case .trueLiteral, .falseLiteral: return .boolean
        default: return .null
        }
    }

    mutating func currentClassType() -> JavaType {
        guard let id = enclosingTypes.first else { return .unresolved("this") }
        return .declared(id, symbols.ownTypeArguments(of: id))
    }

    /// A name or field-access chain used as a type (`Outer.this`, `java.util.List.class`).
    mutating func qualifiedTypeOf(_ n: NodeID) -> JavaType? {
        _ = attribute(n, expected: nil)
        if case .type(let id)? = result.bindings[n.index] { return .declared(id, []) }
        return nil
    }

    // MARK: Names

    /// The innermost local of that name: its declaring node and type. By index, so that the locals passed over
    /// are compared in place, not copied.
    /// `mutating` only so that calls from the attributor's mutating methods pass `self` in place: a non-mutating
    /// call from there first copies the whole attributor (hundreds of bytes), once per expression.
    mutating func lookupLocal(_ name: Int32) -> (node: NodeID, type: JavaType)? {
        scopes.lookup(name).map { (scopes.locals[$0].node, scopes.locals[$0].type) }
    }

    /// A field named `name` in `type` or its supertypes, with the type as seen from `type`.
    /// `nameID`: `name`'s ID in `names`, when the caller has it.
    mutating func findField(_ name: String, nameID: Int32? = nil, in type: JavaType) -> (TypeSymbolID, Int, JavaType)? {
        // Fast path: most names are not fields of anything in the hierarchy.
        guard case .declared(let id0, _) = relations.upperBound(type) else { return nil }
        let local = nameID ?? names.id(name)
        let member = hierarchy.memberNameID(local, symbols: symbols)
        if let i = symbols[id0].fields.firstIndex(where: { $0.isNamed(name, member) }) {
            return (id0, i, fieldType(id0, i, in: relations.upperBound(type)))
        }
        guard hierarchy.typeDeclaringField(name, nameID: local, from: id0, symbols: symbols) != nil else { return nil }
        for current in typeAndSupertypes(type).dropFirst() {
            guard case .declared(let id, _) = current else { continue }
            if let i = symbols[id].fields.firstIndex(where: { $0.isNamed(name, member) }) {
                return (id, i, fieldType(id, i, in: current))
            }
        }
        return nil
    }

    mutating func fieldType(_ id: TypeSymbolID, _ i: Int, in view: JavaType) -> JavaType {
        guard case .declared(_, let args) = view else { return symbols[id].fields[i].type }
        let map = relations.substitution(for: id, args: args)
        return captured(relations.substitute(symbols[id].fields[i].type, map), declared: symbols[id].fields[i].type, receiverMap: map)
    }

    mutating func attributeName(_ e: NodeID) -> JavaType {
        let nameID = self.nameID(e)
        if let local = lookupLocal(nameID) {
            result.bindings[e.index] = .local(local.node)
            return local.type
        }
        // Past the locals, the answer depends only on the file, the enclosing types and, unless a method type
        // variable or local class of that name shadows the rest, nothing else: memoised like type names.
        let meaning: SimpleNameMeaning
        if typeScope.typeVariables.isEmpty && typeScope.localTypes.isEmpty || !isShadowedByMethodScope(names.string(nameID)) {
            let key = HierarchyCache.ScopedNameKey(file: file, enclosing: enclosingTypes.first, name: nameID)
            if let known = hierarchy.simpleNames[key] {
                meaning = known
            } else {
                meaning = meaningOfSimpleName(names.string(nameID), nameID: nameID)
                hierarchy.simpleNames[key] = meaning
            }
        } else {
            meaning = meaningOfSimpleName(names.string(nameID), nameID: nameID)
        }
        switch meaning {
        case .field(let owner, let index, let t):
            result.bindings[e.index] = .field(owner, index)
            return t
        case .type(let id):
            result.bindings[e.index] = .type(id)
            return .declared(id, [])
        case .package:
            // Possibly a package prefix (`java` in `java.util.List`); decided by what follows.
            let name = names.string(nameID)
            result.bindings[e.index] = .package(name)
            return .unresolved(name)
        case .unresolved:
            let name = names.string(nameID)
            unresolved.append(UnresolvedName(file: file, offset: tree.range(e).lowerBound, name: name, kind: .name))
            return .unresolved(name)
        }
    }

    /// Whether a method type variable or local class named `name` is in scope (it shadows fields and types).
    mutating func isShadowedByMethodScope(_ name: String) -> Bool {
        typeScope.typeVariables.contains(where: { $0.name == name }) || typeScope.localTypes[name] != nil
    }

    /// What a simple expression name that is not a local variable denotes: a field of an enclosing type (or
    /// inherited), a statically imported field, a type, or possibly a package.
    mutating func meaningOfSimpleName(_ name: String, nameID: Int32) -> SimpleNameMeaning {
        for enclosing in enclosingTypes {
            // Memoised: no field of that name in the type or its supertypes, so `findField` would find none.
            if hierarchy.typeDeclaringField(name, nameID: nameID, from: enclosing, symbols: symbols) == nil { continue }
            let selfType: JavaType = .declared(enclosing, symbols.ownTypeArguments(of: enclosing))
            if let (owner, index, t) = findField(name, nameID: nameID, in: selfType) { return .field(owner, index, t) }
        }
        if let owners = typeScope.imports.staticSingleImports[name] {
            for owner in owners {
                if let id = symbols.lookup(qualifiedName: owner), let (o, i, t) = findField(name, nameID: nameID, in: .declared(id, [])) {
                    return .field(o, i, t)
                }
            }
        }
        for owner in typeScope.imports.staticOnDemandImports {
            if let id = symbols.lookup(qualifiedName: owner), let (o, i, t) = findField(name, nameID: nameID, in: .declared(id, [])) {
                return .field(o, i, t)
            }
        }
        if case .declared(let id, _)? = resolver.resolveSimpleName(name, nameID: nameID, scope: typeScope) { return .type(id) }
        if symbols.isPackage(name) || name.first?.isLowercase == true { return .package }
        return .unresolved
    }

    mutating func attributeFieldAccess(_ e: NodeID) -> JavaType {
        let targetNode = tree.child(e, Slot.FieldAccess.target)
        let targetType = attribute(targetNode, expected: nil)
        let nameID = self.nameID(e)
        let name = names.string(nameID)
        switch result.bindings[targetNode.index] {
        case .package(let pkg)?:
            let qualified = pkg + "." + name
            if let id = symbols.lookup(qualifiedName: qualified) {
                result.bindings[e.index] = .type(id)
                return .declared(id, [])
            }
            result.bindings[e.index] = .package(qualified)
            if symbols.isPackage(qualified) { return .unresolved(qualified) }
            // Neither a type nor a known package: report the whole name once, at its start.
            if !symbols.isPackage(pkg) {
                unresolved.append(UnresolvedName(file: file, offset: tree.range(e).lowerBound, name: qualified, kind: .name))
                result.bindings[e.index] = nil
            }
            return .unresolved(qualified)
        case .type(let id)?:
            if let (owner, index, t) = findField(name, nameID: nameID, in: .declared(id, [])) {
                result.bindings[e.index] = .field(owner, index)
                return t
            }
            if let member = resolver.memberType(named: name, in: id) {
                result.bindings[e.index] = .type(member)
                return .declared(member, [])
            }
        default:
            if case .array = targetType, name == "length" {
                result.bindings[e.index] = .arrayLength
                return .int
            }
            if let (owner, index, t) = findField(name, nameID: nameID, in: targetType) {
                result.bindings[e.index] = .field(owner, index)
                return t
            }
        }
        if !targetType.isUnresolved {
            unresolved.append(UnresolvedName(file: file, offset: tree.range(e).lowerBound, name: symbols.display(targetType) + "." + name, kind: .member))
        }
        return .unresolved(name)
    }

    // MARK: Operators

    mutating func attributeBinary(_ e: NodeID) -> JavaType {
        // Long `a + b + c + …` chains nest on the left; walk them without deep recursion.
        var chain: [NodeID] = [e]
        var left = tree.child(e, Slot.Binary.left)
        while tree.kind(left) == .binary && chain.count < 100_000 {
            chain.append(left)
            left = tree.child(left, Slot.Binary.left)
        }
        var leftType = attribute(left, expected: nil)
        // A run of string constants (`"…" + "…" + …`, the charset tables have thousands) is built in one buffer;
        // each inner node's value is a prefix of the run's last (see `FileAttribution.stringPrefixes`).
        var run = StringConstantRun()
        for node in chain.reversed() {
            let nodeOp = BinaryOperator(rawValue: tree[node].aux) ?? .add
            let right = tree.child(node, Slot.Binary.right)
            let rightType = attribute(right, expected: nil)
            let t = binaryResultType(nodeOp, leftType, rightType)
            if node != e {
                let previous = store(t, at: node)
                // The left operand is the run's last node: its value is the run's text (`ConstantFolding.concat`).
                if !run.nodes.isEmpty, BinaryOperator(rawValue: tree[node].aux) == .add,
                   let r = result.constant(of: right), let piece = ConstantFolding.javaString(r) {
                    run.text.append(piece)
                    run.nodes.append((node, run.text.utf8.count))
                } else {
                    endRun(&run)
                    if let value = constantValue(node, type: t) {
                        if case .string(let text) = value {
                            run.text = text
                            run.nodes = [(node, text.utf8.count)]
                        } else {
                            result.setConstant(value, at: node)
                            result.removeStringPrefix(at: node)
                        }
                    }
                }
                count(t, replacing: previous)
            }
            leftType = t
        }
        endRun(&run)
        return leftType
    }

    /// Stores a run's text as the constant of its last node, and the others as prefixes of it.
    mutating func endRun(_ run: inout StringConstantRun) {
        guard let last = run.nodes.last else { return }
        result.setConstant(.string(run.text), at: last.node)
        result.removeStringPrefix(at: last.node)
        for (node, utf8Count) in run.nodes.dropLast() {
            // An argument attributed a second time records its constants again; the latest wins.
            result.removeConstant(at: node)
            result.setStringPrefix(FileAttribution.StringPrefix(outer: last.node, utf8Count: utf8Count), at: node)
        }
        run = StringConstantRun()
    }

    mutating func binaryResultType(_ op: BinaryOperator, _ a: JavaType, _ b: JavaType) -> JavaType {
        switch op {
        case .logicalAnd, .logicalOr, .equal, .notEqual, .less, .greater, .lessEqual, .greaterEqual:
            return .boolean
        case .add where symbols.isString(a) || symbols.isString(b):
            return symbols.string
        case .shiftLeft, .shiftRight, .unsignedShiftRight:
            return relations.unaryPromotion(a).map { .primitive($0) } ?? a
        case .bitAnd, .bitOr, .bitXor:
            if (a == .boolean || symbols.unboxedPrimitive(a) == .boolean) && (b == .boolean || symbols.unboxedPrimitive(b) == .boolean) {
                return .boolean
            }
            return relations.numericPromotion(a, b).map { .primitive($0) } ?? (a.isUnresolved ? a : b)
        default:
            if let p = relations.numericPromotion(a, b) { return .primitive(p) }
            return a.isUnresolved ? a : (b.isUnresolved ? b : .unresolved("operands of \(op.spelling)"))
        }
    }
}

/// Consecutive string-constant nodes of a `+` chain, innermost first, with the UTF-8 length of each one's value.
struct StringConstantRun {
    var text = ""
    var nodes: [(node: NodeID, utf8Count: Int)] = []
}

/// The meaning of a simple expression name beyond the local variables (see `Attributor.meaningOfSimpleName`).
enum SimpleNameMeaning {
    case field(TypeSymbolID, Int, JavaType)
    case type(TypeSymbolID)
    case package
    case unresolved
}
