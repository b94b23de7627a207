public class NullConcat {
    static String describe(Object o) {
        return "value: " + o;
    }

    public static void main(String[] args) {
        String s = null;
        System.out.println("s is " + s);
        System.out.println(s + " at start");
        System.out.println(s + null);
        String t = s + "!";
        System.out.println(t.length());
        Object o = null;
        System.out.println(describe(o));
        System.out.println(describe("x"));
        Integer boxed = null;
        System.out.println("boxed: " + boxed);
        StringBuilder sb = new StringBuilder();
        sb.append((String) null);
        sb.append('-');
        sb.append((Object) null);
        System.out.println(sb + " len " + sb.length());
        String acc = null;
        acc += "tail";
        System.out.println(acc);
        System.out.println(String.valueOf((Object) null));
        String[] arr = new String[3];
        arr[1] = "mid";
        String joined = "";
        for (String x : arr) {
            joined += "[" + x + "]";
        }
        System.out.println(joined);
        System.out.println("equals null: " + "abc".equals(null));
        System.out.println("null == null: " + (s == null));
        System.out.println(java.util.Objects.toString(null, "default"));
        System.out.println(java.util.Objects.equals(null, null) + " " + java.util.Objects.equals(s, "a"));
        try {
            System.out.println(s.length());
        } catch (NullPointerException e) {
            System.out.println("NPE on s.length()");
        }
    }
}
