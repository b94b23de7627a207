// expect-exit: 1
public class UncaughtChecked {
    static class ConfigException extends Exception {
        ConfigException(String msg) {
            super(msg);
        }
    }

    static String lookup(String key) throws ConfigException {
        switch (key) {
            case "host":
                return "localhost";
            case "port":
                return "8080";
            default:
                throw new ConfigException("missing key: " + key);
        }
    }

    public static void main(String[] args) throws ConfigException {
        String[] keys = {"host", "port", "user", "timeout"};
        for (String k : keys) {
            System.out.println("looking up " + k);
            if (k.equals("user")) {
                try {
                    lookup(k);
                } catch (ConfigException e) {
                    System.out.println("default used for " + k + " because " + e.getMessage());
                    continue;
                }
            }
            System.out.println(k + " = " + lookup(k));
        }
        System.out.println("unreachable");
    }
}
