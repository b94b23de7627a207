/// More of `Comparator`'s default and static methods (the first ones are in JavaCollections.swift). A null
/// argument is rejected when the comparator is built, as Java's `Objects.requireNonNull` does.
extension JavaComparators {
    /// `thenComparing(keyExtractor)`: ties broken by the natural order of a key.
    public static func thenComparing<T, U>(_ c: @escaping (T, T) throws -> Int32, key: ((T) throws -> U)?) throws -> ((T, T) throws -> Int32)? {
        guard let key else { throw NullPointerException() }
        return { a, b in
            let first = try c(a, b)
            return first != 0 ? first : try javaCompare(key(a), key(b))
        }
    }

    /// `thenComparing(keyExtractor, keyComparator)`.
    public static func thenComparing<T, U>(_ c: @escaping (T, T) throws -> Int32, key: ((T) throws -> U)?, _ keyComparator: ((U, U) throws -> Int32)?) throws -> ((T, T) throws -> Int32)? {
        guard let key, let keyComparator else { throw NullPointerException() }
        return { a, b in
            let first = try c(a, b)
            return first != 0 ? first : try keyComparator(key(a), key(b))
        }
    }

    public static func thenComparingInt<T>(_ c: @escaping (T, T) throws -> Int32, _ key: ((T) throws -> Int32)?) throws -> ((T, T) throws -> Int32)? {
        try then(c, key) { JavaCharacter.compare($0, $1) }
    }

    public static func thenComparingLong<T>(_ c: @escaping (T, T) throws -> Int32, _ key: ((T) throws -> Int64)?) throws -> ((T, T) throws -> Int32)? {
        try then(c, key) { JavaCharacter.compare($0, $1) }
    }

    /// `thenComparingDouble`: `Double.compare` (-0.0 before 0.0, NaN last).
    public static func thenComparingDouble<T>(_ c: @escaping (T, T) throws -> Int32, _ key: ((T) throws -> Double)?) throws -> ((T, T) throws -> Int32)? {
        try then(c, key) { JavaMath.compare($0, $1) }
    }

    static func then<T, K>(_ c: @escaping (T, T) throws -> Int32, _ key: ((T) throws -> K)?, _ compare: @escaping (K, K) -> Int32) throws -> ((T, T) throws -> Int32)? {
        guard let key else { throw NullPointerException() }
        return { a, b in
            let first = try c(a, b)
            return first != 0 ? first : try compare(key(a), key(b))
        }
    }

    /// `Comparator.comparing(keyExtractor, keyComparator)`.
    public static func comparing<T, U>(key: ((T) throws -> U)?, _ keyComparator: ((U, U) throws -> Int32)?) throws -> ((T, T) throws -> Int32)? {
        guard let key, let keyComparator else { throw NullPointerException() }
        return { try keyComparator(key($0), key($1)) }
    }

    public static func comparingLong<T>(_ key: ((T) throws -> Int64)?) throws -> ((T, T) throws -> Int32)? {
        guard let key else { throw NullPointerException() }
        return { try JavaCharacter.compare(key($0), key($1)) }
    }

    /// `Comparator.comparingDouble`: `Double.compare` of the keys.
    public static func comparingDouble<T>(_ key: ((T) throws -> Double)?) throws -> ((T, T) throws -> Int32)? {
        guard let key else { throw NullPointerException() }
        return { try JavaMath.compare(key($0), key($1)) }
    }

    /// `Comparator.nullsFirst(c)`: null before everything; a null `c` treats all non-null values as equal.
    public static func nullsFirst<T>(_ c: ((T, T) throws -> Int32)?) -> ((T, T) throws -> Int32)? {
        nulls(first: true, c)
    }

    public static func nullsLast<T>(_ c: ((T, T) throws -> Int32)?) -> ((T, T) throws -> Int32)? {
        nulls(first: false, c)
    }

    static func nulls<T>(first: Bool, _ c: ((T, T) throws -> Int32)?) -> ((T, T) throws -> Int32)? {
        { a, b in
            switch (javaFlatten(a) == nil, javaFlatten(b) == nil) {
            case (true, true): return 0
            case (true, false): return first ? -1 : 1
            case (false, true): return first ? 1 : -1
            case (false, false): return try c?(a, b) ?? 0
            }
        }
    }

    /// `Map.Entry.comparingByKey()`: entries in their keys' natural order (a null entry throws).
    public static func comparingByKey<K, V>() -> ((JavaMapEntry<K, V>?, JavaMapEntry<K, V>?) throws -> Int32)? {
        { a, b in try javaCompare(javaNonNull(a).key, javaNonNull(b).key) }
    }

    /// `Map.Entry.comparingByValue()`: entries in their values' natural order.
    public static func comparingByValue<K, V>() -> ((JavaMapEntry<K, V>?, JavaMapEntry<K, V>?) throws -> Int32)? {
        { a, b in try javaCompare(javaNonNull(a).value, javaNonNull(b).value) }
    }

    /// `Map.Entry.comparingByKey(c)`.
    public static func comparingByKey<K, V>(_ c: ((K, K) throws -> Int32)?) throws -> ((JavaMapEntry<K, V>?, JavaMapEntry<K, V>?) throws -> Int32)? {
        guard let c else { throw NullPointerException() }
        return { a, b in try c(javaNonNull(a).key, javaNonNull(b).key) }
    }

    /// `Map.Entry.comparingByValue(c)`.
    public static func comparingByValue<K, V>(_ c: ((V, V) throws -> Int32)?) throws -> ((JavaMapEntry<K, V>?, JavaMapEntry<K, V>?) throws -> Int32)? {
        guard let c else { throw NullPointerException() }
        return { a, b in try c(javaNonNull(a).value, javaNonNull(b).value) }
    }

    /// `Collections.reverseOrder(c)`: a null `c` is the reverse of the natural order.
    public static func reverseOrder<T>(_ c: ((T, T) throws -> Int32)?) -> ((T, T) throws -> Int32)? {
        guard let c else { return reverseOrder() }
        return { try c($1, $0) }
    }
}
