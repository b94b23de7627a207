import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

public class GifOrderWorkflow {
    public static void main(String[] args) {
        OrderStore store = new OrderStore();
        Check<OrderLine> positiveQty = Check.of(o -> o.qty() > 0, "qty must be positive");
        Check<OrderLine> knownCustomer = Check.of(o -> !o.customer().equals("unknown"), "customer unknown");
        Check<OrderLine> smallOrder = Check.of(o -> o.qty() * o.unitCents() <= 100000, "over limit");
        OrderImport importer = new OrderImport(store, positiveQty.and(knownCustomer).and(smallOrder));

        String[] raw = {"7;acme;3;1500", "2;globex;0;999", "9;unknown;1;100", "4;acme;10;250",
                "1;initech;100;1001", "5;globex;2;4999", "3;initech;1;20"};
        for (String line : raw) {
            Optional<OrderLine> result = importer.process(line);
            System.out.println(String.format("%-8s -> %s", "line " + line.substring(0, 1),
                    result.map(OrderLine::id).map(id -> "stored #" + id).orElse("rejected")));
        }
        System.out.println("rejections: " + importer.rejections());
        System.out.println("stored: " + store.count() + ", has 4: " + store.exists(4) + ", has 2: " + store.exists(2));

        Report<OrderLine> byId = new LineReport("Orders by id", store.findAll());
        System.out.println(byId.render());
        List<OrderLine> sorted = store.findAllSorted(Comparator.comparingInt(OrderLine::total).reversed());
        Report<OrderLine> byTotal = new LineReport("Orders by total", sorted);
        System.out.println(byTotal.render());

        Map<String, Integer> perCustomer = new TreeMap<>();
        for (OrderLine o : store.findAll()) perCustomer.merge(o.customer(), o.total(), Integer::sum);
        Report<Map.Entry<String, Integer>> customers = new Report<>() {
            protected String title() { return "Totals per customer"; }
            protected List<Map.Entry<String, Integer>> rows() { return new ArrayList<>(perCustomer.entrySet()); }
            protected String row(Map.Entry<String, Integer> e) { return String.format("%-8s %5d", e.getKey(), e.getValue()); }
        };
        System.out.println(customers.render());
    }
}

record OrderLine(int id, String customer, int qty, int unitCents) {
    int total() { return qty * unitCents; }
}

interface Repo<T, ID> {
    Optional<T> findById(ID id);
    T save(T entity);
    List<T> findAll();
    default boolean exists(ID id) { return findById(id).isPresent(); }
    default int count() { return findAll().size(); }
    default List<T> findAllSorted(Comparator<T> cmp) {
        List<T> copy = new ArrayList<>(findAll());
        copy.sort(cmp);
        return copy;
    }
}

class OrderStore implements Repo<OrderLine, Integer> {
    private final TreeMap<Integer, OrderLine> rows = new TreeMap<>();
    public Optional<OrderLine> findById(Integer id) { return Optional.ofNullable(rows.get(id)); }
    public OrderLine save(OrderLine o) { rows.put(o.id(), o); return o; }
    public List<OrderLine> findAll() { return new ArrayList<>(rows.values()); }
}

interface Check<T> {
    Optional<String> problem(T value);
    default Check<T> and(Check<T> other) {
        return v -> {
            Optional<String> p = problem(v);
            return p.isPresent() ? p : other.problem(v);
        };
    }
    static <T> Check<T> of(Predicate<T> ok, String message) {
        return v -> ok.test(v) ? Optional.empty() : Optional.of(message);
    }
}

abstract class Stage<I, O> {
    public final Optional<O> process(I input) {
        Optional<String> problem = validate(input);
        if (problem.isPresent()) { onReject(input, problem.get()); return Optional.empty(); }
        O out = transform(input);
        afterTransform(out);
        return Optional.of(out);
    }
    protected abstract Optional<String> validate(I input);
    protected abstract O transform(I input);
    protected void afterTransform(O output) {}
    protected void onReject(I input, String reason) {}
}

class OrderImport extends Stage<String, OrderLine> {
    private final Repo<OrderLine, Integer> repo;
    private final Check<OrderLine> rules;
    private final List<String> rejections = new ArrayList<>();
    OrderImport(Repo<OrderLine, Integer> repo, Check<OrderLine> rules) { this.repo = repo; this.rules = rules; }
    protected Optional<String> validate(String line) { return rules.problem(parse(line)); }
    protected OrderLine transform(String line) { return parse(line); }
    @Override protected void afterTransform(OrderLine o) { repo.save(o); }
    @Override protected void onReject(String line, String reason) { rejections.add(line.substring(0, 1) + ": " + reason); }
    List<String> rejections() { return rejections; }
    private static OrderLine parse(String line) {
        String[] f = line.split(";");
        return new OrderLine(Integer.parseInt(f[0]), f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]));
    }
}

abstract class Report<T> {
    protected abstract String title();
    protected abstract List<T> rows();
    protected abstract String row(T item);
    protected String footer(List<T> items) { return "(" + items.size() + " rows)"; }
    public final String render() {
        StringBuilder sb = new StringBuilder("== " + title() + " ==\n");
        List<T> items = rows();
        for (T item : items) sb.append("  ").append(row(item)).append('\n');
        return sb.append(footer(items)).toString();
    }
}

class LineReport extends Report<OrderLine> {
    private final String title;
    private final List<OrderLine> lines;
    LineReport(String title, List<OrderLine> lines) { this.title = title; this.lines = lines; }
    protected String title() { return title; }
    protected List<OrderLine> rows() { return lines; }
    protected String row(OrderLine o) { return String.format("%5d %-8s %5d %d", o.id(), o.customer(), o.qty(), o.total()); }
    @Override protected String footer(List<OrderLine> items) {
        int sum = 0;
        for (OrderLine o : items) sum += o.total();
        return super.footer(items) + " total=" + sum;
    }
}
