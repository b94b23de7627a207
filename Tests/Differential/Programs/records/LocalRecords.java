import java.util.ArrayList;
import java.util.List;

public class LocalRecords {
    static List<String> topScorers(String[] names, int[] scores, int n) {
        record Entry(String name, int score) {
        }
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            entries.add(new Entry(names[i], scores[i]));
        }
        entries.sort((x, y) -> y.score() != x.score() ? Integer.compare(y.score(), x.score()) : x.name().compareTo(y.name()));
        System.out.println("sorted entries " + entries);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n && i < entries.size(); i++) {
            out.add(entries.get(i).name());
        }
        return out;
    }

    static String minMax(int[] xs) {
        record MinMax(int min, int max) {
            MinMax merge(int v) {
                return new MinMax(Math.min(min, v), Math.max(max, v));
            }
        }
        MinMax mm = new MinMax(Integer.MAX_VALUE, Integer.MIN_VALUE);
        for (int x : xs) {
            mm = mm.merge(x);
        }
        return mm.toString();
    }

    public static void main(String[] args) {
        String[] names = {"ann", "bob", "cy", "dee", "eli"};
        int[] scores = {70, 95, 88, 95, 60};
        System.out.println("top 3: " + topScorers(names, scores, 3));
        System.out.println("top 10: " + topScorers(names, scores, 10));
        System.out.println(minMax(new int[] {4, -2, 19, 7}));
        System.out.println(minMax(new int[] {}));
        record Temp(String city, double c) {
            double f() {
                return c * 9 / 5 + 32;
            }
        }
        Temp[] temps = {new Temp("Oslo", -3.5), new Temp("Cairo", 35), new Temp("Lima", 18.2)};
        for (Temp t : temps) {
            System.out.println(t + " = " + t.f() + "F");
        }
    }
}
