import java.util.Arrays;
import java.util.regex.Pattern;

public class SplitRegexLimits {
    public static void main(String[] args) {
        String s = "a,b,,c,,";
        int[] limits = {-1, 0, 1, 2, 3, 4, 10};
        for (int limit : limits) {
            String[] parts = s.split(",", limit);
            System.out.println("limit " + limit + " -> " + parts.length + " " + Arrays.toString(parts));
        }
        String lead = ",x,y";
        System.out.println("leading empty, limit 0: " + Arrays.toString(lead.split(",", 0)));
        System.out.println("leading empty, limit -1: " + Arrays.toString(lead.split(",", -1)));
        System.out.println("empty input limit -1: " + Arrays.toString("".split(",", -1)) + " len=" + "".split(",", -1).length);
        System.out.println("only separators limit -1: " + Arrays.toString(",,".split(",", -1)));
        System.out.println("only separators limit 2: " + Arrays.toString(",,".split(",", 2)));
        System.out.println("whitespace limit 2: " + Arrays.toString("cmd   arg1 arg2  ".split("\\s+", 2)));
        System.out.println("whitespace limit -1: " + Arrays.toString("cmd   arg1 arg2  ".split("\\s+", -1)));
        System.out.println("header split: " + Arrays.toString("Content-Type: text/html; charset=utf-8".split(":\\s*", 2)));
        System.out.println("zero-width at start: " + Arrays.toString("abc".split("", -1)));
        System.out.println("zero-width lookahead: " + Arrays.toString("Hello".split("(?!^)")));
        System.out.println("alternation: " + Arrays.toString("one and two or three".split(" and | or ")));
        System.out.println("Pattern.split: " + Arrays.toString(Pattern.compile("\\s*,\\s*").split(" a , b,c ,d ")));
        System.out.println("Pattern.split limit: " + Arrays.toString(Pattern.compile("-").split("1-2-3-4", 3)));
        System.out.println("match at start gives leading empty: " + Arrays.toString("-1-2".split("-")));
        System.out.println("digits separator: " + Arrays.toString("x1y22z".split("\\d")));
        System.out.println("special char dollar: " + Arrays.toString("a$b$c".split("\\$")));
        System.out.println("quoted: " + Arrays.toString("a+b+c".split(Pattern.quote("+"))));
        System.out.println("csv row: " + Arrays.toString("name,age,,city,".split(",", -1)));
        String[] pairs = "k1=v1&k2=&k3=v3=x".split("&");
        for (String p : pairs) {
            String[] kv = p.split("=", 2);
            System.out.println("pair key=" + kv[0] + " parts=" + kv.length + " value=" + (kv.length > 1 ? "'" + kv[1] + "'" : "none"));
        }
    }
}
