package org.foodjournal.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Required servings per food group for one day, and the arithmetic that turns a day's journal
 * into a progress percentage.
 *
 * <p>Progress is {@code sum(min(eaten, required)) / sum(required)}: eating more of one group does
 * not make up for another. Each eaten food adds one serving to every group it is tagged with.
 */
public class DailyGoal {

    private final Map<FoodGroup, Integer> required = new EnumMap<>(FoodGroup.class);

    /** Creates a goal with no requirements. */
    public DailyGoal() {
    }

    /** @return the standard goal: 3 grains, 3 whole grains, 3 vegetables, 2 fruits, 3 dairy, 3 protein */
    public static DailyGoal standard() {
        DailyGoal goal = new DailyGoal();
        for (FoodGroup g : FoodGroup.values()) {
            if (g.countsTowardGoal()) {
                goal.setRequired(g, g.getDefaultServings());
            }
        }
        return goal;
    }

    /**
     * @param group    a group that counts toward the goal
     * @param servings servings required per day; 0 removes the requirement
     */
    public void setRequired(FoodGroup group, int servings) {
        if (!group.countsTowardGoal()) {
            throw new IllegalArgumentException(group + " cannot be a goal");
        }
        if (servings < 0) {
            throw new IllegalArgumentException("negative servings: " + servings);
        }
        if (servings == 0) {
            required.remove(group);
        } else {
            required.put(group, servings);
        }
    }

    /** @return servings required for {@code group}, 0 if none */
    public int getRequired(FoodGroup group) {
        Integer n = required.get(group);
        return n == null ? 0 : n;
    }

    /** @return an unmodifiable view of the requirements */
    public Map<FoodGroup, Integer> getRequirements() {
        return Collections.unmodifiableMap(required);
    }

    /** @return the sum of all required servings */
    public int requiredTotal() {
        int total = 0;
        for (int n : required.values()) {
            total += n;
        }
        return total;
    }

    /**
     * Counts servings per group: every entry adds one to each group of its food.
     *
     * @param entries the entries of one day
     * @param foods   foods by id; entries whose food is missing are skipped
     * @return servings per group, groups with no servings omitted
     */
    public static Map<FoodGroup, Integer> countServings(Iterable<JournalEntry> entries, Map<Long, FoodItem> foods) {
        Map<FoodGroup, Integer> counts = new EnumMap<>(FoodGroup.class);
        for (JournalEntry e : entries) {
            FoodItem food = foods.get(e.getFoodId());
            if (food == null) {
                continue;
            }
            for (FoodGroup g : food.getGroups()) {
                counts.merge(g, 1, Integer::sum);
            }
        }
        return counts;
    }

    /**
     * @param counts servings eaten per group
     * @return the servings that count toward the goal (capped per group)
     */
    public int creditedServings(Map<FoodGroup, Integer> counts) {
        int credited = 0;
        for (Map.Entry<FoodGroup, Integer> req : required.entrySet()) {
            Integer eaten = counts.get(req.getKey());
            credited += Math.min(eaten == null ? 0 : eaten, req.getValue());
        }
        return credited;
    }

    /**
     * @param counts servings eaten per group
     * @return progress between 0.0 and 1.0; 1.0 if nothing is required
     */
    public double progress(Map<FoodGroup, Integer> counts) {
        int total = requiredTotal();
        if (total == 0) {
            return 1.0;
        }
        return (double) creditedServings(counts) / total;
    }

    /**
     * @param counts servings eaten per group
     * @return whole percent, rounded down
     */
    public int percent(Map<FoodGroup, Integer> counts) {
        int total = requiredTotal();
        return total == 0 ? 100 : creditedServings(counts) * 100 / total;
    }

    /**
     * @param counts servings eaten per group
     * @return groups still short of their requirement, in declaration order
     */
    public List<FoodGroup> missingGroups(Map<FoodGroup, Integer> counts) {
        List<FoodGroup> missing = new ArrayList<>();
        for (FoodGroup g : required.keySet()) {
            if (counts.getOrDefault(g, 0) < required.get(g)) {
                missing.add(g);
            }
        }
        return missing;
    }
}
