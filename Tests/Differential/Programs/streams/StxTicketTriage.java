import java.util.*;
import java.util.stream.*;

public class StxTicketTriage {
    static List<Ticket> loadTickets() {
        List<Ticket> list = new ArrayList<>();
        list.add(new Ticket(501, "Login fails on tablet", Priority.HIGH, Status.OPEN, "mobile", 3));
        list.add(new Ticket(502, "Typo in settings", Priority.LOW, Status.CLOSED, "web", 1));
        list.add(new Ticket(503, "Crash on sync", Priority.CRITICAL, Status.IN_PROGRESS, "mobile", 8));
        list.add(new Ticket(504, "Slow dashboard", Priority.MEDIUM, Status.OPEN, "web", 5));
        list.add(new Ticket(505, "Push not delivered", Priority.HIGH, Status.IN_PROGRESS, "backend", 6));
        list.add(new Ticket(506, "Wrong currency symbol", Priority.LOW, Status.OPEN, "mobile", 2));
        list.add(new Ticket(507, "Token refresh loop", Priority.CRITICAL, Status.OPEN, "backend", 13));
        list.add(new Ticket(508, "Dark mode contrast", Priority.MEDIUM, Status.CLOSED, "mobile", 3));
        list.add(new Ticket(509, "Export CSV broken", Priority.MEDIUM, Status.OPEN, "web", 4));
        return list;
    }

    public static void main(String[] args) {
        List<Ticket> tickets = loadTickets();
        System.out.println("Loaded " + tickets.size() + " tickets");

        boolean anyCritical = tickets.stream().anyMatch(t -> t.priority() == Priority.CRITICAL);
        boolean allEstimated = tickets.stream().allMatch(t -> t.points() > 0);
        boolean noneOver20 = tickets.stream().noneMatch(t -> t.points() > 20);
        boolean allClosed = tickets.stream().allMatch(t -> t.status() == Status.CLOSED);
        System.out.println("anyCritical=" + anyCritical + " allEstimated=" + allEstimated
            + " noneOver20=" + noneOver20 + " allClosed=" + allClosed);

        List<Ticket> empty = List.of();
        System.out.println("Empty list: any=" + empty.stream().anyMatch(t -> true)
            + " all=" + empty.stream().allMatch(t -> false)
            + " none=" + empty.stream().noneMatch(t -> true));

        Optional<Ticket> nextUp = tickets.stream()
            .filter(t -> t.status() == Status.OPEN)
            .sorted(Comparator.comparing(Ticket::priority).reversed().thenComparingInt(Ticket::id))
            .findFirst();
        System.out.println("Next up: " + nextUp.map(Ticket::summary).orElse("nothing"));

        Optional<Ticket> securityTicket = tickets.stream().filter(t -> t.component().equals("security")).findFirst();
        System.out.println("Security ticket: " + securityTicket.map(Ticket::summary).orElse("none filed"));
        System.out.println("Security ticket present? " + securityTicket.isPresent());

        String firstBackendTitle = tickets.stream()
            .filter(t -> t.component().equals("backend"))
            .map(Ticket::title)
            .findFirst()
            .orElseGet(() -> "n/a");
        System.out.println("First backend title: " + firstBackendTitle);

        TreeMap<Priority, Long> byPriority = tickets.stream()
            .collect(Collectors.groupingBy(Ticket::priority, TreeMap::new, Collectors.counting()));
        System.out.println("-- Count by priority --");
        byPriority.forEach((p, n) -> System.out.println(String.format("  %-8s %5d", p.name(), n)));

        TreeMap<String, Map<Boolean, List<Integer>>> componentSplit = tickets.stream()
            .collect(Collectors.groupingBy(Ticket::component, TreeMap::new,
                Collectors.partitioningBy(t -> t.status() == Status.CLOSED,
                    Collectors.mapping(Ticket::id, Collectors.toList()))));
        System.out.println("-- Closed/unclosed by component --");
        for (Map.Entry<String, Map<Boolean, List<Integer>>> e : componentSplit.entrySet()) {
            System.out.println("  " + e.getKey() + ": closed=" + e.getValue().get(true)
                + " active=" + e.getValue().get(false));
        }

        TreeMap<Status, Integer> pointsByStatus = tickets.stream()
            .collect(Collectors.groupingBy(Ticket::status, TreeMap::new, Collectors.summingInt(Ticket::points)));
        System.out.println("-- Story points by status --");
        pointsByStatus.forEach((s, pts) -> System.out.println(String.format("  %-8s %5d", s.label, pts)));

        TreeMap<String, Double> avgPointsByComponent = tickets.stream()
            .collect(Collectors.groupingBy(Ticket::component, TreeMap::new, Collectors.averagingDouble(Ticket::points)));
        avgPointsByComponent.forEach((c, a) -> System.out.println(String.format("  avg %-8s %.2f", c, a)));

        IntSummaryStatistics active = tickets.stream()
            .filter(t -> t.status() != Status.CLOSED)
            .mapToInt(Ticket::points)
            .summaryStatistics();
        System.out.println("Active points min=" + active.getMin() + " max=" + active.getMax()
            + " sum=" + active.getSum() + " count=" + active.getCount());
        System.out.println(String.format("Active points avg=%.2f", active.getAverage()));

        String escalation = tickets.stream()
            .filter(t -> t.priority().ordinal() >= Priority.HIGH.ordinal())
            .filter(t -> t.status() != Status.CLOSED)
            .map(t -> "#" + t.id())
            .collect(Collectors.joining(" ", "ESCALATE[", "]"));
        System.out.println(escalation);

        Ticket heaviest = tickets.stream()
            .max(Comparator.comparingInt(Ticket::points))
            .orElseThrow();
        System.out.println("Heaviest: " + heaviest.summary());

        List<String> lowPrioTitles = tickets.stream()
            .filter(t -> t.priority() == Priority.LOW)
            .map(Ticket::title)
            .map(String::toUpperCase)
            .collect(Collectors.toList());
        System.out.println("Low priority: " + lowPrioTitles);
    }
}

enum Priority { LOW, MEDIUM, HIGH, CRITICAL }

enum Status {
    OPEN("open"), IN_PROGRESS("doing"), CLOSED("done");

    final String label;

    Status(String label) { this.label = label; }
}

record Ticket(int id, String title, Priority priority, Status status, String component, int points) {
    String summary() {
        return String.format("#%d [%s] %s (%s, %dpt)", id, priority.name(), title, status.label, points);
    }
}
