/// `java.math.RoundingMode`. A `JavaEnum` like translated enums, so a `switch` over it, `name()`,
/// `ordinal()`, printing and enum-keyed collections work as on any Java enum. The ordinals are Java's and
/// equal the legacy `BigDecimal.ROUND_*` codes.
public final class JavaRoundingMode: JavaEnum, @unchecked Sendable {
    /// Non-optional constants for the runtime and Swift callers; translated code sees `UP`… (optional like
    /// every Java reference).
    public static let up = JavaRoundingMode("UP", 0)
    public static let down = JavaRoundingMode("DOWN", 1)
    public static let ceiling = JavaRoundingMode("CEILING", 2)
    public static let floor = JavaRoundingMode("FLOOR", 3)
    public static let halfUp = JavaRoundingMode("HALF_UP", 4)
    public static let halfDown = JavaRoundingMode("HALF_DOWN", 5)
    public static let halfEven = JavaRoundingMode("HALF_EVEN", 6)
    public static let unnecessary = JavaRoundingMode("UNNECESSARY", 7)
    public static let UP: JavaRoundingMode? = up
    public static let DOWN: JavaRoundingMode? = down
    public static let CEILING: JavaRoundingMode? = ceiling
    public static let FLOOR: JavaRoundingMode? = floor
    public static let HALF_UP: JavaRoundingMode? = halfUp
    public static let HALF_DOWN: JavaRoundingMode? = halfDown
    public static let HALF_EVEN: JavaRoundingMode? = halfEven
    public static let UNNECESSARY: JavaRoundingMode? = unnecessary
    private static let allValues = [up, down, ceiling, floor, halfUp, halfDown, halfEven, unnecessary]

    override init(_ enumName: String, _ enumOrdinal: Int32) {
        super.init(enumName, enumOrdinal)
    }

    public static func values() -> JavaArray<JavaRoundingMode?>? { JavaArray(allValues.map { Optional($0) }) }

    public static func valueOf(_ name: String?) throws -> JavaRoundingMode? {
        try JavaEnum.valueOf(allValues, name, enumClass: "java.math.RoundingMode")
    }

    /// `RoundingMode.valueOf(int)`: the mode of a legacy `BigDecimal.ROUND_*` code.
    public static func valueOf(_ code: Int32) throws -> JavaRoundingMode? {
        guard (0...7).contains(code) else { throw IllegalArgumentException("argument out of range") }
        return allValues[Int(code)]
    }

    /// The deprecated `int` rounding arguments of `BigDecimal`, with their message.
    static func legacy(_ code: Int32) throws -> JavaRoundingMode {
        guard (0...7).contains(code) else { throw IllegalArgumentException("Invalid rounding mode") }
        return allValues[Int(code)]
    }
}

/// `java.math.MathContext`: a precision in significant digits (0 means unlimited) and a rounding mode.
public final class JavaMathContext: JavaObject, CustomStringConvertible, @unchecked Sendable {
    public let precision: Int32
    public let roundingMode: JavaRoundingMode

    public static let unlimited = JavaMathContext(unchecked: 0, .halfUp)
    public static let decimal32 = JavaMathContext(unchecked: 7, .halfEven)
    public static let decimal64 = JavaMathContext(unchecked: 16, .halfEven)
    public static let decimal128 = JavaMathContext(unchecked: 34, .halfEven)
    public static let UNLIMITED: JavaMathContext? = unlimited
    public static let DECIMAL32: JavaMathContext? = decimal32
    public static let DECIMAL64: JavaMathContext? = decimal64
    public static let DECIMAL128: JavaMathContext? = decimal128

    private init(unchecked precision: Int32, _ roundingMode: JavaRoundingMode) {
        self.precision = precision
        self.roundingMode = roundingMode
    }

    public convenience init(_ precision: Int32) throws {
        try self.init(precision, .halfUp)
    }

    public convenience init(_ precision: Int32, _ roundingMode: JavaRoundingMode?) throws {
        if precision < 0 { throw IllegalArgumentException("Digits < 0") }
        guard let roundingMode else { throw NullPointerException("null RoundingMode") }
        self.init(unchecked: precision, roundingMode)
    }

    public func getPrecision() -> Int32 { precision }
    public func getRoundingMode() -> JavaRoundingMode? { roundingMode }

    public func toString() -> String { "precision=\(precision) roundingMode=\(roundingMode.enumName)" }
    public var description: String { toString() }

    public func equals(_ other: Any?) throws -> Bool {
        guard let other = javaFlatten(other) as? JavaMathContext else { return false }
        return precision == other.precision && roundingMode === other.roundingMode
    }

    /// Java adds the mode's identity hash; the ordinal stands in for it (the same within a run, as Java's is).
    public func hashCode() throws -> Int32 { roundingMode.enumOrdinal &+ (precision << 2) }
}
