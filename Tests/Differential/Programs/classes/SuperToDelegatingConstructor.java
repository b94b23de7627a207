import java.util.ArrayList;
import java.util.List;

// Subclasses calling a superclass constructor that itself delegates with this(...): explicitly,
// implicitly (super()), from an anonymous class and through a chain of several this(...) calls.
public class SuperToDelegatingConstructor {
    static final List<String> trace = new ArrayList<>();

    static int next(String what, int v) {
        trace.add(what + "=" + v);
        return v;
    }

    static class Item {
        protected String name;
        protected int quantity;
        protected final List<String> tags = new ArrayList<>();
        private int serial = next("serial", 100);

        { trace.add("Item initializer block"); }

        Item() {
            this("unnamed");
            trace.add("Item()");
        }

        Item(String name) {
            this(name, 1);
            trace.add("Item(String)");
        }

        Item(String name, int quantity) {
            if (quantity < 0) {
                quantity = 0;
            }
            this.name = name;
            this.quantity = quantity;
            trace.add("Item(String,int) " + name + " x" + quantity);
        }

        Item(int quantity, String name) {
            this(name.toUpperCase(), quantity * 2);
        }

        String describe() {
            return name + " x" + quantity + " #" + serial + " " + tags;
        }
    }

    static class Book extends Item {
        private final String author;

        Book(String title, String author) {
            super(title);
            this.author = author;
            tags.add("book");
        }

        @Override
        String describe() {
            return super.describe() + " by " + author;
        }
    }

    static class Gift extends Item {
        private String note = "with love";

        Gift() {
            // implicit super(): Item() delegates twice
            tags.add("gift");
        }

        @Override
        String describe() {
            return super.describe() + " (" + note + ")";
        }
    }

    static class Bundle extends Item {
        Bundle(int count) {
            super(next("count", count), "bundle");
        }
    }

    static class Crate extends Item {
        Crate(int q) {
            super("crate", q);
        }
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>();
        items.add(new Book("Dune", "Herbert"));
        items.add(new Gift());
        items.add(new Bundle(3));
        items.add(new Crate(-5));
        items.add(new Item(2, "pens"));
        items.add(new Item() {
            @Override
            String describe() {
                return "anonymous " + super.describe();
            }
        });
        for (Item i : items) System.out.println(i.describe());
        for (String t : trace) System.out.println(t);
    }
}
