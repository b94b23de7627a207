import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexFindGroups {
    public static void main(String[] args) {
        String log = "2024-01-05 ERROR disk full; 2024-01-06 WARN cpu 91%; 2024-02-11 ERROR net down";
        Pattern p = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2}) (ERROR|WARN) ([^;]+)");
        Matcher m = p.matcher(log);
        int n = 0;
        while (m.find()) {
            n++;
            System.out.println("match " + n + ": group()=" + m.group() + " start=" + m.start() + " end=" + m.end());
            System.out.println("  groupCount=" + m.groupCount() + " year=" + m.group(1) + " month=" + m.group(2) + " level=" + m.group(4) + " msg=[" + m.group(5) + "]");
            System.out.println("  start(4)=" + m.start(4) + " end(4)=" + m.end(4));
        }
        Matcher nums = Pattern.compile("-?\\d+(\\.\\d+)?").matcher("x=12, y=-3.5, z=007, w=.5");
        List<String> found = new ArrayList<>();
        while (nums.find()) {
            found.add(nums.group() + (nums.group(1) == null ? "(int)" : "(dec " + nums.group(1) + ")"));
        }
        System.out.println("numbers=" + found);
        Matcher full = Pattern.compile("(\\w+)@(\\w+)\\.com").matcher("alice@example.com");
        System.out.println("matches=" + full.matches() + " user=" + full.group(1) + " host=" + full.group(2));
        Matcher partial = Pattern.compile("\\d+").matcher("abc123def");
        System.out.println("matches on partial=" + partial.matches() + " lookingAt=" + partial.lookingAt() + " find=" + partial.find() + " group=" + partial.group());
        Matcher reset = Pattern.compile("o").matcher("foo boo");
        int count = 0;
        while (reset.find()) {
            count++;
        }
        reset.reset();
        System.out.println("count of o=" + count + " after reset find=" + reset.find() + " at " + reset.start());
        Matcher from = Pattern.compile("o").matcher("foo boo");
        System.out.println("find(4)=" + from.find(4) + " start=" + from.start());
        try {
            Matcher none = Pattern.compile("z").matcher("abc");
            none.find();
            none.group();
        } catch (IllegalStateException e) {
            System.out.println("group() without match threw IllegalStateException: " + e.getMessage());
        }
        Matcher opt = Pattern.compile("(a)?(b)").matcher("b");
        System.out.println("unmatched optional group=" + (opt.matches() ? opt.group(1) : "?") + " start(1)=" + opt.start(1));
        Pattern ci = Pattern.compile("java", Pattern.CASE_INSENSITIVE);
        Matcher cm = ci.matcher("Java JAVA jAvA coffee");
        StringBuilder hits = new StringBuilder();
        while (cm.find()) {
            hits.append(cm.start()).append(' ');
        }
        System.out.println("case-insensitive hits at=" + hits.toString().trim());
        System.out.println("results stream=" + Pattern.compile("\\b\\w").matcher("hello big world").results().map(r -> r.group().toUpperCase()).toList());
        System.out.println("zero-length matches=" + Pattern.compile("x*").matcher("axxb").results().map(r -> r.start() + ":" + r.group()).toList());
        System.out.println("pattern()=" + p.pattern().length() + " flags=" + ci.flags());
        System.out.println("hitEnd example find on empty input=" + Pattern.compile("a*").matcher("").find());
    }
}
