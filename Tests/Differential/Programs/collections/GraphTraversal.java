import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GraphTraversal {
    static Map<String, List<String>> graph = new TreeMap<>();

    static void edge(String a, String b) {
        graph.computeIfAbsent(a, k -> new ArrayList<>()).add(b);
        graph.computeIfAbsent(b, k -> new ArrayList<>()).add(a);
    }

    static List<String> bfs(String start) {
        List<String> order = new ArrayList<>();
        Map<String, Integer> dist = new TreeMap<>();
        Deque<String> q = new ArrayDeque<>();
        q.add(start);
        dist.put(start, 0);
        while (!q.isEmpty()) {
            String cur = q.poll();
            order.add(cur + "@" + dist.get(cur));
            for (String n : graph.get(cur)) {
                if (!dist.containsKey(n)) {
                    dist.put(n, dist.get(cur) + 1);
                    q.add(n);
                }
            }
        }
        return order;
    }

    static void dfs(String node, List<String> visited, int depth) {
        visited.add(node);
        System.out.println("  ".repeat(depth) + node);
        for (String n : graph.get(node)) {
            if (!visited.contains(n)) {
                dfs(n, visited, depth + 1);
            }
        }
    }

    public static void main(String[] args) {
        edge("A", "B");
        edge("A", "C");
        edge("B", "D");
        edge("C", "D");
        edge("D", "E");
        edge("E", "F");
        edge("C", "G");
        edge("X", "Y");
        System.out.println("adjacency " + graph);
        System.out.println("bfs from A " + bfs("A"));
        System.out.println("bfs from X " + bfs("X"));
        List<String> visited = new ArrayList<>();
        dfs("A", visited, 0);
        System.out.println("dfs order " + visited);
        int components = 0;
        List<String> seen = new ArrayList<>();
        for (String node : graph.keySet()) {
            if (!seen.contains(node)) {
                components++;
                for (String s : bfs(node)) {
                    seen.add(s.substring(0, s.indexOf('@')));
                }
            }
        }
        System.out.println("components " + components);
    }
}
