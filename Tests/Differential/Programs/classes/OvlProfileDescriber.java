import java.util.ArrayList;
import java.util.List;

public class OvlProfileDescriber {

    static class Describer {
        // a field whose name looks like a generated overload name
        protected int describeLong = 0;
        protected final List<String> trail = new ArrayList<>();

        String describe(Object o) { return mark("describe(Object) " + o); }
        String describe(Number n) { return mark("describe(Number) " + n); }
        String describe(Integer i) { return mark("describe(Integer) " + i); }
        String describe(String s) { return mark("describe(String) " + s); }
        String describe(int i) { return mark("describe(int) " + i); }
        String describe(long l) { describeLong++; return mark("describe(long) " + l); }

        // methods literally named like candidate renames of the overloads above
        String describeNumber(int n) { return mark("describeNumber(int) " + n); }
        String describeInteger(Integer i) { return mark("describeInteger(Integer) " + i); }
        String describeObject() { return mark("describeObject() " + trail.size()); }
        String describeString(String s, int times) { return mark("describeString(String,int) " + s.repeat(times)); }
        String describeInt(Object o) { return mark("describeInt(Object) " + o); }
        String describe2(Object o) { return mark("describe2(Object) " + o); }

        String describeAll(Object a, Number b, Integer c, String d) {
            return describe(a) + " / " + describe(b) + " / " + describe(c) + " / " + describe(d);
        }

        protected String mark(String s) { trail.add(s); return s; }
    }

    static class ProfileDescriber extends Describer {
        @Override String describe(Number n) { return mark("Profile.describe(Number) " + n + " via " + super.describe(n)); }
        @Override String describeNumber(int n) { return mark("Profile.describeNumber(int) " + (n * 100)); }
        @Override String describeInteger(Integer i) { return mark("Profile.describeInteger(Integer) " + i); }
        @Override String describe(int i) { return mark("Profile.describe(int) " + i + " via " + describeNumber(i)); }
        String describeNumber(Number n) { return mark("Profile.describeNumber(Number) " + n); }   // new overload of a colliding name
    }

    // overloaded constructors colliding the same way (init(_: Any?) etc.)
    static final class Profile {
        final String source;
        final String value;
        Profile(Object o) { this("Object", String.valueOf(o)); }
        Profile(Number n) { this("Number", "#" + n); }
        Profile(Integer i) { this("Integer", "id" + i); }
        Profile(String s) { this("String", s == null ? "-" : s.trim()); }
        Profile(int i) { this(Integer.valueOf(i + 1)); }                  // delegates to Profile(Integer)
        private Profile(String source, String value) { this.source = source; this.value = value; }
        @Override public String toString() { return "Profile<" + source + ":" + value + ">"; }
    }

    public static void main(String[] args) {
        Describer d = new Describer();
        System.out.println(d.describe(1));                    // describe(int)
        System.out.println(d.describe(1L));                   // describe(long)
        System.out.println(d.describe((short) 2));            // widening -> describe(int)
        System.out.println(d.describe(3.5f));                 // float -> Float -> Number
        System.out.println(d.describe(Integer.valueOf(4)));   // describe(Integer)
        System.out.println(d.describe(Long.valueOf(5)));      // describe(Number)
        System.out.println(d.describe("six"));
        System.out.println(d.describe(new StringBuilder("seven")));  // Object
        System.out.println(d.describe((Object) 8));
        System.out.println(d.describe((Number) 9));
        System.out.println(d.describeNumber(10));
        System.out.println(d.describeInteger(11));
        System.out.println(d.describeObject());
        System.out.println(d.describeString("ab", 3));
        System.out.println(d.describeInt(12));
        System.out.println(d.describe2(13));
        System.out.println(d.describeAll(14, 15, 16, "seventeen"));
        System.out.println("describeLong field=" + d.describeLong);

        System.out.println("-- subclass --");
        ProfileDescriber p = new ProfileDescriber();
        Describer pAsBase = p;
        System.out.println(p.describe(20));
        System.out.println(pAsBase.describe(21));
        System.out.println(pAsBase.describe(22.5));
        System.out.println(pAsBase.describeNumber(23));       // override
        System.out.println(p.describeNumber(24));             // describeNumber(int)
        System.out.println(p.describeNumber(Integer.valueOf(25)));  // describeNumber(Number) phase 1
        System.out.println(p.describeNumber(26L));            // describeNumber(Number)
        System.out.println(pAsBase.describeInteger(27));
        System.out.println(pAsBase.describeAll("a", 28, 29, "b"));
        System.out.println(p.describe(30L) + " field=" + p.describeLong);
        System.out.println("trail sizes " + d.trail.size() + " " + p.trail.size());

        System.out.println("-- constructors --");
        Object anyValue = 31;
        Number someNumber = 32;
        List<Profile> profiles = List.of(
                new Profile("  padded  "),
                new Profile(33),
                new Profile(Integer.valueOf(34)),
                new Profile(35L),
                new Profile(anyValue),
                new Profile(someNumber),
                new Profile((Object) "as-object"),
                new Profile((String) null),
                new Profile('x'),                              // char -> int widening -> Profile(int)
                new Profile(List.of(1)));
        for (Profile pr : profiles) System.out.println(pr);
    }
}
