import java.util.Arrays;

public class StringUnicodeCompare {
    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c > '~') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String composed = "\u00e9";
        String decomposed = "e\u0301";
        System.out.println("composed length=" + composed.length() + " decomposed length=" + decomposed.length());
        System.out.println("equals=" + composed.equals(decomposed));
        System.out.println("compareTo=" + composed.compareTo(decomposed));
        System.out.println("hash composed=" + composed.hashCode() + " decomposed=" + decomposed.hashCode());
        System.out.println("cafe-acute vs cafe+combining equals=" + "caf\u00e9".equals("cafe\u0301"));
        System.out.println("\"a\".compareTo(\"b\")=" + "a".compareTo("b"));
        System.out.println("\"b\".compareTo(\"a\")=" + "b".compareTo("a"));
        System.out.println("\"apple\".compareTo(\"app\")=" + "apple".compareTo("app"));
        System.out.println("\"app\".compareTo(\"apple\")=" + "app".compareTo("apple"));
        System.out.println("\"Z\".compareTo(\"a\")=" + "Z".compareTo("a"));
        System.out.println("\"\".compareTo(\"abc\")=" + "".compareTo("abc"));
        System.out.println("\"e-acute\".compareTo(\"z\")=" + "\u00e9".compareTo("z"));
        System.out.println("emoji vs BMP high char compareTo=" + "\uD83D\uDE00".compareTo("\uFFFD"));
        System.out.println("compareToIgnoreCase(Hello,hello)=" + "Hello".compareToIgnoreCase("hello"));
        System.out.println("compareToIgnoreCase(abc,ABD)=" + "abc".compareToIgnoreCase("ABD"));
        System.out.println("compareToIgnoreCase(_,a)=" + "_".compareToIgnoreCase("a") + " compareTo(_,A)=" + "_".compareTo("A"));
        System.out.println("equalsIgnoreCase(STRASSE,strasse)=" + "STRASSE".equalsIgnoreCase("strasse"));
        System.out.println("equalsIgnoreCase(E-acute,e-acute)=" + "\u00c9".equalsIgnoreCase("\u00e9"));
        String[] words = {"banana", "Apple", "cherry", "apple", "\u00e9clair", "Zebra", "_under", "10", "9", "eclair"};
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        System.out.println("natural sort=" + esc(Arrays.toString(sorted)));
        Arrays.sort(sorted, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive sort=" + esc(Arrays.toString(sorted)));
        System.out.println("toUpperCase(strasse-eszett)=" + "stra\u00dfe".toUpperCase() + " length=" + "stra\u00dfe".toUpperCase().length());
        System.out.println("toLowerCase(I-dot).length=" + "\u0130".toLowerCase().length());
        System.out.println("contentEquals=" + "abc".contentEquals(new StringBuilder("abc")));
        System.out.println("regionMatches=" + "Hello World".regionMatches(true, 6, "WORLD", 0, 5));
    }
}
