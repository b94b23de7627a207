/// Every finding j2swift can report, in one place. `docs/report-rules.md` is rendered from this list by a
/// test, and mapping files refer to these ids when they mark a library element unavailable.
public enum RuleCatalogue {
    public static let rules: [ReportRule] = [
        // MARK: Networking
        ReportRule(
            id: "J2S-NET-001", category: .networking, severity: .error,
            title: "java.net socket or URL API",
            explanation: "Java's blocking sockets (`Socket`, `ServerSocket`, `InetSocketAddress`, `URL` streams) have no faithful Swift counterpart: Apple platforms do networking asynchronously, and a blocking read on the main thread would freeze the app. The code is kept in the output as a comment beside an `untranslated(…)` call.",
            example: "Socket socket = new Socket();\nsocket.connect(new InetSocketAddress(host, port), 5000);",
            replacement: "Network.framework's `NWConnection` (TCP/UDP, TLS) or `URLSessionStreamTask`; wrap the protocol in an actor."),
        ReportRule(
            id: "J2S-NET-002", category: .networking, severity: .error,
            title: "socket timeout",
            explanation: "`setSoTimeout` and `SocketTimeoutException` express read timeouts of a blocking socket in milliseconds. Swift networking reports timeouts through connection state or task errors, and Foundation counts seconds, so the logic has to be restated rather than translated.",
            example: "socket.setSoTimeout(30_000);\ntry { in.readFully(buf); } catch (SocketTimeoutException e) { ping(); }",
            replacement: "A `Task` with `try await Task.sleep(for: .seconds(30))` racing the receive, or `URLSessionConfiguration.timeoutIntervalForRequest` (seconds)."),
        ReportRule(
            id: "J2S-NET-003", category: .networking, severity: .error,
            title: "HttpURLConnection",
            explanation: "`HttpURLConnection`/`URLConnection` are synchronous and stream-based; the iOS equivalent is asynchronous and returns the whole response.",
            example: "HttpURLConnection c = (HttpURLConnection) new URL(u).openConnection();",
            replacement: "`let (data, response) = try await URLSession.shared.data(from: url)`."),
        // MARK: Threads and concurrency
        ReportRule(
            id: "J2S-THR-001", category: .concurrency, severity: .error,
            title: "thread",
            explanation: "`Thread` (and a `Runnable` started as one), `sleep`, `interrupt` and `join` are not translated: a translated thread would compile and then race on state Java code protects in ways Swift's checker cannot see. Swift's structured concurrency gives cancellation in place of interruption.",
            example: "Thread reader = new Thread(this::readLoop);\nreader.start();",
            replacement: "`Task { await readLoop() }` (cancel with `task.cancel()`), or `Thread`/`DispatchQueue` from Foundation with the shared state behind a `Mutex`."),
        ReportRule(
            id: "J2S-THR-002", category: .concurrency, severity: .warning,
            title: "synchronized",
            explanation: "A `synchronized` method or block is translated as its plain body: the translated program has no lock there. Single-threaded code behaves the same; code that really shares state across threads does not.",
            example: "synchronized (lock) { count++; }",
            replacement: "`Mutex` from the Synchronization module (`mutex.withLock { … }`), `NSLock`, or an `actor` owning the state."),
        ReportRule(
            id: "J2S-THR-003", category: .concurrency, severity: .warning,
            title: "volatile field",
            explanation: "A `volatile` field becomes an ordinary stored property; Swift has no visibility guarantee for it across threads.",
            example: "private volatile boolean running;",
            replacement: "`Atomic<Bool>` from the Synchronization module, or confine the state to an actor."),
        ReportRule(
            id: "J2S-THR-004", category: .concurrency, severity: .error,
            title: "wait/notify",
            explanation: "`Object.wait`, `notify` and `notifyAll` use the monitor every Java object has; Swift objects have none.",
            example: "synchronized (queue) { while (queue.isEmpty()) queue.wait(); }",
            replacement: "`NSCondition`, an `AsyncStream`, or a checked continuation resumed by the producer."),
        ReportRule(
            id: "J2S-THR-005", category: .concurrency, severity: .error,
            title: "java.util.concurrent",
            explanation: "Executors, futures, latches, concurrent collections, locks and atomics are not translated; their Swift counterparts have different shapes (async functions, task groups).",
            example: "ExecutorService pool = Executors.newFixedThreadPool(4);",
            replacement: "`async let`/`withTaskGroup`, `DispatchQueue`, `Mutex`/`Atomic` from the Synchronization module."),
        // MARK: Timers
        ReportRule(
            id: "J2S-TIM-001", category: .timers, severity: .error,
            title: "java.util.Timer",
            explanation: "`Timer`/`TimerTask` run the task on a background thread with delays in milliseconds. Foundation's `Timer` needs a run loop and counts seconds; the choice depends on the thread the code must run on.",
            example: "timer.scheduleAtFixedRate(new Beat(), 0, 1000);",
            replacement: "`Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true)` on the main run loop, or a `Task` looping over `Task.sleep(for: .milliseconds(1000))`."),
        ReportRule(
            id: "J2S-TIM-002", category: .timers, severity: .error,
            title: "Handler.postDelayed",
            explanation: "Android's `Handler` posts to a looper thread with a delay in milliseconds.",
            example: "handler.postDelayed(refresh, 500);",
            replacement: "`DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { … }`."),
        // MARK: Reflection
        ReportRule(
            id: "J2S-REF-001", category: .reflection, severity: .error,
            title: "reflection",
            explanation: "`Class.forName`, `getDeclaredMethods`, `Method.invoke`, `Field.set` and `java.lang.reflect` look members up by name at run time. Swift has no such lookup (its `Mirror` only reads stored properties).",
            example: "Object o = Class.forName(name).getDeclaredConstructor().newInstance();",
            replacement: "A protocol and an explicit registry of types or factories; `Mirror` for read-only inspection."),
        // MARK: Serialization
        ReportRule(
            id: "J2S-SER-001", category: .serialization, severity: .warning,
            title: "Serializable",
            explanation: "`implements Serializable` is dropped: Java's binary serialization format has no Swift reader or writer, and the class gets no serialization at all.",
            example: "public class Heart extends Observable implements Serializable { … }",
            replacement: "Conform the Swift type to `Codable` and encode with `JSONEncoder` or `PropertyListEncoder`."),
        ReportRule(
            id: "J2S-SER-002", category: .serialization, severity: .error,
            title: "object streams",
            explanation: "`ObjectOutputStream`/`ObjectInputStream` write and read Java's serialization format.",
            example: "new ObjectOutputStream(out).writeObject(profile);",
            replacement: "`try JSONEncoder().encode(profile)` with a `Codable` type."),
        ReportRule(
            id: "J2S-SER-003", category: .serialization, severity: .note,
            title: "serialVersionUID",
            explanation: "`serialVersionUID` is translated as an ordinary static constant; nothing in Swift reads it.",
            example: "private static final long serialVersionUID = 1L;",
            replacement: "Version `Codable` data with an explicit field or `CodingKeys`; delete the constant when porting by hand."),
        // MARK: Dates
        ReportRule(
            id: "J2S-DAT-001", category: .dates, severity: .error,
            title: "java.util.Date, Calendar, SimpleDateFormat",
            explanation: "The runtime ports `Date`, `Calendar`/`GregorianCalendar` (lenient fields, `add`, daylight time), `TimeZone` (offsets, names) and `SimpleDateFormat`/`DateFormat` (US English and root-locale text and styles, Java's parsing rules) with Java's results; `SimpleTimeZone`, the other locales' styles and the members the runtime lacks are not translated: a mechanical translation would be off by factors of 1000 (`Date` counts milliseconds), by one month (`Calendar` counts months from 0) or in pattern details (`SimpleDateFormat`'s letters differ from Unicode's). At run time, Calendar dates before the Gregorian cutover of 1582, week-based fields and other locales' text stop as not translated.",
            example: "TimeZone paris = new SimpleTimeZone(3_600_000, \"Europe/Paris\");",
            replacement: "Foundation's `Date` (seconds, `Double`), `Calendar`/`DateComponents` (months from 1), `Date.FormatStyle` or `DateFormatter`."),
        ReportRule(
            id: "J2S-DAT-002", category: .dates, severity: .error,
            title: "java.time types not ported",
            explanation: "The runtime ports `LocalDate`, `LocalTime`, `LocalDateTime`, `Instant`, `ZoneId`, `ZoneOffset`, `ZonedDateTime`, `OffsetDateTime` (zone rules from the system's time zone data), `Duration`, `Period`, `Month`, `DayOfWeek`, `ChronoUnit` and `DateTimeFormatter` (zone and offset letters printed, not parsed); `Clock`, `OffsetTime`, `Year`, `YearMonth`, `ChronoField`, zone rules and the other calendars are not ported yet and have no one-to-one Swift form.",
            example: "YearMonth billing = YearMonth.of(2024, 7);",
            replacement: "`Date`, `Calendar.date(byAdding:…)`, `DateComponents`, Swift's `Duration`."),
        // MARK: Android framework
        ReportRule(
            id: "J2S-AND-001", category: .android, severity: .error,
            title: "Android framework class",
            explanation: "Activities, views, intents, contexts and bundles belong to Android's UI and process model; the iOS app rebuilds that layer natively.",
            example: "public class LoginActivity extends Activity { … }",
            replacement: "A SwiftUI `View` or UIKit `UIViewController`; `UserDefaults` for preferences; navigation in SwiftUI."),
        ReportRule(
            id: "J2S-AND-002", category: .android, severity: .error,
            title: "Android resource reference",
            explanation: "`R.id.*`, `R.string.*` and friends are generated by Android's build from resource files.",
            example: "setContentView(R.layout.login);",
            replacement: "Asset catalogs, `String(localized:)` with a string catalog, SwiftUI views."),
        ReportRule(
            id: "J2S-AND-003", category: .android, severity: .error,
            title: "Parcelable",
            explanation: "`Parcelable`/`Parcel` are Android's inter-process marshalling.",
            example: "public class Profile implements Parcelable { … }",
            replacement: "Use Codable."),
        // MARK: I/O
        ReportRule(
            id: "J2S-IO-001", category: .io, severity: .error,
            title: "file or stream I/O",
            explanation: "`java.io` streams, readers and writers (other than `System.out`/`System.err`) and `java.nio.file` are not translated: their blocking, byte-at-a-time shape differs from Foundation's.",
            example: "DataInputStream in = new DataInputStream(socket.getInputStream());\nin.readFully(header);",
            replacement: "`FileManager`, `FileHandle`, `Data(contentsOf:)`, `String(contentsOf:)`, or the connection's receive callback for network streams."),
        // MARK: Native code
        ReportRule(
            id: "J2S-JNI-001", category: .native, severity: .error,
            title: "native method",
            explanation: "A `native` method is implemented in C or C++ through JNI; its body is not in the Java source.",
            example: "private native int checksum(byte[] data);",
            replacement: "Call the C code directly from Swift through a module map or bridging header."),
        // MARK: Unresolved symbols
        ReportRule(
            id: "J2S-UNR-001", category: .unresolved, severity: .warning,
            title: "unresolved import",
            explanation: "The import names nothing j2swift knows: not in the sources given nor in the library signatures. Swift needs no import for it; uses of its names are reported where they occur.",
            example: "import com.example.analytics.Tracker;",
            replacement: "Translate the library's sources together with this file, or add signatures and mapping rules for it (`--mappings`)."),
        ReportRule(
            id: "J2S-UNR-002", category: .unresolved, severity: .error,
            title: "unresolved type",
            explanation: "The type is unknown, so nothing that depends on it can be typed or translated faithfully.",
            example: "Tracker tracker = new Tracker();",
            replacement: "Translate the type's sources too, or map it with a mapping rule."),
        ReportRule(
            id: "J2S-UNR-003", category: .unresolved, severity: .error,
            title: "unresolved name or member",
            explanation: "A variable, field or method does not resolve (often a member of an unknown type).",
            example: "tracker.send(event);",
            replacement: "Translate the declaring sources too, or add a mapping rule for the member."),
        ReportRule(
            id: "J2S-UNR-004", category: .unresolved, severity: .error,
            title: "cyclic inheritance",
            explanation: "The type is its own supertype through the types it extends (javac rejects it too). The supertype that closes the cycle is left out so translation can go on; the Swift does not describe a valid Java program.",
            example: "class A extends B { }  class B extends A { }",
            replacement: "Fix the Java: break the cycle of `extends`/`implements`."),
        // MARK: Java semantics
        ReportRule(
            id: "J2S-SEM-001", category: .semantics, severity: .warning,
            title: "catching NullPointerException",
            explanation: "Dereferences and unboxings written inside the try block throw NullPointerException (`javaNonNull`), so the catch runs for them; a nil dereferenced in a method called from the block stops the program, as Swift does on a nil unwrap.",
            example: "try { name.length(); } catch (NullPointerException e) { … }",
            replacement: "Test for nil before use (`guard let`, optional chaining)."),
        ReportRule(
            id: "J2S-SEM-002", category: .semantics, severity: .warning,
            title: "identity hash code",
            explanation: "`System.identityHashCode` and the inherited `Object.hashCode` are derived from the object's address; the Swift values differ from Java's and between runs, so anything ordered or printed by them differs.",
            example: "int h = System.identityHashCode(listener);",
            replacement: "`ObjectIdentifier(x).hashValue`, or give the class its own `hashCode`."),
        ReportRule(
            id: "J2S-SEM-003", category: .semantics, severity: .warning,
            title: "finalizer",
            explanation: "`finalize` is translated as an ordinary method that nothing calls: Java runs it at an unspecified time after an object becomes unreachable, and Swift's `deinit` runs deterministically when the last reference goes, so j2swift does not guess.",
            example: "protected void finalize() { close(); }",
            replacement: "`deinit { … }`, after checking that running it at release time is right."),
        ReportRule(
            id: "J2S-SEM-004", category: .semantics, severity: .error,
            title: "== on strings or boxed numbers",
            explanation: "Java's `==` on `String`, `Integer` and the other boxes compares references, which depends on interning and the `valueOf` cache; Swift strings and numbers are values without identity.",
            example: "if (a == b) { … }",
            replacement: "`a == b` on values when `equals` was meant, after checking the Java really meant equality."),
        ReportRule(
            id: "J2S-SEM-005", category: .semantics, severity: .warning,
            title: "cast to a collection type without type arguments",
            explanation: "`(Map) o` or `(List<?>) o` on an `Object`: Swift's generic classes differ by element type, so the cast gives a `JavaMap<Any?, Any?>` and succeeds only when the collection was created with `Object` elements; one created as `Map<String, Object>` throws ClassCastException where Java's cast succeeds. (`instanceof` tests of these types are exact.)",
            example: "Object url = ((Map) item).get(\"url\");",
            replacement: "Cast to the collection's real type arguments (`(Map<String, Object>) o`), which Swift can test."),
        ReportRule(
            id: "J2S-SEM-006", category: .semantics, severity: .error,
            title: "lambda compared by identity",
            explanation: "A lambda or method reference passed where the library compares with `equals` (`listeners.remove(l)`, `contains`, `indexOf`), or compared with `==`: Java compares the objects' identity; a Swift closure has none, so the call or comparison is not translated (the runtime would stop there).",
            example: "listeners.remove(listener);",
            replacement: "Keep listeners in objects (a class implementing the interface), or remove them by a token the registration returns."),
        ReportRule(
            id: "J2S-SEM-007", category: .semantics, severity: .warning,
            title: "adapted listener compared by identity",
            explanation: "A `Listener<Object>` passed where the program takes a `Listener<? super E>` is wrapped in the interface's `ListenerSuper` adapter, Swift's protocol being invariant in E. The adapter equals and hashes like the listener it wraps, so `remove(listener)` and `contains` still find it; `==` compares references, and a listener the program got back from such a place is the adapter, not the object it passed.",
            example: "if (listeners.get(0) == logger) { … }",
            replacement: "Compare with `equals`, or keep an id per registration."),
        // MARK: Language and library coverage
        ReportRule(
            id: "J2S-LANG-001", category: .language, severity: .error,
            title: "language feature not translated yet",
            explanation: "The construct is valid Java that this version of j2swift does not lower to Swift yet (the message names it). The rest of the file is translated; the construct becomes an `untranslated(…)` call or a commented-out declaration.",
            example: "Runnable r = new Runnable() { public void run() { … } };",
            replacement: "Write the Swift by hand at the `// j2swift:` marker."),
        ReportRule(
            id: "J2S-LANG-002", category: .language, severity: .note,
            title: "public declaration internal in Swift",
            explanation: "Java lets a public declaration use a package-private type (a public class extending one, a public method taking or returning one); Swift does not let a declaration be more visible than the types it uses, so it is `internal` in Swift. Code translated together sees it as before; code outside the translated module does not (the message names the type that is not public).",
            example: "class Hidden { }\npublic class Shown { public Hidden get() { return null; } }",
            replacement: "Make the types the public API uses public in Java, or use the translated code from within its module."),
        ReportRule(
            id: "J2S-LIB-001", category: .library, severity: .error,
            title: "library call without a mapping",
            explanation: "The JDK or Android member resolved, but no mapping rule says what Swift it becomes.",
            example: "String s = String.join(\",\", parts);",
            replacement: "Add a rule in a mapping file (`--mappings`), or write the Swift by hand."),
    ]

    private static let index: [String: Int] = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })

    public static func rule(_ id: String) -> ReportRule? {
        index[id].map { rules[$0] }
    }

    /// The catalogue as Markdown, for `docs/report-rules.md`.
    public static func markdown() -> String {
        var out = "# j2swift report rules\n\n"
        out += "Generated from `Sources/TranslationReport/RuleCatalogue.swift` (a test keeps this file current). "
        out += "Severity `error` means the construct was not translated (the Swift stops there with `untranslated(…)`); "
        out += "`warning` means it was translated with a behaviour difference; `note` is a decision to know about. "
        out += "Silence a finding with `@SuppressWarnings(\"j2swift:ID\")` on a declaration or a `// j2swift:ignore ID` comment on the line before or on the line itself.\n\n"
        out += "| id | severity | category | finding |\n|---|---|---|---|\n"
        for r in rules { out += "| [\(r.id)](#\(r.id.lowercased())) | \(r.severity.rawValue) | \(r.category.title) | \(r.title) |\n" }
        for category in FindingCategory.allCases {
            let inCategory = rules.filter { $0.category == category }
            if inCategory.isEmpty { continue }
            out += "\n## \(category.title)\n"
            for r in inCategory {
                out += "\n### \(r.id)\n\n**\(r.title)** (\(r.severity.rawValue)). \(r.explanation)\n\n"
                out += "```java\n\(r.example)\n```\n\nInstead: \(r.replacement)\n"
            }
        }
        return out
    }
}
