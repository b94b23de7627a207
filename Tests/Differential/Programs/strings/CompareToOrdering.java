import java.util.Arrays;

public class CompareToOrdering {
    static String sign(int x) {
        return x < 0 ? "<" : x > 0 ? ">" : "=";
    }

    public static void main(String[] args) {
        String[][] pairs = {{"apple", "banana"}, {"b", "a"}, {"abc", "abc"}, {"abc", "abcd"}, {"Z", "a"},
            {"", "a"}, {"a", ""}, {"abc", "ABC"}, {"10", "9"}, {"hello", "help"}};
        for (String[] p : pairs) {
            int r = p[0].compareTo(p[1]);
            System.out.println("\"" + p[0] + "\" vs \"" + p[1] + "\": compareTo=" + r + " (" + sign(r) + ") ignoreCase=" + p[0].compareToIgnoreCase(p[1]));
        }
        String[] names = {"delta", "Alpha", "charlie", "Bravo", "echo", "alpha"};
        String[] copy = names.clone();
        Arrays.sort(copy);
        System.out.println("natural: " + Arrays.toString(copy));
        Arrays.sort(copy, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive: " + Arrays.toString(copy));
        System.out.println("original untouched: " + Arrays.toString(names));
        System.out.println("Character.compare: " + Character.compare('a', 'b') + " " + Character.compare('z', 'a'));
        System.out.println("Integer.compare: " + Integer.compare(5, 5) + " " + Integer.compare(Integer.MIN_VALUE, 1));
        System.out.println("Boolean.compare: " + Boolean.compare(true, false));
        System.out.println("Double.compare: " + Double.compare(1.5, 2.5) + " " + Double.compare(0.0, -0.0));
        System.out.println("startsWith: " + "prefix-body".startsWith("prefix") + " endsWith: " + "file.txt".endsWith(".txt"));
        System.out.println("startsWith offset: " + "abcdef".startsWith("cd", 2));
        System.out.println("regionMatches: " + "Hello World".regionMatches(true, 6, "WORLD", 0, 5));
    }
}
