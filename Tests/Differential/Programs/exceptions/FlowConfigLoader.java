import java.util.ArrayList;
import java.util.List;

public class FlowConfigLoader {

    static final List<String> events = new ArrayList<>();

    static class ConfigException extends Exception {
        ConfigException(String message) {
            super(message);
        }

        ConfigException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class MissingKeyException extends ConfigException {
        MissingKeyException(String key) {
            super("missing key: " + key);
        }
    }

    static class ResourceCloseException extends RuntimeException {
        ResourceCloseException(String message) {
            super(message);
        }
    }

    // A fake config source that records open/close and can fail on close
    static class ConfigSource implements AutoCloseable {
        private final String name;
        private final String[] lines;
        private final boolean failOnClose;
        private boolean closed = false;

        ConfigSource(String name, String[] lines, boolean failOnClose) {
            this.name = name;
            this.lines = lines;
            this.failOnClose = failOnClose;
            events.add("open " + name);
        }

        String get(String key) throws MissingKeyException {
            if (closed) {
                throw new IllegalStateException("source " + name + " already closed");
            }
            for (String line : lines) {
                int eq = line.indexOf('=');
                if (eq > 0 && line.substring(0, eq).trim().equals(key)) {
                    return line.substring(eq + 1).trim();
                }
            }
            throw new MissingKeyException(name + "/" + key);
        }

        @Override
        public void close() {
            closed = true;
            events.add("close " + name);
            if (failOnClose) {
                throw new ResourceCloseException("close failed for " + name);
            }
        }
    }

    // A lock that is released in close; closing twice is illegal
    static class ConfigLock implements AutoCloseable {
        private final String owner;
        private int releases = 0;

        ConfigLock(String owner) {
            this.owner = owner;
            events.add("lock " + owner);
        }

        @Override
        public void close() throws ConfigException {
            releases++;
            events.add("unlock " + owner);
            if (releases > 1) {
                throw new ConfigException("lock " + owner + " released twice");
            }
        }
    }

    static void dumpEvents(String title) {
        System.out.println("  events[" + title + "]: " + String.join(" -> ", events));
        events.clear();
    }

    static int loadPort(String[] lines, boolean failPrimary, boolean failSecondary) throws ConfigException {
        try (ConfigLock lock = new ConfigLock("loader");
             ConfigSource primary = new ConfigSource("primary", lines, failPrimary);
             ConfigSource secondary = new ConfigSource("defaults", new String[]{"port=8080", "host=localhost"},
                     failSecondary)) {
            String raw;
            try {
                raw = primary.get("port");
            } catch (MissingKeyException e) {
                events.add("fallback");
                raw = secondary.get("port");
            }
            try {
                return Integer.parseInt(raw);
            } catch (NumberFormatException e) {
                throw new ConfigException("invalid port value", e);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("== scenario 1: clean load");
        try {
            int port = loadPort(new String[]{"port = 9090", "debug=true"}, false, false);
            System.out.println("  port=" + port);
        } catch (ConfigException e) {
            System.out.println("  unexpected: " + e.getMessage());
        }
        dumpEvents("1");

        System.out.println("== scenario 2: fallback to defaults");
        try {
            int port = loadPort(new String[]{"debug=false"}, false, false);
            System.out.println("  port=" + port);
        } catch (ConfigException e) {
            System.out.println("  unexpected: " + e.getMessage());
        }
        dumpEvents("2");

        System.out.println("== scenario 3: invalid port, close also fails");
        try {
            loadPort(new String[]{"port=80x"}, true, false);
        } catch (ConfigException e) {
            System.out.println("  caught: " + e.getMessage());
            System.out.println("  cause: " + e.getCause().getMessage());
            Throwable[] sup = e.getSuppressed();
            System.out.println("  suppressed count: " + sup.length);
            for (Throwable s : sup) {
                System.out.println("  suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
            }
        }
        dumpEvents("3");

        System.out.println("== scenario 4: body ok but both sources fail on close");
        try {
            int port = loadPort(new String[]{"port=7000"}, true, true);
            System.out.println("  port=" + port);
        } catch (ResourceCloseException e) {
            System.out.println("  close failure: " + e.getMessage());
            System.out.println("  suppressed count: " + e.getSuppressed().length);
            System.out.println("  suppressed message: " + e.getSuppressed()[0].getMessage());
        } catch (ConfigException e) {
            System.out.println("  config failure: " + e.getMessage());
        }
        dumpEvents("4");

        System.out.println("== scenario 5: missing key everywhere");
        try {
            String[] empty = {};
            try (ConfigSource a = new ConfigSource("a", empty, false);
                 ConfigSource b = new ConfigSource("b", empty, true)) {
                a.get("timeout");
                System.out.println("  not reached " + b.name);
            }
        } catch (MissingKeyException e) {
            System.out.println("  missing: " + e.getMessage());
            System.out.println("  suppressed count: " + e.getSuppressed().length);
            System.out.println("  suppressed message: " + e.getSuppressed()[0].getMessage());
        }
        dumpEvents("5");

        System.out.println("== scenario 6: manual double close of a lock");
        ConfigLock lock = new ConfigLock("admin");
        try (lock) {
            events.add("work");
        } catch (ConfigException e) {
            System.out.println("  first close failed?? " + e.getMessage());
        }
        try {
            lock.close();
        } catch (ConfigException e) {
            System.out.println("  second close: " + e.getMessage());
        }
        dumpEvents("6");

        System.out.println("== scenario 7: using source after close");
        ConfigSource leaked = null;
        try (ConfigSource s = new ConfigSource("temp", new String[]{"x=1"}, false)) {
            leaked = s;
            System.out.println("  inside x=" + s.get("x"));
        } catch (MissingKeyException e) {
            System.out.println("  unexpected missing");
        }
        try {
            leaked.get("x");
        } catch (IllegalStateException e) {
            System.out.println("  IllegalStateException: " + e.getMessage());
        } catch (MissingKeyException e) {
            System.out.println("  unexpected missing");
        }
        dumpEvents("7");

        System.out.println("== scenario 8: loop of loads with finally accounting");
        String[][] variants = {{"port=1"}, {"port=two"}, {"host=x"}, {"port=65535"}};
        int ok = 0;
        int bad = 0;
        int finallyCount = 0;
        for (String[] v : variants) {
            try {
                int p = loadPort(v, false, false);
                ok++;
                System.out.println("  variant port " + p);
            } catch (ConfigException e) {
                bad++;
                System.out.println("  variant error " + e.getMessage() + " / " + e.getCause().getMessage());
            } finally {
                finallyCount++;
                events.clear();
            }
        }
        System.out.println("  ok=" + ok + " bad=" + bad + " finally=" + finallyCount);
    }
}
