import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

public class SxSplitJoin {

    static void show(String label, String[] parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(label).append(" (").append(parts.length).append("): ");
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(" | ");
            sb.append('<').append(parts[i]).append('>');
        }
        System.out.println(sb);
    }

    static List<String> parseTags(String raw) {
        List<String> tags = new ArrayList<>();
        if (raw == null || raw.isBlank()) return tags;
        for (String t : raw.split("[,;\\s]+")) {
            String s = t.strip().toLowerCase();
            if (!s.isEmpty() && !tags.contains(s)) tags.add(s);
        }
        return tags;
    }

    static String[] parseHeader(String line) {
        return line.split(":", 2);
    }

    public static void main(String[] args) {
        System.out.println("== split basics ==");
        show("comma", "a,b,,c,,".split(","));
        show("comma -1", "a,b,,c,,".split(",", -1));
        show("comma 2", "a,b,,c,,".split(",", 2));
        show("comma 3", "a,b,,c,,".split(",", 3));
        show("only commas", ",,,".split(","));
        show("only commas -1", ",,,".split(",", -1));
        show("leading", ",x,y".split(","));
        show("empty", "".split(","));
        show("pipe", "one|two|three".split("\\|"));
        show("dot", "com.example.app.Main".split("\\."));
        show("whitespace", "  lots   of\tspace \n here ".trim().split("\\s+"));
        show("digits", "abc123def45gh6".split("\\d+"));
        show("alt", "key=value&foo=bar&empty=".split("[=&]"));
        show("alt -1", "key=value&foo=bar&empty=".split("[=&]", -1));

        System.out.println("== headers ==");
        String[] headers = {"Content-Type: text/html; charset=utf-8", "Host:example.com:8080", "Broken"};
        for (String h : headers) {
            String[] kv = parseHeader(h);
            if (kv.length == 2) {
                System.out.println("name=" + kv[0].trim() + " value=" + kv[1].trim());
            } else {
                System.out.println("invalid header: " + h);
            }
        }

        System.out.println("== tags ==");
        System.out.println(parseTags("Java, kotlin;  ANDROID java\tgradle,,"));
        System.out.println(parseTags("   "));
        System.out.println(String.join("#", parseTags("ui;ux;UI")));

        System.out.println("== join ==");
        System.out.println(String.join(", ", "red", "green", "blue"));
        System.out.println(String.join("/", List.of("usr", "local", "bin")));
        System.out.println("[" + String.join("-", new ArrayList<String>()) + "]");
        List<String> words = Arrays.asList("alpha", "beta", "gamma");
        System.out.println(words.stream().map(String::toUpperCase).collect(Collectors.joining(", ", "{", "}")));

        System.out.println("== strip / trim / blank ==");
        String[] samples = {"  padded  ", "\t tabbed\n", "", "   ", "x"};
        for (String s : samples) {
            System.out.println(String.format("[%s] trim=[%s] strip=[%s] lead=[%s] trail=[%s] blank=%s empty=%s",
                    s.replace("\t", "\\t").replace("\n", "\\n"),
                    s.trim(), s.strip(), s.stripLeading().replace("\n", "\\n"),
                    s.stripTrailing().replace("\t", "\\t"), s.isBlank(), s.isEmpty()));
        }

        System.out.println("== lines ==");
        String multi = "first line\nsecond line\r\nthird\n\nfifth\n";
        List<String> ls = multi.lines().collect(Collectors.toList());
        System.out.println("count=" + ls.size());
        for (int i = 0; i < ls.size(); i++) {
            System.out.println(String.format("%5d: [%s]", i + 1, ls.get(i)));
        }
        long nonBlank = multi.lines().filter(l -> !l.isBlank()).count();
        System.out.println("nonBlank=" + nonBlank);

        System.out.println("== repeat ==");
        System.out.println("=".repeat(20));
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|");
        for (int i = 1; i <= 4; i++) {
            System.out.println(" ".repeat(4 - i) + "*".repeat(2 * i - 1));
        }
    }
}
