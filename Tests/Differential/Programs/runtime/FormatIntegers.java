public class FormatIntegers {
    public static void main(String[] args) {
        int[] values = {0, 7, -7, 42, -42, 12345, -12345, 1234567, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : values) {
            System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d]", v, v, v, v, v, v, v));
        }
        for (int v : values) {
            System.out.println(String.format("hex [%x] [%X] [%08x] [%#x] oct [%o] [%#o]", v, v, v, v, v, v));
        }
        long[] longs = {0L, 255L, -255L, 9876543210L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long v : longs) {
            System.out.println(String.format("long [%d] [%,d] [%x] [%X] [%o] [%20d] [%-20d]", v, v, v, v, v, v, v));
        }
        System.out.println(String.format("byte -1 as %%x: %x, short -1 as %%x: %x", (byte) -1, (short) -1));
        System.out.println(String.format("(%d) [%(d] [%(,d]", -5, -5, -1234567));
        System.out.println(String.format("width smaller than number [%2d] [%-2d]", 123456, 123456));
        System.out.println(String.format("%d%%", 50));
        System.out.println(String.format("%3$d %1$d %2$d", 1, 2, 3));
        System.out.println(String.format("%d %<d %<x", 255));
        System.out.println(String.format("Integer object %d, Long object %d", Integer.valueOf(9), Long.valueOf(-9)));
        System.out.println(String.format("%,015d|%-,15d|", 1234567, -1234567));
        System.out.println(String.format("%x", 3000000000L));
        System.out.println(String.format("[%s] [%s]", 42, -42L));
    }
}
