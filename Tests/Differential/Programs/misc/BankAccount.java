import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class BankAccount {
    static class InsufficientFundsException extends Exception {
        InsufficientFundsException(String id, long needed, long available) {
            super("account " + id + " needs " + needed + " but has " + available);
        }
    }

    static class Account {
        private final String id;
        private long balanceCents;
        private final List<String> history = new ArrayList<>();
        private final long overdraftLimit;

        Account(String id, long initial, long overdraftLimit) {
            this.id = id;
            this.balanceCents = initial;
            this.overdraftLimit = overdraftLimit;
            history.add("open " + initial);
        }

        void deposit(long cents) {
            if (cents <= 0) {
                throw new IllegalArgumentException("deposit must be positive");
            }
            balanceCents += cents;
            history.add("deposit " + cents);
        }

        void withdraw(long cents) throws InsufficientFundsException {
            if (balanceCents + overdraftLimit < cents) {
                history.add("denied " + cents);
                throw new InsufficientFundsException(id, cents, balanceCents + overdraftLimit);
            }
            balanceCents -= cents;
            history.add("withdraw " + cents);
        }

        void applyMonthly(int ratePerMille) {
            long delta = balanceCents >= 0 ? balanceCents * ratePerMille / 1000 : -2500;
            balanceCents += delta;
            history.add((delta >= 0 ? "interest " : "fee ") + delta);
        }
    }

    static class Bank {
        private final Map<String, Account> accounts = new TreeMap<>();

        Account open(String id, long initial, long overdraft) {
            Account a = new Account(id, initial, overdraft);
            accounts.put(id, a);
            return a;
        }

        boolean transfer(String from, String to, long cents) {
            Account src = accounts.get(from);
            Account dst = accounts.get(to);
            if (src == null || dst == null) {
                System.out.println("transfer failed: unknown account " + (src == null ? from : to));
                return false;
            }
            try {
                src.withdraw(cents);
                dst.deposit(cents);
                System.out.println("transferred " + cents + " " + from + " -> " + to);
                return true;
            } catch (InsufficientFundsException e) {
                System.out.println("transfer failed: " + e.getMessage());
                return false;
            }
        }

        long total() {
            long t = 0;
            for (Account a : accounts.values()) {
                t += a.balanceCents;
            }
            return t;
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        bank.open("alice", 100_00, 0);
        bank.open("bob", 20_00, 50_00);
        bank.open("carol", 0, 0);
        System.out.println("total " + bank.total());
        bank.transfer("alice", "bob", 30_00);
        bank.transfer("bob", "carol", 90_00);
        bank.transfer("bob", "carol", 10_00);
        bank.transfer("carol", "alice", 5_00);
        bank.transfer("carol", "dave", 1);
        bank.transfer("alice", "carol", 1_000_00);
        for (Account a : bank.accounts.values()) {
            a.applyMonthly(15);
        }
        try {
            bank.accounts.get("carol").deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        for (Account a : bank.accounts.values()) {
            System.out.println(a.id + " balance " + a.balanceCents + " history " + a.history);
        }
        System.out.println("total " + bank.total());
    }
}
