import java.util.ArrayList;
import java.util.List;

public class ConditionalAndPromotion {

    static final class BatteryStats {
        private final List<Integer> samples = new ArrayList<>();
        private Integer lastLevel;

        void record(int level) {
            samples.add(level);
            lastLevel = level;
        }

        Integer lastOrNull() { return samples.isEmpty() ? null : lastLevel; }

        int lastOrZero() { return lastLevel != null ? lastLevel : 0; }

        long drainPerHour(int minutes) {
            if (samples.size() < 2) return -1L;
            int first = samples.get(0);
            int last = samples.get(samples.size() - 1);
            return (long) (first - last) * 60 / minutes;
        }
    }

    static String typeOf(Object o) {
        String kind = o instanceof Integer ? "Integer" : o instanceof Long ? "Long" : o instanceof Character ? "Character"
                : o instanceof Float ? "Float" : o instanceof Double ? "Double" : o instanceof Short ? "Short"
                : o instanceof Byte ? "Byte" : o instanceof String ? "String" : "Other";
        return o == null ? "null" : kind + "(" + o + ")";
    }

    static Object pick(boolean cond) { return cond ? 66 : 'a'; }
    static Object pickLong(boolean cond) { return cond ? 1 : 2L; }
    static Object pickDouble(boolean cond) { return cond ? 1 : 2.0f; }
    static Object pickChar(boolean cond, int unused) { return cond ? 'b' : 67; }
    static Object pickCharVar(boolean cond, int v) { return cond ? 'b' : v; }
    static Object pickBoxed(boolean cond, Integer boxed) { return cond ? boxed : "text"; }
    static Object pickShort(boolean cond) {
        short s = 10;
        byte b = 3;
        return cond ? s : b;
    }

    public static void main(String[] args) {
        BatteryStats stats = new BatteryStats();
        System.out.println("empty last=" + stats.lastOrNull());
        System.out.println("empty zero=" + stats.lastOrZero());
        System.out.println("empty drain=" + stats.drainPerHour(30));
        stats.record(97);
        stats.record(91);
        stats.record(84);
        System.out.println("last=" + stats.lastOrNull());
        System.out.println("drain=" + stats.drainPerHour(45));

        System.out.println(typeOf(pick(true)));
        System.out.println(typeOf(pick(false)));
        System.out.println(typeOf(pickLong(true)));
        System.out.println(typeOf(pickLong(false)));
        System.out.println(typeOf(pickDouble(true)));
        System.out.println(typeOf(pickChar(true, 0)));
        System.out.println(typeOf(pickChar(false, 0)));
        System.out.println(typeOf(pickCharVar(true, 5)));
        System.out.println(typeOf(pickBoxed(true, 17)));
        System.out.println(typeOf(pickBoxed(false, 17)));
        System.out.println(typeOf(pickShort(true)));
        System.out.println(typeOf(pickShort(false)));

        Integer maybe = null;
        Integer fallback = 8;
        Integer chosen = maybe != null ? maybe : fallback;
        System.out.println("chosen=" + chosen);
        Integer nullable = fallback > 5 ? null : fallback;
        System.out.println("nullable=" + nullable);
        try {
            int unboxed = fallback > 5 ? maybe : 0;
            System.out.println("unboxed=" + unboxed);
        } catch (NullPointerException e) {
            System.out.println("NPE from unboxing in conditional");
        }

        int big = Integer.MAX_VALUE;
        System.out.println("overflow add=" + (big + 1));
        System.out.println("overflow mul=" + (big * 2));
        System.out.println("long mul=" + (big * 2L));
        System.out.println("neg min=" + (-Integer.MIN_VALUE));
        System.out.println("abs min=" + Math.abs(Integer.MIN_VALUE));
        System.out.println("min/-1=" + (Integer.MIN_VALUE / -1));
        System.out.println("long overflow=" + (Long.MAX_VALUE + 1));
        System.out.println("div neg=" + (-7 / 2) + " rem neg=" + (-7 % 2) + " rem pos=" + (7 % -2));
        System.out.println("floorDiv=" + Math.floorDiv(-7, 2) + " floorMod=" + Math.floorMod(-7, 2));
        System.out.println("double rem=" + (-7.5 % 2) + " " + (7.5 % -2));
        System.out.println("int/long mix=" + (7 / 2 * 2L) + " " + (7L / 2 * 2));
        System.out.println("char sum=" + ('a' + 'b') + " char+int=" + ('a' + 1) + " cast=" + (char) ('a' + 1));
        System.out.println("char concat=" + 'a' + 'b');
        System.out.println("char first=" + ('a' + 'b' + "c"));
        System.out.println("byte promote=" + (byte) 100 * 3);
        System.out.println("short cast=" + (short) 40000 + " byte cast=" + (byte) 200 + " char cast=" + (int) (char) -1);
        System.out.println("double->int=" + (int) 3.99 + " " + (int) -3.99 + " " + (int) 1e20 + " " + (long) Double.NaN);
        System.out.println("float->long=" + (long) 1e19f + " round=" + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(-2.51));
        System.out.println("float div=" + (1 / 3f) + " double div=" + (1 / 3.0) + " int div=" + (1 / 3));

        byte level = 10;
        level += 200;
        System.out.println("byte += 200 -> " + level);
        short volume = 300;
        volume *= 1000;
        System.out.println("short *= 1000 -> " + volume);
        char grade = 'A';
        grade += 2;
        System.out.println("char += 2 -> " + grade);
        grade++;
        System.out.println("char++ -> " + grade);
        int percent = 10;
        percent += 3.7;
        System.out.println("int += 3.7 -> " + percent);
        percent -= 0.5;
        System.out.println("int -= 0.5 -> " + percent);
        long counter = 1;
        counter <<= 40;
        System.out.println("long <<= 40 -> " + counter);
        int mask = 0xFF;
        mask >>>= 4;
        mask |= 0x100;
        mask ^= 0x0F;
        System.out.println("mask -> " + mask + " hex " + Integer.toHexString(mask));
        int divided = 17;
        divided /= 0.5;
        System.out.println("int /= 0.5 -> " + divided);

        int x = 5;
        int y = x++ + ++x;
        System.out.println("x=" + x + " y=" + y);
        int z = x-- - --x;
        System.out.println("x=" + x + " z=" + z);
        int[] arr = { 1, 2, 3 };
        int idx = 0;
        arr[idx++] = arr[idx] + 10;
        System.out.println("arr=" + arr[0] + "," + arr[1] + "," + arr[2] + " idx=" + idx);
        boolean flag = false;
        boolean result = flag || (x > 3) && !flag;
        System.out.println("logic=" + result + " xor=" + (true ^ flag) + " bitand=" + (true & flag));
        System.out.println("ternary chain=" + (x > 10 ? "big" : x > 5 ? "mid" : "small"));
    }
}
