import java.util.ArrayList;
import java.util.List;

public class BitSetStore {

    static final class LongBitSet {
        private long[] words;
        private static final int ADDRESS_BITS = 6;

        LongBitSet(int nbits) {
            words = new long[((nbits - 1) >> ADDRESS_BITS) + 1];
        }

        private static int wordIndex(int bit) {
            return bit >> ADDRESS_BITS;
        }

        private void ensure(int wordIdx) {
            if (wordIdx >= words.length) {
                int newLen = Math.max(words.length * 2, wordIdx + 1);
                long[] nw = new long[newLen];
                System.arraycopy(words, 0, nw, 0, words.length);
                words = nw;
            }
        }

        void set(int bit) {
            int w = wordIndex(bit);
            ensure(w);
            words[w] |= 1L << bit;
        }

        void clear(int bit) {
            int w = wordIndex(bit);
            if (w < words.length) words[w] &= ~(1L << bit);
        }

        void flip(int bit) {
            int w = wordIndex(bit);
            ensure(w);
            words[w] ^= 1L << bit;
        }

        boolean get(int bit) {
            int w = wordIndex(bit);
            return w < words.length && (words[w] & (1L << bit)) != 0;
        }

        void setRange(int from, int to) {
            for (int i = from; i < to; i++) set(i);
        }

        int cardinality() {
            int sum = 0;
            for (long w : words) sum += Long.bitCount(w);
            return sum;
        }

        int nextSetBit(int from) {
            int u = wordIndex(from);
            if (u >= words.length) return -1;
            long word = words[u] & (-1L << from);
            while (true) {
                if (word != 0) return u * 64 + Long.numberOfTrailingZeros(word);
                if (++u == words.length) return -1;
                word = words[u];
            }
        }

        int nextClearBit(int from) {
            int u = wordIndex(from);
            if (u >= words.length) return from;
            long word = ~words[u] & (-1L << from);
            while (true) {
                if (word != 0) return u * 64 + Long.numberOfTrailingZeros(word);
                if (++u == words.length) return words.length * 64;
                word = ~words[u];
            }
        }

        int length() {
            for (int i = words.length - 1; i >= 0; i--) {
                if (words[i] != 0) return i * 64 + (64 - Long.numberOfLeadingZeros(words[i]));
            }
            return 0;
        }

        LongBitSet and(LongBitSet o) {
            LongBitSet r = new LongBitSet(Math.max(words.length, o.words.length) * 64);
            for (int i = 0; i < Math.min(words.length, o.words.length); i++) r.words[i] = words[i] & o.words[i];
            return r;
        }

        LongBitSet or(LongBitSet o) {
            LongBitSet r = new LongBitSet(Math.max(words.length, o.words.length) * 64);
            for (int i = 0; i < r.words.length; i++) {
                long a = i < words.length ? words[i] : 0L;
                long b = i < o.words.length ? o.words[i] : 0L;
                r.words[i] = a | b;
            }
            return r;
        }

        LongBitSet andNot(LongBitSet o) {
            LongBitSet r = new LongBitSet(words.length * 64);
            for (int i = 0; i < words.length; i++) {
                long b = i < o.words.length ? o.words[i] : 0L;
                r.words[i] = words[i] & ~b;
            }
            return r;
        }

        String wordsHex() {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < words.length; i++) {
                if (i > 0) sb.append(", ");
                sb.append(Long.toHexString(words[i]));
            }
            return sb.append(']').toString();
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("{");
            for (int i = nextSetBit(0); i >= 0; i = nextSetBit(i + 1)) {
                if (sb.length() > 1) sb.append(", ");
                sb.append(i);
            }
            return sb.append('}').toString();
        }
    }

    static final class SeatMap {
        private final int rows;
        private final int cols;
        private final LongBitSet taken;

        SeatMap(int rows, int cols) {
            this.rows = rows;
            this.cols = cols;
            this.taken = new LongBitSet(rows * cols);
        }

        boolean book(int row, int col) {
            int idx = row * cols + col;
            if (taken.get(idx)) return false;
            taken.set(idx);
            return true;
        }

        int firstFreeBlock(int size) {
            int start = taken.nextClearBit(0);
            while (start < rows * cols) {
                int end = taken.nextSetBit(start);
                if (end < 0) end = rows * cols;
                int rowEnd = (start / cols + 1) * cols;
                int limit = Math.min(end, rowEnd);
                if (limit - start >= size) return start;
                start = taken.nextClearBit(limit == rowEnd && limit < end ? limit : end);
            }
            return -1;
        }

        String render() {
            StringBuilder sb = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) sb.append(taken.get(r * cols + c) ? 'X' : '.');
                sb.append('\n');
            }
            return sb.toString();
        }
    }

    public static void main(String[] args) {
        LongBitSet a = new LongBitSet(64);
        int[] bits = {0, 1, 5, 63, 64, 65, 127, 128, 200};
        for (int b : bits) a.set(b);
        System.out.println("a = " + a + " card=" + a.cardinality() + " length=" + a.length());
        System.out.println("a words = " + a.wordsHex());
        System.out.println("get 63=" + a.get(63) + " get 62=" + a.get(62) + " get 1000=" + a.get(1000));
        a.clear(64);
        a.flip(2);
        a.flip(5);
        System.out.println("after clear/flip: " + a + " words=" + a.wordsHex());
        System.out.println("nextSetBit(3)=" + a.nextSetBit(3) + " nextSetBit(66)=" + a.nextSetBit(66)
                + " nextSetBit(201)=" + a.nextSetBit(201));
        System.out.println("nextClearBit(0)=" + a.nextClearBit(0) + " nextClearBit(63)=" + a.nextClearBit(63));

        LongBitSet b = new LongBitSet(128);
        b.setRange(60, 70);
        b.set(127);
        b.set(300);
        System.out.println("b = " + b + " words=" + b.wordsHex());
        System.out.println("a & b = " + a.and(b));
        System.out.println("a | b = " + a.or(b) + " card=" + a.or(b).cardinality());
        System.out.println("a \\ b = " + a.andNot(b));
        System.out.println("b \\ a = " + b.andNot(a));

        LongBitSet primes = new LongBitSet(200);
        primes.setRange(2, 200);
        for (int p = 2; p * p < 200; p = primes.nextSetBit(p + 1)) {
            for (int m = p * p; m < 200; m += p) primes.clear(m);
        }
        System.out.println("primes < 200 count=" + primes.cardinality());
        System.out.println("primes = " + primes);
        System.out.println("prime words = " + primes.wordsHex());

        SeatMap seats = new SeatMap(4, 10);
        int[][] bookings = {{0, 0}, {0, 1}, {0, 5}, {1, 2}, {1, 3}, {1, 4}, {0, 1}, {2, 9}, {3, 0}};
        List<String> log = new ArrayList<>();
        for (int[] bk : bookings) {
            log.add(bk[0] + ":" + bk[1] + "=" + (seats.book(bk[0], bk[1]) ? "ok" : "taken"));
        }
        System.out.println("bookings: " + log);
        System.out.print(seats.render());
        int[] sizes = {1, 3, 4, 5, 9, 10, 11};
        for (int size : sizes) {
            int start = seats.firstFreeBlock(size);
            String where = start < 0 ? "none" : ("row " + (start / 10) + " col " + (start % 10));
            System.out.println(String.format("block of %5d -> %s", size, where));
        }
        System.out.println("free seats: " + (40 - seats.taken.cardinality()));
    }
}
