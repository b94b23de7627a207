public class SieveAndSearch {
    static int binarySearch(int[] arr, int key) {
        int lo = 0, hi = arr.length - 1;
        int steps = 0;
        while (lo <= hi) {
            steps++;
            int mid = (lo + hi) >>> 1;
            if (arr[mid] < key) {
                lo = mid + 1;
            } else if (arr[mid] > key) {
                hi = mid - 1;
            } else {
                System.out.println("  found " + key + " in " + steps + " steps");
                return mid;
            }
        }
        System.out.println("  missing " + key + " after " + steps + " steps");
        return -(lo + 1);
    }

    public static void main(String[] args) {
        int n = 100;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) {
                    composite[j] = true;
                }
            }
        }
        int count = 0;
        int[] primes = new int[n];
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                primes[count++] = i;
            }
        }
        System.out.println(count + " primes up to " + n);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < count; i++) {
            sb.append(primes[i]).append(i + 1 < count ? "," : "");
        }
        System.out.println(sb);
        int[] sorted = java.util.Arrays.copyOf(primes, count);
        int[] keys = {2, 97, 50, 1, 101, 41};
        for (int k : keys) {
            System.out.println("search " + k + " -> " + binarySearch(sorted, k) + " (JDK " + java.util.Arrays.binarySearch(sorted, k) + ")");
        }
        int twin = 0;
        for (int i = 1; i < count; i++) {
            if (sorted[i] - sorted[i - 1] == 2) {
                twin++;
            }
        }
        System.out.println("twin prime pairs: " + twin);
    }
}
