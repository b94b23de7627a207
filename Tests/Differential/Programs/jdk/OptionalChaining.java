import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

public class OptionalChaining {
    public static void main(String[] args) {
        Map<String, Address> addresses = new HashMap<>();
        addresses.put("alice", new Address("Oslo", "0150"));
        addresses.put("bob", new Address(null, "5003"));
        for (String name : List.of("alice", "bob", "carol")) {
            String city = Optional.ofNullable(addresses.get(name))
                .map(Address::getCity)
                .map(String::toUpperCase)
                .orElse("UNKNOWN");
            System.out.println(name + " city=" + city);
        }
        Optional<Integer> parsed = parse("42").flatMap(OptionalChaining::half);
        System.out.println("parse(42).flatMap(half)=" + parsed);
        System.out.println("parse(43).flatMap(half)=" + parse("43").flatMap(OptionalChaining::half));
        System.out.println("parse(x).flatMap(half)=" + parse("x").flatMap(OptionalChaining::half));
        OptionalInt maxLen = List.of("a", "abc", "ab").stream().mapToInt(String::length).max();
        System.out.println("OptionalInt=" + maxLen + " getAsInt=" + maxLen.getAsInt());
        OptionalDouble avg = List.<Integer>of().stream().mapToInt(Integer::intValue).average();
        System.out.println("empty OptionalDouble=" + avg + " orElse=" + avg.orElse(Double.NaN));
        Optional<String> first = List.of("kiwi", "apple", "fig").stream().filter(s -> s.length() > 3).findFirst();
        System.out.println("findFirst=" + first);
        Optional<String> none = List.of("kiwi").stream().filter(s -> s.isEmpty()).findAny();
        System.out.println("findAny none=" + none);
        Optional<String> max = List.of("pear", "banana", "fig").stream().max(String::compareTo);
        System.out.println("max=" + max.get());
        StringBuilder log = new StringBuilder();
        String v = Optional.of("x").orElseGet(() -> {
            log.append("supplier-called");
            return "y";
        });
        String w = Optional.of("x").orElse(sideEffect(log));
        System.out.println("orElseGet lazy, orElse eager: v=" + v + " w=" + w + " log=" + log);
        Optional<Optional<String>> nested = Optional.of(Optional.empty());
        System.out.println("nested=" + nested + " flattened=" + nested.flatMap(o -> o));
    }

    static String sideEffect(StringBuilder log) {
        log.append("[orElse-arg-evaluated]");
        return "unused";
    }

    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static Optional<Integer> half(int n) {
        return n % 2 == 0 ? Optional.of(n / 2) : Optional.empty();
    }
}

class Address {
    private final String city;
    private final String zip;

    Address(String city, String zip) {
        this.city = city;
        this.zip = zip;
    }

    String getCity() { return city; }
    String getZip() { return zip; }
}
