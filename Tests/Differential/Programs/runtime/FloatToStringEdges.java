public class FloatToStringEdges {
    public static void main(String[] args) {
        float[] values = {0.0f, -0.0f, 1.0f, 100.0f, 0.1f, 0.2f, 0.1f + 0.2f, 1.0f / 3, 1.0E7f, 9999999.0f,
            1.0E10f, 1.0E-3f, 1.0E-4f, 1.0E-5f, 3.4028235E38f, Float.MIN_VALUE,
            Float.NaN, Float.POSITIVE_INFINITY, 16777216.0f, 16777217.0f, 3.14159265f, 2.5f, 123.456f};
        for (float f : values) {
            System.out.println("Float.toString=" + Float.toString(f) + " as double=" + (double) f);
        }
        float acc = 0f;
        for (int i = 0; i < 10; i++) {
            acc += 0.1f;
        }
        System.out.println("float sum of ten 0.1f=" + acc);
        System.out.println("float 1/3 * 3=" + (1.0f / 3 * 3));
        System.out.println("(float) 0.1=" + (float) 0.1 + " (double) 0.1f=" + (double) 0.1f);
        System.out.println("(int) 3.99f=" + (int) 3.99f + " (long) -2.5f=" + (long) -2.5f);
        System.out.println("Float.MAX_VALUE*2=" + (Float.MAX_VALUE * 2));
        System.out.println("mixed float+double=" + (0.1f + 0.1));
        System.out.println("float concat=" + 1.5f + 2.5f);
        System.out.println("Float.compare(NaN, +Inf)=" + Float.compare(Float.NaN, Float.POSITIVE_INFINITY));
        System.out.println("Float.valueOf(\"1e3\")=" + Float.valueOf("1e3"));
        System.out.println("Float.parseFloat(\"0.3\")=" + Float.parseFloat("0.3"));
    }
}
