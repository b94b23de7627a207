/// `java.util.List` and its implementations `ArrayList` and `LinkedList`, also `ArrayDeque` (the `Deque`
/// methods): one array-backed class, since what a program can observe of them is the same.
/// Unmodifiable lists (`List.of`, `Collections.unmodifiableList`) and fixed-size ones (`Arrays.asList`)
/// throw `UnsupportedOperationException` as Java's do; `subList` is a view (`JavaSubList`).
open class JavaList<E: ExpressibleByNilLiteral>: JavaCollection<E>, @unchecked Sendable {
    public enum Mutability: Sendable { case mutable, fixedSize, unmodifiable }

    /// Shared by an unmodifiable view and the list it shows, and by `Arrays.asList` and its array.
    typealias Storage = JavaElementStorage<E>

    let box: Storage
    let mutability: Mutability

    public override init() {
        box = Storage([])
        mutability = .mutable
    }

    public init(elements: [E], mutability: Mutability = .mutable) {
        box = Storage(elements)
        self.mutability = mutability
    }

    init(sharing other: JavaList<E>, mutability: Mutability) {
        box = other.box
        self.mutability = mutability
    }

    /// `new ArrayList<>(int initialCapacity)`.
    public init(capacity: Int32) throws {
        if capacity < 0 { throw IllegalArgumentException("Illegal Capacity: \(capacity)") }
        box = Storage([])
        mutability = .mutable
    }

    /// `new ArrayList<>(Collection)`: a copy in the collection's iteration order.
    public init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        box = Storage(try javaElements(other, as: E.self))
        mutability = .mutable
    }

    /// `List.of(…)` and `List.copyOf`: null is not even looked for (`contains(null)` throws, as Java's
    /// immutable collections do; `Collections.unmodifiableList` and `Stream.toList()` answer false).
    var rejectsNull = false

    /// `List.of(…)`: unmodifiable, and null elements are rejected.
    public static func of(_ elements: E...) throws -> JavaList<E>? {
        try of(contentsOf: elements)
    }

    /// `List.of(array)`: an unmodifiable copy of the array's elements.
    public static func of(arguments array: JavaArray<E>?) throws -> JavaList<E>? {
        guard let array else { throw NullPointerException() }
        return try of(contentsOf: array.box.elements)
    }

    /// `Arrays.asList(a, b, …)`: fixed-size (`set` works, `add` and `remove` throw).
    public static func asList(_ elements: E...) -> JavaList<E>? {
        JavaList(elements: elements, mutability: .fixedSize)
    }

    /// `Arrays.asList(array)`: a fixed-size view of the array; writes go through both ways.
    public static func asList(arguments array: JavaArray<E>?) throws -> JavaList<E>? {
        guard let array else { throw NullPointerException() }
        return JavaList(box: array.box, mutability: .fixedSize)
    }

    init(box: Storage, mutability: Mutability) {
        self.box = box
        self.mutability = mutability
    }

    /// `List.copyOf(c)`.
    public static func copyOf<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws -> JavaList<E>? {
        try of(contentsOf: javaElements(other, as: E.self))
    }

    static func of(contentsOf elements: [E]) throws -> JavaList<E> {
        for e in elements where javaFlatten(e) == nil { throw NullPointerException() }
        let list = JavaList(elements: elements, mutability: .unmodifiable)
        list.rejectsNull = true
        return list
    }

    /// Called right before a structural change, which it counts.
    func checkStructural() throws {
        if mutability != .mutable { throw UnsupportedOperationException() }
        box.modificationCount &+= 1
    }

    // The window: an ArrayList shows all of its storage, a sub-list view (`JavaSubList`) a range of its
    // root's, which moves as elements are added and removed through the view. Every method below works on
    // `window`, so the same code serves both.

    /// The positions of `box.elements` this list shows.
    var window: Range<Int> { 0..<box.elements.count }
    /// Java's modCount check: a sub-list view fails once its root was changed other than through it.
    func checkForComodification() throws {}
    /// After `delta` elements were added (or removed, when negative) through this list.
    func didResize(by delta: Int) {}
    /// ArrayList's `sort` and `replaceAll` count as modifications (Java 17's modCount); a view's do not.
    func didRewrite() { box.modificationCount &+= 1 }

    /// The elements shown; clamped, since a stale view's range may reach past a root that shrank.
    var elements: ArraySlice<E> { box.elements[window.clamped(to: box.elements.indices)] }
    var elementCount: Int { window.count }
    /// The storage position of the element at `index` of this list.
    func position(_ index: Int32) -> Int { window.lowerBound + Int(index) }
    /// The element at a valid `index` of this list.
    func element(at index: Int) -> E { box.elements[window.lowerBound + index] }

    /// The elements as an array; setting it replaces them (a view's, in its root).
    public var storage: [E] {
        get { Array(elements) }
        set {
            box.elements.replaceSubrange(window, with: newValue)
            didResize(by: newValue.count - window.count)
        }
    }

    /// A `LinkedList`: its iterator's `hasNext()` is "cursor below size" (ArrayList's: "cursor not at size"),
    /// which decides whether a loop that shrank the list ends quietly or fails.
    var isLinkedList = false

    public override var javaCollectionKind: JavaCollectionKind { isLinkedList ? [.collection, .list, .queue, .deque] : [.collection, .list] }

    /// `new LinkedList<>()`.
    public static func linkedList() -> JavaList<E> {
        let list = JavaList<E>()
        list.isLinkedList = true
        return list
    }

    /// `new LinkedList<>(collection)`.
    public static func linkedList<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws -> JavaList<E> {
        let list = try JavaList<E>(other)
        list.isLinkedList = true
        return list
    }

    /// `for (T x : list)`: reads the list as it is at each step, as Java's iterator does (`set` in the body
    /// is seen); a body that changes the list's size uses `javaIteration()`.
    public override func makeIterator() -> AnyIterator<E> {
        var cursor = 0
        return AnyIterator { [self] in
            let elements = elements
            guard cursor < elements.count else { return .none }
            cursor += 1
            return .some(elements[elements.startIndex + cursor - 1])
        }
    }

    /// An enhanced `for` whose body changes this list: the loop Java runs with the list's fail-fast iterator.
    public func javaIteration() -> JavaListIteration<E> { JavaListIteration(self) }

    public override func size() -> Int32 { Int32(elementCount) }

    /// `size()` where the program catches ConcurrentModificationException: a stale sub-list throws it here
    /// (its `size()`, which cannot throw in Swift, ends the program as an uncaught one would).
    public func javaCheckedSize() throws -> Int32 {
        try checkForComodification()
        return Int32(elementCount)
    }

    public override func javaIterator() -> JavaIterator<E> {
        JavaIterator(elements: Array(elements), remove: mutability == .mutable ? { [unowned self] e in try self.removeIdentical(e) } : nil)
    }

    /// Removes the first element that is the same reference or value as `e` (an iterator's `remove`).
    func removeIdentical(_ e: E) throws {
        try checkForComodification()
        guard let i = elements.firstIndex(where: { javaSame($0, e) }) else { return }
        try checkStructural()
        box.elements.remove(at: i)
        didResize(by: -1)
    }

    /// Inserts at a storage position, as a structural change through this list.
    func insert<C: Collection<E>>(_ added: C, at position: Int) throws {
        try checkForComodification()
        try checkStructural()
        box.elements.insert(contentsOf: added, at: position)
        didResize(by: added.count)
    }

    @discardableResult public override func add(_ e: E) throws -> Bool {
        try insert(CollectionOfOne(e), at: window.upperBound)
        return true
    }

    func checkForAdd(_ index: Int32) throws {
        if mutability != .mutable { throw UnsupportedOperationException() }
        guard index >= 0, Int(index) <= elementCount else { throw IndexOutOfBoundsException("Index: \(index), Size: \(elementCount)") }
    }

    public func add(_ index: Int32, _ e: E) throws {
        try checkForAdd(index)
        try insert(CollectionOfOne(e), at: position(index))
    }

    func check(_ index: Int32) throws {
        guard index >= 0, Int(index) < elementCount else {
            throw IndexOutOfBoundsException("Index \(index) out of bounds for length \(elementCount)")
        }
        try checkForComodification()
    }

    public func get(_ index: Int32) throws -> E {
        try check(index)
        return box.elements[position(index)]
    }

    @discardableResult public func set(_ index: Int32, _ e: E) throws -> E {
        if mutability == .unmodifiable { throw UnsupportedOperationException() }
        try check(index)
        let old = box.elements[position(index)]
        box.elements[position(index)] = e
        return old
    }

    /// `remove(int index)`.
    @discardableResult public func remove(at index: Int32) throws -> E {
        if mutability != .mutable { throw UnsupportedOperationException() }
        try check(index)
        try checkStructural()
        defer { didResize(by: -1) }
        return box.elements.remove(at: position(index))
    }

    @discardableResult public override func remove(element o: Any?) throws -> Bool {
        try checkForComodification()
        guard let i = try elements.firstIndex(where: { try javaEquals(o, $0) }) else { return false }
        try checkStructural()
        box.elements.remove(at: i)
        didResize(by: -1)
        return true
    }

    /// The index in this list of a storage position.
    func index(_ position: Int?) -> Int32 { position.map { Int32($0 - window.lowerBound) } ?? -1 }

    public override func contains(_ o: Any?) throws -> Bool { try indexOf(o) >= 0 }

    public func indexOf(_ o: Any?) throws -> Int32 {
        try checkForComodification()
        if rejectsNull && javaFlatten(o) == nil { throw NullPointerException() }
        return index(try elements.firstIndex { try javaEquals(o, $0) })
    }

    public func lastIndexOf(_ o: Any?) throws -> Int32 {
        try checkForComodification()
        if rejectsNull && javaFlatten(o) == nil { throw NullPointerException() }
        return index(try elements.lastIndex { try javaEquals(o, $0) })
    }

    public override func clear() throws {
        try checkForComodification()
        if elementCount == 0 && mutability == .mutable { return }
        try checkStructural()
        let removed = window
        box.elements.removeSubrange(removed)
        didResize(by: -removed.count)
    }

    @discardableResult public override func removeWhere(_ filter: (E) throws -> Bool) throws -> Bool {
        try checkForComodification()
        var kept: [E] = []
        let elements = elements
        for e in elements where try !filter(e) { kept.append(e) }
        guard kept.count != elements.count else { return false }
        try checkStructural()
        box.elements.replaceSubrange(window, with: kept)
        didResize(by: kept.count - elements.count)
        return true
    }

    @discardableResult public func addAll<F: ExpressibleByNilLiteral>(_ index: Int32, _ other: JavaCollection<F>?) throws -> Bool {
        let added = try javaElements(other, as: E.self)
        try checkForAdd(index)
        try insert(added, at: position(index))
        return !added.isEmpty
    }

    /// `subList(from, to)`: a view of that range; see `JavaSubList`.
    public func subList(_ from: Int32, _ to: Int32) throws -> JavaList<E>? {
        // AbstractList.subListRangeCheck's exceptions and messages.
        if from < 0 { throw IndexOutOfBoundsException("fromIndex = \(from)") }
        if Int(to) > elementCount { throw IndexOutOfBoundsException("toIndex = \(to)") }
        if from > to { throw IllegalArgumentException("fromIndex(\(from)) > toIndex(\(to))") }
        return JavaSubList(self, Int(from)..<Int(to), mutability: mutability)
    }

    /// `List.sort(c)` and `Collections.sort`: stable; a nil comparator is the natural order.
    public func sort(_ comparator: ((E, E) throws -> Int32)?) throws {
        if mutability == .unmodifiable { throw UnsupportedOperationException() }
        try checkForComodification()
        var elements = Array(elements)
        try javaStableSort(&elements, by: comparator ?? { try javaCompare($0, $1) })
        box.elements.replaceSubrange(window, with: elements)
        didRewrite()
    }

    public func replaceAll(_ operator: ((E) throws -> E)?) throws {
        guard let `operator` else { throw NullPointerException() }
        if mutability == .unmodifiable { throw UnsupportedOperationException() }
        try checkForComodification()
        box.elements.replaceSubrange(window, with: try elements.map(`operator`))
        didRewrite()
    }

    /// `AbstractList.equals`: another list with equal elements in the same order.
    public override func equals(_ other: Any?) throws -> Bool {
        let other = javaFlatten(other)
        if (other as AnyObject?) === self { return true }
        try checkForComodification()
        // Any list, whatever its element type (`List<Object>` equals `List<Integer>` with the same elements).
        guard let list = other as? JavaContents, list.isJavaList, list.javaSize == size() else { return false }
        for (a, b) in zip(elements, list.anyElements) where try !javaEquals(a, b) { return false }
        return true
    }

    /// `AbstractList.hashCode`: 31 * h + hash(e) over the elements.
    public override func hashCode() throws -> Int32 {
        try checkForComodification()
        var h: Int32 = 1
        for e in elements { h = h &* 31 &+ (try javaHashCode(e)) }
        return h
    }

    // The Deque surface (ArrayDeque, LinkedList).
    public func addFirst(_ e: E) throws { try insert(CollectionOfOne(e), at: window.lowerBound) }
    public func addLast(_ e: E) throws { try insert(CollectionOfOne(e), at: window.upperBound) }
    @discardableResult public func offerFirst(_ e: E) throws -> Bool { try addFirst(e); return true }
    @discardableResult public func offerLast(_ e: E) throws -> Bool { try addLast(e); return true }
    public func peekFirst() -> E { elements.first ?? nil }
    public func peekLast() -> E { elements.last ?? nil }
    public func pollFirst() throws -> E { elementCount == 0 ? nil : try remove(at: 0) }
    public func pollLast() throws -> E { elementCount == 0 ? nil : try remove(at: Int32(elementCount - 1)) }
    public func getFirst() throws -> E {
        guard let e = elements.first else { throw NoSuchElementException() }
        return e
    }
    public func getLast() throws -> E {
        guard let e = elements.last else { throw NoSuchElementException() }
        return e
    }
    @discardableResult public func removeFirst() throws -> E {
        guard elementCount > 0 else { throw NoSuchElementException() }
        return try remove(at: 0)
    }
    @discardableResult public func removeLast() throws -> E {
        guard elementCount > 0 else { throw NoSuchElementException() }
        return try remove(at: Int32(elementCount - 1))
    }
    public override func poll() throws -> E { try pollFirst() }
    public override func peek() throws -> E { peekFirst() }
    /// `Deque.push` (at the head); `JavaStack` overrides it with `Stack.push` (at the end).
    open func push(_ e: E) throws { try addFirst(e) }
    /// `Deque.pop`; `JavaStack` overrides it.
    @discardableResult open func pop() throws -> E { try removeFirst() }
    public func descendingIterator() -> JavaIterator<E>? { JavaIterator(elements: elements.reversed(), remove: nil) }

    /// `Deque.removeFirstOccurrence(o)`: `remove(Object)`.
    @discardableResult public func removeFirstOccurrence(_ o: Any?) throws -> Bool { try remove(element: o) }

    @discardableResult public func removeLastOccurrence(_ o: Any?) throws -> Bool {
        guard let i = try elements.lastIndex(where: { try javaEquals(o, $0) }) else { return false }
        try checkStructural()
        box.elements.remove(at: i)
        didResize(by: -1)
        return true
    }

    /// `listIterator()` and `listIterator(index)`: works on the list itself, so `set`, `add` and `remove`
    /// change it at the cursor.
    public func listIterator(_ index: Int32 = 0) throws -> JavaListIterator<E>? {
        guard index >= 0, Int(index) <= elementCount else { throw IndexOutOfBoundsException("Index: \(index), Size: \(elementCount)") }
        try checkForComodification()
        return JavaListIterator(self, Int(index))
    }

    // The legacy `Vector` surface.
    public func firstElement() throws -> E {
        guard let e = elements.first else { throw NoSuchElementException() }
        return e
    }
    public func lastElement() throws -> E {
        guard let e = elements.last else { throw NoSuchElementException() }
        return e
    }
}

/// `subList(from, to)` (ArrayList's `SubList`): a view of a range of its parent's elements, sharing the
/// root's storage. Reads and writes go through to the root; adding or removing through the view moves its
/// end and its ancestors'. Any other structural change of the root makes the view's next use throw
/// `ConcurrentModificationException`, as Java's modCount check does. It keeps its parent's mutability:
/// a sub-list of `List.of` is unmodifiable, of `Arrays.asList` fixed-size.
final class JavaSubList<E: ExpressibleByNilLiteral>: JavaList<E>, @unchecked Sendable {
    let parent: JavaList<E>
    let offset: Int
    var length: Int
    var expectedModifications: Int

    init(_ parent: JavaList<E>, _ range: Range<Int>, mutability: Mutability) {
        self.parent = parent
        offset = parent.window.lowerBound + range.lowerBound
        length = range.count
        expectedModifications = (parent as? JavaSubList)?.expectedModifications ?? parent.box.modificationCount
        super.init(box: parent.box, mutability: mutability)
        isLinkedList = parent.isLinkedList
    }

    override var window: Range<Int> { offset..<offset + length }

    override func checkForComodification() throws {
        if box.modificationCount != expectedModifications { throw ConcurrentModificationException() }
    }

    override func didResize(by delta: Int) {
        length += delta
        expectedModifications = box.modificationCount
        parent.didResize(by: delta)
    }

    override func didRewrite() {}

    // `size()` and `toString()` cannot throw in Swift (they are called everywhere): on a stale view they end
    // the program as Java's uncaught ConcurrentModificationException would.
    override func size() -> Int32 {
        do { try checkForComodification() } catch { javaUncaught(error) }
        return Int32(length)
    }

    override func toString() -> String {
        do { try checkForComodification() } catch { javaUncaught(error) }
        return super.toString()
    }
}

/// `java.util.ListIterator` over a `JavaList` (ArrayList's `ListItr`): a cursor between elements, and the
/// index of the element last returned, which `set` and `remove` act on.
public final class JavaListIterator<E: ExpressibleByNilLiteral>: JavaIterator<E>, @unchecked Sendable {
    let list: JavaList<E>
    var cursor: Int
    var lastReturned = -1

    init(_ list: JavaList<E>, _ cursor: Int) {
        self.list = list
        self.cursor = cursor
        super.init(elements: [], remove: nil)
    }

    public override func hasNext() -> Bool { cursor < list.elementCount }

    public override func next() throws -> E {
        guard cursor < list.elementCount else { throw NoSuchElementException() }
        lastReturned = cursor
        cursor += 1
        return list.element(at: lastReturned)
    }

    override func nextElement() -> E {
        lastReturned = cursor
        cursor += 1
        return list.element(at: lastReturned)
    }

    public func hasPrevious() -> Bool { cursor > 0 }

    public func previous() throws -> E {
        guard cursor > 0 else { throw NoSuchElementException() }
        cursor -= 1
        lastReturned = cursor
        return list.element(at: cursor)
    }

    public func nextIndex() -> Int32 { Int32(cursor) }
    public func previousIndex() -> Int32 { Int32(cursor - 1) }

    public override func remove() throws {
        if list.mutability == .unmodifiable { throw UnsupportedOperationException() }
        guard lastReturned >= 0 else { throw IllegalStateException() }
        try list.remove(at: Int32(lastReturned))
        cursor = lastReturned
        lastReturned = -1
    }

    public func set(_ e: E) throws {
        if list.mutability == .unmodifiable { throw UnsupportedOperationException() }
        guard lastReturned >= 0 else { throw IllegalStateException() }
        try list.set(Int32(lastReturned), e)
    }

    public func add(_ e: E) throws {
        try list.add(Int32(cursor), e)
        cursor += 1
        lastReturned = -1
    }
}

/// `java.util.Stack`: a list whose `push`, `pop` and `peek` work at its end.
public final class JavaStack<E: ExpressibleByNilLiteral>: JavaList<E>, @unchecked Sendable {
    public override func push(_ e: E) throws { try add(e) }
    /// `Stack.push(item)` returns the item (`Deque.push` returns nothing).
    @discardableResult public func push(item e: E) throws -> E {
        try add(e)
        return e
    }
    @discardableResult public override func pop() throws -> E {
        guard !storage.isEmpty else { throw EmptyStackException() }
        return try remove(at: size() - 1)
    }
    public override func peek() throws -> E {
        guard let last = storage.last else { throw EmptyStackException() }
        return last
    }
    public func empty() -> Bool { storage.isEmpty }
    /// 1-based distance from the top, or -1.
    public func search(_ o: Any?) throws -> Int32 {
        guard let i = try storage.lastIndex(where: { try javaEquals(o, $0) }) else { return -1 }
        return Int32(storage.count - i)
    }
}

open class EmptyStackException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.EmptyStackException" }
}

/// Whether two references are the same: identical objects, or equal values for value-typed forms.
func javaSame(_ a: Any?, _ b: Any?) -> Bool {
    let a = javaFlatten(a), b = javaFlatten(b)
    guard let a, let b else { return a == nil && b == nil }
    if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return (try? javaEquals(a, b)) ?? false
}

/// `java.util.ArrayDeque`: the runtime's list with the Deque surface, except that it rejects null elements
/// (`NullPointerException`) and, not being a `List`, compares and hashes by identity.
public final class JavaArrayDeque<E: ExpressibleByNilLiteral>: JavaList<E>, @unchecked Sendable {
    public override init() { super.init() }

    /// Stored as a list, but no `java.util.List`.
    public override var javaCollectionKind: JavaCollectionKind { [.collection, .queue, .deque] }

    /// `new ArrayDeque<>(int numElements)`: any size is accepted (a capacity hint only).
    public override init(capacity: Int32) { super.init() }

    /// `new ArrayDeque<>(Collection)`: the elements in iteration order; a null one throws.
    public override init<F: ExpressibleByNilLiteral>(_ other: JavaCollection<F>?) throws {
        let elements = try javaElements(other, as: E.self)
        if elements.contains(where: { javaFlatten($0) == nil }) { throw NullPointerException() }
        super.init(elements: elements)
    }

    static func nonNull(_ e: E) throws -> E {
        if javaFlatten(e) == nil { throw NullPointerException() }
        return e
    }

    @discardableResult public override func add(_ e: E) throws -> Bool { try super.add(Self.nonNull(e)) }
    public override func addFirst(_ e: E) throws { try super.addFirst(Self.nonNull(e)) }
    public override func addLast(_ e: E) throws { try super.addLast(Self.nonNull(e)) }

    public override func equals(_ other: Any?) throws -> Bool { (other as AnyObject?) === self }
    public override func hashCode() throws -> Int32 { identityHashCode(self) }
}

/// The iteration of `for (T x : list)` when the body changes the list: `hasNext()` is "the cursor is not at
/// the end" and `next()` fails once the list was changed structurally. Swift's `for` cannot throw from its
/// iterator, so the iteration ends there and `finish()`, after the loop, throws Java's
/// `ConcurrentModificationException`. (Removing the second-to-last element ends Java's loop quietly: the
/// cursor is then at the end. So it does here.)
public final class JavaListIteration<E: ExpressibleByNilLiteral>: Sequence, IteratorProtocol {
    let list: JavaList<E>
    var cursor = 0
    let expectedModifications: Int
    var failed = false

    init(_ list: JavaList<E>) {
        self.list = list
        expectedModifications = list.box.modificationCount
        // A stale sub-list view: Java's `iterator()` fails at once.
        failed = (try? list.checkForComodification()) == nil
    }

    public func next() -> E? {
        let count = list.elementCount
        if failed || cursor == count || (list.isLinkedList && cursor > count) { return nil }
        if list.box.modificationCount != expectedModifications || cursor > count {
            failed = true
            return nil
        }
        cursor += 1
        return .some(list.element(at: cursor - 1))
    }

    public func finish() throws {
        if failed { throw ConcurrentModificationException() }
    }
}
