import java.util.ArrayList;
import java.util.List;

public class BoxedCompareCache {
    public static void main(String[] args) {
        Integer a = 127;
        Integer b = 127;
        System.out.println("127 == 127 (cached)=" + (a == b));
        Integer c = -128;
        Integer d = -128;
        System.out.println("-128 == -128 (cached)=" + (c == d));
        Integer big1 = 1000;
        Integer big2 = 1000;
        System.out.println("1000 equals 1000=" + big1.equals(big2) + " intValue ==" + (big1.intValue() == big2.intValue()));
        System.out.println("Integer == int unboxes: " + (big1 == 1000));
        System.out.println("Integer.compare(3,7)=" + Integer.compare(3, 7) + " (7,3)=" + Integer.compare(7, 3) + " (5,5)=" + Integer.compare(5, 5));
        System.out.println("Integer.compare(MIN,MAX)=" + Integer.compare(Integer.MIN_VALUE, Integer.MAX_VALUE));
        System.out.println("subtraction comparator overflow: MIN-MAX=" + (Integer.MIN_VALUE - Integer.MAX_VALUE));
        System.out.println("a.compareTo(big1)=" + a.compareTo(big1) + " Long.compare=" + Long.compare(5L, -5L));
        System.out.println("Double.compare(1.0,2.0)=" + Double.compare(1.0, 2.0) + " Boolean.compare(true,false)=" + Boolean.compare(true, false));
        System.out.println("Character.compare('b','a')=" + Character.compare('b', 'a'));
        Long l = 5L;
        System.out.println("Long(5).equals(Integer 5)=" + l.equals(5) + " equals(5L)=" + l.equals(5L));
        Object o = 5;
        System.out.println("Object 5 instanceof Integer=" + (o instanceof Integer) + " instanceof Long=" + (o instanceof Long));
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            list.add(i * 100);
        }
        int sum = 0;
        for (Integer x : list) {
            sum += x;
        }
        System.out.println("unboxed sum=" + sum);
        Integer nullInt = null;
        try {
            int bad = nullInt;
            System.out.println("never " + bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null threw NullPointerException");
        }
        System.out.println("Integer.valueOf(\"42\") + 1=" + (Integer.valueOf("42") + 1) + " Integer.parseInt=" + Integer.parseInt("42"));
        System.out.println("Integer.MAX_VALUE + 1 boxed=" + (Integer.valueOf(Integer.MAX_VALUE) + 1));
        Double dd = 0.1 + 0.2;
        System.out.println("Double boxed=" + dd + " intValue=" + dd.intValue() + " longValue=" + Double.valueOf(3.99).longValue());
        System.out.println("Integer.sum/max/min=" + Integer.sum(2, 3) + "," + Integer.max(2, 3) + "," + Integer.min(2, 3));
        System.out.println("Boolean.valueOf(\"TrUe\")=" + Boolean.valueOf("TrUe") + " Boolean.logicalXor=" + Boolean.logicalXor(true, false));
        Integer counter = 0;
        for (int i = 0; i < 3; i++) {
            counter++;
        }
        System.out.println("boxed counter++=" + counter);
        short sh = 10;
        Short boxedShort = sh;
        System.out.println("Short boxed=" + boxedShort + " byteValue of 300=" + Integer.valueOf(300).byteValue());
        System.out.println("ternary unboxing: " + (true ? Integer.valueOf(1) : Double.valueOf(2.0)));
    }
}
