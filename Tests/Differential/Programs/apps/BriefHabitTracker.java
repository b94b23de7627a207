import java.util.*;

public class BriefHabitTracker {
    public static void main(String[] args) {
        HabitRepository repo = new HabitRepository();
        repo.setMilestoneListener((h, streak) -> System.out.println("  milestone! " + h.getName() + " streak " + streak));
        repo.add(new Habit("h1", "Read", Frequency.DAILY));
        repo.add(new Habit("h2", "Gym", Frequency.fromCode("2D")));
        repo.add(new Habit("h3", "Call mom", Frequency.WEEKLY));
        repo.add(new Habit("h4", "Stretch"));
        try {
            repo.add(new Habit("h5", "Bad", Frequency.fromCode("3D")));
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        int[] readDays = {1, 2, 3, 5, 6, 7, 8, 9, 10, 10};
        for (int d : readDays) repo.check("h1", d);
        for (int d : new int[]{1, 3, 5, 7, 9, 12}) repo.check("h2", d);
        for (int d : new int[]{0, 7, 14, 21}) repo.check("h3", d);
        repo.check("h4", 4);
        try {
            repo.check("h1", -1);
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        String[] moves = {"h4:PAUSE", "h4:PAUSE", "h4:RESUME", "h4:ARCHIVE", "h4:RESUME"};
        for (String m : moves) {
            String[] parts = m.split(":");
            try {
                repo.get(parts[0]).transition(parts[1]);
                System.out.println(m + " -> " + repo.get(parts[0]).getStatus());
            } catch (IllegalStateException e) {
                System.out.println(m + " rejected: " + e.getMessage());
            }
        }
        try {
            repo.check("h4", 11);
        } catch (IllegalStateException e) {
            System.out.println("Error: " + e.getMessage());
        }
        int today = 10;
        System.out.println("Habits on day " + today + ":");
        for (Habit h : repo.ranked(today))
            System.out.println(String.format("  %-8s %5d %5d  %s", h.getName(), h.currentStreak(today), h.longestStreak(), h));
        System.out.println(String.format("Read completion rate: %.2f", repo.get("h1").completionRate(1, 10)));
        System.out.println("h1 equals copy: " + repo.get("h1").equals(new Habit("h1", "Other")));
    }
}

enum Frequency {
    DAILY("1D", 1), EVERY_OTHER("2D", 2), WEEKLY("7D", 7);
    private final String code;
    private final int interval;
    Frequency(String code, int interval) { this.code = code; this.interval = interval; }
    public int getInterval() { return interval; }
    public static Frequency fromCode(String code) {
        for (Frequency f : values()) if (f.code.equals(code)) return f;
        throw new IllegalArgumentException("unknown frequency " + code);
    }
}

enum HabitStatus { ACTIVE, PAUSED, ARCHIVED }

interface OnMilestoneListener { void onMilestone(Habit habit, int streak); }

class Habit {
    static final int[] MILESTONES = {3, 5, 10};
    private final String id;
    private final String name;
    private final Frequency frequency;
    private HabitStatus status = HabitStatus.ACTIVE;
    private final TreeSet<Integer> days = new TreeSet<>();

    Habit(String id, String name) { this(id, name, Frequency.DAILY); }
    Habit(String id, String name, Frequency frequency) { this.id = id; this.name = name; this.frequency = frequency; }
    public String getId() { return id; }
    public String getName() { return name; }
    public HabitStatus getStatus() { return status; }

    public boolean markDone(int day) {
        if (day < 0) throw new IllegalArgumentException("day must be >= 0, got " + day);
        if (status != HabitStatus.ACTIVE) throw new IllegalStateException(name + " is " + status);
        return days.add(day);
    }

    public void transition(String action) {
        HabitStatus next;
        switch (action) {
            case "PAUSE": next = status == HabitStatus.ACTIVE ? HabitStatus.PAUSED : null; break;
            case "RESUME": next = status == HabitStatus.PAUSED ? HabitStatus.ACTIVE : null; break;
            case "ARCHIVE": next = HabitStatus.ARCHIVED; break;
            default: next = null;
        }
        if (next == null) throw new IllegalStateException("cannot " + action + " from " + status);
        status = next;
    }

    public int currentStreak(int today) {
        Integer last = days.floor(today);
        if (last == null || today - last >= frequency.getInterval()) return 0;
        int streak = 1;
        while (days.contains(last - frequency.getInterval())) { last -= frequency.getInterval(); streak++; }
        return streak;
    }

    public int longestStreak() {
        int best = 0, run = 0;
        Integer prev = null;
        for (int d : days) {
            run = (prev != null && d - prev <= frequency.getInterval()) ? run + 1 : 1;
            best = Math.max(best, run);
            prev = d;
        }
        return best;
    }

    public double completionRate(int from, int to) {
        return days.subSet(from, true, to, true).size() * 100.0 / (to - from + 1);
    }

    @Override public boolean equals(Object o) { return this == o || (o instanceof Habit && ((Habit) o).id.equals(id)); }
    @Override public int hashCode() { return id.hashCode(); }
    @Override public String toString() { return "Habit{" + id + "," + frequency + "," + status + ",days=" + days + "}"; }
}

class HabitRepository {
    private final Map<String, Habit> habits = new LinkedHashMap<>();
    private OnMilestoneListener listener;
    public void setMilestoneListener(OnMilestoneListener l) { listener = l; }
    public void add(Habit h) { habits.put(h.getId(), h); }
    public Habit get(String id) { return habits.get(id); }
    public void check(String id, int day) {
        Habit h = habits.get(id);
        if (!h.markDone(day)) { System.out.println("  duplicate check " + id + " day " + day); return; }
        int streak = h.currentStreak(day);
        for (int m : Habit.MILESTONES) if (m == streak && listener != null) listener.onMilestone(h, streak);
    }
    public List<Habit> ranked(int today) {
        List<Habit> list = new ArrayList<>(habits.values());
        list.sort(Comparator.comparing((Habit h) -> -h.currentStreak(today)).thenComparing(Habit::getName));
        return list;
    }
}
