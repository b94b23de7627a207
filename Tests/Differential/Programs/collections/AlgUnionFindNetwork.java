import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class AlgUnionFindNetwork {
    public static void main(String[] args) {
        String[] devices = {"router", "switchA", "switchB", "laptop", "phone", "printer", "camera", "tv", "nas", "tablet"};
        DisjointSet ds = new DisjointSet(devices.length);
        int[][] links = {{0, 1}, {1, 3}, {2, 5}, {4, 9}, {0, 2}, {6, 7}, {3, 5}, {8, 8}, {7, 6}};

        System.out.println("=== Connecting devices ===");
        for (int[] link : links) {
            boolean merged = ds.union(link[0], link[1]);
            System.out.println(String.format("link %-8s <-> %-8s merged=%s components=%d",
                    devices[link[0]], devices[link[1]], merged, ds.count()));
        }
        System.out.println("parents: " + Arrays.toString(ds.parentSnapshot()));
        System.out.println("ranks:   " + Arrays.toString(ds.rankSnapshot()));

        System.out.println();
        System.out.println("=== Connectivity queries ===");
        int[][] queries = {{3, 5}, {4, 0}, {9, 4}, {6, 8}, {1, 2}};
        for (int[] q : queries) {
            System.out.println(devices[q[0]] + " ~ " + devices[q[1]] + " : " + ds.connected(q[0], q[1]));
        }

        System.out.println();
        System.out.println("=== Groups ===");
        Map<Integer, List<String>> groups = new TreeMap<>();
        for (int i = 0; i < devices.length; i++) {
            groups.computeIfAbsent(ds.find(i), k -> new ArrayList<>()).add(devices[i]);
        }
        int idx = 1;
        for (Map.Entry<Integer, List<String>> e : groups.entrySet()) {
            System.out.println(String.format("group %d root=%-8s size=%d members=%s", idx++, devices[e.getKey()],
                    ds.sizeOf(e.getKey()), e.getValue()));
        }
        System.out.println("largest group size: " + ds.largest());

        System.out.println();
        System.out.println("=== Kruskal cable plan ===");
        List<Cable> cables = new ArrayList<>();
        cables.add(new Cable(0, 1, 4));
        cables.add(new Cable(0, 2, 3));
        cables.add(new Cable(1, 2, 1));
        cables.add(new Cable(1, 3, 2));
        cables.add(new Cable(2, 3, 4));
        cables.add(new Cable(3, 4, 2));
        cables.add(new Cable(4, 5, 6));
        cables.add(new Cable(2, 5, 7));
        cables.add(new Cable(5, 6, 1));
        cables.add(new Cable(4, 6, 5));
        cables.add(new Cable(6, 7, 3));
        cables.add(new Cable(5, 7, 2));
        cables.sort((a, b) -> a.cost != b.cost ? Integer.compare(a.cost, b.cost)
                : (a.u != b.u ? Integer.compare(a.u, b.u) : Integer.compare(a.v, b.v)));
        DisjointSet mst = new DisjointSet(8);
        int totalCost = 0;
        List<Cable> chosen = new ArrayList<>();
        for (Cable c : cables) {
            if (mst.union(c.u, c.v)) {
                chosen.add(c);
                totalCost += c.cost;
                System.out.println("take " + c + " total=" + totalCost);
            } else {
                System.out.println("skip " + c + " (would form a loop)");
            }
            if (mst.count() == 1) {
                System.out.println("all rooms connected after " + chosen.size() + " cables");
                break;
            }
        }
        System.out.println(String.format("MST cost=%d cables=%d avg=%.2f", totalCost, chosen.size(),
                totalCost / (double) chosen.size()));

        System.out.println();
        System.out.println("=== Redundant link detection ===");
        int[][] extra = {{1, 2}, {1, 3}, {2, 3}, {2, 4}, {5, 6}, {4, 1}, {6, 5}};
        DisjointSet red = new DisjointSet(7);
        for (int[] e : extra) {
            if (!red.union(e[0], e[1])) {
                System.out.println("redundant: " + e[0] + "-" + e[1]);
            }
        }
        System.out.println("islands remaining (incl. node 0): " + red.count());

        System.out.println();
        System.out.println("=== Account merging by shared email ===");
        String[][] accounts = {
                {"ann", "ann@x.io", "a.smith@y.io"},
                {"bob", "bob@z.io"},
                {"ann", "a.smith@y.io", "annie@w.io"},
                {"cat", "cat@q.io", "kitty@q.io"},
                {"bob", "bobby@z.io", "bob@z.io"},
                {"dan", "dan@d.io"}
        };
        DisjointSet acc = new DisjointSet(accounts.length);
        Map<String, Integer> owner = new TreeMap<>();
        for (int i = 0; i < accounts.length; i++) {
            for (int j = 1; j < accounts[i].length; j++) {
                Integer prevOwner = owner.get(accounts[i][j]);
                if (prevOwner == null) {
                    owner.put(accounts[i][j], i);
                } else {
                    acc.union(prevOwner, i);
                }
            }
        }
        Map<Integer, List<String>> merged = new TreeMap<>();
        for (Map.Entry<String, Integer> e : owner.entrySet()) {
            merged.computeIfAbsent(acc.find(e.getValue()), k -> new ArrayList<>()).add(e.getKey());
        }
        for (Map.Entry<Integer, List<String>> e : merged.entrySet()) {
            System.out.println(accounts[e.getKey()][0] + " -> " + e.getValue());
        }
    }
}

class Cable {
    final int u;
    final int v;
    final int cost;

    Cable(int u, int v, int cost) {
        this.u = u;
        this.v = v;
        this.cost = cost;
    }

    @Override
    public String toString() {
        return String.format("[%d-%d $%d]", u, v, cost);
    }
}

class DisjointSet {
    private final int[] parent;
    private final int[] rank;
    private final int[] size;
    private int components;

    DisjointSet(int n) {
        parent = new int[n];
        rank = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        components = n;
    }

    int find(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    boolean union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) return false;
        if (rank[ra] < rank[rb]) {
            int t = ra; ra = rb; rb = t;
        }
        parent[rb] = ra;
        size[ra] += size[rb];
        if (rank[ra] == rank[rb]) rank[ra]++;
        components--;
        return true;
    }

    boolean connected(int a, int b) {
        return find(a) == find(b);
    }

    int count() {
        return components;
    }

    int sizeOf(int x) {
        return size[find(x)];
    }

    int largest() {
        int best = 0;
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] == i && size[i] > best) best = size[i];
        }
        return best;
    }

    int[] parentSnapshot() {
        return parent.clone();
    }

    int[] rankSnapshot() {
        return Arrays.copyOf(rank, rank.length);
    }
}
