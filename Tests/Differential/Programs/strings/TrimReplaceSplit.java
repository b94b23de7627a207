public class TrimReplaceSplit {
    public static void main(String[] args) {
        String padded = "   padded text \t ";
        System.out.println("[" + padded.trim() + "]");
        System.out.println("[" + padded.strip() + "]");
        System.out.println("[" + "   ".trim() + "] len " + "   ".trim().length());
        String s = "a-b-c--d";
        System.out.println(s.replace('-', '+'));
        System.out.println(s.replace("-", ""));
        System.out.println(s.replace("--", "=="));
        System.out.println("aaaa".replace("aa", "b"));
        System.out.println("banana".replace("an", "AN"));
        String[] parts = "one,two,three".split(",");
        System.out.println("parts: " + parts.length);
        for (String p : parts) {
            System.out.println("  [" + p + "]");
        }
        String[] withEmpty = "a,,b,".split(",");
        System.out.println("a,,b, -> " + withEmpty.length + " parts");
        for (String p : withEmpty) {
            System.out.println("  [" + p + "]");
        }
        String[] spaces = "split on   spaces".split(" ");
        System.out.println("single-space split count " + spaces.length);
        String[] ws = "split on   spaces".split("\\s+");
        System.out.println("whitespace split count " + ws.length + " last=" + ws[ws.length - 1]);
        String[] limited = "k=v=w".split("=", 2);
        System.out.println("limited: " + limited[0] + " | " + limited[1]);
        String csv = "name:Ann;age:31;city:Oslo";
        for (String field : csv.split(";")) {
            String[] kv = field.split(":");
            System.out.println(kv[0].toUpperCase() + " => " + kv[1]);
        }
        System.out.println("join: " + String.join("/", "usr", "local", "bin"));
        System.out.println("repeat: " + "ab".repeat(3) + "|" + "x".repeat(0) + "|");
        System.out.println("toLowerCase: " + "MiXeD CaSe".toLowerCase());
        System.out.println("chained: " + "  Hello World  ".trim().replace("World", "There").toUpperCase());
        String empty = "";
        System.out.println("split empty: " + empty.split(",").length);
    }
}
