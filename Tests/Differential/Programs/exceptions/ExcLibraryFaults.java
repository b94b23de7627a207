import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

public class ExcLibraryFaults {
    static final Map<String, Integer> faultCounts = new LinkedHashMap<>();

    static void count(Exception e) {
        faultCounts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
    }

    static String classify(Runnable action) {
        try {
            action.run();
            return "ok";
        } catch (NumberFormatException e) {
            count(e);
            return "number-format:" + e.getClass().getSimpleName();
        } catch (IllegalArgumentException e) {
            count(e);
            return "bad-argument:" + e.getClass().getSimpleName();
        } catch (ArrayIndexOutOfBoundsException e) {
            count(e);
            return "array-index:" + e.getClass().getSimpleName();
        } catch (ArithmeticException e) {
            count(e);
            return "arithmetic:" + e.getClass().getSimpleName();
        } catch (RuntimeException e) {
            count(e);
            return "runtime:" + e.getClass().getSimpleName();
        }
    }

    static int parseQuantity(String raw) {
        try {
            return Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            System.out.println("    parseQuantity('" + raw + "') -> " + e.getClass().getSimpleName() + ", default 1");
            return 1;
        }
    }

    static int unitPrice(int totalCents, int quantity) {
        try {
            return totalCents / quantity;
        } catch (ArithmeticException e) {
            throw new PricingException("cannot split " + totalCents + " cents over " + quantity + " items", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("== quantities ==");
        String[] raws = {"3", "+5", "-0", " 7", "12a", "", "2147483648", "-2147483648", "0x1F"};
        long totalQty = 0;
        for (String r : raws) {
            int q = parseQuantity(r);
            totalQty += q;
            System.out.println("  '" + r + "' => " + q);
        }
        System.out.println("total quantity=" + totalQty);

        System.out.println("== unit prices ==");
        int[][] cases = {{1000, 4}, {999, 0}, {-750, 3}, {7, -2}};
        for (int[] c : cases) {
            try {
                System.out.println("  " + c[0] + "/" + c[1] + " = " + unitPrice(c[0], c[1]));
            } catch (PricingException e) {
                System.out.println("  PricingException: " + e.getMessage() + " cause=" + e.getCause().getClass().getSimpleName());
            }
        }

        System.out.println("== classified faults ==");
        int[] stock = {5, 8, 13};
        List<String> tags = new ArrayList<>(List.of("new", "sale", "eco"));
        String missing = tags.size() > 10 ? "present" : null;
        Map<String, Runnable> actions = new LinkedHashMap<>();
        actions.put("stock[3]", () -> System.out.println("    value " + stock[3]));
        actions.put("stock[-1]", () -> System.out.println("    value " + stock[-1]));
        actions.put("stock[2]", () -> System.out.println("    value " + stock[2]));
        actions.put("modulo zero", () -> System.out.println("    value " + (stock[0] % (stock[1] - 8))));
        actions.put("addExact", () -> System.out.println("    value " + Math.addExact(Integer.MAX_VALUE, stock[0])));
        actions.put("toIntExact", () -> System.out.println("    value " + Math.toIntExact(5_000_000_000L)));
        actions.put("multiplyExact ok", () -> System.out.println("    value " + Math.multiplyExact(46340, 46340)));
        actions.put("parseLong", () -> System.out.println("    value " + Long.parseLong("12.5")));
        actions.put("valueOf enum", () -> System.out.println("    value " + OrderStatus.valueOf("SHIPPED_LATE")));
        actions.put("valueOf enum ok", () -> System.out.println("    value " + OrderStatus.valueOf("PAID")));
        actions.put("repeat negative", () -> System.out.println("    value " + "ab".repeat(-2)));
        actions.put("list capacity", () -> System.out.println("    value " + new ArrayList<String>(-5).size()));
        actions.put("requireNonNull", () -> Objects.requireNonNull(missing));
        actions.put("null length", () -> System.out.println("    value " + missing.length()));
        actions.put("iterator remove", () -> {
            Iterator<String> it = tags.iterator();
            it.remove();
        });
        actions.put("own state check", () -> {
            if (tags.contains("sale")) {
                throw new IllegalStateException("sale tag requires discount");
            }
        });
        for (Map.Entry<String, Runnable> en : actions.entrySet()) {
            System.out.println("  " + en.getKey() + ":");
            System.out.println("    -> " + classify(en.getValue()));
        }

        System.out.println("== catch by exact type ==");
        try {
            Iterator<String> it = tags.iterator();
            it.next();
            it.remove();
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("  second remove: " + e.getClass().getSimpleName() + " tags now " + tags);
        }
        try {
            String s = null;
            if (tags.size() == 2) {
                System.out.println("  length " + s.trim());
            }
        } catch (NullPointerException e) {
            System.out.println("  trim on null: " + e.getClass().getSimpleName());
        }
        try {
            throw new IllegalArgumentException("discount must be between 0 and 100");
        } catch (IllegalArgumentException e) {
            System.out.println("  own IAE: " + e.getMessage());
        }

        System.out.println("== fault counts ==");
        for (Map.Entry<String, Integer> en : faultCounts.entrySet()) {
            System.out.println(String.format("  %s x%d", en.getKey(), en.getValue()));
        }
    }
}

enum OrderStatus { NEW, PAID, SHIPPED }

class PricingException extends RuntimeException {
    PricingException(String message, Throwable cause) {
        super(message, cause);
    }
}
