import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class NmrBmiCalculator {
    public static void main(String[] args) {
        String[][] form = {
            {"Alice", "1.65", "58"},
            {"Bob", "1.80", "95.5"},
            {"Carol", "1.72", "49.9"},
            {"Dan", "abc", "70"},
            {"Eve", "1.60", ""},
            {"Frank", "1.9", "120"},
            {"Gina", "0", "60"}
        };
        List<Profile> valid = new ArrayList<>();
        for (String[] row : form) {
            try {
                double height = Double.parseDouble(row[1]);
                double weight = Double.valueOf(row[2]);
                Profile p = new Profile(row[0], height, weight);
                double bmi = p.bmi();
                System.out.println(row[0] + ": height=" + height + " weight=" + weight + " bmi raw=" + bmi);
                if (Double.isInfinite(bmi) || Double.isNaN(bmi)) {
                    System.out.println("  skipped: invalid height, isInfinite=" + Double.isInfinite(bmi));
                    continue;
                }
                System.out.println(String.format("  bmi=%.2f category=%s", bmi, category(bmi)));
                valid.add(p);
            } catch (NumberFormatException e) {
                System.out.println(row[0] + ": invalid number in form");
            }
        }

        System.out.println("Sorted by BMI:");
        Collections.sort(valid, (a, b) -> Double.compare(a.bmi(), b.bmi()));
        for (Profile p : valid) {
            System.out.println(String.format("  %-8s %8.2f", p.name, p.bmi()));
        }

        System.out.println("Ideal weight range for 1.75 m:");
        double h = 1.75;
        double low = 18.5 * h * h;
        double high = 24.9 * h * h;
        System.out.println("  low raw=" + low + " high raw=" + high);
        System.out.println("  low=" + Math.round(low * 10) / 10.0 + " high=" + Math.round(high * 10) / 10.0);

        System.out.println("Imperial BMI:");
        int pounds = 180;
        int inchesTall = 70;
        System.out.println("  int formula: " + 703 * pounds / (inchesTall * inchesTall));
        System.out.println("  double formula: " + 703.0 * pounds / (inchesTall * inchesTall));
        float fbmi = 703f * pounds / (inchesTall * inchesTall);
        System.out.println("  float formula: " + fbmi);
        System.out.println("  float rounded: " + Math.round(fbmi) + " double rounded: " + Math.round(703.0 * pounds / 4900));

        System.out.println("Parsing helpers:");
        String[] ages = {"42", "-7", "+15", "007", "3.5", " 12", "2147483648"};
        for (String s : ages) {
            try {
                int age = Integer.parseInt(s);
                Integer boxed = Integer.valueOf(s);
                System.out.println("  '" + s + "' -> " + age + " boxed equals: " + boxed.equals(age) + " toString " + Integer.toString(age));
            } catch (NumberFormatException e) {
                System.out.println("  '" + s + "' -> not an int");
            }
        }
        long steps = Long.parseLong("9876543210");
        System.out.println("steps=" + steps + " toString=" + Long.toString(steps) + " valueOf equals: " + Long.valueOf(steps).equals(9876543210L));
        System.out.println("Double.parseDouble(\"1e3\") = " + Double.parseDouble("1e3"));
        System.out.println("Double.parseDouble(\" 2.50 \") = " + Double.parseDouble(" 2.50 "));
        System.out.println("Double.toString(72.0) = " + Double.toString(72.0));
        System.out.println("Double.valueOf(\"-0.0\") = " + Double.valueOf("-0.0"));
        System.out.println("Integer.toString(255, 16) = " + Integer.toString(255, 16) + " parse back " + Integer.parseInt("ff", 16));
        System.out.println("Integer.toBinaryString(42) = " + Integer.toBinaryString(42));

        System.out.println("Comparisons:");
        System.out.println("  Integer.compare(3, 7) = " + Integer.compare(3, 7));
        System.out.println("  Integer.compare(7, 7) = " + Integer.compare(7, 7));
        System.out.println("  Integer.compare(9, 7) = " + Integer.compare(9, 7));
        System.out.println("  Long.compare(5L, -5L) = " + Long.compare(5L, -5L));
        System.out.println("  Double.compare(22.5, 22.50) = " + Double.compare(22.5, 22.50));
        System.out.println("  Double.compare(18.4, 18.5) = " + Double.compare(18.4, 18.5));
        Integer big1 = 1000;
        Integer big2 = Integer.valueOf(1000);
        System.out.println("  boxed equals: " + big1.equals(big2) + " compareTo: " + big1.compareTo(big2));
        System.out.println("  Integer.MAX_VALUE=" + Integer.MAX_VALUE + " MIN_VALUE=" + Integer.MIN_VALUE);
        System.out.println("  Integer.signum(-12)=" + Integer.signum(-12) + " Math.signum(-2.5)=" + Math.signum(-2.5) + " Math.signum(0.0)=" + Math.signum(0.0));
    }

    static String category(double bmi) {
        if (bmi < 18.5) {
            return "Underweight";
        } else if (bmi < 25.0) {
            return "Normal";
        } else if (bmi < 30.0) {
            return "Overweight";
        }
        return "Obese";
    }
}

class Profile {
    final String name;
    final double heightM;
    final double weightKg;

    Profile(String name, double heightM, double weightKg) {
        this.name = name;
        this.heightM = heightM;
        this.weightKg = weightKg;
    }

    double bmi() {
        return weightKg / (heightM * heightM);
    }
}
