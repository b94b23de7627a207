import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class EnumStaticAndCollections {
    enum Suit {
        CLUBS('C'), DIAMONDS('D'), HEARTS('H'), SPADES('S');

        private static final Map<Character, Suit> BY_CODE = new HashMap<>();

        static {
            for (Suit s : values()) {
                BY_CODE.put(s.code, s);
            }
        }

        final char code;

        Suit(char code) {
            this.code = code;
        }

        static Suit fromCode(char c) {
            Suit s = BY_CODE.get(c);
            if (s == null) {
                throw new IllegalArgumentException("no suit for " + c);
            }
            return s;
        }

        boolean isRed() {
            return this == DIAMONDS || this == HEARTS;
        }
    }

    public static void main(String[] args) {
        String hand = "HSDCSHHX";
        List<Suit> suits = new ArrayList<>();
        for (char c : hand.toCharArray()) {
            try {
                suits.add(Suit.fromCode(c));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println("parsed " + suits);
        Collections.sort(suits);
        System.out.println("sorted by ordinal " + suits);
        Map<Suit, Integer> counts = new TreeMap<>();
        for (Suit s : suits) {
            counts.merge(s, 1, Integer::sum);
        }
        System.out.println("counts " + counts);
        int red = 0;
        for (Suit s : suits) {
            if (s.isRed()) {
                red++;
            }
        }
        System.out.println("red cards " + red);
        Map<Suit, String> names = new HashMap<>();
        names.put(Suit.SPADES, "spades");
        System.out.println("hash map lookup " + names.get(Suit.SPADES) + " missing " + names.get(Suit.CLUBS));
        System.out.println("max " + Collections.max(suits) + " min " + Collections.min(suits));
        List<Suit> reversed = new ArrayList<>(List.of(Suit.values()));
        Collections.reverse(reversed);
        System.out.println("reversed values " + reversed);
    }
}
