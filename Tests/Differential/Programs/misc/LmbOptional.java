import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

public class LmbOptional {
    private final Map<String, LmbUser> usersById = new LinkedHashMap<>();
    private final Map<String, String> sessions = new LinkedHashMap<>();
    private int fallbackCount = 0;

    void register(LmbUser u) {
        usersById.put(u.id, u);
    }

    Optional<LmbUser> findUser(String id) {
        return Optional.ofNullable(usersById.get(id));
    }

    Optional<String> sessionUser(String token) {
        return Optional.ofNullable(sessions.get(token));
    }

    LmbUser guest() {
        fallbackCount++;
        return new LmbUser("guest", "Guest", null, 0);
    }

    String displayName(String token) {
        return sessionUser(token)
                .flatMap(this::findUser)
                .map(u -> u.name)
                .filter(n -> !n.isEmpty())
                .orElseGet(() -> "anonymous#" + token.length());
    }

    public static void main(String[] args) {
        LmbOptional app = new LmbOptional();
        app.register(new LmbUser("u1", "Lena", "lena@example.com", 1200));
        app.register(new LmbUser("u2", "Marco", null, 40));
        app.register(new LmbUser("u3", "", "blank@example.com", 700));
        app.register(new LmbUser("u4", "Priya", "PRIYA@Example.com", 5600));
        app.sessions.put("tok-aaa", "u1");
        app.sessions.put("tok-bb", "u2");
        app.sessions.put("tok-c", "u3");
        app.sessions.put("tok-dddd", "u9");
        app.sessions.put("tok-e", "u4");

        List<String> tokens = List.of("tok-aaa", "tok-bb", "tok-c", "tok-dddd", "tok-e", "tok-missing");
        for (String t : tokens) {
            System.out.println(String.format("%-8s -> %s", t, app.displayName(t)));
        }

        Function<LmbUser, Optional<String>> emailOf = u -> Optional.ofNullable(u.email);
        Function<String, String> normalize = s -> s.trim().toLowerCase();
        Predicate<String> corporate = s -> s.endsWith("@example.com");
        for (String id : new String[] {"u1", "u2", "u3", "u4", "u5"}) {
            String email = app.findUser(id)
                    .flatMap(emailOf)
                    .map(normalize)
                    .filter(corporate)
                    .orElse("<none>");
            System.out.println("email " + id + " = " + email);
        }

        List<String> notified = new ArrayList<>();
        for (String id : new String[] {"u1", "u2", "u4", "u7"}) {
            app.findUser(id)
                    .filter(u -> u.points >= 1000)
                    .ifPresent(u -> notified.add(u.name + "(" + u.points + ")"));
        }
        System.out.println("notified = " + notified);

        for (String id : new String[] {"u2", "u8", "u9"}) {
            LmbUser u = app.findUser(id).orElseGet(app::guest);
            System.out.println("resolved " + id + " -> " + u.name);
        }
        System.out.println("fallbacks used = " + app.fallbackCount);

        Optional<LmbUser> lazy = app.findUser("u1");
        LmbUser notGuest = lazy.orElseGet(app::guest);
        System.out.println("orElseGet on present: " + notGuest.name + ", fallbacks still " + app.fallbackCount);

        Supplier<Optional<Integer>> bonus = () -> app.findUser("u4").map(u -> u.points / 100);
        Optional<Integer> b = bonus.get();
        System.out.println("bonus present = " + b.isPresent() + ", value = " + b.get());
        Optional<Integer> doubled = b.map(x -> x * 2).filter(x -> x > 200);
        System.out.println("doubled filtered present = " + doubled.isPresent());
        System.out.println("doubled or -1 = " + doubled.orElse(-1));

        Optional<String> empty = Optional.empty();
        System.out.println("empty map = " + empty.map(String::length).orElse(0));
        empty.ifPresentOrElse(s -> System.out.println("never " + s), () -> System.out.println("empty handled"));
        Optional.of("tier-gold").map(s -> s.substring(5)).ifPresentOrElse(
                s -> System.out.println("tier = " + s), () -> System.out.println("no tier"));

        int totalPoints = 0;
        for (String id : new String[] {"u1", "u2", "u3", "u4", "u5", "u6"}) {
            totalPoints += app.findUser(id).map(u -> u.points).orElse(0);
        }
        System.out.println("total points = " + totalPoints);
        String chain = app.findUser("u2").map(u -> u.email).map(String::toUpperCase).orElseGet(() -> "NO-EMAIL");
        System.out.println("chain = " + chain);
    }
}

class LmbUser {
    final String id;
    final String name;
    final String email;
    final int points;

    LmbUser(String id, String name, String email, int points) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.points = points;
    }
}
