import JavaSyntax

/// What a compilation unit's package and import declarations make visible (JLS §7.5).
public struct ImportContext: Sendable {
    public var packageName: String = ""
    /// `import a.b.C;`: simple name → qualified name.
    public var singleTypeImports: [String: String] = [:]
    /// `import a.b.*;` (packages) or `import a.b.C.*;` (member types of C).
    public var onDemandImports: [String] = []
    /// `import static a.b.C.m;`: member name → qualified type names.
    public var staticSingleImports: [String: [String]] = [:]
    /// `import static a.b.C.*;`: qualified type names.
    public var staticOnDemandImports: [String] = []
    /// Import declarations, for reporting unresolved ones: (qualified name, node).
    public var importNodes: [(name: String, node: NodeID, isStatic: Bool, onDemand: Bool)] = []

    public init() {}

    public init(tree: SyntaxTree) {
        let unit = tree.root
        let package = tree.child(unit, Slot.CompilationUnit.package)
        if !package.isNone {
            packageName = tree.qualifiedName(tree.child(package, Slot.PackageDecl.name))
        }
        for imp in tree.list(unit, Slot.CompilationUnit.imports) {
            let flags = tree[imp].flags
            let name = tree.qualifiedName(tree.child(imp, Slot.ImportDecl.name))
            let isStatic = flags & ImportFlags.isStatic != 0
            let onDemand = flags & ImportFlags.onDemand != 0
            importNodes.append((name, imp, isStatic, onDemand))
            switch (isStatic, onDemand) {
            case (false, false):
                if let dot = name.lastIndex(of: ".") { singleTypeImports[String(name[name.index(after: dot)...])] = name }
            case (false, true):
                onDemandImports.append(name)
            case (true, false):
                if let dot = name.lastIndex(of: ".") {
                    staticSingleImports[String(name[name.index(after: dot)...]), default: []].append(String(name[..<dot]))
                }
            case (true, true):
                staticOnDemandImports.append(name)
            }
        }
    }
}
