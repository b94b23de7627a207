import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class ComparatorChains {
    public static void main(String[] args) {
        List<Employee> staff = new ArrayList<>();
        staff.add(new Employee("Dana", "Eng", 120, 31));
        staff.add(new Employee("Ari", "Sales", 90, 45));
        staff.add(new Employee("Cole", "Eng", 120, 28));
        staff.add(new Employee("Bea", "Eng", 95, 31));
        staff.add(new Employee("Eve", "Sales", 90, 22));
        staff.add(new Employee("Finn", "Ops", 70, 50));
        staff.add(new Employee("Gus", null, 80, 33));
        List<Employee> a = new ArrayList<>(staff);
        a.sort(Comparator.comparing(Employee::getName));
        System.out.println("by name=" + a);
        a.sort(Comparator.comparingInt(Employee::getSalary).thenComparing(Employee::getName));
        System.out.println("by salary then name=" + a);
        a.sort(Comparator.comparingInt(Employee::getSalary).reversed().thenComparing(Employee::getAge));
        System.out.println("by salary desc then age=" + a);
        a.sort(Comparator.comparing(Employee::getDept, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Employee::getAge, Comparator.reverseOrder()));
        System.out.println("dept nullsFirst then age desc=" + a);
        a.sort(Comparator.comparing(Employee::getDept, Comparator.nullsLast(Comparator.reverseOrder())));
        System.out.println("dept nullsLast reversed=" + a);
        Comparator<Employee> byAge = Comparator.comparingInt(Employee::getAge);
        a.sort(byAge.reversed().reversed());
        System.out.println("double reversed age=" + a);
        a.sort(Comparator.comparing((Employee e) -> e.getName().length()).thenComparing(Comparator.comparing(Employee::getName).reversed()));
        System.out.println("name length then name desc=" + a);
        System.out.println("max by age=" + a.stream().max(byAge).get());
        System.out.println("min by salary then name=" + a.stream().min(Comparator.comparingInt(Employee::getSalary).thenComparing(Employee::getName)).get());
        Comparator<String> ci = String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder());
        List<String> names = new ArrayList<>(List.of("bob", "Bob", "alice", "BOB", "Alice", "carl"));
        names.sort(ci);
        System.out.println("case-insensitive then natural=" + names);
        names.sort(Comparator.comparing(String::length).thenComparing((String s) -> s.toLowerCase()).thenComparing(Comparator.reverseOrder()));
        System.out.println("length, lower, reverse=" + names);
        System.out.println("compare(Dana, Cole) by name=" + Comparator.comparing(Employee::getName).compare(staff.get(0), staff.get(2)));
    }
}

class Employee {
    private final String name;
    private final String dept;
    private final int salary;
    private final int age;

    Employee(String name, String dept, int salary, int age) {
        this.name = name;
        this.dept = dept;
        this.salary = salary;
        this.age = age;
    }

    String getName() { return name; }
    String getDept() { return dept; }
    int getSalary() { return salary; }
    int getAge() { return age; }

    @Override
    public String toString() {
        return name + "(" + dept + "," + salary + "," + age + ")";
    }
}
