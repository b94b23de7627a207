public class StringTrimStrip {
    static String show(String s) {
        StringBuilder sb = new StringBuilder("[");
        for (char c : s.toCharArray()) {
            if (c < ' ' || c > '~') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append("] len=").append(s.length()).toString();
    }

    public static void main(String[] args) {
        String[] samples = {"  hello  ", "\t\n x \r\n", "\u0000\u0001ctrl\u001f", "\u00a0nbsp\u00a0", "\u2003em space\u2003",
            "\u3000ideographic\u3000", "", "   ", "no-space", "\u000bvt\u000c"};
        for (String s : samples) {
            System.out.println("input " + show(s));
            System.out.println("  trim       " + show(s.trim()));
            System.out.println("  strip      " + show(s.strip()));
            System.out.println("  stripLead  " + show(s.stripLeading()));
            System.out.println("  stripTrail " + show(s.stripTrailing()));
            System.out.println("  isEmpty=" + s.isEmpty() + " isBlank=" + s.isBlank());
        }
        System.out.println("repeat: " + show("ab".repeat(3)) + " " + show("x".repeat(0)) + " " + show("".repeat(5)));
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("repeat(-1) threw " + e.getMessage());
        }
        System.out.println("Character.isWhitespace(nbsp)=" + Character.isWhitespace('\u00a0') + " isSpaceChar(nbsp)=" + Character.isSpaceChar('\u00a0'));
        System.out.println("Character.isWhitespace(em)=" + Character.isWhitespace('\u2003') + " isWhitespace(\\u001c)=" + Character.isWhitespace('\u001c'));
        System.out.println("lines count=" + "a\nb\r\nc\n".lines().count());
        System.out.println("indent: " + show("x\ny".indent(2)));
        System.out.println("stripIndent: " + show("   a\n    b\n".stripIndent()));
    }
}
