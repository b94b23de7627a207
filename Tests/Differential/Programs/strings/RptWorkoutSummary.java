import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;

public class RptWorkoutSummary {
    enum Kind { RUN, BIKE, SWIM, LIFT }

    static String duration(int seconds) {
        int h = seconds / 3600;
        int m = (seconds % 3600) / 60;
        int s = seconds % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, s) : String.format("%d:%02d", m, s);
    }

    static String pace(int seconds, int meters) {
        if (meters == 0) return "-";
        int perKm = (int) ((long) seconds * 1000 / meters);
        return String.format("%d'%02d\"", perKm / 60, perKm % 60);
    }

    public static void main(String[] args) {
        List<Session> sessions = new ArrayList<>();
        sessions.add(new Session(1, "Monday", Kind.RUN, 1845, 5200, 142));
        sessions.add(new Session(2, "Tuesday", Kind.LIFT, 3300, 0, 118));
        sessions.add(new Session(3, "Wednesday", Kind.SWIM, 2100, 1500, 131));
        sessions.add(new Session(4, "Thursday", Kind.BIKE, 5430, 32150, 137));
        sessions.add(new Session(5, "Saturday", Kind.RUN, 4012, 12050, 151));
        sessions.add(new Session(6, "Sunday", Kind.BIKE, 7266, 48800, 129));

        System.out.println("+" + "-".repeat(62) + "+");
        System.out.printf("|%-62s|%n", " WEEKLY WORKOUT SUMMARY - athlete #" + String.format("%05d", 417));
        System.out.println("+" + "-".repeat(62) + "+");
        System.out.printf("|%-5s|%-4s|%c|%-5s|%9s|%10s|%7s|%4s|%8s|%n",
                "ID", "Day", 'T', "Type", "Time", "Dist(km)", "Pace", "HR", "HRhex");
        System.out.println("|" + "-".repeat(62) + "|");

        int totalSec = 0;
        int totalMeters = 0;
        int[] perKind = new int[Kind.values().length];
        for (Session s : sessions) {
            totalSec += s.seconds;
            totalMeters += s.meters;
            perKind[s.kind.ordinal()] += s.seconds;
            System.out.printf("|%05d|%-4.3s|%c|%-5s|%9s|%10.3f|%7s|%4d|%8x|%n",
                    s.id, s.day, s.kind.name().charAt(0), s.kind.name().toLowerCase(),
                    duration(s.seconds), s.meters / 1000.0, pace(s.seconds, s.meters), s.avgHr, s.avgHr);
        }
        System.out.println("+" + "-".repeat(62) + "+");
        System.out.printf("Total time %s over %d sessions; distance %,d m%n",
                duration(totalSec), sessions.size(), totalMeters);
        System.out.printf("Average session: %8.2f min%n", totalSec / 60.0 / sessions.size());

        System.out.println();
        System.out.println("Time by type:");
        for (Kind k : Kind.values()) {
            int sec = perKind[k.ordinal()];
            int blocks = sec / 600;
            System.out.printf("  %-5s %8s %s%n", k, duration(sec), "=".repeat(blocks));
        }

        Session[] sorted = sessions.toArray(new Session[0]);
        Arrays.sort(sorted, Comparator.comparingInt((Session s) -> s.avgHr).reversed());
        StringJoiner hr = new StringJoiner(" > ", "HR ranking: ", ".");
        for (Session s : sorted) {
            hr.add(String.format("%.3s(%d)", s.day, s.avgHr));
        }
        System.out.println(hr);

        Session longest = sessions.get(0);
        for (Session s : sessions) {
            if (s.meters > longest.meters) longest = s;
        }
        System.out.println(String.format("Longest: %1$s on %2$s. %1$s was %3$.1f km!",
                longest.kind, longest.day, longest.meters / 1000.0));
        boolean restDay = sessions.size() < 7;
        System.out.printf("Rest day taken: %b | Kinds: %s%n", restDay, Arrays.toString(Kind.values()));
        System.out.printf("Goal 150 min: %d%% complete%n", Math.min(100, totalSec / 60 * 100 / 150));
    }
}

class Session {
    final int id;
    final String day;
    final RptWorkoutSummary.Kind kind;
    final int seconds;
    final int meters;
    final int avgHr;

    Session(int id, String day, RptWorkoutSummary.Kind kind, int seconds, int meters, int avgHr) {
        this.id = id;
        this.day = day;
        this.kind = kind;
        this.seconds = seconds;
        this.meters = meters;
        this.avgHr = avgHr;
    }
}
