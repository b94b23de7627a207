import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

public class FunEventPipeline {
    private final List<Stage> stages = new ArrayList<>();
    private final Map<String, List<Consumer<Event>>> listeners = new LinkedHashMap<>();
    private int dropped = 0;
    private int delivered = 0;

    FunEventPipeline addStage(Stage stage) {
        stages.add(stage);
        return this;
    }

    void on(String type, Consumer<Event> listener) {
        listeners.computeIfAbsent(type, k -> new ArrayList<>()).add(listener);
    }

    void publish(Event event) {
        Optional<Event> current = Optional.of(event);
        for (Stage s : stages) current = current.flatMap(s::process);
        current.ifPresentOrElse(e -> {
            delivered++;
            listeners.getOrDefault(e.type, new ArrayList<>()).forEach(l -> l.accept(e));
        }, () -> {
            dropped++;
            System.out.println("  dropped " + event.describe());
        });
    }

    public static void main(String[] args) {
        FunEventPipeline bus = new FunEventPipeline();
        int minPriority = 2;
        String blockedUser = "spammer";
        Predicate<Event> important = e -> e.priority >= minPriority;
        Predicate<Event> fromBlocked = e -> e.user.equals(blockedUser);

        Map<String, Integer> seenCounts = new LinkedHashMap<>();
        bus.addStage(Stage.tap(e -> seenCounts.merge(e.type, 1, Integer::sum)))
           .addStage(Stage.filter(important.and(fromBlocked.negate())))
           .addStage(Stage.map(e -> e.user.isEmpty() ? e.withUser("anonymous") : e))
           .addStage(Stage.map(e -> e.type.equals("login") ? e.withPayload(e.payload.toLowerCase()) : e));

        List<String> auditLog = new ArrayList<>();
        int[] purchaseTotal = {0};
        Consumer<Event> audit = e -> auditLog.add(e.type + ":" + e.user);
        Consumer<Event> printer = e -> System.out.println("  handled " + e.describe());
        bus.on("login", audit.andThen(printer));
        bus.on("purchase", printer.andThen(e -> purchaseTotal[0] += Integer.parseInt(e.payload)));
        bus.on("purchase", audit);
        bus.on("error", printer.andThen(e -> System.out.println("  !! alerting on-call for " + e.payload)));

        List<Event> incoming = List.of(
            new Event("login", "ana", "WELCOME-Back", 2),
            new Event("purchase", "ana", "1299", 3),
            new Event("scroll", "ana", "feed", 1),
            new Event("purchase", "spammer", "1", 5),
            new Event("purchase", "", "450", 2),
            new Event("error", "ben", "timeout", 4),
            new Event("login", "ben", "HELLO", 2),
            new Event("share", "ben", "photo", 3));

        for (Event e : incoming) {
            System.out.println("publish " + e.describe());
            bus.publish(e);
        }
        System.out.println(String.format("delivered=%d dropped=%d", bus.delivered, bus.dropped));
        System.out.println("purchase total cents: " + purchaseTotal[0]);
        System.out.println("audit: " + String.join(", ", auditLog));
        seenCounts.forEach((type, n) -> System.out.println(String.format("  seen %-8s %5d", type, n)));
        Function<Event, String> key = e -> e.type;
        Function<Event, String> shout = key.andThen(String::toUpperCase).andThen(s -> s + "!");
        System.out.println("shout first: " + shout.apply(incoming.get(0)));
    }
}

@FunctionalInterface
interface Stage {
    Optional<Event> process(Event e);

    static Stage filter(Predicate<Event> p) { return e -> Optional.of(e).filter(p); }
    static Stage map(Function<Event, Event> f) { return e -> Optional.of(e).map(f); }
    static Stage tap(Consumer<Event> c) { return e -> { c.accept(e); return Optional.of(e); }; }
}

class Event {
    final String type;
    final String user;
    final String payload;
    final int priority;

    Event(String type, String user, String payload, int priority) {
        this.type = type;
        this.user = user;
        this.payload = payload;
        this.priority = priority;
    }

    Event withUser(String u) { return new Event(type, u, payload, priority); }
    Event withPayload(String p) { return new Event(type, user, p, priority); }
    String describe() { return String.format("%s(user=%s, payload=%s, p=%d)", type, user, payload, priority); }
}
