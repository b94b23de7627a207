import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

public class SmCheckoutFlow {

    interface FeePolicy {
        int feeCents(int subtotalCents);

        default boolean supportsRefund() {
            return true;
        }
    }

    enum PaymentMethod implements FeePolicy {
        CARD("Credit card") {
            @Override
            public int feeCents(int subtotal) {
                return 30 + subtotal * 29 / 1000;
            }
        },
        WALLET("Mobile wallet") {
            @Override
            public int feeCents(int subtotal) {
                return subtotal * 15 / 1000;
            }
        },
        CASH_ON_DELIVERY("Cash on delivery") {
            @Override
            public int feeCents(int subtotal) {
                return subtotal < 5000 ? 200 : 0;
            }

            @Override
            public boolean supportsRefund() {
                return false;
            }
        },
        GIFT_CARD("Gift card") {
            @Override
            public int feeCents(int subtotal) {
                return 0;
            }
        };

        private final String displayName;

        PaymentMethod(String displayName) {
            this.displayName = displayName;
        }

        String getDisplayName() {
            return displayName;
        }
    }

    enum Step {
        CART, SHIPPING_ADDRESS, DELIVERY_OPTION, PAYMENT, REVIEW, CONFIRMED;

        Step next() {
            Step[] all = values();
            return ordinal() + 1 < all.length ? all[ordinal() + 1] : this;
        }

        Step previous() {
            return ordinal() > 0 ? values()[ordinal() - 1] : this;
        }
    }

    enum Delivery {
        STANDARD(499, 5), EXPRESS(1299, 2), PICKUP(0, 1);

        final int cents;
        final int days;

        Delivery(int cents, int days) {
            this.cents = cents;
            this.days = days;
        }
    }

    static final class Checkout {
        Step step = Step.CART;
        final List<int[]> items = new ArrayList<>();
        String address;
        Delivery delivery;
        PaymentMethod payment;
        final EnumSet<Step> completed = EnumSet.noneOf(Step.class);

        int subtotal() {
            int s = 0;
            for (int[] item : items) {
                s += item[0] * item[1];
            }
            return s;
        }

        String validate() {
            switch (step) {
                case CART:
                    if (items.isEmpty()) {
                        return "cart is empty";
                    }
                    break;
                case SHIPPING_ADDRESS:
                    if (delivery == Delivery.PICKUP) {
                        break;
                    }
                    if (address == null || address.trim().length() < 5) {
                        return "address too short";
                    }
                    break;
                case DELIVERY_OPTION:
                    if (delivery == null) {
                        return "choose a delivery option";
                    }
                    break;
                case PAYMENT:
                    if (payment == null) {
                        return "choose a payment method";
                    }
                    if (payment == PaymentMethod.CASH_ON_DELIVERY && delivery == Delivery.PICKUP) {
                        return "cash on delivery not possible for pickup";
                    }
                    break;
                case REVIEW:
                case CONFIRMED:
                    break;
            }
            return null;
        }

        boolean advance() {
            String err = validate();
            if (err != null) {
                System.out.println(String.format("  cannot leave %-16s: %s", step, err));
                return false;
            }
            completed.add(step);
            Step old = step;
            step = step.next();
            System.out.println(String.format("  %-16s -> %s", old, step));
            return true;
        }

        void back() {
            Step old = step;
            step = step.previous();
            completed.remove(step);
            System.out.println(String.format("  back %-11s -> %s", old, step));
        }

        int total() {
            int sub = subtotal();
            int ship = delivery == null ? 0 : delivery.cents;
            if (sub >= 10000 && delivery == Delivery.STANDARD) {
                ship = 0;
            }
            int fee = payment == null ? 0 : payment.feeCents(sub + ship);
            return sub + ship + fee;
        }
    }

    static String money(int cents) {
        return String.format("%d.%s", cents / 100, (cents % 100 < 10 ? "0" : "") + (cents % 100));
    }

    public static void main(String[] args) {
        System.out.println("Fees on 80.00:");
        for (PaymentMethod pm : PaymentMethod.values()) {
            System.out.println(String.format("  %-18s fee=%s refund=%s", pm.getDisplayName(),
                    money(pm.feeCents(8000)), pm.supportsRefund()));
        }

        Checkout c = new Checkout();
        c.advance();
        c.items.add(new int[]{2499, 2});
        c.items.add(new int[]{1250, 1});
        c.advance();
        c.address = "  12 ";
        c.advance();
        c.address = "12 Harbour Road";
        c.advance();
        c.advance();
        c.delivery = Delivery.PICKUP;
        c.advance();
        c.payment = PaymentMethod.CASH_ON_DELIVERY;
        c.advance();
        c.back();
        c.back();
        c.delivery = Delivery.EXPRESS;
        c.advance();
        c.advance();
        System.out.println("Completed steps: " + c.completed + ", at " + c.step);
        System.out.println("Remaining: " + EnumSet.complementOf(c.completed));
        System.out.println("Subtotal " + money(c.subtotal()) + ", total " + money(c.total()));
        c.advance();
        c.advance();
        System.out.println("Final step " + c.step + " (ordinal " + c.step.ordinal() + "), next is " + c.step.next());

        EnumMap<PaymentMethod, Integer> totals = new EnumMap<>(PaymentMethod.class);
        for (PaymentMethod pm : PaymentMethod.values()) {
            c.payment = pm;
            totals.put(pm, c.total());
        }
        System.out.println("Totals by payment method:");
        PaymentMethod cheapest = null;
        for (Map.Entry<PaymentMethod, Integer> e : totals.entrySet()) {
            System.out.println(String.format("  %-18s %s", e.getKey(), money(e.getValue())));
            if (cheapest == null || e.getValue() < totals.get(cheapest)) {
                cheapest = e.getKey();
            }
        }
        System.out.println("Cheapest: " + cheapest);

        Checkout big = new Checkout();
        big.items.add(new int[]{4000, 3});
        big.delivery = Delivery.STANDARD;
        big.payment = PaymentMethod.CARD;
        System.out.println("Big order total (free standard shipping): " + money(big.total()));
        for (Delivery d : Delivery.values()) {
            big.delivery = d;
            String speed = switch (d) {
                case EXPRESS -> "fast";
                case STANDARD -> "normal";
                case PICKUP -> {
                    String s = d.days == 1 ? "next day" : d.days + " days";
                    yield "pickup " + s;
                }
            };
            System.out.println(String.format("  %-9s %-15s %5d days total=%s", d, speed, d.days, money(big.total())));
        }
        EnumSet<Step> middle = EnumSet.range(Step.SHIPPING_ADDRESS, Step.REVIEW);
        System.out.println("Middle steps: " + middle + " count=" + middle.size());
        System.out.println("PAYMENT vs REVIEW: " + Step.PAYMENT.compareTo(Step.REVIEW)
                + ", valueOf(\"REVIEW\").previous()=" + Step.valueOf("REVIEW").previous());
    }
}
