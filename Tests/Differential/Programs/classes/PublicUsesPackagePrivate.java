import java.util.*;

// Java lets public declarations use package-private types; Swift does not, so they are translated internal.
public class PublicUsesPackagePrivate extends BaseBox<Hidden> implements Comparable<PublicUsesPackagePrivate> {
    public Hidden field = new Hidden(1);
    public static Hidden shared = new Hidden(2);
    public List<Hidden> list = new ArrayList<>();
    public PublicUsesPackagePrivate() { item = new Hidden(3); }
    public PublicUsesPackagePrivate(Hidden h) { item = h; }
    public Hidden get() { return item; }
    public int total(Hidden a, Hidden b) { return a.v + b.v; }
    public int compareTo(PublicUsesPackagePrivate o) { return Integer.compare(item.v, o.item.v); }
    public static class Inner implements Factory { public Hidden make(int v) { return new Hidden(v * 10); } }
    public record Pair(Hidden left, int right) {}
    public static void main(String[] args) {
        PublicUsesPackagePrivate a = new PublicUsesPackagePrivate(), b = new PublicUsesPackagePrivate(new Hidden(5));
        a.list.add(a.field);
        Factory f = new Inner();
        System.out.println(a.get().v + " " + b.get().v + " " + a.total(a.field, shared) + " " + a.compareTo(b) + " " + f.make(4).v
            + " " + new Pair(new Hidden(7), 8).left().v + " " + a.list.size());
    }
}

class Hidden { int v; Hidden(int v) { this.v = v; } }
class BaseBox<T> { T item; }
interface Shape { double area(); }
interface Factory { Hidden make(int v); }
