import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class DomCraftingGame {
    public static void main(String[] args) {
        Item wood = new Material("wood", 1);
        Item stone = new Material("stone", 1);
        Item iron = new Material("iron", 3);
        Item string = new Material("string", 2);
        Item plank = new Material("plank", 1);
        Item stick = new Material("stick", 1);
        Item pick = new Tool("pickaxe", 12, 60);
        Item sword = new Tool("sword", 15, 40);
        Item bow = new Tool("bow", 10, 30);
        Item stew = new Consumable("stew", 4, 6);

        RecipeBook book = new RecipeBook();
        book.add(new Recipe(plank, 4).needs(wood, 1));
        book.add(new Recipe(stick, 4).needs(plank, 2));
        book.add(new Recipe(pick, 1).needs(stick, 2).needs(iron, 3));
        book.add(new Recipe(sword, 1).needs(stick, 1).needs(iron, 2));
        book.add(new Recipe(bow, 1).needs(stick, 3).needs(string, 3));
        book.add(new Recipe(stew, 2).needs(wood, 1).needs(stone, 1));

        Inventory inv = new Inventory();
        inv.add(wood, 5);
        inv.add(iron, 6);
        inv.add(string, 2);
        inv.add(stone, 3);
        System.out.println("Start: " + inv);

        Crafter crafter = new Crafter(inv, book);
        String[] plan = {"plank", "plank", "stick", "pickaxe", "sword", "bow", "stew", "sword", "stick", "bow"};
        for (String target : plan) {
            boolean ok = crafter.craft(target);
            System.out.println(String.format("craft %-8s -> %-8s %s", target, ok ? "OK" : "FAIL", inv));
        }

        inv.add(string, 1);
        System.out.println("Found string. Craftable now: " + crafter.craftableNames());
        crafter.craft("bow");

        Item lookup = new Material("iron", 3);
        System.out.println("iron via equal key: " + inv.count(lookup));
        System.out.println("Inventory value: " + inv.totalValue());
        System.out.println("Using items:");
        for (Item it : inv.items()) {
            if (it instanceof Usable) {
                Usable u = (Usable) it;
                System.out.println("  " + it + " -> " + u.use());
            }
        }
        System.out.println("Item instances created: " + Item.getCreated());
        System.out.println("Craft log: " + crafter.getLog());
    }
}

interface Usable {
    String use();
}

abstract class Item implements Comparable<Item> {
    private static int created = 0;
    protected final String name;
    protected final int baseValue;

    protected Item(String name, int baseValue) {
        this.name = name;
        this.baseValue = baseValue;
        created++;
    }
    static int getCreated() { return created; }
    String getName() { return name; }
    abstract String category();
    int value() { return baseValue; }

    @Override public boolean equals(Object o) {
        if (!(o instanceof Item)) return false;
        Item other = (Item) o;
        return category().equals(other.category()) && name.equals(other.name) && baseValue == other.baseValue;
    }
    @Override public int hashCode() {
        int h = 7;
        for (int i = 0; i < name.length(); i++) h = h * 31 + name.charAt(i);
        return h * 13 + baseValue;
    }
    @Override public int compareTo(Item o) { return name.compareTo(o.name); }
    @Override public String toString() { return category() + ":" + name; }
}

class Material extends Item {
    Material(String name, int v) { super(name, v); }
    @Override String category() { return "M"; }
}

class Tool extends Item implements Usable {
    protected int durability;
    Tool(String name, int v, int durability) { super(name, v); this.durability = durability; }
    @Override String category() { return "T"; }
    @Override int value() { return super.value() + durability / 10; }
    @Override public String use() {
        durability -= 7;
        return name + " durability now " + durability;
    }
}

class Consumable extends Item implements Usable {
    private final int heal;
    Consumable(String name, int v, int heal) { super(name, v); this.heal = heal; }
    @Override String category() { return "C"; }
    @Override public String use() { return "heals " + heal + " hp"; }
}

class Recipe {
    private final Item output;
    private final int outputCount;
    private final Map<Item, Integer> inputs = new LinkedHashMap<>();
    Recipe(Item output, int outputCount) { this.output = output; this.outputCount = outputCount; }
    Recipe needs(Item item, int n) { inputs.put(item, n); return this; }
    Item getOutput() { return output; }
    int getOutputCount() { return outputCount; }
    Map<Item, Integer> getInputs() { return inputs; }
    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Item, Integer> e : inputs.entrySet()) {
            if (sb.length() > 0) sb.append("+");
            sb.append(e.getValue()).append(e.getKey().getName());
        }
        return sb + "=>" + outputCount + output.getName();
    }
}

class RecipeBook {
    private final Map<String, Recipe> byName = new LinkedHashMap<>();
    void add(Recipe r) { byName.put(r.getOutput().getName(), r); System.out.println("recipe " + r); }
    Recipe get(String name) { return byName.get(name); }
    List<Recipe> all() { return new ArrayList<>(byName.values()); }
}

class Inventory {
    private final Map<Item, Integer> counts = new HashMap<>();
    private final TreeMap<Item, Integer> sorted = new TreeMap<>();
    void add(Item item, int n) {
        counts.merge(item, n, Integer::sum);
        sorted.put(item, counts.get(item));
    }
    boolean remove(Item item, int n) {
        int have = counts.getOrDefault(item, 0);
        if (have < n) return false;
        if (have == n) { counts.remove(item); sorted.remove(item); }
        else { counts.put(item, have - n); sorted.put(item, have - n); }
        return true;
    }
    int count(Item item) { return counts.getOrDefault(item, 0); }
    Iterable<Item> items() { return new ArrayList<>(sorted.keySet()); }
    int totalValue() {
        int total = 0;
        for (Map.Entry<Item, Integer> e : sorted.entrySet()) total += e.getKey().value() * e.getValue();
        return total;
    }
    @Override public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<Item, Integer> e : sorted.entrySet()) {
            if (sb.length() > 1) sb.append(", ");
            sb.append(e.getKey().getName()).append("x").append(e.getValue());
        }
        return sb.append("}").toString();
    }
}

class Crafter {
    private final Inventory inv;
    private final RecipeBook book;
    private final List<String> log = new ArrayList<>();
    Crafter(Inventory inv, RecipeBook book) { this.inv = inv; this.book = book; }

    boolean canCraft(Recipe r) {
        for (Map.Entry<Item, Integer> e : r.getInputs().entrySet())
            if (inv.count(e.getKey()) < e.getValue()) return false;
        return true;
    }
    boolean craft(String name) {
        Recipe r = book.get(name);
        if (r == null) { log.add("?" + name); return false; }
        if (!canCraft(r)) {
            StringBuilder missing = new StringBuilder();
            for (Map.Entry<Item, Integer> e : r.getInputs().entrySet()) {
                int lack = e.getValue() - inv.count(e.getKey());
                if (lack > 0) missing.append(" ").append(e.getKey().getName()).append("-").append(lack);
            }
            System.out.println("  missing:" + missing);
            log.add("!" + name);
            return false;
        }
        for (Map.Entry<Item, Integer> e : r.getInputs().entrySet()) inv.remove(e.getKey(), e.getValue());
        inv.add(r.getOutput(), r.getOutputCount());
        log.add(name);
        return true;
    }
    List<String> craftableNames() {
        List<String> out = new ArrayList<>();
        for (Recipe r : book.all()) if (canCraft(r)) out.add(r.getOutput().getName());
        return out;
    }
    List<String> getLog() { return log; }
}
