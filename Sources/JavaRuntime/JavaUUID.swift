/// `java.util.UUID`: two signed 64-bit halves, parsed and printed as Java 17 does (`randomUUID` and
/// `nameUUIDFromBytes` are not mapped: java.util.rules).
public final class JavaUUID: JavaObject, JavaComparable, @unchecked Sendable {
    let mostSigBits: Int64
    let leastSigBits: Int64

    public init(_ mostSigBits: Int64, _ leastSigBits: Int64) {
        self.mostSigBits = mostSigBits
        self.leastSigBits = leastSigBits
    }

    /// `UUID.fromString`: five dash-separated hexadecimal fields, each parsed like `Long.parseLong(s, b, e, 16)`
    /// and truncated to its width, so "1-2-3-4-5" is accepted and a bad field throws `NumberFormatException`.
    public static func fromString(_ name: String?) throws -> JavaUUID? {
        guard let name else { throw NullPointerException() }
        let units = Array(name.utf16)
        if units.count > 36 { throw IllegalArgumentException("UUID string too large") }
        func dash(after start: Int) -> Int {
            guard start >= 0, start <= units.count else { return -1 }
            return units[start...].firstIndex(of: 0x2D) ?? -1
        }
        let dash1 = dash(after: 0), dash2 = dash(after: dash1 + 1), dash3 = dash(after: dash2 + 1)
        let dash4 = dash(after: dash3 + 1), dash5 = dash(after: dash4 + 1)
        if dash4 < 0 || dash5 >= 0 { throw IllegalArgumentException("Invalid UUID string: \(name)") }
        func field(_ from: Int, _ to: Int) throws -> Int64 { try parseHexLong(units, from, to) }
        var msb = try field(0, dash1) & 0xffff_ffff
        msb <<= 16
        msb |= try field(dash1 + 1, dash2) & 0xffff
        msb <<= 16
        msb |= try field(dash2 + 1, dash3) & 0xffff
        var lsb = try field(dash3 + 1, dash4) & 0xffff
        lsb <<= 48
        lsb |= try field(dash4 + 1, units.count) & 0xffff_ffff_ffff
        return JavaUUID(msb, lsb)
    }

    /// `Long.parseLong(CharSequence, begin, end, 16)` with its messages.
    static func parseHexLong(_ s: [UInt16], _ begin: Int, _ end: Int) throws -> Int64 {
        func failure(at i: Int) -> NumberFormatException {
            NumberFormatException("Error at index \(i - begin) in: \"\(String(decoding: s[begin..<end], as: UTF16.self))\"")
        }
        guard begin < end else { throw NumberFormatException("") }
        var i = begin
        var negative = false
        var limit = -Int64.max
        if s[i] < 0x30 {
            if s[i] == 0x2D {
                negative = true
                limit = Int64.min
            } else if s[i] != 0x2B {
                throw failure(at: i)
            }
            i += 1
            if i >= end { throw failure(at: i) }
        }
        let multmin = limit / 16
        var result: Int64 = 0
        while i < end {
            let digit = Int64(JavaCharacter.digit(Int32(s[i]), 16))
            if digit < 0 || result < multmin { throw failure(at: i) }
            result *= 16
            if result < limit + digit { throw failure(at: i) }
            result -= digit
            i += 1
        }
        return negative ? result : -result
    }

    public func getMostSignificantBits() -> Int64 { mostSigBits }
    public func getLeastSignificantBits() -> Int64 { leastSigBits }
    public func version() -> Int32 { Int32(truncatingIfNeeded: (mostSigBits >> 12) & 0x0f) }

    /// `variant()`: Java's branch-free formula over the top bits of the low half.
    public func variant() -> Int32 {
        let top = Int64(bitPattern: UInt64(bitPattern: leastSigBits) >> 62)
        let shifted = Int64(bitPattern: UInt64(bitPattern: leastSigBits) >> UInt64((64 - top) & 63))
        return Int32(truncatingIfNeeded: shifted & (leastSigBits >> 63))
    }

    /// `8-4-4-4-12` lowercase hexadecimal digits.
    public func toString() -> String {
        func hex(_ v: Int64, _ digits: Int) -> String {
            let s = String(UInt64(bitPattern: v), radix: 16)
            let kept = s.suffix(digits)
            return String(repeating: "0", count: digits - kept.count) + kept
        }
        return hex(mostSigBits >> 32, 8) + "-" + hex(mostSigBits >> 16, 4) + "-" + hex(mostSigBits, 4) + "-"
            + hex(leastSigBits >> 48, 4) + "-" + hex(leastSigBits, 12)
    }

    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaUUID else { return false }
        return mostSigBits == other.mostSigBits && leastSigBits == other.leastSigBits
    }

    public func hashCode() throws -> Int32 {
        let hilo = mostSigBits ^ leastSigBits
        return Int32(truncatingIfNeeded: hilo >> 32) ^ Int32(truncatingIfNeeded: hilo)
    }

    /// Signed comparison of the high halves, then the low ones (so not the order of the printed digits).
    public func compareTo(_ other: Any?) throws -> Int32 {
        let other: JavaUUID = try javaCompareToArgument(other, javaClass: "java.util.UUID")
        if mostSigBits != other.mostSigBits { return mostSigBits < other.mostSigBits ? -1 : 1 }
        return leastSigBits < other.leastSigBits ? -1 : (leastSigBits == other.leastSigBits ? 0 : 1)
    }
}
