import java.util.*;

public class InvRecipeScaler {
    public static void main(String[] args) {
        RecipeRepository repo = new RecipeRepository();
        RecipeService service = new RecipeService(repo);
        service.setListener(new RecipeChangeListener() {
            @Override
            public void onRecipeScaled(Recipe original, int newServings) {
                System.out.println("  (scaled '" + original.getTitle() + "' " + original.getServings() + " -> " + newServings + ")");
            }
            @Override
            public void onConversionWarning(String message) {
                System.out.println("  (warning) " + message);
            }
        });

        Recipe pancakes = new Recipe("Pancakes", 4);
        pancakes.add(new Ingredient("flour", Fraction.of(3, 2), Unit.CUP));
        pancakes.add(new Ingredient("sugar", Fraction.of(2, 1), Unit.TBSP));
        pancakes.add(new Ingredient("baking powder", Fraction.of(7, 2), Unit.TSP));
        pancakes.add(new Ingredient("salt", Fraction.of(1, 4), Unit.TSP));
        pancakes.add(new Ingredient("milk", Fraction.of(5, 4), Unit.CUP));
        pancakes.add(new Ingredient("egg", Fraction.of(1, 1), Unit.PIECE));
        pancakes.add(new Ingredient("butter", Fraction.of(3, 1), Unit.TBSP));
        repo.save(pancakes);

        Recipe chili = new Recipe("Chili", 6);
        chili.add(new Ingredient("ground beef", Fraction.of(2, 1), Unit.LB));
        chili.add(new Ingredient("kidney beans", Fraction.of(30, 1), Unit.OZ));
        chili.add(new Ingredient("chili powder", Fraction.of(5, 2), Unit.TBSP));
        chili.add(new Ingredient("cumin", Fraction.of(2, 1), Unit.TSP));
        chili.add(new Ingredient("onion", Fraction.of(3, 2), Unit.PIECE));
        repo.save(chili);

        System.out.println("=== Original recipes ===");
        for (Recipe r : repo.all()) service.print(r);

        System.out.println("=== Scaling ===");
        service.print(service.scale("Pancakes", 6));
        service.print(service.scale("Pancakes", 1));
        service.print(service.scale("Chili", 10));
        Recipe missing = service.scale("Tacos", 2);
        System.out.println("Tacos found: " + (missing != null));

        System.out.println("=== Metric view of Pancakes x2 ===");
        Recipe big = service.scale("Pancakes", 8);
        for (Ingredient ing : big.getIngredients()) {
            System.out.println(String.format("%-8s %s", ing.getName(), service.toMetric(ing)));
        }

        System.out.println("=== Metric view of Chili x3 ===");
        for (Ingredient ing : service.scale("Chili", 18).getIngredients()) {
            System.out.println("  " + ing.display() + " = " + service.toMetric(ing));
        }

        System.out.println("=== Shopping list (Pancakes x8 + Chili x10) ===");
        TreeMap<String, String> list = service.shoppingList(Arrays.asList(big, service.scale("Chili", 10)));
        for (Map.Entry<String, String> e : list.entrySet()) {
            System.out.println("  - " + e.getKey() + ": " + e.getValue());
        }
        System.out.println("Fraction checks: " + Fraction.of(6, 8) + ", " + Fraction.of(9, 4).plus(Fraction.of(3, 4))
                + ", " + Fraction.of(2, 3).times(Fraction.of(9, 4)) + ", " + Fraction.of(0, 5));
    }
}

enum Unit {
    TSP(Kind.VOLUME, 1), TBSP(Kind.VOLUME, 3), CUP(Kind.VOLUME, 48),
    OZ(Kind.WEIGHT, 1), LB(Kind.WEIGHT, 16), PIECE(Kind.COUNT, 1);
    enum Kind { VOLUME, WEIGHT, COUNT }
    final Kind kind;
    final int baseFactor; // tsp for volume, oz for weight
    Unit(Kind kind, int baseFactor) { this.kind = kind; this.baseFactor = baseFactor; }
    public String label() { return name().toLowerCase(); }
}

interface RecipeChangeListener {
    void onRecipeScaled(Recipe original, int newServings);
    void onConversionWarning(String message);
}

final class Fraction implements Comparable<Fraction> {
    private final long num, den;
    private Fraction(long n, long d) {
        if (d < 0) { n = -n; d = -d; }
        long g = gcd(Math.abs(n), d);
        if (g == 0) g = 1;
        num = n / g; den = d / g;
    }
    static Fraction of(long n, long d) { return new Fraction(n, d); }
    static long gcd(long a, long b) { while (b != 0) { long t = a % b; a = b; b = t; } return a; }
    long getNum() { return num; }
    long getDen() { return den; }
    Fraction plus(Fraction o) { return of(num * o.den + o.num * den, den * o.den); }
    Fraction times(Fraction o) { return of(num * o.num, den * o.den); }
    Fraction divide(long k) { return of(num, den * k); }
    @Override public int compareTo(Fraction o) { return Long.compare(num * o.den, o.num * den); }
    @Override
    public String toString() {
        if (num == 0) return "0";
        long whole = num / den;
        long rem = num % den;
        if (rem == 0) return String.valueOf(whole);
        if (whole == 0) return rem + "/" + den;
        return whole + " " + rem + "/" + den;
    }
}

abstract class NamedItem {
    protected String name;
    NamedItem(String name) { this.name = name; }
    public String getName() { return name; }
    public abstract String display();
}

class Ingredient extends NamedItem {
    private Fraction amount;
    private Unit unit;
    Ingredient(String name, Fraction amount, Unit unit) { super(name); this.amount = amount; this.unit = unit; }
    public Fraction getAmount() { return amount; }
    public void setAmount(Fraction a) { amount = a; }
    public Unit getUnit() { return unit; }
    public void setUnit(Unit u) { unit = u; }
    @Override
    public String display() { return amount + " " + unit.label() + " " + name; }
}

class Recipe {
    private final String title;
    private final int servings;
    private final List<Ingredient> ingredients = new ArrayList<>();
    Recipe(String title, int servings) { this.title = title; this.servings = servings; }
    public String getTitle() { return title; }
    public int getServings() { return servings; }
    public List<Ingredient> getIngredients() { return ingredients; }
    public void add(Ingredient i) { ingredients.add(i); }
}

class RecipeRepository {
    private final LinkedHashMap<String, Recipe> recipes = new LinkedHashMap<>();
    public void save(Recipe r) { recipes.put(r.getTitle().toLowerCase(), r); }
    public Recipe find(String title) { return recipes.get(title.toLowerCase()); }
    public Collection<Recipe> all() { return recipes.values(); }
}

class RecipeService {
    public static final int ML_PER_TSP = 5;
    public static final int G_PER_OZ = 28;
    private final RecipeRepository repo;
    private RecipeChangeListener listener;
    RecipeService(RecipeRepository repo) { this.repo = repo; }
    public void setListener(RecipeChangeListener l) { listener = l; }

    public Recipe scale(String title, int servings) {
        Recipe r = repo.find(title);
        if (r == null) {
            if (listener != null) listener.onConversionWarning("no recipe named " + title);
            return null;
        }
        Fraction factor = Fraction.of(servings, r.getServings());
        Recipe out = new Recipe(r.getTitle(), servings);
        for (Ingredient i : r.getIngredients()) {
            Fraction scaled = i.getAmount().times(factor);
            out.add(normalize(new Ingredient(i.getName(), scaled, i.getUnit())));
        }
        if (listener != null) listener.onRecipeScaled(r, servings);
        return out;
    }

    Ingredient normalize(Ingredient ing) {
        Unit u = ing.getUnit();
        if (u.kind == Unit.Kind.COUNT) {
            if (ing.getAmount().getDen() != 1 && listener != null) {
                listener.onConversionWarning(ing.getName() + " needs a fractional count: " + ing.getAmount());
            }
            return ing;
        }
        Fraction base = ing.getAmount().times(Fraction.of(u.baseFactor, 1));
        Unit best = u.kind == Unit.Kind.VOLUME ? Unit.TSP : Unit.OZ;
        for (Unit cand : Unit.values()) {
            if (cand.kind != u.kind) continue;
            Fraction inCand = base.divide(cand.baseFactor);
            boolean niceEnough = inCand.compareTo(Fraction.of(1, 4)) >= 0 && (4 * inCand.getNum()) % inCand.getDen() == 0;
            if (niceEnough && cand.baseFactor > best.baseFactor) best = cand;
        }
        return new Ingredient(ing.getName(), base.divide(best.baseFactor), best);
    }

    public String toMetric(Ingredient ing) {
        Unit u = ing.getUnit();
        Fraction base = ing.getAmount().times(Fraction.of(u.baseFactor, 1));
        switch (u.kind) {
            case VOLUME: {
                long ml = base.getNum() * ML_PER_TSP / base.getDen();
                return ml >= 1000 ? String.format("%.2f l", ml / 1000.0) : ml + " ml";
            }
            case WEIGHT: {
                long g = base.getNum() * G_PER_OZ / base.getDen();
                return g >= 1000 ? String.format("%.2f kg", g / 1000.0) : g + " g";
            }
            default:
                return ing.getAmount() + " pc";
        }
    }

    public TreeMap<String, String> shoppingList(List<Recipe> recipes) {
        TreeMap<String, Fraction> totals = new TreeMap<>();
        TreeMap<String, Unit> units = new TreeMap<>();
        for (Recipe r : recipes) {
            for (Ingredient i : r.getIngredients()) {
                Fraction base = i.getAmount().times(Fraction.of(i.getUnit().baseFactor, 1));
                Unit baseUnit = i.getUnit().kind == Unit.Kind.VOLUME ? Unit.TSP : i.getUnit().kind == Unit.Kind.WEIGHT ? Unit.OZ : Unit.PIECE;
                totals.merge(i.getName(), base, Fraction::plus);
                units.put(i.getName(), baseUnit);
            }
        }
        TreeMap<String, String> out = new TreeMap<>();
        for (Map.Entry<String, Fraction> e : totals.entrySet()) {
            Ingredient n = normalize(new Ingredient(e.getKey(), e.getValue(), units.get(e.getKey())));
            out.put(e.getKey(), n.getAmount() + " " + n.getUnit().label());
        }
        return out;
    }

    public void print(Recipe r) {
        if (r == null) return;
        System.out.println(r.getTitle() + " (serves " + r.getServings() + ")");
        int idx = 1;
        for (Ingredient i : r.getIngredients()) {
            System.out.println(String.format("  %d. %s", idx++, i.display()));
        }
    }
}
