import java.util.ArrayList;
import java.util.List;

public class TextTransforms {

    // ---------- run-length encoding ----------
    static String rleEncode(String s) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int run = 1;
            while (i + run < s.length() && s.charAt(i + run) == c) {
                run++;
            }
            if (run > 1) {
                sb.append(run);
            }
            sb.append(c);
            i += run;
        }
        return sb.toString();
    }

    // state machine: READ_COUNT -> READ_CHAR
    static String rleDecode(String s) {
        StringBuilder sb = new StringBuilder();
        int count = 0;
        boolean haveCount = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isDigit(c)) {
                count = count * 10 + (c - '0');
                haveCount = true;
            } else {
                int n = haveCount ? count : 1;
                for (int k = 0; k < n; k++) {
                    sb.append(c);
                }
                count = 0;
                haveCount = false;
            }
        }
        return sb.toString();
    }

    // ---------- Caesar / ROT13 ----------
    static String caesar(String s, int shift) {
        int k = ((shift % 26) + 26) % 26;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z') {
                sb.append((char) ('a' + (c - 'a' + k) % 26));
            } else if (c >= 'A' && c <= 'Z') {
                sb.append((char) ('A' + (c - 'A' + k) % 26));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String rot13(String s) {
        return caesar(s, 13);
    }

    // ---------- reverse words ----------
    static String reverseWords(String s) {
        String[] parts = s.trim().split("\\s+");
        StringBuilder sb = new StringBuilder();
        for (int i = parts.length - 1; i >= 0; i--) {
            sb.append(parts[i]);
            if (i > 0) {
                sb.append(' ');
            }
        }
        return sb.toString();
    }

    static String reverseEachWord(String s) {
        StringBuilder out = new StringBuilder();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ' ') {
                out.append(word.reverse());
                word.setLength(0);
                out.append(c);
            } else {
                word.append(c);
            }
        }
        out.append(word.reverse());
        return out.toString();
    }

    // ---------- case conversions ----------
    // split any identifier into lower-case words; handles camelCase, PascalCase,
    // snake_case, kebab-case, acronyms (HTTPServer -> http, server) and digits.
    static List<String> splitIdentifier(String id) {
        List<String> words = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c == '_' || c == '-' || c == ' ') {
                if (cur.length() > 0) {
                    words.add(cur.toString().toLowerCase());
                    cur.setLength(0);
                }
                continue;
            }
            if (Character.isUpperCase(c) && cur.length() > 0) {
                char prev = id.charAt(i - 1);
                boolean nextLower = i + 1 < id.length() && Character.isLowerCase(id.charAt(i + 1));
                if (Character.isLowerCase(prev) || Character.isDigit(prev) || (Character.isUpperCase(prev) && nextLower)) {
                    words.add(cur.toString().toLowerCase());
                    cur.setLength(0);
                }
            }
            cur.append(c);
        }
        if (cur.length() > 0) {
            words.add(cur.toString().toLowerCase());
        }
        return words;
    }

    static String capitalize(String w) {
        if (w.isEmpty()) {
            return w;
        }
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    static String toCamel(String id) {
        List<String> ws = splitIdentifier(id);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ws.size(); i++) {
            sb.append(i == 0 ? ws.get(i) : capitalize(ws.get(i)));
        }
        return sb.toString();
    }

    static String toPascal(String id) {
        StringBuilder sb = new StringBuilder();
        for (String w : splitIdentifier(id)) {
            sb.append(capitalize(w));
        }
        return sb.toString();
    }

    static String toSnake(String id) {
        return String.join("_", splitIdentifier(id));
    }

    static String toKebab(String id) {
        return String.join("-", splitIdentifier(id));
    }

    static String toScreaming(String id) {
        return toSnake(id).toUpperCase();
    }

    // ---------- a small pipeline driven by a command string ----------
    static String applyPipeline(String input, String commands) {
        String value = input;
        for (String cmd : commands.split(">")) {
            String c = cmd.trim();
            if (c.equals("rle")) {
                value = rleEncode(value);
            } else if (c.equals("unrle")) {
                value = rleDecode(value);
            } else if (c.equals("rot13")) {
                value = rot13(value);
            } else if (c.startsWith("shift:")) {
                value = caesar(value, Integer.parseInt(c.substring(6)));
            } else if (c.equals("revwords")) {
                value = reverseWords(value);
            } else if (c.equals("reveach")) {
                value = reverseEachWord(value);
            } else if (c.equals("upper")) {
                value = value.toUpperCase();
            } else if (c.equals("snake")) {
                value = toSnake(value);
            } else if (c.equals("camel")) {
                value = toCamel(value);
            } else {
                value = value + "[?" + c + "]";
            }
        }
        return value;
    }

    public static void main(String[] args) {
        System.out.println("== RLE ==");
        String[] rleInputs = {"AAAABBBCCD", "abc", "", "zzzzzzzzzzzz", "aabbaaa", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"};
        for (String s : rleInputs) {
            String enc = rleEncode(s);
            String dec = rleDecode(enc);
            System.out.println("'" + s + "' -> '" + enc + "' -> ok=" + dec.equals(s)
                    + " ratio=" + (s.isEmpty() ? "n/a" : String.format("%.2f", (double) enc.length() / s.length())));
        }
        System.out.println("decode '3x2y1z10-' = '" + rleDecode("3x2y1z10-") + "'");

        System.out.println("== Caesar / ROT13 ==");
        String secret = "Hello, World! Meet at 10pm.";
        for (int shift : new int[] {1, 3, 13, 25, 26, -1, -27, 52}) {
            String enc = caesar(secret, shift);
            System.out.println(String.format("shift %3d: %s | back: %s", shift, enc, caesar(enc, -shift)));
        }
        System.out.println("rot13 twice: " + rot13(rot13("Why did the chicken cross the road?")));
        System.out.println("rot13: " + rot13("Why did the chicken cross the road?"));

        System.out.println("== reverse ==");
        String[] sentences = {"the quick brown fox", "  leading and   trailing  ", "single", "a b c d e"};
        for (String s : sentences) {
            System.out.println("[" + s + "] words-> [" + reverseWords(s) + "] each-> [" + reverseEachWord(s) + "]");
        }

        System.out.println("== identifiers ==");
        String[] ids = {"userAccountId", "HTTPServerError", "parse_xml_file", "get-user-by-id",
            "XMLHttpRequest", "already_snake_case", "version2Update", "simple", "ID", "totalAmountUSD",
            "Mixed_case-Identifier"};
        for (String id : ids) {
            System.out.println(id + ":");
            System.out.println("    words=" + splitIdentifier(id));
            System.out.println("    camel=" + toCamel(id) + " pascal=" + toPascal(id));
            System.out.println("    snake=" + toSnake(id) + " kebab=" + toKebab(id) + " const=" + toScreaming(id));
        }

        System.out.println("== round trips ==");
        String[] round = {"orderLineItem", "customerId", "apiKey"};
        for (String id : round) {
            String back = toCamel(toKebab(toSnake(id)));
            System.out.println(id + " -> " + toSnake(id) + " -> " + toKebab(toSnake(id)) + " -> " + back + " same=" + back.equals(id));
        }

        System.out.println("== pipelines ==");
        System.out.println(applyPipeline("aaabbbcccd", "rle > rot13 > rot13 > unrle"));
        System.out.println(applyPipeline("hello big world", "revwords > upper > shift:3"));
        System.out.println(applyPipeline("userProfileImageUrl", "snake > reveach"));
        System.out.println(applyPipeline("make it camel case", "camel > rot13"));
        System.out.println(applyPipeline("noop", "explode"));
    }
}
