import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

public class LegacyEventLog {

    public static final int VERBOSE = 2;
    public static final int DEBUG = 3;
    public static final int INFO = 4;
    public static final int WARN = 5;
    public static final int ERROR = 6;

    public static final int MAX_ENTRIES = 12;

    interface Filter { boolean accept(Entry e); }

    static class Entry {
        final int seq;
        final int level;
        final String tag;
        final String message;

        Entry(int seq, int level, String tag, String message) {
            this.seq = seq;
            this.level = level;
            this.tag = tag;
            this.message = message;
        }

        public String toString() {
            return String.format("%04d %c/%-8s %s", seq, levelChar(level), tag, message);
        }
    }

    static char levelChar(int level) {
        switch (level) {
            case VERBOSE: return 'V';
            case DEBUG: return 'D';
            case INFO: return 'I';
            case WARN: return 'W';
            case ERROR: return 'E';
            default: return '?';
        }
    }

    static int parseLevel(String name) {
        switch (name.toLowerCase()) {
            case "verbose": return VERBOSE;
            case "debug": return DEBUG;
            case "info": return INFO;
            case "warn":
            case "warning": return WARN;
            case "error": return ERROR;
            default: throw new IllegalArgumentException("unknown level " + name);
        }
    }

    static class Log {
        private static Log instance;
        private final LinkedList<Entry> entries = new LinkedList<Entry>();
        private final Map<String, Integer> tagCounts = new HashMap<String, Integer>();
        private int nextSeq = 1;
        private int dropped;

        private Log() { }

        static Log getInstance() {
            if (instance == null) {
                instance = new Log();
                System.out.println("Log created");
            }
            return instance;
        }

        void log(int level, String tag, String msg) {
            entries.addLast(new Entry(nextSeq++, level, tag, msg));
            Integer c = tagCounts.get(tag);
            tagCounts.put(tag, c == null ? 1 : c.intValue() + 1);
            if (entries.size() > MAX_ENTRIES) {
                entries.removeFirst();
                dropped++;
            }
        }

        List<Entry> query(Filter f) {
            List<Entry> out = new ArrayList<Entry>();
            for (int i = 0; i < entries.size(); i++) {
                if (f.accept(entries.get(i))) out.add(entries.get(i));
            }
            return out;
        }

        int purge(Filter f) {
            int n = 0;
            for (Iterator<Entry> it = entries.iterator(); it.hasNext();) {
                if (f.accept(it.next())) {
                    it.remove();
                    n++;
                }
            }
            return n;
        }
    }

    static Filter minLevel(final int level) {
        return new Filter() {
            public boolean accept(Entry e) {
                return e.level >= level;
            }
        };
    }

    static Filter and(final Filter a, final Filter b) {
        return new Filter() {
            public boolean accept(Entry e) {
                return a.accept(e) && b.accept(e);
            }
        };
    }

    static Filter not(final Filter f) {
        return new Filter() {
            public boolean accept(Entry e) {
                return !f.accept(e);
            }
        };
    }

    static void show(String title, List<Entry> list) {
        System.out.println("-- " + title + " (" + list.size() + ")");
        for (Entry e : list) System.out.println("   " + e);
    }

    public static void main(String[] args) {
        Log log = Log.getInstance();
        String[][] raw = {
            {"info", "App", "onCreate"}, {"debug", "Net", "GET /feed"}, {"verbose", "Net", "headers=14"},
            {"warn", "Db", "slow query 220ms"}, {"info", "Net", "200 OK"}, {"error", "Db", "disk full"},
            {"debug", "Ui", "layout pass"}, {"WARNING", "Ui", "overdraw x3"}, {"fatal", "App", "???"},
            {"info", "App", "onResume"}, {"error", "Net", "timeout after 30s"}, {"verbose", "Ui", "frame 16"},
            {"debug", "Db", "vacuum"}, {"info", "Sync", "42 items"}, {"warn", "Sync", "conflict on item 7"},
            {"Error", "App", "NullPointer in adapter"},
        };
        for (int i = 0; i < raw.length; i++) {
            try {
                Log.getInstance().log(parseLevel(raw[i][0]), raw[i][1], raw[i][2]);
            } catch (IllegalArgumentException e) {
                System.out.println("skip line " + i + ": " + e.getClass().getSimpleName() + " same=" + (log == Log.getInstance()));
            }
        }
        System.out.println("kept=" + log.entries.size() + " dropped=" + log.dropped + " nextSeq=" + log.nextSeq);

        show("warn+", log.query(minLevel(WARN)));
        Filter netOnly = new Filter() {
            public boolean accept(Entry e) {
                return "Net".equals(e.tag);
            }
        };
        show("Net below warn", log.query(and(netOnly, not(minLevel(WARN)))));
        show("messages with digits", log.query(new Filter() {
            public boolean accept(Entry e) {
                for (char c : e.message.toCharArray()) {
                    if (Character.isDigit(c)) return true;
                }
                return false;
            }
        }));

        List<String> tags = new ArrayList<String>(log.tagCounts.keySet());
        Collections.sort(tags, new Comparator<String>() {
            public int compare(String a, String b) {
                int d = log().tagCounts.get(b) - log().tagCounts.get(a);
                return d != 0 ? d : a.compareTo(b);
            }

            private Log log() {
                return Log.getInstance();
            }
        });
        for (String t : tags) System.out.println(String.format("tag %-6s %2d", t, log.tagCounts.get(t)));

        Map<Character, Integer> perLevel = new LinkedHashMap<Character, Integer>();
        int[] levels = {VERBOSE, DEBUG, INFO, WARN, ERROR};
        for (int l : levels) perLevel.put(levelChar(l), 0);
        for (Entry e : log.entries) {
            char k = levelChar(e.level);
            perLevel.put(k, perLevel.get(k) + 1);
        }
        System.out.println("per level " + perLevel);
        int purged = log.purge(not(minLevel(INFO)));
        System.out.println("purged " + purged + " low entries, left " + log.entries.size());
        show("remaining", log.query(minLevel(VERBOSE)));
    }
}
