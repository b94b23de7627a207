import java.util.*;
import java.util.stream.*;

public class AlgoTrieAutocomplete {
    static class InvalidWordException extends Exception {
        InvalidWordException(String word) { super("invalid word '" + word + "'"); }
    }

    static final class TrieNode {
        final Map<Character, TrieNode> children = new TreeMap<>();
        boolean terminal;
        int weight;
        int passCount;
    }

    record Suggestion(String word, int weight) {}

    static final class Trie {
        private final TrieNode root = new TrieNode();
        private int words;

        private static String normalize(String word) throws InvalidWordException {
            if (word == null || word.isEmpty()) throw new InvalidWordException(String.valueOf(word));
            String lower = word.toLowerCase();
            for (char c : lower.toCharArray()) {
                if (c < 'a' || c > 'z') throw new InvalidWordException(word);
            }
            return lower;
        }

        boolean insert(String raw, int weight) throws InvalidWordException {
            String word = normalize(raw);
            if (contains(word)) {
                find(word).ifPresent(n -> n.weight += weight);
                return false;
            }
            TrieNode cur = root;
            cur.passCount++;
            for (char c : word.toCharArray()) {
                cur = cur.children.computeIfAbsent(c, k -> new TrieNode());
                cur.passCount++;
            }
            cur.terminal = true;
            cur.weight = weight;
            words++;
            return true;
        }

        Optional<TrieNode> find(String prefix) {
            TrieNode cur = root;
            for (int i = 0; i < prefix.length(); i++) {
                cur = cur.children.get(prefix.charAt(i));
                if (cur == null) return Optional.empty();
            }
            return Optional.of(cur);
        }

        boolean contains(String word) {
            return find(word).map(n -> n.terminal).orElse(false);
        }

        int countWithPrefix(String prefix) {
            return find(prefix).map(n -> n.passCount).orElse(0);
        }

        List<Suggestion> complete(String prefix) {
            List<Suggestion> out = new ArrayList<>();
            find(prefix).ifPresent(n -> collect(n, new StringBuilder(prefix), out));
            return out;
        }

        private void collect(TrieNode node, StringBuilder path, List<Suggestion> out) {
            if (node.terminal) out.add(new Suggestion(path.toString(), node.weight));
            for (Map.Entry<Character, TrieNode> e : node.children.entrySet()) {
                path.append(e.getKey());
                collect(e.getValue(), path, out);
                path.setLength(path.length() - 1);
            }
        }

        List<String> topK(String prefix, int k) {
            return complete(prefix).stream()
                    .sorted(Comparator.comparingInt(Suggestion::weight).reversed().thenComparing(Suggestion::word))
                    .limit(k)
                    .map(Suggestion::word)
                    .collect(Collectors.toList());
        }

        boolean delete(String word) {
            if (!contains(word)) return false;
            TrieNode cur = root;
            cur.passCount--;
            for (int i = 0; i < word.length(); i++) {
                char c = word.charAt(i);
                TrieNode next = cur.children.get(c);
                next.passCount--;
                if (next.passCount == 0) {
                    cur.children.remove(c);
                    words--;
                    return true;
                }
                cur = next;
            }
            cur.terminal = false;
            cur.weight = 0;
            words--;
            return true;
        }

        String longestCommonPrefix() {
            StringBuilder sb = new StringBuilder();
            TrieNode cur = root;
            while (cur.children.size() == 1 && !cur.terminal) {
                Map.Entry<Character, TrieNode> only = cur.children.entrySet().iterator().next();
                sb.append(only.getKey());
                cur = only.getValue();
            }
            return sb.toString();
        }

        int size() { return words; }

        int nodeCount() { return countNodes(root); }

        private int countNodes(TrieNode n) {
            int total = 1;
            for (TrieNode child : n.children.values()) total += countNodes(child);
            return total;
        }
    }

    public static void main(String[] args) {
        Trie trie = new Trie();
        String[] vocab = {"car", "card", "care", "careful", "cart", "cat", "catalog", "dog", "dot", "do",
                          "Carbon", "car", "c4t", "", "door", "dorm"};
        for (int i = 0; i < vocab.length; i++) {
            try {
                boolean added = trie.insert(vocab[i], (i * 17) % 11 + 1);
                System.out.println("insert " + vocab[i] + " -> " + (added ? "new" : "bumped"));
            } catch (InvalidWordException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println("words=" + trie.size() + " nodes=" + trie.nodeCount());
        for (String p : new String[]{"car", "ca", "do", "x", ""}) {
            List<Suggestion> s = trie.complete(p);
            System.out.println("complete('" + p + "') count=" + trie.countWithPrefix(p) + " -> "
                    + s.stream().map(Suggestion::word).collect(Collectors.joining(",")));
        }
        System.out.println("weights car*: " + trie.complete("car").stream()
                .map(s -> s.word() + "=" + s.weight()).collect(Collectors.joining(" ")));
        System.out.println("top3('ca')=" + trie.topK("ca", 3));
        System.out.println("top2('do')=" + trie.topK("do", 2));
        System.out.println("contains care? " + trie.contains("care") + " carefu? " + trie.contains("carefu"));
        for (String w : new String[]{"careful", "care", "cat", "zebra", "do"}) {
            System.out.println("delete " + w + " -> " + trie.delete(w) + " words=" + trie.size() + " nodes=" + trie.nodeCount());
        }
        System.out.println("after deletes ca: " + trie.complete("ca").stream().map(Suggestion::word).collect(Collectors.toList()));
        System.out.println("after deletes do: " + trie.complete("do").stream().map(Suggestion::word).collect(Collectors.toList()));

        Trie small = new Trie();
        try {
            for (String w : List.of("interview", "internet", "interval", "internal")) small.insert(w, w.length());
        } catch (InvalidWordException e) {
            System.out.println("unexpected " + e.getMessage());
        }
        System.out.println("lcp=" + small.longestCommonPrefix());
        Map<Character, Long> byFirst = Stream.of(vocab).filter(w -> !w.isEmpty())
                .collect(Collectors.groupingBy(w -> Character.toLowerCase(w.charAt(0)), TreeMap::new, Collectors.counting()));
        System.out.println("byFirst=" + byFirst);
    }
}
