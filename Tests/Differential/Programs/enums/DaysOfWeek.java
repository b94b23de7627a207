public class DaysOfWeek {
    enum Day {
        MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;

        boolean isWeekend() {
            return this == SATURDAY || this == SUNDAY;
        }

        Day plus(int days) {
            Day[] all = values();
            int idx = Math.floorMod(ordinal() + days, all.length);
            return all[idx];
        }

        String shortName() {
            return name().charAt(0) + name().substring(1, 3).toLowerCase();
        }
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            System.out.println(d.shortName() + " weekend=" + d.isWeekend() + " +1=" + d.plus(1) + " -1=" + d.plus(-1) + " +100=" + d.plus(100));
        }
        Day start = Day.WEDNESDAY;
        int workdays = 0;
        Day cur = start;
        for (int i = 0; i < 30; i++) {
            if (!cur.isWeekend()) {
                workdays++;
            }
            cur = cur.plus(1);
        }
        System.out.println("30 days from " + start + ": " + workdays + " workdays, ends before " + cur);
        Day latest = Day.MONDAY;
        for (String s : new String[] {"FRIDAY", "TUESDAY", "SUNDAY", "THURSDAY"}) {
            Day d = Day.valueOf(s);
            if (d.compareTo(latest) > 0) {
                latest = d;
            }
        }
        System.out.println("latest " + latest);
        StringBuilder cal = new StringBuilder();
        for (int date = 1; date <= 14; date++) {
            Day d = Day.TUESDAY.plus(date - 1);
            cal.append(date).append(d.isWeekend() ? "*" : "").append(date % 7 == 0 ? "\n" : " ");
        }
        System.out.print(cal);
    }
}
