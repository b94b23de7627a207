public class BitwiseOps {
    public static void main(String[] args) {
        int a = 0b1100;
        int b = 0b1010;
        System.out.println("a & b = " + (a & b) + ", a | b = " + (a | b) + ", a ^ b = " + (a ^ b) + ", ~a = " + (~a));
        System.out.println("~0 = " + (~0) + ", ~-1 = " + (~-1) + ", ~Integer.MAX_VALUE = " + (~Integer.MAX_VALUE));
        System.out.println("~5L = " + (~5L));
        System.out.println("-7 & 0xFF = " + (-7 & 0xFF) + ", -7 | 3 = " + (-7 | 3) + ", -7 ^ -1 = " + (-7 ^ -1));
        System.out.println("bitCount: " + Integer.bitCount(255) + " " + Integer.bitCount(-1) + " " + Long.bitCount(-1L));
        System.out.println("highestOneBit: " + Integer.highestOneBit(100) + ", lowestOneBit: " + Integer.lowestOneBit(100));
        System.out.println("leading zeros: " + Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfLeadingZeros(0) + " " + Long.numberOfLeadingZeros(1L));
        System.out.println("trailing zeros: " + Integer.numberOfTrailingZeros(8) + " " + Integer.numberOfTrailingZeros(0));
        System.out.println("reverse: " + Integer.reverse(1) + " reverseBytes: " + Integer.reverseBytes(0x01020304));
        int flags = 0;
        int READ = 1, WRITE = 2, EXEC = 4;
        flags |= READ;
        flags |= EXEC;
        System.out.println("flags = " + flags + " canWrite=" + ((flags & WRITE) != 0) + " canExec=" + ((flags & EXEC) != 0));
        flags &= ~READ;
        System.out.println("flags after clear read = " + flags);
        flags ^= WRITE | EXEC;
        System.out.println("flags after toggle = " + flags);
        boolean t = true, f = false;
        System.out.println("boolean ops: " + (t & f) + " " + (t | f) + " " + (t ^ f) + " " + (t ^ t));
        int calls = 0;
        boolean r1 = f & (++calls > 0);
        boolean r2 = f && (++calls > 0);
        System.out.println("non-short-circuit evaluated: calls=" + calls + " " + r1 + " " + r2);
        boolean flag = true;
        flag &= false;
        System.out.println("flag &= false -> " + flag);
        flag |= true;
        System.out.println("flag |= true -> " + flag);
        long mask = 1L << 40;
        System.out.println("bit 40 set: " + ((mask & (1L << 40)) != 0) + ", int mask wrong: " + (1 << 40));
        int x = 0x7F;
        int swapped = x ^ 0x55;
        swapped ^= 0x55;
        System.out.println("xor roundtrip: " + (swapped == x));
        int p = 17, q = 42;
        p ^= q;
        q ^= p;
        p ^= q;
        System.out.println("xor swap: p=" + p + " q=" + q);
    }
}
