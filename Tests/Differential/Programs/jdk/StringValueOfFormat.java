public class StringValueOfFormat {
    public static void main(String[] args) {
        System.out.println("valueOf(int)=" + String.valueOf(42) + " valueOf(long)=" + String.valueOf(-7L) + " valueOf(double)=" + String.valueOf(2.50));
        System.out.println("valueOf(float)=" + String.valueOf(1.1f) + " valueOf(boolean)=" + String.valueOf(false) + " valueOf(char)=" + String.valueOf('c'));
        System.out.println("valueOf(Object null)=" + String.valueOf((Object) null));
        System.out.println("Integer.toString=" + Integer.toString(-99) + " Double.toString=" + Double.toString(100));
        System.out.println("\"\" + 1 + 2=" + ("" + 1 + 2) + " 1 + 2 + \"\"=" + (1 + 2 + ""));
        String name = "Ada";
        int age = 36;
        double score = 97.456;
        System.out.println(String.format("Name: %s, Age: %d, Score: %.1f", name, age, score));
        System.out.println(String.format("|%-10s|%10s|", name, name));
        System.out.println(String.format("|%05d|%+d|%x|%o|", age, age, 255, 8));
        System.out.println(String.format("%s %S %b %c %%", "str", "str", true, 'Z'));
        System.out.println(String.format("%.3f %.0f %10.2f|", Math.PI, 2.5, -3.14159));
        System.out.println(String.format("%e", 123456.789));
        System.out.println(String.format("%,d %,.2f", 1234567890, 9876543.215));
        System.out.println("formatted=" + "%d + %d = %d".formatted(2, 3, 5));
        StringBuilder table = new StringBuilder();
        String[][] rows = {{"apple", "3", "0.5"}, {"watermelon", "1", "3.25"}, {"fig", "12", "0.2"}};
        for (String[] r : rows) {
            table.append(String.format("%-12s x%3s @ %6.2f = %7.2f%n", r[0], r[1], Double.parseDouble(r[2]), Integer.parseInt(r[1]) * Double.parseDouble(r[2])));
        }
        System.out.print(table);
        System.out.println("boolean concat=" + true + false + " null concat=" + null);
        System.out.println("char + int in concat=" + 'A' + 1 + " (char)('A'+1)=" + (char) ('A' + 1));
        Object o = 3;
        System.out.println("Object holding Integer toString=" + o.toString() + " getClass=" + o.getClass().getSimpleName());
        System.out.println("long concat=" + 10000000000L + " negative zero double=" + -0.0 + " int min=" + Integer.MIN_VALUE);
        System.out.println("text block:\n" + """
            Dear %s,
              your score is %d.
            """.formatted(name, age));
    }
}
