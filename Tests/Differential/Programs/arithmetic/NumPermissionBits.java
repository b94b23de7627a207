public class NumPermissionBits {

    static final int READ = 1;
    static final int WRITE = 1 << 1;
    static final int EXECUTE = 1 << 2;
    static final int DELETE = 1 << 3;
    static final int SHARE = 1 << 4;
    static final int ADMIN = 1 << 31;

    static final String[] NAMES = {"READ", "WRITE", "EXECUTE", "DELETE", "SHARE"};

    static String describe(int perms) {
        StringBuilder sb = new StringBuilder("[");
        boolean first = true;
        for (int i = 0; i < NAMES.length; i++) {
            if ((perms & (1 << i)) != 0) {
                if (!first) sb.append("|");
                sb.append(NAMES[i]);
                first = false;
            }
        }
        if ((perms & ADMIN) != 0) {
            if (!first) sb.append("|");
            sb.append("ADMIN");
        }
        return sb.append("]").toString();
    }

    static String pad32(int v) {
        String s = Integer.toBinaryString(v);
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < 32; i++) sb.append('0');
        return sb.append(s).toString();
    }

    static int pack(int a, int r, int g, int b) {
        return (a & 0xFF) << 24 | (r & 0xFF) << 16 | (g & 0xFF) << 8 | (b & 0xFF);
    }

    static String hex8(int v) {
        String s = Integer.toHexString(v);
        while (s.length() < 8) s = "0" + s;
        return s;
    }

    static int blend(int c1, int c2) {
        // average each channel without overflow: (x & y) + ((x ^ y) >> 1) per byte
        return (c1 & c2) + (((c1 ^ c2) & 0xFEFEFEFE) >>> 1);
    }

    static int grayscale(int argb) {
        int a = argb >>> 24;
        int r = (argb >> 16) & 0xFF;
        int g = (argb >> 8) & 0xFF;
        int b = argb & 0xFF;
        int y = (r * 299 + g * 587 + b * 114) / 1000;
        return pack(a, y, y, y);
    }

    public static void main(String[] args) {
        System.out.println("== Permission flags ==");
        int guest = READ;
        int editor = READ | WRITE | SHARE;
        int owner = READ | WRITE | EXECUTE | DELETE | SHARE;
        int root = owner | ADMIN;
        int[] roles = {0, guest, editor, owner, root};
        String[] roleNames = {"nobody", "guest", "editor", "owner", "root"};
        for (int i = 0; i < roles.length; i++) {
            int p = roles[i];
            System.out.println(roleNames[i] + ": " + describe(p) + " value=" + p + " bits=" + Integer.bitCount(p)
                    + " bin=" + Integer.toBinaryString(p) + " hex=" + Integer.toHexString(p));
        }
        int revoked = owner & ~DELETE;
        System.out.println("owner without DELETE: " + describe(revoked) + " = " + revoked);
        int toggled = editor ^ (WRITE | EXECUTE);
        System.out.println("editor toggle WRITE|EXECUTE: " + describe(toggled) + " = " + toggled);
        System.out.println("~editor = " + (~editor) + " bin " + Integer.toBinaryString(~editor));
        System.out.println("editor has WRITE? " + ((editor & WRITE) == WRITE) + ", has DELETE? " + ((editor & DELETE) == DELETE));
        System.out.println("common(editor, guest^SHARE) = " + describe(editor & (guest ^ SHARE)));
        System.out.println("root negative? " + (root < 0) + " root>>>28=" + (root >>> 28) + " root>>28=" + (root >> 28));

        System.out.println("== Shifts ==");
        int neg = -200;
        System.out.println("-200 >> 2 = " + (neg >> 2) + ", -200 >>> 2 = " + (neg >>> 2) + ", -200 << 3 = " + (neg << 3));
        System.out.println("1 << 31 = " + (1 << 31) + ", 1 << 32 = " + (1 << 32) + ", 1 << 33 = " + (1 << 33));
        System.out.println("1L << 32 = " + (1L << 32) + ", 1L << 63 = " + (1L << 63) + ", 1L << 64 = " + (1L << 64));
        System.out.println("-1 >>> 28 = " + (-1 >>> 28) + ", -1L >>> 60 = " + (-1L >>> 60) + ", -1 >> 40 = " + (-1 >> 40));
        int shiftBy = 35;
        System.out.println("8 >> 35 = " + (8 >> shiftBy) + ", 8 << -1 = " + (8 << -1));
        System.out.println(pad32(0xCAFE) + " -> reversed " + pad32(Integer.reverse(0xCAFE)));
        System.out.println("Integer.reverse(1) = " + Integer.reverse(1) + ", reverse(-1) = " + Integer.reverse(-1));

        System.out.println("== Bit utilities ==");
        int[] samples = {1, 12, 100, 255, 1024, 1000000, -1, Integer.MIN_VALUE, 0};
        for (int s : samples) {
            System.out.println(s + ": highestOneBit=" + Integer.highestOneBit(s) + " lowestOneBit=" + Integer.lowestOneBit(s)
                    + " bitCount=" + Integer.bitCount(s) + " nlz=" + Integer.numberOfLeadingZeros(s)
                    + " ntz=" + Integer.numberOfTrailingZeros(s));
        }
        long[] longs = {1L, 48L, 1L << 40, 0L, -1L, Long.MIN_VALUE};
        for (long l : longs) {
            System.out.println(l + "L: ntz=" + Long.numberOfTrailingZeros(l) + " nlz=" + Long.numberOfLeadingZeros(l)
                    + " bitCount=" + Long.bitCount(l) + " hex=" + Long.toHexString(l));
        }

        System.out.println("== Capacity rounding (next power of two) ==");
        int[] requests = {1, 3, 16, 17, 100, 1000, 65537};
        for (int r : requests) {
            int cap = Integer.highestOneBit(r);
            if (cap < r) cap <<= 1;
            boolean isPow2 = (r & (r - 1)) == 0;
            System.out.println("request " + r + " -> capacity " + cap + (isPow2 ? " (exact)" : ""));
        }

        System.out.println("== Packed ARGB colors ==");
        int red = pack(255, 255, 0, 0);
        int teal = pack(255, 0, 128, 128);
        int halfWhite = pack(128, 255, 255, 255);
        int[] colors = {red, teal, halfWhite, pack(0, 18, 52, 86), pack(300, -1, 256, 17)};
        for (int c : colors) {
            int a = c >>> 24;
            int r = (c >> 16) & 0xFF;
            int g = (c >> 8) & 0xFF;
            int b = c & 0xFF;
            System.out.println("#" + hex8(c) + " int=" + c + " a=" + a + " r=" + r + " g=" + g + " b=" + b
                    + " gray=#" + hex8(grayscale(c)));
        }
        int mixed = blend(red, teal);
        System.out.println("blend(red, teal) = #" + hex8(mixed) + " (" + mixed + ")");
        int inverted = red ^ 0x00FFFFFF;
        System.out.println("invert rgb of red = #" + hex8(inverted));
        int swapped = (red & 0xFF00FF00) | ((red & 0xFF) << 16) | ((red >> 16) & 0xFF);
        System.out.println("ARGB->ABGR red = #" + hex8(swapped));
        System.out.println("Integer.toHexString(-256) = " + Integer.toHexString(-256)
                + ", toBinaryString(-8) length = " + Integer.toBinaryString(-8).length());
        System.out.println("Integer.toOctalString(511) = " + Integer.toOctalString(511));
    }
}
