import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.TreeMap;

public class IteratorRemove {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            nums.add(i);
        }
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 3 == 0) {
                it.remove();
            }
        }
        System.out.println("without multiples of 3: " + nums);
        try {
            for (Integer n : nums) {
                if (n == 4) {
                    nums.remove(n);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException from remove in for-each");
        }
        System.out.println("after failed loop: " + nums);
        try {
            Iterator<Integer> bad = nums.iterator();
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next -> IllegalStateException");
        }
        ListIterator<Integer> li = nums.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            int v = li.next();
            if (v % 2 == 0) {
                li.set(v * 100);
            } else if (idx == 0) {
                li.add(-1);
            }
        }
        System.out.println("listIterator set/add: " + nums);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) {
            back.append(li.previous()).append(' ');
        }
        System.out.println("backwards: " + back.toString().trim());
        Map<String, Integer> scores = new TreeMap<>();
        scores.put("ann", 50);
        scores.put("bob", 10);
        scores.put("cy", 75);
        scores.put("dee", 5);
        Iterator<Map.Entry<String, Integer>> eit = scores.entrySet().iterator();
        while (eit.hasNext()) {
            Map.Entry<String, Integer> e = eit.next();
            if (e.getValue() < 20) {
                eit.remove();
            }
        }
        System.out.println("map after entry removal: " + scores);
        Map<String, Integer> hm = new HashMap<>(scores);
        hm.keySet().removeIf(k -> k.startsWith("a"));
        hm.values().removeIf(v -> v > 100);
        System.out.println("hash map keys after removeIf: " + hm.keySet().size() + " contains cy " + hm.containsKey("cy"));
        List<String> words = new ArrayList<>(List.of("keep", "drop", "keep2", "drop2"));
        for (int i = words.size() - 1; i >= 0; i--) {
            if (words.get(i).startsWith("drop")) {
                words.remove(i);
            }
        }
        System.out.println("reverse index removal: " + words);
    }
}
