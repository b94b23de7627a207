import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MixLeaderboard {
    static final int BRONZE = 100;
    static final int SILVER = 200;
    static final int GOLD = 300;

    static class ScoreException extends Exception {
        ScoreException(String m) { super(m); }
    }

    static class Player {
        final String name; int score; int games;
        Player(String name) { this.name = name; }
        Player(String name, int score, int games) { this(name); this.score = score; this.games = games; }
        public String toString() { return name + "(" + score + ")"; }
    }

    static class Ranked<T> {
        final List<T> entries;
        final Comparator<T> order;
        Ranked(Supplier<List<T>> maker, Comparator<T> order) { this.entries = maker.get(); this.order = order; }
        static <T> Ranked<T> linked(Comparator<T> order) { return new Ranked<>(LinkedList::new, order); }
        void add(T t) { entries.add(t); entries.sort(order); }
        T top() { return entries.get(0); }
        static class Window<E> {
            final List<E> view;
            Window(List<E> src, int from, int to) { view = new ArrayList<>(src.subList(from, Math.min(to, src.size()))); }
            <E> String show(Function<Object, E> f) {
                StringBuilder sb = new StringBuilder();
                for (Object o : view) sb.append(f.apply(o)).append(';');
                return sb.toString();
            }
        }
    }

    private final Map<String, Integer> bonus = new TreeMap<>();

    MixLeaderboard() {
        bonus.put("ann", 15);
        bonus.put("dex", 40);
    }

    int effective(Player p) { return p.score + bonus.getOrDefault(p.name, 0); }

    static int parseScore(String raw) throws ScoreException {
        try {
            int v = Integer.parseInt(raw.trim());
            if (v < 0) throw new ScoreException("negative score " + v);
            return v;
        } catch (NumberFormatException e) {
            throw new ScoreException("bad input '" + raw + "' " + e.getClass().getSimpleName());
        }
    }

    static String medal(int score) {
        int tier = score >= GOLD ? GOLD : score >= SILVER ? SILVER : score >= BRONZE ? BRONZE : 0;
        switch (tier) {
            case GOLD: return "gold";
            case SILVER: return "silver";
            case BRONZE: return "bronze";
            default: return "none";
        }
    }

    static String badgeFor(int[] streaks, int i) throws ScoreException {
        return switch (streaks[i]) {
            case 0 -> "cold";
            case 1, 2 -> "warm";
            case 3 -> {
                String s = medal(streaks[i] * 100);
                yield "hot-" + s;
            }
            default -> {
                if (streaks[i] > 9) throw new ScoreException("streak " + streaks[i] + " impossible");
                yield "blazing";
            }
        };
    }

    public static void main(String[] args) {
        MixLeaderboard board = new MixLeaderboard();
        String[][] submissions = {{"ann", "120"}, {"bob", " 310 "}, {"cat", "abc"}, {"dex", "190"},
            {"eve", "-5"}, {"ann", "95"}, {"fay", "205"}, {"bob", "12"}};
        Map<String, Player> players = new LinkedHashMap<>();
        for (String[] s : submissions) {
            try {
                int pts = parseScore(s[1]);
                Player p = players.computeIfAbsent(s[0], Player::new);
                p.score += pts;
                p.games += 1;
            } catch (ScoreException e) {
                System.out.println("rejected " + s[0] + ": " + e.getMessage());
            }
        }
        System.out.println("players=" + players.values());

        List<Player> list = new ArrayList<>(players.values());
        list.sort(Comparator.comparingInt(board::effective).reversed().thenComparing(p -> p.name));
        for (int i = 0; i < list.size(); i++) {
            Player p = list.get(i);
            System.out.printf("%d. %-8s%5d %s%n", i + 1, p.name, board.effective(p), medal(board.effective(p)));
        }

        Ranked<Player> byGames = Ranked.linked(Comparator.comparingInt((Player p) -> p.games).reversed().thenComparing(p -> p.name));
        players.values().forEach(byGames::add);
        System.out.println("most games: " + byGames.top() + " order=" + byGames.entries);

        Ranked.Window<Player> win = new Ranked.Window<>(list, 1, 3);
        System.out.println("window: " + win.show(o -> o instanceof Player p ? p.name.toUpperCase() : "-"));
        System.out.println("window lens: " + win.<Integer>show(o -> o.toString().length()));

        int[] streaks = {0, 2, 3, 5, 12};
        for (int i = 0; i < streaks.length; i++) {
            try {
                System.out.println("streak " + streaks[i] + " => " + badgeFor(streaks, i));
            } catch (ScoreException e) {
                System.out.println("streak error: " + e.getMessage());
            }
        }

        Function<Integer, Player> ghostMaker = n -> new Player("ghost" + n, n * 10, 1);
        List<Player> ghosts = IntStream.range(1, 4).boxed().map(ghostMaker).collect(Collectors.toCollection(ArrayList::new));
        System.out.println("ghosts=" + ghosts);

        boolean showGhosts = ghosts.size() > 5;
        List<Player> extra = showGhosts ? ghosts : new ArrayList<>();
        extra.add(new Player("late", 1, 1));
        System.out.println("extra=" + extra);

        Object[] entries = {list.get(0), "spectator", ghosts.get(2), null};
        int i = 0;
        while (i < entries.length && entries[i] instanceof Player p) {
            System.out.println("leading entrant " + p.name + " avg " + (p.games == 0 ? 0 : p.score / p.games));
            i++;
        }
        System.out.println("stopped at index " + i);

        ToIntFunction<Player> eff = board::effective;
        int total = 0;
        for (Player p : list) total += eff.applyAsInt(p);
        total /= list.size();
        System.out.println("mean effective=" + total);

        String[] tiers = new String[list.size()];
        for (int k = 0; k < tiers.length; k++) tiers[k] = "" + medal(list.get(k).score).charAt(0);
        tiers[tiers.length - 1] += "*";
        System.out.println(String.join("", tiers));

        final String pad = "..";
        StringBuffer banner = new StringBuffer();
        for (Player p : list) banner.append(p.name.charAt(0)).append(pad);
        banner.delete(banner.length() - pad.length(), banner.length());
        char[] flip = banner.toString().toCharArray();
        flip[0] -= 32;
        System.out.println(String.valueOf(flip) + " sumChars=" + banner.chars().filter(Character::isLetter).sum());

        Supplier<StringBuilder> sbs = StringBuilder::new;
        StringBuilder hex = sbs.get();
        for (Player p : list) hex.append(String.format("%x", board.effective(p))).append(' ');
        System.out.println("hex: " + hex.toString().trim());

        try {
            Iterator<Player> none = new ArrayList<Player>().iterator();
            none.next();
        } catch (NoSuchElementException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
    }
}
