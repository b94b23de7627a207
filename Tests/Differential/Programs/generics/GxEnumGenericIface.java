import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GxEnumGenericIface {
    public static void main(String[] args) {
        System.out.println("-- validators (enum implements Validator<String>) --");
        String[] emails = {"dev@example.com", "bad-address", "", "a@b", "this.is.a.really.long.address@example.org"};
        for (String e : emails) {
            List<String> errs = Validators.runAll(e, Arrays.asList(FieldRule.values()));
            System.out.println(String.format("%-45s %s", "'" + e + "'", errs.isEmpty() ? "OK" : errs));
        }

        System.out.println("-- converters (enum implements Converter<Double, Double>) --");
        double[] temps = {0.0, 36.6, 100.0, -40.0};
        for (double t : temps) {
            StringBuilder sb = new StringBuilder(String.format("%.2f C:", t));
            for (TempUnit u : TempUnit.values()) {
                sb.append(" ").append(u.symbol()).append("=").append(String.format("%.2f", u.convert(t)));
            }
            System.out.println(sb);
        }

        System.out.println("-- generic helper accepting any Converter --");
        List<Double> celsius = List.of(20.0, 25.5, 30.0);
        List<Double> fahrenheit = Converters.convertAll(celsius, TempUnit.FAHRENHEIT);
        for (int i = 0; i < celsius.size(); i++) {
            System.out.println(String.format("%.2f -> %.2f", celsius.get(i), fahrenheit.get(i)));
        }
        List<String> codes = Converters.convertAll(List.of(1, 2, 3, 4), Priority.LOW.asLabeler());
        System.out.println("labels via lambda converter=" + codes);

        System.out.println("-- enum implements Converter<Integer, String> and Comparable-like ranking --");
        List<Integer> raw = List.of(0, 3, 7, 12, 1, 9);
        for (Integer r : raw) {
            Priority p = Priority.fromScore(r);
            System.out.println(String.format("score %d -> %-8s weight=%d label=%s", r, p.name(), p.weight, p.convert(r)));
        }

        System.out.println("-- ordered enum counts with generic tally --");
        List<Priority> tasks = new ArrayList<>();
        for (Integer r : raw) {
            tasks.add(Priority.fromScore(r));
        }
        Map<Priority, Integer> tally = Converters.tally(tasks);
        for (Map.Entry<Priority, Integer> en : tally.entrySet()) {
            System.out.println("  " + en.getKey() + " x" + en.getValue());
        }
        Priority highest = Converters.maxByWeight(tasks);
        System.out.println("highest=" + highest + " isUrgent=" + (highest == Priority.URGENT));

        System.out.println("-- enum implementing Supplier-like Factory<T> --");
        for (Screen s : Screen.values()) {
            Widget w = s.create();
            System.out.println(s.name() + " -> " + w);
        }
        Factory<Widget> f = Screen.SETTINGS;
        System.out.println("via interface ref: " + f.create() + " kind=" + f.kind());
        List<Factory<? extends Widget>> factories = new ArrayList<>();
        factories.add(Screen.HOME);
        factories.add(() -> new Widget("Dialog", 1));
        int totalChildren = 0;
        for (Factory<? extends Widget> fac : factories) {
            Widget w = fac.create();
            totalChildren += w.children;
            System.out.println("  built " + w + " kind=" + fac.kind());
        }
        System.out.println("total children=" + totalChildren);
    }
}

interface Validator<T> {
    String validate(T value);
}

interface Converter<A, B> {
    B convert(A input);
}

interface Factory<T> {
    T create();

    default String kind() {
        return "generic";
    }
}

enum FieldRule implements Validator<String> {
    NOT_EMPTY {
        @Override
        public String validate(String value) {
            return value.isEmpty() ? "must not be empty" : null;
        }
    },
    HAS_AT {
        @Override
        public String validate(String value) {
            return value.indexOf('@') < 0 ? "missing @" : null;
        }
    },
    HAS_DOMAIN_DOT {
        @Override
        public String validate(String value) {
            int at = value.indexOf('@');
            return at >= 0 && value.indexOf('.', at) < 0 ? "domain needs a dot" : null;
        }
    },
    MAX_LENGTH {
        @Override
        public String validate(String value) {
            return value.length() > 30 ? "too long (" + value.length() + ")" : null;
        }
    }
}

final class Validators {
    private Validators() {
    }

    static <T> List<String> runAll(T value, List<? extends Validator<? super T>> rules) {
        List<String> errors = new ArrayList<>();
        for (Validator<? super T> r : rules) {
            String msg = r.validate(value);
            if (msg != null) {
                errors.add(msg);
            }
        }
        return errors;
    }
}

enum TempUnit implements Converter<Double, Double> {
    CELSIUS("C") {
        @Override
        public Double convert(Double c) {
            return c;
        }
    },
    FAHRENHEIT("F") {
        @Override
        public Double convert(Double c) {
            return c * 9.0 / 5.0 + 32.0;
        }
    },
    KELVIN("K") {
        @Override
        public Double convert(Double c) {
            return c + 273.15;
        }
    };

    private final String symbol;

    TempUnit(String symbol) {
        this.symbol = symbol;
    }

    String symbol() {
        return symbol;
    }
}

enum Priority implements Converter<Integer, String> {
    LOW(1), NORMAL(2), HIGH(5), URGENT(10);

    final int weight;

    Priority(int weight) {
        this.weight = weight;
    }

    @Override
    public String convert(Integer score) {
        return name().charAt(0) + "-" + score;
    }

    Converter<Integer, String> asLabeler() {
        return n -> name().toLowerCase() + "#" + n;
    }

    static Priority fromScore(int score) {
        if (score >= 10) {
            return URGENT;
        }
        if (score >= 7) {
            return HIGH;
        }
        if (score >= 3) {
            return NORMAL;
        }
        return LOW;
    }
}

final class Converters {
    private Converters() {
    }

    static <A, B> List<B> convertAll(List<? extends A> inputs, Converter<? super A, ? extends B> c) {
        List<B> out = new ArrayList<>();
        for (A a : inputs) {
            out.add(c.convert(a));
        }
        return out;
    }

    static <E extends Enum<E>> Map<E, Integer> tally(List<E> items) {
        Map<E, Integer> counts = new TreeMap<>();
        for (E e : items) {
            Integer prev = counts.get(e);
            counts.put(e, prev == null ? 1 : prev + 1);
        }
        return counts;
    }

    static Priority maxByWeight(List<Priority> items) {
        Priority best = items.get(0);
        for (Priority p : items) {
            if (p.weight > best.weight) {
                best = p;
            }
        }
        return best;
    }
}

class Widget {
    final String title;
    final int children;

    Widget(String title, int children) {
        this.title = title;
        this.children = children;
    }

    @Override
    public String toString() {
        return "Widget(" + title + ", children=" + children + ")";
    }
}

enum Screen implements Factory<Widget> {
    HOME("Home", 4),
    PROFILE("Profile", 2),
    SETTINGS("Settings", 6);

    private final String title;
    private final int childCount;

    Screen(String title, int childCount) {
        this.title = title;
        this.childCount = childCount;
    }

    @Override
    public Widget create() {
        return new Widget(title, childCount);
    }

    @Override
    public String kind() {
        return "screen:" + name().toLowerCase();
    }
}
