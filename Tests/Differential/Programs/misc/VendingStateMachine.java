import java.util.ArrayList;
import java.util.List;

public class VendingStateMachine {
    enum State { IDLE, HAS_MONEY, DISPENSING, OUT_OF_SERVICE }

    private State state = State.IDLE;
    private int credit = 0;
    private int stock;
    private final int price;
    private final List<String> output = new ArrayList<>();
    private int errors = 0;

    VendingStateMachine(int stock, int price) {
        this.stock = stock;
        this.price = price;
    }

    void handle(String event) {
        State before = state;
        String[] parts = event.split(" ");
        switch (state) {
            case IDLE, HAS_MONEY -> {
                switch (parts[0]) {
                    case "coin" -> {
                        credit += Integer.parseInt(parts[1]);
                        state = State.HAS_MONEY;
                    }
                    case "select" -> {
                        if (credit >= price) {
                            state = State.DISPENSING;
                        } else {
                            output.add("need " + (price - credit) + " more");
                        }
                    }
                    case "refund" -> {
                        if (credit > 0) {
                            output.add("refund " + credit);
                        }
                        credit = 0;
                        state = State.IDLE;
                    }
                    case "kick" -> {
                        errors++;
                        if (errors >= 2) {
                            state = State.OUT_OF_SERVICE;
                        }
                    }
                    default -> output.add("ignored " + event);
                }
            }
            case DISPENSING -> {
                if (parts[0].equals("take")) {
                    stock--;
                    credit -= price;
                    output.add("dispensed, change " + credit);
                    credit = 0;
                    state = stock == 0 ? State.OUT_OF_SERVICE : State.IDLE;
                } else {
                    output.add("busy, ignored " + event);
                }
            }
            case OUT_OF_SERVICE -> {
                if (parts[0].equals("repair")) {
                    errors = 0;
                    stock += 2;
                    state = credit > 0 ? State.HAS_MONEY : State.IDLE;
                } else {
                    output.add("out of service");
                }
            }
        }
        System.out.println(String.join(" ", parts) + ": " + before + " -> " + state + " credit=" + credit + " stock=" + stock);
    }

    public static void main(String[] args) {
        VendingStateMachine vm = new VendingStateMachine(2, 150);
        String[] events = {"select", "coin 100", "select", "coin 25", "coin 50", "select", "coin 5", "take",
            "coin 200", "select", "take", "coin 100", "repair", "kick", "kick", "select", "repair", "refund", "dance"};
        for (String e : events) {
            vm.handle(e);
        }
        System.out.println("output:");
        for (String o : vm.output) {
            System.out.println("  " + o);
        }
    }
}
