import java.util.*;
public class CovariantInterfaceReturns {
    interface Source { Object next(); }
    static class Words implements Source { int i; public String next() { return "w" + (i++); } }
    static abstract class Shape implements Comparable<Shape> { abstract Number area(); public int compareTo(Shape o) { return Double.compare(area().doubleValue(), o.area().doubleValue()); } }
    static class Sq extends Shape { int s; Sq(int s) { this.s = s; } Integer area() { return s * s; } public String toString() { return "Sq" + s; } }
    public static void main(String[] args) {
        Words w = new Words();
        Source src = w;
        System.out.println(w.next() + " " + src.next() + " " + w.next().length());
        List<Shape> l = new ArrayList<>(List.of(new Sq(3), new Sq(1), new Sq(2)));
        Collections.sort(l);
        System.out.println(l + " " + new Sq(4).area() / 3);
    }
}
