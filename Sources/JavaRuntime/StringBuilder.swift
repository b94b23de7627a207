/// `java.lang.StringBuilder`: a mutable sequence of UTF-16 code units with reference semantics.
public final class StringBuilder: JavaObject, @unchecked Sendable {
    var units: [UInt16]

    public init() { units = [] }
    public init(_ s: String?) { units = Array(JavaString.valueOf(s).utf16) }
    public init(capacity: Int32) { units = [] }

    @discardableResult public func append(_ s: String?) -> StringBuilder { units += JavaString.valueOf(s).utf16; return self }
    @discardableResult public func append(_ v: Int32) -> StringBuilder { units += String(v).utf16; return self }
    @discardableResult public func append(_ v: Int64) -> StringBuilder { units += String(v).utf16; return self }
    @discardableResult public func append(_ v: Bool) -> StringBuilder { units += JavaString.valueOf(v).utf16; return self }
    @discardableResult public func append(_ v: Double) -> StringBuilder { units += JavaString.valueOf(v).utf16; return self }
    @discardableResult public func append(_ v: Float) -> StringBuilder { units += JavaString.valueOf(v).utf16; return self }
    @discardableResult public func append(char c: UInt16) -> StringBuilder { units.append(c); return self }
    @discardableResult public func append(_ o: JavaObject?) -> StringBuilder { units += JavaString.valueOf(o).utf16; return self }

    public func toString() -> String { String(decoding: units, as: UTF16.self) }
    public func length() -> Int32 { Int32(units.count) }

    public func charAt(_ i: Int32) throws -> UInt16 {
        guard i >= 0, Int(i) < units.count else { throw StringIndexOutOfBoundsException("index \(i), length \(units.count)") }
        return units[Int(i)]
    }

    public func setCharAt(_ i: Int32, _ c: UInt16) throws {
        guard i >= 0, Int(i) < units.count else { throw StringIndexOutOfBoundsException("index \(i), length \(units.count)") }
        units[Int(i)] = c
    }

    @discardableResult public func reverse() -> StringBuilder {
        // Java keeps surrogate pairs in order when reversing.
        var reversed: [UInt16] = []
        reversed.reserveCapacity(units.count)
        var i = units.count - 1
        while i >= 0 {
            let u = units[i]
            if i > 0, UTF16.isTrailSurrogate(u), UTF16.isLeadSurrogate(units[i - 1]) {
                reversed.append(units[i - 1])
                reversed.append(u)
                i -= 2
            } else {
                reversed.append(u)
                i -= 1
            }
        }
        units = reversed
        return self
    }

    public func setLength(_ n: Int32) throws {
        guard n >= 0 else { throw StringIndexOutOfBoundsException("length \(n)") }
        if Int(n) <= units.count { units.removeLast(units.count - Int(n)) } else { units += Array(repeating: 0, count: Int(n) - units.count) }
    }

    @discardableResult public func deleteCharAt(_ i: Int32) throws -> StringBuilder {
        guard i >= 0, Int(i) < units.count else { throw StringIndexOutOfBoundsException("index \(i), length \(units.count)") }
        units.remove(at: Int(i))
        return self
    }

    @discardableResult public func insert(_ offset: Int32, _ s: String?) throws -> StringBuilder {
        guard offset >= 0, Int(offset) <= units.count else { throw StringIndexOutOfBoundsException("offset \(offset), length \(units.count)") }
        units.insert(contentsOf: JavaString.valueOf(s).utf16, at: Int(offset))
        return self
    }
}

/// `java.lang.Math` members whose Swift spelling differs in behaviour.
public enum JavaMath {
    /// `Math.abs(Integer.MIN_VALUE)` is `MIN_VALUE` in Java; Swift's `abs` traps.
    @inlinable public static func abs<T: FixedWidthInteger & SignedInteger>(_ v: T) -> T { v < 0 ? 0 &- v : v }
    @inlinable public static func floorDiv<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws -> T {
        let q = try JavaArithmetic.divide(a, b)
        // Swift's `%` traps on MIN % -1; the overflow-reporting form gives Java's 0.
        let r = a.remainderReportingOverflow(dividingBy: b).partialValue
        return r != 0 && ((a < 0) != (b < 0)) ? q &- 1 : q
    }
    @inlinable public static func floorMod<T: FixedWidthInteger & SignedInteger>(_ a: T, _ b: T) throws -> T {
        let r = try JavaArithmetic.remainder(a, b)
        return r != 0 && ((r < 0) != (b < 0)) ? r &+ b : r
    }
}

/// `Integer.parseInt` and friends, with Java's accepted syntax and `NumberFormatException`.
public enum JavaIntegerParsing {
    public static func parseInt(_ s: String?, radix: Int32 = 10) throws -> Int32 {
        Int32(truncatingIfNeeded: try parse(s, radix: radix, min: Int64(Int32.min), max: Int64(Int32.max)))
    }

    public static func parseLong(_ s: String?, radix: Int32 = 10) throws -> Int64 {
        try parse(s, radix: radix, min: Int64.min, max: Int64.max)
    }

    static func parse(_ s: String?, radix: Int32, min: Int64, max: Int64) throws -> Int64 {
        guard let s else { throw NumberFormatException("Cannot parse null string") }
        if radix < 2 { throw NumberFormatException("radix \(radix) less than Character.MIN_RADIX") }
        if radix > 36 { throw NumberFormatException("radix \(radix) greater than Character.MAX_RADIX") }
        let units = Array(s.utf16)
        var i = 0
        var negative = false
        if let first = units.first, first == 45 || first == 43 { negative = first == 45; i = 1 }
        guard i < units.count else { throw NumberFormatException("For input string: \"\(s)\"" + (radix == 10 ? "" : " under radix \(radix)")) }
        var value: Int64 = 0
        let limit = negative ? min : -max
        while i < units.count {
            guard let d = digit(units[i], radix: Int64(radix)) else {
                throw NumberFormatException("For input string: \"\(s)\"" + (radix == 10 ? "" : " under radix \(radix)"))
            }
            // Accumulate negatively, as Java does, so MIN_VALUE parses without overflow.
            let (m, o1) = value.multipliedReportingOverflow(by: Int64(radix))
            let (n, o2) = m.subtractingReportingOverflow(d)
            if o1 || o2 || n < limit { throw NumberFormatException("For input string: \"\(s)\"" + (radix == 10 ? "" : " under radix \(radix)")) }
            value = n
            i += 1
        }
        return negative ? value : -value
    }

    static func digit(_ u: UInt16, radix: Int64) -> Int64? {
        var d: Int64
        switch u {
        case 48...57: d = Int64(u) - 48
        case 97...122: d = Int64(u) - 97 + 10
        case 65...90: d = Int64(u) - 65 + 10
        default: return nil
        }
        return d < radix ? d : nil
    }
}
