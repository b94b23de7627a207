public class UnsignedShift {
    static int rotl(int v, int n) {
        return (v << n) | (v >>> -n);
    }

    public static void main(String[] args) {
        int[] vals = {-1, -2, Integer.MIN_VALUE, 12345, -12345};
        for (int v : vals) {
            System.out.println(v + ": >>1=" + (v >> 1) + " >>>1=" + (v >>> 1) + " >>>16=" + (v >>> 16) + " >>>28=" + (v >>> 28));
        }
        long lv = -1L;
        System.out.println("-1L >>> 1 = " + (lv >>> 1));
        System.out.println("-1L >>> 32 = " + (lv >>> 32));
        System.out.println("(int)(-1L >>> 32) = " + (int) (lv >>> 32));
        byte b = -16;
        b >>>= 2;
        System.out.println("byte -16 >>>= 2 -> " + b);
        short s = -16;
        s >>>= 2;
        System.out.println("short -16 >>>= 2 -> " + s);
        char c = 65535;
        c >>>= 3;
        System.out.println("char 65535 >>>= 3 -> " + (int) c);
        int r = 0x80000001;
        for (int i = 0; i < 4; i++) {
            r = rotl(r, 1);
            System.out.println("rotl: " + r + " = " + Integer.toHexString(r));
        }
        System.out.println("Integer.rotateLeft = " + Integer.rotateLeft(0x80000001, 4));
        System.out.println("Integer.rotateRight = " + Integer.rotateRight(0x80000001, 4));
        int bits = 0xF0F0F0F0;
        int count = 0;
        while (bits != 0) {
            count += bits & 1;
            bits >>>= 1;
        }
        System.out.println("popcount via >>> = " + count);
        System.out.println("unsigned compare via flip: " + ((-1 ^ Integer.MIN_VALUE) > (1 ^ Integer.MIN_VALUE)));
    }
}
