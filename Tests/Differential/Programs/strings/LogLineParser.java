import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class LogLineParser {

    static final String LOG = """
            2024-03-01 10:15:02 INFO  [main] App started version=1.4.2
            2024-03-01 10:15:03 DEBUG [db] Connecting to jdbc:postgres://db:5432/app
            2024-03-01 10:15:04 WARN  [db] Slow query took 1532ms: SELECT * FROM users
            2024-03-01 10:15:05 ERROR [http] Request /api/v1/orders/77 failed status=500
            garbage line without structure
            2024-03-01 10:15:06 info  [http] Request /api/v1/orders/78 ok status=200
            2024-03-01 10:15:07 TRACE [cache] hit ratio=0.93
            2024-03-01 10:15:08 ERROR [auth] Token expired for user=bob@example.com
            2024-03-01 10:15:09 FATAL [main] Out of disk on /var/log
            """;

    static int severity(String level) {
        switch (level.toUpperCase()) {
            case "TRACE":
                return 0;
            case "DEBUG":
                return 1;
            case "INFO":
                return 2;
            case "WARN":
            case "WARNING":
                return 3;
            case "ERROR":
                return 4;
            default:
                return 5;
        }
    }

    static String icon(String level) {
        return switch (level) {
            case "ERROR", "FATAL" -> "!!";
            case "WARN" -> "! ";
            case "INFO" -> "i ";
            default -> "  ";
        };
    }

    static String maskEmails(String text) {
        return text.replaceAll("([a-z]+)@([a-z]+)\\.com", "$1@***.com");
    }

    static String normalizePaths(String text) {
        // replace numeric ids in paths with {id}
        return text.replaceAll("/(\\d+)(/|\\b)", "/{id}$2");
    }

    public static void main(String[] args) {
        String[] lines = LOG.split("\n");
        TreeMap<String, Integer> perLevel = new TreeMap<>();
        TreeMap<String, Integer> perComponent = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        int malformed = 0;

        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (!line.matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\w+\\s+\\[\\w+\\] .*")) {
                malformed++;
                System.out.println("#" + i + " malformed: '" + line + "' words=" + line.split(" ").length);
                continue;
            }
            String date = line.substring(0, 10);
            String time = line.substring(11, 19);
            int lb = line.indexOf('[');
            int rb = line.indexOf(']', lb);
            String level = line.substring(20, lb).trim();
            String component = line.substring(lb + 1, rb);
            String message = line.substring(rb + 2);
            int sev = severity(level);
            String upper = level.toUpperCase();
            perLevel.merge(upper, 1, Integer::sum);
            perComponent.merge(component, 1, Integer::sum);

            System.out.println("#" + i + " " + icon(upper) + " " + date.replace("-", "/") + "T" + time
                    + " sev=" + sev + " comp=" + component + " msg.len=" + message.length());
            String cleaned = normalizePaths(maskEmails(message));
            if (!cleaned.equals(message)) {
                System.out.println("    cleaned: " + cleaned);
            }
            if (level.equals("info") || !level.equals(upper)) {
                System.out.println("    note: level '" + level + "' is not upper-case; equalsIgnoreCase(INFO)="
                        + level.equalsIgnoreCase("INFO"));
            }
            int eqIdx = message.lastIndexOf('=');
            if (eqIdx > 0) {
                int keyStart = message.lastIndexOf(' ', eqIdx) + 1;
                String key = message.substring(keyStart, eqIdx);
                String value = message.substring(eqIdx + 1);
                System.out.println("    kv: " + key + " -> " + value);
                if (key.equals("status")) {
                    int status = Integer.parseInt(value);
                    System.out.println("    status class: " + (status / 100) + "xx, client error? " + (status >= 400 && status < 500));
                }
            }
            if (message.contains("ms:")) {
                String ms = message.replaceAll(".*took (\\d+)ms.*", "$1");
                System.out.println("    duration ms=" + Long.parseLong(ms) + " seconds=" + (Long.parseLong(ms) / 1000));
            }
            if (message.startsWith("Request") && message.endsWith("200")) {
                System.out.println("    successful request");
            }
            if (sev >= 4) {
                problems.add(upper + "@" + component + ": " + cleaned);
            }
        }

        System.out.println("--- stats ---");
        System.out.println("malformed lines: " + malformed);
        System.out.println("per level: " + perLevel);
        System.out.println("per component: " + perComponent);
        System.out.println("problems (" + problems.size() + "):");
        for (String p : problems) {
            System.out.println("  * " + p);
        }

        // character statistics over the whole log
        long digits = LOG.chars().filter(Character::isDigit).count();
        long letters = LOG.chars().filter(Character::isLetter).count();
        long upperCase = LOG.chars().filter(Character::isUpperCase).count();
        long colons = LOG.chars().filter(c -> c == ':').count();
        System.out.println("digits=" + digits + " letters=" + letters + " upper=" + upperCase + " colons=" + colons);

        String version = lines[0].replaceAll(".*version=(\\d+)\\.(\\d+)\\.(\\d+)$", "$1|$2|$3");
        String[] vparts = version.split("\\|");
        int major = Integer.parseInt(vparts[0]);
        int minor = Integer.parseInt(vparts[1]);
        int patch = Integer.parseInt(vparts[2]);
        System.out.println("version parsed: major=" + major + " minor=" + minor + " patch=" + patch
                + " code=" + (major * 10000 + minor * 100 + patch));
        System.out.println("swap groups: " + "john.smith".replaceAll("(\\w+)\\.(\\w+)", "$2, $1"));
        System.out.println("replace literal: " + "a.b.c".replace(".", "$1") + " vs regex: " + "a.b.c".replaceAll("\\.", "-"));
        System.out.println("replaceFirst: " + "x-x-x".replaceFirst("x", "y"));
        System.out.println("replace char: " + "2024-03-01".replace('-', '_'));
        System.out.println("matches ip: " + "192.168.0.1".matches("(\\d{1,3}\\.){3}\\d{1,3}")
                + " " + "192.168.0".matches("(\\d{1,3}\\.){3}\\d{1,3}"));
    }
}
