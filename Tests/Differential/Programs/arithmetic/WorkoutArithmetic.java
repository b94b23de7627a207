import java.util.*;

public class WorkoutArithmetic {
    static final class Session {
        final String name;
        final int seconds;
        final int calories;
        byte intensity;
        short laps;
        char grade = 'C';

        Session(String name, int seconds, int calories, int intensity) {
            this.name = name;
            this.seconds = seconds;
            this.calories = calories;
            this.intensity = (byte) intensity;
        }

        String duration() {
            int h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60;
            return h + "h" + (m < 10 ? "0" : "") + m + "m" + (s < 10 ? "0" : "") + s + "s";
        }
    }

    static int weekOf(int dayIndex) { return Math.floorDiv(dayIndex, 7); }
    static int weekdayOf(int dayIndex) { return Math.floorMod(dayIndex, 7); }

    static int checksum(String s) {
        int h = 7;
        for (int i = 0; i < s.length(); i++) h = h * 31 + s.charAt(i);
        return h;
    }

    public static void main(String[] args) {
        Session run = new Session("run", 3725, 610, 120);
        Session swim = new Session("swim", 59, 45, 100);
        Session lift = new Session("lift", 7322, 390, 200);
        for (Session s : List.of(run, swim, lift)) {
            System.out.println(s.name + " " + s.duration() + " intensity=" + s.intensity + " cal/min=" + (s.calories * 60 / s.seconds));
        }

        run.intensity += 10;
        System.out.println("run intensity +10 -> " + run.intensity);
        run.intensity += 200;
        System.out.println("run intensity +200 -> " + run.intensity);
        byte b = -128;
        b--;
        System.out.println("byte -128 minus 1 -> " + b);
        b *= 3;
        System.out.println("times 3 -> " + b);
        swim.laps = 32767;
        swim.laps++;
        System.out.println("laps overflow -> " + swim.laps);
        swim.laps += 70000;
        System.out.println("laps += 70000 -> " + swim.laps);
        short sh = (short) 40000;
        int widened = sh;
        System.out.println("short(40000)=" + sh + " widened=" + widened + " char from short=" + (int) (char) sh);

        int[] deltas = {17, -17, 5, -5, 0, -1, 13};
        for (int d : deltas) {
            System.out.println("d=" + d + " d/5=" + (d / 5) + " d%5=" + (d % 5) + " floorDiv=" + Math.floorDiv(d, 5)
                + " floorMod=" + Math.floorMod(d, 5) + " d%-5=" + (d % -5) + " floorMod(d,-5)=" + Math.floorMod(d, -5));
        }
        for (int day : new int[]{0, 6, 7, 13, -1, -7, -8, -15}) {
            System.out.println("day " + day + " -> week " + weekOf(day) + " weekday " + weekdayOf(day) + " naive " + (day / 7) + "/" + (day % 7));
        }

        int totalSteps = Integer.MAX_VALUE - 5;
        totalSteps += 10;
        System.out.println("steps overflow=" + totalSteps);
        long safeSteps = (long) Integer.MAX_VALUE + 10;
        System.out.println("long steps=" + safeSteps + " narrowed=" + (int) safeSteps);
        int min = Integer.MIN_VALUE;
        System.out.println("MIN/-1=" + (min / -1) + " MIN%-1=" + (min % -1) + " -MIN=" + (-min) + " abs(MIN)=" + Math.abs(min));
        long lmin = Long.MIN_VALUE;
        System.out.println("LMIN/-1=" + (lmin / -1) + " LMIN*-1=" + (lmin * -1));
        int micro = 1_000_000 * 3000;
        long microL = 1_000_000L * 3000;
        System.out.println("int mult=" + micro + " long mult=" + microL);

        int neg = -40;
        System.out.println("-40>>2=" + (neg >> 2) + " -40>>>28=" + (neg >>> 28) + " -40<<3=" + (neg << 3) + " -1>>>1=" + (-1 >>> 1));
        System.out.println("1<<33=" + (1 << 33) + " 1L<<33=" + (1L << 33) + " 8>>-1=" + (8 >> -1) + " -8L>>>60=" + (-8L >>> 60));
        int flags = 0;
        for (int bit : new int[]{0, 3, 5, 31}) flags |= 1 << bit;
        System.out.println("flags=" + flags + " hex=" + Integer.toHexString(flags) + " bin count=" + Integer.bitCount(flags) + " ~flags=" + (~flags));
        System.out.println("flags>>31=" + (flags >> 31) + " flags>>>31=" + (flags >>> 31) + " (byte)flags=" + (byte) flags);

        char g = 'A';
        g += 2;
        System.out.println("grade=" + g + " g+1=" + (g + 1) + " (char)(g+1)=" + (char) (g + 1));
        g++;
        System.out.println("after ++ grade=" + g + " int=" + (int) g);
        lift.grade -= 2;
        System.out.println("lift grade=" + lift.grade);
        char c = 0;
        c--;
        System.out.println("char 0 minus 1 = " + (int) c);
        StringBuilder initials = new StringBuilder();
        for (String n : new String[]{"run", "swim", "lift", "yoga"}) initials.append((char) (n.charAt(0) - 'a' + 'A'));
        System.out.println("initials=" + initials + " sum=" + ('r' + 's') + " concat=" + 'r' + 's');
        int digit = '7' - '0';
        System.out.println("digit*3=" + digit * 3 + " char math=" + (char) ('0' + (digit * 3) % 10));

        System.out.println("checksum run=" + checksum("run") + " workout-log-2024=" + checksum("workout-log-2024"));
        long weekly = 0;
        int[] daily = {1200, -5000, -300, 1500, 0, 2100, -900};
        for (int i = 0; i < daily.length; i++) {
            weekly += daily[i];
            int avg = (int) (weekly / (i + 1));
            int rem = (int) (weekly % (i + 1));
            System.out.println("day" + i + " weekly=" + weekly + " avg=" + avg + " rem=" + rem);
        }
        int score = 0;
        score += 2.7;
        score += 2.7;
        System.out.println("score after += 2.7 twice = " + score);
        int half = 7;
        half /= 2;
        half *= 2.5;
        System.out.println("half=" + half + " -7/2=" + (-7 / 2) + " (int)-3.9=" + (int) -3.9 + " round(-2.5)=" + Math.round(-2.5));
    }
}
