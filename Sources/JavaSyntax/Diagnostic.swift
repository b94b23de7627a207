/// A problem found in a source file, located by byte offset in the file's original text.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    /// Offset into the original bytes (what the user wrote, before Unicode-escape translation).
    public var offset: Int
    public var length: Int

    public init(_ severity: Severity, _ message: String, offset: Int, length: Int = 1) {
        self.severity = severity
        self.message = message
        self.offset = offset
        self.length = length
    }
}

/// Renders diagnostics the way compilers do, so editors and Xcode can jump to them:
/// `path:line:col: error: message`, then the source line and a caret.
public struct DiagnosticRenderer: Sendable {
    public var showExcerpt: Bool

    public init(showExcerpt: Bool = true) {
        self.showExcerpt = showExcerpt
    }

    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        if diagnostics.isEmpty { return "" }
        let converter = SourceLocationConverter(file)
        return diagnostics.map { render($0, path: file.path, converter: converter) }.joined()
    }

    /// One diagnostic, with a converter shared across a file's diagnostics.
    public func render(_ d: Diagnostic, path: String, converter: SourceLocationConverter) -> String {
        let (line, column) = converter.location(ofOriginalOffset: d.offset)
        var out = "\(path):\(line):\(column): \(d.severity.rawValue): \(d.message)\n"
        if showExcerpt {
            let text = Self.printable(converter.lineText(line))
            out += text + "\n"
            // The caret sits under the column; tabs are echoed so it lines up in a terminal.
            var pad = ""
            for (i, ch) in text.unicodeScalars.enumerated() where i < column - 1 {
                pad.unicodeScalars.append(ch == "\t" ? "\t" : " ")
            }
            out += pad + "^\n"
        }
        return out
    }

    /// Control characters and the replacement character for invalid UTF-8 would garble a terminal.
    static func printable(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                out.append("?")
            } else {
                out.append(scalar)
            }
        }
        let limited = String(out)
        // Minified or generated files can have enormous lines; the excerpt only needs the neighbourhood.
        return limited.unicodeScalars.count > 400 ? String(String.UnicodeScalarView(limited.unicodeScalars.prefix(400))) + "…" : limited
    }
}
