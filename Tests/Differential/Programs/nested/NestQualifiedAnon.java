import java.util.*;

public class NestQualifiedAnon {
    public static void main(String[] args) {
        Panel a = new Panel("a");
        Panel b = new Panel("b");
        a.addTo(b);
        a.print();
        b.print();
    }
}

class Panel {
    final String name;
    final List<Widget> widgets = new ArrayList<>();
    Panel(String name) { this.name = name; }
    class Widget {
        final String label;
        Widget(String label) { this.label = label; widgets.add(this); }
        String render() { return name + "/" + label; }
    }
    void addTo(Panel other) {
        Widget w = other.new Widget("x") {
            @Override String render() { return super.render() + " from " + name; }
        };
        System.out.println(w.render());
    }
    void print() {
        System.out.println(name + ": " + widgets.size());
        for (Widget w : widgets) System.out.println("  " + w.render());
    }
}
