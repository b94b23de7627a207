import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class MvcCommandUndo {
    public static void main(String[] args) {
        TextDocument doc = new TextDocument();
        doc.addListener(d -> System.out.println("    view: \"" + d.getText() + "\" (len " + d.getText().length() + ")"));
        CommandManager mgr = new CommandManager();
        EditorController ctl = new EditorController(doc, mgr);
        String[] actions = {
            "type:Hello", "type: World", "undo", "type: Swift", "upper", "undo", "undo",
            "redo", "redo", "redo", "delete:3", "type:!!", "undo", "undo", "undo", "undo", "undo", "undo", "bogus"
        };
        for (String a : actions) {
            System.out.println(String.format("%-8s undo=%d redo=%d", a, mgr.undoSize(), mgr.redoSize()));
            ctl.handle(a);
        }
        System.out.println("history=" + mgr.history());
        System.out.println("final text=\"" + doc.getText() + "\"");
    }
}

interface DocListener {
    void changed(TextDocument d);
}

class TextDocument {
    private final StringBuilder text = new StringBuilder();
    private final List<DocListener> listeners = new ArrayList<>();
    void addListener(DocListener l) { listeners.add(l); }
    String getText() { return text.toString(); }
    void insert(int pos, String s) { text.insert(pos, s); fire(); }
    String delete(int from, int to) {
        String removed = text.substring(from, to);
        text.delete(from, to);
        fire();
        return removed;
    }
    void replaceAll(String s) { text.setLength(0); text.append(s); fire(); }
    private void fire() { for (DocListener l : listeners) l.changed(this); }
}

interface Command {
    void execute();
    void undo();
    String name();
}

class TypeCommand implements Command {
    private final TextDocument doc; private final String s; private int at;
    TypeCommand(TextDocument doc, String s) { this.doc = doc; this.s = s; }
    public void execute() { at = doc.getText().length(); doc.insert(at, s); }
    public void undo() { doc.delete(at, at + s.length()); }
    public String name() { return "type(" + s.trim() + ")"; }
}

class DeleteCommand implements Command {
    private final TextDocument doc; private final int n; private String removed = "";
    DeleteCommand(TextDocument doc, int n) { this.doc = doc; this.n = n; }
    public void execute() {
        int len = doc.getText().length();
        removed = doc.delete(Math.max(0, len - n), len);
    }
    public void undo() { doc.insert(doc.getText().length(), removed); }
    public String name() { return "delete(" + n + ")"; }
}

class UpperCommand implements Command {
    private final TextDocument doc; private String before;
    UpperCommand(TextDocument doc) { this.doc = doc; }
    public void execute() { before = doc.getText(); doc.replaceAll(before.toUpperCase()); }
    public void undo() { doc.replaceAll(before); }
    public String name() { return "upper"; }
}

class CommandManager {
    private final Deque<Command> undoStack = new ArrayDeque<>();
    private final Deque<Command> redoStack = new ArrayDeque<>();
    private final List<String> history = new ArrayList<>();
    void run(Command c) { c.execute(); undoStack.push(c); redoStack.clear(); history.add("do " + c.name()); }
    boolean undo() {
        Command c = undoStack.poll();
        if (c == null) return false;
        c.undo(); redoStack.push(c); history.add("undo " + c.name());
        return true;
    }
    boolean redo() {
        Command c = redoStack.poll();
        if (c == null) return false;
        c.execute(); undoStack.push(c); history.add("redo " + c.name());
        return true;
    }
    int undoSize() { return undoStack.size(); }
    int redoSize() { return redoStack.size(); }
    List<String> history() { return history; }
}

class EditorController {
    private final TextDocument doc; private final CommandManager mgr;
    EditorController(TextDocument doc, CommandManager mgr) { this.doc = doc; this.mgr = mgr; }
    void handle(String action) {
        int colon = action.indexOf(':');
        String verb = colon < 0 ? action : action.substring(0, colon);
        String arg = colon < 0 ? "" : action.substring(colon + 1);
        switch (verb) {
            case "type": mgr.run(new TypeCommand(doc, arg)); break;
            case "delete": mgr.run(new DeleteCommand(doc, Integer.parseInt(arg))); break;
            case "upper": mgr.run(new UpperCommand(doc)); break;
            case "undo": if (!mgr.undo()) System.out.println("    nothing to undo"); break;
            case "redo": if (!mgr.redo()) System.out.println("    nothing to redo"); break;
            default: System.out.println("    unknown action '" + verb + "'");
        }
    }
}
