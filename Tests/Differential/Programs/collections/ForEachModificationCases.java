import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.LinkedList;
import java.util.List;

public class ForEachModificationCases {
    static List<Integer> numbers() {
        List<Integer> l = new ArrayList<>();
        for (int i = 1; i <= 6; i++) l.add(i * 10);
        return l;
    }

    public static void main(String[] args) {
        List<Integer> a = numbers();
        try {
            for (int v : a) {
                if (v == 20) a.add(99);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("add during loop: CME, list=" + a);
        }
        List<Integer> b = numbers();
        for (Integer v : b) {
            if (v == 50) b.remove(v);
        }
        System.out.println("remove second-to-last ends quietly: " + b);
        List<Integer> c = numbers();
        for (Integer v : c) {
            if (v == 30) {
                c.remove(v);
                break;
            }
        }
        System.out.println("remove then break: " + c);
        List<String> d = new LinkedList<>(List.of("x", "y", "z"));
        int seen = 0;
        try {
            for (String s : d) {
                seen++;
                if (s.equals("x")) d.clear();
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("clear during loop: CME after " + seen + ", list=" + d);
        }
        List<Integer> e = numbers();
        int sum = 0;
        for (int v : e) {
            sum += v;
            if (v == 10) e.set(1, 1000);
        }
        System.out.println("set is not structural: sum=" + sum);
        List<Integer> f = numbers();
        outer:
        for (int v : f) {
            for (int w : f) {
                if (w > v) continue outer;
            }
            System.out.println("max " + v);
        }
        List<Integer> g = numbers();
        for (int v : g) {
            if (v == 10) g.remove(0);
        }
        System.out.println("not reached " + g);
    }
}
