import Testing
@testable import JavaSyntax

@Suite("Expressions (JLS chapter 15)")
struct ExpressionTests {
    @Test func precedenceAndAssociativity() {
        #expect(expr("a + b * c") == "(binary + (name a) (binary * (name b) (name c)))")
        #expect(expr("a - b - c") == "(binary - (binary - (name a) (name b)) (name c))")
        #expect(expr("a || b && c | d ^ e & f == g") ==
            "(binary || (name a) (binary && (name b) (binary | (name c) (binary ^ (name d) (binary & (name e) (binary == (name f) (name g)))))))")
        #expect(expr("a < b == c > d") == "(binary == (binary < (name a) (name b)) (binary > (name c) (name d)))")
        #expect(expr("1 << 2 + 3") == "(binary << (literal 1) (binary + (literal 2) (literal 3)))")
    }

    @Test func shiftsAreFormedFromAdjacentGreaterThans() {
        #expect(expr("a >> 2") == "(binary >> (name a) (literal 2))")
        #expect(expr("a >>> 2") == "(binary >>> (name a) (literal 2))")
        #expect(expr("a > > 2").contains("!!"))  // not a shift when separated
    }

    @Test func assignmentsAreRightAssociativeIncludingUnsignedShift() {
        #expect(stmt("a = b = c;") == "(expressionStmt (assignment = (name a) (assignment = (name b) (name c))))")
        #expect(stmt("a >>>= 3;") == "(expressionStmt (assignment >>>= (name a) (literal 3)))")
        #expect(stmt("a >>= 3;") == "(expressionStmt (assignment >>= (name a) (literal 3)))")
        #expect(stmt("a[i] += 1;") == "(expressionStmt (assignment += (arrayAccess (name a) (name i)) (literal 1)))")
    }

    @Test func unaryAndPostfix() {
        #expect(expr("-a++") == "(prefixUnary - (postfixUnary ++ (name a)))")
        #expect(expr("!~x") == "(prefixUnary ! (prefixUnary ~ (name x)))")
        #expect(expr("- -1") == "(prefixUnary - (prefixUnary - (literal 1)))")
        #expect(expr("-2147483648") == "(prefixUnary - (literal 2147483648))")
        #expect(expr("2147483648").hasSuffix("!! integer number too large"))
    }

    @Test func conditionalIsRightAssociative() {
        #expect(expr("a ? b : c ? d : e") == "(conditional (name a) (name b) (conditional (name c) (name d) (name e)))")
    }

    @Test func castVersusParenthesizedExpression() {
        #expect(expr("(int) x") == "(cast (primitiveType int _) (name x))")
        #expect(expr("(int) -x") == "(cast (primitiveType int _) (prefixUnary - (name x)))")
        #expect(expr("(a) - x") == "(binary - (parenthesized (name a)) (name x))")
        #expect(expr("(String) x") == "(cast (classType String _ _ _) (name x))")
        #expect(expr("(List<String>) x") == "(cast (classType List _ _ (list (classType String _ _ _))) (name x))")
        #expect(expr("(a < b)") == "(parenthesized (binary < (name a) (name b)))")
        #expect(expr("(int[]) o") == "(cast (arrayType (primitiveType int _) _) (name o))")
        #expect(expr("(a) (b)") == "(cast (classType a _ _ _) (parenthesized (name b)))")
        #expect(expr("(Runnable & Serializable) () -> {}") ==
            "(cast (intersectionType (classType Runnable _ _ _) (classType Serializable _ _ _)) (lambda (…) (list) (block)))")
    }

    @Test func lambdasOfAllForms() {
        #expect(expr("x -> x") == "(lambda (list (parameter x _ _)) (name x))")
        #expect(expr("() -> 1") == "(lambda (…) (list) (literal 1))")
        #expect(expr("(a, b) -> a") == "(lambda (…) (list (parameter a _ _) (parameter b _ _)) (name a))")
        #expect(expr("(int a, final String b) -> { return; }") ==
            "(lambda (…) (list (parameter a _ (primitiveType int _)) (parameter b (modifiers final) (classType String _ _ _))) (block (returnStmt _)))")
        #expect(expr("(var a, var b) -> a") ==
            "(lambda (…) (list (parameter a _ (classType var _ _ _)) (parameter b _ (classType var _ _ _))) (name a))")
        #expect(expr("(a) -> a") == "(lambda (…) (list (parameter a _ _)) (name a))")
        #expect(expr("c ? x -> 1 : y -> 2") ==
            "(conditional (name c) (lambda (list (parameter x _ _)) (literal 1)) (lambda (list (parameter y _ _)) (literal 2)))")
    }

    @Test func methodAndConstructorReferences() {
        #expect(expr("String::length") == "(methodReference ::length (name String) _)")
        #expect(expr("this::run") == "(methodReference ::run (this _) _)")
        #expect(expr("super::run") == "(methodReference ::run (superExpr _) _)")
        #expect(expr("ArrayList::new") == "(methodReference ::new (name ArrayList) _)")
        #expect(expr("List<String>::size") == "(methodReference ::size (classType List _ _ (list (classType String _ _ _))) _)")
        #expect(expr("int[]::new") == "(methodReference ::new (arrayType (primitiveType int _) _) _)")
        #expect(expr("String[]::new") == "(methodReference ::new (arrayType (classType String _ _ _) _) _)")
        #expect(expr("Map.Entry<K, V>::getKey") ==
            "(methodReference ::getKey (classType Entry (classType Map _ _ _) _ (list (classType K _ _ _) (classType V _ _ _))) _)")
        #expect(expr("Outer.super::m") == "(methodReference ::m (superExpr (name Outer)) _)")
        #expect(expr("Arrays::<String>asList") == "(methodReference ::asList (name Arrays) (list (classType String _ _ _)))")
    }

    @Test func genericCallsVersusLessThan() {
        #expect(expr("Collections.<String>emptyList()") ==
            "(methodCall emptyList (name Collections) (list (classType String _ _ _)) (list))")
        #expect(expr("a < b") == "(binary < (name a) (name b))")
        #expect(expr("f(a < b, c > d)") == "(methodCall f _ _ (list (binary < (name a) (name b)) (binary > (name c) (name d))))")
        #expect(expr("i < n && j > m") == "(binary && (binary < (name i) (name n)) (binary > (name j) (name m)))")
    }

    @Test func instanceofWithTypesAndPatterns() {
        #expect(expr("o instanceof String") == "(instanceOf (name o) (classType String _ _ _))")
        #expect(expr("o instanceof String s && s.isEmpty()") ==
            "(binary && (instanceOf (name o) (typePattern s _ (classType String _ _ _))) (methodCall isEmpty (name s) _ (list)))")
        #expect(expr("o instanceof final List<?> l") ==
            "(instanceOf (name o) (typePattern l (modifiers final) (classType List _ _ (list (wildcardType _ _)))))")
    }

    @Test func creationExpressions() {
        #expect(expr("new ArrayList<>()") == "(newClass _ _ (classType ArrayList _ _ (list)) (list) _)")
        #expect(expr("new int[3][]") == "(newArray [] (primitiveType int _) (list (literal 3)) _)")
        #expect(expr("new int[][] {{1}, {}}") ==
            "(newArray [][] (primitiveType int _) (list) (arrayInitializer (arrayInitializer (literal 1)) (arrayInitializer)))")
        #expect(expr("outer.new Inner(1)") == "(newClass (name outer) _ (classType Inner _ _ _) (list (literal 1)) _)")
        #expect(expr("new Runnable() { public void run() {} }") ==
            "(newClass _ _ (classType Runnable _ _ _) (list) (list (methodDecl run (modifiers public) _ (voidType void) (list) _ (block) _)))")
        #expect(expr("new <String>Foo()") == "(newClass _ (list (classType String _ _ _)) (classType Foo _ _ _) (list) _)")
    }

    @Test func primariesAndSelectors() {
        #expect(expr("a.b.c") == "(fieldAccess c (fieldAccess b (name a)))")
        #expect(expr("a.b().c[0]") == "(arrayAccess (fieldAccess c (methodCall b (name a) _ (list))) (literal 0))")
        #expect(expr("int.class") == "(classLiteral (primitiveType int _))")
        #expect(expr("String[].class") == "(classLiteral (arrayType (classType String _ _ _) _))")
        #expect(expr("java.lang.String.class") == "(classLiteral (fieldAccess String (fieldAccess lang (name java))))")
        #expect(expr("void.class") == "(classLiteral (voidType void))")
        #expect(expr("Outer.this.x") == "(fieldAccess x (this (name Outer)))")
        #expect(expr("Iface.super.m()") == "(methodCall m (superExpr (name Iface)) _ (list))")
        #expect(expr("\"a\" + 'b' + 1L + 2.0f + true + null") ==
            "(binary + (binary + (binary + (binary + (binary + (literal \"a\") (literal 'b')) (literal 1L)) (literal 2.0f)) (literal true)) (literal null))")
    }

    @Test func switchExpressionsWithYield() {
        #expect(expr("switch (k) { case 1, 2 -> \"a\"; case 3 -> { yield \"b\"; } default -> throw new X(); }") ==
            "(switchExpr (name k) (list (switchCase -> (list (literal 1) (literal 2)) (literal \"a\")) (switchCase -> (list (literal 3)) (block (yieldStmt (literal \"b\")))) (switchCase default -> (list) (throwStmt (newClass _ _ (classType X _ _ _) (list) _)))))")
        #expect(expr("switch (k) { case A: yield 1; default: yield 2; }") ==
            "(switchExpr (name k) (list (switchCase (list (name A)) (list (yieldStmt (literal 1)))) (switchCase default (list) (list (yieldStmt (literal 2))))))")
    }

    @Test func caseLabelsAreNotLambdas() {
        #expect(expr("switch (c) { case RED -> 1; default -> 0; }") ==
            "(switchExpr (name c) (list (switchCase -> (list (name RED)) (literal 1)) (switchCase default -> (list) (literal 0))))")
    }
}
