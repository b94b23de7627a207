import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ClsUnitsFormatter {
    public static void main(String[] args) {
        UnitFormatter f = new UnitFormatter();
        short shortVal = 3;
        byte byteVal = 2;
        char charVal = 'A';
        Integer boxed = 512;
        long longVal = 4096L;

        System.out.println("-- size(long) / size(Integer) / size(int...) --");
        System.out.println("int      : " + f.size(5));
        System.out.println("short    : " + f.size(shortVal));
        System.out.println("byte     : " + f.size(byteVal));
        System.out.println("char     : " + f.size(charVal));
        System.out.println("Integer  : " + f.size(boxed));
        System.out.println("long     : " + f.size(longVal));
        System.out.println("none     : " + f.size());
        System.out.println("three    : " + f.size(1, 2, 3));
        System.out.println("int[]    : " + f.size(new int[] {7, 8}));

        System.out.println("-- label(int) / label(String) / label(Object) --");
        System.out.println("char 'x'       : " + f.label('x'));
        System.out.println("char expr      : " + f.label((char) (charVal + 1)));
        System.out.println("char + 1       : " + f.label(charVal + 1));
        System.out.println("Character      : " + f.label(Character.valueOf('c')));
        System.out.println("String         : " + f.label("km"));
        System.out.println("null           : " + f.label(null));
        System.out.println("(Object) null  : " + f.label((Object) null));
        System.out.println("Integer        : " + f.label(boxed));

        System.out.println("-- measure(long) / measure(double) / measure(Long) / measure(Object) --");
        System.out.println("int        : " + f.measure(7));
        System.out.println("float      : " + f.measure(2.5f));
        System.out.println("Long       : " + f.measure(Long.valueOf(9)));
        System.out.println("Integer    : " + f.measure(boxed));
        System.out.println("Double     : " + f.measure(Double.valueOf(1.5)));

        System.out.println("-- pair(int,int) vs pair(int...) vs pair(long,long) --");
        System.out.println("pair(1,2)      : " + f.pair(1, 2));
        System.out.println("pair(1L,2)     : " + f.pair(1L, 2));
        System.out.println("pair(1)        : " + f.pair(1));
        System.out.println("pair(c,c)      : " + f.pair('a', 'b'));

        System.out.println("-- conditional expression typing --");
        int zero = 0;
        System.out.println("false ? 1 : 'a'   -> " + (false ? 1 : 'a'));
        System.out.println("true ? 'b' : 0    -> " + (true ? 'b' : 0));
        System.out.println("false ? zero : 'a' -> " + (false ? zero : 'a'));
        Object mixed = true ? 1 : 2.0;
        System.out.println("true ? 1 : 2.0    -> " + mixed);
        System.out.println("label(true ? 'q' : 0) -> " + f.label(true ? 'q' : 0));

        System.out.println("-- StringBuilder.append overloads --");
        StringBuilder sb = new StringBuilder();
        sb.append(charVal).append('|').append(charVal + 0).append('|').append((char) 66).append('|').append(shortVal);
        System.out.println(sb);

        System.out.println("-- List<Integer>.remove(int) vs remove(Object) --");
        List<Integer> units = new ArrayList<>(Arrays.asList(10, 1, 20, 2, 30));
        units.remove(1);
        System.out.println("remove(1)                 -> " + units);
        units.remove(Integer.valueOf(2));
        System.out.println("remove(Integer.valueOf(2)) -> " + units);
        boolean removed = units.remove((Object) 30);
        System.out.println("remove((Object) 30)       -> " + units + " " + removed);

        System.out.println("log (" + f.log.size() + "): " + String.join(" ", f.log));
    }
}

class UnitFormatter {
    final List<String> log = new ArrayList<>();

    String size(long bytes) { log.add("long"); return bytes + " B (long)"; }
    String size(Integer percent) { log.add("Integer"); return percent + " % (Integer)"; }
    String size(int... parts) { log.add("varargs"); return parts.length + " parts " + Arrays.toString(parts); }

    String label(int code) { log.add("int"); return "code " + code; }
    String label(String unit) { log.add("String"); return "unit " + unit; }
    String label(Object any) { log.add("Object"); return "object " + any; }

    String measure(long v) { log.add("m-long"); return "long " + v; }
    String measure(double v) { log.add("m-double"); return "double " + v; }
    String measure(Long v) { log.add("m-Long"); return "Long " + v; }
    String measure(Object v) { log.add("m-Object"); return "Object " + v; }

    String pair(int a, int b) { log.add("p-int"); return "int,int " + (a + b); }
    String pair(long a, long b) { log.add("p-long"); return "long,long " + (a + b); }
    String pair(int... xs) { log.add("p-var"); return "int... " + xs.length; }
}
