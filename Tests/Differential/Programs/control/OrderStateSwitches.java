import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class OrderStateSwitches {

    static final int HTTP_OK = 200;
    static final int HTTP_CREATED = HTTP_OK + 1;
    static final int HTTP_NOT_FOUND = 400 + 4;
    static final int HTTP_SERVER = 5 * 100;
    static final char GRADE_TOP = 'A';
    static final char GRADE_NEXT = GRADE_TOP + 1;
    static final long MAX_CACHE_BYTES = 16L * 1024 * 1024 * 1024;
    static final int OVERFLOWED = 1024 * 1024 * 1024 * 4;
    static final String PREFIX = "order";
    static final String KEY_STATUS = PREFIX + "." + "status";
    static final String KEY_TOTAL = PREFIX + ".total";
    static final String VERSION = "v" + 2 + '.' + 1 + 'x';

    enum Status {
        CREATED("new", 0), PAID("paid", 1), SHIPPED("shipped", 2), DELIVERED("done", 3), CANCELLED("void", -1);

        private final String label;
        private final int rank;

        Status(String label, int rank) {
            this.label = label;
            this.rank = rank;
        }

        String label() { return label; }

        boolean isTerminal() { return this == DELIVERED || this == CANCELLED; }

        Status next() {
            switch (this) {
                case CREATED: return PAID;
                case PAID: return SHIPPED;
                case SHIPPED: return DELIVERED;
                default: return this;
            }
        }
    }

    static String httpMessage(int code) {
        switch (code) {
            case HTTP_OK:
                return "ok";
            case HTTP_CREATED:
                return "created";
            case HTTP_NOT_FOUND:
                return "not found";
            case HTTP_SERVER:
            case HTTP_SERVER + 3:
                return "server trouble";
            default:
                return "unknown " + code;
        }
    }

    static int fallThroughScore(char grade) {
        int score = 0;
        switch (grade) {
            case GRADE_TOP:
                score += 50;
            case GRADE_NEXT:
                score += 30;
                break;
            case 'C':
                score += 10;
            default:
                score += 1;
        }
        return score;
    }

    static String command(String input) {
        return switch (input) {
            case "pay", "PAY" -> "charge card";
            case KEY_STATUS -> "status lookup";
            case "ship" -> {
                String carrier = input.length() > 3 ? "courier" : "post";
                yield "ship via " + carrier;
            }
            default -> {
                if (input.isEmpty()) yield "empty";
                yield "unknown:" + input;
            }
        };
    }

    static int feePercent(Status s, boolean express) {
        int base = switch (s) {
            case CREATED, PAID -> 0;
            case SHIPPED -> express ? 5 : 2;
            case DELIVERED -> {
                int extra = express ? 3 : 1;
                yield 10 + extra;
            }
            case CANCELLED -> -1;
        };
        return base * (s.rank + 1);
    }

    static String describeDay(int day) {
        String kind;
        switch (day % 7) {
            case 0, 6 -> kind = "weekend";
            case 5 -> kind = "friday";
            default -> kind = "weekday";
        }
        return day + "=" + kind;
    }

    public static void main(String[] args) {
        System.out.println("constants " + HTTP_CREATED + " " + HTTP_NOT_FOUND + " " + HTTP_SERVER);
        System.out.println("grades " + GRADE_TOP + " " + GRADE_NEXT + " " + (int) GRADE_NEXT);
        System.out.println("cache " + MAX_CACHE_BYTES + " overflowed " + OVERFLOWED);
        System.out.println("keys " + KEY_STATUS + " " + KEY_TOTAL + " " + VERSION);
        System.out.println("key equals " + KEY_STATUS.equals("order.status") + " len " + KEY_STATUS.length());
        int[] codes = { 200, 201, 404, 500, 503, 302 };
        for (int code : codes) System.out.println("http " + code + " -> " + httpMessage(code));
        for (char g = 'A'; g <= 'E'; g++) System.out.println("grade " + g + " -> " + fallThroughScore(g));
        String[] inputs = { "pay", "PAY", "ship", "order.status", "", "refund" };
        for (String in : inputs) System.out.println("cmd '" + in + "' -> " + command(in));

        Map<Status, List<String>> history = new TreeMap<>();
        for (Status s : Status.values()) {
            List<String> steps = new ArrayList<>();
            Status cur = s;
            int guard = 0;
            while (!cur.isTerminal() && guard++ < 10) {
                steps.add(cur.label());
                cur = cur.next();
            }
            steps.add(cur.label() + "!");
            history.put(s, steps);
        }
        for (Map.Entry<Status, List<String>> e : history.entrySet()) {
            System.out.println(e.getKey() + " ord=" + e.getKey().ordinal() + " path=" + e.getValue());
        }
        for (Status s : Status.values()) {
            System.out.println("fee " + s.name() + " " + feePercent(s, false) + "/" + feePercent(s, true));
        }
        System.out.println("valueOf " + Status.valueOf("SHIPPED").label() + " compare " + Status.PAID.compareTo(Status.CANCELLED));
        try {
            Status.valueOf("LOST");
        } catch (IllegalArgumentException e) {
            System.out.println("bad status LOST rejected");
        }
        StringBuilder days = new StringBuilder();
        for (int d = 0; d < 8; d++) days.append(describeDay(d)).append(' ');
        System.out.println(days.toString().trim());
        final int LOCAL_LIMIT = 3;
        int count = 0;
        for (int i = 0; i < 6; i++) {
            switch (i) {
                case LOCAL_LIMIT:
                    count += 100;
                    continue;
                case LOCAL_LIMIT + 1:
                    count += 10;
                    break;
                default:
                    count++;
            }
            count *= 2;
        }
        System.out.println("local const switch count=" + count);
        long folded = 'a' + 1L + Integer.MAX_VALUE;
        char fromInt = 'a' + 2;
        byte small = 'b' - 'a' + 100;
        System.out.println("folded=" + folded + " fromInt=" + fromInt + " small=" + small);
    }
}
