/// Types (JLS §4, §8.1.2 type parameters, §4.5.1 type arguments), and the token scanners that decide the
/// classic ambiguities (cast or parenthesis, declaration or expression) without building nodes.
extension Parser {
    // MARK: Building type nodes

    /// `{Annotation} (PrimitiveType | ClassType) {Dims}`.
    mutating func parseType() -> NodeID {
        let first = p
        let annotations = parseTypeAnnotationsIfAny()
        var base: NodeID
        if kind.isPrimitiveType {
            let mark = stack.count
            push(annotations)
            let tok = p
            advance()
            base = finish(.primitiveType, mark, first, aux: UInt32(tok))
        } else if at(.identifier) {
            base = parseClassType(first: first, leadingAnnotations: annotations)
        } else {
            expected("a type")
            return errorNode()
        }
        return parseDimensions(element: base, first: first)
    }

    /// A result type: `void` or a type.
    mutating func parseResultType() -> NodeID {
        if at(.kwVoid) {
            let first = p
            advance()
            return finish(.voidType, stack.count, first, aux: UInt32(first))
        }
        return parseType()
    }

    /// `Ident [TypeArgs] {. {Annotation} Ident [TypeArgs]}`: each segment is a `.classType` whose `outer`
    /// is the segment before it.
    mutating func parseClassType(first: Int, leadingAnnotations: NodeID) -> NodeID {
        var outer = NodeID.none
        var annotations = leadingAnnotations
        while true {
            let mark = stack.count
            push(outer)
            push(annotations)
            let nameTok = p
            if !at(.identifier) {
                expected("an identifier")
            } else {
                advance()
            }
            if at(.less) {
                push(parseTypeArguments())
            } else {
                push(.none)
            }
            outer = finish(.classType, mark, first, aux: UInt32(nameTok))
            // Continue with `.Name` or `.@A Name`; stop before `.class`, `.this`, `::` and the like.
            if at(.dot) && (peekKind(1) == .identifier || (peekKind(1) == .at && peekKind(2) != .kwInterface)) {
                advance()
                annotations = parseTypeAnnotationsIfAny()
                continue
            }
            return outer
        }
    }

    /// `{ {Annotation} [] }` after an element type.
    mutating func parseDimensions(element: NodeID, first: Int) -> NodeID {
        var type = element
        while true {
            if at(.leftBracket) && peekKind(1) == .rightBracket {
                let mark = stack.count
                push(type)
                push(.none)
                advance(); advance()
                type = finish(.arrayType, mark, first)
            } else if at(.at), let after = scanAnnotations(p), kindAt(after) == .leftBracket, kindAt(after + 1) == .rightBracket {
                let mark = stack.count
                push(type)
                push(parseTypeAnnotationsIfAny())
                advance(); advance()
                type = finish(.arrayType, mark, first)
            } else {
                return type
            }
        }
    }

    /// `< [TypeArgument {, TypeArgument}] >` as a list; `<>` (diamond) is an empty list where allowed.
    mutating func parseTypeArguments(allowDiamond: Bool = true) -> NodeID {
        let first = p
        let mark = stack.count
        guard enter() else { return errorNode() }
        defer { leave() }
        advance()  // <
        if at(.greater) {
            if !allowDiamond { error("illegal start of type: '>'") }
            advance()
            return finish(.list, mark, first)
        }
        while !at(.endOfFile) {
            let before = p
            push(parseTypeArgument())
            if accept(.comma) { continue }
            if p == before { advance() }
            break
        }
        expectClosingAngle()
        return finish(.list, mark, first)
    }

    mutating func expectClosingAngle() {
        if !accept(.greater) {
            expected("'>'")
        }
    }

    mutating func parseTypeArgument() -> NodeID {
        let first = p
        let annotations = parseTypeAnnotationsIfAny()
        if at(.question) {
            let mark = stack.count
            push(annotations)
            advance()
            var flags: UInt32 = 0
            if accept(.kwExtends) {
                flags = 1
                push(parseType())
            } else if accept(.kwSuper) {
                flags = 2
                push(parseType())
            } else {
                push(.none)
            }
            return finish(.wildcardType, mark, first, flags: flags)
        }
        var base: NodeID
        if kind.isPrimitiveType {
            let mark = stack.count
            push(annotations)
            let tok = p
            advance()
            base = finish(.primitiveType, mark, first, aux: UInt32(tok))
        } else if at(.identifier) {
            base = parseClassType(first: first, leadingAnnotations: annotations)
        } else {
            expected("a type argument")
            return errorNode()
        }
        return parseDimensions(element: base, first: first)
    }

    /// `< TypeParameter {, TypeParameter} >`.
    mutating func parseTypeParameters() -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // <
        while !at(.endOfFile) {
            let before = p
            let paramFirst = p
            let paramMark = stack.count
            push(parseTypeAnnotationsIfAny())
            let nameTok = p
            if !accept(.identifier) { expected("a type parameter name") }
            let boundsFirst = p
            let boundsMark = stack.count
            if accept(.kwExtends) {
                repeat {
                    push(parseType())
                } while accept(.amp)
            }
            push(finish(.list, boundsMark, boundsFirst))
            push(finish(.typeParameter, paramMark, paramFirst, aux: UInt32(nameTok)))
            if accept(.comma) { continue }
            if p == before { break }
            break
        }
        expectClosingAngle()
        return finish(.list, mark, first)
    }

    /// Type annotations before a type, as a list, or `.none` when there are none.
    mutating func parseTypeAnnotationsIfAny() -> NodeID {
        guard at(.at) && peekKind(1) != .kwInterface else { return .none }
        let first = p
        let mark = stack.count
        while at(.at) && peekKind(1) != .kwInterface {
            push(parseAnnotation())
        }
        return finish(.list, mark, first)
    }

    // MARK: Scanning without building

    /// Index after the annotations starting at `i` (`@Name[(...)]` repeated), or nil if malformed.
    func scanAnnotations(_ i: Int) -> Int? {
        var j = i
        while kindAt(j) == .at && kindAt(j + 1) != .kwInterface {
            j += 1
            guard kindAt(j) == .identifier else { return nil }
            j += 1
            while kindAt(j) == .dot && kindAt(j + 1) == .identifier { j += 2 }
            if kindAt(j) == .leftParen {
                guard let close = scanBalanced(j, open: .leftParen, close: .rightParen) else { return nil }
                j = close
            }
        }
        return j
    }

    /// Index after the token closing the bracket opened at `i`.
    func scanBalanced(_ i: Int, open: TokenKind, close: TokenKind) -> Int? {
        var level = 0
        var j = i
        while j < tokens.count {
            let k = tokens[j].kind
            if k == open { level += 1 } else if k == close {
                level -= 1
                if level == 0 { return j + 1 }
            } else if k == .endOfFile {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// Index after a type starting at `i`, or nil if no type starts there.
    func scanType(_ i: Int, _ d: Int = 0) -> Int? {
        // Pathologically nested generics are not a type worth recognising (and must not exhaust the stack).
        if d > 128 { return nil }
        var j = i
        if kindAt(j) == .at {
            guard let after = scanAnnotations(j) else { return nil }
            j = after
        }
        if kindAt(j).isPrimitiveType {
            j += 1
        } else if kindAt(j) == .identifier {
            guard let after = scanClassType(j, d) else { return nil }
            j = after
        } else {
            return nil
        }
        return scanDimensions(j)
    }

    func scanClassType(_ i: Int, _ d: Int = 0) -> Int? {
        var j = i
        while true {
            guard kindAt(j) == .identifier else { return nil }
            j += 1
            if kindAt(j) == .less {
                guard let after = scanTypeArguments(j, d + 1) else { return nil }
                j = after
            }
            if kindAt(j) == .dot && kindAt(j + 1) == .identifier {
                j += 1
                continue
            }
            if kindAt(j) == .dot && kindAt(j + 1) == .at, let after = scanAnnotations(j + 1), kindAt(after) == .identifier {
                j = after
                continue
            }
            return j
        }
    }

    func scanDimensions(_ i: Int) -> Int {
        var j = i
        while true {
            if kindAt(j) == .leftBracket && kindAt(j + 1) == .rightBracket {
                j += 2
            } else if kindAt(j) == .at, let after = scanAnnotations(j), kindAt(after) == .leftBracket, kindAt(after + 1) == .rightBracket {
                j = after + 2
            } else {
                return j
            }
        }
    }

    /// Index after `<...>` type arguments at `i` (which holds `<`), or nil.
    func scanTypeArguments(_ i: Int, _ d: Int = 0) -> Int? {
        var j = i + 1
        if kindAt(j) == .greater { return j + 1 }
        while true {
            if kindAt(j) == .at {
                guard let after = scanAnnotations(j) else { return nil }
                j = after
            }
            if kindAt(j) == .question {
                j += 1
                if kindAt(j) == .kwExtends || kindAt(j) == .kwSuper {
                    guard let after = scanType(j + 1, d) else { return nil }
                    j = after
                }
            } else {
                guard let after = scanType(j, d) else { return nil }
                j = after
            }
            if kindAt(j) == .comma {
                j += 1
                continue
            }
            if kindAt(j) == .greater { return j + 1 }
            return nil
        }
    }
}
