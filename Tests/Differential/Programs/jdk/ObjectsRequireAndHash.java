import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

public class ObjectsRequireAndHash {
    record Point(int x, int y) {}

    static String describe(String name) {
        return Objects.requireNonNullElse(name, "(anonymous)") + "/" + Objects.toString(name, "-") + "/" + Objects.toString(name);
    }

    public static void main(String[] args) {
        System.out.println(Objects.hash("x", 1) + " " + Objects.hash(1, 2, 3) + " " + Objects.hash((Object) null) + " " + Objects.hash(true, 'c', 5L, 1.5f));
        Point p = new Point(3, 4);
        System.out.println(Objects.equals(p, new Point(3, 4)) + " " + Objects.equals(p, null) + " " + Objects.hashCode(p) + " " + p.hashCode());
        List<Integer> a = new ArrayList<>();
        a.add(1);
        List<Integer> b = new ArrayList<>();
        b.add(1);
        System.out.println(Objects.equals(a, b) + " " + Objects.hashCode(a) + " " + Objects.equals("ab", "a" + "b") + " " + Objects.equals(2.0, 2.0f));
        System.out.println(describe("ann") + " " + describe(null));
        String[] inputs = {"ok", null};
        for (String in : inputs) {
            try {
                String checked = Objects.requireNonNull(in, "input is required");
                System.out.println("got " + checked.length() + " isNull=" + Objects.isNull(in) + " nonNull=" + Objects.nonNull(in));
            } catch (NullPointerException e) {
                System.out.println("NPE: " + e.getMessage() + " isNull=" + Objects.isNull(in));
            }
        }
        try {
            Objects.requireNonNull(null);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("NPE without message: " + e.getMessage());
        }
    }
}
