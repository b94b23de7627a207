import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

public class FlowLambdaPipeline {

    static class PipelineException extends RuntimeException {
        PipelineException(String message) {
            super(message);
        }

        PipelineException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class InvalidPriceException extends PipelineException {
        final String sku;

        InvalidPriceException(String sku, String message) {
            super(message);
            this.sku = sku;
        }
    }

    static class CurrencyException extends PipelineException {
        CurrencyException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    interface PriceRule {
        int apply(int cents);
    }

    static int parsePrice(String raw) {
        String[] parts = raw.split(":");
        int cents = Integer.parseInt(parts[1]);
        if (cents < 0) {
            throw new InvalidPriceException(parts[0], "negative price for " + parts[0] + ": " + cents);
        }
        return cents;
    }

    static int convert(int cents, String currency) {
        int rate;
        switch (currency) {
            case "EUR":
                rate = 100;
                break;
            case "GBP":
                rate = 85;
                break;
            case "XXX":
                rate = 0;
                break;
            default:
                throw new IllegalArgumentException("unsupported currency " + currency);
        }
        try {
            return cents * 100 / rate;
        } catch (ArithmeticException e) {
            throw new CurrencyException("rate missing for " + currency, e);
        }
    }

    static String fmt(List<Integer> values) {
        StringBuilder sb = new StringBuilder("<");
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                sb.append(" ");
            }
            sb.append(values.get(i));
        }
        return sb.append(">").toString();
    }

    public static void main(String[] args) {
        List<String> feed = List.of("A:100", "B:250", "C:-5", "D:40", "E:abc", "F:999");

        // 1. forEach lambda aborts on first bad entry; partial progress stays visible
        List<Integer> seen = new ArrayList<>();
        try {
            feed.forEach(item -> {
                int p = parsePrice(item);
                seen.add(p);
                System.out.println("forEach parsed " + item + " -> " + p);
            });
            System.out.println("forEach finished");
        } catch (InvalidPriceException e) {
            System.out.println("forEach stopped: " + e.getMessage() + " (sku " + e.sku + ")");
        }
        System.out.println("seen before failure: " + seen.size());

        // 2. stream map: elements flow one by one through map and forEach, so output interleaves
        try {
            feed.stream()
                .filter(s -> !s.startsWith("C"))
                .map(s -> {
                    System.out.println("  map " + s);
                    return parsePrice(s);
                })
                .forEach(p -> System.out.println("  sink " + p));
        } catch (NumberFormatException e) {
            System.out.println("stream failed with NumberFormatException: " + e.getMessage());
        }

        // 3. collect succeeds when the bad entries are filtered out first
        List<Integer> clean = feed.stream()
            .filter(s -> !s.startsWith("C") && !s.startsWith("E"))
            .map(FlowLambdaPipeline::parsePrice)
            .collect(Collectors.toList());
        int sum = clean.stream().mapToInt(Integer::intValue).sum();
        System.out.println("clean prices " + fmt(clean) + " sum " + sum);

        // 4. currency conversion: wrapped ArithmeticException inside map, unwrapped outside
        String[] currencies = {"EUR", "GBP", "XXX", "JPY"};
        for (String cur : currencies) {
            try {
                List<Integer> converted = clean.stream()
                    .map(c -> convert(c, cur))
                    .collect(Collectors.toList());
                System.out.println(cur + " converted " + fmt(converted));
            } catch (CurrencyException e) {
                System.out.println(cur + " failed: " + e.getMessage() + " / cause: " + e.getCause().getMessage());
            } catch (IllegalArgumentException e) {
                System.out.println(cur + " rejected: " + e.getMessage());
            }
        }

        // 5. per-item error handling inside the lambda, counting failures in an array cell
        int[] failures = {0};
        List<String> report = new ArrayList<>();
        feed.forEach(item -> {
            try {
                report.add(item.charAt(0) + "=" + parsePrice(item));
            } catch (InvalidPriceException | NumberFormatException e) {
                failures[0]++;
                report.add(item.charAt(0) + "=ERR(" + e.getClass().getSimpleName() + ")");
            }
        });
        System.out.println("report " + String.join(" ", report) + " failures=" + failures[0]);

        // 6. a chain of custom rules; one throws, caught by supertype outside
        List<PriceRule> rules = new ArrayList<>();
        rules.add(c -> c + 10);
        rules.add(c -> c * 2);
        rules.add(c -> {
            if (c > 500) {
                throw new PipelineException("rule 3 cap exceeded: " + c);
            }
            return c;
        });
        rules.add(c -> c - 1);
        for (int start : new int[]{50, 240, 300}) {
            int[] value = {start};
            int[] appliedCount = {0};
            try {
                rules.forEach(r -> {
                    value[0] = r.apply(value[0]);
                    appliedCount[0]++;
                });
                System.out.println("rules on " + start + " -> " + value[0]);
            } catch (RuntimeException e) {
                System.out.println("rules on " + start + " aborted after " + appliedCount[0] + " rules: "
                        + e.getMessage());
            }
        }

        // 7. immutable lists reject modification
        List<String> frozen = List.of("x", "y");
        try {
            frozen.add("z");
            System.out.println("added?!");
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of add -> " + e.getClass().getSimpleName());
        }
        List<Integer> collected = feed.stream().map(String::length).collect(Collectors.toList());
        collected.add(0);
        System.out.println("mutable collected size " + collected.size());
        try {
            List.of(1, 2, 3).stream().map(i -> i * 10).collect(Collectors.toUnmodifiableList()).add(40);
        } catch (UnsupportedOperationException e) {
            System.out.println("toUnmodifiableList add -> " + e.getClass().getSimpleName());
        }

        // 8. Function composition where the second stage throws
        Function<String, Integer> parse = FlowLambdaPipeline::parsePrice;
        Function<Integer, Integer> perUnit = c -> 1000 / (c - 40);
        Function<String, Integer> both = parse.andThen(perUnit);
        for (String s : new String[]{"K:50", "L:40", "M:-1", "N:1040"}) {
            try {
                System.out.println("composed " + s + " -> " + both.apply(s));
            } catch (ArithmeticException e) {
                System.out.println("composed " + s + " -> ArithmeticException: " + e.getMessage());
            } catch (PipelineException e) {
                System.out.println("composed " + s + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }

        // 9. budget check inside a stream reduce; IllegalStateException escapes the lambda
        int[][] carts = {{10, 20, 30}, {100, 200, 300, 400}, {5, 5, 5, 5, 5, 5}};
        for (int[] cart : carts) {
            List<Integer> items = new ArrayList<>();
            for (int v : cart) {
                items.add(v);
            }
            try {
                int total = items.stream().reduce(0, (acc, v) -> {
                    int next = acc + v;
                    if (next > 500) {
                        throw new IllegalStateException("budget exceeded at " + next);
                    }
                    return next;
                });
                System.out.println("cart " + fmt(items) + " total " + total);
            } catch (IllegalStateException e) {
                System.out.println("cart " + fmt(items) + " rejected: " + e.getMessage());
            }
        }
    }
}
