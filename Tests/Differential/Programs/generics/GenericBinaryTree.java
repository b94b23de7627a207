import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

public class GenericBinaryTree<K extends Comparable<K>, V> {
    private class Node {
        final K key;
        V value;
        Node left, right;

        Node(K key, V value) {
            this.key = key;
            this.value = value;
        }
    }

    private Node root;
    private int size;

    V put(K key, V value) {
        if (root == null) {
            root = new Node(key, value);
            size++;
            return null;
        }
        Node cur = root;
        while (true) {
            int c = key.compareTo(cur.key);
            if (c == 0) {
                V old = cur.value;
                cur.value = value;
                return old;
            }
            Node next = c < 0 ? cur.left : cur.right;
            if (next == null) {
                if (c < 0) {
                    cur.left = new Node(key, value);
                } else {
                    cur.right = new Node(key, value);
                }
                size++;
                return null;
            }
            cur = next;
        }
    }

    V get(K key) {
        Node cur = root;
        while (cur != null) {
            int c = key.compareTo(cur.key);
            if (c == 0) {
                return cur.value;
            }
            cur = c < 0 ? cur.left : cur.right;
        }
        return null;
    }

    int height() {
        return height(root);
    }

    private int height(Node n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    void inOrder(Consumer<K> visit) {
        inOrder(root, visit);
    }

    private void inOrder(Node n, Consumer<K> visit) {
        if (n != null) {
            inOrder(n.left, visit);
            visit.accept(n.key);
            inOrder(n.right, visit);
        }
    }

    public static void main(String[] args) {
        GenericBinaryTree<Integer, String> t = new GenericBinaryTree<>();
        int[] keys = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
        for (int k : keys) {
            t.put(k, "v" + k);
        }
        System.out.println("replace returns " + t.put(40, "forty") + ", new key returns " + t.put(10, "ten"));
        List<Integer> order = new ArrayList<>();
        t.inOrder(order::add);
        System.out.println("in order " + order + " size " + t.size + " height " + t.height());
        System.out.println("get 40 " + t.get(40) + " get 65 " + t.get(65) + " get 99 " + t.get(99));
        GenericBinaryTree<String, Integer> words = new GenericBinaryTree<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
            Integer prev = words.get(w);
            words.put(w, prev == null ? 1 : prev + 1);
        }
        StringBuilder sb = new StringBuilder();
        words.inOrder(w -> sb.append(w).append('=').append(words.get(w)).append(' '));
        System.out.println(sb.toString().trim());
        System.out.println("word tree height " + words.height());
    }
}
