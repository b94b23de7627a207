import java.util.ArrayList;
import java.util.List;

public class PaymentRetryFinally {

    static int finallyCounter = 0;
    static final List<String> trace = new ArrayList<>();

    static class GatewayException extends RuntimeException {
        final int code;

        GatewayException(int code, String message) {
            super(message);
            this.code = code;
        }
    }

    // the returned value is fixed before finally runs, even though finally changes the variable
    static int computeFee(int amount) {
        int fee = amount / 10;
        try {
            trace.add("computeFee try fee=" + fee);
            return fee;
        } finally {
            fee = fee * 100;
            finallyCounter++;
            trace.add("computeFee finally fee=" + fee);
        }
    }

    static StringBuilder buildReceipt(String id) {
        StringBuilder sb = new StringBuilder("receipt:" + id);
        try {
            return sb;
        } finally {
            // mutating the referenced object IS visible to the caller
            sb.append(":sealed");
            sb = new StringBuilder("replaced");
        }
    }

    @SuppressWarnings("finally")
    static String overrideInFinally() {
        try {
            throw new GatewayException(500, "will be discarded");
        } finally {
            return "finally wins";
        }
    }

    static int divideShares(int total, int people) {
        try {
            return total / people;
        } catch (ArithmeticException e) {
            trace.add("divide caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
            return -1;
        } finally {
            trace.add("divide finally " + total + "/" + people);
        }
    }

    static void charge(int attempt, int amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive: " + amount);
        }
        if (attempt < 3 && amount % 2 == 1) {
            throw new GatewayException(503, "gateway busy on attempt " + attempt);
        }
        if (amount > 1000) {
            throw new GatewayException(402, "insufficient funds for " + amount);
        }
    }

    public static void main(String[] args) {
        System.out.println("fee(250) = " + computeFee(250));
        System.out.println("fee(99) = " + computeFee(99));
        System.out.println("finallyCounter = " + finallyCounter);
        System.out.println("receipt = " + buildReceipt("R17"));
        System.out.println("override = " + overrideInFinally());
        System.out.println("shares 100/3 = " + divideShares(100, 3));
        System.out.println("shares 100/0 = " + divideShares(100, 0));
        for (String t : trace) {
            System.out.println("  trace: " + t);
        }
        trace.clear();

        int[] amounts = {40, 7, -5, 2001, 13, 0};
        int succeeded = 0;
        outer:
        for (int i = 0; i < amounts.length; i++) {
            int amount = amounts[i];
            for (int attempt = 1; attempt <= 4; attempt++) {
                try {
                    if (amount == 0) {
                        System.out.println("amount 0 -> stop processing batch");
                        break outer;
                    }
                    charge(attempt, amount);
                    succeeded++;
                    System.out.println("charged " + amount + " on attempt " + attempt);
                    break;
                } catch (GatewayException e) {
                    System.out.println("gateway error " + e.code + ": " + e.getMessage());
                    if (e.code == 503) {
                        continue;
                    }
                    continue outer;
                } catch (IllegalArgumentException | IllegalStateException e) {
                    System.out.println("rejected (" + e.getClass().getSimpleName() + "): " + e.getMessage());
                    break;
                } finally {
                    System.out.println("  finally amount=" + amount + " attempt=" + attempt);
                }
            }
            System.out.println("done with item " + i);
        }
        System.out.println("succeeded = " + succeeded);

        // runtime faults caught by type, only simple names printed
        int[] buckets = new int[3];
        String[] names = {"alpha", null, "gamma"};
        for (int k = 0; k < 5; k++) {
            try {
                switch (k) {
                    case 0:
                        buckets[3] = 1;
                        break;
                    case 1:
                        System.out.println(names[1].length());
                        break;
                    case 2:
                        System.out.println(10 % (k - 2));
                        break;
                    case 3:
                        int bad = Integer.parseInt("4x" + k);
                        System.out.println(bad);
                        break;
                    default:
                        System.out.println("k=" + k + " no fault, name=" + names[2].toUpperCase());
                }
            } catch (ArrayIndexOutOfBoundsException | NullPointerException e) {
                System.out.println("k=" + k + " caught " + e.getClass().getSimpleName());
            } catch (ArithmeticException e) {
                System.out.println("k=" + k + " caught " + e.getClass().getSimpleName() + " msg=" + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println("k=" + k + " caught generic " + e.getClass().getSimpleName());
            } finally {
                buckets[k % 3]++;
            }
        }
        System.out.println("buckets: " + buckets[0] + "," + buckets[1] + "," + buckets[2]);

        // nested try/finally ordering
        StringBuilder order = new StringBuilder();
        try {
            try {
                order.append("A");
                throw new GatewayException(1, "inner");
            } finally {
                order.append("B");
            }
        } catch (GatewayException e) {
            order.append("C(").append(e.getMessage()).append(")");
        } finally {
            order.append("D");
        }
        System.out.println("order: " + order);
    }
}
