import Testing
import JavaSemantics

@Suite("Type attribution (JLS §15)")
struct AttributionTests {
    @Test func literalsAndLocals() {
        let src = "class A { void m() { var x = 1L; var s = \"s\"; char c = 'c'; float f = 1f; var d = 2.0; boolean b = x > 0; int[] a = {1}; Object o = null; } }"
        #expect(typeOf("1L", in: src) == "long")
        #expect(typeOf("x > 0", in: src) == "boolean")
        #expect(typeOf("\"s\"", in: src) == "String")
        #expect(typeOf("'c'", in: src) == "char")
        #expect(typeOf("1f", in: src) == "float")
        #expect(typeOf("2.0", in: src) == "double")
        #expect(typeOf("null", in: src) == "null")
    }

    @Test func varTakesTheInitializersType() {
        let src = "import java.util.*; class A { void m() { var list = new ArrayList<String>(); var n = list.size(); n++; } }"
        #expect(typeOf("list.size()", in: src) == "int")
        #expect(typeOf("n++", in: src) == "int")
        #expect(typeOf("list", in: src) == "ArrayList<String>")
    }

    @Test func binaryNumericPromotionAndStringConcatenation() {
        let src = """
            class A { void m(byte b, short s, char c, int i, long l, float f, double d, Integer boxed) {
                Object o1 = b + s; Object o2 = c + c; Object o3 = i * l; Object o4 = l + f; Object o5 = f / d;
                Object o6 = boxed + 1; Object o7 = "x" + i; Object o8 = i + c + "y"; Object o9 = b << l; Object o10 = -c;
                Object o11 = i & l; Object o12 = true & false; Object o13 = i % d;
            } }
            """
        #expect(typeOf("b + s", in: src) == "int")
        #expect(typeOf("c + c", in: src) == "int")
        #expect(typeOf("i * l", in: src) == "long")
        #expect(typeOf("l + f", in: src) == "float")
        #expect(typeOf("f / d", in: src) == "double")
        #expect(typeOf("boxed + 1", in: src) == "int")
        #expect(typeOf("\"x\" + i", in: src) == "String")
        #expect(typeOf("i + c + \"y\"", in: src) == "String")
        #expect(typeOf("i + c", in: src) == "int")
        #expect(typeOf("b << l", in: src) == "int")
        #expect(typeOf("-c", in: src) == "int")
        #expect(typeOf("i & l", in: src) == "long")
        #expect(typeOf("true & false", in: src) == "boolean")
        #expect(typeOf("i % d", in: src) == "double")
    }

    @Test func compoundAssignmentHasTheTargetsType() {
        let src = "class A { void m(byte b, int i) { b += i; } }"
        #expect(typeOf("b += i", in: src) == "byte")
    }

    @Test func conditionalExpressionTyping() {
        let src = "class A { void m(boolean c, int i, long l, Integer n, String s) { Object a = c ? i : l; Object b = c ? s : null; Object d = c ? n : 0; Object e = c ? i : n; } }"
        #expect(typeOf("c ? i : l", in: src) == "long")
        #expect(typeOf("c ? s : null", in: src) == "String")
        #expect(typeOf("c ? n : 0", in: src) == "int")
    }

    @Test func conditionalOfNarrowTypesKeepsThem() {
        // JLS §15.25.2: short with byte is short, and a primitive with its own box is the primitive; binary
        // numeric promotion would make them int.
        let src = "class A { void m(boolean c, short s, byte b, Byte bb, char ch, Character cc) { Object x = c ? s : b; Object y = c ? b : bb; Object z = c ? ch : cc; Object w = c ? b : ch; } }"
        #expect(typeOf("c ? s : b", in: src) == "short")
        #expect(typeOf("c ? b : bb", in: src) == "byte")
        #expect(typeOf("c ? ch : cc", in: src) == "char")
        #expect(typeOf("c ? b : ch", in: src) == "int")
    }

    @Test func withoutATargetReferenceArmsMeetAtTheirLeastUpperBound() {
        // JLS §15.25.3: an argument or a receiver has no target type; a type variable counts as its bound.
        let src = """
            import java.util.*;
            class A {
                static class Quiet extends Number { public int intValue() { return 0; } public long longValue() { return 0; }
                    public float floatValue() { return 0; } public double doubleValue() { return 0; } }
                <P extends Number> void m(boolean c, P p, Map<String, Number> map, List<String> a, Set<String> l,
                                          ArrayList<String> al, LinkedList<String> ll) {
                    map.put("k", c ? new Quiet() : p);
                    int n = (c ? a : l).size();
                    System.out.println(c ? al : ll);
                    System.out.println(c ? new StringBuilder() : "s");
                }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(typeOf("c ? new Quiet() : p", in: src) == "Number")
        #expect(target("map.put(\"k\", c ? new Quiet() : p)", in: src) == "Map.put(K, V)")
        #expect(typeOf("c ? a : l", in: src) == "Collection<String>")
        #expect(typeOf("(c ? a : l).size()", in: src) == "int")
        // Several minimal common supertypes make an intersection: `AbstractList<String> & Cloneable & Serializable`
        // has AbstractList's members only (the others have none), so it is typed as AbstractList<String>, which the
        // lowering can spell. `Serializable & Comparable<?> & CharSequence` has two parts with members: left at
        // Object (the lowering has no spelling for an intersection).
        #expect(typeOf("c ? al : ll", in: src) == "AbstractList<String>")
        #expect(typeOf("c ? new StringBuilder() : \"s\"", in: src) == "Object")
    }

    @Test func anArrayFieldReadThroughAWildcardHoldsTheCapturedElement() {
        // `V[] values` of a `Frame<? extends V>`: its elements are Vs (capture conversion, JLS §5.1.10), not `? extends V`.
        let src = """
            abstract class Interp<V> { abstract V merge(V a, V b); }
            class Frame<V> {
                V[] values;
                V m(Interp<V> interpreter, Frame<? extends V> frame) { return interpreter.merge(values[0], frame.values[0]); }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(typeOf("frame.values[0]", in: src) == "V")
        #expect(typeOf("interpreter.merge(values[0], frame.values[0])", in: src) == "V")
    }

    @Test func genericMemberAccessIsSubstituted() {
        let src = """
            import java.util.*;
            class A { void m(Map<String, List<Integer>> map) {
                Object a = map.get("k"); Object b = map.get("k").get(0); Object c = map.entrySet(); Object d = map.keySet().iterator().next();
                for (Map.Entry<String, List<Integer>> e : map.entrySet()) { Object v = e.getValue(); }
            } }
            """
        #expect(typeOf("map.get(\"k\")", in: src) == "List<Integer>")
        #expect(typeOf("map.get(\"k\").get(0)", in: src) == "Integer")
        #expect(typeOf("map.entrySet()", in: src) == "Set<Map.Entry<String, List<Integer>>>")
        #expect(typeOf("map.keySet().iterator().next()", in: src) == "String")
        #expect(typeOf("e.getValue()", in: src) == "List<Integer>")
    }

    @Test func inheritedMembersThroughGenericSupertypes() {
        let src = """
            import java.util.*;
            class Names extends ArrayList<String> { }
            class A { void m(Names n) { Object a = n.get(0); Object b = n.stream().findFirst(); } }
            """
        #expect(typeOf("n.get(0)", in: src) == "String")
        #expect(typeOf("n.stream().findFirst()", in: src) == "Optional<String>")
    }

    @Test func diamondAndGenericMethodInference() {
        let src = """
            import java.util.*;
            class A { void m() {
                List<String> l = new ArrayList<>();
                Object a = Collections.emptyList(); List<Integer> b = Collections.emptyList();
                Object c = Arrays.asList(1, 2); Object d = Collections.max(l); Object e = Objects.requireNonNull("x");
                Object f = Arrays.asList(1, "two");
            } }
            """
        #expect(typeOf("new ArrayList<>()", in: src) == "ArrayList<String>")
        #expect(typeOf("Arrays.asList(1, 2)", in: src) == "List<Integer>")
        #expect(typeOf("Collections.max(l)", in: src) == "String")
        #expect(typeOf("Objects.requireNonNull(\"x\")", in: src) == "String")
        #expect(typeOf("Arrays.asList(1, \"two\")", in: src).hasPrefix("List<"))
    }

    @Test func lambdasAreTypedFromTheirTarget() {
        let src = """
            import java.util.*; import java.util.function.*;
            class A { void m(List<String> names) {
                Function<String, Integer> f = s -> s.length();
                names.forEach(n -> System.out.println(n.isEmpty()));
                Comparator<String> c = (a, b) -> a.compareTo(b);
                Runnable r = () -> {};
                Object x = names.stream().map(s -> s.length()).filter(n -> n > 2).count();
            } }
            """
        #expect(typeOf("s.length()", in: src) == "int")
        #expect(typeOf("n.isEmpty()", in: src) == "boolean")
        #expect(typeOf("a.compareTo(b)", in: src) == "int")
        #expect(typeOf("() -> {}", in: src) == "Runnable")
        #expect(typeOf("names.stream().map(s -> s.length()).filter(n -> n > 2).count()", in: src) == "long")
        #expect(typeOf("n > 2", in: src) == "boolean")
    }

    @Test func methodReferencesTakeTheTargetType() {
        let src = "import java.util.function.*; class A { Function<String, Integer> f = String::length; Supplier<A> s = A::new; }"
        #expect(typeOf("String::length", in: src) == "Function<String, Integer>")
        #expect(typeOf("A::new", in: src) == "Supplier<A>")
        #expect(target("String::length", in: src) == "String.length()")
    }

    /// An exact method reference (one method of that name) gives the functional method's parameters its own
    /// parameter types (JLS §18.2.1), even where nothing else does: `comparingInt(m::score).reversed()`.
    @Test func exactMethodReferencesGiveTheirParameterTypes() {
        let src = """
            import java.util.*;
            class A {
                int score(String unit) { return unit.length(); }
                void f(List<String> units) { units.sort(Comparator.comparingInt(this::score).reversed()); }
            }
            """
        #expect(typeOf("Comparator.comparingInt(this::score)", in: src) == "Comparator<String>")
    }

    /// A conditional argument with an operand typed by its target is a poly expression (JLS §15.25.3): both
    /// operands take the parameter's type, lambdas included.
    @Test func conditionalArgumentsTakeTheParametersType() {
        let src = """
            import java.util.*;
            class A {
                void take(Optional<String> o) { }
                void f(boolean ok, List<String> names) {
                    take(ok ? Optional.empty() : Optional.of("x"));
                    names.sort(ok ? (a, b) -> a.compareTo(b) : (p, q) -> q.length() - p.length());
                }
            }
            """
        #expect(typeOf("Optional.empty()", in: src) == "Optional<String>")
        #expect(typeOf("(a, b) -> a.compareTo(b)", in: src) == "Comparator<? super String>")
        #expect(typeOf("q.length()", in: src) == "int")
    }

    /// A constructor reference gives the variable its functional method returns (JLS §18.2.1): the class it
    /// creates, for a method's and for a diamond's type variables alike.
    @Test func constructorReferencesInferTheTypeTheyCreate() {
        let src = """
            import java.util.*; import java.util.function.*; import java.util.stream.*;
            class Builder<T> { Builder(Supplier<T> factory) { } Builder<T> with(Function<T, T> step) { return this; } }
            class A {
                static <T> T make(Supplier<T> s) { return s.get(); }
                void f() {
                    int n = make(StringBuilder::new).length();
                    Object b = new Builder<>(StringBuilder::new).with(sb -> sb.append("x"));
                    Object s = Stream.generate(StringBuilder::new);
                    Object l = make(ArrayList<String>::new);
                }
            }
            """
        #expect(typeOf("make(StringBuilder::new)", in: src) == "StringBuilder")
        #expect(typeOf("new Builder<>(StringBuilder::new)", in: src) == "Builder<StringBuilder>")
        #expect(typeOf("sb.append(\"x\")", in: src) == "StringBuilder")
        #expect(typeOf("Stream.generate(StringBuilder::new)", in: src) == "java.util.stream.Stream<StringBuilder>")
        #expect(typeOf("make(ArrayList<String>::new)", in: src) == "ArrayList<String>")
    }

    @Test func methodReferencesChooseTheOverloadTheFunctionalMethodsParametersSelect() {
        let src = """
            import java.util.function.*;
            class B { B() { } B(String name) { } B(String name, int size) { } }
            class A {
                Function<String, Double> parse = Double::valueOf;
                BiFunction<String, Integer, B> make = B::new;
                BiFunction<String, String, Boolean> starts = String::startsWith;
                IntFunction<String[]> array = String[]::new;
            }
            """
        #expect(target("Double::valueOf", in: src) == "Double.valueOf(String)")
        #expect(target("B::new", in: src) == "new B(String, int)")
        #expect(target("String::startsWith", in: src) == "String.startsWith(String)")
        #expect(typeOf("String[]::new", in: src) == "IntFunction<String[]>")
    }

    /// The enclosing method's own type variable is a type (JLS §15.13.1): `String::valueOf` taking a `T` is
    /// `valueOf(Object)`, not the first overload of the right arity.
    @Test func aMethodReferenceTakingATypeVariableInScopeChoosesByIt() {
        let src = """
            class A {
                interface Formatter<T> { String format(T value); }
                static <T> Formatter<T> plain() { return String::valueOf; }
            }
            """
        #expect(target("String::valueOf", in: src) == "String.valueOf(Object)")
    }

    @Test func arraysAndArrayLength() {
        let src = "class A { void m(String[][] grid) { Object a = grid[0]; Object b = grid[0][1]; int n = grid.length; Object c = new int[3][]; Object d = grid.clone(); } }"
        #expect(typeOf("grid[0]", in: src) == "String[]")
        #expect(typeOf("grid[0][1]", in: src) == "String")
        #expect(typeOf("grid.length", in: src) == "int")
        #expect(typeOf("new int[3][]", in: src) == "int[][]")
        #expect(typeOf("grid.clone()", in: src) == "String[][]")
    }

    @Test func thisSuperAndClassLiterals() {
        let src = """
            class Base { int v() { return 1; } }
            class A extends Base { class Inner { Object o = A.this; } int v() { return super.v(); } Object k = String.class; Object p = int.class; }
            """
        #expect(typeOf("A.this", in: src) == "A")
        #expect(typeOf("super.v()", in: src) == "int")
        #expect(target("super.v()", in: src) == "Base.v()")
        #expect(typeOf("String.class", in: src) == "Class<String>")
        #expect(typeOf("int.class", in: src) == "Class<Integer>")
    }

    /// `getClass()` is `Class<? extends |T|>` for the receiver's type T (JLS §4.3.2); unqualified, T is the
    /// innermost enclosing class (its `this`).
    @Test func getClassIsTheReceiversErasedClass() {
        let src = """
            import java.util.List;
            class A { class Inner { Object i = getClass(); } Object a = getClass(); Object l(List<String> x) { return x.getClass(); } }
            """
        #expect(typeOf("getClass()", in: src) == "Class<? extends A.Inner>")
        #expect(typeOf("x.getClass()", in: src) == "Class<? extends List>")
    }

    @Test func instanceofPatternsBindVariables() {
        let src = "class A { void m(Object o) { if (o instanceof String s && s.length() > 1) { Object t = s.trim(); } } }"
        #expect(typeOf("s.length()", in: src) == "int")
        #expect(typeOf("s.trim()", in: src) == "String")
    }

    @Test func switchExpressionsAndEnumCaseLabels() {
        let src = """
            class A { int m(Color c) { return switch (c) { case RED -> 1; case GREEN -> { yield 2; } }; } Object n(Color c) { return c.ordinal() + c.name(); } }
            enum Color { RED, GREEN }
            """
        #expect(typeOf("switch (c) { case RED -> 1; case GREEN -> { yield 2; } }", in: src) == "int")
        #expect(target("RED", in: src) == "field Color.RED")
        #expect(typeOf("c.ordinal() + c.name()", in: src) == "String")
    }
}
