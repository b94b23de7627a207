import java.util.*;

public class WildUndoCommands {

    static final class Doc {
        final StringBuilder text = new StringBuilder();
        int fontSize = 12;
        boolean bold = false;
        final Map<String, String> meta = new TreeMap<>();

        String state() {
            StringBuilder sb = new StringBuilder();
            sb.append("text='").append(text).append("' size=").append(fontSize).append(" bold=").append(bold);
            for (Map.Entry<String, String> e : meta.entrySet()) {
                sb.append(" ").append(e.getKey()).append("=").append(e.getValue());
            }
            return sb.toString();
        }
    }

    abstract static class Command<T> {
        final String label;
        final T before;
        final T after;

        Command(String label, T before, T after) {
            this.label = label;
            this.before = before;
            this.after = after;
        }

        abstract void apply(Doc d);

        abstract void revert(Doc d);

        T after() {
            return after;
        }

        String describe() {
            return label + ": " + before + " -> " + after;
        }

        boolean isNoop() {
            return before == null ? after == null : before.equals(after);
        }

        Command<?> mergeWith(Command<?> next) {
            return null;
        }

        @Override
        public String toString() {
            return "Command[" + label + "]";
        }
    }

    static final class InsertText extends Command<String> {
        final int position;

        InsertText(int position, String inserted) {
            super("insert@" + position, "", inserted);
            this.position = position;
        }

        void apply(Doc d) {
            d.text.insert(position, after);
        }

        void revert(Doc d) {
            d.text.delete(position, position + after.length());
        }

        @Override
        Command<?> mergeWith(Command<?> next) {
            if (next instanceof InsertText) {
                InsertText n = (InsertText) next;
                if (n.position == position + after.length()) {
                    return new InsertText(position, after + n.after);
                }
            }
            return null;
        }
    }

    static final class SetFontSize extends Command<Integer> {
        SetFontSize(int before, int after) {
            super("fontSize", before, after);
        }

        void apply(Doc d) {
            d.fontSize = after;
        }

        void revert(Doc d) {
            d.fontSize = before;
        }

        @Override
        Command<?> mergeWith(Command<?> next) {
            if (next instanceof SetFontSize) {
                Command<Integer> n = (SetFontSize) next;
                return new SetFontSize(before, n.after());
            }
            return null;
        }
    }

    static final class SetBold extends Command<Boolean> {
        SetBold(boolean before, boolean after) {
            super("bold", before, after);
        }

        void apply(Doc d) {
            d.bold = after;
        }

        void revert(Doc d) {
            d.bold = before;
        }
    }

    static final class SetMeta extends Command<String> {
        final String key;

        SetMeta(String key, String before, String after) {
            super("meta." + key, before, after);
            this.key = key;
        }

        void apply(Doc d) {
            if (after == null) {
                d.meta.remove(key);
            } else {
                d.meta.put(key, after);
            }
        }

        void revert(Doc d) {
            if (before == null) {
                d.meta.remove(key);
            } else {
                d.meta.put(key, before);
            }
        }
    }

    static final class History {
        final Doc doc;
        final List<Command<?>> undo = new ArrayList<>();
        final List<Command<?>> redo = new ArrayList<>();
        int merges = 0;

        History(Doc doc) {
            this.doc = doc;
        }

        void execute(Command<?> c) {
            if (c.isNoop()) {
                System.out.println("skip noop " + c.describe());
                return;
            }
            c.apply(doc);
            redo.clear();
            if (!undo.isEmpty()) {
                Command<?> last = undo.get(undo.size() - 1);
                Command<?> merged = last.mergeWith(c);
                if (merged != null) {
                    undo.set(undo.size() - 1, merged);
                    merges++;
                    System.out.println("exec+merge " + merged.describe() + " | " + doc.state());
                    return;
                }
            }
            undo.add(c);
            System.out.println("exec " + c.describe() + " | " + doc.state());
        }

        boolean undo() {
            if (undo.isEmpty()) {
                System.out.println("nothing to undo");
                return false;
            }
            Command<?> c = undo.remove(undo.size() - 1);
            c.revert(doc);
            redo.add(c);
            System.out.println("undo " + c.describe() + " | " + doc.state());
            return true;
        }

        boolean redo() {
            if (redo.isEmpty()) {
                System.out.println("nothing to redo");
                return false;
            }
            Command<?> c = redo.remove(redo.size() - 1);
            c.apply(doc);
            undo.add(c);
            System.out.println("redo " + c.describe() + " | " + doc.state());
            return true;
        }

        void dump() {
            StringBuilder sb = new StringBuilder("undo stack:");
            for (Command<?> c : undo) {
                sb.append(" ").append(c);
            }
            System.out.println(sb);
            sb = new StringBuilder("redo stack:");
            for (Command<?> c : redo) {
                sb.append(" ").append(c);
            }
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        Doc doc = new Doc();
        History h = new History(doc);

        System.out.println("== editing ==");
        h.execute(new InsertText(0, "Hello"));
        h.execute(new InsertText(5, " world"));
        h.execute(new SetFontSize(12, 14));
        h.execute(new SetFontSize(14, 18));
        h.execute(new SetBold(false, true));
        h.execute(new SetMeta("author", null, "ann"));
        h.execute(new SetMeta("author", "ann", "ann"));
        h.execute(new InsertText(0, ">> "));
        h.execute(new SetMeta("title", null, "Greeting"));
        h.dump();

        System.out.println("== undo three ==");
        for (int i = 0; i < 3; i++) {
            h.undo();
        }
        h.dump();

        System.out.println("== redo one ==");
        h.redo();
        h.dump();

        System.out.println("== new command clears redo ==");
        h.execute(new SetMeta("author", "ann", "bob"));
        h.redo();
        h.dump();

        System.out.println("== undo everything ==");
        int undone = 0;
        while (h.undo()) {
            undone++;
        }
        System.out.println("undone " + undone + ", merges " + h.merges);

        System.out.println("== redo everything ==");
        int redone = 0;
        while (h.redo()) {
            redone++;
        }
        System.out.println("redone " + redone);

        System.out.println("== command summary ==");
        Map<String, Integer> byType = new TreeMap<>();
        int textChars = 0;
        for (Command<?> c : h.undo) {
            String type;
            if (c instanceof InsertText) {
                type = "text";
                Command<String> t = (InsertText) c;
                textChars += t.after().length();
            } else if (c instanceof SetFontSize) {
                type = "font";
            } else if (c instanceof SetBold) {
                type = "bold";
            } else {
                type = "meta";
            }
            byType.merge(type, 1, Integer::sum);
            Object after = c.after();
            System.out.println(c + " after-value class " + (after instanceof Integer ? "Integer" : after instanceof Boolean ? "Boolean" : "String"));
        }
        for (Map.Entry<String, Integer> e : byType.entrySet()) {
            System.out.println(e.getKey() + " x" + e.getValue());
        }
        System.out.println("inserted chars " + textChars + ", final length " + doc.text.length());
    }
}
