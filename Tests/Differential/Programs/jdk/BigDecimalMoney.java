import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class BigDecimalMoney {
    static final class Money implements Comparable<Money> {
        private static final int SCALE = 2;
        private final BigDecimal amount;
        private final String currency;

        Money(BigDecimal amount, String currency) {
            this.amount = amount.setScale(SCALE, RoundingMode.HALF_EVEN);
            this.currency = currency;
        }

        static Money of(String amount, String currency) {
            return new Money(new BigDecimal(amount), currency);
        }

        Money plus(Money other) {
            requireSameCurrency(other);
            return new Money(amount.add(other.amount), currency);
        }

        Money minus(Money other) {
            requireSameCurrency(other);
            return new Money(amount.subtract(other.amount), currency);
        }

        Money times(BigDecimal factor) {
            return new Money(amount.multiply(factor), currency);
        }

        Money percent(BigDecimal rate) {
            return new Money(amount.multiply(rate).divide(new BigDecimal("100"), SCALE, RoundingMode.HALF_UP), currency);
        }

        List<Money> split(int parts) {
            BigDecimal[] qr = amount.divideAndRemainder(BigDecimal.valueOf(parts));
            BigDecimal base = amount.divide(BigDecimal.valueOf(parts), SCALE, RoundingMode.DOWN);
            BigDecimal remainder = amount.subtract(base.multiply(BigDecimal.valueOf(parts)));
            int extraCents = remainder.movePointRight(SCALE).intValueExact();
            List<Money> result = new ArrayList<>();
            for (int i = 0; i < parts; i++) {
                BigDecimal share = i < extraCents ? base.add(new BigDecimal("0.01")) : base;
                result.add(new Money(share, currency));
            }
            return result;
        }

        boolean isNegative() {
            return amount.signum() < 0;
        }

        private void requireSameCurrency(Money other) {
            if (!currency.equals(other.currency)) {
                throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
            }
        }

        @Override
        public int compareTo(Money o) {
            return amount.compareTo(o.amount);
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return amount.equals(m.amount) && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return 31 * amount.hashCode() + currency.hashCode();
        }

        @Override
        public String toString() {
            return currency + " " + amount.toPlainString();
        }
    }

    static final class LineItem {
        final String sku;
        final Money unitPrice;
        final int quantity;
        final BigDecimal discountPercent;

        LineItem(String sku, Money unitPrice, int quantity, BigDecimal discountPercent) {
            this.sku = sku;
            this.unitPrice = unitPrice;
            this.quantity = quantity;
            this.discountPercent = discountPercent;
        }

        Money gross() {
            return unitPrice.times(BigDecimal.valueOf(quantity));
        }

        Money net() {
            return gross().minus(gross().percent(discountPercent));
        }
    }

    static final class Invoice {
        private final List<LineItem> items = new ArrayList<>();
        private final BigDecimal taxRatePercent;
        private final String currency;

        Invoice(String currency, BigDecimal taxRatePercent) {
            this.currency = currency;
            this.taxRatePercent = taxRatePercent;
        }

        void add(LineItem item) {
            items.add(item);
        }

        Money subtotal() {
            Money total = new Money(BigDecimal.ZERO, currency);
            for (LineItem item : items) {
                total = total.plus(item.net());
            }
            return total;
        }

        Money tax() {
            return subtotal().percent(taxRatePercent);
        }

        Money total() {
            return subtotal().plus(tax());
        }
    }

    public static void main(String[] args) {
        Invoice invoice = new Invoice("USD", new BigDecimal("8.875"));
        invoice.add(new LineItem("COFFEE-1KG", Money.of("18.99", "USD"), 3, BigDecimal.ZERO));
        invoice.add(new LineItem("MUG", Money.of("7.49", "USD"), 4, new BigDecimal("15")));
        invoice.add(new LineItem("FILTER", Money.of("0.333", "USD"), 100, new BigDecimal("2.5")));
        invoice.add(new LineItem("GIFT-CARD", Money.of("25", "USD"), 1, new BigDecimal("100")));
        for (LineItem item : invoice.items) {
            System.out.println(item.sku + " x" + item.quantity + " @ " + item.unitPrice + " gross=" + item.gross() + " net=" + item.net());
        }
        System.out.println("subtotal=" + invoice.subtotal());
        System.out.println("tax=" + invoice.tax());
        System.out.println("total=" + invoice.total());

        Money total = invoice.total();
        List<Money> shares = total.split(3);
        System.out.println("split 3 ways: " + shares);
        Money back = new Money(BigDecimal.ZERO, "USD");
        for (Money m : shares) back = back.plus(m);
        System.out.println("sum of shares equals total: " + back.equals(total));

        Map<String, Money> byCategory = new LinkedHashMap<>();
        byCategory.put("beverages", Money.of("56.97", "USD"));
        byCategory.put("kitchen", Money.of("25.466", "USD"));
        byCategory.put("refund", Money.of("-10.005", "USD"));
        Money largest = null;
        for (Map.Entry<String, Money> e : byCategory.entrySet()) {
            System.out.println(e.getKey() + " -> " + e.getValue() + (e.getValue().isNegative() ? " (credit)" : ""));
            if (largest == null || e.getValue().compareTo(largest) > 0) largest = e.getValue();
        }
        System.out.println("largest=" + largest);

        try {
            Money.of("1", "USD").plus(Money.of("1", "EUR"));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal monthlyRate = new BigDecimal("0.05").divide(new BigDecimal("12"), 10, RoundingMode.HALF_EVEN);
        for (int month = 1; month <= 12; month++) {
            BigDecimal interest = balance.multiply(monthlyRate).setScale(2, RoundingMode.HALF_EVEN);
            balance = balance.add(interest);
            if (month % 3 == 0) System.out.println("month " + month + ": interest=" + interest + " balance=" + balance);
        }
        System.out.println("monthlyRate=" + monthlyRate + " double=" + balance.doubleValue() + " cents=" + balance.movePointRight(2).longValue());
    }
}
