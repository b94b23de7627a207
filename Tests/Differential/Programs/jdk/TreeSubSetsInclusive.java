import java.util.Iterator;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;

public class TreeSubSetsInclusive {
    public static void main(String[] args) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int i = 10; i <= 60; i += 10) {
            set.add(i);
        }
        System.out.println("headSet(30)=" + set.headSet(30) + " inclusive=" + set.headSet(30, true));
        System.out.println("tailSet(30)=" + set.tailSet(30) + " exclusive=" + set.tailSet(30, false));
        System.out.println("subSet(20,50)=" + set.subSet(20, 50) + " (20,false,50,true)=" + set.subSet(20, false, 50, true) + " (25,true,35,true)=" + set.subSet(25, true, 35, true));
        System.out.println("empty subSet=" + set.subSet(30, false, 30, false) + " headSet(5)=" + set.headSet(5));
        try {
            set.subSet(50, 20);
        } catch (IllegalArgumentException e) {
            System.out.println("subSet(50,20): " + e.getMessage());
        }
        Iterator<Integer> down = set.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (down.hasNext()) {
            int x = down.next();
            if (x == 40) {
                down.remove();
            }
            sb.append(x).append(' ');
        }
        System.out.println("descendingIterator=" + sb.toString().trim() + " after remove=" + set);
        TreeMap<String, Integer> map = new TreeMap<>();
        String[] keys = {"apple", "banana", "cherry", "date", "elder"};
        for (int i = 0; i < keys.length; i++) {
            map.put(keys[i], i);
        }
        System.out.println("subMap(b,true,d,true)=" + map.subMap("banana", true, "date", true));
        System.out.println("subMap(b,false,d,false)=" + map.subMap("banana", false, "date", false));
        System.out.println("headMap(cherry,true)=" + map.headMap("cherry", true) + " tailMap(cherry,false)=" + map.tailMap("cherry", false));
        NavigableMap<String, Integer> nav = map;
        System.out.println("navigable subMap(a,c)=" + nav.subMap("a", "c") + " headMap(c)=" + nav.headMap("c") + " tailMap(d)=" + nav.tailMap("d"));
        try {
            map.subMap("z", true, "a", true);
        } catch (IllegalArgumentException e) {
            System.out.println("subMap(z,a): " + e.getMessage());
        }
        NavigableSet<Integer> view = set.headSet(50, true);
        System.out.println("navigable headSet first=" + view.first() + " last=" + view.last() + " size=" + view.size());
    }
}
