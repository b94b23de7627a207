public class StringMatchesStartsWith {
    public static void main(String[] args) {
        String[] inputs = {"abc123", "ABC", "123", "", "a1", "hello world", "user@example.com", "bad@", "+1-555-0100", "2024-02-30"};
        for (String in : inputs) {
            System.out.println("[" + in + "]"
                + " digits=" + in.matches("\\d+")
                + " alnum=" + in.matches("[a-zA-Z0-9]+")
                + " email=" + in.matches("[\\w.+-]+@[\\w-]+\\.[\\w.]+")
                + " date=" + in.matches("\\d{4}-\\d{2}-\\d{2}")
                + " partial-digit=" + in.matches(".*\\d.*")
                + " startsWith(a)=" + in.startsWith("a")
                + " endsWith(3)=" + in.endsWith("3"));
        }
        System.out.println("matches requires full match: " + "abc".matches("b") + " vs contains " + "abc".contains("b"));
        System.out.println("matches with alternation: " + "cat".matches("cat|dog") + " " + "catdog".matches("cat|dog"));
        System.out.println("case-insensitive flag: " + "HeLLo".matches("(?i)hello"));
        System.out.println("dot does not match newline: " + "a\nb".matches("a.b") + " with DOTALL: " + "a\nb".matches("(?s)a.b"));
        System.out.println("startsWith offset: " + "prefix-body".startsWith("body", 7) + " " + "prefix-body".startsWith("body", 6));
        System.out.println("startsWith empty: " + "x".startsWith("") + " endsWith empty: " + "".endsWith(""));
        String[] files = {"Main.java", "README.md", "build.gradle", "App.JAVA", "test.java.bak"};
        for (String f : files) {
            System.out.println(f + " isJava=" + f.endsWith(".java") + " isJavaIgnoreCase=" + f.toLowerCase().endsWith(".java")
                + " hasDot=" + f.contains(".") + " hidden=" + f.startsWith("."));
        }
        System.out.println("hex color valid: " + "#1a2B3c".matches("#[0-9a-fA-F]{6}") + " " + "#12345g".matches("#[0-9a-fA-F]{6}"));
        System.out.println("quantifier bounds: " + "aaa".matches("a{2,3}") + " " + "aaaa".matches("a{2,3}"));
        System.out.println("escaped special: " + "1+1=2".matches("1\\+1=2") + " " + "a.b".matches("a\\.b") + " " + "axb".matches("a\\.b"));
        System.out.println("word boundary in matches: " + "hello".matches("\\bhello\\b"));
        System.out.println("empty matches empty: " + "".matches("") + " " + "".matches("a*"));
        System.out.println("regionMatches ignoreCase: " + "Java Rocks".regionMatches(true, 0, "JAVA", 0, 4));
    }
}
