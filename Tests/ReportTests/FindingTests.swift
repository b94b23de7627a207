import Foundation
import J2SwiftDriver
import Testing
import TranslationReport

/// One Java snippet per report category: the exact findings it produces (rule id, line, column), and the
/// generated Swift of all of them still type-checks against the runtime.
@Suite("Report: one finding per category, and the Swift still builds")
struct FindingTests {
    static let cases: [(file: String, java: String, expected: [String])] = [
        ("NetClient.java", """
            import java.net.Socket;
            class NetClient {
                Object open() throws Exception {
                    Socket s = new Socket("example.org", 80);
                    return s;
                }
            }
            """, ["J2S-NET-001@4:20"]),
        ("NetTimeout.java", """
            import java.net.*;
            class NetTimeout {
                int read(Socket s) throws Exception {
                    try {
                        s.setSoTimeout(1000);
                        return 1;
                    } catch (SocketTimeoutException e) {
                        return 0;
                    }
                }
            }
            """, ["J2S-NET-002@5:13", "J2S-NET-002@7:18"]),
        ("Worker.java", """
            class Worker {
                private volatile boolean running;
                private int count;
                synchronized void tick() { count++; }
                void start() {
                    Thread t = new Thread();
                    t.start();
                }
                void pause() throws InterruptedException {
                    synchronized (this) { wait(); }
                }
            }
            """, ["J2S-THR-003@2:5", "J2S-THR-002@4:5", "J2S-THR-001@6:20", "J2S-THR-001@7:9", "J2S-THR-002@10:9", "J2S-THR-004@10:31"]),
        ("Beat.java", """
            import java.util.Timer;
            class Beat {
                void schedule() {
                    Timer timer = new Timer();
                    timer.cancel();
                }
            }
            """, ["J2S-TIM-001@4:23", "J2S-TIM-001@5:9"]),
        ("Plugins.java", """
            class Plugins {
                Object load(String name) throws Exception {
                    return Class.forName(name);
                }
            }
            """, ["J2S-REF-001@3:16"]),
        ("Saved.java", """
            import java.io.Serializable;
            class Saved implements Serializable {
                private static final long serialVersionUID = 1L;
                int value;
            }
            """, ["J2S-SER-001@2:24", "J2S-SER-003@3:31"]),
        ("Due.java", """
            import java.util.SimpleTimeZone;
            class Due {
                Object zone() {
                    return new SimpleTimeZone(3600000, "CET");
                }
            }
            """, ["J2S-DAT-001@4:16"]),
        ("Home.java", """
            import android.app.Activity;
            class Home extends Activity {
                int layout() { return R.layout.home; }
            }
            """, ["J2S-AND-001@2:20", "J2S-AND-002@3:27"]),
        ("Config.java", """
            import java.io.FileReader;
            class Config {
                Object open(String path) throws Exception {
                    return new FileReader(path);
                }
            }
            """, ["J2S-IO-001@4:16"]),
        ("Checksum.java", """
            class Checksum {
                native int crc(byte[] data);
            }
            """, ["J2S-JNI-001@2:5"]),
        ("Tracking.java", """
            import com.example.analytics.Tracker;
            class Tracking {
                void send() {
                    Tracker t = null;
                }
            }
            """, ["J2S-UNR-001@1:1", "J2S-UNR-002@4:9"]),
        // A comparison with an operand that did not resolve (a long, or a reference?) is one stand-in, so the Swift
        // still type-checks (it was written as identity, `!==`, which a number does not have).
        ("Stamps.java", """
            import com.example.clock.Ticker;
            class Stamps {
                boolean moved(Ticker t, long last) {
                    return t.stamp() != last;
                }
            }
            """, ["J2S-UNR-001@1:1", "J2S-UNR-002@3:19", "J2S-UNR-003@4:16"]),
        // Invalid Java (javac: cyclic inheritance): reported, and the cycle cut so every hierarchy walk ends.
        ("Cycle.java", """
            class Cycle { }
            class Hen extends Egg { }
            class Egg extends Hen { }
            interface Up extends Down { }
            interface Down extends Up { }
            class Stairs implements Down { }
            """, ["J2S-UNR-004@3:19", "J2S-UNR-004@5:24"]),
        ("Careful.java", """
            class Careful {
                int length(String s) {
                    try {
                        return s.length();
                    } catch (NullPointerException e) {
                        return -1;
                    }
                }
                int id(Object o) { return System.identityHashCode(o); }
                protected void finalize() { }
            }
            """, ["J2S-SEM-001@5:18", "J2S-SEM-002@9:31", "J2S-SEM-003@10:5"]),
        ("Guarded.java", """
            class Guarded {
                interface Step { void run(); }
                static String name(Step s) {
                    try {
                        s.run();
                        return "ok";
                    } catch (RuntimeException e) {
                        return "failed";
                    }
                }
                static int parse(String s) {
                    try {
                        return Integer.parseInt(s);
                    } catch (Exception e) {
                        return 0;
                    }
                }
            }
            """, ["J2S-SEM-001@7:18"]),
        ("Pair.java", """
            import java.util.Map;
            class Pair implements Map.Entry<String, Integer> {
                public String getKey() { return "k"; }
                public Integer getValue() { return 1; }
                public Integer setValue(Integer v) { return 1; }
            }
            """, ["J2S-LANG-001@2:23"]),
        ("Shapes.java", """
            import java.util.function.Supplier;
            class Shapes {
                String show(Supplier<String> s) { return "" + s; }
            }
            """, ["J2S-LANG-001@3:51"]),
        ("Shuffle.java", """
            import java.util.*;
            class Shuffle {
                void mix(List<String> names) {
                    Collections.shuffle(names);
                }
            }
            """, ["J2S-LIB-001@4:9"]),
    ]

    @Test func eachCategoryGivesItsFinding() throws {
        let snippets = Snippets(Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.file, $0.java) }))
        let result = snippets.translate()
        for c in Self.cases {
            #expect(Snippets.summary(result.report, file: c.file) == c.expected, "\(c.file)")
        }
        let categories = Set(result.report.findings.map(\.category))
        #expect(categories == Set(FindingCategory.allCases), "a category has no snippet: \(Set(FindingCategory.allCases).subtracting(categories))")
        // The generated Swift of every snippet type-checks together.
        var swiftFiles: [String] = []
        for f in result.files {
            let path = snippets.folder + "/" + (f.relativePath as NSString).lastPathComponent
            try f.text.write(toFile: path, atomically: true, encoding: .utf8)
            swiftFiles.append(path)
        }
        let check = try SwiftProgramRunner.typecheck(swiftFiles)
        #expect(check.status == 0, "\(check.stderr)")
    }
}
