import Foundation
import JavaSemantics
import JavaSyntax

enum ExpressionLowering {
    /// Java's default value of a field of type `t`.
    static func defaultValue(_ t: JavaType) -> String {
        switch t {
        case .primitive(.boolean): return "false"
        case .primitive(.float), .primitive(.double): return "0.0"
        case .primitive: return "0"
        default: return "nil"
        }
    }

    /// An integral divisor that can neither be zero nor -1 (so Swift's `/` cannot trap).
    static func isSafeDivisor(_ c: ConstantValue?) -> Bool {
        switch c {
        case .int(let v)?: return v != 0 && v != -1
        case .long(let v)?: return v != 0 && v != -1
        case .char(let v)?: return v != 0
        default: return false
        }
    }

    static func swiftPrimitive(_ p: PrimitiveType) -> String {
        switch p {
        case .boolean: return "Bool"
        case .byte: return "Int8"
        case .short: return "Int16"
        case .char: return "UInt16"
        case .int: return "Int32"
        case .long: return "Int64"
        case .float: return "Float"
        case .double: return "Double"
        }
    }

    /// `"…"`: a Swift string literal for Java text.
    static func stringLiteral(_ text: String) -> String { "\"" + stringLiteralBody(Array(text.utf16)) + "\"" }

    /// A Swift string literal for Java text (escapes for quotes, backslashes and control characters).
    static func stringLiteralBody(_ units: [UInt16]) -> String {
        var out = ""
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// Library members the translator knows how to write in Swift. A seed: the mapping-rule files under
/// `Mappings/` (issue 5) replace this table.
enum LibraryCalls {
    static func `throws`(owner: String, method: MethodSymbol) -> Bool {
        switch (owner, method.name) {
        case ("java.lang.String", "charAt"), ("java.lang.String", "substring"), ("java.lang.String", "repeat"): return true
        case ("java.lang.Math", "floorDiv"), ("java.lang.Math", "floorMod"): return true  // / by zero
        case ("java.io.PrintStream", _), ("java.lang.String", _), ("java.lang.Math", _): return false
        case ("java.lang.Throwable", "getMessage"), ("java.lang.Throwable", "getLocalizedMessage"), ("java.lang.Throwable", "getCause"),
             ("java.lang.Throwable", "toString"): return false
        default: return true
        }
    }

    /// Library constructors the translator writes itself (no rule says whether they throw): those of a byte
    /// range check its bounds.
    static func `throws`(constructorOf owner: String, _ constructor: MethodSymbol) -> Bool {
        owner == "java.lang.String" && constructor.parameterTypes.count >= 3 && constructor.parameterTypes[0] == .array(.primitive(.byte))
    }
}

extension FileTranslator {
    func type(_ e: NodeID) -> JavaType { attribution.type(of: e) ?? .unresolved("?") }

    /// Marks the expression being lowered as throwing; the statement it ends up in gets one leading `try`
    /// (Swift does not allow `try` to the right of an operator).
    mutating func throwing(_ text: String) -> String {
        throwsInExpression = true
        return text
    }

    /// Lowers one whole expression of a statement, with `try` in front when anything in it throws.
    mutating func expression(_ make: (inout FileTranslator) -> String) -> String {
        let saved = throwsInExpression
        throwsInExpression = false
        let text = make(&self)
        let result = throwsInExpression ? Self.placingTry(in: text) : text
        throwsInExpression = saved
        return result
    }

    /// Lowers a part of an expression that may need a `try` of its own (in a closure the outer `try` does not
    /// reach), and tells whether it throws; the whole expression still counts as throwing when the part does.
    mutating func notingThrows<T>(_ make: (inout FileTranslator) -> T) -> (T, throws: Bool) {
        let saved = throwsInExpression
        throwsInExpression = false
        let result = make(&self)
        let partThrows = throwsInExpression
        throwsInExpression = saved || partThrows
        return (result, partThrows)
    }

    /// `try` where Swift code puts it: after `x = ` when the target is a plain name or property path (it
    /// cannot throw), else in front of the whole statement.
    static func placingTry(in text: String) -> String {
        if let range = text.range(of: " = ") {
            let target = text[..<range.lowerBound]
            if let first = target.first, first.isLetter || first == "_",
               target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                return target + " = try " + text[range.upperBound...]
            }
        }
        return "try " + text
    }

    /// Whether the Swift value of `t` is optional (references may be null in Java).
    func isOptional(_ t: JavaType) -> Bool {
        switch t {
        case .primitive, .void: return false
        default: return true
        }
    }

    /// `e` as a Swift condition.
    mutating func lowerCondition(_ e: NodeID) -> String {
        let t = type(e)
        if t == .boolean { return lower(e) }
        return unwrapped(lower(e))  // a Boolean object: unboxing null throws in Java
    }

    /// A value that Java dereferences or unboxes: `x!`, or inside a try block catching NullPointerException,
    /// `javaNonNull(x)`, which throws it.
    mutating func unwrapped(_ text: String) -> String {
        nullDereferenceThrows ? throwing("javaNonNull(\(text))") : "\(text)!"
    }

    /// `e` where a non-optional value is needed (a receiver, a thrown exception, an iterated array).
    mutating func lowerNonNull(_ e: NodeID) -> String {
        // A call without a receiver (`getMessage()` inside an exception class) is on `self`, or an enclosing instance.
        if e.isNone { return implicitReceiverPath ?? "self" }
        let text = lower(e)
        if isOptional(type(e)) && !isKnownNonNull(e) { return unwrapped(parenthesized(e, text)) }
        return text
    }

    /// Expressions whose Swift value is not optional: `this`, creations, literals, `System.out`/`err`.
    func isKnownNonNull(_ e: NodeID) -> Bool {
        // Constants are lowered as literals, except the program's constant fields and constant locals
        // (`final String digits = "…"`), read as their (optional) properties and variables.
        if attribution.constant(of: e) != nil {
            switch attribution.binding(of: e) {
            case .field(let owner, _)? where symbols[owner].declaration != nil && (tree.kind(e) == .name || tree.kind(e) == .fieldAccess): break
            case .local? where tree.kind(e) == .name: break
            default: return true
            }
        }
        switch tree.kind(e) {
        case .this, .newClass, .literal, .newArray, .arrayInitializer, .classLiteral: return true
        case .binary: return symbols.isString(type(e))  // a concatenation is an interpolated String literal
        case .parenthesized: return isKnownNonNull(tree.child(e, Slot.Parenthesized.expression))
        // `(c ? new ArrayList<String>() : new Vector<String>()).size()`: Swift's conditional of two plain values is plain.
        case .conditional: return isKnownNonNull(tree.child(e, Slot.Conditional.then)) && isKnownNonNull(tree.child(e, Slot.Conditional.else_))
        case .cast:
            // `((IntBinaryOperator) Integer::sum).applyAsInt(…)`: the cast of a closure is the closure.
            let operand = tree.child(e, Slot.Cast.operand)
            return [.lambda, .methodReference].contains(tree.kind(operand))
        case .methodCall:
            // `toString()` of the program's classes is `JavaObject`'s non-optional requirement.
            if case .method(let owner, let index)? = attribution.binding(of: e), symbols[owner].methods[index].name == "toString",
               tree.list(e, Slot.MethodCall.arguments).isEmpty, symbols[owner].declaration != nil {
                return true
            }
            // A rule marked `nonnull`, or one that writes one of the runtime's string conversions (`javaStringOf(…)`
            // for Object's `toString()`, `String(…)` for `Integer.toString(int)`), gives a plain value.
            if case .method(let owner, let index)? = attribution.binding(of: e), symbols[owner].declaration == nil,
               let mapped = program.mappings.template(site: symbols[owner].methods[index].isStatic ? owner : librarySite(e, owner: owner),
                                                      member: symbols[owner].methods[index].name, method: symbols[owner].methods[index], symbols: symbols),
               mapped.template.nonNull || { if case .text(let head)? = mapped.template.parts.first { ["javaStringOf(", "String(", "JavaString.valueOf("].contains(head) } else { false } }() {
                return true
            }
            // String's methods and the runtime's string conversions never return null, and their Swift
            // results are not optional.
            guard case .method(let owner, let index)? = attribution.binding(of: e), symbols[owner].declaration == nil else { return false }
            let ownerName = program.mappings.translatedTypeName(symbols[owner].qualifiedName)
            let callTarget = tree.child(e, Slot.MethodCall.target)
            if !callTarget.isNone, tree.kind(callTarget) == .superExpr { return true }  // super.toString() of an enum
            let name = symbols[owner].methods[index].name
            // `Integer.valueOf(3)` and friends are lowered to the plain value.
            if name == "valueOf", PrimitiveType.unboxed(qualifiedName: ownerName) != nil, program.mappings.template(site: owner, member: name, method: symbols[owner].methods[index], symbols: symbols) == nil {
                return true
            }
            // Arrays.toString and deepToString print null as "null": the runtime's results are plain strings.
            return ownerName == "java.lang.String" || ownerName == "java.security.MessageDigest" || (ownerName == "java.lang.StringBuilder" && name == "toString")
                || (ownerName == "java.util.Arrays" && (name == "toString" || name == "deepToString"))
                || ((ownerName == "java.lang.Integer" || ownerName == "java.lang.Long") && name == "toHexString"
                    && program.mappings.template(site: owner, member: name, method: symbols[owner].methods[index], symbols: symbols) == nil)
                || ((ownerName == "java.lang.StringBuilder" || ownerName == "java.lang.AbstractStringBuilder")
                    && (name == "reverse" || name == "deleteCharAt" || (name == "append" && symbols[owner].methods[index].parameterTypes.count == 1)))
        case .name, .fieldAccess:
            // A caught exception is bound by `catch let e as T`: not optional.
            if case .local(let declaration)? = attribution.binding(of: e), tree.kind(declaration) == .catchClause { return true }
            guard case .field(let owner, let index)? = attribution.binding(of: e) else { return false }
            if symbols[owner].qualifiedName == "java.lang.System" { return ["out", "err", "in"].contains(symbols[owner].fields[index].name) }
            if symbols[owner].qualifiedName == "java.lang.Boolean" { return true }  // TRUE and FALSE, lowered as literals
            // Translated enum constants are non-optional `static let`s.
            return symbols[owner].kind == .enum && symbols[owner].declaration != nil && symbols[owner].enumConstants.contains(symbols[owner].fields[index].name)
        default: return false
        }
    }

    func parenthesized(_ e: NodeID, _ text: String) -> String {
        switch tree.kind(e) {
        case .binary, .conditional, .assignment, .instanceOf, .cast, .prefixUnary: return "(\(text))"
        default: return text
        }
    }

    /// Whether `t` names a type variable anywhere (a class's or a method's).
    static func mentionsTypeVariable(_ t: JavaType) -> Bool {
        switch t {
        case .typeVariable: return true
        case .declared(_, let args): return args.contains(where: mentionsTypeVariable)
        case .array(let e): return mentionsTypeVariable(e)
        case .wildcard(.extends(let b)), .wildcard(.super(let b)): return mentionsTypeVariable(b)
        case .intersection(let ts): return ts.contains(where: mentionsTypeVariable)
        default: return false
        }
    }

    /// A `Key<Integer>` (or an `IntBox extends Box<Integer>`) used as a `Key<?>` or `Box<? extends Number>`: Java's
    /// wildcard takes it, but the program's generic class is a Swift generic class (its generic interface a protocol
    /// with primary associated types), invariant in its parameters, so `Key<Int32>` is not a `Key<Any>` and the
    /// Swift would not compile. Reported for a library call's arguments (`List.of(key)`, `boxes.add(box)`), whose
    /// element types are not opened the way a program method's wildcard parameters are; nil when the spellings agree.
    mutating func invariantGenericClassUse(node e: NodeID, from source: JavaType, to target: JavaType) -> String? {
        guard case .declared(let c, let targetArguments) = target, !targetArguments.isEmpty, symbols[c].declaration != nil,
              symbols[c].kind == .class || symbols[c].kind == .record || symbols[c].kind == .interface,
              case .declared(let s, _) = source, s != c || source != target,
              symbols[s].declaration != nil, case .declared(_, let viewArguments)? = symbols.asSuper(source, c),
              viewArguments.count == targetArguments.count, !targetArguments.contains(where: Self.isOpenedWildcard),
              // Only where Java's wildcard admits other arguments: the other positions are the same types.
              zip(targetArguments, viewArguments).allSatisfy({ t, v in
                  if case .wildcard = t { return true }
                  return t == v
              }), targetArguments != viewArguments,
              targetArguments.contains(where: \.isWildcard),
              // A type variable's argument is Swift's to infer; a wildcard of the value's own is opened alike.
              !targetArguments.contains(where: Self.mentionsTypeVariable),
              !viewArguments.contains(where: \.isWildcard) else { return nil }
        let view = JavaType.declared(c, viewArguments)
        let from = SwiftNames.withoutComments(swiftType(view)), to = SwiftNames.withoutComments(swiftType(target))
        // A generic class tested without its arguments is read through its protocol (`any BoxErased`), which
        // every parameterization conforms to.
        guard from != to, !(to.contains("any ") && !to.contains("<")), !from.contains("untranslated"), !to.contains("untranslated") else { return nil }
        return unsupported(e, "\(symbols.display(source)) used as \(symbols.display(target))",
                           "Swift's generic types are invariant: \(from.dropLast()) is not a \(to.dropLast())",
                           replacement: "Give the variable, parameter or element the value's own type arguments, or make the code generic over them",
                           typed: false)
    }

    /// `e` converted to `target` (JLS §5: widening, boxing, unboxing), as Swift needs explicitly.
    mutating func lowerConverted(_ e: NodeID, to target: JavaType) -> String {
        let source = type(e)
        // `List<Integer>[] buckets = new List[3]`: the raw creation (an unchecked conversion in Java) takes the
        // target's type arguments, Swift's generic types being invariant.
        if tree.kind(e) == .newArray, tree.child(e, Slot.NewArray.initializer).isNone,
           case .array(let targetElement) = target, case .array(let sourceElement) = source,
           targetElement != sourceElement, symbols.erasure(targetElement) == sourceElement {
            return lowerNewArray(e, elementType: targetElement)
        }
        let text = lower(e)
        return convert(text, from: source, to: target, node: e)
    }

    mutating func convert(_ text: String, from source: JavaType, to target: JavaType, node e: NodeID) -> String {
        if let closure = programObjectAsClosure(text, node: e, from: source, to: target) { return closure }
        if isCovariantArrayUse(from: source, to: target) { return covariantArrayReport(e, from: source, to: target) }
        // A value added through `List<? super Integer>`: the opened parameter is a supertype of its type.
        if Self.isOpenedWildcard(target), source != target, source != .null {
            let boxed = convert(text, from: source, to: symbols.object, node: e)
            return "(\(Self.isPostfixSafe(boxed) ? boxed : "(\(boxed))") as! \(swiftType(target)))"
        }
        let targetPrimitive = target.primitive ?? symbols.unboxedPrimitive(target)
        guard let tp = targetPrimitive else {
            // A literal boxed to Object, Number or a type variable: Swift would make `1` an Int and `1.5f`
            // a Double; the box keeps the Java type.
            if case .primitive(let sp) = source, target.isReference, target != .null, sp != .boolean, sp != .double,
               tree.kind(e) == .literal || attribution.constant(of: e) != nil {
                return "(\(text) as \(ExpressionLowering.swiftPrimitive(sp)))"
            }
            // So is a conditional's: `c ? 1 : 2L` boxed is a Long, and its arms are literals.
            if case .primitive(let sp) = source, target.isReference, target != .null, sp != .boolean,
               tree.kind(e) == .conditional {
                return "((\(text)) as \(ExpressionLowering.swiftPrimitive(sp)))"
            }
            return text
        }
        // A constant operation (`Integer.MAX_VALUE + 1`) inside a conversion would let Swift type its literals
        // as the target type and compute something else: write the converted value instead.
        if tree.kind(e) != .literal, tree.kind(e) != .name, tree.kind(e) != .fieldAccess, tp != .boolean,
           let value = attribution.constant(of: e), let converted = ConstantFolding.cast(value, to: .primitive(tp), isString: false) {
            return "(\(constantLiteral(converted)) as \(ExpressionLowering.swiftPrimitive(tp)))"
        }
        var sp = source.primitive
        var value = text
        if sp == nil, let unboxed = symbols.unboxedPrimitive(source) {
            sp = unboxed
            if target.primitive != nil && !isKnownNonNull(e) { value = unwrapped(parenthesized(e, text)) }
        }
        guard let sp, sp != tp else { return value }
        // A float literal widened: the double nearest the float (`0.1f` is 0.10000000149011612), not the text.
        if sp == .float, tp == .double, tree.kind(e) == .literal, case .float(let f)? = attribution.constant(of: e) {
            return constantLiteral(.double(Double(f)))
        }
        // Literals adapt to their context in Swift; everything else converts explicitly.
        if tree.kind(e) == .literal, sp != .char, tp != .char, !(sp == .long && tp != .long), sp.isIntegral || !tp.isIntegral {
            if tp == .float || tp == .double, sp.isIntegral { return value + ".0" }
            return value
        }
        return "\(ExpressionLowering.swiftPrimitive(tp))(\(value))"
    }

    /// `e` in its own type's Swift representation.
    mutating func lower(_ e: NodeID) -> String {
        guard !e.isNone else { return implicitReceiverPath ?? "self" }
        let node = tree[e]
        // Constant float arithmetic and floating casts are written as their value: Swift would type `1.0 / 3` as
        // Double arithmetic, and read `Double(0.1)` (from `(double) 0.1f`) as a Double literal.
        if let c = attribution.constant(of: e) {
            switch (node.kind, c) {
            case (.binary, .float), (.prefixUnary, .float), (.cast, .float), (.cast, .double): return constantLiteral(c)
            default: break
            }
        }
        switch node.kind {
        case .literal:
            return lowerLiteral(e)
        case .parenthesized:
            let inner = tree.child(e, Slot.Parenthesized.expression)
            return "(\(lower(inner)))"
        case .name:
            return lowerName(e)
        case .fieldAccess:
            return lowerFieldAccess(e)
        case .this:
            return tree.child(e, Slot.This.qualifier).isNone ? "self" : lowerQualifiedThis(e)
        case .binary:
            return lowerBinary(e)
        case .prefixUnary:
            return lowerPrefix(e)
        case .conditional:
            let t = type(e)
            return "\(lowerCondition(tree.child(e, Slot.Conditional.condition))) ? \(lowerConverted(tree.child(e, Slot.Conditional.then), to: t)) : \(lowerConverted(tree.child(e, Slot.Conditional.else_), to: t))"
        case .cast:
            return lowerCast(e)
        case .methodCall:
            return lowerCall(e)
        case .newClass:
            return lowerNew(e)
        case .arrayAccess:
            return throwing("\(lowerNonNull(tree.child(e, Slot.ArrayAccess.array))).get(\(lowerConverted(tree.child(e, Slot.ArrayAccess.index), to: .int)))")
        case .newArray:
            return lowerNewArray(e)
        case .arrayInitializer:
            guard case .array(let element) = type(e) else { return unsupported(e, "array initializer", "element type unknown") }
            return "JavaArray<\(swiftType(element))>([\(tree.children(e).map { lowerConverted($0, to: element) }.joined(separator: ", "))])"
        case .postfixUnary:
            return lowerIncrement(e, prefix: false)
        case .switchExpr:
            return lowerSwitchExpression(e)
        case .lambda:
            return lowerLambda(e)
        case .methodReference:
            return lowerMethodReference(e)
        case .instanceOf where tree.kind(tree.child(e, Slot.InstanceOf.type)) != .typePattern:
            let t = type(tree.child(e, Slot.InstanceOf.type))
            // Boxed numbers are Swift numbers: `Number` is any of them.
            if case .declared(let id, _) = t, symbols[id].qualifiedName == "java.lang.Number" {
                return "javaIsNumber(\(lower(tree.child(e, Slot.InstanceOf.operand))))"
            }
            if isTestableCharSequence(t) { return "javaIsCharSequence(\(lower(tree.child(e, Slot.InstanceOf.operand))))" }
            let operand = tree.child(e, Slot.InstanceOf.operand)
            if let kind = erasedCollectionKind(t) {
                return kind == .map ? "javaIsMap(\(lower(operand)))" : "javaIsCollection(\(lower(operand)), .\(kind))"
            }
            if let reported = unsupportedTypeTest(e, type: tree.child(e, Slot.InstanceOf.type)) { return reported }
            guard let tested = testedType(t, operand: operand) else {
                // Not reported above: the program's generic class, tested through its protocol without arguments.
                guard case .declared(let id, _) = t else { return lower(operand) }
                return "\(lower(operand)) is any \(program.erasedProtocolName(id))"
            }
            return "\(lower(operand)) is \(swiftType(tested).dropLast())"
        case .instanceOf:
            return lowerPatternMatch(e)
        case .assignment:
            return lowerAssignmentExpression(e)
        case .classLiteral:
            return lowerClassLiteral(e)
        default:
            return unsupported(e, "\(node.kind) expression", "this expression is not translated yet")
        }
    }

    /// `x = v` used as a value (`while ((line = next()) != null)`, `a = b = 0`): assigns, then yields `v`.
    mutating func lowerAssignmentExpression(_ e: NodeID) -> String {
        let target = tree.child(e, Slot.Assignment.target)
        if let binary = AssignmentOperator(rawValue: tree[e].aux)?.binaryOperator {
            let value = tree.child(e, Slot.Assignment.value)
            return lowerUpdate(e, target: target, returningOld: false) { $0.compoundValue(target, value, binary, current: $1) }
        }
        if AssignmentOperator(rawValue: tree[e].aux) == .assign, tree.kind(target) == .arrayAccess, case .array(let element) = type(tree.child(target, Slot.ArrayAccess.array)) {
            return throwing("\(lowerNonNull(tree.child(target, Slot.ArrayAccess.array))).assign(\(lowerConverted(tree.child(target, Slot.ArrayAccess.index), to: .int)), \(lowerConverted(tree.child(e, Slot.Assignment.value), to: element)))")
        }
        guard AssignmentOperator(rawValue: tree[e].aux) == .assign, tree.kind(target) == .name || tree.kind(target) == .fieldAccess,
              attribution.binding(of: target) != nil else {
            return unsupported(e, "assignment expression", "only `=` to a variable or field is translated inside an expression so far")
        }
        let t = type(target)
        // Java evaluates the target's object before the value (JLS §15.26.1); `lower` of a field access
        // names it inline, so a receiver with side effects is not supported here.
        if tree.kind(target) == .fieldAccess, !isSideEffectFree(tree.child(target, Slot.FieldAccess.target)) {
            return unsupported(e, "assignment expression", "the field's object has side effects")
        }
        return "javaAssign(&\(lower(target)), \(lowerConverted(tree.child(e, Slot.Assignment.value), to: t)))"
    }

    mutating func lowerLiteral(_ e: NodeID) -> String {
        let token = tree.token(tree[e].aux)
        let text = tree.text(ofToken: tree[e].aux)
        switch token.kind {
        case .intLiteral, .longLiteral:
            guard case .value(let v) = LiteralValue.integer(tree.source.text, token, negated: true) else { return text }
            // Octal, hex with the sign bit, or MIN_VALUE: write the value Swift should see.
            return String(v)
        case .floatLiteral, .doubleLiteral:
            guard let v = LiteralValue.floating(tree.source.text, token) else { return text }
            let f = token.kind == .floatLiteral ? Double(Float(v)) : v
            if f.isInfinite || f.isNaN { return text }
            var s = token.kind == .floatLiteral ? "\(Float(v))" : "\(v)"
            if !s.contains(".") && !s.contains("e") && !s.contains("n") { s += ".0" }
            return s
        case .charLiteral:
            guard let units = LiteralValue.utf16(tree.source.text, token), units.count == 1 else { return text }
            return "UInt16(\(units[0]))"
        case .stringLiteral, .textBlock:
            guard let units = LiteralValue.utf16(tree.source.text, token) else { return "\"\"" }
            return "\"\(ExpressionLowering.stringLiteralBody(units))\""
        case .trueLiteral: return "true"
        case .falseLiteral: return "false"
        default: return "nil"
        }
    }

    mutating func lowerName(_ e: NodeID) -> String {
        let name = tree.name(e)
        switch attribution.binding(of: e) {
        case .local(let declaration)?:
            return patternNames[declaration] ?? SwiftNames.identifier(name)
        case .field(let owner, let index)?:
            let field = symbols[owner].fields[index]
            if symbols[owner].declaration == nil { return libraryField(owner: owner, field: field, node: e) }
            let swiftName = fieldName(owner, name)
            if field.isStatic { return "\(program.staticFieldScopeName(owner)).\(swiftName)" }
            if let path = outerPath(to: owner) { return "\(path).\(swiftName)" }
            return isLocal(name) || swiftName != SwiftNames.identifier(name) ? "self.\(swiftName)" : swiftName
        case .type(let id)?:
            return symbols[id].declaration != nil ? program.swiftTypeName(id) : unmappedLibrary(e, site: id, member: nil, "type \(symbols[id].qualifiedName) used as a value")
        default:
            return unsupported(e, "name \(name)", "the name did not resolve", rule: "J2S-UNR-003")
        }
    }

    mutating func lowerFieldAccess(_ e: NodeID) -> String {
        let target = tree.child(e, Slot.FieldAccess.target)
        let name = tree.name(e)
        switch attribution.binding(of: e) {
        case .arrayLength?:
            return "\(lowerNonNull(target)).length"
        case .field(let owner, let index)?:
            let field = symbols[owner].fields[index]
            if symbols[owner].declaration == nil { return libraryField(owner: owner, field: field, node: e) }
            if field.isStatic { return "\(program.staticFieldScopeName(owner)).\(fieldName(owner, name))" }
            // `super.name`: the superclass's field, hidden here (its Swift name is its own).
            if tree.kind(target) == .superExpr, tree.child(target, Slot.Super.qualifier).isNone { return "super.\(fieldName(owner, name))" }
            if isErased(type(target)) { return "\(lowerNonNull(target)).\(ProgramTranslator.erasedFieldName(name))" }
            return "\(lowerNonNull(target)).\(fieldName(owner, name))"
        default:
            return unsupported(e, "member \(name)", "the member did not resolve", rule: "J2S-UNR-003")
        }
    }

    mutating func libraryField(owner: TypeSymbolID, field: FieldSymbol, node e: NodeID) -> String {
        let ownerName = symbols[owner].qualifiedName
        if ownerName == "java.lang.System" && ["out", "err", "in"].contains(field.name) { return "System.\(field.name == "in" ? "`in`" : field.name)" }
        // A constant with a rule keeps its name (`JavaCalendar.HOUR_OF_DAY` reads better than `11`); others are
        // written as their value.
        if field.constantValue != nil, let mapped = mappedField(owner: owner, field: field) { return mapped }
        if let c = field.constantValue { return constantLiteral(c) }
        if let mapped = mappedField(owner: owner, field: field) { return mapped }
        return unmappedLibrary(e, site: owner, member: field.name, "\(ownerName).\(field.name)")
    }

    func constantLiteral(_ c: ConstantValue) -> String {
        switch c {
        case .boolean(let b): return b ? "true" : "false"
        case .char(let v): return "UInt16(\(v))"
        case .int(let v): return v == Int32.min ? "Int32.min" : String(v)
        case .long(let v): return v == Int64.min ? "Int64.min" : String(v)
        // `Float(literal)` is the literal typed as Float (SE-0213): a bare one would be a Double.
        case .float(let v): return v.isNaN ? "Float.nan" : v.isInfinite ? (v > 0 ? "Float.infinity" : "-Float.infinity") : "Float(\(v))"
        case .double(let v): return v.isNaN ? "Double.nan" : v.isInfinite ? (v > 0 ? "Double.infinity" : "-Double.infinity") : "\(v)"
        case .string(let s): return ExpressionLowering.stringLiteral(s)
        }
    }

    // MARK: Operators

    /// The parts of a string concatenation chain (`a + b + c` where the left side is a String).
    func concatenationParts(_ e: NodeID) -> [NodeID] {
        guard tree.kind(e) == .binary, BinaryOperator(rawValue: tree[e].aux) == .add, symbols.isString(type(e)) else { return [e] }
        let left = tree.child(e, Slot.Binary.left)
        let leftParts = symbols.isString(type(left)) ? concatenationParts(left) : [left]
        return leftParts + [tree.child(e, Slot.Binary.right)]
    }

    /// One part of a concatenation inside an interpolated string, converted as Java converts it (JLS §5.1.11).
    mutating func interpolated(_ part: NodeID) -> String {
        let t = type(part)
        if tree.kind(part) == .literal, tree.token(tree[part].aux).kind == .stringLiteral || tree.token(tree[part].aux).kind == .textBlock,
           let units = LiteralValue.utf16(tree.source.text, tree.token(tree[part].aux)) {
            return ExpressionLowering.stringLiteralBody(units)
        }
        if let c = attribution.constant(of: part), let s = ConstantFolding.javaString(c) {
            return ExpressionLowering.stringLiteralBody(Array(s.utf16))
        }
        switch t {
        case .primitive(.int), .primitive(.long), .primitive(.short), .primitive(.byte), .primitive(.boolean):
            return "\\(\(lower(part)))"
        case .primitive(.char):
            return "\\(JavaString.valueOf(char: \(lower(part))))"
        case .primitive(.float) where attribution.constant(of: part) != nil:
            // A float constant is written as a literal, which Swift would take for a Double (`123456789f` prints
            // 1.23456792E8 as a float, 1.2345679E8 as a double).
            return "\\(JavaString.valueOf(\(lower(part)) as Float))"
        case .primitive(.float), .primitive(.double):
            return "\\(JavaString.valueOf(\(lower(part))))"
        default:
            // `String.valueOf(x)` is already a non-optional String (and `valueOf(valueOf(42))` is ambiguous in Swift).
            if tree.kind(part) == .methodCall, tree.name(part) == "valueOf", case .method(let owner, _)? = attribution.binding(of: part),
               symbols[owner].qualifiedName == "java.lang.String" { return "\\(\(lower(part)))" }
            if symbols.isString(t) || isRuntimeObject(t) { return "\\(JavaString.valueOf(\(lower(part))))" }
            // Boxed numbers and Object: converted by their dynamic type, as Java's String.valueOf(Object) does.
            return "\\(javaStringOf(\(lowerStringOperand(part))))"
        }
    }

    mutating func lowerBinary(_ e: NodeID) -> String {
        guard let op = BinaryOperator(rawValue: tree[e].aux) else { return unsupported(e, "operator", "unknown operator") }
        let t = type(e)
        if op == .add, symbols.isString(t) {
            let body = concatenationParts(e).map { interpolated($0) }.joined()
            // A closure spanning lines inside an interpolation needs a multi-line string literal.
            return body.contains("\n") ? "\"\"\"\n" + body + "\n\"\"\"" : "\"" + body + "\""
        }
        let left = tree.child(e, Slot.Binary.left)
        let right = tree.child(e, Slot.Binary.right)
        let lt = type(left), rt = type(right)
        switch op {
        case .logicalAnd: return "\(operand(left, lowerCondition(left))) && \(operand(right, lowerCondition(right)))"
        case .logicalOr: return "\(operand(left, lowerCondition(left))) || \(operand(right, lowerCondition(right)))"
        case .equal, .notEqual:
            let swiftOp = op == .equal ? "==" : "!="
            if let p = relations.numericPromotion(lt, rt), lt.primitive != nil || rt.primitive != nil {
                return "\(promoted(left, p)) \(swiftOp) \(promoted(right, p))"
            }
            if lt == .boolean || rt == .boolean { return "\(operand(left, lower(left))) \(swiftOp) \(operand(right, lower(right)))" }
            if lt == .null || rt == .null {
                let other = lt == .null ? right : left
                return "\(operand(other, lower(other))) \(swiftOp) nil"
            }
            if let a = getClassReceiver(left), let b = getClassReceiver(right) {
                return "\(op == .equal ? "" : "!")javaSameClass(\(a), \(b))"
            }
            // `x.getClass() == Foo.class`: x's class is exactly Foo.
            for (call, other) in [(left, right), (right, left)] where isClassObject(type(other)) {
                guard let receiver = getClassReceiver(call) else { continue }
                return "\(op == .equal ? "" : "!")\(operand(other, lower(other))).isExactClass(of: \(receiver))"
            }
            // One Class object per class: the runtime's value type compares the classes.
            if isClassObject(lt) && isClassObject(rt) { return "\(op == .equal ? "" : "!")javaSameClassObject(\(lower(left)), \(lower(right)))" }
            if symbols.isString(lt) || symbols.isString(rt) {
                return unsupported(e, "== on strings", "Java compares String references; Swift strings have no identity", rule: "J2S-SEM-004")
            }
            if let boxed = [lt, rt].first(where: { symbols.unboxedPrimitive($0) != nil }) {
                return unsupported(e, "== on \(symbols.display(boxed)) objects", "Java compares box references (equal only for one box or within the valueOf cache); Swift numbers have no identity", rule: "J2S-SEM-004")
            }
            // An operand whose type did not resolve could be a number or a reference: the comparison is not translated
            // (identity would not compile for a number).
            if case .unresolved = lt { return unsupported(e, "comparison", "an operand did not resolve", rule: "J2S-UNR-003") }
            if case .unresolved = rt { return unsupported(e, "comparison", "an operand did not resolve", rule: "J2S-UNR-003") }
            if let closure = [lt, rt].first(where: isClosureType) {
                return unsupported(e, "== on \(symbols.display(closure)) values",
                                   "Java compares the lambda objects' identity, which a Swift closure does not have", rule: "J2S-SEM-006")
            }
            if let adapted = [lt, rt].first(where: { if case .declared(let i, _) = $0 { return program.superAdaptedInterfaces.contains(i) }; return false }) {
                report(e, rule: "J2S-SEM-007", "== on \(symbols.display(adapted)) values: one passed through `? super` is an adapter around the object")
            }
            // Identity needs class references: an Object (`Any?`) side is viewed as one.
            func identityOperand(_ n: NodeID, _ t: JavaType) -> String {
                t == symbols.object ? "(\(lower(n)) as AnyObject?)" : operand(n, lower(n))
            }
            return "\(identityOperand(left, lt)) \(op == .equal ? "===" : "!==") \(identityOperand(right, rt))"
        case .less, .greater, .lessEqual, .greaterEqual:
            guard let p = relations.numericPromotion(lt, rt) else { return unsupported(e, "comparison", "operands are not numeric") }
            return "\(promoted(left, p)) \(op.spelling) \(promoted(right, p))"
        case .bitAnd, .bitOr, .bitXor:
            if t == .boolean {
                // Both operands are evaluated, left to right (no short circuit).
                let name = op == .bitAnd ? "and" : op == .bitOr ? "or" : "xor"
                return "JavaLogic.\(name)(\(lowerCondition(left)), \(lowerCondition(right)))"
            }
            guard case .primitive(let p) = t else { return unsupported(e, "bitwise operator", "operands are not integral") }
            return "\(promoted(left, p)) \(op.spelling) \(promoted(right, p))"
        case .shiftLeft, .shiftRight, .unsignedShiftRight:
            guard case .primitive(let p) = t else { return unsupported(e, "shift", "operand is not integral") }
            let distance = "\(ExpressionLowering.swiftPrimitive(p))(truncatingIfNeeded: \(lower(right)))"
            // A literal receiver needs its type written, or Swift takes it for an `Int`.
            let receiver = tree.kind(left) == .literal || attribution.constant(of: left) != nil
                ? "(\(promoted(left, p)) as \(ExpressionLowering.swiftPrimitive(p)))" : operand(left, promoted(left, p), postfix: true)
            switch op {
            case .shiftLeft: return "\(receiver).javaShiftLeft(\(distance))"
            case .shiftRight: return "\(receiver).javaShiftRight(\(distance))"
            default: return "JavaArithmetic.unsignedShiftRight(\(promoted(left, p)), \(distance))"
            }
        case .add, .subtract, .multiply, .divide, .remainder:
            guard case .primitive(let p) = t else { return unsupported(e, "arithmetic", "operands are not numeric") }
            let a = promoted(left, p), b = promoted(right, p)
            if p.isIntegral {
                switch op {
                case .add: return "\(a) &+ \(b)"
                case .subtract: return "\(a) &- \(b)"
                case .multiply: return "\(a) &* \(b)"
                case .divide:
                    if ExpressionLowering.isSafeDivisor(attribution.constant(of: right)) { return "\(a) / \(b)" }
                    return throwing("JavaArithmetic.divide(\(a), \(b))")
                default:
                    if ExpressionLowering.isSafeDivisor(attribution.constant(of: right)) { return "\(a) % \(b)" }
                    return throwing("JavaArithmetic.remainder(\(a), \(b))")
                }
            }
            switch op {
            case .remainder: return "\(operand(left, a, postfix: true)).truncatingRemainder(dividingBy: \(b))"
            default: return "\(a) \(op.spelling) \(b)"
            }
        }
    }

    var relations: TypeRelationsView { TypeRelationsView(symbols: symbols) }

    /// An operand converted to the promoted type `p`, parenthesized when it is itself an operation.
    mutating func promoted(_ e: NodeID, _ p: PrimitiveType) -> String {
        let text = convert(lower(e), from: type(e), to: .primitive(p), node: e)
        return operand(e, text)
    }

    func operand(_ e: NodeID, _ text: String, postfix: Bool = false) -> String {
        switch tree.kind(e) {
        // A cast written as one postfix expression (`Int64(x)`, `(7.0 as Double)`) binds tighter than any operator.
        case .cast where Self.isPostfixSafe(text): return text
        case .binary, .conditional, .assignment, .instanceOf, .cast: return "(\(text))"
        // Integral negation is `0 &- x` (it wraps like Java's): an additive operation in Swift.
        case .prefixUnary where postfix || text.hasPrefix("0 &- "): return "(\(text))"
        default: return text
        }
    }

    mutating func lowerPrefix(_ e: NodeID) -> String {
        let operandNode = tree.child(e, Slot.Unary.operand)
        let op = TokenKind(rawValue: UInt8(tree[e].aux)) ?? .plus
        switch op {
        case .bang: return "!\(operand(operandNode, lowerCondition(operandNode), postfix: true))"
        case .minus, .plus, .tilde:
            guard case .primitive(let p) = type(e) else { return unsupported(e, "unary \(op.spelling)", "operand is not numeric") }
            if tree.kind(operandNode) == .literal, op == .minus, let c = attribution.constant(of: e) { return constantLiteral(c) }
            let value = promoted(operandNode, p)
            switch op {
            case .plus: return value
            case .tilde: return "~\(value)"
            default: return p.isIntegral ? "0 &- \(value)" : "-\(value)"
            }
        default:
            return lowerIncrement(e, prefix: true)
        }
    }

    /// `x++`, `--x` used as values: runtime helpers that update in place and return Java's value.
    mutating func lowerIncrement(_ e: NodeID, prefix: Bool) -> String {
        let target = tree.child(e, Slot.Unary.operand)
        let op = TokenKind(rawValue: UInt8(tree[e].aux)) ?? .plusPlus
        let t = type(target)
        if case .primitive(let p) = t, p.isIntegral, tree.kind(target) == .name || tree.kind(target) == .fieldAccess {
            let helper = (prefix ? "pre" : "post") + (op == .plusPlus ? "Increment" : "Decrement")
            return "JavaArithmetic.\(helper)(&\(lower(target)))"
        }
        return lowerUpdate(e, target: target, returningOld: !prefix) { $0.incrementedValue(target, op: op, current: $1) }
    }

    /// `x + 1` or `x - 1` in the type of `x` (wrapping like Java's narrowing of `(T)(x + 1)`), from the Swift
    /// text of its current value; a boxed `x` is unboxed (a null one throws).
    mutating func incrementedValue(_ target: NodeID, op: TokenKind, current: String) -> String? {
        let t = type(target)
        guard let p = t.primitive ?? symbols.unboxedPrimitive(t), p != .boolean else { return nil }
        let value = convert(current, from: t, to: .primitive(p), node: target)
        let swiftOp = op == .plusPlus ? "+" : "-"
        return "\(value) \(p.isIntegral ? "&" : "")\(swiftOp) 1"
    }

    /// A compound assignment or increment used as a value, on a variable, field or array element:
    /// `javaUpdate(&x, { $0 &+ 1 })` / `a.update(i, { … })`, reading the target once in Java's order.
    mutating func lowerUpdate(_ e: NodeID, target: NodeID, returningOld: Bool, _ update: (inout FileTranslator, String) -> String?) -> String {
        let description = "\(tree.kind(e) == .assignment ? "compound assignment" : "increment") of \(symbols.display(type(target)))"
        let (body, bodyThrows) = notingThrows { update(&$0, "$0") }
        guard let body else { return unsupported(e, description, "not translated yet") }
        let closure = "{ \(bodyThrows ? "try " : "")\(body) }"
        let old = returningOld ? ", returningOld: true" : ""
        switch tree.kind(target) {
        case .arrayAccess:
            let array = lowerNonNull(tree.child(target, Slot.ArrayAccess.array))
            return throwing("\(array).update(\(lowerConverted(tree.child(target, Slot.ArrayAccess.index), to: .int))\(old), \(closure))")
        case .name, .fieldAccess where attribution.binding(of: target) != nil:
            // Java evaluates the field's object once, before the update; `lower` names it inline.
            if tree.kind(target) == .fieldAccess, !isSideEffectFree(tree.child(target, Slot.FieldAccess.target)) {
                return unsupported(e, description, "the field's object has side effects")
            }
            return "javaUpdate(&\(lower(target))\(old), \(closure))"
        default:
            return unsupported(e, description, "only variables, fields and array elements are updated inside expressions")
        }
    }

    /// `Object[] view = strings`: one Java array seen with a wider element type (JLS §10.10). Swift's generic
    /// `JavaArray<String?>` is no `JavaArray<Any?>`, and a copy would not be the same array (writes through either
    /// name, `==`), so the use is reported.
    mutating func isCovariantArrayUse(from source: JavaType, to target: JavaType) -> Bool {
        guard case .array(var se) = source, case .array(var te) = target else { return false }
        while case .array(let s) = se, case .array(let t) = te { se = s; te = t }
        guard se.isReference, te.isReference, se != .null, !se.isUnresolved, !te.isUnresolved, !Self.isOpenedWildcard(te) else { return false }
        if case .typeVariable = se { return false }
        if case .typeVariable = te { return false }
        return swiftType(source) != swiftType(target)
    }

    mutating func covariantArrayReport(_ e: NodeID, from source: JavaType, to target: JavaType) -> String {
        unsupported(e, "\(symbols.display(source)) used as \(symbols.display(target))",
                    "Java arrays are covariant (one array, seen with a wider element type); Swift's JavaArray is invariant in its element type, and a copy would be another array",
                    replacement: "Declare the parameter or variable with the array's own element type, or copy it on purpose (`Arrays.copyOf(a, a.length, Object[].class)`)",
                    typed: false)
    }

    mutating func lowerCast(_ e: NodeID) -> String {
        let target = type(e)
        let operandNode = tree.child(e, Slot.Cast.operand)
        let source = type(operandNode)
        if isCovariantArrayUse(from: source, to: target) { return covariantArrayReport(e, from: source, to: target) }
        guard case .primitive(let tp) = target else {
            if symbols.isString(target) && symbols.isString(source) { return lower(operandNode) }
            // Boxing (`(Object) 3`): the box's Java type, so Swift does not pick `Int` for a literal.
            if case .primitive(let sp) = source, symbols.unboxedPrimitive(target) == nil || symbols.unboxedPrimitive(target) == sp {
                return "(\(lower(operandNode)) as \(ExpressionLowering.swiftPrimitive(sp)))"
            }
            // Upcasts need nothing; downcasts check at run time and throw ClassCastException like Java. From a
            // `Sensor<?>` (its erased protocol or existential) to a `Sensor<Integer>` is a downcast in Swift.
            if relations.isSubtype(source, target), !isWildcardView(source) || isWildcardView(target) {
                // The upcast keeps its static type in Swift, where overloads are chosen by it too:
                // `h((Object) "x")` must call h(Object), not h(String).
                let (from, to) = (swiftType(source), swiftType(target))
                if source == .null { return to.hasSuffix("?") && !to.contains("/*") ? "(nil as \(to))" : "nil" }  // picks the overload
                return from == to || to.contains("/*") ? lower(operandNode) : "(\(lower(operandNode)) as \(to))"
            }
            if case .array(let element) = target, case .typeVariable = element, tree.kind(operandNode) == .newArray, source == .array(symbols.object) {
                return lowerNewArray(operandNode, elementType: element)
            }
            let swiftTarget = swiftType(target)
            if case .declared(let id, _) = target, symbols[id].qualifiedName == "java.lang.Number" {
                return throwing("javaCastToNumber(\(lower(operandNode)))")
            }
            guard swiftTarget.hasSuffix("?"), !swiftTarget.contains("/*") else {
                return unsupported(e, "cast to \(symbols.display(target))", "no Swift counterpart for this type yet")
            }
            if let kind = erasedCollectionKind(target) {
                if erasedReadCasts.contains(e) {
                    let operand = lower(operandNode), name = symbols.display(target)
                    let call = kind == .map ? "javaCastErased(\(operand), \"\(name)\")" : "javaCastErased(\(operand), .\(kind), \"\(name)\")"
                    return "(\(throwing(call)) as \(swiftTarget))"
                }
                report(e, rule: "J2S-SEM-005", "cast to \(symbols.display(target)): succeeds only for a collection created with Object elements")
            }
            return throwing("javaCast(\(lower(operandNode)), to: \(swiftTarget.dropLast()).self, \"\(symbols.display(target))\")")
        }
        guard let sp = source.primitive ?? symbols.unboxedPrimitive(source) else { return unsupported(e, "cast", "operand is not primitive") }
        let value = convert(lower(operandNode), from: source, to: .primitive(sp), node: operandNode)
        if sp == tp { return value }
        let swiftTarget = ExpressionLowering.swiftPrimitive(tp)
        if tp == .boolean || sp == .boolean { return unsupported(e, "boolean cast", "not a numeric cast") }
        if !sp.isIntegral && tp.isIntegral {
            // Java narrows floating values through int or long, with NaN as 0 and saturation.
            let wide = tp == .long ? "JavaArithmetic.toLong(Double(\(value)))" : "JavaArithmetic.toInt(Double(\(value)))"
            return tp == .long || tp == .int ? wide : "\(swiftTarget)(truncatingIfNeeded: \(wide))"
        }
        if sp.isIntegral && tp.isIntegral { return "\(swiftTarget)(truncatingIfNeeded: \(value))" }
        return "\(swiftTarget)(\(value))"
    }

    /// Statements written on one line: `;` between statements, none after an opening brace or a case label
    /// or before a closing brace (`switch b {; case 0:;` does not parse).
    static func joinedOnOneLine(_ text: String) -> String {
        var result = ""
        for line in text.split(separator: "\n").map({ $0.drop { $0 == " " } }) where !line.isEmpty {
            if !result.isEmpty {
                // A block, a case, or a closure's header (`{ (i: Item?) -> Bool in`) opens; a statement ends.
                let opens = result.hasSuffix("{") || result.hasSuffix(" in") || result.hasSuffix(":") && !result.hasSuffix("::")
                result += opens || line.hasPrefix("}") || line.hasPrefix("case ") || line.hasPrefix("default:") ? " " : "; "
            }
            result += line
        }
        return result
    }

    /// A switch expression. Arrow arms that are expressions or throws become a Swift switch expression;
    /// arms with blocks (and `yield`) become an immediately applied closure whose `yield`s are `return`s.
    mutating func lowerSwitchExpression(_ e: NodeID) -> String {
        let standalone = standaloneExpression == e
        standaloneExpression = nil  // not for switch expressions nested in this one
        let resultType = type(e)
        let selector = tree.child(e, Slot.Switch.selector)
        let selectorType = type(selector)
        let isEnumSwitch = beginEnumSwitch(selectorType)
        defer { libraryEnumSwiftType = nil }
        let primitive = selectorType.primitive ?? symbols.unboxedPrimitive(selectorType)
        guard isEnumSwitch || symbols.isString(selectorType) || (primitive.map { $0.isIntegral && $0 != .long } ?? false) else {
            return unsupported(e, "switch expression on \(symbols.display(selectorType))", "only int, char, String and enum switches are translated so far")
        }
        let cases = Array(tree.list(e, Slot.Switch.cases))
        guard cases.allSatisfy({ tree[$0].flags & 1 != 0 }) else {
            // `case X:` groups fall through as in a switch statement: that statement, in an immediately
            // applied closure whose `yield`s are `return`s.
            var nested = nestedTranslator(closureReturning: resultType)
            nested.out.indent()
            nested.translateSwitch(e)
            // Java requires a switch expression to be exhaustive; Swift's switch statement here has a default.
            if !cases.contains(where: { tree[$0].flags & 2 != 0 }) { nested.out.line("fatalError(\"j2swift: unreachable\")") }
            absorb(nested)
            let body = nested.out.text
            let bodyThrows = nested.throwsInExpression || SwiftCodeText.canThrow(body)
            if bodyThrows { throwsInExpression = true }
            return "{ () \(bodyThrows ? "throws " : "")-> \(swiftType(resultType)) in\n\(body)}()"
        }
        var arms: [(labels: String, body: NodeID)] = []
        var hasDefault = false
        for c in cases {
            var labels: [String] = []
            for label in tree.list(c, Slot.SwitchCase.labels) {
                guard let text = caseLabel(label, enumSwitch: isEnumSwitch) else {
                    return unsupported(label, "case label \(tree.text(label))", "case labels must be constants")
                }
                labels.append(text)
            }
            if tree[c].flags & 2 != 0 { hasDefault = true; labels = [] }
            arms.append((labels.joined(separator: ", "), tree.child(c, Slot.SwitchCase.body)))
        }
        if let i = arms.firstIndex(where: { $0.labels.isEmpty }), i != arms.count - 1 {
            return unsupported(e, "switch expression with default before other cases", "Swift requires default last")
        }
        let unwrap = isEnumSwitch || symbols.isString(selectorType) || primitive != selectorType.primitive
        // The selector needs its own `try` too (`switch (parts[0])` checks the index).
        let (selectorText, selectorThrows) = notingThrows { unwrap ? $0.lowerNonNull(selector) : $0.lower(selector) }
        let savedThrows = throwsInExpression
        throwsInExpression = false
        let needsClosure = arms.contains { tree.kind($0.body) == .block }
        var text = ""
        for arm in arms {
            text += arm.labels.isEmpty ? "default: " : "case \(arm.labels): "
            switch tree.kind(arm.body) {
            case .throwStmt:
                let (value, valueThrows) = notingThrows { $0.lowerNonNull($0.tree.child(arm.body, Slot.Throw.value)) }
                text += "throw \(valueThrows ? "try " : "")\(value) "
            case .block:
                // Statements of the block on one line; `yield v` returns from the closure.
                var nested = nestedTranslator(closureReturning: resultType)
                nested.translateStatements(tree.children(arm.body))
                absorb(nested)
                if nested.throwsInExpression { throwsInExpression = true }
                text += Self.joinedOnOneLine(nested.out.text) + " "
            default:
                // An arm needs its own `try`: the one before a switch expression does not reach into it (Swift 5
                // only warns, and a throw from there crashed), nor does it into a closure.
                let (value, armThrows) = notingThrows { $0.lowerConverted(arm.body, to: resultType) }
                text += (needsClosure ? "return " : "") + (armThrows ? "try " : "") + value + " "
            }
        }
        // Java checks exhaustiveness of enum switch expressions at compile time; Swift needs a default.
        if !hasDefault { text += "default: fatalError(\"j2swift: unreachable\") " }
        text += "}"
        // The closure throws (and is called with `try`) only when something in it can.
        let armsThrow = throwsInExpression || SwiftCodeText.canThrow(text)
        throwsInExpression = savedThrows || armsThrow
        let head = "switch \(selectorThrows ? "try " : "")\(selectorText) { "
        if needsClosure || !standalone {
            return "{ () \(armsThrow || selectorThrows ? "throws " : "")-> \(swiftType(resultType)) in \(head)\(text) }()"
        }
        return head + text
    }

    // MARK: Calls and creation

    /// `bindings` gives the call's type arguments (the receiver's and the inferred method ones), to spell
    /// a generic varargs array.
    mutating func arguments(_ list: NodeID, for method: MethodSymbol, bindings: [String: JavaType]? = nil,
                            receiver: NodeID? = nil, owner: TypeSymbolID? = nil) -> String {
        if list.isNone { return "" }
        let args = Array(tree.children(list))
        var params = method.parameterTypes
        if let bindings, let last = params.last { params[params.count - 1] = instantiate(last, bindings) }
        // A variable-arity call (JLS §15.12.4.2) packs the trailing arguments into the array the method takes,
        // unless a single array (or null) is passed in that place.
        if method.isVarargs, let last = params.last, case .array(let element) = last {
            let fixed = params.count - 1
            var parts = zip(args.prefix(fixed), params).map { a, p in
                pinsArguments(of: method) ? pinned(lowerArgument(a, to: p), argument: a, to: seenThrough(p, receiver: receiver, owner: owner))
                    : lowerArgument(a, to: p)
            }
            let rest = Array(args.dropFirst(fixed))
            let passesArray: Bool = {
                guard rest.count == 1 else { return false }
                switch type(rest[0]) {
                case .null: return true
                case .array(let given): return given == element || (given.isReference && element.isReference)
                default: return false
                }
            }()
            if passesArray {
                parts.append(lowerConverted(rest[0], to: last))
            } else {
                parts.append("JavaArray<\(swiftType(element))>([\(rest.map { lowerArgument($0, to: element) }.joined(separator: ", "))])")
            }
            return parts.joined(separator: ", ")
        }
        var parts: [String] = []
        for (i, a) in args.enumerated() {
            var p = i < params.count ? params[i] : type(a)
            if let receiver, let owner, let opened = parameterThroughOpenedReceiver(p, receiver: receiver, owner: owner) { p = opened }
            // `Pair.of(null, null)`: Swift cannot infer a generic parameter from `nil`; Java's is Object.
            if type(a) == .null, case .typeVariable(let v) = p, case .method = v.owner {
                parts.append("(nil as Any?)")
                continue
            }
            if let adapted = superAdaptedArgument(a, parameter: p, receiver: receiver, owner: owner) {
                parts.append(adapted)
                continue
            }
            if let reason = contravariantMismatch(argument: a, parameter: p, receiver: receiver, owner: owner) {
                parts.append(unsupported(a, "\(symbols.display(type(a))) passed as \(symbols.display(p))", reason,
                                         replacement: "Give the argument the parameter's own type argument, or the parameter a type variable of the method",
                                         typed: false))
                continue
            }
            if let owner, symbols[owner].declaration != nil, let report = unopenedCovariantArgument(a, parameter: p) {
                parts.append(report)
                continue
            }
            if let report = wildcardViewPassedAsTyped(a, parameter: p, node: a) {
                parts.append(report)
                continue
            }
            let text = lowerArgument(a, to: p)
            // A parameter typed by the method's own type variables, or by wildcards (which the Swift method takes as
            // its own generic parameters), has no Swift spelling at the call (`List<? extends T>`).
            let pins = pinsArguments(of: method) && !p.mentionsMethodTypeVariable && !p.mentionsWildcard
            parts.append(pins ? pinned(text, argument: a, to: seenThrough(p, receiver: receiver, owner: owner)) : text)
        }
        return parts.joined(separator: ", ")
    }

    /// Whether a call to this program method names one of several Swift overloads (`SwiftMethodNames`).
    func pinsArguments(of method: MethodSymbol) -> Bool {
        method.declaration != nil && program.methodNames.isOverloaded(method)
    }

    /// A parameter typed by the owner's type variable as the receiver's type arguments give it (`put(T)` of a
    /// `Repository<Object>` takes an Object); others as they are.
    func seenThrough(_ p: JavaType, receiver: NodeID?, owner: TypeSymbolID?) -> JavaType {
        guard let owner, !symbols[owner].typeParameters.isEmpty,
              symbols.typeVariables(of: owner).contains(where: { p.mentions($0) }) else { return p }
        // The receiver's type, or for `this.`, `super.` and unqualified calls the current class's own (a subclass
        // of `Report<OrderLine>` calling `super.footer(items)` passes a `List<OrderLine>`).
        let viewer: JavaType
        if let receiver, !receiver.isNone, tree.kind(receiver) != .this, tree.kind(receiver) != .superExpr {
            viewer = type(receiver)
        } else if let c = currentType {
            viewer = .declared(c, symbols.typeVariables(of: c).map { .typeVariable($0) })
        } else {
            return p
        }
        guard case .declared(_, let args)? = symbols.asSuper(viewer, owner), args.count == symbols[owner].typeParameters.count,
              !args.contains(where: \.isWildcard) else { return p }
        return SwiftMethodNames.substitute(p, owner: owner, args)
    }

    func isCast(_ e: NodeID) -> Bool {
        tree.kind(e) == .parenthesized ? isCast(tree.child(e, Slot.Parenthesized.expression)) : tree.kind(e) == .cast
    }

    /// A reference argument stated as its parameter's Swift type, so that Swift's overload resolution, which
    /// prefers other conversions than Java's (a literal `5` to `Any?` over `Int32?`), picks the method Java did.
    mutating func pinned(_ text: String, argument a: NodeID, to p: JavaType) -> String {
        // Swift passes a conditional `c ? 1 : n` to an `Any?` overload rather than to the `Int32` one.
        if case .primitive(let prim) = p {
            guard tree.kind(a) == .conditional, !Self.isPostfixSafe(text) else { return text }
            return "((\(text)) as \(ExpressionLowering.swiftPrimitive(prim)))"
        }
        // A box's value may be a plain Swift number (`Character.valueOf('r')` is `UInt16(114)`), and so may a
        // cast's (`(Object) 8` is `(8 as Int32)`): Swift would pass it to the primitive's overload.
        guard p.isReference, type(a) != p || symbols.unboxedPrimitive(p) != nil || isCast(a) else { return text }
        switch p {
        case .declared, .array: break
        default: return text
        }
        let spelled = SwiftNames.withoutComments(swiftType(p))
        // Already stated (`(s as Any?)` for `(Object) s`).
        guard !spelled.contains("->"), !(text.hasSuffix(" as \(spelled))") && Self.isPostfixSafe(text)) else { return text }
        return "(\(Self.isPostfixSafe(text) ? text : "(\(text))") as \(spelled))"
    }

    /// `subscribe(Listener<? super E>)` of a `Bus<String>` given a `Listener<Object>`: Java's wildcard takes it, but
    /// the parameter is spelled `Listener<String>` in Swift (a program interface with one method is a protocol
    /// whose wildcard is not opened into a generic parameter), and Swift's generic protocols are invariant.
    /// A `Listener<AppEvent>` passed as a `Listener<? super MessageReceived>` of an adaptable interface
    /// (`superAdaptedInterfaces`): `GenericsEventBus.ListenerSuper<MessageReceived, AppEvent>(listener)`.
    mutating func superAdaptedArgument(_ a: NodeID, parameter p: JavaType, receiver: NodeID?, owner: TypeSymbolID?) -> String? {
        guard case .declared(let pid, let pargs) = p, program.superAdaptedInterfaces.contains(pid), pargs.count == 1,
              case .wildcard(.super(let bound)) = pargs[0], case .declared(_, let aargs)? = symbols.asSuper(type(a), pid),
              aargs.count == 1 else { return nil }
        var spelled = bound
        if case .typeVariable(let v) = bound {
            var receiverArguments: [JavaType] = []
            if let receiver, let owner, case .declared(_, let args)? = symbols.asSuper(type(receiver), owner) { receiverArguments = args }
            guard case .type(let o) = v.owner, o == owner, v.index < receiverArguments.count else { return nil }
            spelled = receiverArguments[v.index]
        }
        let given = aargs[0]
        if case .wildcard = given { return nil }
        if case .typeVariable = spelled { return nil }
        guard given != spelled else { return nil }
        let mapping = TypeMapping(program: program)
        let argumentsOf = { (t: JavaType) in String(mapping.ownGenericArguments(pid, [t]).dropFirst().dropLast()) }
        return "\(program.swiftTypeName(pid))Super<\(argumentsOf(spelled)), \(argumentsOf(given))>(\(lower(a)))"
    }

    mutating func contravariantMismatch(argument a: NodeID, parameter p: JavaType, receiver: NodeID?, owner: TypeSymbolID?) -> String? {
        guard case .declared(let pid, let pargs) = p, symbols[pid].declaration != nil, !program.erasedGenericClasses.contains(pid),
              !takesOpenedWildcards(pid), pargs.contains(where: { if case .wildcard(.super) = $0 { true } else { false } }),
              case .declared(_, let aargs)? = symbols.asSuper(type(a), pid), aargs.count == pargs.count else { return nil }
        var receiverArguments: [JavaType] = []
        if let receiver, let owner, case .declared(_, let args)? = symbols.asSuper(type(receiver), owner) { receiverArguments = args }
        for (parg, aarg) in zip(pargs, aargs) {
            guard case .wildcard(.super(let bound)) = parg else { continue }
            var spelled = bound
            if case .typeVariable(let v) = bound {
                guard case .type(let o) = v.owner, o == owner, v.index < receiverArguments.count else { continue }
                spelled = receiverArguments[v.index]
            }
            if case .wildcard = aarg { continue }
            if case .typeVariable = spelled { continue }
            if aarg != spelled {
                return "Swift spells the parameter with \(symbols.display(spelled)) for `? super`, and Swift's generic protocols are invariant"
            }
        }
        return nil
    }

    /// An argument: Java overloads become Swift overloads, so a numeric literal gets its Java type written out.
    mutating func lowerArgument(_ a: NodeID, to p: JavaType) -> String {
        let text = lowerConverted(a, to: p)
        if case .primitive(let prim) = p, prim != .boolean, prim != .char, prim != .double,
           tree.kind(a) == .literal || (attribution.constant(of: a) != nil && (tree.kind(a) == .prefixUnary || Double(text) != nil)) {
            // A folded library constant (`Integer.MAX_VALUE`) is a bare literal too.
            return "(\(text) as \(ExpressionLowering.swiftPrimitive(prim)))"
        }
        return text
    }

    mutating func lowerCall(_ e: NodeID) -> String {
        let text = lowerCallWithoutResultType(e)
        // `leaf.payload()` is a String in Java; its Swift override returns the overridden method's `Any?`.
        if case .method(let owner, let index)? = attribution.binding(of: e), symbols[owner].declaration != nil,
           widenedReturnType(of: owner, symbols[owner].methods[index]) != nil {
            return "(\(Self.isPostfixSafe(text) ? text : "(\(text))") as! \(swiftType(symbols[owner].methods[index].returnType)))"
        }
        // `<T> T get(Class<T> type)`: a `Class` argument has no Swift type to infer `T` from, so the call
        // states the type Java inferred.
        if case .method(let owner, let index)? = attribution.binding(of: e), symbols[owner].declaration != nil,
           case .typeVariable(let v) = symbols[owner].methods[index].returnType, case .method = v.owner,
           symbols[owner].methods[index].parameterTypes.contains(where: { if case .declared(let c, _) = $0 { return symbols[c].qualifiedName == "java.lang.Class" }; return false }),
           case .declared = type(e) {
            return "(\(text) as \(swiftType(type(e))))"
        }
        // `Util.<Integer>emptyList()`: Swift has no explicit type arguments for a function; the call states the
        // type they give it.
        if !tree.child(e, Slot.MethodCall.typeArguments).isNone, case .method(let owner, let index)? = attribution.binding(of: e),
           symbols[owner].declaration != nil, case let method = symbols[owner].methods[index], !method.typeParameters.isEmpty,
           method.returnType.mentionsMethodTypeVariable, case .declared = type(e), !type(e).isUnresolved {
            let spelled = SwiftNames.withoutComments(swiftType(type(e)))
            if !spelled.contains("->") { return "(\(Self.isPostfixSafe(text) ? text : "(\(text))") as \(spelled))" }
        }
        return text
    }

    mutating func lowerCallWithoutResultType(_ e: NodeID) -> String {
        let callTarget = tree.child(e, Slot.MethodCall.target)
        if tree.name(e) == "clone", tree.list(e, Slot.MethodCall.arguments).isEmpty, case .array? = attribution.type(of: callTarget) {
            return "\(lowerNonNull(callTarget)).javaClone()"
        }
        guard case .method(let owner, let index)? = attribution.binding(of: e) else {
            return unsupported(e, "call \(tree.name(e))(…)", "the method did not resolve", rule: "J2S-UNR-003")
        }
        let method = symbols[owner].methods[index]
        let target = tree.child(e, Slot.MethodCall.target)
        let args = tree.child(e, Slot.MethodCall.arguments)
        if symbols[owner].declaration == nil {
            if let call = lowerFunctionalMethodOfProgramObject(e, owner: owner, method: method) { return call }
            return lowerLibraryCall(e, owner: owner, method: method)
        }
        // `s.value()` on a `Success<?>`: a record component of the type parameter's type, read as `Any?`.
        if !target.isNone, isErased(type(target)), method.parameterTypes.isEmpty, symbols[owner].kind == .record,
           symbols[owner].fields.contains(where: { $0.name == method.name && !$0.isStatic }),
           !erasedGetters(owner).contains(where: { $0.name == method.name }) {
            return "\(lowerNonNull(target)).\(ProgramTranslator.erasedFieldName(method.name))"
        }
        if !target.isNone, !method.isStatic, let call = lowerCallThroughWildcard(e, target: target, owner: owner, method: method) { return call }
        if !method.typeParameters.isEmpty {
            for (a, p) in zip(tree.list(e, Slot.MethodCall.arguments), method.parameterTypes) {
                if let report = wildcardViewPassedAsTyped(a, parameter: p, node: e) { return report }
            }
            if let report = interfaceBoundToItself(e, method: method) { return report }
        }
        if method.declaration == nil && symbols[owner].kind == .enum {
            // The implicit `values()` and `valueOf(String)` of an enum.
            if method.name == "values" { return "\(program.swiftTypeName(owner)).values()" }
            return throwing("\(program.swiftTypeName(owner)).valueOf(\(lower(Array(tree.list(e, Slot.MethodCall.arguments))[0])))")
        }
        if program.throwing.isThrowing(method: method.name, arity: method.parameterTypes.count) && !(method.name == "toString" && method.parameterTypes.isEmpty) { throwsInExpression = true }
        let tryPrefix = ""
        let name = program.swiftMethodName(method)
        var bindings: [String: JavaType]? = nil
        if method.isVarargs, method.parameterTypes.last.map({ symbols.erasure($0) != $0 }) == true {
            var b: [String: JavaType] = [:]
            // Inside the generic class itself, its own type variables stay themselves.
            let receiverType = target.isNone || tree.kind(target) == .this
                ? .declared(owner, symbols.typeVariables(of: owner).map { .typeVariable($0) })
                : type(target)
            if !method.isStatic, case .declared(_, let a)? = symbols.asSuper(receiverType, owner) { bind(symbols[owner].typeParameters.map(\.name), a, into: &b) }
            inferMethodTypeVariables(method, result: type(e), arguments: Array(tree.list(e, Slot.MethodCall.arguments)), into: &b)
            bindings = b
        }
        let argText = arguments(args, for: method, bindings: bindings, receiver: method.isStatic ? nil : target, owner: owner)
        if method.isStatic { return "\(tryPrefix)\(program.staticScopeName(owner)).\(name)(\(argText))" }
        if target.isNone, let path = outerPath(to: owner) { return "\(path).\(name)(\(argText))" }
        if !target.isNone, tree.kind(target) == .this, !tree.child(target, Slot.This.qualifier).isNone { return "\(lower(target)).\(name)(\(argText))" }
        // A bare `` `self`() `` would be the instance itself, called: a keyword-named method is reached through `self.`.
        if target.isNone || tree.kind(target) == .this { return "\(tryPrefix)\(target.isNone && !name.hasPrefix("`") ? "" : "self.")\(name)(\(argText))" }
        if tree.kind(target) == .superExpr {
            // `Iface.super.m()`: the interface's default, under the name its extension gives it.
            if symbols[owner].kind == .interface, let alias = program.interfaceSuperCallName(owner, method: method.name, arity: method.parameterTypes.count) {
                return "self.\(alias)(\(argText))"
            }
            return "\(tryPrefix)super.\(name)(\(argText))"
        }
        return "\(tryPrefix)\(lowerNonNull(target)).\(name)(\(argText))"
    }

    /// `named.get()` where `named` is a program class or interface implementing the library's `Supplier<String>`
    /// (or `get()` in the interface's own default methods): the program's Swift type has the method (declared,
    /// or required by the protocol), so it is called there rather than as the library's closure.
    mutating func lowerFunctionalMethodOfProgramObject(_ e: NodeID, owner: TypeSymbolID, method: MethodSymbol) -> String? {
        guard method.isAbstract, !method.isStatic, isClosureType(.declared(owner, [])) else { return nil }
        let target = tree.child(e, Slot.MethodCall.target)
        let unqualified = target.isNone || (tree.kind(target) == .this && tree.child(target, Slot.This.qualifier).isNone)
        // `get()` from an inner class reaches the enclosing instance that has it.
        let implicit = target.isNone ? implicitReceiver(of: owner) : nil
        let receiverType: JavaType
        if unqualified {
            guard let current = target.isNone ? implicit?.type : currentType else { return nil }
            receiverType = .declared(current, symbols.typeVariables(of: current).map { .typeVariable($0) })
        } else {
            receiverType = type(target)
        }
        guard case .declared(let rid, _) = receiverType, symbols[rid].declaration != nil,
              let viewed = symbols.asSuper(receiverType, owner), let (parameters, _) = symbols.functionType(of: viewed),
              programTypeHasMethod(rid, named: method.name, arity: parameters.count) else { return nil }
        let args = Array(tree.list(e, Slot.MethodCall.arguments))
        guard args.count == parameters.count else { return nil }
        throwsInExpression = true
        let argText = zip(args, parameters).map { lowerArgument($0, to: $1) }.joined(separator: ", ")
        let receiver = unqualified ? implicit?.path ?? "self" : lowerNonNull(target)
        return "\(receiver).\(program.swiftMethodName(method))(\(argText))"
    }

    /// The charset of `getBytes()` and `new String(bytes)` without one: Android's (and Java 18's) is always UTF-8.
    static let defaultCharset = "UTF-8"

    /// `new String(bytes)`, `(bytes, charset)`, `(bytes, offset, length)` and `(bytes, offset, length, charset)`,
    /// for the charsets `charsetName` knows; nil for any other.
    mutating func lowerStringFromBytes(_ args: [NodeID]) -> String? {
        let ranged = args.count >= 3
        var charset = Self.defaultCharset
        if args.count == 2 || args.count == 4 {
            guard let named = charsetName(args[args.count - 1]) else { return nil }
            charset = named
        }
        guard ranged else { return "String(javaBytes: \(lowerNonNull(args[0])), charset: \"\(charset)\")" }
        return throwing("String.fromJavaBytes(\(lower(args[0])), \(lowerConverted(args[1], to: .int)), \(lowerConverted(args[2], to: .int)), charset: \"\(charset)\")")
    }

    /// The Java name of a charset argument: a `StandardCharsets` constant or a constant string naming one.
    func charsetName(_ node: NodeID) -> String? {
        let known = ["UTF-8", "ISO-8859-1", "US-ASCII"]
        if case .string(let s)? = attribution.constant(of: node) { return known.first { $0.caseInsensitiveCompare(s) == .orderedSame } }
        guard case .field(let owner, let index)? = attribution.binding(of: node),
              symbols[owner].qualifiedName == "java.nio.charset.StandardCharsets" else { return nil }
        switch symbols[owner].fields[index].name {
        case "UTF_8": return "UTF-8"
        case "ISO_8859_1": return "ISO-8859-1"
        case "US_ASCII": return "US-ASCII"
        default: return nil
        }
    }

    /// The type a library member is used through: the receiver's static type when it is a class type.
    func librarySite(_ e: NodeID, owner: TypeSymbolID) -> TypeSymbolID {
        if case .declared(let id, _) = type(tree.child(e, Slot.MethodCall.target)) { return id }
        return owner
    }

    static let writtenByTranslator: Set<String> = Set(["charAt/1", "substring/1", "substring/2", "startsWith/1", "endsWith/1", "equalsIgnoreCase/1",
                                                        "compareTo/1", "contains/1", "indexOf/1", "trim/0", "toUpperCase/0", "toLowerCase/0", "isEmpty/0",
                                                        "toCharArray/0"].map { "java.lang.String." + $0 }
                                                       + ["java.lang.StringBuilder.append/1", "java.lang.Class.getName/0", "java.lang.Class.getSimpleName/0"])

    mutating func lowerLibraryCall(_ e: NodeID, owner: TypeSymbolID, method: MethodSymbol) -> String {
        // A `like` type's members are written as those of the type it is like (StringBuffer's as StringBuilder's).
        let ownerName = program.mappings.translatedTypeName(symbols[owner].qualifiedName)
        let target = tree.child(e, Slot.MethodCall.target)
        if !target.isNone { markErasedReadCast(target, readBy: method.name) }
        let enclosingReceiver = implicitReceiverPath
        implicitReceiverPath = target.isNone && !method.isStatic ? outerPath(to: owner) : nil
        defer { implicitReceiverPath = enclosingReceiver }
        if method.name == "getClass", let value = lowerClassValue(e) { return value }
        if let closure = closureComparedByIdentity(Array(tree.list(e, Slot.MethodCall.arguments)), method: method) {
            return unsupported(e, "\(method.name)(\(tree.text(closure).commentSafe())) of \(symbols[owner].simpleName)",
                               "it compares a \(symbols.display(type(closure))) by identity, which a Swift closure does not have", rule: "J2S-SEM-006")
        }
        let args = Array(tree.list(e, Slot.MethodCall.arguments))
        if !target.isNone, tree.kind(target) == .superExpr, tree.child(target, Slot.Super.qualifier).isNone {
            // `super.m()` reaching Enum's or Object's own method.
            switch (ownerName, method.name, args.count) {
            case ("java.lang.Enum", "toString", 0), ("java.lang.Enum", "name", 0), ("java.lang.Enum", "ordinal", 0): return "super.\(method.name)()"
            case ("java.lang.Object", "equals", 1), ("java.lang.Enum", "equals", 1): return "((\(lower(args[0])) as AnyObject?) === self)"
            case ("java.lang.Object", "hashCode", 0), ("java.lang.Enum", "hashCode", 0): return "identityHashCode(self)"
            case ("java.lang.Throwable", "getMessage", 0), ("java.lang.Throwable", "getLocalizedMessage", 0), ("java.lang.Throwable", "getCause", 0):
                return "super.\(method.name)()"
            case ("java.lang.Throwable", "toString", 0): return "super.toString()"
            case ("java.lang.Object", "toString", 0):
                return unsupported(e, "super.toString() of \(ownerName)", "Object's identity-based toString is not reproducible")
            case ("java.lang.Object", "clone", 0):
                // A copy of the runtime class's object, each class of the hierarchy copying its own fields.
                if let c = currentType, program.copyableClasses.contains(c), ProgramTranslator.isCloneable(c, symbols) {
                    return "type(of: self).init(javaCopyOf: self)"
                }
                return unsupported(e, "super.clone() of java.lang.Object", "Object.clone() copies every field of the object's runtime class, and j2swift writes no such copy",
                                   replacement: "Write a copy constructor (`Point(Point other)`) and call it in clone()")
            default:
                return unsupported(e, "super.\(method.name)(…) of \(ownerName)", "the library class's own implementation has no Swift counterpart")
            }
        }
        if comodificationThrows, method.name == "size", args.isEmpty, !target.isNone, let list = symbols.lookup(qualifiedName: "java.util.List"),
           symbols.asSuper(type(target), list) != nil {
            return throwing("\(lowerNonNull(target)).javaCheckedSize()")
        }
        // These calls are written below (their built-in rules serve method references, `String::charAt`), unless
        // a user's rule maps them; the rest by rule.
        if !Self.writtenByTranslator.contains("\(ownerName).\(method.name)/\(method.parameterTypes.count)")
            || program.mappings.isDecidedByUserRule(site: method.isStatic ? owner : librarySite(e, owner: owner), member: method.name, method: method, symbols: symbols),
           let mapped = mappedCall(e, owner: owner, method: method) { return mapped }
        switch (ownerName, method.name, method.parameterTypes.count) {
        case ("java.io.PrintStream", "println", 0):
            return "\(lowerNonNull(target)).println()"
        case ("java.io.PrintStream", "println", 1), ("java.io.PrintStream", "print", 1):
            let p = method.parameterTypes[0]
            if p == .char { return "\(lowerNonNull(target)).\(method.name)(char: \(lowerConverted(args[0], to: .char)))" }
            if p == .array(.char) { return "\(lowerNonNull(target)).\(method.name)(JavaString.fromChars(\(lower(args[0]))))" }
            if case .primitive = p { return "\(lowerNonNull(target)).\(method.name)(\(lowerArgument(args[0], to: p)))" }
            if symbols.isString(p) { return "\(lowerNonNull(target)).\(method.name)(\(lower(args[0])))" }
            let argType = type(args[0])
            if symbols.isString(argType) || isRuntimeObject(argType) { return "\(lowerNonNull(target)).\(method.name)(\(lower(args[0])))" }
            // Boxed numbers and Object: converted by their dynamic type, as `String.valueOf(Object)` does.
            return "\(lowerNonNull(target)).\(method.name)(javaStringOf(\(lowerStringOperand(args[0]))))"
        case ("java.lang.String", "length", 0):
            return "\(lowerNonNull(target)).javaLength"
        case ("java.lang.String", "charAt", 1):
            return throwing("\(lowerNonNull(target)).javaCharAt(\(lowerConverted(args[0], to: .int)))")
        case ("java.lang.String", "substring", 1):
            return throwing("\(lowerNonNull(target)).javaSubstring(\(lowerConverted(args[0], to: .int)))")
        case ("java.lang.String", "substring", 2):
            return throwing("\(lowerNonNull(target)).javaSubstring(\(lowerConverted(args[0], to: .int)), \(lowerConverted(args[1], to: .int)))")
        case ("java.lang.String", "indexOf", _), ("java.lang.String", "lastIndexOf", 1):
            let name = method.name == "indexOf" ? "javaIndexOf" : "javaLastIndexOf"
            let first = method.parameterTypes[0] == .int ? "char: \(convert(lower(args[0]), from: type(args[0]), to: .char, node: args[0]))"
                : (symbols.isString(method.parameterTypes[0]) ? lower(args[0]) : "")
            if first.isEmpty { return unsupported(e, "String.\(method.name)(\(symbols.display(method.parameterTypes[0])))", "not mapped yet", rule: "J2S-LIB-001") }
            let from = args.count > 1 ? ", \(lowerConverted(args[1], to: .int))" : ""
            if method.parameterTypes[0] == .int && method.name == "indexOf" {
                // `indexOf(int ch)`: a char argument widens to int in Java; the runtime takes the code unit.
                return "\(lowerNonNull(target)).\(name)(char: UInt16(truncatingIfNeeded: \(lowerConverted(args[0], to: .int)))\(from))"
            }
            if method.parameterTypes[0] == .int { return "\(lowerNonNull(target)).\(name)(char: UInt16(truncatingIfNeeded: \(lowerConverted(args[0], to: .int))))" }
            return "\(lowerNonNull(target)).\(name)(\(first)\(from))"
        case ("java.lang.String", "contains", 1), ("java.lang.String", "startsWith", 1), ("java.lang.String", "endsWith", 1),
             ("java.lang.String", "equalsIgnoreCase", 1), ("java.lang.String", "compareTo", 1), ("java.lang.String", "concat", 1):
            let name = "java" + method.name.prefix(1).uppercased() + method.name.dropFirst()
            let argType = type(args[0])
            guard symbols.isString(argType) || argType == .null else { return unsupported(e, "String.\(method.name) with a \(symbols.display(argType))", "not mapped yet", rule: "J2S-LIB-001") }
            return "\(lowerNonNull(target)).\(name)(\(lower(args[0])))"
        case ("java.lang.String", "trim", 0), ("java.lang.String", "toCharArray", 0), ("java.lang.String", "hashCode", 0):
            return "\(lowerNonNull(target)).java\(method.name.prefix(1).uppercased() + method.name.dropFirst())()"
        case ("java.lang.String", "toUpperCase", 0), ("java.lang.String", "toLowerCase", 0):
            return "\(lowerNonNull(target)).java\(method.name.prefix(1).uppercased() + method.name.dropFirst())()"
        case ("java.lang.String", "repeat", 1):
            return throwing("\(lowerNonNull(target)).javaRepeat(\(lowerConverted(args[0], to: .int)))")
        case ("java.lang.String", "replace", 2):
            if method.parameterTypes[0] == .char {
                return "\(lowerNonNull(target)).javaReplace(char: \(lowerConverted(args[0], to: .char)), \(lowerConverted(args[1], to: .char)))"
            }
            guard symbols.isString(type(args[0])) && symbols.isString(type(args[1])) else {
                return throwing("\(lowerNonNull(target)).javaReplace(sequence: \(lower(args[0])), \(lower(args[1])))")
            }
            return "\(lowerNonNull(target)).javaReplace(\(lower(args[0])), \(lower(args[1])))"
        case ("java.lang.String", "isEmpty", 0):
            return "\(lowerNonNull(target)).isEmpty"
        case ("java.lang.String", "equals", 1):
            let argType = type(args[0])
            return "\(lowerNonNull(target)).javaEquals(\(symbols.isString(argType) || argType == .null ? lower(args[0]) : "\(lower(args[0])) as? String"))"
        case ("java.lang.Integer", "valueOf", 1), ("java.lang.Long", "valueOf", 1), ("java.lang.Double", "valueOf", 1),
             ("java.lang.Character", "valueOf", 1), ("java.lang.Boolean", "valueOf", 1), ("java.lang.Short", "valueOf", 1), ("java.lang.Byte", "valueOf", 1):
            // Boxing: the Swift optional of the primitive (identity of boxes is not observable in translated code).
            let p = method.parameterTypes[0]
            if case .primitive = p { return lowerArgument(args[0], to: p) }
            if ownerName == "java.lang.Integer" || ownerName == "java.lang.Long" {
                return throwing("JavaIntegerParsing.\(ownerName == "java.lang.Integer" ? "parseInt" : "parseLong")(\(lower(args[0])))")
            }
            return unsupported(e, "\(ownerName).valueOf(\(symbols.display(p)))", "not mapped yet", rule: "J2S-LIB-001")
        case ("java.lang.Class", "getSimpleName", 0), ("java.lang.Class", "getName", 0):
            return lowerClassName(e, method: method)
        case ("java.lang.Throwable", "getCause", 0), ("java.lang.Throwable", "getLocalizedMessage", 0):
            return "\(lowerNonNull(target)).\(method.name)()"
        case ("java.lang.Math", "round", 1):
            let p = method.parameterTypes[0]
            return "JavaMath.round(\(lowerConverted(args[0], to: p)))"
        case ("java.util.Arrays", "copyOfRange", 3):
            guard case .array(let element) = type(args[0]) else { return unmappedLibrary(e, site: owner, member: method.name, method: method, "Arrays.copyOfRange") }
            return throwing("JavaArrays.copyOfRange(\(lower(args[0])), \(lowerConverted(args[1], to: .int)), \(lowerConverted(args[2], to: .int)), padding: \(ExpressionLowering.defaultValue(element)))")
        case ("java.lang.System", "arraycopy", 5):
            return throwing("System.arraycopy(\(lower(args[0])), \(lowerConverted(args[1], to: .int)), \(lower(args[2])), \(lowerConverted(args[3], to: .int)), \(lowerConverted(args[4], to: .int)))")
        case ("java.lang.Integer", "toHexString", 1):
            return "JavaIntegerParsing.toHexString(\(lowerConverted(args[0], to: .int)))"
        case ("java.lang.Long", "toHexString", 1):
            return "JavaIntegerParsing.toHexString(long: \(lowerConverted(args[0], to: .long)))"
        case ("java.lang.String", "getBytes", 0):
            return "\(lowerNonNull(target)).javaGetBytes(charset: \"\(Self.defaultCharset)\")"
        case ("java.lang.String", "getBytes", 1):
            guard let charset = charsetName(args[0]) else { return unmappedLibrary(e, site: owner, member: method.name, method: method, "String.getBytes") }
            return "\(lowerNonNull(target)).javaGetBytes(charset: \"\(charset)\")"
        case ("java.security.MessageDigest", "getInstance", 1):
            return throwing("MessageDigest.getInstance(\(lower(args[0])))")
        case ("java.security.MessageDigest", "update", 1), ("java.security.MessageDigest", "digest", 1):
            return "\(lowerNonNull(target)).\(method.name)(\(lower(args[0])))"
        case ("java.security.MessageDigest", "digest", 0), ("java.security.MessageDigest", "reset", 0):
            return "\(lowerNonNull(target)).\(method.name)()"
        case ("java.util.Arrays", "copyOf", 2):
            guard case .array(let element) = type(args[0]) else { return unsupported(e, "Arrays.copyOf", "not an array") }
            return throwing("JavaArrays.copyOf(\(lower(args[0])), \(lowerConverted(args[1], to: .int)), padding: \(ExpressionLowering.defaultValue(element)))")
        case ("java.lang.Enum", "name", 0), ("java.lang.Enum", "ordinal", 0), ("java.lang.Enum", "toString", 0):
            return "\(lowerNonNull(target)).\(method.name)()"
        case ("java.lang.Enum", "compareTo", 1):
            return "\(lowerNonNull(target)).compareTo(\(lower(args[0])))"
        case ("java.lang.Enum", "equals", 1):
            return "(\(lowerNonNull(target)) === \(lower(args[0])))"
        case ("java.lang.Throwable", "getMessage", 0), ("java.lang.Throwable", "toString", 0):
            return "\(lowerNonNull(target)).\(method.name)()"
        case ("java.lang.Object", "toString", 0) where isRuntimeObject(type(target)):
            return "\(lowerNonNull(target)).\(method.name)()"
        case ("java.lang.StringBuilder", "append", 1), ("java.lang.AbstractStringBuilder", "append", 1):
            let p = method.parameterTypes[0]
            if p == .char { return "\(lowerNonNull(target)).append(char: \(lowerConverted(args[0], to: .char)))" }
            if p == .array(.char) { return "\(lowerNonNull(target)).append(JavaString.fromChars(\(lower(args[0]))))" }
            if case .primitive = p { return "\(lowerNonNull(target)).append(\(lowerArgument(args[0], to: p)))" }
            let argType = type(args[0])
            if argType == .null { return "\(lowerNonNull(target)).append(nil as String?)" }  // appends "null"
            if symbols.isString(argType) || isRuntimeObject(argType) { return "\(lowerNonNull(target)).append(\(lower(args[0])))" }
            return "\(lowerNonNull(target)).append(javaStringOf(\(lowerStringOperand(args[0]))))"
        case ("java.lang.StringBuilder", "toString", 0), ("java.lang.StringBuilder", "length", 0), ("java.lang.AbstractStringBuilder", "length", 0),
             ("java.lang.StringBuilder", "reverse", 0):
            return "\(lowerNonNull(target)).\(method.name)()"
        case ("java.lang.StringBuilder", "charAt", 1), ("java.lang.AbstractStringBuilder", "charAt", 1),
             ("java.lang.StringBuilder", "deleteCharAt", 1), ("java.lang.StringBuilder", "setLength", 1), ("java.lang.AbstractStringBuilder", "setLength", 1):
            return throwing("\(lowerNonNull(target)).\(method.name)(\(lowerConverted(args[0], to: .int)))")
        case ("java.lang.StringBuilder", "setCharAt", 2), ("java.lang.AbstractStringBuilder", "setCharAt", 2):
            return throwing("\(lowerNonNull(target)).setCharAt(\(lowerConverted(args[0], to: .int)), \(lowerConverted(args[1], to: .char)))")
        case ("java.lang.Enum", "valueOf", 2) where tree.kind(args[0]) == .classLiteral:
            // `Enum.valueOf(Size.class, name)` is `Size.valueOf(name)`, message included.
            if case .declared(let enumID, _)? = attribution.type(of: tree.child(args[0], Slot.ClassLiteral.type)),
               symbols[enumID].kind == .enum, symbols[enumID].declaration != nil {
                return throwing("\(program.swiftTypeName(enumID)).valueOf(\(lower(args[1])))")
            }
            return unmappedLibrary(e, site: owner, member: method.name, method: method, "java.lang.Enum.valueOf")
        case ("java.util.EnumSet", "allOf", 1), ("java.util.EnumSet", "complementOf", 1), ("java.util.EnumSet", "range", 2):
            // The constants come from the enum's `values()`: its Swift type is the class literal's, or the
            // set's (or range ends') element type.
            let elementType: JavaType? = {
                if tree.kind(args[0]) == .classLiteral { return attribution.type(of: tree.child(args[0], Slot.ClassLiteral.type)) }
                if method.name == "range" { return type(args[0]) }
                if case .declared(_, let a)? = symbols.asSuper(type(args[0]), owner), let first = a.first { return first }
                return nil
            }()
            guard case .declared(let enumID, _)? = elementType, symbols[enumID].kind == .enum,
                  case let swift = swiftType(.declared(enumID, [])), swift.hasSuffix("?"), !swift.contains("/*") else {
                return unmappedLibrary(e, site: owner, member: method.name, method: method, "java.util.EnumSet.\(method.name)")
            }
            let all = "\(swift.dropLast()).values()"
            switch method.name {
            case "allOf": return throwing("JavaTreeSet<\(swift)>.enumSet(all: \(all))")
            case "complementOf": return throwing("JavaTreeSet<\(swift)>.enumSet(complementOf: \(lower(args[0])), all: \(all))")
            default: return throwing("JavaTreeSet<\(swift)>.enumSet(range: \(lower(args[0])), \(lower(args[1])), all: \(all))")
            }
        case ("java.lang.System", "identityHashCode", 1):
            report(e, rule: "J2S-SEM-002", "System.identityHashCode differs from Java's values")
            return "identityHashCode(\(lower(args[0])))"
        case ("java.lang.Math", "floorDiv", 2), ("java.lang.Math", "floorMod", 2):
            guard case .primitive(let p) = method.parameterTypes[0], p.isIntegral else { return unsupported(e, "Math.\(method.name)", "not mapped", rule: "J2S-LIB-001") }
            return throwing("JavaMath.\(method.name)(\(lowerConverted(args[0], to: .primitive(p))), \(lowerConverted(args[1], to: .primitive(p))))")
        case ("java.lang.Integer", "parseInt", 1), ("java.lang.Long", "parseLong", 1):
            return throwing("JavaIntegerParsing.\(method.name)(\(lower(args[0])))")
        case ("java.lang.Integer", "parseInt", 2), ("java.lang.Long", "parseLong", 2), ("java.lang.Integer", "valueOf", 2), ("java.lang.Long", "valueOf", 2):
            let parser = ownerName == "java.lang.Integer" ? "parseInt" : "parseLong"
            return throwing("JavaIntegerParsing.\(parser)(\(lower(args[0])), radix: \(lowerConverted(args[1], to: .int)))")
        case ("java.lang.String", "valueOf", 1):
            let p = method.parameterTypes[0]
            if p == .char { return "JavaString.valueOf(char: \(lowerConverted(args[0], to: .char)))" }
            if p == .array(.char) { return "JavaString.fromChars(\(lower(args[0])))" }
            if case .primitive = p { return "JavaString.valueOf(\(lowerArgument(args[0], to: p)))" }  // a literal states its type
            let argType = type(args[0])
            if symbols.isString(argType) || isRuntimeObject(argType) { return "JavaString.valueOf(\(lower(args[0])))" }
            return "javaStringOf(\(lowerStringOperand(args[0])))"
        default:
            return unmappedLibrary(e, site: librarySite(e, owner: owner), member: method.name, method: method, "\(ownerName).\(method.name)")
        }
    }

    func wildcardFree(_ t: JavaType) -> JavaType {
        if case .wildcard(.extends(let bound)) = t { return bound }
        if case .wildcard = t { return symbols.object }
        return t
    }

    /// Objects the runtime or the translation represents as Swift classes with `toString()`: translated
    /// classes, exceptions, `StringBuilder`.
    /// A closure argument a library method compares with `equals` (`remove(Object)`, `contains`, `indexOf`…).
    func closureComparedByIdentity(_ args: [NodeID], method: MethodSymbol) -> NodeID? {
        let comparing: Set<String> = ["remove", "contains", "indexOf", "lastIndexOf", "containsValue", "containsKey", "equals",
                                      "removeFirstOccurrence", "removeLastOccurrence"]
        guard comparing.contains(method.name) else { return nil }
        for (i, a) in args.enumerated() where i < method.parameterTypes.count && method.parameterTypes[i] == symbols.object {
            if isClosureType(type(a)) { return a }
        }
        return nil
    }

    /// A call on a `C<?>` of the program's generic class (its erased protocol) or interface (the existential
    /// `any C`): a forwarded method under its protocol name; one taking C's type parameter is reported, Swift having
    /// no captured type to pass (Java's capture admits only `null` there). Nil for the calls that read as usual.
    mutating func lowerCallThroughWildcard(_ e: NodeID, target: NodeID, owner: TypeSymbolID, method: MethodSymbol) -> String? {
        let receiverType = type(target)
        guard isWildcardView(receiverType), case .declared(let c, _) = receiverType else { return nil }
        // Object's methods are JavaObject's, which the erased protocol refines.
        if (method.name == "equals" && method.parameterTypes.count == 1) || (["hashCode", "toString"].contains(method.name) && method.parameterTypes.isEmpty) {
            return nil
        }
        let own = symbols.typeVariables(of: owner)
        let takesTypeParameter = method.parameterTypes.contains { p in own.contains { p.mentions($0) } }
        func isForwarded(_ forwarded: [(MethodSymbol, JavaType)]) -> Bool {
            forwarded.contains { $0.0.name == method.name && $0.0.parameterTypes == method.parameterTypes }
        }
        // `receiver.javaErased_name(…)`, the forwarding the protocol or its extension declares.
        func forwardedCall(_ name: String) -> String {
            if program.throwing.isThrowing(method: method.name, arity: method.parameterTypes.count) { throwsInExpression = true }
            return "\(lowerNonNull(target)).\(name)(\(arguments(tree.child(e, Slot.MethodCall.arguments), for: method)))"
        }
        if symbols[c].kind == .interface {
            // Swift erases a result of the associated type itself (to its bound), not one that holds it (`Result<T>`).
            var resultHoldsTypeParameter = false
            if own.contains(where: { method.returnType.mentions($0) }) {
                if case .typeVariable = method.returnType {} else { resultHoldsTypeParameter = true }
            }
            guard takesTypeParameter || resultHoldsTypeParameter else { return nil }
            if !takesTypeParameter, program.wildcardViewedInterfaces.contains(owner), isForwarded(interfaceWildcardForwardedMethods(owner)) {
                return forwardedCall(ProgramTranslator.erasedMethodName(program.swiftMethodName(method)))
            }
        } else {
            guard symbols[owner].kind != .interface || takesTypeParameter else { return nil }
            if erasedGetters(owner).contains(where: { $0.name == method.name }) && method.parameterTypes.isEmpty { return nil }
            if program.erasedGenericClasses.contains(owner), isForwarded(erasedForwardedMethods(owner)) {
                return forwardedCall(erasedMethodName(method, of: owner))
            }
        }
        return unsupported(e, "call \(method.name)(…) on a \(symbols.display(receiverType))",
                           takesTypeParameter ? "the method takes \(symbols[c].simpleName)'s type parameter, and Swift has no captured type to pass"
                               : symbols[c].kind == .interface ? "the method's result holds \(symbols[c].simpleName)'s type parameter, which Swift cannot erase"
                               : "the method is not reachable through \(symbols[c].simpleName) without its type arguments",
                           replacement: "Give the receiver its type arguments (a `\(symbols[c].simpleName)<X>`), or make the code generic over them",
                           typed: false)
    }

    /// `<E extends Event> Bus on(Class<E> type, …)` called with `Event.class`: Java binds `E` to the interface
    /// itself, but Swift's `E: Event` cannot take `any Event` (a protocol type does not conform to its protocol).
    mutating func interfaceBoundToItself(_ e: NodeID, method: MethodSymbol) -> String? {
        let symbols = self.symbols
        func programInterface(_ t: JavaType?) -> TypeSymbolID? {
            guard case .declared(let i, _)? = t, symbols[i].declaration != nil, symbols[i].kind == .interface else { return nil }
            return i
        }
        let bounded = method.typeParameters.compactMap { p in p.bounds.compactMap(programInterface).first.map { (p.name, $0) } }
        guard !bounded.isEmpty else { return nil }
        var bindings: [String: JavaType] = [:]
        inferMethodTypeVariables(method, result: type(e), arguments: Array(tree.list(e, Slot.MethodCall.arguments)), into: &bindings)
        for (name, bound) in bounded {
            guard let i = programInterface(bindings[name]) else { continue }
            return unsupported(e, "call \(method.name)(…) with \(name) = \(symbols[i].simpleName)",
                               "\(name) is bounded by the interface \(symbols[bound].simpleName), and a protocol type does not conform to a protocol in Swift",
                               replacement: "Pass a class that implements \(symbols[bound].simpleName), or bound \(name) by a class")
        }
        return nil
    }

    /// A `List<Square>` passed to the program's method taking `List<? extends Shape>` with `Shape` an interface (or a
    /// generic type): such a wildcard is not opened into a generic parameter of the Swift method (`any Shape` does
    /// not conform to `Shape`, see `methodParametersAndGenerics`), so the parameter is a `JavaList<(any Shape)?>`,
    /// and Swift's generic types are invariant. Reported; nil when the spellings agree.
    mutating func unopenedCovariantArgument(_ a: NodeID, parameter p: JavaType) -> String? {
        guard case .declared(let pc, let pargs) = p, takesOpenedWildcards(pc),
              case .declared(_, let aargs)? = symbols.asSuper(type(a), pc), aargs.count == pargs.count else { return nil }
        for (parg, aarg) in zip(pargs, aargs) {
            guard case .wildcard(.extends(let bound)) = parg, case .declared(let b, let bargs) = bound,
                  symbols[b].kind == .interface || !bargs.isEmpty,
                  case .declared = aarg, symbols.erasure(aarg) != symbols.erasure(bound) else { continue }
            // (A bound's type variables are the method's or the class's; a value of another class differs anyway.)
            var to = SwiftNames.withoutComments(swiftType(bound))
            guard !to.contains("->"), !swiftType(aarg).contains("->") else { continue }
            if to.hasSuffix("?") { to.removeLast() }
            if to.hasPrefix("("), to.hasSuffix(")") { to = String(to.dropFirst().dropLast()) }
            return unsupported(a, "\(symbols.display(type(a))) passed as \(symbols.display(p))",
                               "the parameter holds \(to) values, and Swift's generic types are invariant",
                               replacement: "Give the argument the bound as its type argument (`\(symbols[pc].simpleName)<\(symbols[b].simpleName)>`), or the method a type parameter (`<S extends \(symbols[b].simpleName)> … \(symbols[pc].simpleName)<S>`)",
                               typed: false)
        }
        return nil
    }

    /// A `Setting<?>` passed where a `Setting<T>` is taken (`static <T> String describe(Setting<T> s)`): Java
    /// captures the wildcard, Swift cannot open the erased protocol or plain existential to bind `T`. Reported at
    /// `node` (the argument, or the whole call so that nothing is left for Swift to infer).
    mutating func wildcardViewPassedAsTyped(_ argument: NodeID, parameter p: JavaType, node: NodeID) -> String? {
        guard isWildcardView(type(argument)), case .declared(let pc, let pargs) = p, symbols[pc].declaration != nil, !pargs.isEmpty,
              !isWildcardView(p) else { return nil }
        return unsupported(node, "\(symbols.display(type(argument))) passed as \(symbols.display(p))",
                           "Swift cannot open \(symbols[pc].simpleName) without its type arguments to bind the parameter's",
                           replacement: "Give the argument its type arguments, or the parameter the wildcard (`\(symbols[pc].simpleName)<?>`)",
                           typed: node != argument)
    }

    /// A `C<?>` of the program's generic class or interface, which Swift spells without type arguments: the erased
    /// protocol (`any Outer_KeyErased`) or the interface's plain existential (`any Setting`).
    func isWildcardView(_ t: JavaType) -> Bool {
        guard case .declared(let c, let args) = t, !args.isEmpty, symbols[c].declaration != nil,
              args.allSatisfy({ if case .wildcard(.unbounded) = $0 { return true } else { return false } }) else { return false }
        return program.erasedGenericClasses.contains(c) || symbols[c].kind == .interface
    }

    /// A `Pair<?, ?>` of the program's generic class read through its erased protocol.
    func isErased(_ t: JavaType) -> Bool {
        guard case .declared(let id, let args) = t, program.erasedGenericClasses.contains(id), !args.isEmpty else { return false }
        return args.allSatisfy { if case .wildcard(.unbounded) = $0 { return true } else { return false } }
    }

    /// Whether values of `t` are Swift closures (the JDK's functional interfaces).
    func isClosureType(_ t: JavaType) -> Bool {
        if case .declared = t { return TypeMapping(program: program).swiftType(t).contains("->") }
        return false
    }

    /// An Object's operand of a string conversion (`"" + x`, `println(x)`, `append(x)`, `valueOf(x)`). A lambda,
    /// method reference or anonymous class passed as a JDK functional interface is a Swift closure, which has
    /// no `toString()` (neither the anonymous class's own nor the lambda class's name): reported.
    mutating func lowerStringOperand(_ e: NodeID) -> String {
        guard isClosureType(type(e)) else { return lower(e) }
        return unsupported(e, "string conversion of a \(symbols.display(type(e)))",
                           "the value is a Swift closure, which has no toString() (an anonymous class's own, or the lambda class name Java prints)")
    }

    func isRuntimeObject(_ t: JavaType) -> Bool {
        guard case .declared(let id, _) = t else { return false }
        if symbols[id].declaration != nil { return true }
        let name = program.mappings.translatedTypeName(symbols[id].qualifiedName)
        // Runtime classes a `type` rule names are `JavaObject`s; functional interfaces are closures.
        if name == "java.lang.StringBuilder" { return true }
        if name == "java.lang.Class" { return false }  // a value type, converted like any value
        if program.mappings.typeTemplate(name) != nil { return !isClosureType(t) }
        var current: TypeSymbolID? = id
        while let c = current {
            if symbols[c].qualifiedName == "java.lang.Throwable" { return true }
            if case .declared(let s, _)? = symbols[c].superclass { current = s } else { current = nil }
        }
        return false
    }

    mutating func lowerNew(_ e: NodeID) -> String {
        guard case .constructor(let owner, let index)? = attribution.binding(of: e) else {
            return unsupported(e, "new \(tree.text(tree.child(e, Slot.NewClass.type)))", "the constructor did not resolve", rule: "J2S-UNR-003")
        }
        if !tree.child(e, Slot.NewClass.body).isNone { return lowerAnonymousClass(e) }
        let method = symbols[owner].constructors[index]
        let args = tree.child(e, Slot.NewClass.arguments)
        if let runtimeName = runtimeExceptionName(owner) {
            return "\(runtimeName)(\(arguments(args, for: method)))"
        }
        if symbols[owner].declaration == nil, let mapped = mappedNew(e, owner: owner, method: method) { return mapped }
        if symbols[owner].qualifiedName == "java.lang.String" {
            let args = Array(tree.list(e, Slot.NewClass.arguments))
            if method.parameterTypes == [.array(.char)] { return "JavaString.fromChars(\(lower(args[0])))" }
            if method.parameterTypes.count == 1 && symbols.isString(method.parameterTypes[0]) { return "JavaString.valueOf(\(lower(args[0])))" }
            if method.parameterTypes.isEmpty { return "\"\"" }
            if method.parameterTypes.first == JavaType.array(.primitive(.byte)), let decoded = lowerStringFromBytes(args) { return decoded }
        }
        if program.mappings.translatedTypeName(symbols[owner].qualifiedName) == "java.lang.StringBuilder" {
            if method.parameterTypes.isEmpty { return "StringBuilder()" }
            if symbols.isString(method.parameterTypes[0]) { return "StringBuilder(\(lower(Array(tree.list(e, Slot.NewClass.arguments))[0])))" }
            return "StringBuilder()"  // the capacity (`new(CharSequence)` has a rule)
        }
        guard symbols[owner].declaration != nil else {
            let constructor: MethodSymbol? = if case .constructor(_, let i)? = attribution.binding(of: e) { symbols[owner].constructors[i] } else { nil }
            return unmappedLibrary(e, site: owner, member: "<init>", method: constructor, "new \(symbols[owner].qualifiedName)")
        }
        if program.throwing.isThrowing(constructorOf: owner) { throwsInExpression = true }
        let prefix = instanceContextArguments(owner, explicitOuter: tree.child(e, Slot.NewClass.outer))
        let argText = program.labeledArguments(arguments(args, for: method), for: method)
        // A generic class states its type arguments (Swift cannot always infer them from the arguments).
        let callee = symbols[owner].typeParameters.isEmpty && program.localTypeVariables[owner] == nil
            ? program.swiftTypeName(owner) : String(swiftType(type(e)).dropLast())
        return "\(callee)(\((prefix + (argText.isEmpty ? [] : [argText])).joined(separator: ", ")))"
    }

    /// `elementType` replaces the created element type: `(T[]) new Object[n]` makes a `T` array directly,
    /// since Swift checks the element type that Java erases.
    mutating func lowerNewArray(_ e: NodeID, elementType: JavaType? = nil) -> String {
        guard case .array(let createdElement) = type(e) else { return unsupported(e, "array creation", "unknown type") }
        let element = elementType ?? createdElement
        let initializer = tree.child(e, Slot.NewArray.initializer)
        if !initializer.isNone { return lower(initializer) }
        let dims = Array(tree.list(e, Slot.NewArray.dimensions))
        if dims.count == 2, case .array(let inner) = element {
            return throwing("JavaArray<JavaArray<\(swiftType(inner))>?>.twoDimensional(\(lowerConverted(dims[0], to: .int)), \(lowerConverted(dims[1], to: .int)), repeating: \(ExpressionLowering.defaultValue(inner)))")
        }
        if dims.count == 3, case .array(.array(let inner)) = element {
            let sizes = dims.map { lowerConverted($0, to: .int) }.joined(separator: ", ")
            return throwing("JavaArray<JavaArray<JavaArray<\(swiftType(inner))>?>?>.threeDimensional(\(sizes), repeating: \(ExpressionLowering.defaultValue(inner)))")
        }
        if dims.count != 1 { return unsupported(e, "array creation with \(dims.count) dimensions", "not translated yet") }
        return throwing("JavaArray<\(swiftType(element))>(repeating: \(ExpressionLowering.defaultValue(element)), count: \(lowerConverted(dims[0], to: .int)))")
    }

    // MARK: Expression statements

    mutating func translateExpressionStatement(_ e: NodeID) {
        let saved = throwsInExpression
        throwsInExpression = false
        let start = out.text.utf8.count
        writeExpressionStatement(e)
        if throwsInExpression { out.rewriteLines(since: start, Self.placingTry) }
        throwsInExpression = saved
    }

    private mutating func writeExpressionStatement(_ e: NodeID) {
        switch tree.kind(e) {
        case .assignment:
            translateAssignment(e)
        case .postfixUnary, .prefixUnary:
            let op = TokenKind(rawValue: UInt8(tree[e].aux)) ?? .plus
            guard op == .plusPlus || op == .minusMinus else { out.line("_ = \(lower(e))"); return }
            let target = tree.child(e, Slot.Unary.operand)
            guard case .primitive(let p) = type(target) else {
                // A boxed variable: `count = count! &+ 1` (unboxing a null throws, as in Java).
                if tree.kind(target) != .arrayAccess, let updated = incrementedValue(target, op: op, current: lower(target)) {
                    out.line("\(lower(target)) = \(updated)")
                } else {
                    out.line("_ = \(lowerIncrement(e, prefix: true))")
                }
                return
            }
            let swiftOp = op == .plusPlus ? "+" : "-"
            if tree.kind(target) == .arrayAccess {
                // `a[i]++` as a statement: the array and the index are evaluated once, in Java's order.
                let array = tree.child(target, Slot.ArrayAccess.array), index = tree.child(target, Slot.ArrayAccess.index)
                guard isSideEffectFree(array) && isSideEffectFree(index), let updated = incrementedValue(target, op: op, current: lower(target)) else {
                    out.line(lowerIncrement(e, prefix: true))
                    return
                }
                out.line(assignmentStatement(target, updated, e))
                return
            }
            if p.isIntegral && p != .int && p != .long {
                let t = ExpressionLowering.swiftPrimitive(p)
                out.line("\(lower(target)) = \(t)(truncatingIfNeeded: Int32(\(lower(target))) &\(swiftOp) 1)")
            } else {
                out.line("\(lower(target)) \(p.isIntegral ? "&" : "")\(swiftOp)= 1")
            }
        case .methodCall, .newClass, .constructorCall:
            if tree.kind(e) == .constructorCall {
                out.line(lowerConstructorCall(e))
            } else {
                let text = lower(e)
                if text.hasPrefix("untranslated(") {
                    // The runtime's stand-in is generic: a statement needs its type stated.
                    out.line("_ = \(text) as Void")
                } else {
                    out.line(type(e) != .void ? "_ = \(text)" : text)
                }
            }
        default:
            out.line("_ = \(lower(e))")
        }
    }

    /// Names, literals, `this` and field reads: evaluating them twice is not observable.
    func isSideEffectFree(_ e: NodeID) -> Bool {
        switch tree.kind(e) {
        case .name, .literal, .this: return true
        case .fieldAccess: return isSideEffectFree(tree.child(e, Slot.FieldAccess.target))
        case .parenthesized: return isSideEffectFree(tree.child(e, Slot.Parenthesized.expression))
        case .binary: return isSideEffectFree(tree.child(e, Slot.Binary.left)) && isSideEffectFree(tree.child(e, Slot.Binary.right))
            && !(BinaryOperator(rawValue: tree[e].aux) == .divide || BinaryOperator(rawValue: tree[e].aux) == .remainder)
        default: return false
        }
    }

    mutating func lowerConstructorCall(_ e: NodeID) -> String {
        guard case .constructor(let owner, let index)? = attribution.binding(of: e) else {
            return unsupported(e, "constructor call", "did not resolve")
        }
        let method = symbols[owner].constructors[index]
        let isSuper = tree[e].flags == 1
        // `super(…)` of a library class the runtime stands for: its rule's creation, as `super.init`.
        if isSuper, symbols[owner].declaration == nil, let (template, _) = program.mappings.template(site: owner, member: "<init>", method: method, symbols: symbols) {
            var bindings: [String: JavaType] = [:]
            if let id = currentType, case .declared(_, let superArgs)? = symbols[id].superclass { bind(symbols[owner].typeParameters.map(\.name), superArgs, into: &bindings) }
            let created = expand(template, receiver: nil, arguments: Array(tree.children(tree.child(e, Slot.ConstructorCall.arguments))), method: method, bindings: bindings)
            guard let created, let open = created.firstIndex(of: "(") else { return unsupported(e, "super(…) of \(symbols[owner].qualifiedName)", "its rule is not a creation") }
            return "super.init" + created[open...]
        }
        // The arguments are evaluated before the instance exists (JLS §8.8.7.1): a lambda there captures no `self`.
        let savedStatic = inStaticContext
        inStaticContext = true
        let args = program.labeledArguments(arguments(tree.child(e, Slot.ConstructorCall.arguments), for: method), for: method)
        inStaticContext = savedStatic
        let throwsCall = symbols[owner].declaration != nil && program.throwing.isThrowing(constructorOf: owner)
        if throwsCall { throwsInExpression = true }
        // `this(…)` passes the outer instance and captured variables on.
        let prefix = isSuper ? currentType.map { superContextArguments($0) } ?? [] : instanceContextParameterNames(owner)
        return "\(isSuper ? "super" : "self").init(\((prefix + (args.isEmpty ? [] : [args])).joined(separator: ", ")))"
    }

    mutating func translateAssignment(_ e: NodeID) {
        let target = tree.child(e, Slot.Assignment.target)
        let value = tree.child(e, Slot.Assignment.value)
        guard let op = AssignmentOperator(rawValue: tree[e].aux) else { return }
        let t = type(target)
        var newValue: String
        if let binary = op.binaryOperator {
            // `a[i++] += v`: the element is read and written through one evaluation of the array and index.
            if tree.kind(target) == .arrayAccess,
               !(isSideEffectFree(tree.child(target, Slot.ArrayAccess.array)) && isSideEffectFree(tree.child(target, Slot.ArrayAccess.index))) {
                out.line(lowerAssignmentExpression(e))
                return
            }
            if let fieldText = fieldThroughEvaluatedReceiver(target) {
                // `acct("a").balance += f()`: the receiver is evaluated once (JLS §15.26.2), before the right operand.
                guard let combined = compoundValue(target, value, binary, current: fieldText) else {
                    out.line(unsupportedStatement(e, "compound assignment to \(symbols.display(t))", "not translated yet"))
                    return
                }
                let valueThrows = throwsInExpression
                throwsInExpression = false
                out.line("\(fieldText) = \(valueThrows ? "try " : "")\(combined)")
                return
            }
            guard let combined = compoundValue(target, value, binary, current: lower(target)) else {
                out.line(unsupportedStatement(e, "compound assignment to \(symbols.display(t))", "not translated yet"))
                return
            }
            newValue = combined
        } else {
            newValue = lowerConverted(value, to: t)
            // `width = width` (a parameter assigned to itself, where `this.width = width` was meant): a no-op in
            // Java, an error in Swift.
            if tree.kind(target) == .name, tree.kind(value) == .name, attribution.binding(of: target) == attribution.binding(of: value),
               newValue == lower(target) {
                out.line("_ = \(newValue)")
                return
            }
        }
        out.line(assignmentStatement(target, newValue, e))
    }

    /// `receiver3.balance` for a compound assignment's target `acct("a").balance`, an instance field of the program
    /// read through a receiver with side effects: writes `let receiver3 = acct("a")!` (with its own `try`) so that
    /// the receiver is evaluated once. Nil for other targets, which are written twice as they are.
    mutating func fieldThroughEvaluatedReceiver(_ target: NodeID) -> String? {
        guard tree.kind(target) == .fieldAccess, case .field(let owner, let index)? = attribution.binding(of: target),
              symbols[owner].declaration != nil, !symbols[owner].fields[index].isStatic else { return nil }
        let receiver = tree.child(target, Slot.FieldAccess.target)
        guard !isSideEffectFree(receiver), tree.kind(receiver) != .superExpr, !isErased(type(receiver)) else { return nil }
        let saved = throwsInExpression
        throwsInExpression = false
        let receiverText = lowerNonNull(receiver)
        labelCounter += 1
        let name = "receiver\(labelCounter)"
        out.line("let \(name) = \(throwsInExpression ? "try " : "")\(receiverText)")
        throwsInExpression = saved
        return "\(name).\(fieldName(owner, tree.name(target)))"
    }

    /// The value `target op= value` stores: `(T)(target op value)` (JLS §15.26.2), from the Swift text of the
    /// target's current value. Boxed targets are unboxed (a null one throws) and the result boxed again.
    mutating func compoundValue(_ target: NodeID, _ value: NodeID, _ binary: BinaryOperator, current currentText: String) -> String? {
        let t = type(target)
        if symbols.isString(t) && binary == .add {
            return "\"\\(JavaString.valueOf(\(currentText)))\(interpolated(value))\""
        }
        guard let p = t.primitive ?? symbols.unboxedPrimitive(t) else { return nil }
        let newValue: String
        let promotedType: PrimitiveType
        switch binary {
        case .shiftLeft, .shiftRight, .unsignedShiftRight:
            promotedType = relations.unaryPromotion(.primitive(p)) ?? p
        case .bitAnd, .bitOr, .bitXor:
            promotedType = p == .boolean ? .boolean : (relations.numericPromotion(.primitive(p), type(value)) ?? p)
        default:
            promotedType = relations.numericPromotion(.primitive(p), type(value)) ?? p
        }
        let current = convert(currentText, from: t, to: .primitive(promotedType), node: target)
        // The right operand keeps its grouping (`a += c ? 1 : 0`).
        let rhs = operand(value, convert(lower(value), from: type(value), to: .primitive(promotedType), node: value))
        var combined: String
        switch binary {
        case .add: combined = promotedType.isIntegral ? "\(current) &+ \(rhs)" : "\(current) + \(rhs)"
        case .subtract: combined = promotedType.isIntegral ? "\(current) &- \(rhs)" : "\(current) - \(rhs)"
        case .multiply: combined = promotedType.isIntegral ? "\(current) &* \(rhs)" : "\(current) * \(rhs)"
        case .divide: combined = promotedType.isIntegral ? throwing("JavaArithmetic.divide(\(current), \(rhs))") : "\(current) / \(rhs)"
        case .remainder: combined = promotedType.isIntegral ? throwing("JavaArithmetic.remainder(\(current), \(rhs))") : "\(current).truncatingRemainder(dividingBy: \(rhs))"
        case .bitAnd: combined = promotedType == .boolean ? "JavaLogic.and(\(current), \(rhs))" : "\(current) & \(rhs)"
        case .bitOr: combined = promotedType == .boolean ? "JavaLogic.or(\(current), \(rhs))" : "\(current) | \(rhs)"
        case .bitXor: combined = promotedType == .boolean ? "JavaLogic.xor(\(current), \(rhs))" : "\(current) ^ \(rhs)"
        case .shiftLeft: combined = "(\(current)).javaShiftLeft(\(ExpressionLowering.swiftPrimitive(promotedType))(truncatingIfNeeded: \(lower(value))))"
        case .shiftRight: combined = "(\(current)).javaShiftRight(\(ExpressionLowering.swiftPrimitive(promotedType))(truncatingIfNeeded: \(lower(value))))"
        default: combined = "JavaArithmetic.unsignedShiftRight(\(current), \(ExpressionLowering.swiftPrimitive(promotedType))(truncatingIfNeeded: \(lower(value))))"
        }
        // Narrow back to the variable's type (Java's implicit cast).
        if promotedType != p {
            if promotedType.isIntegral && p.isIntegral {
                newValue = "\(ExpressionLowering.swiftPrimitive(p))(truncatingIfNeeded: \(combined))"
            } else if !promotedType.isIntegral && p.isIntegral {
                let wide = p == .long ? "JavaArithmetic.toLong(Double(\(combined)))" : "JavaArithmetic.toInt(Double(\(combined)))"
                newValue = p == .long || p == .int ? wide : "\(ExpressionLowering.swiftPrimitive(p))(truncatingIfNeeded: \(wide))"
            } else {
                newValue = "\(ExpressionLowering.swiftPrimitive(p))(\(combined))"
            }
        } else {
            newValue = combined
        }
        return newValue
    }

    mutating func assignmentStatement(_ target: NodeID, _ value: String, _ e: NodeID) -> String {
        if tree.kind(target) == .arrayAccess {
            return throwing("\(lowerNonNull(tree.child(target, Slot.ArrayAccess.array))).set(\(lowerConverted(tree.child(target, Slot.ArrayAccess.index), to: .int)), \(value))")
        }
        return "\(lower(target)) = \(value)"
    }
}

/// Type relations for the translator (the semantic module's are internal).
struct TypeRelationsView {
    let symbols: SymbolTable

    /// Reference subtyping by declared supertypes (enough to recognise upcasts).
    func isSubtype(_ a: JavaType, _ b: JavaType) -> Bool {
        if a == b || a == .null { return true }
        guard case .declared(let target, _) = b else { return false }
        if symbols[target].qualifiedName == "java.lang.Object" { return true }
        guard case .declared(let id, _) = a else { return false }
        var queue = [id]
        var seen: Set<TypeSymbolID> = []
        while let current = queue.popLast() {
            if current == target { return true }
            guard seen.insert(current).inserted else { continue }
            for s in [symbols[current].superclass].compactMap({ $0 }) + symbols[current].interfaces {
                if case .declared(let sid, _) = s { queue.append(sid) }
            }
        }
        return false
    }

    func numericPromotion(_ a: JavaType, _ b: JavaType) -> PrimitiveType? { symbols.numericPromotion(a, b) }
    func unaryPromotion(_ t: JavaType) -> PrimitiveType? { symbols.unaryPromotion(t) }
}
