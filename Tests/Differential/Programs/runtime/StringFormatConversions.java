public class StringFormatConversions { public static void main(String[] a) {
  System.out.println(String.format("%d|%5d|%-5d|%05d|%,d|%+d", 42, 42, 42, -42, 1234567, 7));
  System.out.println(String.format("%.2f|%.2f|%.2f|%8.3f|%.0f|%f|%,.2f", 0.125, 1.005, -0.0, Math.PI, 2.5, 1e-7, 1234567.891));
  System.out.printf("%s and %S, %c%c %b %x %X %o %%%n", "abc", "def", 'h', 105, null, 255, -1, 8);
  System.out.println(String.format("[%10s][%-10s][%.2s]", "hi", "hi", "hello"));
  long big = 1L << 40; System.out.println(String.format("%d %x", big, -1L));
}}
