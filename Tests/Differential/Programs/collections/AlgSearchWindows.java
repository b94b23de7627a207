import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class AlgSearchWindows {
    public static void main(String[] args) {
        binarySearchDemo();
        intervalDemo();
        slidingWindowDemo();
    }

    static void binarySearchDemo() {
        System.out.println("=== Binary search variants over release versions ===");
        int[] builds = {101, 104, 104, 104, 110, 115, 115, 120, 133, 140};
        System.out.println("builds: " + Arrays.toString(builds));
        int[] targets = {104, 115, 99, 125, 140, 150};
        for (int t : targets) {
            int exact = BinarySearch.indexOf(builds, t);
            int first = BinarySearch.lowerBound(builds, t);
            int last = BinarySearch.upperBound(builds, t) - 1;
            int count = BinarySearch.upperBound(builds, t) - first;
            int floor = BinarySearch.floorIndex(builds, t);
            int ceil = BinarySearch.ceilIndex(builds, t);
            System.out.println(String.format("t=%d exact=%d first=%d last=%d count=%d floor=%s ceil=%s",
                    t, exact, first, last, count,
                    floor < 0 ? "-" : String.valueOf(builds[floor]),
                    ceil < 0 ? "-" : String.valueOf(builds[ceil])));
        }

        int[] rotated = {40, 50, 60, 70, 5, 10, 20, 30};
        System.out.println("rotated: " + Arrays.toString(rotated) + " pivot index=" + BinarySearch.rotationPoint(rotated));
        for (int t : new int[]{60, 10, 35}) {
            System.out.println("  search " + t + " -> " + BinarySearch.searchRotated(rotated, t));
        }

        int[] fileSizes = {7, 2, 5, 10, 8};
        int disks = 2;
        int capacity = BinarySearch.minCapacity(fileSizes, disks);
        System.out.println("min disk capacity to store " + Arrays.toString(fileSizes) + " in " + disks + " disks = " + capacity);
        int root = BinarySearch.intSqrt(2_000_000_000);
        System.out.println("isqrt(2000000000)=" + root + " check=" + ((long) root * root) + " next=" + ((long) (root + 1) * (root + 1)));
        System.out.println();
    }

    static void intervalDemo() {
        System.out.println("=== Merging meeting intervals ===");
        int[][] meetings = {{900, 1000}, {1530, 1600}, {945, 1030}, {1200, 1300}, {1300, 1330}, {1000, 1015}, {1700, 1800}, {1545, 1700}};
        int[][] sorted = meetings.clone();
        Arrays.sort(sorted, (x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        List<int[]> merged = new ArrayList<>();
        for (int[] m : sorted) {
            if (!merged.isEmpty() && merged.get(merged.size() - 1)[1] >= m[0]) {
                int[] lastBlock = merged.get(merged.size() - 1);
                System.out.println("  merge " + fmt(m) + " into " + fmt(lastBlock));
                lastBlock[1] = Math.max(lastBlock[1], m[1]);
            } else {
                merged.add(new int[]{m[0], m[1]});
                System.out.println("  new block " + fmt(m));
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int[] m : merged) sb.append(fmt(m)).append(' ');
        System.out.println("busy: " + sb.toString().trim());
        List<int[]> free = new ArrayList<>();
        int dayStart = 800;
        int dayEnd = 1900;
        int cursor = dayStart;
        for (int[] m : merged) {
            if (m[0] > cursor) free.add(new int[]{cursor, m[0]});
            cursor = Math.max(cursor, m[1]);
        }
        if (cursor < dayEnd) free.add(new int[]{cursor, dayEnd});
        sb.setLength(0);
        for (int[] f : free) sb.append(fmt(f)).append(' ');
        System.out.println("free: " + sb.toString().trim());

        int[][] insertCases = {{1030, 1230}, {1335, 1400}};
        for (int[] ins : insertCases) {
            List<int[]> result = new ArrayList<>();
            int[] cur = {ins[0], ins[1]};
            boolean placed = false;
            for (int[] m : merged) {
                if (m[1] < cur[0]) {
                    result.add(m);
                } else if (m[0] > cur[1]) {
                    if (!placed) {
                        result.add(cur);
                        placed = true;
                    }
                    result.add(m);
                } else {
                    cur[0] = Math.min(cur[0], m[0]);
                    cur[1] = Math.max(cur[1], m[1]);
                }
            }
            if (!placed) result.add(cur);
            sb.setLength(0);
            for (int[] r : result) sb.append(fmt(r)).append(' ');
            System.out.println("insert " + fmt(ins) + " -> " + sb.toString().trim());
        }
        System.out.println();
    }

    static String fmt(int[] iv) {
        return String.format("[%d-%d]", iv[0], iv[1]);
    }

    static void slidingWindowDemo() {
        System.out.println("=== Sliding windows over heart-rate samples ===");
        int[] bpm = {72, 75, 71, 90, 110, 125, 118, 96, 80, 76, 74, 130, 70};
        int k = 3;
        int sum = 0;
        StringBuilder avgs = new StringBuilder();
        for (int i = 0; i < bpm.length; i++) {
            sum += bpm[i];
            if (i >= k) sum -= bpm[i - k];
            if (i >= k - 1) avgs.append(String.format("%.2f ", sum / (double) k));
        }
        System.out.println("moving avg(k=3): " + avgs.toString().trim());

        Deque<Integer> dq = new ArrayDeque<>();
        List<Integer> maxes = new ArrayList<>();
        for (int i = 0; i < bpm.length; i++) {
            while (!dq.isEmpty() && dq.peekFirst() <= i - 4) dq.pollFirst();
            while (!dq.isEmpty() && bpm[dq.peekLast()] <= bpm[i]) dq.pollLast();
            dq.offerLast(i);
            if (i >= 3) maxes.add(bpm[dq.peekFirst()]);
        }
        System.out.println("window max(k=4): " + maxes);

        int limit = 300;
        int bestLen = 0, bestStart = 0, left = 0, windowSum = 0;
        for (int right = 0; right < bpm.length; right++) {
            windowSum += bpm[right];
            while (windowSum > limit) windowSum -= bpm[left++];
            if (right - left + 1 > bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
        }
        System.out.println("longest run with sum<=" + limit + ": len=" + bestLen + " " + Arrays.toString(Arrays.copyOfRange(bpm, bestStart, bestStart + bestLen)));

        String[] logs = {"tap", "scroll", "tap", "swipe", "tap", "tap", "scroll", "pinch", "swipe", "tap"};
        Map<String, Integer> freq = new LinkedHashMap<>();
        int l = 0, best = 0, bestL = 0;
        for (int r = 0; r < logs.length; r++) {
            freq.merge(logs[r], 1, Integer::sum);
            while (freq.get(logs[r]) > 1) {
                freq.merge(logs[l], -1, Integer::sum);
                if (freq.get(logs[l]).intValue() == 0) freq.remove(logs[l]);
                l++;
            }
            if (r - l + 1 > best) {
                best = r - l + 1;
                bestL = l;
            }
        }
        System.out.println("longest distinct gesture streak: " + Arrays.toString(Arrays.copyOfRange(logs, bestL, bestL + best)));

        String text = "adobecodebanana";
        String need = "abc";
        System.out.println("min window of '" + need + "' in '" + text + "': '" + minWindow(text, need) + "'");
    }

    static String minWindow(String s, String t) {
        int[] need = new int[128];
        for (char c : t.toCharArray()) need[c]++;
        int missing = t.length();
        int start = 0, bestStart = 0, bestLen = Integer.MAX_VALUE;
        for (int end = 0; end < s.length(); end++) {
            if (need[s.charAt(end)]-- > 0) missing--;
            while (missing == 0) {
                if (end - start + 1 < bestLen) {
                    bestLen = end - start + 1;
                    bestStart = start;
                }
                if (++need[s.charAt(start++)] > 0) missing++;
            }
        }
        return bestLen == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLen);
    }
}

class BinarySearch {
    static int indexOf(int[] a, int key) {
        int lo = 0, hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] == key) return mid;
            if (a[mid] < key) lo = mid + 1;
            else hi = mid - 1;
        }
        return -(lo + 1);
    }

    static int lowerBound(int[] a, int key) {
        int lo = 0, hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    static int upperBound(int[] a, int key) {
        int lo = 0, hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] <= key) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    static int floorIndex(int[] a, int key) {
        return upperBound(a, key) - 1;
    }

    static int ceilIndex(int[] a, int key) {
        int i = lowerBound(a, key);
        return i < a.length ? i : -1;
    }

    static int rotationPoint(int[] a) {
        int lo = 0, hi = a.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (a[mid] > a[hi]) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    static int searchRotated(int[] a, int key) {
        int pivot = rotationPoint(a);
        int n = a.length;
        int lo = 0, hi = n - 1;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            int real = (mid + pivot) % n;
            if (a[real] == key) return real;
            if (a[real] < key) lo = mid + 1;
            else hi = mid - 1;
        }
        return -1;
    }

    static int minCapacity(int[] sizes, int disks) {
        int lo = 0, hi = 0;
        for (int s : sizes) {
            lo = Math.max(lo, s);
            hi += s;
        }
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            int used = 1, cur = 0;
            for (int s : sizes) {
                if (cur + s > mid) {
                    used++;
                    cur = 0;
                }
                cur += s;
            }
            if (used <= disks) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    static int intSqrt(int x) {
        long lo = 0, hi = x;
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2;
            if (mid * mid <= x) lo = mid;
            else hi = mid - 1;
        }
        return (int) lo;
    }
}
