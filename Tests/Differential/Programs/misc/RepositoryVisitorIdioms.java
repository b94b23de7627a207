// A generic repository base class, a visitor over records with generic accept, static imports, constructor
// references with arguments, compound assignment narrowing, conditional boxing, string switch, labelled continue.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import static java.lang.Math.*;
import static java.util.Map.entry;

public class RepositoryVisitorIdioms {
    record Item(String name, int qty) {}
    static abstract class Repo<T, ID> {
        protected final Map<ID, T> store = new LinkedHashMap<>();
        abstract ID idOf(T t);
        void save(T t) { store.put(idOf(t), t); }
        Optional<T> find(ID id) { return Optional.ofNullable(store.get(id)); }
        <R> List<R> mapAll(Function<? super T, ? extends R> f) { return store.values().stream().map(f).collect(Collectors.toList()); }
        @SafeVarargs final void saveAll(T... ts) { for (T t : ts) save(t); }
    }
    static class ItemRepo extends Repo<Item, String> { String idOf(Item i) { return i.name(); } }
    interface Visitor<R> { R visitNum(int n); R visitAdd(Expr a, Expr b); default R visitNeg(Expr e) { return visitAdd(new Num(0), e); } }
    interface Expr { <R> R accept(Visitor<R> v); }
    record Num(int n) implements Expr { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }
    record Add(Expr a, Expr b) implements Expr { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }

    public static void main(String[] args) {
        ItemRepo repo = new ItemRepo();
        repo.saveAll(new Item("a", 1), new Item("b", 2));
        BiFunction<String, Integer, Item> make = Item::new;
        repo.save(make.apply("c", 3));
        List<String> names = repo.mapAll(Item::name);
        int total = repo.mapAll(Item::qty).stream().mapToInt(Integer::intValue).sum();
        System.out.println(names + " " + total + " " + repo.find("b").map(Item::qty).orElse(-1) + " " + repo.find("z").isPresent());
        Expr e = new Add(new Num(2), new Add(new Num(3), new Num(4)));
        int value = e.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Expr a, Expr b) { return a.accept(this) + b.accept(this); }
        });
        String shown = e.accept(new Visitor<String>() {
            public String visitNum(int n) { return String.valueOf(n); }
            public String visitAdd(Expr a, Expr b) { return "(" + a.accept(this) + "+" + b.accept(this) + ")"; }
        });
        System.out.println(value + " " + shown + " " + max(3, abs(-7)) + " " + floorMod(-7, 3) + " " + (int) sqrt(50));
        Map<String, Integer> m = Map.ofEntries(entry("one", 1), entry("two", 2));
        short s = 10; s += 5.7; byte b = (byte) 200; int ci = 'A' + 2; char next = (char) ('a' + 25);
        long big = Integer.MAX_VALUE * 2L; int wrapped = Integer.MAX_VALUE * 2;
        System.out.println(new TreeMap<>(m) + " " + s + " " + b + " " + ci + " " + next + " " + big + " " + wrapped);
        Integer boxed = 127, other = 127; Long lg = 5L; double d = boxed / 2; double d2 = boxed / 2.0;
        Object o = true ? 1 : "x"; Number n = false ? 1 : 2.0;
        System.out.println(boxed.equals(other) + " " + (lg + boxed) + " " + d + " " + d2 + " " + o + " " + n);
        String cmd = "stop";
        switch (cmd) { case "go": System.out.println("going"); break; case "stop": case "halt": System.out.println("stopping"); break; default: System.out.println("?"); }
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * j;
        int acc = 0;
        rows: for (int[] row : grid) { for (int v : row) { if (v > 3) continue rows; acc += v; } }
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int i = 0; i < 3; i++) { final int k = i; sups.add(() -> k * k); }
        System.out.println(acc + " " + sups.stream().map(Supplier::get).collect(Collectors.toList()) + " " + Arrays.deepToString(grid));
        Function<Integer, Function<Integer, Function<Integer, Integer>>> add3 = x -> y -> z -> x + y + z;
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(add3.apply(1).apply(2).apply(3) + " " + up.andThen(x -> x + "!").apply("hey"));
    }
}
