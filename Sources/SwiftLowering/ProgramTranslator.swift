import JavaSemantics
import JavaSyntax
import MappingRules

/// A finding as the lowering sees it: by offsets into a file's translated text. The driver locates it,
/// applies suppressions and hands it to the report.
public struct SourceFinding: Sendable, Hashable {
    public var file: Int
    /// Offsets into the file's translated text (`start..<end`).
    public var offset: Int
    public var endOffset: Int
    /// A `RuleCatalogue` id.
    public var ruleID: String
    /// Why, for this occurrence.
    public var message: String
    /// Overrides the catalogue's replacement (from a mapping rule).
    public var replacement: String?
    /// The end of the code left untranslated because of this finding, when it reaches beyond the construct
    /// (a class whose superclass has no Swift counterpart); for the report's translated share.
    public var untranslatedEnd: Int? = nil

    public init(file: Int, offset: Int, endOffset: Int, ruleID: String, message: String, replacement: String? = nil) {
        self.file = file
        self.offset = offset
        self.endOffset = endOffset
        self.ruleID = ruleID
        self.message = message
        self.replacement = replacement
    }

    /// A finding covering a node's tokens.
    init(file: Int, node: NodeID, in tree: SyntaxTree, ruleID: String, message: String, replacement: String? = nil) {
        let range = tree.range(node)
        self.init(file: file, offset: range.lowerBound, endOffset: range.upperBound, ruleID: ruleID, message: message, replacement: replacement)
    }
}

/// One translated file.
public struct SwiftFile: Sendable {
    /// Where the file goes under the output directory: the Java package's folders and the file's name.
    public var relativePath: String
    public var text: String
    public var findings: [SourceFinding]
}

/// Translates an attributed program to Swift, one file per Java file.
public struct ProgramTranslator: Sendable {
    public let model: SemanticModel
    public let mappings: MappingTable
    let throwing: ThrowingMethods
    /// Default methods the program calls as `Iface.super.m()` (keys `interface/name/arity`).
    let interfaceSuperCalls: Set<String>
    /// Static methods that hide one of a superclass (JLS §8.4.8.2), and the ones hidden so (keys
    /// `class/method index`): Swift declares them `override class func` and `class func`.
    let hidingStaticMethods: Set<String>
    let hiddenStaticMethods: Set<String>
    /// Constructors that delegate with `this(...)` and that a subclass calls with `super(...)` (explicitly or
    /// implicitly): Swift's subclasses may only call designated initializers, so these inline their
    /// delegation instead of being convenience initializers (`FileTranslator.inlineDelegation`).
    let designatedDelegatingConstructors: Set<SourceRef>
    /// The program's generic classes tested or cast without type arguments (`o instanceof Pair`,
    /// `(Pair<?, ?>) o`): each gets a protocol naming it without them, with its fields as `Any?`
    /// (`erasedProtocolName`).
    let erasedGenericClasses: Set<TypeSymbolID>
    /// The program's generic interfaces named with only unbounded wildcards (`List<Plugin<?>>`): Swift's plain
    /// existential `any Plugin` erases a result of the type parameter itself, and a protocol extension forwards the
    /// methods whose result holds it in another wildcard view (`Result<T> run()` as `javaErased_run()`).
    let wildcardViewedInterfaces: Set<TypeSymbolID>
    /// The program's one-parameter interfaces named with `? super` (`Listener<? super E>`) whose methods take the
    /// parameter only as a parameter (`void onEvent(E e)`): a `Listener<AppEvent>` passed as one is wrapped in the
    /// interface's `Super` adapter (`ListenerSuper<MessageReceived, AppEvent>`), Swift's protocol being invariant.
    let superAdaptedInterfaces: Set<TypeSymbolID>
    /// Which declarations may be `public` in Swift.
    let access: SwiftAccess
    /// Inner classes whose body already uses the name `outer` (a field, local, parameter or inherited
    /// member): the property holding their enclosing instance gets another name (`outerPropertyName`).
    let renamedOuterProperties: [TypeSymbolID: String]
    /// The program's classes that carry their Java name (`javaClassName`) because `getClass().getName()` is
    /// asked of one of their hierarchy: each class of a hierarchy whose root some such call reaches.
    let runtimeNamedClasses: Set<TypeSymbolID>
    /// The program's classes that copy themselves for `Object.clone()` (`required init(javaCopyOf:)`, each class
    /// copying its own stored properties): every class of a hierarchy in which a Cloneable class calls
    /// `super.clone()` of Object, which copies all fields of the object's runtime class.
    let copyableClasses: Set<TypeSymbolID>
    /// Whether the program asks `getClass().getSimpleName()` anywhere (any receiver may hold an anonymous
    /// class's object): anonymous classes then state that they are (their simple name is empty, their Swift
    /// name `AnonymousN`).
    let marksAnonymousClasses: Bool
    /// A local or anonymous class declared in a generic method uses the method's type parameters
    /// (`static <T> Callback<T> printing() { return new Callback<T>() {…}; }`); Swift declares the class beside
    /// the method, so it is generic over them too: `Anonymous1<T>`.
    let localTypeVariables: [TypeSymbolID: (method: TypeVariable.Owner, parameters: [TypeParameterSymbol])]
    /// Methods whose Java overloads would clash in Swift get another name (`describeNumber`): see
    /// `SwiftMethodNames`. Set last in `init`, from the rest of the translator.
    private(set) var methodNames = SwiftMethodNames()

    /// The program's generic class that `node` tests or casts to without type arguments (`instanceof Pair`,
    /// `(Pair<?, ?>) o`), if any (`genericTypesNamedWithWildcards` finds the other `Pair<?, ?>`s).
    static func genericClassTestedWithoutArguments(_ node: NodeID, in tree: SyntaxTree, _ attribution: FileAttribution,
                                                   _ symbols: SymbolTable) -> TypeSymbolID? {
        let typeNode: NodeID
        switch tree.kind(node) {
        case .instanceOf:
            let t = tree.child(node, Slot.InstanceOf.type)
            typeNode = tree.kind(t) == .typePattern ? tree.child(t, Slot.TypePattern.type) : t
        case .cast: typeNode = tree.child(node, Slot.Cast.type)
        default: return nil
        }
        guard case .declared(let c, let args)? = attribution.type(of: typeNode), symbols[c].declaration != nil,
              symbols[c].kind == .class || symbols[c].kind == .record, !symbols[c].typeParameters.isEmpty,
              args.allSatisfy({ if case .wildcard(.unbounded) = $0 { return true } else { return false } }) else { return nil }
        return c
    }

    /// The program's generic types a type node names with only unbounded wildcards, itself or in its type arguments
    /// (`List<Key<?>>`): Swift's `Key<Int32>` is no `Key<Any>`, but every `Key` conforms to its erased protocol (an
    /// interface: is its plain existential).
    static func genericTypesNamedWithWildcards(_ node: NodeID, in tree: SyntaxTree, _ attribution: FileAttribution,
                                               _ symbols: SymbolTable) -> [TypeSymbolID] {
        guard tree.kind(node) == .classType, let t = attribution.type(of: node) else { return [] }
        var found: [TypeSymbolID] = []
        func scan(_ t: JavaType, depth: Int) {
            guard depth < 16 else { return }
            switch t {
            case .declared(let c, let args):
                if !args.isEmpty, symbols[c].declaration != nil, !symbols[c].typeParameters.isEmpty,
                   [.class, .record, .interface].contains(symbols[c].kind),
                   args.allSatisfy({ if case .wildcard(.unbounded) = $0 { return true } else { return false } }) {
                    found.append(c)
                }
                for a in args { scan(a, depth: depth + 1) }
            case .array(let e): scan(e, depth: depth + 1)
            case .wildcard(.extends(let b)), .wildcard(.super(let b)): scan(b, depth: depth + 1)
            default: break
            }
        }
        scan(t, depth: 0)
        return found
    }

    /// The program interfaces a type node names with a `? super` argument (`Listener<? super E>`), itself or in its
    /// type arguments (`List<Listener<? super E>>`), that can be adapted (see `superAdaptedInterfaces`).
    static func interfacesNamedWithSuperWildcard(_ node: NodeID, in tree: SyntaxTree, _ attribution: FileAttribution,
                                                 _ symbols: SymbolTable) -> [TypeSymbolID] {
        guard tree.kind(node) == .classType, let t = attribution.type(of: node) else { return [] }
        var found: [TypeSymbolID] = []
        func scan(_ t: JavaType, depth: Int) {
            guard depth < 16, case .declared(let c, let args) = t else { return }
            if args.count == 1, case .wildcard(.super) = args[0], symbols[c].declaration != nil, symbols[c].kind == .interface,
               isSuperAdaptable(c, symbols) {
                found.append(c)
            }
            for a in args {
                if case .wildcard(.extends(let b)) = a { scan(b, depth: depth + 1) } else { scan(a, depth: depth + 1) }
            }
        }
        scan(t, depth: 0)
        return found
    }

    /// An interface with one type parameter `E`, no superinterfaces, whose abstract methods take `E` only as a
    /// whole parameter and return no `E`: what it does with an `E` it can do with any subtype's value.
    static func isSuperAdaptable(_ id: TypeSymbolID, _ symbols: SymbolTable) -> Bool {
        let own = symbols.typeVariables(of: id)
        guard own.count == 1, symbols[id].interfaces.isEmpty, symbols[id].typeParameters[0].bounds.isEmpty else { return false }
        let e = own[0]
        return symbols[id].methods.allSatisfy { m in
            // An interface method is abstract unless it is static, private or a default.
            guard !m.isStatic, !m.modifiers.contains(.default), !m.modifiers.contains(.private) else { return true }
            return m.typeParameters.isEmpty && !m.isVarargs && !m.returnType.mentions(e)
                && m.parameterTypes.allSatisfy { $0 == .typeVariable(e) || !$0.mentions(e) }
        }
    }

    /// The names starting with `outer` that a class body declares or uses, and its program superclasses' members.
    static func outerLikeNames(in declaration: NodeID, of tree: SyntaxTree, inheritedFrom id: TypeSymbolID, _ symbols: SymbolTable) -> Set<String> {
        var names: Set<String> = []
        var stack = [declaration]
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .name, .fieldAccess, .methodCall, .variableDeclarator, .parameter, .methodDecl:
                let name = tree.name(n)
                if name.hasPrefix("outer") { names.insert(name) }
            default: break
            }
            stack.append(contentsOf: tree.children(n))
        }
        var current = symbols[id].superclass
        var steps = 0
        while case .declared(let s, _)? = current, symbols[s].declaration != nil, steps < 64 {
            for name in symbols[s].fields.map(\.name) + symbols[s].methods.map(\.name) where name.hasPrefix("outer") { names.insert(name) }
            current = symbols[s].superclass
            steps += 1
        }
        return names
    }

    /// The root of `id`'s class hierarchy within the program, when it extends Object: its classes can carry
    /// their Java name for `getClass().getName()`. Nil for enums, records, interfaces and classes whose
    /// hierarchy starts at a library class (an exception's knows its name already).
    static func runtimeNameableRoot(_ id: TypeSymbolID, _ symbols: SymbolTable) -> TypeSymbolID? {
        var current = id
        for _ in 0..<64 {
            guard symbols[current].kind == .class, symbols[current].declaration != nil else { return nil }
            guard case .declared(let s, _)? = symbols[current].superclass, symbols[s].qualifiedName != "java.lang.Object" else { return current }
            current = s
        }
        return nil
    }

    /// For `super.clone()` bound to `Object.clone()`: the class whose body it is in (the innermost declared type
    /// around it, an anonymous class too).
    static func classCallingObjectClone(_ node: NodeID, file: Int, _ model: SemanticModel) -> TypeSymbolID? {
        let tree = model.trees[file]
        guard tree.kind(node) == .methodCall, tree.name(node) == "clone", tree.list(node, Slot.MethodCall.arguments).isEmpty,
              case let target = tree.child(node, Slot.MethodCall.target), !target.isNone, tree.kind(target) == .superExpr,
              tree.child(target, Slot.Super.qualifier).isNone,
              case .method(let owner, _)? = model.files[file].binding(of: node),
              model.symbols[owner].qualifiedName == "java.lang.Object" else { return nil }
        let position = tree.range(node)
        var best: (id: TypeSymbolID, size: Int)?
        for (ref, id) in model.declaredTypes where ref.file == file {
            let range = tree.range(ref.node)
            guard range.lowerBound <= position.lowerBound, position.upperBound <= range.upperBound else { continue }
            if range.count < (best?.size ?? Int.max) { best = (id, range.count) }
        }
        return best?.id
    }

    /// Whether a class implements `java.lang.Cloneable`, itself or through a supertype (then `Object.clone()`
    /// does not throw CloneNotSupportedException for it or any subclass).
    static func isCloneable(_ id: TypeSymbolID, _ symbols: SymbolTable) -> Bool {
        var pending = [id], seen: Set<TypeSymbolID> = [id]
        while let t = pending.popLast() {
            if symbols[t].qualifiedName == "java.lang.Cloneable" { return true }
            var supertypes = symbols[t].interfaces
            if let s = symbols[t].superclass { supertypes.append(s) }
            for case .declared(let s, _) in supertypes where seen.insert(s).inserted { pending.append(s) }
        }
        return false
    }

    /// `Outer_PairErased` for `Outer.Pair` (a protocol cannot be nested in a generic type).
    func erasedProtocolName(_ id: TypeSymbolID) -> String { fileScopeName(id, suffix: "Erased") }

    /// A file-scope declaration's name for what belongs to `id`: `Outer_Pair` and the suffix.
    func fileScopeName(_ id: TypeSymbolID, suffix: String) -> String {
        swiftTypeName(id).replacingOccurrences(of: ".", with: "_") + suffix
    }

    /// The erased field accessor's name.
    static func erasedFieldName(_ field: String) -> String { "javaErased_" + field }
    /// The name under which an erased protocol forwards a method (`FileTranslator.erasedForwardedMethods`).
    static func erasedMethodName(_ swiftName: String) -> String {
        "javaErased_" + (swiftName.hasPrefix("`") ? String(swiftName.dropFirst().dropLast()) : swiftName)
    }

    public init(model: SemanticModel, mappings: MappingTable = MappingTable()) {
        self.model = model
        self.mappings = mappings
        self.throwing = ThrowingMethods(model: model, mappings: mappings)
        self.access = SwiftAccess(symbols: model.symbols)
        var superCalls: Set<String> = []
        var superConstructors: Set<SourceRef> = []
        var erased: Set<TypeSymbolID> = []
        var viewedInterfaces: Set<TypeSymbolID> = []
        var superAdapted: Set<TypeSymbolID> = []
        var namedRoots: Set<TypeSymbolID> = []
        var asksSimpleNames = false
        var copyableRoots: Set<TypeSymbolID> = []
        for (file, tree) in model.trees.enumerated() {
            var consumedGetClass: Set<NodeID>? = nil
            for id in tree.nodes.indices {
                let node = NodeID(UInt32(id))
                // `x.getClass()` as a value (a map key): x's hierarchy carries its Java name, as for `getName()`.
                if let r = FileTranslator.classValueReceiver(node, in: tree, model.files[file], model.symbols),
                   let root = Self.runtimeNameableRoot(r, model.symbols) {
                    if consumedGetClass == nil { consumedGetClass = FileTranslator.consumedGetClassCalls(in: tree) }
                    if consumedGetClass?.contains(node) == false { namedRoots.insert(root) }
                }
                if let c = Self.classCallingObjectClone(node, file: file, model), Self.isCloneable(c, model.symbols),
                   let root = Self.runtimeNameableRoot(c, model.symbols) {
                    copyableRoots.insert(root)
                }
                superAdapted.formUnion(Self.interfacesNamedWithSuperWildcard(node, in: tree, model.files[file], model.symbols))
                if let c = Self.genericClassTestedWithoutArguments(node, in: tree, model.files[file], model.symbols) { erased.insert(c) }
                for c in Self.genericTypesNamedWithWildcards(node, in: tree, model.files[file], model.symbols) {
                    if model.symbols[c].kind == .interface { viewedInterfaces.insert(c) } else { erased.insert(c) }
                }
                if let receiver = FileTranslator.classNameReceiver(node, in: tree, model.files[file], model.symbols),
                   let root = Self.runtimeNameableRoot(receiver, model.symbols) {
                    namedRoots.insert(root)
                }
                if !asksSimpleNames, tree.kind(node) == .methodCall, tree.name(node) == "getSimpleName",
                   case let target = tree.child(node, Slot.MethodCall.target), !target.isNone, tree.kind(target) == .methodCall,
                   tree.name(target) == "getClass" {
                    asksSimpleNames = true
                }
                // `super(...)`, and the superclass constructor an anonymous class body calls.
                if (tree.kind(node) == .constructorCall && tree[node].flags == 1) || (tree.kind(node) == .newClass && !tree.child(node, Slot.NewClass.body).isNone),
                   case .constructor(let owner, let index)? = model.files[file].binding(of: node),
                   let ref = model.symbols[owner].constructors[index].declaration {
                    superConstructors.insert(ref)
                }
                guard tree.kind(node) == .methodCall, case let target = tree.child(node, Slot.MethodCall.target), !target.isNone,
                      tree.kind(target) == .superExpr,
                      case .method(let owner, let index)? = model.files[file].binding(of: node), model.symbols[owner].kind == .interface,
                      model.symbols[owner].declaration != nil else { continue }
                let m = model.symbols[owner].methods[index]
                superCalls.insert("\(owner.raw)/\(m.name)/\(m.parameterTypes.count)")
            }
        }
        self.interfaceSuperCalls = superCalls
        self.marksAnonymousClasses = asksSimpleNames
        self.localTypeVariables = Self.localTypeVariables(model)
        self.runtimeNamedClasses = namedRoots.isEmpty ? [] : Set(model.declaredTypes.values.filter { id in
            Self.runtimeNameableRoot(id, model.symbols).map(namedRoots.contains) ?? false
        })
        self.copyableClasses = copyableRoots.isEmpty ? [] : Set(model.declaredTypes.values.filter { id in
            Self.runtimeNameableRoot(id, model.symbols).map(copyableRoots.contains) ?? false
        })
        // A generic superclass's members are read through its own protocol, which the subclass's refines.
        for c in Array(erased) {
            var current = model.symbols[c].superclass
            while case .declared(let s, _)? = current, model.symbols[s].declaration != nil, !model.symbols[s].typeParameters.isEmpty {
                erased.insert(s)
                current = model.symbols[s].superclass
            }
        }
        self.erasedGenericClasses = erased
        self.wildcardViewedInterfaces = viewedInterfaces
        self.superAdaptedInterfaces = superAdapted
        var renamedOuter: [TypeSymbolID: String] = [:]
        for id in model.declaredTypes.values where model.symbols[id].kind == .class && model.symbols[id].enclosing != nil {
            guard let ref = model.symbols[id].declaration else { continue }
            let used = Self.outerLikeNames(in: ref.node, of: model.trees[ref.file], inheritedFrom: id, model.symbols)
            guard used.contains("outer") else { continue }
            var name = "outerInstance", n = 1
            while used.contains(name) { name = "outerInstance\(n)"; n += 1 }
            renamedOuter[id] = name
        }
        self.renamedOuterProperties = renamedOuter
        // Implicit `super()`: a class constructor without an explicit constructor call, or no constructor.
        // (An anonymous class calls the constructor its creation's arguments select, found above.)
        for id in model.declaredTypes.values where model.symbols[id].kind == .class && !model.symbols[id].isAnonymous {
            guard case .declared(let sup, _)? = model.symbols[id].superclass,
                  let noArguments = model.symbols[sup].constructors.first(where: { $0.parameterTypes.isEmpty })?.declaration else { continue }
            let constructors = model.symbols[id].constructors.compactMap(\.declaration)
            let callsImplicitly = constructors.isEmpty || constructors.contains { ref in
                let tree = model.trees[ref.file]
                guard let first = tree.list(ref.node, Slot.Constructor.body).first, tree.kind(first) == .expressionStmt else { return true }
                return tree.kind(tree.child(first, 0)) != .constructorCall
            }
            if callsImplicitly { superConstructors.insert(noArguments) }
        }
        self.designatedDelegatingConstructors = superConstructors.filter { ref in
            let tree = model.trees[ref.file]
            guard tree.kind(ref.node) == .constructorDecl, let first = tree.list(ref.node, Slot.Constructor.body).first,
                  tree.kind(first) == .expressionStmt else { return false }
            let call = tree.child(first, 0)
            return tree.kind(call) == .constructorCall && tree[call].flags == 0
        }
        var hiding: Set<String> = [], hidden: Set<String> = []
        let symbols = model.symbols
        for id in model.declaredTypes.values where symbols[id].kind == .class {
            for (i, m) in symbols[id].methods.enumerated() where m.isStatic && m.declaration != nil {
                var current = symbols[id].superclass
                var steps = 0
                while case .declared(let s, _)? = current, symbols[s].declaration != nil, steps < 64 {
                    if let j = symbols[s].methods.firstIndex(where: { $0.isStatic && $0.name == m.name && $0.parameterTypes == m.parameterTypes }) {
                        hiding.insert("\(id.raw)/\(i)")
                        hidden.insert("\(s.raw)/\(j)")
                        break
                    }
                    current = symbols[s].superclass
                    steps += 1
                }
            }
        }
        self.hidingStaticMethods = hiding
        self.hiddenStaticMethods = hidden
        self.methodNames = SwiftMethodNames(program: self)
    }

    /// A constructor call's arguments, the first labeled where its overloads clash in Swift (`SwiftMethodNames`).
    func labeledArguments(_ arguments: String, for constructor: MethodSymbol) -> String {
        guard !arguments.isEmpty, let label = methodNames.label(ofConstructor: constructor) else { return arguments }
        return "\(label): \(arguments)"
    }

    /// A constructor's parameter list (`_ n: Any?, …`), the first labeled where its overloads clash in Swift.
    func labeledParameters(_ parameters: String, for constructor: MethodSymbol) -> String {
        guard parameters.hasPrefix("_ "), let label = methodNames.label(ofConstructor: constructor) else { return parameters }
        return label + parameters.dropFirst(1)
    }

    /// The Swift identifier of a method: its Java name, unless its overloads clash in Swift.
    func swiftMethodName(_ method: MethodSymbol) -> String {
        SwiftNames.identifier(methodNames.name(of: method))
    }

    /// The second name of a default method that `Iface.super.m()` calls (`greeterGreet`), or nil if none does.
    func interfaceSuperCallName(_ interface: TypeSymbolID, method name: String, arity: Int) -> String? {
        guard interfaceSuperCalls.contains("\(interface.raw)/\(name)/\(arity)") else { return nil }
        let simple = model.symbols[interface].simpleName
        return simple.prefix(1).lowercased() + simple.dropFirst() + name.prefix(1).uppercased() + name.dropFirst()
    }

    public func translate(file: Int) -> SwiftFile {
        var translator = FileTranslator(program: self, file: file)
        let text = translator.run()
        let tree = model.trees[file]
        let name = (tree.source.path.split(separator: "/").last.map(String.init) ?? "File.java")
        let base = name.hasSuffix(".java") ? String(name.dropLast(5)) : name
        let package = ImportContextView(tree: tree).packageName
        let folder = package.isEmpty ? "" : package.split(separator: ".").joined(separator: "/") + "/"
        var seen: Set<SourceFinding> = []
        var findings: [SourceFinding] = []
        // The lowering knows what it could not lower; the scanner sees every use, also in code the lowering
        // skipped. Same place, same rule: once (the lowering's, whose range covers what was not translated).
        var scanner = FindingScanner(program: self, file: file)
        for f in translator.findings + scanner.scan() {
            let key = SourceFinding(file: f.file, offset: f.offset, endOffset: f.endOffset, ruleID: f.ruleID, message: "")
            if seen.insert(key).inserted { findings.append(f) }
        }
        return SwiftFile(relativePath: folder + base + ".swift", text: text, findings: findings)
    }

    /// The generic method (or constructor) each local class is declared in, with its type parameters.
    static func localTypeVariables(_ model: SemanticModel) -> [TypeSymbolID: (method: TypeVariable.Owner, parameters: [TypeParameterSymbol])] {
        var found: [TypeSymbolID: (method: TypeVariable.Owner, parameters: [TypeParameterSymbol])] = [:]
        let symbols = model.symbols
        for symbol in symbols.types where symbol.isLocal {
            guard let ref = symbol.declaration, let enclosing = symbol.enclosing else { continue }
            let tree = model.trees[ref.file]
            let start = tree.range(ref.node).lowerBound
            // In a default method of a generic interface: Swift declares the class outside the protocol, where its
            // associated types are not in scope, so the class is generic over the interface's parameters.
            if symbols[enclosing].kind == .interface, !symbols[enclosing].typeParameters.isEmpty,
               symbols[enclosing].methods.contains(where: { m in
                   !m.isStatic && m.declaration.map { $0.file == ref.file && tree.range($0.node).contains(start) } == true
               }) {
                found[symbol.id] = (.type(enclosing), symbols[enclosing].typeParameters)
            }
            // The innermost generic method or constructor of the enclosing class whose text holds the class.
            for (index, m) in symbols[enclosing].methods.enumerated() where !m.typeParameters.isEmpty {
                guard let d = m.declaration, d.file == ref.file, tree.range(d.node).contains(start) else { continue }
                found[symbol.id] = (.method(enclosing, index), m.typeParameters)
            }
            for (index, c) in symbols[enclosing].constructors.enumerated() where !c.typeParameters.isEmpty {
                guard let d = c.declaration, d.file == ref.file, tree.range(d.node).contains(start) else { continue }
                found[symbol.id] = (.constructor(enclosing, index), c.typeParameters)
            }
        }
        return found
    }

    /// The classes that declare `public static void main(String[])`, by Swift spelling.
    public func mainClasses() -> [(javaName: String, swiftName: String, file: Int)] {
        var result: [(String, String, Int)] = []
        for symbol in model.symbols.types where symbol.declaration != nil && !symbol.isLocal {
            let hasMain = symbol.methods.contains {
                $0.name == "main" && $0.isStatic && $0.parameterTypes.count == 1 && $0.returnType == .void
                    && $0.parameterTypes[0] == .array(model.symbols.string)
            }
            if hasMain { result.append((symbol.qualifiedName, staticScopeName(symbol.id), symbol.declaration!.file)) }
        }
        return result
    }

    /// The `main.swift` that runs `swiftName.main` with the process arguments.
    public func entryPoint(mainClass swiftName: String) -> String {
        // `try` always: the program's main may throw, and an uncaught exception ends it like Java's.
        return """
            // Generated by j2swift: runs \(swiftName).main like `java` does.
            import JavaRuntime

            runJavaMain {
                try \(swiftName).main(JavaArray(CommandLine.arguments.dropFirst().map { Optional($0) }))
            }

            """
    }

    /// The Swift name of a source type: nested types keep Java's nesting (`Outer.Inner`).
    func swiftTypeName(_ id: TypeSymbolID) -> String {
        let s = model.symbols[id]
        // javac numbers anonymous classes `Outer$1`, `Outer$2`…: Swift names them `Anonymous1`, `Anonymous2`….
        // An enum constant's class body: `PLUSBody` inside the enum's class.
        if s.isAnonymous, let ref = s.declaration, model.trees[ref.file].kind(ref.node) == .enumConstant, let outer = s.enclosing {
            return swiftTypeName(outer) + "." + SwiftNames.identifier(model.trees[ref.file].name(ref.node) + "Body")
        }
        if s.isLocal {
            let name = SwiftNames.identifier(s.simpleName.isEmpty ? "Anonymous" + (s.qualifiedName.split(separator: "$").last.map(String.init) ?? "") : s.simpleName)
            // An interface's local classes are declared in its static scope, which a default method's body (a protocol
            // extension) names.
            if let outer = s.enclosing, model.symbols[outer].kind == .interface, model.symbols[outer].declaration != nil {
                return staticScopeName(outer) + "." + name
            }
            return name
        }
        // Inside a generic class, its bare name means its own specialization (`Tree.Node` is `Tree<K, V>.Node`).
        if let outer = s.enclosing, model.symbols[outer].declaration != nil {
            // A static nested type of a generic class is spelled through the class with placeholder arguments
            // (`Box<Any>.Pair<String, Int32>`), the same inside the class and out: Swift has no nested type without
            // its outer's arguments, and Java's static nested types do not depend on them.
            let isStaticMember = s.isStatic && !s.isLocal
            let scope = model.symbols[outer].kind == .interface || (isStaticMember && !model.symbols[outer].typeParameters.isEmpty)
                ? staticScopeName(outer) : swiftTypeName(outer)
            return scope + "." + SwiftNames.memberTypeIdentifier(s.simpleName)
        }
        // As its declaration spells it (`Protocol_`).
        return SwiftNames.memberTypeIdentifier(s.simpleName)
    }

    /// The JVM's binary name (`SymbolTable.binaryName(of:)`).
    func binaryName(_ id: TypeSymbolID) -> String { model.symbols.binaryName(of: id) }

    /// Whether `id` or a class enclosing it is generic: Swift has no static stored properties there.
    func isInGenericContext(_ id: TypeSymbolID) -> Bool {
        var current: TypeSymbolID? = id
        var steps = 0
        while let c = current, model.symbols[c].declaration != nil, steps < 64 {
            if !model.symbols[c].typeParameters.isEmpty && model.symbols[c].kind != .interface { return true }
            current = model.symbols[c].enclosing  // Swift nests the type, static or not
            steps += 1
        }
        return false
    }

    /// Where a type's static fields live: with its other static members, except in a generic context, where
    /// they are a file-scope enum's (`Outer_BoxStatics`).
    func staticFieldScopeName(_ id: TypeSymbolID) -> String {
        guard model.symbols[id].kind != .interface, isInGenericContext(id) else { return staticScopeName(id) }
        return fileScopeName(id, suffix: "Statics")
    }

    /// Where a type's static members live: the type itself, or for an interface the `<Name>Statics` enum
    /// beside its protocol (see InterfaceLowering.swift).
    func staticScopeName(_ id: TypeSymbolID) -> String {
        if model.symbols[id].kind == .interface { return swiftTypeName(id) + "Statics" }
        // Java's static members do not depend on the type arguments; Swift still wants some, within the bounds
        // the Swift class states (`S: JavaEnum`, `T: Animal`).
        let parameters = model.symbols[id].typeParameters
        if parameters.isEmpty { return swiftTypeName(id) }
        let placeholders = parameters.map { p -> String in
            guard case .declared(let bid, let args)? = p.bounds.first else { return "Any" }
            if model.symbols[bid].qualifiedName == "java.lang.Enum" { return "JavaEnum" }
            let bound = model.symbols[bid]
            return bound.declaration != nil && bound.kind == .class && bound.typeParameters.isEmpty && args.isEmpty ? swiftTypeName(bid) : "Any"
        }
        return swiftTypeName(id) + "<" + placeholders.joined(separator: ", ") + ">"
    }
}

/// The package name of a tree (without keeping an import context around).
struct ImportContextView {
    let packageName: String
    init(tree: SyntaxTree) {
        let package = tree.child(tree.root, Slot.CompilationUnit.package)
        packageName = package.isNone ? "" : tree.qualifiedName(tree.child(package, Slot.PackageDecl.name))
    }
}

/// Which source methods and constructors must be `throws` in Swift: those that can throw anything, checked
/// or unchecked (Java's catch blocks keep working only if every throwing path is a Swift `throw`). Computed
/// as a fixpoint over calls; all methods with one name and arity share the answer, so overrides agree.
struct ThrowingMethods: Sendable {
    private(set) var methods: Set<String> = []
    private(set) var constructors: Set<TypeSymbolID> = []
    /// The program's functional interfaces that lambdas or method references implement: each gets an
    /// adapter class holding the closure, and its method throws like any closure may.
    private(set) var lambdaInterfaces: Set<TypeSymbolID> = []

    static func key(_ name: String, _ arity: Int) -> String { "\(name)/\(arity)" }

    func isThrowing(method name: String, arity: Int) -> Bool { methods.contains(Self.key(name, arity)) }
    func isThrowing(constructorOf id: TypeSymbolID) -> Bool { constructors.contains(id) }

    init(model: SemanticModel, mappings: MappingTable) {
        // Which bodies throw on their own, and which calls they make.
        struct Body {
            var key: String?
            var constructorOf: TypeSymbolID?
            var throwsDirectly: Bool
            var calledMethods: [String]
            var calledConstructors: [TypeSymbolID]
        }
        var bodies: [Body] = []
        for (file, tree) in model.trees.enumerated() {
            let attribution = model.files[file]
            for id in tree.nodes.indices {
                let node = NodeID(UInt32(id))
                let kind = tree.kind(node)
                if kind == .lambda || kind == .methodReference {
                    if case .declared(let iid, _)? = attribution.type(of: node), model.symbols[iid].declaration != nil,
                       let method = model.symbols.functionalMethod(of: .declared(iid, [])) {
                        lambdaInterfaces.insert(iid)
                        bodies.append(Body(key: Self.key(method.name, method.parameterTypes.count), constructorOf: nil, throwsDirectly: true,
                                           calledMethods: [], calledConstructors: []))
                    }
                    continue
                }
                if kind == .fieldDecl {
                    // Instance field initializers run inside every constructor of their class.
                    if tree.modifiers(tree.child(node, Slot.Field.modifiers)).contains(.static) { continue }
                    var body = Body(key: nil, constructorOf: nil, throwsDirectly: false, calledMethods: [], calledConstructors: [])
                    for d in tree.list(node, Slot.Field.declarators) {
                        let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
                        if initializer.isNone { continue }
                        Self.scan(initializer, file: file, tree: tree, attribution: attribution, model: model, mappings: mappings, into: &body.throwsDirectly,
                                  methods: &body.calledMethods, constructors: &body.calledConstructors, includingRoot: true)
                    }
                    // The owning class is looked up only for initializers that can throw or call something.
                    guard body.throwsDirectly || !body.calledMethods.isEmpty || !body.calledConstructors.isEmpty,
                          let decl = tree.parentDeclaration(of: node, in: model, file: file),
                          let owner = model.declaredTypes[SourceRef(file: file, node: decl)] else { continue }
                    body.constructorOf = owner
                    bodies.append(body)
                    continue
                }
                guard kind == .methodDecl || kind == .constructorDecl || kind == .initializerBlock else { continue }
                var body = Body(key: nil, constructorOf: nil, throwsDirectly: false, calledMethods: [], calledConstructors: [])
                if kind == .methodDecl {
                    body.key = Self.key(tree.name(node), tree.list(node, Slot.Method.parameters).count)
                } else if kind == .constructorDecl, let owner = Self.owner(of: node, in: model, file: file) {
                    body.constructorOf = owner
                } else if kind == .initializerBlock, tree[node].flags == 0, let decl = tree.parentDeclaration(of: node, in: model, file: file),
                          let owner = model.declaredTypes[SourceRef(file: file, node: decl)] {
                    // Instance initializer blocks run inside every constructor of their class.
                    body.constructorOf = owner
                } else {
                    continue
                }
                Self.scan(node, file: file, tree: tree, attribution: attribution, model: model, mappings: mappings, into: &body.throwsDirectly,
                          methods: &body.calledMethods, constructors: &body.calledConstructors)
                bodies.append(body)
            }
        }
        // Every constructor runs one of its superclass's (implicitly `super()` when it does not say): a class
        // whose superclass's constructors throw has throwing constructors too.
        for id in model.declaredTypes.values {
            guard case .declared(let sup, _)? = model.symbols[id].superclass, model.symbols[sup].declaration != nil else { continue }
            bodies.append(Body(key: nil, constructorOf: id, throwsDirectly: false, calledMethods: [], calledConstructors: [sup]))
            // The other way too, where a constructor overrides one of the superclass's (the same parameter types,
            // `Note()` over `BaseEntity()`): Swift lets no throwing initializer override a non-throwing one.
            func signatures(_ t: TypeSymbolID) -> Set<[JavaType]> {
                let declared = model.symbols[t].constructors.map(\.parameterTypes)
                return Set(declared.isEmpty ? [[]] : declared)
            }
            if !signatures(id).isDisjoint(with: signatures(sup)) {
                bodies.append(Body(key: nil, constructorOf: sup, throwsDirectly: false, calledMethods: [], calledConstructors: [id]))
            }
        }
        // Field initializers run in every constructor: a throwing one makes all its class's constructors throw.
        var changed = true
        for b in bodies where b.throwsDirectly {
            if let k = b.key { methods.insert(k) }
            if let c = b.constructorOf { constructors.insert(c) }
        }
        while changed {
            changed = false
            for b in bodies {
                let already = (b.key.map { methods.contains($0) } ?? false) || (b.constructorOf.map { constructors.contains($0) } ?? false)
                if already { continue }
                let throwsViaCalls = b.calledMethods.contains { methods.contains($0) } || b.calledConstructors.contains { constructors.contains($0) }
                if throwsViaCalls {
                    if let k = b.key { methods.insert(k) }
                    if let c = b.constructorOf { constructors.insert(c) }
                    changed = true
                }
            }
        }
    }

    /// Whether `n` contains a `return`, `throw`, `break`, `continue` or `yield` (not in a nested class or lambda).
    static func containsJump(_ n: NodeID, tree: SyntaxTree) -> Bool {
        var stack = [n]
        while let c = stack.popLast() {
            if c.isNone { continue }
            switch tree.kind(c) {
            case .returnStmt, .throwStmt, .breakStmt, .continueStmt, .yieldStmt: return true
            case .lambda, .classDecl, .newClass: continue
            default: stack.append(contentsOf: tree.children(c))
            }
        }
        return false
    }

    /// Whether a catch clause of the try statement `s` takes a NullPointerException (the class or a supertype).
    static func catchesNullPointerException(_ s: NodeID, tree: SyntaxTree, attribution: FileAttribution, symbols: SymbolTable) -> Bool {
        catches("java.lang.NullPointerException", s, tree: tree, attribution: attribution, symbols: symbols)
    }

    /// Whether a catch clause of the try statement `s` takes the exception class `name` (the class or a supertype).
    static func catches(_ name: String, _ s: NodeID, tree: SyntaxTree, attribution: FileAttribution, symbols: SymbolTable) -> Bool {
        guard let exception = symbols.lookup(qualifiedName: name) else { return false }
        let relations = TypeRelationsView(symbols: symbols)
        return tree.list(s, Slot.Try.catches).contains { c in
            let typeNode = tree.child(c, Slot.Catch.type)
            let alternatives = tree.kind(typeNode) == .unionType ? Array(tree.children(typeNode)) : [typeNode]
            return alternatives.contains { a in attribution.type(of: a).map { relations.isSubtype(.declared(exception, []), $0) } ?? false }
        }
    }

    static func owner(of decl: NodeID, in model: SemanticModel, file: Int) -> TypeSymbolID? {
        for symbol in model.symbols.types where symbol.declaration?.file == file {
            if symbol.constructors.contains(where: { $0.declaration == SourceRef(file: file, node: decl) }) { return symbol.id }
        }
        return nil
    }

    /// The element type when an enhanced `for` over `t` walks `iterator()`: `t` is an `Iterable` other than
    /// the runtime's collections (which are Swift sequences), that is the program's own or `Iterable` itself.
    static func iteratorElement(of t: JavaType, symbols: SymbolTable) -> JavaType? {
        guard case .declared = t, let iterable = symbols.lookup(qualifiedName: "java.lang.Iterable"),
              case .declared(_, let args)? = symbols.asSuper(t, iterable) else { return nil }
        if let collection = symbols.lookup(qualifiedName: "java.util.Collection"), symbols.asSuper(t, collection) != nil { return nil }
        guard let first = args.first else { return symbols.object }
        if case .wildcard(let bound) = first {
            if case .extends(let upper) = bound { return upper }
            return symbols.object
        }
        return first
    }

    /// Looks through a body (not into nested classes or lambdas, which are separate) for what can throw.
    static func scan(_ root: NodeID, file: Int, tree: SyntaxTree, attribution: FileAttribution, model: SemanticModel, mappings: MappingTable,
                     into throwsDirectly: inout Bool, methods: inout [String], constructors: inout [TypeSymbolID], includingRoot: Bool = false) {
        var stack = includingRoot ? [root] : Array(tree.children(root))
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .classDecl, .interfaceDecl, .enumDecl, .recordDecl, .lambda:
                continue
            case .throwStmt, .arrayAccess:
                throwsDirectly = true
            case .tryStmt:
                // Its nil dereferences throw NullPointerException when it catches one (`javaNonNull`), and
                // Swift wants a catch-all it does not have.
                if catchesNullPointerException(n, tree: tree, attribution: attribution, symbols: model.symbols) { throwsDirectly = true }
                // A stale sub-list's size() throws ConcurrentModificationException where one is caught (`javaCheckedSize`).
                if catches("java.util.ConcurrentModificationException", n, tree: tree, attribution: attribution, symbols: model.symbols) { throwsDirectly = true }
                // A finally block that can jump holds the try block's exception and rethrows it after itself.
                if containsJump(tree.child(n, Slot.Try.finally), tree: tree) { throwsDirectly = true }
                // Resources are closed by an implicit close(): the program's, or AutoCloseable's, which throws.
                for r in tree.list(n, Slot.Try.resources) {
                    methods.append(key("close", 0))
                    if case .declared(let rid, _)? = attribution.type(of: r), FileTranslator.autoCloseableNames.contains(model.symbols[rid].qualifiedName) { throwsDirectly = true }
                }
            case .binary:
                if let op = BinaryOperator(rawValue: tree[n].aux), op == .divide || op == .remainder,
                   let t = attribution.type(of: n), t.primitive?.isIntegral == true {
                    let divisor = attribution.constant(of: tree.child(n, Slot.Binary.right))
                    if !ExpressionLowering.isSafeDivisor(divisor) { throwsDirectly = true }
                }
            case .assignment:
                if let op = AssignmentOperator(rawValue: tree[n].aux), op == .divide || op == .remainder {
                    throwsDirectly = true
                }
            case .methodCall:
                switch attribution.binding(of: n) {
                case .method(let owner, let index)?:
                    let m = model.symbols[owner].methods[index]
                    if m.declaration != nil {
                        methods.append(key(m.name, m.parameterTypes.count))
                    } else if let mapped = mappings.template(site: owner, member: m.name, method: m, symbols: model.symbols) {
                        if mapped.template.throwing { throwsDirectly = true }
                    } else if LibraryCalls.throws(owner: model.symbols[owner].qualifiedName, method: m) {
                        throwsDirectly = true
                    }
                default:
                    throwsDirectly = true  // untranslated calls stop the program; keep the caller's options open
                }
            case .newClass, .constructorCall:
                if case .constructor(let owner, let index)? = attribution.binding(of: n) {
                    if model.symbols[owner].declaration != nil {
                        constructors.append(owner)
                    } else if let mapped = mappings.template(site: owner, member: "<init>", method: model.symbols[owner].constructors[index], symbols: model.symbols) {
                        if mapped.template.throwing { throwsDirectly = true }
                    } else if LibraryCalls.throws(constructorOf: model.symbols[owner].qualifiedName, model.symbols[owner].constructors[index]) {
                        throwsDirectly = true
                    }
                }
                // An anonymous class: its construction is the class's constructor; its methods are scanned
                // as methods of their own.
                if tree.kind(n) == .newClass && !tree.child(n, Slot.NewClass.body).isNone {
                    if let anonymous = model.declaredTypes[SourceRef(file: file, node: n)] { constructors.append(anonymous) } else { throwsDirectly = true }
                    stack.append(tree.child(n, Slot.NewClass.outer))
                    stack.append(tree.child(n, Slot.NewClass.arguments))
                    continue
                }
            case .newArray:
                throwsDirectly = true  // negative sizes throw NegativeArraySizeException
            case .forEachStmt:
                // Walking an Iterable's iterator: a null Iterable or iterator throws, and so may `next()`.
                if let t = attribution.type(of: tree.child(n, Slot.ForEach.iterable)), iteratorElement(of: t, symbols: model.symbols) != nil {
                    throwsDirectly = true
                }
            case .cast:
                // A downcast checks at run time (ClassCastException).
                if let t = attribution.type(of: n), t.isReference,
                   let source = attribution.type(of: tree.child(n, Slot.Cast.operand)), !TypeRelationsView(symbols: model.symbols).isSubtype(source, t) {
                    throwsDirectly = true
                }
            default:
                break
            }
            stack.append(contentsOf: tree.children(n))
        }
    }
}
