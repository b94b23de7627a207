import java.util.Arrays;

public class SplitTrailingEmpty {
    static void show(String label, String[] parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append('<').append(p).append('>');
        }
        System.out.println(label + " length=" + parts.length + " " + sb);
    }

    public static void main(String[] args) {
        show("\"a,b,c\".split(\",\")", "a,b,c".split(","));
        show("\"a,b,,\".split(\",\")", "a,b,,".split(","));
        show("\",a,b\".split(\",\")", ",a,b".split(","));
        show("\",,a,,b,,\".split(\",\")", ",,a,,b,,".split(","));
        show("\",,,\".split(\",\")", ",,,".split(","));
        show("\"\".split(\",\")", "".split(","));
        show("\"abc\".split(\",\")", "abc".split(","));
        show("\"abc\".split(\"\")", "abc".split(""));
        show("\" a  b   c \".split(\" \")", " a  b   c ".split(" "));
        show("\" a  b   c \".split(\"\\\\s+\")", " a  b   c ".split("\\s+"));
        show("\" a  b   c \".trim().split(\"\\\\s+\")", " a  b   c ".trim().split("\\s+"));
        show("\"   \".split(\"\\\\s+\")", "   ".split("\\s+"));
        show("\"a1b22c333\".split(\"\\\\d+\")", "a1b22c333".split("\\d+"));
        show("\"1a2\".split(\"[a-z]\")", "1a2".split("[a-z]"));
        show("\"x;y,z;;w\".split(\"[,;]\")", "x;y,z;;w".split("[,;]"));
        show("\"a|b|c\".split(\"\\\\|\")", "a|b|c".split("\\|"));
        show("\"a|b|c\".split(\"|\")", "a|b|c".split("|"));
        show("\"a.b.c\".split(\".\")", "a.b.c".split("."));
        show("\"a.b.c\".split(\"\\\\.\")", "a.b.c".split("\\."));
        show("\"key=value=more\".split(\"=\")", "key=value=more".split("="));
        show("\"CamelCaseWords\".split(\"(?=[A-Z])\")", "CamelCaseWords".split("(?=[A-Z])"));
        show("\"tab\\tsep\\tline\".split(\"\\t\")", "tab\tsep\tline".split("\t"));
        show("\"line1\\nline2\\r\\nline3\".split(\"\\\\R\")", "line1\nline2\r\nline3".split("\\R"));
        System.out.println("Arrays.toString=" + Arrays.toString("a,,b,".split(",")));
    }
}
