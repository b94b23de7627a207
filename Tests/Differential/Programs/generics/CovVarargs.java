import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

public class CovVarargs {

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        List<T> out = new ArrayList<>();
        for (T item : items) {
            out.add(item);
        }
        return out;
    }

    @SafeVarargs
    static <T> List<T> nonNull(T... items) {
        List<T> out = new ArrayList<>();
        for (T item : items) {
            if (item != null) {
                out.add(item);
            }
        }
        return out;
    }

    @SafeVarargs
    static <T> T firstNonNull(T... candidates) {
        for (T c : candidates) {
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    @SafeVarargs
    static <T> List<T> concat(List<? extends T>... lists) {
        List<T> out = new ArrayList<>();
        for (List<? extends T> l : lists) {
            out.addAll(l);
        }
        return out;
    }

    static <T> List<T> repeat(Supplier<? extends T> factory, int count) {
        List<T> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(factory.get());
        }
        return out;
    }

    static <T> T orDefault(T value, Supplier<? extends T> fallback) {
        return value != null ? value : fallback.get();
    }

    static int countArgs(Object... args) {
        return args.length;
    }

    static void printWidgets(String title, List<? extends Widget> widgets) {
        System.out.print(title + " [" + widgets.size() + "]:");
        for (Widget w : widgets) {
            System.out.print(" " + w.render());
        }
        System.out.println();
    }

    public static void main(String[] args) {
        List<String> names = listOf("home", "search", "profile");
        System.out.println("names: " + names + " size=" + names.size());
        names.add("settings");
        System.out.println("names mutable: " + names);

        List<Integer> nums = listOf(4, 8, 15, 16, 23, 42);
        int total = 0;
        for (int n : nums) total += n;
        System.out.println("nums: " + nums + " total=" + total);

        List<String> empty = listOf();
        System.out.println("empty size: " + empty.size());

        List<String> cleaned = nonNull("a", null, "b", null, null, "c");
        System.out.println("cleaned: " + cleaned);

        String title = firstNonNull(null, null, "Fallback Title", "Other");
        System.out.println("title: " + title);
        Integer noValue = firstNonNull((Integer) null, (Integer) null);
        System.out.println("no value: " + noValue);

        List<Button> buttons = listOf(new Button("OK"), new Button("Cancel"));
        List<Label> labels = listOf(new Label("Name:", 12), new Label("Email:", 14));
        printWidgets("buttons", buttons);
        printWidgets("labels", labels);

        List<Widget> screen = concat(labels, buttons);
        printWidgets("screen", screen);

        List<Widget> mixed = listOf(new Button("Retry"), new Label("Error", 18), new Button("Close"));
        printWidgets("mixed", mixed);

        int[] counter = {0};
        List<Button> generated = repeat(() -> new Button("Item" + (++counter[0])), 4);
        printWidgets("generated", generated);
        List<Widget> spacers = repeat(Spacer::new, 2);
        printWidgets("spacers", spacers);

        Widget chosen = orDefault(null, () -> new Label("Default", 10));
        System.out.println("chosen: " + chosen.render());
        Widget kept = orDefault(new Button("Keep"), Spacer::new);
        System.out.println("kept: " + kept.render());

        System.out.println("count args 0: " + countArgs());
        System.out.println("count args 3: " + countArgs("x", 1, 2.5));
        System.out.println("count args array: " + countArgs((Object[]) new String[] {"p", "q"}));

        int totalWidth = 0;
        for (Widget w : screen) {
            totalWidth += w.width();
        }
        System.out.println("screen width: " + totalWidth);
        System.out.println("widget ids: " + Widget.created());
    }
}

abstract class Widget {
    private static int nextId = 1;
    protected final int id;

    protected Widget() {
        this.id = nextId++;
    }

    static int created() {
        return nextId - 1;
    }

    abstract String render();

    abstract int width();
}

class Button extends Widget {
    private final String text;

    Button(String text) {
        this.text = text;
    }

    @Override
    String render() {
        return "[" + text + "]#" + id;
    }

    @Override
    int width() {
        return text.length() + 2;
    }
}

class Label extends Widget {
    private final String text;
    private final int fontSize;

    Label(String text, int fontSize) {
        this.text = text;
        this.fontSize = fontSize;
    }

    @Override
    String render() {
        return text + "(" + fontSize + "sp)#" + id;
    }

    @Override
    int width() {
        return text.length() * fontSize / 10;
    }
}

class Spacer extends Widget {
    @Override
    String render() {
        return "_#" + id;
    }

    @Override
    int width() {
        return 1;
    }
}
