import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class AnonymousClasses {
    interface Counter {
        int next();
    }

    abstract static class Task {
        private final String name;

        Task(String name) {
            this.name = name;
            System.out.println("Task ctor for " + name);
        }

        abstract int run(int input);

        String describe(int input) {
            return name + "(" + input + ") = " + run(input);
        }
    }

    static Counter counterFrom(int start, int step) {
        return new Counter() {
            private int current = start;

            @Override
            public int next() {
                int r = current;
                current += step;
                return r;
            }
        };
    }

    public static void main(String[] args) {
        Counter c1 = counterFrom(0, 3);
        Counter c2 = counterFrom(100, -10);
        for (int i = 0; i < 4; i++) {
            System.out.println(c1.next() + " " + c2.next());
        }
        int offset = 5;
        Task square = new Task("square") {
            @Override
            int run(int input) {
                return input * input;
            }
        };
        Task shifted = new Task("shift") {
            int calls = 0;

            @Override
            int run(int input) {
                calls++;
                return input + offset * calls;
            }

            @Override
            String describe(int input) {
                return "[custom] " + super.describe(input);
            }
        };
        System.out.println(square.describe(4));
        System.out.println(shifted.describe(4));
        System.out.println(shifted.describe(4));
        List<String> names = new ArrayList<>(List.of("bob", "Alice", "dave", "Carol"));
        names.sort(new Comparator<String>() {
            @Override
            public int compare(String a, String b) {
                return a.compareToIgnoreCase(b);
            }
        });
        System.out.println(names);
        Runnable r = new Runnable() {
            int runs = 0;

            @Override
            public void run() {
                runs++;
                System.out.println("anonymous runnable run #" + runs);
            }
        };
        r.run();
        r.run();
    }
}
