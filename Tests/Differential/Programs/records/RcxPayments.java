import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class RcxPayments {
    public static void main(String[] args) {
        List<PaymentMethod> methods = List.of(
                new Card("4111 1111 1111 1234", "alice smith", Card.Network.VISA),
                new Card("5500-0000-0000-9876", "BOB JONES", Card.Network.MASTERCARD),
                new BankTransfer(" de89370400440532013000 ", "Carol"),
                new Wallet("dave@pay", 2500),
                Cash.INSTANCE,
                new Wallet("erin@pay", 100));

        for (PaymentMethod m : methods) {
            System.out.println(m.label() + " | " + m);
        }

        int[] amounts = {1999, 150000, 120, 250000, 3000, 150};
        System.out.println("--- fees ---");
        int totalFees = 0;
        for (int i = 0; i < methods.size(); i++) {
            PaymentMethod m = methods.get(i);
            int amount = amounts[i];
            int fee = fee(m, amount);
            totalFees += fee;
            System.out.println(String.format("%-28s amount=%5d fee=%5d", m.label(), amount, fee));
        }
        System.out.println("total fees: " + totalFees);

        System.out.println("--- authorize ---");
        List<Receipt> receipts = new ArrayList<>();
        for (int i = 0; i < methods.size(); i++) {
            Receipt r = authorize(methods.get(i), amounts[i]);
            receipts.add(r);
            System.out.println(r);
        }
        System.out.println("receipts issued: " + Receipt.issued());

        Map<Receipt.Status, List<Integer>> byStatus = new TreeMap<>();
        for (Receipt r : receipts) {
            byStatus.computeIfAbsent(r.status(), k -> new ArrayList<>()).add(r.id());
        }
        System.out.println("by status: " + byStatus);

        Map<String, Integer> byKind = new LinkedHashMap<>();
        for (PaymentMethod m : methods) {
            byKind.merge(kind(m), 1, Integer::sum);
        }
        System.out.println("by kind: " + byKind);

        Card again = new Card("4111-1111-1111-1234", "Alice Smith", Card.Network.VISA);
        System.out.println("card normalized equal: " + again.equals(methods.get(0)));
        System.out.println("methods contains cash: " + methods.contains(Cash.INSTANCE));
        System.out.println("methods contains wallet dave 2500: " + methods.contains(new Wallet("dave@pay", 2500)));
        System.out.println("wallet after spend: " + new Wallet("dave@pay", 2500).spend(700));
    }

    static String kind(PaymentMethod m) {
        if (m instanceof Card c) return "card/" + c.network().name().toLowerCase();
        if (m instanceof BankTransfer) return "bank";
        if (m instanceof Wallet) return "wallet";
        if (m instanceof Cash) return "cash";
        return "other";
    }

    static int fee(PaymentMethod m, int amount) {
        if (m instanceof Card c) {
            int bps = c.network() == Card.Network.AMEX ? 350 : Card.BASE_FEE_BPS;
            return amount * bps / 10000 + 30;
        } else if (m instanceof BankTransfer b) {
            return b.iban().startsWith("DE") ? 0 : 150;
        } else if (m instanceof Wallet w && w.balance() >= amount) {
            return 0;
        } else if (m instanceof Wallet) {
            return 99;
        }
        return 0;
    }

    static Receipt authorize(PaymentMethod m, int amount) {
        if (m instanceof Wallet w && w.balance() < amount) {
            return Receipt.of(m.label(), amount, Receipt.Status.DECLINED, "insufficient balance " + w.balance());
        }
        if (m instanceof Card c && amount > Card.LIMIT) {
            return Receipt.of(m.label(), amount, Receipt.Status.REVIEW, "over limit for " + c.holder());
        }
        if (m instanceof Cash) {
            return Receipt.of(m.label(), amount, Receipt.Status.PENDING, "collect on delivery");
        }
        return Receipt.of(m.label(), amount, Receipt.Status.APPROVED, "ok");
    }
}

sealed interface PaymentMethod permits Card, BankTransfer, Wallet, Cash {
    String label();
}

record Card(String number, String holder, Network network) implements PaymentMethod {
    enum Network { VISA, MASTERCARD, AMEX }

    static final int BASE_FEE_BPS = 290;
    static final int LIMIT = 100000;

    Card {
        number = number.replace(" ", "").replace("-", "");
        StringBuilder sb = new StringBuilder();
        for (String w : holder.trim().toLowerCase().split("\\s+")) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        holder = sb.toString();
    }

    String last4() {
        return number.substring(number.length() - 4);
    }

    @Override
    public String label() {
        return network + " ****" + last4();
    }
}

record BankTransfer(String iban, String owner) implements PaymentMethod {
    BankTransfer {
        iban = iban.trim().toUpperCase();
    }

    @Override
    public String label() {
        return "Bank " + iban.substring(0, 4) + "..." + iban.substring(iban.length() - 3);
    }
}

record Wallet(String handle, int balance) implements PaymentMethod {
    Wallet spend(int amount) {
        return new Wallet(handle, Math.max(0, balance - amount));
    }

    @Override
    public String label() {
        return "Wallet " + handle;
    }
}

final class Cash implements PaymentMethod {
    static final Cash INSTANCE = new Cash();

    private Cash() {}

    @Override
    public String label() {
        return "Cash";
    }

    @Override
    public String toString() {
        return "Cash[]";
    }
}

record Receipt(int id, String method, int amount, Status status, String note) {
    enum Status { APPROVED, PENDING, REVIEW, DECLINED }

    private static int nextId = 500;

    static Receipt of(String method, int amount, Status status, String note) {
        return new Receipt(nextId++, method, amount, status, note);
    }

    static int issued() {
        return nextId - 500;
    }
}
