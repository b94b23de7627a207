import java.util.*;
import java.util.stream.*;

public class ModelMoneySplit {
    enum Currency {
        USD("$", 2), EUR("EUR ", 2), JPY("JPY ", 0), KWD("KD ", 3);
        final String symbol; final int digits;
        Currency(String symbol, int digits) { this.symbol = symbol; this.digits = digits; }
        long factor() {
            long f = 1;
            for (int i = 0; i < digits; i++) f *= 10;
            return f;
        }
    }

    static class CurrencyMismatchException extends RuntimeException {
        CurrencyMismatchException(Currency a, Currency b) { super("cannot combine " + a + " with " + b); }
    }

    static class MoneyFormatException extends Exception {
        MoneyFormatException(String input, String why) { super("bad amount '" + input + "': " + why); }
    }

    record Money(long minor, Currency currency) implements Comparable<Money> {
        Money {
            Objects.requireNonNull(currency, "currency");
        }
        static Money zero(Currency c) { return new Money(0, c); }

        static Money parse(String text, Currency c) throws MoneyFormatException {
            String s = text.trim();
            boolean neg = s.startsWith("-");
            if (neg) s = s.substring(1);
            long major = 0, frac = 0;
            int fracDigits = -1;
            for (char ch : s.toCharArray()) {
                if (ch == '.') {
                    if (fracDigits >= 0) throw new MoneyFormatException(text, "two decimal points");
                    fracDigits = 0;
                } else if (ch >= '0' && ch <= '9') {
                    if (fracDigits < 0) {
                        try { major = Math.addExact(Math.multiplyExact(major, 10), ch - '0'); }
                        catch (ArithmeticException e) { throw new MoneyFormatException(text, "too large"); }
                    } else if (++fracDigits > c.digits) {
                        throw new MoneyFormatException(text, "more than " + c.digits + " decimals for " + c);
                    } else frac = frac * 10 + (ch - '0');
                } else if (ch != ',') {
                    throw new MoneyFormatException(text, "unexpected '" + ch + "'");
                }
            }
            for (int i = Math.max(fracDigits, 0); i < c.digits; i++) frac *= 10;
            long value = major * c.factor() + frac;
            return new Money(neg ? -value : value, c);
        }

        private void sameCurrency(Money o) { if (o.currency != currency) throw new CurrencyMismatchException(currency, o.currency); }
        Money plus(Money o) { sameCurrency(o); return new Money(Math.addExact(minor, o.minor), currency); }
        Money minus(Money o) { sameCurrency(o); return new Money(Math.subtractExact(minor, o.minor), currency); }
        Money times(int n) { return new Money(Math.multiplyExact(minor, (long) n), currency); }

        /** basis points: 1550 = 15.50 %, rounded half-up (away from zero). */
        Money percent(int basisPoints) {
            long num = Math.multiplyExact(minor, (long) basisPoints);
            long q = num / 10000, r = num % 10000;
            if (Math.abs(r) * 2 >= 10000) q += num >= 0 ? 1 : -1;
            return new Money(q, currency);
        }

        List<Money> split(int parts) {
            if (parts <= 0) throw new IllegalArgumentException("parts");
            long base = minor / parts, rem = minor % parts;
            List<Money> out = new ArrayList<>();
            for (int i = 0; i < parts; i++) out.add(new Money(base + (i < Math.abs(rem) ? Long.signum(rem) : 0), currency));
            return out;
        }

        List<Money> allocate(int... ratios) {
            int total = IntStream.of(ratios).sum();
            List<Money> out = new ArrayList<>();
            long left = minor;
            for (int r : ratios) {
                long share = minor * r / total;
                out.add(new Money(share, currency));
                left -= share;
            }
            for (int i = 0; left > 0; i = (i + 1) % out.size(), left--) out.set(i, new Money(out.get(i).minor + 1, currency));
            return out;
        }

        public int compareTo(Money o) { sameCurrency(o); return Long.compare(minor, o.minor); }

        @Override public String toString() {
            long abs = Math.abs(minor), f = currency.factor();
            StringBuilder sb = new StringBuilder(minor < 0 ? "-" : "").append(currency.symbol).append(abs / f);
            if (currency.digits > 0) {
                String frac = Long.toString(abs % f);
                sb.append('.');
                for (int i = frac.length(); i < currency.digits; i++) sb.append('0');
                sb.append(frac);
            }
            return sb.toString();
        }
    }

    static String show(List<Money> list) {
        return list.stream().map(Money::toString).collect(Collectors.joining(", ", "[", "]"))
            + " sum=" + list.stream().reduce(Money.zero(list.get(0).currency()), Money::plus);
    }

    public static void main(String[] args) {
        Money dinner = new Money(10000, Currency.USD);
        System.out.println("split 100 by 3: " + show(dinner.split(3)));
        System.out.println("split 0.05 by 3: " + show(new Money(5, Currency.USD).split(3)));
        System.out.println("split -10.01 by 4: " + show(new Money(-1001, Currency.USD).split(4)));
        System.out.println("split JPY 1000 by 7: " + show(new Money(1000, Currency.JPY).split(7)));
        System.out.println("split KWD 10 by 3: " + show(new Money(10000, Currency.KWD).split(3)));
        System.out.println("allocate 1:2:3: " + show(new Money(1000, Currency.EUR).allocate(1, 2, 3)));
        System.out.println("allocate 70:30 of 0.01: " + show(new Money(1, Currency.EUR).allocate(70, 30)));

        Money price = new Money(1999, Currency.USD);
        int[] rates = { 1500, 825, 5000, 1, 10000, 333 };
        for (int bp : rates) {
            Money cut = price.percent(bp);
            System.out.println(String.format("%5d bp of %s = %s -> net %s", bp, price, cut, price.minus(cut)));
        }
        System.out.println("half-up negative: " + new Money(-250, Currency.USD).percent(1000) + " " + new Money(-249, Currency.USD).percent(1000));

        String[] inputs = { "12.34", "1,234.5", "-0.07", "7", "1.234", "12..3", "4a", "99999999999999999999", "0.125" };
        for (String in : inputs) {
            Currency c = in.equals("0.125") ? Currency.KWD : Currency.USD;
            try {
                Money m = Money.parse(in, c);
                System.out.println("parse " + in + " -> " + m + " (" + m.minor() + " minor)");
            } catch (MoneyFormatException e) {
                System.out.println("parse failed: " + e.getMessage());
            }
        }

        try {
            dinner.plus(new Money(1, Currency.EUR));
        } catch (CurrencyMismatchException e) {
            System.out.println("mismatch: " + e.getMessage());
        }
        try {
            new Money(Long.MAX_VALUE - 5, Currency.JPY).plus(new Money(10, Currency.JPY));
        } catch (ArithmeticException e) {
            System.out.println("overflow: " + e.getClass().getSimpleName());
        }
        try {
            dinner.split(0);
        } catch (IllegalArgumentException e) {
            System.out.println("split(0): " + e.getClass().getSimpleName());
        } finally {
            System.out.println("dinner unchanged: " + dinner);
        }

        List<Money> ledger = List.of(new Money(1250, Currency.USD), new Money(300, Currency.EUR), new Money(-450, Currency.USD),
            new Money(5000, Currency.JPY), new Money(1, Currency.KWD), new Money(799, Currency.EUR));
        Map<String, Long> totals = ledger.stream()
            .collect(Collectors.groupingBy(m -> m.currency().name(), TreeMap::new, Collectors.summingLong(Money::minor)));
        totals.forEach((code, minor) -> System.out.println("total " + code + " = " + new Money(minor, Currency.valueOf(code))));
        Optional<Money> biggestUsd = ledger.stream().filter(m -> m.currency() == Currency.USD).max(Comparator.naturalOrder());
        System.out.println("biggest USD: " + biggestUsd.map(Money::toString).orElse("-"));
        System.out.println("tip 18% on split: " + show(dinner.plus(dinner.percent(1800)).split(4)));
    }
}
