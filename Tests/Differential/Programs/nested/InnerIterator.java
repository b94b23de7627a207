import java.util.Iterator;
import java.util.NoSuchElementException;

public class InnerIterator implements Iterable<Integer> {
    private final int[] data;
    private int modifications = 0;

    InnerIterator(int... data) {
        this.data = data;
    }

    void set(int i, int v) {
        data[i] = v;
        modifications++;
    }

    private class Forward implements Iterator<Integer> {
        private int index = 0;

        public boolean hasNext() {
            return index < data.length;
        }

        public Integer next() {
            if (!hasNext()) {
                throw new NoSuchElementException("done at " + index);
            }
            return data[index++];
        }
    }

    Iterable<Integer> evensOnly() {
        return () -> new Iterator<Integer>() {
            private int i = advance(0);

            private int advance(int from) {
                while (from < data.length && data[from] % 2 != 0) {
                    from++;
                }
                return from;
            }

            public boolean hasNext() {
                return i < data.length;
            }

            public Integer next() {
                int v = data[i];
                i = advance(i + 1);
                return v;
            }
        };
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Forward();
    }

    public static void main(String[] args) {
        InnerIterator seq = new InnerIterator(3, 8, 5, 6, 10, 1);
        StringBuilder sb = new StringBuilder();
        for (int v : seq) {
            sb.append(v).append(' ');
        }
        System.out.println("all: " + sb.toString().trim());
        sb.setLength(0);
        for (int v : seq.evensOnly()) {
            sb.append(v).append(' ');
        }
        System.out.println("evens: " + sb.toString().trim());
        Iterator<Integer> it = seq.iterator();
        seq.set(1, 99);
        seq.set(3, 4);
        while (it.hasNext()) {
            System.out.print(it.next() + ";");
        }
        System.out.println();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getMessage());
        }
        int evensSum = 0;
        for (int v : seq.evensOnly()) {
            evensSum += v;
        }
        System.out.println("evens sum after edits " + evensSum + ", modifications " + seq.modifications);
    }
}
