import java.util.ArrayList;
import java.util.List;

public class WildcardMethods {
    static double total(List<? extends Number> nums) {
        double t = 0;
        for (Number n : nums) {
            t += n.doubleValue();
        }
        return t;
    }

    static void addDefaults(List<? super Integer> target) {
        target.add(1);
        target.add(2);
    }

    static int countNonNull(List<?> items) {
        int c = 0;
        for (Object o : items) {
            if (o != null) {
                c++;
            }
        }
        return c;
    }

    static <T> void copy(List<? super T> dst, List<? extends T> src) {
        for (T t : src) {
            dst.add(t);
        }
    }

    static void printAll(List<?> items) {
        StringBuilder sb = new StringBuilder();
        for (Object o : items) {
            sb.append(o == null ? "null" : o.getClass().getSimpleName() + ":" + o).append(' ');
        }
        System.out.println(sb.toString().trim());
    }

    public static void main(String[] args) {
        List<Integer> ints = new ArrayList<>(List.of(1, 2, 3));
        List<Double> doubles = List.of(0.5, 1.5);
        System.out.println("total ints " + total(ints) + " total doubles " + total(doubles));
        List<Number> numbers = new ArrayList<>();
        addDefaults(numbers);
        numbers.add(3.75);
        System.out.println("numbers " + numbers + " total " + total(numbers));
        List<Object> objects = new ArrayList<>();
        addDefaults(objects);
        objects.add("str");
        objects.add(null);
        System.out.println("objects " + objects + " nonNull " + countNonNull(objects));
        copy(objects, doubles);
        copy(numbers, ints);
        System.out.println("after copy: objects " + objects + " numbers " + numbers);
        printAll(objects);
        printAll(List.of('c', 5L, 2.0f, true));
        List<? extends Number> readOnly = ints;
        Number first = readOnly.get(0);
        System.out.println("read through extends wildcard: " + first + " size " + readOnly.size());
    }
}
