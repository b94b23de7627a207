import java.util.*;
import java.util.function.*;

public class ModernVarLocalTypes {

    record Employee(String name, String team, int level, int salary) {}

    static List<Employee> staff() {
        var list = new ArrayList<Employee>();
        list.add(new Employee("Ada", "core", 3, 150));
        list.add(new Employee("Linus", "core", 2, 120));
        list.add(new Employee("Grace", "tools", 3, 140));
        list.add(new Employee("Ken", "tools", 1, 90));
        list.add(new Employee("Barbara", "web", 2, 110));
        list.add(new Employee("Dennis", "web", 1, 85));
        list.add(new Employee("Margaret", "core", 1, 95));
        return list;
    }

    static void varBasics() {
        System.out.println("== var basics ==");
        var count = 10;
        var ratio = 2.5;
        var name = "widget";
        var letters = new char[]{'x', 'y', 'z'};
        var sb = new StringBuilder();
        for (var i = 0; i < count; i += 3) {
            sb.append(i).append(',');
        }
        System.out.println("count=" + count + " ratio*count=" + (ratio * count) + " name=" + name.toUpperCase());
        System.out.println("loop: " + sb);
        for (var c : letters) {
            System.out.print(c);
            System.out.print(Character.toUpperCase(c));
        }
        System.out.println();
        var map = new TreeMap<String, List<Integer>>();
        for (var word : List.of("pear", "apple", "plum", "avocado", "banana", "peach")) {
            map.computeIfAbsent(word.substring(0, 1), k -> new ArrayList<>()).add(word.length());
        }
        for (var entry : map.entrySet()) {
            var key = entry.getKey();
            var lengths = entry.getValue();
            var sum = 0;
            for (var len : lengths) sum += len;
            System.out.println(key + " -> " + lengths + " sum=" + sum);
        }
    }

    static void varLambdas() {
        System.out.println("== var in lambdas ==");
        BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
        BinaryOperator<String> joiner = (var a, var b) -> a + "-" + b;
        Comparator<String> byLength = (var a, var b) -> {
            var d = Integer.compare(a.length(), b.length());
            return d != 0 ? d : a.compareTo(b);
        };
        Function<String, Integer> vowels = (var s) -> {
            var n = 0;
            for (var ch : s.toCharArray()) {
                if ("aeiou".indexOf(ch) >= 0) n++;
            }
            return n;
        };
        System.out.println("add(3,4)=" + add.apply(3, 4));
        System.out.println("joiner=" + joiner.apply("left", "right"));
        var words = new ArrayList<>(List.of("kiwi", "fig", "banana", "apple", "date", "cherry"));
        words.sort(byLength);
        System.out.println("sorted by length: " + words);
        for (var w : words) {
            System.out.println(w + " vowels=" + vowels.apply(w));
        }
        BiConsumer<String, Integer> printer = (var label, var value) -> System.out.println("[" + label + ":" + value + "]");
        printer.accept("answer", 42);
        var total = words.stream().map(vowels).reduce(0, (var p, var q) -> p + q);
        System.out.println("total vowels=" + total);
    }

    static void localRecords() {
        System.out.println("== local records ==");
        record TeamStats(String team, int headcount, int payroll) {
            TeamStats add(Employee e) {
                return new TeamStats(team, headcount + 1, payroll + e.salary());
            }
            double average() {
                return headcount == 0 ? 0 : (double) payroll / headcount;
            }
        }
        var stats = new TreeMap<String, TeamStats>();
        for (var e : staff()) {
            var current = stats.getOrDefault(e.team(), new TeamStats(e.team(), 0, 0));
            stats.put(e.team(), current.add(e));
        }
        for (var ts : stats.values()) {
            System.out.println(ts + " avg=" + String.format("%.2f", ts.average()));
        }

        record Pair(String left, int right) {}
        var pairs = new ArrayList<Pair>();
        for (var e : staff()) {
            if (e.level() >= 2) pairs.add(new Pair(e.name(), e.level() * 100 + e.salary()));
        }
        pairs.sort(Comparator.comparingInt(Pair::right).reversed().thenComparing(Pair::left));
        for (var p : pairs) {
            System.out.println(p.left() + "=" + p.right());
        }
        System.out.println("pair equality: " + new Pair("a", 1).equals(new Pair("a", 1)));
    }

    static void localEnums() {
        System.out.println("== local enums ==");
        enum Band {
            JUNIOR(0, 99), MID(100, 129), SENIOR(130, Integer.MAX_VALUE);

            final int min;
            final int max;

            Band(int min, int max) {
                this.min = min;
                this.max = max;
            }

            static Band of(int salary) {
                for (var b : values()) {
                    if (salary >= b.min && salary <= b.max) return b;
                }
                throw new IllegalArgumentException("no band for " + salary);
            }
        }
        var byBand = new EnumMap<Band, List<String>>(Band.class);
        for (var e : staff()) {
            byBand.computeIfAbsent(Band.of(e.salary()), k -> new ArrayList<>()).add(e.name());
        }
        for (var entry : byBand.entrySet()) {
            System.out.println(entry.getKey() + " (" + entry.getKey().ordinal() + "): " + entry.getValue());
        }

        enum Direction { NORTH, EAST, SOUTH, WEST;
            Direction turnRight() { return values()[(ordinal() + 1) % 4]; }
            Direction opposite() { return values()[(ordinal() + 2) % 4]; }
        }
        var d = Direction.NORTH;
        var path = new StringBuilder(d.name());
        var moves = "RRLRRRL";
        for (var i = 0; i < moves.length(); i++) {
            d = moves.charAt(i) == 'R' ? d.turnRight() : d.turnRight().opposite();
            path.append(" > ").append(d);
        }
        System.out.println(path);
        System.out.println("final opposite=" + d.opposite());
    }

    static void localInterfaceAndCounter() {
        System.out.println("== local interface & var capture ==");
        interface Scorer {
            int score(String s);
        }
        Scorer lengthScorer = String::length;
        Scorer capsScorer = s -> {
            var n = 0;
            for (var c : s.toCharArray()) if (Character.isUpperCase(c)) n++;
            return n * 10;
        };
        var inputs = List.of("Hello", "WORLD", "java", "SwIfT");
        for (var in : inputs) {
            System.out.println(in + " length=" + lengthScorer.score(in) + " caps=" + capsScorer.score(in));
        }
        var counter = new int[]{0};
        Runnable inc = () -> counter[0]++;
        for (var i = 0; i < 5; i++) inc.run();
        System.out.println("counter=" + counter[0]);
    }

    public static void main(String[] args) {
        varBasics();
        varLambdas();
        localRecords();
        localEnums();
        localInterfaceAndCounter();
    }
}
