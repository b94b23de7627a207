// expect-exit: 1
public class UncaughtCustom {
    static class InsufficientFundsException extends RuntimeException {
        final int shortBy;

        InsufficientFundsException(int shortBy) {
            super("insufficient funds, short by " + shortBy);
            this.shortBy = shortBy;
        }
    }

    static int balance = 100;

    static void withdraw(int amount) {
        System.out.println("withdraw " + amount + " from " + balance);
        if (amount > balance) {
            throw new InsufficientFundsException(amount - balance);
        }
        balance -= amount;
    }

    public static void main(String[] args) {
        withdraw(30);
        withdraw(50);
        try {
            withdraw(500);
        } catch (InsufficientFundsException e) {
            System.out.println("handled once: " + e.getMessage() + " (" + e.shortBy + ")");
        }
        System.out.println("balance now " + balance);
        try {
            withdraw(15);
        } finally {
            System.out.println("finally runs before the escape");
        }
        withdraw(10);
        System.out.println("not reached");
    }
}
