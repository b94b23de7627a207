import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexNamedGroups {
    public static void main(String[] args) {
        Pattern kv = Pattern.compile("(?<key>[a-z_]+)\\s*=\\s*(?<value>\"[^\"]*\"|\\S+)");
        String config = "host = \"db.local\"  port=5432 user_name= admin timeout =30s";
        Matcher m = kv.matcher(config);
        Map<String, String> settings = new LinkedHashMap<>();
        while (m.find()) {
            String value = m.group("value");
            if (value.startsWith("\"")) {
                value = value.substring(1, value.length() - 1);
            }
            settings.put(m.group("key"), value);
            System.out.println("key=" + m.group("key") + " start(key)=" + m.start("key") + " value=" + value + " end(value)=" + m.end("value"));
        }
        System.out.println("settings=" + settings);
        Pattern url = Pattern.compile("(?<scheme>https?)://(?<host>[^/:]+)(:(?<port>\\d+))?(?<path>/[^?]*)?(\\?(?<query>.*))?");
        String[] urls = {"https://example.com/a/b?x=1&y=2", "http://localhost:8080/", "https://bare.org", "ftp://nope"};
        for (String u : urls) {
            Matcher um = url.matcher(u);
            if (um.matches()) {
                System.out.println(u + " -> scheme=" + um.group("scheme") + " host=" + um.group("host") + " port=" + um.group("port")
                    + " path=" + um.group("path") + " query=" + um.group("query"));
            } else {
                System.out.println(u + " -> no match");
            }
        }
        Matcher date = Pattern.compile("(?<y>\\d{4})-(?<m>\\d\\d)-(?<d>\\d\\d)").matcher("due 2023-12-31, paid 2024-01-02");
        StringBuilder sb = new StringBuilder();
        while (date.find()) {
            date.appendReplacement(sb, "${d}/${m}/${y}");
        }
        date.appendTail(sb);
        System.out.println("appendReplacement=" + sb);
        Matcher fn = Pattern.compile("\\$\\{(\\w+)\\}").matcher("Hello ${name}, you owe ${amount} (${missing})");
        Map<String, String> vars = Map.of("name", "Sam", "amount", "$12.50");
        StringBuilder out = new StringBuilder();
        while (fn.find()) {
            String rep = vars.getOrDefault(fn.group(1), "?");
            fn.appendReplacement(out, Matcher.quoteReplacement(rep));
        }
        fn.appendTail(out);
        System.out.println("template=" + out);
        System.out.println("replaceAll with function=" + Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> String.valueOf(r.group().length())));
        try {
            Matcher bad = kv.matcher("a=1");
            bad.find();
            bad.group("nosuch");
        } catch (IllegalArgumentException e) {
            System.out.println("unknown group name threw IllegalArgumentException: " + e.getMessage());
        }
    }
}
