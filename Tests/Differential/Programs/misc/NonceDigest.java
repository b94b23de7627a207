import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/** The byte handling of a login handshake: SHA-256 over user, password and nonce; framing with arraycopy. */
public class NonceDigest {
    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            String h = Integer.toHexString(b & 0xFF);
            if (h.length() == 1) sb.append('0');
            sb.append(h);
        }
        return sb.toString();
    }

    static byte[] hash(String user, String password, byte[] nonce) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(user.getBytes(StandardCharsets.UTF_8));
        md.update(password.getBytes(StandardCharsets.UTF_8));
        md.update(nonce);
        return md.digest();
    }

    public static void main(String[] args) throws Exception {
        byte[] nonce = new byte[16];
        for (int i = 0; i < nonce.length; i++) nonce[i] = (byte) (i * 37 - 100);
        byte[] h = hash("vecino", "contraseña", nonce);
        System.out.println("hash length " + h.length);
        System.out.println("hash " + hex(h));
        System.out.println("empty " + hex(MessageDigest.getInstance("SHA-256").digest()));
        byte[] header = ("vecino" + "\r\n").getBytes(StandardCharsets.UTF_8);
        byte[] message = Arrays.copyOf(header, header.length + h.length);
        System.arraycopy(h, 0, message, header.length, h.length);
        System.out.println("message " + message.length + " " + hex(Arrays.copyOfRange(message, 0, 12)));
        System.out.println("latin1 " + new String(new byte[] {72, -23, 108, 108, 111}, StandardCharsets.ISO_8859_1).length());
        System.out.println("utf8 " + new String("año".getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
        System.out.println("hex " + Integer.toHexString(-1) + " " + Integer.toHexString(255) + " " + Integer.toHexString(0));
        try {
            MessageDigest.getInstance("NOPE-1");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            System.arraycopy(h, 30, message, 0, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy out of bounds");
        }
    }
}
