import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

public class HuffmanCoding {
    static int counter = 0;

    static class Node implements Comparable<Node> {
        final int freq;
        final char symbol;
        final Node left, right;
        final int order;

        Node(int freq, char symbol, Node left, Node right) {
            this.freq = freq;
            this.symbol = symbol;
            this.left = left;
            this.right = right;
            this.order = counter++;
        }

        boolean isLeaf() {
            return left == null;
        }

        public int compareTo(Node o) {
            return freq != o.freq ? Integer.compare(freq, o.freq) : Integer.compare(order, o.order);
        }
    }

    static void assign(Node n, String prefix, Map<Character, String> codes) {
        if (n.isLeaf()) {
            codes.put(n.symbol, prefix.isEmpty() ? "0" : prefix);
            return;
        }
        assign(n.left, prefix + "0", codes);
        assign(n.right, prefix + "1", codes);
    }

    public static void main(String[] args) {
        String text = "abracadabra alakazam";
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : text.toCharArray()) {
            freq.merge(c, 1, Integer::sum);
        }
        System.out.println("frequencies " + freq);
        PriorityQueue<Node> pq = new PriorityQueue<>();
        for (Map.Entry<Character, Integer> e : freq.entrySet()) {
            pq.add(new Node(e.getValue(), e.getKey(), null, null));
        }
        while (pq.size() > 1) {
            Node a = pq.poll();
            Node b = pq.poll();
            pq.add(new Node(a.freq + b.freq, '\0', a, b));
        }
        Node root = pq.poll();
        Map<Character, String> codes = new TreeMap<>();
        assign(root, "", codes);
        for (Map.Entry<Character, String> e : codes.entrySet()) {
            System.out.println("'" + e.getKey() + "' -> " + e.getValue());
        }
        StringBuilder bits = new StringBuilder();
        for (char c : text.toCharArray()) {
            bits.append(codes.get(c));
        }
        System.out.println("encoded " + bits.length() + " bits vs " + text.length() * 8 + " raw");
        System.out.println(bits);
        StringBuilder decoded = new StringBuilder();
        Node cur = root;
        for (int i = 0; i < bits.length(); i++) {
            cur = bits.charAt(i) == '0' ? cur.left : cur.right;
            if (cur.isLeaf()) {
                decoded.append(cur.symbol);
                cur = root;
            }
        }
        System.out.println("decoded matches: " + decoded.toString().equals(text) + " -> " + decoded);
    }
}
