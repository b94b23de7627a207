import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;

public class IterFailFastList {

    static class MyList<T> implements Iterable<T> {
        private static class Node<T> {
            T value;
            Node<T> next;

            Node(T value) {
                this.value = value;
            }
        }

        private Node<T> head;
        private Node<T> tail;
        private int size;
        private int modCount;

        void add(T value) {
            Node<T> n = new Node<>(value);
            if (head == null) {
                head = n;
                tail = n;
            } else {
                tail.next = n;
                tail = n;
            }
            size++;
            modCount++;
        }

        void addFirst(T value) {
            Node<T> n = new Node<>(value);
            n.next = head;
            head = n;
            if (tail == null) {
                tail = n;
            }
            size++;
            modCount++;
        }

        T get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
            }
            Node<T> cur = head;
            for (int i = 0; i < index; i++) {
                cur = cur.next;
            }
            return cur.value;
        }

        void set(int index, T value) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
            }
            Node<T> cur = head;
            for (int i = 0; i < index; i++) {
                cur = cur.next;
            }
            cur.value = value; // structural? no: modCount unchanged
        }

        boolean removeValue(T value) {
            Node<T> prev = null;
            Node<T> cur = head;
            while (cur != null) {
                if (cur.value.equals(value)) {
                    unlink(prev, cur);
                    return true;
                }
                prev = cur;
                cur = cur.next;
            }
            return false;
        }

        private void unlink(Node<T> prev, Node<T> cur) {
            if (prev == null) {
                head = cur.next;
            } else {
                prev.next = cur.next;
            }
            if (cur == tail) {
                tail = prev;
            }
            size--;
            modCount++;
        }

        void clear() {
            head = null;
            tail = null;
            size = 0;
            modCount++;
        }

        int size() {
            return size;
        }

        int modCount() {
            return modCount;
        }

        @Override
        public Iterator<T> iterator() {
            return new FailFastIterator();
        }

        private class FailFastIterator implements Iterator<T> {
            private Node<T> nextNode = head;
            private Node<T> lastReturned = null;
            private Node<T> beforeLastReturned = null;
            private Node<T> prevOfNext = null;
            private int expectedModCount = modCount;

            private void checkForComodification() {
                if (modCount != expectedModCount) {
                    throw new ConcurrentModificationException(
                            "expected modCount " + expectedModCount + " but was " + modCount);
                }
            }

            @Override
            public boolean hasNext() {
                return nextNode != null;
            }

            @Override
            public T next() {
                checkForComodification();
                if (nextNode == null) {
                    throw new NoSuchElementException("end of list");
                }
                beforeLastReturned = prevOfNext;
                lastReturned = nextNode;
                prevOfNext = nextNode;
                nextNode = nextNode.next;
                return lastReturned.value;
            }

            @Override
            public void remove() {
                if (lastReturned == null) {
                    throw new IllegalStateException("next() not called or already removed");
                }
                checkForComodification();
                unlink(beforeLastReturned, lastReturned);
                prevOfNext = beforeLastReturned;
                lastReturned = null;
                expectedModCount = modCount;
            }
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            Node<T> cur = head;
            while (cur != null) {
                sb.append(cur.value);
                if (cur.next != null) sb.append(", ");
                cur = cur.next;
            }
            return sb.append("]").toString();
        }
    }

    public static void main(String[] args) {
        MyList<String> list = new MyList<>();
        String[] words = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape"};
        for (String w : words) {
            list.add(w);
        }
        list.addFirst("apricot");
        System.out.println("list: " + list + " size=" + list.size() + " modCount=" + list.modCount());

        System.out.println("=== for-each ===");
        int i = 0;
        for (String s : list) {
            System.out.println(i + ": " + s + " (" + s.length() + ")");
            i++;
        }

        System.out.println("=== get/set do not break iteration ===");
        Iterator<String> it = list.iterator();
        System.out.println("next=" + it.next());
        list.set(1, "BANANA?");
        list.set(1, list.get(1).replace("?", "!"));
        System.out.println("next=" + it.next() + " (set is not structural)");
        System.out.println("modCount still " + list.modCount());

        System.out.println("=== add during iteration ===");
        try {
            for (String s : list) {
                if (s.startsWith("c")) {
                    System.out.println("adding while at " + s);
                    list.add("kiwi");
                }
            }
            System.out.println("unexpected: no exception");
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException: " + e.getMessage());
        }
        System.out.println("list now: " + list);

        System.out.println("=== removeValue during iteration ===");
        try {
            for (String s : list) {
                if (s.equals("date")) {
                    list.removeValue("fig");
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException: " + e.getMessage());
        }
        System.out.println("list now: " + list + " size=" + list.size());

        System.out.println("=== iterator.remove is safe ===");
        Iterator<String> rit = list.iterator();
        while (rit.hasNext()) {
            String s = rit.next();
            if (s.length() <= 5) {
                rit.remove();
                System.out.println("removed " + s + " -> " + list);
            }
        }
        System.out.println("after removals: " + list + " size=" + list.size());

        System.out.println("=== remove() misuse ===");
        Iterator<String> bad = list.iterator();
        try {
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        bad.next();
        bad.remove();
        try {
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        System.out.println("list: " + list);

        System.out.println("=== two iterators, one modifies ===");
        Iterator<String> first = list.iterator();
        Iterator<String> second = list.iterator();
        first.next();
        first.remove();
        System.out.println("first removed head, list=" + list);
        try {
            second.next();
        } catch (ConcurrentModificationException e) {
            System.out.println("second iterator: " + e.getMessage());
        }

        System.out.println("=== Integers: remove evens via iterator ===");
        MyList<Integer> nums = new MyList<>();
        for (int n = 1; n <= 12; n++) {
            nums.add(n * n);
        }
        System.out.println("before: " + nums);
        Iterator<Integer> nit = nums.iterator();
        int removed = 0;
        while (nit.hasNext()) {
            if (nit.next() % 2 == 0) {
                nit.remove();
                removed++;
            }
        }
        System.out.println("after:  " + nums + " removed=" + removed);
        nums.add(1000);
        System.out.println("append after removals works: " + nums + " tail ok=" + nums.get(nums.size() - 1));
        int total = 0;
        for (int v : nums) {
            total += v;
        }
        System.out.println("sum=" + total);

        System.out.println("=== remove everything then reuse ===");
        Iterator<Integer> all = nums.iterator();
        while (all.hasNext()) {
            all.next();
            all.remove();
        }
        System.out.println("emptied: " + nums + " size=" + nums.size());
        nums.add(7);
        nums.addFirst(3);
        System.out.println("reused: " + nums);

        System.out.println("=== clear and bounds ===");
        Iterator<Integer> stale = nums.iterator();
        nums.clear();
        System.out.println("cleared: " + nums + " hasNext on stale=" + stale.hasNext());
        try {
            stale.next();
        } catch (ConcurrentModificationException e) {
            System.out.println("stale: " + e.getMessage());
        }
        try {
            nums.get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            nums.iterator().next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException: " + e.getMessage());
        }
    }
}
