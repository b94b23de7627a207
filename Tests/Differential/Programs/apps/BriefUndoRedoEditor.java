import java.util.*;

public class BriefUndoRedoEditor {
    public static void main(String[] args) {
        TextEditor editor = new TextEditor();
        editor.setListener((text, desc) -> System.out.println(String.format("  %-8s -> \"%s\"", desc, text)));
        editor.perform(new InsertCommand(0, "Hello"));
        editor.perform(new InsertCommand(5, " World"));
        editor.perform(new InsertCommand(11, "!"));
        editor.perform(new ReplaceCommand(6, 5, "Swift"));
        editor.perform(new DeleteCommand(0, 6));
        System.out.println("History: " + editor.historySummary());
        for (int i = 0; i < 3; i++) System.out.println("undo -> " + editor.undo());
        System.out.println("redo -> " + editor.redo());
        System.out.println("Text: " + editor.getText() + " (len " + editor.getText().length() + ")");
        editor.perform(new InsertCommand(0, ">> "));
        System.out.println("redo after new edit -> " + editor.redo());
        String[][] bad = {{"I", "99", "x"}, {"D", "2", "500"}, {"R", "-1", "y"}, {"Q", "0", "z"}, {"R", "3", "#"}};
        for (String[] b : bad) {
            try {
                editor.perform(CommandFactory.create(CommandKind.fromCode(b[0]), Integer.parseInt(b[1]), b[2]));
            } catch (IllegalArgumentException e) {
                System.out.println("Rejected: " + e.getMessage());
            }
        }
        editor.setReadOnly(true);
        editor.perform(new InsertCommand(0, "nope"));
        System.out.println("undo while read-only -> " + editor.undo());
        editor.setReadOnly(false);
        int undone = 0;
        while (editor.undo()) undone++;
        System.out.println("Undid " + undone + " more, text=\"" + editor.getText() + "\"");
        System.out.println("undo on empty -> " + editor.undo());
        for (int i = 0; i < 7; i++) editor.perform(new InsertCommand(editor.getText().length(), String.valueOf(i)));
        System.out.println("History capped at " + TextEditor.MAX_HISTORY + ": " + editor.historySummary());
        System.out.println(String.format("Final: %s, undo depth %d", editor.getText(), editor.undoDepth()));
    }
}

enum CommandKind {
    INSERT("I"), DELETE("D"), REPLACE("R");
    private final String code;
    CommandKind(String code) { this.code = code; }
    public static CommandKind fromCode(String code) {
        for (CommandKind k : values()) if (k.code.equals(code)) return k;
        throw new IllegalArgumentException("unknown command " + code);
    }
}

interface OnTextChangedListener { void onTextChanged(String text, String description); }

abstract class EditCommand {
    protected final int position;
    EditCommand(int position) { this.position = position; }
    public final String apply(String text) {
        if (position < 0 || position > text.length()) throw new IllegalArgumentException(name() + " position " + position + " out of range");
        validate(text);
        return execute(text);
    }
    protected void validate(String text) { }
    protected abstract String execute(String text);
    public abstract String revert(String text);
    public abstract String name();
}

class InsertCommand extends EditCommand {
    private final String inserted;
    InsertCommand(int position, String inserted) { super(position); this.inserted = inserted; }
    @Override protected String execute(String t) { return t.substring(0, position) + inserted + t.substring(position); }
    @Override public String revert(String t) { return t.substring(0, position) + t.substring(position + inserted.length()); }
    @Override public String name() { return "ins"; }
}

class DeleteCommand extends EditCommand {
    private final int length;
    private String removed = "";
    DeleteCommand(int position, int length) { super(position); this.length = length; }
    @Override protected void validate(String t) {
        if (position + length > t.length()) throw new IllegalArgumentException("delete of " + length + " exceeds text");
    }
    @Override protected String execute(String t) { removed = t.substring(position, position + length); return t.substring(0, position) + t.substring(position + length); }
    @Override public String revert(String t) { return t.substring(0, position) + removed + t.substring(position); }
    @Override public String name() { return "del"; }
}

class ReplaceCommand extends EditCommand {
    private final DeleteCommand delete;
    private final InsertCommand insert;
    ReplaceCommand(int position, int length, String replacement) {
        super(position);
        this.delete = new DeleteCommand(position, length);
        this.insert = new InsertCommand(position, replacement);
    }
    @Override protected String execute(String t) { return insert.apply(delete.apply(t)); }
    @Override public String revert(String t) { return delete.revert(insert.revert(t)); }
    @Override public String name() { return "repl"; }
}

class CommandFactory {
    static EditCommand create(CommandKind kind, int pos, String arg) {
        switch (kind) {
            case INSERT: return new InsertCommand(pos, arg);
            case DELETE: return new DeleteCommand(pos, Integer.parseInt(arg));
            default: return new ReplaceCommand(pos, 1, arg);
        }
    }
}

class TextEditor {
    static final int MAX_HISTORY = 5;
    private String text = "";
    private boolean readOnly;
    private final List<EditCommand> undoStack = new ArrayList<>();
    private final List<EditCommand> redoStack = new ArrayList<>();
    private OnTextChangedListener listener;
    public String getText() { return text; }
    public int undoDepth() { return undoStack.size(); }
    public void setListener(OnTextChangedListener l) { listener = l; }
    public void setReadOnly(boolean ro) { readOnly = ro; System.out.println("read-only = " + ro); }
    private void notifyChange(String desc) { if (listener != null) listener.onTextChanged(text, desc); }
    public void perform(EditCommand cmd) {
        if (readOnly) { System.out.println("  ignored " + cmd.name() + " (read-only)"); return; }
        text = cmd.apply(text);
        undoStack.add(cmd);
        if (undoStack.size() > MAX_HISTORY) undoStack.remove(0);
        redoStack.clear();
        notifyChange(cmd.name());
    }
    public boolean undo() {
        if (readOnly || undoStack.isEmpty()) return false;
        EditCommand cmd = undoStack.remove(undoStack.size() - 1);
        text = cmd.revert(text);
        redoStack.add(cmd);
        notifyChange("undo " + cmd.name());
        return true;
    }
    public boolean redo() {
        if (readOnly || redoStack.isEmpty()) return false;
        EditCommand cmd = redoStack.remove(redoStack.size() - 1);
        text = cmd.apply(text);
        undoStack.add(cmd);
        notifyChange("redo " + cmd.name());
        return true;
    }
    public String historySummary() {
        StringJoiner sj = new StringJoiner(", ", "[", "]");
        for (EditCommand c : undoStack) sj.add(c.name() + "@" + c.position);
        return sj.toString();
    }
}
