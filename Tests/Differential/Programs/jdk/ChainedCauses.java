public class ChainedCauses {
    static int parsePort(String raw) throws ConfigException {
        try {
            int port = Integer.parseInt(raw);
            if (port < 1 || port > 65535) {
                throw new IllegalArgumentException("port out of range: " + port);
            }
            return port;
        } catch (NumberFormatException e) {
            throw new ConfigException("bad port '" + raw + "'", e);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("invalid port", e);
        }
    }

    static void load(String raw) throws ServiceException {
        try {
            System.out.println("port=" + parsePort(raw));
        } catch (ConfigException e) {
            throw new ServiceException("service failed to start", e);
        }
    }

    public static void main(String[] args) {
        for (String raw : new String[] {"8080", "http", "70000"}) {
            try {
                load(raw);
            } catch (ServiceException e) {
                System.out.println("top: " + e.getMessage());
                Throwable t = e;
                int depth = 0;
                while (t != null) {
                    System.out.println("  depth " + depth + ": " + t.getClass().getSimpleName() + " -> " + t.getMessage());
                    t = t.getCause();
                    depth++;
                }
                Throwable root = e;
                while (root.getCause() != null) {
                    root = root.getCause();
                }
                System.out.println("  root cause=" + root);
            }
        }
        RuntimeException wrapped = new RuntimeException(new IllegalStateException("inner"));
        System.out.println("cause-only constructor message=" + wrapped.getMessage());
        System.out.println("cause-only toString=" + wrapped);
        Exception late = new Exception("late");
        late.initCause(new ArithmeticException("/ by zero"));
        System.out.println("initCause=" + late.getCause());
        try {
            late.initCause(new RuntimeException());
        } catch (IllegalStateException e) {
            System.out.println("second initCause threw IllegalStateException: " + e.getMessage().startsWith("Can't overwrite cause"));
        }
        System.out.println("getLocalizedMessage=" + new ConfigException("loc", null).getLocalizedMessage() + " null message toString=" + new RuntimeException());
    }
}

class ConfigException extends Exception {
    ConfigException(String message, Throwable cause) { super(message, cause); }
}

class ServiceException extends Exception {
    ServiceException(String message, Throwable cause) { super(message, cause); }
}
