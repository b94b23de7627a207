/// The base of translated Java enums: constants are singletons compared by identity, with a name and an
/// ordinal (`java.lang.Enum`).
open class JavaEnum: JavaObject, Hashable, @unchecked Sendable {
    public let enumName: String
    public let enumOrdinal: Int32

    public init(_ name: String, _ ordinal: Int32) {
        enumName = name
        enumOrdinal = ordinal
    }

    public final func name() -> String? { enumName }
    public final func ordinal() -> Int32 { enumOrdinal }
    open func toString() -> String { enumName }

    public final func compareTo(_ other: JavaEnum?) -> Int32 {
        guard let other else { fatalError("NullPointerException: compareTo(null)") }
        return enumOrdinal &- other.enumOrdinal
    }

    /// Constants are unique: equality is identity (also what `switch` matches with).
    public static func == (a: JavaEnum, b: JavaEnum) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `Enum.valueOf`: the constant named `name`, or Java's exceptions.
    public static func valueOf<E: JavaEnum>(_ all: [E], _ name: String?, enumClass: String) throws -> E? {
        guard let name else { throw NullPointerException("Name is null") }
        if let match = all.first(where: { $0.enumName == name }) { return match }
        throw IllegalArgumentException("No enum constant \(enumClass).\(name)")
    }
}
