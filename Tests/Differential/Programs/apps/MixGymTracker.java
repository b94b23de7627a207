import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MixGymTracker {
    static final String BASIC = "BASIC";
    static final String PLUS = "PLUS";
    static final String ELITE = "ELITE";
    static final int MAX_VISITS = 30;

    static class MembershipException extends Exception {
        final int code;
        MembershipException(String m, int code) { super(m); this.code = code; }
    }

    static class Member {
        final String name; final String tier; int visits; int points;
        Member(String name, String tier, int visits) { this.name = name; this.tier = tier; this.visits = visits; }
        public String toString() { return name + "/" + tier; }
    }

    static class Guest {
        final String name;
        Guest(String name) { this.name = name; }
    }

    static class Registry<K extends Comparable<K>, V> {
        private final Map<K, V> store;
        Registry(Supplier<Map<K, V>> factory) { this.store = factory.get(); }
        static <K extends Comparable<K>, V> Registry<K, V> sorted() { return new Registry<>(TreeMap::new); }
        void put(K k, V v) { store.put(k, v); }
        Optional<V> find(K k) { return store.containsKey(k) ? Optional.of(store.get(k)) : Optional.empty(); }
        Collection<V> values() { return store.values(); }
        static class Stat<N extends Number> {
            final N value; final String unit;
            Stat(N value, String unit) { this.value = value; this.unit = unit; }
            public String toString() { return value + unit; }
        }
    }

    static int monthlyFee(String tier) throws MembershipException {
        return switch (tier) {
            case BASIC -> 20;
            case PLUS -> 35;
            case ELITE -> {
                int base = 50;
                yield base + bonusFee(tier.length());
            }
            default -> throw new MembershipException("tier " + tier, 404);
        };
    }

    static int bonusFee(int n) throws MembershipException {
        if (n > 10) throw new MembershipException("overflow", 500);
        return n * 2;
    }

    static String status(Member m) {
        return m.visits > MAX_VISITS ? "overuse" : m.visits > 15 ? "active" : m.visits > 0 ? "light" : "dormant";
    }

    static <T> T firstMatch(List<T> xs, Predicate<T> p, Supplier<T> orElse) {
        for (T x : xs) if (p.test(x)) return x;
        return orElse.get();
    }

    public static void main(String[] args) {
        Registry<String, Member> reg = Registry.sorted();
        String[][] raw = {
            {"Zoe", ELITE, "22"}, {"Adam", BASIC, "3"}, {"Mia", PLUS, "31"},
            {"Liam", "GOLD", "10"}, {"Ivy", BASIC, "0"}, {"Noah", PLUS, "16"}
        };
        for (String[] r : raw) reg.put(r[0], new Member(r[0], r[1], Integer.parseInt(r[2])));

        int revenue = 0;
        for (Member m : reg.values()) {
            try {
                int fee = monthlyFee(m.tier);
                revenue += fee;
                System.out.println(m + " pays " + fee + " and is " + status(m));
            } catch (MembershipException e) {
                System.out.println(m + " rejected: " + e.getMessage() + " code=" + e.code);
            }
        }
        System.out.println("revenue=" + revenue);

        for (Member m : reg.values()) {
            switch (m.tier) {
                case ELITE:
                    m.points += 100;
                case PLUS:
                    m.points += 20;
                case BASIC:
                    m.points += m.visits;
                    break;
                default:
                    m.points -= 5;
            }
        }
        System.out.println(reg.values().stream().map(m -> m.name + "=" + m.points).collect(Collectors.joining(", ")));

        Object[] arrivals = {reg.find("Mia").orElse(null), new Guest("Pat"), "walk-in", reg.find("Ivy").get(), 7};
        int guestCount = 0;
        for (Object o : arrivals) {
            String msg;
            if (o instanceof Member m && m.visits > 0) {
                m.visits += 1;
                msg = "member " + m.name + " visit #" + m.visits;
            } else if (o instanceof Member m) {
                msg = "member " + m.name + " returns after a break";
            } else if (!(o instanceof Guest g)) {
                msg = "unknown arrival " + o;
            } else {
                guestCount++;
                msg = "guest " + g.name;
            }
            System.out.println(msg);
        }
        System.out.println("guests=" + guestCount);

        Function<Object, String> badge = o -> {
            if (o instanceof Member m) {
                String t = m.tier;
                return t.charAt(0) + ":" + m.name.toLowerCase();
            }
            return "?";
        };
        System.out.println(Arrays.stream(arrivals).map(badge).collect(Collectors.toList()));

        List<Member> all = new ArrayList<>(reg.values());
        Member top = firstMatch(all, m -> m.points > 100, () -> new Member("nobody", BASIC, 0));
        Member none = firstMatch(all, m -> m.points > 1000, () -> new Member("nobody", BASIC, 0));
        System.out.println("top=" + top + " none=" + none);

        ToIntFunction<Member> score = m -> m.points * 2 + m.visits;
        all.sort(Comparator.comparingInt(score).reversed().thenComparing(m -> m.name));
        System.out.println("ranked=" + all);

        Registry.Stat<Integer> visitStat = new Registry.Stat<>(all.stream().mapToInt(m -> m.visits).sum(), " visits");
        Registry.Stat<Double> avgStat = new Registry.Stat<>(Math.round(all.stream().mapToInt(m -> m.points).average().orElse(0) * 100) / 100.0, " pts");
        System.out.println(visitStat + " / " + avgStat);

        boolean loud = all.size() % 2 == 0;
        UnaryOperator<String> shout = loud ? String::toUpperCase : s -> s;
        System.out.println(shout.apply("keep going " + all.get(0).name));

        List<String> promos = revenue > 100 ? List.of("free towel", "smoothie") : new ArrayList<>();
        System.out.println("promos=" + promos + " count=" + promos.size());

        long[] weekly = {4, 5, 3, 6};
        for (int i = 0; i < weekly.length; i++) weekly[i] *= 2;
        weekly[weekly.length - 1] -= 1;
        System.out.println("weekly=" + Arrays.toString(weekly));

        final String sep = " | ";
        StringBuffer board = new StringBuffer();
        for (Member m : all) board.append(m.name).append(sep);
        board.setLength(board.length() - sep.length());
        System.out.println(board);

        char lock = 'a';
        for (int i = 0; i < 3; i++) lock += 2;
        char[] code = {lock, (char) (lock + 1), 'z'};
        System.out.println("locker " + String.valueOf(code) + " digits=" + "G7-4x2".chars().filter(Character::isDigit).map(c -> c - '0').sum());

        try {
            Integer.parseInt(raw[3][1]);
        } catch (NumberFormatException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        System.out.printf("%-8s|%5d|%.2f%n", "summary", revenue, revenue / 6.0);
    }
}
