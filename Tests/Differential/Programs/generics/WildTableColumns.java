import java.util.*;

public class WildTableColumns {

    static final class Employee {
        final String name;
        final int age;
        final long salaryCents;
        final boolean remote;
        final String dept;

        Employee(String name, int age, long salaryCents, boolean remote, String dept) {
            this.name = name;
            this.age = age;
            this.salaryCents = salaryCents;
            this.remote = remote;
            this.dept = dept;
        }

        @Override
        public String toString() {
            return "Employee(" + name + ")";
        }
    }

    abstract static class Column<T> {
        private final String header;
        private final int width;

        Column(String header, int width) {
            this.header = header;
            this.width = width;
        }

        String header() { return header; }

        int width() { return width; }

        abstract T extract(Employee e);

        abstract T sample();

        abstract int compareValues(T a, T b);

        String format(T value) {
            return String.valueOf(value);
        }

        String render(Object row) {
            Employee e = (Employee) row;
            return fit(format(extract(e)), width);
        }

        int compareRows(Object a, Object b) {
            return compareValues(extract((Employee) a), extract((Employee) b));
        }

        @Override
        public String toString() {
            return "Column<" + header + "," + width + ">";
        }
    }

    static final class TextColumn extends Column<String> {
        private final boolean dept;

        TextColumn(String header, int width, boolean dept) {
            super(header, width);
            this.dept = dept;
        }

        String extract(Employee e) { return dept ? e.dept : e.name; }

        String sample() { return dept ? "Ops" : "Jane"; }

        int compareValues(String a, String b) { return a.compareTo(b); }
    }

    static final class IntColumn extends Column<Integer> {
        IntColumn(String header, int width) { super(header, width); }

        Integer extract(Employee e) { return e.age; }

        Integer sample() { return 30; }

        int compareValues(Integer a, Integer b) { return Integer.compare(a, b); }
    }

    static final class MoneyColumn extends Column<Long> {
        MoneyColumn(String header, int width) { super(header, width); }

        Long extract(Employee e) { return e.salaryCents; }

        Long sample() { return 123456L; }

        int compareValues(Long a, Long b) { return Long.compare(a, b); }

        @Override
        String format(Long value) {
            long dollars = value / 100;
            long cents = value % 100;
            return "$" + dollars + "." + (cents < 10 ? "0" : "") + cents;
        }
    }

    static final class FlagColumn extends Column<Boolean> {
        FlagColumn(String header, int width) { super(header, width); }

        Boolean extract(Employee e) { return e.remote; }

        Boolean sample() { return true; }

        int compareValues(Boolean a, Boolean b) { return Boolean.compare(a, b); }

        @Override
        String format(Boolean value) { return value ? "yes" : "no"; }
    }

    static String fit(String s, int width) {
        if (s.length() > width) {
            return s.substring(0, width - 1) + "~";
        }
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) {
            sb.append(' ');
        }
        return sb.toString();
    }

    static void printTable(Map<String, Column<?>> columns, List<Employee> rows) {
        StringBuilder head = new StringBuilder("|");
        StringBuilder sep = new StringBuilder("+");
        for (Column<?> c : columns.values()) {
            head.append(fit(c.header(), c.width())).append("|");
            for (int i = 0; i < c.width(); i++) {
                sep.append('-');
            }
            sep.append("+");
        }
        System.out.println(sep);
        System.out.println(head);
        System.out.println(sep);
        for (Employee e : rows) {
            StringBuilder line = new StringBuilder("|");
            for (Column<?> c : columns.values()) {
                line.append(c.render(e)).append("|");
            }
            System.out.println(line);
        }
        System.out.println(sep);
    }

    static List<Employee> sortedBy(Column<?> col, List<Employee> rows, boolean desc) {
        List<Employee> copy = new ArrayList<>(rows);
        // simple stable insertion sort
        for (int i = 1; i < copy.size(); i++) {
            Employee cur = copy.get(i);
            int j = i - 1;
            while (j >= 0) {
                int cmp = col.compareRows(copy.get(j), cur);
                if (desc) {
                    cmp = -cmp;
                }
                if (cmp <= 0) {
                    break;
                }
                copy.set(j + 1, copy.get(j));
                j--;
            }
            copy.set(j + 1, cur);
        }
        return copy;
    }

    public static void main(String[] args) {
        List<Employee> rows = new ArrayList<>();
        rows.add(new Employee("Alice Anderson", 34, 9850000L, true, "Engineering"));
        rows.add(new Employee("Bob", 45, 7200050L, false, "Sales"));
        rows.add(new Employee("Carmen", 29, 8100007L, true, "Design"));
        rows.add(new Employee("Dmitri", 51, 12000000L, false, "Engineering"));
        rows.add(new Employee("Eve", 23, 5400099L, true, "Support"));

        Map<String, Column<?>> columns = new LinkedHashMap<>();
        columns.put("name", new TextColumn("Name", 10, false));
        columns.put("age", new IntColumn("Age", 4));
        columns.put("salary", new MoneyColumn("Salary", 12));
        columns.put("remote", new FlagColumn("Remote", 7));
        columns.put("dept", new TextColumn("Department", 9, true));

        System.out.println("== columns ==");
        int total = 1;
        for (Map.Entry<String, Column<?>> e : columns.entrySet()) {
            Column<?> c = e.getValue();
            total += c.width() + 1;
            System.out.println(e.getKey() + " -> " + c + " sample=" + c.sample());
        }
        System.out.println("table width " + total);

        System.out.println("== full table ==");
        printTable(columns, rows);

        String[] sortKeys = {"age", "salary", "name", "remote"};
        for (String key : sortKeys) {
            Column<?> c = columns.get(key);
            System.out.println("== sorted by " + c.header() + " ==");
            List<Employee> sorted = sortedBy(c, rows, key.equals("salary"));
            for (Employee e : sorted) {
                System.out.println("  " + c.render(e).trim() + " : " + e.name);
            }
        }

        System.out.println("== compact view ==");
        Map<String, Column<?>> compact = new LinkedHashMap<>(columns);
        compact.remove("age");
        compact.remove("dept");
        printTable(compact, rows.subList(0, 3));

        System.out.println("== typed samples ==");
        for (Column<?> c : columns.values()) {
            Object s = c.sample();
            if (c instanceof MoneyColumn) {
                Column<Long> mc = (MoneyColumn) c;
                System.out.println(c.header() + " sample formatted " + mc.format(mc.sample()));
            } else if (s instanceof String) {
                System.out.println(c.header() + " sample text of length " + ((String) s).length());
            } else {
                System.out.println(c.header() + " sample raw " + s);
            }
        }
    }
}
