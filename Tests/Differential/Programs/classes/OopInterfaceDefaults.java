import java.util.ArrayList;
import java.util.List;

public class OopInterfaceDefaults {

    interface Identified {
        String id();

        default String header() {
            return "ID[" + id() + "]";
        }

        default String shortId() {
            String s = id();
            return s.length() > 4 ? s.substring(s.length() - 4) : s;
        }

        static String normalize(String raw) {
            return raw.trim().toUpperCase();
        }
    }

    interface Auditable {
        int revision();

        default String header() {
            return "REV[" + revision() + "]";
        }

        default boolean isDraft() {
            return revision() == 0;
        }

        static String stamp(Auditable a) {
            return "audited@r" + a.revision();
        }
    }

    interface Priced {
        long priceCents();

        default long priceWithTax(int percent) {
            return priceCents() + priceCents() * percent / 100;
        }

        default String priceLabel() {
            return formatCents(priceCents());
        }

        static String formatCents(long cents) {
            long abs = Math.abs(cents);
            String frac = (abs % 100 < 10 ? "0" : "") + (abs % 100);
            return (cents < 0 ? "-" : "") + "$" + (abs / 100) + "." + frac;
        }
    }

    // an interface that refines another interface's default
    interface DiscountedPriced extends Priced {
        int discountPercent();

        @Override
        default String priceLabel() {
            return Priced.super.priceLabel() + " (-" + discountPercent() + "% => "
                    + Priced.formatCents(discountedCents()) + ")";
        }

        default long discountedCents() {
            return priceCents() - priceCents() * discountPercent() / 100;
        }
    }

    // Conflict: both Identified and Auditable provide header(); must resolve.
    static class Invoice implements Identified, Auditable, Priced {
        private final String id;
        private int revision;
        private final long cents;

        Invoice(String rawId, int revision, long cents) {
            this.id = Identified.normalize(rawId);
            this.revision = revision;
            this.cents = cents;
        }

        public String id() {
            return id;
        }

        public int revision() {
            return revision;
        }

        public long priceCents() {
            return cents;
        }

        void bump() {
            revision++;
        }

        @Override
        public String header() {
            return Identified.super.header() + "+" + Auditable.super.header();
        }

        @Override
        public String toString() {
            return "Invoice " + header() + " " + priceLabel() + (isDraft() ? " draft" : "");
        }
    }

    static class PromoInvoice extends Invoice implements DiscountedPriced {
        private final int discount;

        PromoInvoice(String rawId, int revision, long cents, int discount) {
            super(rawId, revision, cents);
            this.discount = discount;
        }

        public int discountPercent() {
            return discount;
        }

        @Override
        public String header() {
            return "PROMO:" + super.header();
        }

        @Override
        public String shortId() {
            return "P-" + super.shortId();
        }
    }

    // Diamond: B overrides A's default, C just inherits it -> B's version wins in D
    interface Greeter {
        default String greet(String who) {
            return "Hello, " + who;
        }
    }

    interface FormalGreeter extends Greeter {
        @Override
        default String greet(String who) {
            return "Good day, " + who + ". " + Greeter.super.greet(who) + "!";
        }
    }

    interface CasualGreeter extends Greeter {
        default String wave() {
            return "*waves*";
        }
    }

    static class Receptionist implements FormalGreeter, CasualGreeter {
    }

    // a class method beats an interface default
    static abstract class BaseGreeter {
        public String greet(String who) {
            return "Base greets " + who;
        }
    }

    static class Doorman extends BaseGreeter implements FormalGreeter {
    }

    // abstract class partially implementing an interface
    static abstract class CatalogItem implements Identified, Priced {
        protected final String sku;

        CatalogItem(String sku) {
            this.sku = sku;
        }

        public String id() {
            return "SKU-" + sku;
        }

        abstract String title();

        public String line() {
            return shortId() + " | " + title() + " | " + priceLabel() + " | taxed " + Priced.formatCents(priceWithTax(8));
        }
    }

    static class Book extends CatalogItem {
        private final String title;
        private final long cents;

        Book(String sku, String title, long cents) {
            super(sku);
            this.title = title;
            this.cents = cents;
        }

        String title() {
            return "Book: " + title;
        }

        public long priceCents() {
            return cents;
        }
    }

    static class Bundle extends CatalogItem implements DiscountedPriced {
        private final List<CatalogItem> items = new ArrayList<>();

        Bundle(String sku) {
            super(sku);
        }

        Bundle add(CatalogItem item) {
            items.add(item);
            return this;
        }

        String title() {
            return "Bundle of " + items.size();
        }

        public long priceCents() {
            long t = 0;
            for (CatalogItem i : items) t += i.priceCents();
            return t;
        }

        public int discountPercent() {
            return items.size() >= 3 ? 15 : 5;
        }

        @Override
        public String header() {
            return "BUNDLE " + super.header();
        }

        @Override
        public String priceLabel() {
            return "bundle " + DiscountedPriced.super.priceLabel();
        }
    }

    public static void main(String[] args) {
        System.out.println("--- static interface methods ---");
        System.out.println(Identified.normalize("  inv-abc  "));
        System.out.println(Priced.formatCents(12345));
        System.out.println(Priced.formatCents(7));
        System.out.println(Priced.formatCents(-250));

        System.out.println("--- conflict resolution ---");
        Invoice inv = new Invoice(" inv-2024-001 ", 0, 99950);
        System.out.println(inv);
        System.out.println("shortId=" + inv.shortId());
        System.out.println(Auditable.stamp(inv));
        inv.bump();
        inv.bump();
        System.out.println(inv);
        System.out.println(Auditable.stamp(inv));

        Identified asId = inv;
        Auditable asAudit = inv;
        Priced asPriced = inv;
        System.out.println("as Identified: " + asId.header());
        System.out.println("as Auditable: " + asAudit.header() + " draft=" + asAudit.isDraft());
        System.out.println("as Priced: " + asPriced.priceLabel() + " tax20=" + Priced.formatCents(asPriced.priceWithTax(20)));

        System.out.println("--- refined default ---");
        PromoInvoice promo = new PromoInvoice("promo-7", 3, 20000, 25);
        System.out.println(promo);
        System.out.println("shortId=" + promo.shortId());
        Priced promoPriced = promo;
        System.out.println("as Priced label: " + promoPriced.priceLabel());
        Invoice promoAsInvoice = promo;
        System.out.println("as Invoice header: " + promoAsInvoice.header());

        System.out.println("--- diamond ---");
        Receptionist r = new Receptionist();
        System.out.println(r.greet("Ann"));
        System.out.println(r.wave());
        CasualGreeter cg = r;
        System.out.println("via CasualGreeter: " + cg.greet("Ben"));
        Greeter g = new Greeter() {
        };
        System.out.println("plain: " + g.greet("Cid"));
        Doorman d = new Doorman();
        System.out.println("class wins: " + d.greet("Dee"));
        FormalGreeter fd = d;
        System.out.println("class wins via interface ref: " + fd.greet("Eli"));

        System.out.println("--- catalog ---");
        Book b1 = new Book("1001", "Dune", 1899);
        Book b2 = new Book("1002", "Emma", 950);
        Book b3 = new Book("1003", "Ulysses", 2405);
        Bundle small = new Bundle("B01").add(b1).add(b2);
        Bundle big = new Bundle("B02").add(b1).add(b2).add(b3);
        List<CatalogItem> catalog = List.of(b1, b2, b3, small, big);
        long sum = 0;
        for (CatalogItem item : catalog) {
            System.out.println(item.line());
            System.out.println("   header=" + item.header());
            if (item instanceof DiscountedPriced dp) {
                System.out.println("   discounted=" + Priced.formatCents(dp.discountedCents()));
                sum += dp.discountedCents();
            } else {
                sum += item.priceCents();
            }
        }
        System.out.println("catalog total=" + Priced.formatCents(sum));

        List<Priced> priced = new ArrayList<>();
        priced.add(inv);
        priced.add(promo);
        priced.addAll(catalog);
        priced.sort((x, y) -> Long.compare(x.priceCents(), y.priceCents()));
        StringBuilder sb = new StringBuilder();
        for (Priced p : priced) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(Priced.formatCents(p.priceCents()));
        }
        System.out.println("sorted prices: " + sb);
    }
}
