/// `java.util.Collections`: the static helpers Android model code calls.
public enum JavaCollections {
    public static func sort<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?) throws {
        guard let list else { throw NullPointerException() }
        try list.sort(nil)
    }

    /// A read-only view: later changes to `list` show through it, as in Java.
    public static func unmodifiableList<E: ExpressibleByNilLiteral>(_ list: JavaList<E>?) throws -> JavaList<E>? {
        guard let list else { throw NullPointerException() }
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
