import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

public class SmPizzaBuilder {

    enum Size {
        SMALL(800), MEDIUM(1100), LARGE(1400), FAMILY(1900);

        final int baseCents;

        Size(int baseCents) {
            this.baseCents = baseCents;
        }
    }

    enum Crust {
        THIN, CLASSIC, STUFFED
    }

    enum Topping {
        CHEESE(0, true), TOMATO(50, true), MUSHROOM(90, true), OLIVES(80, true),
        PEPPERONI(150, false), HAM(140, false), CHICKEN(170, false), PINEAPPLE(60, true);

        final int cents;
        final boolean vegetarian;

        Topping(int cents, boolean vegetarian) {
            this.cents = cents;
            this.vegetarian = vegetarian;
        }
    }

    public static void main(String[] args) {
        Pizza margherita = new Pizza.Builder("Margherita")
                .size(Size.MEDIUM)
                .crust(Crust.THIN)
                .addTopping(Topping.CHEESE)
                .addTopping(Topping.TOMATO)
                .build();
        System.out.println(margherita);
        System.out.println("  price=" + Pizza.formatCents(margherita.price()) + " veg=" + margherita.isVegetarian());

        Pizza hawaiian = new Pizza.Builder("Hawaiian")
                .size(Size.LARGE)
                .crust(Crust.CLASSIC)
                .addToppings(Topping.CHEESE, Topping.HAM, Topping.PINEAPPLE)
                .extraCheese(true)
                .quantity(2)
                .note("cut in squares")
                .build();
        System.out.println(hawaiian);
        System.out.println("  price=" + Pizza.formatCents(hawaiian.price()) + " veg=" + hawaiian.isVegetarian());

        Pizza bigHawaiian = hawaiian.withSize(Size.FAMILY);
        Pizza veggieHawaiian = hawaiian.withoutTopping(Topping.HAM).withTopping(Topping.MUSHROOM);
        System.out.println("withSize:    " + bigHawaiian);
        System.out.println("veggie copy: " + veggieHawaiian + " veg=" + veggieHawaiian.isVegetarian());
        System.out.println("original unchanged: " + hawaiian);

        Pizza sameAsMargherita = new Pizza.Builder("Margherita")
                .addTopping(Topping.TOMATO)
                .addTopping(Topping.CHEESE)
                .crust(Crust.THIN)
                .size(Size.MEDIUM)
                .build();
        System.out.println("equals: " + margherita.equals(sameAsMargherita)
                + ", hash equal: " + (margherita.hashCode() == sameAsMargherita.hashCode()));
        System.out.println("equals other: " + margherita.equals(hawaiian));
        System.out.println("equals copy-back: " + hawaiian.equals(bigHawaiian.withSize(Size.LARGE)));
        System.out.println("equals null: " + margherita.equals(null));

        Pizza.Builder fromExisting = hawaiian.toBuilder().name("Hawaiian Deluxe").addTopping(Topping.OLIVES);
        Pizza deluxe = fromExisting.build();
        System.out.println("toBuilder: " + deluxe);

        List<Pizza.Builder> bad = new ArrayList<>();
        bad.add(new Pizza.Builder(""));
        bad.add(new Pizza.Builder("Empty").crust(Crust.CLASSIC));
        bad.add(new Pizza.Builder("Stuffed small").size(Size.SMALL).crust(Crust.STUFFED).addTopping(Topping.CHEESE));
        bad.add(new Pizza.Builder("Too many").quantity(0).addTopping(Topping.CHEESE));
        bad.add(new Pizza.Builder("Loaded").addToppings(Topping.values()).size(Size.SMALL));
        bad.add(new Pizza.Builder("Loaded OK").addToppings(Topping.values()).size(Size.FAMILY).crust(Crust.STUFFED));
        for (Pizza.Builder b : bad) {
            try {
                Pizza p = b.build();
                System.out.println("built: " + p + " -> " + Pizza.formatCents(p.price()));
            } catch (IllegalStateException ex) {
                System.out.println("invalid: " + ex.getMessage());
            }
        }

        List<Pizza> cart = new ArrayList<>();
        cart.add(margherita);
        cart.add(hawaiian);
        cart.add(veggieHawaiian);
        cart.add(deluxe);
        int total = 0;
        for (Pizza p : cart) {
            total += p.price();
        }
        System.out.println(String.format("Cart: %d pizzas, total %s", cart.size(), Pizza.formatCents(total)));
    }
}

final class Pizza {
    private final String name;
    private final SmPizzaBuilder.Size size;
    private final SmPizzaBuilder.Crust crust;
    private final EnumSet<SmPizzaBuilder.Topping> toppings;
    private final boolean extraCheese;
    private final int quantity;
    private final String note;

    private Pizza(Builder b) {
        this.name = b.name;
        this.size = b.size;
        this.crust = b.crust;
        this.toppings = EnumSet.copyOf(b.toppings);
        this.extraCheese = b.extraCheese;
        this.quantity = b.quantity;
        this.note = b.note;
    }

    int price() {
        int unit = size.baseCents;
        for (SmPizzaBuilder.Topping t : toppings) {
            unit += t.cents;
        }
        if (extraCheese) {
            unit += 120;
        }
        if (crust == SmPizzaBuilder.Crust.STUFFED) {
            unit += 250;
        }
        return unit * quantity;
    }

    boolean isVegetarian() {
        for (SmPizzaBuilder.Topping t : toppings) {
            if (!t.vegetarian) {
                return false;
            }
        }
        return true;
    }

    static String formatCents(int cents) {
        int rem = cents % 100;
        return "$" + (cents / 100) + "." + (rem < 10 ? "0" : "") + rem;
    }

    Pizza withSize(SmPizzaBuilder.Size newSize) {
        return toBuilder().size(newSize).build();
    }

    Pizza withTopping(SmPizzaBuilder.Topping t) {
        return toBuilder().addTopping(t).build();
    }

    Pizza withoutTopping(SmPizzaBuilder.Topping t) {
        Builder b = toBuilder();
        b.toppings.remove(t);
        return b.build();
    }

    Builder toBuilder() {
        Builder b = new Builder(name).size(size).crust(crust).extraCheese(extraCheese).quantity(quantity).note(note);
        b.toppings.addAll(toppings);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Pizza)) {
            return false;
        }
        Pizza other = (Pizza) o;
        return extraCheese == other.extraCheese
                && quantity == other.quantity
                && name.equals(other.name)
                && size == other.size
                && crust == other.crust
                && toppings.equals(other.toppings)
                && Objects.equals(note, other.note);
    }

    @Override
    public int hashCode() {
        int h = name.hashCode();
        h = 31 * h + size.ordinal();
        h = 31 * h + crust.ordinal();
        for (SmPizzaBuilder.Topping t : toppings) {
            h = 31 * h + t.ordinal();
        }
        h = 31 * h + (extraCheese ? 1 : 0);
        h = 31 * h + quantity;
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Pizza{");
        sb.append(name).append(", ").append(size).append(", ").append(crust);
        sb.append(", toppings=").append(toppings);
        if (extraCheese) {
            sb.append(", extraCheese");
        }
        if (quantity != 1) {
            sb.append(", x").append(quantity);
        }
        if (note != null) {
            sb.append(", note='").append(note).append("'");
        }
        return sb.append("}").toString();
    }

    static final class Builder {
        private String name;
        private SmPizzaBuilder.Size size = SmPizzaBuilder.Size.MEDIUM;
        private SmPizzaBuilder.Crust crust = SmPizzaBuilder.Crust.CLASSIC;
        private final EnumSet<SmPizzaBuilder.Topping> toppings = EnumSet.noneOf(SmPizzaBuilder.Topping.class);
        private boolean extraCheese;
        private int quantity = 1;
        private String note;

        Builder(String name) {
            this.name = name;
        }

        Builder name(String name) {
            this.name = name;
            return this;
        }

        Builder size(SmPizzaBuilder.Size size) {
            this.size = size;
            return this;
        }

        Builder crust(SmPizzaBuilder.Crust crust) {
            this.crust = crust;
            return this;
        }

        Builder addTopping(SmPizzaBuilder.Topping t) {
            toppings.add(t);
            return this;
        }

        Builder addToppings(SmPizzaBuilder.Topping... ts) {
            Collections.addAll(toppings, ts);
            return this;
        }

        Builder extraCheese(boolean extra) {
            this.extraCheese = extra;
            return this;
        }

        Builder quantity(int q) {
            this.quantity = q;
            return this;
        }

        Builder note(String note) {
            this.note = note;
            return this;
        }

        Pizza build() {
            if (name == null || name.isEmpty()) {
                throw new IllegalStateException("name is required");
            }
            if (toppings.isEmpty()) {
                throw new IllegalStateException(name + ": at least one topping required");
            }
            if (crust == SmPizzaBuilder.Crust.STUFFED && size.compareTo(SmPizzaBuilder.Size.MEDIUM) < 0) {
                throw new IllegalStateException(name + ": stuffed crust needs size >= MEDIUM, got " + size);
            }
            if (quantity < 1 || quantity > 10) {
                throw new IllegalStateException(name + ": quantity out of range: " + quantity);
            }
            int maxToppings = 3 + size.ordinal() * 2;
            if (toppings.size() > maxToppings) {
                throw new IllegalStateException(String.format("%s: %d toppings exceed max %d for %s",
                        name, toppings.size(), maxToppings, size));
            }
            return new Pizza(this);
        }
    }
}
