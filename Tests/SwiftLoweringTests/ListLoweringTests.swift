import Testing

@Suite("Lowering java.util.List")
struct ListLoweringTests {
    @Test func freeStandingEntriesAndATreeMapsComparatorHaveRules() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class E {
                static void m(TreeMap<String, Integer> t) {
                    Map.Entry<String, Integer> e = new AbstractMap.SimpleEntry<>("a", 1);
                    AbstractMap.SimpleImmutableEntry<String, Integer> f = new AbstractMap.SimpleImmutableEntry<>(e);
                    System.out.println(t.comparator() == null);
                }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("let e: JavaMapEntry<String?, Int32?>? = JavaMapEntry<String?, Int32?>.simpleEntry(\"a\", 1)"))
        #expect(swift.contains("let f: JavaMapEntry<String?, Int32?>? = try JavaMapEntry<String?, Int32?>.simpleEntry(copying: e, immutable: true)"))
        #expect(swift.contains("System.out.println(t!.javaComparator() == nil)"))
    }

    @Test func collectionsAddAllTakesAnArrayAsItsVariableArguments() {
        #expect(lowered("static java.util.List<String> m(String[] items) { java.util.List<String> out = new java.util.ArrayList<>(); java.util.Collections.addAll(out, items); java.util.Collections.addAll(out, items[0], items[1]); return out; }") == """
            let out: JavaList<String?>? = JavaList<String?>()
            _ = try JavaCollections.addAll(out, arguments: items)
            _ = try JavaCollections.addAll(out, items!.get(0), items!.get(1))
            return out
            """)
    }

    @Test func enumMapPutIsTheMapsPut() {
        // EnumMap declares put(K, V) again, erased to put(Enum, Object): a rule of its own maps it.
        let (swift, untranslated) = translated("class T { enum S { A, B } int m() { java.util.EnumMap<S, Integer> t = new java.util.EnumMap<>(S.class); t.put(S.B, 2); return t.get(S.B); } }")
        #expect(untranslated.isEmpty)
        #expect(swift.contains("_ = try t!.put(T.S.B, 2)"))
    }

    @Test func listsMapToTheRuntimeList() {
        #expect(lowered("int m() { java.util.List<Integer> l = new java.util.ArrayList<>(); l.add(3); l.remove(0); l.remove(Integer.valueOf(3)); return l.size(); }") == """
            let l: JavaList<Int32?>? = JavaList<Int32?>()
            _ = try l!.add(3)
            _ = try l!.remove(at: (0 as Int32))
            _ = try l!.remove(element: (3 as Int32))
            return l!.size()
            """)
    }

    @Test func aLoopThatChangesItsListFailsFastAfterward() {
        #expect(lowered("void m(java.util.List<Integer> l) { for (Integer v : l) { if (v == 3) l.remove(v); } }") == """
            let iteration1 = l!.javaIteration()
            for v in iteration1 {
                if v! == 3 {
                    _ = try l!.remove(element: v)
                }
            }
            try iteration1.finish()
            """)
    }

    @Test func forEachOverAListOfBoxesUnboxes() {
        #expect(lowered("int m(java.util.List<Integer> l) { int t = 0; for (int v : l) t += v; return t; }") == """
            var t: Int32 = 0
            for v in l!.map({ $0! }) {
                t = t &+ v
            }
            return t
            """)
    }
}

@Suite("Lowering EnumSet's factories")
struct EnumSetLoweringTests {
    /// `allOf`, `complementOf` and `range` need every constant: the translation passes the enum's `values()`.
    @Test func factoriesThatNeedEveryConstantPassTheEnumsValues() {
        let swift = translated("""
            import java.util.*;
            class T { enum Suit { CLUBS, HEARTS, SPADES }
                Set<Suit> m(EnumSet<Suit> red) {
                    EnumSet<Suit> all = EnumSet.allOf(Suit.class);
                    EnumSet<Suit> middle = EnumSet.range(Suit.CLUBS, Suit.HEARTS);
                    return EnumSet.complementOf(red);
                } }
            """).swift
        #expect(swift.contains("let all: JavaTreeSet<T.Suit?>? = try JavaTreeSet<T.Suit?>.enumSet(all: T.Suit.values())"))
        #expect(swift.contains("let middle: JavaTreeSet<T.Suit?>? = try JavaTreeSet<T.Suit?>.enumSet(range: T.Suit.CLUBS, T.Suit.HEARTS, all: T.Suit.values())"))
        #expect(swift.contains("return try JavaTreeSet<T.Suit?>.enumSet(complementOf: red, all: T.Suit.values())"))
    }
}

@Suite("Lowering names and constructors Swift treats differently")
struct NamingLoweringTests {
    @Test func aFieldSharingAMethodsNameIsRenamed() {
        let (swift, untranslated) = translated("class C { int size; int size() { return size; } }")
        #expect(untranslated.isEmpty)
        #expect(swift.contains("var sizeField: Int32 = 0"))
        #expect(swift.contains("return self.sizeField"))
    }

    @Test func constructorsMatchingTheSuperclassOverride() {
        let (swift, _) = translated("class A { A(String s) {} } class B extends A { B(String s) { super(s); } } class E extends RuntimeException { E(String m) { super(m); } }")
        #expect(swift.contains("override init(_ s: String?)"))
        #expect(swift.contains("override init(_ m: String?)"))
    }
}

@Suite("Lowering array element updates and untranslated statements")
struct ArrayUpdateLoweringTests {
    @Test func incrementOfAComputedElementEvaluatesArrayAndIndexOnce() {
        #expect(lowered("void m(int[] a, String s) { a[s.length() - 1]++; }") == """
            try a!.update(s!.javaLength &- 1, { $0 &+ 1 })
            """)
    }

    @Test func untranslatedStatementsAreTypedAndKeepTheJava() {
        let (swift, untranslated) = translated("class S { void m(long v) { switch (v) { default: break; } } }")
        #expect(untranslated.map(\.ruleID) == ["J2S-LANG-001"])
        #expect(swift.contains("_ = untranslated(\"[J2S-LANG-001] T.java:1:28: switch on long\") /* j2swift: only int, char and String switches are translated so far; Java: switch (v) { default: break; } */ as Void"))
    }

    @Test func resourcesCloseInReverseOrderAndSuppressCloseFailures() {
        let (swift, untranslated) = translated("""
            class R implements AutoCloseable { public void close() { throw new IllegalStateException(); } }
            class S { void m() { try (R a = new R(); R b = new R()) { System.out.println("body"); } } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
                    do {
                        let a: R? = R()
                        do {
                            let b: R? = R()
                            do {
                                System.out.println("body")
                            } catch {
                                throw javaCloseAfterError(error) { try b?.close() }
                            }
                            try b?.close()
                        } catch {
                            throw javaCloseAfterError(error) { try a?.close() }
                        }
                        try a?.close()
                    }
            """))
    }

    @Test func synchronizedRunsItsBodyWithAWarning() {
        let (swift, findings) = translatedWithFindings("class S { int n; void m() { synchronized (this) { n++; } } }")
        #expect(findings.map(\.ruleID) == ["J2S-THR-002"])
        #expect(swift.contains("""
                do {
                    // j2swift: [J2S-THR-002] synchronized (this) translated without a lock
                    n &+= 1
                }
        """))
    }

    @Test func lambdasAndMethodReferencesBecomeTypedClosures() {
        #expect(lowered("void m(java.util.List<String> l) { l.sort((a, b) -> a.length() - b.length()); l.removeIf(String::isEmpty); }") == """
            try l!.sort({ [self] (a: String?, b: String?) throws -> Int32 in
                return a!.javaLength &- b!.javaLength
            })
            _ = try l!.removeIf({ [self] (p0: String?) throws -> Bool in return try p0!.isEmpty })
            """)
    }

    @Test func stringValueOfAsAMethodReferenceConvertsByTheChosenOverload() {
        // As the call `String.valueOf(x)` does: an int by its digits, a char as a character, an object by its toString.
        #expect(lowered("String m() { java.util.function.IntFunction<String> f = String::valueOf; return f.apply(7); }").hasPrefix(
            "let f: ((Int32) throws -> String?)? = { [self] (p0: Int32) throws -> String? in return try JavaString.valueOf(p0) }"))
        #expect(lowered("void m(java.util.List<Character> l) { l.stream().map(String::valueOf); }") ==
            "_ = try l!.stream()!.map({ [self] (p0: UInt16?) throws -> String? in return try javaStringOf(p0) })")
        #expect(translated("class T { Object m(java.util.List<Integer> l) { return l.stream().map(String::valueOf); } }").untranslated.isEmpty)
    }

    @Test func hashMapsAreTheRuntimesJavaOrderedMap() {
        #expect(lowered("int m() { java.util.Map<String, Integer> m = new java.util.HashMap<>(); m.merge(\"k\", 1, Integer::sum); return m.get(\"k\"); }") == """
            let m: JavaMap<String?, Int32?>? = JavaHashMap<String?, Int32?>()
            _ = try m!.merge("k", 1, { [self] (p0: Int32?, p1: Int32?) throws -> Int32? in return try (p0! &+ p1!) })
            return try m!.get("k")!
            """)
    }

    /// Collections call `equals` through the root class, so the root states Object's and subclasses override it.
    @Test func objectMethodsOfSubclassesAreReachedThroughTheRoot() {
        let (swift, untranslated) = translated("""
            class Shape { }
            class Square extends Shape { int side; public boolean equals(Object o) { return o instanceof Square; } public int hashCode() { return side; } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Shape: JavaObject {\n    public func equals(_ other: Any?) -> Bool { (other as AnyObject?) === self }\n    public func hashCode() -> Int32 { identityHashCode(self) }"))
        #expect(swift.contains("public override func equals(_ o: Any?) -> Bool"))
        #expect(swift.contains("public override func hashCode() -> Int32"))
    }

    @Test func comparableClassesBridgeToTheRuntimesOrdering() {
        let (swift, _) = translated("class V implements Comparable<V> { int n; public int compareTo(V o) { return n - o.n; } }")
        #expect(swift.contains("class V: JavaObject, JavaComparable {"))
        #expect(swift.contains("public func compareTo(_ other: Any?) throws -> Int32 { try compareTo(javaCast(other, to: V.self, \"V\")) }"))
    }
}


@Suite("Lowering the program's Iterators and Iterables")
struct IterableLoweringTests {
    @Test func anIteratorClassSubclassesTheRuntimeIterator() {
        let (swift, untranslated) = translated("""
            class Countdown implements java.util.Iterator<Integer> {
                int n = 3;
                public boolean hasNext() { return n > 0; }
                public Integer next() { return n--; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Countdown: JavaIterator<Int32?>, @unchecked Sendable {"))
        #expect(swift.contains("public override func hasNext() -> Bool {"))
        #expect(swift.contains("public override func next() -> Int32? {"))
        #expect(swift.contains("override init() {\n        super.init()"))
    }

    @Test func forEachOverAnIterableWalksItsIterator() {
        let (swift, untranslated) = translated("""
            class Bag implements Iterable<String> {
                java.util.List<String> items = new java.util.ArrayList<>();
                public java.util.Iterator<String> iterator() { return items.iterator(); }
                int count() { int n = 0; for (String s : this) n++; return n; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("class Bag: JavaObject, JavaIterable {\n    public typealias Element = String?"))
        #expect(swift.contains("""
                    do {
                        let iterator1 = try javaNonNull(self.iterator())
                        while try iterator1.hasNext() {
                            let s: String? = try iterator1.next()
                            n &+= 1
                        }
                    }
            """))
    }

    @Test func aLambdaIterableIsAdapted() {
        #expect(lowered("int m(java.util.List<Integer> l) { Iterable<Integer> it = () -> l.iterator(); int t = 0; for (int v : it) t += v; return t; }").contains("""
            let it: (any JavaIterable<Int32?>)? = JavaIterableLambda({ [self] () throws -> JavaIterator<Int32?>? in
            """))
    }

    @Test func collectionsHeldAsObjectAreTestedByTheInterfacesTheyImplement() {
        // Swift cannot test `JavaList<Int32?>` as a list of anything: the runtime's collections say which Java
        // interfaces they implement; a pattern variable the program only reads is bound to the collection, or to
        // a copy when its elements are of another type.
        let (swift, untranslated) = translated("""
            import java.util.*;
            class S {
                int m(Object o) {
                    if (o instanceof Deque) return -1;
                    if (o instanceof Map<?, ?> m) return m.size();
                    if (o instanceof List<?> l) { int n = 0; for (Object x : l) n++; return n + l.size(); }
                    return 0;
                }
                void clear(Object o) { if (o instanceof List<?> l) l.clear(); }
            }
            """)
        #expect(swift.contains("if javaIsCollection(o, .deque) {"))
        #expect(swift.contains("if javaMatchErased(o, into: &m) {"))
        #expect(swift.contains("if javaMatchErased(o, .list, into: &l2) {"))
        // Changing the collection through the variable would change a copy: reported instead.
        #expect(untranslated.map(\.message) == ["instanceof List: the runtime's generic collections differ by element type in Swift; test for the element type the program uses"])
    }

    /// A copy constructor of java.util only reads its argument: a pattern variable copied into a new list may be
    /// bound to a copy. `Number` is any of the Swift numbers and big numbers.
    @Test func copiedPatternVariablesAndNumberPatternsAreTranslated() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            class S {
                List<Object> copy(Object o) { if (o instanceof List<?> l) return new ArrayList<>(l); return null; }
                long number(Object o) { return o instanceof Number n ? n.longValue() : -1; }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("if javaMatchErased(o, .list, into: &l) {"))
        #expect(swift.contains("return try javaMatchNumber(o, into: &n) ? JavaNumbers.longValue(n!) : (-1 as Int64)"))
    }

    @Test func sizeChecksForComodificationWhereTheExceptionIsCaught() {
        // Swift's `size()` cannot throw: where the program catches ConcurrentModificationException a stale
        // sub-list's size() throws it (`javaCheckedSize`); elsewhere it ends the program as an uncaught one would.
        let swift = lowered("""
            int m(java.util.List<Integer> v) {
                try { return v.size(); } catch (java.util.ConcurrentModificationException e) { return -1; }
            }
            """)
        #expect(swift.contains("return try v!.javaCheckedSize()"))
        #expect(lowered("int m(java.util.List<Integer> v) { try { return v.size(); } catch (IllegalStateException e) { return -1; } }")
            .contains("return v!.size()"))
    }
}

@Suite("Lowering the Android pack")
struct AndroidPackLoweringTests {
    @Test func textUtilsAndLogAreMappedByRules() {
        let (swift, untranslated) = translated("""
            import android.text.TextUtils;
            import android.util.Log;
            class Profile {
                String name;
                boolean hasName() { return !TextUtils.isEmpty(name); }
                boolean same(Profile o) { Log.d("Profile", "comparing"); return TextUtils.equals(name, o.name); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("return !AndroidTextUtils.isEmpty(name)"))
        #expect(swift.contains(#"AndroidLog.d("Profile", "comparing")"#))
        #expect(swift.contains("return AndroidTextUtils.equals(name, o!.name)"))
    }

    @Test func mixedTypeArgumentsForOneTypeVariableAreReported() {
        let (_, untranslated) = translated("""
            import java.util.List;
            class T { Object m() { return List.of(List.of(1), List.of("x")); } }
            """)
        #expect(untranslated.map(\.message) == ["List.of(…) of List<Integer> and List<String>: Java's element type is their common supertype with wildcard arguments (an intersection), which Swift's invariant generics cannot spell"])
        #expect(translated("import java.util.List; class T { Object m() { return List.of(List.of(1), List.of(2)); } }").untranslated.isEmpty)
    }
}
