import java.util.*;

public class EvtFormBinder {
    interface ChangeListener<T> {
        void changed(String field, T value);
    }

    static abstract class Field<T> {
        final String id;
        String label;
        boolean enabled = true;
        boolean required;
        String error = "";
        int editCount;
        private T value;
        private final T initial;
        private final List<ChangeListener<? super T>> listeners = new ArrayList<>();

        Field(String id, String label, T initial) {
            this.id = id;
            this.label = label;
            this.initial = initial;
            this.value = initial;
        }

        abstract T parse(String raw);
        abstract String check(T v);

        void subscribe(ChangeListener<? super T> l) { listeners.add(l); }
        void addListener(ChangeListener<? super T> l) { listeners.add(l); }
        boolean unsubscribe(ChangeListener<? super T> l) { return listeners.remove(l); }
        boolean listens(Object l) { return listeners.contains(l); }

        void set(T v) {
            if (!enabled) {
                System.out.println("  (" + id + " is disabled, ignoring)");
                return;
            }
            value = v;
            editCount++;
            for (ChangeListener<? super T> l : listeners) {
                l.changed(id, v);
            }
        }

        boolean setFromString(String raw) {
            T parsed = parse(raw);
            if (parsed == null) {
                error = "cannot parse '" + raw + "'";
                return false;
            }
            set(parsed);
            return true;
        }

        T get() { return value; }

        boolean isDirty() { return !Objects.equals(value, initial); }

        String validate() {
            if (value == null) {
                error = required ? "required" : "";
            } else {
                error = check(value);
            }
            return error;
        }

        void reset() {
            value = initial;
            error = "";
            editCount = 0;
        }

        String render() {
            String v = value == null ? "<empty>" : value.toString();
            return label + ": " + v + (enabled ? "" : " [disabled]") + (error.isEmpty() ? "" : " !" + error);
        }
    }

    static class TextField extends Field<String> {
        int maxLength;
        TextField(String id, String label, int maxLength) {
            super(id, label, "");
            this.maxLength = maxLength;
        }
        @Override
        String parse(String raw) { return raw.trim(); }
        @Override
        String check(String v) {
            if (required && v.isEmpty()) return "required";
            if (v.length() > maxLength) return "too long (" + v.length() + ">" + maxLength + ")";
            return "";
        }
    }

    static class NumberField extends Field<Integer> {
        final int min;
        final int max;
        NumberField(String id, String label, int min, int max, Integer initial) {
            super(id, label, initial);
            this.min = min;
            this.max = max;
        }
        @Override
        Integer parse(String raw) {
            String t = raw.trim();
            if (t.isEmpty()) return null;
            int sign = 1;
            int i = 0;
            if (t.charAt(0) == '-') { sign = -1; i = 1; }
            if (i >= t.length()) return null;
            int n = 0;
            for (; i < t.length(); i++) {
                char c = t.charAt(i);
                if (c < '0' || c > '9') return null;
                n = n * 10 + (c - '0');
            }
            return sign * n;
        }
        @Override
        String check(Integer v) {
            if (v < min) return "below " + min;
            if (v > max) return "above " + max;
            return "";
        }
    }

    static class CheckField extends Field<Boolean> {
        CheckField(String id, String label) { super(id, label, Boolean.FALSE); }
        @Override
        Boolean parse(String raw) {
            String t = raw.trim().toLowerCase();
            if (t.equals("yes") || t.equals("true") || t.equals("on")) return Boolean.TRUE;
            if (t.equals("no") || t.equals("false") || t.equals("off")) return Boolean.FALSE;
            return null;
        }
        @Override
        String check(Boolean v) {
            if (required && !v) return "must be checked";
            return "";
        }
    }

    static class DirtyTracker implements ChangeListener<Object> {
        final Set<String> touched = new TreeSet<>();
        int events;
        @Override
        public void changed(String field, Object value) {
            touched.add(field);
            events++;
            System.out.println("  dirty <- " + field + " = " + value);
        }
    }

    static class RangeHint implements ChangeListener<Number> {
        final List<String> hints = new ArrayList<>();
        @Override
        public void changed(String field, Number value) {
            int v = value.intValue();
            String bucket = v < 18 ? "minor" : (v < 65 ? "adult" : "senior");
            hints.add(field + "->" + bucket);
            System.out.println("  hint " + field + " is " + bucket);
        }
    }

    static class Model {
        String name = "";
        String email = "";
        int age;
        boolean newsletter;
        @Override
        public String toString() {
            return "Model{name=" + name + ", email=" + email + ", age=" + age + ", newsletter=" + newsletter + "}";
        }
    }

    static void show(List<Field<?>> form) {
        for (Field<?> f : form) {
            System.out.println("  | " + f.render() + " (dirty=" + f.isDirty() + ", edits=" + f.editCount + ")");
        }
    }

    static int validateAll(List<Field<?>> form) {
        int bad = 0;
        for (Field<?> f : form) {
            String e = f.validate();
            if (!e.isEmpty()) {
                bad++;
                System.out.println("  invalid " + f.id + ": " + e);
            }
        }
        return bad;
    }

    public static void main(String[] args) {
        TextField name = new TextField("name", "Name", 12);
        TextField email = new TextField("email", "Email", 30);
        NumberField age = new NumberField("age", "Age", 13, 120, null);
        CheckField news = new CheckField("news", "Newsletter");
        name.required = true;
        email.required = true;
        age.required = true;

        List<Field<?>> form = new ArrayList<>();
        form.add(name);
        form.add(email);
        form.add(age);
        form.add(news);

        Model model = new Model();
        name.subscribe((f, v) -> model.name = v);
        email.subscribe((f, v) -> model.email = v.toLowerCase());
        age.subscribe((f, v) -> model.age = v);
        news.subscribe((f, v) -> model.newsletter = v);

        DirtyTracker dirty = new DirtyTracker();
        for (Field<?> f : form) {
            f.addListener(dirty);
        }
        List<String> changeLog = new ArrayList<>();
        ChangeListener<Object> anyChange = (f, v) -> changeLog.add(f);
        for (Field<?> f : form) {
            if (!f.id.equals("news")) {
                f.addListener(anyChange);
            }
        }
        RangeHint hint = new RangeHint();
        age.subscribe(hint);
        ChangeListener<String> emailEcho = new ChangeListener<String>() {
            @Override
            public void changed(String field, String value) {
                int at = value.indexOf('@');
                System.out.println("  email domain: " + (at < 0 ? "(none)" : value.substring(at + 1)));
            }
        };
        email.subscribe(emailEcho);

        System.out.println("== initial ==");
        show(form);
        System.out.println("invalid count: " + validateAll(form));

        System.out.println("== typing ==");
        String[][] inputs = {
            {"name", "  Ada Lovelace-Byron "},
            {"email", "Ada@Example.org"},
            {"age", "abc"},
            {"age", "12"},
            {"news", "yes"},
            {"age", "36"},
            {"name", "Ada"},
        };
        Map<String, Field<?>> byId = new LinkedHashMap<>();
        for (Field<?> f : form) {
            byId.put(f.id, f);
        }
        for (String[] in : inputs) {
            Field<?> f = byId.get(in[0]);
            boolean ok = f.setFromString(in[1]);
            System.out.println("set " + in[0] + " <- '" + in[1] + "' ok=" + ok + (ok ? "" : " error=" + f.error));
        }
        System.out.println("invalid count: " + validateAll(form));
        show(form);
        System.out.println(model);

        System.out.println("== lock and detach ==");
        for (Field<?> f : form) {
            if (f instanceof NumberField) {
                NumberField nf = (NumberField) f;
                System.out.println("  number field " + nf.id + " range " + nf.min + ".." + nf.max + " value " + nf.get());
                nf.label = "Age (locked)";
                nf.enabled = false;
            }
        }
        age.setFromString("40");
        System.out.println("email listens echo? " + email.listens(emailEcho));
        System.out.println("unsubscribe echo: " + email.unsubscribe(emailEcho));
        System.out.println("email listens echo? " + email.listens(emailEcho));
        System.out.println("unsubscribe dirty from news: " + news.unsubscribe(dirty));
        System.out.println("news listens dirty? " + news.listens(dirty) + ", name listens dirty? " + name.listens(dirty));
        email.setFromString("ada@analytical.engine");
        news.setFromString("off");
        @SuppressWarnings("unchecked")
        Field<String> nameField = (Field<String>) byId.get("name");
        nameField.set("Augusta Ada King");
        System.out.println("invalid count: " + validateAll(form));
        show(form);
        System.out.println(model);

        System.out.println("== reset ==");
        int dirtyCount = 0;
        for (Field<?> f : form) {
            if (f.isDirty()) dirtyCount++;
            f.reset();
            f.enabled = true;
        }
        System.out.println("was dirty: " + dirtyCount);
        show(form);
        System.out.println("touched: " + dirty.touched + " events=" + dirty.events);
        System.out.println("hints: " + hint.hints);
        System.out.println("change log (" + changeLog.size() + "): " + String.join(",", changeLog));
    }
}
