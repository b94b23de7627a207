import java.util.ArrayList;
import java.util.List;

public class GameBlackjack {
    enum Suit {
        CLUBS('C'), DIAMONDS('D'), HEARTS('H'), SPADES('S');

        final char symbol;

        Suit(char symbol) {
            this.symbol = symbol;
        }
    }

    enum Rank {
        TWO("2", 2), THREE("3", 3), FOUR("4", 4), FIVE("5", 5), SIX("6", 6),
        SEVEN("7", 7), EIGHT("8", 8), NINE("9", 9), TEN("10", 10),
        JACK("J", 10), QUEEN("Q", 10), KING("K", 10), ACE("A", 11);

        final String label;
        final int value;

        Rank(String label, int value) {
            this.label = label;
            this.value = value;
        }
    }

    static final class Card {
        final Rank rank;
        final Suit suit;

        Card(Rank rank, Suit suit) {
            this.rank = rank;
            this.suit = suit;
        }

        @Override
        public String toString() {
            return rank.label + suit.symbol;
        }
    }

    static final class Lcg {
        private long seed;
        private static final long MULT = 0x5DEECE66DL;
        private static final long MASK = (1L << 48) - 1;

        Lcg(long s) {
            seed = (s ^ MULT) & MASK;
        }

        int next(int bits) {
            seed = (seed * MULT + 0xBL) & MASK;
            return (int) (seed >>> (48 - bits));
        }

        int nextInt(int bound) {
            int r = next(31);
            return r % bound;
        }
    }

    static List<Card> newDeck() {
        List<Card> deck = new ArrayList<>();
        for (Suit s : Suit.values()) {
            for (Rank r : Rank.values()) {
                deck.add(new Card(r, s));
            }
        }
        return deck;
    }

    static void shuffle(List<Card> deck, Lcg rng) {
        for (int i = deck.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            Card tmp = deck.get(i);
            deck.set(i, deck.get(j));
            deck.set(j, tmp);
        }
    }

    static int score(List<Card> hand) {
        int total = 0;
        int aces = 0;
        for (Card c : hand) {
            total += c.rank.value;
            if (c.rank == Rank.ACE) aces++;
        }
        while (total > 21 && aces > 0) {
            total -= 10;
            aces--;
        }
        return total;
    }

    static String show(List<Card> hand) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < hand.size(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(hand.get(i));
        }
        return sb.append("] = ").append(score(hand)).toString();
    }

    public static void main(String[] args) {
        Lcg rng = new Lcg(20240607L);
        List<Card> deck = newDeck();
        shuffle(deck, rng);
        StringBuilder top = new StringBuilder("Top of deck:");
        for (int i = 0; i < 10; i++) top.append(' ').append(deck.get(i));
        System.out.println(top.toString());

        int pos = 0;
        long bankroll = 1000;
        int wins = 0, losses = 0, pushes = 0;
        int[] thresholds = {17, 16, 15, 14, 13, 12};
        for (int round = 1; round <= 9; round++) {
            if (deck.size() - pos < 15) {
                deck = newDeck();
                shuffle(deck, rng);
                pos = 0;
                System.out.println("-- reshuffled --");
            }
            int bet = 10 * round;
            int standAt = thresholds[(round - 1) % thresholds.length];
            List<Card> player = new ArrayList<>();
            List<Card> dealer = new ArrayList<>();
            player.add(deck.get(pos++));
            dealer.add(deck.get(pos++));
            player.add(deck.get(pos++));
            dealer.add(deck.get(pos++));
            System.out.println("Round " + round + " bet=" + bet + " player stands at " + standAt
                + ", dealer shows " + dealer.get(0));
            String outcome;
            if (score(player) == 21) {
                System.out.println("  player " + show(player) + " BLACKJACK");
                outcome = score(dealer) == 21 ? "push" : "blackjack";
            } else {
                while (score(player) < standAt) {
                    Card c = deck.get(pos++);
                    player.add(c);
                    System.out.println("  player hits " + c + " -> " + score(player));
                }
                System.out.println("  player " + show(player));
                if (score(player) > 21) {
                    outcome = "bust";
                } else {
                    while (score(dealer) < 17) {
                        Card c = deck.get(pos++);
                        dealer.add(c);
                        System.out.println("  dealer hits " + c + " -> " + score(dealer));
                    }
                    System.out.println("  dealer " + show(dealer));
                    int p = score(player), d = score(dealer);
                    if (d > 21 || p > d) outcome = "win";
                    else if (p == d) outcome = "push";
                    else outcome = "lose";
                }
            }
            switch (outcome) {
                case "blackjack":
                    bankroll += bet * 3 / 2;
                    wins++;
                    break;
                case "win":
                    bankroll += bet;
                    wins++;
                    break;
                case "push":
                    pushes++;
                    break;
                default:
                    bankroll -= bet;
                    losses++;
                    break;
            }
            System.out.println("  outcome: " + outcome + ", bankroll " + bankroll);
        }
        System.out.println("Final: wins=" + wins + " losses=" + losses + " pushes=" + pushes
            + " bankroll=" + bankroll + " cardsUsed=" + pos);
        System.out.println(String.format("Win rate: %.2f", wins * 100.0 / 9));
        System.out.println("Suit order: " + Suit.SPADES.name() + " ordinal " + Suit.SPADES.ordinal()
            + ", rank " + Rank.QUEEN.name() + " ordinal " + Rank.QUEEN.ordinal());
    }
}
