import java.util.*;
import java.util.stream.*;

public class AlgoDijkstraGraph {
    static class UnknownNodeException extends RuntimeException {
        UnknownNodeException(String name) { super("unknown node: " + name); }
    }

    record Edge(int to, int weight) {}

    record Route(List<String> stops, int cost) {
        @Override public String toString() { return String.join(" -> ", stops) + " (cost " + cost + ")"; }
    }

    static final class Graph {
        private final List<String> names = new ArrayList<>();
        private final Map<String, Integer> ids = new HashMap<>();
        private final List<List<Edge>> adj = new ArrayList<>();
        private int relaxations;
        private int pops;

        int node(String name) {
            Integer id = ids.get(name);
            if (id != null) return id;
            int fresh = names.size();
            names.add(name);
            ids.put(name, fresh);
            adj.add(new ArrayList<>());
            return fresh;
        }

        int idOf(String name) {
            Integer id = ids.get(name);
            if (id == null) throw new UnknownNodeException(name);
            return id;
        }

        void addEdge(String from, String to, int weight) {
            if (weight < 0) throw new IllegalArgumentException("negative weight " + from + "->" + to + ": " + weight);
            adj.get(node(from)).add(new Edge(node(to), weight));
        }

        void addRoad(String a, String b, int weight) {
            addEdge(a, b, weight);
            addEdge(b, a, weight);
        }

        int size() { return names.size(); }

        int[][] shortest(int src) {
            int n = names.size();
            int[] dist = new int[n];
            int[] prev = new int[n];
            Arrays.fill(dist, Integer.MAX_VALUE);
            Arrays.fill(prev, -1);
            dist[src] = 0;
            PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[0], b[0]));
            pq.add(new int[]{src, 0});
            while (!pq.isEmpty()) {
                int[] cur = pq.poll();
                pops++;
                int u = cur[0];
                if (cur[1] > dist[u]) continue;
                for (Edge e : adj.get(u)) {
                    int nd = dist[u] + e.weight();
                    if (nd < dist[e.to()]) {
                        dist[e.to()] = nd;
                        prev[e.to()] = u;
                        relaxations++;
                        pq.add(new int[]{e.to(), nd});
                    }
                }
            }
            return new int[][]{dist, prev};
        }

        Optional<Route> route(String from, String to) {
            int s = idOf(from);
            int t = idOf(to);
            int[][] res = shortest(s);
            if (res[0][t] == Integer.MAX_VALUE) return Optional.empty();
            LinkedList<String> stops = new LinkedList<>();
            for (int v = t; v != -1; v = res[1][v]) stops.addFirst(names.get(v));
            return Optional.of(new Route(stops, res[0][t]));
        }

        String stats() { return "pops=" + pops + " relaxations=" + relaxations; }
    }

    static int gridCost(int rows, int cols) {
        Graph g = new Graph();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                String here = r + ":" + c;
                g.node(here);
                if (c + 1 < cols) g.addRoad(here, r + ":" + (c + 1), (r * 7 + c * 3) % 9 + 1);
                if (r + 1 < rows) g.addRoad(here, (r + 1) + ":" + c, (r * 5 + c * 11) % 7 + 1);
            }
        }
        Route best = g.route("0:0", (rows - 1) + ":" + (cols - 1)).orElseThrow();
        System.out.println("grid " + rows + "x" + cols + " best=" + best.cost() + " hops=" + (best.stops().size() - 1) + " " + g.stats());
        return best.cost();
    }

    public static void main(String[] args) {
        Graph g = new Graph();
        g.addRoad("Home", "Bakery", 4);
        g.addRoad("Home", "School", 2);
        g.addRoad("School", "Bakery", 1);
        g.addRoad("Bakery", "Park", 5);
        g.addRoad("School", "Library", 8);
        g.addRoad("Park", "Library", 3);
        g.addEdge("Library", "Museum", 2);
        g.addEdge("Museum", "Park", 1);
        g.addRoad("Park", "Office", 6);
        g.addRoad("Library", "Office", 2);
        g.node("Island");
        System.out.println("nodes=" + g.size());

        int home = g.idOf("Home");
        int[][] res = g.shortest(home);
        List<String> names = g.names;
        for (int i = 0; i < names.size(); i++) {
            String d = res[0][i] == Integer.MAX_VALUE ? "  INF" : String.format("%5d", res[0][i]);
            String via = res[1][i] == -1 ? "-" : names.get(res[1][i]);
            System.out.println(String.format("%-8s", names.get(i)) + d + "  via " + via);
        }
        String[][] queries = {{"Home", "Museum"}, {"Museum", "Home"}, {"Office", "School"}, {"Home", "Island"}, {"Park", "Park"}};
        for (String[] q : queries) {
            System.out.println(q[0] + "=>" + q[1] + ": " + g.route(q[0], q[1]).map(Route::toString).orElse("unreachable"));
        }
        try {
            g.route("Home", "Mars");
        } catch (UnknownNodeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            g.addEdge("Home", "Park", -3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println(g.stats());

        long reachableSum = IntStream.of(res[0]).filter(d -> d != Integer.MAX_VALUE).asLongStream().sum();
        System.out.println("sum of reachable distances=" + reachableSum);
        String farthest = IntStream.range(0, names.size()).boxed()
                .filter(i -> res[0][i] != Integer.MAX_VALUE)
                .max(Comparator.comparingInt((Integer i) -> res[0][i]).thenComparing(i -> names.get(i)))
                .map(names::get).orElse("none");
        System.out.println("farthest from Home=" + farthest);

        int total = 0;
        for (int size = 2; size <= 6; size++) total += gridCost(size, size + 1);
        System.out.println("grid total=" + total + " hex=" + Integer.toHexString(total) + " mod7=" + Math.floorMod(-total, 7));
    }
}
