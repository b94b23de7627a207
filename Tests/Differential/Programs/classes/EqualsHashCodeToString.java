import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class EqualsHashCodeToString {
    static class Money {
        final String currency;
        final long cents;

        Money(String currency, long cents) {
            this.currency = currency;
            this.cents = cents;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Money)) {
                return false;
            }
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return currency.hashCode() * 31 + (int) (cents ^ (cents >>> 32));
        }

        @Override
        public String toString() {
            return currency + " " + (cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + (cents % 100);
        }
    }

    static class NoHash {
        final int v;

        NoHash(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof NoHash && ((NoHash) o).v == v;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    public static void main(String[] args) {
        Money a = new Money("EUR", 1050);
        Money b = new Money("EUR", 1050);
        Money c = new Money("USD", 1050);
        Money d = new Money("EUR", 7);
        System.out.println(a + " | " + c + " | " + d);
        System.out.println("a.equals(b) " + a.equals(b) + ", a == b " + (a == b) + ", a.equals(c) " + a.equals(c));
        System.out.println("hash a " + a.hashCode() + " hash b " + b.hashCode() + " hash d " + d.hashCode());
        System.out.println("equals null: " + a.equals(null) + ", equals string: " + a.equals("EUR 10.50"));
        Set<Money> set = new HashSet<>();
        set.add(a);
        set.add(b);
        set.add(c);
        System.out.println("set size " + set.size() + " contains new EUR 10.50: " + set.contains(new Money("EUR", 1050)));
        Map<Money, String> labels = new HashMap<>();
        labels.put(a, "first");
        labels.put(b, "second");
        System.out.println("map size " + labels.size() + " value " + labels.get(new Money("EUR", 1050)));
        Set<NoHash> nh = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            nh.add(new NoHash(i % 3));
        }
        System.out.println("constant-hash set size " + nh.size());
        Object o = a;
        System.out.println("via Object: " + o + " equals " + o.equals(b) + " hash " + o.hashCode());
        System.out.println("string of list: " + java.util.List.of(a, d));
    }
}
