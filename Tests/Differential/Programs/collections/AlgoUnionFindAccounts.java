import java.util.*;
import java.util.stream.*;

public class AlgoUnionFindAccounts {
    static final class UnionFind {
        private final int[] parent;
        private final int[] rank;
        private int components;
        private int findCalls;

        UnionFind(int n) {
            parent = new int[n];
            rank = new int[n];
            for (int i = 0; i < n; i++) parent[i] = i;
            components = n;
        }

        int find(int x) {
            findCalls++;
            if (parent[x] != x) parent[x] = find(parent[x]);
            return parent[x];
        }

        boolean union(int a, int b) {
            int ra = find(a), rb = find(b);
            if (ra == rb) return false;
            if (rank[ra] < rank[rb]) { int t = ra; ra = rb; rb = t; }
            parent[rb] = ra;
            if (rank[ra] == rank[rb]) rank[ra]++;
            components--;
            return true;
        }

        void linkRaw(int child, int newParent) { parent[child] = newParent; }
        int components() { return components; }
        String parents() { return Arrays.toString(parent); }
        int findCalls() { return findCalls; }
    }

    static final class DisjointSets<T extends Comparable<T>> {
        private final Map<T, Integer> ids = new HashMap<>();
        private final List<T> items = new ArrayList<>();
        private UnionFind uf = new UnionFind(0);

        int idOf(T item) {
            Integer id = ids.get(item);
            if (id != null) return id;
            int fresh = items.size();
            ids.put(item, fresh);
            items.add(item);
            UnionFind grown = new UnionFind(fresh + 1);
            for (int i = 0; i < fresh; i++) grown.union(i, uf.find(i));
            uf = grown;
            return fresh;
        }

        boolean connect(T a, T b) {
            int ia = idOf(a);
            int ib = idOf(b);
            return uf.union(ia, ib);
        }

        boolean connected(T a, T b) {
            if (!ids.containsKey(a) || !ids.containsKey(b)) return false;
            return uf.find(ids.get(a)) == uf.find(ids.get(b));
        }

        List<TreeSet<T>> groups() {
            Map<Integer, TreeSet<T>> byRoot = new HashMap<>();
            for (int i = 0; i < items.size(); i++) {
                byRoot.computeIfAbsent(uf.find(i), k -> new TreeSet<>()).add(items.get(i));
            }
            List<TreeSet<T>> out = new ArrayList<>(byRoot.values());
            out.sort(Comparator.comparing(TreeSet::first));
            return out;
        }

        int count() { return uf.components(); }
    }

    record Account(String owner, List<String> emails) {
        @Override public String toString() { return owner + " " + emails; }
    }

    static List<Account> mergeAccounts(List<Account> accounts) {
        UnionFind uf = new UnionFind(accounts.size());
        Map<String, Integer> firstSeen = new HashMap<>();
        for (int i = 0; i < accounts.size(); i++) {
            for (String email : accounts.get(i).emails()) {
                Integer prev = firstSeen.putIfAbsent(email.toLowerCase(), i);
                if (prev != null) uf.union(prev, i);
            }
        }
        Map<Integer, TreeSet<String>> merged = new TreeMap<>();
        for (int i = 0; i < accounts.size(); i++) {
            TreeSet<String> set = merged.computeIfAbsent(uf.find(i), k -> new TreeSet<>());
            accounts.get(i).emails().forEach(e -> set.add(e.toLowerCase()));
        }
        return merged.entrySet().stream()
                .map(e -> new Account(accounts.get(e.getKey()).owner(), new ArrayList<>(e.getValue())))
                .sorted(Comparator.comparing(Account::owner).thenComparing(a -> a.emails().get(0)))
                .collect(Collectors.toList());
    }

    static int torusIslands(String[] grid) {
        int rows = grid.length, cols = grid[0].length();
        UnionFind uf = new UnionFind(rows * cols);
        int land = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r].charAt(c) != '#') continue;
                land++;
                int[][] dirs = {{0, -1}, {-1, 0}};
                for (int[] d : dirs) {
                    int nr = Math.floorMod(r + d[0], rows), nc = Math.floorMod(c + d[1], cols);
                    if (grid[nr].charAt(nc) == '#') uf.union(r * cols + c, nr * cols + nc);
                }
            }
        }
        return uf.components() - (rows * cols - land);
    }

    public static void main(String[] args) {
        UnionFind chain = new UnionFind(6);
        for (int i = 1; i < 6; i++) chain.linkRaw(i, i - 1);
        System.out.println("chain before=" + chain.parents());
        System.out.println("find(5)=" + chain.find(5) + " calls=" + chain.findCalls());
        System.out.println("chain after =" + chain.parents());
        System.out.println("find(5) again=" + chain.find(5) + " calls=" + chain.findCalls());

        UnionFind uf = new UnionFind(10);
        int[][] pairs = {{0, 1}, {2, 3}, {1, 3}, {4, 5}, {0, 2}, {6, 7}, {8, 9}, {7, 9}, {5, 9}};
        for (int[] p : pairs) {
            boolean merged = uf.union(p[0], p[1]);
            System.out.println("union(" + p[0] + "," + p[1] + ") -> " + merged + " components=" + uf.components());
        }
        System.out.println("parents=" + uf.parents());
        System.out.println("same(3,0)=" + (uf.find(3) == uf.find(0)) + " same(3,4)=" + (uf.find(3) == uf.find(4)));

        List<Account> accounts = List.of(
                new Account("Ann", List.of("ann@work.com", "ann.smith@mail.com")),
                new Account("Bob", List.of("bob@home.org")),
                new Account("Ann", List.of("Ann.Smith@mail.com", "annie@fun.net")),
                new Account("Cid", List.of("cid@x.io", "c@x.io")),
                new Account("Ann", List.of("ann@other.com")),
                new Account("Ann", List.of("annie@fun.net", "ann@other.com")),
                new Account("Bob", List.of("bobby@home.org")),
                new Account("Cid", List.of("c@x.io")));
        List<Account> merged = mergeAccounts(accounts);
        merged.forEach(a -> System.out.println("merged: " + a));
        System.out.println("accounts " + accounts.size() + " -> " + merged.size());
        Map<String, Long> perOwner = merged.stream()
                .collect(Collectors.groupingBy(Account::owner, TreeMap::new, Collectors.counting()));
        System.out.println("perOwner=" + perOwner);

        DisjointSets<String> friends = new DisjointSets<>();
        String[][] links = {{"mia", "noah"}, {"liam", "emma"}, {"noah", "zoe"}, {"ava", "ava"}, {"emma", "leo"}, {"zoe", "mia"}};
        for (String[] l : links) System.out.println("connect " + l[0] + "-" + l[1] + " -> " + friends.connect(l[0], l[1]));
        System.out.println("groups=" + friends.groups() + " count=" + friends.count());
        System.out.println("mia~zoe=" + friends.connected("mia", "zoe") + " mia~leo=" + friends.connected("mia", "leo")
                + " mia~bob=" + friends.connected("mia", "bob"));

        String[] grid = {"#..#", "....", ".##.", "#..#"};
        System.out.println("torus islands=" + torusIslands(grid));
        System.out.println("torus islands(2)=" + torusIslands(new String[]{"#.#.", ".#.#", "#.#.", "...."}));
    }
}
