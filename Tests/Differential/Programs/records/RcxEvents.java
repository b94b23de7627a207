import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RcxEvents {
    record LogEvent(int seq, Level level, String source, String message) implements Comparable<LogEvent> {
        enum Level {
            DEBUG("D"), INFO("I"), WARN("W"), ERROR("E");

            private final String tag;

            Level(String tag) {
                this.tag = tag;
            }

            String tag() {
                return tag;
            }

            boolean atLeast(Level other) {
                return ordinal() >= other.ordinal();
            }
        }

        private static int created = 0;

        LogEvent {
            source = source.toLowerCase();
            message = message.strip();
            created++;
        }

        static LogEvent parse(int seq, String line) {
            String[] parts = line.split("\\|", 3);
            Level lvl = switch (parts[0].trim()) {
                case "D" -> Level.DEBUG;
                case "W" -> Level.WARN;
                case "E" -> Level.ERROR;
                default -> Level.INFO;
            };
            return new LogEvent(seq, lvl, parts[1].trim(), parts[2]);
        }

        static int createdCount() {
            return created;
        }

        String compact() {
            return String.format("#%05d %s %-8s %s", seq, level.tag(), source, message);
        }

        @Override
        public int compareTo(LogEvent o) {
            int c = o.level.compareTo(level);
            return c != 0 ? c : Integer.compare(seq, o.seq);
        }
    }

    static final String RAW = """
            I|Auth|user login ok
            D|Cache|miss for key=profile:42
            W|Net|  retrying request (attempt 2)
            E|Net|timeout after 3 attempts
            I|Sync|pulled 17 records
            D|Auth|token refreshed
            E|Db|constraint violation on orders
            W|Cache|eviction pressure high
            I|Auth|user logout
            """;

    public static void main(String[] args) {
        List<LogEvent> events = new ArrayList<>();
        int seq = 1;
        for (String line : RAW.split("\n")) {
            if (line.isBlank()) continue;
            events.add(LogEvent.parse(seq++, line));
        }
        System.out.println("parsed " + events.size() + " events, created " + LogEvent.createdCount());
        for (LogEvent e : events) {
            System.out.println(e.compact());
        }
        System.out.println(events.get(2));

        record SourceStats(String source, int total, int problems) {
            double problemRatio() {
                return total == 0 ? 0 : (double) problems / total;
            }
        }

        TreeMap<String, int[]> counts = new TreeMap<>();
        for (LogEvent e : events) {
            int[] c = counts.computeIfAbsent(e.source(), k -> new int[2]);
            c[0]++;
            if (e.level().atLeast(LogEvent.Level.WARN)) c[1]++;
        }
        List<SourceStats> stats = new ArrayList<>();
        for (Map.Entry<String, int[]> en : counts.entrySet()) {
            stats.add(new SourceStats(en.getKey(), en.getValue()[0], en.getValue()[1]));
        }
        for (SourceStats s : stats) {
            System.out.println(s + String.format(" ratio=%.2f", s.problemRatio()));
        }

        List<LogEvent> sorted = new ArrayList<>(events);
        sorted.sort(null);
        System.out.println("--- by severity ---");
        for (LogEvent e : sorted) {
            System.out.println(e.level() + " " + e.seq() + " " + e.source());
        }

        TreeMap<LogEvent.Level, Integer> perLevel = new TreeMap<>();
        for (LogEvent e : events) perLevel.merge(e.level(), 1, Integer::sum);
        System.out.println("per level: " + perLevel);

        StringBuilder errors = new StringBuilder();
        for (LogEvent e : events) {
            if (e.level() == LogEvent.Level.ERROR) {
                errors.append("  - ").append(e.source()).append(": ").append(e.message()).append("\n");
            }
        }
        String report = """
                ==== Incident Report ====
                total events: %d
                sources: %s
                errors:
                %s=========================""".formatted(events.size(), counts.keySet(), errors);
        System.out.println(report);

        LogEvent probe = new LogEvent(4, LogEvent.Level.ERROR, "NET", "timeout after 3 attempts ");
        System.out.println("probe equals event 4: " + probe.equals(events.get(3)));
        System.out.println("events contains probe: " + events.contains(probe));
        System.out.println("created after probe: " + LogEvent.createdCount());

        String legend = """
                Legend:
                  D = debug\tI = info
                  W = warn \tE = error
                """;
        System.out.print(legend);
        for (LogEvent.Level l : LogEvent.Level.values()) {
            System.out.println(l.name() + " tag=" + l.tag() + " ordinal=" + l.ordinal() + " >=WARN " + l.atLeast(LogEvent.Level.WARN));
        }
    }
}
