import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

public class CbkDtoMapper {
    static <T, R> List<R> mapAll(List<T> items, Mapper<T, R> mapper) {
        List<R> out = new ArrayList<>();
        for (T item : items) {
            out.add(mapper.map(item));
        }
        return out;
    }

    static <T> List<T> filterAll(List<T> items, Predicate<? super T> keep) {
        List<T> out = new ArrayList<>();
        for (T item : items) {
            if (keep.test(item)) {
                out.add(item);
            }
        }
        return out;
    }

    static <A, B, C> Mapper<A, C> compose(Mapper<A, B> first, Mapper<B, C> second) {
        return a -> second.map(first.map(a));
    }

    static <K, T> Map<K, List<T>> groupBy(List<T> items, Mapper<T, K> keyOf) {
        Map<K, List<T>> groups = new TreeMap<>();
        for (T item : items) {
            groups.computeIfAbsent(keyOf.map(item), k -> new ArrayList<>()).add(item);
        }
        return groups;
    }

    public static void main(String[] args) {
        List<ProductDto> dtos = List.of(
                new ProductDto("p-1", "Desk Lamp", 2599, "home", 4),
                new ProductDto("p-2", "usb cable", 499, "tech", 0),
                new ProductDto("p-3", "Notebook", 350, "office", 12),
                new ProductDto("p-4", "HEADPHONES", 8999, "tech", 2),
                new ProductDto("p-5", "Stapler", 1250, "office", 7));
        System.out.println("dtos: " + dtos.size());

        Mapper<ProductDto, Product> toDomain = new DomainMapper();
        List<Product> products = mapAll(dtos, toDomain);
        for (Product p : products) {
            System.out.println("  domain " + p);
        }

        Mapper<Product, ProductUi> toUi = ProductUi::new;
        List<ProductUi> rows = mapAll(filterAll(products, p -> p.inStock), toUi);
        System.out.println("ui rows (in stock): " + rows.size());
        for (ProductUi row : rows) {
            System.out.println("  " + row.line);
        }

        Mapper<ProductDto, String> idOnly = new Mapper<ProductDto, String>() {
            @Override
            public String map(ProductDto dto) {
                return dto.id.toUpperCase();
            }
        };
        System.out.println("ids: " + mapAll(dtos, idOnly));

        Mapper<ProductDto, String> dtoToLine = compose(compose(toDomain, toUi), ui -> ui.line.trim());
        System.out.println("composed first: " + dtoToLine.map(dtos.get(0)));
        List<Integer> prices = mapAll(products, p -> p.priceCents);
        int sum = 0;
        for (int c : prices) {
            sum += c;
        }
        System.out.println("prices: " + prices + " sum=" + sum);

        Map<String, List<Product>> byCategory = groupBy(products, p -> p.category);
        for (Map.Entry<String, List<Product>> e : byCategory.entrySet()) {
            List<String> names = mapAll(e.getValue(), p -> p.title);
            System.out.println(String.format("  %-8s %5d %s", e.getKey(), names.size(), names));
        }
        System.out.println("domain mapper calls: " + DomainMapper.calls);
    }
}

interface Mapper<T, R> {
    R map(T input);
}

class ProductDto {
    final String id, name, category;
    final int priceCents, stock;

    ProductDto(String id, String name, int priceCents, String category, int stock) {
        this.id = id; this.name = name; this.priceCents = priceCents; this.category = category; this.stock = stock;
    }
}

class Product {
    final String title, category;
    final int priceCents;
    final boolean inStock;

    Product(String title, String category, int priceCents, boolean inStock) {
        this.title = title; this.category = category; this.priceCents = priceCents; this.inStock = inStock;
    }

    @Override
    public String toString() { return "Product(" + title + ", " + category + ", " + priceCents + ", " + inStock + ")"; }
}

class DomainMapper implements Mapper<ProductDto, Product> {
    static int calls = 0;

    @Override
    public Product map(ProductDto dto) {
        calls++;
        String t = dto.name.substring(0, 1).toUpperCase() + dto.name.substring(1).toLowerCase();
        return new Product(t, dto.category, dto.priceCents, dto.stock > 0);
    }
}

class ProductUi {
    final String line;

    ProductUi(Product p) {
        String cents = String.valueOf(p.priceCents % 100);
        String price = (p.priceCents / 100) + "." + (cents.length() < 2 ? "0" + cents : cents);
        line = String.format("%-8s|%s| $%s", p.title.length() > 8 ? p.title.substring(0, 8) : p.title, p.category, price);
    }
}
