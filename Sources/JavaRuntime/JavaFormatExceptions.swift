// java.util's format exceptions, as java.util.Formatter throws them. Each keeps Java's constructor
// arguments and builds its message in `getMessage()` the way the JDK class does, so a translated program
// that constructs one itself (`new UnknownFormatConversionException("q")`) reads back Java's message.

/// `java.util.IllegalFormatException`: the superclass of every formatter error.
open class IllegalFormatException: IllegalArgumentException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatException" }
}

/// Not a Java class: the shared part of the exceptions Java builds from one string (a conversion, a
/// specifier or flags), which each names and quotes in its own way.
open class FormatDetailException: IllegalFormatException, @unchecked Sendable {
    let detail: String?
    public override init(_ detail: String?) {
        self.detail = detail
        super.init()
    }
}

/// Not a Java class: the shared part of the exceptions Java builds from one int (a precision, a width or a
/// code point).
open class FormatNumberException: IllegalFormatException, @unchecked Sendable {
    let number: Int32
    public init(_ number: Int32) {
        self.number = number
        super.init()
    }
}

/// A conversion character `Formatter` does not know (`%q`, a trailing `%`, `%tq`).
open class UnknownFormatConversionException: FormatDetailException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.UnknownFormatConversionException" }
    public func getConversion() -> String? { detail }
    open override func getMessage() -> String? { "Conversion = '\(javaStringOf(detail))'" }
}

/// An argument of the wrong type for its conversion (`%d` of a String). Java's constructor takes a
/// `Class`; the runtime keeps the class's Java name.
open class IllegalFormatConversionException: IllegalFormatException, @unchecked Sendable {
    let conversion: UInt16
    let argumentClassName: String
    public init(conversion: UInt16, argumentClassName: String) {
        self.conversion = conversion
        self.argumentClassName = argumentClassName
        super.init()
    }
    open override var javaClassName: String { "java.util.IllegalFormatConversionException" }
    public func getConversion() -> UInt16 { conversion }
    open override func getMessage() -> String? { "\(JavaString.valueOf(char: conversion)) != \(argumentClassName)" }
}

/// A specifier without an argument left for it; the message quotes the specifier.
open class MissingFormatArgumentException: FormatDetailException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.MissingFormatArgumentException" }
    public func getFormatSpecifier() -> String? { detail }
    open override func getMessage() -> String? { "Format specifier '\(javaStringOf(detail))'" }
}

/// A flag the conversion does not accept (`%#d`, `%,x`).
open class FormatFlagsConversionMismatchException: IllegalFormatException, @unchecked Sendable {
    let flags: String?
    let conversion: UInt16
    public init(_ flags: String?, _ conversion: UInt16) {
        self.flags = flags
        self.conversion = conversion
        super.init()
    }
    open override var javaClassName: String { "java.util.FormatFlagsConversionMismatchException" }
    public func getFlags() -> String? { flags }
    public func getConversion() -> UInt16 { conversion }
    open override func getMessage() -> String? { "Conversion = \(JavaString.valueOf(char: conversion)), Flags = \(javaStringOf(flags))" }
}

/// `-` or `0` without a width; the message is the specifier.
open class MissingFormatWidthException: FormatDetailException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.MissingFormatWidthException" }
    public func getFormatSpecifier() -> String? { detail }
    open override func getMessage() -> String? { detail }
}

/// A flag written twice (`%--5d`).
open class DuplicateFormatFlagsException: FormatDetailException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.DuplicateFormatFlagsException" }
    public func getFlags() -> String? { detail }
    open override func getMessage() -> String? { "Flags = '\(javaStringOf(detail))'" }
}

/// Flags that exclude each other (`%-05d`, `%+ d`) or that a text conversion does not take.
open class IllegalFormatFlagsException: FormatDetailException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatFlagsException" }
    public func getFlags() -> String? { detail }
    open override func getMessage() -> String? { "Flags = '\(javaStringOf(detail))'" }
}

/// A flag character Formatter does not know. (Formatter's own parser never throws it: its pattern only
/// accepts flag characters; Java programs may construct it.)
open class UnknownFormatFlagsException: FormatDetailException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.UnknownFormatFlagsException" }
    public func getFlags() -> String? { detail }
    open override func getMessage() -> String? { "Flags = \(javaStringOf(detail))" }
}

/// A precision the conversion does not take (`%.2d`) or one too large for an int.
open class IllegalFormatPrecisionException: FormatNumberException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatPrecisionException" }
    public func getPrecision() -> Int32 { number }
    open override func getMessage() -> String? { String(number) }
}

/// A width the conversion does not take (`%5n`) or one too large for an int.
open class IllegalFormatWidthException: FormatNumberException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatWidthException" }
    public func getWidth() -> Int32 { number }
    open override func getMessage() -> String? { String(number) }
}

/// `%c` of an int that is not a Unicode code point.
open class IllegalFormatCodePointException: FormatNumberException, @unchecked Sendable {
    open override var javaClassName: String { "java.util.IllegalFormatCodePointException" }
    public func getCodePoint() -> Int32 { number }
    // Java formats it with `%#x`: the int's two's-complement bits.
    open override func getMessage() -> String? { "Code point = 0x" + String(UInt32(bitPattern: number), radix: 16) }
}

/// An argument index of 0 (`%0$s`) or one too large for an int. Java's constructor is package-private.
open class IllegalFormatArgumentIndexException: IllegalFormatException, @unchecked Sendable {
    let index: Int32
    init(index: Int32) {
        self.index = index
        super.init()
    }
    open override var javaClassName: String { "java.util.IllegalFormatArgumentIndexException" }
    open override func getMessage() -> String? {
        index == Int32.min ? "Format argument index: (not representable as int)" : "Illegal format argument index = \(index)"
    }
}
