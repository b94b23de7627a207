import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

public class GnrSortedLeaderboard {
    static <T extends Comparable<T>> T maxOf(List<? extends T> items) {
        T best = items.get(0);
        for (T item : items) {
            if (item.compareTo(best) > 0) {
                best = item;
            }
        }
        return best;
    }

    static <T extends Comparable<T>> List<T> sortedCopy(Collection<? extends T> items) {
        List<T> copy = new ArrayList<>(items);
        Collections.sort(copy);
        return copy;
    }

    static <T> T bestBy(List<T> items, Comparator<? super T> cmp) {
        return Collections.max(items, cmp);
    }

    public static void main(String[] args) {
        List<Score> scores = new ArrayList<>();
        String[] names = {"zed", "amy", "kai", "liv", "bo", "eve"};
        int[] points = {420, 980, 420, 760, 980, 150};
        for (int i = 0; i < names.length; i++) {
            scores.add(new Score(names[i], points[i], 1 + i % 3));
        }
        System.out.println("max score: " + maxOf(scores));
        System.out.println("max word: " + maxOf(List.of("pear", "apple", "quince", "fig")));
        System.out.println("max int: " + maxOf(List.of(3, 41, 7, 12)));
        List<Score> natural = sortedCopy(scores);
        System.out.println("natural order:");
        for (Score s : natural) {
            System.out.println(String.format("  %-5s %5d lvl %d", s.player, s.points, s.level));
        }
        System.out.println("sorted strings: " + sortedCopy(List.of("kiwi", "banana", "cherry")));

        Comparator<Ranked> byPointsDesc = (a, b) -> Integer.compare(b.rankValue(), a.rankValue());
        Leaderboard<Score> board = new Leaderboard<>(byPointsDesc.thenComparing(Comparator.comparing(Ranked::label)));
        for (Score s : scores) {
            board.submit(s);
        }
        board.submit(new Score("max", 600, 2));
        List<Score> top = board.top(4);
        for (int i = 0; i < top.size(); i++) {
            System.out.println(String.format("#%d %-5s %5d", i + 1, top.get(i).player, top.get(i).points));
        }
        System.out.println("rank of liv: " + board.rankOf(s -> s.player.equals("liv")));
        System.out.println("rank of nobody: " + board.rankOf(s -> s.player.equals("nobody")));

        List<Ranked> hallOfFame = new ArrayList<>();
        hallOfFame.add(new Team("Owls", 2100));
        board.exportTopTo(3, hallOfFame);
        System.out.println("hall of fame: " + hallOfFame);
        System.out.println("best ranked: " + bestBy(hallOfFame, Comparator.comparingInt(Ranked::rankValue)));
        List<Object> everything = new ArrayList<>();
        board.exportTopTo(2, everything);
        everything.add("end");
        System.out.println("as objects: " + everything);

        Comparator<Score> byLevelThenName = Comparator.comparingInt((Score s) -> s.level).thenComparing(s -> s.player);
        System.out.println("lowest level first: " + bestBy(scores, byLevelThenName.reversed()));
        Leaderboard<Team> teams = new Leaderboard<>(byPointsDesc);
        teams.submit(new Team("Cats", 300));
        teams.submit(new Team("Dogs", 900));
        teams.submit(new Team("Elks", 450));
        System.out.println("teams: " + teams.top(10) + " size=" + teams.size());
    }
}

abstract class Ranked {
    abstract int rankValue();
    abstract String label();
    @Override
    public String toString() { return label() + ":" + rankValue(); }
}

class Score extends Ranked implements Comparable<Score> {
    final String player;
    final int points;
    final int level;
    Score(String player, int points, int level) { this.player = player; this.points = points; this.level = level; }
    int rankValue() { return points; }
    String label() { return player; }
    public int compareTo(Score other) {
        int c = Integer.compare(points, other.points);
        return c != 0 ? c : player.compareTo(other.player);
    }
}

class Team extends Ranked {
    final String name;
    final int total;
    Team(String name, int total) { this.name = name; this.total = total; }
    int rankValue() { return total; }
    String label() { return "team " + name; }
}

class Leaderboard<T> {
    private final List<T> entries = new ArrayList<>();
    private final Comparator<? super T> order;
    Leaderboard(Comparator<? super T> order) { this.order = order; }
    void submit(T entry) { entries.add(entry); entries.sort(order); }
    int size() { return entries.size(); }
    List<T> top(int n) { return new ArrayList<>(entries.subList(0, Math.min(n, entries.size()))); }
    int rankOf(Predicate<? super T> match) {
        for (int i = 0; i < entries.size(); i++) {
            if (match.test(entries.get(i))) return i + 1;
        }
        return -1;
    }
    void exportTopTo(int n, Collection<? super T> dest) { dest.addAll(top(n)); }
}
