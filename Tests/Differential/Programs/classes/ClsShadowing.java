import java.util.ArrayList;
import java.util.List;

public class ClsShadowing {
    public static void main(String[] args) {
        Widget w = new Widget("title", 3);
        System.out.println("widget: " + w.describe());
        w.setWidthBuggy(99);
        System.out.println("after setWidthBuggy(99): " + w.describe());
        w.setWidth(42);
        System.out.println("after setWidth(42): " + w.describe());
        System.out.println("localShadow(5) returns " + w.localShadow(5) + ", widget now " + w.describe());
        System.out.println("localShadow(1) returns " + w.localShadow(1) + ", widget now " + w.describe());

        Panel p = new Panel("main");
        Component asBase = p;
        System.out.println("p.name              = " + p.name);
        System.out.println("((Component) p).name = " + ((Component) p).name);
        System.out.println("asBase.name         = " + asBase.name);
        System.out.println("asBase.label()      = " + asBase.label());
        System.out.println("p.baseLabel()       = " + p.baseLabel());
        System.out.println("p.bothNames()       = " + p.bothNames());
        p.rename("sidebar");
        System.out.println("after rename: p.name=" + p.name + " base name=" + ((Component) p).name);
        asBase.name = "patched";
        System.out.println("after asBase.name=patched: " + p.bothNames());

        System.out.println("Component.create() -> " + Component.create().label());
        System.out.println("Panel.create()     -> " + Panel.create().label());
        System.out.println("Component.kind()=" + Component.kind() + " Panel.kind()=" + Panel.kind());
        System.out.println("Component.count=" + Component.count + " Panel.count=" + Panel.count);

        List<Component> all = new ArrayList<>();
        all.add(new Component("a"));
        all.add(new Panel("b"));
        all.add(Panel.create());
        for (Component c : all) {
            System.out.println(String.format("%-8s field=%-8s label=%s", (c instanceof Panel ? "Panel" : "Component"), c.name, c.label()));
        }
        System.out.println("final Component.count=" + Component.count + " Panel.count=" + Panel.count);
    }
}

class Widget {
    private String title;
    private int width;
    Widget(String title, int width) {
        this.title = title;
        this.width = width * 10;
        width = -1;                        // assigns the parameter only
        System.out.println("  ctor param width now " + width + ", field " + this.width);
    }
    @SuppressWarnings("all")
    void setWidthBuggy(int width) {
        width = width;                     // no effect on the field
    }
    void setWidth(int width) {
        this.width = width;
    }
    int localShadow(int delta) {
        int width = this.width + delta;    // local hides field
        String title = "tmp";
        width *= 2;
        this.width += delta;
        return width + title.length() + this.title.length();
    }
    String describe() {
        return title + "[" + width + "]";
    }
}

class Component {
    static int count = 0;
    String name;

    Component(String name) {
        this.name = name;
        count++;
    }

    static Component create() {
        return new Component("plain");
    }

    static String kind() {
        return "component";
    }

    String label() {
        return "Component(" + name + ")";
    }

    String baseLabel() {
        return "base sees name=" + name;
    }
}

class Panel extends Component {
    static int count = 100;                // hides Component.count
    String name;                           // hides Component.name

    Panel(String name) {
        super(name.toUpperCase());
        this.name = name;
        count++;
    }

    static Panel create() {                // hides, does not override
        return new Panel("generated");
    }

    static String kind() {
        return "panel";
    }

    @Override
    String label() {
        return "Panel(" + name + "/" + super.name + ")";
    }

    void rename(String name) {
        super.name = name + "!";
        this.name = name;
    }

    String bothNames() {
        return "this.name=" + this.name + " super.name=" + super.name;
    }
}
