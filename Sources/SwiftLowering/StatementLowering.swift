import JavaSemantics
import JavaSyntax

/// Java statements to Swift statements (JLS §14), one construct per case.
extension FileTranslator {
    mutating func translateStatements(_ statements: some Sequence<NodeID>) {
        locals.append([])
        for s in statements { translateStatement(s) }
        locals.removeLast()
    }

    mutating func declareLocal(_ name: String) {
        if locals.isEmpty { locals.append([]) }
        locals[locals.count - 1].insert(name)
    }

    func isLocal(_ name: String) -> Bool { locals.contains { $0.contains(name) } }

    mutating func translateStatement(_ s: NodeID) {
        if s.isNone { return }
        hoistPatternVariables(of: s)
        switch tree.kind(s) {
        case .block:
            out.open("do")
            translateStatements(tree.children(s))
            out.close()
        case .emptyStmt:
            break
        case .classDecl, .recordDecl, .enumDecl, .interfaceDecl:
            translateLocalTypeDeclaration(s)
        case .localVarDecl:
            for d in tree.list(s, Slot.LocalVarDecl.declarators) {
                guard let t = attribution.type(of: d) else { continue }
                let name = tree.name(d)
                let initializer = tree.child(d, Slot.VariableDeclarator.initializer)
                if !initializer.isNone { markErasedReadCast(initializer, local: d) }
                if initializer.isNone {
                    // Swift cannot pass an uninitialized variable `inout`, as an assignment inside an
                    // expression does; Java's definite assignment makes the default unobservable.
                    let initial = assignedInsideExpressions.contains(d) ? " = " + ExpressionLowering.defaultValue(t) : ""
                    out.line("var \(SwiftNames.identifier(name)): \(swiftType(t))\(initial)")
                } else if let own = wildcardLocalType(d, declared: t, initializer: initializer) {
                    openedParameterTypes[d] = own
                    let value = expression { $0.lower(initializer) }
                    out.line("\(introducer(d)) \(SwiftNames.identifier(name)): \(swiftType(own)) = \(value)")
                } else {
                    if type(initializer) == t { standaloneExpression = initializer }
                    let value = expression { $0.lowerConverted(initializer, to: t) }
                    standaloneExpression = nil
                    out.line("\(introducer(d)) \(SwiftNames.identifier(name)): \(swiftType(t)) = \(value)")
                }
                declareLocal(name)
            }
        case .expressionStmt:
            translateExpressionStatement(tree.child(s, 0))
        case .ifStmt:
            translateIf(s, prefix: "")
        case .whileStmt:
            let label = loopLabel(s)
            let node1 = tree.child(s, Slot.While.condition)
            let condition = expression { $0.lowerCondition(node1) }
            out.open("\(label.map { "\($0): " } ?? "")while \(condition)")
            loops.append((labelOf(s), label ?? "", nil))
            translateBody(tree.child(s, Slot.While.body))
            loops.removeLast()
            out.close()
        case .doStmt:
            let label = loopLabel(s)
            out.open("\(label.map { "\($0): " } ?? "")repeat")
            loops.append((labelOf(s), label ?? "", nil))
            translateBody(tree.child(s, Slot.Do.body))
            loops.removeLast()
            let node2 = tree.child(s, Slot.Do.condition)
            let condition = expression { $0.lowerCondition(node2) }
            out.close(" while \(condition)")
        case .forStmt:
            translateFor(s)
        case .forEachStmt:
            translateForEach(s)
        case .labeledStmt:
            let inner = tree.child(s, Slot.Labeled.statement)
            switch tree.kind(inner) {
            case .whileStmt, .doStmt, .forStmt, .forEachStmt:
                translateStatement(inner)  // the loop takes the label itself
            default:
                // A labeled block: `break label` leaves it.
                out.open("\(SwiftNames.identifier(tree.name(s))): do")
                loops.append((tree.name(s), SwiftNames.identifier(tree.name(s)), nil))
                translateBody(inner)
                loops.removeLast()
                out.close()
            }
        case .breakStmt:
            out.line(jump(s, isBreak: true))
        case .continueStmt:
            out.line(jump(s, isBreak: false))
        case .returnStmt:
            let value = tree.child(s, Slot.Return.value)
            if value.isNone {
                out.line(finallyRedirects.isEmpty ? "return" : holdExit(s, key: "return", value: nil))
            } else {
                let t = returnType(of: s) ?? attribution.type(of: value) ?? .void
                if type(value) == t && !(returnsSwiftString && symbols.isString(t)) && finallyRedirects.isEmpty { standaloneExpression = value }
                var text = expression { $0.lowerConverted(value, to: t) }
                standaloneExpression = nil
                // `toString()` returns a Swift String: a null is the text Java's string conversion makes of it.
                if returnsSwiftString && symbols.isString(t) && !isKnownNonNull(value) && tree.kind(value) != .binary { text = "JavaString.valueOf(\(text))" }
                out.line(finallyRedirects.isEmpty ? "return \(text)" : holdExit(s, key: "return", value: text))
            }
        case .yieldStmt where yieldAsReturn:
            let valueNode = tree.child(s, Slot.Yield.value)
            let t = currentReturnType ?? type(valueNode)
            out.line("return \(expression { $0.lowerConverted(valueNode, to: t) })")
        case .throwStmt:
            let node3 = tree.child(s, Slot.Throw.value)
            out.line("throw \(expression { $0.lowerNonNull(node3) })")
        case .tryStmt where !tree.list(s, Slot.Try.resources).isEmpty && tree.list(s, Slot.Try.catches).isEmpty && tree.child(s, Slot.Try.finally).isNone:
            out.open("do")
            translateTryBody(s)
            out.close()
        case .tryStmt:
            if tree.child(s, Slot.Try.finally).isNone {
                translateTryCatch(s)
            } else {
                translateTryFinally(s)
            }
        case .switchStmt:
            translateSwitch(s)
        case .synchronizedStmt:
            // Reported as J2S-THR-002 by the scanner: the body runs without mutual exclusion.
            out.open("do")
            out.line("// j2swift: [J2S-THR-002] synchronized (\(tree.text(tree.child(s, Slot.Synchronized.lock)).commentSafe())) translated without a lock")
            translateStatements(tree.children(tree.child(s, Slot.Synchronized.body)))
            out.close()
        default:
            out.line(unsupportedStatement(s, "\(tree.kind(s))", "this statement is not translated yet") )
        }
    }

    /// `let` for a local Java never assigns after its initializer (effectively final, JLS §4.12.4), as a
    /// Swift programmer would write it; `var` for the others (a loop variable the body assigns included).
    func introducer(_ declaration: NodeID) -> String {
        reassignedLocals.contains(declaration) ? "var" : "let"
    }

    /// The statements of a loop or labeled block (a block's braces are the loop's own).
    mutating func translateBody(_ body: NodeID) {
        if tree.kind(body) == .block {
            translateStatements(tree.children(body))
        } else {
            translateStatements([body])
        }
    }

    mutating func translateIf(_ s: NodeID, prefix: String) {
        let node4 = tree.child(s, Slot.If.condition)
        out.open("\(prefix)if \(expression { $0.lowerCondition(node4) })")
        translateBody(tree.child(s, Slot.If.then))
        let elseBranch = tree.child(s, Slot.If.else_)
        if elseBranch.isNone {
            out.close()
        } else if tree.kind(elseBranch) == .ifStmt {
            out.dedent()
            translateIf(elseBranch, prefix: "} else ")
        } else {
            out.dedent()
            out.open("} else")
            translateBody(elseBranch)
            out.close()
        }
    }

    /// The Java label directly on this loop, if any.
    func labelOf(_ loop: NodeID) -> String? {
        // A labeled statement is created right after its statement, so it is the next node in the arena.
        let next = NodeID(loop.raw + 1)
        if next.index < tree.nodes.count, tree.kind(next) == .labeledStmt, tree.child(next, Slot.Labeled.statement) == loop {
            return tree.name(next)
        }
        return nil
    }

    /// A Swift label for a loop: its Java label, or a fresh one when a `continue` needs it.
    mutating func loopLabel(_ loop: NodeID) -> String? {
        if let java = labelOf(loop) { return SwiftNames.identifier(java) }
        return nil
    }

    /// `break`/`continue`, with or without a label. A `continue` of a `for` loop leaves the body block so the
    /// update still runs.
    mutating func jump(_ s: NodeID, isBreak: Bool) -> String {
        let javaLabel = tree[s].aux == UInt32.max ? nil : tree.name(s)
        // An unlabeled `continue` skips enclosing switches; an unlabeled `break` may end one.
        let innermost = isBreak ? loops.indices.last : loops.lastIndex { $0.javaLabel != "<switch>" }
        guard let index = javaLabel.map({ l in loops.lastIndex(where: { $0.javaLabel == l }) }) ?? innermost else {
            return unsupportedStatement(s, isBreak ? "break" : "continue", "jump out of a construct that is not translated yet")
        }
        if let redirect = finallyRedirects.last, index < redirect.loopDepth { return holdExit(s, key: "\(isBreak ? "break" : "continue") \(index)", value: nil) }
        let loop = loops[index]
        if isBreak {
            return loop.swiftLabel.isEmpty ? "break" : "break \(loop.swiftLabel)"
        }
        if let continueLabel = loop.continueLabel { return "break \(continueLabel)" }
        return loop.swiftLabel.isEmpty ? "continue" : "continue \(loop.swiftLabel)"
    }

    /// `for (init; cond; update) body` becomes the initializers, then `while cond { body; update }`. A
    /// `continue` inside the body leaves a labeled `do` around the body, so the update runs as in Java.
    mutating func translateFor(_ s: NodeID) {
        out.open("do")
        locals.append([])
        for i in tree.list(s, Slot.For.initializers) {
            if tree.kind(i) == .localVarDecl { translateStatement(i) } else { translateExpressionStatement(i) }
        }
        let condition = tree.child(s, Slot.For.condition)
        labelCounter += 1
        let swiftLabel = labelOf(s).map(SwiftNames.identifier) ?? "loop\(labelCounter)"
        let needsContinueLabel = containsContinue(tree.child(s, Slot.For.body), targeting: s)
        let updates = tree.list(s, Slot.For.updates)
        let continueLabel = needsContinueLabel && !updates.isEmpty ? "body\(labelCounter)" : nil
        let usesLabel = labelOf(s) != nil || continueLabel != nil
        let conditionText = condition.isNone ? "true" : expression { $0.lowerCondition(condition) }
        out.open("\(usesLabel ? "\(swiftLabel): " : "")while \(conditionText)")
        loops.append((labelOf(s), usesLabel ? swiftLabel : "", continueLabel))
        if let continueLabel {
            out.open("\(continueLabel): do")
            translateBody(tree.child(s, Slot.For.body))
            out.close()
        } else {
            translateBody(tree.child(s, Slot.For.body))
        }
        loops.removeLast()
        for u in updates { translateExpressionStatement(u) }
        out.close()
        locals.removeLast()
        out.close()
    }

    /// Whether a `continue` in `body` targets `loop` (unlabeled and not inside a nested loop, or labeled with its label).
    func containsContinue(_ body: NodeID, targeting loop: NodeID) -> Bool {
        let label = labelOf(loop)
        var stack: [(NodeID, Bool)] = [(body, false)]
        while let (n, nested) = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .continueStmt:
                let target = tree[n].aux == UInt32.max ? nil : tree.name(n)
                if target == nil && !nested { return true }
                if let target, target == label { return true }
            case .whileStmt, .doStmt, .forStmt, .forEachStmt:
                stack.append(contentsOf: tree.children(n).map { ($0, true) })
                continue
            case .classDecl, .lambda, .newClass:
                continue
            default:
                break
            }
            stack.append(contentsOf: tree.children(n).map { ($0, nested) })
        }
        return false
    }

    /// A library collection the runtime represents (a `type` rule names it): a Swift `Sequence`.
    func isMappedCollection(_ t: JavaType) -> Bool {
        guard case .declared(let id, _) = t, symbols[id].declaration == nil, program.mappings.typeTemplate(symbols[id].qualifiedName) != nil,
              let collection = symbols.lookup(qualifiedName: "java.util.Collection") else { return false }
        return symbols.asSuper(t, collection) != nil
    }

    /// `for (T x : array)`: `JavaArray` is a sequence that reads elements live, as Java's loop does.
    mutating func translateForEach(_ s: NodeID) {
        let iterable = tree.child(s, Slot.ForEach.iterable)
        var isList = false
        if let t = attribution.type(of: iterable), isMappedCollection(t) { isList = true }
        if !isList, let t = attribution.type(of: iterable), let element = ThrowingMethods.iteratorElement(of: t, symbols: symbols) {
            translateForEachThroughIterator(s, element: element)
            return
        }
        guard isList || { if case .array? = attribution.type(of: iterable) { return true }; return false }() else {
            out.line(unsupportedStatement(s, "enhanced for over \(attribution.type(of: iterable).map { symbols.display($0) } ?? "?")", "only arrays, collections and Iterables are iterated"))
            return
        }
        let label = labelOf(s).map(SwiftNames.identifier)
        // `for (Object o : (List<?>) value)` only reads the list: like a pattern variable, it may walk a copy of a
        // list of other elements (unless the body changes the list, which Java's iterator would notice).
        let changesList = isList && changesListDuringLoop(s)
        if !changesList { markErasedReadCast(iterable) }
        var sequence = expression { $0.lowerNonNull(iterable) }
        // A body that changes the list it walks meets Java's fail-fast iterator.
        var iteration: String? = nil
        if changesList {
            labelCounter += 1
            iteration = "iteration\(labelCounter)"
            out.line("let \(iteration!) = \(sequence).javaIteration()")
            sequence = iteration!
        }
        if case .primitive? = attribution.type(of: s), isList {
            // `for (int v : List<Integer>)` unboxes each element (a null one throws in Java).
            sequence += iteration == nil ? ".map({ $0! })" : ".lazy.map({ $0! })"
        }
        // A Java loop variable is a variable: one the body assigns is `for var`.
        let assigned = reassignedLocals.contains(s)
        out.open("\(label.map { "\($0): " } ?? "")for \(assigned ? "var " : "")\(SwiftNames.identifier(tree.name(s))) in \(sequence)")
        translateForEachBody(s, label: label)
        out.close()
        if let iteration { out.line("try \(iteration).finish()") }
    }

    /// The body of `for (T x : …)`, with `x` in scope and the loop as the target of its jumps.
    mutating func translateForEachBody(_ s: NodeID, label: String?) {
        locals.append([tree.name(s)])
        loops.append((labelOf(s), label ?? "", nil))
        translateBody(tree.child(s, Slot.ForEach.body))
        loops.removeLast()
        locals.removeLast()
    }

    /// Whether the body of `for (T x : list)` changes `list` (`list.remove(x)`, `list.set(i, y)` and the like,
    /// on the same expression as written): after a structural change Java's next `next()` throws
    /// ConcurrentModificationException.
    func changesListDuringLoop(_ s: NodeID) -> Bool {
        let iterable = tree.child(s, Slot.ForEach.iterable)
        guard let t = attribution.type(of: iterable), let list = symbols.lookup(qualifiedName: "java.util.List"),
              symbols.asSuper(t, list) != nil else { return false }
        let iterableText = tree.text(iterable)
        // `set` is not structural, but the loop must then read the list live (an unboxing loop copies it).
        let structural: Set<String> = ["set", "add", "addAll", "remove", "removeAll", "retainAll", "removeIf", "clear", "sort", "replaceAll",
                                       "addFirst", "addLast", "removeFirst", "removeLast", "push", "pop", "poll", "offer"]
        var stack = [tree.child(s, Slot.ForEach.body)]
        while let n = stack.popLast() {
            if n.isNone { continue }
            switch tree.kind(n) {
            case .classDecl, .lambda, .newClass: continue
            case .methodCall:
                let target = tree.child(n, Slot.MethodCall.target)
                if structural.contains(tree.name(n)), !target.isNone, tree.text(target) == iterableText { return true }
            default: break
            }
            stack.append(contentsOf: tree.children(n))
        }
        return false
    }

    /// `for (T x : iterable)` over the program's `Iterable`s (or `Iterable` itself) as Java runs it:
    /// `iterator()`, then `hasNext()`/`next()` until done; an exception from either reaches the caller.
    mutating func translateForEachThroughIterator(_ s: NodeID, element: JavaType) {
        let iterable = tree.child(s, Slot.ForEach.iterable)
        labelCounter += 1
        let iterator = "iterator\(labelCounter)"
        let label = labelOf(s).map(SwiftNames.identifier)
        let variableType = attribution.type(of: s) ?? element
        out.open("do")
        out.line("let \(iterator) = try javaNonNull(\(expression { $0.lowerNonNull(iterable) }).iterator())")
        out.open("\(label.map { "\($0): " } ?? "")while try \(iterator).hasNext()")
        let next = expression { $0.convert("try \(iterator).next()", from: element, to: variableType, node: s) }
        out.line("\(introducer(s)) \(SwiftNames.identifier(tree.name(s))): \(swiftType(variableType)) = \(next)")
        translateForEachBody(s, label: label)
        out.close()
        out.close()
    }

    /// `try { } catch (A | B e) { }` becomes `do { } catch let e as A { } …`.
    mutating func translateTryCatch(_ s: NodeID) {
        out.open("do")
        let savedNullThrows = nullDereferenceThrows, savedComodificationThrows = comodificationThrows
        if ThrowingMethods.catchesNullPointerException(s, tree: tree, attribution: attribution, symbols: symbols) { nullDereferenceThrows = true }
        if ThrowingMethods.catches("java.util.ConcurrentModificationException", s, tree: tree, attribution: attribution, symbols: symbols) {
            comodificationThrows = true
        }
        translateTryBody(s)
        nullDereferenceThrows = savedNullThrows
        comodificationThrows = savedComodificationThrows
        for c in tree.list(s, Slot.Try.catches) {
            let typeNode = tree.child(c, Slot.Catch.type)
            let alternatives = tree.kind(typeNode) == .unionType ? Array(tree.children(typeNode)) : [typeNode]
            let name = SwiftNames.identifier(tree.name(c))
            for alternative in alternatives {
                out.dedent()
                out.open("} catch let \(name) as \(exceptionClassName(alternative))")
                locals.append([tree.name(c)])
                translateBody(tree.child(c, Slot.Catch.body))
                locals.removeLast()
            }
        }
        out.close()
    }

    /// `finally` runs on every way out of the `try` (normal end, return, exception): a `defer` at the top of an
    /// enclosing `do`. Swift forbids leaving a `defer` by `throw`, `return` or a jump; such a finally block
    /// follows the try block instead (`translateHeldTryFinally`).
    mutating func translateTryFinally(_ s: NodeID) {
        let finallyBlock = tree.child(s, Slot.Try.finally)
        var rendered = nestedTranslator(closureReturning: nil)
        rendered.translateBody(finallyBlock)
        let text = rendered.out.text
        // Jumps held for an outer finally block are recorded by the rendering (its copy of the redirects).
        finallyRedirects = rendered.finallyRedirects
        absorb(rendered)
        let code = SwiftCodeText.code(of: text)
        if code.contains("try ") || code.contains("try!") || containsJump(finallyBlock) {
            translateHeldTryFinally(s, finallyText: text)
            return
        }
        out.open("do")
        out.open("defer")
        out.lines(text)
        out.close()
        if tree.list(s, Slot.Try.catches).isEmpty {
            translateTryBody(s)
        } else {
            translateTryCatch(s)
        }
        out.close()
    }

    /// A finally block that can throw, return or jump (JLS §14.20.2): the try block and its handlers run in a
    /// labeled `do` that catches everything; an exception is held in `pendingError`, and a `return`, `break` or
    /// `continue` leaving them is held too (its value in `pendingReturn`, which way out in `pendingExit`) and
    /// leaves the `do`. Then the finally block runs, and whatever it does itself (throw, return, jump)
    /// replaces what was held; when it completes normally, the held exception or exit goes on.
    mutating func translateHeldTryFinally(_ s: NodeID, finallyText: String) {
        let handlers = tree.list(s, Slot.Try.catches).map { tree.child($0, Slot.Catch.body) }
        let parts = [tree.child(s, Slot.Try.body)] + handlers
        let (tryText, held) = holdingExits { me in
            if me.tree.list(s, Slot.Try.catches).isEmpty { me.translateTryBody(s) } else { me.translateTryCatch(s) }
        } handler: { me, redirect in
            me.out.line("\(redirect.errorName) = error")
        }
        // When the try block and every handler end in `throw`, an exception is always held (and Swift then
        // knows the statement does not complete normally).
        let alwaysThrows = held.exits.isEmpty && parts.allSatisfy { tree.children($0).last.map { tree.kind($0) == .throwStmt } ?? false }
        out.open("do")
        out.line(alwaysThrows ? "let \(held.errorName): any Error" : "var \(held.errorName): (any Error)? = nil")
        let completesNormally = !parts.allSatisfy(endsAbruptly)
        out.lines(declaringHeldExits(held, tryText, completesNormally: completesNormally))
        out.lines(finallyText)
        out.line(alwaysThrows ? "throw \(held.errorName)" : "if let \(held.errorName) { throw \(held.errorName) }")
        takeHeldExits(held, completesNormally: completesNormally)
        out.close()
    }

    /// Lowers `body` inside a labeled `do` whose `catch` is written by `handler`, holding the returns and
    /// jumps that leave it (see `FinallyRedirect`); gives the text (to write after the declarations of
    /// `declareHeldExits`) and the ways out held.
    mutating func holdingExits(_ body: (inout FileTranslator) -> Void,
                               handler: (inout FileTranslator, FinallyRedirect) -> Void) -> (String, FinallyRedirect) {
        let depth = finallyRedirects.count
        labelCounter += 1
        let redirect = FinallyRedirect(label: "finally\(labelCounter)", loopDepth: loops.count, nameSuffix: depth == 0 ? "" : String(depth + 1))
        finallyRedirects.append(redirect)
        let savedOut = out
        out = SwiftWriter()
        out.open("\(redirect.label): do")
        body(&self)
        out.dedent()
        out.open("} catch")
        handler(&self, redirect)
        out.close()
        let held = finallyRedirects.removeLast()
        // The label is only needed by held ways out.
        let text = held.exits.isEmpty ? String(out.text.dropFirst(held.label.count + 2)) : out.text
        out = savedOut
        return (text, held)
    }

    /// Writes the variables that hold a way out (`holdingExits`) and gives the held text to follow them. A
    /// single way out of a statement that cannot complete normally needs no `pendingExit` (`takeHeldExits`).
    mutating func declaringHeldExits(_ held: FinallyRedirect, _ text: String, completesNormally: Bool) -> String {
        var text = text
        if held.exits.count == 1 && !completesNormally {
            text = text.replacingOccurrences(of: "\(held.exitName) = 1; break \(held.label)", with: "break \(held.label)")
        } else if !held.exits.isEmpty {
            out.line("var \(held.exitName) = 0")
        }
        if held.returnsValue {
            let resultType = returnsSwiftString && currentReturnType.map(symbols.isString) == true ? "String" : swiftType(currentReturnType ?? .void)
            out.line("var \(held.returnName): \(resultType)? = nil")
        }
        return text
    }

    /// Takes the held way out, if any. When the held statement cannot complete normally, one of them was
    /// taken and the last needs no test (Swift then sees that the statement does not complete normally).
    mutating func takeHeldExits(_ held: FinallyRedirect, completesNormally: Bool) {
        for (i, exit) in held.exits.enumerated() {
            let isLast = i == held.exits.count - 1 && !completesNormally
            if !isLast { out.open("if \(held.exitName) == \(i + 1)") }
            switch tree.kind(exit.statement) {
            case .returnStmt where exit.hasValue:
                out.line(finallyRedirects.isEmpty ? "return \(held.returnName)!" : holdExit(exit.statement, key: exit.key, value: "\(held.returnName)!"))
            case .returnStmt:
                out.line(finallyRedirects.isEmpty ? "return" : holdExit(exit.statement, key: exit.key, value: nil))
            default:
                out.line(jump(exit.statement, isBreak: tree.kind(exit.statement) == .breakStmt))
            }
            if !isLast { out.close() }
        }
    }

    /// Records a `return` (with its lowered value) or a jump leaving the try block of the innermost held
    /// finally block, and gives the Swift that holds it and leaves the try block. One way out per `key`.
    mutating func holdExit(_ s: NodeID, key: String, value: String?) -> String {
        var redirect = finallyRedirects.removeLast()
        defer { finallyRedirects.append(redirect) }
        let code: Int
        if let i = redirect.exits.firstIndex(where: { $0.key == key }) {
            code = i + 1
        } else {
            redirect.exits.append((s, key, value != nil))
            code = redirect.exits.count
        }
        var parts: [String] = []
        if let value {
            redirect.returnsValue = true
            parts.append("\(redirect.returnName) = \(value)")
        }
        parts.append("\(redirect.exitName) = \(code)")
        parts.append("break \(redirect.label)")
        return parts.joined(separator: "; ")
    }

    /// Whether a statement cannot complete normally (JLS §14.22), for the common shapes; `false` when unsure.
    func endsAbruptly(_ n: NodeID) -> Bool {
        if n.isNone { return false }
        switch tree.kind(n) {
        case .returnStmt, .throwStmt, .breakStmt, .continueStmt, .yieldStmt: return true
        case .block: return tree.children(n).last.map(endsAbruptly) ?? false
        case .ifStmt:
            let elseBranch = tree.child(n, Slot.If.else_)
            return !elseBranch.isNone && endsAbruptly(tree.child(n, Slot.If.then)) && endsAbruptly(elseBranch)
        case .tryStmt:
            if endsAbruptly(tree.child(n, Slot.Try.finally)) { return true }
            return endsAbruptly(tree.child(n, Slot.Try.body)) && tree.list(n, Slot.Try.catches).allSatisfy { endsAbruptly(tree.child($0, Slot.Catch.body)) }
        default: return false
        }
    }

    /// A try block, with its resources (JLS §14.20.3) opened first and closed in reverse order after it,
    /// before the catch clauses and the finally block run.
    mutating func translateTryBody(_ s: NodeID) {
        writeResources(tree.list(s, Slot.Try.resources), body: tree.child(s, Slot.Try.body), statement: s)
    }

    /// Each resource: a constant, then the rest inside. A `close()` that cannot throw runs from a `defer`
    /// (on every way out, returns included). One that can throw follows the body, and when the body threw,
    /// runs with its exception added to the body's suppressed ones (`javaCloseAfterError`); a return or
    /// jump out of the body waits for it (`holdingExits`).
    mutating func writeResources(_ resources: ArraySlice<NodeID>, body: NodeID, statement s: NodeID) {
        guard let resource = resources.first else {
            translateBody(body)
            return
        }
        let name: String
        // A resource seen as `AutoCloseable` or `Closeable` may throw from close(), whatever the program's own do.
        var closeThrows = program.throwing.isThrowing(method: "close", arity: 0)
        if case .declared(let rid, _) = type(resource), Self.autoCloseableNames.contains(symbols[rid].qualifiedName) { closeThrows = true }
        if tree.kind(resource) == .resource {
            guard !tree.child(resource, Slot.Resource.initializer).isNone, let t = attribution.type(of: resource) else {
                out.line(unsupportedStatement(resource, "try-with-resources without an initializer", "not translated"))
                return
            }
            name = SwiftNames.identifier(tree.name(resource))
            let initializer = tree.child(resource, Slot.Resource.initializer)
            out.line("let \(name): \(swiftType(t)) = \(expression { $0.lowerConverted(initializer, to: t) })")
            declareLocal(tree.name(resource))
        } else {
            // `try (existing)`: an effectively final variable or a field (JLS §14.20.3), closed as it is.
            guard tree.kind(resource) == .name, isLocal(tree.name(resource)) else {
                out.line(unsupportedStatement(resource, "try-with-resources on \(tree.text(resource))", "only a local variable or a declared resource is translated"))
                return
            }
            name = expression { $0.lower(resource) }
        }
        let close = "\(closeThrows ? "try " : "")\(name)?.close()"
        if !closeThrows {
            out.line("defer { \(close) }")
            writeResources(resources.dropFirst(), body: body, statement: s)
            return
        }
        let (text, held) = holdingExits { me in
            me.writeResources(resources.dropFirst(), body: body, statement: s)
        } handler: { me, _ in
            me.out.line("throw javaCloseAfterError(error) { \(close) }")
        }
        let completesNormally = !endsAbruptly(body)
        out.lines(declaringHeldExits(held, text, completesNormally: completesNormally))
        out.line(close)
        takeHeldExits(held, completesNormally: completesNormally)
    }

    func containsJump(_ n: NodeID) -> Bool { ThrowingMethods.containsJump(n, tree: tree) }

    /// A switch statement on integers, characters or strings. Java falls through from one case to the next
    /// unless it breaks; Swift does not, so a case whose body can complete normally ends in `fallthrough`.
    mutating func translateSwitch(_ s: NodeID) {
        let selector = tree.child(s, Slot.Switch.selector)
        let selectorType = type(selector)
        let primitive = selectorType.primitive ?? symbols.unboxedPrimitive(selectorType)
        let isEnumSwitch = beginEnumSwitch(selectorType)
        defer { libraryEnumSwiftType = nil }
        guard isEnumSwitch || symbols.isString(selectorType) || (primitive.map { $0.isIntegral && $0 != .long } ?? false) else {
            out.line(unsupportedStatement(s, "switch on \(symbols.display(selectorType))", "only int, char and String switches are translated so far"))
            return
        }
        let cases = Array(tree.list(s, Slot.Switch.cases))
        let isArrow = cases.first.map { tree[$0].flags & 1 != 0 } ?? false
        // Group `case 1: case 2:` (empty bodies) with the next case.
        // `leaves`: the body runs to the end of the switch (a case given a default's statements).
        var groups: [(labels: [String], isDefault: Bool, body: [NodeID], arrowBody: NodeID?, leaves: Bool)] = []
        var pendingLabels: [String] = []
        var pendingDefault = false
        for c in cases {
            for label in tree.list(c, Slot.SwitchCase.labels) {
                guard let text = caseLabel(label, enumSwitch: isEnumSwitch) else {
                    out.line(unsupportedStatement(label, "case label \(tree.text(label))", "case labels must be constants"))
                    return
                }
                pendingLabels.append(text)
            }
            if tree[c].flags & 2 != 0 { pendingDefault = true }
            let body = tree.child(c, Slot.SwitchCase.body)
            if isArrow {
                groups.append((pendingLabels, pendingDefault, [], body, false))
            } else {
                let statements = Array(tree.children(body))
                if statements.isEmpty && c != cases.last { continue }
                groups.append((pendingLabels, pendingDefault, statements, nil, false))
            }
            pendingLabels = []
            pendingDefault = false
        }
        if let i = groups.firstIndex(where: { $0.isDefault }), i != groups.count - 1 {
            // Swift wants default last. It can move there when nothing falls into it or out of it.
            func exits(_ g: (labels: [String], isDefault: Bool, body: [NodeID], arrowBody: NodeID?, leaves: Bool)) -> Bool {
                if g.arrowBody != nil { return true }
                guard let last = g.body.last else { return false }
                switch tree.kind(last) {
                case .returnStmt, .throwStmt, .continueStmt: return true
                case .breakStmt: return tree[last].aux == UInt32.max
                default: return false
                }
            }
            // A default that falls through takes the statements it falls into along, and a case falling into
            // the default takes those (the statements are written twice).
            groups[groups.count - 1].leaves = true  // the last case ends the switch wherever it moves to
            var moved = groups[i]
            var j = i
            while !exits(groups[j]) && j + 1 < groups.count {
                j += 1
                moved.body += groups[j].body
            }
            if i > 0 && !exits(groups[i - 1]) {
                groups[i - 1].body += moved.body
                groups[i - 1].leaves = true
            }
            groups.remove(at: i)
            groups.append(moved)
        }
        let unwrap = isEnumSwitch || symbols.isString(selectorType) || primitive != selectorType.primitive
        let selectorText = expression { unwrap ? $0.lowerNonNull(selector) : $0.lower(selector) }
        out.line("switch \(selectorText) {")
        loops.append(("<switch>", "", nil))
        for (i, group) in groups.enumerated() {
            if group.isDefault && !group.labels.isEmpty {
                // `case 1: default:` — the labels are subsumed by default.
                out.line("default:")
            } else {
                out.line(group.isDefault ? "default:" : "case \(group.labels.joined(separator: ", ")):")
            }
            out.indent()
            if let arrowBody = group.arrowBody {
                switch tree.kind(arrowBody) {
                case .block: translateBody(arrowBody)
                case .throwStmt: translateStatement(arrowBody)
                default: translateExpressionStatement(arrowBody)
                }
                if out.text.hasSuffix(":\n") { out.line("break") }
            } else {
                var body = group.body
                let endsInBreak = body.last.map { tree.kind($0) == .breakStmt && tree[$0].aux == UInt32.max } ?? false
                if endsInBreak { body.removeLast() }
                translateStatements(body)
                let completes = !endsInBreak && !(body.last.map(endsAbruptly) ?? false)
                if completes && i < groups.count - 1 && !group.leaves {
                    out.line("fallthrough")
                } else if body.isEmpty {
                    out.line("break")
                }
            }
            out.dedent()
        }
        if !groups.contains(where: { $0.isDefault }) {
            out.line("default:")
            out.indent()
            out.line("break")
            out.dedent()
        }
        loops.removeLast()
        out.line("}")
    }

    /// Whether a switch on `selectorType` matches enum constants: the program's enums, and library enums the
    /// runtime provides as JavaEnum subclasses (DayOfWeek, Month, RoundingMode…), whose Java-named constants are
    /// optionals matched unwrapped (their Swift class is kept for the case labels).
    mutating func beginEnumSwitch(_ selectorType: JavaType) -> Bool {
        libraryEnumSwiftType = nil
        guard case .declared(let sid, let args) = selectorType, symbols[sid].kind == .enum else { return false }
        if symbols[sid].declaration != nil { return true }
        guard let runtimeEnum = TypeMapping(program: program).mappedType(sid, args) else { return false }
        libraryEnumSwiftType = runtimeEnum
        return true
    }

    /// A case label as a Swift pattern: an enum constant matched by identity (`.RED`), a char by its code
    /// unit (the selector is a UInt16), other constants as literals; nil when the label is not constant.
    func caseLabel(_ label: NodeID, enumSwitch: Bool) -> String? {
        if enumSwitch, case .field? = attribution.binding(of: label) {
            if let runtimeEnum = libraryEnumSwiftType { return runtimeEnum + "." + tree.name(label) + "!" }
            return "." + SwiftNames.identifier(tree.name(label))
        }
        guard let value = attribution.constant(of: label) else { return nil }
        if case .char(let unit) = value { return String(unit) }
        return constantLiteral(value)
    }

    /// The Swift class a `catch` clause names. A library exception without a runtime counterpart cannot be
    /// thrown by translated code: the clause is kept for the reader but catches a class nothing throws.
    mutating func exceptionClassName(_ typeNode: NodeID) -> String {
        guard case .declared(let id, _)? = attribution.type(of: typeNode) else { return "Throwable" }
        if let name = runtimeExceptionName(id) { return name }
        if symbols[id].declaration != nil { return program.swiftTypeName(id) }
        if let u = program.mappings.unavailability(site: id, member: nil, symbols: symbols) {
            report(typeNode, rule: u.rule.id, "catch (\(symbols[id].simpleName)): \(u.rule.title)", replacement: u.replacement)
        } else {
            report(typeNode, rule: "J2S-LIB-001", "catch (\(symbols[id].simpleName)): \(symbols[id].qualifiedName) has no Swift counterpart; the clause never runs")
        }
        return "UntranslatedThrowable"
    }

    /// The declared return type of the method being translated (for conversions of returned values).
    func returnType(of s: NodeID) -> JavaType? { currentReturnType }
}

/// A try statement whose finally block can throw or jump, while its try block and handlers are lowered
/// (`translateHeldTryFinally`): the ways out of them that must wait for the finally block.
struct FinallyRedirect {
    /// The labeled `do` around the try block and handlers.
    let label: String
    /// `loops.count` at the try statement: a jump to one of the first `loopDepth` loops leaves the try block.
    let loopDepth: Int
    /// Distinguishes the variables of nested held finally blocks.
    let nameSuffix: String
    /// The ways out met so far, in order (`pendingExit` holds index + 1): a statement that takes it, its
    /// kind (`return`, `break 2`…) and whether a value is returned.
    var exits: [(statement: NodeID, key: String, hasValue: Bool)] = []
    var returnsValue = false

    var errorName: String { "pendingError" + nameSuffix }
    var exitName: String { "pendingExit" + nameSuffix }
    var returnName: String { "pendingReturn" + nameSuffix }
}
