import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

public class GenTree {

    static final class Node<T> {
        T value;
        Node<T> left;
        Node<T> right;
        int count = 1;

        Node(T value) {
            this.value = value;
        }
    }

    static final class Tree<T extends Comparable<T>> {
        private Node<T> root;
        private int size = 0;
        private int duplicates = 0;

        boolean insert(T value) {
            if (root == null) {
                root = new Node<>(value);
                size++;
                return true;
            }
            Node<T> cur = root;
            while (true) {
                int c = value.compareTo(cur.value);
                if (c == 0) {
                    cur.count++;
                    duplicates++;
                    return false;
                } else if (c < 0) {
                    if (cur.left == null) {
                        cur.left = new Node<>(value);
                        size++;
                        return true;
                    }
                    cur = cur.left;
                } else {
                    if (cur.right == null) {
                        cur.right = new Node<>(value);
                        size++;
                        return true;
                    }
                    cur = cur.right;
                }
            }
        }

        boolean contains(T value) {
            Node<T> cur = root;
            while (cur != null) {
                int c = value.compareTo(cur.value);
                if (c == 0) {
                    return true;
                }
                cur = c < 0 ? cur.left : cur.right;
            }
            return false;
        }

        int depthOf(T value) {
            Node<T> cur = root;
            int depth = 0;
            while (cur != null) {
                int c = value.compareTo(cur.value);
                if (c == 0) {
                    return depth;
                }
                depth++;
                cur = c < 0 ? cur.left : cur.right;
            }
            return -1;
        }

        void inOrder(Consumer<T> visitor) {
            inOrder(root, visitor);
        }

        private void inOrder(Node<T> node, Consumer<T> visitor) {
            if (node == null) {
                return;
            }
            inOrder(node.left, visitor);
            visitor.accept(node.value);
            inOrder(node.right, visitor);
        }

        void preOrder(Consumer<T> visitor) {
            preOrder(root, visitor);
        }

        private void preOrder(Node<T> node, Consumer<T> visitor) {
            if (node == null) {
                return;
            }
            visitor.accept(node.value);
            preOrder(node.left, visitor);
            preOrder(node.right, visitor);
        }

        int height() {
            return height(root);
        }

        private int height(Node<T> node) {
            if (node == null) {
                return 0;
            }
            return 1 + Math.max(height(node.left), height(node.right));
        }

        T min() {
            if (root == null) {
                throw new IllegalStateException("empty tree has no min");
            }
            Node<T> cur = root;
            while (cur.left != null) {
                cur = cur.left;
            }
            return cur.value;
        }

        T max() {
            if (root == null) {
                throw new IllegalStateException("empty tree has no max");
            }
            Node<T> cur = root;
            while (cur.right != null) {
                cur = cur.right;
            }
            return cur.value;
        }

        int countOf(T value) {
            Node<T> cur = root;
            while (cur != null) {
                int c = value.compareTo(cur.value);
                if (c == 0) {
                    return cur.count;
                }
                cur = c < 0 ? cur.left : cur.right;
            }
            return 0;
        }

        List<T> range(T low, T high) {
            List<T> out = new ArrayList<>();
            inOrder(v -> {
                if (v.compareTo(low) >= 0 && v.compareTo(high) <= 0) {
                    out.add(v);
                }
            });
            return out;
        }

        int size() {
            return size;
        }

        int duplicates() {
            return duplicates;
        }

        String shape() {
            StringBuilder sb = new StringBuilder();
            shape(root, sb);
            return sb.toString();
        }

        private void shape(Node<T> node, StringBuilder sb) {
            if (node == null) {
                sb.append(".");
                return;
            }
            if (node.left == null && node.right == null) {
                sb.append(node.value);
                return;
            }
            sb.append("(");
            shape(node.left, sb);
            sb.append(" ").append(node.value).append(" ");
            shape(node.right, sb);
            sb.append(")");
        }
    }

    record Word(String text) implements Comparable<Word> {
        @Override
        public int compareTo(Word o) {
            if (text.length() != o.text.length()) {
                return Integer.compare(text.length(), o.text.length());
            }
            return text.compareTo(o.text);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    static <T extends Comparable<T>> void describe(String label, Tree<T> tree) {
        StringBuilder sb = new StringBuilder();
        tree.inOrder(v -> sb.append(v).append(' '));
        System.out.println(label + " inOrder: " + sb.toString().trim());
        StringBuilder pre = new StringBuilder();
        tree.preOrder(v -> pre.append(v).append(' '));
        System.out.println(label + " preOrder: " + pre.toString().trim());
        System.out.println(label + " size=" + tree.size() + " height=" + tree.height()
                + " min=" + tree.min() + " max=" + tree.max() + " dups=" + tree.duplicates());
        System.out.println(label + " shape: " + tree.shape());
    }

    public static void main(String[] args) {
        Tree<Integer> ints = new Tree<>();
        int[] values = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50, 50, 10, 5};
        for (int v : values) {
            boolean added = ints.insert(v);
            System.out.println("insert " + v + (added ? " added" : " duplicate") + ", height now " + ints.height());
        }
        describe("ints", ints);
        int[] probes = {35, 36, 5, 100, 50, 65};
        for (int p : probes) {
            System.out.println("contains " + p + "? " + ints.contains(p) + " depth=" + ints.depthOf(p)
                    + " count=" + ints.countOf(p));
        }
        System.out.println("range 30..65: " + ints.range(30, 65));
        int[] sum = {0};
        ints.inOrder(v -> sum[0] += v);
        System.out.println("sum of distinct = " + sum[0]);

        Tree<Integer> skewed = new Tree<>();
        for (int i = 1; i <= 8; i++) {
            skewed.insert(i * i);
        }
        describe("skewed", skewed);

        Tree<String> strings = new Tree<>();
        String sentence = "the quick brown fox jumps over the lazy dog and the quick cat";
        for (String w : sentence.split(" ")) {
            strings.insert(w);
        }
        describe("strings", strings);
        String[] lookups = {"fox", "wolf", "the", "and", "zebra"};
        for (String l : lookups) {
            System.out.println("'" + l + "' contains=" + strings.contains(l) + " count=" + strings.countOf(l)
                    + " depth=" + strings.depthOf(l));
        }
        System.out.println("range c..l: " + strings.range("c", "l"));
        List<String> upper = new ArrayList<>();
        strings.inOrder(s -> {
            if (s.length() > 3) {
                upper.add(s.toUpperCase());
            }
        });
        System.out.println("long words upper: " + String.join(",", upper));

        Tree<Word> words = new Tree<>();
        for (String w : sentence.split(" ")) {
            words.insert(new Word(w));
        }
        describe("words(by length)", words);
        System.out.println("range len3..len4: " + words.range(new Word("aaa"), new Word("zzzz")));

        Tree<String> empty = new Tree<>();
        System.out.println("empty height=" + empty.height() + " size=" + empty.size()
                + " contains x? " + empty.contains("x") + " shape=" + empty.shape());
        try {
            empty.min();
        } catch (IllegalStateException e) {
            System.out.println("empty.min threw: " + e.getMessage());
        }
        try {
            empty.max();
        } catch (IllegalStateException e) {
            System.out.println("empty.max threw: " + e.getMessage());
        }
    }
}
