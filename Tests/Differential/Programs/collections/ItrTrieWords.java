import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.TreeMap;
import java.util.Map;

public class ItrTrieWords {
    public static void main(String[] args) {
        WordTrie trie = new WordTrie();
        String[] words = {"car", "cart", "carbon", "care", "cat", "dog", "dot", "do", "done", "zebra", "car", "apple", "app"};
        for (String w : words) {
            boolean added = trie.insert(w);
            System.out.println(String.format("insert %-8s -> %s (size=%d)", w, added ? "new" : "dup", trie.size()));
        }

        System.out.println("All words in order:");
        int i = 0;
        for (String w : trie) {
            System.out.println(String.format("  %5d. %s", ++i, w));
        }

        String[] prefixes = {"car", "do", "a", "x", "cat", ""};
        for (String p : prefixes) {
            List<String> found = new ArrayList<>();
            for (String w : trie.withPrefix(p)) {
                found.add(w);
            }
            System.out.println("prefix '" + p + "' -> " + found.size() + " " + found);
        }

        System.out.println("contains(cart)=" + trie.contains("cart") + " contains(ca)=" + trie.contains("ca")
                + " contains(apple)=" + trie.contains("apple"));

        // Remove via iterator: drop words shorter than 4
        Iterator<String> it = trie.iterator();
        while (it.hasNext()) {
            String w = it.next();
            if (w.length() < 4) {
                it.remove();
            }
        }
        System.out.println("After removing short words: size=" + trie.size());
        StringBuilder sb = new StringBuilder();
        for (String w : trie) {
            sb.append(w).append(' ');
        }
        System.out.println("  " + sb.toString().trim());
        System.out.println("contains(car)=" + trie.contains("car") + " contains(cart)=" + trie.contains("cart"));

        // Iterator exhaustion
        Iterator<String> empty = trie.withPrefix("q").iterator();
        System.out.println("prefix q hasNext=" + empty.hasNext());
        try {
            empty.next();
        } catch (NoSuchElementException e) {
            System.out.println("next on empty prefix -> " + e.getClass().getSimpleName());
        }
        Iterator<String> fresh = trie.iterator();
        try {
            fresh.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove without next -> " + e.getClass().getSimpleName());
        }

        // Group by first letter using TreeMap
        Map<Character, Integer> counts = new TreeMap<>();
        for (String w : trie) {
            counts.merge(w.charAt(0), 1, Integer::sum);
        }
        for (Map.Entry<Character, Integer> e : counts.entrySet()) {
            System.out.println("  letter " + e.getKey() + ": " + e.getValue());
        }
        System.out.println("Node count: " + trie.nodeCount());
    }
}

class WordTrie implements Iterable<String> {
    private static class Node {
        final TreeMap<Character, Node> children = new TreeMap<>();
        boolean terminal;
    }

    private final Node root = new Node();
    private int size;

    boolean insert(String word) {
        Node cur = root;
        for (char c : word.toCharArray()) {
            cur = cur.children.computeIfAbsent(c, k -> new Node());
        }
        if (cur.terminal) return false;
        cur.terminal = true;
        size++;
        return true;
    }

    private Node find(String prefix) {
        Node cur = root;
        for (int i = 0; i < prefix.length() && cur != null; i++) {
            cur = cur.children.get(prefix.charAt(i));
        }
        return cur;
    }

    boolean contains(String word) {
        Node n = find(word);
        return n != null && n.terminal;
    }

    boolean delete(String word) {
        Node n = find(word);
        if (n == null || !n.terminal) return false;
        n.terminal = false;
        size--;
        prune(root, word, 0);
        return true;
    }

    private boolean prune(Node node, String word, int depth) {
        if (depth == word.length()) {
            return !node.terminal && node.children.isEmpty();
        }
        char c = word.charAt(depth);
        Node child = node.children.get(c);
        if (child != null && prune(child, word, depth + 1)) {
            node.children.remove(c);
        }
        return !node.terminal && node.children.isEmpty();
    }

    int size() { return size; }

    int nodeCount() {
        int count = 0;
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            count++;
            for (Node c : n.children.values()) stack.push(c);
        }
        return count;
    }

    Iterable<String> withPrefix(String prefix) {
        return () -> new WordIterator(find(prefix), prefix);
    }

    @Override
    public Iterator<String> iterator() {
        return new WordIterator(root, "");
    }

    private class WordIterator implements Iterator<String> {
        private final Deque<Node> nodes = new ArrayDeque<>();
        private final Deque<String> paths = new ArrayDeque<>();
        private String pending;
        private String lastReturned;

        WordIterator(Node start, String prefix) {
            if (start != null) {
                nodes.push(start);
                paths.push(prefix);
            }
            advance();
        }

        private void advance() {
            pending = null;
            while (!nodes.isEmpty()) {
                Node n = nodes.pop();
                String path = paths.pop();
                // push children in reverse order so smallest is processed first
                for (Character c : n.children.descendingKeySet()) {
                    nodes.push(n.children.get(c));
                    paths.push(path + c);
                }
                if (n.terminal) {
                    pending = path;
                    return;
                }
            }
        }

        @Override
        public boolean hasNext() {
            return pending != null;
        }

        @Override
        public String next() {
            if (pending == null) throw new NoSuchElementException();
            lastReturned = pending;
            advance();
            return lastReturned;
        }

        @Override
        public void remove() {
            if (lastReturned == null) throw new IllegalStateException();
            // only unmarks terminal / prunes nodes already visited or leaf chains with no pending children
            Node n = find(lastReturned);
            if (n != null && n.children.isEmpty()) {
                delete(lastReturned);
            } else if (n != null) {
                n.terminal = false;
                size--;
            }
            lastReturned = null;
        }
    }
}
