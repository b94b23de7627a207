import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class GifImportPipeline {
    public static void main(String[] args) {
        List<String> input = new ArrayList<>();
        input.add("SKU-1, Blue Mug ,4,1250");
        input.add("SKU-2,Red Pen,x,99");
        input.add("SKU-3,Notebook,10,450");
        input.add("broken line");
        input.add("SKU-4,,2,300");
        input.add("SKU-5,Stapler,0,1575");
        input.add("SKU-6,Desk Lamp,2,3999");

        ProductLineParser parser = new ProductLineParser();
        List<Product> products = parser.processAll(input);
        System.out.println("parsed " + products.size() + " of " + input.size());
        for (String err : parser.errors()) {
            System.out.println("  error: " + err);
        }

        StockValuer valuer = new StockValuer(5000);
        List<String> report = valuer.processAll(products);
        for (String line : report) {
            System.out.println("  " + line);
        }
        System.out.println("valuer errors: " + valuer.errors());
        System.out.println("total stock value: " + valuer.total());

        Pipeline<String, String> combined = parser.then(valuer);
        System.out.println("combined single: " + combined.process("SKU-9,Chair,3,2500").orElse("rejected"));
        System.out.println("combined bad: " + combined.process("SKU-9,Chair").orElse("rejected"));
        try {
            combined.process("SKU-7,Gold Pen,1,9999");
        } catch (IllegalStateException e) {
            System.out.println("combined failed: " + e.getMessage());
        }
        System.out.println("combined stats: processed=" + combined.processedCount() + " errors=" + combined.errors());
        System.out.println("parser processed " + parser.processedCount() + ", valuer processed " + valuer.processedCount());
    }
}

abstract class Pipeline<I, O> {
    private final List<String> errors = new ArrayList<>();
    private int processed = 0;
    public final Optional<O> process(I input) {
        processed++;
        Optional<String> problem = validate(input);
        if (problem.isPresent()) {
            errors.add("#" + processed + " " + problem.get());
            return Optional.empty();
        }
        O output = transform(input);
        afterTransform(output);
        return Optional.of(output);
    }

    public final List<O> processAll(List<I> inputs) {
        List<O> out = new ArrayList<>();
        for (I in : inputs) {
            process(in).ifPresent(out::add);
        }
        return out;
    }

    protected abstract Optional<String> validate(I input);
    protected abstract O transform(I input);
    protected void afterTransform(O output) {}

    public List<String> errors() { return new ArrayList<>(errors); }
    public int processedCount() { return processed; }

    public <R> Pipeline<I, R> then(Pipeline<O, R> next) {
        Pipeline<I, O> first = this;
        return new Pipeline<I, R>() {
            protected Optional<String> validate(I input) { return first.validate(input); }
            protected R transform(I input) {
                O mid = first.transform(input);
                return next.process(mid).orElseThrow(() -> new IllegalStateException("second stage rejected"));
            }
        };
    }
}

record Product(String sku, String name, int quantity, int priceCents) {}

class ProductLineParser extends Pipeline<String, Product> {
    protected Optional<String> validate(String line) {
        String[] parts = line.split(",");
        if (parts.length != 4) return Optional.of("expected 4 fields, got " + parts.length);
        if (parts[1].trim().isEmpty()) return Optional.of("empty name for " + parts[0]);
        if (!isDigits(parts[2]) || !isDigits(parts[3])) return Optional.of("bad number in " + parts[0]);
        return Optional.empty();
    }
    protected Product transform(String line) {
        String[] parts = line.split(",");
        return new Product(parts[0].trim(), parts[1].trim(), Integer.parseInt(parts[2].trim()),
                Integer.parseInt(parts[3].trim()));
    }

    @Override
    protected void afterTransform(Product p) {
        System.out.println("parsed " + p.sku() + " '" + p.name() + "'");
    }

    private static boolean isDigits(String s) {
        String t = s.trim();
        if (t.isEmpty()) return false;
        for (int i = 0; i < t.length(); i++) {
            if (!Character.isDigit(t.charAt(i))) return false;
        }
        return true;
    }
}

class StockValuer extends Pipeline<Product, String> {
    private final int maxUnitPrice;
    private int total = 0;
    StockValuer(int maxUnitPrice) { this.maxUnitPrice = maxUnitPrice; }

    protected Optional<String> validate(Product p) {
        if (p.quantity() == 0) return Optional.of(p.sku() + " out of stock");
        if (p.priceCents() > maxUnitPrice) return Optional.of(p.sku() + " price too high");
        return Optional.empty();
    }

    protected String transform(Product p) {
        return String.format("%-8s %5d x %5d = %d", p.sku(), p.quantity(), p.priceCents(), p.quantity() * p.priceCents());
    }

    @Override
    protected void afterTransform(String line) {
        int eq = line.lastIndexOf('=');
        total += Integer.parseInt(line.substring(eq + 2));
    }

    int total() { return total; }
}
