import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class ExcBankLedger {
    public static void main(String[] args) {
        Ledger ledger = new Ledger();
        ledger.open("ACC-1", 500);
        ledger.open("ACC-2", 120);
        ledger.open("ACC-3", 0);
        ledger.freeze("ACC-3", "compliance review");

        String[][] transfers = {
            {"ACC-1", "ACC-2", "200"},
            {"ACC-2", "ACC-1", "1000"},
            {"ACC-1", "ACC-3", "50"},
            {"ACC-9", "ACC-1", "10"},
            {"ACC-2", "ACC-2", "5"},
            {"ACC-1", "ACC-2", "-3"},
            {"ACC-2", "ACC-1", "320"},
        };
        int ok = 0;
        int failed = 0;
        for (String[] t : transfers) {
            int amount = Integer.parseInt(t[2]);
            try {
                ledger.transfer(t[0], t[1], amount);
                ok++;
                System.out.println("OK   " + t[0] + " -> " + t[1] + " : " + amount);
            } catch (InsufficientFundsException e) {
                failed++;
                System.out.println("FUNDS " + e.getAccountId() + " short by " + e.getShortfall() + " | " + e.getMessage());
            } catch (AccountFrozenException e) {
                failed++;
                System.out.println("FROZEN " + e.getAccountId() + " reason=" + e.getReason() + " | " + e.getMessage());
            } catch (AccountException e) {
                failed++;
                System.out.println("ACCOUNT " + e.getClass().getSimpleName() + " id=" + e.getAccountId() + " | " + e.getMessage());
            } catch (LedgerException e) {
                failed++;
                System.out.println("LEDGER " + e.getClass().getSimpleName() + " code=" + e.getCode() + " | " + e.getMessage());
            } catch (InvalidAmountException e) {
                failed++;
                System.out.println("AMOUNT(unchecked) " + e.getAmount() + " | " + e.getMessage());
            }
        }
        System.out.println("ok=" + ok + " failed=" + failed);
        for (Map.Entry<String, Integer> en : ledger.balances().entrySet()) {
            System.out.println(String.format("%-8s %5d", en.getKey(), en.getValue()));
        }
        System.out.println("Journal:");
        for (String line : ledger.journal()) {
            System.out.println("  " + line);
        }

        // polymorphic catch through base type
        List<LedgerException> problems = new ArrayList<>();
        problems.add(new InsufficientFundsException("ACC-X", 40));
        problems.add(new AccountFrozenException("ACC-Y", "fraud"));
        problems.add(new LedgerException("L-77", "generic ledger failure"));
        problems.add(new UnknownAccountException("ACC-Z"));
        for (LedgerException p : problems) {
            try {
                throw p;
            } catch (LedgerException caught) {
                boolean isAccount = caught instanceof AccountException;
                System.out.println(String.format("%s code=%-8s account=%s msg=%s",
                        caught.getClass().getSimpleName(), caught.getCode(), isAccount, caught.getMessage()));
            }
        }
    }
}

class LedgerException extends Exception {
    private final String code;

    LedgerException(String code, String message) {
        super(message);
        this.code = code;
    }

    LedgerException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    String getCode() {
        return code;
    }
}

class AccountException extends LedgerException {
    private final String accountId;

    AccountException(String code, String accountId, String message) {
        super(code, message);
        this.accountId = accountId;
    }

    String getAccountId() {
        return accountId;
    }
}

class InsufficientFundsException extends AccountException {
    private final int shortfall;

    InsufficientFundsException(String accountId, int shortfall) {
        super("A-100", accountId, "Insufficient funds in " + accountId + ", need " + shortfall + " more");
        this.shortfall = shortfall;
    }

    int getShortfall() {
        return shortfall;
    }
}

class AccountFrozenException extends AccountException {
    private final String reason;

    AccountFrozenException(String accountId, String reason) {
        super("A-200", accountId, "Account " + accountId + " is frozen");
        this.reason = reason;
    }

    String getReason() {
        return reason;
    }
}

class UnknownAccountException extends AccountException {
    UnknownAccountException(String accountId) {
        super("A-404", accountId, "No such account: " + accountId);
    }
}

class InvalidAmountException extends RuntimeException {
    private final int amount;

    InvalidAmountException(int amount) {
        super("Amount must be positive but was " + amount);
        this.amount = amount;
    }

    int getAmount() {
        return amount;
    }
}

class Ledger {
    private final Map<String, Integer> balances = new LinkedHashMap<>();
    private final Map<String, String> frozen = new LinkedHashMap<>();
    private final List<String> journal = new ArrayList<>();

    void open(String id, int initial) {
        balances.put(id, initial);
        journal.add("open " + id + " " + initial);
    }

    void freeze(String id, String reason) {
        frozen.put(id, reason);
        journal.add("freeze " + id);
    }

    private int balanceOf(String id) throws UnknownAccountException {
        Integer b = balances.get(id);
        if (b == null) {
            throw new UnknownAccountException(id);
        }
        return b;
    }

    void transfer(String from, String to, int amount) throws LedgerException {
        if (amount <= 0) {
            throw new InvalidAmountException(amount);
        }
        if (from.equals(to)) {
            throw new LedgerException("L-001", "Cannot transfer to same account " + from);
        }
        int fromBal = balanceOf(from);
        int toBal = balanceOf(to);
        if (frozen.containsKey(to)) {
            throw new AccountFrozenException(to, frozen.get(to));
        }
        if (fromBal < amount) {
            throw new InsufficientFundsException(from, amount - fromBal);
        }
        balances.put(from, fromBal - amount);
        balances.put(to, toBal + amount);
        journal.add("transfer " + from + "->" + to + " " + amount);
    }

    Map<String, Integer> balances() {
        return balances;
    }

    List<String> journal() {
        return journal;
    }
}
