import java.util.ArrayList;
import java.util.List;

public class InhPaymentMethods {
    static String route(Object o) { return "route(Object)"; }
    static String route(String s) { return "route(String:" + s + ")"; }
    static String route(Payment p) { return "route(Payment:" + p.id() + ")"; }
    static String route(Card c) { return "route(Card:" + c.id() + ")"; }

    public static void main(String[] args) {
        Card card = new Card("visa-01", 1200);
        Wallet wallet = new Wallet("gpay-7", 300);
        CoBranded co = new CoBranded("cb-3", 5000);

        System.out.println(card.label());
        System.out.println(wallet.label());
        System.out.println(co.label());
        System.out.println("fee card=" + card.feeCents(10000) + " wallet=" + wallet.feeCents(10000) + " co=" + co.feeCents(10000));

        Object asObject = card;
        Payment asPayment = co;
        String s = "cash";
        Object sAsObject = s;
        System.out.println(route(card));
        System.out.println(route(co));
        System.out.println(route(asPayment));
        System.out.println(route(asObject));
        System.out.println(route(s));
        System.out.println(route(sAsObject));
        System.out.println(route((Payment) card));
        System.out.println(route(wallet));

        List<Payment> all = new ArrayList<>(List.of(card, wallet, co));
        int amount = 2500;
        for (Payment p : all) {
            boolean ok = p.charge(amount);
            System.out.println(String.format("%-8s charge %d -> %s balance=%d", p.id(), amount, ok, p.balance()));
        }
        for (Payment p : all) {
            boolean ok = p.charge(amount);
            System.out.println(String.format("%-8s again %d -> %s balance=%d", p.id(), amount, ok, p.balance()));
        }
        System.out.println(Payment.formatCents(123456));
        System.out.println(Rewardable.tierFor(co.points()));
        System.out.println(Rewardable.tierFor(40));
    }
}

interface Payment {
    String id();
    int balance();
    boolean charge(int cents);

    default String label() { return "Payment " + id(); }
    default int feeCents(int amount) { return amount / 100; }

    static String formatCents(int cents) {
        return String.format("$%d.%s", cents / 100, pad(cents % 100));
    }

    private static String pad(int v) { return v < 10 ? "0" + v : String.valueOf(v); }
}

interface Rewardable {
    int points();
    default String label() { return "Rewards(" + points() + " pts)"; }
    default int feeCents(int amount) { return 0; }
    static String tierFor(int points) { return points >= 100 ? "gold" : "basic"; }
}

abstract class AccountBacked implements Payment {
    protected final String id;
    protected int balance;
    AccountBacked(String id, int balance) { this.id = id; this.balance = balance; }
    public String id() { return id; }
    public int balance() { return balance; }
    public boolean charge(int cents) {
        int total = cents + feeCents(cents);
        if (total > balance) return false;
        balance -= total;
        return true;
    }
}

class Card extends AccountBacked {
    Card(String id, int limit) { super(id, limit * 10); }
    @Override public String label() { return "Card " + Payment.formatCents(balance) + " / " + super.label(); }
}

class Wallet extends AccountBacked {
    Wallet(String id, int balance) { super(id, balance * 10); }
    @Override public int feeCents(int amount) { return 5; }
}

class CoBranded extends AccountBacked implements Rewardable {
    private int points = 0;
    CoBranded(String id, int limit) { super(id, limit * 10); }
    public int points() { return points; }
    @Override public boolean charge(int cents) {
        boolean ok = super.charge(cents);
        if (ok) points += cents / 100;
        return ok;
    }
    @Override public String label() { return super.label() + " + " + Rewardable.super.label(); }
    @Override public int feeCents(int amount) { return Math.min(super.feeCents(amount), Rewardable.super.feeCents(amount) + 7); }
}
