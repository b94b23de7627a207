import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class LambdasAndMethodRefs {

    static final class Contact {
        final String name;
        final String city;
        final int age;
        final double score;

        Contact(String name, String city, int age, double score) {
            this.name = name;
            this.city = city;
            this.age = age;
            this.score = score;
        }

        Contact(String csv) {
            this(csv.split(",")[0], csv.split(",")[1], Integer.parseInt(csv.split(",")[2]),
                    Double.parseDouble(csv.split(",")[3]));
        }

        String getName() { return name; }
        String getCity() { return city; }
        int getAge() { return age; }
        double getScore() { return score; }
        boolean isAdult() { return age >= 18; }
        String greet(String prefix) { return prefix + " " + name; }

        @Override
        public String toString() { return name + "/" + city + "/" + age + "/" + score; }
    }

    @FunctionalInterface
    interface Formatter<T> {
        String format(T value);

        default Formatter<T> bracketed() { return v -> "[" + format(v) + "]"; }

        default Formatter<T> upper() { return v -> format(v).toUpperCase(); }

        static <T> Formatter<T> plain() { return String::valueOf; }
    }

    static final class Greeter {
        private final String salutation;
        private int calls;

        Greeter(String salutation) { this.salutation = salutation; }

        String greet(Contact c) {
            calls++;
            return salutation + ", " + c.getName() + " #" + calls;
        }
    }

    static int compareByNameLength(Contact a, Contact b) {
        return Integer.compare(a.getName().length(), b.getName().length());
    }

    static <T> void printAll(String title, List<T> items, Formatter<T> fmt) {
        System.out.println("-- " + title + " (" + items.size() + ")");
        for (T item : items) System.out.println("  " + fmt.format(item));
    }

    static <T> List<T> filter(List<T> src, Predicate<T> p) {
        List<T> out = new ArrayList<>();
        for (T t : src) if (p.test(t)) out.add(t);
        return out;
    }

    static <T, R> List<R> map(List<T> src, Function<T, R> f) {
        List<R> out = new ArrayList<>();
        for (T t : src) out.add(f.apply(t));
        return out;
    }

    public static void main(String[] args) {
        List<String> raw = Arrays.asList("Ana,Lisbon,34,8.5", "Bob,Berlin,17,6.25", "Cy,Lisbon,34,9.0",
                "Dana,Oslo,52,7.75", "Eve,Berlin,29,9.0", "Finn,Oslo,16,5.5");
        List<Contact> contacts = map(raw, Contact::new);
        printAll("all", contacts, Formatter.plain());

        List<Contact> sorted = new ArrayList<>(contacts);
        sorted.sort(Comparator.comparing(Contact::getCity).thenComparing(Contact::getAge, Comparator.reverseOrder())
                .thenComparing(Contact::getName));
        printAll("by city, age desc, name", sorted, c -> c.name);

        sorted.sort(Comparator.comparingDouble(Contact::getScore).thenComparing(Contact::getName).reversed());
        printAll("by score then name, reversed", sorted, Formatter.<Contact>plain().bracketed());

        sorted.sort(LambdasAndMethodRefs::compareByNameLength);
        Formatter<Contact> nameFmt = Contact::getName;
        printAll("by name length (stable)", sorted, nameFmt.upper().bracketed());

        Predicate<Contact> adult = Contact::isAdult;
        Predicate<Contact> inLisbon = c -> c.getCity().equals("Lisbon");
        printAll("adult and not lisbon", filter(contacts, adult.and(inLisbon.negate())), nameFmt);
        printAll("minor or lisbon", filter(contacts, adult.negate().or(inLisbon)), nameFmt);

        Greeter greeter = new Greeter("Hello");
        Function<Contact, String> bound = greeter::greet;
        List<String> greetings = map(filter(contacts, Contact::isAdult), bound);
        printAll("greetings", greetings, Formatter.plain());

        BiFunction<Contact, String, String> unbound = Contact::greet;
        System.out.println(unbound.apply(contacts.get(0), "Hi"));
        BiFunction<Contact, String, String> withSuffix = unbound.andThen(s -> s + "!");
        System.out.println(withSuffix.apply(contacts.get(3), "Yo"));

        Function<Integer, Integer> twice = v -> v * 2;
        Function<Integer, Integer> plusThree = v -> v + 3;
        System.out.println("andThen=" + twice.andThen(plusThree).apply(5));
        System.out.println("compose=" + twice.compose(plusThree).apply(5));
        System.out.println("identity chain=" + Function.<Integer>identity().andThen(twice).apply(21));

        UnaryOperator<String> trim = String::trim;
        Function<String, Integer> len = String::length;
        System.out.println("trim+len=" + trim.andThen(len).apply("   padded  "));

        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> made = listMaker.get();
        made.add("x");
        made.add("y");
        System.out.println("supplied=" + made);

        Function<String, StringBuilder> sbMaker = StringBuilder::new;
        System.out.println("sb=" + sbMaker.apply("abc").reverse());

        IntBinaryOperator maxOp = Math::max;
        IntBinaryOperator sumOp = Integer::sum;
        int acc = 0;
        int best = Integer.MIN_VALUE;
        for (Contact c : contacts) {
            acc = sumOp.applyAsInt(acc, c.getAge());
            best = maxOp.applyAsInt(best, c.getAge());
        }
        System.out.println("sum ages=" + acc + " max age=" + best);

        Comparator<String> ci = String::compareToIgnoreCase;
        List<String> words = new ArrayList<>(Arrays.asList("banana", "Apple", "cherry", "apple", "Banana"));
        words.sort(ci.thenComparing(Comparator.naturalOrder()));
        System.out.println("words=" + words);

        int base = 10;
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b + base;
        System.out.println("curried=" + adder.apply(1).apply(2));

        Runnable r = () -> System.out.println("runnable sees greeter calls=" + greeter.calls);
        r.run();
    }
}
