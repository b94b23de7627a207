import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;

public class RegexReplaceSplit {
    public static void main(String[] args) {
        Pattern comma = Pattern.compile("\\s*,\\s*");
        System.out.println("split=" + Arrays.toString(comma.split("a , b,c ,  d,,e,")));
        System.out.println("split limit -1=" + Arrays.toString(comma.split("a , b,,", -1)));
        System.out.println("splitAsStream=" + comma.splitAsStream("x, y ,z").map(String::toUpperCase).collect(Collectors.toList()));
        Pattern ws = Pattern.compile("\\s+");
        System.out.println("replaceAll=" + ws.matcher("  lots   of\t\tspace \n here ").replaceAll(" "));
        System.out.println("replaceFirst=" + ws.matcher("a  b  c").replaceFirst("_"));
        System.out.println("Pattern.matches=" + Pattern.matches("[A-Z]{3}-\\d{3}", "ABC-123") + " " + Pattern.matches("[A-Z]{3}-\\d{3}", "ABC-1234"));
        System.out.println("quote=" + Pattern.quote("1+1") + " matches literal=" + "1+1".matches(Pattern.quote("1+1")));
        Pattern lit = Pattern.compile("a.b", Pattern.LITERAL);
        System.out.println("LITERAL flag: a.b matches axb? " + lit.matcher("axb").matches() + " a.b? " + lit.matcher("a.b").matches());
        Pattern multi = Pattern.compile("^(\\w+):", Pattern.MULTILINE);
        System.out.println("multiline headers=" + multi.matcher("Host: x\nAccept: y\nbody").results().map(r -> r.group(1)).collect(Collectors.toList()));
        Pattern asPred = Pattern.compile("^\\d+$");
        List<String> inputs = List.of("123", "12a", "", "007");
        System.out.println("asPredicate (find)=" + inputs.stream().filter(Pattern.compile("\\d").asPredicate()).collect(Collectors.toList()));
        System.out.println("asMatchPredicate=" + inputs.stream().filter(asPred.asMatchPredicate()).collect(Collectors.toList()));
        String html = "<p>Hello <b>world</b></p>";
        System.out.println("strip tags=" + html.replaceAll("<[^>]+>", ""));
        String phone = "call 555-123-4567 or 555.987.6543";
        System.out.println("mask phones=" + phone.replaceAll("(\\d{3})[-.](\\d{3})[-.](\\d{4})", "XXX-XXX-$3"));
        System.out.println("lookbehind thousands=" + "1234567".replaceAll("(?<=\\d)(?=(\\d{3})+$)", ","));
        System.out.println("split keeps delimiter via lookaround=" + Arrays.toString("a1b2c3".split("(?<=\\d)")));
        System.out.println("\\s does not split on nbsp=" + Arrays.toString("one\u00a0two three".split("\\s")).replace('\u00a0', '~'));
        try {
            Pattern.compile("(unclosed");
        } catch (PatternSyntaxException e) {
            System.out.println("PatternSyntaxException description=" + e.getDescription() + " index=" + e.getIndex() + " pattern=" + e.getPattern());
        }
        try {
            "abc".split("*");
        } catch (PatternSyntaxException e) {
            System.out.println("split(\"*\") threw PatternSyntaxException: " + e.getDescription());
        }
        System.out.println("toString=" + comma + " | " + comma.pattern());
    }
}
