import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class OopPayroll {

    static abstract class Employee {
        private static int nextId = 100;

        protected final int id;
        protected final String name;
        protected final String dept;

        Employee(String name, String dept) {
            this.id = nextId++;
            this.name = name;
            this.dept = dept;
        }

        // monthly pay in cents
        abstract long monthlyPay();

        abstract String role();

        void applyRaise(int percent) {
            // default: nothing to raise
        }

        boolean eligibleForBonus() {
            return true;
        }

        String line() {
            return String.format("%d %s (%s, %s) pays %s", id, name, role(), dept, money(monthlyPay()));
        }

        static String money(long cents) {
            return String.format("%.2f", cents / 100.0);
        }
    }

    static abstract class Salaried extends Employee {
        protected long annualSalary;

        Salaried(String name, String dept, long annualSalary) {
            super(name, dept);
            this.annualSalary = annualSalary;
        }

        @Override
        long monthlyPay() {
            return annualSalary / 12;
        }

        @Override
        void applyRaise(int percent) {
            annualSalary += annualSalary * percent / 100;
        }
    }

    static class Engineer extends Salaried {
        protected int level;

        Engineer(String name, String dept, long annual, int level) {
            super(name, dept, annual);
            this.level = level;
        }

        @Override
        long monthlyPay() {
            return super.monthlyPay() + level * 15000L;
        }

        @Override
        String role() {
            return "Engineer L" + level;
        }

        void promote() {
            level++;
        }
    }

    static class Manager extends Salaried {
        private final List<Employee> reports = new ArrayList<>();

        Manager(String name, String dept, long annual) {
            super(name, dept, annual);
        }

        void addReport(Employee e) {
            reports.add(e);
        }

        int reportCount() {
            return reports.size();
        }

        List<Employee> reports() {
            return reports;
        }

        @Override
        long monthlyPay() {
            return super.monthlyPay() + reports.size() * 20000L;
        }

        @Override
        String role() {
            return "Manager";
        }
    }

    static class Director extends Manager {
        Director(String name, String dept, long annual) {
            super(name, dept, annual);
        }

        @Override
        long monthlyPay() {
            return super.monthlyPay() * 11 / 10;
        }

        @Override
        String role() {
            return "Director/" + super.role();
        }
    }

    static class Contractor extends Employee {
        private final long hourlyCents;
        private int hours;

        Contractor(String name, String dept, long hourlyCents, int hours) {
            super(name, dept);
            this.hourlyCents = hourlyCents;
            this.hours = hours;
        }

        @Override
        long monthlyPay() {
            long regular = Math.min(hours, 160) * hourlyCents;
            long overtime = Math.max(0, hours - 160) * hourlyCents * 3 / 2;
            return regular + overtime;
        }

        @Override
        String role() {
            return "Contractor";
        }

        @Override
        boolean eligibleForBonus() {
            return false;
        }

        int hours() {
            return hours;
        }

        void logHours(int h) {
            hours += h;
        }
    }

    static class Intern extends Employee {
        private final long stipend;

        Intern(String name, String dept, long stipend) {
            super(name, dept);
            this.stipend = stipend;
        }

        @Override
        long monthlyPay() {
            return stipend;
        }

        @Override
        String role() {
            return "Intern";
        }

        @Override
        boolean eligibleForBonus() {
            return false;
        }
    }

    static class SalesRep extends Salaried {
        private long salesCents;

        SalesRep(String name, String dept, long annual, long salesCents) {
            super(name, dept, annual);
            this.salesCents = salesCents;
        }

        @Override
        long monthlyPay() {
            return super.monthlyPay() + commission();
        }

        long commission() {
            return salesCents >= 5000000 ? salesCents * 8 / 100 : salesCents * 5 / 100;
        }

        @Override
        String role() {
            return "Sales";
        }
    }

    static String classify(Employee e) {
        if (e instanceof Director d) {
            return "director with " + d.reportCount() + " reports";
        } else if (e instanceof Manager m && m.reportCount() > 2) {
            return "big-team manager (" + m.reportCount() + ")";
        } else if (e instanceof Manager m) {
            return "small-team manager (" + m.reportCount() + ")";
        } else if (e instanceof Engineer eng && eng.level >= 3) {
            return "senior engineer";
        } else if (e instanceof Engineer) {
            return "engineer";
        } else if (e instanceof Contractor c) {
            return c.hours() > 160 ? "contractor with overtime" : "contractor";
        } else if (e instanceof SalesRep s) {
            return "sales, commission " + Employee.money(s.commission());
        }
        return "other";
    }

    public static void main(String[] args) {
        Director dana = new Director("Dana", "Eng", 24000000);
        Manager mike = new Manager("Mike", "Eng", 15000000);
        Manager sara = new Manager("Sara", "Sales", 13000000);
        Engineer eve = new Engineer("Eve", "Eng", 12000000, 3);
        Engineer tom = new Engineer("Tom", "Eng", 9500000, 1);
        Engineer ann = new Engineer("Ann", "Eng", 11000000, 2);
        Contractor carl = new Contractor("Carl", "Eng", 8500, 172);
        Contractor nina = new Contractor("Nina", "Ops", 6000, 120);
        Intern ivan = new Intern("Ivan", "Eng", 180000);
        SalesRep sam = new SalesRep("Sam", "Sales", 6000000, 7250000);
        SalesRep liz = new SalesRep("Liz", "Sales", 6500000, 2100000);

        dana.addReport(mike);
        dana.addReport(sara);
        mike.addReport(eve);
        mike.addReport(tom);
        mike.addReport(ann);
        mike.addReport(ivan);
        sara.addReport(sam);
        sara.addReport(liz);

        List<Employee> staff = new ArrayList<>(List.of(dana, mike, sara, eve, tom, ann, carl, nina, ivan, sam, liz));

        System.out.println("=== Roster ===");
        for (Employee e : staff) {
            System.out.println(e.line());
            System.out.println("    -> " + classify(e));
        }

        System.out.println("=== Totals by department ===");
        Map<String, Long> byDept = new TreeMap<>();
        Map<String, Integer> headcount = new TreeMap<>();
        long grand = 0;
        for (Employee e : staff) {
            byDept.merge(e.dept, e.monthlyPay(), Long::sum);
            headcount.merge(e.dept, 1, Integer::sum);
            grand += e.monthlyPay();
        }
        for (Map.Entry<String, Long> en : byDept.entrySet()) {
            System.out.println(en.getKey() + ": " + headcount.get(en.getKey()) + " people, " + Employee.money(en.getValue()));
        }
        System.out.println("Grand total: " + Employee.money(grand));

        System.out.println("=== Totals by role kind ===");
        Map<String, Long> byKind = new LinkedHashMap<>();
        byKind.put("managers", 0L);
        byKind.put("engineers", 0L);
        byKind.put("contractors", 0L);
        byKind.put("others", 0L);
        for (Employee e : staff) {
            String key;
            if (e instanceof Manager) key = "managers";
            else if (e instanceof Engineer) key = "engineers";
            else if (e instanceof Contractor) key = "contractors";
            else key = "others";
            byKind.put(key, byKind.get(key) + e.monthlyPay());
        }
        for (Map.Entry<String, Long> en : byKind.entrySet()) {
            System.out.println(en.getKey() + " = " + Employee.money(en.getValue()));
        }

        System.out.println("=== Raises, promotions, overtime ===");
        for (Employee e : staff) {
            if (e instanceof Engineer eng) {
                eng.applyRaise(eng.level >= 2 ? 6 : 3);
                if (eng.level < 3) eng.promote();
            } else if (e instanceof Manager m) {
                m.applyRaise(m.reportCount() >= 3 ? 5 : 2);
            } else {
                e.applyRaise(4);
            }
        }
        for (Employee e : staff) {
            if (!(e instanceof Contractor c)) {
                continue;
            }
            c.logHours(10);
        }
        long newGrand = 0;
        for (Employee e : staff) {
            newGrand += e.monthlyPay();
            System.out.println(e.line());
        }
        System.out.println("New grand total: " + Employee.money(newGrand) + " (delta " + Employee.money(newGrand - grand) + ")");

        System.out.println("=== Bonus pool (10% of pay, eligible only) ===");
        long pool = 0;
        List<String> eligible = new ArrayList<>();
        for (Employee e : staff) {
            if (e.eligibleForBonus()) {
                pool += e.monthlyPay() / 10;
                eligible.add(e.name);
            }
        }
        eligible.sort(null);
        System.out.println("eligible=" + eligible);
        System.out.println("pool=" + Employee.money(pool));

        System.out.println("=== Top 5 earners ===");
        List<Employee> ranked = new ArrayList<>(staff);
        ranked.sort(Comparator.comparingLong(Employee::monthlyPay).reversed().thenComparing(e -> e.name));
        for (int i = 0; i < 5; i++) {
            Employee e = ranked.get(i);
            System.out.println((i + 1) + ". " + e.name + " " + Employee.money(e.monthlyPay()));
        }

        System.out.println("=== Org chart ===");
        printTree(dana, 0);
    }

    static void printTree(Employee e, int depth) {
        StringBuilder indent = new StringBuilder();
        for (int i = 0; i < depth; i++) indent.append("  ");
        System.out.println(indent + "- " + e.name + " [" + e.role() + "]");
        if (e instanceof Manager m) {
            for (Employee r : m.reports()) {
                printTree(r, depth + 1);
            }
        }
    }
}
