public class FormatBasics {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d", 42, 42, 42, 42));
        System.out.println(String.format("%s and %s", "this", "that"));
        System.out.println(String.format("%.2f %.0f %.3f %10.4f", 3.14159, 2.5, -1.0005, Math.E));
        System.out.println(String.format("%x %X %o %08x", 255, 255, 8, 48879));
        System.out.println(String.format("%c%c%c", 'a', 'b', 99));
        System.out.println(String.format("%b %b %b", true, null, "x"));
        System.out.println(String.format("%,d", 1234567890));
        System.out.println(String.format("%e", 12345.678));
        System.out.println(String.format("100%% done %n").trim());
        System.out.println(String.format("[%8s][%-8s]", "right", "left"));
        System.out.printf("printf %d + %d = %d%n", 2, 3, 5);
        System.out.printf("%s has %d items costing %.2f%n", "cart", 3, 19.999);
        String[] names = {"Ann", "Bartholomew", "Cy"};
        int[] scores = {93, 7, 100};
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format("%-12s|%4d|", names[i], scores[i]));
        }
        System.out.println(String.format("%d %d", Long.MAX_VALUE, Integer.MIN_VALUE));
        System.out.println(String.format("%.1f", 0.05) + " " + String.format("%.1f", 0.15) + " " + String.format("%.1f", 0.25));
        System.out.println(String.format("%s", 1.0) + " " + String.format("%s", 1.0f) + " " + String.format("%s", (Object) null));
        System.out.println("formatted".formatted());
        System.out.println("%d-%s".formatted(7, "x"));
        System.out.println(String.format("%+d %+d % d", 5, -5, 5));
    }
}
