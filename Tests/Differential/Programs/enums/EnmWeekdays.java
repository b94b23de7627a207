import java.util.*;

public class EnmWeekdays {
    public static void main(String[] args) {
        System.out.println("== Weekdays ==");
        for (Weekday d : Weekday.values()) {
            System.out.println(String.format("%-8s short=%s ordinal=%d weekend=%s next=%s prev=%s",
                    d.name(), d, d.ordinal(), d.isWeekend(), d.plus(1), d.plus(-1)));
        }

        System.out.println("== Day arithmetic ==");
        Weekday today = Weekday.THURSDAY;
        int[] offsets = {0, 3, 7, 10, -4, -15, 100};
        for (int off : offsets) {
            System.out.println(String.format("%s %s %d days = %s", today, off >= 0 ? "+" : "-", Math.abs(off), today.plus(off).name()));
        }
        System.out.println("days until SUNDAY from " + today.name() + ": " + today.daysUntil(Weekday.SUNDAY));
        System.out.println("days until MONDAY from SATURDAY: " + Weekday.SATURDAY.daysUntil(Weekday.MONDAY));

        System.out.println("== Sets ==");
        EnumSet<Weekday> work = EnumSet.range(Weekday.MONDAY, Weekday.FRIDAY);
        EnumSet<Weekday> weekend = EnumSet.complementOf(work);
        EnumSet<Weekday> gym = EnumSet.of(Weekday.MONDAY, Weekday.WEDNESDAY, Weekday.SATURDAY);
        System.out.println("work=" + work);
        System.out.println("weekend=" + weekend);
        EnumSet<Weekday> gymOnWorkdays = EnumSet.copyOf(gym);
        gymOnWorkdays.retainAll(work);
        System.out.println("gym on workdays=" + gymOnWorkdays);
        EnumSet<Weekday> free = EnumSet.allOf(Weekday.class);
        free.removeAll(gym);
        System.out.println("no gym=" + free);

        System.out.println("== Alarms ==");
        List<Alarm> alarms = new ArrayList<>();
        alarms.add(new Alarm(Weekday.MONDAY, 6, 30));
        alarms.add(new Alarm(Weekday.SATURDAY, 9, 0));
        alarms.add(new Alarm(Weekday.MONDAY, 7, 15));
        alarms.add(new Alarm(Weekday.FRIDAY, 6, 45));
        alarms.add(new Alarm(Weekday.WEDNESDAY, 5, 50));
        alarms.add(new Alarm(Weekday.SUNDAY, 10, 5));

        TreeMap<Weekday, List<String>> byDay = new TreeMap<>();
        for (Alarm a : alarms) byDay.computeIfAbsent(a.day(), k -> new ArrayList<>()).add(a.time());
        for (Map.Entry<Weekday, List<String>> e : byDay.entrySet()) {
            System.out.println(String.format("%-8s %s", e.getKey().name(), e.getValue()));
        }
        Weekday probe = Weekday.TUESDAY;
        System.out.println("next alarm day after " + probe.name() + ": " + byDay.higherKey(probe).name());
        System.out.println("ceiling of SATURDAY: " + byDay.ceilingKey(Weekday.SATURDAY).name());

        EnumMap<Weekday, Integer> minutesAwake = new EnumMap<>(Weekday.class);
        for (Alarm a : alarms) {
            int awake = 24 * 60 - (a.hour() * 60 + a.minute()) - 60;
            minutesAwake.merge(a.day(), awake, Math::max);
        }
        System.out.println("max minutes awake=" + minutesAwake);

        System.out.println("== Work hours (fall-through) ==");
        int total = 0;
        for (Weekday d : Weekday.values()) {
            int hours = workHours(d);
            total += hours;
            System.out.println(String.format("%-8s %5d h", d.name(), hours));
        }
        System.out.println("total=" + total);
    }

    static int workHours(Weekday d) {
        int h = 0;
        switch (d) {
            case MONDAY:
            case TUESDAY:
            case WEDNESDAY:
            case THURSDAY:
                h += 8;
                break;
            case FRIDAY:
                h += 6;
                // fall through: short Friday also gets the weekend on-call hour
            case SATURDAY:
                h += 1;
                break;
            case SUNDAY:
                break;
        }
        return h;
    }
}

record Alarm(Weekday day, int hour, int minute) {
    String time() {
        return (hour < 10 ? "0" : "") + hour + ":" + (minute < 10 ? "0" : "") + minute;
    }
}

enum Weekday {
    MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;

    private static final Weekday[] ALL = values();

    boolean isWeekend() { return this == SATURDAY || this == SUNDAY; }

    Weekday plus(int days) {
        int idx = ((ordinal() + days) % ALL.length + ALL.length) % ALL.length;
        return ALL[idx];
    }

    int daysUntil(Weekday other) {
        return ((other.ordinal() - ordinal()) % 7 + 7) % 7;
    }

    @Override
    public String toString() {
        return name().substring(0, 1) + name().substring(1, 3).toLowerCase();
    }
}
