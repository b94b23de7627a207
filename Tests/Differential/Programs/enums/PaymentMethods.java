import java.util.*;

public class PaymentMethods {
    interface FeePolicy {
        long feeCents(long amountCents);
        default String label() { return "policy"; }
    }

    interface Displayable {
        String display();
    }

    enum Method implements FeePolicy, Displayable {
        CASH(0, 0) {
            @Override public String label() { return "cash-free"; }
        },
        CARD(30, 290),
        WALLET(0, 150) {
            @Override public long feeCents(long amount) {
                long base = super.feeCents(amount);
                return base > 500 ? 500 : base;
            }
        },
        BANK_TRANSFER(100, 0),
        CRYPTO(0, 1000) {
            @Override public String display() { return "** " + name().toLowerCase() + " **"; }
        };

        private final long fixedCents;
        private final int basisPoints;

        Method(long fixedCents, int basisPoints) {
            this.fixedCents = fixedCents;
            this.basisPoints = basisPoints;
        }

        @Override public long feeCents(long amountCents) {
            return fixedCents + amountCents * basisPoints / 10000;
        }

        @Override public String display() {
            return name().charAt(0) + name().substring(1).toLowerCase().replace('_', ' ');
        }
    }

    enum Currency {
        USD('$', 2), JPY('Y', 0), EUR('E', 2), BHD('B', 3);
        final char symbol;
        final int decimals;
        Currency(char symbol, int decimals) { this.symbol = symbol; this.decimals = decimals; }

        String format(long minorUnits) {
            if (decimals == 0) return symbol + Long.toString(minorUnits);
            long div = 1;
            for (int i = 0; i < decimals; i++) div *= 10;
            long whole = minorUnits / div;
            long frac = Math.abs(minorUnits % div);
            String fs = Long.toString(frac);
            while (fs.length() < decimals) fs = "0" + fs;
            String sign = minorUnits < 0 && whole == 0 ? "-" : "";
            return sign + symbol + whole + "." + fs;
        }
    }

    static String riskLevel(Method m, long amount) {
        String level;
        switch (m) {
            case CRYPTO:
                level = "high";
                break;
            case CARD:
            case WALLET:
                if (amount > 100_000) { level = "medium"; break; }
            case CASH:
                level = "low";
                break;
            default:
                level = "unknown";
        }
        return level;
    }

    public static void main(String[] args) {
        long[] amounts = {0, 999, 12_345, 250_000, 1_000_000};
        for (Method m : Method.values()) {
            FeePolicy p = m;
            Displayable d = m;
            StringBuilder sb = new StringBuilder();
            sb.append(m.ordinal()).append(':').append(d.display()).append(" [").append(p.label()).append("]");
            for (long a : amounts) sb.append(' ').append(p.feeCents(a));
            System.out.println(sb);
        }

        for (Method m : Method.values()) {
            System.out.println(m + " risk@500=" + riskLevel(m, 500) + " risk@200000=" + riskLevel(m, 200_000));
        }

        List<FeePolicy> policies = new ArrayList<>(List.of(Method.values()));
        policies.add(amount -> amount / 3);
        policies.add(new FeePolicy() {
            private int calls = 0;
            public long feeCents(long amount) { calls++; return calls * 7L + amount % 11; }
            public String label() { return "anon#" + calls; }
        });
        long total = 0;
        for (FeePolicy p : policies) {
            long f = p.feeCents(54_321);
            total += f;
            System.out.println("policy " + p.label() + " fee=" + f + " total=" + total);
        }
        System.out.println("anon again label=" + policies.get(policies.size() - 1).label());

        EnumMap<Method, Long> revenue = new EnumMap<>(Method.class);
        Object[][] txns = {
            {Method.CARD, 4_500L}, {Method.CASH, 1_200L}, {Method.WALLET, 600_000L},
            {Method.CARD, 99_999L}, {Method.CRYPTO, 50_000L}, {Method.WALLET, 3_000L},
            {Method.BANK_TRANSFER, 1_000_000L}, {Method.CARD, 1L}
        };
        for (Object[] t : txns) {
            Method m = (Method) t[0];
            long amt = (Long) t[1];
            revenue.merge(m, m.feeCents(amt), Long::sum);
        }
        System.out.println("revenue=" + revenue);
        EnumSet<Method> unused = EnumSet.allOf(Method.class);
        unused.removeAll(revenue.keySet());
        System.out.println("unused=" + unused + " empty=" + unused.isEmpty());
        EnumSet<Method> electronic = EnumSet.of(Method.CARD, Method.WALLET, Method.CRYPTO);
        EnumSet<Method> free = EnumSet.noneOf(Method.class);
        for (Method m : Method.values()) if (m.feeCents(10_000) == 0) free.add(m);
        System.out.println("electronic=" + electronic + " free=" + free);
        EnumSet<Method> both = EnumSet.copyOf(electronic);
        both.retainAll(free);
        System.out.println("electronic&free=" + both);

        for (Currency c : Currency.values()) {
            System.out.println(c + " " + c.format(123456) + " " + c.format(-5) + " " + c.format(-123456) + " " + c.format(7));
        }
        Currency c = Currency.valueOf("EUR");
        System.out.println("EUR cmp USD=" + c.compareTo(Currency.USD) + " JPY cmp BHD=" + Currency.JPY.compareTo(Currency.BHD));
        int symSum = 0;
        for (Currency cc : Currency.values()) symSum += cc.symbol;
        System.out.println("symbol sum=" + symSum + " first+1=" + (char) (Currency.USD.symbol + 1));
    }
}
