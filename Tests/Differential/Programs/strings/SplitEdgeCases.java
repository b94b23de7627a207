import java.util.Arrays;

public class SplitEdgeCases {
    static void show(String label, String[] parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append('[').append(p).append(']');
        }
        System.out.println(label + " -> " + parts.length + " " + sb);
    }

    public static void main(String[] args) {
        show("\",a,b\".split(\",\")", ",a,b".split(","));
        show("\"a,b,,,\".split(\",\")", "a,b,,,".split(","));
        show("\"a,b,,,\".split(\",\", -1)", "a,b,,,".split(",", -1));
        show("\"a,b,c,d\".split(\",\", 2)", "a,b,c,d".split(",", 2));
        show("\",\".split(\",\")", ",".split(","));
        show("\"\".split(\",\")", "".split(","));
        show("\"abc\".split(\"\")", "abc".split(""));
        show("\"1.2.3\".split(\"\\\\.\")", "1.2.3".split("\\."));
        show("\"a|b|c\".split(\"\\\\|\")", "a|b|c".split("\\|"));
        show("\"a  b\".split(\" \")", "a  b".split(" "));
        show("\" lead\".split(\" \")", " lead".split(" "));
        show("\"k=v;x=y\".split(\"[=;]\")", "k=v;x=y".split("[=;]"));
        show("\"tab\\tsep\\tvals\".split(\"\\t\")", "tab\tsep\tvals".split("\t"));
        String csv = "id,name,score\n1,ann,90\n2,bob,\n3,,75";
        String[] rows = csv.split("\n");
        for (String r : rows) {
            String[] cells = r.split(",", -1);
            System.out.println(cells.length + " cells: " + Arrays.toString(cells));
        }
        String path = "/usr//local/bin/";
        show("path split", path.split("/"));
        StringBuilder rebuilt = new StringBuilder();
        for (String seg : path.split("/")) {
            if (!seg.isEmpty()) {
                rebuilt.append('/').append(seg);
            }
        }
        System.out.println("normalized " + rebuilt);
        System.out.println("lastIndexOf based ext: " + "archive.tar.gz".substring("archive.tar.gz".lastIndexOf('.') + 1));
        System.out.println("String.join with empty: [" + String.join(",", new String[] {"", "a", ""}) + "]");
    }
}
