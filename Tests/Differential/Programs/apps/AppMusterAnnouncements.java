import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppMusterAnnouncements {
    enum Priority {
        LOW(1), NORMAL(2), HIGH(4), URGENT(8);
        final int weight;
        Priority(int weight) { this.weight = weight; }
        Priority escalate() { return this == URGENT ? URGENT : values()[ordinal() + 1]; }
    }

    interface Readable {
        boolean isRead();
        void markRead();
        default String readBadge() { return isRead() ? "   " : "NEW"; }
    }

    static final class Announcement implements Readable, Comparable<Announcement> {
        private final int id;
        private final String title;
        private final String body;
        private Priority priority;
        private final String unit;
        private final long postedAt;
        private boolean read;

        private Announcement(Builder b) {
            this.id = b.id; this.title = b.title; this.body = b.body;
            this.priority = b.priority; this.unit = b.unit; this.postedAt = b.postedAt;
        }
        public boolean isRead() { return read; }
        public void markRead() { read = true; }
        int id() { return id; }
        Priority priority() { return priority; }
        String unit() { return unit; }
        long postedAt() { return postedAt; }
        void escalate() { priority = priority.escalate(); }

        @Override public int compareTo(Announcement o) { return Integer.compare(id, o.id); }
        @Override public boolean equals(Object o) {
            return o instanceof Announcement a && a.id == id;
        }
        @Override public int hashCode() { return Integer.hashCode(id); }
        @Override public String toString() {
            return String.format("#%d %s [%s] %-6s %s", id, readBadge(), unit, priority, title);
        }
        String preview(int max) { return body.length() <= max ? body : body.substring(0, max - 3) + "..."; }

        static class Builder {
            private int id; private String title = ""; private String body = "";
            private Priority priority = Priority.NORMAL; private String unit = "ALL"; private long postedAt;
            Builder id(int id) { this.id = id; return this; }
            Builder title(String t) { this.title = t; return this; }
            Builder body(String b) { this.body = b; return this; }
            Builder priority(Priority p) { this.priority = p; return this; }
            Builder unit(String u) { this.unit = u; return this; }
            Builder postedAt(long t) { this.postedAt = t; return this; }
            Announcement build() {
                if (title.isBlank()) throw new IllegalStateException("title required for #" + id);
                return new Announcement(this);
            }
        }
    }

    record Page<T>(List<T> items, int page, int totalPages) {
        static <T> Page<T> of(List<T> all, int page, int size) {
            int total = (all.size() + size - 1) / size;
            int from = Math.min(page * size, all.size());
            int to = Math.min(from + size, all.size());
            return new Page<>(all.subList(from, to), page, total);
        }
    }

    static <T> List<T> filter(Collection<T> src, Predicate<? super T> p) {
        List<T> out = new ArrayList<>();
        for (T t : src) if (p.test(t)) out.add(t);
        return out;
    }

    public static void main(String[] args) {
        List<Announcement> feed = new ArrayList<>();
        String[][] raw = {
            {"Formation at 0600", "All hands report to the parade ground in PT uniform.", "NORMAL", "ALL", "1000"},
            {"Range day moved", "Alpha range qualification moved to Thursday due to weather.", "HIGH", "Alpha", "1300"},
            {"Chow hall closed", "Closed for inspection.", "LOW", "ALL", "900"},
            {"", "Missing title", "LOW", "Bravo", "950"},
            {"Vehicle recall", "Bravo vehicles must return to motor pool immediately for recall.", "URGENT", "Bravo", "1500"},
            {"Promotion board", "Board convenes next week; packets due Friday.", "NORMAL", "Charlie", "1200"},
            {"Gear inspection", "Full layout inspection for Alpha.", "HIGH", "Alpha", "1100"},
        };
        int nextId = 100;
        for (String[] r : raw) {
            try {
                feed.add(new Announcement.Builder().id(nextId++).title(r[0]).body(r[1])
                    .priority(Priority.valueOf(r[2])).unit(r[3]).postedAt(Long.parseLong(r[4])).build());
            } catch (IllegalStateException e) {
                System.out.println("Rejected: " + e.getMessage());
            }
        }
        System.out.println("Loaded " + feed.size() + " announcements");

        Comparator<Announcement> inboxOrder = Comparator.comparing(Announcement::priority).reversed()
            .thenComparing(Comparator.comparingLong(Announcement::postedAt).reversed());
        feed.sort(inboxOrder);
        System.out.println("--- Inbox ---");
        feed.forEach(System.out::println);

        feed.stream().filter(a -> a.priority().weight >= Priority.HIGH.weight).forEach(Readable::markRead);
        long unread = feed.stream().filter(a -> !a.isRead()).count();
        System.out.println("Unread after reading high+: " + unread);

        String myUnit = "Alpha";
        List<Announcement> mine = filter(feed, a -> a.unit().equals("ALL") || a.unit().equals(myUnit));
        Collections.sort(mine);
        System.out.println("--- For " + myUnit + " (by id) ---");
        for (Announcement a : mine) System.out.println(a + " :: " + a.preview(24));

        feed.stream().filter(a -> a.unit().equals("ALL") && !a.isRead()).forEach(Announcement::escalate);
        System.out.println("--- After escalation ---");
        feed.stream().sorted(inboxOrder).map(Announcement::toString).forEach(System.out::println);

        Map<String, Integer> weightByUnit = feed.stream().collect(Collectors.groupingBy(
            Announcement::unit, TreeMap::new, Collectors.summingInt(a -> a.priority().weight)));
        System.out.println("Weight by unit: " + weightByUnit);

        Map<Priority, List<Integer>> idsByPriority = feed.stream().collect(Collectors.groupingBy(
            Announcement::priority, () -> new EnumMap<>(Priority.class),
            Collectors.mapping(Announcement::id, Collectors.toList())));
        System.out.println("Ids by priority: " + idsByPriority);

        List<Announcement> sortedById = feed.stream().sorted().toList();
        for (int p = 0; p < 3; p++) {
            Page<Announcement> page = Page.of(sortedById, p, 4);
            String ids = page.items().stream().map(a -> String.valueOf(a.id())).collect(Collectors.joining(","));
            System.out.println("Page " + (page.page() + 1) + "/" + page.totalPages() + ": [" + ids + "]");
        }

        Announcement probe = new Announcement.Builder().id(104).title("probe").build();
        System.out.println("Contains #104: " + feed.contains(probe) + ", index=" + sortedById.indexOf(probe));
        Set<Announcement> dedup = new HashSet<>(feed);
        dedup.add(probe);
        System.out.println("Set size with duplicate probe: " + dedup.size());

        Optional<Announcement> latestUnread = feed.stream().filter(a -> !a.isRead())
            .max(Comparator.comparingLong(Announcement::postedAt));
        System.out.println("Latest unread: " + latestUnread.map(a -> "#" + a.id()).orElse("none"));
        long span = feed.stream().mapToLong(Announcement::postedAt).max().orElse(0)
            - feed.stream().mapToLong(Announcement::postedAt).min().orElse(0);
        System.out.println("Posting span: " + span / 100 + "h" + span % 100 + "m");
    }
}
