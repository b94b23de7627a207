import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import JavaRuntime

/// The runtime's collections against what Java prints for the same operations (checked with java 17).
@Suite("Collections with Java's semantics")
struct JavaCollectionTests {
    /// A translation's adapter (`ListenerSuper`) is the object it wraps as far as Java's `equals` can tell: a list
    /// holding the adapter contains the listener, and the other way round.
    @Test func equalsAndHashCodeSeeThroughAdapters() throws {
        final class Listener: JavaObject {}
        final class Adapter: JavaObject, JavaAdapter {
            let base: Listener
            init(_ base: Listener) { self.base = base }
            var adaptedObject: Any { base }
        }
        let listener = Listener(), other = Listener()
        let held = JavaList<Any?>()
        try held.add(Adapter(listener))
        #expect(try held.contains(listener))
        #expect(try !held.contains(other))
        #expect(try javaEquals(listener, Adapter(listener)) && javaEquals(Adapter(listener), Adapter(listener)))
        #expect(try javaHashCode(Adapter(listener)) == javaHashCode(listener))
        #expect(try held.remove(element: listener))
        #expect(held.size() == 0)
    }

    @Test func treeMapKeysStaySortedAndPrintLikeJava() throws {
        let m = JavaTreeMap<String?, Int32?>()
        try m.put("b", 2)
        try m.put("a", 1)
        #expect(try m.put("b", 3) == 2)
        #expect(m.toString() == "{a=1, b=3}")
        #expect(try m.get("zz") == nil)
        #expect(try m.getOrDefault("zz", 7) == 7)
        #expect(m.keySet()?.toString() == "[a, b]")
    }

    @Test func treeMapStringKeysCompareByUTF16Units() throws {
        let m = JavaTreeMap<String?, Int32?>()
        try m.put("é", 1)
        try m.put("z", 2)
        try m.put("Z", 3)
        #expect(m.toString() == "{Z=3, z=2, é=1}")
        #expect(throws: NoSuchElementException.self) { try JavaTreeMap<Int32?, Int32?>().firstKey() }
    }

    /// Java: `Map<String,Integer> m = new HashMap<>(); for (String k : "banana apple cherry date elderberry fig grape"
    /// .split(" ")) m.put(k, k.length()); System.out.println(m);`
    /// `new LinkedHashMap<>(16)` and `new LinkedHashSet<>(collection)` keep insertion order (they once built
    /// plain hash tables through an inherited `HashMap` initializer).
    @Test func linkedCollectionsKeepInsertionOrderWhateverTheConstructor() throws {
        let m = try JavaLinkedHashMap<String?, Int32?>(capacity: 16)
        try m.put("z", 1)
        try m.put("a", 2)
        #expect(m.toString() == "{z=1, a=2}")
        let s = try JavaLinkedHashSet<Int32?>(JavaList<Int32?>.asList(5, 3, 5, 1))
        #expect(s.toString() == "[5, 3, 1]")
    }

    /// `Map.of`: read-only, no nulls (not even as a query), no repeated keys; the order written.
    @Test func mapOfIsImmutableAndRejectsNullsAndDuplicates() throws {
        let m = try #require(try JavaMap<String?, Int32?>.of(("b", 2), ("a", 1)))
        #expect(m.toString() == "{b=2, a=1}")
        #expect(throws: UnsupportedOperationException.self) { try m.put("c", 3) }
        #expect(throws: NullPointerException.self) { try m.get(nil) }
        #expect(throws: NullPointerException.self) { try JavaMap<String?, Int32?>.of(("a", nil)) }
        do {
            _ = try JavaMap<String?, Int32?>.of(("a", 1), ("a", 2))
            Issue.record("a repeated key was accepted")
        } catch let e as IllegalArgumentException {
            #expect(e.getMessage() == "duplicate key: a")
        }
    }

    /// `Arrays.asList(array)` is a fixed-size view: writes go through both ways.
    @Test func asListOfAnArrayWritesThrough() throws {
        let array = JavaArray<String?>(["x", "y"])
        let list = try #require(try JavaList<String?>.asList(arguments: array))
        _ = try list.set(1, "Y")
        #expect(array.storage == ["x", "Y"])
        try array.set(0, "X")
        #expect(list.toString() == "[X, Y]")
        #expect(throws: UnsupportedOperationException.self) { try list.add("z") }
    }

    @Test func hashMapIteratesInJavasOrder() throws {
        let m = JavaHashMap<String?, Int32?>()
        for k in ["banana", "apple", "cherry", "date", "elderberry", "fig", "grape"] { try m.put(k, Int32(k.count)) }
        #expect(m.toString() == "{banana=6, date=4, apple=5, cherry=6, fig=3, grape=5, elderberry=10}")
    }

    /// Java: 13 Integer keys 0, 7, 14, … grow the table from 16 to 32 slots; `toString` shows the new order.
    @Test func hashMapResizesLikeJava() throws {
        let s = JavaHashSet<Int32?>()
        for i in 0..<13 { try s.add(Int32(i * 7)) }
        #expect(s.toString() == "[0, 35, 70, 7, 42, 77, 14, 49, 84, 21, 56, 28, 63]")
        #expect(try s.contains(Int32(49)))
        #expect(try !s.contains(Int64(49)))
    }

    @Test func linkedHashMapInAccessOrderMovesReadEntries() throws {
        let m = try JavaLinkedHashMap<String?, Int32?>(capacity: 16, loadFactor: 0.75, accessOrder: true)
        try m.put("a", 1)
        try m.put("b", 2)
        try m.put("c", 3)
        _ = try m.get("a")
        _ = try m.containsKey("b")
        #expect(m.toString() == "{b=2, c=3, a=1}")
        // putIfAbsent and computeIfPresent on a present key are accesses too (HashMap's afterNodeAccess).
        #expect(try m.putIfAbsent("b", 9) == 2)
        #expect(m.toString() == "{c=3, a=1, b=2}")
        _ = try m.computeIfPresent("c") { _, v in v.map { $0 + 1 } }
        #expect(m.toString() == "{a=1, b=2, c=4}")
    }

    @Test func keySetIsALiveView() throws {
        let m = JavaHashMap<String?, Int32?>()
        try m.put("x", 1)
        try m.put("y", 2)
        let keys = m.keySet()!
        try m.put("z", 3)
        #expect(keys.size() == 3)
        #expect(try keys.remove(element: "x"))
        #expect(m.toString() == "{y=2, z=3}")
    }

    @Test func nullElementsPrintAsNull() throws {
        let l = JavaList<Int32?>()
        try l.add(nil)
        try l.add(3)
        #expect(l.toString() == "[null, 3]")
        #expect(try l.contains(nil))
        #expect(throws: NullPointerException.self) { try JavaList<Int32?>.of(1, nil) }
        #expect(throws: UnsupportedOperationException.self) { try JavaList<Int32?>.of(1, 2)!.add(3) }
    }

    /// Java: `List.of(1).contains(null)` throws NullPointerException; an unmodifiable view answers false.
    @Test func immutableListsDoNotLookForNull() throws {
        let immutable = try JavaList<Int32?>.of(1, 2)!
        #expect(throws: NullPointerException.self) { try immutable.contains(nil) }
        #expect(throws: NullPointerException.self) { try immutable.indexOf(nil) }
        #expect(throws: NullPointerException.self) { try JavaList<Int32?>.copyOf(immutable)!.lastIndexOf(nil) }
        let view = try JavaCollections.unmodifiableList(JavaList<Int32?>(elements: [1]))!
        #expect(try !view.contains(nil))
    }

    /// Java: `PriorityQueue` of 5, 1, 4, 2, 3 prints `[1, 2, 4, 5, 3]` (the heap's array order).
    @Test func priorityQueueKeepsJavasHeapOrder() throws {
        let q = JavaPriorityQueue<Int32?>()
        for v: Int32 in [5, 1, 4, 2, 3] { try q.add(v) }
        #expect(q.toString() == "[1, 2, 4, 5, 3]")
        #expect(try q.poll() == 1)
        #expect(q.toString() == "[2, 3, 4, 5]")
    }

    @Test func unmodifiableViewShowsLaterChanges() throws {
        let l = JavaList<String?>()
        let view = try JavaCollections.unmodifiableList(l)!
        try l.add("a")
        #expect(view.toString() == "[a]")
        #expect(throws: UnsupportedOperationException.self) { try view.add("b") }
    }

    /// Java: `new ArrayList<Object>(List.of(1, 2)).equals(List.of(1, 2))` is true; so for sets and maps.
    @Test func equalityIgnoresTheElementTypes() throws {
        let objects = JavaList<Any?>()
        try objects.add(Int32(1))
        try objects.add(Int32(2))
        #expect(try objects.equals(JavaList<Int32?>.of(1, 2)))
        #expect(try !objects.equals(JavaList<Int32?>.of(1, 3)))
        #expect(try !objects.equals(JavaSet<Int32?>.of(1, 2)))
        let set = JavaHashSet<Any?>()
        try set.add(Int32(2))
        try set.add(Int32(1))
        #expect(try set.equals(JavaSet<Int32?>.of(1, 2)))
        let m = JavaHashMap<Any?, Any?>()
        try m.put("a", Int32(1))
        let n = JavaTreeMap<String?, Int32?>()
        try n.put("a", 1)
        #expect(try m.equals(n))
        try n.put("a", 2)
        #expect(try !m.equals(n))
    }
}


/// Java compares lambdas by identity (`listeners.remove(l)`); Swift closures have none, so the runtime stops
/// the program rather than answer `false` and quietly keep the listener.
@Suite("Lambdas compared with equals")
struct LambdaEqualityTests {
    @Test func anUncaughtNilDereferenceEndsLikeJavasNullPointerException() async {
        await #expect(processExitsWith: .exitCode(1)) {
            runJavaMain {
                let s: String? = nil
                _ = s!.utf16.count
            }
        }
    }

    #if arch(x86_64)
    @Test func aDeliberateStopKeepsItsTrap() async {
        await #expect(processExitsWith: .signal(SIGILL)) {
            runJavaMain {
                let _: Int32 = untranslated("[J2S-THR-001] T.java:1:1: Thread.sleep")
            }
        }
    }
    #endif

    @Test func comparingTwoLambdasStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let f: (Int32) -> Int32 = { $0 }
            _ = try? javaEquals(f, f)
        }
    }
}

@Suite("Map.Entry comparators")
struct MapEntryComparatorTests {
    @Test func entriesSortByKeyOrValueAsJavaSortsThem() throws {
        let m = JavaLinkedHashMap<String?, Int32?>()
        try m.put("b", 1)
        try m.put("c", 3)
        try m.put("a", 2)
        var entries = Array(m.orderedEntries())
        let byKey = try #require(JavaComparators.comparingByKey() as ((JavaMapEntry<String?, Int32?>?, JavaMapEntry<String?, Int32?>?) throws -> Int32)?)
        try javaStableSort(&entries) { try byKey($0, $1) }
        #expect(entries.map(\.key) == ["a", "b", "c"])
        let byValueDescending = try #require(try JavaComparators.comparingByValue(JavaComparators.reverseOrder()) as ((JavaMapEntry<String?, Int32?>?, JavaMapEntry<String?, Int32?>?) throws -> Int32)?)
        try javaStableSort(&entries) { try byValueDescending($0, $1) }
        #expect(entries.map(\.value) == [3, 2, 1])
        // A null entry is Java's NullPointerException, not a crash.
        #expect(throws: NullPointerException.self) { try byKey(nil, entries[0]) }
    }
}
