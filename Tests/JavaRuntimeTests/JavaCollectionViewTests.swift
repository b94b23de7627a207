import Testing
@testable import JavaRuntime

/// `subList` and the sorted maps' and sets' range views: live windows on the collection they came from
/// (each expectation is what java 17 prints for the same operations).
@Suite("Collection views")
struct JavaCollectionViewTests {
    func list(_ elements: Int32?...) -> JavaList<Int32?> { JavaList(elements: elements) }

    @Test func aSubListReadsAndWritesThroughAndMovesItsEnd() throws {
        let all = list(0, 10, 20, 30, 40, 50)
        let sub = try #require(try all.subList(1, 4))
        try sub.set(0, 11)
        try sub.add(35)
        try sub.add(0, 5)
        try sub.remove(element: Int32(20))
        #expect(sub.toString() == "[5, 11, 30, 35]")
        #expect(all.toString() == "[0, 5, 11, 30, 35, 40, 50]")
        #expect(try sub.remove(at: 1) == 11)
        #expect(try sub.indexOf(Int32(30)) == 1 && sub.lastIndexOf(Int32(35)) == 2 && !sub.contains(0))
        try sub.addAll(1, list(7, 8))
        try sub.addAll(list(9))
        #expect(all.toString() == "[0, 5, 7, 8, 30, 35, 9, 40, 50]")
        try sub.clear()
        #expect(sub.isEmpty() && all.toString() == "[0, 40, 50]")
    }

    @Test func aNestedSubListMovesEveryAncestorsEnd() throws {
        let all = list(1, 2, 3, 4, 5, 6, 7, 8)
        let outer = try #require(try all.subList(1, 7))
        let inner = try #require(try outer.subList(1, 4))
        try inner.remove(at: 0)
        try inner.add(99)
        #expect(inner.toString() == "[4, 5, 99]")
        #expect(outer.toString() == "[2, 4, 5, 99, 6, 7]" && outer.size() == 6)
        try inner.clear()
        #expect(outer.toString() == "[2, 6, 7]" && all.toString() == "[1, 2, 6, 7, 8]")
    }

    /// Sorting or rewriting a view is not a structural change (its sibling stays usable); removing through
    /// one view is, for the others.
    @Test func viewsOfOneListSeeEachOthersWrites() throws {
        let all = list(5, 1, 4, 2, 3, 0)
        let a = try #require(try all.subList(0, 3)), b = try #require(try all.subList(3, 6))
        try a.sort(nil)
        try b.replaceAll { $0.map { $0 * 10 } }
        #expect(all.toString() == "[1, 4, 5, 20, 30, 0]" && a.toString() == "[1, 4, 5]")
        try JavaCollections.reverse(a)
        #expect(all.toString() == "[5, 4, 1, 20, 30, 0]")
        try b.removeIf { $0 == 20 }
        #expect(b.toString() == "[30, 0]")
        #expect(throws: ConcurrentModificationException.self) { try a.get(0) }
    }

    @Test func aChangeOfTheListNotThroughTheViewMakesTheViewFail() throws {
        let all = list(1, 2, 3)
        let view = try #require(try all.subList(0, 2))
        try all.set(0, 100)  // not structural: the view sees it
        #expect(try view.get(0) == 100)
        try all.add(4)
        #expect(throws: ConcurrentModificationException.self) { try view.get(0) }
        #expect(throws: ConcurrentModificationException.self) { try view.add(1) }
        #expect(throws: ConcurrentModificationException.self) { try view.set(0, 1) }
        #expect(throws: ConcurrentModificationException.self) { try view.equals(all) }
        let sorted = try #require(try all.subList(0, 2))
        try all.sort(nil)  // ArrayList.sort counts as a modification
        #expect(throws: ConcurrentModificationException.self) { try sorted.indexOf(Int32(1)) }
    }

    /// `size()` cannot throw in Swift: on a stale view it ends the program like an uncaught exception.
    @Test func theSizeOfAStaleViewEndsTheProgram() async {
        await #expect(processExitsWith: .exitCode(1)) {
            let all = JavaList<Int32?>(elements: [1, 2, 3])
            let view = try? all.subList(0, 2)
            _ = try? all.add(4)
            _ = view?.size()
        }
    }

    @Test func subListBoundsAndViewIndicesFailWithJavasExceptions() throws {
        let all = list(100, 200, 3)
        let view = try #require(try all.subList(0, 2))
        #expect(try view.equals(list(100, 200)) && view.hashCode() == 4261)
        func message(_ body: () throws -> Void) -> String? {
            do { try body() } catch let t as Throwable { return "\(t.javaClassName): \(t.getMessage() ?? "")" } catch { return nil }
            return nil
        }
        #expect(message { _ = try all.subList(-1, 2) } == "java.lang.IndexOutOfBoundsException: fromIndex = -1")
        #expect(message { _ = try all.subList(0, 9) } == "java.lang.IndexOutOfBoundsException: toIndex = 9")
        #expect(message { _ = try all.subList(2, 1) } == "java.lang.IllegalArgumentException: fromIndex(2) > toIndex(1)")
        #expect(message { _ = try view.get(2) } == "java.lang.IndexOutOfBoundsException: Index 2 out of bounds for length 2")
        #expect(message { try view.add(3, 0) } == "java.lang.IndexOutOfBoundsException: Index: 3, Size: 2")
    }

    @Test func aSubListKeepsItsListsMutability() throws {
        let unmodifiable = try #require(try JavaList<Int32?>.of(1, 2, 3)?.subList(0, 2))
        #expect(throws: UnsupportedOperationException.self) { try unmodifiable.set(0, 5) }
        let array = JavaArray<Int32?>([1, 2, 3])
        let fixed = try #require(try JavaList<Int32?>.asList(arguments: array)?.subList(1, 3))
        try fixed.set(0, 20)
        #expect(array.storage == [1, 20, 3])
        #expect(throws: UnsupportedOperationException.self) { try fixed.add(4) }
        let readOnly = try #require(try JavaCollections.unmodifiableList(fixed))
        #expect(readOnly.toString() == "[20, 3]")
    }

    func grades() throws -> JavaTreeMap<Int32?, String?> {
        let m = JavaTreeMap<Int32?, String?>()
        for k in stride(from: Int32(10), through: 50, by: 10) { try m.put(k, "v\(k)") }
        return m
    }

    @Test func mapRangeViewsWriteThroughAndRefuseKeysOutsideTheirRange() throws {
        let m = try grades()
        let head = try #require(try m.headMap(30)), tail = try #require(try m.tailMap(30, false))
        let mid = try #require(try m.subMap(20, true, 40, true))
        try head.put(5, "v5")
        try m.put(45, "v45")
        try tail.remove(Int32(50))
        #expect(head.toString() == "{5=v5, 10=v10, 20=v20}" && tail.toString() == "{40=v40, 45=v45}")
        #expect(mid.toString() == "{20=v20, 30=v30, 40=v40}")
        #expect(m.toString() == "{5=v5, 10=v10, 20=v20, 30=v30, 40=v40, 45=v45}")
        do {
            try head.put(30, "x")
            Issue.record("a key outside the view was put")
        } catch let e as IllegalArgumentException {
            #expect(e.getMessage() == "key out of range")
        }
        #expect(throws: IllegalArgumentException.self) { try mid.headMap(45) }
    }

    @Test func navigationOnAViewStaysInsideItsRange() throws {
        let m = try grades()
        let mid = try #require(try m.subMap(20, true, 40, true))
        #expect(try mid.firstKey() == 20 && mid.lastKey() == 40 && mid.size() == 3)
        #expect(try mid.floorKey(100) == 40 && mid.ceilingKey(0) == 20)
        #expect(try mid.higherKey(40) == nil && mid.lowerKey(20) == nil && mid.get(Int32(10)) == nil)
        #expect(try mid.pollFirstEntry()?.toString() == "20=v20" && mid.pollLastEntry()?.toString() == "40=v40")
        #expect(m.toString() == "{10=v10, 30=v30, 50=v50}")
        #expect(try mid.tailMap(40)?.toString() == "{}")
    }

    @Test func aDescendingMapReversesOrderAndNavigation() throws {
        let m = try grades()
        let desc = try #require(m.descendingMap())
        #expect(desc.toString() == "{50=v50, 40=v40, 30=v30, 20=v20, 10=v10}")
        #expect(try desc.firstKey() == 50 && desc.floorKey(25) == 30 && desc.ceilingKey(25) == 20)
        #expect(try desc.lowerKey(30) == 40 && desc.higherKey(30) == 20)
        #expect(try desc.headMap(30)?.toString() == "{50=v50, 40=v40}")
        #expect(try desc.subMap(40, 10)?.toString() == "{40=v40, 30=v30, 20=v20}")
        #expect(throws: IllegalArgumentException.self) { try desc.subMap(10, 40) }
        try desc.put(35, "v35")
        #expect(try desc.pollFirstEntry()?.toString() == "50=v50")
        #expect(m.descendingMap()?.descendingMap()?.toString() == "{10=v10, 20=v20, 30=v30, 35=v35, 40=v40}")
        #expect(m.descendingKeySet()?.toString() == "[40, 35, 30, 20, 10]")
    }

    @Test func aMapsKeySetRemovesButCannotAdd() throws {
        let m = try grades()
        let keys = try #require(m.navigableKeySet())
        try keys.remove(element: Int32(10))
        #expect(throws: UnsupportedOperationException.self) { try keys.add(1) }
        #expect(try keys.headSet(30)?.toString() == "[20]")
        try m.clear()
        #expect(keys.toString() == "[]")
    }

    @Test func setViewsWriteThroughAndPollInsideTheirRange() throws {
        let s = try JavaTreeSet<Int32?>(list(1, 3, 5, 7, 9))
        let head = try #require(try s.headSet(5, true))
        try head.add(2)
        #expect(throws: IllegalArgumentException.self) { try head.add(6) }
        #expect(s.toString() == "[1, 2, 3, 5, 7, 9]")
        #expect(try head.pollLast() == 5 && head.pollFirst() == 1)
        #expect(s.toString() == "[2, 3, 7, 9]")
        let desc = try #require(s.descendingSet())
        #expect(try desc.headSet(5)?.toString() == "[9, 7]" && desc.floor(4) == 7)
        try s.tailSet(3, false)?.clear()
        #expect(desc.toString() == "[3, 2]")
        // A copy of a sorted set keeps its (here reversed) order.
        #expect(try JavaTreeSet<Int32?>(desc).toString() == "[3, 2]")
    }

    @Test func containsUsesTheCollectionsOwnTest() throws {
        let byLength = JavaTreeSet<String?>({ a, b in Int32(a?.count ?? 0) - Int32(b?.count ?? 0) })
        try byLength.add("kiwi")
        #expect(try byLength.contains("pear"))
    }
}
