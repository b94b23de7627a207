import java.util.Iterator;

public class GenericInnerClass<T> implements Iterable<T> {
    private Node head;
    private Node tail;
    private int size;

    private class Node {
        final T value;
        Node next;

        Node(T value) {
            this.value = value;
        }
    }

    void add(T value) {
        Node n = new Node(value);
        if (tail == null) {
            head = tail = n;
        } else {
            tail.next = n;
            tail = n;
        }
        size++;
    }

    T get(int i) {
        Node cur = head;
        for (int k = 0; k < i; k++) {
            cur = cur.next;
        }
        return cur.value;
    }

    void reverse() {
        Node prev = null;
        Node cur = head;
        tail = head;
        while (cur != null) {
            Node nxt = cur.next;
            cur.next = prev;
            prev = cur;
            cur = nxt;
        }
        head = prev;
    }

    public Iterator<T> iterator() {
        return new Iterator<T>() {
            Node cur = head;

            public boolean hasNext() {
                return cur != null;
            }

            public T next() {
                T v = cur.value;
                cur = cur.next;
                return v;
            }
        };
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (T t : this) {
            sb.append(sb.length() > 1 ? ", " : "").append(t);
        }
        return sb.append("]").toString();
    }

    public static void main(String[] args) {
        GenericInnerClass<String> words = new GenericInnerClass<>();
        for (String w : "one two three four".split(" ")) {
            words.add(w);
        }
        System.out.println(words + " size " + words.size + " get(2) " + words.get(2));
        words.reverse();
        System.out.println("reversed " + words);
        words.add("zero");
        System.out.println("after add " + words);
        GenericInnerClass<Integer> nums = new GenericInnerClass<>();
        for (int i = 1; i <= 5; i++) {
            nums.add(i * i);
        }
        int sum = 0;
        for (int n : nums) {
            sum += n;
        }
        System.out.println(nums + " sum " + sum);
        GenericInnerClass<Integer> empty = new GenericInnerClass<>();
        empty.reverse();
        System.out.println("empty " + empty);
    }
}
