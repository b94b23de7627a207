import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.stream.Collectors;

public class BitSetApi {
    static BitSet of(int... bits) {
        BitSet bs = new BitSet();
        for (int b : bits) {
            bs.set(b);
        }
        return bs;
    }

    static String setBits(BitSet bs) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = bs.nextSetBit(0); i >= 0; i = bs.nextSetBit(i + 1)) {
            if (sb.length() > 1) sb.append(' ');
            sb.append(i);
        }
        return sb.append(']').toString();
    }

    static void describe(String label, BitSet bs) {
        System.out.println(label + ": " + bs + " card=" + bs.cardinality() + " len=" + bs.length()
                + " empty=" + bs.isEmpty());
    }

    static void report(String label, Exception e) {
        System.out.println(label + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
    }

    public static void main(String[] args) {
        BitSet empty = new BitSet();
        describe("empty", empty);
        System.out.println("empty size=" + empty.size() + " toString=" + empty.toString());
        int[] sizes = {0, 1, 63, 64, 65, 100, 128, 129};
        for (int n : sizes) {
            System.out.println("new BitSet(" + n + ").size()=" + new BitSet(n).size());
        }
        BitSet b = new BitSet(100);
        b.set(3);
        b.set(7, true);
        b.set(9, false);
        b.set(10, 15);
        b.set(20, 25, true);
        b.set(22, 24, false);
        describe("b after sets", b);
        System.out.println("b.get(3)=" + b.get(3) + " get(9)=" + b.get(9) + " get(12)=" + b.get(12) + " get(500)=" + b.get(500));
        b.clear(12);
        b.clear(20, 22);
        describe("b after clears", b);
        System.out.println("b.get(5,15)=" + b.get(5, 15) + " b.get(0,4)=" + b.get(0, 4) + " b.get(50,60)=" + b.get(50, 60));
        b.flip(3);
        b.flip(30);
        b.flip(0, 8);
        describe("b after flips", b);
        System.out.println("b size=" + b.size());
        b.set(1000);
        System.out.println("after set(1000) size=" + b.size() + " len=" + b.length());
        BitSet bc = (BitSet) b.clone();
        System.out.println("clone size=" + bc.size() + " equals=" + bc.equals(b));
        b.clear(1000);
        System.out.println("after clear(1000) size=" + b.size() + " len=" + b.length());

        BitSet s = of(2, 5, 6, 63, 64, 127, 128, 200);
        describe("s", s);
        System.out.println("iterate s=" + setBits(s));
        System.out.println("nextSetBit(0)=" + s.nextSetBit(0) + " (7)=" + s.nextSetBit(7) + " (65)=" + s.nextSetBit(65) + " (201)=" + s.nextSetBit(201));
        System.out.println("nextClearBit(5)=" + s.nextClearBit(5) + " (63)=" + s.nextClearBit(63) + " (127)=" + s.nextClearBit(127) + " (5000)=" + s.nextClearBit(5000));
        System.out.println("previousSetBit(-1)=" + s.previousSetBit(-1) + " (62)=" + s.previousSetBit(62) + " (64)=" + s.previousSetBit(64) + " (1)=" + s.previousSetBit(1) + " (9999)=" + s.previousSetBit(9999));
        System.out.println("previousClearBit(-1)=" + s.previousClearBit(-1) + " (6)=" + s.previousClearBit(6) + " (128)=" + s.previousClearBit(128) + " (300)=" + s.previousClearBit(300));
        StringBuilder rev = new StringBuilder();
        for (int i = s.previousSetBit(s.length()); i >= 0; i = s.previousSetBit(i - 1)) {
            rev.append(i).append(',');
        }
        System.out.println("reverse iterate=" + rev);
        StringBuilder clears = new StringBuilder();
        for (int i = s.nextClearBit(0); i < 10; i = s.nextClearBit(i + 1)) {
            clears.append(i).append(',');
        }
        System.out.println("clear bits below 10=" + clears);
        System.out.println("boundary get 63/64/127/128/129=" + s.get(63) + s.get(64) + s.get(127) + s.get(128) + s.get(129));
        System.out.println("s.get(60,130)=" + s.get(60, 130));

        BitSet small = of(1, 2, 3, 4);
        BitSet large = of(3, 4, 5, 70, 130);
        BitSet r = (BitSet) small.clone();
        r.and(large);
        System.out.println("small and large=" + r + " len=" + r.length());
        r = (BitSet) large.clone();
        r.and(small);
        System.out.println("large and small=" + r + " size=" + r.size());
        r = (BitSet) small.clone();
        r.or(large);
        System.out.println("small or large=" + r);
        r = (BitSet) small.clone();
        r.xor(large);
        System.out.println("small xor large=" + r);
        r = (BitSet) large.clone();
        r.xor(large);
        System.out.println("large xor large=" + r + " empty=" + r.isEmpty() + " len=" + r.length());
        r = (BitSet) small.clone();
        r.andNot(large);
        System.out.println("small andNot large=" + r);
        r = (BitSet) large.clone();
        r.andNot(small);
        System.out.println("large andNot small=" + r);
        System.out.println("intersects small/large=" + small.intersects(large) + " small/of(70)=" + small.intersects(of(70)) + " empty/large=" + empty.intersects(large));

        BitSet e1 = new BitSet(10);
        BitSet e2 = new BitSet(1000);
        e1.set(5);
        e2.set(5);
        System.out.println("equals diff sizes=" + e1.equals(e2) + " sizes=" + e1.size() + "/" + e2.size() + " hash equal=" + (e1.hashCode() == e2.hashCode()));
        System.out.println("equals self=" + e1.equals(e1) + " equals String=" + e1.equals("{5}") + " equals null=" + e1.equals(null) + " equals of(6)=" + e1.equals(of(6)));
        System.out.println("hashCodes empty=" + empty.hashCode() + " e1=" + e1.hashCode() + " s=" + s.hashCode() + " large=" + large.hashCode());

        BitSet orig = of(1, 10, 100);
        BitSet cl = (BitSet) orig.clone();
        cl.set(2);
        cl.clear(100);
        System.out.println("orig=" + orig + " clone=" + cl + " equal=" + orig.equals(cl));

        System.out.println("s toLongArray=" + Arrays.toString(s.toLongArray()));
        System.out.println("s toByteArray=" + Arrays.toString(s.toByteArray()));
        System.out.println("empty toLongArray=" + Arrays.toString(empty.toLongArray()) + " toByteArray=" + Arrays.toString(empty.toByteArray()));
        BitSet fromLongs = BitSet.valueOf(new long[] {5L, 0L, -1L, 0L, 0L});
        describe("valueOf longs", fromLongs);
        System.out.println("valueOf longs back=" + Arrays.toString(fromLongs.toLongArray()));
        BitSet fromNeg = BitSet.valueOf(new long[] {Long.MIN_VALUE});
        System.out.println("valueOf MIN_VALUE=" + fromNeg + " bytes=" + Arrays.toString(fromNeg.toByteArray()));
        BitSet fromBytes = BitSet.valueOf(new byte[] {(byte) 0x81, 0, 3, (byte) 0xFF, 0, 0});
        describe("valueOf bytes", fromBytes);
        System.out.println("valueOf bytes back=" + Arrays.toString(fromBytes.toByteArray()) + " longs=" + Arrays.toString(fromBytes.toLongArray()));
        System.out.println("roundtrip s via bytes equals=" + BitSet.valueOf(s.toByteArray()).equals(s));

        System.out.println("s stream sum=" + s.stream().sum() + " count=" + s.stream().count());
        List<Integer> list = s.stream().boxed().collect(Collectors.toList());
        System.out.println("s stream list=" + list);
        System.out.println("empty stream list=" + empty.stream().boxed().collect(Collectors.toList()) + " sum=" + empty.stream().sum());

        BitSet c = of(1, 2, 3, 200);
        c.clear();
        describe("after clear()", c);
        System.out.println("size after clear()=" + c.size());

        BitSet t = new BitSet();
        try { new BitSet(-1); } catch (NegativeArraySizeException e) { report("new BitSet(-1)", e); }
        try { t.set(-1); } catch (IndexOutOfBoundsException e) { report("set(-1)", e); }
        try { t.get(-5); } catch (IndexOutOfBoundsException e) { report("get(-5)", e); }
        try { t.clear(-2); } catch (IndexOutOfBoundsException e) { report("clear(-2)", e); }
        try { t.set(5, 3); } catch (IndexOutOfBoundsException e) { report("set(5,3)", e); }
        try { t.set(-1, 3); } catch (IndexOutOfBoundsException e) { report("set(-1,3)", e); }
        try { t.flip(2, 1); } catch (IndexOutOfBoundsException e) { report("flip(2,1)", e); }
        try { t.nextSetBit(-1); } catch (IndexOutOfBoundsException e) { report("nextSetBit(-1)", e); }
        try { t.nextClearBit(-3); } catch (IndexOutOfBoundsException e) { report("nextClearBit(-3)", e); }
        try { t.previousSetBit(-2); } catch (IndexOutOfBoundsException e) { report("previousSetBit(-2)", e); }
        System.out.println("t unchanged=" + t + " empty=" + t.isEmpty());
    }
}
