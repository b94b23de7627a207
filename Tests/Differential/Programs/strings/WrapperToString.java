import java.util.Arrays;

public class WrapperToString {
    public static void main(String[] args) {
        Integer i = 5;
        Long l = -9L;
        Double d = 2.0;
        Float f = 2.5f;
        Character c = 'c';
        Boolean b = Boolean.FALSE;
        Short s = (short) 12;
        Byte by = (byte) -3;
        System.out.println(i + " " + l + " " + d + " " + f + " " + c + " " + b + " " + s + " " + by);
        System.out.println(i.toString() + l.toString() + d.toString());
        Object[] objs = {1, 2L, 3.0, 4.0f, '5', "6", true, null};
        for (Object o : objs) {
            String type = o == null ? "null" : o.getClass().getSimpleName();
            System.out.println(type + ": " + o);
        }
        int[] ints = {3, 1, 2};
        double[] doubles = {1.5, -0.0, 1e10};
        char[] chars = {'x', 'y'};
        boolean[] bools = {true, false};
        String[] strs = {"a", null, "c"};
        long[] longs = {};
        System.out.println(Arrays.toString(ints));
        System.out.println(Arrays.toString(doubles));
        System.out.println(Arrays.toString(chars));
        System.out.println(Arrays.toString(bools));
        System.out.println(Arrays.toString(strs));
        System.out.println(Arrays.toString(longs));
        int[][] grid = {{1, 2}, {3, 4}};
        System.out.println(Arrays.deepToString(grid));
        Integer[] boxedArr = {10, 20};
        System.out.println(Arrays.toString(boxedArr));
        System.out.println(Arrays.asList(1, 2, 3));
        System.out.println(java.util.List.of("x", "y") + " " + java.util.List.of());
        System.out.println("Double.toString(100.0)=" + Double.toString(100.0) + " Float.toString(1e-3f)=" + Float.toString(1e-3f));
        System.out.println("Integer.toString(-0)=" + Integer.toString(-0) + " Double -0.0=" + Double.valueOf(-0.0));
    }
}
