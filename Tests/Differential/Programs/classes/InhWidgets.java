import java.util.ArrayList;
import java.util.List;

public class InhWidgets {
    static String inspect(Widget w) {
        if (w instanceof IconButton ib && ib.icon.length() > 4) {
            return "icon button with long icon '" + ib.icon + "'";
        } else if (w instanceof Button b) {
            return "button '" + b.text + "' enabled=" + b.enabled;
        } else if (w instanceof Label l && !l.text.isEmpty()) {
            return "label of " + l.text.length() + " chars";
        } else if (w instanceof Container c) {
            return "container with " + c.children.size() + " children";
        }
        return "plain " + w.getClass().getSimpleName();
    }

    public static void main(String[] args) {
        Container root = new Container("root");
        Container toolbar = root.add(new Container("toolbar"));
        toolbar.add(new Button("save", "Save"));
        toolbar.add(new IconButton("undo", "Undo", "arrow"));
        toolbar.add(new IconButton("x", "Close", "x"));
        root.add(new Label("title", "Document 1"));
        root.add(new Label("empty", ""));
        Button disabled = root.add(new Button("del", "Delete"));
        disabled.enabled = false;
        root.add(new Widget("spacer"));

        System.out.println(root.render(0));
        System.out.println("total widgets=" + root.count());

        for (Widget w : root.flatten()) {
            System.out.println(String.format("%-8s %-10s w=%3d | %s", w.id, w.getClass().getSimpleName(), w.measure(), inspect(w)));
        }

        IconButton ib = new IconButton("share", "Share", "share-android");
        IconButton copy = ib.withId("share2");
        Widget asWidget = ib;
        Widget wc = asWidget.withId("share3");
        System.out.println("copy: " + copy.render(0).trim() + " class=" + copy.getClass().getSimpleName());
        System.out.println("copy via Widget: " + wc.render(0).trim() + " class=" + wc.getClass().getSimpleName());
        System.out.println("click chain: " + ib.onClick());
        System.out.println("click disabled: " + disabled.onClick());
        System.out.println("click label: " + new Label("l", "hi").onClick());
    }
}

class Widget {
    protected final String id;
    protected int padding = 2;
    Widget(String id) { this.id = id; }
    int measure() { return padding * 2; }
    String render(int depth) { return "  ".repeat(depth) + "<" + getClass().getSimpleName() + " id=" + id + ">"; }
    Widget withId(String newId) { return new Widget(newId); }
    String onClick() { return "widget(" + id + ")"; }
    List<Widget> flatten() { List<Widget> l = new ArrayList<>(); l.add(this); return l; }
    int count() { return 1; }
}

class Label extends Widget {
    protected String text;
    Label(String id, String text) { super(id); this.text = text; }
    @Override int measure() { return super.measure() + text.length() * 7; }
    @Override String render(int depth) { return super.render(depth) + " \"" + text + "\""; }
    @Override Label withId(String newId) { return new Label(newId, text); }
    @Override String onClick() { return "label ignores -> " + super.onClick(); }
}

class Button extends Label {
    protected boolean enabled = true;
    Button(String id, String text) { super(id, text); padding = 6; }
    @Override int measure() { return super.measure() + 10; }
    @Override String render(int depth) { return super.render(depth) + (enabled ? "" : " [disabled]"); }
    @Override Button withId(String newId) { Button b = new Button(newId, text); b.enabled = enabled; return b; }
    @Override String onClick() { return enabled ? "button(" + text + ") -> " + super.onClick() : "blocked"; }
}

class IconButton extends Button {
    protected final String icon;
    IconButton(String id, String text, String icon) { super(id, text); this.icon = icon; }
    @Override int measure() { return super.measure() + 24; }
    @Override String render(int depth) { return super.render(depth) + " icon=" + icon; }
    @Override IconButton withId(String newId) { return new IconButton(newId, text, icon); }
    @Override String onClick() { return "icon(" + icon + ") -> " + super.onClick(); }
}

class Container extends Widget {
    protected final List<Widget> children = new ArrayList<>();
    Container(String id) { super(id); padding = 4; }
    <W extends Widget> W add(W w) { children.add(w); return w; }
    @Override int measure() {
        int m = super.measure();
        for (Widget c : children) m = Math.max(m, c.measure() + padding);
        return m;
    }
    @Override String render(int depth) {
        StringBuilder sb = new StringBuilder(super.render(depth));
        for (Widget c : children) sb.append("\n").append(c.render(depth + 1));
        return sb.toString();
    }
    @Override Container withId(String newId) { Container c = new Container(newId); c.children.addAll(children); return c; }
    @Override List<Widget> flatten() {
        List<Widget> l = super.flatten();
        for (Widget c : children) l.addAll(c.flatten());
        return l;
    }
    @Override int count() { int n = 1; for (Widget c : children) n += c.count(); return n; }
}
