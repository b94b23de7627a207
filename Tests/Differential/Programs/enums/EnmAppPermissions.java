import java.util.*;

public class EnmAppPermissions {
    public static void main(String[] args) {
        System.out.println("== All permissions ==");
        for (Permission p : Permission.values()) {
            System.out.println(String.format("%5d %-8s group=%-8s dangerous=%s", p.ordinal(), p.name(), p.getGroup(), p.isDangerous()));
        }

        System.out.println("== Lookup by manifest string ==");
        String[] requested = {"android.permission.CAMERA", "android.permission.INTERNET", "android.permission.TELEPORT", "android.permission.READ_CONTACTS"};
        for (String s : requested) {
            Optional<Permission> found = Permission.fromManifest(s);
            System.out.println(s + " -> " + found.map(Permission::name).orElse("UNKNOWN"));
        }

        EnumSet<Permission> granted = EnumSet.of(Permission.INTERNET, Permission.CAMERA, Permission.VIBRATE);
        EnumSet<Permission> denied = EnumSet.complementOf(granted);
        System.out.println("granted=" + granted);
        System.out.println("denied=" + denied);

        EnumSet<Permission> locationRange = EnumSet.range(Permission.FINE_LOCATION, Permission.BACKGROUND_LOCATION);
        System.out.println("location range=" + locationRange);

        EnumSet<Permission> dangerous = EnumSet.noneOf(Permission.class);
        for (Permission p : EnumSet.allOf(Permission.class)) {
            if (p.isDangerous()) {
                dangerous.add(p);
            }
        }
        System.out.println("dangerous=" + dangerous + " size=" + dangerous.size());

        EnumSet<Permission> needPrompt = EnumSet.copyOf(dangerous);
        needPrompt.removeAll(granted);
        System.out.println("need runtime prompt=" + needPrompt);

        Map<PermGroup, List<Permission>> byGroup = new EnumMap<>(PermGroup.class);
        for (Permission p : Permission.values()) {
            byGroup.computeIfAbsent(p.getGroup(), g -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<PermGroup, List<Permission>> e : byGroup.entrySet()) {
            System.out.println(String.format("%-8s %d -> %s", e.getKey(), e.getValue().size(), e.getValue()));
        }

        System.out.println("== Simulated request flow ==");
        for (Permission p : new Permission[]{Permission.CAMERA, Permission.RECORD_AUDIO, Permission.INTERNET}) {
            String result;
            if (!p.isDangerous()) {
                result = "auto-granted (normal)";
            } else if (granted.contains(p)) {
                result = "already granted";
            } else {
                result = "show dialog: " + p.getGroup().label();
            }
            System.out.println(p + ": " + result);
        }

        System.out.println("contains all location? " + granted.containsAll(locationRange));
        System.out.println("CAMERA vs INTERNET compareTo: " + Permission.CAMERA.compareTo(Permission.INTERNET));
    }
}

enum PermGroup {
    NETWORK, HARDWARE, LOCATION, PERSONAL;

    String label() {
        String n = name();
        return n.charAt(0) + n.substring(1).toLowerCase();
    }
}

enum Permission {
    INTERNET("android.permission.INTERNET", PermGroup.NETWORK, false),
    CAMERA("android.permission.CAMERA", PermGroup.HARDWARE, true),
    RECORD_AUDIO("android.permission.RECORD_AUDIO", PermGroup.HARDWARE, true),
    VIBRATE("android.permission.VIBRATE", PermGroup.HARDWARE, false),
    FINE_LOCATION("android.permission.ACCESS_FINE_LOCATION", PermGroup.LOCATION, true),
    COARSE_LOCATION("android.permission.ACCESS_COARSE_LOCATION", PermGroup.LOCATION, true),
    BACKGROUND_LOCATION("android.permission.ACCESS_BACKGROUND_LOCATION", PermGroup.LOCATION, true),
    READ_CONTACTS("android.permission.READ_CONTACTS", PermGroup.PERSONAL, true);

    private static final Map<String, Permission> BY_MANIFEST = new TreeMap<>();

    static {
        for (Permission p : values()) {
            BY_MANIFEST.put(p.manifestName, p);
        }
    }

    private final String manifestName;
    private final PermGroup group;
    private final boolean dangerous;

    Permission(String manifestName, PermGroup group, boolean dangerous) {
        this.manifestName = manifestName;
        this.group = group;
        this.dangerous = dangerous;
    }

    PermGroup getGroup() { return group; }
    boolean isDangerous() { return dangerous; }

    static Optional<Permission> fromManifest(String s) {
        return Optional.ofNullable(BY_MANIFEST.get(s));
    }
}
