// expect-exit: 1
import java.util.HashMap;
import java.util.Map;

public class NullPointerUncaught {
    static Map<String, String> config = new HashMap<>();

    static int portNumber(String key) {
        String raw = config.get(key);
        return Integer.parseInt(raw.trim());
    }

    public static void main(String[] args) {
        config.put("http", " 80 ");
        config.put("https", "443");
        System.out.println("http port " + portNumber("http"));
        System.out.println("https port " + portNumber("https"));
        String[] keys = {"http", "ftp", "https"};
        for (String k : keys) {
            System.out.println("looking up " + k);
            int port = portNumber(k);
            System.out.println(k + " -> " + port);
        }
        System.out.println("not reached");
    }
}
