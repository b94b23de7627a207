import java.util.*;
import java.util.function.*;

public class MusterRoster {
    interface Callback<T> { void onResult(T value); default Callback<T> andLog(List<String> log) { return v -> { log.add("got " + v); onResult(v); }; } }

    static class MusterException extends Exception {
        final int code;
        MusterException(String message, int code, Throwable cause) { super(message, cause); this.code = code; }
    }

    enum Status {
        PRESENT("P"), ABSENT("A"), EXCUSED("E") {
            @Override boolean counts() { return false; }
        };
        final String letter;
        Status(String letter) { this.letter = letter; }
        boolean counts() { return true; }
        static Status fromLetter(char c) {
            for (Status s : values()) if (s.letter.charAt(0) == Character.toUpperCase(c)) return s;
            throw new IllegalArgumentException("bad status " + c);
        }
    }

    static final class Member {
        private final String name;
        private final String unit;
        private final int rank;
        private Member(Builder b) { name = b.name; unit = b.unit; rank = b.rank; }
        static Builder builder() { return new Builder(); }
        static final class Builder {
            private String name = "?";
            private String unit = "HQ";
            private int rank;
            Builder name(String n) { this.name = Objects.requireNonNull(n, "name"); return this; }
            Builder unit(String u) { this.unit = u.trim().toUpperCase(); return this; }
            Builder rank(int r) { this.rank = r; return this; }
            Member build() { return new Member(this); }
        }
        @Override public String toString() { return String.format("%-6s|%3s|%d", name, unit, rank); }
    }

    static final Map<String, Integer> UNIT_ORDER = new HashMap<>();
    static {
        String[] units = "HQ,ALPHA,BRAVO,CHARLIE".split(",");
        for (int i = 0; i < units.length; i++) UNIT_ORDER.put(units[i], i);
    }

    static class Sheet implements AutoCloseable {
        final String title;
        final List<String> lines = new ArrayList<>();
        Sheet(String title) { this.title = title; System.out.println("open " + title); }
        void write(String line) { lines.add(line); }
        @Override public void close() { System.out.println("close " + title + " (" + lines.size() + " lines)"); }
    }

    static Map<Member, Status> parse(String text, List<Member> roster) throws MusterException {
        Map<Member, Status> result = new LinkedHashMap<>();
        String[] rows = text.split("\\s*;\\s*");
        for (String row : rows) {
            if (row.isEmpty()) continue;
            String[] parts = row.split(":", 2);
            try {
                int index = Integer.parseInt(parts[0].trim());
                result.put(roster.get(index), Status.fromLetter(parts[1].trim().charAt(0)));
            } catch (NumberFormatException | IndexOutOfBoundsException e) {
                throw new MusterException("row '" + row + "'", 400, e);
            }
        }
        return result;
    }

    static int score(String... letters) {
        int total = 0;
        for (String l : letters) {
            switch (l) {
                case "P": total += 3;
                case "E": total += 1; break;
                default: total -= 2;
            }
        }
        return total;
    }

    public static void main(String[] args) {
        List<Member> roster = new ArrayList<>(List.of(
            Member.builder().name("Ames").unit(" bravo ").rank(3).build(),
            Member.builder().name("Bell").unit("alpha").rank(5).build(),
            Member.builder().name("Cruz").rank(1).build(),
            Member.builder().name("Diaz").unit("charlie").rank(5).build()));
        roster.sort(Comparator.comparing((Member m) -> UNIT_ORDER.getOrDefault(m.unit, 99)).thenComparing(m -> -m.rank).thenComparing(m -> m.name));
        roster.forEach(System.out::println);

        List<String> log = new ArrayList<>();
        Callback<Map<Member, Status>> cb = new Callback<>() {
            int calls;
            @Override public void onResult(Map<Member, Status> value) {
                calls++;
                long present = value.values().stream().filter(Status::counts).count();
                System.out.println("call " + calls + ": " + present + " counted of " + value.size());
            }
        };
        Callback<Map<Member, Status>> logged = cb.andLog(log);
        try (Sheet sheet = new Sheet("day1"); Sheet copy = new Sheet("copy")) {
            Map<Member, Status> day = parse("0:p; 1 : a;2:e ;3:P;", roster);
            logged.onResult(day);
            for (Map.Entry<Member, Status> e : day.entrySet()) sheet.write(e.getKey().name + "=" + e.getValue());
            copy.write(String.join(",", sheet.lines));
            System.out.println(copy.lines);
            parse("0:p;x:a", roster);
        } catch (MusterException e) {
            System.out.println(e.getMessage() + " code=" + e.code + " cause=" + e.getCause().getClass().getSimpleName());
        }
        System.out.println(log.size() + " " + (log.get(0).length() > 10));

        System.out.println("score=" + score("P", "A", "E", "P") + " " + score());
        List<Member> view = Collections.unmodifiableList(roster);
        try {
            view.add(null);
        } catch (UnsupportedOperationException e) {
            System.out.println("read-only view");
        }
        Deque<String> stack = new ArrayDeque<>();
        for (char c : "muster".toCharArray()) stack.push(String.valueOf((char) (c - 32)));
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) sb.append(stack.pop());
        sb.insert(0, '[').append(']').reverse();
        System.out.println(sb + " " + sb.length() + " " + sb.indexOf("S"));
        PriorityQueue<Member> byRank = new PriorityQueue<>((a, b) -> b.rank != a.rank ? Integer.compare(b.rank, a.rank) : a.name.compareToIgnoreCase(b.name));
        byRank.addAll(roster);
        StringJoiner order = new StringJoiner(" > ");
        while (!byRank.isEmpty()) order.add(byRank.poll().name);
        System.out.println(order);
        ListIterator<Member> li = roster.listIterator();
        while (li.hasNext()) { Member m = li.next(); if (m.rank < 3) li.set(Member.builder().name(m.name + "*").rank(m.rank + 10).build()); }
        System.out.println(roster.get(roster.size() - 1) + " hash=" + "Ames".hashCode() + " " + (Integer.MAX_VALUE + roster.size()));
        try {
            Member.builder().name(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            Status.fromLetter('z');
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + " " + Status.valueOf("EXCUSED").counts() + " " + Status.EXCUSED.getDeclaringClass().getSimpleName());
        }
    }
}
