// Unqualified calls of library methods that an enclosing class inherits, made from inner, anonymous and local
// classes (they reach the enclosing instance) and from lambdas (they stay on `this`).
import java.util.*;
class InheritedLibraryMembers {
    static class Bag<T> extends ArrayList<T> {
        class Adder {
            void addTwice(T item) { add(item); add(item); }
            int count() { return size(); }
        }
        Runnable reporter() { return () -> System.out.println("bag of " + size() + ": " + this); }
    }
    static class Registry extends ArrayList<String> {
        void register(String... names) {
            class Once { void add1(String n) { if (!contains(n)) add(n); else System.out.println("again " + n + " at " + indexOf(n)); } }
            Once once = new Once();
            for (String n : names) once.add1(n);
        }
    }
    enum Level {
        LOW, HIGH;
        Runnable printer() {
            return new Runnable() {
                public void run() { System.out.println("level " + name() + " #" + ordinal() + " own " + (toString() == null)); }
                public String toString() { return "printer"; }
            };
        }
    }
    static class Failure extends RuntimeException {
        Failure(String m) { super(m); }
        Runnable describer() { return new Runnable() { public void run() { System.out.println("failure: " + getMessage()); } }; }
    }
    public static void main(String[] args) {
        Bag<String> bag = new Bag<>();
        Bag<String>.Adder adder = bag.new Adder();
        adder.addTwice("x");
        adder.addTwice("y");
        System.out.println(adder.count());
        bag.reporter().run();
        Registry r = new Registry();
        r.register("a", "b", "a");
        System.out.println(r);
        Level.HIGH.printer().run();
        new Failure("disk full").describer().run();
    }
}
