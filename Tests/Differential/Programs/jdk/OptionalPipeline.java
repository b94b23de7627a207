import java.util.HashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalInt;

public class OptionalPipeline {
    static final Map<String, String> EMAILS = new HashMap<>();

    static Optional<String> email(String user) {
        return Optional.ofNullable(EMAILS.get(user));
    }

    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static Optional<Integer> positive(Integer n) {
        return n > 0 ? Optional.of(n) : Optional.empty();
    }

    public static void main(String[] args) {
        EMAILS.put("ann", "ann@example.org");
        EMAILS.put("bob", "");
        String[] users = {"ann", "bob", "cy"};
        for (String u : users) {
            Optional<String> e = email(u);
            Optional<Integer> length = e.map(String::length);
            Optional<String> nonEmpty = e.filter(s -> !s.isEmpty());
            System.out.println(u + ": " + e + " length=" + length + " nonEmpty=" + nonEmpty + " present=" + e.isPresent() + " empty=" + e.isEmpty());
        }
        String[] inputs = {"12", "-3", "x", "0"};
        for (String s : inputs) {
            Optional<Integer> p = parse(s);
            Optional<Integer> pos = p.flatMap(OptionalPipeline::positive);
            System.out.println(s + " -> " + p + " positive=" + pos + " orElse=" + pos.orElse(-1));
        }
        Optional<String> none = Optional.empty();
        Optional<String> alt = none.or(() -> Optional.of("fallback"));
        System.out.println("or=" + alt + " or on present=" + Optional.of("kept").or(() -> Optional.of("unused")));
        StringBuilder log = new StringBuilder();
        String got = Optional.of("v").orElseGet(() -> {
            log.append("called");
            return "w";
        });
        System.out.println("orElseGet lazy: " + got + " log=[" + log + "]");
        Optional.of("present").ifPresentOrElse(v -> System.out.println("saw " + v), () -> System.out.println("absent"));
        none.ifPresentOrElse(v -> System.out.println("saw " + v), () -> System.out.println("absent"));
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalArgumentException("no " + "value"));
        } catch (IllegalArgumentException e) {
            System.out.println("custom: " + e.getMessage());
        }
        try {
            Optional.of("x").map(s -> (String) null).get();
        } catch (NoSuchElementException e) {
            System.out.println("map to null is empty: " + e.getMessage());
        }
        try {
            Optional.of("x").flatMap(s -> null);
        } catch (NullPointerException e) {
            System.out.println("flatMap to null: NullPointerException");
        }
        System.out.println("equals=" + Optional.of("a").equals(Optional.of("a")) + " " + Optional.empty().equals(Optional.empty()) + " " + Optional.of("a").equals("a"));
        System.out.println("hashCode=" + Optional.of("a").hashCode() + " " + Optional.empty().hashCode() + " " + Optional.of(42).hashCode());
        Optional<Optional<String>> nested = Optional.of(Optional.empty());
        System.out.println("nested=" + nested);
        OptionalInt oi = OptionalInt.of(7);
        OptionalInt oe = OptionalInt.empty();
        System.out.println("OptionalInt " + oi + " " + oe + " getAsInt=" + oi.getAsInt() + " orElse=" + oe.orElse(-1) + " equals=" + oi.equals(OptionalInt.of(7)));
        try {
            oe.getAsInt();
        } catch (NoSuchElementException e) {
            System.out.println("empty getAsInt: " + e.getMessage());
        }
    }
}
