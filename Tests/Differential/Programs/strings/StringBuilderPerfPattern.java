public class StringBuilderPerfPattern {
    static String fizzBuzz(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            if (i % 15 == 0) {
                sb.append("FizzBuzz");
            } else if (i % 3 == 0) {
                sb.append("Fizz");
            } else if (i % 5 == 0) {
                sb.append("Buzz");
            } else {
                sb.append(i);
            }
            if (i < n) {
                sb.append(',');
            }
        }
        return sb.toString();
    }

    static String toBinary(int n) {
        if (n == 0) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        int x = n;
        while (x != 0) {
            sb.insert(0, x & 1);
            x >>>= 1;
        }
        return sb.toString();
    }

    static String padLeft(String s, int width, char pad) {
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < width; i++) {
            sb.append(pad);
        }
        return sb.append(s).toString();
    }

    public static void main(String[] args) {
        System.out.println(fizzBuzz(20));
        int[] vals = {0, 1, 5, 255, -1, 1024};
        for (int v : vals) {
            String bin = toBinary(v);
            System.out.println(v + " -> " + bin + " (matches JDK: " + bin.equals(Integer.toBinaryString(v)) + ")");
        }
        for (int i = 1; i <= 1000; i *= 10) {
            System.out.println("[" + padLeft(String.valueOf(i), 6, '0') + "]");
        }
        StringBuilder tri = new StringBuilder();
        for (int row = 1; row <= 4; row++) {
            tri.append(" ".repeat(4 - row));
            tri.append("*".repeat(row * 2 - 1));
            tri.append('\n');
        }
        System.out.print(tri);
        System.out.println("capacity-independent length: " + tri.length());
    }
}
