import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GameCrafting {
    record Recipe(String output, int yield, int tier, Map<String, Integer> inputs) {
        String describe() {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, Integer> e : inputs.entrySet()) {
                if (sb.length() > 0) sb.append(" + ");
                sb.append(e.getValue()).append(' ').append(e.getKey());
            }
            return sb.append(" => ").append(yield).append(' ').append(output).toString();
        }
    }

    static final TreeMap<String, Recipe> recipes = new TreeMap<>();
    static final TreeMap<String, Integer> inventory = new TreeMap<>();
    static final LinkedHashMap<String, Integer> crafted = new LinkedHashMap<>();

    static void addRecipe(String output, int yield, int tier, String... parts) {
        Map<String, Integer> inputs = new LinkedHashMap<>();
        for (int i = 0; i < parts.length; i += 2) {
            inputs.put(parts[i], Integer.parseInt(parts[i + 1]));
        }
        recipes.put(output, new Recipe(output, yield, tier, inputs));
    }

    static int have(String item) {
        return inventory.getOrDefault(item, 0);
    }

    static void add(String item, int qty) {
        int now = have(item) + qty;
        if (now == 0) {
            inventory.remove(item);
        } else {
            inventory.put(item, now);
        }
    }

    static boolean canCraft(Recipe r) {
        for (Map.Entry<String, Integer> e : r.inputs().entrySet()) {
            if (have(e.getKey()) < e.getValue()) return false;
        }
        return true;
    }

    static void craft(Recipe r) {
        for (Map.Entry<String, Integer> e : r.inputs().entrySet()) {
            add(e.getKey(), -e.getValue());
        }
        add(r.output(), r.yield());
        crafted.merge(r.output(), 1, Integer::sum);
    }

    static int maxCraftable(Recipe r) {
        int max = Integer.MAX_VALUE;
        for (Map.Entry<String, Integer> e : r.inputs().entrySet()) {
            max = Math.min(max, have(e.getKey()) / e.getValue());
        }
        return max;
    }

    // expand an item into raw materials (items without recipes)
    static void rawCost(String item, int qty, TreeMap<String, Integer> acc) {
        Recipe r = recipes.get(item);
        if (r == null) {
            acc.merge(item, qty, Integer::sum);
            return;
        }
        int batches = (qty + r.yield() - 1) / r.yield();
        for (Map.Entry<String, Integer> e : r.inputs().entrySet()) {
            rawCost(e.getKey(), e.getValue() * batches, acc);
        }
    }

    static String inv() {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, Integer> e : inventory.entrySet()) {
            if (sb.length() > 1) sb.append(", ");
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.append('}').toString();
    }

    static Recipe pick() {
        Recipe best = null;
        for (Recipe r : recipes.values()) {
            if (!canCraft(r)) continue;
            if (best == null || r.tier() > best.tier()) best = r;
        }
        return best;
    }

    public static void main(String[] args) {
        addRecipe("plank", 4, 1, "log", "1");
        addRecipe("stick", 4, 1, "plank", "2");
        addRecipe("torch", 4, 2, "stick", "1", "coal", "1");
        addRecipe("pickaxe", 1, 3, "plank", "3", "stick", "2");
        addRecipe("stone_pickaxe", 1, 4, "stone", "3", "stick", "2", "pickaxe", "1");
        addRecipe("furnace", 1, 3, "stone", "8");
        addRecipe("iron_ingot", 1, 4, "iron_ore", "1", "coal", "1", "furnace", "1");
        addRecipe("lantern", 1, 5, "iron_ingot", "2", "torch", "1");

        System.out.println("Recipes:");
        for (Map.Entry<String, Recipe> e : recipes.entrySet()) {
            System.out.println("  [t" + e.getValue().tier() + "] " + e.getValue().describe());
        }

        String[] targets = {"lantern", "stone_pickaxe", "torch"};
        for (String t : targets) {
            TreeMap<String, Integer> acc = new TreeMap<>();
            rawCost(t, 1, acc);
            System.out.println("Raw cost of 1 " + t + ": " + acc);
        }

        add("log", 3);
        add("coal", 5);
        add("stone", 14);
        add("iron_ore", 6);
        System.out.println("Start inventory: " + inv());

        // furnace is a tool: after it is used, give it back (it is not consumed)
        int step = 0;
        long lcg = 7L;
        List<String> log = new ArrayList<>();
        while (step < 40) {
            Recipe r = pick();
            if (r == null) {
                // scripted gathering: a small deterministic LCG decides what we find
                lcg = (lcg * 1103515245L + 12345L) & 0x7FFFFFFFL;
                if (step >= 30 || log.size() >= 4) {
                    System.out.println("Nothing craftable, gathering exhausted.");
                    break;
                }
                String found = switch ((int) (lcg % 3)) {
                    case 0 -> "log";
                    case 1 -> "coal";
                    default -> "iron_ore";
                };
                int qty = 1 + (int) ((lcg >> 8) % 3);
                add(found, qty);
                log.add(found + "x" + qty);
                System.out.println("  gather: +" + qty + " " + found + " -> " + inv());
                continue;
            }
            step++;
            int before = maxCraftable(r);
            craft(r);
            if (r.output().equals("iron_ingot")) {
                add("furnace", 1);
            }
            System.out.println(String.format("%2d craft %s (could make %d) -> %s", step, r.output(), before, inv()));
        }

        System.out.println("Gather log: " + String.join(", ", log));
        System.out.println("Crafted counts (in first-crafted order):");
        for (Map.Entry<String, Integer> e : crafted.entrySet()) {
            System.out.println("  " + e.getKey() + ": " + e.getValue());
        }
        System.out.println("Final inventory: " + inv());
        int totalItems = 0;
        for (int v : inventory.values()) totalItems += v;
        System.out.println("Total items: " + totalItems + ", distinct: " + inventory.size()
            + ", first=" + inventory.firstKey() + ", last=" + inventory.lastKey());
    }
}
