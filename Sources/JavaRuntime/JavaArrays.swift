/// `java.util.Arrays` members over `JavaArray`, printing elements as Java converts them to strings.
public enum JavaArrays {
    static func render<E>(_ a: JavaArray<E>?, _ element: (E) -> String) -> String {
        guard let a else { return "null" }
        return "[" + a.storage.map(element).joined(separator: ", ") + "]"
    }

    public static func toString(_ a: JavaArray<Int32>?) -> String { render(a) { String($0) } }
    public static func toString(_ a: JavaArray<Int64>?) -> String { render(a) { String($0) } }
    public static func toString(_ a: JavaArray<Int16>?) -> String { render(a) { String($0) } }
    public static func toString(_ a: JavaArray<Int8>?) -> String { render(a) { String($0) } }
    public static func toString(_ a: JavaArray<Bool>?) -> String { render(a) { JavaString.valueOf($0) } }
    public static func toString(_ a: JavaArray<Double>?) -> String { render(a) { JavaString.valueOf($0) } }
    public static func toString(_ a: JavaArray<Float>?) -> String { render(a) { JavaString.valueOf($0) } }
    public static func toString(chars a: JavaArray<UInt16>?) -> String { render(a) { JavaString.valueOf(char: $0) } }
    public static func toString(_ a: JavaArray<String?>?) -> String { render(a) { JavaString.valueOf($0) } }
    public static func toString<T: JavaObject>(_ a: JavaArray<T?>?) -> String { render(a) { JavaString.valueOf($0) } }

    /// `Arrays.sort` for integral arrays (ascending; floating arrays need Java's -0.0 and NaN order).
    public static func sort<T: FixedWidthInteger>(_ a: JavaArray<T>?) {
        guard let a else { fatalError("NullPointerException: Arrays.sort(null)") }
        a.storage.sort()
    }

    public static func sort(_ a: JavaArray<String?>?) {
        guard let a else { fatalError("NullPointerException: Arrays.sort(null)") }
        // Natural order of String is by UTF-16 code unit; a null element throws in Java.
        a.storage.sort { ($0 ?? "").javaCompareTo($1) < 0 }
    }

    public static func fill<E>(_ a: JavaArray<E>?, _ value: E) {
        guard let a else { fatalError("NullPointerException: Arrays.fill(null)") }
        for i in a.storage.indices { a.storage[i] = value }
    }

    /// `Arrays.copyOf`: truncated or padded with the element type's default value.
    public static func copyOf<E>(_ a: JavaArray<E>?, _ length: Int32, padding: E) throws -> JavaArray<E> {
        guard let a else { fatalError("NullPointerException: Arrays.copyOf(null)") }
        if length < 0 { throw NegativeArraySizeException(String(length)) }
        let n = Int(length)
        var copy = Array(a.storage.prefix(n))
        if copy.count < n { copy += Array(repeating: padding, count: n - copy.count) }
        return JavaArray(copy)
    }
}

extension JavaMath {
    /// `Math.round(double)`: floor(x + 0.5) as a long, NaN is 0, saturating (Java 7+ semantics).
    public static func round(_ d: Double) -> Int64 {
        if d.isNaN { return 0 }
        let r = (d + 0.5).rounded(.down)
        // Below 2^52 adding 0.5 is exact except at 0.49999999999999994, which Java rounds to 0.
        if d == 0.49999999999999994 { return 0 }
        return JavaArithmetic.toLong(r)
    }

    /// `Math.round(float)`: as an int.
    public static func round(_ f: Float) -> Int32 {
        if f.isNaN { return 0 }
        if f == 0.49999997 { return 0 }
        return JavaArithmetic.toInt(Double((f + 0.5).rounded(.down)))
    }
}

/// `getClass().getSimpleName()` for a translated object: the class's own name (no outer classes or arguments).
public func javaSimpleName(of value: Any) -> String? {
    let name = String(describing: type(of: value))
    return String(name.prefix { $0 != "<" })
}
