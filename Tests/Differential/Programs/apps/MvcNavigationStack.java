import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

public class MvcNavigationStack {
    public static void main(String[] args) {
        Navigator nav = new Navigator();
        nav.addListener(new NavListener() {
            public void onNavigated(Screen from, Screen to, String how) {
                String f = from == null ? "-" : from.title();
                String t = to == null ? "-" : to.title();
                System.out.println(String.format("  nav %-8s %s -> %s", how, f, t));
            }
        });
        nav.push(new HomeScreen());
        nav.push(new ListScreen("inbox", 3));
        nav.push(new DetailScreen("msg-2"));
        nav.printStack();
        nav.back();
        nav.push(new DetailScreen("msg-1"));
        nav.push(new SettingsScreen());
        nav.push(new DetailScreen("about"));
        nav.printStack();
        System.out.println("popTo ListScreen: " + nav.popToKind(ScreenKind.LIST));
        nav.printStack();
        System.out.println("popTo Settings: " + nav.popToKind(ScreenKind.SETTINGS));
        nav.replaceTop(new ListScreen("archive", 7));
        nav.printStack();
        for (int i = 0; i < 4; i++) {
            System.out.println("back pressed -> handled=" + nav.back());
        }
        nav.printStack();
        nav.push(new SettingsScreen());
        nav.push(new SettingsScreen());
        nav.printStack();
        System.out.println("depth=" + nav.depth() + " transitions=" + nav.transitions);
    }
}

enum ScreenKind { HOME, LIST, DETAIL, SETTINGS }

abstract class Screen {
    int visits = 0;
    abstract String title();
    abstract ScreenKind kind();
    void render() { System.out.println("    render " + title() + " (visit " + visits + ")"); }
    boolean singleTop() { return false; }
}

class HomeScreen extends Screen {
    String title() { return "Home"; }
    ScreenKind kind() { return ScreenKind.HOME; }
}

class ListScreen extends Screen {
    private final String name; private final int items;
    ListScreen(String name, int items) { this.name = name; this.items = items; }
    String title() { return "List:" + name; }
    ScreenKind kind() { return ScreenKind.LIST; }
    @Override void render() {
        super.render();
        for (int i = 1; i <= items && i <= 3; i++) System.out.println(String.format("    %5d. %s item", i, name));
    }
}

class DetailScreen extends Screen {
    private final String id;
    DetailScreen(String id) { this.id = id; }
    String title() { return "Detail:" + id; }
    ScreenKind kind() { return ScreenKind.DETAIL; }
}

class SettingsScreen extends Screen {
    String title() { return "Settings"; }
    ScreenKind kind() { return ScreenKind.SETTINGS; }
    @Override boolean singleTop() { return true; }
}

interface NavListener {
    void onNavigated(Screen from, Screen to, String how);
}

class Navigator {
    private final Deque<Screen> stack = new ArrayDeque<>();
    private final List<NavListener> listeners = new ArrayList<>();
    int transitions = 0;
    void addListener(NavListener l) { listeners.add(l); }
    int depth() { return stack.size(); }
    private void show(Screen from, Screen to, String how) {
        transitions++;
        for (NavListener l : listeners) l.onNavigated(from, to, how);
        if (to != null) { to.visits++; to.render(); }
    }
    void push(Screen s) {
        Screen top = stack.peek();
        if (top != null && s.singleTop() && top.kind() == s.kind()) {
            System.out.println("  singleTop: already on " + top.title());
            return;
        }
        stack.push(s);
        show(top, s, "push");
    }
    boolean back() {
        if (stack.size() <= 1) { System.out.println("  at root, cannot go back"); return false; }
        Screen from = stack.pop();
        show(from, stack.peek(), "back");
        return true;
    }
    boolean popToKind(ScreenKind kind) {
        boolean found = false;
        for (Screen s : stack) if (s.kind() == kind) { found = true; break; }
        if (!found) return false;
        Screen from = stack.peek();
        while (stack.peek().kind() != kind) stack.pop();
        show(from, stack.peek(), "popTo");
        return true;
    }
    void replaceTop(Screen s) {
        Screen from = stack.pop();
        stack.push(s);
        show(from, s, "replace");
    }
    void printStack() {
        StringBuilder sb = new StringBuilder("  stack (bottom->top):");
        Iterator<Screen> it = stack.descendingIterator();
        while (it.hasNext()) sb.append(' ').append(it.next().title());
        System.out.println(sb);
    }
}
