import java.util.*;

public class InvLibraryLoans {
    public static void main(String[] args) {
        LibraryRepository repo = new LibraryRepository();
        LoanService service = new LoanService(repo);
        service.addListener(new LoanListener() {
            @Override
            public void onLoanEvent(LoanEvent event, Loan loan, String detail) {
                System.out.println(String.format("  <%s> %s %s", event.name(), loan.getItem().getTitle(), detail));
            }
        });

        repo.addItem(new Book("B1", "Dune", "Herbert", 412));
        repo.addItem(new Book("B2", "Neuromancer", "Gibson", 271));
        repo.addItem(new Dvd("D1", "Arrival", 116));
        repo.addItem(new Book("B3", "Hyperion", "Simmons", 482));
        repo.addItem(new Magazine("M1", "Byte Monthly", 42));
        repo.addMember(new Member("m01", "Ivy", MemberTier.STUDENT));
        repo.addMember(new Member("m02", "Jon", MemberTier.ADULT));
        repo.addMember(new Member("m03", "Kai", MemberTier.SENIOR));

        System.out.println("Catalog:");
        for (LibraryItem it : repo.items()) System.out.println("  " + it.describe());

        int day = 1;
        System.out.println("Day " + day);
        service.checkout("m01", "B1", day);
        service.checkout("m02", "D1", day);
        service.checkout("m03", "B2", day);
        service.checkout("m02", "B1", day);
        service.checkout("m01", "M1", day);
        service.checkout("m01", "B3", day);

        day = 6;
        System.out.println("Day " + day);
        service.checkin("D1", day);
        service.renew("B1", day);

        day = 20;
        System.out.println("Day " + day);
        service.checkin("M1", day);
        service.checkin("B2", day);

        day = 40;
        System.out.println("Day " + day);
        service.checkin("B1", day);
        service.checkout("m02", "B1", day);
        service.payFine("m01", 250);

        day = 95;
        System.out.println("Day " + day);
        service.checkin("B3", day);
        service.checkin("B1", day);
        service.checkin("XX", day);
        service.checkout("m01", "D1", day);
        service.checkout("m03", "D1", day);
        service.renew("D1", day + 3);
        service.renew("D1", day + 4);
        service.checkin("D1", day + 12);

        System.out.println("Balances:");
        for (Member m : repo.members()) {
            System.out.println(String.format("  %-8s %-8s owes $%.2f, loans=%d", m.getId(), m.getName(), m.getBalanceCents() / 100.0, m.getLoanCount()));
        }
        System.out.println("History:");
        for (Loan l : repo.history()) System.out.println("  " + l);
        System.out.println("Most borrowed: " + service.mostBorrowed());
    }
}

enum MemberTier {
    STUDENT(14, 3, 15), ADULT(21, 5, 25), SENIOR(28, 5, 10);
    final int loanDays, maxLoans, finePerDayCents;
    MemberTier(int d, int m, int f) { loanDays = d; maxLoans = m; finePerDayCents = f; }
}

enum LoanEvent { CHECKED_OUT, RETURNED, RENEWED, OVERDUE, DENIED }

interface LoanListener {
    void onLoanEvent(LoanEvent event, Loan loan, String detail);
}

abstract class LibraryItem {
    public static final int MAX_FINE_CENTS = 1000;
    private final String id;
    private final String title;
    private boolean available = true;
    private int timesBorrowed;
    protected LibraryItem(String id, String title) { this.id = id; this.title = title; }
    public String getId() { return id; }
    public String getTitle() { return title; }
    public boolean isAvailable() { return available; }
    public void setAvailable(boolean a) { available = a; }
    public int getTimesBorrowed() { return timesBorrowed; }
    public void incrementBorrowed() { timesBorrowed++; }
    public abstract int loanDaysFor(MemberTier tier);
    public abstract int fineMultiplier();
    public abstract String describe();
}

class Book extends LibraryItem {
    private final String author;
    private final int pages;
    Book(String id, String title, String author, int pages) { super(id, title); this.author = author; this.pages = pages; }
    public int loanDaysFor(MemberTier tier) { return tier.loanDays; }
    public int fineMultiplier() { return 1; }
    public String describe() { return getId() + " Book '" + getTitle() + "' by " + author + ", " + pages + "p"; }
}

class Dvd extends LibraryItem {
    private final int minutes;
    Dvd(String id, String title, int minutes) { super(id, title); this.minutes = minutes; }
    public int loanDaysFor(MemberTier tier) { return 7; }
    public int fineMultiplier() { return 4; }
    public String describe() { return getId() + " DVD '" + getTitle() + "' " + (minutes / 60) + "h" + (minutes % 60) + "m"; }
}

class Magazine extends LibraryItem {
    private final int issue;
    Magazine(String id, String title, int issue) { super(id, title); this.issue = issue; }
    public int loanDaysFor(MemberTier tier) { return Math.min(7, tier.loanDays); }
    public int fineMultiplier() { return 2; }
    public String describe() { return getId() + " Magazine '" + getTitle() + "' #" + issue; }
}

class Member {
    private final String id;
    private final String name;
    private final MemberTier tier;
    private long balanceCents;
    private int loanCount;
    Member(String id, String name, MemberTier tier) { this.id = id; this.name = name; this.tier = tier; }
    public String getId() { return id; }
    public String getName() { return name; }
    public MemberTier getTier() { return tier; }
    public long getBalanceCents() { return balanceCents; }
    public void setBalanceCents(long b) { balanceCents = b; }
    public int getLoanCount() { return loanCount; }
    public void setLoanCount(int c) { loanCount = c; }
}

class Loan {
    private final Member member;
    private final LibraryItem item;
    private final int startDay;
    private int dueDay;
    private int returnDay = -1;
    private int renewals;
    private long fineCents;
    Loan(Member m, LibraryItem i, int start, int due) { member = m; item = i; startDay = start; dueDay = due; }
    public Member getMember() { return member; }
    public LibraryItem getItem() { return item; }
    public int getDueDay() { return dueDay; }
    public void setDueDay(int d) { dueDay = d; }
    public int getReturnDay() { return returnDay; }
    public void setReturnDay(int d) { returnDay = d; }
    public int getRenewals() { return renewals; }
    public void incRenewals() { renewals++; }
    public long getFineCents() { return fineCents; }
    public void setFineCents(long f) { fineCents = f; }
    public boolean isOpen() { return returnDay < 0; }
    @Override
    public String toString() {
        return member.getName() + "/" + item.getId() + " day " + startDay + "-" + (isOpen() ? "open" : String.valueOf(returnDay))
                + " due " + dueDay + (renewals > 0 ? " renewed x" + renewals : "") + (fineCents > 0 ? " fine " + fineCents + "c" : "");
    }
}

class LibraryRepository {
    private final LinkedHashMap<String, LibraryItem> items = new LinkedHashMap<>();
    private final TreeMap<String, Member> members = new TreeMap<>();
    private final ArrayList<Loan> loans = new ArrayList<>();
    public void addItem(LibraryItem i) { items.put(i.getId(), i); }
    public void addMember(Member m) { members.put(m.getId(), m); }
    public LibraryItem item(String id) { return items.get(id); }
    public Member member(String id) { return members.get(id); }
    public Collection<LibraryItem> items() { return items.values(); }
    public Collection<Member> members() { return members.values(); }
    public List<Loan> history() { return loans; }
    public void addLoan(Loan l) { loans.add(l); }
    public Loan openLoanFor(String itemId) {
        for (int i = loans.size() - 1; i >= 0; i--) {
            Loan l = loans.get(i);
            if (l.isOpen() && l.getItem().getId().equals(itemId)) return l;
        }
        return null;
    }
}

class LoanService {
    private static final int MAX_RENEWALS = 1;
    private static final long BLOCKING_BALANCE_CENTS = 500;
    private final LibraryRepository repo;
    private final List<LoanListener> listeners = new ArrayList<>();
    LoanService(LibraryRepository repo) { this.repo = repo; }
    public void addListener(LoanListener l) { listeners.add(l); }
    private void fire(LoanEvent e, Loan l, String d) { for (LoanListener x : listeners) x.onLoanEvent(e, l, d); }

    public void checkout(String memberId, String itemId, int day) {
        Member m = repo.member(memberId);
        LibraryItem it = repo.item(itemId);
        if (m == null || it == null) { System.out.println("  invalid checkout " + memberId + "/" + itemId); return; }
        Loan attempt = new Loan(m, it, day, day + it.loanDaysFor(m.getTier()));
        if (!it.isAvailable()) { fire(LoanEvent.DENIED, attempt, "already on loan (requested by " + m.getName() + ")"); return; }
        if (m.getLoanCount() >= m.getTier().maxLoans) { fire(LoanEvent.DENIED, attempt, "limit reached"); return; }
        if (m.getBalanceCents() >= BLOCKING_BALANCE_CENTS) { fire(LoanEvent.DENIED, attempt, "unpaid fines for " + m.getName()); return; }
        it.setAvailable(false);
        it.incrementBorrowed();
        m.setLoanCount(m.getLoanCount() + 1);
        repo.addLoan(attempt);
        fire(LoanEvent.CHECKED_OUT, attempt, "to " + m.getName() + ", due day " + attempt.getDueDay());
    }

    public void renew(String itemId, int day) {
        Loan l = repo.openLoanFor(itemId);
        if (l == null) return;
        if (l.getRenewals() >= MAX_RENEWALS || day > l.getDueDay()) { fire(LoanEvent.DENIED, l, "renewal refused"); return; }
        l.incRenewals();
        l.setDueDay(l.getDueDay() + l.getItem().loanDaysFor(l.getMember().getTier()));
        fire(LoanEvent.RENEWED, l, "new due day " + l.getDueDay());
    }

    public void checkin(String itemId, int day) {
        Loan l = repo.openLoanFor(itemId);
        if (l == null) { System.out.println("  no open loan for " + itemId); return; }
        l.setReturnDay(day);
        l.getItem().setAvailable(true);
        Member m = l.getMember();
        m.setLoanCount(m.getLoanCount() - 1);
        int late = day - l.getDueDay();
        if (late > 0) {
            long fine = (long) late * m.getTier().finePerDayCents * l.getItem().fineMultiplier();
            fine = Math.min(fine, LibraryItem.MAX_FINE_CENTS);
            l.setFineCents(fine);
            m.setBalanceCents(m.getBalanceCents() + fine);
            fire(LoanEvent.OVERDUE, l, late + " days late, fine " + fine + "c");
        }
        fire(LoanEvent.RETURNED, l, "by " + m.getName() + " on day " + day);
    }

    public void payFine(String memberId, long cents) {
        Member m = repo.member(memberId);
        long paid = Math.min(cents, m.getBalanceCents());
        m.setBalanceCents(m.getBalanceCents() - paid);
        System.out.println("  " + m.getName() + " paid " + paid + "c, remaining " + m.getBalanceCents() + "c");
    }

    public String mostBorrowed() {
        LibraryItem best = null;
        for (LibraryItem it : repo.items()) {
            if (best == null || it.getTimesBorrowed() > best.getTimesBorrowed()) best = it;
        }
        return best == null ? "none" : best.getTitle() + " (" + best.getTimesBorrowed() + ")";
    }
}
