import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NavigableSet;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

public class CollLeaderboard {
    static class Entry {
        final String name;
        final int score;
        final int level;

        Entry(String name, int score, int level) {
            this.name = name;
            this.score = score;
            this.level = level;
        }

        @Override
        public String toString() {
            return name + ":" + score;
        }
    }

    // Highest score first, ties broken by name ascending
    static final Comparator<Entry> RANKING = Comparator.comparingInt((Entry e) -> -e.score).thenComparing(e -> e.name);

    static class Leaderboard {
        final TreeSet<Entry> board = new TreeSet<>(RANKING);
        final TreeMap<String, Entry> byName = new TreeMap<>();

        void submit(String name, int score, int level) {
            Entry old = byName.get(name);
            if (old != null) {
                if (old.score >= score) {
                    System.out.println("  " + name + " keeps " + old.score + " (ignored " + score + ")");
                    return;
                }
                board.remove(old);
            }
            Entry e = new Entry(name, score, level);
            boolean added = board.add(e);
            byName.put(name, e);
            System.out.println("  " + name + " -> " + score + " added=" + added + " rank=" + rank(name));
        }

        int rank(String name) {
            Entry e = byName.get(name);
            if (e == null) return -1;
            return board.headSet(e).size() + 1;
        }
    }

    static Entry probe(int score) {
        // A probe that sorts before all real entries with the same score
        return new Entry("", score, 0);
    }

    public static void main(String[] args) {
        Leaderboard lb = new Leaderboard();
        System.out.println("=== Submissions ===");
        lb.submit("mara", 1200, 5);
        lb.submit("jon", 950, 3);
        lb.submit("ava", 1200, 6);
        lb.submit("li", 1500, 8);
        lb.submit("zed", 700, 2);
        lb.submit("ben", 950, 4);
        lb.submit("kim", 1100, 5);
        lb.submit("jon", 900, 3);
        lb.submit("zed", 1200, 4);
        lb.submit("ola", 400, 1);
        lb.submit("ravi", 1350, 7);
        TreeSet<Entry> board = lb.board;
        System.out.println("Board: " + board);
        System.out.println("Size: " + board.size());

        System.out.println("=== Ranks ===");
        for (String name : lb.byName.keySet()) {
            System.out.println("  " + name + " #" + lb.rank(name));
        }
        System.out.println("  unknown #" + lb.rank("nobody"));

        System.out.println("=== first / last ===");
        System.out.println("first (leader): " + board.first());
        System.out.println("last: " + board.last());

        System.out.println("=== Ties handled by name ===");
        Entry duplicate = new Entry("ava", 1200, 99);
        System.out.println("add duplicate ava:1200 -> " + board.add(duplicate) + ", size " + board.size());
        System.out.println("contains ava:1200 -> " + board.contains(new Entry("ava", 1200, 0)));
        System.out.println("contains ava:1199 -> " + board.contains(new Entry("ava", 1199, 0)));

        System.out.println("=== headSet / tailSet / subSet ===");
        Entry cutoff = probe(1000);
        SortedSet<Entry> above = board.headSet(cutoff);
        System.out.println("score > 1000 (headSet): " + above);
        SortedSet<Entry> atOrBelow = board.tailSet(cutoff);
        System.out.println("score <= 1000 (tailSet): " + atOrBelow);
        Entry kim = lb.byName.get("kim");
        System.out.println("headSet(kim, inclusive): " + board.headSet(kim, true));
        System.out.println("tailSet(kim, exclusive): " + board.tailSet(kim, false));
        SortedSet<Entry> band = board.subSet(probe(1300), probe(900));
        System.out.println("subSet [1300, 900) band: " + band);
        NavigableSet<Entry> band2 = board.subSet(lb.byName.get("ava"), false, lb.byName.get("ben"), true);
        System.out.println("subSet (ava, ben]: " + band2);
        System.out.println("top 3: " + topN(board, 3));

        System.out.println("=== ceiling / floor / higher / lower ===");
        int[] scores = {1500, 1400, 1200, 1000, 950, 300, 2000};
        for (int s : scores) {
            Entry p = probe(s);
            System.out.println("  probe " + s + ": ceiling=" + board.ceiling(p) + " floor=" + board.floor(p)
                    + " higher=" + board.higher(p) + " lower=" + board.lower(p));
        }
        Entry mara = lb.byName.get("mara");
        System.out.println("  higher(mara)=" + board.higher(mara) + " lower(mara)=" + board.lower(mara)
                + " ceiling(mara)=" + board.ceiling(mara) + " floor(mara)=" + board.floor(mara));

        System.out.println("=== descendingSet ===");
        NavigableSet<Entry> asc = board.descendingSet();
        System.out.println("lowest to highest: " + asc);
        System.out.println("descending first: " + asc.first() + " last: " + asc.last());
        Iterator<Entry> di = board.descendingIterator();
        List<String> bottom = new ArrayList<>();
        while (di.hasNext() && bottom.size() < 3) bottom.add(di.next().name);
        System.out.println("bottom 3 names: " + bottom);

        System.out.println("=== Live views ===");
        System.out.println("above-1000 view size before: " + above.size());
        lb.submit("ben", 1250, 4);
        System.out.println("above-1000 view after ben's improvement: " + above);
        System.out.println("below view now: " + atOrBelow);

        System.out.println("=== Awarding prizes with pollFirst ===");
        TreeSet<Entry> prizes = new TreeSet<>(board);
        String[] medals = {"gold", "silver", "bronze"};
        for (String m : medals) {
            Entry winner = prizes.pollFirst();
            System.out.println("  " + m + ": " + winner + " (level " + winner.level + ")");
        }
        System.out.println("  pollLast (wooden spoon): " + prizes.pollLast());
        System.out.println("  remaining: " + prizes);
        System.out.println("  original untouched size: " + board.size());

        System.out.println("=== Level groups (TreeMap of TreeSets) ===");
        TreeMap<Integer, TreeSet<Entry>> byLevel = new TreeMap<>();
        for (Entry e : board) {
            byLevel.computeIfAbsent(e.level / 3, k -> new TreeSet<>(RANKING)).add(e);
        }
        for (Integer tier : byLevel.descendingKeySet()) {
            TreeSet<Entry> group = byLevel.get(tier);
            System.out.println("  tier " + tier + ": best=" + group.first() + " worst=" + group.last() + " all=" + group);
        }

        System.out.println("=== Plain TreeSet<String> navigation ===");
        TreeSet<String> names = new TreeSet<>(lb.byName.keySet());
        System.out.println("names: " + names);
        System.out.println("ceiling(c)=" + names.ceiling("c") + " floor(c)=" + names.floor("c") + " higher(li)=" + names.higher("li") + " lower(ava)=" + names.lower("ava"));
        System.out.println("subSet(b, m)=" + names.subSet("b", "m") + " headSet(k)=" + names.headSet("k") + " tailSet(r)=" + names.tailSet("r"));
        TreeSet<String> byLength = new TreeSet<>(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder()));
        byLength.addAll(names);
        System.out.println("by length, then reverse alpha: " + byLength + " descending: " + byLength.descendingSet());
        while (!names.isEmpty()) {
            String n = names.pollFirst();
            if (n.length() > 3) System.out.println("  long name polled: " + n);
        }
        System.out.println("names empty: " + names.isEmpty() + " pollFirst on empty: " + names.pollFirst());
    }

    static List<Entry> topN(TreeSet<Entry> set, int n) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : set) {
            if (out.size() == n) break;
            out.add(e);
        }
        return out;
    }
}
