// new Object() as a lock and as markers: identity equality and hashCode, synchronized blocks and methods.
import java.util.*;
class PlainObjectLocks {
    private final Object lock = new Object();
    private final List<String> items = new ArrayList<>();
    void add(String s) { synchronized (lock) { items.add(s); } }
    synchronized int size() { return items.size(); }
    public static void main(String[] args) {
        PlainObjectLocks l = new PlainObjectLocks();
        l.add("a"); l.add("b");
        Object marker = new Object();
        Object other = new Object();
        System.out.println(l.size() + " " + marker.equals(marker) + " " + marker.equals(other) + " " + (marker == other) + " " + (marker.hashCode() == marker.hashCode()));
    }
}
