import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class HashMapLongKeys {
    public static void main(String[] args) {
        long[] keys = {0L, 1L, -1L, 4294967296L, 4294967297L, -4294967296L, Long.MAX_VALUE, Long.MIN_VALUE,
                       123456789012L, 17L, 1L << 40, (1L << 32) + 16};
        for (long k : keys) {
            System.out.println("Long.hashCode(" + k + ")=" + Long.hashCode(k));
        }
        Map<Long, String> map = new HashMap<>();
        for (long k : keys) {
            map.put(k, Long.toHexString(k));
        }
        System.out.println("map=" + map);
        System.out.println("get(4294967296)=" + map.get(4294967296L));
        System.out.println("get(int 1 boxed as Integer)=" + map.get(Integer.valueOf(1)));
        System.out.println("get(1L)=" + map.get(1L));
        Set<Long> set = new HashSet<>();
        for (long i = -6; i <= 6; i++) {
            set.add(i * 1000000007L);
        }
        System.out.println("set=" + set);
        set.remove(0L);
        set.remove(7L);
        System.out.println("after remove=" + set + " size=" + set.size());
    }
}
