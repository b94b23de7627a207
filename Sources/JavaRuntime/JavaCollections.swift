/// `java.util.Collections`: the static helpers Android model code calls.
public enum JavaCollections {
    public static func sort<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?) throws {
        guard let list else { throw NullPointerException() }
        try list.sort(nil)
    }

    public static func sort<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ comparator: ((E, E) throws -> Int32)?) throws {
        guard let list else { throw NullPointerException() }
        try list.sort(comparator)
    }

    /// A read-only view: later changes to `list` show through it, as in Java.
    public static func unmodifiableList<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?) throws -> JavaList<E>? {
        guard let list else { throw NullPointerException() }
        // Of a sub-list view, a read-only view of the same range.
        if list is JavaSubList<E> { return JavaSubList(list, 0..<list.elementCount, mutability: .unmodifiable) }
        return JavaList(sharing: list, mutability: .unmodifiable)
    }

    public static func reverse<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?) throws {
        guard let list else { throw NullPointerException() }
        if list.mutability == .unmodifiable { throw UnsupportedOperationException() }
        list.storage.reverse()
    }

    public static func swap<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?, _ i: Int32, _ j: Int32) throws {
        guard let list else { throw NullPointerException() }
        let x = try list.get(i)
        try list.set(i, try list.set(j, x))
    }

    public static func max<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?) throws -> E {
        guard let c else { throw NullPointerException() }
        var it = c.makeIterator()
        guard var best = it.next() else { throw NoSuchElementException() }
        while let e = it.next() {
            if try javaCompare(e, best) > 0 { best = e }
        }
        return best
    }

    public static func min<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?) throws -> E {
        guard let c else { throw NullPointerException() }
        var it = c.makeIterator()
        guard var best = it.next() else { throw NoSuchElementException() }
        while let e = it.next() {
            if try javaCompare(e, best) < 0 { best = e }
        }
        return best
    }

    public static func frequency<E: ExpressibleByNilLiteral>(_ c: JavaCollection<E>?, _ o: Any?) throws -> Int32 {
        guard let c else { throw NullPointerException() }
        var n: Int32 = 0
        for e in c where try javaEquals(o, e) { n += 1 }
        return n
    }
}

/// `Comparator`'s default and static methods on comparators as Swift closures.
public enum JavaComparators {
    public static func reversed<T>(_ c: @escaping (T, T) throws -> Int32) -> ((T, T) throws -> Int32)? {
        { try c($1, $0) }
    }

    /// Like Java, a null argument throws when the comparator is built, not when it is used.
    public static func thenComparing<T>(_ c: @escaping (T, T) throws -> Int32, _ other: ((T, T) throws -> Int32)?) throws -> ((T, T) throws -> Int32)? {
        guard let other else { throw NullPointerException() }
        return { a, b in
            let first = try c(a, b)
            return first != 0 ? first : try other(a, b)
        }
    }

    public static func naturalOrder<T>() -> ((T, T) throws -> Int32)? { { try javaCompare($0, $1) } }
    public static func reverseOrder<T>() -> ((T, T) throws -> Int32)? { { try javaCompare($1, $0) } }

    /// `Comparator.comparing(keyExtractor)`: natural order of the keys.
    public static func comparing<T, U>(_ key: ((T) throws -> U)?) throws -> ((T, T) throws -> Int32)? {
        guard let key else { throw NullPointerException() }
        return { try javaCompare(key($0), key($1)) }
    }

    public static func comparingInt<T>(_ key: ((T) throws -> Int32)?) throws -> ((T, T) throws -> Int32)? {
        guard let key else { throw NullPointerException() }
        return { a, b in
            let x = try key(a), y = try key(b)
            return x < y ? -1 : (x == y ? 0 : 1)
        }
    }
}
