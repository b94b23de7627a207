import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class EnumSortingAndComparators {
    enum Priority {
        LOW(3), HIGH(1), CRITICAL(0), MEDIUM(2);

        final int rank;

        Priority(int rank) {
            this.rank = rank;
        }
    }

    static class Ticket {
        final String title;
        final Priority priority;

        Ticket(String title, Priority priority) {
            this.title = title;
            this.priority = priority;
        }

        @Override
        public String toString() {
            return title + ":" + priority;
        }
    }

    public static void main(String[] args) {
        List<Ticket> tickets = new ArrayList<>();
        tickets.add(new Ticket("crash", Priority.CRITICAL));
        tickets.add(new Ticket("typo", Priority.LOW));
        tickets.add(new Ticket("slow", Priority.MEDIUM));
        tickets.add(new Ticket("leak", Priority.HIGH));
        tickets.add(new Ticket("color", Priority.LOW));
        tickets.add(new Ticket("auth", Priority.CRITICAL));
        List<Ticket> byOrdinal = new ArrayList<>(tickets);
        byOrdinal.sort(Comparator.comparing(t -> t.priority));
        System.out.println("by declaration order: " + byOrdinal);
        List<Ticket> byRank = new ArrayList<>(tickets);
        byRank.sort(Comparator.comparingInt(t -> t.priority.rank));
        System.out.println("by rank: " + byRank);
        List<Ticket> byRankThenTitle = new ArrayList<>(tickets);
        byRankThenTitle.sort((a, b) -> {
            int c = Integer.compare(a.priority.rank, b.priority.rank);
            return c != 0 ? c : a.title.compareTo(b.title);
        });
        System.out.println("by rank then title: " + byRankThenTitle);
        List<Priority> ps = new ArrayList<>(List.of(Priority.values()));
        ps.sort(Comparator.reverseOrder());
        System.out.println("reverse natural: " + ps);
        for (Priority p : Priority.values()) {
            System.out.println(p + " ordinal " + p.ordinal() + " rank " + p.rank + " compareTo(MEDIUM) " + p.compareTo(Priority.MEDIUM));
        }
    }
}
