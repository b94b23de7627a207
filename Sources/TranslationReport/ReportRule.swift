/// How bad a finding is. The exit status of `j2swift` follows the worst unsuppressed one.
public enum FindingSeverity: String, Sendable, Codable, CaseIterable, Comparable {
    /// Not translated: the generated Swift stops there at run time (`untranslated(…)`).
    case error
    /// Translated, but the Swift can behave differently from the Java.
    case warning
    /// Translated faithfully; a decision the reader should know about.
    case note

    var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// What a finding is about: the areas where hand-porting work concentrates.
public enum FindingCategory: String, Sendable, Codable, CaseIterable {
    case networking
    case concurrency
    case timers
    case reflection
    case serialization
    case dates
    case android
    case io
    case native
    case unresolved
    case semantics
    case language
    case library

    public var title: String {
        switch self {
        case .networking: "Networking"
        case .concurrency: "Threads and concurrency"
        case .timers: "Timers"
        case .reflection: "Reflection"
        case .serialization: "Serialization"
        case .dates: "Dates and times"
        case .android: "Android framework"
        case .io: "File and stream I/O"
        case .native: "Native code (JNI)"
        case .unresolved: "Unresolved symbols"
        case .semantics: "Java semantics Swift cannot keep"
        case .language: "Language features not translated yet"
        case .library: "Library calls without a mapping"
        }
    }
}

/// One entry of the catalogue: a stable id users can search for, suppress and link to.
public struct ReportRule: Sendable {
    /// `J2S-<AREA>-<NNN>`; never reused for another meaning.
    public var id: String
    public var category: FindingCategory
    public var severity: FindingSeverity
    /// One line: what was found.
    public var title: String
    /// Why j2swift does not translate it (or what changes when it does).
    public var explanation: String
    /// A short Java snippet that produces the finding.
    public var example: String
    /// What to write in Swift instead.
    public var replacement: String
}
