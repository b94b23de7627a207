import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class TxtPhoneFormatter {
    static String digitsOnly(String raw) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (Character.isDigit(c)) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String format(String raw) {
        String main = raw;
        String ext = "";
        int x = raw.toLowerCase().indexOf(" x");
        if (x >= 0) {
            main = raw.substring(0, x);
            ext = digitsOnly(raw.substring(x + 2));
        }
        String d = digitsOnly(main);
        if (d.length() == 11 && d.charAt(0) == '1') {
            d = d.substring(1);
        }
        if (d.length() != 10) {
            return "INVALID(" + d.length() + " digits)";
        }
        StringBuilder sb = new StringBuilder(d);
        sb.insert(0, '(').insert(4, ") ").insert(9, '-');
        if (!ext.isEmpty()) {
            sb.append(" ext. ").append(ext);
        }
        return sb.toString();
    }

    static String asYouType(String digits) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i == 0) sb.append('(');
            if (i == 3) sb.append(") ");
            if (i == 6) sb.append('-');
            sb.append(digits.charAt(i));
        }
        return sb.toString();
    }

    static void backspace(StringBuilder sb) {
        if (sb.length() == 0) return;
        sb.deleteCharAt(sb.length() - 1);
        while (sb.length() > 0) {
            char last = sb.charAt(sb.length() - 1);
            if (last == '-' || last == ' ' || last == ')' || last == '(') {
                sb.deleteCharAt(sb.length() - 1);
            } else {
                break;
            }
        }
    }

    public static void main(String[] args) {
        String[] inputs = {
            "555-123-4567", "(555) 987 6543", "+1 555.222.3333", "1-800-FLOWERS",
            "555 123 4567 x89", "12345", "  5 5 5 1 1 1 2 2 2 2  "
        };
        for (String in : inputs) {
            System.out.println(String.format("%-8s -> %s", "[" + in.strip() + "]", format(in)));
        }

        System.out.println("--- as you type ---");
        String typed = "5551234567";
        for (int n = 1; n <= typed.length(); n++) {
            String shown = asYouType(typed.substring(0, n));
            System.out.println(String.format("%5d %s", n, shown));
        }

        System.out.println("--- backspace ---");
        StringBuilder field = new StringBuilder(asYouType(typed));
        for (int i = 0; i < 5; i++) {
            backspace(field);
            System.out.println("after " + (i + 1) + ": '" + field + "' len=" + field.length());
        }

        System.out.println("--- area codes ---");
        Map<Integer, Integer> byArea = new TreeMap<>();
        List<String> bad = new ArrayList<>();
        String[] areaInputs = {"555", "212", "555", "41x", "", "0310", "212", "555"};
        for (String a : areaInputs) {
            try {
                int code = Integer.parseInt(a);
                byArea.merge(code, 1, Integer::sum);
            } catch (NumberFormatException e) {
                bad.add(e.getMessage());
            }
        }
        for (Map.Entry<Integer, Integer> e : byArea.entrySet()) {
            System.out.println(String.format("area %05d count %d", e.getKey(), e.getValue()));
        }
        for (String m : bad) {
            System.out.println("bad: " + m);
        }

        System.out.println("--- keypad letters ---");
        String letters = "FLOWERS";
        String pad = "22233344455566677778889999";
        StringBuilder vanity = new StringBuilder();
        for (char c : letters.toCharArray()) {
            vanity.append(Character.isLetter(c) ? pad.charAt(Character.toUpperCase(c) - 'A') : c);
        }
        System.out.println(letters + " -> " + vanity + " (" + vanity.length() + " digits)");
        System.out.println("full: " + format("1-800-" + vanity));
        System.out.println("index of 9: " + vanity.indexOf("9") + ", last 7: " + vanity.lastIndexOf("7"));
    }
}
