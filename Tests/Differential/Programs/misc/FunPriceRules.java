import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.UnaryOperator;

public class FunPriceRules {
    static final int TAX_PERCENT = 8;

    static String money(int cents) {
        return String.format("%.2f", cents / 100.0);
    }

    static int applyTax(int cents) {
        return cents + cents * TAX_PERCENT / 100;
    }

    public static void main(String[] args) {
        List<LineItem> cart = new ArrayList<>();
        cart.add(new LineItem("Coffee", 450, 3));
        cart.add(new LineItem("Bagel", 275, 2));
        cart.add(new LineItem("Juice", 399, 1));
        cart.add(new LineItem("Muffin", 325, 4));

        Mapper<LineItem, Integer> subtotal = item -> item.unitCents * item.quantity;
        Mapper<Integer, String> asMoney = FunPriceRules::money;
        Mapper<LineItem, String> describe = subtotal.then(asMoney);
        for (LineItem item : cart) {
            System.out.println(String.format("%-8s x%d = %s", item.name, item.quantity, describe.map(item)));
        }

        BinaryOperator<Integer> add = Integer::sum;
        int gross = 0;
        for (LineItem item : cart) gross = add.apply(gross, subtotal.map(item));
        System.out.println("Gross: " + money(gross));
        final int grossTotal = gross;

        Function<Integer, UnaryOperator<Integer>> percentOff = pct -> cents -> cents * (100 - pct) / 100;
        UnaryOperator<Integer> minusFlat = cents -> Math.max(0, cents - 200);
        Function<Integer, Integer> tax = FunPriceRules::applyTax;
        Function<Integer, Integer> roundToNickel = cents -> (cents + 2) / 5 * 5;

        Map<String, Function<Integer, Integer>> strategies = new LinkedHashMap<>();
        strategies.put("none", Function.identity());
        strategies.put("tax only", tax);
        strategies.put("10% then tax", percentOff.apply(10).andThen(tax));
        strategies.put("tax then 10%", percentOff.apply(10).compose(tax));
        strategies.put("flat then tax", minusFlat.andThen(tax).andThen(roundToNickel));
        strategies.put("25% + flat", percentOff.apply(25).andThen(minusFlat).andThen(tax));
        strategies.forEach((name, f) ->
                System.out.println(String.format("  %-8s -> %s", name, money(f.apply(grossTotal)))));

        Mapper<Integer, Integer> loyalty = Mapper.<Integer>identity().then(c -> c - c / 20);
        Mapper<LineItem, Integer> loyalSubtotal = loyalty.after(subtotal);
        Mapper<LineItem, Integer> viaFunction = Mapper.from(percentOff.apply(50)).after(subtotal);
        for (LineItem item : cart) {
            System.out.println(String.format("%-8s loyal=%s half=%s", item.name,
                    money(loyalSubtotal.map(item)), money(viaFunction.map(item))));
        }

        BiFunction<Integer, Integer, Integer> bulkPrice = (unit, qty) -> qty >= 3 ? unit * qty * 90 / 100 : unit * qty;
        BiFunction<Integer, Integer, String> bulkLabel = bulkPrice.andThen(FunPriceRules::money);
        for (LineItem item : cart) {
            System.out.println(String.format("bulk %-8s %s", item.name, bulkLabel.apply(item.unitCents, item.quantity)));
        }

        BinaryOperator<Integer> cheaper = BinaryOperator.minBy(Integer::compare);
        BinaryOperator<Integer> pricier = BinaryOperator.maxBy(Integer::compare);
        int cheapest = cart.get(0).unitCents;
        int priciest = cart.get(0).unitCents;
        for (LineItem item : cart) {
            cheapest = cheaper.apply(cheapest, item.unitCents);
            priciest = pricier.apply(priciest, item.unitCents);
        }
        System.out.println("Cheapest unit: " + money(cheapest) + ", priciest unit: " + money(priciest));
        int total = cart.stream().map(subtotal::map).map(percentOff.apply(10)).reduce(0, add);
        System.out.println(String.format("Total with 10 pct off per line: %s (%d cents)", money(total), total));
    }
}

@FunctionalInterface
interface Mapper<A, B> {
    B map(A a);

    default <C> Mapper<A, C> then(Mapper<B, C> next) {
        return a -> next.map(map(a));
    }

    default <Z> Mapper<Z, B> after(Mapper<Z, A> before) {
        return z -> map(before.map(z));
    }

    static <A> Mapper<A, A> identity() {
        return a -> a;
    }

    static <A, B> Mapper<A, B> from(Function<A, B> f) {
        return f::apply;
    }
}

class LineItem {
    final String name;
    final int unitCents;
    final int quantity;

    LineItem(String name, int unitCents, int quantity) {
        this.name = name;
        this.unitCents = unitCents;
        this.quantity = quantity;
    }
}
