/// Expressions (JLS §15) with Java's precedence: lambda and assignment (right-associative), conditional,
/// then binary operators by precedence climbing, unary, casts, postfix selectors and primaries.
extension Parser {
    /// Expression := LambdaExpression | AssignmentExpression.
    mutating func parseExpression() -> NodeID {
        guard enter() else { return errorNode() }
        defer { leave() }
        if isLambdaStart() { return parseLambda() }
        let first = p
        let mark = stack.count
        let lhs = parseConditional()
        if let (op, width) = assignmentOperator() {
            push(lhs)
            for _ in 0..<width { advance() }
            push(parseExpression())
            return finish(.assignment, mark, first, aux: op.rawValue)
        }
        return lhs
    }

    /// The assignment operator at `p` and how many tokens spell it (`>>=` is `>` `>=`).
    func assignmentOperator() -> (AssignmentOperator, Int)? {
        switch kind {
        case .assign: return (.assign, 1)
        case .plusAssign: return (.add, 1)
        case .minusAssign: return (.subtract, 1)
        case .starAssign: return (.multiply, 1)
        case .slashAssign: return (.divide, 1)
        case .percentAssign: return (.remainder, 1)
        case .ampAssign: return (.bitAnd, 1)
        case .pipeAssign: return (.bitOr, 1)
        case .caretAssign: return (.bitXor, 1)
        case .lessLessAssign: return (.shiftLeft, 1)
        case .greater:
            guard p + 2 < tokens.count, tokens[p + 1].isAdjacentToPrevious else { return nil }
            if tokens[p + 1].kind == .greaterEqual { return (.shiftRight, 2) }
            if tokens[p + 1].kind == .greater && tokens[p + 2].kind == .greaterEqual && tokens[p + 2].isAdjacentToPrevious {
                return (.unsignedShiftRight, 3)
            }
            return nil
        default:
            return nil
        }
    }

    /// ConditionalExpression: `a ? b : c`, where `c` may be a lambda (JLS §15.25).
    mutating func parseConditional() -> NodeID {
        let first = p
        let mark = stack.count
        let condition = parseBinary(minPrecedence: 1)
        guard at(.question) else { return condition }
        push(condition)
        advance()
        push(parseExpression())
        expect(.colon)
        if isLambdaStart() {
            push(parseLambda())
        } else {
            guard enter() else { return errorNode() }
            push(parseConditional())
            leave()
        }
        return finish(.conditional, mark, first)
    }

    /// The binary operator at `p`, its token width, or nil. `>`-sequences form shifts only when adjacent.
    func binaryOperator() -> (BinaryOperator, Int)? {
        switch kind {
        case .pipePipe: return (.logicalOr, 1)
        case .ampAmp: return (.logicalAnd, 1)
        case .pipe: return (.bitOr, 1)
        case .caret: return (.bitXor, 1)
        case .amp: return (.bitAnd, 1)
        case .equalEqual: return (.equal, 1)
        case .bangEqual: return (.notEqual, 1)
        case .less: return (.less, 1)
        case .lessEqual: return (.lessEqual, 1)
        case .greaterEqual: return (.greaterEqual, 1)
        case .lessLess: return (.shiftLeft, 1)
        case .plus: return (.add, 1)
        case .minus: return (.subtract, 1)
        case .star: return (.multiply, 1)
        case .slash: return (.divide, 1)
        case .percent: return (.remainder, 1)
        case .greater:
            if p + 1 < tokens.count && tokens[p + 1].isAdjacentToPrevious {
                let next = tokens[p + 1].kind
                if next == .greater {
                    if p + 2 < tokens.count && tokens[p + 2].isAdjacentToPrevious {
                        if tokens[p + 2].kind == .greater { return (.unsignedShiftRight, 3) }
                        if tokens[p + 2].kind == .greaterEqual { return nil }  // `>>>=`
                    }
                    return (.shiftRight, 2)
                }
                if next == .greaterEqual { return nil }  // `>>=`
            }
            return (.greater, 1)
        default:
            return nil
        }
    }

    /// Precedence climbing over the binary operators and `instanceof` (relational level).
    mutating func parseBinary(minPrecedence: Int) -> NodeID {
        let first = p
        let mark = stack.count
        var left = parseUnary()
        while true {
            if at(.kwInstanceof) {
                guard BinaryOperator.less.precedence >= minPrecedence else { break }
                push(left)
                advance()
                push(parseInstanceOfTarget())
                left = finish(.instanceOf, mark, first)
                continue
            }
            guard let (op, width) = binaryOperator(), op.precedence >= minPrecedence else { break }
            push(left)
            for _ in 0..<width { advance() }
            push(parseBinary(minPrecedence: op.precedence + 1))
            left = finish(.binary, mark, first, aux: op.rawValue)
        }
        return left
    }

    /// After `instanceof`: a type, or a type pattern `[final] Type name` (JLS §15.20.2).
    mutating func parseInstanceOfTarget() -> NodeID {
        let first = p
        let mark = stack.count
        if at(.kwFinal) || at(.at) {
            push(parseModifiers())
            push(parseType())
            let nameTok = p
            if !accept(.identifier) { expected("a pattern variable name") }
            return finish(.typePattern, mark, first, aux: UInt32(nameTok))
        }
        let type = parseType()
        if at(.identifier) && !isContextual(p, .none) || at(.identifier) {
            push(.none)
            push(type)
            let nameTok = p
            advance()
            return finish(.typePattern, mark, first, aux: UInt32(nameTok))
        }
        return type
    }

    mutating func parseUnary() -> NodeID {
        let first = p
        let mark = stack.count
        switch kind {
        case .plus, .minus, .plusPlus, .minusMinus, .bang, .tilde:
            let op = kind
            advance()
            guard enter() else { return errorNode() }
            let operand: NodeID
            if op == .minus && (at(.intLiteral) || at(.longLiteral)) && !isPostfixContinuation(p + 1) {
                // `-2147483648` is the one place that int literal is allowed (JLS §3.10.1).
                operand = parseLiteral(negated: true)
            } else {
                operand = parseUnary()
            }
            leave()
            push(operand)
            return finish(.prefixUnary, mark, first, aux: UInt32(op.rawValue))
        case .leftParen:
            if let castEnd = castTypeEnd() {
                return parseCast(typeEnd: castEnd)
            }
            return parsePostfix(parsePrimary(), first: first)
        default:
            return parsePostfix(parsePrimary(), first: first)
        }
    }

    /// True when the token at `i` continues a primary (so `-1.toString()`-like forms are not a literal).
    func isPostfixContinuation(_ i: Int) -> Bool {
        let k = kindAt(i)
        return k == .dot || k == .leftBracket || k == .colonColon
    }

    /// If `(` at `p` opens a cast, the index of its closing `)`. JLS §15.16: a primitive type cast may be
    /// followed by any unary expression; a reference type cast only by one that does not start with `+`/`-`.
    func castTypeEnd() -> Int? {
        let i = p + 1
        if kindAt(i).isPrimitiveType {
            let j = scanDimensions(i + 1)
            if kindAt(j) == .rightParen { return j }
            return nil
        }
        guard kindAt(i) == .identifier || kindAt(i) == .at, var j = scanType(i) else { return nil }
        while kindAt(j) == .amp {
            guard let next = scanType(j + 1) else { return nil }
            j = next
        }
        guard kindAt(j) == .rightParen else { return nil }
        switch kindAt(j + 1) {
        case .identifier, .intLiteral, .longLiteral, .floatLiteral, .doubleLiteral, .charLiteral, .stringLiteral,
             .textBlock, .trueLiteral, .falseLiteral, .nullLiteral, .leftParen, .bang, .tilde, .kwThis, .kwSuper,
             .kwNew, .kwSwitch, .kwBoolean, .kwByte, .kwChar, .kwShort, .kwInt, .kwLong, .kwFloat, .kwDouble, .kwVoid:
            return j
        default:
            return nil
        }
    }

    mutating func parseCast(typeEnd: Int) -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // (
        let typeFirst = p
        let typeMark = stack.count
        let type = parseType()
        if at(.amp) {
            push(type)
            while accept(.amp) { push(parseType()) }
            push(finish(.intersectionType, typeMark, typeFirst))
        } else {
            push(type)
        }
        expect(.rightParen)
        guard enter() else { return errorNode() }
        if isLambdaStart() {
            push(parseLambda())
        } else {
            push(parseUnary())
        }
        leave()
        return finish(.cast, mark, first)
    }

    // MARK: Lambdas

    /// `x ->`, `(…) ->` with balanced parentheses. Parameter lists hold no `;` or `{`, which bounds the scan.
    func isLambdaStart() -> Bool {
        if (at(.identifier) || at(.underscore)) && peekKind(1) == .arrow { return true }
        guard at(.leftParen) else { return false }
        if peekKind(1) == .rightParen { return peekKind(2) == .arrow }
        var level = 0
        var j = p
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftParen: level += 1
            case .rightParen:
                level -= 1
                if level == 0 { return kindAt(j + 1) == .arrow }
            case .semicolon, .leftBrace, .rightBrace, .endOfFile, .arrow:
                return false
            default: break
            }
            j += 1
        }
        return false
    }

    mutating func parseLambda() -> NodeID {
        let first = p
        let mark = stack.count
        var flags: UInt32 = 0
        let paramsFirst = p
        let paramsMark = stack.count
        if at(.identifier) || at(.underscore) {
            let nameTok = p
            advance()
            push(parameterNode(nameToken: nameTok))
        } else {
            flags = 1
            advance()  // (
            if !at(.rightParen) {
                // Implicitly typed `(a, b)` or explicitly typed `(int a, final String... b)`.
                let implicit = (at(.identifier) || at(.underscore)) && (peekKind(1) == .comma || peekKind(1) == .rightParen)
                while !at(.endOfFile) {
                    let before = p
                    if implicit {
                        let nameTok = p
                        if !accept(.identifier) && !accept(.underscore) { expected("a parameter name") }
                        push(parameterNode(nameToken: nameTok))
                    } else {
                        push(parseFormalParameter())
                    }
                    if accept(.comma) { continue }
                    if p == before { advance() }
                    break
                }
            }
            expect(.rightParen)
        }
        push(finish(.list, paramsMark, paramsFirst))
        expect(.arrow)
        if at(.leftBrace) {
            push(parseBlock())
        } else {
            push(parseExpression())
        }
        return finish(.lambda, mark, first, flags: flags)
    }

    /// An inferred-type lambda parameter: no modifiers, no type.
    mutating func parameterNode(nameToken: Int) -> NodeID {
        let mark = stack.count
        push(.none)
        push(.none)
        return finish(.parameter, mark, nameToken, aux: UInt32(nameToken))
    }

    // MARK: Primaries

    mutating func parseLiteral(negated: Bool = false) -> NodeID {
        let tok = p
        let t = tokens[p]
        advance()
        if (t.kind == .intLiteral || t.kind == .longLiteral) && !t.isMalformed {
            switch LiteralValue.integer(text, t, negated: negated) {
            case .tooLarge:
                diagnostics.append(Diagnostic(.error, "integer number too large", offset: Int(t.start), length: Int(t.end - t.start)))
                lastErrorToken = tok
            case .invalidOctal:
                diagnostics.append(Diagnostic(.error, "integer number too large (octal literals may not contain the digits 8 or 9)", offset: Int(t.start), length: Int(t.end - t.start)))
                lastErrorToken = tok
            case .value:
                break
            }
        } else if (t.kind == .floatLiteral || t.kind == .doubleLiteral) && !t.isMalformed {
            switch LiteralValue.floatingCheck(text, t) {
            case .tooLarge:
                diagnostics.append(Diagnostic(.error, "floating-point number too large", offset: Int(t.start), length: Int(t.end - t.start)))
            case .tooSmall:
                diagnostics.append(Diagnostic(.error, "floating-point number too small", offset: Int(t.start), length: Int(t.end - t.start)))
            case .ok:
                break
            }
        }
        return finish(.literal, stack.count, tok, aux: UInt32(tok))
    }

    mutating func parsePrimary() -> NodeID {
        let first = p
        let mark = stack.count
        switch kind {
        case .intLiteral, .longLiteral, .floatLiteral, .doubleLiteral, .charLiteral, .stringLiteral, .textBlock,
             .trueLiteral, .falseLiteral, .nullLiteral:
            return parseLiteral()
        case .identifier, .underscore:
            if at(.underscore) { error("as of release 9, '_' is a keyword, and may not be used as an identifier") }
            // Lambdas are recognised where an Expression may stand (not here), so `case A -> x` stays a label.
            if peekKind(1) == .leftParen {
                let nameTok = p
                advance()
                push(.none)
                push(.none)
                push(parseArguments())
                return finish(.methodCall, mark, first, aux: UInt32(nameTok))
            }
            // `List<String>::new`, `Map.Entry<K, V>::getKey`, `String[]::new`, `Map.Entry[].class`: a type
            // with arguments or dimensions before `::` or `.class`. (Plain names stay expressions: `list::add`.)
            if isTypeOnlyPrimary() {
                let type = parseType()
                return parseTypeQualifiedPrimary(type: type, first: first)
            }
            let nameTok = p
            advance()
            return finish(.name, mark, first, aux: UInt32(nameTok))
        case .kwThis:
            advance()
            if at(.leftParen) {
                push(.none)
                push(.none)
                push(parseArguments())
                return finish(.constructorCall, mark, first, flags: 0)
            }
            push(.none)
            return finish(.this, mark, first)
        case .kwSuper:
            advance()
            if at(.leftParen) {
                push(.none)
                push(.none)
                push(parseArguments())
                return finish(.constructorCall, mark, first, flags: 1)
            }
            push(.none)
            let sup = finish(.superExpr, mark, first)
            if !at(.dot) && !at(.colonColon) { expected("'.' or '::' after 'super'") }
            return sup
        case .kwNew:
            return parseNew(outer: .none, first: first)
        case .leftParen:
            advance()
            push(parseExpression())
            expect(.rightParen)
            return finish(.parenthesized, mark, first)
        case .kwSwitch:
            return parseSwitch(asExpression: true)
        case .kwBoolean, .kwByte, .kwChar, .kwShort, .kwInt, .kwLong, .kwFloat, .kwDouble, .kwVoid:
            // `int.class`, `int[].class`, `int[]::new`, `void.class`.
            let type = at(.kwVoid) ? parseResultType() : parseType()
            return parseTypeQualifiedPrimary(type: type, first: first)
        case .less:
            // `<T>this(...)` / `<T>super(...)`: explicit constructor invocation with type arguments.
            let typeArgs = parseTypeArguments()
            if at(.kwThis) || at(.kwSuper) {
                let isSuper = at(.kwSuper)
                advance()
                push(.none)
                push(typeArgs)
                push(parseArguments())
                return finish(.constructorCall, mark, first, flags: isSuper ? 1 : 0)
            }
            expected("'this' or 'super' after type arguments")
            return errorNode()
        case .at:
            // Annotations do not start expressions; a misplaced one is reported and skipped.
            error("annotations are not allowed here")
            _ = parseAnnotation()
            return parsePrimary()
        default:
            error(at(.endOfFile) ? "expected an expression, found end of file" : "illegal start of expression: \(describe(p))")
            // Consume tokens that cannot end anything so the caller's recovery starts after them.
            switch kind {
            case .rightParen, .rightBrace, .rightBracket, .semicolon, .comma, .endOfFile, .colon:
                break
            default:
                advance()
            }
            return finish(.error, mark, first)
        }
    }

    /// At an identifier: does a type with type arguments or `[]` follow, then `::` or `.class`?
    func isTypeOnlyPrimary() -> Bool {
        let next = peekKind(1)
        guard next == .less || next == .leftBracket || next == .dot else { return false }
        guard let end = scanType(p), kindAt(end) == .colonColon || (kindAt(end) == .dot && kindAt(end + 1) == .kwClass) else {
            return false
        }
        for i in p..<end where tokens[i].kind == .less || tokens[i].kind == .leftBracket { return true }
        return false
    }

    /// After a type in expression position: `Type.class` or `Type::name`.
    mutating func parseTypeQualifiedPrimary(type: NodeID, first: Int) -> NodeID {
        let mark = stack.count
        if at(.dot) && peekKind(1) == .kwClass {
            advance(); advance()
            push(type)
            return finish(.classLiteral, mark, first)
        }
        if at(.colonColon) {
            return parseMethodReference(target: type, first: first)
        }
        expected("'.class' or '::'")
        push(type)
        return finish(.error, mark, first)
    }

    mutating func parseMethodReference(target: NodeID, first: Int) -> NodeID {
        let mark = stack.count
        advance()  // ::
        push(target)
        if at(.less) { push(parseTypeArguments()) } else { push(.none) }
        let nameTok = p
        if !accept(.identifier) && !accept(.kwNew) { expected("a method name or 'new' after '::'") }
        return finish(.methodReference, mark, first, aux: UInt32(nameTok))
    }

    /// `( [Expression {, Expression}] )` as a list.
    mutating func parseArguments() -> NodeID {
        let first = p
        let mark = stack.count
        expect(.leftParen)
        if !at(.rightParen) {
            while !at(.endOfFile) {
                let before = p
                push(parseExpression())
                if accept(.comma) { continue }
                if p == before { break }
                if !at(.rightParen) {
                    expected("',' or ')'")
                    // Skip to the closing parenthesis of this argument list if it is on the way.
                    skipToClosingParenthesis()
                }
                break
            }
        }
        expect(.rightParen)
        return finish(.list, mark, first)
    }

    mutating func skipToClosingParenthesis() {
        var level = 0
        while !at(.endOfFile) {
            switch kind {
            case .leftParen: level += 1
            case .rightParen:
                if level == 0 { return }
                level -= 1
            case .semicolon, .leftBrace, .rightBrace:
                if level == 0 { return }
            default: break
            }
            advance()
        }
    }

    /// Selectors after a primary: `.name`, `.name(...)`, `.<T>name(...)`, `.new`, `.this`, `.super`,
    /// `.class`, `[index]`, `::name`, postfix `++`/`--`.
    mutating func parsePostfix(_ primary: NodeID, first: Int) -> NodeID {
        var expr = primary
        let mark = stack.count
        while true {
            switch kind {
            case .dot:
                switch peekKind(1) {
                case .identifier:
                    advance()
                    let nameTok = p
                    advance()
                    push(expr)
                    if at(.leftParen) {
                        push(.none)
                        push(parseArguments())
                        expr = finish(.methodCall, mark, first, aux: UInt32(nameTok))
                    } else {
                        expr = finish(.fieldAccess, mark, first, aux: UInt32(nameTok))
                    }
                case .less:
                    advance()
                    push(expr)
                    push(parseTypeArguments(allowDiamond: false))
                    let nameTok = p
                    if at(.kwSuper) || at(.kwThis) {
                        // `outer.<T>super(...)`: rare, qualified constructor call with type arguments.
                        let isSuper = at(.kwSuper)
                        advance()
                        push(parseArguments())
                        expr = finish(.constructorCall, mark, first, flags: isSuper ? 1 : 0)
                        continue
                    }
                    if !accept(.identifier) { expected("a method name") }
                    push(parseArguments())
                    expr = finish(.methodCall, mark, first, aux: UInt32(nameTok))
                case .kwNew:
                    advance()
                    expr = parseNew(outer: expr, first: first)
                case .kwThis:
                    advance(); advance()
                    push(expr)
                    expr = finish(.this, mark, first)
                case .kwSuper:
                    advance(); advance()
                    push(expr)
                    if at(.leftParen) {
                        push(.none)
                        push(parseArguments())
                        expr = finish(.constructorCall, mark, first, flags: 1)
                    } else {
                        expr = finish(.superExpr, mark, first)
                        if !at(.dot) && !at(.colonColon) { expected("'.' or '::' after 'super'") }
                    }
                case .kwClass:
                    advance(); advance()
                    push(expr)
                    expr = finish(.classLiteral, mark, first)
                default:
                    advance()
                    expected("an identifier after '.'")
                    return expr
                }
            case .leftBracket:
                advance()
                push(expr)
                push(parseExpression())
                expect(.rightBracket)
                expr = finish(.arrayAccess, mark, first)
            case .colonColon:
                expr = parseMethodReference(target: expr, first: first)
            case .plusPlus, .minusMinus:
                let op = kind
                advance()
                push(expr)
                expr = finish(.postfixUnary, mark, first, aux: UInt32(op.rawValue))
            default:
                return expr
            }
        }
    }

    // MARK: Creation

    /// `new [TypeArgs] Type (args) [body]`, `new Type[e]...[]...`, `new Type[]...{init}`; `outer.new Inner(...)`.
    mutating func parseNew(outer: NodeID, first: Int) -> NodeID {
        let mark = stack.count
        advance()  // new
        var typeArgs = NodeID.none
        if at(.less) { typeArgs = parseTypeArguments() }
        let typeFirst = p
        let annotations = parseTypeAnnotationsIfAny()
        var type: NodeID
        if kind.isPrimitiveType {
            let typeMark = stack.count
            push(annotations)
            let tok = p
            advance()
            type = finish(.primitiveType, typeMark, typeFirst, aux: UInt32(tok))
        } else if at(.identifier) {
            type = parseClassType(first: typeFirst, leadingAnnotations: annotations)
        } else {
            expected("a type after 'new'")
            return finish(.error, mark, first)
        }
        if at(.leftBracket) || at(.at) {
            return parseArrayCreation(elementType: type, first: first)
        }
        push(outer)
        push(typeArgs)
        push(type)
        push(parseArguments())
        if at(.leftBrace) {
            push(parseClassBody(kind: .classDecl))
            typeDeclarationStarts.append(UInt32(first))
        } else {
            push(.none)
        }
        return finish(.newClass, mark, first)
    }

    mutating func parseArrayCreation(elementType: NodeID, first: Int) -> NodeID {
        let mark = stack.count
        push(elementType)
        let dimsFirst = p
        let dimsMark = stack.count
        var emptyDims: UInt32 = 0
        while true {
            if at(.at), let after = scanAnnotations(p), kindAt(after) == .leftBracket {
                _ = parseTypeAnnotationsIfAny()  // annotations on a dimension carry no meaning for translation
            }
            guard at(.leftBracket) else { break }
            if peekKind(1) == .rightBracket {
                advance(); advance()
                emptyDims += 1
            } else {
                if emptyDims > 0 { error("array dimension missing") }
                advance()
                push(parseExpression())
                expect(.rightBracket)
            }
        }
        let hasDimensionExpressions = stack.count > dimsMark
        push(finish(.list, dimsMark, dimsFirst))
        if at(.leftBrace) {
            if hasDimensionExpressions { error("array creation with both dimension expression and initialization is illegal") }
            push(parseArrayInitializer())
        } else {
            if !hasDimensionExpressions { expected("an array dimension or initializer") }
            push(.none)
        }
        return finish(.newArray, mark, first, flags: emptyDims)
    }

    /// `{ [VariableInitializer {, VariableInitializer}] [,] }`.
    mutating func parseArrayInitializer() -> NodeID {
        let first = p
        let mark = stack.count
        guard enter() else { return errorNode() }
        defer { leave() }
        advance()  // {
        while !at(.rightBrace) && !at(.endOfFile) {
            let before = p
            push(at(.leftBrace) ? parseArrayInitializer() : parseExpression())
            if accept(.comma) { continue }
            if p == before { advance() }
            break
        }
        expect(.rightBrace)
        return finish(.arrayInitializer, mark, first)
    }
}
