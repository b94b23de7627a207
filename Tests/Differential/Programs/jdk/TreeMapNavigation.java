import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

public class TreeMapNavigation {
    public static void main(String[] args) {
        TreeMap<Integer, String> grades = new TreeMap<>();
        grades.put(90, "A");
        grades.put(80, "B");
        grades.put(70, "C");
        grades.put(60, "D");
        grades.put(0, "F");
        System.out.println("map=" + grades);
        int[] scores = {95, 90, 85, 60, 59, 0, -5};
        for (int s : scores) {
            Map.Entry<Integer, String> e = grades.floorEntry(s);
            System.out.println("score " + s + " floorKey=" + grades.floorKey(s) + " grade=" + (e == null ? "none" : e.getValue())
                + " ceilingKey=" + grades.ceilingKey(s) + " lowerKey=" + grades.lowerKey(s) + " higherKey=" + grades.higherKey(s));
        }
        System.out.println("firstKey=" + grades.firstKey() + " lastKey=" + grades.lastKey());
        System.out.println("firstEntry=" + grades.firstEntry() + " lastEntry=" + grades.lastEntry());
        System.out.println("headMap(70)=" + grades.headMap(70) + " headMap(70,true)=" + grades.headMap(70, true));
        System.out.println("tailMap(70)=" + grades.tailMap(70) + " tailMap(70,false)=" + grades.tailMap(70, false));
        System.out.println("subMap(60,90)=" + grades.subMap(60, 90) + " subMap(60,false,90,true)=" + grades.subMap(60, false, 90, true));
        NavigableMap<Integer, String> head = grades.headMap(80, false);
        head.put(65, "D+");
        System.out.println("put through headMap view -> " + grades);
        try {
            head.put(85, "B+");
        } catch (IllegalArgumentException e) {
            System.out.println("put outside view range threw IllegalArgumentException: " + e.getMessage());
        }
        System.out.println("pollFirstEntry=" + grades.pollFirstEntry() + " pollLastEntry=" + grades.pollLastEntry() + " -> " + grades);
        TreeMap<String, Integer> words = new TreeMap<>();
        for (String w : "the cat sat on The mat And the Cat ran".split(" ")) {
            words.merge(w, 1, Integer::sum);
        }
        System.out.println("word counts sorted (uppercase first)=" + words);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String w : "the cat sat on The mat And the Cat ran".split(" ")) {
            ci.merge(w, 1, Integer::sum);
        }
        System.out.println("case-insensitive counts (first spelling kept)=" + ci);
        TreeMap<Integer, String> empty = new TreeMap<>();
        System.out.println("empty firstEntry=" + empty.firstEntry() + " floorKey=" + empty.floorKey(1));
        try {
            empty.firstKey();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("firstKey on empty threw NoSuchElementException");
        }
    }
}
