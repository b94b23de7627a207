import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;

public class ItrRingBuffer {
    public static void main(String[] args) {
        SensorRing ring = new SensorRing(5);
        System.out.println("Capacity: " + ring.capacity() + " size=" + ring.size());
        for (int i = 1; i <= 3; i++) {
            ring.push(new Reading("temp", 20 + i));
        }
        print("after 3 pushes", ring);

        for (int i = 4; i <= 8; i++) {
            Reading dropped = ring.push(new Reading(i % 2 == 0 ? "hum" : "temp", 40 + i * 3));
            if (dropped != null) {
                System.out.println("  overwrote oldest: " + dropped);
            }
        }
        print("after overflow", ring);

        int total = 0;
        int count = 0;
        for (Reading r : ring) {
            if (r.kind.equals("temp")) {
                total += r.value;
                count++;
            }
        }
        System.out.println(String.format("temp readings=%d avg=%.2f", count, count == 0 ? 0.0 : (double) total / count));

        // Drop all humidity readings via iterator.remove
        Iterator<Reading> it = ring.iterator();
        while (it.hasNext()) {
            Reading r = it.next();
            if (r.kind.equals("hum")) {
                it.remove();
                System.out.println("  removed " + r);
            }
        }
        print("after removing hum", ring);

        // Fail fast: modify during iteration
        try {
            for (Reading r : ring) {
                System.out.println("  visiting " + r);
                if (r.value > 50) {
                    ring.push(new Reading("temp", 99));
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("modified while iterating -> " + e.getClass().getSimpleName());
        }
        print("after CME", ring);

        // Poll oldest
        while (ring.size() > 2) {
            System.out.println("  polled " + ring.poll());
        }
        print("after polling", ring);

        Iterator<Reading> it2 = ring.iterator();
        it2.next();
        it2.next();
        System.out.println("hasNext after two: " + it2.hasNext());
        try {
            it2.next();
        } catch (NoSuchElementException e) {
            System.out.println("third next -> " + e.getClass().getSimpleName());
        }
        ring.poll();
        ring.poll();
        try {
            ring.poll();
        } catch (NoSuchElementException e) {
            System.out.println("poll on empty -> " + e.getClass().getSimpleName());
        }

        // Wrap around many times
        for (int i = 0; i < 13; i++) {
            ring.push(new Reading("p", i));
        }
        print("wrapped", ring);
        StringBuilder sb = new StringBuilder();
        ring.iterator().forEachRemaining(r -> sb.append(r.value).append(','));
        System.out.println("forEachRemaining: " + sb);
        System.out.println("head index: " + ring.headIndex());
    }

    static void print(String label, SensorRing ring) {
        StringBuilder sb = new StringBuilder();
        for (Reading r : ring) {
            if (sb.length() > 0) sb.append(" | ");
            sb.append(r);
        }
        System.out.println(label + " (" + ring.size() + "): " + sb);
    }
}

class Reading {
    final String kind;
    final int value;

    Reading(String kind, int value) {
        this.kind = kind;
        this.value = value;
    }

    @Override
    public String toString() {
        return kind + "=" + value;
    }
}

class SensorRing implements Iterable<Reading> {
    private final Reading[] slots;
    private int head;
    private int size;
    private int modCount;

    SensorRing(int capacity) {
        slots = new Reading[capacity];
    }

    int capacity() { return slots.length; }
    int size() { return size; }
    int headIndex() { return head; }

    Reading push(Reading r) {
        modCount++;
        Reading dropped = null;
        if (size == slots.length) {
            dropped = slots[head];
            slots[head] = r;
            head = (head + 1) % slots.length;
        } else {
            slots[(head + size) % slots.length] = r;
            size++;
        }
        return dropped;
    }

    Reading poll() {
        if (size == 0) throw new NoSuchElementException("empty ring");
        Reading r = slots[head];
        slots[head] = null;
        head = (head + 1) % slots.length;
        size--;
        modCount++;
        return r;
    }

    private void removeAt(int logical) {
        for (int i = logical; i < size - 1; i++) {
            slots[(head + i) % slots.length] = slots[(head + i + 1) % slots.length];
        }
        slots[(head + size - 1) % slots.length] = null;
        size--;
        modCount++;
    }

    @Override
    public Iterator<Reading> iterator() {
        return new Iterator<>() {
            int cursor = 0;
            int lastRet = -1;
            int expectedMod = modCount;

            @Override
            public boolean hasNext() {
                return cursor < size;
            }

            @Override
            public Reading next() {
                if (expectedMod != modCount) throw new ConcurrentModificationException();
                if (cursor >= size) throw new NoSuchElementException();
                lastRet = cursor;
                cursor++;
                return slots[(head + lastRet) % slots.length];
            }

            @Override
            public void remove() {
                if (lastRet < 0) throw new IllegalStateException();
                if (expectedMod != modCount) throw new ConcurrentModificationException();
                removeAt(lastRet);
                cursor = lastRet;
                lastRet = -1;
                expectedMod = modCount;
            }
        };
    }
}
