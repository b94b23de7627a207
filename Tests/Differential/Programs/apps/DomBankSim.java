import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import java.util.TreeMap;

public class DomBankSim {
    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        long frac = abs % 100;
        return sign + "$" + (abs / 100) + "." + (frac < 10 ? "0" : "") + frac;
    }

    public static void main(String[] args) {
        Bank bank = new Bank("First Deterministic");
        Customer alice = new Customer("Alice", "C-100");
        Customer bob = new Customer("Bob", "C-200");
        Customer aliceAgain = new Customer("Alice", "C-100");
        System.out.println("same customer key: " + alice.equals(aliceAgain));

        Account a1 = bank.open(new CheckingAccount(alice, 150_00L, 5_00L));
        Account a2 = bank.open(new SavingsAccount(alice, 2_500_00L, 325));
        Account a3 = bank.open(new CreditLineAccount(bob, 0L, 1_000_00L, 1899));
        Account a4 = bank.open(new SavingsAccount(bob, 40_00L, 150));

        System.out.println("Opened accounts:");
        for (Account a : bank.accounts()) System.out.println("  " + a);

        String[][] ops = {
            {"1", "dep", "1", "20000"},
            {"1", "wd", "3", "45050"},
            {"1", "xfer", "2", "1", "75000"},
            {"2", "wd", "1", "99999"},
            {"2", "wd", "4", "1500"},
            {"2", "wd", "4", "5000"},
            {"3", "dep", "3", "10000"},
            {"3", "xfer", "1", "4", "3333"},
            {"4", "wd", "3", "90000"},
            {"4", "wd", "3", "90000"},
        };
        int opIndex = 0;
        for (int month = 1; month <= 4; month++) {
            System.out.println("=== Month " + month + " ===");
            while (opIndex < ops.length && Integer.parseInt(ops[opIndex][0]) == month) {
                String[] op = ops[opIndex++];
                String result;
                try {
                    switch (op[1]) {
                        case "dep":
                            bank.find(Integer.parseInt(op[2])).deposit(Long.parseLong(op[3]));
                            result = "ok";
                            break;
                        case "wd":
                            bank.find(Integer.parseInt(op[2])).withdraw(Long.parseLong(op[3]));
                            result = "ok";
                            break;
                        case "xfer":
                            bank.transfer(Integer.parseInt(op[2]), Integer.parseInt(op[3]), Long.parseLong(op[4]));
                            result = "ok";
                            break;
                        default:
                            result = "unknown";
                    }
                } catch (InsufficientFundsException e) {
                    result = "DENIED: " + e.getMessage();
                }
                System.out.println("  " + String.join(" ", op) + " -> " + result);
            }
            bank.monthEnd();
            for (Account a : bank.accounts()) System.out.println("  " + a);
        }
        System.out.println("Totals per customer:");
        for (Map.Entry<String, Long> e : bank.totalsByCustomer().entrySet()) {
            System.out.println(String.format("  %-8s %s", e.getKey(), money(e.getValue())));
        }
        System.out.println("Fees collected: " + money(bank.getFeesCollected()));
        System.out.println("Accounts ever opened: " + Account.getOpenedCount());
    }
}

class InsufficientFundsException extends Exception {
    InsufficientFundsException(String msg) { super(msg); }
}

final class Customer {
    private final String name;
    private final String code;
    Customer(String name, String code) { this.name = name; this.code = code; }
    String getName() { return name; }
    @Override public boolean equals(Object o) {
        if (!(o instanceof Customer)) return false;
        Customer c = (Customer) o;
        return name.equals(c.name) && code.equals(c.code);
    }
    @Override public int hashCode() { return name.hashCode() * 17 + code.hashCode(); }
    @Override public String toString() { return name + "(" + code + ")"; }
}

interface MonthlyProcessable {
    long processMonth();
}

abstract class Account implements MonthlyProcessable {
    private static int nextNumber = 1;
    protected final int number;
    protected final Customer owner;
    protected long balance;
    protected int transactions;

    protected Account(Customer owner, long opening) {
        this.number = nextNumber++;
        this.owner = owner;
        this.balance = opening;
    }
    static int getOpenedCount() { return nextNumber - 1; }
    int getNumber() { return number; }
    Customer getOwner() { return owner; }
    long getBalance() { return balance; }

    void deposit(long cents) {
        balance += cents;
        transactions++;
    }
    void withdraw(long cents) throws InsufficientFundsException {
        if (cents > available()) {
            throw new InsufficientFundsException("acct " + number + " needs " + DomBankSim.money(cents) + " has " + DomBankSim.money(available()));
        }
        balance -= cents;
        transactions++;
    }
    protected long available() { return balance; }
    abstract String typeName();

    @Override public String toString() {
        return String.format("#%05d %-8s %s bal=%s tx=%d", number, typeName(), owner, DomBankSim.money(balance), transactions);
    }
}

class CheckingAccount extends Account {
    private final long monthlyFee;
    CheckingAccount(Customer owner, long opening, long monthlyFee) {
        super(owner, opening);
        this.monthlyFee = monthlyFee;
    }
    @Override String typeName() { return "Checking"; }
    @Override public long processMonth() {
        long fee = balance >= 1_000_00L ? 0 : monthlyFee;
        if (transactions > 3) fee += (transactions - 3) * 50L;
        balance -= fee;
        transactions = 0;
        return fee;
    }
}

class SavingsAccount extends Account {
    private final int basisPoints;
    private int withdrawalsThisMonth = 0;
    SavingsAccount(Customer owner, long opening, int basisPoints) {
        super(owner, opening);
        this.basisPoints = basisPoints;
    }
    @Override String typeName() { return "Savings"; }
    @Override void withdraw(long cents) throws InsufficientFundsException {
        if (withdrawalsThisMonth >= 2) throw new InsufficientFundsException("acct " + number + " withdrawal limit reached");
        super.withdraw(cents);
        withdrawalsThisMonth++;
    }
    @Override public long processMonth() {
        long interest = balance * basisPoints / 10000 / 12;
        balance += interest;
        System.out.println("    savings #" + number + " interest " + DomBankSim.money(interest));
        withdrawalsThisMonth = 0;
        transactions = 0;
        return 0;
    }
}

class CreditLineAccount extends Account {
    private final long limit;
    private final int aprBasisPoints;
    CreditLineAccount(Customer owner, long opening, long limit, int aprBasisPoints) {
        super(owner, opening);
        this.limit = limit;
        this.aprBasisPoints = aprBasisPoints;
    }
    @Override String typeName() { return "Credit"; }
    @Override protected long available() { return balance + limit; }
    @Override public long processMonth() {
        long fee = 0;
        if (balance < 0) {
            long interest = (-balance) * aprBasisPoints / 10000 / 12;
            balance -= interest;
            fee = interest;
            System.out.println("    credit #" + number + " charged interest " + DomBankSim.money(interest));
        }
        transactions = 0;
        return fee;
    }
    @Override public String toString() { return super.toString() + " limit=" + DomBankSim.money(limit); }
}

class Bank {
    private final String name;
    private final TreeMap<Integer, Account> byNumber = new TreeMap<>();
    private final Map<Customer, List<Account>> byCustomer = new HashMap<>();
    private final List<Customer> customerOrder = new ArrayList<>();
    private long feesCollected = 0;

    Bank(String name) { this.name = name; System.out.println("Bank " + name + " ready"); }

    Account open(Account a) {
        byNumber.put(a.getNumber(), a);
        if (!byCustomer.containsKey(a.getOwner())) customerOrder.add(a.getOwner());
        byCustomer.computeIfAbsent(a.getOwner(), k -> new ArrayList<>()).add(a);
        return a;
    }
    Account find(int number) { return byNumber.get(number); }
    Iterable<Account> accounts() { return byNumber.values(); }

    void transfer(int from, int to, long cents) throws InsufficientFundsException {
        find(from).withdraw(cents);
        find(to).deposit(cents);
    }

    void monthEnd() {
        for (Account a : byNumber.values()) {
            MonthlyProcessable p = a;
            feesCollected += p.processMonth();
        }
    }
    long getFeesCollected() { return feesCollected; }

    Map<String, Long> totalsByCustomer() {
        Map<String, Long> out = new TreeMap<>();
        for (Customer c : customerOrder) {
            long sum = 0;
            for (Account a : byCustomer.get(c)) sum += a.getBalance();
            out.put(c.toString(), sum);
        }
        return out;
    }
}
