import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Matcher as a state machine: regions, resets, failed matches, append positions and Java's exceptions. */
public class RegexMatcherState {
    static String describe(Matcher m) {
        return "start=" + m.start() + " end=" + m.end() + " group=" + m.group();
    }

    static void syntax(String regex) {
        try {
            Pattern.compile(regex);
            System.out.println(regex + " compiles");
        } catch (PatternSyntaxException e) {
            System.out.println("PatternSyntaxException desc=" + e.getDescription() + " index=" + e.getIndex());
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        Pattern digits = Pattern.compile("(\\d+)");
        Matcher m = digits.matcher("ab12cd345ef6");
        System.out.println(m);
        System.out.println("find=" + m.find() + " " + describe(m));
        System.out.println(m);
        System.out.println("matches=" + m.matches() + " then find=" + m.find() + " " + describe(m));
        System.out.println("lookingAt=" + m.lookingAt() + " then find=" + m.find() + " " + describe(m));
        System.out.println("find(3)=" + m.find(3) + " " + describe(m));
        System.out.println("find(12)=" + m.find(12));
        try {
            m.group();
        } catch (IllegalStateException e) {
            System.out.println("group() after failed find: " + e.getMessage());
        }
        try {
            m.start();
        } catch (IllegalStateException e) {
            System.out.println("start() after failed find: " + e.getMessage());
        }
        try {
            m.find(13);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("find(13): " + e.getMessage());
        }

        m.reset();
        int count = 0;
        while (m.find()) {
            count++;
        }
        System.out.println("matches after reset=" + count);
        m.reset("x9y88");
        System.out.println("reset(input) find=" + m.find() + " " + describe(m));
        StringBuilder live = new StringBuilder("7 77 777");
        m.reset(live);
        System.out.println("StringBuilder input find=" + m.find() + " " + describe(m));

        Matcher r = Pattern.compile("o+").matcher("foo boo zooo");
        r.region(2, 10);
        System.out.println("region " + r.regionStart() + "," + r.regionEnd());
        while (r.find()) {
            System.out.println("  in region: " + describe(r));
        }
        System.out.println("region lookingAt=" + r.region(1, 3).lookingAt() + " matches=" + r.matches());
        System.out.println("^ at region start: " + Pattern.compile("^b").matcher("ab").region(1, 2).find());
        System.out.println("$ at region end: " + Pattern.compile("a$").matcher("ab").region(0, 1).find());
        System.out.println("look-behind stops at region: " + Pattern.compile("(?<=a)b").matcher("ab").region(1, 2).find());
        try {
            r.region(5, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("region(5,2): " + e.getMessage());
        }
        System.out.println("bounds transparent=" + r.hasTransparentBounds() + " anchoring=" + r.hasAnchoringBounds());

        Matcher empty = Pattern.compile("a*").matcher("baa");
        while (empty.find()) {
            System.out.println("  empty-capable: " + describe(empty));
        }
        System.out.println("after the last find: group=" + empty.group() + " start=" + empty.start());

        Matcher groups = Pattern.compile("(?<word>[a-z]+)(\\d)?").matcher("ab1 cd");
        while (groups.find()) {
            System.out.println("groupCount=" + groups.groupCount() + " word=" + groups.group("word") + " start(word)=" + groups.start("word")
                + " end(word)=" + groups.end("word") + " g2=" + groups.group(2) + " start(2)=" + groups.start(2) + " end(2)=" + groups.end(2));
        }
        try {
            groups.group(1);
        } catch (IllegalStateException e) {
            System.out.println("group(1) after the last find: " + e.getMessage());
        }
        groups.reset();
        groups.find();
        try {
            groups.group(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("group(3): " + e.getMessage());
        }
        try {
            groups.start(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("start(-1): " + e.getMessage());
        }
        try {
            groups.end("nope");
        } catch (IllegalArgumentException e) {
            System.out.println("end(\"nope\"): " + e.getMessage());
        }

        Matcher snap = Pattern.compile("(b+)").matcher("abbbc");
        snap.find();
        MatchResult frozen = snap.toMatchResult();
        snap.reset();
        System.out.println("snapshot survives reset: " + frozen.group() + " " + frozen.start() + "-" + frozen.end() + " g1=" + frozen.group(1) + " count=" + frozen.groupCount());
        MatchResult none = snap.toMatchResult();
        try {
            none.group();
        } catch (IllegalStateException e) {
            System.out.println("snapshot without match: " + e.getMessage());
        }

        Matcher swap = Pattern.compile("(\\w)(\\w)").matcher("ab cd");
        swap.find();
        swap.usePattern(Pattern.compile("\\w"));
        System.out.println("usePattern keeps position: group=" + swap.group() + " find=" + swap.find() + " " + describe(swap));

        Matcher app = Pattern.compile("(\\w+)@(\\w+)").matcher("mail ann@home, bob@work and eve@lab.");
        StringBuilder sb = new StringBuilder();
        int n = 0;
        while (app.find()) {
            n++;
            if (n == 2) {
                app.appendReplacement(sb, "[hidden \\$$2]");
            } else {
                app.appendReplacement(sb, "$2:$1");
            }
            System.out.println("  after " + n + ": " + sb);
        }
        app.appendTail(sb);
        System.out.println("appendTail: " + sb);
        try {
            Pattern.compile("x").matcher("x").appendReplacement(new StringBuilder(), "y");
        } catch (IllegalStateException e) {
            System.out.println("appendReplacement before find: " + e.getMessage());
        }
        System.out.println("replaceFirst(fn)=" + Pattern.compile("\\d+").matcher("a10 b20").replaceFirst(mr -> "<" + (Integer.parseInt(mr.group()) * 2) + ">"));
        System.out.println("replaceAll(fn)=" + Pattern.compile("(\\w)(\\w*)").matcher("hello big world").replaceAll(mr -> mr.group(1).toUpperCase() + mr.group(2)));
        System.out.println("replaceAll no match=" + Pattern.compile("z").matcher("abc").replaceAll("-"));
        System.out.println("quoteReplacement=" + Matcher.quoteReplacement("C:\\dir\\$HOME"));
        System.out.println("replaced with quoted=" + "path: P".replaceAll("P", Matcher.quoteReplacement("C:\\dir\\$HOME")));

        Pattern comma = Pattern.compile("\\s*,\\s*");
        System.out.println("pattern()=" + comma.pattern() + " toString=" + comma + " flags=" + comma.flags());
        String[] cut = comma.split("a , b,c ,,", -1);
        System.out.println("split -1 count=" + cut.length);
        for (String part : cut) {
            System.out.println("  [" + part + "]");
        }
        System.out.println("split 2 count=" + comma.split("a,b,c", 2).length + " last=" + comma.split("a,b,c", 2)[1]);
        System.out.println("splitAsStream count=" + comma.splitAsStream("x, y ,z,,").count());
        System.out.println("results count=" + Pattern.compile("\\d").matcher("a1b2c3").results().count());
        System.out.println("asPredicate=" + Pattern.compile("\\d").asPredicate().test("abc1") + " asMatchPredicate=" + Pattern.compile("\\d").asMatchPredicate().test("abc1"));
        System.out.println("Pattern.matches=" + Pattern.matches("a*b", "aaab") + " " + Pattern.matches("a*b", "aaabc"));

        syntax("(unclosed");
        syntax("abc)");
        syntax("x**");
        syntax("[z-a]");
        syntax("a{3,2}");
        syntax("\\p{NoSuchProperty}");
        syntax("(?<1bad>x)");
        syntax("\\k<missing>");
        syntax("tab\t[");
        syntax("ok|fine");
        try {
            "a+b".split("+");
        } catch (PatternSyntaxException e) {
            System.out.println("split(\"+\") " + e.getDescription() + " at " + e.getIndex());
        }
        try {
            "abc".replaceAll("(", "x");
        } catch (IllegalArgumentException e) {
            System.out.println("replaceAll(\"(\") is an IllegalArgumentException: " + e.getClass().getSimpleName());
        }
    }
}
