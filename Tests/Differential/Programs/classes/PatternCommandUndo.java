import java.util.*;

public class PatternCommandUndo {
    static class Editor {
        protected final StringBuilder text = new StringBuilder();
        protected int cursor;
        String text() { return text.toString(); }
        @Override public String toString() { return "\"" + text + "\"@" + cursor; }
    }

    interface Command {
        void execute(Editor e);
        void undo(Editor e);
        String label();
        default boolean mergeable() { return false; }
        default String describe() { return label() + (mergeable() ? "*" : ""); }
        static Command noop() { return new Command() {
            public void execute(Editor e) {} public void undo(Editor e) {} public String label() { return "noop"; } }; }
    }

    static abstract class AbstractCommand implements Command {
        protected int savedCursor = -1;
        public void execute(Editor e) { savedCursor = e.cursor; doExecute(e); }
        public void undo(Editor e) { doUndo(e); e.cursor = savedCursor; }
        protected abstract void doExecute(Editor e);
        protected abstract void doUndo(Editor e);
        @Override public String toString() { return describe(); }
    }

    static class Insert extends AbstractCommand {
        protected String s;
        Insert(String s) { this.s = s; }
        protected void doExecute(Editor e) { e.text.insert(e.cursor, s); e.cursor += s.length(); }
        protected void doUndo(Editor e) { e.text.delete(savedCursor, savedCursor + s.length()); }
        public String label() { return "insert(" + s + ")"; }
        @Override public boolean mergeable() { return s.length() == 1; }
        Insert merge(Insert other) { return new Insert(s + other.s); }
    }

    static class UpperInsert extends Insert {
        UpperInsert(String s) { super(s.toUpperCase()); }
        @Override public String label() { return "upper-" + super.label(); }
        @Override public boolean mergeable() { return false; }
    }

    static class DeleteBack extends AbstractCommand {
        private final int n; private String removed = "";
        DeleteBack(int n) { this.n = n; }
        protected void doExecute(Editor e) {
            int from = Math.max(0, e.cursor - n);
            removed = e.text.substring(from, e.cursor);
            e.text.delete(from, e.cursor);
            e.cursor = from;
        }
        protected void doUndo(Editor e) { e.text.insert(savedCursor - removed.length(), removed); }
        public String label() { return "delete(" + n + ")" + (removed.isEmpty() ? "" : "='" + removed + "'"); }
    }

    static class MoveCursor extends AbstractCommand {
        private final int delta;
        MoveCursor(int delta) { this.delta = delta; }
        protected void doExecute(Editor e) { e.cursor = Math.max(0, Math.min(e.text.length(), e.cursor + delta)); }
        protected void doUndo(Editor e) { }
        public String label() { return "move(" + delta + ")"; }
    }

    static class Macro extends AbstractCommand {
        private final List<Command> parts = new ArrayList<>();
        private final String name;
        Macro(String name, Command... cs) { this.name = name; parts.addAll(Arrays.asList(cs)); }
        protected void doExecute(Editor e) { for (Command c : parts) c.execute(e); }
        protected void doUndo(Editor e) { for (int i = parts.size() - 1; i >= 0; i--) parts.get(i).undo(e); }
        public String label() {
            StringJoiner j = new StringJoiner(",", name + "{", "}");
            for (Command c : parts) j.add(c.label());
            return j.toString();
        }
    }

    static class History {
        private final Deque<Command> undo = new ArrayDeque<>();
        private final Deque<Command> redo = new ArrayDeque<>();
        private final Editor editor;
        History(Editor e) { editor = e; }
        void run(Command c) {
            if (c instanceof Insert ins && ins.mergeable() && undo.peek() instanceof Insert prev && prev.mergeable()) {
                undo.pop();
                prev.undo(editor);
                Insert merged = prev.merge(ins);
                merged.execute(editor);
                undo.push(merged);
            } else {
                c.execute(editor);
                undo.push(c);
            }
            redo.clear();
        }
        boolean undo() { if (undo.isEmpty()) return false; Command c = undo.pop(); c.undo(editor); redo.push(c); return true; }
        boolean redo() { if (redo.isEmpty()) return false; Command c = redo.pop(); c.execute(editor); undo.push(c); return true; }
        String stack() { List<String> l = new ArrayList<>(); for (Command c : undo) l.add(c.describe()); return l.toString(); }
    }

    public static void main(String[] args) {
        Editor ed = new Editor();
        History h = new History(ed);
        Command[] script = {
            new Insert("H"), new Insert("i"), new Insert(" "), new Insert("there"), new UpperInsert("!"),
            new MoveCursor(-6), new Insert(","), new MoveCursor(100), new DeleteBack(3), Command.noop(),
            new Macro("sig", new Insert(" -- "), new UpperInsert("bob"), new MoveCursor(-3)),
            new Insert("x")
        };
        for (Command c : script) {
            h.run(c);
            System.out.println(String.format("%-8s", c instanceof AbstractCommand ? c.getClass().getSimpleName() : "Anon") + " " + ed + "  " + c.describe());
        }
        System.out.println("stack: " + h.stack());
        int undos = 0;
        while (h.undo()) { undos++; System.out.println("undo " + undos + ": " + ed); if (undos == 5) break; }
        for (int i = 0; i < 3; i++) System.out.println("redo " + h.redo() + ": " + ed);
        h.run(new Insert("Z"));
        System.out.println("after new cmd, redo possible=" + h.redo() + " " + ed);
        while (h.undo()) undos++;
        System.out.println("fully undone: " + ed + " after " + undos + " undos, text empty=" + ed.text().isEmpty());
        while (h.redo()) { }
        System.out.println("fully redone: " + ed);
        Map<String, Integer> kinds = new TreeMap<>();
        for (Command c : script) {
            String d = c.describe();
            int p = d.indexOf('(');
            kinds.merge(p < 0 ? d : d.substring(0, p), 1, Integer::sum);
        }
        System.out.println("kinds: " + kinds);
    }
}
