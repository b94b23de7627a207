import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class FunTextFormatters {
    static String capitalize(String s) {
        if (s.isEmpty()) return s;
        return Character.toUpperCase(s.charAt(0)) + s.substring(1).toLowerCase();
    }

    static String collapseSpaces(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.trim().toCharArray()) {
            if (c != ' ' || sb.charAt(sb.length() - 1) != ' ') sb.append(c);
        }
        return sb.toString();
    }

    static String titleCase(String s) {
        List<String> out = new ArrayList<>();
        for (String w : collapseSpaces(s).split(" ")) out.add(capitalize(w));
        return String.join(" ", out);
    }

    static String ellipsize(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 3) + "...";
    }

    public static void main(String[] args) {
        List<String> raw = Arrays.asList("  hello WORLD  ", "kotlin and swift", "   android   notes app ", "x");

        // static method reference
        TextFormatter title = FunTextFormatters::titleCase;
        // unbound instance method references
        TextFormatter trim = String::trim;
        TextFormatter upper = String::toUpperCase;
        // bound instance method references
        Decorator brackets = new Decorator("[", "]");
        Decorator stars = new Decorator("** ", " **");
        TextFormatter bracketed = brackets::wrap;
        String prefix = "Note: ";
        TextFormatter labelled = prefix::concat;

        TextFormatter headline = trim.then(title).then(bracketed);
        TextFormatter shout = trim.then(upper).then(stars::wrap);
        TextFormatter note = TextFormatter.identity().then(trim).then(labelled);
        TextFormatter shortNote = note.then(TextFormatter.truncate(16));

        for (String s : raw) {
            System.out.println("raw      |" + s + "|");
            System.out.println("headline |" + headline.format(s) + "|");
            System.out.println("shout    |" + shout.format(s) + "|");
            System.out.println("note     |" + note.format(s) + "|");
            System.out.println("short    |" + shortNote.format(s) + "|");
        }

        // unbound with two arguments
        BiFunction<String, Integer, String> repeat = String::repeat;
        BiFunction<String, String, Boolean> startsWith = String::startsWith;
        Function<String, Integer> length = String::length;
        System.out.println(repeat.apply("ab", 3) + " " + startsWith.apply("android", "and") + " " + length.apply("swift"));

        // constructor references
        Function<String, Badge> badgeMaker = Badge::new;
        BiFunction<String, Integer, Badge> countedBadge = Badge::new;
        Supplier<StringBuilder> builders = StringBuilder::new;
        Supplier<List<Badge>> listMaker = ArrayList::new;
        List<Badge> badges = listMaker.get();
        badges.add(badgeMaker.apply("new"));
        badges.add(countedBadge.apply("inbox", 12));
        badges.add(countedBadge.apply("drafts", 0));
        StringBuilder sb = builders.get();
        for (Badge b : badges) sb.append(b.render()).append(' ');
        System.out.println("Badges: " + sb.toString().trim());

        UnaryOperator<String> collapse = FunTextFormatters::collapseSpaces;
        Function<String, String> pipeline = collapse.andThen(FunTextFormatters::capitalize)
                .andThen(s -> ellipsize(s, 12));
        raw.stream().map(pipeline).forEach(s -> System.out.println("pipeline: " + s));
        System.out.println("Decorator calls: brackets=" + brackets.calls + " stars=" + stars.calls);
    }
}

@FunctionalInterface
interface TextFormatter {
    String format(String input);

    default TextFormatter then(TextFormatter next) { return s -> next.format(format(s)); }
    static TextFormatter identity() { return s -> s; }
    static TextFormatter truncate(int max) { return s -> FunTextFormatters.ellipsize(s, max); }
}

class Decorator {
    private final String left;
    private final String right;
    int calls = 0;

    Decorator(String left, String right) { this.left = left; this.right = right; }
    String wrap(String s) {
        calls++;
        return left + s + right;
    }
}

class Badge {
    final String label;
    final int count;

    Badge(String label) { this(label, -1); }
    Badge(String label, Integer count) { this.label = label; this.count = count; }
    String render() {
        return count < 0 ? "<" + label + ">" : count == 0 ? "<" + label + ">(empty)" : "<" + label + ":" + count + ">";
    }
}
