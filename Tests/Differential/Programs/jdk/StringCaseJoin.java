import java.util.ArrayList;
import java.util.List;

public class StringCaseJoin {
    public static void main(String[] args) {
        String s = "Hello World 123 _xY";
        System.out.println("upper=" + s.toUpperCase() + " lower=" + s.toLowerCase());
        System.out.println("equalsIgnoreCase=" + "HELLO".equalsIgnoreCase("hello") + " equals=" + "HELLO".equals("hello"));
        String title = capitalizeWords("the old man and the sea");
        System.out.println("title case=" + title);
        System.out.println("capitalize empty=[" + capitalizeWords("") + "]");
        List<String> tags = new ArrayList<>();
        for (String raw : new String[] {"  Java ", "KOTLIN", "swift", "  ", "Go"}) {
            String t = raw.trim().toLowerCase();
            if (!t.isEmpty()) {
                tags.add("#" + t);
            }
        }
        System.out.println("tags=" + String.join(" ", tags));
        String sentence = "The Quick Brown Fox";
        StringBuilder initials = new StringBuilder();
        for (String w : sentence.split(" ")) {
            initials.append(w.charAt(0));
        }
        System.out.println("initials=" + initials + " lowercase initials=" + initials.toString().toLowerCase());
        String constant = "max_retry_count";
        System.out.println("to CONSTANT=" + constant.toUpperCase() + " to camel=" + toCamel(constant));
        String mixed = "aBcDeF";
        StringBuilder swapped = new StringBuilder();
        for (char c : mixed.toCharArray()) {
            swapped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        System.out.println("swapcase=" + swapped);
        System.out.println("upper of digits/symbols unchanged=" + "a1!b2?".toUpperCase());
        System.out.println("compareTo vs compareToIgnoreCase: " + "apple".compareTo("Banana") + " " + "apple".compareToIgnoreCase("Banana"));
        System.out.println("join with chars=" + String.join(", ", List.of("x", "y")) + " join array=" + String.join("", new String[] {"a", "b", "c"}));
        System.out.println("repeat+join=" + String.join("|", "ab".repeat(2), "-".repeat(3)));
        String csv = String.join(",", "name", "", "age");
        System.out.println("csv=" + csv + " split back=" + csv.split(",").length);
    }

    static String capitalizeWords(String s) {
        StringBuilder out = new StringBuilder();
        for (String w : s.split(" ")) {
            if (w.isEmpty()) continue;
            if (out.length() > 0) out.append(' ');
            out.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        return out.toString();
    }

    static String toCamel(String s) {
        String[] parts = s.split("_");
        StringBuilder sb = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            sb.append(parts[i].substring(0, 1).toUpperCase()).append(parts[i].substring(1));
        }
        return sb.toString();
    }
}
