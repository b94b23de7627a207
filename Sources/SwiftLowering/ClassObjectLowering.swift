import JavaSemantics
import JavaSyntax

/// `java.lang.Class` values: class literals become the runtime's `JavaClass` (the Swift type and the Java
/// name), so `Class<T>` parameters, `isInstance` and `cast` work; `getClass()` of an object has no such
/// value (its Java name is not kept at run time), so its few uses are written here and the rest reported.
extension FileTranslator {
    /// `Foo.class`, `Integer.class`, `int.class`.
    mutating func lowerClassLiteral(_ e: NodeID) -> String {
        let typeNode = tree.child(e, Slot.ClassLiteral.type)
        guard let t = attribution.type(of: typeNode) else { return unsupported(e, "class literal", "its type did not resolve") }
        switch t {
        case .primitive(let p):
            // `int.class` is a `Class<Integer>` without instances.
            return "JavaClass<\(swiftType(symbols.boxed(p)))>(name: \"\(symbols.display(t))\", kind: .primitive)"
        case .declared(let id, _):
            let symbol = symbols[id]
            let described = "\(symbols.display(t)).class"
            if symbol.isLocal { return unsupported(e, described, "a local class's Class object is not translated yet") }
            if !symbol.typeParameters.isEmpty {
                return unsupported(e, described, "a Swift generic type has no single type object without its type arguments")
            }
            // Library types whose instances are not of one Swift type (collections, closures) cannot be tested.
            guard symbol.declaration != nil || symbols.isString(t) || t == symbols.object || symbols.unboxedPrimitive(t) != nil else {
                return unsupported(e, described, "only the program's classes, String, the boxed numbers and Object have a Class object so far")
            }
            let kind = symbol.kind == .interface ? ", kind: .interface" : ""
            return "JavaClass<\(swiftType(.declared(id, [])))>(name: \"\(program.binaryName(id))\"\(kind))"
        default:
            return unsupported(e, "\(symbols.display(t)).class", "only classes' and primitives' Class objects are translated so far")
        }
    }

    /// `getName()`/`getSimpleName()` of a class literal (folded to the string), of `x.getClass()` or an
    /// enum's `getDeclaringClass()` (the dynamic type's name), or of a `Class` value.
    mutating func lowerClassName(_ e: NodeID, method: MethodSymbol) -> String {
        let target = tree.child(e, Slot.MethodCall.target)
        if tree.kind(target) == .classLiteral, let t = attribution.type(of: tree.child(target, Slot.ClassLiteral.type)) {
            switch t {
            case .primitive, .void: return ExpressionLowering.stringLiteral(symbols.display(t))  // `int`, `void`
            case .declared(let id, _) where !symbols[id].isLocal:
                return ExpressionLowering.stringLiteral(method.name == "getName" ? program.binaryName(id) : symbols[id].simpleName)
            default: break
            }
        }
        guard tree.kind(target) == .methodCall, tree.list(target, Slot.MethodCall.arguments).isEmpty,
              ["getClass", "getDeclaringClass"].contains(tree.name(target)) else {
            return "\(lowerNonNull(target)).\(method.name)()"
        }
        let receiver = tree.child(target, Slot.MethodCall.target)
        let receiverType = type(receiver)
        // `e.getDeclaringClass()` of an enum is the enum class itself, known statically.
        if tree.name(target) == "getDeclaringClass", case .declared(let enumID, _) = receiverType, symbols[enumID].kind == .enum,
           symbols[enumID].declaration != nil, isSideEffectFree(receiver) {
            return ExpressionLowering.stringLiteral(method.name == "getName" ? program.binaryName(enumID) : symbols[enumID].simpleName)
        }
        guard tree.name(target) == "getClass" else {
            return unsupported(e, "Class.\(method.name)", "only on class literals, getClass() and an enum's getDeclaringClass() so far")
        }
        let throwable = symbols.lookup(qualifiedName: "java.lang.Throwable").map { relations.isSubtype(receiverType, .declared($0, [])) } ?? false
        // `x.getClass().getSimpleName()`: the dynamic type's name, for the program's classes and the runtime's
        // strings, boxes and exceptions. (An Object or interface receiver holding a runtime collection stops.)
        if method.name == "getSimpleName" {
            // (A library interface's value is most often the program's object: the runtime checks that one.)
            if case .declared(let id, _) = receiverType, symbols[id].declaration == nil, symbols[id].kind == .class, receiverType != symbols.object, !throwable,
               !symbols.isString(receiverType), symbols.unboxedPrimitive(receiverType) == nil {
                return unsupported(e, "Class.getSimpleName", "a library \(symbols[id].simpleName) is one of the runtime's classes, which each stand for several Java classes (JavaList is ArrayList, LinkedList, …)")
            }
            if case .array = receiverType { return unsupported(e, "Class.getSimpleName", "of an array's class") }
            return "javaSimpleName(of: \(lowerNonNull(receiver)))"
        }
        // The program's classes whose hierarchy is named at run time (`ProgramTranslator.runtimeNamedClasses`).
        if let named = Self.classNameReceiver(e, in: tree, attribution, symbols), program.runtimeNamedClasses.contains(named) {
            return "Optional(\(lowerNonNull(receiver)).javaClassName)"
        }
        // Otherwise the runtime knows qualified names for exceptions (their binary names) and boxes only.
        guard throwable || symbols.unboxedPrimitive(receiverType) != nil || symbols.isString(receiverType) else {
            return unsupported(e, "Class.getName", "the qualified name of a translated class is not kept at run time; only exceptions' and boxes' are")
        }
        return "javaClassName(of: \(lowerNonNull(receiver)))"
    }

    /// The class whose name `x.getClass().getName()` (or a bare `getClass().getName()`) asks: `R` of the
    /// `Class<? extends R>` that `getClass()` returns, when R is a class of the program.
    static func classNameReceiver(_ e: NodeID, in tree: SyntaxTree, _ attribution: FileAttribution, _ symbols: SymbolTable) -> TypeSymbolID? {
        guard tree.kind(e) == .methodCall, tree.name(e) == "getName", tree.list(e, Slot.MethodCall.arguments).isEmpty,
              case let target = tree.child(e, Slot.MethodCall.target), !target.isNone, tree.kind(target) == .methodCall,
              tree.name(target) == "getClass", tree.list(target, Slot.MethodCall.arguments).isEmpty,
              case .declared(_, let args)? = attribution.type(of: target), case .wildcard(.extends(.declared(let r, _)))? = args.first,
              symbols[r].declaration != nil else { return nil }
        return r
    }

    /// The program class `R` of `x.getClass()` (a `Class<? extends R>`, or a bare `getClass()` in R) when the call
    /// is a value of its own (a map key, an argument, a variable), not the receiver of `getName()`/`getSimpleName()`
    /// nor an operand of `==` (`consumed`: those calls, which the lowering writes otherwise).
    static func classValueReceiver(_ e: NodeID, in tree: SyntaxTree, _ attribution: FileAttribution, _ symbols: SymbolTable) -> TypeSymbolID? {
        guard tree.kind(e) == .methodCall, tree.name(e) == "getClass", tree.list(e, Slot.MethodCall.arguments).isEmpty,
              case .method(let owner, _)? = attribution.binding(of: e), symbols[owner].qualifiedName == "java.lang.Object",
              case .declared(_, let args)? = attribution.type(of: e), case .wildcard(.extends(.declared(let r, _)))? = args.first,
              symbols[r].declaration != nil, symbols[r].kind == .class else { return nil }
        return r
    }

    /// The `getClass()` calls that `classValueReceiver` does not take as values: a receiver of a `Class` method,
    /// an operand of `==`/`!=`.
    static func consumedGetClassCalls(in tree: SyntaxTree) -> Set<NodeID> {
        var consumed: Set<NodeID> = []
        func unwrapped(_ n: NodeID) -> NodeID {
            var n = n
            while !n.isNone, tree.kind(n) == .parenthesized { n = tree.child(n, Slot.Parenthesized.expression) }
            return n
        }
        for i in tree.nodes.indices {
            let n = NodeID(UInt32(i))
            switch tree.kind(n) {
            case .methodCall:
                let target = unwrapped(tree.child(n, Slot.MethodCall.target))
                if !target.isNone, tree.kind(target) == .methodCall, tree.name(target) == "getClass" { consumed.insert(target) }
            case .binary:
                if let op = BinaryOperator(rawValue: tree[n].aux), op == .equal || op == .notEqual {
                    consumed.insert(unwrapped(tree.child(n, Slot.Binary.left)))
                    consumed.insert(unwrapped(tree.child(n, Slot.Binary.right)))
                }
            default: break
            }
        }
        return consumed
    }

    /// `x.getClass()` as a value, for the program's classes that carry their Java name: a `Class` object named as
    /// the class literal of x's class is, so the two are equal (an event bus keyed by `LoginEvent.class`).
    mutating func lowerClassValue(_ e: NodeID) -> String? {
        guard let r = Self.classValueReceiver(e, in: tree, attribution, symbols), program.runtimeNamedClasses.contains(r) else { return nil }
        let target = tree.child(e, Slot.MethodCall.target)
        let receiver = target.isNone ? "self" : lowerNonNull(target)
        return "javaClassObject(of: \(receiver), \\.javaClassName)"
    }

    /// `x.getClass()` of `x.getClass() == y.getClass()`: `x` lowered (`self` for a bare `getClass()`). Java's
    /// `Class` objects are unique per class, so `==` on two of them compares the classes.
    mutating func getClassReceiver(_ e: NodeID) -> String? {
        var e = e
        while tree.kind(e) == .parenthesized { e = tree.child(e, 0) }
        guard tree.kind(e) == .methodCall, tree.name(e) == "getClass", tree.list(e, Slot.MethodCall.arguments).isEmpty,
              case .method(let owner, _)? = attribution.binding(of: e), symbols[owner].qualifiedName == "java.lang.Object" else { return nil }
        let target = tree.child(e, Slot.MethodCall.target)
        return target.isNone ? "self" : lowerNonNull(target)
    }

    /// Whether `t` is `java.lang.Class` (with any arguments): the runtime's `JavaClass`, a value type.
    func isClassObject(_ t: JavaType) -> Bool {
        guard case .declared(let id, _) = t else { return false }
        return symbols[id].qualifiedName == "java.lang.Class"
    }
}
