#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `java.lang.System`'s streams. Standard output goes through Swift's buffered `print`; standard error is
/// written unbuffered, as Java's `System.err` effectively is.
public enum System {
    public static let out = PrintStream(stream: .standardOutput)
    public static let err = PrintStream(stream: .standardError)

    /// Android's and Unix's line separator (Java reads it from the platform; iOS is Unix).
    public static func lineSeparator() -> String { "\n" }

    /// A monotonic clock in nanoseconds, for measuring elapsed time as Java's is (its origin is arbitrary).
    public static func nanoTime() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    }
}

public final class PrintStream: Sendable {
    public enum Stream: Sendable { case standardOutput, standardError }
    let stream: Stream

    init(stream: Stream) {
        self.stream = stream
    }

    func write(_ s: String) {
        switch stream {
        case .standardOutput: Swift.print(s, terminator: "")
        case .standardError: writeStandardError(s)
        }
    }

    public func print(_ s: String?) { write(JavaString.valueOf(s)) }
    public func print(_ v: Int32) { write(JavaString.valueOf(v)) }
    public func print(_ v: Int64) { write(JavaString.valueOf(v)) }
    public func print(_ v: Bool) { write(JavaString.valueOf(v)) }
    public func print(_ v: Double) { write(JavaString.valueOf(v)) }
    public func print(_ v: Float) { write(JavaString.valueOf(v)) }
    public func print(char c: UInt16) { write(JavaString.valueOf(char: c)) }
    public func print(_ o: JavaObject?) { write(JavaString.valueOf(o)) }

    public func println() { write("\n") }
    public func println(_ s: String?) { write(JavaString.valueOf(s) + "\n") }
    public func println(_ v: Int32) { write(JavaString.valueOf(v) + "\n") }
    public func println(_ v: Int64) { write(JavaString.valueOf(v) + "\n") }
    public func println(_ v: Bool) { write(JavaString.valueOf(v) + "\n") }
    public func println(_ v: Double) { write(JavaString.valueOf(v) + "\n") }
    public func println(_ v: Float) { write(JavaString.valueOf(v) + "\n") }
    public func println(char c: UInt16) { write(JavaString.valueOf(char: c) + "\n") }
    public func println(_ o: JavaObject?) { write(JavaString.valueOf(o) + "\n") }
    public func print(_ t: Throwable?) { write(JavaString.valueOf(t)) }
    public func println(_ t: Throwable?) { write(JavaString.valueOf(t) + "\n") }
}

/// Runs a translated `main`: an uncaught exception prints Java's line to stderr and exits with status 1.
public func runJavaMain(_ body: () throws -> Void) -> Never {
    installNullDereferenceHandler()
    do {
        try body()
        exit(0)
    } catch let t as Throwable {
        writeStandardError("Exception in thread \"main\" \(t.toString())\n")
        exit(1)
    } catch {
        writeStandardError("Exception in thread \"main\" \(error)\n")
        exit(1)
    }
}

func writeStandardError(_ s: String) {
    var bytes = Array(s.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
        if n <= 0 { break }
        offset += n
    }
}

/// `System.identityHashCode`: derived from the object's identity like Java's, so the values differ from
/// Java's (the report says so, J2S-SEM-002). 0 for null and for values without identity.
public func identityHashCode(_ object: Any?) -> Int32 {
    guard let object, type(of: object) is AnyClass else { return 0 }
    return Int32(truncatingIfNeeded: ObjectIdentifier(object as AnyObject).hashValue)
}

/// Set by `javaStop` before it stops the program on purpose, so the trap handler lets that trap stand.
nonisolated(unsafe) private var stoppingDeliberately = false

/// Stops the program where translated code cannot go on (an untranslated construct, a closure compared by
/// identity): unlike a nil dereference, this is not Java's NullPointerException.
public func javaStop(_ message: String) -> Never {
    stoppingDeliberately = true
    fflush(nil)  // what the program printed before the stop
    fatalError(message)
}

/// A nil force-unwrapped (`x!`) traps where Java throws NullPointerException. Outside a `catch` of it, Java
/// ends the program: it prints what was written so far, `Exception in thread "main"
/// java.lang.NullPointerException` on stderr (after Swift's own message, which names the position) and exits
/// with status 1 — so does the translation. Deliberate stops (`javaStop`) keep their trap.
func installNullDereferenceHandler() {
    let handler: @convention(c) (Int32) -> Void = { signalNumber in
        if stoppingDeliberately {
            signal(signalNumber, SIG_DFL)
            return  // the trapping instruction runs again, now with the default action
        }
        fflush(nil)
        let line = "Exception in thread \"main\" java.lang.NullPointerException\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        _exit(1)
    }
    signal(SIGILL, handler)
    signal(SIGTRAP, handler)
}

/// An exception out of a `toString()`, which Swift's `JavaObject.toString()` cannot throw: the program ends
/// as Java's does when nothing catches it.
public func javaUncaughtInToString(_ error: Error) -> Never { javaUncaught(error) }

/// An exception where Swift cannot throw one (`toString()`, a collection's `size()`): the program ends as
/// Java's does when nothing catches it.
func javaUncaught(_ error: Error) -> Never {
    fflush(nil)
    let description = (error as? Throwable)?.toString() ?? "\(error)"
    writeStandardError("Exception in thread \"main\" \(description)\n")
    exit(1)
}
