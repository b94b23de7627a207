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

    /// `Arrays.sort` for integral arrays, `char` included (ascending; equal values are indistinguishable).
    public static func sort<T: FixedWidthInteger>(_ a: JavaArray<T>?) throws {
        guard let a else { throw NullPointerException() }
        a.storage.sort()
    }

    public static func fill<E>(_ a: JavaArray<E>?, _ value: E) throws {
        guard let a else { throw NullPointerException() }
        for i in a.storage.indices { a.storage[i] = value }
    }

    /// `Arrays.copyOf`: truncated or padded with the element type's default value.
    public static func copyOf<E>(_ a: JavaArray<E>?, _ length: Int32, padding: E) throws -> JavaArray<E> {
        guard let a else { throw NullPointerException() }
        if length < 0 { throw NegativeArraySizeException(String(length)) }
        let n = Int(length)
        var copy = Array(a.storage.prefix(n))
        if copy.count < n { copy += Array(repeating: padding, count: n - copy.count) }
        return JavaArray(copy)
    }
}

extension JavaMath {
    /// `Math.round(double)`: the nearest long, ties toward positive infinity, NaN is 0, saturating. Computed
    /// without `x + 0.5`, which rounds itself (0.49999999999999994, 2^52 + 1).
    public static func round(_ d: Double) -> Int64 {
        if d.isNaN { return 0 }
        let floor = d.rounded(.down)
        if floor == d { return JavaArithmetic.toLong(d) }
        return JavaArithmetic.toLong(d - floor >= 0.5 ? floor + 1 : floor)  // d - floor is exact here
    }

    /// `Math.round(float)`: as an int, the same way.
    public static func round(_ f: Float) -> Int32 {
        if f.isNaN { return 0 }
        let floor = f.rounded(.down)
        if floor == f { return JavaArithmetic.toInt(Double(f)) }
        return JavaArithmetic.toInt(Double(f - floor >= 0.5 ? floor + 1 : floor))
    }
}

/// The Java class of a value the runtime holds as a Swift value type: a String or a boxed primitive.
func javaLangClassName(of value: Any) -> String? {
    switch value {
    case is String: return "java.lang.String"
    case is Int32: return "java.lang.Integer"
    case is Int64: return "java.lang.Long"
    case is Int16: return "java.lang.Short"
    case is Int8: return "java.lang.Byte"
    case is Double: return "java.lang.Double"
    case is Float: return "java.lang.Float"
    case is Bool: return "java.lang.Boolean"
    case is UInt16: return "java.lang.Character"
    case is JavaPlainObject: return "java.lang.Object"
    default: return nil
    }
}
/// `Arrays.equals`, `hashCode`, the deep forms, `binarySearch`, the sorts and ranged `fill`. One generic form
/// serves the primitive and the reference overloads: `javaEquals`, `javaHashCode` and `javaCompare` already
/// treat each element as its Java class does (`double` by bits, `boolean` as 1231/1237, `char` as a number).
extension JavaArrays {
    /// Java's `rangeCheck` for the `(a, fromIndex, toIndex, …)` overloads.
    static func rangeCheck(_ length: Int, _ from: Int32, _ to: Int32) throws {
        if from > to { throw IllegalArgumentException("fromIndex(\(from)) > toIndex(\(to))") }
        if from < 0 { throw ArrayIndexOutOfBoundsException("Array index out of range: \(from)") }
        if Int(to) > length { throw ArrayIndexOutOfBoundsException("Array index out of range: \(to)") }
    }

    /// `Arrays.toString` for any element type (Java's `String.valueOf` of each element).
    public static func toString<E>(_ a: JavaArray<E>?) -> String { render(a) { javaStringOf($0) } }

    /// `Arrays.equals(a, b)`: both null, or the same length with equal elements.
    public static func equals<E, F>(_ a: JavaArray<E>?, _ b: JavaArray<F>?) throws -> Bool {
        if let a, let b {
            if a === b { return true }
            guard a.storage.count == b.storage.count else { return false }
            for (x, y) in zip(a.storage, b.storage) where try !javaEquals(x, y) { return false }
            return true
        }
        return a == nil && b == nil
    }

    /// `Arrays.hashCode(a)`: `31 * h + hash(e)` from 1; 0 for null.
    public static func hashCode<E>(_ a: JavaArray<E>?) throws -> Int32 {
        guard let a else { return 0 }
        var h: Int32 = 1
        for e in a.storage { h = h &* 31 &+ (try javaHashCode(e)) }
        return h
    }

    /// `Arrays.deepToString`: nested arrays printed in full; an array inside itself prints `[...]`.
    public static func deepToString<E>(_ a: JavaArray<E>?) -> String {
        guard let a else { return "null" }
        var seen: [ObjectIdentifier] = []
        return deepString(a, &seen)
    }

    static func deepString(_ a: any JavaArrayContents, _ seen: inout [ObjectIdentifier]) -> String {
        let elements = a.anyElements
        if elements.isEmpty { return "[]" }
        seen.append(ObjectIdentifier(a))
        defer { seen.removeLast() }
        return "[" + elements.map { e -> String in
            guard let inner = e as? any JavaArrayContents else { return javaStringOf(e) }
            return seen.contains(ObjectIdentifier(inner)) ? "[...]" : deepString(inner, &seen)
        }.joined(separator: ", ") + "]"
    }

    /// `Arrays.deepEquals`: nested reference arrays compared deeply, primitive arrays of one type by
    /// `Arrays.equals`, anything else (an `int[]` against a `long[]`) by `equals`.
    public static func deepEquals<E, F>(_ a: JavaArray<E>?, _ b: JavaArray<F>?) throws -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return try deepEqual(a, b)
    }

    static func deepEqual(_ a: any JavaArrayContents, _ b: any JavaArrayContents) throws -> Bool {
        if a === b { return true }
        let x = a.anyElements, y = b.anyElements
        guard x.count == y.count else { return false }
        for (e1, e2) in zip(x, y) {
            guard let e1 else {
                if e2 == nil { continue }
                return false
            }
            if let p = e1 as? any JavaArrayContents, let q = e2 as? any JavaArrayContents,
               p.holdsReferences && q.holdsReferences || p.elementType == q.elementType {
                if try !deepEqual(p, q) { return false }
            } else if try !javaEquals(e1, e2) {
                return false
            }
        }
        return true
    }

    /// `Arrays.deepHashCode`: nested arrays by their content.
    public static func deepHashCode<E>(_ a: JavaArray<E>?) throws -> Int32 {
        guard let a else { return 0 }
        return try deepHash(a)
    }

    static func deepHash(_ a: any JavaArrayContents) throws -> Int32 {
        var h: Int32 = 1
        for e in a.anyElements {
            let elementHash = try (e as? any JavaArrayContents).map { try deepHash($0) } ?? javaHashCode(e)
            h = h &* 31 &+ elementHash
        }
        return h
    }

    /// Java's binary search over indices `0..<count`: `compare(mid)` orders the element at `mid` against
    /// the key; the result is the key's index or `-(insertion point) - 1`.
    static func search(from: Int = 0, count: Int, _ compare: (Int) throws -> Int32) throws -> Int32 {
        var low = from, high = from + count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let c = try compare(mid)
            if c < 0 { low = mid + 1 } else if c > 0 { high = mid - 1 } else { return Int32(mid) }
        }
        return Int32(-(low + 1))
    }

    /// `Arrays.binarySearch(a, key)` for every element type (numbers by value, `double` by `Double.compare`,
    /// objects by `compareTo`).
    public static func binarySearch<E>(_ a: JavaArray<E>?, _ key: E) throws -> Int32 {
        guard let a else { throw NullPointerException() }
        return try binarySearch(a, 0, a.length, key)
    }

    public static func binarySearch<E>(_ a: JavaArray<E>?, _ from: Int32, _ to: Int32, _ key: E) throws -> Int32 {
        guard let a else { throw NullPointerException() }
        try rangeCheck(a.storage.count, from, to)
        let elements = a.storage
        return try search(from: Int(from), count: Int(to - from)) { try javaCompare(elements[$0], key) }
    }

    /// `Arrays.binarySearch(a, key, comparator)`: a null comparator is the natural order.
    public static func binarySearch<E>(_ a: JavaArray<E>?, _ key: E, _ comparator: ((E, E) throws -> Int32)?) throws -> Int32 {
        guard let a else { throw NullPointerException() }
        let elements = a.storage
        return try search(count: elements.count) { mid in
            if let comparator { return try comparator(elements[mid], key) }
            return try javaCompare(elements[mid], key)
        }
    }

    /// `Arrays.sort(double[])`: `Double.compare` order, -0.0 before 0.0 and NaN last (equal elements are
    /// indistinguishable, so stability does not matter).
    public static func sort(_ a: JavaArray<Double>?) throws {
        try sort(a, 0, a?.length ?? 0)
    }

    public static func sort(_ a: JavaArray<Double>?, _ from: Int32, _ to: Int32) throws {
        guard let a else { throw NullPointerException() }
        try rangeCheck(a.storage.count, from, to)
        a.storage[Int(from)..<Int(to)].sort { JavaMath.compare($0, $1) < 0 }
    }

    public static func sort(_ a: JavaArray<Float>?) throws {
        try sort(a, 0, a?.length ?? 0)
    }

    public static func sort(_ a: JavaArray<Float>?, _ from: Int32, _ to: Int32) throws {
        guard let a else { throw NullPointerException() }
        try rangeCheck(a.storage.count, from, to)
        a.storage[Int(from)..<Int(to)].sort { JavaMath.compare(Double($0), Double($1)) < 0 }
    }

    public static func sort<T: FixedWidthInteger>(_ a: JavaArray<T>?, _ from: Int32, _ to: Int32) throws {
        guard let a else { throw NullPointerException() }
        try rangeCheck(a.storage.count, from, to)
        a.storage[Int(from)..<Int(to)].sort()
    }

    /// `Arrays.sort(Object[])` and `sort(T[], Comparator)`: stable (Java's TimSort keeps equal elements in
    /// order), natural order for a null comparator.
    public static func sort<E>(_ a: JavaArray<E>?, _ comparator: ((E, E) throws -> Int32)? = nil) throws {
        try sort(a, 0, a?.length ?? 0, comparator)
    }

    public static func sort<E>(_ a: JavaArray<E>?, _ from: Int32, _ to: Int32, _ comparator: ((E, E) throws -> Int32)? = nil) throws {
        guard let a else { throw NullPointerException() }
        try rangeCheck(a.storage.count, from, to)
        var part = Array(a.storage[Int(from)..<Int(to)])
        try javaStableSort(&part, by: comparator ?? { try javaCompare($0, $1) })
        a.storage.replaceSubrange(Int(from)..<Int(to), with: part)
    }

    /// `Arrays.fill(a, fromIndex, toIndex, value)`.
    public static func fill<E>(_ a: JavaArray<E>?, _ from: Int32, _ to: Int32, _ value: E) throws {
        guard let a else { throw NullPointerException() }
        try rangeCheck(a.storage.count, from, to)
        for i in Int(from)..<Int(to) { a.storage[i] = value }
    }

    /// `Arrays.setAll(a, generator)`: each element from its index.
    public static func setAll<E>(_ a: JavaArray<E>?, _ generator: ((Int32) throws -> E)?) throws {
        guard let a, let generator else { throw NullPointerException() }
        for i in a.storage.indices { a.storage[i] = try generator(Int32(i)) }
    }
}

/// An array seen without its element type, for the deep operations.
protocol JavaArrayContents: AnyObject {
    var anyElements: [Any?] { get }
    /// An array of references (`Object[]` and its subtypes) rather than of a primitive.
    var holdsReferences: Bool { get }
    var elementType: ObjectIdentifier { get }
}

extension JavaArray: JavaArrayContents {
    var anyElements: [Any?] { storage.map { javaFlatten($0) } }
    var holdsReferences: Bool { Element.self is any OptionalFlattening.Type }
    var elementType: ObjectIdentifier { ObjectIdentifier(Element.self) }
}

extension JavaArrays {
    /// `Arrays.mismatch(a, b)`: the first index where the arrays differ, the shorter length when one is a
    /// prefix of the other, -1 when they are equal (elements compared as `Arrays.equals` does).
    public static func mismatch<E>(_ a: JavaArray<E>?, _ b: JavaArray<E>?) throws -> Int32 {
        guard let a, let b else { throw NullPointerException() }
        let n = Swift.min(a.storage.count, b.storage.count)
        for i in 0..<n where !(try javaEquals(a.storage[i], b.storage[i])) { return Int32(i) }
        return a.storage.count == b.storage.count ? -1 : Int32(n)
    }

    /// `Arrays.compare(a, b)`: null first, then the first mismatching elements by their natural order
    /// (`Integer.compare`, `Short.compare`, `Double.compare`, `compareTo`…), then the lengths' difference.
    public static func compare<E>(_ a: JavaArray<E>?, _ b: JavaArray<E>?) throws -> Int32 {
        if let a, let b, a === b { return 0 }
        guard let a, let b else { return a == nil ? (b == nil ? 0 : -1) : 1 }
        let i = try mismatch(a, b)
        if i >= 0 && Int(i) < Swift.min(a.storage.count, b.storage.count) {
            let x = a.storage[Int(i)], y = b.storage[Int(i)]
            return try javaCompare(x, y)
        }
        return Int32(a.storage.count) - Int32(b.storage.count)
    }
}
