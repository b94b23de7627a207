import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

public class CovCopyUtil {

    public static void main(String[] args) {
        List<Payment> payments = new ArrayList<>();
        payments.add(new CardPayment("p1", 1250, "4242"));
        payments.add(new CashPayment("p2", 500));
        payments.add(new CardPayment("p3", 9900, "1881"));
        payments.add(new CashPayment("p4", 75));

        List<CardPayment> cards = new ArrayList<>();
        cards.add(new CardPayment("c1", 3000, "0001"));
        cards.add(new CardPayment("c2", 450, "0002"));

        List<Payment> ledger = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ledger.add(new CashPayment("blank" + i, 0));
        }
        PecsUtils.copy(ledger, cards);
        PecsUtils.dump("ledger after copy", ledger);

        List<Object> audit = new ArrayList<>();
        int added = PecsUtils.addAll(audit, payments);
        System.out.println("audit added: " + added);
        PecsUtils.addAll(audit, cards);
        System.out.println("audit size: " + audit.size());

        List<Payment> big = new ArrayList<>();
        int moved = PecsUtils.filterInto(big, payments, p -> p.getCents() >= 1000);
        PecsUtils.filterInto(big, cards, p -> p.getCents() >= 1000);
        System.out.println("big moved from payments: " + moved);
        PecsUtils.dump("big", big);

        Predicate<Object> notNull = o -> o != null;
        List<CardPayment> nonNullCards = new ArrayList<>();
        PecsUtils.filterInto(nonNullCards, cards, notNull);
        PecsUtils.dump("non-null cards", nonNullCards);

        List<String> ids = new ArrayList<>();
        PecsUtils.mapInto(ids, payments, Payment::getId);
        System.out.println("ids: " + ids);

        List<Object> summaries = new ArrayList<>();
        Function<Payment, String> summary = Payment::summary;
        PecsUtils.mapInto(summaries, cards, summary);
        System.out.println("summaries: " + summaries);

        long sum = PecsUtils.sumCents(payments) + PecsUtils.sumCents(cards);
        System.out.println(String.format("sum cents: %d", sum));

        List<CardPayment> singleton = new ArrayList<>();
        singleton.add(new CardPayment("s1", 1, "9999"));
        try {
            PecsUtils.copy(singleton, cards);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("copy failed: destination too small");
        }

        Payment firstBig = PecsUtils.firstMatch(payments, p -> p.getCents() > 5000);
        System.out.println("first big: " + (firstBig == null ? "none" : firstBig.summary()));
        Payment none = PecsUtils.firstMatch(cards, p -> p.getCents() > 100000);
        System.out.println("first huge: " + (none == null ? "none" : none.summary()));

        List<Payment> reversed = new ArrayList<>();
        PecsUtils.reverseInto(reversed, payments);
        PecsUtils.dump("reversed", reversed);
    }
}

final class PecsUtils {
    private PecsUtils() {
    }

    static <T> void copy(List<? super T> dst, List<? extends T> src) {
        if (dst.size() < src.size()) {
            throw new IndexOutOfBoundsException("dst too small");
        }
        for (int i = 0; i < src.size(); i++) {
            dst.set(i, src.get(i));
        }
    }

    static <T> int addAll(Collection<? super T> dst, Collection<? extends T> src) {
        int count = 0;
        for (T item : src) {
            dst.add(item);
            count++;
        }
        return count;
    }

    static <T> int filterInto(Collection<? super T> dst, Collection<? extends T> src, Predicate<? super T> keep) {
        int count = 0;
        for (T item : src) {
            if (keep.test(item)) {
                dst.add(item);
                count++;
            }
        }
        return count;
    }

    static <T, R> void mapInto(Collection<? super R> dst, Collection<? extends T> src,
            Function<? super T, ? extends R> fn) {
        for (T item : src) {
            dst.add(fn.apply(item));
        }
    }

    static <T> T firstMatch(List<? extends T> src, Predicate<? super T> test) {
        for (T item : src) {
            if (test.test(item)) {
                return item;
            }
        }
        return null;
    }

    static <T> void reverseInto(List<? super T> dst, List<? extends T> src) {
        for (int i = src.size() - 1; i >= 0; i--) {
            dst.add(src.get(i));
        }
    }

    static long sumCents(List<? extends Payment> src) {
        long total = 0;
        for (Payment p : src) {
            total += p.getCents();
        }
        return total;
    }

    static void dump(String title, List<? extends Payment> list) {
        System.out.println(title + ":");
        for (Payment p : list) {
            System.out.println("  " + p.summary());
        }
    }
}

abstract class Payment {
    private final String id;
    private final long cents;

    protected Payment(String id, long cents) {
        this.id = id;
        this.cents = cents;
    }

    String getId() {
        return id;
    }

    long getCents() {
        return cents;
    }

    abstract String method();

    String summary() {
        long rest = cents % 100;
        String fraction = rest < 10 ? "0" + rest : String.valueOf(rest);
        return String.format("%-8s %-8s %5d", id, method(), cents / 100) + "." + fraction;
    }
}

class CardPayment extends Payment {
    private final String last4;

    CardPayment(String id, long cents, String last4) {
        super(id, cents);
        this.last4 = last4;
    }

    @Override
    String method() {
        return "card";
    }

    @Override
    String summary() {
        return super.summary() + " *" + last4;
    }
}

class CashPayment extends Payment {
    CashPayment(String id, long cents) {
        super(id, cents);
    }

    @Override
    String method() {
        return "cash";
    }
}
