public class IntegerBoxingEquality {
    static boolean same(Integer a, Integer b) {
        return a.equals(b);
    }

    public static void main(String[] args) {
        Integer a = 100;
        Integer b = 100;
        System.out.println("small equals: " + a.equals(b));
        System.out.println("small ==: " + (a == b));
        Integer c = 1000;
        Integer d = 1000;
        System.out.println("large equals: " + c.equals(d));
        System.out.println("large intValue ==: " + (c.intValue() == d.intValue()));
        int prim = 1000;
        System.out.println("boxed == primitive (unboxes): " + (c == prim));
        Long l = 1000L;
        System.out.println("Long.equals(Integer): " + l.equals(c));
        System.out.println("Long.equals(1000L): " + l.equals(1000L));
        System.out.println("same(): " + same(5000, 5000));
        Integer sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += i;
        }
        System.out.println("boxed sum: " + sum);
        System.out.println("compareTo: " + c.compareTo(d) + " " + a.compareTo(c) + " " + c.compareTo(a));
        System.out.println("Integer.compare: " + Integer.compare(-5, 3));
        System.out.println("hashCode: " + c.hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Boolean.TRUE.hashCode());
        Double dd = 0.0;
        Double negZero = -0.0;
        System.out.println("0.0 == -0.0 primitive: " + (0.0 == -0.0));
        System.out.println("Double.equals(0.0, -0.0): " + dd.equals(negZero));
        Double nan = Double.NaN;
        System.out.println("NaN == NaN primitive: " + (Double.NaN == Double.NaN));
        System.out.println("Double NaN equals: " + nan.equals(Double.NaN));
        System.out.println("Character boxed: " + Character.valueOf('x').equals('x'));
        Object o = 42;
        System.out.println("Object holding Integer: " + (o instanceof Integer) + " " + o);
        Integer maybeNull = null;
        try {
            int bad = maybeNull;
            System.out.println("unreachable " + bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null threw NPE");
        }
        System.out.println("Integer.MAX_VALUE boxed + 1: " + (Integer.valueOf(Integer.MAX_VALUE) + 1));
    }
}
