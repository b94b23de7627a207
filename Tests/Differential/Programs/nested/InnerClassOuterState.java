import java.util.ArrayList;
import java.util.List;

public class InnerClassOuterState {
    private int total = 0;
    private final String name;
    private final List<String> log = new ArrayList<>();

    InnerClassOuterState(String name) {
        this.name = name;
    }

    class Adder {
        private final int step;
        private int uses = 0;

        Adder(int step) {
            this.step = step;
        }

        void apply() {
            uses++;
            total += step;
            log.add(name + "+" + step);
        }

        String report() {
            return "Adder(" + step + ") used " + uses + " times; outer total " + total + " of " + InnerClassOuterState.this.name;
        }
    }

    class Resetter {
        void reset() {
            log.add("reset at " + total);
            total = 0;
        }
    }

    Adder makeAdder(int step) {
        return new Adder(step);
    }

    public static void main(String[] args) {
        InnerClassOuterState outer = new InnerClassOuterState("A");
        Adder two = outer.makeAdder(2);
        InnerClassOuterState.Adder five = outer.new Adder(5);
        two.apply();
        five.apply();
        two.apply();
        System.out.println(two.report());
        System.out.println(five.report());
        outer.new Resetter().reset();
        five.apply();
        System.out.println("after reset: " + outer.total + " " + five.report());
        InnerClassOuterState other = new InnerClassOuterState("B");
        Adder otherAdder = other.new Adder(100);
        otherAdder.apply();
        System.out.println("A total " + outer.total + ", B total " + other.total);
        System.out.println("A log " + outer.log);
        System.out.println("B log " + other.log);
    }
}
