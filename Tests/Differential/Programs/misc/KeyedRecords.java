import java.util.*;

public class KeyedRecords {
    static final class Key {
        final String ns; final int id;
        Key(String ns, int id) { this.ns = ns; this.id = id; }
        @Override public boolean equals(Object o) {
            if (!(o instanceof Key)) return false;
            Key k = (Key) o;
            return id == k.id && Objects.equals(ns, k.ns);
        }
        @Override public int hashCode() { return Objects.hash(ns, id); }
        @Override public String toString() { return ns + ":" + id; }
    }

    static abstract class Shape {
        private static int made;
        protected final String label;
        Shape(String label) { this.label = label; made++; init(); }
        protected void init() { }
        abstract double area();
        String describe() { return label + " area=" + String.format("%.2f", area()); }
        static int made() { return made; }
    }
    static class Square extends Shape {
        double side = 1;
        String note;
        Square(double side) { super("square"); this.side = side; }
        @Override protected void init() { note = "init saw side=" + side; }
        double area() { return side * side; }
    }
    static class Cube extends Square {
        Cube(double side) { super(side); }
        @Override double area() { return 6 * super.area(); }
        @Override String describe() { return "cube/" + super.describe(); }
    }

    public static void main(String[] args) {
        Map<Key, String> map = new HashMap<>();
        for (int i = 0; i < 12; i++) map.put(new Key(i % 3 == 0 ? null : "ns" + (i % 4), i * 7), "v" + i);
        System.out.println(map);
        System.out.println(map.get(new Key("ns1", 7)) + " " + map.get(new Key(null, 0)) + " " + map.containsKey(new Key("ns2", 14)));
        Set<Key> keys = new HashSet<>(map.keySet());
        keys.removeIf(k -> k.ns == null);
        System.out.println(keys.size() + " " + new TreeSet<>(map.values()));

        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 9, 3, 1));
        nums.remove(Integer.valueOf(3));
        nums.remove(0);
        System.out.println(nums);
        List<String> fixed = Arrays.asList("x", "y", "z");
        fixed.set(1, "Y");
        try { fixed.add("w"); } catch (UnsupportedOperationException e) { System.out.println("fixed size " + fixed); }

        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + (-7 / 2) + " " + (-7 % 2) + " " + (-16 >> 2) + " " + (-16 >>> 28) + " " + (char) ('A' + 2) + (int) 'z');
        for (String s : new String[] {"Aa", "BB", "C"}) {
            switch (s) {
                case "Aa": System.out.print("[Aa]"); break;
                case "BB": System.out.print("[BB]"); break;
                default: System.out.print("[" + s.hashCode() + "]");
            }
        }
        System.out.println(" " + "Aa".hashCode() + "=" + "BB".hashCode());
        Integer boxed = null;
        try {
            int x = true ? boxed : 0;
            System.out.println(x);
        } catch (NullPointerException e) {
            System.out.println("unboxing null");
        }
        Shape s1 = new Square(3);
        Shape s2 = new Cube(2);
        System.out.println(s1.describe() + " | " + s2.describe() + " | " + ((Square) s1).note + " | made=" + Shape.made());
        long start = 1_700_000_000_000L;
        long later = start + 36L * 3600 * 1000;
        System.out.println((later - start) / 86_400_000.0 + " " + Long.MAX_VALUE / 1000 + " " + (int) (later % 1000) + " " + Long.toHexString(later));
        StringBuilder word = new StringBuilder();
        for (char c : "a1-b2_C3 d!".toCharArray()) {
            if (Character.isLetterOrDigit(c)) word.append(Character.isDigit(c) ? (char) (c + 1) : Character.toUpperCase(c));
            else if (Character.isWhitespace(c)) word.append('_');
        }
        System.out.println(word);
        Iterator<Map.Entry<Key, String>> it = map.entrySet().iterator();
        int removed = 0;
        while (it.hasNext()) {
            Map.Entry<Key, String> e = it.next();
            if (e.getKey().id % 2 == 1) { it.remove(); removed++; } else e.setValue(e.getValue().toUpperCase());
        }
        System.out.println(removed + " " + map.values());
    }
}
