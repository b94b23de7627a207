import java.util.ArrayList;
import java.util.List;

public class MultipleInterfaces {
    interface Named {
        String name();
    }

    interface Priced {
        int priceCents();

        default String priceLabel() {
            return (priceCents() / 100) + "." + String.valueOf(100 + priceCents() % 100).substring(1);
        }
    }

    interface Taxable extends Priced {
        double RATE = 0.2;

        default int taxCents() {
            return (int) Math.round(priceCents() * RATE);
        }
    }

    static class Book implements Named, Priced {
        public String name() {
            return "Book";
        }

        public int priceCents() {
            return 1299;
        }
    }

    static class Gadget implements Named, Taxable {
        private final int cents;

        Gadget(int cents) {
            this.cents = cents;
        }

        public String name() {
            return "Gadget@" + cents;
        }

        public int priceCents() {
            return cents;
        }
    }

    static int total(List<? extends Priced> items) {
        int t = 0;
        for (Priced p : items) {
            t += p.priceCents();
            if (p instanceof Taxable) {
                t += ((Taxable) p).taxCents();
            }
        }
        return t;
    }

    public static void main(String[] args) {
        List<Priced> cart = new ArrayList<>();
        cart.add(new Book());
        cart.add(new Gadget(4999));
        cart.add(new Gadget(5));
        for (Priced p : cart) {
            String n = p instanceof Named ? ((Named) p).name() : "?";
            String tax = p instanceof Taxable ? " tax " + ((Taxable) p).taxCents() : "";
            System.out.println(n + " " + p.priceLabel() + tax);
        }
        System.out.println("total cents " + total(cart));
        Named n = new Gadget(100);
        System.out.println("as Named: " + n.name() + ", is Priced: " + (n instanceof Priced));
        System.out.println("RATE " + Taxable.RATE);
    }
}
