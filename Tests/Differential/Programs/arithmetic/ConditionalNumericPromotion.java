public class ConditionalNumericPromotion {
    static Object pick(boolean flag) {
        return flag ? 1 : 2.0;
    }

    public static void main(String[] args) {
        boolean t = true;
        boolean f = false;
        System.out.println(t ? 1 : 2.0);
        System.out.println(f ? 1 : 2.0);
        System.out.println(pick(true));
        System.out.println(t ? 'a' : 'b');
        int i = 66;
        System.out.println(t ? 'a' : i);
        System.out.println(t ? (char) 65 : 66);
        long l = 5;
        System.out.println(t ? 3 : l);
        Integer boxed = 7;
        Double dbl = 1.5;
        System.out.println(t ? boxed : dbl);
        Object o = t ? boxed : "text";
        System.out.println(o);
        short s = 10;
        byte b = 3;
        System.out.println(t ? s : b);
        float fl = 2.5f;
        System.out.println(f ? fl : 4);
        int x = 10;
        int y = x > 5 ? x * 2 : x / 2;
        System.out.println(y);
        String grade = x >= 90 ? "A" : x >= 80 ? "B" : x >= 10 ? "C" : "F";
        System.out.println(grade);
        Integer nothing = null;
        try {
            int bad = t ? nothing : 0;
            System.out.println("unreachable " + bad);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing null -> NPE");
        }
        Integer fine = t ? nothing : Integer.valueOf(0);
        System.out.println("boxed ternary keeps null: " + fine);
        double mix = (x % 2 == 0) ? x : 0.5;
        System.out.println(mix);
    }
}
