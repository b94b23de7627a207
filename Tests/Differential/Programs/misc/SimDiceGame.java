import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SimDiceGame {
    public static void main(String[] args) {
        Lcg probe = new Lcg(42L);
        StringBuilder raw = new StringBuilder("raw:");
        for (int i = 0; i < 5; i++) raw.append(' ').append(probe.nextBits(32));
        System.out.println(raw);
        System.out.println("state after 5 draws: " + probe.state());

        Lcg hist = new Lcg(2024L);
        Map<Integer, Integer> faces = new TreeMap<>();
        for (int i = 0; i < 600; i++) faces.merge(hist.roll(6), 1, Integer::sum);
        for (Map.Entry<Integer, Integer> e : faces.entrySet()) {
            System.out.println(String.format("face %d: %5d %s", e.getKey(), e.getValue(), "*".repeat(e.getValue() / 10)));
        }

        List<PigPlayer> players = new ArrayList<>();
        players.add(new PigPlayer("Greedy", (turn, mine, best) -> turn < 25));
        players.add(new PigPlayer("Steady", (turn, mine, best) -> turn < 15));
        players.add(new PigPlayer("Chaser", (turn, mine, best) -> best - mine > 20 ? turn < 30 : turn < 12));
        Lcg dice = new Lcg(7L);
        PigPlayer winner = null;
        int round = 0;
        game:
        while (round < 60) {
            round++;
            for (int i = 0; i < players.size(); i++) {
                PigPlayer p = players.get(i);
                int best = 0;
                for (int j = 0; j < players.size(); j++) if (j != i) best = Math.max(best, players.get(j).score);
                p.takeTurn(dice, best, round);
                if (p.score >= 100) {
                    winner = p;
                    break game;
                }
            }
        }
        System.out.println("after " + round + " rounds:");
        for (PigPlayer p : players) System.out.println(String.format("  %-8s %5d  busts=%d", p.name, p.score, p.busts));
        System.out.println(winner == null ? "no winner" : "winner: " + winner.name);
    }
}

class Lcg {
    private static final long MULT = 0x5DEECE66DL;
    private static final long ADD = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private long seed;

    Lcg(long seed) { this.seed = (seed ^ MULT) & MASK; }

    long state() { return seed; }

    int nextBits(int bits) {
        seed = (seed * MULT + ADD) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    int roll(int sides) {
        int r = nextBits(31);
        return r % sides + 1;
    }
}

@FunctionalInterface
interface RollPolicy {
    boolean keepRolling(int turnTotal, int myScore, int bestOpponent);
}

class PigPlayer {
    final String name;
    final RollPolicy policy;
    int score = 0;
    int busts = 0;

    PigPlayer(String name, RollPolicy policy) {
        this.name = name;
        this.policy = policy;
    }

    void takeTurn(Lcg dice, int bestOpponent, int round) {
        int turn = 0;
        StringBuilder rolls = new StringBuilder();
        boolean bust = false;
        while (policy.keepRolling(turn, score, bestOpponent) && score + turn < 100) {
            int d = dice.roll(6);
            rolls.append(d);
            if (d == 1) {
                bust = true;
                break;
            }
            turn += d;
        }
        if (bust) {
            busts++;
            turn = 0;
        }
        score += turn;
        String outcome = bust ? "BUST" : "+" + turn;
        System.out.println(String.format("r%d %-8s rolls=%-8s %s -> %d", round, name, rolls.toString(), outcome, score));
    }
}
