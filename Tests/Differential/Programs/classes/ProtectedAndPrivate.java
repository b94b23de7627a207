public class ProtectedAndPrivate {
    static class Account {
        private int balance;
        protected final String owner;
        private int ops = 0;

        Account(String owner, int initial) {
            this.owner = owner;
            this.balance = initial;
        }

        protected void adjust(int delta) {
            ops++;
            balance += delta;
        }

        private String secret() {
            return "secret of " + owner;
        }

        String revealVia(Account other) {
            return other.secret() + " (balance " + other.balance + ")";
        }

        int getBalance() {
            return balance;
        }

        int getOps() {
            return ops;
        }
    }

    static class Savings extends Account {
        private final int ratePercent;

        Savings(String owner, int initial, int ratePercent) {
            super(owner, initial);
            this.ratePercent = ratePercent;
        }

        void addInterest() {
            adjust(getBalance() * ratePercent / 100);
        }

        @Override
        protected void adjust(int delta) {
            System.out.println("  savings adjust " + delta + " for " + owner);
            super.adjust(delta);
        }
    }

    public static void main(String[] args) {
        Savings s = new Savings("ann", 1000, 5);
        for (int year = 1; year <= 3; year++) {
            s.addInterest();
            System.out.println("year " + year + ": " + s.getBalance());
        }
        Account a = new Account("bob", 50);
        System.out.println(a.revealVia(s));
        System.out.println(s.revealVia(a));
        a.adjust(-20);
        System.out.println("bob " + a.getBalance() + " ops " + a.getOps() + "; ann ops " + s.getOps());
        ProtectedAndPrivate outer = new ProtectedAndPrivate();
        System.out.println(outer.hidden + " " + outer.peek(s));
    }

    private int hidden = 7;

    private String peek(Account acc) {
        return "outer can read nested private: " + acc.balance;
    }
}
