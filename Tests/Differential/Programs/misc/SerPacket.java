import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class SerPacket {
    public static void main(String[] args) {
        PacketWriter w = new PacketWriter(64);
        w.putShort(0xCAFE);
        w.putByte(3);
        for (int v : new int[] {1, -1, 0x12345678, Integer.MIN_VALUE}) w.putInt(v);
        w.putLong(-2L);
        w.putLong(0x0102030405060708L);
        w.putString("ping");
        w.putBool(true);
        w.putChecksum();
        byte[] packet = w.toBytes();
        System.out.println("size=" + packet.length);
        System.out.println("bytes=" + Arrays.toString(packet));
        System.out.println("hex  =" + PacketWriter.hex(packet));

        System.out.println("== read back ==");
        try {
            PacketReader r = new PacketReader(packet);
            System.out.println("checksum ok: " + r.verifyChecksum());
            System.out.println("magic   = " + String.format("%x", r.getShort()));
            System.out.println("version = " + r.getByte());
            for (int i = 0; i < 4; i++) {
                int v = r.getInt();
                System.out.println(String.format("int[%d]  = %d hex=%x", i, v, v));
            }
            for (String name : new String[] {"a", "b"}) {
                long v = r.getLong();
                System.out.println("long " + name + "  = " + v + " hex=" + Long.toHexString(v));
            }
            System.out.println("string  = " + r.getString());
            System.out.println("bool    = " + r.getBool());
            System.out.println("remaining = " + r.remaining());
        } catch (PacketException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("== corruption ==");
        byte[] bad = Arrays.copyOf(packet, packet.length);
        bad[7] ^= 0x40;
        System.out.println("flipped byte 7: " + packet[7] + " -> " + bad[7]);
        try {
            System.out.println("checksum ok: " + new PacketReader(bad).verifyChecksum());
        } catch (PacketException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("== truncated ==");
        byte[] cut = Arrays.copyOfRange(packet, 0, 9);
        System.out.println("cut=" + PacketWriter.hex(cut));
        try {
            PacketReader r = new PacketReader(cut);
            r.getShort();
            r.getByte();
            System.out.println("first int = " + r.getInt());
            System.out.println("second int = " + r.getInt());
        } catch (PacketException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("== byte edge values ==");
        List<String> rows = new ArrayList<>();
        for (int v : new int[] {0, 127, 128, 200, 255, 256, -1}) {
            byte bt = (byte) v;
            rows.add(v + "->" + bt + "/" + (bt & 0xFF) + "/" + String.format("%02x", bt & 0xFF));
        }
        System.out.println(String.join("  ", rows));
    }
}

class PacketException extends Exception {
    PacketException(String msg) { super(msg); }
}

class PacketWriter {
    private byte[] buf;
    private int len = 0;

    PacketWriter(int cap) { buf = new byte[cap]; }

    void putByte(int v) {
        if (len == buf.length) buf = Arrays.copyOf(buf, buf.length * 2);
        buf[len++] = (byte) (v & 0xFF);
    }

    void putShort(int v) { putByte(v >>> 8); putByte(v); }
    void putInt(int v) { for (int s = 24; s >= 0; s -= 8) putByte(v >>> s); }
    void putLong(long v) { for (int s = 56; s >= 0; s -= 8) putByte((int) (v >>> s)); }
    void putBool(boolean b) { putByte(b ? 1 : 0); }

    void putString(String s) {
        putShort(s.length());
        for (int i = 0; i < s.length(); i++) putByte(s.charAt(i));
    }

    void putChecksum() {
        int sum = 0;
        for (int i = 0; i < len; i++) sum = (sum + (buf[i] & 0xFF)) & 0xFF;
        putByte(sum);
    }

    byte[] toBytes() { return Arrays.copyOf(buf, len); }

    static String hex(byte[] data) {
        StringBuilder sb = new StringBuilder();
        for (byte b : data) sb.append(String.format("%02x", b & 0xFF));
        return sb.toString();
    }
}

class PacketReader {
    private final byte[] data;
    private int pos = 0;

    PacketReader(byte[] data) { this.data = data; }

    int remaining() { return data.length - pos; }

    private int next() throws PacketException {
        if (pos >= data.length) throw new PacketException("read past end at " + pos);
        return data[pos++] & 0xFF;
    }

    int getByte() throws PacketException { return next(); }
    int getShort() throws PacketException { return (next() << 8) | next(); }
    int getInt() throws PacketException { return (next() << 24) | (next() << 16) | (next() << 8) | next(); }
    long getLong() throws PacketException { return ((long) getInt() << 32) | (getInt() & 0xFFFFFFFFL); }
    boolean getBool() throws PacketException { return next() != 0; }

    String getString() throws PacketException {
        int n = getShort();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append((char) next());
        return sb.toString();
    }

    boolean verifyChecksum() throws PacketException {
        if (data.length == 0) throw new PacketException("empty packet");
        int sum = 0;
        for (int i = 0; i < data.length - 1; i++) sum = (sum + (data[i] & 0xFF)) & 0xFF;
        int stored = data[data.length - 1] & 0xFF;
        System.out.println("  computed=" + String.format("%02x", sum) + " stored=" + String.format("%02x", stored));
        return sum == stored;
    }
}
