import java.util.*;
import java.util.function.*;

public class MixLibraryLoans {
    static final int FICTION = 10;
    static final int SCIENCE = 20;
    static final int HISTORY = 30;

    static class LoanException extends Exception {
        LoanException(String m) { super(m); }
    }

    interface FeePolicy { int fee(int daysLate); }

    static abstract class Ledger {
        protected final FeePolicy policy;
        protected final String name;
        Ledger(String name, FeePolicy policy) { this.name = name; this.policy = policy; }
        abstract String kind();
    }

    static class BranchLedger extends Ledger {
        BranchLedger(String name) {
            super(name, new FeePolicy() {
                @Override
                public int fee(int daysLate) { return daysLate <= 0 ? 0 : 25 + daysLate * 10; }
            });
        }
        String kind() { return "branch"; }
    }

    static class KioskLedger extends Ledger {
        final int cap;
        KioskLedger(String name, int cap) {
            super(name, d -> Math.min(d * 15, cap));
            this.cap = cap;
        }
        KioskLedger(String name) { this(name, 200); }
        String kind() { return "kiosk(cap " + cap + ")"; }
    }

    static class Book {
        final String title; final int shelf; int loans;
        Book(String title, int shelf) { this.title = title; this.shelf = shelf; }
        public String toString() { return title; }
    }

    static class Catalog<T> {
        private final List<T> entries = new ArrayList<>();
        void add(T t) { entries.add(t); }
        <T> List<T> project(Function<Object, T> f) {
            List<T> out = new ArrayList<>();
            for (Object o : entries) out.add(f.apply(o));
            return out;
        }
        int size() { return entries.size(); }
    }

    static <T> List<String> tagged(List<T> values, Function<T, String> tagger) {
        class Entry {
            final T value; final String tag;
            Entry(T value) { this.value = value; this.tag = tagger.apply(value); }
            String render() { return tag + "=" + value; }
        }
        List<String> out = new ArrayList<>();
        for (T v : values) out.add(new Entry(v).render());
        return out;
    }

    static String section(int shelf) throws LoanException {
        switch (shelf) {
            case FICTION: return "Fiction";
            case SCIENCE: return "Science";
            case HISTORY: return "History";
            default: throw new LoanException("unknown shelf " + shelf);
        }
    }

    static int daysLate(String title) throws LoanException {
        if (title.isEmpty()) throw new LoanException("empty title");
        return title.length() - 6;
    }

    public static void main(String[] args) {
        List<Ledger> ledgers = List.of(new BranchLedger("Central"), new KioskLedger("Mall"), new KioskLedger("Airport", 60));
        Book[] books = {
            new Book("Dune", FICTION), new Book("Cosmos", SCIENCE), new Book("SPQR Rome", HISTORY),
            new Book("Foundation", FICTION), new Book("Odd", 99), new Book("Brief History", SCIENCE)
        };

        for (Ledger l : ledgers) {
            StringBuilder sb = new StringBuilder(l.name).append(" [").append(l.kind()).append("]:");
            for (Book b : books) {
                try {
                    int late = daysLate(b.title);
                    sb.append(' ').append(l.policy.fee(late));
                } catch (LoanException e) {
                    sb.append(" ERR");
                }
            }
            System.out.println(sb);
        }

        for (int i = 0; i < books.length; i++) {
            String line;
            try {
                line = books[i] + " -> " + switch (books[i].shelf / 10) {
                    case 1 -> section(books[i].shelf).toLowerCase();
                    case 2, 3 -> {
                        String s = section(books[i].shelf);
                        yield s.substring(0, 3);
                    }
                    default -> throw new LoanException("shelf " + books[i].shelf + " unmapped");
                };
            } catch (LoanException e) {
                line = books[i] + " -> error: " + e.getMessage();
            }
            System.out.println(line);
        }

        int[] shelfLoans = new int[4];
        String[] requests = {"Dune", "Cosmos", "Dune", "Foundation", "Missing", "Dune", "SPQR Rome"};
        Map<String, Book> index = new TreeMap<>();
        for (Book b : books) index.put(b.title, b);
        for (String r : requests) {
            Object found = index.containsKey(r) ? index.get(r) : r;
            if (found instanceof Book b && b.shelf < 99) {
                b.loans += 1;
                shelfLoans[b.shelf / 10] += 1;
            } else {
                System.out.println("request not filled: " + found);
            }
        }
        System.out.println("shelfLoans=" + Arrays.toString(shelfLoans));

        List<Book> popular = new ArrayList<>(Arrays.asList(books));
        popular.sort(Comparator.comparingInt((Book b) -> b.loans).reversed().thenComparing(b -> b.title));
        System.out.println("popular=" + popular);

        Catalog<Book> cat = new Catalog<>();
        for (Book b : books) cat.add(b);
        List<Integer> lens = cat.project(o -> o instanceof Book bk ? bk.title.length() : -1);
        List<String> caps = cat.<String>project(o -> o.toString().toUpperCase());
        System.out.println("lens=" + lens + " caps=" + caps.subList(0, 3));

        System.out.println(tagged(List.of(3, 14, 159), n -> n % 2 == 0 ? "even" : "odd"));
        System.out.println(tagged(Arrays.asList(books).subList(0, 2), b -> b.title.substring(0, 1)));

        boolean strict = cat.size() > 5;
        List<String> warnings = strict ? new ArrayList<>() : Collections.emptyList();
        if (strict) warnings.add("strict mode on");
        System.out.println("warnings=" + warnings);

        Supplier<StringBuffer> sbMaker = StringBuffer::new;
        StringBuffer receipt = sbMaker.get();
        final String dash = "-";
        receipt.append(dash.repeat(3)).append("receipt").append(dash.repeat(dash.length() * 3));
        System.out.println(receipt);

        char[] initials = new char[books.length];
        for (int i = 0; i < books.length; i++) initials[i] = books[i].title.charAt(0);
        initials[4] += 2;
        String ini = String.valueOf(initials);
        System.out.println("initials=" + ini + " upper=" + ini.chars().filter(Character::isUpperCase).count());

        Iterator<Object> it = new ArrayList<Object>(List.of(books[0], books[1], "stop", books[2])).iterator();
        Object cur;
        int walked = 0;
        while (it.hasNext() && (cur = it.next()) instanceof Book bb) {
            walked += bb.loans;
        }
        System.out.println("walked loans=" + walked);

        try {
            Object o = "text";
            Integer n = (Integer) o;
            System.out.println(n);
        } catch (ClassCastException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
        System.out.println(String.join(" / ", index.keySet()));
    }
}
