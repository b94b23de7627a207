/// Compilation units, packages, imports, modules (JLS §7), modifiers and annotations (§9.7), and type and
/// member declarations: classes, interfaces, enums, records, annotation types (§8, §9).
extension Parser {
    mutating func parseCompilationUnit() -> NodeID {
        let first = p
        let mark = stack.count
        // Annotations before `package` belong to the package; otherwise they start the first type.
        var leadingModifiers = NodeID.none
        var leadingFirst = p
        if at(.at) && peekKind(1) != .kwInterface {
            leadingFirst = p
            leadingModifiers = parseModifiers()
        }
        if at(.kwPackage) {
            let pkgFirst = leadingModifiers.isNone ? p : leadingFirst
            let pkgMark = stack.count
            advance()
            push(leadingModifiers)
            push(parseQualifiedName())
            expect(.semicolon)
            push(finish(.packageDecl, pkgMark, pkgFirst))
            leadingModifiers = .none
        } else {
            push(.none)
        }
        var moduleSlot = NodeID.none
        let importsFirst = p
        let importsMark = stack.count
        while leadingModifiers.isNone && (at(.kwImport) || at(.semicolon)) {
            if accept(.semicolon) { continue }
            push(parseImport())
        }
        let imports = finish(.list, importsMark, importsFirst)
        let typesFirst = p
        let typesMark = stack.count
        while !at(.endOfFile) {
            let before = p
            let declFirst = leadingModifiers.isNone ? p : leadingFirst
            if leadingModifiers.isNone && accept(.semicolon) { continue }
            let modifiers = leadingModifiers.isNone ? parseModifiers() : leadingModifiers
            leadingModifiers = .none
            if (atContextual(.module) && (peekKind(1) == .identifier)) || (atContextual(.open) && isContextual(p + 1, .module)) {
                moduleSlot = parseModule(annotations: modifiers, first: declFirst)
                continue
            }
            if at(.kwImport) {
                error("imports must come before type declarations")
                _ = parseImport()
                continue
            }
            if at(.kwPackage) {
                error("the package declaration must come first")
                advance()
                _ = parseQualifiedName()
                _ = accept(.semicolon)
                continue
            }
            if isTypeDeclarationStart() {
                push(parseTypeDeclaration(modifiers: modifiers, first: declFirst))
            } else {
                error("class, interface, enum, or record expected, found \(describe(p))")
                skipToMemberBoundary()
                if at(.rightBrace) { advance() }
            }
            if p == before { advance() }
        }
        let types = finish(.list, typesMark, typesFirst)
        push(moduleSlot)
        push(imports)
        push(types)
        return finish(.compilationUnit, mark, first)
    }

    func isTypeDeclarationStart() -> Bool {
        switch kind {
        case .kwClass, .kwInterface, .kwEnum: return true
        case .at: return peekKind(1) == .kwInterface
        case .identifier: return atContextual(.record) && peekKind(1) == .identifier
        default: return false
        }
    }

    /// `a.b.c` as one `.qualifiedName` node spanning its tokens.
    mutating func parseQualifiedName() -> NodeID {
        let first = p
        if !accept(.identifier) { expected("an identifier") }
        while at(.dot) && peekKind(1) == .identifier {
            advance(); advance()
        }
        return finish(.qualifiedName, stack.count, first)
    }

    /// `import [static] a.b.C[.*];`
    mutating func parseImport() -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // import
        var flags: UInt32 = 0
        if accept(.kwStatic) { flags |= ImportFlags.isStatic }
        let nameFirst = p
        if !accept(.identifier) { expected("an identifier") }
        while at(.dot) {
            if peekKind(1) == .identifier {
                advance(); advance()
            } else if peekKind(1) == .star {
                let name = finish(.qualifiedName, stack.count, nameFirst)
                advance(); advance()
                flags |= ImportFlags.onDemand
                push(name)
                expect(.semicolon)
                return finish(.importDecl, mark, first, flags: flags)
            } else {
                advance()
                expected("an identifier or '*'")
                break
            }
        }
        push(finish(.qualifiedName, stack.count, nameFirst))
        expect(.semicolon)
        return finish(.importDecl, mark, first, flags: flags)
    }

    /// `[open] module a.b { directives }` (JLS §7.7).
    mutating func parseModule(annotations: NodeID, first: Int) -> NodeID {
        let mark = stack.count
        var flags: UInt32 = 0
        if atContextual(.open) { advance(); flags = 1 }
        advance()  // module
        push(annotations)
        push(parseQualifiedName())
        let dirsFirst = p
        let dirsMark = stack.count
        if expect(.leftBrace) {
            while !at(.rightBrace) && !at(.endOfFile) {
                let before = p
                push(parseModuleDirective())
                if p == before { advance() }
            }
            expect(.rightBrace)
        }
        push(finish(.list, dirsMark, dirsFirst))
        return finish(.moduleDecl, mark, first, flags: flags)
    }

    mutating func parseModuleDirective() -> NodeID {
        let first = p
        let mark = stack.count
        var directive: ModuleDirectiveKind
        var flags: UInt32 = 0
        switch ContextualKeyword(rawValue: tokens[p].contextual) ?? .none {
        case .requires: directive = .requires
        case .exports: directive = .exports
        case .opens: directive = .opens
        case .uses: directive = .uses
        case .provides: directive = .provides
        default:
            error("expected a module directive (requires, exports, opens, uses, provides), found \(describe(p))")
            skipToStatementBoundary()
            return finish(.error, mark, first)
        }
        advance()
        if directive == .requires {
            // `requires transitive x;` vs a module named `transitive`: a modifier only if a name follows.
            while (atContextual(.transitive) && peekKind(1) == .identifier) || at(.kwStatic) {
                flags |= at(.kwStatic) ? 2 : 1
                advance()
            }
        }
        push(parseQualifiedName())
        let targetsFirst = p
        let targetsMark = stack.count
        if (directive == .exports || directive == .opens) && atContextual(.to) || directive == .provides && atContextual(.with) {
            advance()
            repeat {
                push(parseQualifiedName())
            } while accept(.comma)
        }
        push(finish(.list, targetsMark, targetsFirst))
        expect(.semicolon)
        return finish(.moduleDirective, mark, first, aux: directive.rawValue, flags: flags)
    }

    // MARK: Modifiers and annotations

    /// Modifiers and annotations in any order; repeated modifiers are reported. Returns a `.modifiers` node
    /// (flags: `Modifier` bits, children: annotations), or `.none` when there are none.
    mutating func parseModifiers() -> NodeID {
        let first = p
        let mark = stack.count
        var bits: UInt32 = 0
        loop: while true {
            var m: Modifier
            switch kind {
            case .kwPublic: m = .public
            case .kwProtected: m = .protected
            case .kwPrivate: m = .private
            case .kwStatic: m = .static
            case .kwFinal: m = .final
            case .kwAbstract: m = .abstract
            case .kwNative: m = .native
            case .kwSynchronized:
                // `synchronized (x) { }` is a statement, not a modifier.
                if peekKind(1) == .leftParen { break loop }
                m = .synchronized
            case .kwTransient: m = .transient
            case .kwVolatile: m = .volatile
            case .kwStrictfp: m = .strictfp
            case .kwDefault:
                // `default:` / `default ->` in a switch are labels.
                if peekKind(1) == .colon || peekKind(1) == .arrow { break loop }
                m = .default
            case .at:
                if peekKind(1) == .kwInterface { break loop }
                push(parseAnnotation())
                continue
            case .identifier:
                if atContextual(.sealed) && isModifierContext(p + 1) {
                    m = .sealed
                } else if atContextual(.non) && kindAt(p + 1) == .minus && isContextual(p + 2, .sealed)
                            && tokens[p + 1].isAdjacentToPrevious && tokens[p + 2].isAdjacentToPrevious {
                    advance(); advance()
                    m = .nonSealed
                } else {
                    break loop
                }
            default:
                break loop
            }
            if bits & m.rawValue != 0 { error("repeated modifier") }
            bits |= m.rawValue
            advance()
        }
        if p == first { return .none }
        return finish(.modifiers, mark, first, flags: bits)
    }

    /// Whether the token at `i` can follow a `sealed` modifier (so `sealed` is not a type name).
    func isModifierContext(_ i: Int) -> Bool {
        switch kindAt(i) {
        case .kwClass, .kwInterface, .kwAbstract, .kwStatic, .kwFinal, .kwPublic, .kwProtected, .kwPrivate, .kwStrictfp, .at:
            return true
        case .identifier:
            return isContextual(i, .sealed) || isContextual(i, .non)
        default:
            return false
        }
    }

    /// `@Name`, `@Name(value)`, `@Name(a = v, b = {v, w})` (JLS §9.7).
    mutating func parseAnnotation() -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // @
        push(parseQualifiedName())
        if at(.leftParen) {
            let argsFirst = p
            let argsMark = stack.count
            advance()
            if !at(.rightParen) {
                if at(.identifier) && peekKind(1) == .assign {
                    repeat {
                        let pairFirst = p
                        let pairMark = stack.count
                        let nameTok = p
                        if !accept(.identifier) { expected("an element name") }
                        expect(.assign)
                        push(parseElementValue())
                        push(finish(.elementValuePair, pairMark, pairFirst, aux: UInt32(nameTok)))
                    } while accept(.comma)
                } else {
                    push(parseElementValue())
                }
            }
            if !expect(.rightParen) { skipToClosingParenthesis(); _ = accept(.rightParen) }
            push(finish(.list, argsMark, argsFirst))
        } else {
            push(.none)
        }
        return finish(.annotation, mark, first)
    }

    /// An annotation element value: a conditional expression, an annotation, or `{ values }`.
    mutating func parseElementValue() -> NodeID {
        guard enter() else { return errorNode() }
        defer { leave() }
        if at(.at) { return parseAnnotation() }
        if at(.leftBrace) {
            let first = p
            let mark = stack.count
            advance()
            while !at(.rightBrace) && !at(.endOfFile) {
                let before = p
                push(parseElementValue())
                if accept(.comma) { continue }
                if p == before { advance() }
                break
            }
            expect(.rightBrace)
            return finish(.arrayInitializer, mark, first)
        }
        return parseConditional()
    }

    // MARK: Type declarations

    /// After modifiers: `class`, `interface`, `enum`, `record` or `@interface`.
    mutating func parseTypeDeclaration(modifiers: NodeID, first: Int) -> NodeID {
        guard enter() else { return errorNode() }
        defer { leave() }
        let mark = stack.count
        push(modifiers)
        switch kind {
        case .kwClass:
            advance()
            let nameTok = parseDeclarationName()
            push(at(.less) ? parseTypeParameters() : .none)
            push(accept(.kwExtends) ? parseType() : .none)
            push(accept(.kwImplements) ? parseTypeList() : .none)
            push(parsePermitsIfAny())
            push(parseClassBody(kind: .classDecl, name: nameTok))
            typeDeclarationStarts.append(UInt32(first))
            return finish(.classDecl, mark, first, aux: nameTok)
        case .kwInterface:
            advance()
            let nameTok = parseDeclarationName()
            push(at(.less) ? parseTypeParameters() : .none)
            push(accept(.kwExtends) ? parseTypeList() : .none)
            push(parsePermitsIfAny())
            push(parseClassBody(kind: .interfaceDecl, name: nameTok))
            typeDeclarationStarts.append(UInt32(first))
            return finish(.interfaceDecl, mark, first, aux: nameTok)
        case .kwEnum:
            advance()
            let nameTok = parseDeclarationName()
            push(accept(.kwImplements) ? parseTypeList() : .none)
            parseEnumBody(name: nameTok)
            typeDeclarationStarts.append(UInt32(first))
            return finish(.enumDecl, mark, first, aux: nameTok)
        case .at:
            advance()  // @
            advance()  // interface
            let nameTok = parseDeclarationName()
            push(parseClassBody(kind: .annotationTypeDecl, name: nameTok))
            typeDeclarationStarts.append(UInt32(first))
            return finish(.annotationTypeDecl, mark, first, aux: nameTok)
        default:
            // `record`
            let recordTok = p
            advance()
            let nameTok = parseDeclarationName()
            push(at(.less) ? parseTypeParameters() : .none)
            if at(.leftParen) {
                push(parseFormalParameters(isRecordHeader: true))
            } else {
                error("record header expected", at: recordTok)
                push(emptyList())
            }
            push(accept(.kwImplements) ? parseTypeList() : .none)
            push(parseClassBody(kind: .recordDecl, name: nameTok))
            typeDeclarationStarts.append(UInt32(first))
            return finish(.recordDecl, mark, first, aux: nameTok)
        }
    }

    /// `permits A, B` (sealed types), or `.none`.
    mutating func parsePermitsIfAny() -> NodeID {
        guard atContextual(.permits) else { return .none }
        advance()
        return parseTypeList()
    }

    mutating func parseDeclarationName() -> UInt32 {
        let tok = p
        if at(.identifier) {
            switch tokens[p].contextualKeyword {
            case .var, .yield, .record, .sealed, .permits:
                // JLS §3.9: these may name variables and methods, not types.
                error("'\(source.string(tokens[p].range))' is a restricted identifier and cannot be used for type declarations")
            default:
                break
            }
            advance()
        } else {
            expected("an identifier")
        }
        return UInt32(tok)
    }

    mutating func parseTypeList() -> NodeID {
        let first = p
        let mark = stack.count
        repeat {
            push(parseType())
        } while accept(.comma)
        return finish(.list, mark, first)
    }

    /// `{ members }` as a list; `kind` says which members are allowed (used for interface-specific rules
    /// and for compact constructors in records).
    /// `name` is the declaring type's name token (nil for anonymous class bodies).
    mutating func parseClassBody(kind declKind: NodeKind, name: UInt32? = nil) -> NodeID {
        let first = p
        let mark = stack.count
        guard enter() else { return errorNode() }
        defer { leave() }
        if !expect(.leftBrace) {
            return finish(.list, mark, first)
        }
        parseMembers(declKind: declKind, typeName: name)
        expect(.rightBrace)
        return finish(.list, mark, first)
    }

    mutating func parseMembers(declKind: NodeKind, typeName: UInt32?) {
        while !at(.rightBrace) && !at(.endOfFile) {
            let before = p
            let member = parseMember(declKind: declKind, typeName: typeName)
            if !member.isNone { push(member) }
            if p == before {
                error("illegal start of a member declaration: \(describe(p))")
                skipToMemberBoundary()
            }
        }
    }

    /// Enum body: constants, then optionally `;` and members. Pushes the constants list and members list.
    mutating func parseEnumBody(name: UInt32) {
        guard expect(.leftBrace) else {
            push(emptyList())
            push(emptyList())
            return
        }
        let constFirst = p
        let constMark = stack.count
        while at(.identifier) || at(.at) {
            let before = p
            push(parseEnumConstant())
            if !accept(.comma) { break }
            if p == before { break }
        }
        let constants = finish(.list, constMark, constFirst)
        let membersFirst = p
        let membersMark = stack.count
        if accept(.semicolon) {
            parseMembers(declKind: .enumDecl, typeName: name)
        } else if !at(.rightBrace) {
            if at(.identifier) || kind.isKeyword {
                expected("',', '}', or ';'")
            } else {
                error("enum constant expected here, found \(describe(p))")
            }
            // Treat what follows as members so one mistake does not lose the whole body.
            parseMembers(declKind: .enumDecl, typeName: name)
        }
        let members = finish(.list, membersMark, membersFirst)
        expect(.rightBrace)
        push(constants)
        push(members)
    }

    mutating func parseEnumConstant() -> NodeID {
        let first = p
        let mark = stack.count
        push(parseTypeAnnotationsIfAny())
        let nameTok = p
        if !accept(.identifier) { expected("an enum constant name") }
        push(at(.leftParen) ? parseArguments() : .none)
        push(at(.leftBrace) ? parseClassBody(kind: .classDecl) : .none)
        return finish(.enumConstant, mark, first, aux: UInt32(nameTok))
    }

    /// One member: field, method, constructor, initializer, nested type, or `;`.
    mutating func parseMember(declKind: NodeKind, typeName: UInt32?) -> NodeID {
        let first = p
        if at(.semicolon) {
            advance()
            return finish(.emptyDecl, stack.count, first)
        }
        if at(.leftBrace) {
            let mark = stack.count
            push(parseBlock())
            return finish(.initializerBlock, mark, first)
        }
        if at(.kwStatic) && peekKind(1) == .leftBrace {
            let mark = stack.count
            advance()
            push(parseBlock())
            return finish(.initializerBlock, mark, first, flags: 1)
        }
        let modifiers = parseModifiers()
        if isTypeDeclarationStart() {
            return parseTypeDeclaration(modifiers: modifiers, first: first)
        }
        let mark = stack.count
        push(modifiers)
        let typeParameters = at(.less) ? parseTypeParameters() : NodeID.none
        // Constructor: `Name (` (or a record's compact constructor `Name {`).
        if at(.identifier) && (peekKind(1) == .leftParen || (declKind == .recordDecl && peekKind(1) == .leftBrace)) {
            let nameTok = p
            if typeName.map({ !sameText(Int($0), nameTok) }) ?? true {
                error("invalid method declaration; return type required")
            }
            advance()
            push(typeParameters)
            var flags: UInt32 = 0
            if at(.leftBrace) {
                flags = 1  // compact canonical constructor
                push(.none)
            } else {
                push(parseFormalParameters(isRecordHeader: false))
            }
            push(accept(.kwThrows) ? parseTypeList() : .none)
            if at(.leftBrace) {
                push(parseBlock())
            } else {
                expected("'{'")
                _ = accept(.semicolon)
                push(.none)
            }
            return finish(.constructorDecl, mark, first, aux: UInt32(nameTok), flags: flags)
        }
        if !(at(.identifier) || at(.kwVoid) || kind.isPrimitiveType || at(.at)) {
            stack.truncate(to: mark)
            if !modifiers.isNone || !typeParameters.isNone {
                expected("a type")
                return finish(.error, stack.count, first)
            }
            return .none
        }
        let type = parseResultType()
        // `void` only for methods; a field cannot be void, but keep parsing.
        if at(.identifier) && peekKind(1) == .leftParen {
            let nameTok = p
            advance()
            push(typeParameters)
            push(type)
            push(parseFormalParameters(isRecordHeader: false))
            var dims: UInt32 = 0
            while at(.leftBracket) && peekKind(1) == .rightBracket {
                advance(); advance()
                dims += 1
            }
            push(accept(.kwThrows) ? parseTypeList() : .none)
            if at(.leftBrace) {
                push(parseBlock())
                push(.none)
            } else if accept(.kwDefault) {
                push(.none)
                push(parseElementValue())
                expect(.semicolon)
            } else {
                push(.none)
                push(.none)
                if !accept(.semicolon) {
                    expected("'{' or ';'")
                    skipToMemberBoundary()
                }
            }
            return finish(.methodDecl, mark, first, aux: UInt32(nameTok), flags: dims)
        }
        if !typeParameters.isNone {
            expected("a method name and '('")
        }
        if at(.leftParen) {
            // `foo(int x) {}` with no return type, where `foo` is not the class name: javac's message.
            error("invalid method declaration; return type required", at: max(first, p - 1))
        }
        push(type)
        if at(.identifier) || at(.underscore) {
            push(parseVariableDeclarators())
        } else {
            expected("an identifier")
            push(emptyList())
        }
        if !accept(.semicolon) {
            expected("';'")
            skipToMemberBoundary()
        }
        return finish(.fieldDecl, mark, first)
    }

    /// `( [receiver,] [param {, param}] )`; for a record header, the components.
    mutating func parseFormalParameters(isRecordHeader: Bool) -> NodeID {
        let first = p
        let mark = stack.count
        expect(.leftParen)
        if !at(.rightParen) {
            var varargsName: Int? = nil
            while !at(.endOfFile) {
                let before = p
                let parameter = parseFormalParameter()
                // Reported at the varargs parameter, as javac does.
                if let name = varargsName { error("varargs parameter must be the last parameter", at: name); varargsName = nil }
                if nodes[parameter.index].flags & ParameterFlags.varargs != 0 { varargsName = Int(nodes[parameter.index].aux) }
                push(parameter)
                if accept(.comma) { continue }
                if p == before { break }
                if !at(.rightParen) {
                    expected("',' or ')'")
                    skipToClosingParenthesis()
                }
                break
            }
        }
        _ = accept(.rightParen) || { expected("')'"); return false }()
        return finish(.list, mark, first)
    }

    /// `[mods] Type [...] name [dims]`, or the receiver `Type [Outer.]this`.
    mutating func parseFormalParameter() -> NodeID {
        let first = p
        let mark = stack.count
        push(parseModifiers())
        push(parseType())
        var flags: UInt32 = 0
        if at(.at), let after = scanAnnotations(p), kindAt(after) == .ellipsis {
            _ = parseTypeAnnotationsIfAny()
        }
        if accept(.ellipsis) { flags |= ParameterFlags.varargs }
        let nameTok = p
        if at(.kwThis) {
            advance()
            flags |= ParameterFlags.receiver
        } else if at(.identifier) && peekKind(1) == .dot && peekKind(2) == .kwThis {
            advance(); advance(); advance()
            flags |= ParameterFlags.receiver
        } else if at(.underscore) {
            error("as of release 9, '_' is a keyword, and may not be used as an identifier")
            advance()
        } else if !accept(.identifier) {
            expected("a parameter name")
        }
        var dims: UInt32 = 0
        while at(.leftBracket) && peekKind(1) == .rightBracket {
            advance(); advance()
            dims += 1
        }
        flags |= dims << ParameterFlags.dimensionShift
        return finish(.parameter, mark, first, aux: UInt32(nameTok), flags: flags)
    }
}
