import java.util.ArrayList;
import java.util.List;

public class CtlStateMachines {
    // CSV parser states
    static final int S_FIELD_START = 0;
    static final int S_UNQUOTED = 1;
    static final int S_QUOTED = 2;
    static final int S_QUOTE_IN_QUOTED = 3;
    static final int S_ERROR = 9;

    static List<String> parseCsvLine(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int state = S_FIELD_START;
        int i = 0;
        while (i <= line.length()) {
            char c = i < line.length() ? line.charAt(i) : '\n';
            switch (state) {
                case S_FIELD_START:
                    if (c == '"') {
                        state = S_QUOTED;
                    } else if (c == ',' || c == '\n') {
                        fields.add("");
                    } else {
                        cur.append(c);
                        state = S_UNQUOTED;
                    }
                    break;
                case S_UNQUOTED:
                    if (c == ',' || c == '\n') {
                        fields.add(cur.toString());
                        cur.setLength(0);
                        state = S_FIELD_START;
                    } else if (c == '"') {
                        state = S_ERROR;
                    } else {
                        cur.append(c);
                    }
                    break;
                case S_QUOTED:
                    if (c == '"') {
                        state = S_QUOTE_IN_QUOTED;
                    } else if (c == '\n') {
                        state = S_ERROR;
                    } else {
                        cur.append(c);
                    }
                    break;
                case S_QUOTE_IN_QUOTED:
                    if (c == '"') {
                        cur.append('"');
                        state = S_QUOTED;
                    } else if (c == ',' || c == '\n') {
                        fields.add(cur.toString());
                        cur.setLength(0);
                        state = S_FIELD_START;
                    } else {
                        state = S_ERROR;
                    }
                    break;
                default:
                    break;
            }
            if (state == S_ERROR) {
                fields.add("<error at " + i + ">");
                return fields;
            }
            i++;
        }
        return fields;
    }

    // vending machine: states 0=idle,1=collecting,2=dispensing,3=change,4=out-of-service
    static int vendState = 0;
    static int credit = 0;
    static int stock = 2;
    static int bank = 0;

    static String vend(String event, int amount) {
        final int price = 125;
        String out;
        int prev = vendState;
        switch (vendState) {
            case 0:
                if (event.equals("coin")) {
                    credit += amount;
                    vendState = credit >= price ? 2 : 1;
                    out = "credit " + credit;
                } else {
                    out = "ignored " + event;
                }
                break;
            case 1:
                if (event.equals("coin")) {
                    credit += amount;
                    if (credit >= price) vendState = 2;
                    out = "credit " + credit;
                } else if (event.equals("cancel")) {
                    out = "refund " + credit;
                    credit = 0;
                    vendState = 0;
                } else {
                    out = "need " + (price - credit);
                }
                break;
            case 2:
                if (event.equals("select")) {
                    stock--;
                    bank += price;
                    credit -= price;
                    vendState = credit > 0 ? 3 : (stock == 0 ? 4 : 0);
                    out = "dispensed, stock=" + stock;
                } else {
                    out = "press select";
                }
                break;
            case 3:
                out = "change " + credit;
                credit = 0;
                vendState = stock == 0 ? 4 : 0;
                break;
            default:
                out = event.equals("service") ? "restocked" : "OUT OF SERVICE";
                if (event.equals("service")) {
                    stock = 3;
                    vendState = 0;
                }
        }
        return String.format("  [%d->%d] %-8s %s", prev, vendState, event, out);
    }

    // number validator DFA: optional sign, digits, optional fraction, optional exponent
    static boolean isNumber(String s) {
        int state = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int cls = Character.isDigit(c) ? 0 : (c == '+' || c == '-') ? 1 : c == '.' ? 2 : (c == 'e' || c == 'E') ? 3 : 4;
            if (cls == 4) return false;
            int next;
            switch (state) {
                case 0: next = cls == 0 ? 2 : cls == 1 ? 1 : cls == 2 ? 3 : -1; break;
                case 1: next = cls == 0 ? 2 : cls == 2 ? 3 : -1; break;
                case 2: next = cls == 0 ? 2 : cls == 2 ? 4 : cls == 3 ? 5 : -1; break;
                case 3: next = cls == 0 ? 4 : -1; break;
                case 4: next = cls == 0 ? 4 : cls == 3 ? 5 : -1; break;
                case 5: next = cls == 0 ? 7 : cls == 1 ? 6 : -1; break;
                case 6:
                case 7: next = cls == 0 ? 7 : -1; break;
                default: next = -1;
            }
            if (next < 0) return false;
            state = next;
        }
        return state == 2 || state == 4 || state == 7;
    }

    public static void main(String[] args) {
        String[] lines = {
            "a,b,c",
            "\"hello, world\",42,",
            ",,",
            "\"say \"\"hi\"\"\",x",
            "bad\"quote,1",
            "\"unterminated,2",
            "\"ok\"junk,3",
            ""
        };
        for (String l : lines) {
            List<String> f = parseCsvLine(l);
            System.out.println(String.format("%-8s -> %d %s", "'" + l + "'", f.size(), f));
        }

        String[][] events = {
            {"select", "0"}, {"coin", "100"}, {"select", "0"}, {"coin", "50"}, {"select", "0"},
            {"coin", "25"}, {"cancel", "0"}, {"coin", "200"}, {"coin", "5"}, {"select", "0"}, {"tick", "0"},
            {"coin", "10"}, {"service", "0"}, {"coin", "125"}, {"select", "0"}
        };
        for (String[] e : events) {
            System.out.println(vend(e[0], Integer.parseInt(e[1])));
        }
        System.out.println("bank=" + bank + " stock=" + stock + " credit=" + credit + " state=" + vendState);

        String[] numbers = {"0", "-12", "+3.5", ".5", "5.", "1e10", "2E-3", "e5", "1e", "--1", "1.2.3", "", "7x", "-.e1", "12.5e+07"};
        StringBuilder sb = new StringBuilder();
        for (String n : numbers) {
            sb.append(String.format("%-8s:%s ", n, isNumber(n) ? "Y" : "n"));
        }
        System.out.println(sb.toString().trim());

        // traffic light controller with timers
        int light = 0; // 0 green, 1 yellow, 2 red, 3 red+pedestrian
        int timer = 0;
        int[] durations = {4, 1, 3, 2};
        boolean pedestrianRequest = false;
        StringBuilder timeline = new StringBuilder();
        for (int tick = 0; tick < 24; tick++) {
            if (tick == 2 || tick == 15) pedestrianRequest = true;
            timeline.append("GYRP".charAt(light));
            if (++timer < durations[light]) continue;
            timer = 0;
            switch (light) {
                case 0 -> light = 1;
                case 1 -> light = 2;
                case 2 -> {
                    if (pedestrianRequest) {
                        pedestrianRequest = false;
                        light = 3;
                    } else {
                        light = 0;
                    }
                }
                default -> light = 0;
            }
        }
        System.out.println("timeline=" + timeline);
    }
}
