package org.foodjournal.model;

import java.util.Locale;

/**
 * One logged eating event: which food, when (epoch milliseconds), and whether it was a meal or a
 * snack.
 */
public class JournalEntry implements Comparable<JournalEntry> {

    /** Milliseconds in one day. */
    public static final long MILLIS_PER_DAY = 24L * 60 * 60 * 1000;

    /** Kind of eating event. */
    public enum Type {
        MEAL, SNACK;

        /**
         * Guesses the type from the local time of day: snacks between meals.
         *
         * @param minuteOfDay local minutes since midnight
         * @return MEAL around breakfast, lunch and dinner; SNACK otherwise
         */
        public static Type guess(int minuteOfDay) {
            int hour = minuteOfDay / 60;
            switch (hour) {
                case 6: case 7: case 8:
                case 12: case 13:
                case 18: case 19: case 20:
                    return MEAL;
                default:
                    return SNACK;
            }
        }
    }

    private final long id;
    private final long foodId;
    private final long eatenAt;
    private Type type;

    /**
     * @param id      entry id
     * @param foodId  id of the food eaten
     * @param eatenAt when, in epoch milliseconds (UTC)
     * @param type    meal or snack
     */
    public JournalEntry(long id, long foodId, long eatenAt, Type type) {
        this.id = id;
        this.foodId = foodId;
        this.eatenAt = eatenAt;
        this.type = type;
    }

    public long getId() { return id; }

    public long getFoodId() { return foodId; }

    public long getEatenAt() { return eatenAt; }

    public Type getType() { return type; }

    public void setType(Type type) { this.type = type; }

    /**
     * The local calendar day of this entry; the journal resets at local midnight.
     *
     * @param utcOffsetMinutes the user's offset from UTC, e.g. -420 for Pacific daylight time
     * @return days since 1970-01-01 in local time (negative before 1970)
     */
    public long dayKey(int utcOffsetMinutes) {
        return Math.floorDiv(eatenAt + utcOffsetMinutes * 60_000L, MILLIS_PER_DAY);
    }

    /**
     * @param utcOffsetMinutes the user's offset from UTC
     * @return local minutes since midnight
     */
    public int minuteOfDay(int utcOffsetMinutes) {
        long local = eatenAt + utcOffsetMinutes * 60_000L;
        return (int) (Math.floorMod(local, MILLIS_PER_DAY) / 60_000L);
    }

    /**
     * Formats a day key as an ISO date without using {@code java.util.Calendar}.
     *
     * @param dayKey days since 1970-01-01
     * @return "yyyy-mm-dd"
     */
    public static String formatDay(long dayKey) {
        long z = dayKey + 719468;
        long era = (z >= 0 ? z : z - 146096) / 146097;
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long year = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int day = (int) (doy - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        if (month <= 2) {
            year++;
        }
        StringBuilder sb = new StringBuilder(10);
        sb.append(year).append('-');
        if (month < 10) sb.append('0');
        sb.append(month).append('-');
        if (day < 10) sb.append('0');
        return sb.append(day).toString();
    }

    /** Orders by time eaten, then by id. */
    @Override
    public int compareTo(JournalEntry o) {
        int c = Long.compare(eatenAt, o.eatenAt);
        return c != 0 ? c : Long.compare(id, o.id);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof JournalEntry)) return false;
        JournalEntry that = (JournalEntry) o;
        return id == that.id && foodId == that.foodId && eatenAt == that.eatenAt && type == that.type;
    }

    @Override
    public int hashCode() {
        int h = Long.hashCode(id);
        h = 31 * h + Long.hashCode(foodId);
        h = 31 * h + Long.hashCode(eatenAt);
        return 31 * h + type.hashCode();
    }

    @Override
    public String toString() {
        return "#" + id + " food " + foodId + " " + type.name().toLowerCase(Locale.ROOT) + " @" + eatenAt;
    }
}
