import java.util.ArrayList;
import java.util.List;

public class LocalClasses {
    interface Scorer {
        int score(String s);
    }

    static List<Scorer> buildScorers(int bonus, String favorite) {
        List<Scorer> result = new ArrayList<>();
        class LengthScorer implements Scorer {
            private final int multiplier;

            LengthScorer(int multiplier) {
                this.multiplier = multiplier;
            }

            public int score(String s) {
                return s.length() * multiplier + bonus;
            }

            @Override
            public String toString() {
                return "LengthScorer x" + multiplier;
            }
        }
        class FavoriteScorer implements Scorer {
            public int score(String s) {
                return s.equals(favorite) ? 100 : 0;
            }

            @Override
            public String toString() {
                return "FavoriteScorer(" + favorite + ")";
            }
        }
        result.add(new LengthScorer(1));
        result.add(new LengthScorer(3));
        result.add(new FavoriteScorer());
        return result;
    }

    static int counter = 0;

    public static void main(String[] args) {
        List<Scorer> scorers = buildScorers(10, "kiwi");
        String[] words = {"kiwi", "banana", ""};
        for (Scorer sc : scorers) {
            StringBuilder sb = new StringBuilder(sc + ":");
            for (String w : words) {
                sb.append(' ').append(sc.score(w));
            }
            System.out.println(sb);
        }
        final int base = 7;
        class Local {
            int id = ++counter;

            int compute(int x) {
                return x * base + id;
            }
        }
        Local l1 = new Local();
        Local l2 = new Local();
        System.out.println(l1.compute(2) + " " + l2.compute(2) + " counter " + counter);
        List<Scorer> other = buildScorers(0, "banana");
        System.out.println(other.get(0).score("abc") + " " + other.get(2).score("banana") + " " + scorers.get(2).score("banana"));
    }
}
