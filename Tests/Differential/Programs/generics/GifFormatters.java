import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

public class GifFormatters {
    public static void main(String[] args) {
        List<SalesLine> lines = new ArrayList<>();
        lines.add(new SalesLine("north", "widget", 12, 1999));
        lines.add(new SalesLine("south", "gadget", 3, 4550));
        lines.add(new SalesLine("north", "gizmo", 7, 805));
        lines.add(new SalesLine("east", "widget", 20, 1999));
        lines.add(new SalesLine("south", "widget", 1, 1999));

        Formatter<SalesLine> csv = new CsvFormatter();
        System.out.println("--- csv ---");
        System.out.println(csv.formatAll(lines));

        Formatter<SalesLine> table = new TableFormatter();
        System.out.println("--- table ---");
        System.out.println(table.formatAll(lines));

        Formatter<SalesLine> compact = Formatter.of(l -> l.product() + "x" + l.units());
        System.out.println("--- compact ---");
        System.out.println(compact.formatAll(lines));

        Formatter<SalesLine> numbered = new NumberedFormatter<>(compact);
        System.out.println("--- numbered ---");
        System.out.println(numbered.formatAll(lines));
        System.out.println(numbered.formatAll(lines.subList(0, 2)));

        Map<String, Integer> totals = new TreeMap<>();
        for (SalesLine l : lines) {
            totals.merge(l.region(), l.units() * l.unitCents(), Integer::sum);
        }
        Formatter<Map.Entry<String, Integer>> totalFormatter =
                Formatter.of(e -> String.format("%-8s %s", e.getKey(), Money.format(e.getValue())));
        System.out.println("--- totals by region ---");
        System.out.println(totalFormatter.formatAll(new ArrayList<>(totals.entrySet())));

        Formatter<Integer> money = Formatter.of(Money::format);
        List<Integer> amounts = List.of(0, 5, 99, 100, 12345, 100000);
        System.out.println("--- money ---");
        System.out.println(money.formatAll(amounts));
        System.out.println("empty list -> [" + money.formatAll(new ArrayList<>()) + "]");
    }
}

interface Formatter<T> {
    String format(T item);

    default String separator() {
        return "\n";
    }

    default String header() {
        return "";
    }

    default String formatAll(List<T> items) {
        StringBuilder sb = new StringBuilder();
        String head = header();
        if (!head.isEmpty() && !items.isEmpty()) {
            sb.append(head).append(separator());
        }
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) sb.append(separator());
            sb.append(format(items.get(i)));
        }
        return sb.toString();
    }

    static <T> Formatter<T> of(Function<T, String> fn) {
        return item -> fn.apply(item);
    }
}

record SalesLine(String region, String product, int units, int unitCents) {}

final class Money {
    private Money() {}
    static String format(int cents) {
        int whole = cents / 100;
        int rest = cents % 100;
        return "$" + whole + "." + (rest < 10 ? "0" : "") + rest;
    }
}

class CsvFormatter implements Formatter<SalesLine> {
    public String header() { return "region,product,units,total"; }
    public String format(SalesLine l) {
        return l.region() + "," + l.product() + "," + l.units() + "," + Money.format(l.units() * l.unitCents());
    }
}

class TableFormatter implements Formatter<SalesLine> {
    public String header() { return String.format("%-8s %-8s", "REGION", "PRODUCT") + " UNITS"; }
    public String format(SalesLine l) {
        return String.format("%-8s %-8s %5d", l.region(), l.product(), l.units());
    }
}

class NumberedFormatter<T> implements Formatter<T> {
    private final Formatter<T> inner;
    private int counter = 0;
    NumberedFormatter(Formatter<T> inner) { this.inner = inner; }
    public String separator() { return " | "; }
    public String format(T item) {
        counter++;
        return counter + ") " + inner.format(item);
    }
    @Override
    public String formatAll(List<T> items) {
        counter = 0;
        return "[" + items.size() + " items] " + Formatter.super.formatAll(items);
    }
}
