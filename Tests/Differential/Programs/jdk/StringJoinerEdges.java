import java.util.List;
import java.util.StringJoiner;

public class StringJoinerEdges {
    public static void main(String[] args) {
        StringJoiner plain = new StringJoiner("|");
        System.out.println("empty=[" + plain + "] length=" + plain.length());
        plain.add("a").add("").add(null);
        System.out.println("with empty and null=" + plain + " length=" + plain.length());
        StringJoiner braces = new StringJoiner(", ", "{", "}");
        System.out.println("only prefix/suffix=" + braces + " length=" + braces.length());
        braces.setEmptyValue("NONE");
        System.out.println("emptyValue=" + braces + " length=" + braces.length());
        braces.add("");
        System.out.println("after adding empty string=" + braces);
        StringJoiner other = new StringJoiner("-", "<", ">");
        braces.merge(other);
        System.out.println("merge of empty joiner=" + braces);
        other.add("x").add("y");
        braces.merge(other);
        System.out.println("merge=" + braces + " other unchanged=" + other);
        StringJoiner self = new StringJoiner("+", "(", ")");
        self.add("1").add("2");
        self.merge(self);
        System.out.println("merge with itself=" + self);
        StringBuilder sb = new StringBuilder("built");
        StringJoiner seq = new StringJoiner(new StringBuilder("::"));
        seq.add(sb).add("text");
        sb.append("-later");
        System.out.println("CharSequence arguments copied at add: " + seq);
        StringJoiner unicode = new StringJoiner("\u00e9", "\ud83d\ude00", "");
        unicode.add("a").add("b");
        System.out.println("length counts UTF-16 units: " + unicode.length());
        try {
            new StringJoiner(", ", null, "]");
        } catch (NullPointerException e) {
            System.out.println("null prefix: " + e.getMessage());
        }
        try {
            new StringJoiner(null);
        } catch (NullPointerException e) {
            System.out.println("null delimiter: " + e.getMessage());
        }
        try {
            braces.setEmptyValue(null);
        } catch (NullPointerException e) {
            System.out.println("null empty value: " + e.getMessage());
        }
        StringJoiner csv = new StringJoiner(",");
        for (String s : List.of("id", "name", "email")) {
            csv.add(s);
        }
        System.out.println("csv=" + csv);
    }
}
