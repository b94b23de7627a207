import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

public class AlgDijkstraRoutes {
    public static void main(String[] args) {
        RouteGraph graph = new RouteGraph();
        graph.addRoad("Depot", "Alpha", 7);
        graph.addRoad("Depot", "Bravo", 9);
        graph.addRoad("Depot", "Foxtrot", 14);
        graph.addRoad("Alpha", "Bravo", 10);
        graph.addRoad("Alpha", "Charlie", 15);
        graph.addRoad("Bravo", "Charlie", 11);
        graph.addRoad("Bravo", "Foxtrot", 2);
        graph.addRoad("Charlie", "Delta", 6);
        graph.addRoad("Delta", "Echo", 9);
        graph.addRoad("Foxtrot", "Echo", 9);
        graph.addOneWay("Echo", "Golf", 3);
        graph.addOneWay("Golf", "Depot", 1);
        graph.addNode("Island");

        System.out.println("=== Road network ===");
        for (String node : graph.nodes()) {
            StringBuilder sb = new StringBuilder();
            for (Edge e : graph.edgesFrom(node)) {
                if (sb.length() > 0) sb.append(", ");
                sb.append(e);
            }
            System.out.println(String.format("%-8s -> [%s]", node, sb.toString()));
        }

        DijkstraResult fromDepot = Dijkstra.run(graph, "Depot");
        System.out.println();
        System.out.println("=== Shortest distances from Depot ===");
        for (String node : graph.nodes()) {
            int d = fromDepot.distanceTo(node);
            if (d == Integer.MAX_VALUE) {
                System.out.println(String.format("%-8s unreachable", node));
            } else {
                List<String> path = fromDepot.pathTo(node);
                System.out.println(String.format("%-8s %5d  via %s (hops=%d)", node, d, String.join(" > ", path), path.size() - 1));
            }
        }
        System.out.println("Settled order: " + fromDepot.settledOrder);
        System.out.println("Relaxations performed: " + fromDepot.relaxations);

        DijkstraResult fromGolf = Dijkstra.run(graph, "Golf");
        System.out.println();
        System.out.println("=== From Golf (one-way start) ===");
        for (String target : new String[]{"Echo", "Charlie", "Island"}) {
            int d = fromGolf.distanceTo(target);
            String text = d == Integer.MAX_VALUE ? "none" : String.valueOf(d);
            System.out.println("Golf -> " + target + " = " + text + " path=" + fromGolf.pathTo(target));
        }

        System.out.println();
        System.out.println("=== Delivery tour cost estimate ===");
        String[] stops = {"Depot", "Charlie", "Echo", "Alpha", "Depot"};
        int total = 0;
        for (int i = 0; i + 1 < stops.length; i++) {
            DijkstraResult r = Dijkstra.run(graph, stops[i]);
            int leg = r.distanceTo(stops[i + 1]);
            total += leg;
            System.out.println(String.format("Leg %d: %-8s to %-8s cost %5d running %5d", i + 1, stops[i], stops[i + 1], leg, total));
        }
        double avg = total / (double) (stops.length - 1);
        System.out.println(String.format("Total=%d average leg=%.2f", total, avg));

        System.out.println();
        System.out.println("=== Closing Bravo-Foxtrot road ===");
        graph.removeRoad("Bravo", "Foxtrot");
        DijkstraResult after = Dijkstra.run(graph, "Depot");
        for (String node : new String[]{"Foxtrot", "Echo", "Golf"}) {
            System.out.println(String.format("%-8s before=%d after=%d path=%s", node,
                    fromDepot.distanceTo(node), after.distanceTo(node), after.pathTo(node)));
        }
    }
}

class Edge implements Comparable<Edge> {
    final String from;
    final String to;
    final int weight;

    Edge(String from, String to, int weight) {
        this.from = from;
        this.to = to;
        this.weight = weight;
    }

    @Override
    public int compareTo(Edge other) {
        int c = Integer.compare(weight, other.weight);
        return c != 0 ? c : to.compareTo(other.to);
    }

    @Override
    public String toString() {
        return to + "(" + weight + ")";
    }
}

class RouteGraph {
    private final Map<String, List<Edge>> adjacency = new LinkedHashMap<>();

    void addNode(String name) {
        adjacency.computeIfAbsent(name, k -> new ArrayList<>());
    }

    void addOneWay(String a, String b, int w) {
        addNode(a);
        addNode(b);
        adjacency.get(a).add(new Edge(a, b, w));
    }

    void addRoad(String a, String b, int w) {
        addOneWay(a, b, w);
        addOneWay(b, a, w);
    }

    void removeRoad(String a, String b) {
        adjacency.get(a).removeIf(e -> e.to.equals(b));
        adjacency.get(b).removeIf(e -> e.to.equals(a));
    }

    List<String> nodes() {
        return new ArrayList<>(adjacency.keySet());
    }

    List<Edge> edgesFrom(String node) {
        List<Edge> list = adjacency.get(node);
        return list == null ? Collections.emptyList() : list;
    }
}

class DijkstraResult {
    final Map<String, Integer> dist = new LinkedHashMap<>();
    final Map<String, String> prev = new LinkedHashMap<>();
    final List<String> settledOrder = new ArrayList<>();
    int relaxations = 0;

    int distanceTo(String node) {
        Integer d = dist.get(node);
        return d == null ? Integer.MAX_VALUE : d;
    }

    List<String> pathTo(String node) {
        List<String> path = new ArrayList<>();
        if (distanceTo(node) == Integer.MAX_VALUE) return path;
        String cur = node;
        while (cur != null) {
            path.add(cur);
            cur = prev.get(cur);
        }
        Collections.reverse(path);
        return path;
    }
}

class Dijkstra {
    private static final class QueueEntry {
        final String node;
        final int dist;
        QueueEntry(String node, int dist) {
            this.node = node;
            this.dist = dist;
        }
    }

    static DijkstraResult run(RouteGraph graph, String source) {
        DijkstraResult result = new DijkstraResult();
        PriorityQueue<QueueEntry> pq = new PriorityQueue<>((a, b) -> {
            if (a.dist != b.dist) return Integer.compare(a.dist, b.dist);
            return a.node.compareTo(b.node);
        });
        result.dist.put(source, 0);
        pq.add(new QueueEntry(source, 0));
        List<String> settled = new ArrayList<>();
        while (!pq.isEmpty()) {
            QueueEntry top = pq.poll();
            if (settled.contains(top.node)) continue;
            if (top.dist > result.distanceTo(top.node)) continue;
            settled.add(top.node);
            result.settledOrder.add(top.node);
            List<Edge> sortedEdges = new ArrayList<>(graph.edgesFrom(top.node));
            Collections.sort(sortedEdges);
            for (Edge e : sortedEdges) {
                int candidate = top.dist + e.weight;
                if (candidate < result.distanceTo(e.to)) {
                    result.dist.put(e.to, candidate);
                    result.prev.put(e.to, top.node);
                    result.relaxations++;
                    pq.add(new QueueEntry(e.to, candidate));
                }
            }
        }
        return result;
    }
}
