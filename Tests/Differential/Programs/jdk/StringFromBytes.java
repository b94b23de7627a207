import java.nio.charset.StandardCharsets;
import java.util.Arrays;

// Strings decoded from byte arrays and encoded back: the default charset (UTF-8 on Android), named ones,
// byte ranges with Java's bounds messages, and malformed input replaced by U+FFFD.
public class StringFromBytes {
    static String show(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) sb.append(String.format("%02X", b & 0xFF));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String text = "Grüße, 世界 \uD83D\uDE00!";
        byte[] utf8 = text.getBytes();
        System.out.println(utf8.length + " " + show(utf8));
        System.out.println(new String(utf8).equals(text) + " " + new String(utf8, StandardCharsets.UTF_8).length());
        System.out.println(new String(utf8, 0, 7) + "|" + new String(utf8, 7, 8, StandardCharsets.UTF_8) + "|");
        System.out.println(new String(utf8, 3, 2, "UTF-8") + " " + new String(utf8, 2, 3) + " " + new String(utf8, 0, 0).isEmpty());

        byte[] latin = text.getBytes(StandardCharsets.ISO_8859_1);
        System.out.println(latin.length + " " + show(latin) + " " + new String(latin, StandardCharsets.ISO_8859_1));
        byte[] ascii = "naïve".getBytes(StandardCharsets.US_ASCII);
        System.out.println(show(ascii) + " " + new String(ascii, "US-ASCII"));
        byte[] high = { 72, (byte) 0xE9, (byte) 0x80, 105 };
        System.out.println(new String(high, StandardCharsets.US_ASCII).length() + " " + (int) new String(high, StandardCharsets.US_ASCII).charAt(1));
        System.out.println(new String(high, StandardCharsets.ISO_8859_1) + " " + (int) new String(high, 1, 1, StandardCharsets.ISO_8859_1).charAt(0));
        String broken = new String(high, StandardCharsets.UTF_8);
        System.out.println(broken.length() + " " + (int) broken.charAt(1) + " " + (int) broken.charAt(2));

        // A header of fixed width, as a socket protocol writes it.
        byte[] frame = new byte[12];
        byte[] header = "AUTH v2".getBytes(StandardCharsets.UTF_8);
        System.arraycopy(header, 0, frame, 0, header.length);
        frame[7] = 42;
        System.out.println("'" + new String(frame, 0, 7, StandardCharsets.UTF_8) + "' " + frame[7] + " " + Arrays.toString(Arrays.copyOfRange(frame, 7, 9)));

        int[][] ranges = { {5, 20}, {-1, 2}, {3, -1}, {12, 0}, {13, 0} };
        for (int[] r : ranges) {
            try {
                System.out.println("ok '" + new String(frame, r[0], r[1], StandardCharsets.UTF_8) + "'");
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
