import java.util.TimeZone;

public class SystemLineSeparatorAndNanoTime {
    public static void main(String[] args) {
        String sep = System.lineSeparator();
        System.out.println("separator length " + sep.length() + " is newline " + sep.equals("\n"));
        StringBuilder report = new StringBuilder();
        report.append("first").append(System.lineSeparator()).append("second");
        System.out.println(report.toString().split(System.lineSeparator()).length + " lines");
        long start = System.nanoTime();
        long sum = 0;
        for (int i = 0; i < 100000; i++) {
            sum += i % 7;
        }
        long elapsed = System.nanoTime() - start;
        System.out.println("sum " + sum + " elapsed is not negative " + (elapsed >= 0));
        CharSequence middle = "Mississippi".subSequence(2, 6);
        System.out.println("subSequence [" + middle + "] length " + middle.length());
        TimeZone utc = TimeZone.getTimeZone("UTC");
        System.out.println("zones equal: " + utc.equals(TimeZone.getTimeZone("UTC")) + " " + utc.equals(TimeZone.getTimeZone("GMT")) + " " + utc.equals("UTC"));
    }
}
