/// `java.util.StringJoiner`. `CharSequence` arguments arrive as `Any?` and are converted as
/// `String.valueOf` does (an added null is "null"; a null delimiter, prefix, suffix or empty value is
/// Java's `NullPointerException` with its message).
public final class JavaStringJoiner: JavaObject, @unchecked Sendable {
    let prefix: String
    let delimiter: String
    let suffix: String
    var elements: [String] = []
    var emptyValue: String?

    public convenience init(_ delimiter: Any?) throws {
        try self.init(delimiter, "", "")
    }

    public init(_ delimiter: Any?, _ prefix: Any?, _ suffix: Any?) throws {
        // Java checks in this order, so a program sees the prefix's message first.
        self.prefix = try Self.required(prefix, "The prefix must not be null")
        self.delimiter = try Self.required(delimiter, "The delimiter must not be null")
        self.suffix = try Self.required(suffix, "The suffix must not be null")
    }

    static func required(_ value: Any?, _ message: String) throws -> String {
        guard let value = javaFlatten(value) else { throw NullPointerException(message) }
        return javaStringOf(value)
    }

    @discardableResult public func add(_ element: Any?) -> JavaStringJoiner? {
        elements.append(javaStringOf(element))
        return self
    }

    /// What `toString()` shows when nothing was added (an added "" counts as an element).
    @discardableResult public func setEmptyValue(_ value: Any?) throws -> JavaStringJoiner? {
        emptyValue = try Self.required(value, "The empty value must not be null")
        return self
    }

    /// `merge(other)`: other's elements, joined with its delimiter, become one element here.
    @discardableResult public func merge(_ other: JavaStringJoiner?) throws -> JavaStringJoiner? {
        guard let other else { throw NullPointerException() }
        if other.elements.isEmpty { return self }
        return add(other.elements.joined(separator: other.delimiter))
    }

    public func toString() -> String {
        if elements.isEmpty, let emptyValue { return emptyValue }
        return prefix + elements.joined(separator: delimiter) + suffix
    }

    /// In UTF-16 code units, like every Java length.
    public func length() -> Int32 { Int32(toString().utf16.count) }
}
