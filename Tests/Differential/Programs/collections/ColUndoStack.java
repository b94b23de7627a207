import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

public class ColUndoStack {
    public static void main(String[] args) {
        NoteEditor editor = new NoteEditor();
        editor.apply(new Edit("insert", "Walk dog"));
        editor.apply(new Edit("insert", "Call mom"));
        editor.apply(new Edit("insert", "Buy milk"));
        editor.apply(new Edit("delete", "Call mom"));
        editor.apply(new Edit("insert", "Pay rent"));
        editor.printState("after edits");

        editor.undo();
        editor.undo();
        editor.printState("after 2 undos");
        editor.redo();
        editor.printState("after redo");
        editor.apply(new Edit("insert", "Water plants"));
        editor.printState("new edit clears redo");
        int undone = 0;
        while (editor.undo()) {
            undone++;
        }
        editor.printState("undo everything (" + undone + " steps)");
        System.out.println("extra undo possible? " + editor.undo());

        // read-only view handed to the UI layer
        List<String> view = editor.lines();
        System.out.println("view: " + view + " size " + view.size());
        try {
            view.add("hack");
            System.out.println("add allowed?!");
        } catch (UnsupportedOperationException e) {
            System.out.println("view.add blocked");
        }
        editor.redo();
        editor.redo();
        editor.redo();
        System.out.println("view after redos (live): " + view);
        try {
            view.set(0, "Zap");
        } catch (UnsupportedOperationException e) {
            System.out.println("view.set blocked, first is still " + view.get(0));
        }
        try {
            Collections.sort(view);
        } catch (UnsupportedOperationException e) {
            System.out.println("sorting the view blocked");
        }
        List<String> copy = new ArrayList<>(view);
        Collections.sort(copy);
        System.out.println("sorted copy: " + copy + ", view unchanged: " + view);
    }
}

class Edit {
    final String kind;
    final String text;

    Edit(String kind, String text) {
        this.kind = kind;
        this.text = text;
    }

    Edit inverse() {
        return new Edit(kind.equals("insert") ? "delete" : "insert", text);
    }

    @Override
    public String toString() {
        return kind + "(" + text + ")";
    }
}

class NoteEditor {
    private final List<String> lines = new ArrayList<>();
    private final Deque<Edit> undoStack = new ArrayDeque<>();
    private final Deque<Edit> redoStack = new ArrayDeque<>();

    void apply(Edit e) {
        perform(e);
        undoStack.push(e);
        redoStack.clear();
    }

    private void perform(Edit e) {
        if (e.kind.equals("insert")) {
            lines.add(e.text);
        } else {
            lines.remove(e.text);
        }
    }

    boolean undo() {
        Edit e = undoStack.poll();
        if (e == null) {
            return false;
        }
        perform(e.inverse());
        redoStack.push(e);
        System.out.println("undo " + e + " -> top now " + undoStack.peek());
        return true;
    }

    void redo() {
        if (redoStack.isEmpty()) {
            System.out.println("nothing to redo");
            return;
        }
        Edit e = redoStack.pop();
        perform(e);
        undoStack.push(e);
        System.out.println("redo " + e);
    }

    List<String> lines() {
        return Collections.unmodifiableList(lines);
    }

    void printState(String label) {
        System.out.println("== " + label + ": " + lines);
        System.out.println("   undo=" + undoStack + " redo=" + redoStack);
    }
}
