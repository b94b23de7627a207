public class FormatStringsChars {
    public static void main(String[] args) {
        String[] words = {"", "a", "hello", "exactly10!", "much longer than ten"};
        for (String w : words) {
            System.out.println(String.format("[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%S]", w, w, w, w, w, w));
        }
        System.out.println(String.format("[%c] [%c] [%3c] [%-3c] [%C]", 'x', 65, 'y', 'z', 'q'));
        System.out.println("%c of 0x1F600 has length " + String.format("%c", 0x1F600).length());
        System.out.println(String.format("[%b] [%b] [%b] [%b] [%B]", true, false, null, "anything", true));
        System.out.println(String.format("[%5b] [%-6b]", true, false));
        System.out.print(String.format("line one%nline two%n"));
        System.out.println(String.format("100%% done, %s%%", "50"));
        System.out.println(String.format("[%s] [%s] [%s]", null, 3.5, 'c'));
        System.out.println(String.format("[%s]", java.util.List.of(1, 2, 3)));
        System.out.println(String.format("%s=%d, %s=%d", "a", 1, "b", 2));
        System.out.println(String.format("no args"));
        System.out.println(String.format("%-8s|%8s|", "left", "right"));
        String table = String.format("%-6s%6s%n%-6s%6d%n%-6s%6.1f", "name", "value", "count", 17, "ratio", 0.25);
        System.out.println(table);
        System.out.println("formatted() = " + "%s-%s".formatted("x", "y"));
        System.out.printf("printf %s %d %c%n", "works", 3, '!');
        System.out.printf("%h %h%n", "hi", 17);
        try {
            System.out.println(String.format("%d", "not a number"));
        } catch (java.util.IllegalFormatException e) {
            System.out.println("IllegalFormatConversionException caught: " + e.getMessage());
        }
        try {
            System.out.println(String.format("%s %s", "only one"));
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("MissingFormatArgumentException caught: " + e.getMessage());
        }
    }
}
