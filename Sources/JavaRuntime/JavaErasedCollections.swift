/// The runtime's collections seen without their type arguments, for `o instanceof List<?> l` with an `Object`
/// operand: Swift cannot test a generic class without its type arguments (a `JavaList<Int32?>` is no
/// `JavaList<Any?>`), so a collection says which of Java's collection interfaces it implements and hands
/// over its elements.

/// The `java.util` collection interfaces a runtime collection implements.
public struct JavaCollectionKind: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let collection = JavaCollectionKind(rawValue: 1)
    public static let list = JavaCollectionKind(rawValue: 2)
    public static let set = JavaCollectionKind(rawValue: 4)
    public static let queue = JavaCollectionKind(rawValue: 8)
    public static let deque = JavaCollectionKind(rawValue: 16)
}

public protocol JavaErasedCollection: AnyObject {
    var javaCollectionKind: JavaCollectionKind { get }
    /// The elements in iteration order, each the Java reference (`nil` for null).
    func javaErasedElements() -> [Any?]
}

public protocol JavaErasedMap: AnyObject {
    /// The entries in iteration order, as an insertion-ordered `Map<Object, Object>`.
    func javaErasedCopy() -> JavaMap<Any?, Any?>
}

extension JavaCollection: JavaErasedCollection {
    public func javaErasedElements() -> [Any?] { map { javaFlatten($0) } }

    /// A sorted set's copy keeps its ordering, so lookups compare (and throw ClassCastException) as Java's do.
    func javaErasedSortedSetCopy() -> JavaSet<Any?>? {
        guard let sorted = self as? JavaTreeSet<E> else { return nil }
        let copy = JavaTreeSet<Any?>(javaErasedComparator(sorted.keys.comparator))
        for e in javaErasedElements() { _ = try? copy.add(e) }
        return copy
    }
}

/// A comparator of `K`s over `Any?` values: ClassCastException for a value of another type, as Java's cast.
func javaErasedComparator<K>(_ comparator: ((K, K) throws -> Int32)?) -> ((Any?, Any?) throws -> Int32)? {
    guard let comparator else { return nil }
    return { a, b in
        guard let x = a as? K, let y = b as? K else { throw ClassCastException("the value cannot be compared with the collection's comparator") }
        return try comparator(x, y)
    }
}

extension JavaMap: JavaErasedMap {
    public func javaErasedCopy() -> JavaMap<Any?, Any?> {
        let copy: JavaMap<Any?, Any?>
        if let sorted = self as? JavaTreeMap<K, V> {
            copy = JavaTreeMap<Any?, Any?>(javaErasedComparator(sorted.comparator))
        } else {
            copy = JavaLinkedHashMap<Any?, Any?>()
        }
        for e in orderedEntries() { _ = try? copy.put(javaFlatten(e.key), javaFlatten(e.value)) }
        return copy
    }
}

/// A sorted set's ordering-preserving copy (JavaCollection's `javaErasedSortedSetCopy`, reached without `E`).
protocol JavaCollectionSortedCopy { func javaErasedSortedCopy() -> JavaSet<Any?>? }
extension JavaCollection: JavaCollectionSortedCopy {
    func javaErasedSortedCopy() -> JavaSet<Any?>? { javaErasedSortedSetCopy() }
}

/// `o instanceof List` (raw or `List<?>`), and likewise `Set`, `Collection`, `Queue`, `Deque`.
public func javaIsCollection(_ value: Any?, _ kind: JavaCollectionKind) -> Bool {
    guard let c = javaFlatten(value) as? JavaErasedCollection else { return false }
    return c.javaCollectionKind.isSuperset(of: kind)
}

/// `o instanceof Map` (raw or `Map<?, ?>`).
public func javaIsMap(_ value: Any?) -> Bool { javaFlatten(value) is JavaErasedMap }

/// `o instanceof List<?> l`: binds the list itself when it holds `Object`s, else a copy of its elements (the
/// translator binds only variables the program reads, so the copy is not observable).
public func javaMatchErased(_ value: Any?, _ kind: JavaCollectionKind, into slot: inout JavaList<Any?>?) -> Bool {
    guard javaIsCollection(value, kind), let c = javaFlatten(value) as? JavaErasedCollection else { return false }
    slot = (c as? JavaList<Any?>) ?? JavaList<Any?>(elements: c.javaErasedElements())
    return true
}

/// `o instanceof Set<?> s`: the set itself, or an insertion-ordered copy.
public func javaMatchErased(_ value: Any?, _ kind: JavaCollectionKind, into slot: inout JavaSet<Any?>?) -> Bool {
    guard javaIsCollection(value, kind), let c = javaFlatten(value) as? JavaErasedCollection else { return false }
    if let same = c as? JavaSet<Any?> { slot = same; return true }
    if let sorted = (c as? JavaCollectionSortedCopy)?.javaErasedSortedCopy() { slot = sorted; return true }
    let copy = JavaLinkedHashSet<Any?>()
    for e in c.javaErasedElements() { _ = try? copy.add(e) }
    slot = copy
    return true
}

/// `o instanceof Collection<?> c`: the collection itself, or a copy of its elements.
public func javaMatchErased(_ value: Any?, _ kind: JavaCollectionKind, into slot: inout JavaCollection<Any?>?) -> Bool {
    guard javaIsCollection(value, kind), let c = javaFlatten(value) as? JavaErasedCollection else { return false }
    slot = (c as? JavaCollection<Any?>) ?? JavaList<Any?>(elements: c.javaErasedElements())
    return true
}

/// `o instanceof Map<?, ?> m`: the map itself, or an insertion-ordered copy of its entries.
public func javaMatchErased(_ value: Any?, into slot: inout JavaMap<Any?, Any?>?) -> Bool {
    guard let m = javaFlatten(value) as? JavaErasedMap else { return false }
    slot = (m as? JavaMap<Any?, Any?>) ?? m.javaErasedCopy()
    return true
}

/// `(List) o` (or `List<?>`) whose result the program only reads: the list itself when it holds `Object`s,
/// else a copy of its elements; ClassCastException as Java's cast when it is no list.
public func javaCastErased(_ value: Any?, _ kind: JavaCollectionKind, _ target: String) throws -> JavaList<Any?>? {
    guard let v = javaFlatten(value) else { return nil }
    var slot: JavaList<Any?>? = nil
    if javaMatchErased(v, kind, into: &slot) { return slot }
    throw ClassCastException("class \(type(of: v)) cannot be cast to class \(target)")
}

public func javaCastErased(_ value: Any?, _ kind: JavaCollectionKind, _ target: String) throws -> JavaSet<Any?>? {
    guard let v = javaFlatten(value) else { return nil }
    var slot: JavaSet<Any?>? = nil
    if javaMatchErased(v, kind, into: &slot) { return slot }
    throw ClassCastException("class \(type(of: v)) cannot be cast to class \(target)")
}

public func javaCastErased(_ value: Any?, _ kind: JavaCollectionKind, _ target: String) throws -> JavaCollection<Any?>? {
    guard let v = javaFlatten(value) else { return nil }
    var slot: JavaCollection<Any?>? = nil
    if javaMatchErased(v, kind, into: &slot) { return slot }
    throw ClassCastException("class \(type(of: v)) cannot be cast to class \(target)")
}

/// `(Map) o` whose result the program only reads: the map itself, or an insertion-ordered copy.
public func javaCastErased(_ value: Any?, _ target: String) throws -> JavaMap<Any?, Any?>? {
    guard let v = javaFlatten(value) else { return nil }
    var slot: JavaMap<Any?, Any?>? = nil
    if javaMatchErased(v, into: &slot) { return slot }
    throw ClassCastException("class \(type(of: v)) cannot be cast to class \(target)")
}
