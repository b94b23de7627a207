import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

public class OldMoneyFormatter {
    public static void main(String[] args) {
        long[] samples = {0L, 5L, 99L, 100L, 123456L, -250075L, 100000000L, -1L};
        for (int i = 0; i < samples.length; i++) {
            System.out.println(String.format("%-8s %s / %s", String.valueOf(samples[i]),
                    MoneyUtils.format(samples[i], "USD"), MoneyUtils.format(samples[i], "EUR")));
        }

        String[] inputs = {"12.34", "$1,000.5", "-7", "abc", "3.999", "0.07"};
        for (int i = 0; i < inputs.length; i++) {
            try {
                long cents = MoneyUtils.parseCents(inputs[i]);
                System.out.println("parse " + inputs[i] + " -> " + cents + " cents -> " + MoneyUtils.format(cents, "USD"));
            } catch (RuntimeException e) {
                System.out.println("parse " + inputs[i] + " failed: " + e.getMessage());
            }
        }

        List<Money> wallet = new ArrayList<Money>();
        wallet.add(new Money(1999L, "USD"));
        wallet.add(new Money(500L, "EUR"));
        wallet.add(new Money(-300L, "USD"));
        wallet.add(new Money(500L, "EUR"));
        wallet.add(new Money(12000L, "GBP"));
        Collections.sort(wallet, new Comparator<Money>() {
            public int compare(Money a, Money b) {
                int c = a.currency.compareTo(b.currency);
                if (c != 0) return c;
                return a.cents < b.cents ? -1 : (a.cents > b.cents ? 1 : 0);
            }
        });
        long usdTotal = 0;
        for (Iterator<Money> it = wallet.iterator(); it.hasNext();) {
            Money m = it.next();
            System.out.println("wallet: " + m);
            if ("USD".equals(m.currency)) usdTotal += m.cents;
        }
        System.out.println("USD total: " + MoneyUtils.format(usdTotal, "USD"));
        System.out.println("wallet[0] equals wallet[1]: " + wallet.get(0).equals(wallet.get(1)));
        System.out.println("EUR 5 equals USD 5: " + wallet.get(0).equals(new Money(500L, "USD")));
        System.out.println("wallet contains USD -3: " + wallet.contains(new Money(-300L, "USD")));
        Long boxed = Long.valueOf(wallet.get(0).cents);
        System.out.println("boxed equals: " + boxed.equals(Long.valueOf(500L)) + ", value " + boxed.longValue());
    }
}

final class MoneyUtils {
    private MoneyUtils() { throw new AssertionError("no instances"); }

    static String symbolFor(String currency) {
        String symbol;
        switch (currency) {
            case "USD":
                symbol = "$";
                break;
            case "EUR":
            case "GBP":
            default:
                symbol = currency + " ";
                break;
        }
        return symbol;
    }

    static String format(long cents, String currency) {
        boolean negative = cents < 0;
        long abs = negative ? -cents : cents;
        long whole = abs / 100;
        int frac = (int) (abs % 100);
        char sep = "EUR".equals(currency) ? '.' : ',';
        char dec = "EUR".equals(currency) ? ',' : '.';
        StringBuffer sb = new StringBuffer(String.valueOf(whole));
        for (int pos = sb.length() - 3; pos > 0; pos -= 3) {
            sb.insert(pos, sep);
        }
        sb.append(dec);
        if (frac < 10) sb.append('0');
        sb.append(frac);
        sb.insert(0, symbolFor(currency));
        if (negative) sb.insert(0, '-');
        return sb.toString();
    }

    static long parseCents(String text) {
        try {
            return parseStrict(text);
        } catch (Exception e) {
            throw new RuntimeException("invalid amount '" + text + "' (" + e.getMessage() + ")", e);
        }
    }

    private static long parseStrict(String text) throws Exception {
        char[] chars = text.toCharArray();
        long whole = 0;
        int frac = 0;
        int fracDigits = 0;
        boolean negative = false;
        boolean inFrac = false;
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (c == '-' && i == 0) negative = true;
            else if (c == '$' || c == ',') continue;
            else if (c == '.' && !inFrac) inFrac = true;
            else if (Character.isDigit(c)) {
                if (!inFrac) whole = whole * 10 + (c - '0');
                else if (fracDigits < 2) { frac = frac * 10 + (c - '0'); fracDigits++; }
                else throw new Exception("too many decimals");
            } else throw new Exception("bad char " + c);
        }
        if (fracDigits == 1) frac *= 10;
        long total = whole * 100 + frac;
        return negative ? -total : total;
    }
}

class Money {
    final long cents;
    final String currency;

    Money(long cents, String currency) { this.cents = cents; this.currency = currency; }

    public boolean equals(Object o) {
        if (!(o instanceof Money)) return false;
        Money m = (Money) o;
        return cents == m.cents && currency.equals(m.currency);
    }

    public int hashCode() { return 31 * (int) (cents ^ (cents >>> 32)) + currency.hashCode(); }

    public String toString() { return MoneyUtils.format(cents, currency) + " [" + currency + "]"; }
}
