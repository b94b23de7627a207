// expect-exit: 1
import java.util.ArrayList;
import java.util.List;

public class UncaughtNumberFormat {
    static int parseField(String record, int index) {
        String[] fields = record.split(",");
        System.out.println("  fields=" + fields.length + " parsing [" + fields[index] + "]");
        return Integer.parseInt(fields[index].trim());
    }

    public static void main(String[] args) {
        String[] records = {"alice, 30, 5000", "bob,41,7200", "carol, 29 ,6100", "dave,forty,8000", "eve,35,9000"};
        List<Integer> ages = new ArrayList<>();
        int total = 0;
        for (String r : records) {
            System.out.println("record: " + r);
            int age = parseField(r, 1);
            ages.add(age);
            total += parseField(r, 2);
            System.out.println("  ages so far=" + ages + " total=" + total);
        }
        System.out.println("never reached: " + ages);
    }
}
