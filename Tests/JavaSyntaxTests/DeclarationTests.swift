import Testing
@testable import JavaSyntax

@Suite("Declarations (JLS chapters 7–9)")
struct DeclarationTests {
    @Test func packageImportsAndTypes() {
        let tree = parse("""
            @Deprecated package a.b;
            import java.util.List;
            import java.util.*;
            import static java.lang.Math.max;
            import static java.lang.Math.*;
            class A {}
            """)
        #expect(!tree.hasErrors)
        #expect(SyntaxDump(tree).sexpr(tree.root) ==
            "(compilationUnit (packageDecl (modifiers (annotation (qualifiedName Deprecated) _)) (qualifiedName a.b)) _ (list (importDecl (qualifiedName java.util.List)) (importDecl * (qualifiedName java.util)) (importDecl static (qualifiedName java.lang.Math.max)) (importDecl static * (qualifiedName java.lang.Math))) (list (classDecl A _ _ _ _ _ (list))))")
    }

    /// The parser notes where every class starts: each type declaration, wherever it is, and each `new` with a
    /// class body; nothing else (an enum constant's body is no `new`).
    @Test func typeDeclarationStartsAreTheFirstTokensOfEveryClass() {
        let tree = parse("""
            class A {
                interface I { enum E { X { void f() {} }, Y } }
                @interface Note {}
                void m() {
                    class Local { Object o = new Object() { }; }
                    record R(int x) {}
                    Runnable r = () -> new Thread() { public void run() { new Object(); } }.start();
                    Object plain = new Object();
                }
            }
            enum Top { Z }
            """)
        #expect(!tree.hasErrors)
        let declarationKinds: Set<NodeKind> = [.classDecl, .interfaceDecl, .enumDecl, .recordDecl, .annotationTypeDecl]
        var expected: [UInt32] = []
        for (i, node) in tree.nodes.enumerated() {
            let isAnonymous = node.kind == .newClass && !tree.child(NodeID(UInt32(i)), Slot.NewClass.body).isNone
            if declarationKinds.contains(node.kind) || isAnonymous { expected.append(node.firstToken) }
        }
        #expect(tree.typeDeclarationStarts == expected.sorted())
        #expect(tree.typeDeclarationStarts.map { tree.source.string(tree.tokens[Int($0)].range) } ==
                ["class", "interface", "enum", "@", "class", "new", "record", "new", "enum"])
    }

    @Test func classHeaderWithGenericsBoundsAndPermits() {
        #expect(typeDecl("public abstract sealed class A<T extends Comparable<? super T> & Serializable, U> extends B<T> implements C, D permits E, F {}") ==
            "(classDecl A (modifiers public abstract sealed) (list (typeParameter T _ (list (classType Comparable _ _ (list (wildcardType super _ (classType T _ _ _)))) (classType Serializable _ _ _))) (typeParameter U _ (list))) (classType B _ _ (list (classType T _ _ _))) (list (classType C _ _ _) (classType D _ _ _)) (list (classType E _ _ _) (classType F _ _ _)) (list))")
        #expect(typeDecl("non-sealed class N extends S {}") == "(classDecl N (modifiers non-sealed) _ (classType S _ _ _) _ _ (list))")
    }

    @Test func fieldsMethodsConstructorsInitializers() {
        #expect(member("private static final long serialVersionUID = 1L;") ==
            "(fieldDecl (modifiers private static final) (primitiveType long _) (list (variableDeclarator serialVersionUID (literal 1L))))")
        #expect(member("public <T> T[] toArray(T[] a, int... rest) throws IOException, X { return a; }") ==
            "(methodDecl toArray (modifiers public) (list (typeParameter T _ (list))) (arrayType (classType T _ _ _) _) (list (parameter a _ (arrayType (classType T _ _ _) _)) (parameter ...rest _ (primitiveType int _))) (list (classType IOException _ _ _) (classType X _ _ _)) (block (returnStmt (name a))) _)")
        #expect(member("int legacy()[] { return null; }") ==
            "(methodDecl legacy _ _ (primitiveType int _) (list) _ (block (returnStmt (literal null))) _)")
        #expect(member("T(int x) { super(x); }") ==
            "(constructorDecl T _ _ (list (parameter x _ (primitiveType int _))) _ (block (expressionStmt (constructorCall super _ _ (list (name x))))))")
        #expect(member("static { x = 1; }") == "(initializerBlock static (block (expressionStmt (assignment = (name x) (literal 1)))))")
        #expect(member("{ x = 1; }") == "(initializerBlock (block (expressionStmt (assignment = (name x) (literal 1)))))")
        #expect(member("abstract void f();") == "(methodDecl f (modifiers abstract) _ (voidType void) (list) _ _ _)")
        #expect(member("void m(T this, int x) {}") ==
            "(methodDecl m _ _ (voidType void) (list (parameter this receiver _ (classType T _ _ _)) (parameter x _ (primitiveType int _))) _ (block) _)")
    }

    @Test func interfacesWithDefaultAndStaticMethods() {
        #expect(member("default int size() { return 0; }", in: "interface") ==
            "(methodDecl size (modifiers default) _ (primitiveType int _) (list) _ (block (returnStmt (literal 0))) _)")
        #expect(member("static <T> List<T> of() { return null; }", in: "interface").hasPrefix("(methodDecl of (modifiers static)"))
    }

    @Test func enumsWithArgumentsBodiesAndMembers() {
        #expect(typeDecl("enum Op { PLUS(\"+\") { int apply(int a, int b) { return a + b; } }, MINUS(\"-\"); final String s; Op(String s) { this.s = s; } }") ==
            "(enumDecl Op _ _ (list (enumConstant PLUS _ (list (literal \"+\")) (list (methodDecl apply _ _ (primitiveType int _) (list (parameter a _ (primitiveType int _)) (parameter b _ (primitiveType int _))) _ (block (returnStmt (binary + (name a) (name b)))) _))) (enumConstant MINUS _ (list (literal \"-\")) _)) (list (fieldDecl (modifiers final) (classType String _ _ _) (list (variableDeclarator s _))) (constructorDecl Op _ _ (list (parameter s _ (classType String _ _ _))) _ (block (expressionStmt (assignment = (fieldAccess s (this _)) (name s)))))))")
        #expect(typeDecl("enum E { A, B, }") == "(enumDecl E _ _ (list (enumConstant A _ _ _) (enumConstant B _ _ _)) (list))")
        #expect(typeDecl("enum E { ; static int x; }") ==
            "(enumDecl E _ _ (list) (list (fieldDecl (modifiers static) (primitiveType int _) (list (variableDeclarator x _)))))")
    }

    @Test func recordsWithCompactConstructors() {
        #expect(typeDecl("record Point<T>(int x, T... rest) implements I { Point { if (x < 0) throw new E(); } static int z; }") ==
            "(recordDecl Point _ (list (typeParameter T _ (list))) (list (parameter x _ (primitiveType int _)) (parameter ...rest _ (classType T _ _ _))) (list (classType I _ _ _)) (list (constructorDecl Point compact _ _ _ _ (block (ifStmt (binary < (name x) (literal 0)) (throwStmt (newClass _ _ (classType E _ _ _) (list) _)) _))) (fieldDecl (modifiers static) (primitiveType int _) (list (variableDeclarator z _)))))")
    }

    @Test func annotationTypesAndAnnotationsEverywhere() {
        #expect(typeDecl("@interface A { int value() default 1; String[] names() default {\"a\", \"b\"}; }") ==
            "(annotationTypeDecl A _ (list (methodDecl value _ _ (primitiveType int _) (list) _ _ (literal 1)) (methodDecl names _ _ (arrayType (classType String _ _ _) _) (list) _ _ (arrayInitializer (literal \"a\") (literal \"b\")))))")
        #expect(member("@SuppressWarnings({\"a\", \"b\"}) @Target(value = ElementType.TYPE, x = @B) void f(@NonNull String s) {}").hasPrefix(
            "(methodDecl f (modifiers (annotation (qualifiedName SuppressWarnings) (list (arrayInitializer (literal \"a\") (literal \"b\")))) (annotation (qualifiedName Target) (list (elementValuePair value (fieldAccess TYPE (name ElementType))) (elementValuePair x (annotation (qualifiedName B) _)))))"))
        // Type annotations on dimensions, qualified types and varargs.
        let tree = parse("class T { String @A [] a; java.util.@B List<@C String> b; void f(String @D ... s) {} }")
        #expect(!tree.hasErrors)
    }

    @Test func nestedAndInnerTypes() {
        #expect(typeDecl("class O { static class N {} class I {} interface J {} enum K { X } record R() {} @interface Q {} }") ==
            "(classDecl O _ _ _ _ _ (list (classDecl N (modifiers static) _ _ _ _ (list)) (classDecl I _ _ _ _ _ (list)) (interfaceDecl J _ _ _ _ (list)) (enumDecl K _ _ (list (enumConstant X _ _ _)) (list)) (recordDecl R _ _ (list) _ (list)) (annotationTypeDecl Q _ (list))))")
    }

    @Test func moduleDeclarations() {
        let tree = parse("""
            import foo.Bar;
            @Deprecated open module com.example.app {
                requires transitive java.base;
                requires static lombok;
                exports com.example.api to a.b, c.d;
                opens com.example.internal;
                uses com.example.Service;
                provides com.example.Service with com.example.Impl;
            }
            """)
        #expect(!tree.hasErrors)
        let module = tree.child(tree.root, Slot.CompilationUnit.module)
        #expect(SyntaxDump(tree).sexpr(module) ==
            "(moduleDecl open (modifiers (annotation (qualifiedName Deprecated) _)) (qualifiedName com.example.app) (list (moduleDirective requires (qualifiedName java.base) (list)) (moduleDirective requires (qualifiedName lombok) (list)) (moduleDirective exports (qualifiedName com.example.api) (list (qualifiedName a.b) (qualifiedName c.d))) (moduleDirective opens (qualifiedName com.example.internal) (list)) (moduleDirective uses (qualifiedName com.example.Service) (list)) (moduleDirective provides (qualifiedName com.example.Service) (list (qualifiedName com.example.Impl)))))")
    }

    @Test func contextualKeywordsStillWorkAsNames() {
        let tree = parse("class T { int var, record, yield, sealed, permits, module; void record() { var var = record; sealed.permits(); } }")
        #expect(!tree.hasErrors)
    }

    @Test func javadocIsAttachedToTheFollowingDeclaration() {
        let tree = parse("/** The class. */\n@Deprecated\nclass A { /** Field. */ int x; // trailing\n}")
        let cls = tree.list(tree.root, Slot.CompilationUnit.types).first!
        let doc = tree.javadoc(before: cls)
        #expect(doc.map { tree.source.string(Int($0.start)..<Int($0.end)) } == "/** The class. */")
        let field = first(.fieldDecl, in: tree)!
        #expect(tree.javadoc(before: field).map { tree.source.string(Int($0.start)..<Int($0.end)) } == "/** Field. */")
    }

    @Test func everyNodeHasASourceRange() {
        let tree = parse("class A { int f(int x) { return x + 1; } }")
        let ret = first(.returnStmt, in: tree)!
        #expect(tree.text(ret) == "return x + 1;")
        let converter = SourceLocationConverter(tree.source)
        #expect(tree.location(ret, converter: converter) == (1, 26))
        #expect(tree.text(first(.binary, in: tree)!) == "x + 1")
    }
}
