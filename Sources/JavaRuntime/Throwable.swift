/// Java's `Throwable` as a Swift error, so translated `throw`/`catch` keep Java's class-based matching.
/// Translated exception classes subclass these and report their Java name for uncaught-exception output.
open class Throwable: Error, CustomStringConvertible, @unchecked Sendable {
    public let message: String?
    public let cause: Throwable?

    // Java's four constructors, each a designated initializer so translated subclasses can call any of them.
    public init() {
        message = nil
        cause = nil
    }

    public init(_ message: String?) {
        self.message = message
        cause = nil
    }

    public init(_ message: String?, _ cause: Throwable?) {
        self.message = message
        self.cause = cause
    }

    /// `Throwable(Throwable cause)`: the message is the cause's `toString()`.
    public init(_ cause: Throwable?) {
        message = cause?.toString()
        self.cause = cause
    }

    /// The Java class name, as `Throwable.toString()` prints it.
    open var javaClassName: String { "java.lang.Throwable" }

    open func getMessage() -> String? { message }
    public func getCause() -> Throwable? { cause }
    public func getLocalizedMessage() -> String? { getMessage() }

    open func toString() -> String {
        guard let message = getMessage() else { return javaClassName }
        return "\(javaClassName): \(message)"
    }

    public var description: String { toString() }
}

open class Exception: Throwable, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.Exception" }
}

open class RuntimeException: Exception, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.RuntimeException" }
}

open class Error_: Throwable, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.Error" }
}

open class ArithmeticException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.ArithmeticException" }
}

open class NullPointerException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.NullPointerException" }
}

open class IllegalArgumentException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.IllegalArgumentException" }
}

open class NumberFormatException: IllegalArgumentException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.NumberFormatException" }
}

open class IllegalStateException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.IllegalStateException" }
}

open class UnsupportedOperationException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.UnsupportedOperationException" }
}

open class IndexOutOfBoundsException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.IndexOutOfBoundsException" }
}

open class ArrayIndexOutOfBoundsException: IndexOutOfBoundsException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.ArrayIndexOutOfBoundsException" }
}

open class StringIndexOutOfBoundsException: IndexOutOfBoundsException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.StringIndexOutOfBoundsException" }
}

open class NegativeArraySizeException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.NegativeArraySizeException" }
}

open class ClassCastException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.ClassCastException" }
}

/// Java's reference cast: `null` passes, a mismatch throws `ClassCastException` (Swift's `as!` would trap).
public func javaCast<T>(_ value: Any?, to type: T.Type, _ target: String) throws -> T? {
    guard let value else { return nil }
    if let t = value as? T { return t }
    throw ClassCastException("class \(Swift.type(of: value)) cannot be cast to class \(target)")
}

open class IOException: Exception, @unchecked Sendable {
    open override var javaClassName: String { "java.io.IOException" }
}

open class EOFException: IOException, @unchecked Sendable {
    open override var javaClassName: String { "java.io.EOFException" }
}

open class UncheckedIOException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.io.UncheckedIOException" }
}

/// What a `catch` of a library exception without a Swift counterpart names: translated code never throws
/// it, so the clause is kept for the reader but does not run (the report lists it).
public final class UntranslatedThrowable: Throwable, @unchecked Sendable {}
