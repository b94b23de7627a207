// Anonymous classes created by field initializers: in a class with the default constructor, with several
// constructors (each runs the initializers; the class is declared once), and in an enum's constants.
import java.util.*;
class AnonymousClassFields {
    Object o = new Object() { public String toString() { return "x"; } };
    Runnable r = new Runnable() { public void run() { System.out.println("run " + count); } };
    int count = 3;
    final Comparator<String> byLength = new Comparator<String>() { public int compare(String a, String b) { return a.length() - b.length(); } };
    AnonymousClassFields() { count = 4; }
    AnonymousClassFields(int c) { count = c; }
    enum E { A, B; final Runnable hook = new Runnable() { public void run() { System.out.println("hook " + E.this.ordinal() + " " + E.this); } }; }
    public static void main(String[] a) {
        AnonymousClassFields v = new AnonymousClassFields();
        System.out.println(v.o); v.r.run(); new AnonymousClassFields(9).r.run();
        List<String> l = new ArrayList<>(List.of("ccc", "a", "bb")); l.sort(v.byLength); System.out.println(l);
        E.B.hook.run();
    }
}
