import java.util.*;

public class AlgoRingBuffer {
    static final class RingBuffer<T> implements Iterable<T> {
        private final Object[] data;
        private final boolean overwrite;
        private int head;
        private int size;
        private long totalWritten;
        private int dropped;

        RingBuffer(int capacity, boolean overwrite) {
            if (capacity < 1) throw new IllegalArgumentException("capacity " + capacity);
            this.data = new Object[capacity];
            this.overwrite = overwrite;
        }

        int capacity() { return data.length; }
        int size() { return size; }
        boolean isFull() { return size == data.length; }
        int dropped() { return dropped; }
        long totalWritten() { return totalWritten; }

        void add(T item) {
            if (isFull()) {
                if (!overwrite) throw new IllegalStateException("buffer full (capacity " + data.length + ")");
                data[head] = item;
                head = (head + 1) % data.length;
                dropped++;
            } else {
                data[(head + size) % data.length] = item;
                size++;
            }
            totalWritten++;
        }

        T poll() {
            if (size == 0) throw new NoSuchElementException("buffer empty");
            T item = elementAt(0);
            data[head] = null;
            head = (head + 1) % data.length;
            size--;
            return item;
        }

        Optional<T> peekLast() {
            return size == 0 ? Optional.empty() : Optional.of(get(-1));
        }

        T get(int index) {
            if (size == 0) throw new NoSuchElementException("buffer empty");
            return elementAt(Math.floorMod(index, size));
        }

        @SuppressWarnings("unchecked")
        private T elementAt(int logical) {
            return (T) data[(head + logical) % data.length];
        }

        String slots() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < data.length; i++) {
                sb.append(i == head ? '>' : ' ');
                sb.append(data[i] == null ? "_" : data[i].toString());
            }
            return sb.toString();
        }

        @Override
        public Iterator<T> iterator() { return new Itr(); }

        private class Itr implements Iterator<T> {
            private int pos;
            @Override public boolean hasNext() { return pos < size; }
            @Override public T next() {
                if (!hasNext()) throw new NoSuchElementException("no element at " + pos);
                return elementAt(pos++);
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public boolean equals(Object o) {
            if (!(o instanceof RingBuffer)) return false;
            RingBuffer<T> other = (RingBuffer<T>) o;
            if (other.size != size) return false;
            Iterator<T> a = iterator();
            Iterator<T> b = other.iterator();
            while (a.hasNext()) {
                if (!Objects.equals(a.next(), b.next())) return false;
            }
            return true;
        }

        @Override
        public int hashCode() {
            int h = 1;
            for (T item : this) h = 31 * h + Objects.hashCode(item);
            return h;
        }

        @Override
        public String toString() {
            StringJoiner sj = new StringJoiner(", ", "<", ">");
            for (T item : this) sj.add(String.valueOf(item));
            return sj.toString();
        }
    }

    record Sample(String sensor, int value) {
        @Override public String toString() { return sensor + "=" + value; }
    }

    public static void main(String[] args) {
        RingBuffer<Integer> ring = new RingBuffer<>(5, true);
        for (int i = 1; i <= 8; i++) {
            ring.add(i * i);
            System.out.println("add " + (i * i) + " -> " + ring + " slots[" + ring.slots() + " ]");
        }
        System.out.println("first=" + ring.get(0) + " last=" + ring.get(-1) + " get(7)=" + ring.get(7) + " get(-6)=" + ring.get(-6));
        System.out.println("dropped=" + ring.dropped() + " written=" + ring.totalWritten());
        System.out.println("poll=" + ring.poll() + " poll=" + ring.poll() + " -> " + ring + " slots[" + ring.slots() + " ]");
        int sum = 0;
        for (int v : ring) sum += v;
        System.out.println("sum=" + sum + " peekLast=" + ring.peekLast().orElse(-1));

        RingBuffer<String> strict = new RingBuffer<>(3, false);
        try {
            for (String s : "alpha beta gamma delta".split(" ")) {
                strict.add(s);
                System.out.println("strict add " + s + " size=" + strict.size());
            }
        } catch (IllegalStateException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            while (true) System.out.println("drain " + strict.poll());
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Iterator<String> it = strict.iterator();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("iterator: " + e.getMessage());
        }
        System.out.println("peekLast present=" + strict.peekLast().isPresent());

        RingBuffer<Integer> a = new RingBuffer<>(4, true);
        RingBuffer<Integer> b = new RingBuffer<>(4, true);
        for (int i = 0; i < 6; i++) a.add(i);
        for (int i = 2; i < 6; i++) b.add(i);
        System.out.println("a=" + a + " b=" + b + " equal=" + a.equals(b) + " sameHash=" + (a.hashCode() == b.hashCode()));
        System.out.println("a slots[" + a.slots() + " ] b slots[" + b.slots() + " ]");
        b.add(9);
        System.out.println("after b.add(9) equal=" + a.equals(b));

        RingBuffer<Sample> window = new RingBuffer<>(4, true);
        int[] readings = {12, 15, 11, 30, 28, 7, 9, 40, 41, 39};
        for (int i = 0; i < readings.length; i++) {
            window.add(new Sample(i % 2 == 0 ? "north" : "south", readings[i]));
            long total = 0;
            int max = Integer.MIN_VALUE;
            for (Sample s : window) {
                total += s.value();
                max = Math.max(max, s.value());
            }
            double avg = (double) total / window.size();
            System.out.println(String.format("t=%d avg=%.2f max=%d ", i, avg, max) + window);
        }
        Map<String, Integer> perSensor = new TreeMap<>();
        for (Sample s : window) perSensor.merge(s.sensor(), s.value(), Integer::sum);
        System.out.println("perSensor=" + perSensor + " written=" + window.totalWritten() + " hex=" + Long.toHexString(window.totalWritten() << 4));
    }
}
