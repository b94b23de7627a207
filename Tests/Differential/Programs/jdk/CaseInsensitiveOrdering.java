import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;

public class CaseInsensitiveOrdering {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(Arrays.asList("bob", "Alice", "alice", "Émile", "eve", "Bob", "_x", "Zed", "zed"));
        names.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println(names);
        Collections.sort(names, String.CASE_INSENSITIVE_ORDER.reversed());
        System.out.println(names);
        TreeMap<String, Integer> counts = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String n : names) counts.merge(n, 1, Integer::sum);
        System.out.println(counts);
        String[][] pairs = {{"Hello", "hello"}, {"hello", "help"}, {"ABC", "abd"}, {"a", "ab"}, {"\u0130", "i"}, {"Straße", "STRASSE"}};
        for (String[] p : pairs) System.out.println(p[0] + " ~ " + p[1] + " = " + p[0].compareToIgnoreCase(p[1]) + " / " + p[0].compareTo(p[1]) + " / " + p[0].equalsIgnoreCase(p[1]));
    }
}
