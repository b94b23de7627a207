import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

public class SmVendingMachine {

    interface Valued {
        int cents();

        default String label() {
            return cents() + "c";
        }
    }

    enum Coin implements Valued {
        NICKEL(5), DIME(10), QUARTER(25), DOLLAR(100);

        private final int value;

        Coin(int value) {
            this.value = value;
        }

        @Override
        public int cents() {
            return value;
        }
    }

    enum Product implements Valued {
        WATER("A1", 100), SODA("A2", 125), CHIPS("B1", 90), CANDY("B2", 65), GUM("C1", 35);

        private final String slot;
        private final int price;

        Product(String slot, int price) {
            this.slot = slot;
            this.price = price;
        }

        @Override
        public int cents() {
            return price;
        }

        @Override
        public String label() {
            return slot + ":" + name().toLowerCase() + "@" + price;
        }

        static Product bySlot(String slot) {
            for (Product p : values()) {
                if (p.slot.equals(slot)) {
                    return p;
                }
            }
            return null;
        }
    }

    enum State {
        IDLE {
            @Override
            State onCoin(Machine m, Coin c) {
                m.credit += c.cents();
                return HAS_CREDIT;
            }

            @Override
            State onSelect(Machine m, Product p) {
                m.say("Insert coins first");
                return IDLE;
            }
        },
        HAS_CREDIT {
            @Override
            State onCoin(Machine m, Coin c) {
                m.credit += c.cents();
                return HAS_CREDIT;
            }

            @Override
            State onSelect(Machine m, Product p) {
                int stock = m.stock.getOrDefault(p, 0);
                if (stock == 0) {
                    m.say("Sold out: " + p.label());
                    return HAS_CREDIT;
                }
                if (m.credit < p.cents()) {
                    m.say(String.format("Need %d more cents for %s", p.cents() - m.credit, p));
                    return HAS_CREDIT;
                }
                m.credit -= p.cents();
                m.stock.put(p, stock - 1);
                m.sales.merge(p, 1, Integer::sum);
                m.say("Dispensing " + p.label());
                return DISPENSING;
            }
        },
        DISPENSING {
            @Override
            State onCoin(Machine m, Coin c) {
                m.say("Busy, returning " + c);
                m.returned.add(c);
                return DISPENSING;
            }

            @Override
            State onSelect(Machine m, Product p) {
                m.say("Busy, please wait");
                return DISPENSING;
            }

            @Override
            State onDone(Machine m) {
                return m.credit > 0 ? HAS_CREDIT : IDLE;
            }
        },
        OUT_OF_SERVICE {
            @Override
            State onCoin(Machine m, Coin c) {
                m.returned.add(c);
                m.say("Out of service, returning " + c.label());
                return OUT_OF_SERVICE;
            }

            @Override
            State onSelect(Machine m, Product p) {
                m.say("Out of service");
                return OUT_OF_SERVICE;
            }
        };

        abstract State onCoin(Machine m, Coin c);

        abstract State onSelect(Machine m, Product p);

        State onDone(Machine m) {
            return this;
        }
    }

    static final class Machine {
        State state = State.IDLE;
        int credit = 0;
        final EnumMap<Product, Integer> stock = new EnumMap<>(Product.class);
        final EnumMap<Product, Integer> sales = new EnumMap<>(Product.class);
        final List<Coin> returned = new ArrayList<>();

        void say(String s) {
            System.out.println("    > " + s);
        }

        void insert(Coin c) {
            State before = state;
            state = state.onCoin(this, c);
            trace("coin " + c, before);
        }

        void select(String slot) {
            Product p = Product.bySlot(slot);
            if (p == null) {
                say("Invalid slot " + slot);
                return;
            }
            State before = state;
            state = state.onSelect(this, p);
            trace("select " + slot, before);
            if (state == State.DISPENSING) {
                State b2 = state;
                state = state.onDone(this);
                trace("done", b2);
            }
        }

        List<Coin> refund() {
            List<Coin> change = new ArrayList<>();
            Coin[] coins = Coin.values();
            for (int i = coins.length - 1; i >= 0; i--) {
                while (credit >= coins[i].cents()) {
                    credit -= coins[i].cents();
                    change.add(coins[i]);
                }
            }
            if (state == State.HAS_CREDIT) {
                state = State.IDLE;
            }
            return change;
        }

        void trace(String what, State before) {
            System.out.println(String.format("  %-14s %-12s -> %-12s credit=%d", what, before, state, credit));
        }
    }

    public static void main(String[] args) {
        System.out.println("Products:");
        for (Product p : Product.values()) {
            System.out.println("  " + p.ordinal() + " " + p.label());
        }
        System.out.print("Coins:");
        for (Coin c : Coin.values()) {
            System.out.print(" " + c.name() + "=" + c.label());
        }
        System.out.println();

        Machine m = new Machine();
        for (Product p : Product.values()) {
            m.stock.put(p, p == Product.GUM ? 0 : 2);
        }

        m.select("A1");
        m.insert(Coin.QUARTER);
        m.insert(Coin.QUARTER);
        m.select("A2");
        m.insert(Coin.DOLLAR);
        m.select("A2");
        m.select("C1");
        m.select("B2");
        m.select("Z9");
        m.insert(Coin.DIME);
        m.insert(Coin.NICKEL);
        List<Coin> change = m.refund();
        System.out.println("Refunded coins: " + change + " state=" + m.state);

        m.insert(Coin.DOLLAR);
        m.select("B1");
        List<Coin> change2 = m.refund();
        System.out.println("Refunded coins: " + change2 + " state=" + m.state);

        m.state = State.OUT_OF_SERVICE;
        m.insert(Coin.QUARTER);
        m.select("A1");

        System.out.println("Stock: " + m.stock);
        System.out.println("Sales: " + m.sales);
        System.out.println("Returned while busy/out: " + m.returned);

        int revenue = 0;
        for (Map.Entry<Product, Integer> e : m.sales.entrySet()) {
            revenue += e.getKey().cents() * e.getValue();
        }
        System.out.println(String.format("Revenue: %.2f dollars", revenue / 100.0));

        EnumSet<Product> soldOut = EnumSet.noneOf(Product.class);
        for (Map.Entry<Product, Integer> e : m.stock.entrySet()) {
            if (e.getValue() == 0) {
                soldOut.add(e.getKey());
            }
        }
        System.out.println("Sold out: " + soldOut + ", available: " + EnumSet.complementOf(soldOut));

        List<Valued> mixed = new ArrayList<>();
        mixed.add(Coin.DIME);
        mixed.add(Product.CANDY);
        mixed.add(Coin.DOLLAR);
        int sum = 0;
        for (Valued v : mixed) {
            sum += v.cents();
            System.out.println("  valued " + v.label());
        }
        System.out.println("Mixed total: " + sum);
    }
}
