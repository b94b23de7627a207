/// String conversion as Java performs it for `+` and `print` (JLS §5.1.11).
public enum JavaString {
    @inlinable public static func valueOf(_ s: String?) -> String { s ?? "null" }
    @inlinable public static func valueOf(_ b: Bool) -> String { b ? "true" : "false" }
    @inlinable public static func valueOf(_ v: Int32) -> String { String(v) }
    @inlinable public static func valueOf(_ v: Int64) -> String { String(v) }
    @inlinable public static func valueOf(_ v: Int16) -> String { String(v) }
    @inlinable public static func valueOf(_ v: Int8) -> String { String(v) }
    /// A `char` is one UTF-16 code unit.
    @inlinable public static func valueOf(char c: UInt16) -> String { String(decoding: [c], as: UTF16.self) }
    /// `Double.toString`: Java 17's exact digits (see `JavaNumberFormatting`).
    public static func valueOf(_ v: Double) -> String { JavaNumberFormatting.doubleToString(v) }
    public static func valueOf(_ v: Float) -> String { JavaNumberFormatting.floatToString(v) }
    public static func valueOf(_ o: JavaObject?) -> String { o?.toString() ?? "null" }
    public static func valueOf(_ o: Throwable?) -> String { o?.toString() ?? "null" }
}

/// What translated classes inherit from `java.lang.Object` that Swift's classes lack. The three are
/// requirements, so collections reach a translated class's own `equals`/`hashCode`/`toString` at run time.
/// `equals` and `hashCode` may throw because Java's may (an unchecked exception in them reaches the caller
/// of `contains` or `put`).
public protocol JavaObject: AnyObject {
    func toString() -> String
    func equals(_ other: Any?) throws -> Bool
    func hashCode() throws -> Int32
}

extension JavaObject {
    /// Translated classes that do not override `toString()` print a class name (not Java's identity hash,
    /// which a program cannot rely on).
    public func toString() -> String { String(describing: type(of: self)) }
    /// `Object.equals`: identity.
    public func equals(_ other: Any?) throws -> Bool { (other as AnyObject?) === self }
    /// `Object.hashCode`: from identity (the values differ from Java's; the report says so, J2S-SEM-002).
    public func hashCode() throws -> Int32 { identityHashCode(self) }
}

extension String {
    /// `length()`: UTF-16 code units.
    @inlinable public var javaLength: Int32 { Int32(utf16.count) }

    /// `charAt(i)`: the UTF-16 code unit at `i`.
    public func javaCharAt(_ i: Int32) throws -> UInt16 {
        let units = utf16
        guard i >= 0, Int(i) < units.count else {
            // JDK 17 words it by the string's storage: Latin-1 strings say it the old way.
            let latin1 = units.allSatisfy { $0 < 256 }
            throw StringIndexOutOfBoundsException(latin1 ? "String index out of range: \(i)" : "index \(i), length \(units.count)")
        }
        return units[units.index(units.startIndex, offsetBy: Int(i))]
    }

    /// `equals`: Java compares UTF-16 code units, not canonical equivalence as Swift's `==` does.
    @inlinable public func javaEquals(_ other: String?) -> Bool {
        guard let other else { return false }
        return utf16.elementsEqual(other.utf16)
    }
}
