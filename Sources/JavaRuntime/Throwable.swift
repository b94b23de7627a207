/// Java's `Throwable` as a Swift error, so translated `throw`/`catch` keep Java's class-based matching.
/// Translated exception classes subclass these and report their Java name for uncaught-exception output.
open class Throwable: Error, CustomStringConvertible, @unchecked Sendable {
    public let message: String?
    public private(set) var cause: Throwable?
    /// Whether the cause has been set (by a constructor taking one or by `initCause`); Java allows it once.
    public private(set) var causeIsSet: Bool

    // Java's four constructors, each a designated initializer so translated subclasses can call any of them.
    public init() {
        message = nil
        cause = nil
        causeIsSet = false
    }

    public init(_ message: String?) {
        self.message = message
        cause = nil
        causeIsSet = false
    }

    public init(_ message: String?, _ cause: Throwable?) {
        self.message = message
        self.cause = cause
        causeIsSet = true
    }

    /// `Throwable(Throwable cause)`: the message is the cause's `toString()`.
    public init(_ cause: Throwable?) {
        message = cause?.toString()
        self.cause = cause
        causeIsSet = true
    }

    /// `initCause(cause)`: once only, and never this exception itself (Java's checks, in Java's order).
    @discardableResult public func initCause(_ cause: Throwable?) throws -> Throwable? {
        if causeIsSet { throw IllegalStateException("Can't overwrite cause with \(cause?.toString() ?? "a null")", self) }
        if cause === self { throw IllegalArgumentException("Self-causation not permitted", self) }
        self.cause = cause
        causeIsSet = true
        return self
    }

    /// The Java class name, as `Throwable.toString()` prints it.
    open var javaClassName: String { "java.lang.Throwable" }

    open func getMessage() -> String? { message }
    open func getCause() -> Throwable? { cause }
    open func getLocalizedMessage() -> String? { getMessage() }

    open func toString() -> String {
        guard let message = getMessage() else { return javaClassName }
        return "\(javaClassName): \(message)"
    }

    public var description: String { toString() }

    /// Exceptions suppressed to deliver this one (try-with-resources), in the order they were added.
    public private(set) var suppressedExceptions: [Throwable] = []

    public func addSuppressed(_ exception: Throwable?) throws {
        guard let exception else { throw NullPointerException("Cannot suppress a null exception.") }
        guard exception !== self else { throw IllegalArgumentException("Self-suppression not permitted", exception) }
        suppressedExceptions.append(exception)
    }

    public func getSuppressed() -> JavaArray<Throwable?>? { JavaArray(suppressedExceptions.map { Optional($0) }) }
}

/// try-with-resources after its body threw `error`: closes the resource, and an exception from `close()`
/// joins `error`'s suppressed exceptions (JLS §14.20.3.1). Returns `error`, to be rethrown.
public func javaCloseAfterError(_ error: Swift.Error, _ close: () throws -> Void) -> Swift.Error {
    do {
        try close()
    } catch let closeError {
        if let primary = error as? Throwable, let secondary = closeError as? Throwable, primary !== secondary {
            try? primary.addSuppressed(secondary)
        }
    }
    return error
}

/// `java.lang.AutoCloseable` and `java.io.Closeable`: what try-with-resources closes. The program's classes
/// implementing them conform (a `close()` that cannot throw satisfies the requirement); a lambda becomes a
/// `JavaAutoCloseableLambda`.
public protocol JavaAutoCloseable: JavaObject {
    func close() throws
}

/// An `AutoCloseable` written as a lambda (`() -> System.out.println("closed")`).
public final class JavaAutoCloseableLambda: JavaAutoCloseable, @unchecked Sendable {
    let body: () throws -> Void
    public init(_ body: @escaping () throws -> Void) { self.body = body }
    public func close() throws { try body() }
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

open class AssertionError: Error_, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.AssertionError" }

    /// `AssertionError(Object detail)`: the message is the detail's string form.
    public convenience init(_ detail: Any?) { self.init(javaStringOf(detail)) }
}

open class ArithmeticException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.ArithmeticException" }
}

open class NullPointerException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.NullPointerException" }
}

/// A dereference or unboxing inside a try block that catches NullPointerException: nil throws it, as Java does,
/// where a plain `x!` would stop the program.
@inlinable public func javaNonNull<T>(_ value: T?) throws -> T {
    guard let value else { throw NullPointerException() }
    return value
}

open class IllegalArgumentException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.IllegalArgumentException" }
}

open class NumberFormatException: IllegalArgumentException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.NumberFormatException" }
}

/// Thrown by `Object.clone()` for a class that is not Cloneable (the translation copies only Cloneable ones, so a
/// program meets it only when its own code throws it).
open class CloneNotSupportedException: Exception, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.CloneNotSupportedException" }
}

open class IllegalStateException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.IllegalStateException" }
}

open class UnsupportedOperationException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.UnsupportedOperationException" }
}

open class IndexOutOfBoundsException: RuntimeException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.IndexOutOfBoundsException" }

    /// `new IndexOutOfBoundsException(int index)`.
    public convenience init(_ index: Int32) { self.init("Index out of range: \(index)") }
}

open class ArrayIndexOutOfBoundsException: IndexOutOfBoundsException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.ArrayIndexOutOfBoundsException" }

    /// `new ArrayIndexOutOfBoundsException(int index)`.
    public convenience init(_ index: Int32) { self.init("Array index out of range: \(index)") }
}

open class StringIndexOutOfBoundsException: IndexOutOfBoundsException, @unchecked Sendable {
    open override var javaClassName: String { "java.lang.StringIndexOutOfBoundsException" }

    /// `new StringIndexOutOfBoundsException(int index)`.
    public convenience init(_ index: Int32) { self.init("String index out of range: \(index)") }
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

/// `java.util.regex.PatternSyntaxException`: Java's message is the description with "near index N", the
/// pattern, and a caret under the index.
open class PatternSyntaxException: IllegalArgumentException, @unchecked Sendable {
    public let patternDescription: String?
    public let pattern: String?
    public let index: Int32

    public init(_ description: String?, _ pattern: String?, _ index: Int32) {
        patternDescription = description
        self.pattern = pattern
        self.index = index
        super.init(description)
    }

    open override var javaClassName: String { "java.util.regex.PatternSyntaxException" }

    public func getDescription() -> String? { patternDescription }
    public func getIndex() -> Int32 { index }
    public func getPattern() -> String? { pattern }

    open override func getMessage() -> String? {
        var text = JavaString.valueOf(patternDescription)
        if index >= 0 { text += " near index \(index)" }
        text += "\n" + JavaString.valueOf(pattern)
        if index >= 0, let pattern, Int(index) < pattern.utf16.count {
            // Java pads with spaces, keeping tabs so the caret lines up under a tab-indented pattern.
            let padding = pattern.utf16.prefix(Int(index)).map { $0 == 9 ? "\t" : " " }.joined()
            text += "\n" + padding + "^"
        }
        return text
    }
}
