/// `Object`'s methods on values held as `Any?` (collection elements, `Object` variables): the Swift forms
/// of Java references are `String`, the primitives of boxed numbers, runtime and translated classes.

/// A generic element `E` that is itself an optional reaches `Any?` wrapped (`.some(Optional.none)`);
/// Java has one null, so every `Any?` entry point flattens first.
public func javaFlatten(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let o = value as? OptionalFlattening { return o.flattenedValue }
    return value
}

public protocol OptionalFlattening {
    var flattenedValue: Any? { get }
}

extension Optional: OptionalFlattening {
    public var flattenedValue: Any? {
        switch self {
        case .some(let wrapped): return javaFlatten(wrapped)
        case .none: return nil
        }
    }
}

/// An object the translation wraps around one of the program's to give it another Swift type (a `Listener<Object>`
/// used as a `Listener<? super String>`): Java has the one object, so `equals` and `hashCode` see through it.
public protocol JavaAdapter: AnyObject {
    var adaptedObject: Any { get }
}

/// `value` itself, or the object the adapters around it wrap.
public func javaUnadapted(_ value: Any?) -> Any? {
    var current = value
    for _ in 0..<16 {
        guard let adapter = current as? JavaAdapter else { return current }
        current = adapter.adaptedObject
    }
    return current
}

/// Java's `equals`: strings by UTF-16 units, boxed numbers by type and value (`Integer.valueOf(1).equals(1L)`
/// is false), objects by their `equals`.
public func javaEquals(_ a: Any?, _ b: Any?) throws -> Bool {
    let a = javaUnadapted(javaFlatten(a)), b = javaUnadapted(javaFlatten(b))
    switch (a, b) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let x as String, let y as String): return x.utf16.elementsEqual(y.utf16)
    case (let x as Int32, let y as Int32): return x == y
    case (let x as Int64, let y as Int64): return x == y
    case (let x as Int16, let y as Int16): return x == y
    case (let x as Int8, let y as Int8): return x == y
    case (let x as UInt16, let y as UInt16): return x == y
    case (let x as Bool, let y as Bool): return x == y
    // Double.equals compares bits: NaN equals NaN, 0.0 differs from -0.0.
    case (let x as Double, let y as Double): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
    case (let x as Float, let y as Float): return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
    case (let x as JavaObject, _): return try x.equals(b)
    case (let x as any JavaClassObject, _): return javaSameClassObject(x, b as? any JavaClassObject)
    // Identity only for class instances: with Foundation loaded, `as AnyObject` bridges value types to
    // shared NSNumber/NSString objects, and `Integer 1` would be identical to `Long 1`.
    case (let x?, let y?) where type(of: x) is AnyClass && type(of: y) is AnyClass: return (x as AnyObject) === (y as AnyObject)
    case (let x?, let y?) where isClosure(x) || isClosure(y):
        // Java compares lambdas by identity (`listeners.remove(l)`); Swift closures have none, and answering
        // false would quietly keep the listener.
        javaStop("j2swift: a lambda compared with equals (List.remove, contains, indexOf…): Swift closures have no identity; keep listeners in objects")
    default: return false
    }
}

private func isClosure(_ value: Any) -> Bool { "\(type(of: value))".contains(" -> ") }

/// Java's `hashCode` of a reference (0 for null), as `HashMap` and `Objects.hash` use it.
public func javaHashCode(_ value: Any?) throws -> Int32 {
    let value = javaUnadapted(javaFlatten(value))
    switch value {
    case nil: return 0
    case let s as String: return s.javaHashCode()
    case let v as Int32: return v
    case let v as Int64: return Int32(truncatingIfNeeded: v ^ Int64(bitPattern: UInt64(bitPattern: v) >> 32))
    case let v as Int16: return Int32(v)
    case let v as Int8: return Int32(v)
    case let v as UInt16: return Int32(v)
    case let v as Bool: return v ? 1231 : 1237
    case let v as Double:
        // `doubleToLongBits`: every NaN has one bit pattern.
        let bits = v.isNaN ? UInt64(0x7ff8_0000_0000_0000) : v.bitPattern
        return Int32(truncatingIfNeeded: bits ^ (bits >> 32))
    case let v as Float: return Int32(bitPattern: v.isNaN ? 0x7fc0_0000 : v.bitPattern)
    case let o as JavaObject: return try o.hashCode()
    case let c as any JavaClassObject: return c.hashCode()
    default: return identityHashCode(value)
    }
}

/// String conversion of a value held as `Any?` (JLS §5.1.11), as `print` and `+` perform it.
public func javaStringOf(_ value: Any?) -> String {
    let value = javaFlatten(value)
    switch value {
    case nil: return "null"
    case let s as String: return s
    case let v as Int32: return String(v)
    case let v as Int64: return String(v)
    case let v as Int16: return String(v)
    case let v as Int8: return String(v)
    case let v as UInt16: return JavaString.valueOf(char: v)
    case let v as Bool: return JavaString.valueOf(v)
    case let v as Double: return JavaString.valueOf(v)
    case let v as Float: return JavaString.valueOf(v)
    case let o as JavaObject: return o.toString()
    case let t as Throwable: return t.toString()
    case let o?: return String(describing: o)
    }
}

/// Java's natural ordering (`Comparable.compareTo`) of two values held as `Any?`: strings by UTF-16 unit,
/// numbers and chars by value, enums by ordinal, translated `Comparable` classes by their `compareTo`.
public func javaCompare(_ a: Any?, _ b: Any?) throws -> Int32 {
    let a = javaFlatten(a), b = javaFlatten(b)
    switch (a, b) {
    case (nil, _), (_, nil): throw NullPointerException("Cannot compare with null")
    case (let x as String, let y as String): return x.javaCompareTo(y)
    case (let x as Int32, let y as Int32): return x < y ? -1 : (x == y ? 0 : 1)
    case (let x as Int64, let y as Int64): return x < y ? -1 : (x == y ? 0 : 1)
    case (let x as Int16, let y as Int16): return Int32(x) - Int32(y)
    case (let x as Int8, let y as Int8): return Int32(x) - Int32(y)
    case (let x as UInt16, let y as UInt16): return Int32(x) - Int32(y)
    case (let x as Bool, let y as Bool): return x == y ? 0 : (x ? 1 : -1)
    case (let x as Double, let y as Double): return JavaMath.compare(x, y)
    case (let x as Float, let y as Float): return JavaMath.compare(Double(x), Double(y))
    case (let x as JavaEnum, let y as JavaEnum): return x.enumOrdinal - y.enumOrdinal
    case (let x as JavaComparable, _): return try x.compareTo(b)
    default: throw ClassCastException("class \(type(of: a!)) cannot be cast to class java.lang.Comparable")
    }
}

/// The argument of a runtime class's `compareTo(Object)`: null throws NullPointerException, a value of another
/// class ClassCastException worded as Java's.
func javaCompareToArgument<T>(_ other: Any?, javaClass: String) throws -> T {
    guard let value = javaFlatten(other) else { throw NullPointerException() }
    guard let typed = value as? T else {
        throw ClassCastException("class \(javaRuntimeClassName(value)) cannot be cast to class \(javaClass)")
    }
    return typed
}

/// The Java class name of a runtime value, as a `from(…)` or `compareTo` failure names it.
func javaRuntimeClassName(_ value: Any) -> String {
    switch value {
    case is JavaLocalDate: return "java.time.LocalDate"
    case is JavaLocalTime: return "java.time.LocalTime"
    case is JavaLocalDateTime: return "java.time.LocalDateTime"
    case is JavaDuration: return "java.time.Duration"
    case is JavaBigInteger: return "java.math.BigInteger"
    case is JavaBigDecimal: return "java.math.BigDecimal"
    case is JavaUUID: return "java.util.UUID"
    case is JavaPlainObject: return "java.lang.Object"
    default: return String(describing: type(of: value))
    }
}

/// Translated classes that implement `Comparable`: the bridge from an `Any?` argument to their `compareTo`.
public protocol JavaComparable {
    func compareTo(_ other: Any?) throws -> Int32
}

extension JavaMath {
    /// `Double.compare`: -0.0 before 0.0, NaN after everything and equal to itself.
    public static func compare(_ a: Double, _ b: Double) -> Int32 {
        if a < b { return -1 }
        if a > b { return 1 }
        let x = a.isNaN ? Int64(0x7ff8_0000_0000_0000) : Int64(bitPattern: a.bitPattern)
        let y = b.isNaN ? Int64(0x7ff8_0000_0000_0000) : Int64(bitPattern: b.bitPattern)
        return x == y ? 0 : (x < y ? -1 : 1)
    }
}

/// `java.lang.Record`: what translated records conform to (so `o instanceof Record` holds for them).
public protocol JavaRecord: JavaObject {}

/// A record's implicit `hashCode()` as `java.lang.runtime.ObjectMethods` computes it: `31 * h + hash(c)`
/// over the components in declaration order, starting from 0.
public func javaRecordHashCode(_ components: Any?...) throws -> Int32 {
    var h: Int32 = 0
    for c in components { h = h &* 31 &+ (try javaHashCode(c)) }
    return h
}

/// `value instanceof T v` (JLS §14.30.1): when `value` is a non-null `T`, binds it to `slot` and answers true.
@inlinable public func javaMatch<T>(_ value: Any?, into slot: inout T?) -> Bool {
    guard let v = javaFlatten(value) as? T else { return false }
    slot = v
    return true
}

/// An anonymous class of the program, whose simple name is empty (the translator marks them when the program
/// asks for simple names).
public protocol JavaAnonymousClass {}

/// `getClass().getSimpleName()`: a translated class's own name (no outer classes or type arguments), or the
/// box's Java name for a number.
public func javaSimpleName(of value: Any) -> String? {
    if value is JavaAnonymousClass { return "" }
    if let name = javaLangClassName(of: value) { return String(name.dropFirst("java.lang.".count)) }
    if let t = value as? Throwable { return String(t.javaClassName.split(whereSeparator: { $0 == "." || $0 == "$" }).last ?? "") }
    // The runtime's classes each stand for several Java classes (JavaList is ArrayList, LinkedList, Vector…),
    // and a closure is a lambda's or a method reference's: no Java name to give.
    if String(reflecting: type(of: value)).hasPrefix("JavaRuntime.") || isClosure(value) {
        javaStop("j2swift: not translated: getClass().getSimpleName() of a \(type(of: value)): its Java class is not known at run time")
    }
    let name = String(describing: type(of: value))
    return String(name.prefix { $0 != "<" })
}

/// `getClass().getName()` of an exception or a boxed value (the translator allows it only for these, whose
/// Java names the runtime knows).
public func javaClassName(of value: Any) -> String? {
    if let name = javaLangClassName(of: value) { return name }
    if let t = value as? Throwable { return t.javaClassName }
    return String(describing: type(of: value))
}

/// `a.getClass() == b.getClass()` (an `equals` written by an IDE): the same dynamic class. Boxed numbers
/// are Swift's number types, so `Integer` and `Long` differ as in Java.
public func javaSameClass(_ a: Any, _ b: Any) -> Bool {
    ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b))
}

/// `x instanceof Number`: boxed numbers are Swift's number types.
/// `(Number) o`: the boxes are Swift numbers, so the value stays `Any?`; ClassCastException for a non-number.
public func javaCastToNumber(_ value: Any?) throws -> Any? {
    guard let v = javaFlatten(value) else { return nil }
    if javaIsNumber(v) { return v }
    throw ClassCastException("class \(type(of: v)) cannot be cast to class java.lang.Number")
}

public func javaIsNumber(_ value: Any?) -> Bool {
    switch javaFlatten(value) {
    case is Int32, is Int64, is Int16, is Int8, is Double, is Float, is JavaBigInteger, is JavaBigDecimal: return true
    default: return false
    }
}

/// `o instanceof Number n`: binds the number as it is (a Swift number or a big number) when it is one.
public func javaMatchNumber(_ value: Any?, into variable: inout Any?) -> Bool {
    guard javaIsNumber(value) else { return false }
    variable = javaFlatten(value)
    return true
}

/// `x instanceof CharSequence`: the runtime's strings and string builders (the translator reports the test when a
/// class of the program implements the interface).
public func javaIsCharSequence(_ value: Any?) -> Bool {
    switch javaFlatten(value) {
    case is String, is StringBuilder: return true
    default: return false
    }
}

public func javaMatchCharSequence(_ value: Any?, into variable: inout Any?) -> Bool {
    guard javaIsCharSequence(value) else { return false }
    variable = javaFlatten(value)
    return true
}

/// `new Object()`: a plain object with identity and nothing else, as Java programs use one for a lock, a marker
/// or a sentinel. Its `equals` and `hashCode` are identity's; its `toString()` would print an identity hash that
/// a translation cannot reproduce, so the program stops there rather than print another text.
public final class JavaPlainObject: JavaObject, @unchecked Sendable {
    public init() {}

    public func toString() -> String {
        javaStop("j2swift: not translated: toString() of a new Object(): Java prints java.lang.Object@ and an identity hash")
    }
}
