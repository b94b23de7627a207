import java.util.ArrayList;
import java.util.List;

public class EnumInterfaces {
    interface Priced {
        int price();

        default String label() {
            return this + " @ " + price();
        }
    }

    enum Drink implements Priced {
        COFFEE(250), TEA(180), WATER(0);

        private final int price;

        Drink(int price) {
            this.price = price;
        }

        public int price() {
            return price;
        }
    }

    enum Snack implements Priced {
        COOKIE {
            public int price() {
                return 120;
            }
        },
        CAKE {
            public int price() {
                return 400;
            }

            @Override
            public String label() {
                return "fancy " + super.toString().toLowerCase() + " @ " + price();
            }
        }
    }

    public static void main(String[] args) {
        List<Priced> order = new ArrayList<>();
        order.add(Drink.COFFEE);
        order.add(Snack.CAKE);
        order.add(Drink.WATER);
        order.add(Snack.COOKIE);
        order.add(Drink.TEA);
        int total = 0;
        for (Priced p : order) {
            System.out.println(p.label());
            total += p.price();
        }
        System.out.println("total " + total);
        Priced cheapest = order.get(0);
        for (Priced p : order) {
            if (p.price() < cheapest.price()) {
                cheapest = p;
            }
        }
        System.out.println("cheapest " + cheapest + " is Drink: " + (cheapest instanceof Drink));
        Object o = Snack.COOKIE;
        if (o instanceof Enum<?> e) {
            System.out.println("enum name via Enum: " + e.name() + " ordinal " + e.ordinal());
        }
    }
}
