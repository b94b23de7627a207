/// `android.text.TextUtils`, as Android's implementation behaves. `CharSequence` arguments arrive as `Any?`
/// and are read as `String.valueOf` would (a `StringBuilder` by its contents).
public enum AndroidTextUtils {
    /// `isEmpty(s)`: null or of length 0.
    public static func isEmpty(_ s: Any?) -> Bool {
        guard let s = javaFlatten(s) else { return true }
        return javaStringOf(s).utf16.isEmpty
    }

    /// `equals(a, b)`: both null, or the same characters (a `String` and a `StringBuilder` can be equal).
    public static func equals(_ a: Any?, _ b: Any?) -> Bool {
        switch (javaFlatten(a), javaFlatten(b)) {
        case (nil, nil): return true
        case (let x?, let y?): return javaStringOf(x).utf16.elementsEqual(javaStringOf(y).utf16)
        default: return false
        }
    }

    /// `join(delimiter, tokens)`: each token as `StringBuilder.append` writes it (null is "null").
    public static func join<E>(_ delimiter: Any?, _ tokens: JavaArray<E>?) throws -> String? {
        guard let tokens else { throw NullPointerException() }
        return joined(delimiter, tokens.map { $0 as Any? })
    }

    /// `join(delimiter, iterable)`.
    public static func join(_ delimiter: Any?, iterable: Any?) throws -> String? {
        guard let iterable = javaFlatten(iterable) else { throw NullPointerException() }
        guard let sequence = iterable as? any Sequence else { throw ClassCastException("not an Iterable") }
        return joined(delimiter, sequence.map { $0 as Any? })
    }

    static func joined(_ delimiter: Any?, _ tokens: [Any?]) -> String {
        tokens.map { javaStringOf($0) }.joined(separator: javaStringOf(delimiter))
    }

    /// `split(text, expression)`: an empty text gives no strings; trailing empty strings are kept
    /// (`String.split(expression, -1)`).
    public static func split(_ text: String?, _ expression: String?) throws -> JavaArray<String?>? {
        guard let text else { throw NullPointerException() }
        if text.isEmpty { return JavaArray([]) }
        return try text.javaSplit(expression, -1)
    }

    /// `isDigitsOnly(s)`: every code point a Unicode decimal digit (true for "").
    public static func isDigitsOnly(_ s: Any?) throws -> Bool {
        guard let s = javaFlatten(s) else { throw NullPointerException() }
        return javaStringOf(s).unicodeScalars.allSatisfy { JavaCharacter.isDigit(codePoint: Int32($0.value)) }
    }

    /// `getTrimmedLength(s)`: the length without the characters up to U+0020 at both ends.
    public static func getTrimmedLength(_ s: Any?) throws -> Int32 {
        guard let s = javaFlatten(s) else { throw NullPointerException() }
        let units = Array(javaStringOf(s).utf16)
        var start = 0, end = units.count
        while start < end && units[start] <= 0x20 { start += 1 }
        while end > start && units[end - 1] <= 0x20 { end -= 1 }
        return Int32(end - start)
    }

    /// `htmlEncode(s)`: `<`, `>`, `&`, `'` and `"` as entities.
    public static func htmlEncode(_ s: String?) throws -> String? {
        guard let s else { throw NullPointerException() }
        var out = ""
        for c in s {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "'": out += "&#39;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
