import java.util.*;
import java.util.stream.*;

public class StxPayrollSummary {
    public static void main(String[] args) {
        Department eng = new Department("Engineering", "ENG");
        Department ops = new Department("Operations", "OPS");
        Department sales = new Department("Sales", "SAL");

        List<Employee> staff = new ArrayList<>();
        staff.add(new Employee(11, "Priya", eng, 9200, 5));
        staff.add(new Employee(12, "Tom", eng, 7100, 2));
        staff.add(new Employee(13, "Hana", ops, 5400, 7));
        staff.add(new Employee(14, "Luis", sales, 6100, 3));
        staff.add(new Employee(15, "Mia", eng, 11000, 9));
        staff.add(new Employee(16, "Sam", ops, 4800, 1));
        staff.add(new Employee(17, "Rosa", sales, 6900, 6));
        staff.add(new Employee(18, "Ken", sales, 5200, 1));
        staff.add(new Employee(19, "Ada", eng, 8300, 4));

        System.out.println("Headcount: " + staff.size());

        TreeMap<String, List<Employee>> byDept = staff.stream()
            .collect(Collectors.groupingBy(e -> e.getDepartment().getName(), TreeMap::new, Collectors.toList()));
        for (Map.Entry<String, List<Employee>> entry : byDept.entrySet()) {
            System.out.println(entry.getKey() + ":");
            for (Employee e : entry.getValue()) {
                System.out.println("    " + e);
            }
        }

        TreeMap<String, Integer> payroll = staff.stream()
            .collect(Collectors.groupingBy(e -> e.getDepartment().getCode(), TreeMap::new,
                Collectors.summingInt(Employee::getMonthlySalary)));
        System.out.println("Monthly payroll by dept code: " + payroll);

        TreeMap<String, Double> avgTenure = staff.stream()
            .collect(Collectors.groupingBy(e -> e.getDepartment().getCode(), TreeMap::new,
                Collectors.averagingDouble(Employee::getYears)));
        avgTenure.forEach((code, years) -> System.out.println(String.format("Avg tenure %s: %.2f years", code, years)));

        TreeMap<String, String> rosterLine = staff.stream()
            .collect(Collectors.groupingBy(e -> e.getDepartment().getCode(), TreeMap::new,
                Collectors.mapping(Employee::getName, Collectors.joining("/", "(", ")"))));
        rosterLine.forEach((code, line) -> System.out.println(code + " " + line));

        TreeMap<String, Employee> topEarner = staff.stream()
            .collect(Collectors.groupingBy(e -> e.getDepartment().getCode(), TreeMap::new,
                Collectors.collectingAndThen(
                    Collectors.maxBy(Comparator.comparingInt(Employee::getMonthlySalary)),
                    Optional::get)));
        topEarner.forEach((code, e) -> System.out.println("Top earner in " + code + ": " + e.getName()));

        TreeMap<String, Integer> headcount = staff.stream()
            .collect(Collectors.groupingBy(e -> e.getDepartment().getCode(), TreeMap::new,
                Collectors.collectingAndThen(Collectors.counting(), Long::intValue)));
        System.out.println("Headcount by dept: " + headcount);

        Map<Boolean, List<String>> seniority = staff.stream()
            .collect(Collectors.partitioningBy(e -> e.getYears() >= 5,
                Collectors.mapping(Employee::getName, Collectors.toList())));
        System.out.println("Senior: " + seniority.get(true));
        System.out.println("Junior: " + seniority.get(false));

        IntSummaryStatistics salaryStats = staff.stream().mapToInt(Employee::getMonthlySalary).summaryStatistics();
        System.out.println("Salary min: " + salaryStats.getMin());
        System.out.println("Salary max: " + salaryStats.getMax());
        System.out.println("Salary sum: " + salaryStats.getSum());
        System.out.println("Salary count: " + salaryStats.getCount());
        System.out.println(String.format("Salary avg: %.2f", salaryStats.getAverage()));

        int raiseBudget = staff.stream()
            .reduce(0, (acc, e) -> acc + e.raiseAmount(), Integer::sum);
        System.out.println("Raise budget: " + raiseBudget);

        List<String> ranking = staff.stream()
            .sorted(Comparator.comparing((Employee e) -> e.getDepartment().getCode())
                .thenComparing(Employee::getMonthlySalary, Comparator.reverseOrder())
                .thenComparing(Employee::getName))
            .map(e -> e.getDepartment().getCode() + "-" + e.getName())
            .collect(Collectors.toList());
        System.out.println("Ranking: " + ranking);

        List<String> newHires = staff.stream()
            .filter(e -> e.getYears() <= 2)
            .map(Employee::getName)
            .sorted()
            .collect(Collectors.collectingAndThen(Collectors.toList(), l -> {
                List<String> copy = new ArrayList<>(l);
                copy.add(0, "NEW:");
                return copy;
            }));
        System.out.println(String.join(" ", newHires));

        Optional<Employee> byId = staff.stream().filter(e -> e.getId() == 17).findFirst();
        byId.ifPresent(e -> System.out.println("Lookup 17 -> " + e.getName() + " in " + e.getDepartment().getName()));
        Optional<Employee> missing = staff.stream().filter(e -> e.getId() == 99).findFirst();
        System.out.println("Lookup 99 -> " + missing.map(Employee::getName).orElse("not found"));
        System.out.println(String.format("Payroll checksum: %x", payroll.values().stream().mapToInt(Integer::intValue).sum()));
    }
}

class Department {
    private final String name;
    private final String code;

    Department(String name, String code) {
        this.name = name;
        this.code = code;
    }

    String getName() { return name; }
    String getCode() { return code; }
}

class Employee {
    private final int id;
    private final String name;
    private final Department department;
    private final int monthlySalary;
    private final int years;

    Employee(int id, String name, Department department, int monthlySalary, int years) {
        this.id = id;
        this.name = name;
        this.department = department;
        this.monthlySalary = monthlySalary;
        this.years = years;
    }

    int getId() { return id; }
    String getName() { return name; }
    Department getDepartment() { return department; }
    int getMonthlySalary() { return monthlySalary; }
    int getYears() { return years; }

    int raiseAmount() {
        int pct = years >= 5 ? 4 : 2;
        return monthlySalary * pct / 100;
    }

    @Override
    public String toString() {
        return String.format("%05d %-8s %5d (%dy)", id, name, monthlySalary, years);
    }
}
