import java.util.*;
public class ObjectCloneCopies {
    static class Point implements Cloneable {
        int x, y;
        List<String> tags = new ArrayList<>();
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public Point clone() {
            try {
                return (Point) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
        public String toString() { return "(" + x + "," + y + ")" + tags; }
    }
    static class Point3 extends Point {
        final int z;
        Point3(int x, int y, int z) { super(x, y); this.z = z; }
        @Override public Point3 clone() { return (Point3) super.clone(); }
        public String toString() { return super.toString() + "z" + z; }
    }
    public static void main(String[] args) {
        Point p = new Point(1, 2);
        p.tags.add("a");
        Point q = p.clone();
        q.x = 10;
        q.tags.add("b");
        System.out.println(p + " " + q + " " + (p == q) + " " + (p.tags == q.tags));
        Point3 r = new Point3(1, 2, 3);
        Point3 s = r.clone();
        s.y = 7;
        System.out.println(r + " " + s + " " + s.getClass().getSimpleName());
        Point viaBase = r;
        Point t = viaBase.clone();
        System.out.println(t + " " + t.getClass().getSimpleName());
        int[] arr = {1, 2, 3};
        int[] copy = arr.clone();
        copy[0] = 9;
        System.out.println(Arrays.toString(arr) + Arrays.toString(copy));
        try { Holder.demo(); } catch (Exception e) { System.out.println(e); }
    }
}
class Bag implements Cloneable {
    String name = "bag";
    int[] items = {1, 2};
    public Bag copy() throws CloneNotSupportedException { return (Bag) clone(); }
    @Override protected Object clone() throws CloneNotSupportedException { return super.clone(); }
}
class BigBag extends Bag {
    int extra;
}
class Holder {
    int v = 3;
    class Inner implements Cloneable {
        int w = 4;
        Inner dup() { try { return (Inner) super.clone(); } catch (CloneNotSupportedException e) { return null; } }
        int sum() { return v + w; }
    }
    static void demo() throws Exception {
        Bag b = new BigBag();
        ((BigBag) b).extra = 9;
        Bag c = b.copy();
        System.out.println(c.getClass().getSimpleName() + " " + ((BigBag) c).extra + " " + c.name + " " + (c.items == b.items));
        Holder h = new Holder();
        Holder.Inner i = h.new Inner();
        i.w = 6;
        Holder.Inner j = i.dup();
        h.v = 10;
        System.out.println(j.sum() + " " + (j != i));
    }
}
