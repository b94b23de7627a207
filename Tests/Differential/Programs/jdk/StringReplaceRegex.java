public class StringReplaceRegex {
    public static void main(String[] args) {
        String s = "a.b.c.d";
        System.out.println("replace('.', '/')=" + s.replace('.', '/'));
        System.out.println("replace(\".\", \"\")=" + s.replace(".", ""));
        System.out.println("replaceAll(\".\", \"x\")=" + s.replaceAll(".", "x"));
        System.out.println("replaceAll(\"\\\\.\", \"-\")=" + s.replaceAll("\\.", "-"));
        System.out.println("replaceFirst(\"\\\\.\", \"!\")=" + s.replaceFirst("\\.", "!"));
        String date = "2024-03-15";
        System.out.println("swap date groups=" + date.replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"));
        System.out.println("named groups=" + date.replaceAll("(?<y>\\d{4})-(?<m>\\d{2})-(?<d>\\d{2})", "${d}.${m}.${y}"));
        String name = "John Smith";
        System.out.println("swap names=" + name.replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("collapse spaces=[" + "  too   many    spaces  ".replaceAll("\\s+", " ") + "]");
        System.out.println("strip non-digits=" + "(555) 123-4567".replaceAll("[^0-9]", ""));
        System.out.println("camel to snake=" + "parseHttpRequestBody".replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase());
        System.out.println("literal dollar via replace=" + "price: X".replace("X", "$5"));
        System.out.println("escaped dollar in replaceAll=" + "price: X".replaceAll("X", "\\$5"));
        System.out.println("Matcher.quoteReplacement=" + "cost X".replaceAll("X", java.util.regex.Matcher.quoteReplacement("$1.00\\")));
        try {
            "price: X".replaceAll("X", "$5");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("unescaped $5 threw IndexOutOfBoundsException: " + e.getMessage());
        }
        System.out.println("empty regex replaceAll=" + "abc".replaceAll("", "-"));
        System.out.println("replace empty target=" + "abc".replace("", "|"));
        System.out.println("case-insensitive=" + "Hello HELLO hello".replaceAll("(?i)hello", "hi"));
        System.out.println("group 0 wrap=" + "cat bat rat".replaceAll("[cb]at", "<$0>"));
        System.out.println("reluctant=" + "<b>bold</b> and <i>it</i>".replaceAll("<.+?>", ""));
        System.out.println("greedy=" + "<b>bold</b> and <i>it</i>".replaceAll("<.+>", ""));
        System.out.println("backreference dedupe=" + "the the cat sat sat down".replaceAll("\\b(\\w+) \\1\\b", "$1"));
        System.out.println("replace char seq all occurrences=" + "aaaa".replace("aa", "b"));
        System.out.println("anchors multiline=" + "line1\nline2".replaceAll("(?m)^", "> "));
        System.out.println("unicode class=" + "caf\u00e9 na\u00efve".replaceAll("\\p{L}", "L"));
        System.out.println("trailing zeros=" + "3.1400".replaceAll("0+$", "") + " " + "10.000".replaceAll("\\.?0+$", ""));
    }
}
