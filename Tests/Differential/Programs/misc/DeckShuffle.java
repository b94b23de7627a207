import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class DeckShuffle {
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    record Card(int rank, Suit suit) {
        String label() {
            String r = switch (rank) {
                case 1 -> "A";
                case 11 -> "J";
                case 12 -> "Q";
                case 13 -> "K";
                default -> String.valueOf(rank);
            };
            return r + suit.name().charAt(0);
        }

        int points() {
            return rank >= 10 ? 10 : rank;
        }
    }

    static void shuffle(List<Card> deck, Random rng) {
        for (int i = deck.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            Card t = deck.get(i);
            deck.set(i, deck.get(j));
            deck.set(j, t);
        }
    }

    static int handValue(List<Card> hand) {
        int total = 0, aces = 0;
        for (Card c : hand) {
            total += c.points();
            if (c.rank() == 1) {
                aces++;
            }
        }
        while (aces > 0 && total + 10 <= 21) {
            total += 10;
            aces--;
        }
        return total;
    }

    public static void main(String[] args) {
        List<Card> deck = new ArrayList<>();
        for (Suit s : Suit.values()) {
            for (int r = 1; r <= 13; r++) {
                deck.add(new Card(r, s));
            }
        }
        shuffle(deck, new Random(31337));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 13; i++) {
            sb.append(deck.get(i).label()).append(' ');
        }
        System.out.println("top 13: " + sb.toString().trim());
        int idx = 0;
        for (int round = 1; round <= 4; round++) {
            List<Card> player = new ArrayList<>();
            List<Card> dealer = new ArrayList<>();
            player.add(deck.get(idx++));
            dealer.add(deck.get(idx++));
            player.add(deck.get(idx++));
            dealer.add(deck.get(idx++));
            while (handValue(player) < 17) {
                player.add(deck.get(idx++));
            }
            while (handValue(dealer) < 17) {
                dealer.add(deck.get(idx++));
            }
            int p = handValue(player), d = handValue(dealer);
            String result = p > 21 ? "bust" : d > 21 || p > d ? "win" : p == d ? "push" : "lose";
            StringBuilder ph = new StringBuilder();
            for (Card c : player) {
                ph.append(c.label()).append(' ');
            }
            System.out.println("round " + round + ": player " + ph.toString().trim() + " = " + p + ", dealer = " + d + " -> " + result);
        }
        System.out.println("cards used " + idx + " remaining " + (deck.size() - idx));
    }
}
