/// Byte-level pieces of `java.lang` and `java.util`: charsets, `System.arraycopy`, `Arrays.copyOfRange`,
/// `Integer.toHexString`. Java bytes are signed (`Int8`).
extension String {
    /// `String.getBytes(Charset)` for UTF-8, ISO-8859-1 and US-ASCII (unmappable characters become `?`,
    /// as Java's encoder does).
    public func javaGetBytes(charset: String) -> JavaArray<Int8> {
        switch charset {
        case "UTF-8":
            return JavaArray(utf8.map { Int8(bitPattern: $0) })
        default:
            let limit: UInt32 = charset == "US-ASCII" ? 0x7F : 0xFF
            // Java encodes per UTF-16 unit; a surrogate pair is one unmappable character, one `?`.
            return JavaArray(unicodeScalars.map { $0.value <= limit ? Int8(bitPattern: UInt8($0.value)) : Int8(UInt8(ascii: "?")) })
        }
    }

    /// `new String(byte[], Charset)`: invalid UTF-8 becomes U+FFFD as in Java.
    public init(javaBytes bytes: JavaArray<Int8>, charset: String) {
        self.init(decoding: bytes.storage[...], charset: charset)
    }

    /// `new String(byte[], int offset, int length, Charset)`: Java's bounds check and message first.
    public static func fromJavaBytes(_ bytes: JavaArray<Int8>?, _ offset: Int32, _ count: Int32, charset: String) throws -> String {
        guard let bytes else { throw NullPointerException() }
        guard offset >= 0, count >= 0, Int(offset) + Int(count) <= bytes.storage.count else {
            throw StringIndexOutOfBoundsException("offset \(offset), count \(count), length \(bytes.storage.count)")
        }
        return String(decoding: bytes.storage[Int(offset)..<Int(offset + count)], charset: charset)
    }

    init(decoding bytes: ArraySlice<Int8>, charset: String) {
        let raw = bytes.map { UInt8(bitPattern: $0) }
        switch charset {
        case "UTF-8":
            self = String(decoding: raw, as: UTF8.self)
        default:
            var s = String.UnicodeScalarView()
            for b in raw { s.append(Unicode.Scalar(charset == "US-ASCII" && b > 0x7F ? 0xFFFD : UInt32(b))!) }
            self = String(s)
        }
    }
}

extension System {
    /// `System.arraycopy` for arrays of the same element type; overlapping ranges copy as if through a
    /// temporary, and bad indexes throw `ArrayIndexOutOfBoundsException` before anything is copied.
    public static func arraycopy<E>(_ source: JavaArray<E>?, _ sourcePosition: Int32, _ destination: JavaArray<E>?,
                                    _ destinationPosition: Int32, _ length: Int32) throws {
        guard let source, let destination else { throw NullPointerException() }
        // HotSpot's messages name the array type: `int[5]`, `object array[5]`.
        let typeName: String
        switch E.self {
        case is Int32.Type: typeName = "int"
        case is Int64.Type: typeName = "long"
        case is Int16.Type: typeName = "short"
        case is Int8.Type: typeName = "byte"
        case is UInt16.Type: typeName = "char"
        case is Bool.Type: typeName = "boolean"
        case is Float.Type: typeName = "float"
        case is Double.Type: typeName = "double"
        default: typeName = "object array"
        }
        let sourceName = "\(typeName)[\(source.storage.count)]", destinationName = "\(typeName)[\(destination.storage.count)]"
        if sourcePosition < 0 { throw ArrayIndexOutOfBoundsException("arraycopy: source index \(sourcePosition) out of bounds for \(sourceName)") }
        if destinationPosition < 0 { throw ArrayIndexOutOfBoundsException("arraycopy: destination index \(destinationPosition) out of bounds for \(destinationName)") }
        if length < 0 { throw ArrayIndexOutOfBoundsException("arraycopy: length \(length) is negative") }
        if Int(sourcePosition) + Int(length) > source.storage.count {
            throw ArrayIndexOutOfBoundsException("arraycopy: last source index \(Int(sourcePosition) + Int(length)) out of bounds for \(sourceName)")
        }
        if Int(destinationPosition) + Int(length) > destination.storage.count {
            throw ArrayIndexOutOfBoundsException("arraycopy: last destination index \(Int(destinationPosition) + Int(length)) out of bounds for \(destinationName)")
        }
        let slice = Array(source.storage[Int(sourcePosition)..<Int(sourcePosition + length)])
        destination.storage.replaceSubrange(Int(destinationPosition)..<Int(destinationPosition + length), with: slice)
    }
}

extension JavaArrays {
    /// `Arrays.copyOfRange`: `to` may pass the end, padding with the element type's default value.
    public static func copyOfRange<E>(_ a: JavaArray<E>?, _ from: Int32, _ to: Int32, padding: E) throws -> JavaArray<E> {
        guard let a else { throw NullPointerException() }
        if from < 0 || Int(from) > a.storage.count { throw ArrayIndexOutOfBoundsException("Array index out of range: \(from)") }
        if from > to { throw IllegalArgumentException("\(from) > \(to)") }
        var result = Array(a.storage[Int(from)..<min(Int(to), a.storage.count)])
        while result.count < Int(to - from) { result.append(padding) }
        return JavaArray(result)
    }
}

extension JavaIntegerParsing {
    /// `Integer.toHexString`: the two's-complement bits, lowercase, no leading zeros.
    public static func toHexString(_ v: Int32) -> String { String(UInt32(bitPattern: v), radix: 16) }
    public static func toHexString(long v: Int64) -> String { String(UInt64(bitPattern: v), radix: 16) }
}
