public class IncrementDecrement {
    static int counter = 0;

    static int next() {
        return ++counter;
    }

    public static void main(String[] args) {
        int i = 5;
        int a = i++ + ++i;
        System.out.println("a = " + a + ", i = " + i);
        int b = i-- - --i;
        System.out.println("b = " + b + ", i = " + i);
        int c = i++ * 2 + i++ * 3;
        System.out.println("c = " + c + ", i = " + i);
        int j = 0;
        j = j++;
        System.out.println("j = j++ -> " + j);
        j = ++j + j++;
        System.out.println("j = ++j + j++ -> " + j);
        int[] arr = {10, 20, 30, 40};
        int k = 0;
        arr[k++] = arr[k] + 1;
        System.out.println("arr = " + arr[0] + "," + arr[1] + "," + arr[2] + ", k = " + k);
        arr[++k] += 5;
        System.out.println("arr[2] = " + arr[2] + ", k = " + k);
        arr[k--]++;
        System.out.println("arr[2] = " + arr[2] + ", k = " + k);
        int x = 3;
        x += x++;
        System.out.println("x += x++ -> " + x);
        x = 3;
        x = x++ + x++;
        System.out.println("x = x++ + x++ -> " + x);
        long l = Long.MAX_VALUE;
        l++;
        System.out.println("long ++ wraps: " + l);
        double d = 1.5;
        d++;
        System.out.println("double ++: " + d);
        int r = next() * 10 + next();
        System.out.println("r = " + r + ", counter = " + counter);
        int m = 0;
        while (m++ < 3) {
            System.out.println("loop m = " + m);
        }
        System.out.println("after loop m = " + m);
        int n = 3;
        while (--n > 0) {
            System.out.println("loop n = " + n);
        }
        System.out.println("after loop n = " + n);
        Integer boxed = 127;
        boxed++;
        System.out.println("boxed++ -> " + boxed);
    }
}
