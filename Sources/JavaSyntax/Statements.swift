/// Blocks and statements (JLS §14), including switch in both forms (shared with switch expressions),
/// try-with-resources and local class, record, interface and enum declarations.
extension Parser {
    /// `{ {BlockStatement} }`.
    mutating func parseBlock() -> NodeID {
        let first = p
        let mark = stack.count
        guard enter() else { return errorNode() }
        defer { leave() }
        if !expect(.leftBrace) {
            return finish(.block, mark, first)
        }
        parseBlockStatements(mark: mark) { $0.at(.rightBrace) }
        expect(.rightBrace)
        return finish(.block, mark, first)
    }

    /// Block statements until `stop` holds or the file ends; each iteration makes progress.
    mutating func parseBlockStatements(mark: Int, until stop: (Parser) -> Bool) {
        while !at(.endOfFile) && !stop(self) {
            let before = p
            let statement = parseBlockStatement()
            if !statement.isNone { push(statement) }
            if p == before {
                // Nothing could be parsed here: report once and skip ahead.
                error("illegal start of statement: \(describe(p))")
                skipToStatementBoundary()
            }
        }
    }

    /// A statement, local variable declaration or local type declaration.
    mutating func parseBlockStatement() -> NodeID {
        switch kind {
        case .kwClass, .kwInterface, .kwEnum, .kwAbstract, .kwStatic, .kwStrictfp:
            return parseLocalTypeOrVariable()
        case .kwFinal, .at:
            return parseLocalTypeOrVariable()
        case .identifier:
            if atContextual(.record) && peekKind(1) == .identifier && (peekKind(2) == .leftParen || peekKind(2) == .less) {
                return parseLocalTypeOrVariable()
            }
            if peekKind(1) == .colon {
                return parseLabeled()
            }
            if atContextual(.yield) && isYieldStatement() {
                return parseYield()
            }
            if looksLikeLocalVariable() {
                return parseLocalVariableStatement()
            }
            return parseStatement()
        case .kwBoolean, .kwByte, .kwChar, .kwShort, .kwInt, .kwLong, .kwFloat, .kwDouble:
            // A primitive type starts a declaration unless it is a class literal (`int.class…`).
            let afterType = scanDimensions(p + 1)
            if kindAt(afterType) == .dot && kindAt(afterType + 1) == .kwClass || kindAt(afterType) == .colonColon {
                return parseStatement()
            }
            return parseLocalVariableStatement()
        default:
            return parseStatement()
        }
    }

    /// After modifiers: a local class/interface/enum/record, or a local variable declaration.
    mutating func parseLocalTypeOrVariable() -> NodeID {
        let first = p
        let modifiers = parseModifiers()
        switch kind {
        case .kwClass, .kwInterface, .kwEnum, .at:
            return parseTypeDeclaration(modifiers: modifiers, first: first)
        case .identifier where atContextual(.record) && peekKind(1) == .identifier:
            return parseTypeDeclaration(modifiers: modifiers, first: first)
        default:
            let mark = stack.count
            push(modifiers)
            let type = parseType()
            push(type)
            push(parseVariableDeclarators())
            checkVarType(type)
            expectSemicolon(statementStart: first)
            return finish(.localVarDecl, mark, first)
        }
    }

    /// `Type name` ahead (also `var name`): a declaration rather than an expression.
    func looksLikeLocalVariable() -> Bool {
        guard let end = scanType(p) else { return false }
        switch kindAt(end) {
        case .identifier:
            return true
        case .underscore:
            return true
        default:
            return false
        }
    }

    mutating func parseLocalVariableStatement() -> NodeID {
        let first = p
        let mark = stack.count
        push(.none)
        let type = parseType()
        push(type)
        push(parseVariableDeclarators())
        checkVarType(type)
        expectSemicolon(statementStart: first)
        return finish(.localVarDecl, mark, first)
    }

    /// `var` declares an inferred local; it cannot be an array's element type (`var x[]`, `var[] x`).
    mutating func checkVarType(_ type: NodeID) {
        var t = type
        var isArray = false
        while !t.isNone && nodes[t.index].kind == .arrayType {
            isArray = true
            t = child(t, Slot.ArrayType.element)
        }
        guard !t.isNone, nodes[t.index].kind == .classType, child(t, Slot.ClassType.outer).isNone,
              isContextual(Int(nodes[t.index].aux), .var) else { return }
        var declaratorHasDims = false
        if let declarators = stack.last, !declarators.isNone, nodes[declarators.index].kind == .list {
            for i in 0..<Int(nodes[declarators.index].childCount) {
                let d = childIDs[Int(nodes[declarators.index].childStart) + i]
                if nodes[d.index].kind == .variableDeclarator && nodes[d.index].flags > 0 { declaratorHasDims = true }
            }
        }
        if isArray || declaratorHasDims {
            error("'var' is not allowed as an element type of an array", at: Int(nodes[t.index].firstToken))
        }
    }

    /// The child of a node still being built (its children are already in `childIDs`).
    func child(_ id: NodeID, _ slot: Int) -> NodeID {
        let n = nodes[id.index]
        return slot < Int(n.childCount) ? childIDs[Int(n.childStart) + slot] : .none
    }

    /// `name [dims] [= init] {, name [dims] [= init]}` as a list.
    mutating func parseVariableDeclarators() -> NodeID {
        let first = p
        let mark = stack.count
        repeat {
            push(parseVariableDeclarator())
        } while accept(.comma)
        return finish(.list, mark, first)
    }

    mutating func parseVariableDeclarator() -> NodeID {
        let first = p
        let mark = stack.count
        let nameTok = p
        if at(.underscore) {
            error("as of release 9, '_' is a keyword, and may not be used as an identifier")
            advance()
        } else if !accept(.identifier) {
            expected("a variable name")
        }
        var dims: UInt32 = 0
        while at(.leftBracket) && peekKind(1) == .rightBracket {
            advance(); advance()
            dims += 1
        }
        if accept(.assign) {
            push(at(.leftBrace) ? parseArrayInitializer() : parseExpression())
        } else {
            push(.none)
        }
        return finish(.variableDeclarator, mark, first, aux: UInt32(nameTok), flags: dims)
    }

    /// `yield` starts a yield statement unless what follows makes it a name (JLS §14.21).
    func isYieldStatement() -> Bool {
        switch peekKind(1) {
        case .assign, .plusAssign, .minusAssign, .starAssign, .slashAssign, .percentAssign, .ampAssign,
             .pipeAssign, .caretAssign, .lessLessAssign, .dot, .leftBracket, .colonColon, .semicolon, .arrow,
             .endOfFile:
            return false
        case .plusPlus, .minusMinus:
            return peekKind(2) != .semicolon
        default:
            return true
        }
    }

    mutating func parseStatement() -> NodeID {
        guard enter() else { return errorNode() }
        defer { leave() }
        let first = p
        let mark = stack.count
        switch kind {
        case .leftBrace:
            return parseBlock()
        case .semicolon:
            advance()
            return finish(.emptyStmt, mark, first)
        case .kwIf:
            return parseIf()
        case .kwWhile:
            advance()
            push(parseParenthesizedCondition())
            push(parseStatement())
            return finish(.whileStmt, mark, first)
        case .kwDo:
            advance()
            push(parseStatement())
            expect(.kwWhile)
            push(parseParenthesizedCondition())
            expect(.semicolon)
            return finish(.doStmt, mark, first)
        case .kwFor:
            return parseFor()
        case .kwTry:
            return parseTry()
        case .kwSwitch:
            return parseSwitch(asExpression: false)
        case .kwReturn:
            advance()
            push(at(.semicolon) ? .none : parseExpression())
            expect(.semicolon)
            return finish(.returnStmt, mark, first)
        case .kwThrow:
            advance()
            push(parseExpression())
            expect(.semicolon)
            return finish(.throwStmt, mark, first)
        case .kwBreak, .kwContinue:
            let isBreak = at(.kwBreak)
            advance()
            var label = UInt32.max
            if at(.identifier) {
                label = UInt32(p)
                advance()
            }
            expect(.semicolon)
            return finish(isBreak ? .breakStmt : .continueStmt, mark, first, aux: label)
        case .kwSynchronized:
            advance()
            push(parseParenthesizedCondition())
            push(parseBlock())
            return finish(.synchronizedStmt, mark, first)
        case .kwAssert:
            advance()
            push(parseExpression())
            push(accept(.colon) ? parseExpression() : .none)
            expect(.semicolon)
            return finish(.assertStmt, mark, first)
        case .kwElse:
            error("'else' without 'if'")
            advance()
            return parseStatement()
        case .kwCatch, .kwFinally:
            error("'\(kind.spelling)' without 'try'")
            advance()
            if at(.leftParen) { _ = scanBalanced(p, open: .leftParen, close: .rightParen).map { p = $0 } }
            if at(.leftBrace) { return parseBlock() }
            return finish(.error, mark, first)
        case .kwCase, .kwDefault:
            error("orphaned '\(kind.spelling)'")
            advance()
            return finish(.error, mark, first)
        case .kwClass, .kwInterface, .kwEnum:
            return parseLocalTypeOrVariable()
        case .identifier where peekKind(1) == .colon:
            return parseLabeled()
        case .identifier where atContextual(.yield) && isYieldStatement():
            return parseYield()
        case .rightBrace, .endOfFile:
            error("illegal start of statement: \(describe(p))")
            return errorNode()
        default:
            return parseExpressionStatement()
        }
    }

    mutating func parseExpressionStatement() -> NodeID {
        let first = p
        let mark = stack.count
        let expr = parseExpression()
        // JLS §14.8: only some expressions may stand as statements.
        switch nodes[expr.index].kind {
        case .assignment, .methodCall, .newClass, .constructorCall, .error:
            break
        case .prefixUnary:
            let op = TokenKind(rawValue: UInt8(nodes[expr.index].aux))
            if op != .plusPlus && op != .minusMinus { error("not a statement", at: Int(nodes[expr.index].firstToken)) }
        case .postfixUnary:
            break
        default:
            error("not a statement", at: Int(nodes[expr.index].firstToken))
        }
        push(expr)
        expectSemicolon(statementStart: first)
        return finish(.expressionStmt, mark, first)
    }

    mutating func parseLabeled() -> NodeID {
        let first = p
        let mark = stack.count
        let label = p
        advance()  // name
        advance()  // :
        let statement = parseStatement()
        push(statement.isNone ? errorNode() : statement)
        return finish(.labeledStmt, mark, first, aux: UInt32(label))
    }

    mutating func parseYield() -> NodeID {
        let first = p
        let mark = stack.count
        advance()
        push(parseExpression())
        expect(.semicolon)
        return finish(.yieldStmt, mark, first)
    }

    mutating func parseParenthesizedCondition() -> NodeID {
        expect(.leftParen)
        let e = parseExpression()
        if !expect(.rightParen) { skipToClosingParenthesis(); _ = accept(.rightParen) }
        return e
    }

    /// `if` chains are parsed in a loop, so a long `else if` ladder does not deepen the recursion.
    mutating func parseIf() -> NodeID {
        var frames: [(mark: Int, first: Int)] = []
        while true {
            let first = p
            let mark = stack.count
            advance()  // if
            push(parseParenthesizedCondition())
            push(parseStatement())
            frames.append((mark, first))
            if at(.kwElse) {
                advance()
                if at(.kwIf) { continue }
                push(parseStatement())
            } else {
                push(.none)
            }
            break
        }
        var result = NodeID.none
        for frame in frames.reversed() {
            if !result.isNone { push(result) }
            result = finish(.ifStmt, frame.mark, frame.first)
        }
        return result
    }

    /// `for (init; cond; update) stmt` or `for (Type name : expr) stmt`.
    mutating func parseFor() -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // for
        expect(.leftParen)
        let initFirst = p
        let initMark = stack.count
        if !at(.semicolon) {
            let declFirst = p
            if at(.kwFinal) || at(.at) || looksLikeLocalVariable() {
                let declMark = stack.count
                let modifiers = (at(.kwFinal) || at(.at)) ? parseModifiers() : NodeID.none
                let type = parseType()
                if (at(.identifier) || at(.underscore)) && peekKind(1) == .colon {
                    // Enhanced for.
                    let nameTok = p
                    advance(); advance()
                    stack.truncate(to: initMark)
                    push(modifiers)
                    push(type)
                    push(parseExpression())
                    expect(.rightParen)
                    push(parseStatement())
                    return finish(.forEachStmt, mark, first, aux: UInt32(nameTok))
                }
                push(modifiers)
                push(type)
                push(parseVariableDeclarators())
                push(finish(.localVarDecl, declMark, declFirst))
            } else {
                repeat {
                    push(parseExpression())
                } while accept(.comma)
            }
        }
        push(finish(.list, initMark, initFirst))
        expect(.semicolon)
        push(at(.semicolon) ? .none : parseExpression())
        expect(.semicolon)
        let updateFirst = p
        let updateMark = stack.count
        if !at(.rightParen) {
            repeat {
                push(parseExpression())
            } while accept(.comma)
        }
        push(finish(.list, updateMark, updateFirst))
        if !expect(.rightParen) { skipToClosingParenthesis(); _ = accept(.rightParen) }
        push(parseStatement())
        return finish(.forStmt, mark, first)
    }

    mutating func parseTry() -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // try
        if at(.leftParen) {
            let resFirst = p
            let resMark = stack.count
            advance()
            while !at(.rightParen) && !at(.endOfFile) {
                let before = p
                push(parseResource())
                if accept(.semicolon) { continue }
                if p == before { advance() }
                break
            }
            expect(.rightParen)
            push(finish(.list, resMark, resFirst))
        } else {
            push(.none)
        }
        push(parseBlock())
        let catchFirst = p
        let catchMark = stack.count
        while at(.kwCatch) {
            push(parseCatch())
        }
        push(finish(.list, catchMark, catchFirst))
        if accept(.kwFinally) {
            push(parseBlock())
        } else {
            push(.none)
        }
        let hasResources = !stack[mark].isNone
        if !hasResources && stack.count >= mark + 4 && nodes[stack[mark + 2].index].childCount == 0 && stack[mark + 3].isNone {
            error("'try' without 'catch', 'finally' or resource declarations", at: first)
        }
        return finish(.tryStmt, mark, first)
    }

    /// `[mods] Type name = expr` or an expression naming an effectively final variable (JLS §14.20.3).
    mutating func parseResource() -> NodeID {
        let first = p
        let mark = stack.count
        if at(.kwFinal) || at(.at) || looksLikeLocalVariable() {
            push((at(.kwFinal) || at(.at)) ? parseModifiers() : .none)
            push(parseType())
            let nameTok = p
            if !accept(.identifier) { expected("a resource name") }
            expect(.assign)
            push(parseExpression())
            return finish(.resource, mark, first, aux: UInt32(nameTok))
        }
        return parseExpression()
    }

    mutating func parseCatch() -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // catch
        expect(.leftParen)
        push((at(.kwFinal) || at(.at)) ? parseModifiers() : .none)
        let typeFirst = p
        let typeMark = stack.count
        let type = parseType()
        if at(.pipe) {
            push(type)
            while accept(.pipe) { push(parseType()) }
            push(finish(.unionType, typeMark, typeFirst))
        } else {
            push(type)
        }
        let nameTok = p
        if !accept(.identifier) { expected("an exception parameter name") }
        if !expect(.rightParen) { skipToClosingParenthesis(); _ = accept(.rightParen) }
        push(parseBlock())
        return finish(.catchClause, mark, first, aux: UInt32(nameTok))
    }

    // MARK: Switch

    /// `switch (e) { cases }`, as a statement or an expression; both forms of case (JLS §14.11, §15.28).
    mutating func parseSwitch(asExpression: Bool) -> NodeID {
        let first = p
        let mark = stack.count
        advance()  // switch
        push(parseParenthesizedCondition())
        let casesFirst = p
        let casesMark = stack.count
        if expect(.leftBrace) {
            while !at(.rightBrace) && !at(.endOfFile) {
                let before = p
                if at(.kwCase) || at(.kwDefault) {
                    push(parseSwitchCase())
                } else {
                    error("expected 'case', 'default', or '}', found \(describe(p))")
                    skipToStatementBoundary()
                }
                if p == before { advance() }
            }
            expect(.rightBrace)
        }
        push(finish(.list, casesMark, casesFirst))
        return finish(asExpression ? .switchExpr : .switchStmt, mark, first)
    }

    mutating func parseSwitchCase() -> NodeID {
        let first = p
        let mark = stack.count
        var flags: UInt32 = 0
        let labelsFirst = p
        let labelsMark = stack.count
        if accept(.kwDefault) {
            flags |= 2
        } else {
            advance()  // case
            repeat {
                if at(.kwDefault) {
                    // `case null, default` is Java 21; say so rather than mis-parse.
                    error("'default' is not allowed in a case label list in Java 17")
                    advance()
                    flags |= 2
                } else {
                    push(parseConditional())
                }
            } while accept(.comma)
        }
        push(finish(.list, labelsMark, labelsFirst))
        if accept(.arrow) {
            flags |= 1
            switch kind {
            case .leftBrace:
                push(parseBlock())
            case .kwThrow:
                push(parseStatement())
            default:
                push(parseExpression())
                expect(.semicolon)
            }
        } else {
            if !accept(.colon) { expected("':' or '->'") }
            let bodyFirst = p
            let bodyMark = stack.count
            parseBlockStatements(mark: bodyMark) { $0.at(.kwCase) || $0.at(.kwDefault) || $0.at(.rightBrace) }
            push(finish(.list, bodyMark, bodyFirst))
        }
        return finish(.switchCase, mark, first, flags: flags)
    }
}
