import java.util.*;
import java.util.stream.*;

public class StxLibraryCatalog {
    public static void main(String[] args) {
        List<Book> books = List.of(
            new Book("978-01", "The Silent Orbit", "Kaur", 2011, 320, List.of("scifi", "space")),
            new Book("978-02", "Gardens of Salt", "Mbeki", 1998, 280, List.of("fiction", "family")),
            new Book("978-03", "Practical Kotlin", "Novak", 2020, 410, List.of("tech", "android", "kotlin")),
            new Book("978-04", "Orbit Mechanics", "Kaur", 2015, 515, List.of("science", "space")),
            new Book("978-05", "Clean Screens", "Novak", 2018, 230, List.of("tech", "android", "design")),
            new Book("978-06", "River of Ash", "Ortiz", 2003, 365, List.of("fiction", "history")),
            new Book("978-07", "Quiet Algorithms", "Lee", 2020, 198, List.of("tech", "design")),
            new Book("978-08", "Tidewater", "Mbeki", 2009, 302, List.of("fiction"))
        );
        List<Loan> loans = List.of(
            new Loan("978-03", "m.jones", 14),
            new Loan("978-01", "a.khan", 7),
            new Loan("978-03", "r.silva", 21),
            new Loan("978-05", "m.jones", 10),
            new Loan("978-08", "t.ng", 3),
            new Loan("978-03", "a.khan", 5),
            new Loan("978-07", "r.silva", 12)
        );

        System.out.println("Catalog size: " + books.size() + ", loans: " + loans.size());

        TreeMap<String, Integer> loanDaysByIsbn = loans.stream()
            .collect(Collectors.toMap(Loan::isbn, Loan::days, Integer::sum, TreeMap::new));
        System.out.println("Loan days by ISBN: " + loanDaysByIsbn);

        TreeMap<String, String> borrowersByIsbn = loans.stream()
            .collect(Collectors.toMap(Loan::isbn, Loan::member, (a, b) -> a + "," + b, TreeMap::new));
        borrowersByIsbn.forEach((isbn, who) -> System.out.println("  " + isbn + " <- " + who));

        TreeMap<String, String> titleByIsbn = books.stream()
            .collect(Collectors.toMap(Book::isbn, Book::title, (a, b) -> a, TreeMap::new));
        System.out.println("-- Popular titles --");
        loanDaysByIsbn.entrySet().stream()
            .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(3)
            .forEach(e -> System.out.println(String.format("  %-8s %5d %s", e.getKey(), e.getValue(), titleByIsbn.get(e.getKey()))));

        List<String> allTags = books.stream()
            .flatMap(b -> b.tags().stream())
            .distinct()
            .sorted()
            .collect(Collectors.toList());
        System.out.println("All tags: " + allTags);

        TreeMap<String, Long> tagCounts = books.stream()
            .flatMap(b -> b.tags().stream())
            .collect(Collectors.groupingBy(t -> t, TreeMap::new, Collectors.counting()));
        System.out.println("Tag counts: " + tagCounts);

        TreeMap<String, List<String>> titlesByTag = books.stream()
            .flatMap(b -> b.tags().stream().map(t -> new String[]{t, b.title()}))
            .collect(Collectors.groupingBy(p -> p[0], TreeMap::new,
                Collectors.mapping(p -> p[1], Collectors.toList())));
        titlesByTag.forEach((tag, titles) -> System.out.println(String.format("  %-8s %s", tag, titles)));

        TreeMap<String, Double> avgPagesByAuthor = books.stream()
            .collect(Collectors.groupingBy(Book::author, TreeMap::new, Collectors.averagingDouble(Book::pages)));
        avgPagesByAuthor.forEach((a, p) -> System.out.println(String.format("Avg pages %-8s %.2f", a, p)));

        TreeMap<Integer, List<String>> byDecade = books.stream()
            .collect(Collectors.groupingBy(b -> b.year() / 10 * 10, TreeMap::new,
                Collectors.collectingAndThen(
                    Collectors.mapping(Book::title, Collectors.toList()),
                    l -> l.stream().sorted().collect(Collectors.toList()))));
        byDecade.forEach((decade, titles) -> System.out.println(decade + "s: " + titles));

        String shelfLabel = books.stream()
            .sorted(Comparator.comparing(Book::author).thenComparing(Book::year).thenComparing(Book::title))
            .map(b -> b.author().substring(0, 3).toUpperCase() + b.year())
            .collect(Collectors.joining(" ; ", "SHELF<", ">"));
        System.out.println(shelfLabel);

        IntSummaryStatistics pageStats = books.stream().mapToInt(Book::pages).summaryStatistics();
        System.out.println("Pages: min=" + pageStats.getMin() + ", max=" + pageStats.getMax()
            + ", sum=" + pageStats.getSum() + ", count=" + pageStats.getCount()
            + String.format(", avg=%.2f", pageStats.getAverage()));

        int totalTagChars = books.stream()
            .reduce(0, (acc, b) -> acc + b.tags().stream().mapToInt(String::length).sum(), Integer::sum);
        System.out.println("Total tag characters: " + totalTagChars);

        Optional<Book> firstAndroid = books.stream()
            .filter(b -> b.tags().contains("android"))
            .sorted(Comparator.comparingInt(Book::year))
            .findFirst();
        System.out.println("Oldest android book: " + firstAndroid.map(Book::title).orElse("-"));

        Optional<Book> poetry = books.stream().filter(b -> b.tags().contains("poetry")).findFirst();
        System.out.println("Poetry available: " + poetry.isPresent() + " -> " + poetry.map(Book::title).orElse("(none)"));

        Set<String> loaned = loans.stream().map(Loan::isbn).collect(Collectors.toCollection(TreeSet::new));
        List<String> neverLoaned = books.stream()
            .filter(b -> !loaned.contains(b.isbn()))
            .map(Book::title)
            .collect(Collectors.toList());
        System.out.println("Never loaned: " + neverLoaned);

        System.out.println("Any book over 500 pages? " + books.stream().anyMatch(b -> b.pages() > 500));
        System.out.println("All loans under 30 days? " + loans.stream().allMatch(l -> l.days() < 30));
        System.out.println("No loans by guest? " + loans.stream().noneMatch(l -> l.member().equals("guest")));

        List<String> page2 = books.stream()
            .map(Book::title)
            .sorted()
            .skip(3)
            .limit(3)
            .collect(Collectors.toList());
        System.out.println("Alphabetical page 2: " + page2);
    }
}

record Book(String isbn, String title, String author, int year, int pages, List<String> tags) {}

record Loan(String isbn, String member, int days) {}
