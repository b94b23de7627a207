import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class ObsUndoStack {
    interface Command {
        void execute();
        void undo();
        String describe();
        default boolean mergeWith(Command next) { return false; }
    }

    interface UndoStateListener {
        void onUndoStateChanged(boolean canUndo, boolean canRedo, String topLabel);
    }

    static class NoteDocument {
        private final StringBuilder text = new StringBuilder();
        private final List<String> tags = new ArrayList<>();
        private String title = "Untitled";

        String getText() { return text.toString(); }
        String getTitle() { return title; }
        List<String> getTags() { return tags; }

        @Override public String toString() {
            return "Note{title=" + title + ", text='" + text + "', tags=" + tags + "}";
        }
    }

    static class UndoManager {
        private final Deque<Command> undo = new ArrayDeque<>();
        private final Deque<Command> redo = new ArrayDeque<>();
        private final List<UndoStateListener> listeners = new ArrayList<>();
        private final int limit;

        UndoManager(int limit) { this.limit = limit; }

        int addListener(UndoStateListener l) {
            listeners.add(l);
            return listeners.size() - 1;
        }

        void removeListenerAt(int index) {
            if (index >= 0 && index < listeners.size()) listeners.remove(index);
        }

        void perform(Command c) {
            c.execute();
            Command top = undo.peek();
            if (top != null && top.mergeWith(c)) {
                System.out.println("  merged into: " + top.describe());
            } else {
                undo.push(c);
                if (undo.size() > limit) {
                    Command dropped = undo.removeLast();
                    System.out.println("  dropped oldest: " + dropped.describe());
                }
            }
            redo.clear();
            fire();
        }

        boolean undo() {
            Command c = undo.poll();
            if (c == null) { System.out.println("  nothing to undo"); return false; }
            c.undo();
            redo.push(c);
            System.out.println("  undid: " + c.describe());
            fire();
            return true;
        }

        boolean redo() {
            Command c = redo.poll();
            if (c == null) { System.out.println("  nothing to redo"); return false; }
            c.execute();
            undo.push(c);
            System.out.println("  redid: " + c.describe());
            fire();
            return true;
        }

        private void fire() {
            Command top = undo.peek();
            String label = top == null ? "-" : top.describe();
            for (UndoStateListener l : new ArrayList<>(listeners)) {
                l.onUndoStateChanged(!undo.isEmpty(), !redo.isEmpty(), label);
            }
        }

        int undoDepth() { return undo.size(); }
        int redoDepth() { return redo.size(); }
    }

    static class AppendText implements Command {
        private final NoteDocument doc;
        private String added;
        AppendText(NoteDocument doc, String added) { this.doc = doc; this.added = added; }
        @Override public void execute() { doc.text.append(added); }
        @Override public void undo() { doc.text.setLength(doc.text.length() - added.length()); }
        @Override public String describe() { return "Append('" + added + "')"; }
        @Override public boolean mergeWith(Command next) {
            if (next instanceof AppendText other && !other.added.contains(" ") && added.length() < 12) {
                added = added + other.added;
                return true;
            }
            return false;
        }
    }

    static class Rename implements Command {
        private final NoteDocument doc;
        private final String newTitle;
        private String oldTitle;
        Rename(NoteDocument doc, String newTitle) { this.doc = doc; this.newTitle = newTitle; }
        @Override public void execute() { oldTitle = doc.title; doc.title = newTitle; }
        @Override public void undo() { doc.title = oldTitle; }
        @Override public String describe() { return "Rename(" + oldTitle + "->" + newTitle + ")"; }
    }

    static class AddTag implements Command {
        private final NoteDocument doc;
        private final String tag;
        private int insertedAt = -1;
        AddTag(NoteDocument doc, String tag) { this.doc = doc; this.tag = tag; }
        @Override public void execute() {
            int pos = 0;
            while (pos < doc.tags.size() && doc.tags.get(pos).compareTo(tag) < 0) pos++;
            doc.tags.add(pos, tag);
            insertedAt = pos;
        }
        @Override public void undo() { doc.tags.remove(insertedAt); }
        @Override public String describe() { return "AddTag(" + tag + "@" + insertedAt + ")"; }
    }

    static class MacroCommand implements Command {
        private final String name;
        private final List<Command> parts = new ArrayList<>();
        MacroCommand(String name) { this.name = name; }
        MacroCommand add(Command c) { parts.add(c); return this; }
        @Override public void execute() { for (Command c : parts) c.execute(); }
        @Override public void undo() {
            for (int i = parts.size() - 1; i >= 0; i--) parts.get(i).undo();
        }
        @Override public String describe() { return "Macro(" + name + ", " + parts.size() + " steps)"; }
    }

    public static void main(String[] args) {
        NoteDocument doc = new NoteDocument();
        UndoManager mgr = new UndoManager(4);
        final String[] menu = {""};
        int[] notifications = {0};

        mgr.addListener((canUndo, canRedo, top) -> {
            menu[0] = (canUndo ? "[Undo " + top + "]" : "[undo off]") + (canRedo ? "[Redo]" : "[redo off]");
        });
        int counterIdx = mgr.addListener(new UndoStateListener() {
            @Override public void onUndoStateChanged(boolean canUndo, boolean canRedo, String topLabel) {
                notifications[0]++;
            }
        });

        String[] words = {"Hel", "lo", " world", "!", "?"};
        for (String w : words) {
            System.out.println("type '" + w + "'");
            mgr.perform(new AppendText(doc, w));
            System.out.println("  doc=" + doc + " menu=" + menu[0]);
        }

        System.out.println("rename + tags");
        mgr.perform(new Rename(doc, "Greeting"));
        mgr.perform(new AddTag(doc, "work"));
        mgr.perform(new AddTag(doc, "draft"));
        System.out.println("  doc=" + doc + " menu=" + menu[0]);
        System.out.println("  depth undo=" + mgr.undoDepth() + " redo=" + mgr.redoDepth());

        System.out.println("undo x3");
        for (int i = 0; i < 3; i++) {
            mgr.undo();
            System.out.println("  doc=" + doc);
        }
        System.out.println("  menu=" + menu[0]);

        System.out.println("redo x1");
        mgr.redo();
        System.out.println("  doc=" + doc + " menu=" + menu[0]);

        System.out.println("macro clears redo");
        mgr.removeListenerAt(counterIdx);
        MacroCommand macro = new MacroCommand("publish")
                .add(new Rename(doc, "Published Greeting"))
                .add(new AddTag(doc, "public"))
                .add(new AddTag(doc, "archived"));
        mgr.perform(macro);
        System.out.println("  doc=" + doc + " menu=" + menu[0]);
        mgr.redo();

        System.out.println("undo everything");
        int count = 0;
        while (mgr.undo()) {
            count++;
            System.out.println("  doc=" + doc);
        }
        System.out.println("undone " + count + " commands, menu=" + menu[0]);
        System.out.println("counter listener notifications (before removal)=" + notifications[0]);
        System.out.println("final " + doc);
    }
}
