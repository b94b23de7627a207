import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class GifUndoStack {
    public static void main(String[] args) {
        Editor editor = new Editor();
        editor.run(new InsertText(0, "Hello"));
        editor.run(new InsertText(5, " World"));
        editor.run(new InsertText(5, ","));
        editor.run(new DeleteText(0, 1));
        editor.run(new InsertText(0, "J"));
        System.out.println("history: " + editor.history());
        editor.undo();
        editor.undo();
        editor.redo();
        editor.run(new ReplaceAll("Fresh start"));
        System.out.println("redo available: " + editor.canRedo());
        editor.redo();
        for (int i = 0; i < 7; i++) editor.undo();
        System.out.println("final text: '" + editor.text() + "'");
        Stack<Integer> numbers = new Stack<>();
        System.out.println("empty peek: " + numbers.peek().map(String::valueOf).orElse("none"));
        for (int i = 1; i <= 5; i++) numbers.push(i * i);
        System.out.println("numbers: " + numbers.snapshot() + " size " + numbers.size());
        int sum = 0;
        while (!numbers.isEmpty()) {
            int top = numbers.pop().orElse(0);
            sum += top;
            System.out.println(String.format("  popped %5d, running sum %d", top, sum));
        }
        System.out.println("pop on empty: " + numbers.pop().isPresent());
        Stack<String> brackets = new Stack<>();
        String[] samples = {"(a[b]{c})", "(]", "((x)", "{[()()]}"};
        for (String sample : samples) {
            System.out.println(String.format("%-8s balanced=%s", sample, balanced(sample, brackets)));
        }
    }

    static boolean balanced(String s, Stack<String> stack) {
        stack.clear();
        for (int i = 0; i < s.length(); i++) {
            String ch = String.valueOf(s.charAt(i));
            if ("([{".contains(ch)) {
                stack.push(ch);
            } else if (")]}".contains(ch)) {
                String expected = ch.equals(")") ? "(" : ch.equals("]") ? "[" : "{";
                Optional<String> open = stack.pop();
                if (open.isEmpty() || !open.get().equals(expected)) return false;
            }
        }
        return stack.isEmpty();
    }
}

class Stack<T> {
    private final ArrayList<T> items = new ArrayList<>();
    void push(T item) { items.add(item); }
    Optional<T> pop() {
        if (items.isEmpty()) return Optional.empty();
        return Optional.of(items.remove(items.size() - 1));
    }
    Optional<T> peek() {
        if (items.isEmpty()) return Optional.empty();
        return Optional.of(items.get(items.size() - 1));
    }
    boolean isEmpty() { return items.isEmpty(); }
    int size() { return items.size(); }
    void clear() { items.clear(); }
    List<T> snapshot() { return new ArrayList<>(items); }
}

abstract class EditCommand {
    abstract void apply(StringBuilder doc);
    abstract void revert(StringBuilder doc);
    abstract String label();
}

class InsertText extends EditCommand {
    private final int at;
    private final String text;
    InsertText(int at, String text) { this.at = at; this.text = text; }
    void apply(StringBuilder doc) { doc.insert(at, text); }
    void revert(StringBuilder doc) { doc.delete(at, at + text.length()); }
    String label() { return "insert '" + text + "'@" + at; }
}

class DeleteText extends EditCommand {
    private final int at;
    private final int length;
    private String removed = "";
    DeleteText(int at, int length) { this.at = at; this.length = length; }
    void apply(StringBuilder doc) { removed = doc.substring(at, at + length); doc.delete(at, at + length); }
    void revert(StringBuilder doc) { doc.insert(at, removed); }
    String label() { return "delete " + length + "@" + at; }
}

class ReplaceAll extends EditCommand {
    private final String replacement;
    private String previous = "";
    ReplaceAll(String replacement) { this.replacement = replacement; }
    void apply(StringBuilder doc) { previous = doc.toString(); doc.setLength(0); doc.append(replacement); }
    void revert(StringBuilder doc) { doc.setLength(0); doc.append(previous); }
    String label() { return "replace all"; }
}

class Editor {
    private final StringBuilder doc = new StringBuilder();
    private final Stack<EditCommand> undoStack = new Stack<>();
    private final Stack<EditCommand> redoStack = new Stack<>();
    void run(EditCommand cmd) {
        cmd.apply(doc);
        undoStack.push(cmd);
        redoStack.clear();
        System.out.println("run   " + cmd.label() + " -> '" + doc + "'");
    }
    void undo() {
        Optional<EditCommand> cmd = undoStack.pop();
        if (cmd.isEmpty()) { System.out.println("undo  nothing"); return; }
        cmd.get().revert(doc);
        redoStack.push(cmd.get());
        System.out.println("undo  " + cmd.get().label() + " -> '" + doc + "' next=" + undoStack.peek().map(EditCommand::label).orElse("none"));
    }
    void redo() {
        Optional<EditCommand> cmd = redoStack.pop();
        if (cmd.isEmpty()) { System.out.println("redo  nothing"); return; }
        cmd.get().apply(doc);
        undoStack.push(cmd.get());
        System.out.println("redo  " + cmd.get().label() + " -> '" + doc + "'");
    }
    boolean canRedo() { return !redoStack.isEmpty(); }
    String text() { return doc.toString(); }
    List<String> history() {
        List<String> labels = new ArrayList<>();
        for (EditCommand c : undoStack.snapshot()) labels.add(c.label());
        return labels;
    }
}
