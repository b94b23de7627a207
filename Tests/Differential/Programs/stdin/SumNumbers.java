import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SumNumbers {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int count = Integer.parseInt(reader.readLine().trim());
        System.out.println("expecting " + count + " numbers");
        List<Long> numbers = new ArrayList<>();
        int bad = 0;
        for (int i = 0; i < count; i++) {
            String raw = reader.readLine();
            if (raw == null) {
                System.out.println("input ended early after " + i);
                break;
            }
            try {
                long v = Long.parseLong(raw.trim());
                numbers.add(v);
                System.out.println("read " + v);
            } catch (NumberFormatException e) {
                bad++;
                System.out.println("skipping bad line [" + raw + "]");
            }
        }
        long sum = 0;
        long intSum = 0;
        int wrapped = 0;
        for (long n : numbers) {
            sum += n;
            wrapped += (int) n;
            intSum = intSum + n;
        }
        Collections.sort(numbers);
        System.out.println("sorted " + numbers);
        System.out.println("sum " + sum + " int-wrapped sum " + wrapped + " bad " + bad);
        if (!numbers.isEmpty()) {
            System.out.println("min " + numbers.get(0) + " max " + numbers.get(numbers.size() - 1) + " mean " + (double) intSum / numbers.size());
        }
        String rest;
        int extra = 0;
        while ((rest = reader.readLine()) != null) {
            extra++;
            System.out.println("extra line: " + rest);
        }
        System.out.println("extra lines " + extra);
    }
}
