import java.util.NoSuchElementException;
import java.util.Optional;

public class OptionalBasics {
    static Optional<String> findUser(int id) {
        return id == 1 ? Optional.of("alice") : id == 2 ? Optional.of("") : Optional.empty();
    }

    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println("some=" + some + " none=" + none);
        System.out.println("isPresent=" + some.isPresent() + "/" + none.isPresent() + " isEmpty=" + some.isEmpty() + "/" + none.isEmpty());
        System.out.println("get=" + some.get());
        System.out.println("orElse=" + some.orElse("default") + "/" + none.orElse("default"));
        System.out.println("orElseGet=" + none.orElseGet(() -> "computed"));
        System.out.println("map length=" + some.map(String::length) + " none map=" + none.map(String::length));
        System.out.println("filter=" + some.filter(s -> s.startsWith("v")) + " / " + some.filter(s -> s.startsWith("x")));
        some.ifPresent(v -> System.out.println("ifPresent saw " + v));
        none.ifPresent(v -> System.out.println("never printed"));
        none.ifPresentOrElse(v -> System.out.println("never"), () -> System.out.println("ifPresentOrElse ran else branch"));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty threw NoSuchElementException: " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow() threw: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("user missing"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow(supplier) threw IllegalStateException: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null) threw NullPointerException");
        }
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println("ofNullable(null)=" + nullable + " equals empty=" + nullable.equals(Optional.empty()));
        for (int id = 0; id <= 2; id++) {
            String shown = findUser(id).filter(s -> !s.isEmpty()).map(String::toUpperCase).orElse("<anonymous>");
            System.out.println("user " + id + " -> " + shown);
        }
        System.out.println("Optional.of(5).equals(Optional.of(5))=" + Optional.of(5).equals(Optional.of(5)));
        System.out.println("hashCode some=" + Optional.of("x").hashCode() + " empty=" + Optional.empty().hashCode());
        System.out.println("stream count=" + some.stream().count() + "/" + none.stream().count());
        System.out.println("or=" + none.or(() -> Optional.of("fallback")));
    }
}
