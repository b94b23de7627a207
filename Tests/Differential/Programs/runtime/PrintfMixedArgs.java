public class PrintfMixedArgs {
    public static void main(String[] args) {
        String[] names = {"Alice", "Bob", "Christopher"};
        int[] ages = {30, 7, 101};
        double[] balances = {1234.5, -20.125, 0.0};
        System.out.printf("%-12s|%4s|%12s%n", "Name", "Age", "Balance");
        for (int i = 0; i < names.length; i++) {
            System.out.printf("%-12s|%4d|%12.2f%n", names[i], ages[i], balances[i]);
        }
        System.out.printf("%s has %d items costing %.2f each, total %,.2f%n", "cart", 3, 19.99, 3 * 19.99 * 1000);
        System.out.printf("char %c code %d hex %x bool %b%n", 'A', (int) 'A', (int) 'A', 'A' == 65);
        long id = 9_000_000_000L;
        System.out.printf("id=%d id5=%5d hex=%X%n", id, id, id);
        System.out.printf("negatives: [%d] [%5d] [%-5d] [%05d] [%x]%n", -3, -3, -3, -3, -3);
        System.out.printf("%05.1f|%7.3f|%-7.3f|%n", 3.14159, -3.14159, 2.0);
        String s = String.format("%s/%s/%s", 2024, "07", 1);
        System.out.println("date-ish: " + s);
        System.out.println(String.format("%08.3f", -1.5));
        System.out.println(String.format("%+d %+d %+.1f", 0, -0, -0.0));
        Object[] row = {"x", 1, 2.0};
        System.out.println(String.format("%s %d %.1f", row));
        System.out.println(String.format("%-5s%-5s%s", "a", "bb", "ccc"));
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            sb.append(String.format("%3d", i * i));
        }
        System.out.println("squares:" + sb);
        System.out.println(String.format("%10s|", String.format("%.1f%%", 45.678)));
        System.out.println(String.format("%d items", Integer.MIN_VALUE));
        System.out.println(String.format("%o %o", 8, -8));
        System.out.println(String.format("%x %x", (byte) 0x80, 0x80));
    }
}
