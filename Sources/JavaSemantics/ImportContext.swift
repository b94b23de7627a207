import JavaSyntax

/// What a compilation unit's package and import declarations make visible (JLS §7.5). Immutable once read; the
/// contents live in one shared box, so that copying a context (every type scope holds one, and scopes are copied
/// for every type, method and block that needs its own) costs one retain, not one per table.
public struct ImportContext: Sendable {
    private final class Storage: Sendable {
        let packageName: String
        let singleTypeImports: [String: String]
        let onDemandImports: [String]
        let staticSingleImports: [String: [String]]
        let staticOnDemandImports: [String]
        let importNodes: [(name: String, node: NodeID, isStatic: Bool, onDemand: Bool)]
        let resolved: ResolvedImports?

        init(packageName: String, singleTypeImports: [String: String], onDemandImports: [String],
             staticSingleImports: [String: [String]], staticOnDemandImports: [String],
             importNodes: [(name: String, node: NodeID, isStatic: Bool, onDemand: Bool)], resolved: ResolvedImports?) {
            self.packageName = packageName
            self.singleTypeImports = singleTypeImports
            self.onDemandImports = onDemandImports
            self.staticSingleImports = staticSingleImports
            self.staticOnDemandImports = staticOnDemandImports
            self.importNodes = importNodes
            self.resolved = resolved
        }
    }

    private var storage: Storage

    public var packageName: String { storage.packageName }
    /// `import a.b.C;`: simple name → qualified name.
    public var singleTypeImports: [String: String] { storage.singleTypeImports }
    /// `import a.b.*;` (packages) or `import a.b.C.*;` (member types of C).
    public var onDemandImports: [String] { storage.onDemandImports }
    /// `import static a.b.C.m;`: member name → qualified type names.
    public var staticSingleImports: [String: [String]] { storage.staticSingleImports }
    /// `import static a.b.C.*;`: qualified type names.
    public var staticOnDemandImports: [String] { storage.staticOnDemandImports }
    /// Import declarations, for reporting unresolved ones: (qualified name, node).
    public var importNodes: [(name: String, node: NodeID, isStatic: Bool, onDemand: Bool)] { storage.importNodes }

    /// The places a simple type name is searched after the single-type imports, looked up once every type is
    /// declared (`resolve(in:)`); nil before.
    var resolved: ResolvedImports? { storage.resolved }

    /// No package, no imports.
    public init() {
        storage = Storage(packageName: "", singleTypeImports: [:], onDemandImports: [], staticSingleImports: [:],
                          staticOnDemandImports: [], importNodes: [], resolved: nil)
    }

    /// Fills in `resolved`; the table's top-level types and qualified names must be final.
    mutating func resolve(in symbols: SymbolTable) {
        let s = storage
        let resolved = ResolvedImports(packageTypes: symbols.packageTypes(s.packageName),
                                       onDemand: s.onDemandImports.map { (symbols.packageTypes($0), symbols.lookup(qualifiedName: $0)) },
                                       staticOnDemand: s.staticOnDemandImports.compactMap { symbols.lookup(qualifiedName: $0) },
                                       javaLang: symbols.packageTypes("java.lang"))
        storage = Storage(packageName: s.packageName, singleTypeImports: s.singleTypeImports, onDemandImports: s.onDemandImports,
                          staticSingleImports: s.staticSingleImports, staticOnDemandImports: s.staticOnDemandImports,
                          importNodes: s.importNodes, resolved: resolved)
    }

    /// The file's package name ("" for the unnamed package), without reading its imports.
    static func packageName(of tree: SyntaxTree) -> String {
        let package = tree.child(tree.root, Slot.CompilationUnit.package)
        return package.isNone ? "" : qualifiedName(tree.child(package, Slot.PackageDecl.name), in: tree)
    }

    /// `SyntaxTree.qualifiedName`, built as one run of bytes instead of one string per part joined (files have
    /// dozens of imports, java.base 20,000). The parts are whole tokens separated by ASCII dots, so decoding them
    /// together gives the same string.
    static func qualifiedName(_ id: NodeID, in tree: SyntaxTree) -> String {
        let n = tree[id]
        var bytes: [UInt8] = []
        var i = n.firstToken
        while i <= n.lastToken {
            let token = tree.tokens[Int(i)]
            if token.kind == .identifier || token.kind.isKeyword {
                if !bytes.isEmpty { bytes.append(UInt8(ascii: ".")) }
                bytes.append(contentsOf: tree.source.text[token.range])
            }
            i += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public init(tree: SyntaxTree) {
        let packageName = Self.packageName(of: tree)
        var singleTypeImports: [String: String] = [:]
        var onDemandImports: [String] = []
        var staticSingleImports: [String: [String]] = [:]
        var staticOnDemandImports: [String] = []
        var importNodes: [(name: String, node: NodeID, isStatic: Bool, onDemand: Bool)] = []
        let unit = tree.root
        for imp in tree.list(unit, Slot.CompilationUnit.imports) {
            let flags = tree[imp].flags
            let name = Self.qualifiedName(tree.child(imp, Slot.ImportDecl.name), in: tree)
            let isStatic = flags & ImportFlags.isStatic != 0
            let onDemand = flags & ImportFlags.onDemand != 0
            importNodes.append((name, imp, isStatic, onDemand))
            // The last dot found in the UTF-8 view: `lastIndex(of: Character)` walks grapheme clusters, many times slower.
            let lastDot = name.utf8.lastIndex(of: UInt8(ascii: "."))
            switch (isStatic, onDemand) {
            case (false, false):
                if let dot = lastDot { singleTypeImports[String(name[name.utf8.index(after: dot)...])] = name }
            case (false, true):
                onDemandImports.append(name)
            case (true, false):
                if let dot = lastDot {
                    staticSingleImports[String(name[name.utf8.index(after: dot)...]), default: []].append(String(name[..<dot]))
                }
            case (true, true):
                staticOnDemandImports.append(name)
            }
        }
        storage = Storage(packageName: packageName, singleTypeImports: singleTypeImports, onDemandImports: onDemandImports,
                          staticSingleImports: staticSingleImports, staticOnDemandImports: staticOnDemandImports,
                          importNodes: importNodes, resolved: nil)
    }
}

/// A file's package and on-demand imports resolved against the symbol table: a simple type name then costs one
/// hash per place searched, not a package lookup and a type lookup per on-demand import. (Single-type imports
/// are looked up when used: most files import far more than their memoised lookups ask for.)
struct ResolvedImports: Sendable {
    /// The file's own package's top-level types.
    var packageTypes: [String: TypeSymbolID]
    /// Per on-demand import: the package's top-level types, and the type it names, if any (`import a.b.C.*`).
    var onDemand: [(packageTypes: [String: TypeSymbolID], type: TypeSymbolID?)]
    /// The types `import static a.b.C.*;` names (their static member types are in scope).
    var staticOnDemand: [TypeSymbolID]
    var javaLang: [String: TypeSymbolID]
}
