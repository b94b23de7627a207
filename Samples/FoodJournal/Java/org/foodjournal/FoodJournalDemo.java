package org.foodjournal;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.foodjournal.model.DailyGoal;
import org.foodjournal.model.FoodAttribute;
import org.foodjournal.model.FoodGroup;
import org.foodjournal.model.FoodItem;
import org.foodjournal.model.Journal;
import org.foodjournal.model.JournalEntry;
import org.foodjournal.model.NutritionFacts;

/**
 * Deterministic run of the food-journal model: eight days of entries in UTC-7, daily and weekly
 * progress, attributes and name handling. Output is ASCII only (non-ASCII is printed as \\uXXXX
 * per UTF-16 unit).
 */
public class FoodJournalDemo {

    private static final int OFFSET = -7 * 60;
    private static final long MINUTE = 60_000L;
    /** 2021-03-01T00:00 local (UTC-7) as epoch millis. */
    private static final long DAY0 = 1614556800000L + 7 * 60 * MINUTE;

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04X", (int) c));
            }
        }
        return sb.toString();
    }

    private static long at(int day, int hour, int minute) {
        return DAY0 + day * JournalEntry.MILLIS_PER_DAY + (hour * 60 + minute) * MINUTE;
    }

    public static void main(String[] args) {
        System.out.println("== groups ==");
        for (FoodGroup g : FoodGroup.values()) {
            System.out.println(g.ordinal() + " " + g.name() + " '" + g.getLabel() + "' color=" + g.getColor()
                    + " " + g.colorHex() + " counts=" + g.countsTowardGoal() + " : " + g.describeServings(2));
        }
        System.out.println("JUNK zero: " + FoodGroup.JUNK.describeServings(0));
        System.out.println("fromLabel: " + FoodGroup.fromLabel("whole GRAINS") + " " + FoodGroup.fromLabel("candy"));

        System.out.println("== attributes ==");
        Set<FoodAttribute> parsed = FoodAttribute.parseBadges("w, g o");
        System.out.println("parsed: " + parsed + " -> " + FoodAttribute.toBadges(parsed));
        try {
            FoodAttribute.fromBadge('q');
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("== foods ==");
        NutritionFacts oatsFacts = new NutritionFacts(40, 150, 2.5, 0, 1.0);
        NutritionFacts pizzaFacts = new NutritionFacts(107, 298, 13.2, 683, 3.6);
        Journal journal = new Journal(DailyGoal.standard(), OFFSET);
        journal.addFood(new FoodItem.Builder(1, "Oatmeal").group(FoodGroup.WHOLE_GRAINS).group(FoodGroup.GRAINS)
                .nutrition(oatsFacts).imagePath("/sdcard/food/oats.jpg").build());
        journal.addFood(new FoodItem.Builder(2, "Greek yogurt").group(FoodGroup.DAIRY).group(FoodGroup.PROTEIN)
                .nutrition(new NutritionFacts(170, 100, 0.7, 60, 6.0)).build());
        journal.addFood(new FoodItem.Builder(3, "Apple").group(FoodGroup.FRUITS)
                .attribute(FoodAttribute.ORGANIC).attribute(FoodAttribute.VEGAN)
                .nutrition(new NutritionFacts(182, 95, 0.3, 2, 19.0)).build());
        journal.addFood(new FoodItem.Builder(4, "  Garden salad ").group(FoodGroup.VEGETABLES)
                .attributes(FoodAttribute.parseBadges("vg")).imagePath("").build());
        journal.addFood(new FoodItem.Builder(5, "Chicken breast").group(FoodGroup.PROTEIN)
                .nutrition(new NutritionFacts(100, 165, 3.6, 74, 0.0)).build());
        journal.addFood(new FoodItem.Builder(6, "Whole wheat bread").group(FoodGroup.WHOLE_GRAINS)
                .group(FoodGroup.GRAINS).nutrition(new NutritionFacts(28, 69, 0.9, 132, 1.4)).build());
        journal.addFood(new FoodItem.Builder(7, "Cheddar").group(FoodGroup.DAIRY).build());
        journal.addFood(new FoodItem.Builder(8, "\uD83C\uDF55 Pizza slice, pepperoni").group(FoodGroup.GRAINS)
                .group(FoodGroup.DAIRY).group(FoodGroup.JUNK).nutrition(pizzaFacts).build());
        journal.addFood(new FoodItem.Builder(9, "Jalape\u00F1o poppers").group(FoodGroup.JUNK)
                .group(FoodGroup.VEGETABLES).build());
        journal.addFood(new FoodItem.Builder(10, "Broccoli").group(FoodGroup.VEGETABLES).build());

        for (long id = 1; id <= 10; id++) {
            FoodItem f = journal.getFood(id);
            System.out.println(escape(f.toString()));
            System.out.println("   short='" + escape(f.getShortName()) + "' len=" + f.getName().length()
                    + " image=" + f.hasImage() + " kcal=" + f.caloriesOrUnknown()
                    + " effective=" + FoodAttribute.toBadges(f.effectiveAttributes()));
        }
        System.out.println("oats x1.5: " + oatsFacts.forPortion(60));
        System.out.println("pizza fat%: " + pizzaFacts.percentCaloriesFromFat()
                + " lowSodium=" + pizzaFacts.isLowSodium() + " sugarFree=" + pizzaFacts.isSugarFree());
        System.out.println("facts equal: " + oatsFacts.equals(new NutritionFacts(40, 150, 2.5, 0, 1.0))
                + " " + oatsFacts.equals(oatsFacts.forPortion(40)) + " " + oatsFacts.equals(pizzaFacts));
        FoodItem renamed = journal.getFood(7).toBuilder().name("Aged cheddar").build();
        System.out.println("renamed equals original: " + renamed.equals(journal.getFood(7)) + " " + renamed.getName());
        try {
            new FoodItem.Builder(11, "   ").build();
        } catch (IllegalStateException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("== goal ==");
        DailyGoal goal = journal.getGoal();
        System.out.println("requirements: " + goal.getRequirements() + " total=" + goal.requiredTotal());

        // Day 0: a full, balanced day. Day 1: half. Day 2: junk. Days 3-6 varied; day 7 is "today".
        long[][] plan = {
                {0, 7, 30, 1}, {0, 7, 35, 2}, {0, 10, 0, 3}, {0, 12, 30, 6}, {0, 12, 31, 4}, {0, 15, 0, 3},
                {0, 18, 45, 5}, {0, 18, 50, 10}, {0, 19, 0, 4}, {0, 21, 0, 7}, {0, 21, 5, 2}, {0, 22, 0, 1},
                {1, 8, 0, 1}, {1, 13, 0, 8}, {1, 23, 30, 3},
                {2, 0, 15, 8}, {2, 16, 0, 9}, {2, 20, 0, 8},
                {3, 7, 0, 1}, {3, 7, 5, 1}, {3, 7, 10, 1}, {3, 7, 15, 1},
                {4, 12, 0, 2}, {4, 12, 5, 2}, {4, 12, 10, 3}, {4, 12, 15, 10}, {4, 19, 0, 6},
                {5, 9, 0, 6}, {5, 9, 1, 6}, {5, 12, 0, 2}, {5, 12, 1, 2}, {5, 12, 2, 2}, {5, 15, 0, 3},
                {5, 15, 1, 3}, {5, 18, 0, 4}, {5, 18, 1, 4}, {5, 18, 2, 10}, {5, 20, 0, 1}, {5, 20, 1, 5},
                {6, 7, 0, 1}, {6, 7, 1, 1}, {6, 7, 2, 6}, {6, 12, 0, 2}, {6, 12, 1, 2}, {6, 12, 2, 7},
                {6, 13, 0, 3}, {6, 13, 1, 3}, {6, 18, 0, 4}, {6, 18, 1, 4}, {6, 18, 2, 10}, {6, 19, 0, 5},
                {7, 8, 0, 2}, {7, 8, 5, 3},
        };
        for (long[] p : plan) {
            JournalEntry.Type type = p[2] == 0 ? JournalEntry.Type.SNACK : null;
            journal.log(p[3], at((int) p[0], (int) p[1], (int) p[2]), type);
        }
        try {
            journal.log(99, at(7, 9, 0), JournalEntry.Type.MEAL);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        long today = journal.dayOf(at(7, 9, 0));
        System.out.println("today=" + today + " " + JournalEntry.formatDay(today));
        for (long day = today - 7; day <= today; day++) {
            Map<FoodGroup, Integer> servings = journal.servingsOn(day);
            List<JournalEntry> list = journal.entriesOn(day);
            System.out.println(JournalEntry.formatDay(day) + " entries=" + list.size() + " servings=" + servings
                    + " credited=" + goal.creditedServings(servings) + " progress=" + goal.progress(servings)
                    + " percent=" + journal.percentOn(day) + " kcal=" + journal.caloriesOn(day)
                    + " types=" + journal.countByType(day));
            System.out.println("   missing=" + goal.missingGroups(servings));
        }
        List<JournalEntry> day1 = journal.entriesOn(today - 6);
        System.out.println("late snack: " + day1.get(day1.size() - 1) + " day="
                + JournalEntry.formatDay(day1.get(day1.size() - 1).dayKey(OFFSET)));
        System.out.print(journal.weekReport(today));
        System.out.println("week average: " + Math.round(journal.weeklyAverage(today) * 10) / 10.0);
        System.out.println("previous week average: " + journal.weeklyAverage(today - 1));
        System.out.println("streak today: " + journal.currentStreak(today)
                + ", as of yesterday: " + journal.currentStreak(today - 1));
        FoodItem fav = journal.favouriteFood(today);
        System.out.println("favourite: " + (fav == null ? "none" : fav.getName()));
        System.out.println("favourite long ago: " + journal.favouriteFood(today - 100));
        System.out.println("removed #2: " + journal.remove(2) + ", again: " + journal.remove(2)
                + ", day0 percent now " + journal.percentOn(today - 7));

        System.out.println("== dates ==");
        long[] keys = {0, -1, -719468, 59, 18687, 2932896, -25567};
        for (long k : keys) {
            System.out.println(k + " -> " + JournalEntry.formatDay(k));
        }
        JournalEntry early = new JournalEntry(100, 1, -1L, JournalEntry.Type.MEAL);
        System.out.println("epoch-1ms: utc day " + early.dayKey(0) + " minute " + early.minuteOfDay(0)
                + ", +330 day " + early.dayKey(330) + " minute " + early.minuteOfDay(330));
        for (int m = 0; m < 24 * 60; m += 150) {
            System.out.print(m / 60 + ":" + JournalEntry.Type.guess(m).name().charAt(0) + " ");
        }
        System.out.println();
    }
}
