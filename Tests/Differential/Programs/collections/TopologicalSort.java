import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

public class TopologicalSort {
    static List<String> topo(Map<String, List<String>> deps) {
        Map<String, Integer> indegree = new LinkedHashMap<>();
        Map<String, List<String>> users = new LinkedHashMap<>();
        for (String k : deps.keySet()) {
            indegree.putIfAbsent(k, 0);
            for (String d : deps.get(k)) {
                indegree.putIfAbsent(d, 0);
                indegree.put(k, indegree.get(k) + 1);
                users.computeIfAbsent(d, x -> new ArrayList<>()).add(k);
            }
        }
        TreeSet<String> ready = new TreeSet<>();
        for (Map.Entry<String, Integer> e : indegree.entrySet()) {
            if (e.getValue() == 0) {
                ready.add(e.getKey());
            }
        }
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String n = ready.pollFirst();
            order.add(n);
            System.out.println("  take " + n + " remaining ready " + ready);
            for (String u : users.getOrDefault(n, List.of())) {
                int left = indegree.get(u) - 1;
                indegree.put(u, left);
                if (left == 0) {
                    ready.add(u);
                }
            }
        }
        if (order.size() != indegree.size()) {
            throw new IllegalStateException("cycle detected after " + order);
        }
        return order;
    }

    public static void main(String[] args) {
        Map<String, List<String>> build = new LinkedHashMap<>();
        build.put("app", List.of("lib", "utils", "config"));
        build.put("lib", List.of("utils", "core"));
        build.put("utils", List.of("core"));
        build.put("tests", List.of("app"));
        build.put("config", List.of());
        System.out.println("order " + topo(build));
        Map<String, List<String>> cyclic = new LinkedHashMap<>();
        cyclic.put("a", List.of("b"));
        cyclic.put("b", List.of("c"));
        cyclic.put("c", List.of("a"));
        cyclic.put("d", List.of());
        try {
            topo(cyclic);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Deque<String> stack = new ArrayDeque<>(topo(build));
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) {
            sb.append(stack.pollLast()).append(stack.isEmpty() ? "" : " <- ");
        }
        System.out.println("teardown " + sb);
    }
}
