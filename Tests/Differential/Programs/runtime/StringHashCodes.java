public class StringHashCodes {
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
        String[] samples = {"", "a", "A", "hello", "Hello", "hello world", "polygenelubricants",
            "Aa", "BB", "\u00e9", "e\u0301", "\uD83D\uDE00", "\u4e2d\u6587", "zzzzzzzzzzzzzzzzzzzz",
            "The quick brown fox jumps over the lazy dog", "0", "-1", "null", "\n\t"};
        for (String s : samples) {
            System.out.println("\"" + esc(s).replace("\n", "\\n").replace("\t", "\\t") + "\".hashCode()=" + s.hashCode()
                + " length=" + s.length());
        }
        int manual = 0;
        String word = "overflowing hash";
        for (int i = 0; i < word.length(); i++) {
            manual = 31 * manual + word.charAt(i);
        }
        System.out.println("manual=" + manual + " builtin=" + word.hashCode());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            sb.append((char) ('a' + i));
            System.out.println("prefix " + sb + " -> " + sb.toString().hashCode());
        }
        System.out.println("hash of concatenation=" + ("ab" + "cd").hashCode() + " vs literal=" + "abcd".hashCode());
        System.out.println("mod 16 of polygenelubricants=" + ("polygenelubricants".hashCode() % 16));
        System.out.println("Math.abs of MIN hash=" + Math.abs("polygenelubricants".hashCode()));
    }
}
