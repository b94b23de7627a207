import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class OvlUnitConverter {

    private final Map<String, Integer> hits = new TreeMap<>();

    // primitive vs boxed vs supertypes: Int32 / Int32? / Int64 / Int64? / Double / Any? in Swift
    String convert(int v) { return hit("convert(int) " + v + " (" + (v * 100) + "cm)"); }
    String convert(long v) { return hit("convert(long) " + v); }
    String convert(double v) { return hit("convert(double) " + v); }
    String convert(Integer v) { return hit("convert(Integer) " + v); }
    String convert(Long v) { return hit("convert(Long) " + v); }
    String convert(Number v) { return hit("convert(Number) " + v); }
    String convert(Object v) { return hit("convert(Object) " + v); }

    String scale(float f) { return hit("scale(float) " + f); }
    String scale(double d) { return hit("scale(double) " + d); }
    String scale(Double d) { return hit("scale(Double) " + d); }

    String symbol(char c) { return hit("symbol(char) " + c); }
    String symbol(int code) { return hit("symbol(int) " + code); }
    String symbol(Character c) { return hit("symbol(Character) " + c); }
    String symbol(CharSequence cs) { return hit("symbol(CharSequence) " + cs); }

    String toUnit(int value, String unit) { return hit("toUnit(int,String) " + value + unit); }
    String toUnit(long value, Object unit) { return hit("toUnit(long,Object) " + value + unit); }
    String toUnit(Number value, String unit) { return hit("toUnit(Number,String) " + value + unit); }
    String toUnit(Object value, Object unit) { return hit("toUnit(Object,Object) " + value + unit); }

    String flag(boolean b) { return hit("flag(boolean) " + b); }
    String flag(Boolean b) { return hit("flag(Boolean) " + b); }
    String flag(Object o) { return hit("flag(Object) " + o); }

    private String hit(String s) {
        String key = s.substring(0, s.indexOf(')') + 1);
        hits.merge(key, 1, Integer::sum);
        return s;
    }

    static Integer boxedMeters() { return 12; }
    static int rawMeters() { return 13; }
    static Long boxedMillis() { return 1400L; }

    public static void main(String[] args) {
        OvlUnitConverter c = new OvlUnitConverter();
        List<String> out = new ArrayList<>();
        byte b = 2;
        short s = 3;
        char ch = 'A';
        Integer boxedInt = 4;
        Long boxedLong = 5L;
        Short boxedShort = 6;
        Character boxedChar = 'B';
        Double boxedDouble = 7.5;
        Float boxedFloat = 8.5f;
        Object obj = 9;
        Number num = 10L;
        boolean metric = boxedInt > 3;

        out.add(c.convert(1));                    // int
        out.add(c.convert(b));                    // byte widens to int
        out.add(c.convert(s));                    // short widens to int
        out.add(c.convert(ch));                   // char widens to int
        out.add(c.convert(2L));                   // long
        out.add(c.convert(1.5f));                 // float widens to double
        out.add(c.convert(2.5));                  // double
        out.add(c.convert(boxedInt));             // Integer (phase 1)
        out.add(c.convert(boxedLong));            // Long
        out.add(c.convert(boxedShort));           // Number (phase 1, no unboxing)
        out.add(c.convert(boxedChar));            // Object (phase 1)
        out.add(c.convert(boxedDouble));          // Number
        out.add(c.convert(boxedFloat));           // Number
        out.add(c.convert(obj));                  // Object
        out.add(c.convert(num));                  // Number
        out.add(c.convert(boxedMeters()));        // Integer
        out.add(c.convert(rawMeters()));          // int
        out.add(c.convert(boxedMillis()));        // Long
        out.add(c.convert(boxedInt + 1));         // int arithmetic -> int
        out.add(c.convert(boxedInt + 1L));        // long
        out.add(c.convert(metric ? 1 : boxedInt));        // int (unboxed conditional)
        out.add(c.convert(metric ? boxedInt : null));     // Integer (reference conditional)
        out.add(c.convert(metric ? 1 : 2L));              // long
        out.add(c.convert(metric ? boxedInt : boxedLong)); // numeric promotion -> long
        out.add(c.convert((Integer) null));
        out.add(c.convert((Long) null));
        out.add(c.convert((Object) boxedInt));
        out.add(c.convert("3 km"));               // Object

        out.add(c.scale(1.25f));                  // float
        out.add(c.scale(2.25));                   // double
        out.add(c.scale(boxedDouble));            // Double
        out.add(c.scale(boxedFloat));             // unboxing + widening -> scale(float)
        out.add(c.scale(3));                      // int -> float (first widening candidate most specific)
        out.add(c.scale(4L));                     // long -> float

        out.add(c.symbol('m'));                   // char
        out.add(c.symbol(ch + 1));                // int
        out.add(c.symbol((char) (ch + 2)));       // char
        out.add(c.symbol(boxedChar));             // Character
        out.add(c.symbol("km"));                  // CharSequence
        out.add(c.symbol(new StringBuilder("mi")));
        out.add(c.symbol("abc".charAt(1)));       // char

        out.add(c.toUnit(5, "km"));               // (int,String)
        out.add(c.toUnit(5L, "km"));              // (long,Object)
        out.add(c.toUnit(s, "cm"));               // short -> (int,String)
        out.add(c.toUnit(5, (Object) "km"));      // (long,Object) via widening
        out.add(c.toUnit(boxedInt, "m"));         // (Number,String) phase 1
        out.add(c.toUnit(boxedInt, (Object) "yd")); // (Object,Object) phase 1
        out.add(c.toUnit(obj, "ft"));             // (Object,Object)
        out.add(c.toUnit(2.5, "in"));             // (Number,String) via boxing

        out.add(c.flag(true));
        out.add(c.flag(Boolean.FALSE));
        out.add(c.flag(metric && boxedLong > 4));
        out.add(c.flag((Object) Boolean.TRUE));
        out.add(c.flag("yes"));

        for (int i = 0; i < out.size(); i++) System.out.println(i + ": " + out.get(i));
        System.out.println("hits=" + c.hits);
    }
}
