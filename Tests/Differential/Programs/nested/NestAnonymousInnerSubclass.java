import java.util.*;
import java.util.function.*;

public class NestAnonymousInnerSubclass {
    interface Replacer { String apply(String text, String from, String to); }

    public static void main(String[] args) {
        Panel panel = new Panel("main");
        Panel other = new Panel("other");
        Panel.Widget plain = panel.new Widget("plain", 1);
        String suffix = "!";
        Panel.Widget starred = other.new Widget("starred", 2) {
            @Override String render() { return super.render() + " *" + suffix; }
        };
        Panel.Widget doubled = panel.new Widget("doubled", 3) {
            int renders = 0;
            @Override String render() { renders++; return super.render() + " x2 (" + renders + ")"; }
        };
        System.out.println(plain.render());
        System.out.println(starred.render());
        System.out.println(doubled.render());
        System.out.println(doubled.render());
        panel.addSpecial();
        panel.print();
        other.print();

        Replacer replacer = String::replace;
        System.out.println(replacer.apply("a-b-c", "-", "+"));
        StringBuilder dash = new StringBuilder("-");
        System.out.println("x-y-z".replace(dash, "::"));
        BiFunction<String, Character, String> noA = (s, c) -> s.replace(c, '_');
        System.out.println(noA.apply("banana", 'a'));
        try {
            CharSequence none = null;
            System.out.println("abc".replace(none, "x"));
        } catch (NullPointerException e) {
            System.out.println("NPE caught");
        }
    }
}

class Panel {
    private final String name;
    private final List<Widget> widgets = new ArrayList<>();
    Panel(String name) { this.name = name; }

    class Widget {
        final String label;
        final int weight;
        Widget(String label, int weight) {
            this.label = label;
            this.weight = weight;
            widgets.add(this);
        }
        String render() { return name + "/" + label + "#" + weight; }
    }

    void addSpecial() {
        Widget special = new Widget("special", 9) {
            @Override String render() { return "[" + super.render() + " in " + name + "]"; }
        };
        System.out.println("added " + special.render());
    }

    void print() {
        System.out.println(name + ": " + widgets.size() + " widgets");
        for (Widget w : widgets) System.out.println("  " + w.render());
    }
}
