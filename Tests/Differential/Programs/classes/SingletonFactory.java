import java.util.ArrayList;
import java.util.List;

public class SingletonFactory {
    static final class Registry {
        private static Registry instance;
        private static int creations = 0;
        private final List<String> entries = new ArrayList<>();

        private Registry() {
            creations++;
            System.out.println("Registry created (" + creations + ")");
        }

        static Registry get() {
            if (instance == null) {
                instance = new Registry();
            }
            return instance;
        }

        void register(String s) {
            entries.add(s);
        }

        List<String> entries() {
            return entries;
        }
    }

    interface Shape {
        double area();

        String name();
    }

    static Shape create(String spec) {
        String[] parts = spec.split(":");
        double v = Double.parseDouble(parts[1]);
        switch (parts[0]) {
            case "sq":
                return new Shape() {
                    public double area() {
                        return v * v;
                    }

                    public String name() {
                        return "square " + v;
                    }
                };
            case "tri":
                return new Shape() {
                    public double area() {
                        return v * v * Math.sqrt(3) / 4;
                    }

                    public String name() {
                        return "triangle " + v;
                    }
                };
            default:
                throw new IllegalArgumentException("unknown shape " + parts[0]);
        }
    }

    public static void main(String[] args) {
        System.out.println("before get");
        Registry.get().register("a");
        Registry.get().register("b");
        Registry r = Registry.get();
        r.register("c");
        System.out.println("same instance: " + (r == Registry.get()) + ", entries " + r.entries());
        String[] specs = {"sq:3", "tri:2", "sq:0.5", "hex:1"};
        for (String s : specs) {
            try {
                Shape sh = create(s);
                System.out.println(sh.name() + " area " + Math.round(sh.area() * 100) / 100.0);
            } catch (IllegalArgumentException e) {
                System.out.println("factory error: " + e.getMessage());
            }
        }
    }
}
