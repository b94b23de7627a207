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

/// What translated classes inherit from `java.lang.Object` that Swift's classes lack.
public protocol JavaObject: AnyObject {
    func toString() -> String
}

extension JavaObject {
    /// Translated classes that do not override `toString()` print a class name (not Java's identity hash,
    /// which a program cannot rely on).
    public func toString() -> String { String(describing: type(of: self)) }
}

extension String {
    /// `length()`: UTF-16 code units.
    @inlinable public var javaLength: Int32 { Int32(utf16.count) }

    /// `charAt(i)`: the UTF-16 code unit at `i`.
    public func javaCharAt(_ i: Int32) throws -> UInt16 {
        let units = utf16
        guard i >= 0, Int(i) < units.count else {
            throw StringIndexOutOfBoundsException("index \(i), length \(units.count)")
        }
        return units[units.index(units.startIndex, offsetBy: Int(i))]
    }

    /// `equals`: Java compares UTF-16 code units, not canonical equivalence as Swift's `==` does.
    @inlinable public func javaEquals(_ other: String?) -> Bool {
        guard let other else { return false }
        return utf16.elementsEqual(other.utf16)
    }
}
