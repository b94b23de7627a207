import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

public class TreeMapDescendingViews {
    public static void main(String[] args) {
        TreeMap<String, Integer> population = new TreeMap<>();
        population.put("Oslo", 709);
        population.put("Bergen", 285);
        population.put("Trondheim", 212);
        population.put("Stavanger", 145);
        population.put("Tromso", 77);
        population.put("Alta", 21);
        System.out.println("ascending=" + population);
        NavigableMap<String, Integer> desc = population.descendingMap();
        System.out.println("descendingMap=" + desc);
        System.out.println("descending firstKey=" + desc.firstKey() + " lastKey=" + desc.lastKey());
        System.out.println("descending headMap(Stavanger)=" + desc.headMap("Stavanger"));
        System.out.println("descending floorKey(P)=" + desc.floorKey("P") + " vs ascending floorKey(P)=" + population.floorKey("P"));
        System.out.println("descendingKeySet=" + population.descendingKeySet());
        System.out.println("navigableKeySet=" + population.navigableKeySet());
        desc.put("Bodo", 52);
        System.out.println("put through descending view -> " + population);
        for (Map.Entry<String, Integer> e : desc.entrySet()) {
            if (e.getValue() < 100) {
                e.setValue(e.getValue() * 1000);
            }
        }
        System.out.println("setValue through descending entries -> " + population);
        int total = 0;
        for (int v : population.values()) {
            total += v;
        }
        System.out.println("values=" + population.values() + " total=" + total);
        TreeMap<Integer, String> byNum = new TreeMap<>();
        for (Map.Entry<String, Integer> e : population.entrySet()) {
            byNum.put(e.getValue(), e.getKey());
        }
        System.out.println("inverted=" + byNum);
        System.out.println("top 3 by value=" + byNum.descendingMap().entrySet().stream().limit(3).map(Map.Entry::getValue).toList());
        System.out.println("ceilingEntry(300)=" + byNum.ceilingEntry(300) + " higherEntry(709)=" + byNum.higherEntry(709));
        TreeMap<Double, String> d = new TreeMap<>(Map.of(1.5, "x", -0.0, "neg zero", 0.0, "zero", Double.NaN, "nan"));
        System.out.println("double keys=" + d);
        System.out.println("remove(Oslo)=" + population.remove("Oslo") + " containsKey(Oslo)=" + population.containsKey("Oslo"));
        System.out.println("equals HashMap with same entries=" + population.equals(new java.util.HashMap<>(population)));
    }
}
