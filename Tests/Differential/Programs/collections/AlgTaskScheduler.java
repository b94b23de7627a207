import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class AlgTaskScheduler {
    public static void main(String[] args) {
        TaskGraph build = new TaskGraph();
        build.addTask("fetch", 2);
        build.addTask("resolveDeps", 3);
        build.addTask("compileKotlin", 8);
        build.addTask("compileJava", 5);
        build.addTask("processResources", 1);
        build.addTask("mergeAssets", 2);
        build.addTask("dex", 4);
        build.addTask("lint", 6);
        build.addTask("unitTest", 7);
        build.addTask("package", 2);
        build.addTask("sign", 1);
        build.dependsOn("resolveDeps", "fetch");
        build.dependsOn("compileKotlin", "resolveDeps");
        build.dependsOn("compileJava", "compileKotlin");
        build.dependsOn("processResources", "fetch");
        build.dependsOn("mergeAssets", "processResources");
        build.dependsOn("dex", "compileJava");
        build.dependsOn("lint", "compileKotlin");
        build.dependsOn("unitTest", "compileJava");
        build.dependsOn("package", "dex");
        build.dependsOn("package", "mergeAssets");
        build.dependsOn("sign", "package");

        System.out.println("=== Task graph ===");
        build.print();

        System.out.println();
        System.out.println("=== Kahn order ===");
        List<String> kahn = build.kahnOrder();
        System.out.println(kahn);

        System.out.println();
        System.out.println("=== DFS order (stack based) ===");
        List<String> dfs = build.dfsOrder();
        System.out.println(dfs);
        System.out.println("orders agree on size: " + (kahn.size() == dfs.size()));
        System.out.println("both valid: " + build.isValidOrder(kahn) + " / " + build.isValidOrder(dfs));

        System.out.println();
        System.out.println("=== Parallel stages ===");
        List<List<String>> stages = build.stages();
        for (int i = 0; i < stages.size(); i++) {
            System.out.println(String.format("stage %d: %s", i, stages.get(i)));
        }

        System.out.println();
        System.out.println("=== Earliest finish / critical path ===");
        Map<String, Integer> finish = new LinkedHashMap<>();
        Map<String, String> via = new LinkedHashMap<>();
        for (String t : kahn) {
            int start = 0;
            String best = null;
            for (String dep : build.prerequisites(t)) {
                if (finish.get(dep) > start) {
                    start = finish.get(dep);
                    best = dep;
                }
            }
            finish.put(t, start + build.duration(t));
            via.put(t, best);
            System.out.println(String.format("%s start=%5d end=%5d", TaskGraph.pad(t, 18), start, finish.get(t)));
        }
        String last = null;
        int maxFinish = -1;
        for (Map.Entry<String, Integer> e : finish.entrySet()) {
            if (e.getValue() > maxFinish) {
                maxFinish = e.getValue();
                last = e.getKey();
            }
        }
        Deque<String> critical = new ArrayDeque<>();
        for (String cur = last; cur != null; cur = via.get(cur)) {
            critical.push(cur);
        }
        System.out.println("critical path: " + String.join(" -> ", critical) + " total=" + maxFinish);

        System.out.println();
        System.out.println("=== Cycle detection ===");
        TaskGraph broken = new TaskGraph();
        for (String t : new String[]{"a", "b", "c", "d", "e"}) broken.addTask(t, 1);
        broken.dependsOn("b", "a");
        broken.dependsOn("c", "b");
        broken.dependsOn("d", "c");
        broken.dependsOn("b", "d");
        broken.dependsOn("e", "a");
        List<String> partial = broken.kahnOrder();
        System.out.println("partial order: " + partial);
        if (partial.size() < broken.size()) {
            List<String> stuck = new ArrayList<>();
            for (String t : broken.taskNames()) {
                if (!partial.contains(t)) stuck.add(t);
            }
            System.out.println("cycle among: " + stuck);
        }
        System.out.println("cycle path: " + broken.findCycle());
        System.out.println("clean graph cycle: " + build.findCycle());
    }
}

class TaskGraph {
    static String pad(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) sb.append('.');
        return sb.toString();
    }

    private final Map<String, Integer> durations = new LinkedHashMap<>();
    private final Map<String, Set<String>> dependents = new LinkedHashMap<>();
    private final Map<String, Set<String>> prereqs = new LinkedHashMap<>();

    void addTask(String name, int duration) {
        durations.put(name, duration);
        dependents.put(name, new LinkedHashSet<>());
        prereqs.put(name, new LinkedHashSet<>());
    }

    void dependsOn(String task, String prerequisite) {
        dependents.get(prerequisite).add(task);
        prereqs.get(task).add(prerequisite);
    }

    int size() {
        return durations.size();
    }

    int duration(String t) {
        return durations.get(t);
    }

    List<String> taskNames() {
        return new ArrayList<>(durations.keySet());
    }

    Set<String> prerequisites(String t) {
        return prereqs.get(t);
    }

    void print() {
        for (Map.Entry<String, Set<String>> e : prereqs.entrySet()) {
            System.out.println(String.format("%s (%dmin) needs %s", pad(e.getKey(), 18), durations.get(e.getKey()), e.getValue()));
        }
    }

    List<String> kahnOrder() {
        Map<String, Integer> indegree = new LinkedHashMap<>();
        for (String t : durations.keySet()) indegree.put(t, prereqs.get(t).size());
        ArrayDeque<String> queue = new ArrayDeque<>();
        for (Map.Entry<String, Integer> e : indegree.entrySet()) {
            if (e.getValue().intValue() == 0) queue.offer(e.getKey());
        }
        List<String> order = new ArrayList<>();
        while (!queue.isEmpty()) {
            String t = queue.poll();
            order.add(t);
            for (String next : dependents.get(t)) {
                int d = indegree.get(next) - 1;
                indegree.put(next, d);
                if (d == 0) queue.offer(next);
            }
        }
        return order;
    }

    List<String> dfsOrder() {
        Set<String> visited = new LinkedHashSet<>();
        Deque<String> result = new ArrayDeque<>();
        for (String start : durations.keySet()) {
            if (visited.contains(start)) continue;
            Deque<String[]> stack = new ArrayDeque<>();
            stack.push(new String[]{start, "enter"});
            while (!stack.isEmpty()) {
                String[] frame = stack.pop();
                String node = frame[0];
                if (frame[1].equals("exit")) {
                    result.push(node);
                    continue;
                }
                if (visited.contains(node)) continue;
                visited.add(node);
                stack.push(new String[]{node, "exit"});
                List<String> kids = new ArrayList<>(dependents.get(node));
                for (int i = kids.size() - 1; i >= 0; i--) {
                    if (!visited.contains(kids.get(i))) stack.push(new String[]{kids.get(i), "enter"});
                }
            }
        }
        return new ArrayList<>(result);
    }

    boolean isValidOrder(List<String> order) {
        Map<String, Integer> pos = new LinkedHashMap<>();
        for (int i = 0; i < order.size(); i++) pos.put(order.get(i), i);
        for (Map.Entry<String, Set<String>> e : prereqs.entrySet()) {
            for (String p : e.getValue()) {
                if (pos.get(p) > pos.get(e.getKey())) return false;
            }
        }
        return true;
    }

    List<List<String>> stages() {
        Map<String, Integer> level = new LinkedHashMap<>();
        int maxLevel = 0;
        for (String t : kahnOrder()) {
            int lv = 0;
            for (String p : prereqs.get(t)) lv = Math.max(lv, level.get(p) + 1);
            level.put(t, lv);
            maxLevel = Math.max(maxLevel, lv);
        }
        List<List<String>> stages = new ArrayList<>();
        for (int i = 0; i <= maxLevel; i++) stages.add(new ArrayList<>());
        for (Map.Entry<String, Integer> e : level.entrySet()) stages.get(e.getValue()).add(e.getKey());
        return stages;
    }

    List<String> findCycle() {
        Map<String, Integer> color = new LinkedHashMap<>();
        for (String t : durations.keySet()) color.put(t, 0);
        List<String> path = new ArrayList<>();
        for (String t : durations.keySet()) {
            if (color.get(t).intValue() == 0) {
                List<String> cycle = visit(t, color, path);
                if (cycle != null) return cycle;
            }
        }
        return new ArrayList<>();
    }

    private List<String> visit(String node, Map<String, Integer> color, List<String> path) {
        color.put(node, 1);
        path.add(node);
        for (String next : dependents.get(node)) {
            int c = color.get(next);
            if (c == 1) {
                List<String> cycle = new ArrayList<>(path.subList(path.indexOf(next), path.size()));
                cycle.add(next);
                return cycle;
            }
            if (c == 0) {
                List<String> found = visit(next, color, path);
                if (found != null) return found;
            }
        }
        path.remove(path.size() - 1);
        color.put(node, 2);
        return null;
    }
}
