import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Java's meaning of character classes, anchors and flags, where other regex engines differ. */
public class RegexFlagsAndClasses {
    static String show(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c < 32 || c > 126) {
                String hex = Integer.toHexString(c);
                sb.append("\\u");
                for (int k = hex.length(); k < 4; k++) {
                    sb.append('0');
                }
                sb.append(hex);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static void finds(String regex, int flags, String input) {
        Matcher m = Pattern.compile(regex, flags).matcher(input);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            sb.append('[').append(m.start()).append(',').append(m.end());
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(' ').append(m.group(g) == null ? "-" : show(m.group(g)));
            }
            sb.append(']');
        }
        System.out.println(show(regex) + " flags=" + flags + " in \"" + show(input) + "\" -> " + (sb.length() == 0 ? "none" : sb.toString()));
    }

    public static void main(String[] args) {
        // Predefined classes are ASCII in Java unless UNICODE_CHARACTER_CLASS is set.
        finds("\\d+", 0, "a1b22 \u0665\u0666");
        finds("\\d+", Pattern.UNICODE_CHARACTER_CLASS, "a1b22 \u0665\u0666");
        finds("\\w+", 0, "h\u00e9llo w\u00f6rld_42");
        finds("(?U)\\w+", 0, "h\u00e9llo w\u00f6rld_42");
        finds("\\s", 0, "a b\tc\u00a0d\u2003e\u000bf");
        finds("\\S+", 0, "a b\tc\u00a0d");
        finds("\\h+", 0, "a \t\u00a0b\nc");
        finds("\\v", 0, "a\nb\u000bc\u2028d");
        finds("\\R", 0, "l1\r\nl2\nl3\rl4\u0085l5");
        finds("\\bcat\\b", 0, "cat concat cat's caf\u00e9cat");
        finds("\\B\\w\\B", 0, "abc de");
        finds("\\b", 0, "\u00e9t\u00e9 x");
        // POSIX classes are ASCII; Unicode properties and java* methods of Character are not.
        finds("\\p{Lower}+", 0, "abc\u00e4\u00f6DEF");
        finds("\\p{Upper}\\p{Lower}+", 0, "Hello \u00c4rger World");
        finds("\\p{Punct}", 0, "a!b,c\u00bfd");
        finds("\\p{Alnum}+", 0, "ab12_\u00e9");
        finds("\\p{XDigit}+", 0, "0xCAFE babe ghij");
        finds("\\p{L}+", 0, "caf\u00e9 na\u00efve \u03b1\u03b2\u03b3");
        finds("\\p{Lu}", 0, "aBc\u00c4\u0394");
        finds("\\p{IsLatin}+", 0, "abc\u03b1\u03b2def");
        finds("\\p{InGreek}+", 0, "abc\u03b1\u03b2def");
        finds("\\p{IsAlphabetic}+", 0, "ab1\u2160");
        finds("\\p{javaLowerCase}+", 0, "ab\u00dfC\u03b1");
        finds("\\p{javaWhitespace}", 0, "a b\u00a0c\u2003d");
        finds("\\P{L}+", 0, "ab12!?cd");
        finds("\\pN+", 0, "x42\u00bdy");
        // Class syntax: ranges, negation, union, intersection and subtraction.
        finds("[a-z&&[^aeiou]]+", 0, "hello world");
        finds("[\\w&&[^\\d_]]+", 0, "ab12c_d");
        finds("[a-c[x-z]]+", 0, "abxyzmno");
        finds("[^a-c[x-z]]+", 0, "abxyzmno");
        finds("[]a]+", 0, "x]a]y");
        finds("[a-]+", 0, "b-a-c");
        finds("[\\Q]-[\\E]+", 0, "a]-[b");
        // Anchors know Java's line terminators.
        finds(".", 0, "a\u000bb\u000cc\rd\u0085e");
        finds(".", Pattern.DOTALL, "a\nb");
        finds(".", Pattern.UNIX_LINES, "a\rb\nc");
        finds("$", 0, "line\n");
        finds("$", 0, "line\r\n");
        finds("$", 0, "form\u000c");
        finds("^\\w+$", Pattern.MULTILINE, "one\ntwo\r\nthree\rfour");
        finds("^", Pattern.MULTILINE, "a\n\nb\n");
        finds("^", Pattern.MULTILINE, "");
        finds("\\Aab|ab\\z", 0, "abab");
        finds("ab\\Z", 0, "ab\n");
        // Case-insensitivity folds ASCII letters unless UNICODE_CASE is set.
        finds("stra\u00dfe", Pattern.CASE_INSENSITIVE, "STRASSE Stra\u00dfe");
        finds("\u00e4", Pattern.CASE_INSENSITIVE, "\u00c4\u00e4");
        finds("\u00e4", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "\u00c4\u00e4");
        finds("[a-f]+", Pattern.CASE_INSENSITIVE, "xABCdefG");
        finds("(?i)hello", 0, "Hello HELLO hElLo");
        finds("a(?i)b", 0, "ab aB Ab AB");
        finds("a(?i:b)c", 0, "abc aBc aBC");
        finds("((?i)a)b", 0, "ab Ab aB");
        finds("(?i)(\\w)\\1", 0, "aA bb Cc de");
        // COMMENTS and LITERAL.
        finds(" (\\d+)  # digits\n - (\\d+) # more", Pattern.COMMENTS, "12-34 5 - 6");
        finds("[ a b ]+", Pattern.COMMENTS, "a b");
        finds("(?x) a \\  b", 0, "a b ab");
        finds("a.b*", Pattern.LITERAL, "a.b* axbbb");
        finds("\\Q(1+1)\\E=2", 0, "(1+1)=2");
        // Quantifiers, groups and look-arounds.
        finds("a{2,3}?", 0, "aaaaa");
        finds("a++b", 0, "aaab");
        finds("(?>a+)ab", 0, "aaab");
        finds("(a|ab)(c|bcd)(d*)", 0, "abcd");
        finds("(?:(a)|b)+", 0, "ab");
        finds("(?<=\\d{1,3})x", 0, "12x ax");
        finds("(?<!\\$)\\b\\d+", 0, "$5 and 7");
        finds("\\d+(?=%)", 0, "50% of 20");
        finds("\\Gab", 0, "ababxab");
        finds("x*", 0, "axxb");
        System.out.println("flags()=" + Pattern.compile("a", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE).flags()
            + " " + Pattern.compile("a", Pattern.UNICODE_CHARACTER_CLASS).flags());
    }
}
