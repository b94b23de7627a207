import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class OvlFieldValidator {

    // ---- static overloads: all of these become Any?/String?/Int32? in Swift ----
    static String check(Object o) { return "check(Object) " + o; }
    static String check(Number n) { return "check(Number) " + n; }
    static String check(Integer i) { return "check(Integer) " + i; }
    static String check(String s) { return "check(String) " + s; }
    static String check(CharSequence cs) { return "check(CharSequence) " + cs; }

    // ---- instance overloads ----
    private final String fieldName;
    private final List<String> problems = new ArrayList<>();

    OvlFieldValidator(String fieldName) { this.fieldName = fieldName; }

    String validate(Object value) {
        if (value == null) problems.add(fieldName + ": null object");
        return "validate(Object) " + value;
    }

    String validate(Number value) {
        if (value != null && value.intValue() < 0) problems.add(fieldName + ": negative " + value);
        return "validate(Number) " + value;
    }

    String validate(Comparable<?> value) {
        return "validate(Comparable) " + value;
    }

    String validate(String value) {
        if (value != null && value.isEmpty()) problems.add(fieldName + ": empty string");
        return "validate(String) " + (value == null ? "<null>" : "'" + value + "'");
    }

    // Program class implementing Comparable -> Foo? in Swift, but Java picks Comparable
    static final class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        @Override public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }
        @Override public String toString() { return major + "." + minor; }
    }

    static Integer parsedAge() { return Integer.valueOf(42); }
    static Number parsedAmount() { return Long.valueOf(1200L); }
    static Object parsedAny() { return "anything"; }
    static CharSequence parsedLabel() { return new StringBuilder("label-sb"); }

    List<String> problems() { return problems; }

    public static void main(String[] args) {
        System.out.println("== static check() ==");
        System.out.println(check(5));                     // int literal -> boxing -> Integer
        System.out.println(check(5L));                    // long -> Long -> Number
        System.out.println(check(2.5));                   // double -> Double -> Number
        System.out.println(check('c'));                   // char -> Character -> Object
        System.out.println(check(true));                  // boolean -> Boolean -> Object
        System.out.println(check("hello"));               // String
        System.out.println(check(new StringBuilder("sb"))); // CharSequence
        System.out.println(check(Integer.valueOf(7)));    // Integer
        System.out.println(check(Short.valueOf((short) 3))); // Number
        System.out.println(check((Object) null));
        System.out.println(check((Number) null));
        System.out.println(check((String) null));
        System.out.println(check((CharSequence) null));
        System.out.println(check((Integer) null));
        System.out.println(check(parsedAge()));
        System.out.println(check(parsedAmount()));
        System.out.println(check(parsedAny()));
        System.out.println(check(parsedLabel()));
        System.out.println(check("abc".length()));        // int -> Integer
        System.out.println(check(parsedAge() + 1));       // int arithmetic -> Integer
        System.out.println(check("x" + 1));               // String concatenation
        Object asObject = 99;
        Number asNumber = 100;
        CharSequence asSeq = "seq";
        System.out.println(check(asObject));
        System.out.println(check(asNumber));
        System.out.println(check(asSeq));
        boolean flag = asNumber.intValue() > 50;
        System.out.println(check(flag ? 1 : 2));          // int -> Integer
        System.out.println(check(flag ? 1 : "one"));      // lub(Integer,String) -> Object
        System.out.println(check(flag ? 1 : 2L));         // long -> Number
        System.out.println(check(flag ? "a" : "b"));      // String

        List<Integer> ids = List.of(10, 20);
        Map<String, Number> totals = new LinkedHashMap<>();
        totals.put("sum", 30);
        totals.put("avg", 1.5);
        System.out.println(check(ids.get(0)));            // Integer from generic getter
        for (Map.Entry<String, Number> e : totals.entrySet()) {
            System.out.println(e.getKey() + " -> " + check(e.getValue()));
        }

        System.out.println("== instance validate() ==");
        OvlFieldValidator v = new OvlFieldValidator("amount");
        System.out.println(v.validate(""));
        System.out.println(v.validate("ok"));
        System.out.println(v.validate((String) null));
        System.out.println(v.validate((Object) null));
        System.out.println(v.validate((Number) null));
        System.out.println(v.validate((Comparable<?>) null));
        System.out.println(v.validate(new Version(1, 2)));      // Comparable
        System.out.println(v.validate(Boolean.TRUE));           // Comparable
        System.out.println(v.validate('z'));                    // Character -> Comparable
        System.out.println(v.validate(asObject));               // Object
        System.out.println(v.validate(asNumber));               // Number
        System.out.println(v.validate(ids.size() > 1 ? parsedAny() : null));
        System.out.println(v.validate(ids.isEmpty() ? "never" : "always"));
        Comparable<String> cmp = "cmp";
        System.out.println(v.validate(cmp));                    // Comparable (static type)
        System.out.println("problems=" + v.problems());
    }
}
