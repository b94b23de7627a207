import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IterTreeTraversal {

    static class BinaryTree implements Iterable<Integer> {
        private Node root;
        private int size;

        private static class Node {
            int value;
            Node left;
            Node right;

            Node(int value) {
                this.value = value;
            }
        }

        boolean insert(int value) {
            if (root == null) {
                root = new Node(value);
                size++;
                return true;
            }
            Node cur = root;
            while (true) {
                if (value == cur.value) {
                    return false;
                } else if (value < cur.value) {
                    if (cur.left == null) {
                        cur.left = new Node(value);
                        size++;
                        return true;
                    }
                    cur = cur.left;
                } else {
                    if (cur.right == null) {
                        cur.right = new Node(value);
                        size++;
                        return true;
                    }
                    cur = cur.right;
                }
            }
        }

        int size() {
            return size;
        }

        int height() {
            return heightOf(root);
        }

        private int heightOf(Node n) {
            if (n == null) return 0;
            return 1 + Math.max(heightOf(n.left), heightOf(n.right));
        }

        @Override
        public Iterator<Integer> iterator() {
            return new InOrderIterator();
        }

        Iterator<Integer> levelOrder() {
            return new LevelOrderIterator();
        }

        Iterator<Integer> preOrder() {
            return new PreOrderIterator();
        }

        // Inner (non-static) class: uses the enclosing tree's root and size.
        class InOrderIterator implements Iterator<Integer> {
            private final Deque<Node> stack = new ArrayDeque<>();
            private int returned = 0;

            InOrderIterator() {
                pushLeft(root);
            }

            private void pushLeft(Node n) {
                while (n != null) {
                    stack.push(n);
                    n = n.left;
                }
            }

            @Override
            public boolean hasNext() {
                return !stack.isEmpty();
            }

            @Override
            public Integer next() {
                if (stack.isEmpty()) {
                    throw new NoSuchElementException("in-order done after " + returned + " of " + size);
                }
                Node n = stack.pop();
                pushLeft(n.right);
                returned++;
                return n.value;
            }
        }

        class LevelOrderIterator implements Iterator<Integer> {
            private final Deque<Node> queue = new ArrayDeque<>();

            LevelOrderIterator() {
                if (root != null) {
                    queue.addLast(root);
                }
            }

            @Override
            public boolean hasNext() {
                return !queue.isEmpty();
            }

            @Override
            public Integer next() {
                if (queue.isEmpty()) {
                    throw new NoSuchElementException("level-order done");
                }
                Node n = queue.removeFirst();
                if (n.left != null) queue.addLast(n.left);
                if (n.right != null) queue.addLast(n.right);
                return n.value;
            }
        }

        class PreOrderIterator implements Iterator<Integer> {
            private final Deque<Node> stack = new ArrayDeque<>();

            PreOrderIterator() {
                if (root != null) {
                    stack.push(root);
                }
            }

            @Override
            public boolean hasNext() {
                return !stack.isEmpty();
            }

            @Override
            public Integer next() {
                if (stack.isEmpty()) {
                    throw new NoSuchElementException("pre-order done");
                }
                Node n = stack.pop();
                if (n.right != null) stack.push(n.right);
                if (n.left != null) stack.push(n.left);
                return n.value;
            }
        }

        List<String> levels() {
            List<String> out = new ArrayList<>();
            if (root == null) return out;
            List<Node> current = new ArrayList<>();
            current.add(root);
            int depth = 0;
            while (!current.isEmpty()) {
                List<Node> nextLevel = new ArrayList<>();
                StringBuilder sb = new StringBuilder("depth " + depth + ":");
                for (Node n : current) {
                    sb.append(" ").append(n.value);
                    if (n.left != null) nextLevel.add(n.left);
                    if (n.right != null) nextLevel.add(n.right);
                }
                out.add(sb.toString());
                current = nextLevel;
                depth++;
            }
            return out;
        }
    }

    static String drain(Iterator<Integer> it) {
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) {
            if (sb.length() > 0) sb.append(" ");
            sb.append(it.next());
        }
        return sb.toString();
    }

    static void describe(String label, BinaryTree tree) {
        System.out.println("--- " + label + " (size=" + tree.size() + ", height=" + tree.height() + ") ---");
        System.out.println("in-order:    " + drain(tree.iterator()));
        System.out.println("pre-order:   " + drain(tree.preOrder()));
        System.out.println("level-order: " + drain(tree.levelOrder()));
        for (String line : tree.levels()) {
            System.out.println("  " + line);
        }
    }

    public static void main(String[] args) {
        BinaryTree balanced = new BinaryTree();
        int[] values = {50, 30, 70, 20, 40, 60, 80, 10, 25, 35, 45, 65, 90};
        for (int v : values) {
            balanced.insert(v);
        }
        describe("balanced", balanced);

        BinaryTree chain = new BinaryTree();
        for (int i = 1; i <= 6; i++) {
            chain.insert(i * 3);
        }
        describe("right chain", chain);

        BinaryTree zigzag = new BinaryTree();
        int[] zz = {100, 10, 90, 20, 80, 30, 70};
        for (int v : zz) {
            zigzag.insert(v);
        }
        describe("zigzag", zigzag);

        System.out.println("=== Duplicate inserts ===");
        BinaryTree dup = new BinaryTree();
        int[] dupVals = {5, 3, 5, 8, 3, 1, 8, 9};
        for (int v : dupVals) {
            boolean added = dup.insert(v);
            System.out.println("insert " + v + " -> " + (added ? "added" : "duplicate") + ", size=" + dup.size());
        }
        describe("dedup", dup);

        System.out.println("=== for-each sum and max via in-order ===");
        int sum = 0;
        int max = Integer.MIN_VALUE;
        int count = 0;
        for (int v : balanced) {
            sum += v;
            if (v > max) max = v;
            count++;
        }
        System.out.println("count=" + count + " sum=" + sum + " max=" + max);
        System.out.println("avg=" + String.format("%.2f", (double) sum / count));

        System.out.println("=== Interleaved iterators ===");
        Iterator<Integer> in = balanced.iterator();
        Iterator<Integer> lvl = balanced.levelOrder();
        StringBuilder pairs = new StringBuilder();
        while (in.hasNext() && lvl.hasNext()) {
            pairs.append("(").append(in.next()).append(",").append(lvl.next()).append(")");
        }
        System.out.println(pairs);

        System.out.println("=== Exhaustion ===");
        Iterator<Integer> small = dup.iterator();
        while (small.hasNext()) {
            small.next();
        }
        try {
            small.next();
        } catch (NoSuchElementException e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            new BinaryTree().levelOrder().next();
        } catch (NoSuchElementException e) {
            System.out.println("caught: " + e.getMessage());
        }

        System.out.println("=== Empty tree ===");
        BinaryTree empty = new BinaryTree();
        describe("empty", empty);
        int loops = 0;
        for (int v : empty) {
            loops += v;
        }
        System.out.println("loops over empty: " + loops);
    }
}
