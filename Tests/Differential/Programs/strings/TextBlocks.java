public class TextBlocks {
    public static void main(String[] args) {
        String block = """
            Line one
              indented line
            Line "three" with quotes
            """;
        System.out.print(block);
        System.out.println("length = " + block.length());
        String[] lines = block.split("\n");
        System.out.println("lines = " + lines.length);
        for (int i = 0; i < lines.length; i++) {
            System.out.println(i + ": [" + lines[i] + "] " + lines[i].length());
        }
        String noTrailingNewline = """
            alpha
            beta""";
        System.out.println("[" + noTrailingNewline + "]");
        String joined = """
            one \
            two \
            three""";
        System.out.println("[" + joined + "]");
        String escapes = "tab\there, newline\\n literal, quote \" and backslash \\";
        System.out.println(escapes);
        String unicode = "caf\u00e9 \u00fcber na\u00efve";
        System.out.println("unicode len " + unicode.length() + " upper len " + unicode.toUpperCase().length() + " code " + (int) unicode.charAt(3));
        String json = """
            {"name": "%s", "count": %d}
            """.formatted("widget", 3);
        System.out.print(json);
        String multi = "a\nb\r\nc";
        System.out.println("split lines: " + multi.split("\r?\n").length);
        System.out.println("strip indent: [" + "   x  ".stripLeading() + "][" + "   x  ".stripTrailing() + "]");
    }
}
