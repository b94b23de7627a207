import J2SwiftDriver
import Testing

@Suite("Inference from arguments that are lambdas, diamonds and arrays")
struct InferenceTests {
    @Test func aLambdasBodyGivesTheResultTypeVariable() {
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { void m(List<String> words) { words.stream().map(w -> w.length()).collect(Collectors.toList()); } }
            """
        #expect(typeOf("words.stream().map(w -> w.length())", in: src) == "java.util.stream.Stream<Integer>")
    }

    @Test func severalArgumentsMeetAtTheOnePartOfTheirLubThatHasMembers() {
        // JLS §4.10.4: lub(Click, Message) of two records implementing Event is `Record & Event`; Record adds
        // nothing to Object's members, so the list is a List<Event> (it was a List<Record>, whose elements a
        // `for (Event e : …)` could not take in Swift). Two parts with members keep the nearest class; parts
        // viewed with different arguments keep `?` for them (`Comparable<Integer>` and `Comparable<String>`).
        let src = """
            import java.util.*;
            interface Event { String topic(); }
            record Click(int x) implements Event { public String topic() { return "c"; } }
            record Message(String s) implements Event { public String topic() { return "m"; } }
            class T { void m(ArrayList<String> a, LinkedList<String> b) {
                List.of(new Click(1), new Message("x")); List.of(a, b); List.of(1, "s"); } }
            """
        #expect(typeOf("List.of(new Click(1), new Message(\"x\"))", in: src) == "List<Event>")
        #expect(typeOf("List.of(a, b)", in: src) == "List<AbstractList<String>>")
        #expect(typeOf("List.of(1, \"s\")", in: src) == "List<Comparable<?>>")
    }

    @Test func anEmptyFactoryCallTakesItsTypeFromTheParameter() {
        let src = """
            import java.util.*;
            class T { void m(Map<String, List<String>> m) { m.getOrDefault("k", List.of()); Optional.of("x").flatMap(s -> Optional.of(s.length())); } }
            """
        #expect(typeOf("List.of()", in: src) == "List<String>")
        #expect(typeOf("Optional.of(\"x\").flatMap(s -> Optional.of(s.length()))", in: src) == "Optional<Integer>")
    }

    @Test func anEmptyFactoryCallBesideATypedArgumentDoesNotReopenWhatThatArgumentSolved() {
        // `"z"` and the target make T Object: `Optional.empty()` is an Optional<Object>, the call a Stream<Object>
        // (it was a Stream<Optional<Object>>: a solution of Object was taken for "nothing determined" and reopened).
        // Without a target, T = lub(String, Optional<Object>) = Object too (it was String, and no candidate applied).
        // Alone, the empty call still gives T.
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { void m() { Stream<Object> a = Stream.of(Optional.empty(), "z"); List<Object> b = Arrays.asList(List.of(), "z");
                var c = Stream.of(Optional.empty()); var d = Arrays.asList(Optional.empty(), 4); } }
            """
        #expect(analyze(src).unresolved.isEmpty)
        #expect(typeOf("Stream.of(Optional.empty(), \"z\")", in: src) == "java.util.stream.Stream<Object>")
        #expect(typeOf("Arrays.asList(List.of(), \"z\")", in: src) == "List<Object>")
        #expect(typeOf("Stream.of(Optional.empty())", in: src) == "java.util.stream.Stream<Optional<Object>>")
        #expect(typeOf("Arrays.asList(Optional.empty(), 4)", in: src) == "List<Object>")
    }

    @Test func insideAGenericMethodItsOwnTypeVariablesAreTypesNotUnknowns() {
        // `K` and `V` of argMax are fixed inside it: a target or solution mentioning them is as good as `String`
        // (it was taken for an unsolved variable of the call: `Map.Entry::getKey` gave Object, the result Object).
        let src = """
            import java.util.*;
            class T {
                static <K, V extends Comparable<V>> K argMax(Map<K, V> m) {
                    return m.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
                }
            }
            """
        #expect(analyze(src).unresolved.isEmpty)
        #expect(typeOf("Map.Entry.comparingByValue()", in: src) == "Comparator<Map.Entry<K, V>>")
        #expect(typeOf("m.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)", in: src) == "Optional<K>")
    }

    @Test func anExplicitlyTypedLambdaParameterGivesTheInputType() {
        let src = """
            import java.util.*;
            class T { String name() { return ""; } void m() { Comparator.comparing((T t) -> t.name().length()); } }
            """
        #expect(typeOf("Comparator.comparing((T t) -> t.name().length())", in: src) == "Comparator<T>")
    }

    @Test func aGenericCallArgumentTakesItsTypeFromTheOuterCallsParameter() {
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { void m(List<String> names) { names.stream().collect(Collectors.partitioningBy(n -> n.length() > 4)); } }
            """
        #expect(typeOf("n.length()", in: src) == "int")
        #expect(typeOf("names.stream().collect(Collectors.partitioningBy(n -> n.length() > 4))", in: src) == "Map<Boolean, List<String>>")
    }

    @Test func aRawMethodReferenceQualifierTakesTheReceiversTypeArguments() {
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { void m(List<List<Integer>> nested) { nested.stream().flatMap(List::stream); } }
            """
        #expect(typeOf("nested.stream().flatMap(List::stream)", in: src) == "java.util.stream.Stream<Integer>")
    }

    @Test func anArrayConstructorReferenceGivesTheArrayType() {
        let src = """
            import java.util.*;
            class T { void m(List<String> w) { w.toArray(String[]::new); w.stream().toArray(String[]::new); } }
            """
        #expect(typeOf("w.toArray(String[]::new)", in: src) == "String[]")
        #expect(typeOf("w.stream().toArray(String[]::new)", in: src) == "String[]")
    }

    @Test func aConstructorReferenceFitsTheVariablesBound() {
        let src = """
            import java.util.*;
            import java.util.function.*;
            import java.util.stream.*;
            class T { void m(List<String> w) {
                w.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
                w.stream().collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
            } }
            """
        #expect(typeOf("w.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()))", in: src)
                == "TreeMap<Integer, List<String>>")
        #expect(typeOf("w.stream().collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()))", in: src)
                == "TreeMap<String, Long>")
    }

    @Test func anArrayElementTypeFlowsIntoNestedCollectors() {
        // T = String[] comes from collect's target (`Collector<? super String[], A, R>`) into groupingBy and its
        // downstream mapping; it was left at Object, and `p[1]` did not resolve.
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { void m(List<String[]> rows) {
                Map<String, List<String>> m = rows.stream().collect(Collectors.groupingBy(p -> p[0], Collectors.mapping(p -> p[1], Collectors.toList())));
                TreeMap<String, List<String>> t = rows.stream().collect(Collectors.groupingBy(r -> r[0], TreeMap::new, Collectors.mapping(r -> r[1], Collectors.toList())));
            } }
            """
        #expect(typeOf("rows.stream().collect(Collectors.groupingBy(p -> p[0], Collectors.mapping(p -> p[1], Collectors.toList())))", in: src)
                == "Map<String, List<String>>")
        #expect(typeOf("p[1]", in: src) == "String")
        // With `TreeMap::new` the downstream collector, attributed on its own (`Collector<Object, …>`), gave T an upper
        // bound that overrode the target's String[].
        #expect(typeOf("r[1]", in: src) == "String")
    }

    @Test func aTargetTheArgumentsDoNotFitDecidesNestedCollectors() {
        // Type arguments are invariant: the arguments alone give TreeMap<String, TreeMap<String, Integer>>,
        // which is no Map<String, Map<String, Integer>>, so javac's joint inference takes the target's R, and
        // M's bound (`M extends Map<K, D>`) passes D = Map<String, Integer> down to the inner groupingBy.
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { void m(List<String> w) {
                Map<String, Map<String, Integer>> m = w.stream().collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.groupingBy(s -> s, TreeMap::new, Collectors.summingInt(String::length))));
                Map<Character, Set<Integer>> sets = w.stream().collect(Collectors.groupingBy(s -> s.charAt(0), TreeMap::new, Collectors.mapping(String::length, Collectors.toCollection(TreeSet::new))));
                TreeMap<String, List<String>> exact = w.stream().collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.toList()));
            } }
            """
        #expect(typeOf("w.stream().collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.groupingBy(s -> s, TreeMap::new, Collectors.summingInt(String::length))))", in: src)
                == "Map<String, Map<String, Integer>>")
        #expect(typeOf("Collectors.groupingBy(s -> s, TreeMap::new, Collectors.summingInt(String::length))", in: src)
                == "java.util.stream.Collector<String, ?, Map<String, Integer>>")
        #expect(typeOf("Collectors.mapping(String::length, Collectors.toCollection(TreeSet::new))", in: src)
                == "java.util.stream.Collector<String, ?, Set<Integer>>")
        #expect(typeOf("Collectors.toCollection(TreeSet::new)", in: src) == "java.util.stream.Collector<Integer, ?, Set<Integer>>")
        // A result that fits its target keeps what the arguments gave.
        #expect(typeOf("w.stream().collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.toList()))", in: src)
                == "TreeMap<String, List<String>>")
    }

    @Test func aCallWithoutPolyArgumentsStillTakesItsTypeFromTheTarget() {
        // An anonymous class with a diamond is attributed without the target (T = Object); javac takes the target's T.
        let src = """
            import java.util.concurrent.Callable;
            class T {
                static <V> V call(Callable<V> c) throws Exception { return c.call(); }
                void m() throws Exception { String s = call(new Callable<>() { public String call() { return "x"; } }); }
            }
            """
        #expect(typeOf("call(new Callable<>() { public String call() { return \"x\"; } })", in: src) == "String")
    }

    @Test func anAnonymousClassWithADiamondTakesTheArgumentsOfTheVariableItInitializes() {
        // JLS §15.9.3: `Report<Map.Entry<String, Integer>> r = new Report<>() { … }` extends that Report, so its
        // methods override `rows()` with the variable's arguments.
        let src = """
            import java.util.*;
            abstract class Report<T> { abstract List<T> rows(); }
            class Use {
                Report<Map.Entry<String, Integer>> field = new Report<>() { List<Map.Entry<String, Integer>> rows() { return null; } };
                void m() {
                    Report<String> local = new Report<>() { List<String> rows() { return List.of("a"); } };
                    String first = local.rows().get(0);
                }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        let anonymous = model.symbols.types.filter { $0.isAnonymous }.map { $0.superclass.map(model.symbols.display) ?? "" }
        #expect(anonymous == ["Report<Map.Entry<String, Integer>>", "Report<String>"])
    }

    @Test func aDiamondWhoseTargetHasAWildcardTakesThatArgumentFromTheConstructorsArguments() {
        // Collectors' `new CollectorImpl<>(…)` against `Collector<T, ?, C>`: the `?` says nothing of A, so the
        // supplier gives it, and the lambdas' parameters are typed with it.
        let src = """
            import java.util.*;
            import java.util.function.*;
            interface Coll<T, A, R> {}
            class Impl<T, A, R> implements Coll<T, A, R> {
                Impl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner) {}
                static <T, C extends Collection<T>> Coll<T, ?, C> toCollection(Supplier<C> factory) {
                    return new Impl<>(factory, Collection<T>::add, (r1, r2) -> { r1.addAll(r2); return r1; });
                }
                static <T> Coll<T, ?, Double> summing(ToDoubleFunction<? super T> f) {
                    return new Impl<>(() -> new double[3], (a, t) -> { a[2] += f.applyAsDouble(t); }, (x, y) -> { x[2] += y[2]; return x; });
                }
            }
            """
        #expect(typeOf("new Impl<>(factory, Collection<T>::add, (r1, r2) -> { r1.addAll(r2); return r1; })", in: src) == "Impl<T, C, C>")
        #expect(typeOf("r1.addAll(r2)", in: src) == "boolean")
        #expect(target("r1.addAll(r2)", in: src) == "Collection.addAll(Collection<? extends E>)")
        // A lambda's result alone gives A (`() -> new double[3]`).
        #expect(typeOf("a[2]", in: src) == "double")
        #expect(typeOf("y[2]", in: src) == "double")
    }

    @Test func aDiamondWithoutATargetTypesItsLambdasFromTheInferredArguments() {
        let src = """
            import java.util.function.*;
            class Box<A> {
                Box(Supplier<A> make, Consumer<A> use) {}
                void m() { new Box<>(() -> "text", s -> s.length()); }
            }
            """
        #expect(typeOf("new Box<>(() -> \"text\", s -> s.length())", in: src) == "Box<String>")
        #expect(typeOf("s.length()", in: src) == "int")
    }

    @Test func aDiamondsTargetNamingItsArgumentsInsideAnotherTypeStillDecidesThem() {
        // `UnmodifiableEntrySet<K, V> extends UnmodifiableSet<Map.Entry<K, V>>` against `Set<Map.Entry<K, V>>`:
        // the supertype view does not hold K and V bare, the constructor's argument gives them.
        let src = """
            import java.util.*;
            class Entries<K, V> extends HashSet<Map.Entry<K, V>> {
                Entries(Set<? extends Map.Entry<? extends K, ? extends V>> s) {}
                static <K, V> Set<Map.Entry<K, V>> of(Map<K, V> m) { return new Entries<>(m.entrySet()); }
            }
            """
        #expect(typeOf("new Entries<>(m.entrySet())", in: src) == "Entries<K, V>")
    }

    @Test func aSuperBoundedArgumentSolvesOnlyWhatNothingElseDid() {
        let src = """
            import java.util.*;
            import java.util.stream.*;
            class T { String d; String d() { return d; } void m(List<String> w) {
                w.stream().collect(Collectors.maxBy(Comparator.comparingInt(String::length)));
                Comparator.comparing(T::d, Comparator.nullsLast(Comparator.reverseOrder()));
            } }
            """
        #expect(typeOf("w.stream().collect(Collectors.maxBy(Comparator.comparingInt(String::length)))", in: src) == "Optional<String>")
        #expect(typeOf("Comparator.comparing(T::d, Comparator.nullsLast(Comparator.reverseOrder()))", in: src) == "Comparator<T>")
    }

    @Test func aBlockLambdasReturnsGiveTheResultTypeVariable() {
        let src = """
            import java.util.*;
            class T { void m(Optional<Integer> o) { o.map(i -> { if (i < 0) return "neg"; return "n" + i; }); } }
            """
        #expect(typeOf("o.map(i -> { if (i < 0) return \"neg\"; return \"n\" + i; })", in: src) == "Optional<String>")
    }

    @Test func aMultiCatchParameterHasTheAlternativesLeastUpperBound() {
        let src = """
            class T { void m(Runnable r) { try { r.run(); } catch (IllegalStateException | UnsupportedOperationException e) { e.getMessage(); } } }
            """
        #expect(typeOf("e", in: src) == "RuntimeException")
    }

    @Test func aTypeVariableHasTheMembersOfAllItsBounds() {
        let src = """
            interface Named { String name(); }
            class T { static <E extends Named & Comparable<E>> boolean m(E a, E b) { return a.compareTo(b) < 0 && a.name() != null; } }
            """
        #expect(target("a.compareTo(b)", in: src) == "Comparable.compareTo(T)")
    }

    @Test func aMethodReferenceChoosesTheOverloadItsArityFits() {
        let src = """
            import java.util.*;
            class T {
                String name() { return ""; }
                void m(List<T> l) { l.sort(Comparator.comparing(T::name).thenComparing(T::name)); }
            }
            """
        #expect(typeOf("Comparator.comparing(T::name).thenComparing(T::name)", in: src) == "Comparator<T>")
        #expect(target("Comparator.comparing(T::name).thenComparing(T::name)", in: src).hasPrefix("Comparator.thenComparing(Function<"))
    }

    @Test func aDiamondArgumentTakesTheParameterType() {
        let src = """
            import java.util.*;
            class T { void m(Map<String, List<Integer>> m) { m.put("k", new ArrayList<>()); } }
            """
        #expect(typeOf("new ArrayList<>()", in: src) == "ArrayList<Integer>")
    }

    @Test func anArrayPassedToVarargsIsTheElementsNotOneElement() {
        let src = """
            import java.util.*;
            class T { void m(String[] parts) { List.of(parts); } }
            """
        #expect(typeOf("List.of(parts)", in: src) == "List<String>")
    }

    @Test func aCharAndAnIntConstantItCanHoldMakeAChar() {
        let src = "class T { void m(boolean b, int i) { Object x = b ? 'x' : 0; Object y = b ? 'x' : i; } }"
        #expect(typeOf("b ? 'x' : 0", in: src) == "char")
        #expect(typeOf("b ? 'x' : i", in: src) == "int")
    }

    @Test func anUnboundMethodReferenceGivesTheReceiverAndResultTypes() {
        let src = """
            import java.util.*;
            class T { String name() { return ""; } void m() { Comparator.comparing(T::name).reversed(); } }
            """
        #expect(typeOf("Comparator.comparing(T::name)", in: src) == "Comparator<T>")
    }

    @Test func aGenericCallPassedAsAnArgumentTakesTheParametersType() {
        let src = """
            import java.util.*;
            class T { int age; void m(List<T> l) { l.sort(Comparator.comparing(t -> t.age)); } }
            """
        #expect(typeOf("t.age", in: src) == "int")
    }

    @Test func aNestedGenericCallWhosePolyArgumentsOnlyTheTargetTypesTakesTheOuterTarget() {
        // JLS §15.12.2.2: `N::upper` passed for `entry`'s own V is not pertinent to applicability; the outer
        // call's target gives V (javac infers the two calls together, §18.5.2).
        let src = """
            import java.util.*;
            import java.util.function.*;
            class N {
                static String upper(String s) { return s; }
                void m() {
                    Map<String, Function<String, String>> fs = Map.ofEntries(Map.entry("u", N::upper));
                    List<List<Function<String, String>>> ll = Arrays.asList(Arrays.asList(N::upper));
                    List<Map.Entry<String, Runnable>> le = List.of(Map.entry("r", () -> {}));
                }
            }
            """
        let model = analyze(src)
        #expect(model.unresolved.isEmpty, "\(model.unresolved)")
        #expect(model.files[0].unresolvedExpressionCount == 0)
        #expect(typeOf("Map.entry(\"u\", N::upper)", in: src) == "Map.Entry<String, Function<String, String>>")
        #expect(typeOf("Arrays.asList(N::upper)", in: src) == "List<Function<String, String>>")
        #expect(typeOf("Map.entry(\"r\", () -> {})", in: src) == "Map.Entry<String, Runnable>")
        #expect(target("Map.entry(\"r\", () -> {})", in: src) == "Map.entry(K, V)")
    }

    @Test func withoutATargetSuchACallIsChosenButItsPolyArgumentStaysUnresolved() {
        // javac: "Object is not a functional interface". The call resolves; only the reference does not.
        let src = """
            import java.util.*;
            class N { static String upper(String s) { return s; } void m() { Map.entry("u", N::upper); } }
            """
        #expect(target("Map.entry(\"u\", N::upper)", in: src) == "Map.entry(K, V)")
        #expect(typeOf("N::upper", in: src).hasPrefix("<unresolved"))
    }

    @Test func anExpressionAttributedAgainIsCountedOnceByItsLastType() {
        // `Map.entry("u", N::upper)` is attributed without a target first (its reference unresolved), then again
        // against `ofEntries`'s parameter: the summary counts each expression once, as `types` lists it.
        let src = """
            import java.util.*;
            import java.util.function.*;
            class N {
                static String upper(String s) { return s; }
                Map<String, Function<String, String>> fs = Map.ofEntries(Map.entry("u", N::upper));
            }
            """
        let model = analyze(src)
        // `s`; ofEntries(…), Map, entry(…), Map, "u", N::upper, N
        #expect(model.files[0].expressionCount == 8)
        #expect(model.files[0].unresolvedExpressionCount == 0)
        let listed = TypeListing(model: model).render(file: 0).split(separator: "\n").filter { $0.contains("  expr  ") }
        #expect(listed.count == 8)
    }

    @Test func anOverloadedMethodReferenceIsChosenByTheFunctionalParameterTypes() {
        // `TimeZone::getTimeZone` takes a String or a ZoneId: a String element chooses, and gives `map`'s U.
        let src = """
            import java.util.*;
            class T { TimeZone m(Optional<String> id) { return id.map(TimeZone::getTimeZone).get(); } }
            """
        #expect(typeOf("id.map(TimeZone::getTimeZone)", in: src) == "Optional<TimeZone>")
        #expect(target("TimeZone::getTimeZone", in: src) == "TimeZone.getTimeZone(String)")
    }

    @Test func aDiamondsArgumentPassesItsTargetOnToTheCallsInside() {
        let src = """
            import java.util.*;
            import java.util.function.*;
            class T {
                static String up(String s) { return s; }
                Map<String, Function<String, String>> v = new TreeMap<>(Map.ofEntries(Map.entry("a", T::up)));
            }
            """
        #expect(typeOf("Map.ofEntries(Map.entry(\"a\", T::up))", in: src) == "Map<String, Function<String, String>>")
        #expect(typeOf("T::up", in: src) == "Function<String, String>")
    }

    @Test func aParenthesizedLambdaIsStillAPolyArgument() {
        let src = """
            import java.util.*;
            import java.util.function.*;
            import java.util.stream.*;
            class T { void m(List<String> l) {
                l.stream().collect(Collectors.toMap(String::length, Function.identity(), ((first, second) -> first + second)));
                l.removeIf((s -> s.isEmpty()));
            } }
            """
        let model = analyze(src)
        #expect(model.files[0].unresolvedExpressionCount == 0)
        #expect(typeOf("((first, second) -> first + second)", in: src) == "BinaryOperator<String>")
        #expect(typeOf("first + second", in: src) == "String")
        #expect(typeOf("s.isEmpty()", in: src) == "boolean")
    }

    @Test func aDefaultMethodImplementsTheAbstractOneOfASuperinterface() {
        // JLS §9.9: `OfInt`'s one abstract method is `accept(int)`; its default `accept(Integer)` implements
        // `Consumer<Integer>.accept`, so a method reference or a cast to it is a function.
        let src = """
            import java.util.function.*;
            interface Sink<T> extends Consumer<T> {
                default void accept(int value) { throw new IllegalStateException(); }
                interface OfInt extends Sink<Integer>, IntConsumer {
                    @Override void accept(int value);
                    @Override default void accept(Integer i) { accept(i.intValue()); }
                }
            }
            class Buf { void accept(int v) {} }
            class T { Object m(Buf b) { return (Sink.OfInt) b::accept; } }
            """
        #expect(typeOf("b::accept", in: src) == "Sink.OfInt")
        #expect(target("b::accept", in: src) == "Buf.accept(int)")
    }
}
