/// `String.format`, `formatted`, `PrintStream.printf`/`format`: java.util.Formatter, ported from the JDK 17
/// sources, in the root locale (what Java prints under the default `en`/`C` locales) or the one passed
/// (its separators and digits, JavaFormatLocale.swift).
///
/// Supported, with Java's output and Java's exceptions and messages:
/// - the syntax `%[index$][flags][width][.precision]conversion`, explicit (`%2$s`) and previous (`%<s`)
///   argument indices, and every check `Formatter` makes while parsing (the whole format string is checked
///   before anything is printed, as in Java);
/// - `%b %B %h %H %s %S` of any value (`%s` prints Java's `toString`, `%h` the hex of Java's `hashCode`),
///   with `-`, width and precision;
/// - `%c %C` of a char, or of a byte, short or int code point (supplementary ones as surrogate pairs);
/// - `%d %o %x %X` of byte, short, int and long with `-#+ 0,(`, negative `%o`/`%x` as the two's complement
///   of the argument's own width;
/// - `%e %E %f %g %G %a %A` of float and double (a float is widened to double first, as Java does): Java's
///   `Double.toString` digits rounded half up (`%.2f` of 0.125 is `0.13`), `%g` choosing scientific form below
///   10^-4 and from 10^precision, `%a` as `Double.toHexString`, with all their flags (see
///   JavaFormatterFloating.swift);
/// - `%n` and `%%`;
/// - `null` arguments (`null`, or `false` for `%b`), and an array (or null) passed as the arguments;
/// - `printf` printing the text before a failing argument, as Java's does.
/// The parsing, checks and non-floating conversions are in JavaFormatSpecifier.swift, the exceptions in
/// JavaFormatExceptions.swift.
///
/// `BigInteger` and `BigDecimal` arguments are formatted as Java does (JavaFormatterBig.swift).
/// Not supported: `Formattable`. The date/time conversions `%t`/`%T` are parsed and
/// checked like Java, print `null` for a null argument and reject the argument types Java rejects; an
/// actual date or time throws UnsupportedOperationException (not translated).
public enum JavaFormatter {
    /// `String.format(format, args...)` and `format.formatted(args...)`.
    public static func format(_ format: String?, _ args: Any?...) throws -> String {
        try self.format(format, argumentList: args)
    }

    /// `String.format(format, array)`: an array passed where the varargs are is the argument list (a null
    /// array makes every argument null, as in Java).
    public static func format<Element>(_ format: String?, arguments: JavaArray<Element>?) throws -> String {
        try self.format(format, argumentList: arguments.map { $0.storage.map { $0 as Any? } })
    }

    /// `String.format(format, (Object[]) null)` and `Object[]` arrays (`arguments: nil` has no element type
    /// to infer).
    public static func format(_ format: String?, arguments: JavaArray<Any?>?) throws -> String {
        try self.format(format, argumentList: arguments?.storage)
    }

    static func format(_ format: String?, argumentList: [Any?]?, conventions: LocaleConventions = .root) throws -> String {
        var out: [UInt16] = []
        try write(format, argumentList, conventions: conventions, to: &out)
        return String(decoding: out, as: UTF16.self)
    }

    /// Formats into `out` piece by piece, as Java appends to its destination: when an argument fails, the
    /// text before it is already in `out` (`printf` prints it before the exception propagates).
    static func write(_ format: String?, _ arguments: [Any?]?, conventions: LocaleConventions = .root, to out: inout [UInt16]) throws {
        guard let format else {
            throw NullPointerException("Cannot invoke \"String.length()\" because \"s\" is null")
        }
        let units = Array(format.utf16)
        let pieces = try FormatSpecifier.parse(units)
        // Java's bookkeeping: `last` is the argument the previous specifier used, `lastOrdinary` the last one
        // an index-less specifier took.
        var last = -1
        var lastOrdinary = -1
        func argument(_ index: Int, _ specifier: FormatSpecifier) throws -> Any? {
            guard let arguments else { return nil }
            guard index < arguments.count else { throw MissingFormatArgumentException(specifier.javaDescription) }
            return javaFlatten(arguments[index])
        }
        for piece in pieces {
            switch piece {
            case .text(let range):
                out += units[range]
            case .specifier(var specifier):
                specifier.conventions = conventions
                let value: Any?
                switch specifier.argument {
                case .none:
                    value = nil
                case .ordinary:
                    lastOrdinary += 1
                    last = lastOrdinary
                    value = try argument(last, specifier)
                case .previous:
                    guard last >= 0 else { throw MissingFormatArgumentException(specifier.javaDescription) }
                    value = try argument(last, specifier)
                case .explicit(let index):
                    last = index - 1
                    value = try argument(last, specifier)
                }
                out += try specifier.print(value).utf16
            }
        }
    }

    /// The Java class name `IllegalFormatConversionException` reports for an argument (translated classes:
    /// their simple name).
    static func javaClassName(of value: Any?) -> String {
        guard let value else { return "null" }
        if let t = value as? Throwable { return t.javaClassName }
        if value is JavaBigInteger { return "java.math.BigInteger" }
        if value is JavaBigDecimal { return "java.math.BigDecimal" }
        return javaLangClassName(of: value) ?? javaSimpleName(of: value) ?? "java.lang.Object"
    }
}

extension PrintStream {
    /// `printf` and `format`. Java writes each piece as it is formatted, so the text before a failing
    /// argument is printed before the exception propagates.
    @discardableResult
    public func printf(_ format: String?, _ args: Any?...) throws -> PrintStream? {
        try printFormatted(format, args)
    }

    /// `printf(format, array)`: the array is the argument list.
    @discardableResult
    public func printf<Element>(_ format: String?, arguments: JavaArray<Element>?) throws -> PrintStream? {
        try printFormatted(format, arguments.map { $0.storage.map { $0 as Any? } })
    }

    /// `printf(format, (Object[]) null)` and `Object[]` arrays.
    @discardableResult
    public func printf(_ format: String?, arguments: JavaArray<Any?>?) throws -> PrintStream? {
        try printFormatted(format, arguments?.storage)
    }

    /// `printf(locale, format, args...)` and `format(locale, …)`.
    @discardableResult
    public func printf(locale: JavaLocale?, _ format: String?, _ args: Any?...) throws -> PrintStream? {
        try printFormatted(format, args, conventions: LocaleConventions(locale))
    }

    @discardableResult
    public func printf<Element>(locale: JavaLocale?, _ format: String?, arguments: JavaArray<Element>?) throws -> PrintStream? {
        try printFormatted(format, arguments.map { $0.storage.map { $0 as Any? } }, conventions: LocaleConventions(locale))
    }

    @discardableResult
    public func printf(locale: JavaLocale?, _ format: String?, arguments: JavaArray<Any?>?) throws -> PrintStream? {
        try printFormatted(format, arguments?.storage, conventions: LocaleConventions(locale))
    }

    private func printFormatted(_ format: String?, _ arguments: [Any?]?, conventions: LocaleConventions = .root) throws -> PrintStream? {
        var out: [UInt16] = []
        defer { if !out.isEmpty { write(String(decoding: out, as: UTF16.self)) } }
        try JavaFormatter.write(format, arguments, conventions: conventions, to: &out)
        return self
    }
}

/// Formatter's flags. `uppercase` is set by an uppercase conversion (`%S`, `%X`), not written as a flag.
struct FormatFlags: OptionSet {
    let rawValue: Int
    static let leftJustify = FormatFlags(rawValue: 1 << 0)   // '-'
    static let uppercase = FormatFlags(rawValue: 1 << 1)     // '^' in messages
    static let alternate = FormatFlags(rawValue: 1 << 2)     // '#'
    static let plus = FormatFlags(rawValue: 1 << 3)          // '+'
    static let leadingSpace = FormatFlags(rawValue: 1 << 4)  // ' '
    static let zeroPad = FormatFlags(rawValue: 1 << 5)       // '0'
    static let group = FormatFlags(rawValue: 1 << 6)         // ','
    static let parentheses = FormatFlags(rawValue: 1 << 7)   // '('
    static let previous = FormatFlags(rawValue: 1 << 8)      // '<'

    /// In the order Java's `Flags.toString` lists them, which exception messages show.
    static let characters: [(FormatFlags, Character)] = [
        (.leftJustify, "-"), (.uppercase, "^"), (.alternate, "#"), (.plus, "+"), (.leadingSpace, " "),
        (.zeroPad, "0"), (.group, ","), (.parentheses, "("), (.previous, "<"),
    ]

    init(rawValue: Int) { self.rawValue = rawValue }

    /// The flag a character of the format string names; nil for other characters.
    init?(flagUnit unit: UInt16) {
        guard let entry = Self.characters.first(where: { $0.1 != "^" && $0.1.utf16.first == unit }) else { return nil }
        self = entry.0
    }

    /// Java's `Flags.toString()`.
    var javaDescription: String {
        String(Self.characters.filter { contains($0.0) }.map(\.1))
    }
}

/// One piece of a parsed format string: literal text (a range of its UTF-16 units) or a specifier.
enum FormatPiece {
    case text(Range<Int>)
    case specifier(FormatSpecifier)
}
