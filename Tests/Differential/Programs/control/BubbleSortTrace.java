import java.util.Arrays;

public class BubbleSortTrace {
    static void bubble(int[] a) {
        boolean swapped;
        int pass = 0;
        do {
            swapped = false;
            pass++;
            for (int i = 1; i < a.length; i++) {
                if (a[i - 1] > a[i]) {
                    int t = a[i - 1];
                    a[i - 1] = a[i];
                    a[i] = t;
                    swapped = true;
                }
            }
            System.out.println("pass " + pass + ": " + Arrays.toString(a));
        } while (swapped);
    }

    static void insertion(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
            System.out.println("insert " + key + ": " + Arrays.toString(a));
        }
    }

    static void selection(int[] a) {
        for (int i = 0; i < a.length - 1; i++) {
            int min = i;
            for (int j = i + 1; j < a.length; j++) {
                if (a[j] < a[min]) {
                    min = j;
                }
            }
            if (min != i) {
                int t = a[i];
                a[i] = a[min];
                a[min] = t;
            }
        }
    }

    public static void main(String[] args) {
        int[] data = {5, -1, 3, 3, 0, 9, -7};
        int[] copy1 = data.clone();
        int[] copy2 = Arrays.copyOf(data, data.length);
        int[] copy3 = data.clone();
        bubble(copy1);
        insertion(copy2);
        selection(copy3);
        System.out.println("selection: " + Arrays.toString(copy3));
        System.out.println("original: " + Arrays.toString(data));
        System.out.println("all equal: " + Arrays.equals(copy1, copy2) + " " + Arrays.equals(copy2, copy3));
    }
}
