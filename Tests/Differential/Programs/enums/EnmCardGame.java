import java.util.*;

public class EnmCardGame {
    enum Suit {
        CLUBS('C', false), DIAMONDS('D', true), HEARTS('H', true), SPADES('S', false);

        final char symbol;
        final boolean red;

        Suit(char symbol, boolean red) {
            this.symbol = symbol;
            this.red = red;
        }
    }

    enum Rank {
        TWO(2), THREE(3), FOUR(4), FIVE(5), SIX(6), SEVEN(7), EIGHT(8), NINE(9), TEN(10),
        JACK(10) {
            @Override public String toString() { return "J"; }
        },
        QUEEN(10) {
            @Override public String toString() { return "Q"; }
        },
        KING(10) {
            @Override public String toString() { return "K"; }
        },
        ACE(11) {
            @Override public String toString() { return "A"; }
        };

        final int points;

        Rank(int points) { this.points = points; }

        boolean isFace() { return this.compareTo(JACK) >= 0 && this != ACE; }

        @Override
        public String toString() { return String.valueOf(points); }
    }

    record Card(Rank rank, Suit suit) {
        String label() { return rank.toString() + suit.symbol; }
    }

    static List<Card> fullDeck() {
        List<Card> deck = new ArrayList<>();
        for (Suit s : Suit.values()) {
            for (Rank r : Rank.values()) {
                deck.add(new Card(r, s));
            }
        }
        return deck;
    }

    static int blackjackValue(List<Card> hand) {
        int total = 0;
        int aces = 0;
        for (Card c : hand) {
            total += c.rank().points;
            if (c.rank() == Rank.ACE) aces++;
        }
        while (total > 21 && aces > 0) {
            total -= 10;
            aces--;
        }
        return total;
    }

    static String labels(List<Card> cards) {
        List<String> out = new ArrayList<>();
        for (Card c : cards) out.add(c.label());
        return String.join(" ", out);
    }

    public static void main(String[] args) {
        List<Card> deck = fullDeck();
        System.out.println("deck size=" + deck.size() + " first=" + deck.get(0).label() + " last=" + deck.get(deck.size() - 1).label());

        for (Rank r : Rank.values()) {
            System.out.println(String.format("%-8s shown=%s points=%d face=%s", r.name(), r, r.points, r.isFace()));
        }

        // deterministic "shuffle": take every 7th card modulo 52
        List<Card> shuffled = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            shuffled.add(deck.get((i * 7 + 3) % deck.size()));
        }
        List<Card> player = new ArrayList<>(shuffled.subList(0, 3));
        List<Card> dealer = new ArrayList<>(shuffled.subList(3, 6));
        System.out.println("player: " + labels(player) + " = " + blackjackValue(player));
        System.out.println("dealer: " + labels(dealer) + " = " + blackjackValue(dealer));

        List<Card> aces = List.of(new Card(Rank.ACE, Suit.SPADES), new Card(Rank.ACE, Suit.HEARTS), new Card(Rank.NINE, Suit.CLUBS));
        System.out.println("soft hand: " + labels(aces) + " = " + blackjackValue(aces));

        List<Card> hand = new ArrayList<>(shuffled.subList(10, 18));
        System.out.println("hand: " + labels(hand));
        hand.sort(Comparator.comparing(Card::suit).thenComparing(Card::rank, Comparator.reverseOrder()));
        System.out.println("sorted by suit, rank desc: " + labels(hand));

        EnumMap<Suit, Integer> perSuit = new EnumMap<>(Suit.class);
        for (Suit s : Suit.values()) perSuit.put(s, 0);
        for (Card c : hand) perSuit.put(c.suit(), perSuit.get(c.suit()) + 1);
        System.out.println("per suit=" + perSuit);

        EnumSet<Suit> reds = EnumSet.noneOf(Suit.class);
        for (Suit s : Suit.values()) if (s.red) reds.add(s);
        System.out.println("red suits=" + reds + " black suits=" + EnumSet.complementOf(reds));
        System.out.println("faces=" + EnumSet.range(Rank.JACK, Rank.KING));

        TreeMap<Rank, List<String>> byRank = new TreeMap<>(Comparator.reverseOrder());
        for (Card c : hand) byRank.computeIfAbsent(c.rank(), k -> new ArrayList<>()).add(c.suit().name());
        for (Map.Entry<Rank, List<String>> e : byRank.entrySet()) {
            System.out.println("  rank " + e.getKey().name() + " -> " + e.getValue());
        }

        Card a = new Card(Rank.QUEEN, Suit.HEARTS);
        Card b = new Card(Rank.QUEEN, Suit.HEARTS);
        System.out.println("records equal? " + a.equals(b) + ", same rank constant? " + (a.rank() == b.rank()));
        System.out.println("Suit.valueOf(\"HEARTS\").symbol=" + Suit.valueOf("HEARTS").symbol);
    }
}
