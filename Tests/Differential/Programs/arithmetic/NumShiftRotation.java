import java.util.ArrayList;
import java.util.List;

public class NumShiftRotation {

    static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    static final String[] CREW = {"Alvarez", "Brooks", "Chowdhury", "Dubois", "Eriksen"};

    static int checks = 0;

    static boolean expensiveCheck(String label, boolean result) {
        checks++;
        System.out.println("    check " + label + " -> " + result);
        return result;
    }

    static String dayName(int dayIndex) {
        return DAYS[Math.floorMod(dayIndex, 7)];
    }

    static String crewFor(int shiftNumber) {
        return CREW[Math.floorMod(shiftNumber, CREW.length)];
    }

    // minutes since midnight -> HH:MM, wrapping around days (negative allowed)
    static String clock(int minutes) {
        int m = Math.floorMod(minutes, 24 * 60);
        int h = m / 60;
        int mm = m % 60;
        return (h < 10 ? "0" : "") + h + ":" + (mm < 10 ? "0" : "") + mm;
    }

    public static void main(String[] args) {
        System.out.println("== Day rotation ==");
        int startDay = 2; // Wed
        int[] offsets = {0, 1, 5, 7, 13, -1, -8, -15, 100, -100};
        for (int off : offsets) {
            int naive = (startDay + off) % 7;
            System.out.println("Wed + " + off + " days -> " + dayName(startDay + off) + " (naive % gives " + naive + ")");
        }

        System.out.println("== Crew rotation ==");
        for (int shift = -3; shift <= 6; shift++) {
            int week = Math.floorDiv(shift, 7);
            int truncWeek = shift / 7;
            System.out.println("shift " + shift + ": crew " + crewFor(shift) + ", week " + week + " (trunc " + truncWeek + ")"
                    + ", naive idx " + (shift % CREW.length));
        }

        System.out.println("== Clock wrap ==");
        int[] mins = {0, 59, 60, 1439, 1440, 1500, -1, -60, -1441, 10000};
        StringBuilder sb = new StringBuilder();
        for (int m : mins) {
            sb.append(m).append("=").append(clock(m)).append(" ");
        }
        System.out.println(sb.toString().trim());
        int shiftStart = 22 * 60 + 30;
        int shiftLen = 9 * 60 + 15;
        System.out.println("night shift " + clock(shiftStart) + " - " + clock(shiftStart + shiftLen)
                + ", crosses midnight: " + ((shiftStart + shiftLen) / (24 * 60) > 0));

        System.out.println("== Integer division for staffing ==");
        int[] demand = {0, 1, 7, 8, 15, 16, 17, 100};
        int perCrew = 8;
        for (int d : demand) {
            int crewsCeil = (d + perCrew - 1) / perCrew;
            int crewsFloor = d / perCrew;
            int leftover = d % perCrew;
            System.out.println("demand " + d + ": full crews " + crewsFloor + ", needed " + crewsCeil + ", leftover " + leftover
                    + ", ratio " + (d / (double) perCrew));
        }
        System.out.println("-17 / 5 = " + (-17 / 5) + ", -17 % 5 = " + (-17 % 5) + ", 17 % -5 = " + (17 % -5)
                + ", -17.5 % 5 = " + (-17.5 % 5) + ", 17.5 % 5 = " + (17.5 % 5));

        System.out.println("== Binary numeric promotion in ternaries ==");
        boolean overtime = true;
        int baseHours = 40;
        long bigHours = 5_000_000_000L;
        double rate = 1.5;
        Object o1 = overtime ? baseHours : rate;
        System.out.println("overtime ? int : double -> " + o1);
        Object o2 = !overtime ? baseHours : bigHours;
        System.out.println("!overtime ? int : long -> " + o2);
        Object o3 = overtime ? baseHours : bigHours;
        System.out.println("overtime ? int : long -> " + o3 + " (long-typed)");
        long asLong = overtime ? baseHours : bigHours;
        double mixed = overtime ? baseHours / 3 : rate;
        System.out.println("asLong=" + asLong + ", mixed=" + mixed);
        System.out.println("int*long: " + (baseHours * bigHours) + ", int*double: " + (baseHours * rate)
                + ", long+double: " + (bigHours + rate));
        char grade = 'B';
        int bonus = 2;
        System.out.println("char ternary: " + (overtime ? grade : 'C') + ", char+int ternary: " + (overtime ? grade : bonus)
                + ", char/int promoted: " + (overtime ? grade + 0 : bonus));
        Integer boxedNull = null;
        Integer pick = overtime ? Integer.valueOf(7) : boxedNull;
        System.out.println("boxed pick: " + pick);
        long payCents = baseHours * 2550L + (overtime ? 5 * 3825 : 0);
        System.out.println("pay cents: " + payCents + ", per hour avg: " + (payCents / (double) (baseHours + 5)));
        System.out.println("1/2*4.0 = " + (1 / 2 * 4.0) + ", 1/2.0*4 = " + (1 / 2.0 * 4) + ", 4.0*1/2 = " + (4.0 * 1 / 2));

        System.out.println("== Short-circuit with side effects ==");
        int i = 0;
        if (i++ > 0 && i++ > 0) {
            System.out.println("  unreachable");
        }
        System.out.println("after &&: i=" + i);
        i = 0;
        if (i++ == 0 || i++ == 0) {
            System.out.println("  first operand true");
        }
        System.out.println("after ||: i=" + i);
        i = 0;
        if (i++ > 0 & i++ > 0) {
            System.out.println("  unreachable");
        }
        System.out.println("after non-short-circuit &: i=" + i);
        i = 0;
        boolean r = (++i > 0) | (i++ > 5);
        System.out.println("after |: r=" + r + ", i=" + i);

        List<String> staffed = new ArrayList<>();
        for (int s = 0; s < 6; s++) {
            String crew = crewFor(s);
            boolean weekend = s % 7 >= 5;
            System.out.println("  shift " + s + " (" + crew + ")");
            if (weekend || expensiveCheck(crew + " available", s % 3 != 1)) {
                if (s % 2 == 0 && expensiveCheck(crew + " certified", crew.length() > 6)) {
                    staffed.add(crew + "@" + s);
                }
            }
        }
        System.out.println("staffed=" + staffed + ", checks run=" + checks);

        int x = 5;
        int y = x++ + ++x;
        System.out.println("x++ + ++x: y=" + y + ", x=" + x);
        int z = 10;
        z += z++ + --z;
        System.out.println("z += z++ + --z: z=" + z);
        int[] slots = new int[4];
        int k = 0;
        slots[k++] = k;
        slots[k++] = k * 10;
        slots[k] = k++ + k;
        System.out.println("slots=" + slots[0] + "," + slots[1] + "," + slots[2] + "," + slots[3] + " k=" + k);
    }
}
