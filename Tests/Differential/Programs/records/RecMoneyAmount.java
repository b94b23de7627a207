import java.util.*;

public class RecMoneyAmount {
    public static void main(String[] args) {
        var a = Money.of(1250, "usd");
        var b = new Money(399, " USD ");
        var c = Money.zero("EUR");
        System.out.println(a);
        System.out.println(b);
        System.out.println(c);
        System.out.println("a formatted: " + a.format());
        System.out.println("a + b = " + a.plus(b).format());
        System.out.println("b * 3 = " + b.times(3).format());
        System.out.println("a equals 1250 USD: " + a.equals(Money.of(1250, "USD")));
        System.out.println("a equals b: " + a.equals(b));
        System.out.println("compare a,b: " + Integer.signum(a.compareTo(b)));

        String[][] bad = { {"-5", "USD"}, {"100", "US"}, {"100", ""}, {"42", "gbp"} };
        for (String[] row : bad) {
            try {
                var m = Money.of(Long.parseLong(row[0]), row[1]);
                System.out.println("created " + m.format());
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        try {
            System.out.println(a.plus(c));
        } catch (IllegalArgumentException e) {
            System.out.println("mixing failed: " + e.getMessage());
        }

        List<Money> wallet = new ArrayList<>(List.of(
            Money.of(500, "EUR"), Money.of(99, "USD"), Money.of(1999, "EUR"),
            Money.of(5, "GBP"), Money.of(99, "USD"), Money.of(12000, "JPY")));
        Map<String, Money> totals = new TreeMap<>();
        for (Money m : wallet) {
            totals.merge(m.currency(), m, Money::plus);
        }
        for (var e : totals.entrySet()) {
            System.out.println(String.format("%-8s %s", e.getKey(), e.getValue().format()));
        }
        Collections.sort(wallet);
        System.out.println("sorted: " + wallet);
        var unique = new LinkedHashSet<>(wallet);
        System.out.println("unique count: " + unique.size());
        TreeMap<Money, String> labels = new TreeMap<>();
        for (Money m : wallet) labels.put(m, m.cents() > 1000 ? "big" : "small");
        for (var e : labels.entrySet()) {
            System.out.println(String.format("%5d %s -> %s", e.getKey().cents(), e.getKey().currency(), e.getValue()));
        }
        System.out.println("created so far: " + Money.created);
        Money split = Money.of(1000, "USD");
        List<Money> parts = split.split(3);
        System.out.println("split 10.00 in 3: " + parts);
    }
}

record Money(long cents, String currency) implements Comparable<Money> {
    static int created = 0;
    static final List<String> SYMBOLLESS = List.of("JPY");

    Money {
        if (cents < 0) throw new IllegalArgumentException("negative amount " + cents);
        if (currency == null) throw new IllegalArgumentException("null currency");
        currency = currency.trim().toUpperCase();
        if (currency.length() != 3) throw new IllegalArgumentException("bad currency '" + currency + "'");
        created++;
    }

    static Money of(long cents, String currency) { return new Money(cents, currency); }
    static Money zero(String currency) { return new Money(0, currency); }

    Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException(currency + " vs " + other.currency);
        }
        return new Money(cents + other.cents, currency);
    }

    Money times(int factor) { return new Money(cents * factor, currency); }

    List<Money> split(int n) {
        List<Money> out = new ArrayList<>();
        long base = cents / n;
        long rest = cents % n;
        for (int i = 0; i < n; i++) out.add(new Money(base + (i < rest ? 1 : 0), currency));
        return out;
    }

    String format() {
        if (SYMBOLLESS.contains(currency)) return cents + " " + currency;
        long frac = cents % 100;
        return (cents / 100) + "." + (frac < 10 ? "0" : "") + frac + " " + currency;
    }

    @Override
    public int compareTo(Money o) {
        int c = currency.compareTo(o.currency);
        return c != 0 ? c : Long.compare(cents, o.cents);
    }
}
