import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

public class GenericsUtilMethods {

    static final class Util {
        private Util() {}

        static <T extends Comparable<T>> T maxOf(List<T> items) {
            if (items.isEmpty()) {
                throw new IllegalArgumentException("empty list");
            }
            T best = items.get(0);
            for (T item : items) {
                if (item.compareTo(best) > 0) {
                    best = item;
                }
            }
            return best;
        }

        static <T extends Comparable<T>> T minOf(List<T> items) {
            T best = items.get(0);
            for (int i = 1; i < items.size(); i++) {
                if (items.get(i).compareTo(best) < 0) {
                    best = items.get(i);
                }
            }
            return best;
        }

        static <T> List<T> filter(List<T> items, Predicate<? super T> predicate) {
            List<T> out = new ArrayList<>();
            for (T item : items) {
                if (predicate.test(item)) {
                    out.add(item);
                }
            }
            return out;
        }

        static <K, V> Map<V, List<K>> invert(Map<K, V> map) {
            Map<V, List<K>> out = new LinkedHashMap<>();
            for (Map.Entry<K, V> e : map.entrySet()) {
                out.computeIfAbsent(e.getValue(), v -> new ArrayList<>()).add(e.getKey());
            }
            return out;
        }

        static <T, R> List<R> mapAll(List<? extends T> items, Function<? super T, ? extends R> fn) {
            List<R> out = new ArrayList<>(items.size());
            for (T item : items) {
                out.add(fn.apply(item));
            }
            return out;
        }

        static <T> List<T> emptyList() {
            return new ArrayList<>();
        }

        @SafeVarargs
        static <T> List<T> listOf(T... items) {
            return new ArrayList<>(Arrays.asList(items));
        }

        static <T> T firstOrDefault(List<T> items, T fallback) {
            return items.isEmpty() ? fallback : items.get(0);
        }

        static <K extends Comparable<K>, T> Map<K, List<T>> groupBy(List<T> items, Function<T, K> keyFn) {
            Map<K, List<T>> out = new TreeMap<>();
            for (T item : items) {
                out.computeIfAbsent(keyFn.apply(item), k -> new ArrayList<>()).add(item);
            }
            return out;
        }
    }

    static class Task implements Comparable<Task> {
        final String title;
        final int priority;
        final String assignee;

        Task(String title, int priority, String assignee) {
            this.title = title;
            this.priority = priority;
            this.assignee = assignee;
        }

        @Override
        public int compareTo(Task other) {
            if (priority != other.priority) {
                return Integer.compare(priority, other.priority);
            }
            return title.compareTo(other.title);
        }

        @Override
        public String toString() {
            return title + "[p" + priority + "," + assignee + "]";
        }
    }

    public static void main(String[] args) {
        List<Integer> numbers = Util.listOf(14, 3, 27, 8, 27, 1, 19);
        System.out.println("numbers = " + numbers);
        System.out.println("maxOf numbers = " + Util.maxOf(numbers));
        System.out.println("minOf numbers = " + Util.minOf(numbers));

        List<String> names = Util.listOf("mallory", "alice", "trent", "bob", "zoe");
        System.out.println("maxOf names = " + Util.maxOf(names) + ", minOf names = " + Util.minOf(names));

        List<Task> tasks = Util.listOf(
                new Task("Fix login", 3, "ana"),
                new Task("Write docs", 1, "ben"),
                new Task("Release", 3, "ana"),
                new Task("Refactor UI", 2, "cho"),
                new Task("Triage bugs", 2, "ben"));
        System.out.println("highest priority task = " + Util.maxOf(tasks));
        System.out.println("lowest priority task = " + Util.minOf(tasks));

        List<Integer> evens = Util.filter(numbers, n -> n % 2 == 0);
        System.out.println("evens = " + evens);
        Predicate<Object> notNull = o -> o != null;
        System.out.println("filter with Predicate<Object> = " + Util.filter(names, notNull).size() + " names");
        List<Task> anaTasks = Util.filter(tasks, t -> t.assignee.equals("ana"));
        System.out.println("ana's tasks = " + anaTasks);

        Map<String, String> roles = new LinkedHashMap<>();
        roles.put("alice", "admin");
        roles.put("bob", "editor");
        roles.put("carol", "viewer");
        roles.put("dave", "editor");
        roles.put("erin", "admin");
        roles.put("frank", "editor");
        Map<String, List<String>> byRole = Util.invert(roles);
        for (Map.Entry<String, List<String>> e : byRole.entrySet()) {
            System.out.println("role " + e.getKey() + " -> " + e.getValue());
        }

        Map<Integer, Integer> squares = new TreeMap<>();
        for (int i = -3; i <= 3; i++) {
            squares.put(i, i * i);
        }
        System.out.println("inverted squares = " + Util.invert(squares));

        List<String> taskTitles = Util.mapAll(tasks, t -> t.title.toUpperCase());
        System.out.println("titles = " + taskTitles);
        Function<Object, String> describe = o -> "<" + o + ">";
        List<CharSequence> described = Util.<Integer, CharSequence>mapAll(evens, describe);
        System.out.println("described evens = " + described);
        List<Integer> lengths = Util.mapAll(names, String::length);
        System.out.println("name lengths = " + lengths + ", longest = " + Util.maxOf(lengths));

        List<String> none = Util.<String>emptyList();
        System.out.println("emptyList size = " + none.size());
        none.add("first!");
        System.out.println("after add = " + none);
        System.out.println("firstOrDefault(empty) = " + Util.firstOrDefault(Util.<String>emptyList(), "n/a"));
        System.out.println("firstOrDefault(names) = " + Util.firstOrDefault(names, "n/a"));

        Map<String, List<Task>> byAssignee = Util.groupBy(tasks, t -> t.assignee);
        System.out.println("grouped by assignee = " + byAssignee);
        Map<Integer, List<String>> byLength = Util.groupBy(names, String::length);
        System.out.println("names by length = " + byLength);

        List<Task> sorted = new ArrayList<>(tasks);
        Collections.sort(sorted);
        System.out.println("sorted tasks = " + sorted);

        try {
            Util.maxOf(Util.<Integer>emptyList());
        } catch (IllegalArgumentException e) {
            System.out.println("maxOf(empty) threw: " + e.getMessage());
        }
    }
}
