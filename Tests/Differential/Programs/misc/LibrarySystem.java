import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class LibrarySystem {
    record Book(String isbn, String title, String author) {
    }

    static class LibraryException extends Exception {
        LibraryException(String msg) {
            super(msg);
        }
    }

    static class Member {
        final String name;
        final int limit;
        final List<Book> borrowed = new ArrayList<>();
        int fines = 0;

        Member(String name, int limit) {
            this.name = name;
            this.limit = limit;
        }
    }

    private final Map<String, Book> books = new LinkedHashMap<>();
    private final Map<String, String> loans = new TreeMap<>();
    private final Map<String, Member> members = new TreeMap<>();
    private int day = 0;
    private final Map<String, Integer> dueDay = new TreeMap<>();

    void checkout(String member, String isbn) throws LibraryException {
        Member m = members.get(member);
        Book b = books.get(isbn);
        if (m == null || b == null) {
            throw new LibraryException("unknown member or book: " + member + "/" + isbn);
        }
        if (loans.containsKey(isbn)) {
            throw new LibraryException(b.title() + " already loaned to " + loans.get(isbn));
        }
        if (m.borrowed.size() >= m.limit) {
            throw new LibraryException(member + " reached limit " + m.limit);
        }
        if (m.fines > 0) {
            throw new LibraryException(member + " owes " + m.fines);
        }
        loans.put(isbn, member);
        m.borrowed.add(b);
        dueDay.put(isbn, day + 7);
    }

    void giveBack(String isbn) {
        String who = loans.remove(isbn);
        Member m = members.get(who);
        m.borrowed.remove(books.get(isbn));
        int late = day - dueDay.remove(isbn);
        if (late > 0) {
            m.fines += late * 25;
            System.out.println("  " + who + " returned " + isbn + " " + late + " days late, fine now " + m.fines);
        }
    }

    public static void main(String[] args) {
        LibrarySystem lib = new LibrarySystem();
        lib.books.put("111", new Book("111", "Dune", "Herbert"));
        lib.books.put("222", new Book("222", "Emma", "Austen"));
        lib.books.put("333", new Book("333", "Ulysses", "Joyce"));
        lib.members.put("ann", new Member("ann", 2));
        lib.members.put("bob", new Member("bob", 1));
        String[][] actions = {{"out", "ann", "111"}, {"out", "bob", "111"}, {"out", "bob", "222"}, {"out", "bob", "333"},
            {"out", "ann", "333"}, {"day", "10"}, {"in", "111"}, {"out", "ann", "111"}, {"in", "222"}, {"out", "zed", "111"}};
        for (String[] a : actions) {
            try {
                switch (a[0]) {
                    case "out" -> {
                        lib.checkout(a[1], a[2]);
                        System.out.println(a[1] + " borrowed " + lib.books.get(a[2]).title());
                    }
                    case "in" -> lib.giveBack(a[1]);
                    case "day" -> {
                        lib.day += Integer.parseInt(a[1]);
                        System.out.println("day is now " + lib.day);
                    }
                    default -> System.out.println("?");
                }
            } catch (LibraryException e) {
                System.out.println("denied: " + e.getMessage());
            }
        }
        for (Member m : lib.members.values()) {
            System.out.println(m.name + " has " + m.borrowed + " fines " + m.fines);
        }
        System.out.println("loans " + lib.loans);
    }
}
