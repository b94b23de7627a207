import Testing
@testable import JavaSyntax

@Suite("Statements (JLS chapter 14)")
struct StatementTests {
    @Test func localVariablesVersusExpressions() {
        #expect(stmt("int x = 1, y[] = {2};") ==
            "(localVarDecl _ (primitiveType int _) (list (variableDeclarator x (literal 1)) (variableDeclarator y[] (arrayInitializer (literal 2)))))")
        #expect(stmt("var list = new ArrayList<String>();") ==
            "(localVarDecl _ (classType var _ _ _) (list (variableDeclarator list (newClass _ _ (classType ArrayList _ _ (list (classType String _ _ _))) (list) _))))")
        #expect(stmt("List<Map<String, int[]>> m;") ==
            "(localVarDecl _ (classType List _ _ (list (classType Map _ _ (list (classType String _ _ _) (arrayType (primitiveType int _) _))))) (list (variableDeclarator m _)))")
        #expect(stmt("a.b.C<D> x;") ==
            "(localVarDecl _ (classType C (classType b (classType a _ _ _) _ _) _ (list (classType D _ _ _))) (list (variableDeclarator x _)))")
        #expect(stmt("final @Ann int x = 0;") ==
            "(localVarDecl (modifiers final (annotation (qualifiedName Ann) _)) (primitiveType int _) (list (variableDeclarator x (literal 0))))")
        #expect(stmt("i < n;").hasSuffix("!! not a statement"))
        #expect(stmt("foo(x);") == "(expressionStmt (methodCall foo _ _ (list (name x))))")
        #expect(stmt("x++;") == "(expressionStmt (postfixUnary ++ (name x)))")
    }

    @Test func ifElseChainsAndLoops() {
        #expect(stmt("if (a) x(); else if (b) y(); else z();") ==
            "(ifStmt (name a) (expressionStmt (methodCall x _ _ (list))) (ifStmt (name b) (expressionStmt (methodCall y _ _ (list))) (expressionStmt (methodCall z _ _ (list)))))")
        #expect(stmt("while (true) ;") == "(whileStmt (literal true) (emptyStmt))")
        #expect(stmt("do { } while (x);") == "(doStmt (block) (name x))")
    }

    @Test func classicForWithSeveralVariablesAndUpdates() {
        #expect(stmt("for (int i = 0, j = n; i < j; i++, j--) continue;") ==
            "(forStmt (list (localVarDecl _ (primitiveType int _) (list (variableDeclarator i (literal 0)) (variableDeclarator j (name n))))) (binary < (name i) (name j)) (list (postfixUnary ++ (name i)) (postfixUnary -- (name j))) (continueStmt))")
        #expect(stmt("for (;;) break;") == "(forStmt (list) _ (list) (breakStmt))")
        #expect(stmt("for (i = 0, j = 1; ; ) {}") ==
            "(forStmt (list (assignment = (name i) (literal 0)) (assignment = (name j) (literal 1))) _ (list) (block))")
    }

    @Test func enhancedFor() {
        #expect(stmt("for (final String s : list) {}") ==
            "(forEachStmt s (modifiers final) (classType String _ _ _) (name list) (block))")
        #expect(stmt("for (var e : map.entrySet()) {}") ==
            "(forEachStmt e _ (classType var _ _ _) (methodCall entrySet (name map) _ (list)) (block))")
    }

    @Test func labeledBreakAndContinue() {
        #expect(stmt("outer: for (;;) { break outer; }") ==
            "(labeledStmt outer (forStmt (list) _ (list) (block (breakStmt outer))))")
        #expect(stmt("l: while (x) continue l;") == "(labeledStmt l (whileStmt (name x) (continueStmt l)))")
    }

    @Test func switchStatementsOldAndArrowForms() {
        #expect(stmt("switch (x) { case 1: case 2: a(); break; default: b(); }") ==
            "(switchStmt (name x) (list (switchCase (list (literal 1)) (list)) (switchCase (list (literal 2)) (list (expressionStmt (methodCall a _ _ (list))) (breakStmt))) (switchCase default (list) (list (expressionStmt (methodCall b _ _ (list)))))))")
        #expect(stmt("switch (s) { case \"a\" -> f(); default -> { } }") ==
            "(switchStmt (name s) (list (switchCase -> (list (literal \"a\")) (methodCall f _ _ (list))) (switchCase default -> (list) (block))))")
    }

    @Test func yieldIsContextual() {
        #expect(stmt("yield = 1;") == "(expressionStmt (assignment = (name yield) (literal 1)))")
        #expect(stmt("yield.foo();") == "(expressionStmt (methodCall foo (name yield) _ (list)))")
    }

    @Test func tryCatchFinallyAndResources() {
        #expect(stmt("try { } catch (IOException | RuntimeException e) { } finally { }") ==
            "(tryStmt _ (block) (list (catchClause e _ (unionType (classType IOException _ _ _) (classType RuntimeException _ _ _)) (block))) (block))")
        #expect(stmt("try (var in = open(); final Out o = out; existing) { }") ==
            "(tryStmt (list (resource in _ (classType var _ _ _) (methodCall open _ _ (list))) (resource o (modifiers final) (classType Out _ _ _) (name out)) (name existing)) (block) (list) _)")
        #expect(stmt("try { }").hasSuffix("!! 'try' without 'catch', 'finally' or resource declarations"))
    }

    @Test func otherStatements() {
        #expect(stmt("assert x > 0 : \"msg\";") == "(assertStmt (binary > (name x) (literal 0)) (literal \"msg\"))")
        #expect(stmt("synchronized (lock) { }") == "(synchronizedStmt (name lock) (block))")
        #expect(stmt("throw new E();") == "(throwStmt (newClass _ _ (classType E _ _ _) (list) _))")
        #expect(stmt("return;") == "(returnStmt _)")
        #expect(stmt("this(1);") == "(expressionStmt (constructorCall this _ _ (list (literal 1))))")
        #expect(stmt("super();") == "(expressionStmt (constructorCall super _ _ (list)))")
        #expect(stmt("outer.super();") == "(expressionStmt (constructorCall super (name outer) _ (list)))")
    }

    @Test func localTypeDeclarations() {
        #expect(stmt("class L { }") == "(classDecl L _ _ _ _ _ (list))")
        #expect(stmt("record R(int x) { }") == "(recordDecl R _ _ (list (parameter x _ (primitiveType int _))) _ (list))")
        #expect(stmt("enum E { A }") == "(enumDecl E _ _ (list (enumConstant A _ _ _)) (list))")
        #expect(stmt("interface I { }") == "(interfaceDecl I _ _ _ _ (list))")
        #expect(stmt("final class F { }") == "(classDecl F (modifiers final) _ _ _ _ (list))")
    }

    @Test func longElseIfLaddersDoNotNestTheParser() {
        var java = "class T { void m(int x) { if (x == 0) { }"
        for i in 1..<3000 { java += " else if (x == \(i)) { }" }
        java += " } }"
        let tree = parse(java)
        #expect(!tree.hasErrors)
    }
}
