import java.util.List;
import java.util.Optional;

public class OptionalUsage {
    record User(String name, String email) {
    }

    static Optional<User> findUser(List<User> users, String name) {
        for (User u : users) {
            if (u.name().equals(name)) {
                return Optional.of(u);
            }
        }
        return Optional.empty();
    }

    static Optional<String> domain(User u) {
        String e = u.email();
        if (e == null || e.indexOf('@') < 0) {
            return Optional.empty();
        }
        return Optional.of(e.substring(e.indexOf('@') + 1));
    }

    public static void main(String[] args) {
        List<User> users = List.of(new User("ann", "ann@alpha.org"), new User("bob", null), new User("cy", "cy-at-nowhere"));
        for (String n : new String[] {"ann", "bob", "cy", "dan"}) {
            Optional<User> u = findUser(users, n);
            String d = u.flatMap(OptionalUsage::domain).map(String::toUpperCase).orElse("<no domain>");
            System.out.println(n + ": present=" + u.isPresent() + " domain=" + d);
        }
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println(some.get() + " " + none.isEmpty() + " " + some.orElse("x") + " " + none.orElse("x"));
        System.out.println(some.filter(s -> s.startsWith("v")).isPresent() + " " + some.filter(s -> s.startsWith("z")).isPresent());
        System.out.println("orElseGet " + none.orElseGet(() -> "computed"));
        some.ifPresent(s -> System.out.println("ifPresent ran with " + s));
        none.ifPresent(s -> System.out.println("never"));
        System.out.println("ofNullable(null) empty: " + Optional.ofNullable(null).isEmpty());
        System.out.println("toString " + some + " " + none);
        System.out.println("equals " + some.equals(Optional.of("value")));
        try {
            none.get();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("required value missing"));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("map to length " + some.map(String::length).orElse(-1));
    }
}
