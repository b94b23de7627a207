import java.util.*;

public class AlgoGenericBst {
    static class Bst<T extends Comparable<T>> implements Iterable<T> {
        private static final class Node<T> {
            T value;
            Node<T> left, right;
            Node(T value) { this.value = value; }
        }

        private Node<T> root;
        private int size;
        private int modCount;

        boolean add(T value) {
            if (root == null) {
                root = new Node<>(value);
                size++;
                modCount++;
                return true;
            }
            Node<T> cur = root;
            while (true) {
                int c = value.compareTo(cur.value);
                if (c == 0) return false;
                if (c < 0) {
                    if (cur.left == null) { cur.left = new Node<>(value); break; }
                    cur = cur.left;
                } else {
                    if (cur.right == null) { cur.right = new Node<>(value); break; }
                    cur = cur.right;
                }
            }
            size++;
            modCount++;
            return true;
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

        boolean remove(T value) {
            int before = size;
            root = remove(root, value);
            if (size != before) modCount++;
            return size != before;
        }

        private Node<T> remove(Node<T> node, T value) {
            if (node == null) return null;
            int c = value.compareTo(node.value);
            if (c < 0) { node.left = remove(node.left, value); return node; }
            if (c > 0) { node.right = remove(node.right, value); return node; }
            if (node.left == null) { size--; return node.right; }
            if (node.right == null) { size--; return node.left; }
            Node<T> succ = node.right;
            while (succ.left != null) succ = succ.left;
            node.value = succ.value;
            node.right = remove(node.right, succ.value);
            return node;
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

        Optional<T> floor(T value) {
            Node<T> cur = root;
            T best = null;
            while (cur != null) {
                int c = value.compareTo(cur.value);
                if (c == 0) return Optional.of(cur.value);
                if (c < 0) cur = cur.left;
                else { best = cur.value; cur = cur.right; }
            }
            return Optional.ofNullable(best);
        }

        int height() { return height(root); }
        private int height(Node<T> n) {
            return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
        }

        int size() { return size; }
        List<T> range(T lo, T hi) {
            List<T> out = new ArrayList<>();
            for (T v : this) {
                if (v.compareTo(lo) >= 0 && v.compareTo(hi) <= 0) out.add(v);
            }
            return out;
        }

        @Override
        public Iterator<T> iterator() { return new InOrderIterator(); }
        private class InOrderIterator implements Iterator<T> {
            private final Deque<Node<T>> stack = new ArrayDeque<>();
            private final int expectedMod = modCount;

            InOrderIterator() { pushLeft(root); }
            private void pushLeft(Node<T> n) {
                while (n != null) { stack.push(n); n = n.left; }
            }

            @Override
            public boolean hasNext() { return !stack.isEmpty(); }
            @Override
            public T next() {
                if (expectedMod != modCount) throw new ConcurrentModificationException("tree changed");
                if (stack.isEmpty()) throw new NoSuchElementException("iterator exhausted");
                Node<T> n = stack.pop();
                pushLeft(n.right);
                return n.value;
            }
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("{");
            for (T v : this) {
                if (sb.length() > 1) sb.append(", ");
                sb.append(v);
            }
            return sb.append("}").toString();
        }
    }

    record Version(int major, int minor) implements Comparable<Version> {
        public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }
        @Override public String toString() { return major + "." + minor; }
    }

    public static void main(String[] args) {
        Bst<Integer> ints = new Bst<>();
        int[] seed = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50};
        for (int x : seed) System.out.println("add " + x + " -> " + ints.add(x));
        System.out.println("tree=" + ints + " size=" + ints.size() + " height=" + ints.height());
        System.out.println("min=" + ints.min().orElse(-1) + " max=" + ints.max().orElse(-1));
        System.out.println("floor(64)=" + ints.floor(64).map(String::valueOf).orElse("none"));
        System.out.println("floor(10)=" + ints.floor(10).map(String::valueOf).orElse("none"));
        System.out.println("contains 45? " + ints.contains(45) + ", 46? " + ints.contains(46));
        System.out.println("range[33,66]=" + ints.range(33, 66));
        for (int x : new int[]{30, 50, 99, 20}) {
            System.out.println("remove " + x + " -> " + ints.remove(x) + " now " + ints);
        }
        int sum = 0;
        for (int v : ints) sum += v;
        System.out.println("sum=" + sum + " height=" + ints.height());

        Iterator<Integer> it = ints.iterator();
        int steps = 0;
        try {
            while (true) { it.next(); steps++; }
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getSimpleName() + " after " + steps + ": " + e.getMessage());
        }
        try {
            for (int v : ints) {
                if (v > 60) ints.add(v + 1000);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("after CME: " + ints);

        Bst<String> words = new Bst<>();
        for (String w : "pear apple fig banana cherry apple date".split(" ")) words.add(w);
        StringBuilder sb = new StringBuilder();
        words.forEach(w -> sb.append(w.charAt(0)));
        System.out.println("words=" + words + " initials=" + sb);
        System.out.println("floor(coconut)=" + words.floor("coconut").orElse("?"));

        Bst<Version> versions = new Bst<>();
        for (int i = 0; i < 9; i++) versions.add(new Version(i % 3 + 1, (i * 7) % 5));
        System.out.println("versions=" + versions + " size=" + versions.size());
        System.out.println("latest=" + versions.max().map(Version::toString).orElse("none"));
        System.out.println("floor(2.3)=" + versions.floor(new Version(2, 3)).orElse(null));
        System.out.println("equal records: " + new Version(1, 2).equals(new Version(1, 2)));
        Bst<Integer> empty = new Bst<>();
        System.out.println("empty min present? " + empty.min().isPresent() + " height=" + empty.height() + " " + empty);
    }
}
