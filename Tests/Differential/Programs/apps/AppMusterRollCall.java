import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppMusterRollCall {
    enum Rank {
        PVT(1, "Private"), CPL(3, "Corporal"), SGT(5, "Sergeant"), LT(8, "Lieutenant"), CPT(10, "Captain");
        final int grade; final String title;
        Rank(int grade, String title) { this.grade = grade; this.title = title; }
        boolean isOfficer() { return grade >= 8; }
    }

    enum Status { PRESENT, LATE, EXCUSED, ABSENT;
        int points() {
            return switch (this) { case PRESENT -> 10; case LATE -> 6; case EXCUSED -> 5; case ABSENT -> 0; };
        }
        char code() { return name().charAt(0); }
    }

    record Person(String id, String first, String last, Rank rank, String unit) {
        String display() { return rank.name() + " " + last + ", " + first.charAt(0) + "."; }
    }

    static class UnknownPersonException extends Exception {
        UnknownPersonException(String id) { super("No person with id " + id); }
    }

    static class Muster {
        private final Map<String, Person> roster = new LinkedHashMap<>();
        private final Map<String, Status> marks = new LinkedHashMap<>();
        private int lateMinutesTotal = 0;

        void enroll(Person p) { roster.put(p.id(), p); }

        void mark(String id, Status s, int lateMinutes) throws UnknownPersonException {
            if (!roster.containsKey(id)) throw new UnknownPersonException(id);
            marks.put(id, s);
            if (s == Status.LATE) lateMinutesTotal += lateMinutes;
        }

        Status statusOf(String id) { return marks.getOrDefault(id, Status.ABSENT); }

        Map<String, List<Person>> byUnit() {
            return roster.values().stream()
                .collect(Collectors.groupingBy(Person::unit, TreeMap::new, Collectors.toList()));
        }

        Map<Status, Long> tally() {
            Map<Status, Long> t = new EnumMap<>(Status.class);
            for (Status s : Status.values()) t.put(s, 0L);
            roster.keySet().forEach(id -> t.merge(statusOf(id), 1L, Long::sum));
            return t;
        }

        int unitScore(String unit) {
            return roster.values().stream().filter(p -> p.unit().equals(unit))
                .mapToInt(p -> statusOf(p.id()).points()).sum();
        }

        int lateMinutes() { return lateMinutesTotal; }
        Collection<Person> all() { return roster.values(); }
    }

    static String initials(Person p) {
        return "" + Character.toUpperCase(p.first().charAt(0)) + Character.toUpperCase(p.last().charAt(0));
    }

    public static void main(String[] args) {
        Muster m = new Muster();
        String[][] data = {
            {"A01", "John", "Rivera", "SGT", "Alpha"}, {"A02", "Mia", "Chen", "PVT", "Alpha"},
            {"A03", "Omar", "Haddad", "CPL", "Alpha"}, {"B01", "Lena", "Kowalski", "LT", "Bravo"},
            {"B02", "Sam", "Okafor", "PVT", "Bravo"}, {"B03", "Ana", "Silva", "PVT", "Bravo"},
            {"C01", "Raj", "Patel", "CPT", "Charlie"}, {"C02", "Eve", "Novak", "CPL", "Charlie"}
        };
        for (String[] d : data) m.enroll(new Person(d[0], d[1], d[2], Rank.valueOf(d[3]), d[4]));

        Object[][] calls = {
            {"A01", Status.PRESENT, 0}, {"A02", Status.LATE, 7}, {"A03", Status.PRESENT, 0},
            {"B01", Status.EXCUSED, 0}, {"B02", Status.LATE, 15}, {"Z99", Status.PRESENT, 0},
            {"C01", Status.PRESENT, 0}, {"C02", Status.LATE, 3}
        };
        int errors = 0;
        for (Object[] c : calls) {
            try {
                m.mark((String) c[0], (Status) c[1], (Integer) c[2]);
            } catch (UnknownPersonException e) {
                errors++;
                System.out.println("ERROR: " + e.getMessage());
            } finally {
                // nothing to clean up, but count every attempt
            }
        }
        System.out.println("Errors during roll call: " + errors);

        System.out.println("--- Roster by unit ---");
        m.byUnit().forEach((unit, people) -> {
            String line = people.stream()
                .sorted(Comparator.comparing((Person p) -> p.rank().grade).reversed().thenComparing(Person::last))
                .map(p -> p.display() + "[" + m.statusOf(p.id()).code() + "]")
                .collect(Collectors.joining("; "));
            System.out.println(unit + ": " + line);
        });

        System.out.println("--- Tally ---");
        m.tally().forEach((s, n) -> System.out.printf("%-8s %3d%n", s, n));

        System.out.println("--- Unit scores ---");
        List<String> units = new ArrayList<>(m.byUnit().keySet());
        units.sort(Comparator.comparingInt(m::unitScore).reversed().thenComparing(Function.identity()));
        for (String u : units) {
            int size = m.byUnit().get(u).size();
            int score = m.unitScore(u);
            System.out.printf("%-8s score=%d avg=%d rem=%d pct=%.2f%n", u, score, score / size, score % size,
                100.0 * score / (size * 10));
        }

        long officers = m.all().stream().filter(p -> p.rank().isOfficer()).count();
        System.out.println("Officers: " + officers);
        Optional<Person> senior = m.all().stream().max(Comparator.comparingInt(p -> p.rank().grade));
        System.out.println("Senior: " + senior.map(p -> p.rank().title + " " + p.last()).orElse("none"));
        Optional<Person> missing = m.all().stream().filter(p -> m.statusOf(p.id()) == Status.ABSENT).findFirst();
        System.out.println("First absent: " + missing.map(Person::display).orElse("none"));
        System.out.println("Late minutes total: " + m.lateMinutes() + " (" + m.lateMinutes() / 60 + "h " + m.lateMinutes() % 60 + "m)");

        StringBuilder sb = new StringBuilder();
        for (Person p : m.all()) sb.append(initials(p)).append(m.statusOf(p.id()).code()).append(' ');
        System.out.println("Codes: " + sb.toString().trim());

        String statusString = m.all().stream().map(p -> String.valueOf(m.statusOf(p.id()).code())).collect(Collectors.joining());
        int checksum = 0;
        for (char ch : statusString.toCharArray()) checksum = (checksum * 31 + (ch - 'A')) % 997;
        System.out.println("Status string: " + statusString + " checksum=" + checksum);

        Map<Boolean, Long> split = m.all().stream()
            .collect(Collectors.partitioningBy(p -> m.statusOf(p.id()).points() >= 6, Collectors.counting()));
        System.out.println("Accounted: " + split.get(true) + ", not: " + split.get(false));
        System.out.println("First record: " + m.all().iterator().next());
    }
}
