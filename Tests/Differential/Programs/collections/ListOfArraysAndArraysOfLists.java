import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ListOfArraysAndArraysOfLists {
    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            pairs.add(new int[] {i, i * i});
        }
        pairs.get(2)[1] = -1;
        for (int[] p : pairs) {
            System.out.print(Arrays.toString(p) + " ");
        }
        System.out.println();
        pairs.sort((a, b) -> Integer.compare(b[1], a[1]));
        StringBuilder sb = new StringBuilder();
        for (int[] p : pairs) {
            sb.append(p[0]).append(':').append(p[1]).append(' ');
        }
        System.out.println("sorted by second desc " + sb.toString().trim());
        List<Integer>[] buckets = new List[3];
        for (int i = 0; i < buckets.length; i++) {
            buckets[i] = new ArrayList<>();
        }
        int[] values = {5, 12, 7, 3, 9, 14, 0, 1};
        for (int v : values) {
            buckets[v % 3].add(v);
        }
        for (int i = 0; i < buckets.length; i++) {
            System.out.println("bucket " + i + " " + buckets[i]);
        }
        String[][] table = {{"id", "name"}, {"1", "ann"}, {"2", "bob"}};
        List<String[]> rows = new ArrayList<>(Arrays.asList(table));
        rows.add(new String[] {"3", "cy"});
        for (String[] r : rows) {
            System.out.println(String.join(" | ", r));
        }
        table[1][1] = "ANN";
        System.out.println("shared inner array: " + rows.get(1)[1]);
        Object[] objs = new Object[] {new int[] {1}, List.of(2), "3"};
        System.out.println("deepToString mixed " + Arrays.deepToString(new Object[] {new int[] {1, 2}, new String[] {"a"}}));
        System.out.println("objs length " + objs.length + " last " + objs[2]);
    }
}
