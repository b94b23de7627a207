import java.util.*;
import java.util.stream.*;

public class TransactionPagination {

    static class Transaction {
        final String ref;
        final String account;
        final int amount; // cents, negative = debit
        final String category;
        final List<String> tags;

        Transaction(String ref, String account, int amount, String category, List<String> tags) {
            this.ref = ref;
            this.account = account;
            this.amount = amount;
            this.category = category;
            this.tags = tags;
        }

        String getRef() { return ref; }
        String getAccount() { return account; }
        int getAmount() { return amount; }
        String getCategory() { return category; }

        @Override
        public String toString() {
            return ref + ":" + amount;
        }
    }

    static class Page<T> {
        final int number;
        final int totalPages;
        final List<T> items;

        Page(int number, int totalPages, List<T> items) {
            this.number = number;
            this.totalPages = totalPages;
            this.items = items;
        }

        boolean hasNext() { return number < totalPages; }

        @Override
        public String toString() {
            return "Page " + number + "/" + totalPages + " " + items + (hasNext() ? " (more)" : " (last)");
        }
    }

    static <T> Page<T> paginate(List<T> all, int pageNumber, int pageSize) {
        int totalPages = (all.size() + pageSize - 1) / pageSize;
        List<T> items = all.stream()
                .skip((long) (pageNumber - 1) * pageSize)
                .limit(pageSize)
                .collect(Collectors.toList());
        return new Page<>(pageNumber, totalPages, items);
    }

    static List<String> validate(Transaction t) {
        List<String> errors = new ArrayList<>();
        if (t.amount == 0) errors.add("zero amount");
        if (t.account == null || t.account.isBlank()) errors.add("missing account");
        if (!t.ref.startsWith("TX")) errors.add("bad ref");
        if (Math.abs(t.amount) > 100000) errors.add("over limit");
        return errors;
    }

    public static void main(String[] args) {
        List<Transaction> feed = new ArrayList<>();
        feed.add(new Transaction("TX01", "ACC-1", -4500, "groceries", List.of("food", "weekly")));
        feed.add(new Transaction("TX02", "ACC-2", 250000, "salary", List.of("income")));
        feed.add(new Transaction("TX03", "ACC-1", -1299, "streaming", List.of("subscription", "fun")));
        feed.add(new Transaction("TX02", "ACC-2", 250000, "salary", List.of("income")));
        feed.add(new Transaction("tx05", "ACC-3", 0, "misc", List.of()));
        feed.add(new Transaction("TX06", " ", -800, "coffee", List.of("food", "fun")));
        feed.add(new Transaction("TX07", "ACC-3", -6000, "groceries", List.of("food")));
        feed.add(new Transaction("TX03", "ACC-1", -1299, "streaming", List.of("subscription", "fun")));
        feed.add(new Transaction("TX09", "ACC-2", -2000, "transport", List.of("commute")));
        feed.add(new Transaction("TX10", "ACC-1", 1500, "refund", List.of("food")));
        feed.add(new Transaction("TX11", "ACC-3", -350, "coffee", List.of("food", "fun")));

        // Deduplicate by ref keeping first occurrence, preserving order
        Set<String> seen = new HashSet<>();
        List<Transaction> unique = feed.stream()
                .filter(t -> seen.add(t.getRef()))
                .collect(Collectors.toList());
        System.out.println("Feed " + feed.size() + " -> unique " + unique.size() + ": " + unique);
        List<String> dupRefs = feed.stream()
                .collect(Collectors.groupingBy(Transaction::getRef, TreeMap::new, Collectors.counting()))
                .entrySet().stream()
                .filter(e -> e.getValue() > 1)
                .map(e -> e.getKey() + "x" + e.getValue())
                .collect(Collectors.toList());
        System.out.println("Duplicate refs: " + dupRefs);

        // Validation summary
        TreeMap<String, List<String>> problems = new TreeMap<>();
        for (Transaction t : unique) {
            List<String> errs = validate(t);
            if (!errs.isEmpty()) {
                problems.put(t.getRef(), errs);
            }
        }
        System.out.println("Validation problems: " + problems);
        TreeMap<String, Long> errorTally = problems.values().stream()
                .flatMap(List::stream)
                .collect(Collectors.groupingBy(e -> e, TreeMap::new, Collectors.counting()));
        System.out.println("Error tally: " + errorTally);
        List<Transaction> valid = unique.stream().filter(t -> validate(t).isEmpty()).collect(Collectors.toList());
        System.out.println("Valid: " + valid);

        // peek to trace a pipeline
        List<Integer> debits = valid.stream()
                .peek(t -> System.out.println("  inspect " + t.getRef()))
                .filter(t -> t.getAmount() < 0)
                .peek(t -> System.out.println("    debit " + t.getRef()))
                .map(t -> -t.getAmount())
                .collect(Collectors.toList());
        System.out.println("Debit amounts: " + debits);

        // Pagination
        for (int p = 1; p <= 3; p++) {
            System.out.println(paginate(valid, p, 3));
        }
        System.out.println("Beyond end: " + paginate(valid, 5, 3));

        // flatMap tags, distinct, sorted
        List<String> tags = valid.stream().flatMap(t -> t.tags.stream()).distinct().sorted().collect(Collectors.toList());
        System.out.println("Distinct tags: " + tags);
        String tagCloud = valid.stream().flatMap(t -> t.tags.stream())
                .collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.counting()))
                .entrySet().stream()
                .map(e -> e.getKey() + "(" + e.getValue() + ")")
                .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("Tag cloud: " + tagCloud);

        // IntStream utilities
        System.out.println("range(0,5): " + IntStream.range(0, 5).boxed().collect(Collectors.toList()));
        System.out.println("rangeClosed(1,5) sum: " + IntStream.rangeClosed(1, 5).sum());
        System.out.println("range(1,5) average: " + IntStream.range(1, 5).average().getAsDouble());
        System.out.println("empty range sum: " + IntStream.range(5, 5).sum() + ", average present: " + IntStream.range(5, 5).average().isPresent());
        String pageLabels = IntStream.rangeClosed(1, paginate(valid, 1, 2).totalPages)
                .mapToObj(i -> "p" + i)
                .collect(Collectors.joining(" | "));
        System.out.println("Page labels (size 2): " + pageLabels);
        int[] amounts = valid.stream().mapToInt(Transaction::getAmount).toArray();
        System.out.println("Amounts array: " + Arrays.toString(amounts) + " net: " + Arrays.stream(amounts).sum());
        System.out.println("Max absolute amount: " + IntStream.of(amounts).map(Math::abs).max().getAsInt()
                + ", min amount: " + IntStream.of(amounts).min().getAsInt());
        List<Integer> evenIdx = IntStream.range(0, valid.size())
                .filter(i -> i % 2 == 0)
                .mapToObj(i -> valid.get(i).getAmount())
                .collect(Collectors.toList());
        System.out.println("Amounts at even positions: " + evenIdx);

        // Spending by category, ranked; skip the top one
        TreeMap<String, Integer> spend = valid.stream()
                .filter(t -> t.getAmount() < 0)
                .collect(Collectors.groupingBy(Transaction::getCategory, TreeMap::new,
                        Collectors.summingInt(t -> -t.getAmount())));
        System.out.println("Spend by category: " + spend);
        List<String> rankedAfterTop = spend.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .skip(1)
                .map(Map.Entry::getKey)
                .collect(Collectors.toList());
        System.out.println("Categories after the top spender: " + rankedAfterTop);
        Map<Boolean, Long> split = valid.stream()
                .collect(Collectors.partitioningBy(t -> t.getAmount() > 0, Collectors.counting()));
        System.out.println("Credits: " + split.get(true) + ", debits: " + split.get(false));
    }
}
