import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ArrPermissionFlags {
    static int mask(Permission... perms) {
        int m = 0;
        for (Permission p : perms) m |= p.bit();
        return m;
    }

    static List<Permission> decode(int m) {
        List<Permission> out = new ArrayList<>();
        for (Permission p : Permission.values()) if ((m & p.bit()) != 0) out.add(p);
        return out;
    }

    static String bits(int m) {
        String s = Integer.toBinaryString(m);
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < 8; i++) sb.append('0');
        return sb.append(s).toString();
    }

    public static void main(String[] args) {
        Permission[] all = Permission.values();
        System.out.println("permissions: " + Arrays.toString(all));
        for (Permission p : all)
            System.out.println(String.format("%-10s ordinal=%d bit=%s", p, p.ordinal(), bits(p.bit())));

        int user = mask(Permission.CAMERA, Permission.LOCATION);
        int admin = mask(all);
        int guest = mask();
        System.out.println("user=" + bits(user) + " " + decode(user));
        System.out.println("admin=" + bits(admin) + " count=" + Integer.bitCount(admin));
        System.out.println("guest=" + guest + " " + decode(guest));

        user |= Permission.STORAGE.bit();
        user &= ~Permission.CAMERA.bit();
        user ^= Permission.CONTACTS.bit();
        System.out.println("user after edits=" + bits(user) + " " + decode(user));
        System.out.println("missing vs admin: " + decode(admin & ~user));
        System.out.println("has location: " + ((user & Permission.LOCATION.bit()) == Permission.LOCATION.bit()));

        Permission[][] roles = {
            {Permission.CAMERA},
            {Permission.CAMERA, Permission.MICROPHONE},
            {},
            {Permission.NETWORK, Permission.STORAGE, Permission.LOCATION}
        };
        for (int i = 0; i < roles.length; i++)
            System.out.println("role" + i + " len=" + roles[i].length + " mask=" + Integer.toHexString(mask(roles[i])));

        int neg = -40;
        System.out.println("-40 >> 3 = " + (neg >> 3) + ", >>> 3 = " + (neg >>> 3) + ", << 3 = " + (neg << 3));
        System.out.println("-40 >>> 28 = " + (neg >>> 28) + ", -1 >>> 31 = " + (-1 >>> 31));
        int one = 1;
        System.out.println("1 << 31 = " + (one << 31) + ", 1 << 32 = " + (one << 32) + ", 1 << 33 = " + (one << 33));
        int sh = 35;
        System.out.println("-40 >> 35 = " + (neg >> sh) + ", 0xF0 >>> 36 = " + (0xF0 >>> (sh + 1)));
        System.out.println("1 << -1 = " + (one << -1));
        long lf = 1L << 40 | 1L << 63;
        System.out.println("long flags=" + Long.toHexString(lf) + " signed=" + lf + " bitCount=" + Long.bitCount(lf));
        System.out.println("lf >> 60 = " + (lf >> 60) + ", lf >>> 60 = " + (lf >>> 60) + ", 1L << 64 = " + (1L << 64));
        System.out.println("1 << 40 as int = " + (1 << 40) + ", (int)(1L << 40) = " + (int) (1L << 40));
        System.out.println("MAX bin=" + Integer.toBinaryString(Integer.MAX_VALUE)
                + " MIN hex=" + Integer.toHexString(Integer.MIN_VALUE)
                + " -1 hex=" + Integer.toHexString(-1));
        System.out.println("lowestOneBit(user)=" + Integer.lowestOneBit(user)
                + " highestOneBit=" + Integer.highestOneBit(user)
                + " numberOfTrailingZeros=" + Integer.numberOfTrailingZeros(user));

        int[] granted = new int[all.length];
        int[] requests = {3, 0, 5, 3, 1, 3, 5, 5, 5};
        for (int r : requests) granted[r]++;
        System.out.println("request counts: " + Arrays.toString(granted));
        Permission top = all[0];
        for (Permission p : all) if (granted[p.ordinal()] > granted[top.ordinal()]) top = p;
        System.out.println("most requested: " + top + (top == Permission.NETWORK ? " (network!)" : ""));
    }
}

enum Permission {
    CAMERA, MICROPHONE, LOCATION, CONTACTS, STORAGE, NETWORK;

    int bit() {
        return 1 << ordinal();
    }
}
