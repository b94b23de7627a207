import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class OvlGenericRepository {

    static class Repository<T> {
        protected final List<String> journal = new ArrayList<>();
        protected final Map<String, T> byKey = new LinkedHashMap<>();
        protected final List<T> items = new ArrayList<>();

        String put(T item) { items.add(item); return note("put(T) " + item); }
        String put(Object item, int priority) { return note("put(Object,int) " + item + " p=" + priority); }
        String put(String key, T item) { byKey.put(key, item); items.add(item); return note("put(String,T) " + key + "=" + item); }

        T find(int index) { journal.add("find(int) " + index); return items.get(index); }
        T find(Object key) { journal.add("find(Object) " + key); return byKey.get(String.valueOf(key)); }

        String note(String s) { journal.add(s); return s; }
        int size() { return items.size(); }
    }

    // T = Integer: put(Integer) is an override of put(T) via bridge; find(int) vs find(Object)
    static class ScoreRepository extends Repository<Integer> {
        @Override String put(Integer score) { return note("Score.put(Integer) " + score + " -> " + super.put(score == null ? 0 : score * 10)); }
        String put(int rawScore) { return note("Score.put(int) " + rawScore); }          // new overload
        @Override Integer find(Object key) { Integer v = super.find(key); return v == null ? -1 : v; }
    }

    static class Box<T> {
        private T value;
        private int slot = -1;
        String set(T v) { value = v; return "Box.set(T) " + v; }
        String set(int s) { slot = s; return "Box.set(int) " + s; }
        String set(Object v, boolean force) { return "Box.set(Object,boolean) " + v + " " + force; }
        @Override public String toString() { return "Box[" + value + "," + slot + "]"; }
    }

    // generic methods vs concrete overloads
    static <T> String show(T x) { return "show<T>(T) " + x; }
    static String show(String s) { return "show(String) " + s; }
    static <N extends Number> String show(N n) { return "show<N extends Number>(N) " + n; }
    static String show(Integer i) { return "show(Integer) " + i; }

    static <T extends Comparable<T>> String rank(T a, T b) { return "rank<T>(T,T) " + Integer.signum(a.compareTo(b)); }
    static String rank(Object a, Object b) { return "rank(Object,Object) " + a + "," + b; }
    static String rank(Number a, Number b) { return "rank(Number,Number) " + (a.doubleValue() - b.doubleValue()); }

    static <T> String passThrough(T value) { return show(value); }   // T erased: show<T>(T) always

    public static void main(String[] args) {
        System.out.println("== Repository<String> ==");
        Repository<String> names = new Repository<>();
        System.out.println(names.put("alice"));               // put(T)
        System.out.println(names.put("bob", 2));              // put(Object,int)
        System.out.println(names.put("k1", "carol"));         // put(String,T)
        System.out.println(names.put((Object) "dave", 1));
        System.out.println(names.find(0));                    // find(int)
        System.out.println(names.find("k1"));                 // find(Object)
        System.out.println(names.find(Integer.valueOf(0)));   // find(Object), Integer stays boxed
        System.out.println(names.find('\u0000' + 1));         // int -> find(int)

        System.out.println("== Repository<Object> ==");
        Repository<Object> misc = new Repository<>();
        System.out.println(misc.put("x", 3));                 // phase 1: put(Object,int), not put(String,T)
        System.out.println(misc.put("y", Integer.valueOf(4))); // put(String,T)
        System.out.println(misc.put(5));                      // put(T) with boxing
        System.out.println(misc.put((Object) null));
        System.out.println(misc.find(0));

        System.out.println("== ScoreRepository ==");
        ScoreRepository scores = new ScoreRepository();
        Repository<Integer> scoresAsBase = scores;
        System.out.println(scores.put(7));                    // put(int) phase 1
        System.out.println(scores.put(Integer.valueOf(8)));   // put(Integer)
        System.out.println(scoresAsBase.put(9));              // base view: put(T) -> override
        System.out.println(scoresAsBase.put("best", 99));     // put(Object,int) (phase 1)
        System.out.println(scoresAsBase.put("top", Integer.valueOf(77)));
        System.out.println(scores.put((Integer) null));
        System.out.println(scores.find(0));                   // find(int)
        System.out.println(scores.find("top"));               // override find(Object)
        System.out.println(scoresAsBase.find("missing"));     // override find(Object)
        System.out.println(scores.find(Integer.valueOf(1)));  // find(Object) -> -1
        System.out.println("size=" + scores.size() + " journal=" + scores.journal);

        System.out.println("== Box ==");
        Box<Integer> box = new Box<>();
        System.out.println(box.set(3));                       // set(int)
        System.out.println(box.set(Integer.valueOf(4)));      // set(T)
        System.out.println(box.set(5, true));                 // set(Object,boolean)
        System.out.println(box);
        Box<String> sbox = new Box<>();
        System.out.println(sbox.set("s"));
        System.out.println(sbox.set('A'));                    // char -> int widening: set(int)
        System.out.println(sbox);

        System.out.println("== generic methods ==");
        System.out.println(show("text"));
        System.out.println(show(5));                          // show(Integer)
        System.out.println(show(5L));                         // show<N>
        System.out.println(show(2.5f));                       // show<N>
        System.out.println(show(true));                       // show<T>
        System.out.println(show((Object) "obj"));             // show<T>
        System.out.println(show(List.of(1, 2)));              // show<T>
        System.out.println(show((String) null));
        Number n = 12;
        System.out.println(show(n));                          // show<N>
        System.out.println(passThrough("inner"));             // show<T>
        System.out.println(passThrough(6));                   // show<T>
        System.out.println(rank("a", "b"));                   // rank<T>
        System.out.println(rank("b", "a"));                   // rank<T>
        System.out.println(rank(3, 1.5));                     // rank(Number,Number)
        System.out.println(rank("a", 1));                     // rank(Object,Object)
    }
}
