import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

// try-with-resources whose close() can throw, with bodies that return, break and continue; resources
// typed as Closeable / AutoCloseable, written as lambdas, or named as existing variables.
public class TryWithResourcesExits {
    static final List<String> log = new ArrayList<>();

    static class Connection implements Closeable {
        private final String name;
        private final boolean failClose;
        Connection(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            log.add("open " + name);
        }
        String query(String q) throws IOException {
            if (q.isEmpty()) throw new IOException("empty query on " + name);
            return name + ":" + q.toUpperCase();
        }
        @Override
        public void close() throws IOException {
            log.add("close " + name);
            if (failClose) throw new IOException("close failed on " + name);
        }
    }

    interface Session extends AutoCloseable {
        String user();
    }

    static String fetch(String q, boolean failClose) throws IOException {
        try (Connection c = new Connection("db", failClose)) {
            return c.query(q);
        }
    }

    static int countUntilBlank(String[] queries) throws IOException {
        int n = 0;
        for (String q : queries) {
            try (Connection c = new Connection("loop" + n, false)) {
                if (q.equals("skip")) continue;
                if (q.isBlank()) break;
                log.add(c.query(q));
                n++;
            }
        }
        return n;
    }

    static String viaInterface(Closeable resource) throws IOException {
        try (resource) {
            return "used " + resource.getClass().getSimpleName();
        }
    }

    static String session() throws Exception {
        Session s = new Session() {
            public String user() { return "ann"; }
            public void close() { log.add("session closed"); }
        };
        try (s; AutoCloseable audit = () -> log.add("audit closed")) {
            return "user " + s.user();
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(fetch("select", false));
        try {
            fetch("select", true);
        } catch (IOException e) {
            System.out.println("caught " + e.getMessage() + " suppressed " + e.getSuppressed().length);
        }
        try {
            fetch("", true);
        } catch (IOException e) {
            System.out.println("caught " + e.getMessage() + " suppressed " + e.getSuppressed().length
                + " (" + e.getSuppressed()[0].getMessage() + ")");
        }
        System.out.println(countUntilBlank(new String[] {"a", "skip", "b", " ", "c"}));
        System.out.println(viaInterface(new Connection("iface", false)));
        System.out.println(session());
        for (String line : log) System.out.println(line);
    }
}
