import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.TreeSet;

public class StringJoinerJoin {
    public static void main(String[] args) {
        StringJoiner sj = new StringJoiner(", ");
        System.out.println("empty joiner=[" + sj + "] length=" + sj.length());
        sj.add("a").add("b").add("c");
        System.out.println("joined=" + sj + " length=" + sj.length());
        StringJoiner wrapped = new StringJoiner(", ", "[", "]");
        System.out.println("empty with prefix/suffix=" + wrapped);
        wrapped.setEmptyValue("EMPTY");
        System.out.println("with emptyValue=" + wrapped);
        wrapped.add("x");
        System.out.println("after add=" + wrapped);
        wrapped.add("");
        wrapped.add(null);
        System.out.println("empty string and null elements=" + wrapped);
        StringJoiner other = new StringJoiner("-", "{", "}");
        other.add("p").add("q");
        wrapped.merge(other);
        System.out.println("merge uses other's content without its prefix=" + wrapped);
        System.out.println("String.join=" + String.join("/", "usr", "local", "bin"));
        List<String> parts = new ArrayList<>(List.of("2024", "01", "15"));
        System.out.println("String.join list=" + String.join("-", parts));
        System.out.println("String.join empty=[" + String.join(",", new ArrayList<String>()) + "]");
        System.out.println("String.join single=" + String.join(",", List.of("solo")));
        System.out.println("String.join with null element=" + String.join("|", "a", null, "c"));
        System.out.println("String.join set=" + String.join(" < ", new TreeSet<>(List.of("pear", "apple", "fig"))));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            if (sb.length() > 0) {
                sb.append(" + ");
            }
            sb.append(i);
        }
        System.out.println("manual join=" + sb);
        StringJoiner csv = new StringJoiner(",");
        for (String field : new String[] {"id", "name", "", "email"}) {
            csv.add(field.isEmpty() ? "\"\"" : field);
        }
        System.out.println("csv header=" + csv);
        StringJoiner noDelim = new StringJoiner("", "<", ">");
        "hello".chars().forEach(c -> noDelim.add(String.valueOf((char) c).toUpperCase()));
        System.out.println("no delimiter=" + noDelim);
    }
}
