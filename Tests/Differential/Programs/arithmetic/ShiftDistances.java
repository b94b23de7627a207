public class ShiftDistances {
    public static void main(String[] args) {
        int one = 1;
        int[] dists = {0, 1, 31, 32, 33, 63, 64, 65, -1, -31, -32, 100};
        for (int d : dists) {
            System.out.println("1 << " + d + " = " + (one << d) + ", -8 >> " + d + " = " + (-8 >> d) + ", -8 >>> " + d + " = " + (-8 >>> d));
        }
        long lone = 1L;
        for (int d : dists) {
            System.out.println("1L << " + d + " = " + (lone << d) + ", -8L >>> " + d + " = " + (-8L >>> d));
        }
        long shiftByLong = 70L;
        System.out.println("int shifted by long 70: " + (5 << shiftByLong));
        System.out.println("long shifted by long 70: " + (5L << shiftByLong));
        int x = 0x12345678;
        x <<= 36;
        System.out.println("x <<= 36: " + x);
        x >>= -28;
        System.out.println("x >>= -28: " + x);
        byte b = -128;
        System.out.println("byte -128 >> 1 = " + (b >> 1) + ", >>> 1 = " + (b >>> 1));
        char c = '\uffff';
        System.out.println("char ffff >> 4 = " + (c >> 4));
        System.out.println("Integer.MIN_VALUE >> 31 = " + (Integer.MIN_VALUE >> 31));
        System.out.println("Integer.MIN_VALUE >>> 31 = " + (Integer.MIN_VALUE >>> 31));
        System.out.println("Long.MIN_VALUE >> 63 = " + (Long.MIN_VALUE >> 63));
        System.out.println("Long.MIN_VALUE >>> 63 = " + (Long.MIN_VALUE >>> 63));
    }
}
