import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class DomTournament {
    public static void main(String[] args) {
        List<Competitor> field = new ArrayList<>();
        String[] names = {"Falcons", "Otters", "Badgers", "Wolves", "Herons", "Lynxes", "Moose", "Vipers", "Ravens", "Bison"};
        int[] ratings = {1820, 1675, 1710, 1904, 1550, 1633, 1499, 1760, 1688, 1590};
        for (int i = 0; i < names.length; i++) {
            Competitor c = (i % 3 == 0) ? new VeteranTeam(names[i], ratings[i], 4 + i) : new Team(names[i], ratings[i]);
            field.add(c);
        }
        Collections.sort(field, new Comparator<Competitor>() {
            @Override public int compare(Competitor a, Competitor b) {
                if (a.rating() != b.rating()) return Integer.compare(b.rating(), a.rating());
                return a.getName().compareTo(b.getName());
            }
        });
        System.out.println("Seeding:");
        for (int i = 0; i < field.size(); i++) {
            System.out.println(String.format("  %5d. %s", i + 1, field.get(i)));
        }

        Bracket bracket = new Bracket(field, new RatingRules(37));
        Competitor champion = bracket.run();
        System.out.println("Champion: " + champion);

        Map<Pairing, MatchResult> history = bracket.getHistory();
        Competitor a = field.get(0);
        Competitor b = field.get(field.size() - 1);
        Pairing probe = new Pairing(b, a);
        System.out.println("Lookup " + probe + " -> " + (history.containsKey(probe) ? history.get(probe) : "never met"));
        for (MatchResult r : bracket.getOrderedResults()) {
            Pairing p = new Pairing(r.getLoser(), r.getWinner());
            System.out.println("  reverse lookup " + p + " found=" + history.containsKey(p));
        }
        System.out.println("Matches played: " + MatchResult.getCount());
        System.out.println("Final ratings:");
        for (Competitor c : field) System.out.println(String.format("  %-8s %5d wins=%d", c.getName(), c.rating(), c.getWins()));
    }
}

abstract class Competitor {
    private static int nextId = 100;
    protected final int id;
    protected final String name;
    protected int baseRating;
    protected int wins;

    protected Competitor(String name, int rating) {
        this.id = nextId++;
        this.name = name;
        this.baseRating = rating;
    }
    String getName() { return name; }
    int getWins() { return wins; }
    int rating() { return baseRating; }
    void adjust(int delta) { baseRating += delta; }
    void recordWin() { wins++; }
    abstract String label();
    @Override public String toString() { return label() + " " + name + "#" + id + "(" + rating() + ")"; }
}

class Team extends Competitor {
    Team(String name, int rating) { super(name, rating); }
    @Override String label() { return "Team"; }
}

class VeteranTeam extends Competitor {
    private final int experience;
    VeteranTeam(String name, int rating, int experience) { super(name, rating); this.experience = experience; }
    @Override int rating() { return super.rating() + experience * 5; }
    @Override void adjust(int delta) { super.adjust(delta / 2); }
    @Override String label() { return "Vet"; }
}

final class Pairing {
    private final Competitor first;
    private final Competitor second;
    Pairing(Competitor x, Competitor y) {
        if (x.id <= y.id) { first = x; second = y; } else { first = y; second = x; }
    }
    @Override public boolean equals(Object o) {
        if (!(o instanceof Pairing)) return false;
        Pairing p = (Pairing) o;
        return first.id == p.first.id && second.id == p.second.id;
    }
    @Override public int hashCode() { return first.id * 1009 + second.id; }
    @Override public String toString() { return first.getName() + "-" + second.getName(); }
}

class MatchResult {
    private static int count = 0;
    private final Competitor winner;
    private final Competitor loser;
    private final int scoreW;
    private final int scoreL;
    private final int round;
    MatchResult(int round, Competitor w, Competitor l, int sw, int sl) {
        this.round = round; winner = w; loser = l; scoreW = sw; scoreL = sl; count++;
    }
    static int getCount() { return count; }
    Competitor getWinner() { return winner; }
    Competitor getLoser() { return loser; }
    @Override public String toString() {
        return "R" + round + ": " + winner.getName() + " " + scoreW + "-" + scoreL + " " + loser.getName();
    }
}

interface MatchRules {
    MatchResult play(int round, Competitor a, Competitor b);
}

class RatingRules implements MatchRules {
    private long salt;
    RatingRules(long salt) { this.salt = salt; }
    @Override public MatchResult play(int round, Competitor a, Competitor b) {
        salt = (salt * 1103515245L + 12345L) % 2147483648L;
        int swing = (int) (salt % 201) - 100;
        int diff = a.rating() - b.rating() + swing;
        int scoreA = 2 + (int) ((salt / 7) % 4);
        int scoreB = 2 + (int) ((salt / 11) % 4);
        if (diff >= 0 && scoreA <= scoreB) scoreA = scoreB + 1;
        if (diff < 0 && scoreB <= scoreA) scoreB = scoreA + 1;
        System.out.println(String.format("    %s vs %s diff=%d swing=%d", a.getName(), b.getName(), diff, swing));
        return diff >= 0 ? new MatchResult(round, a, b, scoreA, scoreB) : new MatchResult(round, b, a, scoreB, scoreA);
    }
}

class Bracket {
    private List<Competitor> alive;
    private final MatchRules rules;
    private final Map<Pairing, MatchResult> history = new HashMap<>();
    private final List<MatchResult> ordered = new ArrayList<>();

    Bracket(List<Competitor> seeded, MatchRules rules) {
        this.alive = new ArrayList<>(seeded);
        this.rules = rules;
    }

    Competitor run() {
        int round = 1;
        while (alive.size() > 1) {
            int size = 1;
            while (size < alive.size()) size <<= 1;
            int byes = size - alive.size();
            System.out.println("Round " + round + ": " + alive.size() + " teams, " + byes + " byes");
            List<Competitor> next = new ArrayList<>();
            for (int i = 0; i < byes; i++) {
                System.out.println("  bye: " + alive.get(i).getName());
                next.add(alive.get(i));
            }
            List<Competitor> rest = alive.subList(byes, alive.size());
            for (int i = 0; i < rest.size() / 2; i++) {
                Competitor hi = rest.get(i);
                Competitor lo = rest.get(rest.size() - 1 - i);
                MatchResult r = rules.play(round, hi, lo);
                r.getWinner().recordWin();
                r.getWinner().adjust(16);
                r.getLoser().adjust(-16);
                history.put(new Pairing(hi, lo), r);
                ordered.add(r);
                System.out.println("  " + r);
                next.add(r.getWinner());
            }
            alive = next;
            round++;
        }
        return alive.get(0);
    }
    Map<Pairing, MatchResult> getHistory() { return history; }
    List<MatchResult> getOrderedResults() { return ordered; }
}
