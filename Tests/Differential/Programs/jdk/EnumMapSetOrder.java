import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.TreeMap;

public class EnumMapSetOrder {
    enum Day { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY }

    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    public static void main(String[] args) {
        Map<Day, String> plan = new EnumMap<>(Day.class);
        plan.put(Day.FRIDAY, "party");
        plan.put(Day.MONDAY, "work");
        plan.put(Day.SUNDAY, "rest");
        plan.put(Day.WEDNESDAY, "gym");
        System.out.println("EnumMap iterates in ordinal order=" + plan);
        System.out.println("keySet=" + plan.keySet() + " values=" + plan.values());
        plan.remove(Day.MONDAY);
        plan.put(Day.MONDAY, "meetings");
        System.out.println("re-added MONDAY stays first=" + plan);
        System.out.println("containsKey(TUESDAY)=" + plan.containsKey(Day.TUESDAY) + " get(SUNDAY)=" + plan.get(Day.SUNDAY));
        Map<Day, Integer> hours = new EnumMap<>(Day.class);
        for (Day d : Day.values()) {
            hours.merge(d, d.ordinal() < 5 ? 8 : 0, Integer::sum);
        }
        hours.computeIfPresent(Day.FRIDAY, (d, h) -> h - 2);
        System.out.println("hours=" + hours);
        EnumSet<Day> weekend = EnumSet.of(Day.SUNDAY, Day.SATURDAY);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println("weekend=" + weekend + " weekdays=" + weekdays);
        System.out.println("range(TUESDAY,THURSDAY)=" + EnumSet.range(Day.TUESDAY, Day.THURSDAY));
        System.out.println("allOf=" + EnumSet.allOf(Suit.class) + " noneOf=" + EnumSet.noneOf(Suit.class));
        EnumSet<Suit> red = EnumSet.of(Suit.HEARTS, Suit.DIAMONDS);
        red.add(Suit.HEARTS);
        System.out.println("red=" + red + " contains SPADES=" + red.contains(Suit.SPADES) + " size=" + red.size());
        Map<Suit, Integer> counts = new EnumMap<>(Suit.class);
        Suit[] hand = {Suit.SPADES, Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.SPADES, Suit.HEARTS};
        for (Suit s : hand) {
            counts.merge(s, 1, Integer::sum);
        }
        System.out.println("suit counts=" + counts);
        Map<String, Day> byName = new TreeMap<>();
        for (Day d : Day.values()) {
            byName.put(d.name().substring(0, 3), d);
        }
        System.out.println("TreeMap by abbreviation=" + byName);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Day, String> e : plan.entrySet()) {
            sb.append(e.getKey().ordinal()).append(':').append(e.getValue()).append(' ');
        }
        System.out.println("entry iteration=" + sb.toString().trim());
        System.out.println("EnumMap equals HashMap copy=" + plan.equals(new java.util.HashMap<>(plan)));
    }
}
