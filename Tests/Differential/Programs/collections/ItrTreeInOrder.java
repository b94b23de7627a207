import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class ItrTreeInOrder {
    public static void main(String[] args) {
        PriceTree<String> catalog = new PriceTree<>();
        int[] prices = {499, 199, 899, 99, 299, 699, 999, 249, 349, 799};
        String[] names = {"headset", "cable", "tablet", "sticker", "charger", "watch", "phone", "case", "speaker", "camera"};
        for (int i = 0; i < prices.length; i++) {
            catalog.put(prices[i], names[i]);
        }
        catalog.put(299, "fast charger");
        System.out.println("size=" + catalog.size() + " height=" + catalog.height());

        System.out.println("In-order (ascending price):");
        for (PriceTree.Entry<String> e : catalog) {
            System.out.println(String.format("  %5d  %s", e.key, e.value));
        }

        List<Integer> pre = new ArrayList<>();
        Iterator<PriceTree.Entry<String>> preIt = catalog.preOrder();
        while (preIt.hasNext()) {
            pre.add(preIt.next().key);
        }
        System.out.println("Pre-order keys: " + pre);

        List<Integer> level = new ArrayList<>();
        for (Iterator<PriceTree.Entry<String>> lit = catalog.levelOrder(); lit.hasNext(); ) {
            level.add(lit.next().key);
        }
        System.out.println("Level-order keys: " + level);

        // Range query using in-order iterator with early break
        int low = 200;
        int high = 700;
        StringBuilder sb = new StringBuilder();
        for (PriceTree.Entry<String> e : catalog) {
            if (e.key > high) break;
            if (e.key >= low) {
                sb.append(e.value).append('(').append(e.key).append(") ");
            }
        }
        System.out.println("Between " + low + " and " + high + ": " + sb.toString().trim());

        // Cumulative totals
        int running = 0;
        int idx = 0;
        for (PriceTree.Entry<String> e : catalog) {
            running += e.key;
            idx++;
            if (idx % 3 == 0) {
                System.out.println(String.format("  after %d items running total=%05d avg=%.2f", idx, running, running / (double) idx));
            }
        }

        // Remove expensive items through the iterator
        Iterator<PriceTree.Entry<String>> it = catalog.iterator();
        while (it.hasNext()) {
            PriceTree.Entry<String> e = it.next();
            if (e.key >= 800 || e.value.startsWith("c")) {
                it.remove();
                System.out.println("  removed " + e.value + " @" + e.key);
            }
        }
        System.out.println("After removal size=" + catalog.size());
        List<String> left = new ArrayList<>();
        for (PriceTree.Entry<String> e : catalog) {
            left.add(e.value + ":" + e.key);
        }
        System.out.println("Remaining: " + left);
        System.out.println("get(499)=" + catalog.get(499) + " get(899)=" + catalog.get(899));

        // Contract checks
        PriceTree<String> empty = new PriceTree<>();
        Iterator<PriceTree.Entry<String>> ei = empty.iterator();
        System.out.println("empty hasNext=" + ei.hasNext());
        try {
            ei.next();
        } catch (NoSuchElementException e) {
            System.out.println("empty next -> " + e.getClass().getSimpleName());
        }
        try {
            catalog.iterator().remove();
        } catch (IllegalStateException e) {
            System.out.println("remove first -> " + e.getClass().getSimpleName());
        }
        try {
            Iterator<PriceTree.Entry<String>> p = catalog.preOrder();
            p.next();
            p.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("pre-order remove -> " + e.getClass().getSimpleName());
        }
    }
}

class PriceTree<V> implements Iterable<PriceTree.Entry<V>> {
    static final class Entry<V> {
        final int key;
        V value;
        Entry<V> left;
        Entry<V> right;

        Entry(int key, V value) {
            this.key = key;
            this.value = value;
        }
    }

    private Entry<V> root;
    private int size;

    void put(int key, V value) {
        if (root == null) {
            root = new Entry<>(key, value);
            size++;
            return;
        }
        Entry<V> cur = root;
        while (true) {
            if (key < cur.key) {
                if (cur.left == null) { cur.left = new Entry<>(key, value); size++; return; }
                cur = cur.left;
            } else if (key > cur.key) {
                if (cur.right == null) { cur.right = new Entry<>(key, value); size++; return; }
                cur = cur.right;
            } else {
                cur.value = value;
                return;
            }
        }
    }

    V get(int key) {
        Entry<V> cur = root;
        while (cur != null) {
            if (key < cur.key) cur = cur.left;
            else if (key > cur.key) cur = cur.right;
            else return cur.value;
        }
        return null;
    }

    int size() { return size; }

    int height() { return height(root); }

    private int height(Entry<V> n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }

    private Entry<V> removeKey(Entry<V> node, int key) {
        if (node == null) return null;
        if (key < node.key) {
            node.left = removeKey(node.left, key);
        } else if (key > node.key) {
            node.right = removeKey(node.right, key);
        } else {
            if (node.left == null) return node.right;
            if (node.right == null) return node.left;
            Entry<V> min = node.right;
            while (min.left != null) min = min.left;
            Entry<V> replacement = new Entry<>(min.key, min.value);
            replacement.right = removeKey(node.right, min.key);
            replacement.left = node.left;
            return replacement;
        }
        return node;
    }

    @Override
    public Iterator<Entry<V>> iterator() {
        return new InOrder();
    }

    private class InOrder implements Iterator<Entry<V>> {
        private final Deque<Entry<V>> stack = new ArrayDeque<>();
        private Entry<V> last;

        InOrder() {
            pushLeft(root);
        }

        private void pushLeft(Entry<V> n) {
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
        public Entry<V> next() {
            if (stack.isEmpty()) throw new NoSuchElementException();
            Entry<V> n = stack.pop();
            pushLeft(n.right);
            last = n;
            return n;
        }

        @Override
        public void remove() {
            if (last == null) throw new IllegalStateException();
            int removedKey = last.key;
            root = removeKey(root, removedKey);
            size--;
            last = null;
            // rebuild stack: all keys greater than removedKey, on the path
            stack.clear();
            Entry<V> cur = root;
            while (cur != null) {
                if (cur.key > removedKey) {
                    stack.push(cur);
                    cur = cur.left;
                } else {
                    cur = cur.right;
                }
            }
        }
    }

    Iterator<Entry<V>> preOrder() {
        Deque<Entry<V>> stack = new ArrayDeque<>();
        if (root != null) stack.push(root);
        return new Iterator<Entry<V>>() {
            @Override
            public boolean hasNext() {
                return !stack.isEmpty();
            }

            @Override
            public Entry<V> next() {
                if (stack.isEmpty()) throw new NoSuchElementException();
                Entry<V> n = stack.pop();
                if (n.right != null) stack.push(n.right);
                if (n.left != null) stack.push(n.left);
                return n;
            }
        };
    }

    Iterator<Entry<V>> levelOrder() {
        Deque<Entry<V>> queue = new ArrayDeque<>();
        if (root != null) queue.addLast(root);
        return new Iterator<Entry<V>>() {
            @Override
            public boolean hasNext() {
                return !queue.isEmpty();
            }

            @Override
            public Entry<V> next() {
                if (queue.isEmpty()) throw new NoSuchElementException();
                Entry<V> n = queue.removeFirst();
                if (n.left != null) queue.addLast(n.left);
                if (n.right != null) queue.addLast(n.right);
                return n;
            }
        };
    }
}
