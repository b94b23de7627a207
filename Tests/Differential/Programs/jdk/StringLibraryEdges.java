import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

public class StringLibraryEdges {
    public static void main(String[] args) {
        List<String> parts = new ArrayList<>();
        parts.add("a");
        parts.add(null);
        parts.add("ünï");
        System.out.println(String.join(", ", parts) + "|" + String.join("-", "x", "y", "z") + "|" + String.join("", new ArrayList<String>()) + "|");
        System.out.println("%s=%d (%.2f)".formatted("pi", 3, Math.PI));
        String[] blanks = {"", "  ", "\t\n", " a ", "\u2003x\u2003", "\u00a0"};
        for (String s : blanks) {
            System.out.println("[" + s.strip() + "][" + s.stripLeading() + "][" + s.stripTrailing() + "] blank=" + s.isBlank() + " trim=[" + s.trim() + "]");
        }
        String[][] cmp = {{"apple", "APPLE"}, {"a", "B"}, {"Zebra", "apple"}, {"abc", "ab"}, {"", "x"}, {"ß", "SS"}};
        for (String[] p : cmp) System.out.println(p[0] + " vs " + p[1] + ": " + p[0].compareToIgnoreCase(p[1]) + " " + String.CASE_INSENSITIVE_ORDER.compare(p[0], p[1]));
        String s = "banana bandana";
        System.out.println(s.lastIndexOf("an") + " " + s.lastIndexOf("an", 5) + " " + s.lastIndexOf("an", -1) + " " + s.lastIndexOf('a', 3) + " " + s.lastIndexOf("", 100) + " " + s.lastIndexOf('z', 99));
        System.out.println(s.startsWith("ana", 1) + " " + s.startsWith("ana", 2) + " " + s.startsWith("", 14) + " " + s.startsWith("a", -1));
        char[] cs = {'h', 'e', 'l', 'l', 'o'};
        System.out.println(String.valueOf(cs, 1, 3) + " " + String.copyValueOf(cs) + " " + String.copyValueOf(cs, 0, 2));
        try { System.out.println(String.valueOf(cs, 3, 5)); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE " + e.getMessage()); }
        String emoji = "a\uD83D\uDE00b";
        System.out.println(emoji.length() + " " + emoji.codePointCount(0, emoji.length()) + " " + emoji.codePointAt(1) + " " + emoji.codePointAt(2));
        List<String> words = new ArrayList<>(Arrays.asList("pear", "Apple", "banana", "apple", "Cherry"));
        words.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println(words);

        StringBuilder sb = new StringBuilder("hello world");
        sb.insert(0, "[").insert(sb.length(), ']').insert(6, 42).insert(1, 2.5).insert(0, true).insert(0, (Object) null);
        System.out.println(sb);
        System.out.println(sb.indexOf("l") + " " + sb.indexOf("l", 10) + " " + sb.lastIndexOf("o") + " " + sb.lastIndexOf("o", 12) + " " + sb.indexOf("zz"));
        sb.replace(0, 8, "<").delete(3, 6);
        System.out.println(sb + " " + sb.substring(2) + " " + sb.substring(1, 4));
        sb.delete(5, 1000);
        System.out.println(sb);
        try { sb.delete(4, 2); } catch (StringIndexOutOfBoundsException e) { System.out.println("delete: " + e.getMessage()); }
        try { sb.insert(99, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println("insert: " + e.getMessage()); }
        try { sb.substring(3, 99); } catch (StringIndexOutOfBoundsException e) { System.out.println("substring: " + e.getMessage()); }
        try { sb.replace(9, 10, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println("replace: " + e.getMessage()); }

        System.out.println(Objects.hash(1, "a", null, 2.5) + " " + Objects.hash() + " " + Objects.hashCode(null) + " " + Objects.hashCode("a"));
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(1, 1) + " " + Objects.equals(1, 1L));
        System.out.println(Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.toString(7, "dflt") + " " + Objects.isNull(null) + " " + Objects.nonNull("x"));
        System.out.println(Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNull("ok"));
        try { Objects.requireNonNull(null, "value must not be null"); } catch (NullPointerException e) { System.out.println("NPE: " + e.getMessage()); }
        try { Objects.requireNonNullElse(null, null); } catch (NullPointerException e) { System.out.println("NPE: " + e.getMessage()); }
    }
}
