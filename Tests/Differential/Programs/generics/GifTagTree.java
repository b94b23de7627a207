import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

public class GifTagTree {
    public static void main(String[] args) {
        Tree<String> tags = new Tree<>();
        String[] incoming = {"java", "swift", "generics", "api", "kotlin", "java", "zig", "build", "swift", "lambda"};
        for (String t : incoming) {
            boolean added = tags.insert(t);
            System.out.println(String.format("insert %-8s -> %s (size %d)", t, added ? "added" : "duplicate", tags.size()));
        }
        StringBuilder sb = new StringBuilder();
        tags.inOrder(t -> sb.append(t).append(' '));
        System.out.println("in order: " + sb.toString().trim());
        System.out.println("as list: " + tags.toList());
        System.out.println("height: " + tags.height());
        System.out.println("min: " + tags.min().orElse("-") + ", max: " + tags.max().orElse("-"));
        System.out.println("contains kotlin: " + tags.contains("kotlin"));
        System.out.println("contains rust: " + tags.contains("rust"));
        System.out.println("range [b, k]: " + tags.range("b", "k"));
        System.out.println("floor of 'm': " + tags.floor("m").orElse("none"));
        System.out.println("floor of 'a': " + tags.floor("a").orElse("none"));
        int[] counter = {0};
        tags.inOrder(t -> {
            counter[0]++;
            if (t.length() > 4) System.out.println(String.format("  long tag %5d: %s", counter[0], t));
        });
        Tree<Integer> ids = new Tree<>();
        int[] values = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
        for (int v : values) ids.insert(v);
        List<Integer> evens = new ArrayList<>();
        ids.inOrder(v -> { if (v % 2 == 0) evens.add(v); });
        System.out.println("ids: " + ids.toList());
        System.out.println("even ids: " + evens);
        System.out.println("ids height: " + ids.height() + ", size: " + ids.size());
        System.out.println("ids in [33, 62]: " + ids.range(33, 62));
        System.out.println("floor 64: " + ids.floor(64).map(String::valueOf).orElse("none"));
        System.out.println("empty min: " + new Tree<Integer>().min().isPresent());

        Tree<Tag> popular = new Tree<>();
        popular.insert(new Tag("java", 120));
        popular.insert(new Tag("swift", 95));
        popular.insert(new Tag("api", 120));
        popular.insert(new Tag("zig", 7));
        popular.insert(new Tag("build", 40));
        System.out.println("duplicate tag insert: " + popular.insert(new Tag("java", 120)));
        System.out.println("popular tags (count desc, then name):");
        popular.inOrder(t -> System.out.println(String.format("  %-8s %5d", t.name(), t.count())));
    }
}

record Tag(String name, int count) implements Comparable<Tag> {
    public int compareTo(Tag other) {
        if (count != other.count) return count > other.count ? -1 : 1;
        return name.compareTo(other.name);
    }
}

class Node<T> {
    T value;
    Node<T> left;
    Node<T> right;
    Node(T value) { this.value = value; }
}

class Tree<T extends Comparable<T>> {
    private Node<T> root;
    private int size = 0;
    int size() { return size; }
    boolean insert(T value) {
        if (root == null) { root = new Node<>(value); size++; return true; }
        Node<T> cur = root;
        while (true) {
            int c = value.compareTo(cur.value);
            if (c == 0) return false;
            Node<T> next = c < 0 ? cur.left : cur.right;
            if (next == null) {
                if (c < 0) cur.left = new Node<>(value); else cur.right = new Node<>(value);
                size++;
                return true;
            }
            cur = next;
        }
    }
    boolean contains(T value) {
        Node<T> cur = root;
        while (cur != null) {
            int c = value.compareTo(cur.value);
            if (c == 0) return true;
            cur = c < 0 ? cur.left : cur.right;
        }
        return false;
    }
    void inOrder(Consumer<T> action) { walk(root, action); }
    private void walk(Node<T> node, Consumer<T> action) {
        if (node == null) return;
        walk(node.left, action);
        action.accept(node.value);
        walk(node.right, action);
    }
    List<T> toList() {
        List<T> out = new ArrayList<>();
        inOrder(out::add);
        return out;
    }
    List<T> range(T lo, T hi) {
        List<T> out = new ArrayList<>();
        inOrder(v -> { if (v.compareTo(lo) >= 0 && v.compareTo(hi) <= 0) out.add(v); });
        return out;
    }
    Optional<T> floor(T target) {
        Optional<T> best = Optional.empty();
        Node<T> cur = root;
        while (cur != null) {
            int c = target.compareTo(cur.value);
            if (c == 0) return Optional.of(cur.value);
            if (c < 0) { cur = cur.left; } else { best = Optional.of(cur.value); cur = cur.right; }
        }
        return best;
    }
    Optional<T> min() {
        if (root == null) return Optional.empty();
        Node<T> cur = root;
        while (cur.left != null) cur = cur.left;
        return Optional.of(cur.value);
    }
    Optional<T> max() {
        if (root == null) return Optional.empty();
        Node<T> cur = root;
        while (cur.right != null) cur = cur.right;
        return Optional.of(cur.value);
    }
    int height() { return heightOf(root); }
    private int heightOf(Node<T> node) {
        return node == null ? 0 : 1 + Math.max(heightOf(node.left), heightOf(node.right));
    }
}
