import java.util.ArrayList;
import java.util.List;

public class BitBloomFilter {

    static int murmurMix(int h) {
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        h ^= h >>> 16;
        return h;
    }

    static int fnv1a(String s) {
        int hash = 0x811C9DC5;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            hash ^= c & 0xFF;
            hash *= 0x01000193;
            hash ^= c >>> 8;
            hash *= 0x01000193;
        }
        return hash;
    }

    static int djb2(String s) {
        int hash = 5381;
        for (int i = 0; i < s.length(); i++) {
            hash = (hash << 5) + hash + s.charAt(i);
        }
        return hash;
    }

    static long sdbm64(String s) {
        long hash = 0;
        for (int i = 0; i < s.length(); i++) {
            hash = s.charAt(i) + (hash << 6) + (hash << 16) - hash;
        }
        return hash;
    }

    static final class BloomFilter {
        private final long[] bits;
        private final int numBits;
        private final int numHashes;
        private int inserted;

        BloomFilter(int numBits, int numHashes) {
            this.numBits = numBits;
            this.numHashes = numHashes;
            this.bits = new long[(numBits + 63) >>> 6];
        }

        private int index(String key, int i) {
            int h1 = fnv1a(key);
            int h2 = murmurMix(djb2(key)) | 1;
            int combined = h1 + i * h2;
            return Math.floorMod(combined, numBits);
        }

        void add(String key) {
            for (int i = 0; i < numHashes; i++) {
                int idx = index(key, i);
                bits[idx >>> 6] |= 1L << (idx & 63);
            }
            inserted++;
        }

        boolean mightContain(String key) {
            for (int i = 0; i < numHashes; i++) {
                int idx = index(key, i);
                if ((bits[idx >>> 6] & (1L << idx)) == 0) return false;
            }
            return true;
        }

        int bitsSet() {
            int c = 0;
            for (long w : bits) c += Long.bitCount(w);
            return c;
        }

        String positions(String key) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < numHashes; i++) {
                if (i > 0) sb.append(' ');
                sb.append(index(key, i));
            }
            return sb.toString();
        }

        long signature() {
            long sig = 0;
            for (int i = 0; i < bits.length; i++) {
                sig = Long.rotateLeft(sig, 7) ^ bits[i];
            }
            return sig;
        }

        int fillPercent() {
            return bitsSet() * 100 / numBits;
        }
    }

    static final class CountingSketch {
        private final byte[] counters;
        private final int width;

        CountingSketch(int width) {
            this.width = width;
            this.counters = new byte[width * 2];
        }

        void add(String key) {
            int a = Math.floorMod(djb2(key), width);
            int b = width + (int) Long.remainderUnsigned(sdbm64(key), width);
            if (counters[a] != (byte) 0xFF) counters[a]++;
            if (counters[b] != (byte) 0xFF) counters[b]++;
        }

        int estimate(String key) {
            int a = Math.floorMod(djb2(key), width);
            int b = width + (int) Long.remainderUnsigned(sdbm64(key), width);
            return Math.min(counters[a] & 0xFF, counters[b] & 0xFF);
        }
    }

    public static void main(String[] args) {
        String[] words = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape",
                "honeydew", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya"};
        for (String w : new String[]{"apple", "kiwi", "", "Z\u00fcrich"}) {
            System.out.println(String.format("%-8s fnv=%d djb2=%d mix=%d sdbm=%s", w.replace('\u00fc', 'u'), fnv1a(w), djb2(w),
                    murmurMix(djb2(w)), Long.toString(sdbm64(w))));
            System.out.println("         fnvHex=" + Integer.toHexString(fnv1a(w)) + " sdbmHex=" + Long.toHexString(sdbm64(w)));
        }

        BloomFilter filter = new BloomFilter(256, 4);
        for (int i = 0; i < words.length; i += 2) {
            filter.add(words[i]);
            System.out.println("add " + words[i] + " -> " + filter.positions(words[i]) + " set=" + filter.bitsSet());
        }
        System.out.println("inserted=" + filter.inserted + " fill%=" + filter.fillPercent()
                + " signature=" + Long.toHexString(filter.signature()));

        int falsePositives = 0;
        List<String> report = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            boolean maybe = filter.mightContain(words[i]);
            boolean actual = i % 2 == 0;
            if (maybe && !actual) falsePositives++;
            report.add(words[i] + "=" + (maybe ? "Y" : "n"));
        }
        System.out.println("membership: " + report);
        int probes = 0;
        for (int i = 0; i < 300; i++) {
            String key = "user-" + i;
            if (filter.mightContain(key)) probes++;
        }
        System.out.println("false positives among words: " + falsePositives + ", among 300 probes: " + probes);

        BloomFilter small = new BloomFilter(40, 3);
        for (int i = 0; i < 12; i++) small.add("id" + (i * 7));
        System.out.println("small fill%=" + small.fillPercent() + " bits=" + small.bitsSet()
                + " word0=" + Long.toBinaryString(small.bits[0]));
        int hits = 0;
        for (int i = 0; i < 100; i++) if (small.mightContain("id" + i)) hits++;
        System.out.println("small hits for id0..id99: " + hits);

        CountingSketch sketch = new CountingSketch(16);
        String stream = "a b c a b a d e a f a b c a";
        for (String tok : stream.split(" ")) sketch.add(tok);
        for (int i = 0; i < 300; i++) sketch.add("x");
        for (String q : new String[]{"a", "b", "c", "d", "z", "x"}) {
            System.out.println("estimate " + q + " = " + sketch.estimate(q));
        }
        byte saturating = (byte) 250;
        for (int i = 0; i < 10; i++) {
            if (saturating != (byte) 0xFF) saturating++;
        }
        System.out.println("saturating byte: " + saturating + " unsigned=" + (saturating & 0xFF));
    }
}
