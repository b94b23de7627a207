import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class NestMenuTree {
    public static void main(String[] args) {
        Menu menu = new Menu("Main");
        Menu.Submenu file = menu.root.addSubmenu("File");
        file.add(new Menu.Action("New", "Ctrl+N"));
        file.add(new Menu.Action("Open", "Ctrl+O"));
        file.add(new Menu.Separator());
        Menu.Submenu recent = file.addSubmenu("Recent");
        recent.add(new Menu.Action("notes.txt", ""));
        recent.add(new Menu.Action("todo.md", ""));
        file.add(new Menu.Action("Quit", "Ctrl+Q"));
        Menu.Submenu edit = menu.root.addSubmenu("Edit");
        edit.add(new Menu.Action("Undo", "Ctrl+Z"));
        edit.add(new Menu.ToggleAction("Word Wrap", true));

        menu.print();
        System.out.println("Leaf count: " + menu.root.leafCount());

        Menu.Navigator nav = menu.new Navigator();
        for (String path : new String[]{"File/Recent/todo.md", "Edit/Word Wrap", "Edit/Redo", "File/Open"}) {
            Optional<Menu.Node> found = nav.find(path);
            System.out.println(String.format("find %-8s -> %s", path, found.map(Menu.Node::render).orElse("not found")));
        }
        nav.activate("Edit/Word Wrap");
        nav.activate("File/New");
        nav.activate("File/Nope");
        System.out.println("Navigator history: " + nav.history);
    }
}

class Menu {
    final String title;
    final Submenu root;
    int activations = 0;

    Menu(String title) {
        this.title = title;
        this.root = new Submenu(title);
    }

    void print() { root.print(0); }

    abstract static class Node {
        final String label;
        Node(String label) { this.label = label; }
        abstract String render();
        int leafCount() { return 1; }
        void print(int depth) { System.out.println("  ".repeat(depth) + render()); }
    }

    static class Action extends Node {
        final String shortcut;
        Action(String label, String shortcut) { super(label); this.shortcut = shortcut; }
        String render() { return shortcut.isEmpty() ? label : String.format("%-8s %s", label, shortcut); }
        String fire() { return "ran " + label; }
    }

    static class ToggleAction extends Action {
        boolean on;
        ToggleAction(String label, boolean on) { super(label, ""); this.on = on; }
        @Override String render() { return "[" + (on ? "x" : " ") + "] " + label; }
        @Override String fire() { on = !on; return label + " is now " + (on ? "on" : "off"); }
    }

    static class Separator extends Node {
        Separator() { super("-"); }
        String render() { return "----------"; }
        @Override int leafCount() { return 0; }
    }

    static class Submenu extends Node {
        private final List<Node> children = new ArrayList<>();
        Submenu(String label) { super(label); }
        void add(Node n) { children.add(n); }
        Submenu addSubmenu(String label) { Submenu s = new Submenu(label); children.add(s); return s; }
        String render() { return label + " >"; }
        @Override int leafCount() { int n = 0; for (Node c : children) n += c.leafCount(); return n; }
        @Override void print(int depth) {
            super.print(depth);
            for (Node c : children) c.print(depth + 1);
        }
        Optional<Node> child(String label) {
            for (Node c : children) if (c.label.equals(label)) return Optional.of(c);
            return Optional.empty();
        }
    }

    class Navigator {
        final List<String> history = new ArrayList<>();

        Optional<Node> find(String path) {
            Node cur = root;
            for (String part : path.split("/")) {
                if (!(cur instanceof Submenu)) return Optional.empty();
                Optional<Node> next = ((Submenu) cur).child(part);
                if (next.isEmpty()) return Optional.empty();
                cur = next.get();
            }
            return Optional.of(cur);
        }

        void activate(String path) {
            Optional<Node> n = find(path);
            if (n.isPresent() && n.get() instanceof Action) {
                activations++;
                String msg = ((Action) n.get()).fire();
                history.add(path);
                System.out.println(String.format("%s #%d: %s", Menu.this.title, activations, msg));
            } else {
                System.out.println(title + ": cannot activate " + path);
            }
        }
    }
}
