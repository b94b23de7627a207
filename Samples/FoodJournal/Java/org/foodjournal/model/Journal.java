package org.foodjournal.model;

import android.util.Log;

import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The user's food journal: known foods, logged entries and the daily goal, with the per-day and
 * 7-day statistics shown on the progress screen. Days start at local midnight.
 */
public class Journal {

    private static final String TAG = "Journal";

    /** Length of the statistics window, in days. */
    public static final int WINDOW_DAYS = 7;

    private final Map<Long, FoodItem> foods = new HashMap<>();
    private final List<JournalEntry> entries = new ArrayList<>();
    private final DailyGoal goal;
    private final int utcOffsetMinutes;
    private long nextEntryId = 1;

    /**
     * @param goal             the daily goal
     * @param utcOffsetMinutes the user's offset from UTC, used to find local midnight
     */
    public Journal(DailyGoal goal, int utcOffsetMinutes) {
        this.goal = goal;
        this.utcOffsetMinutes = utcOffsetMinutes;
    }

    public DailyGoal getGoal() { return goal; }

    /**
     * Adds or replaces a food.
     *
     * @param food the food
     */
    public void addFood(FoodItem food) {
        FoodItem old = foods.put(food.getId(), food);
        if (old != null) {
            Log.d(TAG, "replaced food " + old.getName());
        }
    }

    /** @return the food with that id, or {@code null} */
    @Nullable
    public FoodItem getFood(long id) {
        return foods.get(id);
    }

    /**
     * Logs that a food was eaten.
     *
     * @param foodId  a known food's id
     * @param eatenAt epoch milliseconds
     * @param type    meal or snack; {@code null} guesses from the time of day
     * @return the new entry
     * @throws IllegalArgumentException if the food is unknown
     */
    public JournalEntry log(long foodId, long eatenAt, @Nullable JournalEntry.Type type) {
        if (!foods.containsKey(foodId)) {
            throw new IllegalArgumentException("unknown food " + foodId);
        }
        JournalEntry e = new JournalEntry(nextEntryId++, foodId, eatenAt, null);
        e.setType(type != null ? type : JournalEntry.Type.guess(e.minuteOfDay(utcOffsetMinutes)));
        entries.add(e);
        return e;
    }

    /**
     * @param entryId id of the entry to delete
     * @return whether it existed
     */
    public boolean remove(long entryId) {
        for (Iterator<JournalEntry> it = entries.iterator(); it.hasNext(); ) {
            if (it.next().getId() == entryId) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    /** @return the local day key of an instant */
    public long dayOf(long epochMillis) {
        return Math.floorDiv(epochMillis + utcOffsetMinutes * 60_000L, JournalEntry.MILLIS_PER_DAY);
    }

    /**
     * @param dayKey a local day
     * @return that day's entries in the order eaten
     */
    public List<JournalEntry> entriesOn(long dayKey) {
        return entries.stream()
                .filter(e -> e.dayKey(utcOffsetMinutes) == dayKey)
                .sorted()
                .collect(Collectors.toList());
    }

    /** @return servings per group eaten on {@code dayKey} */
    public Map<FoodGroup, Integer> servingsOn(long dayKey) {
        return DailyGoal.countServings(entriesOn(dayKey), foods);
    }

    /** @return goal progress on {@code dayKey}, whole percent */
    public int percentOn(long dayKey) {
        return goal.percent(servingsOn(dayKey));
    }

    /**
     * @param endDay the last day of the window (usually today)
     * @return percent for each of the {@value #WINDOW_DAYS} days ending on {@code endDay}, oldest first
     */
    public int[] weekPercents(long endDay) {
        int[] result = new int[WINDOW_DAYS];
        for (int i = 0; i < WINDOW_DAYS; i++) {
            result[i] = percentOn(endDay - (WINDOW_DAYS - 1) + i);
        }
        return result;
    }

    /** @return the mean of {@link #weekPercents(long)} */
    public double weeklyAverage(long endDay) {
        int sum = 0;
        for (int p : weekPercents(endDay)) {
            sum += p;
        }
        return sum / (double) WINDOW_DAYS;
    }

    /**
     * Days in a row, ending on {@code today}, on which the goal was fully met. Today counts only
     * if its goal is already met; an unfinished today does not break the streak.
     *
     * @param today the current local day
     * @return the streak length
     */
    public int currentStreak(long today) {
        int streak = percentOn(today) >= 100 ? 1 : 0;
        long day = today - 1;
        while (percentOn(day) >= 100) {
            streak++;
            day--;
        }
        return streak;
    }

    /**
     * @param endDay last day of the window
     * @return the food eaten most often in the window, lowest id on ties, or {@code null}
     */
    @Nullable
    public FoodItem favouriteFood(long endDay) {
        long firstDay = endDay - (WINDOW_DAYS - 1);
        Map<Long, Integer> counts = new HashMap<>();
        for (JournalEntry e : entries) {
            long d = e.dayKey(utcOffsetMinutes);
            if (d >= firstDay && d <= endDay) {
                counts.put(e.getFoodId(), counts.containsKey(e.getFoodId()) ? counts.get(e.getFoodId()) + 1 : 1);
            }
        }
        long bestId = -1;
        int bestCount = 0;
        for (Map.Entry<Long, Integer> c : counts.entrySet()) {
            int n = c.getValue();
            long id = c.getKey();
            if (n > bestCount || (n == bestCount && id < bestId)) {
                bestId = id;
                bestCount = n;
            }
        }
        return bestCount == 0 ? null : foods.get(bestId);
    }

    /** @return how many meals and snacks were logged on {@code dayKey} */
    public Map<JournalEntry.Type, Integer> countByType(long dayKey) {
        Map<JournalEntry.Type, Integer> result = new EnumMap<>(JournalEntry.Type.class);
        for (JournalEntry.Type t : JournalEntry.Type.values()) {
            result.put(t, 0);
        }
        for (JournalEntry e : entriesOn(dayKey)) {
            result.put(e.getType(), result.get(e.getType()) + 1);
        }
        return result;
    }

    /**
     * @param dayKey a local day
     * @return known calories eaten that day; foods without a label count as zero
     */
    public int caloriesOn(long dayKey) {
        int total = 0;
        for (JournalEntry e : entriesOn(dayKey)) {
            FoodItem f = foods.get(e.getFoodId());
            int kcal = f == null ? -1 : f.caloriesOrUnknown();
            if (kcal > 0) {
                total += kcal;
            }
        }
        return total;
    }

    /**
     * One line per day of the window, e.g. "2021-03-04  58% ######".
     *
     * @param endDay last day of the window
     * @return the report
     */
    public String weekReport(long endDay) {
        int[] percents = weekPercents(endDay);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < percents.length; i++) {
            long day = endDay - (WINDOW_DAYS - 1) + i;
            sb.append(JournalEntry.formatDay(day)).append(' ');
            String pct = Integer.toString(percents[i]);
            for (int pad = pct.length(); pad < 3; pad++) {
                sb.append(' ');
            }
            sb.append(pct).append("% ");
            sb.append(String.join("", Collections.nCopies(percents[i] / 10, "#")));
            sb.append('\n');
        }
        return sb.toString();
    }
}
