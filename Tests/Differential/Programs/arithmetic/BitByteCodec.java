import java.util.ArrayList;
import java.util.List;

public class BitByteCodec {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    static String toHex(byte[] data) {
        StringBuilder sb = new StringBuilder();
        for (byte b : data) {
            int v = b & 0xFF;
            sb.append(HEX[v >>> 4]).append(HEX[v & 0x0F]);
        }
        return sb.toString();
    }

    static byte[] fromHex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(s.charAt(2 * i), 16);
            int lo = Character.digit(s.charAt(2 * i + 1), 16);
            out[i] = (byte) ((hi << 4) | lo);
        }
        return out;
    }

    static final class ByteWriter {
        private byte[] buf = new byte[8];
        private int size;

        void put(int b) {
            if (size == buf.length) {
                byte[] nb = new byte[buf.length * 2];
                System.arraycopy(buf, 0, nb, 0, size);
                buf = nb;
            }
            buf[size++] = (byte) b;
        }

        void putIntBE(int v) {
            put(v >>> 24);
            put(v >>> 16);
            put(v >>> 8);
            put(v);
        }

        void putShortLE(short v) {
            put(v);
            put(v >> 8);
        }

        void putLongBE(long v) {
            for (int shift = 56; shift >= 0; shift -= 8) {
                put((int) (v >>> shift));
            }
        }

        void putVarint(long v) {
            while ((v & ~0x7FL) != 0) {
                put((int) ((v & 0x7F) | 0x80));
                v >>>= 7;
            }
            put((int) v);
        }

        void putZigZag(long v) {
            putVarint((v << 1) ^ (v >> 63));
        }

        byte[] toArray() {
            byte[] r = new byte[size];
            System.arraycopy(buf, 0, r, 0, size);
            return r;
        }
    }

    static final class ByteReader {
        private final byte[] data;
        private int pos;

        ByteReader(byte[] data) { this.data = data; }

        int u8() { return data[pos++] & 0xFF; }
        int s8() { return data[pos++]; }

        int intBE() {
            return (u8() << 24) | (u8() << 16) | (u8() << 8) | u8();
        }

        short shortLE() {
            int lo = u8();
            int hi = u8();
            return (short) (lo | (hi << 8));
        }

        long longBE() {
            long r = 0;
            for (int i = 0; i < 8; i++) {
                r = (r << 8) | u8();
            }
            return r;
        }

        long varint() {
            long result = 0;
            int shift = 0;
            while (true) {
                int b = u8();
                result |= (long) (b & 0x7F) << shift;
                if ((b & 0x80) == 0) break;
                shift += 7;
            }
            return result;
        }

        long zigZag() {
            long raw = varint();
            return (raw >>> 1) ^ -(raw & 1);
        }
    }

    public static void main(String[] args) {
        byte[] raw = {0, 1, 127, -128, -1, (byte) 200, (byte) 0x9C, 64};
        for (byte b : raw) {
            int signed = b;
            int unsigned = b & 0xFF;
            System.out.println(String.format("byte %5d unsigned=%5d hex=%x bin=%s oct=%s",
                    signed, unsigned, unsigned, Integer.toBinaryString(unsigned), Integer.toOctalString(unsigned)));
            System.out.println("   signed hex=" + Integer.toHexString(signed) + " toUnsignedInt=" + Byte.toUnsignedInt(b)
                    + " as char=" + (int) (char) b);
        }
        System.out.println("hex: " + toHex(raw));
        byte[] back = fromHex(toHex(raw));
        boolean same = back.length == raw.length;
        for (int i = 0; i < back.length && same; i++) same = back[i] == raw[i];
        System.out.println("roundtrip equal: " + same);

        ByteWriter w = new ByteWriter();
        w.putIntBE(0xCAFEBABE);
        w.putShortLE((short) -2);
        w.putLongBE(-123456789012345L);
        long[] varints = {0, 1, 127, 128, 300, 16384, 1L << 35, -1};
        for (long v : varints) w.putVarint(v);
        long[] zigs = {0, -1, 1, -2, 2147483647L, -2147483648L, -64, 63};
        for (long v : zigs) w.putZigZag(v);
        byte[] encoded = w.toArray();
        System.out.println("encoded length: " + encoded.length);
        System.out.println("encoded hex: " + toHex(encoded));

        ByteReader r = new ByteReader(encoded);
        int magic = r.intBE();
        System.out.println("magic: " + magic + " hex=" + Integer.toHexString(magic));
        System.out.println("short: " + r.shortLE());
        System.out.println("long: " + r.longBE());
        for (long v : varints) {
            long got = r.varint();
            System.out.println("varint " + v + " -> " + got + " ok=" + (v == got));
        }
        for (long v : zigs) {
            long got = r.zigZag();
            long encodedZ = (v << 1) ^ (v >> 63);
            System.out.println("zigzag " + v + " enc=" + encodedZ + " -> " + got);
        }

        String[] texts = {"ff", "-80", "777", "101101", "zz", "7fffffff", "-2147483648", "1010", "Kona"};
        int[] radices = {16, 16, 8, 2, 36, 16, 10, 3, 27};
        List<String> results = new ArrayList<>();
        for (int i = 0; i < texts.length; i++) {
            try {
                int v = Integer.parseInt(texts[i], radices[i]);
                results.add(texts[i] + "(r" + radices[i] + ")=" + v);
            } catch (NumberFormatException e) {
                results.add(texts[i] + "(r" + radices[i] + ")=invalid");
            }
        }
        for (String s : results) System.out.println(s);
        try {
            int bad = Integer.parseInt("ffffffff", 16);
            System.out.println("parsed " + bad);
        } catch (NumberFormatException e) {
            System.out.println("ffffffff overflows int in radix 16");
        }
        System.out.println("parseUnsignedInt ffffffff: " + Integer.parseUnsignedInt("ffffffff", 16));
        System.out.println("parseLong radix 36 'android': " + Long.parseLong("android", 36));
        System.out.println("toString radix 36 of 123456789: " + Integer.toString(123456789, 36));
        System.out.println("toString radix 2 of -10: " + Integer.toString(-10, 2));
        System.out.println("toBinaryString -10: " + Integer.toBinaryString(-10));
        System.out.println("toOctalString -10: " + Integer.toOctalString(-10));
        System.out.println("Long.toOctalString -10: " + Long.toOctalString(-10L));
        System.out.println("Long.toBinaryString 5: " + Long.toBinaryString(5L));
        System.out.println("Integer.valueOf(\"-1f\", 16): " + Integer.valueOf("-1f", 16));
        System.out.println("Integer.toUnsignedString(-1): " + Integer.toUnsignedString(-1));
        System.out.println("Integer.toUnsignedLong(-2): " + Integer.toUnsignedLong(-2));

        int rgb565 = 0;
        int red = 250, green = 130, blue = 40;
        rgb565 |= (red >> 3) << 11;
        rgb565 |= (green >> 2) << 5;
        rgb565 |= blue >> 3;
        short packed = (short) rgb565;
        System.out.println("rgb565: " + rgb565 + " as short=" + packed + " hex=" + Integer.toHexString(packed & 0xFFFF));
        int r5 = (packed >> 11) & 0x1F;
        int g6 = (packed >> 5) & 0x3F;
        int b5 = packed & 0x1F;
        System.out.println("unpacked: " + (r5 << 3) + " " + (g6 << 2) + " " + (b5 << 3));
    }
}
