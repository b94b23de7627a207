import java.util.ArrayList;
import java.util.List;

public class BitFlagsPermissions {
    static final int PERM_READ = 1;
    static final int PERM_WRITE = 1 << 1;
    static final int PERM_EXECUTE = 1 << 2;
    static final int PERM_SHARE = 1 << 3;
    static final int PERM_ADMIN = 1 << 4;
    static final int PERM_OWNER = 1 << 31;
    static final int ROLE_MASK = 0x0F00;
    static final int ROLE_SHIFT = 8;

    static final long FEATURE_DARK_MODE = 1L;
    static final long FEATURE_OFFLINE = 1L << 13;
    static final long FEATURE_BETA = 1L << 40;
    static final long FEATURE_LEGACY = 1L << 63;

    static final String[] PERM_NAMES = {"READ", "WRITE", "EXECUTE", "SHARE", "ADMIN"};

    static String describe(int flags) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < PERM_NAMES.length; i++) {
            if ((flags & (1 << i)) != 0) {
                parts.add(PERM_NAMES[i]);
            }
        }
        if ((flags & PERM_OWNER) != 0) {
            parts.add("OWNER");
        }
        int role = (flags & ROLE_MASK) >>> ROLE_SHIFT;
        parts.add("role=" + role);
        return String.join("|", parts);
    }

    static int withRole(int flags, int role) {
        return (flags & ~ROLE_MASK) | ((role << ROLE_SHIFT) & ROLE_MASK);
    }

    static int toggle(int flags, int mask) {
        return flags ^ mask;
    }

    static boolean hasAll(int flags, int mask) {
        return (flags & mask) == mask;
    }

    static boolean hasAny(int flags, int mask) {
        return (flags & mask) != 0;
    }

    static String pad32(int v) {
        String s = Integer.toBinaryString(v);
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < 32; i++) sb.append('0');
        return sb.append(s).toString();
    }

    static class UserProfile {
        final String name;
        int permissions;
        long features;

        UserProfile(String name, int permissions, long features) {
            this.name = name;
            this.permissions = permissions;
            this.features = features;
        }

        @Override
        public String toString() {
            return String.format("%-8s perms=%x features=%s", name, permissions, Long.toHexString(features));
        }
    }

    public static void main(String[] args) {
        int flags = PERM_READ | PERM_WRITE;
        System.out.println("initial: " + describe(flags) + " bin=" + Integer.toBinaryString(flags));
        flags = withRole(flags, 5);
        System.out.println("with role 5: " + describe(flags) + " hex=" + Integer.toHexString(flags));
        flags = withRole(flags, 19);
        System.out.println("with role 19 (masked): " + describe(flags));
        flags |= PERM_OWNER;
        System.out.println("owner set: " + describe(flags));
        System.out.println("as int: " + flags + " hex=" + Integer.toHexString(flags));
        System.out.println("padded: " + pad32(flags));
        System.out.println("bitCount: " + Integer.bitCount(flags));
        System.out.println("negative? " + (flags < 0));
        flags = toggle(flags, PERM_EXECUTE | PERM_WRITE);
        System.out.println("after toggle: " + describe(flags));
        System.out.println("hasAll R|X: " + hasAll(flags, PERM_READ | PERM_EXECUTE));
        System.out.println("hasAll R|W: " + hasAll(flags, PERM_READ | PERM_WRITE));
        System.out.println("hasAny SHARE|ADMIN: " + hasAny(flags, PERM_SHARE | PERM_ADMIN));
        flags &= ~PERM_OWNER;
        System.out.println("owner cleared: " + flags + " " + describe(flags));

        int lowest = flags & -flags;
        System.out.println("lowest set bit: " + lowest + " index=" + Integer.numberOfTrailingZeros(flags));
        System.out.println("highest set bit: " + Integer.highestOneBit(flags));
        System.out.println("lowestOneBit: " + Integer.lowestOneBit(flags));

        List<UserProfile> users = new ArrayList<>();
        users.add(new UserProfile("alice", PERM_READ | PERM_WRITE | PERM_ADMIN, FEATURE_DARK_MODE | FEATURE_BETA));
        users.add(new UserProfile("bob", PERM_READ, FEATURE_OFFLINE));
        users.add(new UserProfile("carol", PERM_OWNER | PERM_SHARE | withRole(0, 7), FEATURE_LEGACY | FEATURE_OFFLINE));
        users.add(new UserProfile("dave", 0, 0L));

        for (UserProfile u : users) {
            System.out.println(u);
            System.out.println("  " + describe(u.permissions));
            System.out.println("  feature bits=" + Long.bitCount(u.features)
                    + " beta=" + ((u.features & FEATURE_BETA) != 0)
                    + " legacy=" + ((u.features & FEATURE_LEGACY) != 0)
                    + " featuresSigned=" + u.features);
            System.out.println("  lz=" + Long.numberOfLeadingZeros(u.features)
                    + " tz=" + Long.numberOfTrailingZeros(u.features));
        }

        int union = 0;
        int intersection = -1;
        for (UserProfile u : users) {
            union |= u.permissions;
            intersection &= u.permissions;
        }
        System.out.println("union: " + describe(union) + " hex=" + Integer.toHexString(union));
        System.out.println("intersection: " + intersection);

        long packed = 0L;
        for (int i = 0; i < users.size(); i++) {
            long p = users.get(i).permissions & 0xFFFFL;
            packed |= p << (16 * i);
        }
        System.out.println("packed perms: " + Long.toHexString(packed) + " = " + packed);
        for (int i = 0; i < users.size(); i++) {
            int p = (int) ((packed >>> (16 * i)) & 0xFFFF);
            System.out.println("  unpack " + i + ": " + p + " bin=" + Integer.toBinaryString(p));
        }
        int diff = users.get(0).permissions ^ users.get(1).permissions;
        System.out.println(String.format("diff alice/bob: %x bits=%d", diff, Integer.bitCount(diff)));
        System.out.println(String.format("carol perms hex via format: %x", users.get(2).permissions));
    }
}
