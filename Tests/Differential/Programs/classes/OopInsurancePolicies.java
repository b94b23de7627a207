import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

public class OopInsurancePolicies {

    static abstract class Policy {
        private static int counter = 0;

        protected final String holder;
        protected int age;
        protected double coverage;
        protected final int id;
        protected final List<String> log = new ArrayList<>();
        protected int claims;

        protected Policy(String holder, int age, double coverage) {
            this.holder = holder;
            this.age = age;
            this.coverage = coverage;
            counter++;
            this.id = counter;
        }

        // Template method: the skeleton is fixed, the steps are overridable.
        public final double quote() {
            log.clear();
            double base = baseRate();
            log.add("base=" + fmt(base));
            double risk = riskFactor();
            log.add("risk=" + fmt(risk));
            double premium = base * risk;
            premium = applyDiscounts(premium);
            log.add("net=" + fmt(premium));
            double min = minimumPremium();
            if (premium < min) {
                premium = min;
                log.add("raisedTo=" + fmt(min));
            }
            return round2(premium);
        }

        protected abstract double baseRate();

        protected double riskFactor() {
            if (age < 25) return 1.5;
            if (age > 65) return 1.3;
            return 1.0;
        }

        protected double applyDiscounts(double premium) {
            if (claims == 0) {
                log.add("noClaims-5%");
                return premium * 0.95;
            }
            return premium;
        }

        protected double minimumPremium() {
            return 50.0;
        }

        protected String kind() {
            return "Policy";
        }

        public String describe() {
            return kind() + "#" + id + "[" + holder + ", age " + age + ", cover " + fmt(coverage) + "]";
        }

        public void fileClaim() {
            claims++;
        }

        public void birthday() {
            age++;
        }

        static String fmt(double d) {
            return String.format("%.2f", d);
        }

        static double round2(double d) {
            return Math.round(d * 100.0) / 100.0;
        }
    }

    static class AutoPolicy extends Policy {
        protected int accidents;

        AutoPolicy(String holder, int age, double vehicleValue, int accidents) {
            super(holder, age, vehicleValue);
            this.accidents = accidents;
        }

        @Override
        protected double baseRate() {
            return coverage * 0.04 + accidents * 120;
        }

        @Override
        protected double riskFactor() {
            double r = super.riskFactor();
            if (accidents > 2) r += 0.5;
            return r;
        }

        @Override
        protected String kind() {
            return "Auto";
        }

        @Override
        public String describe() {
            return super.describe() + " accidents=" + accidents;
        }
    }

    static class FleetAutoPolicy extends AutoPolicy {
        private final int vehicles;

        FleetAutoPolicy(String company, double avgValue, int vehicles, int accidents) {
            super(company, 40, avgValue, accidents);
            this.vehicles = vehicles;
        }

        @Override
        protected double baseRate() {
            return super.baseRate() * vehicles;
        }

        @Override
        protected double applyDiscounts(double premium) {
            double p = super.applyDiscounts(premium);
            if (vehicles >= 10) {
                log.add("fleet-12%");
                p = p * 0.88;
            } else if (vehicles >= 5) {
                log.add("fleet-6%");
                p = p * 0.94;
            }
            return p;
        }

        @Override
        protected String kind() {
            return "Fleet" + super.kind();
        }

        @Override
        public String describe() {
            return super.describe() + " vehicles=" + vehicles;
        }
    }

    static class HomePolicy extends Policy {
        private final int squareMeters;
        private final boolean floodZone;

        HomePolicy(String holder, int age, double value, int squareMeters, boolean floodZone) {
            super(holder, age, value);
            this.squareMeters = squareMeters;
            this.floodZone = floodZone;
        }

        @Override
        protected double baseRate() {
            double b = coverage * 0.002 + squareMeters * 0.5;
            return floodZone ? b + 300 : b;
        }

        @Override
        protected double riskFactor() {
            // homes do not care about the owner's age
            return floodZone ? 1.2 : 1.0;
        }

        @Override
        protected double minimumPremium() {
            return 150.0;
        }

        @Override
        protected String kind() {
            return "Home";
        }
    }

    static class LifePolicy extends Policy {
        protected final boolean smoker;

        LifePolicy(String holder, int age, double coverage, boolean smoker) {
            super(holder, age, coverage);
            this.smoker = smoker;
        }

        @Override
        protected double baseRate() {
            return coverage / 1000.0 * (1 + age / 20);
        }

        @Override
        protected double riskFactor() {
            return smoker ? super.riskFactor() * 2.0 : super.riskFactor();
        }

        @Override
        protected String kind() {
            return smoker ? "Life(smoker)" : "Life";
        }
    }

    static class SeniorLifePolicy extends LifePolicy {
        SeniorLifePolicy(String holder, int age, double coverage) {
            super(holder, age, coverage, false);
        }

        @Override
        protected double riskFactor() {
            return super.riskFactor() + (age - 60) * 0.05;
        }

        @Override
        protected double applyDiscounts(double premium) {
            log.add("senior-flat-25");
            return super.applyDiscounts(premium) - 25;
        }

        @Override
        protected String kind() {
            return "Senior" + super.kind();
        }
    }

    public static void main(String[] args) {
        List<Policy> policies = new ArrayList<>();
        policies.add(new AutoPolicy("Alice", 22, 18000, 0));
        policies.add(new AutoPolicy("Bob", 47, 32000, 3));
        policies.add(new FleetAutoPolicy("Acme Ltd", 25000, 12, 1));
        policies.add(new FleetAutoPolicy("Tiny Co", 9000, 6, 0));
        policies.add(new HomePolicy("Carol", 35, 420000, 140, false));
        policies.add(new HomePolicy("Dave", 58, 250000, 95, true));
        policies.add(new HomePolicy("Eve", 30, 20000, 30, false));
        policies.add(new LifePolicy("Frank", 33, 500000, false));
        policies.add(new LifePolicy("Grace", 24, 300000, true));
        policies.add(new SeniorLifePolicy("Heidi", 68, 100000));

        System.out.println("=== Initial quotes ===");
        double total = 0;
        for (Policy p : policies) {
            double q = p.quote();
            total += q;
            System.out.println(p.describe());
            System.out.println("  premium " + Policy.fmt(q) + " " + p.log);
        }
        System.out.println("Total premium: " + Policy.fmt(total));

        System.out.println("=== Claims and birthdays ===");
        policies.get(0).fileClaim();
        policies.get(2).fileClaim();
        policies.get(5).fileClaim();
        for (Policy p : policies) {
            p.birthday();
        }
        double total2 = 0;
        for (Policy p : policies) {
            double q = p.quote();
            total2 += q;
            System.out.println(p.kind() + "#" + p.id + " " + p.holder + " age=" + p.age
                    + " claims=" + p.claims + " -> " + Policy.fmt(q));
        }
        System.out.println("Total premium after: " + Policy.fmt(total2));
        System.out.println("Change: " + Policy.fmt(total2 - total));

        System.out.println("=== Sorted by premium desc ===");
        List<Policy> sorted = new ArrayList<>(policies);
        sorted.sort(Comparator.comparingDouble(Policy::quote).reversed().thenComparing(p -> p.holder));
        int rank = 1;
        for (Policy p : sorted) {
            System.out.println(rank + ". " + p.holder + " " + Policy.fmt(p.quote()));
            rank++;
        }

        System.out.println("=== Premium by kind ===");
        TreeMap<String, Double> byKind = new TreeMap<>();
        TreeMap<String, Integer> countByKind = new TreeMap<>();
        for (Policy p : policies) {
            byKind.merge(p.kind(), p.quote(), Double::sum);
            countByKind.merge(p.kind(), 1, Integer::sum);
        }
        for (String k : byKind.keySet()) {
            System.out.println(k + ": n=" + countByKind.get(k) + " sum=" + Policy.fmt(byKind.get(k)));
        }

        int autos = 0;
        int lifes = 0;
        for (Policy p : policies) {
            if (p instanceof AutoPolicy) autos++;
            if (p instanceof LifePolicy) lifes++;
        }
        System.out.println("auto-like=" + autos + " life-like=" + lifes);
    }
}
