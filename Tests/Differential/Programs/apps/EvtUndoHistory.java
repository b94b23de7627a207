import java.util.*;

public class EvtUndoHistory {
    interface PropertyObserver<T> {
        void onChange(String property, T oldValue, T newValue);
    }

    static class Style {
        final String family;
        Style(String family) { this.family = family; }
        String css() { return "font-family:" + family; }
        @Override
        public String toString() { return family; }
    }

    static class FontStyle extends Style {
        final boolean bold;
        final boolean italic;
        FontStyle(String family, boolean bold, boolean italic) {
            super(family);
            this.bold = bold;
            this.italic = italic;
        }
        @Override
        String css() { return super.css() + (bold ? ";bold" : "") + (italic ? ";italic" : ""); }
        @Override
        public String toString() { return family + (bold ? "+B" : "") + (italic ? "+I" : ""); }
    }

    static class Property<T> {
        final String name;
        boolean readOnly;
        int version;
        private T value;
        private final List<PropertyObserver<? super T>> observers = new ArrayList<>();

        Property(String name, T initial) { this.name = name; this.value = initial; }

        void observe(PropertyObserver<? super T> o) { observers.add(o); }
        void addListener(PropertyObserver<? super T> o) { observers.add(o); }
        boolean unobserve(PropertyObserver<? super T> o) { return observers.remove(o); }
        boolean isObservedBy(Object o) { return observers.contains(o); }

        boolean set(T newValue) {
            if (readOnly) return false;
            T old = value;
            value = newValue;
            version++;
            for (PropertyObserver<? super T> o : observers) {
                o.onChange(name, old, newValue);
            }
            return true;
        }

        T get() { return value; }
        String render() { return name + "=" + value + " (v" + version + (readOnly ? ", locked" : "") + ")"; }
    }

    static class Edit<T> {
        final Property<T> target;
        final T before;
        T after;
        String label;
        Edit(Property<T> target, T before, T after, String label) {
            this.target = target;
            this.before = before;
            this.after = after;
            this.label = label;
        }
        boolean undo() { return target.set(before); }
        boolean redo() { return target.set(after); }
        String targetName() { return target.name; }
        String describe() { return label + " [" + target.name + ": " + before + " -> " + after + "]"; }
    }

    static class TextEdit extends Edit<String> {
        int keystrokes = 1;
        TextEdit(Property<String> target, String before, String after) { super(target, before, after, "type"); }
    }

    static class History {
        final Deque<Edit<?>> undoStack = new ArrayDeque<>();
        final Deque<Edit<?>> redoStack = new ArrayDeque<>();
        int maxDepth = 5;
        int trimmed;

        <T> void apply(Property<T> p, T value, String label) {
            T before = p.get();
            if (p.set(value)) {
                push(new Edit<>(p, before, value, label));
            } else {
                System.out.println("  ! " + p.name + " is locked, '" + label + "' rejected");
            }
        }

        void type(Property<String> p, String text) {
            Edit<?> top = undoStack.peekFirst();
            if (top instanceof TextEdit && top.targetName().equals(p.name)) {
                TextEdit te = (TextEdit) top;
                String merged = te.after + text;
                if (p.set(merged)) {
                    te.after = merged;
                    te.keystrokes++;
                    redoStack.clear();
                }
                return;
            }
            String before = p.get();
            if (p.set(before + text)) {
                push(new TextEdit(p, before, before + text));
            }
        }

        private void push(Edit<?> e) {
            undoStack.push(e);
            redoStack.clear();
            while (undoStack.size() > maxDepth) {
                undoStack.removeLast();
                trimmed++;
            }
        }

        boolean undo() {
            Edit<?> e = undoStack.peekFirst();
            if (e == null) return false;
            if (!e.undo()) {
                System.out.println("  ! undo blocked: " + e.describe());
                return false;
            }
            undoStack.pop();
            redoStack.push(e);
            return true;
        }

        boolean redo() {
            Edit<?> e = redoStack.peekFirst();
            if (e == null) return false;
            if (!e.redo()) return false;
            redoStack.pop();
            undoStack.push(e);
            return true;
        }

        void print() {
            System.out.println("  undo(" + undoStack.size() + "):");
            for (Edit<?> e : undoStack) {
                String extra = e instanceof TextEdit ? " keys=" + ((TextEdit) e).keystrokes : "";
                System.out.println("    - " + e.describe() + extra);
            }
            System.out.println("  redo(" + redoStack.size() + "):");
            for (Edit<?> e : redoStack) {
                System.out.println("    - " + e.describe());
            }
        }
    }

    static class AutoSave implements PropertyObserver<Object> {
        final Set<String> pending = new TreeSet<>();
        int saves;
        @Override
        public void onChange(String property, Object oldValue, Object newValue) {
            pending.add(property);
        }
        void flush() {
            if (pending.isEmpty()) {
                System.out.println("  autosave: nothing to save");
                return;
            }
            saves++;
            System.out.println("  autosave #" + saves + " " + pending);
            pending.clear();
        }
    }

    static class SizeGuard implements PropertyObserver<Number> {
        final List<String> warnings = new ArrayList<>();
        @Override
        public void onChange(String property, Number oldValue, Number newValue) {
            int delta = newValue.intValue() - oldValue.intValue();
            if (delta > 8 || delta < -8) {
                warnings.add(property + " jumped " + delta);
                System.out.println("  size guard: " + property + " jumped by " + delta);
            }
        }
    }

    static class CssPreview implements PropertyObserver<Style> {
        String css = "";
        @Override
        public void onChange(String property, Style oldValue, Style newValue) {
            css = newValue.css();
            System.out.println("  preview " + property + " -> " + css);
        }
    }

    static void showDoc(List<Property<?>> props) {
        StringBuilder sb = new StringBuilder("  doc:");
        for (Property<?> p : props) {
            sb.append(' ').append(p.render());
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        Property<String> title = new Property<>("title", "");
        Property<Integer> fontSize = new Property<>("fontSize", 12);
        Property<Integer> margin = new Property<>("margin", 4);
        Property<FontStyle> font = new Property<>("font", new FontStyle("Roboto", false, false));
        List<Property<?>> props = new ArrayList<>();
        props.add(title);
        props.add(fontSize);
        props.add(margin);
        props.add(font);

        AutoSave autosave = new AutoSave();
        for (Property<?> p : props) {
            p.addListener(autosave);
        }
        SizeGuard guard = new SizeGuard();
        fontSize.observe(guard);
        margin.observe(guard);
        CssPreview preview = new CssPreview();
        font.observe(preview);
        List<String> titleLog = new ArrayList<>();
        title.observe((prop, o, n) -> titleLog.add("'" + o + "'->'" + n + "'"));

        History history = new History();
        System.out.println("== editing ==");
        history.type(title, "Hel");
        history.type(title, "lo");
        history.apply(fontSize, 14, "grow");
        history.type(title, " World");
        history.apply(font, new FontStyle("Roboto", true, false), "bold");
        history.apply(fontSize, 28, "heading");
        history.apply(margin, 8, "indent");
        showDoc(props);
        history.print();
        autosave.flush();

        System.out.println("== undo x3 ==");
        for (int i = 0; i < 3; i++) {
            System.out.println("  undo -> " + history.undo());
        }
        showDoc(props);
        history.print();

        System.out.println("== redo then new edit clears redo ==");
        System.out.println("  redo -> " + history.redo());
        history.apply(font, new FontStyle("Lato", true, true), "switch font");
        System.out.println("  redo -> " + history.redo());
        showDoc(props);
        autosave.flush();
        autosave.flush();

        System.out.println("== lock and observers ==");
        for (Property<?> p : props) {
            if (p.name.startsWith("font")) {
                p.readOnly = true;
            }
        }
        System.out.println("  undo -> " + history.undo());
        history.apply(fontSize, 10, "shrink");
        System.out.println("  guard on margin: " + margin.isObservedBy(guard));
        System.out.println("  removed guard: " + margin.unobserve(guard) + ", again: " + margin.unobserve(guard));
        System.out.println("  guard on margin: " + margin.isObservedBy(guard) + ", on fontSize: " + fontSize.isObservedBy(guard));
        history.apply(margin, 30, "wide margin");
        System.out.println("  preview attached: " + font.isObservedBy(preview) + " removed: " + font.unobserve(preview));
        for (Property<?> p : props) {
            p.readOnly = false;
        }
        @SuppressWarnings("unchecked")
        Property<Integer> size = (Property<Integer>) props.get(1);
        history.apply(size, size.get() + 2, "nudge");
        showDoc(props);
        history.print();

        System.out.println("== undo all ==");
        int count = 0;
        while (history.undo()) count++;
        System.out.println("  undid " + count + ", trimmed " + history.trimmed);
        showDoc(props);
        autosave.flush();
        System.out.println("  title log: " + titleLog);
        System.out.println("  warnings: " + guard.warnings);
        System.out.println("  last css: " + preview.css);
    }
}
