import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class SemTokenizerStrings {
    enum Kind { WORD, NUMBER, PUNCT, SPACE }

    record Token(Kind kind, String text, int pos) {
        @Override public String toString() { return kind + "(" + text + ")@" + pos; }
    }

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            int start = i;
            if (Character.isLetter(c)) {
                while (i < src.length() && Character.isLetterOrDigit(src.charAt(i))) i++;
                out.add(new Token(Kind.WORD, src.substring(start, i), start));
            } else if (Character.isDigit(c)) {
                while (i < src.length() && Character.isDigit(src.charAt(i))) i++;
                out.add(new Token(Kind.NUMBER, src.substring(start, i), start));
            } else if (c == ' ' || c == '\t') {
                do { i++; } while (i < src.length() && (src.charAt(i) == ' ' || src.charAt(i) == '\t'));
                out.add(new Token(Kind.SPACE, "_", start));
            } else {
                out.add(new Token(Kind.PUNCT, String.valueOf(c), start));
                i++;
            }
        }
        return out;
    }

    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(parts.length).append(":");
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString();
    }

    public static void main(String[] args) {
        String line = "let x1 = 42+y;\tcount  7 items!";
        for (Token t : tokenize(line)) System.out.println(t);

        String csv = "a,b,,c,,";
        System.out.println("split ,      -> " + show(csv.split(",")));
        System.out.println("split ,-1    -> " + show(csv.split(",", -1)));
        System.out.println("split ,2     -> " + show(csv.split(",", 2)));
        System.out.println("split regex  -> " + show("one1two22three333".split("\\d+")));
        System.out.println("split lead   -> " + show(",x,y".split(",")));
        System.out.println("split empty  -> " + show("".split(",")));
        System.out.println("split ws     -> " + show("  alpha   beta gamma ".trim().split("\\s+")));
        System.out.println("split dot    -> " + show("a.b.c".split("\\.")));
        System.out.println("split pipe   -> " + show("k|v|w".split("[|]")));

        String path = "/usr/local/lib/java/lib/tools";
        System.out.println("indexOf lib=" + path.indexOf("lib") + " from 12=" + path.indexOf("lib", 12)
            + " last=" + path.lastIndexOf("lib") + " missing=" + path.indexOf("bin") + " char=" + path.indexOf('j'));
        System.out.println("substring=" + path.substring(5, 10) + "|" + path.substring(path.lastIndexOf('/') + 1) + "|" + path.substring(3, 3) + "|");

        String tmpl = "a.b.c a+b";
        System.out.println("replace .  -> " + tmpl.replace(".", "-"));
        System.out.println("replaceAll . -> " + tmpl.replaceAll(".", "-"));
        System.out.println("replaceAll \\. -> " + tmpl.replaceAll("\\.", "-"));
        System.out.println("replaceFirst -> " + tmpl.replaceFirst("[a-c]", "X"));
        System.out.println("replace char -> " + tmpl.replace('a', 'A'));
        System.out.println("group ref -> " + "john smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));

        String[] words = {"apple", "Apple", "apricot", "app", "banana", "", "b"};
        for (int i = 0; i + 1 < words.length; i++) {
            System.out.println("cmp(" + words[i] + "," + words[i + 1] + ")=" + words[i].compareTo(words[i + 1])
                + " ic=" + words[i].compareToIgnoreCase(words[i + 1]));
        }
        String[] sorted = words.clone();
        Arrays.sort(sorted);
        System.out.println("sorted=" + Arrays.toString(sorted) + " original=" + Arrays.toString(words));
        Arrays.sort(sorted, String.CASE_INSENSITIVE_ORDER);
        System.out.println("ci sorted=" + Arrays.toString(sorted));

        String word = "Mississippi";
        int vowels = (int) word.chars().filter(ch -> "aeiouAEIOU".indexOf(ch) >= 0).count();
        int sumCodes = word.chars().sum();
        String dedup = word.chars().distinct().mapToObj(ch -> String.valueOf((char) ch)).collect(Collectors.joining());
        System.out.println("vowels=" + vowels + " sumCodes=" + sumCodes + " dedup=" + dedup);
        Map<Character, Integer> freq = new TreeMap<>();
        for (char ch : word.toLowerCase().toCharArray()) freq.merge(ch, 1, Integer::sum);
        System.out.println("freq=" + freq);

        char[] letters = {'h', 'e', 'l', 'l', 'o'};
        String fromChars = String.valueOf(letters);
        letters[0] = 'j';
        System.out.println("valueOf(char[])=" + fromChars + " after mutate=" + new String(letters) + " partial=" + String.valueOf(letters, 1, 3));
        System.out.println("join=" + String.join("/", "a", "b", "c") + " list=" + String.join(", ", List.of("x", "y")));
        System.out.println("repeat=" + "ab".repeat(3) + "|" + "-".repeat(0) + "|");
        System.out.println("strip=[" + "  pad\t ".strip() + "] lead=[" + "  pad ".stripLeading() + "] trail=[" + "  pad ".stripTrailing() + "]");
        System.out.println("upper=" + "mixed Case 9x".toUpperCase() + " lower=" + "ABC-Def".toLowerCase() + " sharpS upper len=" + "stra\u00dfe".toUpperCase(Locale.ROOT).length());
        System.out.println("isBlank=" + "   ".isBlank() + " isEmpty=" + "   ".isEmpty() + " len=" + "stra\u00dfe".length());

        StringBuilder sb = new StringBuilder("tokenizer");
        sb.insert(0, "<<").insert(sb.length(), ">>");
        System.out.println("insert=" + sb);
        sb.reverse();
        System.out.println("reverse=" + sb);
        sb.deleteCharAt(0).deleteCharAt(sb.length() - 1);
        System.out.println("deleteCharAt=" + sb + " len=" + sb.length());
        sb.setCharAt(1, 'Z');
        sb.setLength(5);
        System.out.println("setCharAt+setLength=" + sb);
        sb.setLength(7);
        System.out.println("grown len=" + sb.length() + " lastIsNul=" + (sb.charAt(6) == '\0'));
        sb.setLength(0);
        sb.append(1).append('x').append(2.5).append(true).append((Object) null).append(new char[]{'o', 'k'});
        System.out.println("appends=" + sb + " idx=" + sb.indexOf("true"));
        sb.replace(0, 3, "R").delete(sb.length() - 2, sb.length());
        System.out.println("replace/delete=" + sb);

        Matcher m = Pattern.compile("([a-z]+)=(\\d+)").matcher("w=10, h=20; depth=300");
        int total = 0;
        while (m.find()) {
            total += Integer.parseInt(m.group(2));
            System.out.println("kv " + m.group(1) + " -> " + m.group(2) + " at " + m.start());
        }
        System.out.println("total=" + total + " matches=" + "abc123".matches("[a-z]+\\d+") + " partial=" + "abc123x".matches("[a-z]+\\d+"));
        System.out.println("equals=" + ("to" + "ken").equals("token") + " ic=" + "TOKEN".equalsIgnoreCase("token") + " contains=" + line.contains("42+"));
    }
}
