import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GameAtm {
    enum State { IDLE, CARD_INSERTED, AUTHENTICATED, LOCKED, OUT_OF_SERVICE }

    static final class Account {
        final int number;
        final String owner;
        final int pin;
        long balanceCents;
        int failedPins;
        boolean blocked;
        final List<String> history = new ArrayList<>();

        Account(int number, String owner, int pin, long balanceCents) {
            this.number = number;
            this.owner = owner;
            this.pin = pin;
            this.balanceCents = balanceCents;
        }

        @Override
        public String toString() {
            return "Account#" + number + "(" + owner + ", " + money(balanceCents)
                + (blocked ? ", BLOCKED" : "") + ")";
        }
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        long frac = abs % 100;
        return sign + "$" + (abs / 100) + "." + (frac < 10 ? "0" : "") + frac;
    }

    static String pad(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) sb.append(' ');
        return sb.toString();
    }

    static final Map<Integer, Account> accounts = new TreeMap<>();
    static State state = State.IDLE;
    static Account current = null;
    static long cashInMachine = 50000; // cents
    static int dailyWithdrawn = 0;

    static String handle(String line) {
        String[] parts = line.split(" ");
        String cmd = parts[0];
        long arg = parts.length > 1 ? Long.parseLong(parts[1]) : 0;
        switch (state) {
            case OUT_OF_SERVICE:
                if (cmd.equals("REFILL")) {
                    cashInMachine += arg;
                    state = State.IDLE;
                    return "machine refilled, cash " + money(cashInMachine);
                }
                return "out of service";
            case IDLE:
                if (cmd.equals("INSERT")) {
                    Account a = accounts.get((int) arg);
                    if (a == null) return "unknown card " + arg;
                    if (a.blocked) return "card " + arg + " is blocked, retained";
                    current = a;
                    state = State.CARD_INSERTED;
                    dailyWithdrawn = 0;
                    return "card accepted for " + a.owner;
                }
                if (cmd.equals("REFILL")) {
                    cashInMachine += arg;
                    return "machine refilled, cash " + money(cashInMachine);
                }
                return "please insert card";
            case CARD_INSERTED:
                if (cmd.equals("PIN")) {
                    if (arg == current.pin) {
                        current.failedPins = 0;
                        state = State.AUTHENTICATED;
                        return "pin ok";
                    }
                    current.failedPins++;
                    if (current.failedPins >= 3) {
                        current.blocked = true;
                        state = State.LOCKED;
                        return "wrong pin, card blocked";
                    }
                    return "wrong pin (" + (3 - current.failedPins) + " tries left)";
                }
                if (cmd.equals("EJECT")) {
                    return eject();
                }
                return "enter pin first";
            case AUTHENTICATED:
                return authenticated(cmd, arg);
            case LOCKED:
                if (cmd.equals("EJECT")) {
                    current = null;
                    state = State.IDLE;
                    return "card retained by machine";
                }
                return "machine locked, press EJECT";
            default:
                return "invalid state";
        }
    }

    static String eject() {
        String who = current.owner;
        current = null;
        state = State.IDLE;
        return "card ejected, goodbye " + who;
    }

    static String authenticated(String cmd, long arg) {
        switch (cmd) {
            case "BALANCE":
                return "balance " + money(current.balanceCents);
            case "DEPOSIT": {
                if (arg <= 0) return "invalid amount";
                current.balanceCents += arg;
                current.history.add("+" + money(arg));
                return "deposited " + money(arg) + ", balance " + money(current.balanceCents);
            }
            case "WITHDRAW": {
                if (arg <= 0 || arg % 2000 != 0) return "amount must be a multiple of $20.00";
                if (arg > current.balanceCents) return "insufficient funds";
                if (dailyWithdrawn + arg > 40000) return "daily limit exceeded";
                if (arg > cashInMachine) {
                    state = State.OUT_OF_SERVICE;
                    String who = current.owner;
                    current = null;
                    return "machine has only " + money(cashInMachine) + ", card returned to " + who
                        + ", out of service";
                }
                current.balanceCents -= arg;
                cashInMachine -= arg;
                dailyWithdrawn += (int) arg;
                current.history.add("-" + money(arg));
                return "dispensed " + money(arg) + ", balance " + money(current.balanceCents);
            }
            case "EJECT":
                return eject();
            default:
                return "unknown command " + cmd;
        }
    }

    static String transfer(int to, long cents) {
        Account dest = accounts.get(to);
        if (dest == null) return "no such account " + to;
        if (dest.number == current.number) return "cannot transfer to same account";
        if (cents > current.balanceCents) return "insufficient funds";
        current.balanceCents -= cents;
        dest.balanceCents += cents;
        current.history.add("->" + to + " " + money(cents));
        dest.history.add("<-" + current.number + " " + money(cents));
        return "transferred " + money(cents) + " to " + dest.owner;
    }

    public static void main(String[] args) {
        accounts.put(1002, new Account(1002, "bob", 2222, 12050));
        accounts.put(1001, new Account(1001, "alice", 1111, 250000));
        accounts.put(1003, new Account(1003, "carol", 3333, 99));

        String[] script = {
            "BALANCE",
            "INSERT 9999",
            "INSERT 1001",
            "BALANCE",
            "PIN 1234",
            "PIN 1111",
            "BALANCE",
            "WITHDRAW 5000",
            "WITHDRAW 2500",
            "DEPOSIT 1234",
            "SEND 1002 10000",
            "WITHDRAW 20000",
            "WITHDRAW 20000",
            "EJECT",
            "INSERT 1002",
            "PIN 1",
            "PIN 2",
            "PIN 3",
            "BALANCE",
            "EJECT",
            "INSERT 1002",
            "INSERT 1003",
            "PIN 3333",
            "WITHDRAW 2000",
            "DEPOSIT 100001",
            "SEND 1001 50",
            "SEND 1003 10",
            "SEND 4242 10",
            "WITHDRAW 40000",
            "EJECT",
            "INSERT 1001",
            "PIN 1111",
            "WITHDRAW 40000",
            "BALANCE",
            "REFILL 100000",
            "INSERT 1001",
            "PIN 1111",
            "WITHDRAW 40000",
            "FOO",
            "EJECT"
        };

        int step = 0;
        for (String line : script) {
            step++;
            String result;
            if (line.startsWith("SEND ") && state == State.AUTHENTICATED) {
                String[] p = line.split(" ");
                result = transfer(Integer.parseInt(p[1]), Long.parseLong(p[2]));
            } else if (line.startsWith("SEND ")) {
                result = "not authenticated";
            } else {
                result = handle(line);
            }
            System.out.println(String.format("%2d %s [%s] %s", step, pad(line, 16), state, result));
        }

        System.out.println("--- final accounts ---");
        long total = 0;
        for (Map.Entry<Integer, Account> e : accounts.entrySet()) {
            Account a = e.getValue();
            total += a.balanceCents;
            System.out.println(a + " history=" + String.join(" ", a.history));
        }
        System.out.println("total deposits " + money(total) + ", cash in machine " + money(cashInMachine));
        System.out.println("state values: " + java.util.Arrays.toString(State.values()));
    }
}
