import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;

public class GifPairs {
    public static void main(String[] args) {
        List<String> players = List.of("ana", "ben", "cleo", "dov", "eli");
        List<Integer> scores = List.of(120, 95, 130, 95, 70);
        List<Pair<String, Integer>> board = zip(players, scores);
        System.out.println("board: " + board);

        Pair<String, Integer> first = board.get(0);
        System.out.println("first: " + first + " swapped: " + first.swap());
        System.out.println("upper: " + first.mapFirst(String::toUpperCase));
        System.out.println("bonus: " + first.mapSecond(s -> s + 15));
        System.out.println("both: " + first.map(String::length, s -> "pts=" + s));
        System.out.println("fold: " + first.fold((name, score) -> name + " scored " + score));

        Optional<Pair<String, Integer>> best = maxBy(board, Pair::second);
        System.out.println("best: " + best.map(Pair::toString).orElse("none"));
        Optional<Pair<String, Integer>> shortest = maxBy(board, p -> -p.first().length());
        System.out.println("shortest name: " + shortest.map(Pair::first).orElse("none"));
        System.out.println("max of empty: " + maxBy(new ArrayList<Pair<String, Integer>>(), Pair::second).isPresent());

        Map<Integer, List<String>> byScore = new TreeMap<>();
        for (Pair<String, Integer> p : board) {
            byScore.computeIfAbsent(p.second(), k -> new ArrayList<>()).add(p.first());
        }
        System.out.println("grouped by score: " + byScore);

        List<Pair<String, String>> ranks = new ArrayList<>();
        for (Pair<String, Integer> p : board) {
            ranks.add(p.mapSecond(GifPairs::rank));
        }
        for (Pair<String, String> r : ranks) {
            System.out.println(String.format("  %-8s %s", r.first(), r.second()));
        }

        Pair<Pair<String, Integer>, Pair<String, Integer>> duel = Pair.of(board.get(1), board.get(3));
        System.out.println("duel: " + duel);
        String verdict = duel.fold((a, b) -> a.second().equals(b.second())
                ? "tie between " + a.first() + " and " + b.first()
                : "winner " + (a.second() > b.second() ? a.first() : b.first()));
        System.out.println("verdict: " + verdict);

        Pair<String, Integer> copy = Pair.of("ben", 95);
        System.out.println("equals ben: " + copy.equals(board.get(1)));
        System.out.println("equals dov: " + copy.equals(board.get(3)));

        Pair<List<String>, List<Integer>> unzipped = unzip(board);
        System.out.println("unzipped names: " + unzipped.first());
        System.out.println("unzipped scores: " + unzipped.second());
        int total = 0;
        for (int s : unzipped.second()) total += s;
        System.out.println(String.format("total %5d over %d players", total, unzipped.second().size()));
    }

    static String rank(int score) {
        if (score >= 120) return "gold";
        if (score >= 90) return "silver";
        return "bronze";
    }

    static <A, B> List<Pair<A, B>> zip(List<A> as, List<B> bs) {
        List<Pair<A, B>> out = new ArrayList<>();
        int n = Math.min(as.size(), bs.size());
        for (int i = 0; i < n; i++) {
            out.add(Pair.of(as.get(i), bs.get(i)));
        }
        return out;
    }

    static <A, B> Pair<List<A>, List<B>> unzip(List<Pair<A, B>> pairs) {
        List<A> as = new ArrayList<>();
        List<B> bs = new ArrayList<>();
        for (Pair<A, B> p : pairs) {
            as.add(p.first());
            bs.add(p.second());
        }
        return Pair.of(as, bs);
    }

    static <T> Optional<T> maxBy(List<T> items, Function<T, Integer> key) {
        Optional<T> best = Optional.empty();
        int bestKey = 0;
        for (T item : items) {
            int k = key.apply(item);
            if (best.isEmpty() || k > bestKey) {
                best = Optional.of(item);
                bestKey = k;
            }
        }
        return best;
    }
}

record Pair<A, B>(A first, B second) {
    static <A, B> Pair<A, B> of(A a, B b) {
        return new Pair<>(a, b);
    }

    <C> Pair<C, B> mapFirst(Function<A, C> f) {
        return new Pair<>(f.apply(first), second);
    }

    <C> Pair<A, C> mapSecond(Function<B, C> f) {
        return new Pair<>(first, f.apply(second));
    }

    <C, D> Pair<C, D> map(Function<A, C> f, Function<B, D> g) {
        return new Pair<>(f.apply(first), g.apply(second));
    }

    Pair<B, A> swap() {
        return new Pair<>(second, first);
    }

    <R> R fold(BiFunction<A, B, R> f) {
        return f.apply(first, second);
    }

    @Override
    public String toString() {
        return "(" + first + ", " + second + ")";
    }
}
