import java.util.*;

public class InvFitnessTracker {
    public static void main(String[] args) {
        WorkoutRepository repo = new WorkoutRepository();
        FitnessPresenter presenter = new FitnessPresenter(repo, new UserProfile("Mia", 68, 10000));
        presenter.setGoalListener(new GoalListener() {
            @Override
            public void onGoalReached(int dayIndex, String goal) {
                System.out.println("    * goal reached on " + FitnessPresenter.dayName(dayIndex) + ": " + goal);
            }
            @Override
            public void onStreakChanged(int streak) {
                System.out.println("    * streak now " + streak + " day" + (streak == 1 ? "" : "s"));
            }
        });

        int[] steps = {8200, 11050, 12400, 4300, 10000, 15230, 9999, 10400, 10001, 3000, 7600, 12000, 13500, 16000};
        System.out.println("Logging steps for 14 days");
        for (int d = 0; d < steps.length; d++) presenter.logSteps(d, steps[d]);

        System.out.println("Logging workouts");
        presenter.logWorkout(new RunWorkout(0, 32, 5200));
        presenter.logWorkout(new CycleWorkout(1, 75, 28000));
        presenter.logWorkout(new StrengthWorkout(2, 45, 18));
        presenter.logWorkout(new RunWorkout(4, 55, 10000));
        presenter.logWorkout(new StrengthWorkout(6, 30, 12));
        presenter.logWorkout(new RunWorkout(8, 28, 4800));
        presenter.logWorkout(new CycleWorkout(10, 40, 15500));
        presenter.logWorkout(new RunWorkout(12, 62, 12100));
        presenter.logWorkout(new StrengthWorkout(13, 50, 20));
        presenter.logWorkout(new RunWorkout(13, 0, 0));

        System.out.println("Weekly summaries");
        for (int w = 0; w < 2; w++) presenter.printWeek(w);

        System.out.println("Totals by activity:");
        for (Map.Entry<ActivityType, int[]> e : repo.totalsByType().entrySet()) {
            System.out.println(String.format("  %-8s sessions=%d minutes=%5d kcal=%5d", e.getKey().name(), e.getValue()[0], e.getValue()[1], e.getValue()[2]));
        }
        RunWorkout best = repo.fastestRun();
        if (best != null) System.out.println("Fastest run: " + best.summary());
        System.out.println("Longest streak: " + presenter.getLongestStreak());
    }
}

enum ActivityType {
    RUN(10), CYCLE(7), STRENGTH(6);
    final int kcalPerMinPer70kg;
    ActivityType(int k) { kcalPerMinPer70kg = k; }
}

interface GoalListener {
    void onGoalReached(int dayIndex, String goal);
    void onStreakChanged(int streak);
}

class UserProfile {
    private String name;
    private int weightKg;
    private int dailyStepGoal;
    UserProfile(String name, int weightKg, int goal) { this.name = name; this.weightKg = weightKg; this.dailyStepGoal = goal; }
    public String getName() { return name; }
    public int getWeightKg() { return weightKg; }
    public void setWeightKg(int w) { weightKg = w; }
    public int getDailyStepGoal() { return dailyStepGoal; }
    public void setDailyStepGoal(int g) { dailyStepGoal = g; }
}

abstract class Workout implements Comparable<Workout> {
    protected final int dayIndex;
    protected final int minutes;
    Workout(int dayIndex, int minutes) { this.dayIndex = dayIndex; this.minutes = minutes; }
    public int getDayIndex() { return dayIndex; }
    public int getMinutes() { return minutes; }
    public abstract ActivityType getType();
    public int calories(int weightKg) { return getType().kcalPerMinPer70kg * minutes * weightKg / 70; }
    public boolean isValid() { return minutes > 0; }
    public abstract String summary();
    @Override
    public int compareTo(Workout o) {
        if (dayIndex != o.dayIndex) return Integer.compare(dayIndex, o.dayIndex);
        return Integer.compare(o.minutes, minutes);
    }
}

class RunWorkout extends Workout {
    private final int meters;
    RunWorkout(int d, int min, int meters) { super(d, min); this.meters = meters; }
    public ActivityType getType() { return ActivityType.RUN; }
    public int getMeters() { return meters; }
    public int paceSecondsPerKm() { return meters == 0 ? 0 : minutes * 60 * 1000 / meters; }
    public String summary() {
        int p = paceSecondsPerKm();
        return String.format("run %d.%d km in %d min (pace %d:%s/km)", meters / 1000, (meters % 1000) / 100, minutes, p / 60,
                (p % 60 < 10 ? "0" : "") + (p % 60));
    }
}

class CycleWorkout extends Workout {
    private final int meters;
    CycleWorkout(int d, int min, int meters) { super(d, min); this.meters = meters; }
    public ActivityType getType() { return ActivityType.CYCLE; }
    public String summary() { return String.format("ride %.2f km, avg %.2f km/h", meters / 1000.0, meters * 60.0 / 1000.0 / minutes); }
}

class StrengthWorkout extends Workout {
    private final int sets;
    StrengthWorkout(int d, int min, int sets) { super(d, min); this.sets = sets; }
    public ActivityType getType() { return ActivityType.STRENGTH; }
    @Override
    public int calories(int weightKg) { return super.calories(weightKg) + sets * 2; }
    public String summary() { return "strength " + sets + " sets, " + minutes + " min"; }
}

class WorkoutRepository {
    private final TreeMap<Integer, Integer> stepsByDay = new TreeMap<>();
    private final ArrayList<Workout> workouts = new ArrayList<>();
    public void putSteps(int day, int steps) { stepsByDay.put(day, steps); }
    public int steps(int day) { return stepsByDay.getOrDefault(day, 0); }
    public void addWorkout(Workout w) { workouts.add(w); Collections.sort(workouts); }
    public List<Workout> workoutsBetween(int from, int toExclusive) {
        List<Workout> out = new ArrayList<>();
        for (Workout w : workouts) if (w.getDayIndex() >= from && w.getDayIndex() < toExclusive) out.add(w);
        return out;
    }
    public LinkedHashMap<ActivityType, int[]> totalsByType() {
        LinkedHashMap<ActivityType, int[]> m = new LinkedHashMap<>();
        for (ActivityType t : ActivityType.values()) m.put(t, new int[3]);
        for (Workout w : workouts) {
            int[] acc = m.get(w.getType());
            acc[0]++;
            acc[1] += w.getMinutes();
            acc[2] += w.calories(68);
        }
        return m;
    }
    public RunWorkout fastestRun() {
        RunWorkout best = null;
        for (Workout w : workouts) {
            if (w instanceof RunWorkout) {
                RunWorkout r = (RunWorkout) w;
                if (best == null || r.paceSecondsPerKm() < best.paceSecondsPerKm()) best = r;
            }
        }
        return best;
    }
}

class FitnessPresenter {
    public static final String[] DAY_NAMES = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    public static final int DAYS_PER_WEEK = 7;
    private final WorkoutRepository repo;
    private final UserProfile user;
    private GoalListener listener;
    private int streak;
    private int longestStreak;

    FitnessPresenter(WorkoutRepository repo, UserProfile user) { this.repo = repo; this.user = user; }
    public void setGoalListener(GoalListener l) { listener = l; }
    public int getLongestStreak() { return longestStreak; }
    static String dayName(int idx) { return DAY_NAMES[idx % DAYS_PER_WEEK] + "(w" + (idx / DAYS_PER_WEEK + 1) + ")"; }

    public void logSteps(int day, int steps) {
        repo.putSteps(day, steps);
        System.out.println(String.format("  %s steps=%5d", dayName(day), steps));
        int old = streak;
        if (steps >= user.getDailyStepGoal()) {
            streak++;
            if (listener != null) listener.onGoalReached(day, "steps " + steps + "/" + user.getDailyStepGoal());
        } else {
            streak = 0;
        }
        longestStreak = Math.max(longestStreak, streak);
        if (old != streak && listener != null && (streak == 0 ? old > 1 : streak > 1)) listener.onStreakChanged(streak);
    }

    public void logWorkout(Workout w) {
        if (!w.isValid()) {
            System.out.println("  ignored empty " + w.getType().name().toLowerCase() + " on " + dayName(w.getDayIndex()));
            return;
        }
        repo.addWorkout(w);
        System.out.println("  " + dayName(w.getDayIndex()) + " " + w.summary() + " -> " + w.calories(user.getWeightKg()) + " kcal");
    }

    public void printWeek(int week) {
        int from = week * DAYS_PER_WEEK;
        int to = from + DAYS_PER_WEEK;
        int totalSteps = 0, goalDays = 0, bestDay = from;
        StringBuilder bars = new StringBuilder();
        for (int d = from; d < to; d++) {
            int s = repo.steps(d);
            totalSteps += s;
            if (s >= user.getDailyStepGoal()) goalDays++;
            if (s > repo.steps(bestDay)) bestDay = d;
            bars.append(DAY_NAMES[d - from].charAt(0)).append(':');
            for (int i = 0; i < s / 2000; i++) bars.append('#');
            bars.append(' ');
        }
        List<Workout> ws = repo.workoutsBetween(from, to);
        int minutes = 0, kcal = 0;
        for (Workout w : ws) { minutes += w.getMinutes(); kcal += w.calories(user.getWeightKg()); }
        System.out.println("Week " + (week + 1) + " for " + user.getName());
        System.out.println("  " + bars.toString().trim());
        System.out.println(String.format("  steps total=%d avg=%d goalDays=%d/7 best=%s", totalSteps, totalSteps / DAYS_PER_WEEK, goalDays, dayName(bestDay)));
        System.out.println(String.format("  workouts=%d active=%d min (%dh%s) kcal=%d", ws.size(), minutes, minutes / 60, (minutes % 60 < 10 ? "0" : "") + (minutes % 60), kcal));
        for (Workout w : ws) System.out.println("    - " + DAY_NAMES[w.getDayIndex() % 7] + " " + w.getType().name());
    }
}
