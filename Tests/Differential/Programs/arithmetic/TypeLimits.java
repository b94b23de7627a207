public class TypeLimits {
    public static void main(String[] args) {
        System.out.println("byte: " + Byte.MIN_VALUE + " .. " + Byte.MAX_VALUE + " size " + Byte.SIZE);
        System.out.println("short: " + Short.MIN_VALUE + " .. " + Short.MAX_VALUE + " size " + Short.SIZE);
        System.out.println("char: " + (int) Character.MIN_VALUE + " .. " + (int) Character.MAX_VALUE);
        System.out.println("int: " + Integer.MIN_VALUE + " .. " + Integer.MAX_VALUE + " size " + Integer.SIZE);
        System.out.println("long: " + Long.MIN_VALUE + " .. " + Long.MAX_VALUE + " bytes " + Long.BYTES);
        System.out.println("float: " + Float.MIN_VALUE + " .. " + Float.MAX_VALUE);
        System.out.println("double: " + Double.MIN_VALUE + " .. " + Double.MAX_VALUE);
        System.out.println("hex literals: " + 0xFF + " " + 0x7FFFFFFF + " " + 0x80000000 + " " + 0xFFFFFFFF);
        System.out.println("octal: " + 017 + " " + 0777);
        System.out.println("binary: " + 0b1010 + " " + 0b11111111111111111111111111111111);
        System.out.println("underscores: " + 1_000_000 + " " + 0xFF_FF + " " + 1_0.5_0);
        System.out.println("long hex: " + 0x8000000000000000L + " " + 0xFFFFFFFFFFFFFFFFL);
        System.out.println("char literals: " + (int) '\n' + " " + (int) '\t' + " " + (int) '\\' + " " + (int) '\'' + " " + (int) '\u0041');
        System.out.println("float literal: " + 1e3f + " " + 1.5e-3 + " " + .5 + " " + 5. + " " + 0x1p4);
        System.out.println("Integer.MAX_VALUE + Integer.MAX_VALUE = " + (Integer.MAX_VALUE + Integer.MAX_VALUE));
        System.out.println("Long.MAX_VALUE - Long.MIN_VALUE = " + (Long.MAX_VALUE - Long.MIN_VALUE));
        System.out.println("Integer.MIN_VALUE == -Integer.MIN_VALUE: " + (Integer.MIN_VALUE == -Integer.MIN_VALUE));
        System.out.println("(char) -1 = " + (int) (char) -1);
        System.out.println("Integer.MAX_VALUE as float == 2^31: " + ((float) Integer.MAX_VALUE == 2147483648f));
        System.out.println("Long.MAX_VALUE as double == 2^63: " + ((double) Long.MAX_VALUE == 9.223372036854775807E18));
    }
}
