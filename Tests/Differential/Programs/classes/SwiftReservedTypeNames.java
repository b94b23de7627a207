// Java types named like Swift's metatype members and keywords (`Type`, `Protocol`, `Self`): the declaration and
// every use spell the Swift name one way.
import java.util.*;
class Type {
    static int made = 0;
    final String name;
    Type(String name) { this.name = name; made++; }
    public String toString() { return "Type(" + name + ")"; }
    public static void main(String[] args) {
        Protocol p = s -> "<" + s + ">";
        List<Type> types = new ArrayList<>();
        for (String n : List.of("int", "long")) types.add(new Type(p.id(n)));
        System.out.println(types + " " + Type.made + " " + Self.B + " " + Self.valueOf("A").ordinal());
        Protocol q = new Protocol() { public String id(String s) { return s + s; } };
        System.out.println(q.id("x"));
    }
}
interface Protocol { String id(String s); }
enum Self { A, B }
