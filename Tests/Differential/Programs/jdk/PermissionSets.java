import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** An Android-style permission model: roles grant enum sets of permissions; legacy code hands over Vectors. */
public class PermissionSets {
    enum Permission { READ_CONTACTS, WRITE_CONTACTS, CAMERA, LOCATION, MICROPHONE, STORAGE, NETWORK }
    enum Role { GUEST, MEMBER, EDITOR, ADMIN }

    static final Map<Role, EnumSet<Permission>> GRANTS = new EnumMap<>(Role.class);
    static {
        GRANTS.put(Role.GUEST, EnumSet.of(Permission.NETWORK));
        GRANTS.put(Role.MEMBER, EnumSet.range(Permission.READ_CONTACTS, Permission.CAMERA));
        GRANTS.put(Role.EDITOR, EnumSet.complementOf(EnumSet.of(Permission.MICROPHONE, Permission.LOCATION)));
        GRANTS.put(Role.ADMIN, EnumSet.allOf(Permission.class));
    }

    static String describe(Role role, String nickname) {
        String name = Objects.requireNonNullElseGet(nickname, () -> role.name().toLowerCase());
        EnumSet<Permission> granted = GRANTS.get(role);
        EnumSet<Permission> denied = EnumSet.complementOf(granted);
        return name + ": " + granted.size() + " granted, denied=" + denied;
    }

    static Permission at(List<Permission> list, int index) {
        return list.get(Objects.checkIndex(index, list.size()));
    }

    public static void main(String[] args) {
        for (Role r : Role.values()) {
            System.out.println(describe(r, r == Role.ADMIN ? "root" : null));
        }
        System.out.println("range camera..storage=" + EnumSet.range(Permission.CAMERA, Permission.STORAGE));
        try {
            EnumSet.range(Permission.STORAGE, Permission.CAMERA);
        } catch (IllegalArgumentException e) {
            System.out.println("reversed range: " + e.getMessage());
        }
        List<Permission> ordered = new ArrayList<>(GRANTS.get(Role.EDITOR));
        System.out.println("editor[2]=" + at(ordered, 2));
        try {
            at(ordered, ordered.size());
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        Comparator<Role> bySeniority = Comparator.comparingInt(Role::ordinal);
        System.out.println("compare=" + Objects.compare(Role.ADMIN, Role.GUEST, bySeniority)
            + " same=" + Objects.compare(null, null, bySeniority));
        System.out.println("deepEquals=" + Objects.deepEquals(new int[][] {{1}, {2}}, new int[][] {{1}, {2}})
            + " " + Objects.deepEquals(new String[] {"a"}, new String[] {"b"}) + " " + Objects.deepEquals("x", "x"));
        Vector<String> audit = new Vector<>(List.of("login", "camera", "logout"));
        audit.addElement("camera");
        System.out.println("audit=" + audit + " first=" + audit.firstElement() + " last=" + audit.lastElement());
        audit.removeElement("camera");
        System.out.println("after removeElement=" + audit);
        audit.removeAllElements();
        System.out.println("cleared empty=" + audit.isEmpty());
        for (int k = 0; k < 3; k++) {
            try {
                if (k == 0) throw new IllegalStateException("state");
                if (k == 1) throw new UnsupportedOperationException("unsupported");
                Objects.requireNonNull(null, () -> "lazy message " + 42);
            } catch (IllegalStateException | UnsupportedOperationException e) {
                System.out.println("multi-catch " + e.getClass().getSimpleName());
            } catch (NullPointerException e) {
                System.out.println("npe " + e.getMessage());
            }
        }
    }
}
