public class PrimitiveConcat {
    public static void main(String[] args) {
        byte b = -5;
        short s = 300;
        char c = 'Q';
        int i = -42;
        long l = 9876543210L;
        float f = 1.1f;
        double d = 1.1;
        boolean z = true;
        System.out.println("byte=" + b + " short=" + s + " char=" + c + " int=" + i);
        System.out.println("long=" + l + " float=" + f + " double=" + d + " bool=" + z);
        System.out.println("whole doubles: " + 1.0 + " " + 100.0 + " " + -3.0 + " " + 0.0 + " " + -0.0);
        System.out.println("large doubles: " + 1.0E10 + " " + 1e6 + " " + 1e7 + " " + 12345678.9 + " " + 1e21 + " " + 1e22);
        System.out.println("small doubles: " + 1.0E-5 + " " + 0.001 + " " + 0.0001 + " " + 1.5e-10);
        System.out.println("inexact: " + (0.1 + 0.2) + " " + (0.1 * 3) + " " + (1.0 - 0.9) + " " + (2.0 / 3.0));
        System.out.println("specials: " + Double.NaN + " " + Double.POSITIVE_INFINITY + " " + Double.NEGATIVE_INFINITY);
        System.out.println("floats: " + 1.1f + " " + 0.1f + " " + 3.3333333f + " " + 1e10f + " " + 1.0E-5f + " " + 100f + " " + 123456.78f);
        System.out.println("float arithmetic: " + (0.1f + 0.2f) + " " + (1.0f / 3.0f) + " " + (2.0f * 1.1f));
        System.out.println("float to double: " + (double) 1.1f + " " + (f + d));
        System.out.println("pi=" + Math.PI + " e=" + Math.E);
        System.out.println("" + 1 + 2);
        System.out.println(1 + 2 + "");
        System.out.println(c + 1 + "");
        System.out.println("" + c + 1);
        System.out.println(c + "" + 1);
        System.out.println('x' + 'y' + "z" + 'x' + 'y');
        System.out.println(z + "!" + !z);
        String str = "start";
        str += 1;
        str += 'c';
        str += 2.5;
        str += false;
        str += -0.0f;
        System.out.println(str);
        char[] arr = {'h', 'i'};
        System.out.println("chars: " + String.valueOf(arr) + " " + new String(arr, 1, 1));
        System.out.println("Long.MIN_VALUE: " + Long.MIN_VALUE + ", Integer.MIN_VALUE: " + Integer.MIN_VALUE);
        System.out.println(String.valueOf(3.0f) + String.valueOf(4L) + String.valueOf('z') + String.valueOf(true));
    }
}
