import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class ConfigResourceLoader {

    static final List<String> events = new ArrayList<>();

    static class ConfigException extends Exception {
        ConfigException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class ResourceCloseException extends RuntimeException {
        ResourceCloseException(String message) {
            super(message);
        }
    }

    static final class ConfigSource implements AutoCloseable {
        final String name;
        final String[] lines;
        final boolean failOnClose;
        int position = 0;

        ConfigSource(String name, String text, boolean failOnClose) {
            this.name = name;
            this.lines = text.split("\n");
            this.failOnClose = failOnClose;
            events.add("open " + name);
            System.out.println("  [open " + name + ", " + lines.length + " lines]");
        }

        String nextLine() {
            return position < lines.length ? lines[position++] : null;
        }

        @Override
        public void close() {
            System.out.println("  [close " + name + " after " + position + " lines]");
            events.add("close " + name);
            if (failOnClose) {
                throw new ResourceCloseException("close failed for " + name);
            }
        }
    }

    static final class AuditLog implements AutoCloseable {
        final String tag;

        AuditLog(String tag) {
            this.tag = tag;
            System.out.println("  [audit start " + tag + "]");
        }

        void record(String what) {
            System.out.println("  [audit " + tag + "] " + what);
        }

        @Override
        public void close() throws ConfigException {
            System.out.println("  [audit end " + tag + "]");
            events.add("audit-close " + tag);
            if (tag.startsWith("strict")) {
                throw new ConfigException("audit " + tag + " could not flush", null);
            }
        }
    }

    static int parseValue(String key, String value) {
        if (value.startsWith("0x")) {
            return Integer.parseInt(value.substring(2), 16);
        } else if (value.startsWith("0b")) {
            return Integer.parseInt(value.substring(2), 2);
        } else if (value.startsWith("0o")) {
            return Integer.parseInt(value.substring(2), 8);
        }
        return Integer.parseInt(value);
    }

    static TreeMap<String, Integer> load(String name, String text, boolean failOnClose, String auditTag) throws ConfigException {
        TreeMap<String, Integer> result = new TreeMap<>();
        try (AuditLog audit = new AuditLog(auditTag); ConfigSource src = new ConfigSource(name, text, failOnClose)) {
            String line;
            while ((line = src.nextLine()) != null) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith(";")) {
                    continue;
                }
                int eq = line.indexOf('=');
                String key = line.substring(0, eq).trim();
                String raw = line.substring(eq + 1).trim();
                try {
                    int v = parseValue(key, raw);
                    result.put(key, v);
                    audit.record(key + "=" + v + " (hex " + Integer.toHexString(v) + ", bin " + Integer.toBinaryString(v) + ")");
                } catch (NumberFormatException e) {
                    throw new ConfigException("invalid value for '" + key + "' in " + name, e);
                }
            }
        }
        return result;
    }

    static void attempt(String label, String name, String text, boolean failOnClose, String auditTag) {
        System.out.println("== " + label + " ==");
        events.clear();
        try {
            TreeMap<String, Integer> cfg = load(name, text, failOnClose, auditTag);
            System.out.println("loaded " + cfg.size() + " keys: " + cfg);
        } catch (ConfigException e) {
            System.out.println("ConfigException: " + e.getMessage());
            if (e.getCause() != null) {
                System.out.println("  cause: " + e.getCause().getClass().getSimpleName() + " / " + e.getCause().getMessage());
            }
            Throwable[] suppressed = e.getSuppressed();
            System.out.println("  suppressed count: " + suppressed.length);
            for (Throwable s : suppressed) {
                System.out.println("  suppressed: " + s.getClass().getSimpleName() + " -> " + s.getMessage());
            }
        } catch (ResourceCloseException e) {
            System.out.println("ResourceCloseException: " + e.getMessage() + ", suppressed=" + e.getSuppressed().length);
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed: " + s.getMessage());
            }
        }
        System.out.println("events: " + String.join(" > ", events));
    }

    public static void main(String[] args) {
        String good = """
                ; server settings
                port = 8080
                max_conn = 0x40
                flags = 0b1011
                mode = 0o755

                retries=3
                """;
        String bad = """
                port = 9090
                timeout = 30s
                never = 1
                """;
        attempt("clean load", "app.ini", good, false, "main");
        attempt("bad value", "broken.ini", bad, false, "main");
        attempt("bad value + close failure", "broken.ini", bad, true, "main");
        attempt("close failure only", "app.ini", good, true, "main");
        attempt("both closes fail", "app.ini", "a=1", true, "strict-1");
        attempt("parse + both closes fail", "x.ini", "a=0xZZ", true, "strict-2");

        System.out.println("== number conversions ==");
        String[] samples = {"7fffffff", "FF", "-80", "g1"};
        for (String s : samples) {
            try {
                int v = Integer.parseInt(s, 16);
                System.out.println(s + " -> " + v + " bin=" + Integer.toBinaryString(v).length() + " bits, hex back=" + Integer.toHexString(v));
            } catch (NumberFormatException e) {
                System.out.println(s + " -> error: " + e.getMessage());
            }
        }
        System.out.println("toHexString(-1)=" + Integer.toHexString(-1) + " toBinaryString(10)=" + Integer.toBinaryString(10));
        System.out.println("parseInt(\"-101\", 2)=" + Integer.parseInt("-101", 2) + " parseInt(\"zz\", 36)=" + Integer.parseInt("zz", 36));
        long big = Long.parseLong("9007199254740993");
        System.out.println("big=" + big + " big+1=" + (big + 1) + " hex=" + Long.toHexString(big));
        try {
            Long.parseLong("12_000");
        } catch (NumberFormatException e) {
            System.out.println("long error: " + e.getMessage());
        }
        System.out.println("Integer.MAX_VALUE+1 = " + (Integer.MAX_VALUE + 1));
    }
}
