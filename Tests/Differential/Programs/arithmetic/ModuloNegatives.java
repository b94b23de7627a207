public class ModuloNegatives {
    public static void main(String[] args) {
        int[] as = {7, -7, 7, -7, 0, 13, -13, 1, -1};
        int[] bs = {3, 3, -3, -3, 5, 4, 4, 7, 7};
        for (int i = 0; i < as.length; i++) {
            int a = as[i];
            int b = bs[i];
            System.out.println(a + " / " + b + " = " + (a / b) + ", " + a + " % " + b + " = " + (a % b)
                + ", floorDiv = " + Math.floorDiv(a, b) + ", floorMod = " + Math.floorMod(a, b));
        }
        long la = -100000000000L;
        System.out.println("long: " + (la % 7) + " " + (la / 7) + " " + Math.floorMod(la, 7L));
        double d1 = -7.5 % 2;
        double d2 = 7.5 % -2;
        double d3 = -0.0 % 5;
        System.out.println("double %: " + d1 + " " + d2 + " " + d3);
        System.out.println("5.0 % 0 = " + (5.0 % 0));
        System.out.println("inf % 3 = " + (Double.POSITIVE_INFINITY % 3));
        System.out.println("3 % inf = " + (3.0 % Double.POSITIVE_INFINITY));
        float f = -10.25f % 3f;
        System.out.println("float % = " + f);
        int idx = -3;
        int size = 5;
        System.out.println("naive index " + (idx % size) + ", wrapped index " + ((idx % size + size) % size));
        char c = 'z';
        System.out.println("char % = " + (c % 10));
        int neg = -1;
        for (int i = 0; i < 4; i++) {
            System.out.println("-1 % " + (i + 1) + " = " + (neg % (i + 1)));
        }
    }
}
