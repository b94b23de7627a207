import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.Map;

public class FlwCommandParser {
    static Map<String, Integer> vars = new TreeMap<>();

    static int parseNumber(String s, int[] pos) {
        int value = 0;
        int sign = 1;
        if (s.charAt(pos[0]) == '-') {
            sign = -1;
            pos[0]++;
        }
        do {
            value = value * 10 + (s.charAt(pos[0]++) - '0');
        } while (pos[0] < s.length() && Character.isDigit(s.charAt(pos[0])));
        return sign * value;
    }

    static String classify(char c) {
        return Character.isDigit(c) ? "digit"
             : Character.isLetter(c) ? (Character.isUpperCase(c) ? "upper" : "lower")
             : c == ' ' ? "space" : "symbol";
    }

    static String execute(String line) {
        String[] parts = line.trim().split(" ");
        String cmd = parts[0];
        String result;
        switch (cmd) {
            case "set":
                vars.put(parts[1], parseNumber(parts[2], new int[]{0}));
                result = parts[1] + "=" + vars.get(parts[1]);
                break;
            case "inc":
            case "add":
                int delta = cmd.equals("inc") ? 1 : parseNumber(parts[2], new int[]{0});
                vars.put(parts[1], vars.getOrDefault(parts[1], 0) + delta);
                result = parts[1] + "+=" + delta + " -> " + vars.get(parts[1]);
                break;
            default:
                result = "unknown command '" + cmd + "'";
                break;
            case "del":
                Integer old = vars.remove(parts[1]);
                result = old == null ? "nothing to delete" : "deleted " + parts[1] + " (" + old + ")";
                break;
            case "dump":
                StringBuilder sb = new StringBuilder("vars");
                for (Map.Entry<String, Integer> e : vars.entrySet()) {
                    sb.append(' ').append(e.getKey()).append('=').append(e.getValue());
                }
                result = sb.toString();
        }
        return result;
    }

    static List<Integer> numbersIn(String text) {
        List<Integer> out = new ArrayList<>();
        int[] pos = {0};
        while (true) {
            if (pos[0] >= text.length()) {
                break;
            }
            char c = text.charAt(pos[0]);
            boolean startsNum = Character.isDigit(c)
                || (c == '-' && pos[0] + 1 < text.length() && Character.isDigit(text.charAt(pos[0] + 1)));
            if (startsNum) {
                out.add(parseNumber(text, pos));
            } else {
                pos[0]++;
            }
        }
        return out;
    }

    public static void main(String[] args) {
        String script = "set a 5;inc a;add b -3;add a 12;mul a 2;del b;del zz;set c 042;dump";
        int lineNo = 0;
        for (String line : script.split(";")) {
            lineNo++;
            System.out.println(String.format("%d: %-8s => %s", lineNo, line, execute(line)));
        }

        String sample = "aZ 9-x";
        for (int i = 0; i < sample.length(); i++) {
            System.out.println(String.format("'%s' is %s", sample.charAt(i), classify(sample.charAt(i))));
        }

        System.out.println("numbers: " + numbersIn("move 12 left, -7 up, x-y 300-4"));
        System.out.println("numbers: " + numbersIn("--5 a1b22c333"));

        int n = 0;
        for (int v : vars.values()) {
            String size = v > 10 ? (v > 40 ? "huge" : "big") : v < 0 ? "negative" : v == 0 ? "zero" : "small";
            System.out.println(String.format("value #%d %5d %s", n++, v, size));
        }
    }
}
