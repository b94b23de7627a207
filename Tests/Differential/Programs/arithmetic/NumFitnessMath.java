import java.util.ArrayList;
import java.util.List;

public class NumFitnessMath {

    static class Athlete {
        final String name;
        final double weightKg;
        final double heightM;
        final int age;

        Athlete(String name, double weightKg, double heightM, int age) {
            this.name = name;
            this.weightKg = weightKg;
            this.heightM = heightM;
            this.age = age;
        }

        double bmi() {
            return weightKg / (heightM * heightM);
        }
    }

    static String bmiCategory(double bmi) {
        if (Double.isNaN(bmi)) return "unknown";
        if (Double.isInfinite(bmi)) return "invalid";
        if (bmi < 18.5) return "under";
        if (bmi < 25.0) return "normal";
        if (bmi < 30.0) return "over";
        return "obese";
    }

    static double round2(double v) {
        return Math.round(v * 100.0) / 100.0;
    }

    // pace in seconds per km
    static double paceSecondsPerKm(double distanceKm, int seconds) {
        return seconds / distanceKm;
    }

    static String paceString(double secPerKm) {
        if (Double.isInfinite(secPerKm) || Double.isNaN(secPerKm)) return "--:--";
        long total = Math.round(secPerKm);
        long min = total / 60;
        long sec = total % 60;
        return min + ":" + (sec < 10 ? "0" : "") + sec;
    }

    static long calories(double met, double weightKg, int minutes) {
        return Math.round(met * weightKg * minutes / 60.0);
    }

    public static void main(String[] args) {
        List<Athlete> roster = new ArrayList<>();
        roster.add(new Athlete("Ana", 58.0, 1.65, 29));
        roster.add(new Athlete("Ben", 92.5, 1.80, 41));
        roster.add(new Athlete("Chen", 70.0, 1.75, 35));
        roster.add(new Athlete("Dee", 110.0, 1.68, 52));
        roster.add(new Athlete("Eli", 45.0, 1.70, 19));
        roster.add(new Athlete("Ghost", 70.0, 0.0, 30));
        roster.add(new Athlete("Void", 0.0, 0.0, 30));

        System.out.println("== BMI ==");
        for (Athlete a : roster) {
            double bmi = a.bmi();
            System.out.println(a.name + " bmi=" + bmi + " rounded=" + round2(bmi) + " cat=" + bmiCategory(bmi)
                    + " floor=" + Math.floor(bmi) + " ceil=" + Math.ceil(bmi));
        }

        System.out.println("== Division edge cases ==");
        double zero = 0.0;
        System.out.println("1/0.0 = " + (1 / zero) + ", -1/0.0 = " + (-1 / zero) + ", 0/0.0 = " + (zero / zero));
        System.out.println("1/-0.0 = " + (1 / -zero) + ", Math.sqrt(-4) = " + Math.sqrt(-4));
        double nan = zero / zero;
        System.out.println("NaN == NaN: " + (nan == nan) + ", isNaN: " + Double.isNaN(nan) + ", NaN > 1: " + (nan > 1));
        System.out.println("Double.compare(NaN, Inf) = " + Double.compare(nan, Double.POSITIVE_INFINITY));
        System.out.println("Double.compare(0.0, -0.0) = " + Double.compare(0.0, -0.0) + ", 0.0 == -0.0: " + (0.0 == -0.0));
        System.out.println("Math.round(NaN) = " + Math.round(nan) + ", Math.round(Inf) = " + Math.round(1 / zero));
        System.out.println("Infinity - Infinity = " + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY));
        System.out.println("Math.min(-0.0, 0.0) = " + Math.min(-0.0, 0.0) + ", Math.max(NaN, 1) = " + Math.max(nan, 1.0));

        System.out.println("== Runs and pace ==");
        double[] distances = {5.0, 10.0, 21.0975, 42.195, 0.0, 3.3};
        int[] times = {1500, 3125, 6300, 14100, 600, 1000};
        for (int i = 0; i < distances.length; i++) {
            double pace = paceSecondsPerKm(distances[i], times[i]);
            double speedKmh = distances[i] / (times[i] / 3600.0);
            System.out.println(distances[i] + " km in " + times[i] + " s: pace " + paceString(pace)
                    + " /km, speed " + round2(speedKmh) + " km/h");
        }

        System.out.println("== Calories ==");
        double[] mets = {3.5, 8.0, 11.0};
        String[] acts = {"walk", "run", "sprint"};
        for (int i = 0; i < 4; i++) {
            Athlete a = roster.get(i);
            StringBuilder sb = new StringBuilder(a.name + ":");
            for (int j = 0; j < mets.length; j++) {
                sb.append(" ").append(acts[j]).append("=").append(calories(mets[j], a.weightKg, 45));
            }
            System.out.println(sb);
        }

        System.out.println("== Math.round semantics ==");
        double[] rs = {2.5, 3.5, -2.5, -2.51, 0.49999999999999994, -0.5, 1e16 + 1};
        for (double r : rs) {
            System.out.println("round(" + r + ") = " + Math.round(r) + ", rint = " + Math.rint(r)
                    + ", floor = " + Math.floor(r) + ", ceil = " + Math.ceil(r));
        }

        System.out.println("== Geometry on a track ==");
        double dx = 300.0, dy = 400.0;
        System.out.println("hypot(300,400) = " + Math.hypot(dx, dy) + ", sqrt form = " + Math.sqrt(dx * dx + dy * dy));
        System.out.println("pow(1.5, 4) = " + Math.pow(1.5, 4) + ", pow(2, -3) = " + Math.pow(2, -3) + ", pow(0, 0) = " + Math.pow(0, 0));
        System.out.println("abs(-7.25) = " + Math.abs(-7.25) + ", abs(-0.0) = " + Math.abs(-0.0));
        double lap = 400.0;
        double total = 0;
        for (int i = 0; i < 10; i++) total += lap * 0.1;
        System.out.println("10 x 40m as 400*0.1 = " + total + ", equals 400? " + (total == 400.0)
                + ", close? " + (Math.abs(total - 400.0) < 1e-9));

        System.out.println("== Heart-rate zones ==");
        for (Athlete a : roster.subList(0, 4)) {
            int maxHr = 220 - a.age;
            StringBuilder sb = new StringBuilder(a.name + " max=" + maxHr + ":");
            double[] pct = {0.6, 0.7, 0.8, 0.9};
            for (double p : pct) {
                sb.append(" ").append((int) (maxHr * p)).append("/").append(Math.round(maxHr * p));
            }
            System.out.println(sb);
        }

        System.out.println("== Weekly progress ==");
        double weight = 92.5;
        for (int week = 1; week <= 6; week++) {
            double loss = weight * 0.0075;
            weight -= loss;
            System.out.println("week " + week + ": lost " + round2(loss) + " kg, now " + round2(weight)
                    + " kg, printed " + String.format("%.2f", weight));
        }
        System.out.println("int average 7/2 = " + (7 / 2) + ", double average 7/2.0 = " + (7 / 2.0) + ", (double)(7/2) = " + (double) (7 / 2));
        float f = 1.1f;
        System.out.println("float 1.1f = " + f + ", as double = " + (double) f);
    }
}
