import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class AlgSortingLab {
    public static void main(String[] args) {
        int[] base = {42, 7, 19, 73, 7, -5, 0, 88, 31, 19, 64, 2};

        System.out.println("=== int[] sorts ===");
        System.out.println("input:     " + Arrays.toString(base));
        SortStats ins = new SortStats();
        int[] a1 = base.clone();
        IntSorts.insertionSort(a1, ins);
        System.out.println("insertion: " + Arrays.toString(a1) + " " + ins);

        SortStats ms = new SortStats();
        int[] a2 = base.clone();
        IntSorts.mergeSort(a2, 0, a2.length - 1, new int[a2.length], ms);
        System.out.println("merge:     " + Arrays.toString(a2) + " " + ms);

        SortStats qs = new SortStats();
        int[] a3 = base.clone();
        IntSorts.quickSort(a3, 0, a3.length - 1, qs);
        System.out.println("quick:     " + Arrays.toString(a3) + " " + qs);

        int[] reference = base.clone();
        Arrays.sort(reference);
        System.out.println("all match Arrays.sort: " + (Arrays.equals(a1, reference) && Arrays.equals(a2, reference) && Arrays.equals(a3, reference)));

        System.out.println();
        System.out.println("=== Edge cases ===");
        int[][] cases = {{}, {1}, {2, 1}, {5, 5, 5, 5}, {9, 8, 7, 6, 5, 4, 3, 2, 1}};
        for (int[] c : cases) {
            int[] x = c.clone();
            int[] y = c.clone();
            SortStats s1 = new SortStats();
            SortStats s2 = new SortStats();
            IntSorts.insertionSort(x, s1);
            IntSorts.quickSort(y, 0, y.length - 1, s2);
            System.out.println(String.format("%s -> %s insertion(%s) quick(%s)", Arrays.toString(c), Arrays.toString(x), s1, s2));
        }

        System.out.println();
        System.out.println("=== Generic sorts on String[] ===");
        String[] names = {"pixel", "galaxy", "iphone", "moto", "xperia", "oneplus", "nokia", "galaxy"};
        String[] g1 = names.clone();
        GenericSorts.insertionSort(g1);
        System.out.println("insertion: " + Arrays.toString(g1));
        String[] g2 = names.clone();
        GenericSorts.mergeSort(g2);
        System.out.println("merge:     " + Arrays.toString(g2));

        System.out.println();
        System.out.println("=== Generic sorts on List<Product> ===");
        List<Product> products = new ArrayList<>();
        products.add(new Product("Case", 1999, 4));
        products.add(new Product("Cable", 899, 5));
        products.add(new Product("Charger", 2499, 4));
        products.add(new Product("Earbuds", 7999, 3));
        products.add(new Product("Stand", 1999, 5));
        products.add(new Product("Screen", 899, 2));
        List<Product> byQuick = new ArrayList<>(products);
        GenericSorts.quickSort(byQuick, 0, byQuick.size() - 1);
        for (Product p : byQuick) System.out.println("  " + p);
        List<Product> byMerge = GenericSorts.mergeSortList(products);
        System.out.println("merge list equals quick list: " + byMerge.equals(byQuick));
        System.out.println("original untouched first: " + products.get(0));

        System.out.println();
        System.out.println("=== Stability check (merge keeps insertion order for equal keys) ===");
        Integer[] ratings = {3, 1, 2, 3, 1, 2};
        GenericSorts.mergeSort(ratings);
        System.out.println("sorted ratings: " + Arrays.toString(ratings));
        System.out.println("max=" + GenericSorts.max(ratings) + " min=" + GenericSorts.min(names));
        System.out.println("is sorted: " + GenericSorts.isSorted(ratings) + " names sorted? " + GenericSorts.isSorted(names));
    }
}

class SortStats {
    int comparisons;
    int writes;

    @Override
    public String toString() {
        return "cmp=" + comparisons + " writes=" + writes;
    }
}

class Product implements Comparable<Product> {
    final String name;
    final int priceCents;
    final int stars;

    Product(String name, int priceCents, int stars) {
        this.name = name;
        this.priceCents = priceCents;
        this.stars = stars;
    }

    @Override
    public int compareTo(Product o) {
        if (priceCents != o.priceCents) return Integer.compare(priceCents, o.priceCents);
        if (stars != o.stars) return Integer.compare(o.stars, stars);
        return name.compareTo(o.name);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Product)) return false;
        Product p = (Product) o;
        return name.equals(p.name) && priceCents == p.priceCents && stars == p.stars;
    }

    @Override
    public int hashCode() {
        return name.length() * 31 + priceCents;
    }

    @Override
    public String toString() {
        return String.format("%-8s $%d.%d%d %d*", name, priceCents / 100, (priceCents % 100) / 10, priceCents % 10, stars);
    }
}

class IntSorts {
    static void insertionSort(int[] a, SortStats s) {
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0) {
                s.comparisons++;
                if (a[j] <= key) break;
                a[j + 1] = a[j];
                s.writes++;
                j--;
            }
            a[j + 1] = key;
            s.writes++;
        }
    }

    static void mergeSort(int[] a, int lo, int hi, int[] tmp, SortStats s) {
        if (lo >= hi) return;
        int mid = lo + (hi - lo) / 2;
        mergeSort(a, lo, mid, tmp, s);
        mergeSort(a, mid + 1, hi, tmp, s);
        int i = lo, j = mid + 1, k = lo;
        while (i <= mid && j <= hi) {
            s.comparisons++;
            tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        }
        while (i <= mid) tmp[k++] = a[i++];
        while (j <= hi) tmp[k++] = a[j++];
        for (k = lo; k <= hi; k++) {
            a[k] = tmp[k];
            s.writes++;
        }
    }

    static void quickSort(int[] a, int lo, int hi, SortStats s) {
        while (lo < hi) {
            int p = partition(a, lo, hi, s);
            if (p - lo < hi - p) {
                quickSort(a, lo, p - 1, s);
                lo = p + 1;
            } else {
                quickSort(a, p + 1, hi, s);
                hi = p - 1;
            }
        }
    }

    private static int partition(int[] a, int lo, int hi, SortStats s) {
        int mid = (lo + hi) >>> 1;
        swap(a, mid, hi, s);
        int pivot = a[hi];
        int store = lo;
        for (int i = lo; i < hi; i++) {
            s.comparisons++;
            if (a[i] < pivot) {
                swap(a, i, store, s);
                store++;
            }
        }
        swap(a, store, hi, s);
        return store;
    }

    private static void swap(int[] a, int i, int j, SortStats s) {
        if (i == j) return;
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        s.writes += 2;
    }
}

class GenericSorts {
    static <T extends Comparable<T>> void insertionSort(T[] a) {
        for (int i = 1; i < a.length; i++) {
            T key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].compareTo(key) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    static <T extends Comparable<T>> void mergeSort(T[] a) {
        if (a.length < 2) return;
        T[] left = Arrays.copyOfRange(a, 0, a.length / 2);
        T[] right = Arrays.copyOfRange(a, a.length / 2, a.length);
        mergeSort(left);
        mergeSort(right);
        int i = 0, j = 0, k = 0;
        while (i < left.length && j < right.length) {
            if (left[i].compareTo(right[j]) <= 0) a[k++] = left[i++];
            else a[k++] = right[j++];
        }
        while (i < left.length) a[k++] = left[i++];
        while (j < right.length) a[k++] = right[j++];
    }

    static <T extends Comparable<T>> List<T> mergeSortList(List<T> list) {
        if (list.size() <= 1) return new ArrayList<>(list);
        int mid = list.size() / 2;
        List<T> left = mergeSortList(list.subList(0, mid));
        List<T> right = mergeSortList(list.subList(mid, list.size()));
        List<T> out = new ArrayList<>(list.size());
        int i = 0, j = 0;
        while (i < left.size() && j < right.size()) {
            if (left.get(i).compareTo(right.get(j)) <= 0) out.add(left.get(i++));
            else out.add(right.get(j++));
        }
        while (i < left.size()) out.add(left.get(i++));
        while (j < right.size()) out.add(right.get(j++));
        return out;
    }

    static <T extends Comparable<T>> void quickSort(List<T> list, int lo, int hi) {
        if (lo >= hi) return;
        T pivot = list.get(hi);
        int store = lo;
        for (int i = lo; i < hi; i++) {
            if (list.get(i).compareTo(pivot) < 0) {
                T t = list.get(i);
                list.set(i, list.get(store));
                list.set(store, t);
                store++;
            }
        }
        T t = list.get(store);
        list.set(store, list.get(hi));
        list.set(hi, t);
        quickSort(list, lo, store - 1);
        quickSort(list, store + 1, hi);
    }

    static <T extends Comparable<T>> T max(T[] a) {
        T best = a[0];
        for (T x : a) if (x.compareTo(best) > 0) best = x;
        return best;
    }

    static <T extends Comparable<T>> T min(T[] a) {
        T best = a[0];
        for (T x : a) if (x.compareTo(best) < 0) best = x;
        return best;
    }

    static <T extends Comparable<T>> boolean isSorted(T[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1].compareTo(a[i]) > 0) return false;
        }
        return true;
    }
}
