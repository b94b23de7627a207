import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

public class BitChecksums {

    interface Checksum {
        String name();
        long compute(byte[] data);
    }

    static final class Crc32 implements Checksum {
        private final int[] table = new int[256];

        Crc32() {
            for (int n = 0; n < 256; n++) {
                int c = n;
                for (int k = 0; k < 8; k++) {
                    if ((c & 1) != 0) {
                        c = 0xEDB88320 ^ (c >>> 1);
                    } else {
                        c = c >>> 1;
                    }
                }
                table[n] = c;
            }
        }

        int tableEntry(int i) { return table[i]; }

        public String name() { return "CRC32"; }

        public long compute(byte[] data) {
            int crc = 0xFFFFFFFF;
            for (byte b : data) {
                crc = table[(crc ^ b) & 0xFF] ^ (crc >>> 8);
            }
            crc = ~crc;
            return crc & 0xFFFFFFFFL;
        }
    }

    static final class Adler32 implements Checksum {
        private static final int MOD = 65521;

        public String name() { return "Adler32"; }

        public long compute(byte[] data) {
            int a = 1;
            int b = 0;
            for (byte value : data) {
                a = (a + (value & 0xFF)) % MOD;
                b = (b + a) % MOD;
            }
            return ((long) b << 16) | a;
        }
    }

    static final class Fnv1a32 implements Checksum {
        public String name() { return "FNV1a-32"; }

        public long compute(byte[] data) {
            int hash = 0x811C9DC5;
            for (byte b : data) {
                hash ^= (b & 0xFF);
                hash *= 16777619;
            }
            return hash & 0xFFFFFFFFL;
        }
    }

    static final class Fnv1a64 implements Checksum {
        public String name() { return "FNV1a-64"; }

        public long compute(byte[] data) {
            long hash = 0xCBF29CE484222325L;
            for (byte b : data) {
                hash ^= (b & 0xFF);
                hash *= 0x100000001B3L;
            }
            return hash;
        }
    }

    static final class Djb2 implements Checksum {
        public String name() { return "djb2"; }

        public long compute(byte[] data) {
            int hash = 5381;
            for (byte b : data) {
                hash = ((hash << 5) + hash) + b;
            }
            return hash;
        }
    }

    static int djb2String(String s) {
        int h = 5381;
        for (int i = 0; i < s.length(); i++) {
            h = h * 33 ^ s.charAt(i);
        }
        return h;
    }

    static int javaStyleStringHash(String s) {
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    static int sumCheck(byte[] data) {
        byte sum = 0;
        for (byte b : data) {
            sum += b;
        }
        return sum;
    }

    static int xorCheck(byte[] data) {
        int x = 0;
        for (byte b : data) {
            x ^= b;
        }
        return x;
    }

    public static void main(String[] args) {
        Crc32 crc = new Crc32();
        System.out.println("crc table[1]=" + Integer.toHexString(crc.tableEntry(1))
                + " table[128]=" + Integer.toHexString(crc.tableEntry(128))
                + " table[255]=" + crc.tableEntry(255));

        List<Checksum> algos = new ArrayList<>();
        algos.add(crc);
        algos.add(new Adler32());
        algos.add(new Fnv1a32());
        algos.add(new Fnv1a64());
        algos.add(new Djb2());

        String[] inputs = {
            "",
            "a",
            "abc",
            "123456789",
            "The quick brown fox jumps over the lazy dog",
            "Wikipedia",
            "order:1042;amount=99.95;currency=EUR"
        };

        for (String input : inputs) {
            byte[] data = input.getBytes(StandardCharsets.UTF_8);
            System.out.println("input \"" + input + "\" len=" + data.length);
            for (Checksum c : algos) {
                long v = c.compute(data);
                System.out.println(String.format("  %-8s %d hex=%s", c.name(), v, Long.toHexString(v)));
            }
            System.out.println("  djb2-xor " + djb2String(input) + " java31=" + javaStyleStringHash(input));
            System.out.println("  sum8=" + sumCheck(data) + " xor=" + xorCheck(data));
        }

        byte[] binary = new byte[64];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) (i * 37 + 200);
        }
        System.out.println("binary first bytes: " + binary[0] + " " + binary[1] + " " + binary[2] + " " + binary[63]);
        for (Checksum c : algos) {
            long v = c.compute(binary);
            System.out.println(String.format("binary %-8s %d", c.name(), v));
        }
        System.out.println("binary sum8=" + sumCheck(binary) + " xor=" + xorCheck(binary));

        byte[] large = new byte[6000];
        for (int i = 0; i < large.length; i++) {
            large[i] = (byte) 0xFF;
        }
        long adler = new Adler32().compute(large);
        System.out.println("adler of 6000 x 0xFF: " + adler + " a=" + (adler & 0xFFFF) + " b=" + (adler >>> 16));
        System.out.println("crc of 6000 x 0xFF: " + crc.compute(large));

        byte[] packet = "PING:0007".getBytes(StandardCharsets.UTF_8);
        long expected = crc.compute(packet);
        packet[5] ^= 0x01;
        long corrupted = crc.compute(packet);
        System.out.println("packet crc ok=" + expected + " corrupted=" + corrupted + " match=" + (expected == corrupted));
        packet[5] ^= 0x01;
        System.out.println("restored match=" + (crc.compute(packet) == expected));
        int folded = (int) (expected ^ (expected >>> 16)) & 0xFFFF;
        System.out.println(String.format("folded 16-bit crc: %05d %x", folded, folded));
    }
}
