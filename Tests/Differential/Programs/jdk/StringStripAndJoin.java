import java.util.ArrayList;
import java.util.List;

public class StringStripAndJoin {
    public static void main(String[] args) {
        String[] raw = {"  padded  ", "\u2002em space\u2002", "\u00a0nbsp\u00a0", "\r\n", "", "x"};
        List<String> cleaned = new ArrayList<>();
        for (String s : raw) {
            cleaned.add(s.strip());
            System.out.println("<" + s.stripLeading() + "|" + s.stripTrailing() + "> blank=" + s.isBlank() + " empty=" + s.isEmpty());
        }
        System.out.println(String.join("/", cleaned));
        System.out.println(String.join(", ", "one") + ";" + String.join("", "a", "b") + ";" + String.join(" + ", "1", null, "3"));
        StringBuilder sep = new StringBuilder("::");
        System.out.println(String.join(sep, "left", "right"));
        System.out.println("Total: %d items, %s".formatted(cleaned.size(), cleaned.get(0)) + " " + "%5.1f|%-4s|".formatted(2.25, "ab"));
        String path = "/usr/local/lib/file.tar.gz";
        int slash = path.lastIndexOf('/', path.length() - 1);
        int dot = path.lastIndexOf(".", path.length());
        System.out.println(path.substring(slash + 1) + " " + path.substring(dot) + " " + path.lastIndexOf("/", slash - 1) + " " + path.lastIndexOf('q', 5));
        System.out.println("hello".startsWith("ll", 2) + " " + "hello".startsWith("lo", 4) + " " + "hello".startsWith("", 5) + " " + "hello".startsWith("o", 10));
    }
}
