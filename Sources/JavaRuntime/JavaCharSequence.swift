/// `java.lang.CharSequence` members on a value typed as the interface (`Any?` in Swift): a `String` or a
/// `StringBuilder` answers as its own class does, with the same exceptions; any other object (a program class
/// implementing the interface) through its `toString()`.
public enum JavaCharSequence {
    public static func length(_ s: Any?) throws -> Int32 {
        switch javaFlatten(s) {
        case nil: throw NullPointerException()
        case let b as StringBuilder: return b.length()
        case let other: return javaStringOf(other).javaLength
        }
    }

    public static func charAt(_ s: Any?, _ index: Int32) throws -> UInt16 {
        switch javaFlatten(s) {
        case nil: throw NullPointerException()
        case let b as StringBuilder: return try b.charAt(index)
        case let other: return try javaStringOf(other).javaCharAt(index)
        }
    }

    public static func subSequence(_ s: Any?, _ start: Int32, _ end: Int32) throws -> String {
        switch javaFlatten(s) {
        case nil: throw NullPointerException()
        case let b as StringBuilder: return try b.substring(start, end)
        case let other: return try javaStringOf(other).javaSubstring(start, end)
        }
    }
}
