/// `EnumSet`'s factories that need every constant of the enum (a `TreeSet` of constants keeps their order,
/// as an `EnumSet` does): the translation passes the enum's `values()`.
extension JavaTreeSet {
    /// `EnumSet.allOf(E.class)`.
    public static func enumSet(all values: JavaArray<E>?) throws -> JavaTreeSet<E>? {
        let set = JavaTreeSet<E>()
        for e in values?.storage ?? [] { _ = try set.add(e) }
        return set
    }

    /// `EnumSet.complementOf(s)`: the constants not in `s`.
    public static func enumSet(complementOf other: JavaCollection<E>?, all values: JavaArray<E>?) throws -> JavaTreeSet<E>? {
        guard let other else { throw NullPointerException() }
        let set = JavaTreeSet<E>()
        for e in values?.storage ?? [] where try !other.contains(e) { _ = try set.add(e) }
        return set
    }

    /// `EnumSet.range(from, to)`: the constants from `from` to `to`, both included.
    public static func enumSet(range from: E, _ to: E, all values: JavaArray<E>?) throws -> JavaTreeSet<E>? {
        guard let low = javaFlatten(from) as? JavaEnum, let high = javaFlatten(to) as? JavaEnum else { throw NullPointerException() }
        if low.enumOrdinal > high.enumOrdinal { throw IllegalArgumentException("\(low.enumName) > \(high.enumName)") }
        let set = JavaTreeSet<E>()
        for e in values?.storage ?? [] {
            guard let constant = javaFlatten(e) as? JavaEnum, (low.enumOrdinal...high.enumOrdinal).contains(constant.enumOrdinal) else { continue }
            _ = try set.add(e)
        }
        return set
    }
}
