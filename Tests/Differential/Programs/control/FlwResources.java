public class FlwResources {
    static int depth = 0;

    static String pad() {
        return "  ".repeat(depth);
    }

    static void runSession(String user, boolean failBody, boolean failClose) {
        System.out.println("session for " + user);
        try (Connection conn = new Connection("db-" + user, false);
             Cursor cur = new Cursor(conn, failClose)) {
            System.out.println("  body: querying with " + cur.describe());
            if (failBody) {
                throw new IllegalStateException("query failed for " + user);
            }
            System.out.println("  body: done");
        } catch (IllegalStateException e) {
            System.out.println("  caught: " + e.getMessage());
            Throwable[] suppressed = e.getSuppressed();
            System.out.println("  suppressed count: " + suppressed.length);
            for (Throwable t : suppressed) {
                System.out.println("  suppressed: " + t.getMessage());
            }
        } catch (ConfigException e) {
            System.out.println("  config error: " + e.getMessage());
        } finally {
            System.out.println("  finally for " + user);
        }
    }

    static int loadConfig(int level) throws ConfigException {
        depth++;
        try {
            System.out.println(pad() + "enter level " + level);
            if (level == 0) {
                throw new IllegalArgumentException("missing key at bottom");
            }
            try {
                return loadConfig(level - 1) + level;
            } catch (IllegalArgumentException e) {
                System.out.println(pad() + "level " + level + " wraps: " + e.getMessage());
                throw new ConfigException("level " + level + " failed", e);
            } catch (ConfigException e) {
                System.out.println(pad() + "level " + level + " rethrows: " + e.getMessage());
                throw e;
            } finally {
                System.out.println(pad() + "inner finally " + level);
            }
        } finally {
            System.out.println(pad() + "outer finally " + level);
            depth--;
        }
    }

    public static void main(String[] args) {
        runSession("ann", false, false);
        runSession("bob", true, false);
        runSession("cid", true, true);

        try {
            int v = loadConfig(3);
            System.out.println("config value " + v);
        } catch (ConfigException e) {
            System.out.println("top: " + e.getMessage());
            System.out.println("cause: " + e.getCause().getMessage());
            System.out.println("cause is IAE: " + (e.getCause() instanceof IllegalArgumentException));
        }
        System.out.println("depth back to " + depth);

        try (Connection only = new Connection("cache", true)) {
            System.out.println("using " + only.name);
        } catch (ConfigException e) {
            System.out.println("close failure: " + e.getMessage());
        }
    }
}

class ConfigException extends Exception {
    ConfigException(String msg) {
        super(msg);
    }

    ConfigException(String msg, Throwable cause) {
        super(msg, cause);
    }
}

class Connection implements AutoCloseable {
    final String name;
    final boolean failOnClose;

    Connection(String name, boolean failOnClose) {
        this.name = name;
        this.failOnClose = failOnClose;
        System.out.println("  open connection " + name);
    }

    @Override
    public void close() throws ConfigException {
        System.out.println("  close connection " + name);
        if (failOnClose) {
            throw new ConfigException("cannot close " + name);
        }
    }
}

class Cursor implements AutoCloseable {
    final Connection conn;
    final boolean failOnClose;

    Cursor(Connection conn, boolean failOnClose) {
        this.conn = conn;
        this.failOnClose = failOnClose;
        System.out.println("  open cursor on " + conn.name);
    }

    String describe() {
        return "cursor(" + conn.name + ")";
    }

    @Override
    public void close() {
        System.out.println("  close cursor on " + conn.name);
        if (failOnClose) {
            throw new IllegalStateException("cursor leak on " + conn.name);
        }
    }
}
