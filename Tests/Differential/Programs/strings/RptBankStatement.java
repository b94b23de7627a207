import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

public class RptBankStatement {
    static String amount(long cents) {
        long a = Math.abs(cents);
        return String.format("%s%,d.%02d", cents < 0 ? "-" : "", a / 100, a % 100);
    }

    static String maskAccount(String acct) {
        int keep = 4;
        return "*".repeat(acct.length() - keep) + acct.substring(acct.length() - keep);
    }

    public static void main(String[] args) {
        List<Txn> txns = new ArrayList<>();
        txns.add(new Txn("03-01", "PAYROLL ACME CORP", 325000, "INCOME"));
        txns.add(new Txn("03-02", "RENT TRANSFER TO LANDLORD PROPERTY MGMT", -145000, "HOUSING"));
        txns.add(new Txn("03-04", "COFFEE HOUSE", -475, "FOOD"));
        txns.add(new Txn("03-07", "GROCERY OUTLET", -8733, "FOOD"));
        txns.add(new Txn("03-09", "ATM WITHDRAWAL", -20000, "CASH"));
        txns.add(new Txn("03-12", "REFUND ONLINE STORE", 2599, "SHOPPING"));
        txns.add(new Txn("03-15", "ELECTRIC UTILITY CO", -9412, "HOUSING"));
        txns.add(new Txn("03-18", "ONLINE STORE", -15999, "SHOPPING"));
        txns.add(new Txn("03-22", "INTEREST", 37, "INCOME"));
        txns.add(new Txn("03-28", "CAR LOAN PAYMENT", -180000, "LOAN"));
        txns.add(new Txn("03-30", "MONTHLY FEE", -500, "FEES"));

        long opening = 52010;
        String acct = "004512339876";
        System.out.println("FIRST COMMUNITY BANK - STATEMENT OF ACCOUNT");
        System.out.printf("Account: %s   Branch: %04d   Sort code: %o%n", maskAccount(acct), 17, 511);
        System.out.println("=".repeat(76));
        System.out.printf("%-6s %-28s %12s %12s %14s%n", "Date", "Description", "Debit", "Credit", "Balance");
        System.out.println("-".repeat(76));
        System.out.printf("%-6s %-28s %12s %12s %14s%n", "03-01", "OPENING BALANCE", "", "", amount(opening));

        long balance = opening;
        long debits = 0;
        long credits = 0;
        int overdraftDays = 0;
        Map<String, Long> byCategory = new TreeMap<>();
        StringJoiner flagged = new StringJoiner("; ", "Overdrawn after: ", ".");
        flagged.setEmptyValue("Account never overdrawn.");
        for (Txn t : txns) {
            balance += t.cents;
            if (t.cents < 0) debits -= t.cents;
            else credits += t.cents;
            byCategory.merge(t.category, t.cents, Long::sum);
            String debit = t.cents < 0 ? amount(-t.cents) : "";
            String credit = t.cents >= 0 ? amount(t.cents) : "";
            String flag = balance < 0 ? " OD" : "";
            if (balance < 0) {
                overdraftDays++;
                flagged.add(t.date + " " + t.description.substring(0, Math.min(10, t.description.length())).trim());
            }
            System.out.printf("%-6s %-28.28s %12s %12s %14s%s%n", t.date, t.description, debit, credit, amount(balance), flag);
        }
        System.out.println("-".repeat(76));
        System.out.printf("%-35s %12s %12s %14s%n", "TOTALS", amount(debits), amount(credits), amount(balance));
        System.out.println("=".repeat(76));

        long check = opening + credits - debits;
        System.out.printf("Reconciled: %b (difference %+d)%n", check == balance, check - balance);
        System.out.printf("Closing balance: %d.%02d %s%n", Math.abs(balance) / 100, Math.abs(balance) % 100,
                balance < 0 ? "DR" : "CR");
        System.out.println(flagged);
        System.out.printf("Overdraft entries: %d, fee at %d%% APR%n", overdraftDays, 18);
        System.out.println();
        System.out.println("Summary by category:");
        for (Map.Entry<String, Long> e : byCategory.entrySet()) {
            long v = e.getValue();
            int stars = (int) Math.min(30, Math.abs(v) / 10000);
            System.out.printf("  %-10s %13s %c [%-30s]%n", e.getKey(), amount(v), v < 0 ? '-' : '+', "|".repeat(stars));
        }
        double avgDebit = debits / 100.0 / 7;
        System.out.printf("Average debit: %10.3f | Batch ref: %X%n", avgDebit, txns.size() * 4099);
        System.out.println(String.format("Statement %1$s/%2$s - page %3$d of %3$d", "2024", "03", 1));
    }
}

class Txn {
    final String date;
    final String description;
    final long cents;
    final String category;

    Txn(String date, String description, long cents, String category) {
        this.date = date;
        this.description = description;
        this.cents = cents;
        this.category = category;
    }
}
