import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Everyday text work with regular expressions: a tokenizer, a log parser, templating, and UTF-16 indices. */
public class RegexTextProcessing {
    static final Pattern TOKEN = Pattern.compile(
        "\\s*(?:(?<number>\\d+(?:\\.\\d+)?)|(?<ident>[A-Za-z_]\\w*)|(?<string>\"(?:[^\"\\\\]|\\\\.)*\")|(?<op>[-+*/=()<>!]=?|&&|\\|\\|))");
    static final Pattern LOG = Pattern.compile(
        "^(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>[\\d:]{8}) \\[(?<level>[A-Z]+)\\s*\\] (?<source>[\\w.]+): (?<message>.*)$", Pattern.MULTILINE);

    static List<String> tokenize(String source) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(source);
        int position = 0;
        while (position < source.length() && m.find(position) && m.start() == position) {
            String kind = m.group("number") != null ? "NUM" : m.group("ident") != null ? "ID" : m.group("string") != null ? "STR" : "OP";
            String text = m.group(kind.equals("NUM") ? "number" : kind.equals("ID") ? "ident" : kind.equals("STR") ? "string" : "op");
            tokens.add(kind + ":" + text);
            position = m.end();
        }
        if (position < source.trim().length()) {
            tokens.add("ERROR at " + position);
        }
        return tokens;
    }

    static String render(String template, Map<String, String> values) {
        Matcher m = Pattern.compile("\\{\\{\\s*(\\w+)(?:\\s*\\|\\s*(upper|lower|trim))?\\s*\\}\\}").matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.getOrDefault(m.group(1), "<" + m.group(1) + "?>");
            String filter = m.group(2);
            if ("upper".equals(filter)) {
                value = value.toUpperCase();
            } else if ("lower".equals(filter)) {
                value = value.toLowerCase();
            } else if ("trim".equals(filter)) {
                value = value.trim();
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    public static void main(String[] args) {
        for (String line : new String[] {"x = 3.14 * (radius + 2)", "if (name != \"bob\\\"s\") && ok", "a <= b || c >= 10", "price = 12 $"}) {
            System.out.println(line + " -> " + tokenize(line));
        }

        String log = "2024-05-01 10:00:01 [INFO ] app.Main: started in 350 ms\n"
            + "2024-05-01 10:00:02 [WARN ] db.Pool: pool 80% full\n"
            + "garbage line\n"
            + "2024-05-01 10:00:07 [ERROR] db.Pool: connection refused (host=db1, port=5432)\n"
            + "2024-05-02 08:15:00 [INFO ] app.Main: user \"ann\" logged in";
        Matcher lm = LOG.matcher(log);
        Map<String, Integer> perLevel = new LinkedHashMap<>();
        while (lm.find()) {
            String level = lm.group("level");
            perLevel.merge(level, 1, Integer::sum);
            System.out.println(lm.group("date") + "T" + lm.group("time") + " " + level + " <" + lm.group("source") + "> " + lm.group("message")
                + " @" + lm.start("message") + "-" + lm.end("message"));
        }
        System.out.println("per level=" + perLevel);
        Matcher kv = Pattern.compile("(\\w+)=(\\w+)").matcher(log);
        while (kv.find()) {
            System.out.println("  pair " + kv.group(1) + " -> " + kv.group(2) + " at " + kv.start());
        }
        System.out.println("numbers with units=" + Pattern.compile("(\\d+)\\s*(ms|%)").matcher(log).results().map(r -> r.group(1) + r.group(2)).toList());

        Map<String, String> values = new LinkedHashMap<>();
        values.put("name", "  Ada  ");
        values.put("city", "London");
        values.put("price", "$4.20");
        System.out.println(render("Hello {{ name | trim }} from {{city|upper}}! Total: {{price}} {{ missing }} {{city | lower}}", values));

        String[] identifiers = {"parseHTTPRequest", "userId", "XMLHttpRequest2", "already_snake", "getURLForID"};
        for (String id : identifiers) {
            String snake = id.replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1_$2").toLowerCase();
            String[] words = snake.split("_");
            StringBuilder camel = new StringBuilder(words[0]);
            for (int i = 1; i < words.length; i++) {
                camel.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
            }
            System.out.println(id + " -> " + snake + " -> " + camel + " (" + words.length + " words)");
        }

        String prose = "The  quick brown   fox -- jumps over the lazy dog.  The end.";
        System.out.println("collapsed=[" + prose.replaceAll("\\s+", " ").trim() + "]");
        System.out.println("sentences=" + prose.split("(?<=\\.)\\s+").length);
        String[] proseWords = prose.split("\\W+");
        StringBuilder firstFive = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            firstFive.append(i == 0 ? "" : "|").append(proseWords[i]);
        }
        System.out.println("words=" + proseWords.length + " first five=" + firstFive);
        System.out.println("doubled the=" + prose.matches("(?i).*\\bthe\\b.*\\bthe\\b.*"));
        System.out.println("dash to em=" + prose.replaceFirst("\\s*--\\s*", "\u2014"));

        String emoji = "I \u2764\uFE0F caf\u00e9 \uD83D\uDE00\uD83D\uDE00 and \uD83C\uDF55!";
        Matcher em = Pattern.compile("[\\x{1F300}-\\x{1FAFF}]+").matcher(emoji);
        while (em.find()) {
            System.out.println("emoji run at " + em.start() + "-" + em.end() + " length " + em.group().length() + " code points " + em.group().codePointCount(0, em.group().length()));
        }
        Matcher w = Pattern.compile("\\p{L}+").matcher(emoji);
        while (w.find()) {
            System.out.println("word " + w.group() + " at " + w.start() + "-" + w.end());
        }
        String[] pieces = emoji.split("\\s+");
        System.out.println("pieces=" + pieces.length + " lengths:");
        for (String p : pieces) {
            System.out.println("  " + p.length() + " " + p.codePointCount(0, p.length()));
        }
        System.out.println("dots over code points=" + emoji.replaceAll("[^\\x00-\\x7F]", "?"));
        System.out.println("index of pizza=" + emoji.indexOf("\uD83C\uDF55") + " via regex=" + (Pattern.compile("\\x{1F355}").matcher(emoji).find() ? "found" : "none"));

        String[] emails = {"ann@example.com", "bob.smith+tag@mail.co.uk", "bad@", "@bad.com", "no spaces@x.org", "x@y.z"};
        Pattern email = Pattern.compile("^[\\w.+-]+@(?:[\\w-]+\\.)+[A-Za-z]{2,}$");
        for (String e : emails) {
            System.out.println(e + " valid=" + email.matcher(e).matches());
        }
        String csv = "name,\"Smith, John\",42,\"say \"\"hi\"\"\",";
        Matcher cell = Pattern.compile("(?:^|,)(\"(?:[^\"]|\"\")*\"|[^,]*)").matcher(csv);
        List<String> cells = new ArrayList<>();
        while (cell.find()) {
            String c = cell.group(1);
            if (c.startsWith("\"")) {
                c = c.substring(1, c.length() - 1).replace("\"\"", "\"");
            }
            cells.add("[" + c + "]");
        }
        System.out.println("csv cells=" + cells);
    }
}
