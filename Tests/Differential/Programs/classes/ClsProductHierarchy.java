import java.util.ArrayList;
import java.util.List;

public class ClsProductHierarchy {
    public static void main(String[] args) {
        List<Product> catalog = new ArrayList<>();
        catalog.add(new Book("JAVA1", 3999, "Gosling"));
        catalog.add(new Ebook("SWIFT2", 2500, "Lattner", 12));
        catalog.add(new GiftCard("GIFT50", 5000));
        catalog.add(new Book("MISC", 1005, "Anon"));

        System.out.println("-- constructor-time catalog lines (overridable call from super ctor) --");
        for (Product p : catalog) {
            System.out.println("  " + p.catalogAtConstruction);
        }
        System.out.println("-- toString uses overridden category()/discountPolicy() --");
        for (Product p : catalog) {
            System.out.println("  " + p);
        }
        System.out.println("-- private code() is not overridden --");
        for (Product p : catalog) {
            String own = (p instanceof Book) ? ((Book) p).code() : "n/a";
            System.out.println(String.format("  %-8s fullCode=%-8s own=%s", p.sku, p.fullCode(), own));
        }
        System.out.println("-- protected access & final method --");
        Book b = (Book) catalog.get(0);
        b.applyDiscount(25);
        System.out.println("  after 25% off: " + b.priceTag() + " / " + b);
        Ebook e = (Ebook) catalog.get(1);
        e.applyDiscount(10);
        System.out.println("  ebook after 10% off: " + e.priceTag() + " pages=" + e.pageHint());
        System.out.println("-- instanceof checks --");
        int giftTotal = 0;
        for (Product p : catalog) {
            StringBuilder sb = new StringBuilder();
            sb.append(p instanceof Book ? "Book " : "");
            sb.append(p instanceof Ebook ? "Ebook " : "");
            sb.append(p instanceof GiftCard ? "GiftCard " : "");
            sb.append(p instanceof Discountable ? "Discountable" : "fixed");
            if (p instanceof GiftCard g) {
                giftTotal += g.redeemable();
            }
            System.out.println(String.format("  %-8s -> %s", p.sku, sb.toString().trim()));
        }
        System.out.println("  gift total redeemable=" + giftTotal);
        Object o = "GIFT50";
        System.out.println("  String instanceof CharSequence=" + (o instanceof CharSequence)
                + " Integer? " + (o instanceof Integer));
        System.out.println("  products made=" + Product.made() + " discountable rate=" + Discountable.MAX_PERCENT);
    }
}

interface Discountable {
    int MAX_PERCENT = 50;
    void applyDiscount(int percent);
}

abstract class Product {
    private static int made = 0;
    protected final String sku;
    protected int priceCents;
    final String catalogAtConstruction;
    Product(String sku, int priceCents) {
        this.sku = sku;
        this.priceCents = priceCents;
        made++;
        this.catalogAtConstruction = catalogLine();   // dispatches to subclass before its fields are set
    }
    static int made() { return made; }
    private String code() { return "P-" + sku; }
    final String fullCode() { return code(); }
    final String priceTag() {
        int cents = priceCents % 100;
        return (priceCents / 100) + "." + (cents < 10 ? "0" : "") + cents;
    }
    abstract String category();
    String discountPolicy() { return "none"; }
    String catalogLine() { return "product " + sku; }
    @Override
    public String toString() {
        return category() + ":" + sku + " $" + priceTag() + " [" + discountPolicy() + "]";
    }
}

class Book extends Product implements Discountable {
    protected String author = "unknown";
    private int discounts;

    Book(String sku, int priceCents, String author) {
        super(sku, priceCents);
        this.author = author;
    }

    String code() { return "B-" + sku; }          // new method, not an override

    public void applyDiscount(int percent) {
        int p = Math.min(percent, MAX_PERCENT);
        priceCents = priceCents - priceCents * p / 100; // protected field of superclass
        discounts++;
    }

    @Override String category() { return "book"; }
    @Override String discountPolicy() { return discounts == 0 ? "eligible" : "applied x" + discounts; }
    @Override String catalogLine() { return "book " + sku + " by " + author; }
}

class Ebook extends Book {
    private int sizeMb = 5;

    Ebook(String sku, int priceCents, String author, int sizeMb) {
        super(sku, priceCents, author);
        this.sizeMb = sizeMb;
    }

    int pageHint() { return sizeMb * 40 + author.length(); }

    @Override String category() { return "ebook"; }
    @Override String catalogLine() { return "ebook " + sku + " " + sizeMb + "MB by " + author; }
}

final class GiftCard extends Product {
    GiftCard(String sku, int priceCents) { super(sku, priceCents); }

    int redeemable() { return priceCents / 100; }

    @Override String category() { return "gift"; }
}
