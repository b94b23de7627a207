import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class ComparatorNullsChains {
    record Player(String name, int score, double rating, long id) {}

    public static void main(String[] args) {
        List<String> names = new ArrayList<>(Arrays.asList("bob", null, "Al", "al", "cy", null, "Bo"));
        Comparator<String> natural = Comparator.naturalOrder();
        Comparator<String> nullsFirst = Comparator.nullsFirst(natural);
        names.sort(nullsFirst);
        System.out.println("nullsFirst=" + names);
        Comparator<String> nullsLastReversed = Comparator.nullsLast(Comparator.<String>reverseOrder());
        names.sort(nullsLastReversed);
        System.out.println("nullsLast reversed=" + names);
        Comparator<String> nullsOnly = Comparator.nullsFirst(null);
        names.sort(nullsOnly);
        System.out.println("nullsFirst(null) keeps order of the rest=" + names);
        List<Player> players = new ArrayList<>(List.of(
            new Player("ann", 30, 4.5, 3L), new Player("bob", 20, 4.5, 1L), new Player("cy", 30, -0.0, 2L),
            new Player("dee", 20, 0.0, 5L), new Player("eve", 30, Double.NaN, 4L)));
        Comparator<Player> byScore = Comparator.comparingInt(Player::score);
        Comparator<Player> byScoreThenRating = byScore.thenComparingDouble(Player::rating);
        players.sort(byScoreThenRating);
        System.out.println("score then rating:");
        for (Player p : players) {
            System.out.println("  " + p);
        }
        Comparator<Player> byRatingDesc = Comparator.comparingDouble(Player::rating);
        players.sort(byRatingDesc.reversed().thenComparingLong(Player::id));
        System.out.println("rating desc then id: " + names(players));
        Comparator<Player> byName = Comparator.comparing(Player::name, Comparator.reverseOrder());
        players.sort(byScore.thenComparing(byName));
        System.out.println("score then name desc: " + names(players));
        Comparator<Player> byNameLength = Comparator.comparing(Player::name, Comparator.comparingInt(String::length));
        players.sort(byNameLength.thenComparing(Player::name));
        System.out.println("name length then name: " + names(players));
        Comparator<Player> byId = Comparator.comparingLong(Player::id);
        players.sort(byScore.reversed().thenComparing(Player::id, Comparator.reverseOrder()));
        System.out.println("score desc then id desc: " + names(players));
        System.out.println("max by id=" + Collections.max(players, byId).name() + " min by id=" + Collections.min(players, byId).name());
        try {
            byScore.thenComparing((Comparator<Player>) null);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("thenComparing(null): NullPointerException");
        }
        List<String> mixed = new ArrayList<>(Arrays.asList("b", "A", "c", "B", "a"));
        mixed.sort(Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
        System.out.println("reverseOrder(case-insensitive)=" + mixed);
    }

    static String names(List<Player> ps) {
        StringBuilder sb = new StringBuilder();
        for (Player p : ps) {
            sb.append(p.name()).append(' ');
        }
        return sb.toString().trim();
    }
}
