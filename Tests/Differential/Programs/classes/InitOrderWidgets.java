import java.util.*;

public class InitOrderWidgets {
    static final List<String> TRACE = new ArrayList<>();
    static int step = 0;

    static int note(String what, int value) {
        step++;
        TRACE.add(step + ":" + what);
        System.out.println("  [" + step + "] " + what + " -> " + value);
        return value;
    }

    static class Widget {
        static int widgetCount = note("Widget.static field widgetCount", 0);
        static final String KIND;
        static {
            KIND = "base";
            note("Widget.static block KIND=" + KIND, widgetCount);
        }

        protected int id = note("Widget.id field init", ++widgetCount);
        protected String label;
        protected int width = computeWidth();

        {
            note("Widget instance block id=" + id + " width=" + width, id);
            label = "w" + id;
        }

        Widget() {
            this("unnamed");
            note("Widget() body label=" + label, id);
        }

        Widget(String name) {
            note("Widget(String) body name=" + name + " label=" + label, id);
            label = label + ":" + name;
            onCreated();
        }

        int computeWidth() { return note("Widget.computeWidth", 10); }
        void onCreated() { note("Widget.onCreated label=" + label, id); }
        String render() { return "Widget(" + label + "," + width + ")"; }
    }

    static class Button extends Widget {
        static int buttonCount;
        static {
            buttonCount = note("Button.static block", 100);
        }
        private String caption = "OK";
        private int padding = note("Button.padding field init", 4);

        {
            note("Button instance block caption=" + caption + " padding=" + padding, id);
        }

        Button(String caption) {
            super("btn");
            note("Button(String) body old caption=" + this.caption, id);
            this.caption = caption;
            buttonCount++;
        }

        Button() {
            this("Default");
            note("Button() body caption=" + caption, id);
        }

        @Override int computeWidth() {
            return note("Button.computeWidth caption=" + caption + " padding=" + padding, 20 + padding);
        }

        @Override void onCreated() {
            note("Button.onCreated caption=" + caption, id);
        }

        @Override String render() { return "Button(" + label + "," + width + "," + caption + "," + padding + ")"; }
    }

    static class Holder {
        static { note("Holder static block (lazy)", 0); }
        static final int CONST = 7;
        static int computed = note("Holder.computed", CONST * 6);
    }

    static class Counter {
        static int a = note("Counter.a", 1);
        static int b = note("Counter.b uses a=" + a, a + 1);
        static int c;
        static { c = a + b; note("Counter static block c=" + c, c); }
        final int snapshot;
        { snapshot = a * 100 + b * 10 + c; }
        Counter() { a++; }
    }

    public static void main(String[] args) {
        System.out.println("main start, step=" + step);
        System.out.println("Holder.CONST=" + Holder.CONST + " step=" + step);
        System.out.println("== new Widget()");
        Widget w = new Widget();
        System.out.println(w.render());
        System.out.println("== new Widget(\"panel\")");
        Widget w2 = new Widget("panel");
        System.out.println(w2.render());
        System.out.println("== new Button(\"Save\")");
        Button b = new Button("Save");
        System.out.println(b.render());
        System.out.println("== new Button()");
        Widget b2 = new Button();
        System.out.println(b2.render());
        System.out.println("counts widget=" + Widget.widgetCount + " button=" + Button.buttonCount + " kind=" + Widget.KIND);
        System.out.println("== Holder.computed");
        System.out.println("Holder.computed=" + Holder.computed);
        System.out.println("== Counters");
        Counter c1 = new Counter();
        Counter c2 = new Counter();
        Counter c3 = new Counter();
        System.out.println("snapshots " + c1.snapshot + " " + c2.snapshot + " " + c3.snapshot + " a=" + Counter.a);
        System.out.println("trace size=" + TRACE.size());
        System.out.println("first=" + TRACE.get(0) + " last=" + TRACE.get(TRACE.size() - 1));
    }
}
