import JavaSemantics
import JavaSyntax

/// Java records (JLS §8.10) as final classes: one constant property per component, the canonical
/// initializer, accessors, and `equals`/`hashCode`/`toString` computed from the fields as
/// `java.lang.runtime.ObjectMethods` does — each only where the record does not declare its own.
extension FileTranslator {
    /// The record's components: Java name, type, and the Swift name of the backing property.
    func recordComponents(_ id: TypeSymbolID) -> [(name: String, type: JavaType, property: String)] {
        symbols[id].fields.filter { !$0.isStatic }.map { ($0.name, $0.type, fieldName(id, $0.name)) }
    }

    mutating func translateRecord(_ decl: NodeID, id: TypeSymbolID) {
        let symbol = symbols[id]
        let modifiers = tree.modifiers(tree.child(decl, Slot.Record.modifiers))
        let name = SwiftNames.memberTypeIdentifier(symbol.simpleName)
        var inheritance = ["JavaRecord"]
        if comparableBridge(id) != nil { inheritance.append("JavaComparable") }
        for case .declared(let iid, _) in symbol.interfaces where symbols[iid].declaration != nil {
            inheritance.append(program.swiftTypeName(iid))
        }
        let components = recordComponents(id)
        if let doc = tree.javadoc(before: decl) { writeDoc(doc) }
        let generics = TypeMapping(program: program).genericParameterClause(symbol.typeParameters, of: .type(id))
        out.open("\(swiftAccess(modifiers, ofType: id, at: decl))final class \(name)\(generics): \(inheritance.joined(separator: ", "))")
            writeAssociatedTypeBindings(id)
            for c in components { out.line("fileprivate let \(c.property): \(swiftType(c.type))") }
            if let bridge = comparableBridge(id) {
                out.line()
                out.line(bridge)
            }
            let members = tree.list(decl, Slot.Record.members)
            for member in members { translateMember(member, of: id, superIsThrowable: false) }
            if !declaresCanonicalConstructor(id) {
                out.line()
                locals.append([])
                out.open("\(swiftAccess(modifiers, mentioning: components.map(\.type), at: decl))init(\(recordParameterList(id)))")
                    writeRecordFieldAssignments(id)
                out.close()
                locals.removeLast()
            }
            for c in components where !declaresMethod(id, c.name, arity: 0) {
                out.line()
                out.line("public func \(SwiftNames.identifier(c.name))() -> \(swiftType(c.type)) { \(c.property) }")
            }
            writeRecordObjectMethods(id, name: name, components: components)
        out.close()
    }

    /// The canonical constructor's parameters, one per component; registered as locals of the current scope.
    mutating func recordParameterList(_ id: TypeSymbolID) -> String {
        let components = recordComponents(id)
        for c in components { locals[locals.count - 1].insert(c.name) }
        return components.map { "_ \(SwiftNames.identifier($0.name)): \(swiftType($0.type))" }.joined(separator: ", ")
    }

    /// `self.x = x` for every component: the end of a compact or implicit canonical constructor.
    mutating func writeRecordFieldAssignments(_ id: TypeSymbolID) {
        for c in recordComponents(id) { out.line("self.\(c.property) = \(SwiftNames.identifier(c.name))") }
    }

    func declaresMethod(_ id: TypeSymbolID, _ name: String, arity: Int) -> Bool {
        symbols[id].methods.contains { $0.name == name && $0.parameterTypes.count == arity && !$0.isStatic && $0.declaration.map { tree.kind($0.node) == .methodDecl } ?? false }
    }

    /// Whether the record declares its canonical constructor, compactly or with the components' types.
    func declaresCanonicalConstructor(_ id: TypeSymbolID) -> Bool {
        let types = recordComponents(id).map(\.type)
        return symbols[id].constructors.contains { $0.declaration != nil && $0.parameterTypes == types }
    }

    /// The implicit `equals`, `hashCode` and `toString` over the fields (not the accessors, as in Java).
    mutating func writeRecordObjectMethods(_ id: TypeSymbolID, name: String, components: [(name: String, type: JavaType, property: String)]) {
        let javaName = symbols[id].simpleName
        if !declaresObjectMethod(id, "equals") {
            out.line()
            out.open("public func equals(_ other: Any?) throws -> Bool")
            if components.isEmpty {
                out.line("other is \(name)")
            } else {
                out.line("guard let other = other as? \(name) else { return false }")
                let tests = components.map { c -> String in
                    // Integral and boolean components compare with ==; floating ones by bits, references by equals.
                    if let p = c.type.primitive, p != .float, p != .double { return "\(c.property) == other.\(c.property)" }
                    return "javaEquals(\(c.property), other.\(c.property))"
                }
                let needsTry = tests.contains { $0.hasPrefix("javaEquals") }
                out.line("return \(needsTry ? "try " : "")\(tests.joined(separator: " && "))")
            }
            out.close()
        }
        if !declaresObjectMethod(id, "hashCode") {
            out.line()
            out.line("public func hashCode() throws -> Int32 { try javaRecordHashCode(\(components.map(\.property).joined(separator: ", "))) }")
        }
        if !declaresObjectMethod(id, "toString") {
            out.line()
            let parts = components.map { c -> String in
                if let p = c.type.primitive, p != .float, p != .double, p != .char { return "\(c.name)=\\(\(c.property))" }
                return "\(c.name)=\\(javaStringOf(\(c.property)))"
            }
            out.line("public func toString() -> String { \"\(javaName)[\(parts.joined(separator: ", "))]\" }")
        }
    }

    func declaresObjectMethod(_ id: TypeSymbolID, _ name: String) -> Bool {
        symbols[id].methods.contains { m in
            guard m.name == name, !m.isStatic, m.declaration != nil else { return false }
            return name == "equals" ? m.parameterTypes == [symbols.object] : m.parameterTypes.isEmpty
        }
    }
}
