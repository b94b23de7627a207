public class StaticNestedClasses {
    private static int created = 0;

    static class Node {
        final int value;
        Node next;

        Node(int value) {
            this.value = value;
            created++;
        }
    }

    static class Stack {
        private Node head;
        private int size;

        void push(int v) {
            Node n = new Node(v);
            n.next = head;
            head = n;
            size++;
        }

        int pop() {
            if (head == null) {
                throw new IllegalStateException("empty stack");
            }
            int v = head.value;
            head = head.next;
            size--;
            return v;
        }

        static class Stats {
            static String describe(Stack s) {
                StringBuilder sb = new StringBuilder("[");
                for (Node n = s.head; n != null; n = n.next) {
                    sb.append(n.value);
                    if (n.next != null) {
                        sb.append(", ");
                    }
                }
                return sb.append("] size=").append(s.size).toString();
            }
        }
    }

    public static void main(String[] args) {
        Stack s = new Stack();
        for (int i = 1; i <= 5; i++) {
            s.push(i * i);
            System.out.println(Stack.Stats.describe(s));
        }
        System.out.println("pop " + s.pop() + " pop " + s.pop());
        System.out.println(Stack.Stats.describe(s));
        Stack other = new Stack();
        other.push(42);
        System.out.println("other " + Stack.Stats.describe(other) + " created nodes " + created);
        while (true) {
            try {
                System.out.println("draining " + s.pop());
            } catch (IllegalStateException e) {
                System.out.println("stopped: " + e.getMessage());
                break;
            }
        }
        StaticNestedClasses.Node direct = new StaticNestedClasses.Node(-1);
        System.out.println("direct node " + direct.value + " next " + direct.next + " created " + created);
    }
}
