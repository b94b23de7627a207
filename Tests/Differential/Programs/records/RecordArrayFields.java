import java.util.Arrays;
import java.util.List;

public class RecordArrayFields {
    record Samples(String label, int[] values) {
        int sum() {
            int s = 0;
            for (int v : values) {
                s += v;
            }
            return s;
        }

        String render() {
            return label + Arrays.toString(values);
        }
    }

    record Tagged(String label, List<Integer> values) {
    }

    public static void main(String[] args) {
        int[] data = {1, 2, 3};
        Samples a = new Samples("a", data);
        Samples b = new Samples("a", data);
        Samples c = new Samples("a", new int[] {1, 2, 3});
        System.out.println(a.render() + " sum " + a.sum());
        System.out.println("same array instance equals: " + a.equals(b));
        System.out.println("equal contents, different arrays equals: " + a.equals(c));
        System.out.println("Arrays.equals on components: " + Arrays.equals(a.values(), c.values()));
        data[0] = 100;
        System.out.println("record sees external mutation: " + a.render() + " sum " + a.sum());
        a.values()[1] = 200;
        System.out.println("mutation via accessor: " + b.render());
        Tagged t1 = new Tagged("t", List.of(1, 2, 3));
        Tagged t2 = new Tagged("t", List.of(1, 2, 3));
        System.out.println("list components compare by equals: " + t1.equals(t2) + " " + t1);
        System.out.println("hash equal for list records: " + (t1.hashCode() == t2.hashCode()));
    }
}
