public class CovariantReturns {
    static class Node {
        final String label;

        Node(String label) {
            this.label = label;
        }

        Node copy() {
            return new Node(label + "'");
        }

        Object payload() {
            return "node payload";
        }

        @Override
        public String toString() {
            return "Node(" + label + ")";
        }
    }

    static class Leaf extends Node {
        final int weight;

        Leaf(String label, int weight) {
            super(label);
            this.weight = weight;
        }

        @Override
        Leaf copy() {
            return new Leaf(label + "*", weight + 1);
        }

        @Override
        String payload() {
            return "leaf payload w=" + weight;
        }

        @Override
        public String toString() {
            return "Leaf(" + label + "," + weight + ")";
        }
    }

    public static void main(String[] args) {
        Leaf leaf = new Leaf("x", 1);
        Leaf leafCopy = leaf.copy();
        System.out.println(leafCopy + " weight " + leafCopy.weight);
        Leaf twice = leaf.copy().copy();
        System.out.println(twice);
        Node asNode = leaf;
        Node nodeCopy = asNode.copy();
        System.out.println(nodeCopy + " is Leaf: " + (nodeCopy instanceof Leaf));
        String p = leaf.payload();
        Object op = asNode.payload();
        System.out.println(p.length() + " " + op);
        Node plain = new Node("n");
        System.out.println(plain.copy() + " " + plain.payload());
        Node[] nodes = {plain, leaf, leafCopy};
        for (Node n : nodes) {
            System.out.println(n + " -> " + n.copy() + " / " + n.payload());
        }
    }
}
