import java.util.ArrayList;
import java.util.List;

public class ExcConstructorGuards {
    public static void main(String[] args) {
        System.out.println("== Money ==");
        long[][] moneyInputs = {{1999, 0}, {-5, 0}, {100, 1}, {250, 2}};
        String[] currencies = {"EUR", "USD", "GBP"};
        List<Money> wallet = new ArrayList<>();
        for (long[] in : moneyInputs) {
            try {
                String cur = currencies[(int) in[1]];
                Money m = new Money(in[0], cur);
                wallet.add(m);
                System.out.println("  created " + m.format());
            } catch (InvalidMoneyException e) {
                System.out.println("  rejected cents=" + e.getCents() + ": " + e.getMessage());
            }
        }
        System.out.println("  Money instances created=" + Money.created + " attempts=" + Money.attempts);

        System.out.println("== Sku via static factory ==");
        String[] rawSkus = {"AB-1234", "ab-1234", "XY-99", "QQ-0000", null, "ZZ-12A4"};
        for (String raw : rawSkus) {
            try {
                Sku sku = Sku.parse(raw);
                System.out.println("  sku " + sku.prefix + " #" + sku.number);
            } catch (SkuFormatException e) {
                System.out.println("  bad sku: " + e.getMessage() + " (position " + e.getPosition() + ")");
            }
        }

        System.out.println("== Product with nested construction ==");
        Object[][] products = {
            {"Kettle", "AB-1234", 4599L, "EUR"},
            {"Toaster", "XY-99", 2999L, "EUR"},
            {"", "CD-5678", 1000L, "USD"},
            {"Mixer", "EF-0001", -100L, "USD"},
            {"Blender", "GH-4321", 8900L, "JPY"},
        };
        int built = 0;
        for (Object[] p : products) {
            try {
                Product product = new Product((String) p[0], (String) p[1], (Long) p[2], (String) p[3]);
                built++;
                System.out.println("  built " + product.describe());
            } catch (ProductCreationException e) {
                System.out.println("  product failed: " + e.getMessage());
                Throwable c = e.getCause();
                int depth = 1;
                while (c != null) {
                    System.out.println("    cause[" + depth + "] " + c.getClass().getSimpleName() + ": " + c.getMessage());
                    c = c.getCause();
                    depth++;
                }
            }
        }
        System.out.println("  built=" + built);

        System.out.println("== Guards helper ==");
        int[] percents = {0, 50, 100, 101, -1};
        for (int pct : percents) {
            try {
                Guards.checkRange("discount", pct, 0, 100);
                System.out.println("  discount " + pct + " accepted");
            } catch (IllegalArgumentException e) {
                System.out.println("  " + e.getMessage());
            }
        }
        try {
            Guards.checkState(wallet.size() > 5, "wallet must contain more than five entries, has " + wallet.size());
        } catch (IllegalStateException e) {
            System.out.println("  state: " + e.getMessage());
        }
        String label = Guards.notBlank("label", "  Promo  ");
        System.out.println("  label='" + label + "'");
        try {
            Guards.notBlank("label", "   ");
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
    }
}

class InvalidMoneyException extends RuntimeException {
    private final long cents;

    InvalidMoneyException(long cents, String message) {
        super(message);
        this.cents = cents;
    }

    long getCents() {
        return cents;
    }
}

class SkuFormatException extends Exception {
    private final int position;

    SkuFormatException(String message, int position) {
        super(message);
        this.position = position;
    }

    int getPosition() {
        return position;
    }
}

class ProductCreationException extends Exception {
    ProductCreationException(String message, Throwable cause) {
        super(message, cause);
    }
}

class Guards {
    static int checkRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " " + value + " not in [" + min + ", " + max + "]");
        }
        return value;
    }

    static void checkState(boolean condition, String message) {
        if (!condition) {
            throw new IllegalStateException(message);
        }
    }

    static String notBlank(String name, String value) {
        if (value == null || value.trim().isEmpty()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value.trim();
    }
}

class Money {
    static int created = 0;
    static int attempts = 0;
    final long cents;
    final String currency;

    Money(long cents, String currency) {
        attempts++;
        if (cents < 0) {
            throw new InvalidMoneyException(cents, "negative amount " + cents + " " + currency);
        }
        if (!currency.equals("EUR") && !currency.equals("USD")) {
            throw new InvalidMoneyException(cents, "unsupported currency " + currency);
        }
        this.cents = cents;
        this.currency = currency;
        created++;
    }

    String format() {
        return String.format("%d.%s %s", cents / 100, cents % 100 < 10 ? "0" + (cents % 100) : "" + (cents % 100), currency);
    }
}

class Sku {
    final String prefix;
    final int number;

    private Sku(String prefix, int number) {
        this.prefix = prefix;
        this.number = number;
    }

    static Sku parse(String raw) throws SkuFormatException {
        if (raw == null) {
            throw new SkuFormatException("sku is missing", -1);
        }
        if (raw.length() != 7) {
            throw new SkuFormatException("sku '" + raw + "' must have 7 characters", raw.length());
        }
        for (int i = 0; i < 2; i++) {
            char ch = raw.charAt(i);
            if (ch < 'A' || ch > 'Z') {
                throw new SkuFormatException("sku '" + raw + "' needs uppercase prefix", i);
            }
        }
        if (raw.charAt(2) != '-') {
            throw new SkuFormatException("sku '" + raw + "' needs dash", 2);
        }
        int number;
        try {
            number = Integer.parseInt(raw.substring(3));
        } catch (NumberFormatException e) {
            throw new SkuFormatException("sku '" + raw + "' has non-numeric part", 3);
        }
        if (number == 0) {
            throw new SkuFormatException("sku '" + raw + "' number must not be zero", 3);
        }
        return new Sku(raw.substring(0, 2), number);
    }
}

class Product {
    final String name;
    final Sku sku;
    final Money price;

    Product(String name, String rawSku, long cents, String currency) throws ProductCreationException {
        try {
            this.name = Guards.notBlank("name", name);
            this.sku = Sku.parse(rawSku);
            this.price = new Money(cents, currency);
        } catch (SkuFormatException e) {
            throw new ProductCreationException("product '" + name + "' has invalid sku", e);
        } catch (InvalidMoneyException e) {
            throw new ProductCreationException("product '" + name + "' has invalid price",
                    new IllegalArgumentException("price rejected", e));
        } catch (IllegalArgumentException e) {
            throw new ProductCreationException("product has invalid name", e);
        }
    }

    String describe() {
        return name + " [" + sku.prefix + "-" + sku.number + "] " + price.format();
    }
}
