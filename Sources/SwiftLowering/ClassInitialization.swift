import JavaSemantics
import JavaSyntax

/// Static initialization (JLS §12.4): a class's static initializers and static field initializers run
/// once, in textual order, when the class is first used — a static method called, an instance created, a
/// static field read or written (constants excepted). Swift initializes each static property lazily and on
/// its own, so a class with static initializer blocks, or static field initializers that call the
/// program's code, gets `javaInitialize()`: it runs them in Java's order, and every static method,
/// constructor and static field accessor calls it first. A flag set before the work starts makes a
/// use during initialization see the partly initialized class, as in Java.
extension FileTranslator {
    func needsClassInitialization(_ id: TypeSymbolID) -> Bool {
        guard symbols[id].kind == .class || symbols[id].kind == .enum, let decl = symbols[id].declaration, decl.file == file else { return false }
        let members = tree.kind(decl.node) == .newClass ? []
            : Array(tree.list(decl.node, symbols[id].kind == .enum ? Slot.Enum.members : Slot.Class.members))
        return members.contains { m in
            switch tree.kind(m) {
            case .initializerBlock: return tree[m].flags != 0
            case .fieldDecl:
                guard tree.modifiers(tree.child(m, Slot.Field.modifiers)).contains(.static) else { return false }
                return tree.list(m, Slot.Field.declarators).contains { d in
                    let i = tree.child(d, Slot.VariableDeclarator.initializer)
                    return !i.isNone && callsProgramCode(i)
                }
            default: return false
            }
        }
    }

    /// `javaInitialize<Name>`: named per class, since a subclass's static function of the same name would
    /// have to override its superclass's, which Swift does not allow for static members.
    func classInitializerName(_ id: TypeSymbolID?) -> String {
        guard let id else { return "javaInitialize" }
        return "javaInitialize" + symbols[id].simpleName.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether evaluating `e` may run the program's own methods or constructors (and so be observed).
    func callsProgramCode(_ e: NodeID) -> Bool {
        var stack = [e]
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch attribution.binding(of: n) {
            case .method(let owner, _)?, .constructor(let owner, _)?:
                if symbols[owner].declaration != nil { return true }
            default: break
            }
            if tree.kind(n) == .lambda { continue }
            stack.append(contentsOf: tree.children(n))
        }
        return false
    }

    /// A static field of such a class, other than a constant: storage plus an accessor that initializes
    /// the class first. Its initializer runs in `javaInitialize()`.
    func isClassInitializedField(_ member: NodeID, _ declarator: NodeID) -> Bool {
        guard let id = currentType, needsClassInitialization(id),
              tree.modifiers(tree.child(member, Slot.Field.modifiers)).contains(.static) else { return false }
        if case .field(let owner, let index)? = attribution.binding(of: declarator), symbols[owner].fields[index].constantValue != nil { return false }
        if let i = symbols[id].fields.firstIndex(where: { $0.declaration == SourceRef(file: file, node: declarator) }), symbols[id].fields[i].constantValue != nil {
            return false
        }
        return true
    }

    mutating func writeClassInitializedField(_ name: String, type t: JavaType, access: String) {
        let swift = swiftType(t)
        var property = SwiftWriter()
        // In a generic context the storage and its accessor are the file-scope enum's, which calls the class's
        // initialization through the class.
        let besideOf = currentType.flatMap { hasStaticsBeside($0) ? $0 : nil }
        let initialize = (besideOf.map { program.staticScopeName($0) + "." } ?? "") + classInitializerName(currentType)
        property.line("private static var \(name)Storage: \(swift) = \(ExpressionLowering.defaultValue(t))")
        property.open("\(access)static var \(name): \(swift)")
            property.line("get { \(initialize)(); return \(name)Storage }")
            property.line("set { \(initialize)(); \(name)Storage = newValue }")
        property.close()
        if let id = besideOf {
            addGenericContextStatic(id, property.text.split(separator: "\n").map(String.init))
        } else {
            out.lines(property.text)
        }
    }

    /// `javaInitialize()`: the static field initializers and static blocks in textual order.
    mutating func writeClassInitialization(_ id: TypeSymbolID, members: ArraySlice<NodeID>) {
        let saved = (inStaticContext, currentReturnType)
        inStaticContext = true
        currentReturnType = .void
        locals.append([])
        var body = SwiftWriter()
        swap(&body, &out)
        for member in members {
            switch tree.kind(member) {
            case .fieldDecl where tree.modifiers(tree.child(member, Slot.Field.modifiers)).contains(.static):
                for d in tree.list(member, Slot.Field.declarators) where isClassInitializedField(member, d) {
                    let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
                    guard !initializer.isNone, let t = attribution.type(of: d) else { continue }
                    let scope = hasStaticsBeside(id) ? program.staticFieldScopeName(id) + "." : ""
                    out.line("\(scope)\(fieldName(id, tree.name(d))) = \(expression { $0.lowerConverted(initializer, to: t) })")
                }
            case .initializerBlock where tree[member].flags != 0:
                translateBody(tree.child(member, Slot.InitializerBlock.body))
            default:
                break
            }
        }
        swap(&body, &out)
        locals.removeLast()
        (inStaticContext, currentReturnType) = saved
        let name = program.swiftTypeName(id)
        out.line()
        let function = classInitializerName(id)
        var flag = function.replacingOccurrences(of: "javaInitialize", with: "javaInitialized")
        if hasStaticsBeside(id) {
            addGenericContextStatic(id, ["static var \(flag) = false"])
            flag = program.staticFieldScopeName(id) + "." + flag
        } else {
            out.line("private static var \(flag) = false")
            out.line()
        }
        out.line("/// Java's class initialization: static initializers in textual order, once, on first use.")
        out.open("static func \(function)()")
            out.line("if \(flag) { return }")
            out.line("\(flag) = true")
            // An enum's constants are created first, in order, as Java's class initialization does.
            if symbols[id].kind == .enum { out.line("_ = allValues") }
            if case .declared(let s, _)? = symbols[id].superclass, needsClassInitialization(s) {
                out.line("\(program.swiftTypeName(s)).\(classInitializerName(s))()")
            }
            if SwiftCodeText.code(of: body.text).contains("try") {
                // An exception here is Java's ExceptionInInitializerError: the program cannot go on.
                out.open("do")
                out.lines(body.text)
                out.dedent()
                out.open("} catch")
                out.line("fatalError(\"ExceptionInInitializerError in \(name): \\(error)\")")
                out.close()
            } else {
                out.lines(body.text)
            }
        out.close()
    }
}
