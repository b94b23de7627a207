import java.util.ArrayList;
import java.util.List;

public class CustomCheckedException {
    static int withdraw(Account acct, int amount) throws InsufficientFundsException {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive: " + amount);
        }
        if (amount > acct.balance) {
            throw new InsufficientFundsException(acct.id, amount - acct.balance);
        }
        acct.balance -= amount;
        return acct.balance;
    }

    public static void main(String[] args) {
        Account acct = new Account("ACC-1", 100);
        int[] requests = {30, 50, 40, -5, 20};
        List<String> log = new ArrayList<>();
        for (int r : requests) {
            try {
                int left = withdraw(acct, r);
                log.add("ok " + r);
                System.out.println("withdrew " + r + ", balance " + left);
            } catch (InsufficientFundsException e) {
                log.add("short " + e.getShortfall());
                System.out.println("caught checked: " + e.getMessage() + " | shortfall=" + e.getShortfall());
                System.out.println("  toString=" + e);
                System.out.println("  is Exception=" + (e instanceof Exception) + " is RuntimeException=" + (((Object) e) instanceof RuntimeException));
            } catch (IllegalArgumentException e) {
                log.add("bad");
                System.out.println("caught unchecked: " + e);
            } finally {
                System.out.println("  finally after request " + r);
            }
        }
        System.out.println("log=" + log);
        try {
            throw new ValidationException();
        } catch (ValidationException e) {
            System.out.println("no-arg exception message=" + e.getMessage() + " toString=" + e);
        }
        try {
            validateAll(List.of("ok", "", "fine", ""));
        } catch (ValidationException e) {
            System.out.println("validateAll: " + e.getMessage());
        }
    }

    static void validateAll(List<String> values) throws ValidationException {
        int blanks = 0;
        for (String v : values) {
            if (v.isEmpty()) blanks++;
        }
        if (blanks > 0) throw new ValidationException(blanks + " blank value(s)");
    }
}

class Account {
    final String id;
    int balance;
    Account(String id, int balance) {
        this.id = id;
        this.balance = balance;
    }
}

class InsufficientFundsException extends Exception {
    private final int shortfall;
    InsufficientFundsException(String account, int shortfall) {
        super("account " + account + " is short by " + shortfall);
        this.shortfall = shortfall;
    }
    int getShortfall() { return shortfall; }
}

class ValidationException extends Exception {
    ValidationException() { super(); }
    ValidationException(String message) { super(message); }
}
