import java.util.Map;
import java.util.TreeMap;

public class TreeMapOps {
    public static void main(String[] args) {
        TreeMap<Integer, String> grades = new TreeMap<>();
        grades.put(90, "A");
        grades.put(80, "B");
        grades.put(70, "C");
        grades.put(60, "D");
        grades.put(0, "F");
        int[] scores = {95, 80, 79, 61, 59, 0, 100};
        for (int s : scores) {
            System.out.println(s + " -> " + grades.floorEntry(s).getValue());
        }
        System.out.println(grades);
        System.out.println("first " + grades.firstKey() + " last " + grades.lastKey());
        System.out.println("ceilingKey(75) " + grades.ceilingKey(75) + " higherKey(80) " + grades.higherKey(80) + " lowerKey(0) " + grades.lowerKey(0));
        System.out.println("headMap(70) " + grades.headMap(70) + " tailMap(70) " + grades.tailMap(70));
        System.out.println("subMap(60, 90) " + grades.subMap(60, 90));
        System.out.println("descending " + grades.descendingMap());
        System.out.println("pollFirst " + grades.pollFirstEntry() + " -> " + grades);
        TreeMap<String, Integer> words = new TreeMap<>();
        for (String w : "the cat and the hat and the bat".split(" ")) {
            words.merge(w, 1, Integer::sum);
        }
        System.out.println(words);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Beta", 1);
        ci.put("alpha", 2);
        ci.put("BETA", 3);
        ci.put("Gamma", 4);
        System.out.println("case-insensitive " + ci + " get(beta) " + ci.get("beta"));
        TreeMap<String, Integer> rev = new TreeMap<>(java.util.Comparator.reverseOrder());
        rev.putAll(words);
        System.out.println("reverse " + rev);
        for (Map.Entry<String, Integer> e : rev.entrySet()) {
            if (e.getValue() > 1) {
                e.setValue(e.getValue() * 100);
            }
        }
        System.out.println("after setValue " + rev);
    }
}
