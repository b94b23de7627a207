import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class HashMapDoubleKeys {
    public static void main(String[] args) {
        double[] keys = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.14159, 1e10, 1e-10, Double.NaN, Double.POSITIVE_INFINITY, 100.25};
        for (double d : keys) {
            System.out.println("Double.hashCode(" + d + ")=" + Double.hashCode(d));
        }
        Map<Double, String> map = new HashMap<>();
        for (double d : keys) {
            map.put(d, "k" + d);
        }
        System.out.println("map=" + map);
        System.out.println("size=" + map.size() + " (0.0 and -0.0 are distinct keys)");
        System.out.println("get(NaN)=" + map.get(Double.NaN));
        System.out.println("get(-0.0)=" + map.get(-0.0));
        Set<Double> set = new HashSet<>();
        set.add(Double.NaN);
        set.add(0.0 / 0.0);
        set.add(0.1 + 0.2);
        set.add(0.3);
        System.out.println("set=" + set + " size=" + set.size());
        System.out.println("Double.valueOf(0.0).equals(-0.0)=" + Double.valueOf(0.0).equals(-0.0));
        System.out.println("0.0 == -0.0 is " + (0.0 == -0.0));
        System.out.println("NaN equals NaN boxed=" + Double.valueOf(Double.NaN).equals(Double.NaN));
        Map<Float, Integer> floats = new HashMap<>();
        for (int i = 0; i < 8; i++) {
            floats.put(i * 0.75f, i);
        }
        System.out.println("floats=" + floats);
        System.out.println("Float.hashCode(1.5f)=" + Float.hashCode(1.5f));
    }
}
