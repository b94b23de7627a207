import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import java.util.TreeMap;

public class DomCardGame {
    public static void main(String[] args) {
        Lcg rng = new Lcg(20240607L);
        System.out.print("LCG sample:");
        for (int i = 0; i < 6; i++) System.out.print(" " + rng.nextInt(100));
        System.out.println();
        System.out.println(String.format("raw long state: %x", rng.peekState()));

        Deck deck = new Deck();
        System.out.println("Fresh deck size=" + deck.size() + " top=" + deck.peek());
        deck.shuffle(rng);
        System.out.println("After shuffle first 8: " + deck.preview(8));

        List<Player> players = new ArrayList<>();
        players.add(new GreedyPlayer("Ana"));
        players.add(new CautiousPlayer("Ben", 15));
        players.add(new CautiousPlayer("Cy", 17));
        players.add(new RandomishPlayer("Dee", new Lcg(99L)));

        Map<Card, Integer> seenCount = new HashMap<>();
        TreeMap<String, Integer> wins = new TreeMap<>();
        for (int round = 1; round <= 5; round++) {
            if (deck.size() < 20) {
                deck = new Deck();
                deck.shuffle(rng);
                System.out.println("-- reshuffled, new top " + deck.peek());
            }
            System.out.println("=== Round " + round + " ===");
            for (Player p : players) p.reset();
            for (Player p : players) {
                while (p.wantsCard()) {
                    Card c = deck.draw();
                    p.take(c);
                    seenCount.merge(c, 1, Integer::sum);
                }
                System.out.println("  " + p);
            }
            Player best = null;
            for (Player p : players) {
                if (p.score() > 21) continue;
                if (best == null || p.score() > best.score()) best = p;
            }
            if (best == null) {
                System.out.println("  everyone busted");
            } else {
                System.out.println("  winner " + best.getName() + " with " + best.score());
                wins.merge(best.getName(), 1, Integer::sum);
            }
        }
        System.out.println("Wins: " + wins);
        Card probe = new Card(Suit.HEARTS, 12);
        Card probe2 = new Card(Suit.HEARTS, 12);
        System.out.println("probe " + probe + " equals copy: " + probe.equals(probe2) + ", seen " + seenCount.getOrDefault(probe2, 0) + " times");
        int distinct = seenCount.size();
        System.out.println("Distinct cards seen: " + distinct + ", cards created: " + Card.getCreated());
    }
}

class Lcg {
    private long state;
    Lcg(long seed) { state = (seed ^ 0x5DEECE66DL) & ((1L << 48) - 1); }
    int next(int bits) {
        state = (state * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (state >>> (48 - bits));
    }
    int nextInt(int bound) {
        int r = next(31);
        return (int) ((r * (long) bound) >> 31);
    }
    long peekState() { return state; }
}

enum Suit {
    CLUBS('C'), DIAMONDS('D'), HEARTS('H'), SPADES('S');
    final char symbol;
    Suit(char symbol) { this.symbol = symbol; }
}

final class Card {
    private static int created = 0;
    private final Suit suit;
    private final int rank;

    Card(Suit suit, int rank) {
        this.suit = suit;
        this.rank = rank;
        created++;
    }
    static int getCreated() { return created; }
    int value() {
        if (rank == 1) return 11;
        return Math.min(rank, 10);
    }
    boolean isAce() { return rank == 1; }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Card)) return false;
        Card other = (Card) o;
        return suit == other.suit && rank == other.rank;
    }
    @Override
    public int hashCode() { return suit.ordinal() * 31 + rank; }
    @Override
    public String toString() {
        String r;
        switch (rank) {
            case 1: r = "A"; break;
            case 11: r = "J"; break;
            case 12: r = "Q"; break;
            case 13: r = "K"; break;
            default: r = String.valueOf(rank);
        }
        return r + suit.symbol;
    }
}

class Deck {
    private final List<Card> cards = new ArrayList<>();
    Deck() {
        for (Suit s : Suit.values())
            for (int r = 1; r <= 13; r++) cards.add(new Card(s, r));
    }
    void shuffle(Lcg rng) {
        for (int i = cards.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            Card tmp = cards.get(i);
            cards.set(i, cards.get(j));
            cards.set(j, tmp);
        }
    }
    Card draw() { return cards.remove(cards.size() - 1); }
    Card peek() { return cards.get(cards.size() - 1); }
    int size() { return cards.size(); }
    String preview(int n) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < n && i < cards.size(); i++) {
            if (i > 0) sb.append(",");
            sb.append(cards.get(cards.size() - 1 - i));
        }
        return sb.append("]").toString();
    }
}

abstract class Player {
    protected final String name;
    protected final List<Card> hand = new ArrayList<>();
    Player(String name) { this.name = name; }
    String getName() { return name; }
    void reset() { hand.clear(); }
    void take(Card c) { hand.add(c); }
    int score() {
        int total = 0, aces = 0;
        for (Card c : hand) {
            total += c.value();
            if (c.isAce()) aces++;
        }
        while (total > 21 && aces > 0) { total -= 10; aces--; }
        return total;
    }
    abstract boolean wantsCard();
    abstract String style();
    @Override
    public String toString() {
        return String.format("%-8s %s %s = %d%s", name, style(), hand, score(), score() > 21 ? " BUST" : "");
    }
}

class GreedyPlayer extends Player {
    GreedyPlayer(String name) { super(name); }
    @Override boolean wantsCard() { return score() < 19; }
    @Override String style() { return "greedy"; }
}

class CautiousPlayer extends Player {
    private final int threshold;
    CautiousPlayer(String name, int threshold) { super(name); this.threshold = threshold; }
    @Override boolean wantsCard() { return hand.size() < 2 || score() < threshold; }
    @Override String style() { return "cautious" + threshold; }
}

class RandomishPlayer extends Player {
    private final Lcg rng;
    RandomishPlayer(String name, Lcg rng) { super(name); this.rng = rng; }
    @Override boolean wantsCard() {
        if (hand.size() < 2) return true;
        int s = score();
        if (s >= 20) return false;
        return rng.nextInt(21) > s - 4;
    }
    @Override String style() { return "randomish"; }
}
