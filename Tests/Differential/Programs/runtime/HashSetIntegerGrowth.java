import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;

public class HashSetIntegerGrowth {
    public static void main(String[] args) {
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            int v = (i * 29) % 101 - 50;
            set.add(v);
            if (i == 11 || i == 12 || i == 24 || i == 25 || i == 49) {
                System.out.println("size " + set.size() + ": " + set);
            }
        }
        Iterator<Integer> it = set.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 3 == 0) {
                it.remove();
            }
        }
        System.out.println("without multiples of 3: " + set);
        Set<Integer> big = new HashSet<>();
        int[] vals = {1000000, 65536, 131072, 16, 32, 48, 64, -65536, 1 << 20, (1 << 16) + 1, 17, 1};
        for (int v : vals) {
            big.add(v);
        }
        System.out.println("spread keys: " + big);
        Set<Integer> small = new HashSet<>();
        for (int i = 15; i >= 0; i--) {
            small.add(i);
        }
        System.out.println("0..15 inserted descending: " + small);
        small.add(16);
        small.add(-1);
        System.out.println("with 16 and -1: " + small);
        small.removeIf(x -> x % 2 == 1);
        System.out.println("evens: " + small);
    }
}
