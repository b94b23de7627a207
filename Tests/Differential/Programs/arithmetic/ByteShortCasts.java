public class ByteShortCasts {
    static int toUnsigned(byte b) {
        return b & 0xFF;
    }

    public static void main(String[] args) {
        byte[] data = new byte[8];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 37 + 100);
        }
        for (byte b : data) {
            System.out.print(b + "/" + toUnsigned(b) + " ");
        }
        System.out.println();
        int checksum = 0;
        for (byte b : data) {
            checksum = (checksum * 31 + b) & 0xFFFF;
        }
        System.out.println("checksum = " + checksum);
        short s = (short) 0xABCD;
        System.out.println("short 0xABCD = " + s);
        System.out.println("high byte = " + (byte) (s >> 8) + ", low byte = " + (byte) s);
        int rebuilt = ((data[0] & 0xFF) << 24) | ((data[1] & 0xFF) << 16) | ((data[2] & 0xFF) << 8) | (data[3] & 0xFF);
        System.out.println("rebuilt int = " + rebuilt);
        int wrong = (data[0] << 24) | (data[1] << 16) | (data[2] << 8) | data[3];
        System.out.println("sign-extended int = " + wrong);
        byte x = (byte) 200;
        byte y = (byte) 100;
        System.out.println("byte add promotes: " + (x + y));
        byte z = (byte) (x + y);
        System.out.println("byte add narrowed: " + z);
        short big = Short.MAX_VALUE;
        System.out.println("short max + 1 as int: " + (big + 1) + ", narrowed: " + (short) (big + 1));
        System.out.println("Byte.MIN/MAX: " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE);
        System.out.println("Short.MIN/MAX: " + Short.MIN_VALUE + " " + Short.MAX_VALUE);
        System.out.println("Byte.toUnsignedInt(-1) = " + Byte.toUnsignedInt((byte) -1));
        System.out.println("Short.toUnsignedInt(-1) = " + Short.toUnsignedInt((short) -1));
        System.out.println("(byte) 'A' = " + (byte) 'A' + ", (byte) '\\u00ff' = " + (byte) '\u00ff');
        System.out.println("(short) 1e6 = " + (short) 1e6 + ", (byte) -1e6 = " + (byte) -1e6);
    }
}
