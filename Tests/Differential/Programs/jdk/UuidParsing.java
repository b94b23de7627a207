import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

public class UuidParsing {
    public static void main(String[] args) {
        String[] inputs = {"123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000",
            "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "1-2-3-4-5"};
        List<UUID> parsed = new ArrayList<>();
        for (String s : inputs) {
            UUID u = UUID.fromString(s);
            parsed.add(u);
            System.out.println(s + " -> " + u + " version=" + u.version() + " variant=" + u.variant());
            System.out.println("  msb=" + u.getMostSignificantBits() + " lsb=" + u.getLeastSignificantBits() + " hash=" + u.hashCode());
        }
        System.out.println("uppercase input is normalized: " + UUID.fromString("ABCDEF01-2345-6789-ABCD-EF0123456789"));
        UUID a = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        UUID b = UUID.fromString("123E4567-E89B-12D3-A456-426614174000");
        System.out.println("equals ignoring case=" + a.equals(b) + " compareTo=" + a.compareTo(b));
        UUID c = new UUID(1L, 2L);
        System.out.println("new UUID(1,2)=" + c);
        UUID d = new UUID(-1L, Long.MIN_VALUE);
        System.out.println("new UUID(-1,MIN)=" + d);
        Set<UUID> set = new TreeSet<>(parsed);
        System.out.println("TreeSet order (signed compare)=" + set);
        Set<UUID> hashSet = new HashSet<>(parsed);
        System.out.println("hashSet size=" + hashSet.size() + " contains a=" + hashSet.contains(b));
        String[] bad = {"not-a-uuid", "123e4567-e89b-12d3-a456", "", "123e4567e89b12d3a456426614174000"};
        for (String s : bad) {
            try {
                UUID.fromString(s);
                System.out.println("accepted " + s);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected [" + s + "]: " + e.getMessage());
            }
        }
    }
}
