import Dispatch
import JavaSyntax
import Synchronization

/// What a name, member selection or call refers to.
public enum Binding: Hashable, Sendable {
    /// A local variable, parameter, pattern or resource: its declaring node.
    case local(NodeID)
    case field(TypeSymbolID, Int)
    case method(TypeSymbolID, Int)
    case constructor(TypeSymbolID, Int)
    case type(TypeSymbolID)
    case package(String)
    /// An array's `length`.
    case arrayLength
}

/// The attribution of one file: a static type and a binding per node, in dense arrays indexed by `NodeID`.
public struct FileAttribution: Sendable {
    public var types: [JavaType?]
    public var bindings: NodeBindings

    /// Nothing attributed yet in `tree`.
    init(tree: SyntaxTree) {
        types = Array(repeating: nil, count: tree.nodes.count)
        bindings = NodeBindings(count: tree.nodes.count)
        constantMarks = Array(repeating: .none, count: tree.nodes.count)
        literalSource = LiteralSource(text: tree.source.text, tokens: tree.tokens, nodes: tree.nodes)
    }
    /// Compile-time constant values of expressions (JLS §15.29), where known (see `ConstantFolding`); read them
    /// with `constant(of:)`, which also knows the inner nodes of long string concatenations (`stringPrefixes`).
    var constants = NodeTable<ConstantValue>()
    /// The inner nodes of a `"…" + "…" + …` chain of string constants: each one's value is the first `utf8Count`
    /// bytes of the value of node `outer` (in `constants`). Copies would keep n² bytes for a chain of n pieces.
    var stringPrefixes = NodeTable<StringPrefix>()

    struct StringPrefix: Sendable {
        var outer: NodeID
        var utf8Count: Int
    }

    /// Per node: `Mark.none`, `.inTables` when `constants` or `stringPrefixes` has ever had an entry for it,
    /// `.literal` for a literal whose value `constant(of:)` reads from the source when asked. The attributor sets
    /// entries through the methods below, which keep these marks.
    var constantMarks: [Mark]

    enum Mark: UInt8, Sendable {
        case none, inTables, literal
    }

    /// The file's text, tokens and nodes, for the literals marked `.literal`: most literals' values are never
    /// asked for (messages, arguments), and decoding and storing every one of them cost more than the rest of
    /// their attribution. A literal's value depends on its token alone, so reading it late gives the same value.
    let literalSource: LiteralSource

    struct LiteralSource: Sendable {
        let text: [UInt8]
        let tokens: [Token]
        let nodes: [RawNode]
    }

    private func isMarked(_ node: NodeID) -> Bool { constantMarks[node.index] != .none }

    private mutating func mark(_ node: NodeID) { constantMarks[node.index] = .inTables }

    /// Whether `constant(of: node)` can be non-nil, without working a value out.
    func mayHaveConstant(_ node: NodeID) -> Bool { !node.isNone && isMarked(node) }

    /// Literal `node` has the value its token spells (worked out when first asked for).
    mutating func setLiteral(at node: NodeID) { constantMarks[node.index] = .literal }

    mutating func setConstant(_ value: ConstantValue, at node: NodeID) {
        mark(node)
        constants[node] = value
    }

    mutating func removeConstant(at node: NodeID) {
        if isMarked(node) { constants[node] = nil }
    }

    mutating func setStringPrefix(_ prefix: StringPrefix, at node: NodeID) {
        mark(node)
        stringPrefixes[node] = prefix
    }

    mutating func removeStringPrefix(at node: NodeID) {
        if isMarked(node) { stringPrefixes[node] = nil }
    }
    /// For each constructor declaration (or, for a class with only the implicit constructor, the class
    /// declaration): the instance fields it definitely initializes, by name, sorted.
    public var constructorInitializedFields: [NodeID: [String]] = [:]
    /// Expressions whose type could not be determined (their type is `.unresolved`).
    public var unresolvedExpressionCount = 0
    public var expressionCount = 0

    public func type(of node: NodeID) -> JavaType? { node.isNone ? nil : types[node.index] }
    public func binding(of node: NodeID) -> Binding? { node.isNone ? nil : bindings[node.index] }
    public func constant(of node: NodeID) -> ConstantValue? {
        guard !node.isNone, node.index < constantMarks.count else { return nil }
        // Most nodes never had a constant: no hashing for them.
        switch constantMarks[node.index] {
        case .none: return nil
        case .literal: return ConstantFolding.literal(literalSource.text, literalSource.tokens[Int(literalSource.nodes[node.index].aux)])
        case .inTables: break
        }
        if let value = constants[node] { return value }
        // Joins of whole strings, so the prefix ends where a piece did: it is valid UTF-8.
        if !stringPrefixes.isEmpty, let prefix = stringPrefixes[node], case .string(let text)? = constants[prefix.outer] {
            return .string(String(decoding: text.utf8.prefix(prefix.utf8Count), as: UTF8.self))
        }
        return nil
    }
}

/// A binding per node of one file, `nil` for most, indexed by node index like an array of `Binding?`. Each is
/// packed in 8 bytes (an array of `Binding?` takes 24 a node, and every file's array is kept for the whole
/// program: filling fresh memory cost the kernel more time zeroing pages than attribution spent on bindings).
/// The rare bindings that do not fit (a package name, an index beyond 28 bits) are kept aside in `spilled`.
public struct NodeBindings: Sendable {
    /// Per node: 0 for none, else a `Tag` in the top 4 bits and its payload below.
    private var packed: [UInt64]
    private var spilled: [Binding] = []

    private enum Tag: UInt64 {
        case none = 0, local, field, method, constructor, type, arrayLength, spilled
    }

    public init(count: Int) {
        packed = Array(repeating: 0, count: count)
    }

    public var count: Int { packed.count }

    /// A member binding: the owner's ID in bits 28–59, the member's index in bits 0–27.
    private static func member(_ tag: Tag, _ owner: TypeSymbolID, _ index: Int) -> UInt64? {
        guard index >= 0 && index < 1 << 28 else { return nil }
        return tag.rawValue << 60 | UInt64(UInt32(bitPattern: owner.raw)) << 28 | UInt64(index)
    }

    public subscript(index: Int) -> Binding? {
        get {
            let word = packed[index]
            let payload = word & (1 << 60 - 1)
            let owner = TypeSymbolID(Int32(bitPattern: UInt32(truncatingIfNeeded: payload >> 28)))
            let member = Int(payload & (1 << 28 - 1))
            switch Tag(rawValue: word >> 60) {
            case .none?, nil: return nil
            case .local?: return .local(NodeID(UInt32(truncatingIfNeeded: payload)))
            case .field?: return .field(owner, member)
            case .method?: return .method(owner, member)
            case .constructor?: return .constructor(owner, member)
            case .type?: return .type(TypeSymbolID(Int32(bitPattern: UInt32(truncatingIfNeeded: payload))))
            case .arrayLength?: return .arrayLength
            case .spilled?: return spilled[Int(payload)]
            }
        }
        set {
            var word: UInt64?
            switch newValue {
            case nil: word = 0
            case .local(let node)?: word = Tag.local.rawValue << 60 | UInt64(node.raw)
            case .field(let owner, let index)?: word = Self.member(.field, owner, index)
            case .method(let owner, let index)?: word = Self.member(.method, owner, index)
            case .constructor(let owner, let index)?: word = Self.member(.constructor, owner, index)
            case .type(let id)?: word = Tag.type.rawValue << 60 | UInt64(UInt32(bitPattern: id.raw))
            case .arrayLength?: word = Tag.arrayLength.rawValue << 60
            case .package?: word = nil
            }
            if let word {
                packed[index] = word
            } else if let newValue {
                packed[index] = Tag.spilled.rawValue << 60 | UInt64(spilled.count)
                spilled.append(newValue)
            }
        }
    }
}

/// Values for some of a file's nodes, keyed by node: open addressing over a power-of-two slot array with a
/// multiplicative hash of the node's index. A `Dictionary` keyed by `NodeID` spent more on `Hasher`'s seeding and
/// finalisation than on the rest of each access; every literal sets one. Removing stores nil in place.
struct NodeTable<Value: Sendable>: Sendable {
    private var keys: [UInt32] = []
    private var values: [Value?] = []
    /// Entry index + 1 per slot, 0 for an empty slot; no slots until the first entry.
    private var slots: [Int32] = []
    /// 64 - log2(slots.count): the hash keeps the product's top bits.
    private var shift: UInt64 = 64

    /// Whether no entry was ever set.
    var isEmpty: Bool { keys.isEmpty }

    private func home(_ key: UInt32) -> Int { Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The slot holding `key`, or the empty slot where it would go (slots must not be empty).
    private func slot(of key: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = home(key)
        while true {
            let entry = slots[slot]
            if entry == 0 || keys[Int(entry) - 1] == key { return slot }
            slot = (slot + 1) & mask
        }
    }

    subscript(node: NodeID) -> Value? {
        get {
            if keys.isEmpty { return nil }
            let entry = slots[slot(of: node.raw)]
            return entry == 0 ? nil : values[Int(entry) - 1]
        }
        set {
            if slots.isEmpty {
                guard newValue != nil else { return }
                slots = Array(repeating: 0, count: 16)
                shift = 60
            }
            let s = slot(of: node.raw)
            if slots[s] != 0 {
                values[Int(slots[s]) - 1] = newValue
                return
            }
            guard newValue != nil else { return }
            keys.append(node.raw)
            values.append(newValue)
            slots[s] = Int32(keys.count)
            if keys.count * 2 > slots.count { grow() }
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for (i, key) in keys.enumerated() {
            var slot = home(key)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i + 1)
        }
    }
}

/// Each file's empty attribution (its per-node arrays allocated and filled in: mostly page faults), made in order
/// on a spare core while declaring leaves one idle, and handed out once to whichever thread attributes the file;
/// a file not reached is started afresh by that thread.
final class BlankResults: Sendable {
    private let trees: [SyntaxTree]
    private let items: Mutex<[FileAttribution?]>
    /// The next file to make one for.
    private let next = Atomic(0)
    private let paused = Atomic(true)

    init(trees: [SyntaxTree]) {
        self.trees = trees
        items = Mutex(Array(repeating: nil, count: trees.count))
    }

    /// Makes them on another thread, in file order, until `pause()`.
    func resume() {
        paused.store(false, ordering: .relaxed)
        DispatchQueue.global().async {
            while !self.paused.load(ordering: .relaxed) {
                let file = self.next.add(1, ordering: .relaxed).oldValue
                if file >= self.trees.count { break }
                let blank = FileAttribution(tree: self.trees[file])
                self.items.withLock { $0[file] = blank }
            }
        }
    }

    /// Stops after the file under way: the cores are needed elsewhere.
    func pause() { paused.store(true, ordering: .relaxed) }

    /// The file's empty attribution, moved out (so uniquely held), if it was made and not taken yet.
    func take(_ file: Int) -> FileAttribution? {
        items.withLock { $0.indices.contains(file) ? $0[file].take() : nil }
    }
}

/// The program-wide result: symbols, per-file attribution, and the names that did not resolve.
public struct SemanticModel: Sendable {
    public let trees: [SyntaxTree]
    public let symbols: SymbolTable
    public let files: [FileAttribution]
    /// Each unresolved name once per place it was written, sorted by file and offset.
    public let unresolved: [UnresolvedName]
    /// Declaration node → its type symbol (named, local and anonymous classes).
    public let declaredTypes: [SourceRef: TypeSymbolID]
}

/// The declarations of a whole program: every type entered in the symbol table. Attribution of each file
/// reads it and nothing else, so files can be attributed in any order or in parallel.
public struct ProgramDeclarations: Sendable {
    public let trees: [SyntaxTree]
    public let symbols: SymbolTable
    public let declaredTypes: [SourceRef: TypeSymbolID]
    let imports: [ImportContext]
    let unresolved: [UnresolvedName]
    /// Hierarchy facts worked out while declaring, and by every attributing thread since.
    let hierarchy: SharedHierarchy
    /// How long each step of declaring took.
    public let stepTimes: StepTimes
    /// Each file's empty attribution, as far as it was made while declaring; nil: none.
    let blankResults: BlankResults?
}

/// Memoised facts about one program's type hierarchy (supertypes, inherited member types, method
/// candidates, file-level type names), shared by the files one thread attributes. Not thread-safe: one per
/// thread, and only for the `ProgramDeclarations` it was first used with.
public final class AttributionCache {
    let hierarchy = HierarchyCache()
    public init() {}
}

public enum SemanticAnalyzer {
    /// Enters the declarations of `trees` into a copy of `library`, using up to `jobs` threads.
    public static func declare(trees: [SyntaxTree], library: SymbolTable, jobs: Int = 1) -> ProgramDeclarations {
        var times = StepTimes()
        times.start()
        var collector = DeclarationCollector(symbols: library, trees: trees, jobs: jobs)
        collector.stepTimes = times
        collector.run()
        var unresolved = collector.unresolved
        unresolved.append(contentsOf: unresolvedImports(trees: trees, imports: collector.imports, symbols: collector.symbols, jobs: jobs))
        collector.stepTimes.lap("unresolved imports listed")
        return ProgramDeclarations(trees: trees, symbols: collector.symbols, declaredTypes: collector.declared,
                                   imports: collector.imports, unresolved: unresolved, hierarchy: collector.shared,
                                   stepTimes: collector.stepTimes, blankResults: collector.blankResults)
    }

    /// Types and bindings for every node of one file.
    public static func attribute(file: Int, in program: ProgramDeclarations) -> (FileAttribution, [UnresolvedName]) {
        attribute(file: file, in: program, cache: AttributionCache())
    }

    /// The same, reusing what `cache` learned about the type hierarchy from earlier files of this program
    /// (one cache per thread: it is not thread-safe). The result does not depend on the cache's contents.
    public static func attribute(file: Int, in program: ProgramDeclarations, cache: AttributionCache) -> (FileAttribution, [UnresolvedName]) {
        if cache.hierarchy.shared == nil { cache.hierarchy.shared = program.hierarchy }
        cache.hierarchy.enter(file: file)
        var attributor = Attributor(symbols: program.symbols, tree: program.trees[file], file: file,
                                    imports: program.imports[file], declared: program.declaredTypes, hierarchy: cache.hierarchy,
                                    result: program.blankResults?.take(file))
        attributor.run()
        return (attributor.result, attributor.unresolved)
    }

    /// Puts per-file results (in file order) together; unresolved names are deduplicated and sorted.
    /// The per-file results are moved into the model, not copied: a copy of each retained every array in it.
    public static func assemble(_ program: ProgramDeclarations, files: consuming [(FileAttribution, [UnresolvedName])]) -> SemanticModel {
        // Popped from the end twice over, which moves each element (a reversal would copy them).
        var lastFirst: [(FileAttribution, [UnresolvedName])] = []
        lastFirst.reserveCapacity(files.count)
        while let file = files.popLast() { lastFirst.append(file) }
        var attributions: [FileAttribution] = []
        attributions.reserveCapacity(lastFirst.count)
        var unresolved = program.unresolved
        while let (attribution, names) = lastFirst.popLast() {
            attributions.append(attribution)
            unresolved.append(contentsOf: names)
        }
        var seen: Set<UnresolvedName> = []
        unresolved = unresolved.filter { seen.insert($0).inserted }.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
        return SemanticModel(trees: program.trees, symbols: program.symbols, files: attributions, unresolved: unresolved,
                             declaredTypes: program.declaredTypes)
    }

    /// Declares and attributes everything on the calling thread.
    public static func analyze(trees: [SyntaxTree], library: SymbolTable) -> SemanticModel {
        let program = declare(trees: trees, library: library)
        let cache = AttributionCache()
        return assemble(program, files: trees.indices.map { attribute(file: $0, in: program, cache: cache) })
    }

    /// The imports that name no known package or type, in file order (each file looked at on its own thread).
    static func unresolvedImports(trees: [SyntaxTree], imports: [ImportContext], symbols: SymbolTable, jobs: Int) -> [UnresolvedName] {
        Concurrent.map(count: imports.count, jobs: jobs, perThread: {}) { _, file in
            unresolvedImports(file: file, tree: trees[file], context: imports[file], symbols: symbols)
        }.flatMap { $0 }
    }

    static func unresolvedImports(file: Int, tree: SyntaxTree, context: ImportContext, symbols: SymbolTable) -> [UnresolvedName] {
        var result: [UnresolvedName] = []
        for imp in context.importNodes {
            let known: Bool
            if imp.onDemand {
                known = symbols.isPackage(imp.name) || symbols.lookup(qualifiedName: imp.name) != nil
            } else if imp.isStatic {
                let owner = imp.name.split(separator: ".").dropLast().joined(separator: ".")
                known = symbols.lookup(qualifiedName: owner) != nil
            } else {
                known = symbols.lookup(qualifiedName: imp.name) != nil
            }
            if !known {
                result.append(UnresolvedName(file: file, offset: tree.range(imp.node).lowerBound, name: imp.name, kind: .import))
            }
        }
        return result
    }
}
