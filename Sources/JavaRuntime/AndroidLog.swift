/// `android.util.Log`: Android's `priority/tag: message` lines, written to standard error (logcat's place).
/// Returns the number of bytes written, like Android's methods.
public enum AndroidLog {
    @discardableResult
    static func write(_ priority: String, _ tag: String?, _ message: String?, _ error: Throwable?) -> Int32 {
        var line = "\(priority)/\(tag ?? "null"): \(message ?? "null")\n"
        if let error { line += error.toString() + "\n" }
        System.err.print(line)
        return Int32(truncatingIfNeeded: line.utf8.count)
    }

    @discardableResult public static func v(_ tag: String?, _ message: String?, _ error: Throwable? = nil) -> Int32 { write("V", tag, message, error) }
    @discardableResult public static func d(_ tag: String?, _ message: String?, _ error: Throwable? = nil) -> Int32 { write("D", tag, message, error) }
    @discardableResult public static func i(_ tag: String?, _ message: String?, _ error: Throwable? = nil) -> Int32 { write("I", tag, message, error) }
    @discardableResult public static func w(_ tag: String?, _ message: String?, _ error: Throwable? = nil) -> Int32 { write("W", tag, message, error) }
    @discardableResult public static func e(_ tag: String?, _ message: String?, _ error: Throwable? = nil) -> Int32 { write("E", tag, message, error) }
}
