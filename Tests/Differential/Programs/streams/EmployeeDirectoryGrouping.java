import java.util.*;
import java.util.function.Function;
import java.util.stream.*;

public class EmployeeDirectoryGrouping {

    static class Employee {
        private final String name;
        private final String department;
        private final String title;
        private final int salary;
        private final int yearsOfService;
        private final List<String> skills;

        Employee(String name, String department, String title, int salary, int yearsOfService, String... skills) {
            this.name = name;
            this.department = department;
            this.title = title;
            this.salary = salary;
            this.yearsOfService = yearsOfService;
            this.skills = Arrays.asList(skills);
        }

        String getName() { return name; }
        String getDepartment() { return department; }
        String getTitle() { return title; }
        int getSalary() { return salary; }
        int getYearsOfService() { return yearsOfService; }
        List<String> getSkills() { return skills; }
        boolean isSenior() { return yearsOfService >= 5; }

        @Override
        public String toString() {
            return name + "[" + department + "/" + title + "]";
        }
    }

    static List<Employee> directory() {
        return List.of(
                new Employee("Ava", "Engineering", "Developer", 95000, 3, "java", "kotlin", "sql"),
                new Employee("Ben", "Engineering", "Lead", 130000, 8, "java", "go"),
                new Employee("Cleo", "Sales", "Account Exec", 70000, 2, "crm", "negotiation"),
                new Employee("Dan", "Sales", "Manager", 105000, 6, "crm", "forecasting", "sql"),
                new Employee("Eli", "Support", "Agent", 48000, 1, "crm"),
                new Employee("Fay", "Engineering", "Developer", 99000, 5, "swift", "kotlin"),
                new Employee("Gus", "Support", "Agent", 50000, 4, "crm", "sql"),
                new Employee("Hana", "Design", "Designer", 88000, 7, "figma", "swift"),
                new Employee("Ivo", "Engineering", "Intern", 30000, 0, "java"),
                new Employee("Jo", "Support", "Lead", 65000, 9, "crm", "training")
        );
    }

    public static void main(String[] args) {
        List<Employee> staff = directory();
        System.out.println("Staff: " + staff);

        // groupingBy with mapping to names
        TreeMap<String, List<String>> namesByDept = staff.stream()
                .collect(Collectors.groupingBy(Employee::getDepartment, TreeMap::new,
                        Collectors.mapping(Employee::getName, Collectors.toList())));
        System.out.println("Names by department: " + namesByDept);

        // groupingBy with toList of employees
        TreeMap<String, List<Employee>> byTitle = staff.stream()
                .collect(Collectors.groupingBy(Employee::getTitle, TreeMap::new, Collectors.toList()));
        for (String title : byTitle.keySet()) {
            System.out.println("  " + title + " x" + byTitle.get(title).size() + " -> " + byTitle.get(title));
        }

        // Payroll per department
        TreeMap<String, Integer> payroll = staff.stream()
                .collect(Collectors.groupingBy(Employee::getDepartment, TreeMap::new,
                        Collectors.summingInt(Employee::getSalary)));
        System.out.println("Payroll: " + payroll);

        TreeMap<String, Long> headcount = staff.stream()
                .collect(Collectors.groupingBy(Employee::getDepartment, TreeMap::new, Collectors.counting()));
        System.out.println("Headcount: " + headcount);

        // partitioningBy seniority
        Map<Boolean, List<String>> seniority = staff.stream()
                .collect(Collectors.partitioningBy(Employee::isSenior,
                        Collectors.mapping(Employee::getName, Collectors.toList())));
        System.out.println("Senior: " + seniority.get(true));
        System.out.println("Junior: " + seniority.get(false));

        Map<Boolean, Long> highEarners = staff.stream()
                .collect(Collectors.partitioningBy(e -> e.getSalary() >= 90000, Collectors.counting()));
        System.out.println("High earners: " + highEarners.get(true) + ", others: " + highEarners.get(false));

        // joining with prefix/suffix
        String engineering = staff.stream()
                .filter(e -> e.getDepartment().equals("Engineering"))
                .map(Employee::getName)
                .sorted(Comparator.reverseOrder())
                .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("Engineering (reverse alpha): " + engineering);

        String emptyJoin = staff.stream()
                .filter(e -> e.getSalary() > 1000000)
                .map(Employee::getName)
                .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("Millionaires: " + emptyJoin);

        // collectingAndThen: unmodifiable list and count of a set
        List<String> frozen = staff.stream()
                .map(Employee::getTitle)
                .distinct()
                .sorted()
                .collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList));
        System.out.println("Titles (frozen): " + frozen);
        try {
            frozen.add("CEO");
            System.out.println("unexpected: add succeeded");
        } catch (UnsupportedOperationException e) {
            System.out.println("Cannot add to frozen titles");
        }

        int distinctSkillCount = staff.stream()
                .flatMap(e -> e.getSkills().stream())
                .collect(Collectors.collectingAndThen(Collectors.toSet(), Set::size));
        System.out.println("Distinct skill count: " + distinctSkillCount);

        // toSet printed sorted
        Set<String> skillSet = staff.stream().flatMap(e -> e.getSkills().stream()).collect(Collectors.toSet());
        List<String> sortedSkills = new ArrayList<>(skillSet);
        Collections.sort(sortedSkills);
        System.out.println("Skills: " + sortedSkills);

        // toMap with merge function: count of employees per skill
        Map<String, Integer> skillCounts = staff.stream()
                .flatMap(e -> e.getSkills().stream())
                .collect(Collectors.toMap(Function.identity(), s -> 1, Integer::sum));
        System.out.println("Skill counts (sorted): " + new TreeMap<>(skillCounts));

        // toMap into TreeMap (4-arg): top salary per department
        TreeMap<String, Employee> topPaid = staff.stream()
                .collect(Collectors.toMap(Employee::getDepartment, Function.identity(),
                        (a, b) -> a.getSalary() >= b.getSalary() ? a : b, TreeMap::new));
        topPaid.forEach((dept, e) -> System.out.println("  top in " + dept + ": " + e.getName() + " " + e.getSalary()));

        // toMap into TreeMap keyed by name, value salary band
        TreeMap<String, String> bands = staff.stream()
                .collect(Collectors.toMap(Employee::getName,
                        e -> e.getSalary() >= 100000 ? "A" : e.getSalary() >= 60000 ? "B" : "C",
                        (x, y) -> x, TreeMap::new));
        System.out.println("Salary bands: " + bands);

        // toMap duplicate key without merge function -> IllegalStateException
        try {
            Map<String, String> byDept = staff.stream()
                    .collect(Collectors.toMap(Employee::getDepartment, Employee::getName));
            System.out.println("unexpected size " + byDept.size());
        } catch (IllegalStateException e) {
            System.out.println("Duplicate department key rejected");
        }

        // Average years in Sales: (2 + 6) / 2
        double avgYears = staff.stream()
                .filter(e -> e.getDepartment().equals("Sales"))
                .mapToInt(Employee::getYearsOfService)
                .average()
                .orElse(0);
        System.out.println("Average Sales years: " + avgYears);

        // Rank engineers by salary desc, then name
        List<String> ranked = staff.stream()
                .filter(e -> e.getDepartment().equals("Engineering"))
                .sorted(Comparator.comparing(Employee::getSalary).reversed().thenComparing(Employee::getName))
                .map(e -> e.getName() + "=" + e.getSalary())
                .collect(Collectors.toList());
        System.out.println("Engineering ranking: " + ranked);
    }
}
