import java.util.ArrayList;
import java.util.List;

public class RecordValueSemantics {
    record Money(long cents, String currency) {
        Money plus(Money o) {
            if (!currency.equals(o.currency)) {
                throw new IllegalArgumentException("currency mismatch " + currency + " vs " + o.currency);
            }
            return new Money(cents + o.cents, currency);
        }

        Money times(int n) {
            return new Money(cents * n, currency);
        }

        String pretty() {
            return currency + " " + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100;
        }
    }

    record LineItem(String sku, int qty, Money unit) {
        Money total() {
            return unit.times(qty);
        }
    }

    public static void main(String[] args) {
        List<LineItem> items = new ArrayList<>();
        items.add(new LineItem("A-1", 3, new Money(199, "EUR")));
        items.add(new LineItem("B-7", 1, new Money(2500, "EUR")));
        items.add(new LineItem("C-3", 12, new Money(5, "EUR")));
        Money sum = new Money(0, "EUR");
        for (LineItem li : items) {
            sum = sum.plus(li.total());
            System.out.println(li.sku() + " x" + li.qty() + " = " + li.total().pretty() + " running " + sum.pretty());
        }
        System.out.println("total record: " + sum);
        try {
            sum.plus(new Money(1, "USD"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        LineItem copy = new LineItem("A-1", 3, new Money(199, "EUR"));
        System.out.println("value equality: " + items.contains(copy) + " index " + items.indexOf(copy));
        Money m = items.get(0).unit();
        Money m2 = m;
        m = m.times(2);
        System.out.println("reassign doesn't affect alias: " + m2.pretty() + " vs " + m.pretty());
    }
}
