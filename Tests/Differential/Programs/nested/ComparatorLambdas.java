import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class ComparatorLambdas {
    static class Employee {
        final String name;
        final String dept;
        final int salary;
        final int age;

        Employee(String name, String dept, int salary, int age) {
            this.name = name;
            this.dept = dept;
            this.salary = salary;
            this.age = age;
        }

        String getName() {
            return name;
        }

        String getDept() {
            return dept;
        }

        int getSalary() {
            return salary;
        }

        @Override
        public String toString() {
            return name + "(" + dept + "," + salary + "," + age + ")";
        }
    }

    public static void main(String[] args) {
        List<Employee> staff = new ArrayList<>();
        staff.add(new Employee("Zoe", "eng", 120, 30));
        staff.add(new Employee("Adam", "ops", 90, 45));
        staff.add(new Employee("Mia", "eng", 120, 25));
        staff.add(new Employee("Bob", "ops", 95, 33));
        staff.add(new Employee("Eve", "sales", 70, 28));
        staff.add(new Employee("Cal", "eng", 100, 41));
        List<Employee> byName = new ArrayList<>(staff);
        byName.sort(Comparator.comparing(Employee::getName));
        System.out.println("by name: " + byName);
        List<Employee> bySalaryDesc = new ArrayList<>(staff);
        bySalaryDesc.sort(Comparator.comparingInt(Employee::getSalary).reversed());
        System.out.println("by salary desc (stable): " + bySalaryDesc);
        List<Employee> byDeptThenAge = new ArrayList<>(staff);
        byDeptThenAge.sort(Comparator.comparing(Employee::getDept).thenComparingInt(e -> e.age));
        System.out.println("by dept then age: " + byDeptThenAge);
        List<Employee> custom = new ArrayList<>(staff);
        custom.sort((a, b) -> {
            if (a.salary != b.salary) {
                return b.salary - a.salary;
            }
            return a.name.compareTo(b.name);
        });
        System.out.println("custom: " + custom);
        Comparator<String> byLength = (a, b) -> Integer.compare(a.length(), b.length());
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb", "dd", "e", "ffff"));
        words.sort(byLength);
        System.out.println("by length (stable): " + words);
        words.sort(byLength.thenComparing(Comparator.reverseOrder()));
        System.out.println("by length then reverse alpha: " + words);
        words.sort(Comparator.naturalOrder());
        System.out.println("natural: " + words);
        System.out.println("max by length: " + java.util.Collections.max(words, byLength));
    }
}
