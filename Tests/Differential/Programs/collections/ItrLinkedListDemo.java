import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.ArrayList;
import java.util.List;

public class ItrLinkedListDemo {
    public static void main(String[] args) {
        TaskList<String> tasks = new TaskList<>();
        tasks.addLast("sync contacts");
        tasks.addLast("upload photos");
        tasks.addFirst("refresh token");
        tasks.addLast("clear cache");
        tasks.addLast("upload logs");
        tasks.addLast("send analytics");
        System.out.println("Initial size: " + tasks.size());
        System.out.println("Initial: " + tasks);

        int idx = 0;
        for (String t : tasks) {
            System.out.println(String.format("  #%d %-8s len=%d", idx, t, t.length()));
            idx++;
        }

        // Remove all upload tasks through the iterator
        Iterator<String> it = tasks.iterator();
        int removed = 0;
        while (it.hasNext()) {
            String t = it.next();
            if (t.startsWith("upload")) {
                it.remove();
                removed++;
                System.out.println("Removed: " + t);
            }
        }
        System.out.println("Removed count: " + removed + ", size now " + tasks.size());
        System.out.println("After removal: " + tasks);

        // Illegal remove twice
        Iterator<String> it2 = tasks.iterator();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next -> " + e.getClass().getSimpleName());
        }
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("double remove -> " + e.getClass().getSimpleName());
        }
        System.out.println("After removing head: " + tasks + " first=" + tasks.peekFirst());

        // Exhaust iterator
        Iterator<String> it3 = tasks.iterator();
        int steps = 0;
        while (it3.hasNext()) {
            it3.next();
            steps++;
        }
        try {
            it3.next();
        } catch (NoSuchElementException e) {
            System.out.println("after " + steps + " steps -> " + e.getClass().getSimpleName());
        }

        // Remove everything including tail, then append again (tail must be fixed)
        Iterator<String> it4 = tasks.iterator();
        while (it4.hasNext()) {
            it4.next();
            it4.remove();
        }
        System.out.println("Emptied: " + tasks + " size=" + tasks.size() + " empty=" + tasks.isEmpty());
        tasks.addLast("retry queue");
        tasks.addLast("notify user");
        System.out.println("Re-added: " + tasks + " last=" + tasks.peekLast());

        // Integer list, reverse and sum
        TaskList<Integer> numbers = new TaskList<>();
        for (int i = 1; i <= 8; i++) {
            numbers.addLast(i * i);
        }
        numbers.reverse();
        int sum = 0;
        for (int n : numbers) {
            sum += n;
        }
        System.out.println("Reversed squares: " + numbers + " sum=" + sum);

        // Remove evens, collect rest into ArrayList
        Iterator<Integer> ni = numbers.iterator();
        while (ni.hasNext()) {
            if (ni.next() % 2 == 0) {
                ni.remove();
            }
        }
        List<Integer> odds = new ArrayList<>();
        numbers.forEach(odds::add);
        System.out.println("Odd squares: " + odds + " tail=" + numbers.peekLast());
        Iterator<Integer> empty = new TaskList<Integer>().iterator();
        System.out.println("Empty hasNext: " + empty.hasNext());
    }
}

class TaskList<T> implements Iterable<T> {
    private static class Node<T> {
        T value;
        Node<T> next;
        Node(T value) { this.value = value; }
    }

    private Node<T> head;
    private Node<T> tail;
    private int size;

    void addFirst(T v) {
        Node<T> n = new Node<>(v);
        n.next = head;
        head = n;
        if (tail == null) tail = n;
        size++;
    }

    void addLast(T v) {
        Node<T> n = new Node<>(v);
        if (tail == null) {
            head = tail = n;
        } else {
            tail.next = n;
            tail = n;
        }
        size++;
    }

    T peekFirst() { return head == null ? null : head.value; }
    T peekLast() { return tail == null ? null : tail.value; }
    int size() { return size; }
    boolean isEmpty() { return size == 0; }

    void reverse() {
        Node<T> prev = null;
        Node<T> cur = head;
        tail = head;
        while (cur != null) {
            Node<T> nx = cur.next;
            cur.next = prev;
            prev = cur;
            cur = nx;
        }
        head = prev;
    }

    @Override
    public Iterator<T> iterator() {
        return new Iterator<T>() {
            private Node<T> prevPrev = null; // node before lastReturned
            private Node<T> lastReturned = null;
            private Node<T> nextNode = head;
            private boolean canRemove = false;

            @Override
            public boolean hasNext() {
                return nextNode != null;
            }

            @Override
            public T next() {
                if (nextNode == null) throw new NoSuchElementException();
                if (lastReturned != null && canRemove) {
                    prevPrev = lastReturned; // otherwise lastReturned was removed; prevPrev stays
                }
                lastReturned = nextNode;
                nextNode = nextNode.next;
                canRemove = true;
                return lastReturned.value;
            }

            @Override
            public void remove() {
                if (!canRemove) throw new IllegalStateException();
                if (prevPrev == null) {
                    head = nextNode;
                } else {
                    prevPrev.next = nextNode;
                }
                if (nextNode == null) { // lastReturned was the tail
                    tail = prevPrev;
                }
                size--;
                canRemove = false;
            }
        };
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        Node<T> cur = head;
        while (cur != null) {
            sb.append(cur.value);
            if (cur.next != null) sb.append(" -> ");
            cur = cur.next;
        }
        return sb.append("]").toString();
    }
}
