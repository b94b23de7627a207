import JavaSemantics
import JavaSyntax

/// Java interfaces (JLS §9) as class-bound protocols refining `JavaObject`:
/// - abstract methods become requirements, default methods requirements with a protocol-extension body;
/// - constants, static methods and member types (all static in an interface) go to a caseless enum
///   `<Name>Statics`, since Swift cannot reach static members through a protocol's name.
extension FileTranslator {
    mutating func translateInterface(_ decl: NodeID, id: TypeSymbolID) {
        let symbol = symbols[id]
        let members = Array(tree.list(decl, Slot.Interface.members))
        let name = SwiftNames.memberTypeIdentifier(symbol.simpleName)
        let access = swiftAccess(tree.modifiers(tree.child(decl, Slot.Interface.modifiers)), ofType: id, at: decl)
        // Interfaces of the program this one extends; library ones have no protocol here.
        var parents: [String] = []
        for case .declared(let iid, _) in symbol.interfaces where symbols[iid].declaration != nil { parents.append(program.swiftTypeName(iid)) }
        if listsAutoCloseable(id) { parents.append("JavaAutoCloseable") }
        if parents.isEmpty { parents = ["JavaObject"] }
        if let doc = tree.javadoc(before: decl) { writeDoc(doc) }
        // Type parameters become primary associated types: `any Repository<User>` is then a type.
        let typeParameters = symbol.typeParameters.map { TypeMapping(program: program).swiftTypeParameterName($0.name, of: .type(id)) }
        let primary = typeParameters.isEmpty ? "" : "<" + typeParameters.joined(separator: ", ") + ">"
        out.open("\(access)protocol \(name)\(primary): \(parents.joined(separator: ", "))")
        for t in typeParameters { out.line("associatedtype \(t)") }
        for member in members where tree.kind(member) == .methodDecl && !isStaticOrPrivate(member) && !isObjectMethodDeclaration(member) {
            locals.append([])
            if let doc = tree.javadoc(before: member) { writeDoc(doc) }
            out.line(methodSignature(member))
            locals.removeLast()
        }
        for requirement in inheritedLibraryRequirements(of: id) {
            let parameters = requirement.parameters.enumerated().map { "_ p\($0.offset): \(swiftType($0.element))" }
            let result = requirement.result == .void ? "" : " -> \(swiftType(requirement.result))"
            out.line("func \(SwiftNames.identifier(requirement.name))(\(parameters.joined(separator: ", "))) throws\(result)")
        }
        out.close()
        if program.throwing.lambdaInterfaces.contains(id) { writeLambdaAdapter(id, access: access) }
        if program.superAdaptedInterfaces.contains(id) { writeSuperAdapter(id, members: members, access: access) }
        let bodies = members.filter { tree.kind($0) == .methodDecl && !tree.child($0, Slot.Method.body).isNone && !isStatic($0) }
        if !bodies.isEmpty {
            // Extensions live at file scope, after the file's types.
            let saved = out
            out = SwiftWriter()
            out.line()
            out.open("extension \(program.swiftTypeName(id))")
            for (i, member) in bodies.enumerated() {
                if i > 0 { out.line() }
                // Called as `Iface.super.m()` somewhere: the body under a name of its own, which the default calls.
                if let alias = program.interfaceSuperCallName(id, method: tree.name(member), arity: tree.list(member, Slot.Method.parameters).count) {
                    translateMethod(member, forwardingTo: alias)
                    out.line()
                    translateMethod(member, named: alias)
                } else {
                    translateMethod(member)
                }
            }
            out.close()
            fileScopeDeclarations.append(out.text)
            out = saved
        }
        let statics = members.filter { m in
            switch tree.kind(m) {
            case .fieldDecl, .classDecl, .interfaceDecl, .enumDecl, .recordDecl: return true
            case .methodDecl: return isStatic(m)
            default: return false
            }
        }
        // The anonymous and local classes of the default methods' bodies are declared here too (a protocol
        // extension cannot hold a type).
        if !statics.isEmpty || !pendingMemberTypes.isEmpty {
            out.line()
            out.line("/// `\(symbol.simpleName)`'s constants, static methods and member types.")
            out.open("\(access)enum \(name)Statics")
            for member in statics {
                if tree.kind(member) == .fieldDecl {
                    translateField(member, isStatic: true)
                } else {
                    translateMember(member, of: id, superIsThrowable: false)
                }
            }
            writePendingMemberTypes()
            out.close()
        }
    }

    /// The abstract method a program interface inherits from a library functional interface it extends
    /// (`interface Named extends Supplier<String>`): the library interface is a Swift function type, not a
    /// protocol, so the interface's own protocol states it (`func get() throws -> String?`).
    func inheritedLibraryRequirements(of id: TypeSymbolID) -> [(name: String, parameters: [JavaType], result: JavaType)] {
        guard symbols[id].kind == .interface else { return [] }
        var found: [(name: String, parameters: [JavaType], result: JavaType)] = []
        for case .declared(let iid, let args) in symbols[id].interfaces where symbols[iid].declaration == nil {
            let parent = JavaType.declared(iid, args)
            guard isClosureType(parent), let method = symbols.functionalMethod(of: parent),
                  let (parameters, result) = symbols.functionType(of: parent),
                  !symbols[id].methods.contains(where: { $0.name == method.name && $0.parameterTypes.count == parameters.count && !$0.isStatic }),
                  !found.contains(where: { $0.name == method.name && $0.parameters.count == parameters.count }) else { continue }
            found.append((method.name, parameters, result))
        }
        return found
    }

    /// `final class <Name>Lambda`: the interface implemented by a closure, for lambdas and method references.
    mutating func writeLambdaAdapter(_ id: TypeSymbolID, access: String) {
        guard let method = symbols.functionalMethod(of: .declared(id, [])),
              let (parameterJavaTypes, returnType) = symbols.functionType(of: .declared(id, symbols.typeVariables(of: id).map { .typeVariable($0) })) else { return }
        let name = SwiftNames.memberTypeIdentifier(symbols[id].simpleName)
        // Through the interface's own type variables: an inherited `Supplier<String>.get()` returns String.
        let parameterTypes = parameterJavaTypes.map { swiftType($0) }
        let result = returnType == .void ? "" : " -> " + swiftType(returnType)
        let functionType = "(\(parameterTypes.joined(separator: ", "))) throws\(result == "" ? " -> Void" : result)"
        let parameters = parameterTypes.enumerated().map { "_ p\($0.offset): \($0.element)" }.joined(separator: ", ")
        let arguments = parameterTypes.indices.map { "p\($0)" }.joined(separator: ", ")
        out.line()
        out.line("/// `\(symbols[id].simpleName)` implemented by a lambda or method reference.")
        let generics = TypeMapping(program: program).genericParameterClause(symbols[id].typeParameters, of: .type(id))
        out.open("\(access)final class \(name)Lambda\(generics): \(name)")
            out.line("let body: \(functionType)")
            out.line("init(_ body: @escaping \(functionType)) { self.body = body }")
            // A public protocol's requirement is witnessed by a public method.
            out.line("\(access)func \(SwiftNames.identifier(method.name))(\(parameters)) throws\(result) { try body(\(arguments)) }")
        out.close()
    }

    /// `final class <Name>Super<E, Adapted>`: a `Listener<Adapted>` used as a `Listener<? super E>` (Adapted a
    /// supertype of E, as Java's wildcard requires, so the casts succeed). The runtime's `equals` and `hashCode` see
    /// through it (`JavaAdapter`), so a list finds the listener either way (`remove(listener)`, `contains`); `==` on
    /// the two differs (J2S-SEM-007).
    mutating func writeSuperAdapter(_ id: TypeSymbolID, members: [NodeID], access: String) {
        let name = SwiftNames.memberTypeIdentifier(symbols[id].simpleName)
        let e = TypeMapping(program: program).swiftTypeParameterName(symbols[id].typeParameters[0].name, of: .type(id))
        let adapted = e == "Adapted" ? "AdaptedBase" : "Adapted"
        out.line()
        out.line("/// A `\(symbols[id].simpleName)<\(adapted)>` used as a `\(symbols[id].simpleName)<? super \(e)>`.")
        out.open("\(access)final class \(name)Super<\(e), \(adapted)>: \(name), JavaAdapter")
            out.line("let base: any \(name)<\(adapted)>")
            out.line("\(access)var adaptedObject: Any { base }")
            out.line("init?(_ base: (any \(name)<\(adapted)>)?) {")
            out.line("    guard let base else { return nil }")
            out.line("    self.base = base")
            out.line("}")
            let own = symbols.typeVariables(of: id)[0]
            for member in members where tree.kind(member) == .methodDecl && !isStaticOrPrivate(member) && !isObjectMethodDeclaration(member)
                && tree.child(member, Slot.Method.body).isNone {
                locals.append([])
                let parameters = tree.list(member, Slot.Method.parameters).map { p -> String in
                    let pname = SwiftNames.identifier(tree.name(p))
                    return attribution.type(of: p) == .typeVariable(own) ? "\(pname) as! \(adapted)?" : pname
                }
                let throwing = program.throwing.isThrowing(method: tree.name(member), arity: parameters.count)
                let returnType = attribution.type(of: tree.child(member, Slot.Method.returnType)) ?? .void
                let call = "\(throwing ? "try " : "")base.\(declaredMethodName(member))(\(parameters.joined(separator: ", ")))"
                out.line("\(access)\(methodSignature(member)) { \(returnType == .void ? "" : "return ")\(call) }")
                locals.removeLast()
            }
            out.line("\(access)func equals(_ other: Any?) throws -> Bool { try javaEquals(base, other) }")
            out.line("\(access)func hashCode() throws -> Int32 { try base.hashCode() }")
            out.line("\(access)func toString() -> String { base.toString() }")
        out.close()
    }

    /// `typealias T = User` for each type argument of a generic program interface the class implements,
    /// so the protocol's associated types are bound even where no method names them.
    mutating func writeAssociatedTypeBindings(_ id: TypeSymbolID) {
        let mapping = TypeMapping(program: program)
        for case .declared(let iid, let args) in symbols[id].interfaces where symbols[iid].declaration != nil {
            for (p, arg) in zip(symbols[iid].typeParameters, args) {
                if case .typeVariable(let v) = arg, v.name == p.name { continue }
                // `Any? /* java.lang.Number */` binds `Any`: the requirement is written `T?`.
                out.line("typealias \(SwiftNames.identifier(p.name)) = \(SwiftNames.wrappedType(mapping.typeArgumentSwift(arg)))")
            }
        }
    }

    func isStatic(_ member: NodeID) -> Bool { tree.modifiers(tree.child(member, Slot.Method.modifiers)).contains(.static) }

    func isStaticOrPrivate(_ member: NodeID) -> Bool {
        let m = tree.modifiers(tree.child(member, Slot.Method.modifiers))
        return m.contains(.static) || m.contains(.private)
    }

    /// `boolean equals(Object)`, `int hashCode()`, `String toString()` restated in an interface: `JavaObject`
    /// already requires them.
    func isObjectMethodDeclaration(_ member: NodeID) -> Bool {
        let params = tree.list(member, Slot.Method.parameters)
        switch (tree.name(member), params.count) {
        case ("hashCode", 0), ("toString", 0): return true
        case ("equals", 1): return attribution.type(of: params[params.startIndex]) == symbols.object
        default: return false
        }
    }

    /// A requirement: the signature implementing classes' methods get.
    mutating func methodSignature(_ member: NodeID) -> String {
        let name = tree.name(member)
        let (params, generics) = methodParametersAndGenerics(member)
        let returnType = attribution.type(of: tree.child(member, Slot.Method.returnType)) ?? .void
        let throwsClause = program.throwing.isThrowing(method: name, arity: tree.list(member, Slot.Method.parameters).count) ? " throws" : ""
        return "func \(declaredMethodName(member))\(generics)(\(params))\(throwsClause)\(returnType == .void ? "" : " -> \(swiftType(returnType))")"
    }

    /// Default methods a class must restate: Swift binds a protocol-extension body to the class that
    /// conforms, so a subclass's override would not be reached through the protocol. When a subclass of
    /// `id` overrides a default method `id` inherits, `id` gets its own copy of the body to override.
    func restatedDefaultMethods(_ id: TypeSymbolID) -> [(file: Int, node: NodeID)] {
        // Cheap tests first: this runs for every method's override check along the superclass chain.
        guard symbols[id].kind == .class || symbols[id].kind == .enum else { return [] }
        let interfaces = programInterfaces(of: id)
        guard interfaces.contains(where: { i in symbols[i].methods.contains { !$0.isStatic && !$0.isAbstract } }) else { return [] }
        let descendants = program.model.declaredTypes.values.filter { $0 != id && inheritsFrom($0, id) }
        guard !descendants.isEmpty else { return [] }
        var result: [(Int, NodeID)] = []
        for iid in interfaces {
            for m in symbols[iid].methods where !m.isStatic && !m.isAbstract && m.declaration != nil {
                guard let ref = m.declaration, !program.model.trees[ref.file].child(ref.node, Slot.Method.body).isNone else { continue }
                // A subinterface's default overrides this one (`Loud extends Channel`): only that one is inherited.
                if interfaces.contains(where: { sub in sub != iid && programInterfaces(of: sub).contains(iid)
                    && symbols[sub].methods.contains { $0.name == m.name && $0.parameterTypes == m.parameterTypes && !$0.isStatic && !$0.isAbstract } }) {
                    continue
                }
                let declaredAbove = classChain(id).contains { c in symbols[c].methods.contains { $0.name == m.name && $0.parameterTypes == m.parameterTypes && !$0.isStatic } }
                if declaredAbove { continue }
                // A descendant declaring the method, or inheriting another default for it from an interface of
                // its own (`LoudPerson extends Person implements Loud`: Loud's greet wins in Java).
                if descendants.contains(where: { d in symbols[d].methods.contains { $0.name == m.name && $0.parameterTypes == m.parameterTypes && !$0.isStatic }
                    || !ownDefaults(of: d, excluding: interfaces).filter { $0.name == m.name && $0.parameterTypes == m.parameterTypes }.isEmpty }) {
                    result.append((ref.file, ref.node))
                }
            }
        }
        return result
    }

    /// Default methods of the interfaces `id` implements that its superclasses do not (`excluding` also).
    func ownDefaults(of id: TypeSymbolID, excluding: [TypeSymbolID] = []) -> [MethodSymbol] {
        let inherited = Set(classChain(id).dropFirst().flatMap { programInterfaces(of: $0) } + excluding)
        return programInterfaces(of: id).filter { !inherited.contains($0) }.flatMap { i in
            symbols[i].methods.filter { !$0.isStatic && !$0.isAbstract && $0.declaration != nil }
        }
    }

    /// Defaults this class inherits from its own interfaces for methods a superclass restated: stated here too,
    /// as overrides, or the superclass's copy would answer.
    func overridingInheritedDefaults(_ id: TypeSymbolID) -> [(file: Int, node: NodeID)] {
        guard symbols[id].kind == .class, case .declared(let sup, _)? = symbols[id].superclass, symbols[sup].declaration != nil else { return [] }
        let restatedAbove = classChain(sup).flatMap { c in restatedDefaultMethods(c).map { (program.model.trees[$0.file].name($0.node), program.model.trees[$0.file].list($0.node, Slot.Method.parameters).count) } }
        if restatedAbove.isEmpty { return [] }
        return ownDefaults(of: id).compactMap { m -> (Int, NodeID)? in
            guard let ref = m.declaration, restatedAbove.contains(where: { $0.0 == m.name && $0.1 == m.parameterTypes.count }),
                  !symbols[id].methods.contains(where: { $0.name == m.name && $0.parameterTypes == m.parameterTypes && !$0.isStatic }) else { return nil }
            return (ref.file, ref.node)
        }
    }

    /// Abstract methods of the program's (non-generic) interfaces that a class implementing them leaves to
    /// its subclasses or constant bodies (an abstract class, an enum): Swift wants the conformance complete
    /// where it is declared, so the class gets a stub its subclasses override.
    func interfaceMethodStubs(_ id: TypeSymbolID) -> [MethodSymbol] {
        guard symbols[id].kind == .class || symbols[id].kind == .enum else { return [] }
        var result: [MethodSymbol] = []
        let chain = classChain(id)
        let selfType = JavaType.declared(id, symbols.typeVariables(of: id).map { .typeVariable($0) })
        for iid in programInterfaces(of: id) {
            // A generic interface's methods as this class implements them (`Repository<T>`'s `findAll()` of an
            // `AbstractRepository<T>` returns its `List<T>`).
            var arguments: [JavaType] = []
            if !symbols[iid].typeParameters.isEmpty {
                guard case .declared(_, let args)? = symbols.asSuper(selfType, iid), args.count == symbols[iid].typeParameters.count,
                      !args.contains(where: \.isWildcard) else { continue }
                arguments = args
            }
            for var m in symbols[iid].methods where m.isAbstract && !m.isStatic && m.declaration != nil {
                if ["equals", "hashCode", "toString"].contains(m.name) { continue }
                if !arguments.isEmpty {
                    m.parameterTypes = m.parameterTypes.map { SwiftMethodNames.substitute($0, owner: iid, arguments) }
                    m.returnType = SwiftMethodNames.substitute(m.returnType, owner: iid, arguments)
                }
                func same(_ other: MethodSymbol) -> Bool { other.name == m.name && Self.sameSignatureTypes(other.parameterTypes, m.parameterTypes) }
                let present = chain.contains { c in symbols[c].methods.contains { same($0) && !$0.isStatic } }
                    || chain.dropFirst().contains { c in interfaceMethodStubs(c).contains(where: same) }
                    || result.contains(where: same)
                    || librarySuperclassImplements(id, same)
                if !present { result.append(m) }
            }
        }
        return result
    }

    /// Whether a library superclass (`java.lang.Enum` of an enum: `name()`, `ordinal()`) has the method, which the
    /// runtime class it is translated as provides.
    func librarySuperclassImplements(_ id: TypeSymbolID, _ same: (MethodSymbol) -> Bool) -> Bool {
        var current = symbols[id].superclass
        var steps = 0
        while case .declared(let s, _)? = current, steps < 64 {
            if symbols[s].declaration == nil, symbols[s].qualifiedName != "java.lang.Object",
               symbols[s].methods.contains(where: { same($0) && !$0.isStatic && !$0.isAbstract }) {
                return true
            }
            current = symbols[s].superclass
            steps += 1
        }
        return false
    }

    mutating func writeInterfaceMethodStubs(_ id: TypeSymbolID) {
        for m in interfaceMethodStubs(id) {
            let params = m.parameterTypes.enumerated().map { "_ p\($0.offset): \(swiftType($0.element))" }.joined(separator: ", ")
            let throwsClause = program.throwing.isThrowing(method: m.name, arity: m.parameterTypes.count) ? " throws" : ""
            let result = m.returnType == .void ? "" : " -> " + swiftType(m.returnType)
            out.line()
            let generics = TypeMapping(program: program).genericParameterClause(m.typeParameters, of: nil)
            out.line("public func \(program.swiftMethodName(m))\(generics)(\(params))\(throwsClause)\(result) { fatalError(\"abstract method \(m.name) called\") }")
        }
    }

    /// `id` and its translated superclasses.
    func classChain(_ id: TypeSymbolID) -> [TypeSymbolID] {
        var result = [id]
        var current = symbols[id].superclass
        while case .declared(let s, _)? = current, symbols[s].declaration != nil, !result.contains(s) {
            result.append(s)
            current = symbols[s].superclass
        }
        return result
    }

    /// The program's interfaces `id` implements directly, with the interfaces they extend.
    func programInterfaces(of id: TypeSymbolID) -> [TypeSymbolID] {
        var result: [TypeSymbolID] = []
        var queue: [TypeSymbolID] = symbols[id].interfaces.compactMap { if case .declared(let i, _) = $0 { return i }; return nil }
        while let i = queue.popLast() {
            guard symbols[i].declaration != nil, !result.contains(i) else { continue }
            result.append(i)
            for case .declared(let j, _) in symbols[i].interfaces { queue.append(j) }
        }
        return result
    }
}

/// `java.util.Iterator` and `java.lang.Iterable`, the library interfaces a program class implements through
/// the runtime: an `Iterator` class subclasses `JavaIterator<E>` (its `hasNext`/`next`/`remove` override the
/// base's), an `Iterable` class conforms to `JavaIterable` (so enhanced `for` and `forEach` reach it).
extension FileTranslator {
    /// The type argument of a library interface the class itself lists (`implements Iterator<Integer>`).
    func directLibraryInterfaceArgument(_ id: TypeSymbolID, _ qualifiedName: String) -> JavaType? {
        for case .declared(let iid, let args) in symbols[id].interfaces where symbols[iid].qualifiedName == qualifiedName {
            // `new Iterator<>() { … }`: the diamond's arguments are the ones inferred for the expression.
            if args.isEmpty, let declaration = symbols[id].declaration, declaration.file == file, tree.kind(declaration.node) == .newClass,
               case .declared(let tid, let inferred)? = attribution.type(of: declaration.node), tid == iid, let first = inferred.first {
                return first
            }
            return args.first ?? symbols.object
        }
        return nil
    }

    /// Whether the class has no superclass of the program or the runtime (so the runtime's base can be it).
    func hasObjectSuperclass(_ id: TypeSymbolID) -> Bool {
        guard case .declared(let sid, _)? = symbols[id].superclass else { return true }
        return symbols[sid].qualifiedName == "java.lang.Object"
    }

    /// `JavaIterator<Int32?>` for a class implementing `Iterator<Integer>` with no superclass of its own.
    func runtimeIteratorBase(_ id: TypeSymbolID) -> String? {
        guard hasObjectSuperclass(id), let element = directLibraryInterfaceArgument(id, "java.util.Iterator") else { return nil }
        return "JavaIterator<\(TypeMapping(program: program).typeArgumentSwift(element))>"
    }

    /// A method of an `Iterator` class that overrides `JavaIterator`'s.
    func overridesRuntimeIterator(_ member: NodeID, name: String, isStatic: Bool) -> Bool {
        guard !isStatic, let id = currentType, runtimeIteratorBase(id) != nil else { return false }
        let arity = tree.list(member, Slot.Method.parameters).count
        return (arity == 0 && ["hasNext", "next", "remove"].contains(name)) || (arity == 1 && name == "forEachRemaining")
    }

    /// `typealias Element = Int32?` binding `JavaIterable`'s element for a class implementing `Iterable<Integer>`.
    func iterableElementBinding(_ id: TypeSymbolID) -> String? {
        guard let element = directLibraryInterfaceArgument(id, "java.lang.Iterable") else { return nil }
        return "public typealias Element = \(TypeMapping(program: program).typeArgumentSwift(element))"
    }
}

/// `java.lang.AutoCloseable` and `java.io.Closeable`: the runtime's `JavaAutoCloseable` protocol.
extension FileTranslator {
    static let autoCloseableNames: Set<String> = ["java.lang.AutoCloseable", "java.io.Closeable"]

    /// Whether the type lists `AutoCloseable` or `Closeable` itself, and no program supertype already
    /// brings the conformance (Swift rejects it twice).
    func listsAutoCloseable(_ id: TypeSymbolID) -> Bool {
        guard symbols[id].interfaces.contains(where: { if case .declared(let iid, _) = $0 { Self.autoCloseableNames.contains(symbols[iid].qualifiedName) } else { false } }) else { return false }
        var stack = symbols[id].interfaces + (symbols[id].superclass.map { [$0] } ?? [])
        var seen: Set<TypeSymbolID> = []
        while case .declared(let sid, _)? = stack.popLast() {
            guard symbols[sid].declaration != nil, seen.insert(sid).inserted else { continue }
            if symbols[sid].interfaces.contains(where: { if case .declared(let iid, _) = $0 { Self.autoCloseableNames.contains(symbols[iid].qualifiedName) } else { false } }) { return false }
            stack += symbols[sid].interfaces + (symbols[sid].superclass.map { [$0] } ?? [])
        }
        return true
    }
}
