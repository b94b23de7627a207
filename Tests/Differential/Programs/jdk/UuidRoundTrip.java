import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;

public class UuidRoundTrip {
    public static void main(String[] args) {
        String[] texts = {"550e8400-e29b-41d4-a716-446655440000", "1-2-3-4-5", "+a-b-c-d-e", "123456789-12345-1-1-1",
            "7FFFFFFF-FFFF-FFFF-8000-000000000000", "80000000-0000-0000-7fff-ffffffffffff"};
        List<UUID> ids = new ArrayList<>();
        for (String t : texts) {
            UUID u = UUID.fromString(t);
            ids.add(u);
            UUID again = UUID.fromString(u.toString());
            System.out.println(t + " => " + u + " roundTrip=" + u.equals(again) + " v" + u.version() + " variant " + u.variant() + " hash " + u.hashCode());
        }
        TreeSet<UUID> ordered = new TreeSet<>(ids);
        System.out.println("signed order:");
        for (UUID u : ordered) {
            System.out.println("  " + u);
        }
        UUID a = new UUID(0L, 1L);
        UUID b = new UUID(0L, -1L);
        System.out.println("compareTo lsb signed=" + a.compareTo(b) + " msb=" + new UUID(-1L, 0L).compareTo(new UUID(1L, 0L)) + " same=" + a.compareTo(new UUID(0, 1)));
        System.out.println("bits " + b.getMostSignificantBits() + " " + b.getLeastSignificantBits());
        Map<UUID, String> owners = new HashMap<>();
        owners.put(UUID.fromString("00000000-0000-0001-0000-000000000001"), "first");
        owners.put(new UUID(1L, 1L), "second");
        System.out.println("map size=" + owners.size() + " get=" + owners.get(UUID.fromString("0-0-1-0-1")));
        String[] bad = {"", "----", "1-2-3-4-5-6", "1-2-3-4", "x-2-3-4-5", "1-2-3-4-", "00000000-0000-0000-0000-0000000000001", "1 -2-3-4-5"};
        for (String s : bad) {
            try {
                System.out.println("accepted [" + s + "] as " + UUID.fromString(s));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException [" + s + "]: " + e.getMessage());
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException [" + s + "]: " + e.getMessage());
            }
        }
    }
}
