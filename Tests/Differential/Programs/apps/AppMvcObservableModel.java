import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class AppMvcObservableModel {
    static class ValidationException extends Exception {
        final String field;
        ValidationException(String field, String msg) { super(field + ": " + msg); this.field = field; }
    }

    interface ChangeListener<T> {
        void changed(String name, T oldValue, T newValue);
        default ChangeListener<T> andThen(ChangeListener<T> next) {
            return (n, o, v) -> { changed(n, o, v); next.changed(n, o, v); };
        }
    }

    static class Property<T> {
        private final String name;
        private T value;
        private final List<ChangeListener<? super T>> listeners = new ArrayList<>();
        private final List<Function<T, Optional<String>>> validators = new ArrayList<>();

        Property(String name, T initial) { this.name = name; this.value = initial; }
        String name() { return name; }
        T get() { return value; }
        Property<T> validate(Function<T, Optional<String>> v) { validators.add(v); return this; }
        void addListener(ChangeListener<? super T> l) { listeners.add(l); }

        void set(T newValue) throws ValidationException {
            for (Function<T, Optional<String>> v : validators) {
                Optional<String> err = v.apply(newValue);
                if (err.isPresent()) throw new ValidationException(name, err.get());
            }
            if (Objects.equals(value, newValue)) return;
            T old = value;
            value = newValue;
            for (ChangeListener<? super T> l : listeners) l.changed(name, old, newValue);
        }
        @Override public String toString() { return name + "=" + value; }
    }

    static <T> Function<T, Optional<String>> rule(Predicate<T> ok, String message) {
        return v -> ok.test(v) ? Optional.empty() : Optional.of(message);
    }

    static class ProfileModel {
        final Property<String> displayName = new Property<>("displayName", "Guest")
            .validate(rule(s -> s != null && !s.isBlank(), "must not be blank"))
            .validate(rule(s -> s.length() <= 12, "too long"));
        final Property<Integer> heightCm = new Property<>("heightCm", 170)
            .validate(rule(h -> h >= 100 && h <= 230, "out of range"));
        final Property<Integer> weightDeciKg = new Property<>("weightDeciKg", 700)
            .validate(rule(w -> w > 300 && w < 3000, "out of range"));
        final Property<Integer> calorieGoal = new Property<>("calorieGoal", 2000)
            .validate(rule(c -> c % 50 == 0, "must be a multiple of 50"));

        // BMI * 10, integer arithmetic with rounding
        int bmiTimes10() {
            long w = weightDeciKg.get(); long h = heightCm.get();
            return (int) ((w * 10000L * 10 / (h * h) + 5) / 10);
        }
        String bmiText() { int b = bmiTimes10(); return b / 10 + "." + b % 10; }
        List<Property<?>> all() { return List.of(displayName, heightCm, weightDeciKg, calorieGoal); }
    }

    interface Command { void run() throws ValidationException; void undo(); default String label() { return "command"; } }

    static class History {
        private final Deque<Command> undo = new ArrayDeque<>();
        private final Deque<Command> redo = new ArrayDeque<>();
        <T> Command set(Property<T> p, T value) {
            T previous = p.get();
            return new Command() {
                public void run() throws ValidationException { p.set(value); }
                public void undo() {
                    try { p.set(previous); } catch (ValidationException e) { throw new IllegalStateException(e); }
                }
                public String label() { return p.name() + "<-'" + value + "'"; }
            };
        }
        boolean execute(Command c) {
            try { c.run(); undo.push(c); redo.clear(); return true; }
            catch (ValidationException e) { System.out.println("  rejected " + e.getMessage()); return false; }
        }
        void undo() {
            Command c = undo.poll();
            if (c == null) { System.out.println("  nothing to undo"); return; }
            c.undo(); redo.push(c); System.out.println("  undid " + c.label());
        }
        void redo() {
            Command c = redo.poll();
            if (c == null) { System.out.println("  nothing to redo"); return; }
            try { c.run(); undo.push(c); System.out.println("  redid " + c.label()); }
            catch (ValidationException e) { System.out.println("  redo failed"); }
        }
        String describe() {
            return "undo=" + undo.stream().map(Command::label).collect(Collectors.toList())
                + " redo=" + redo.stream().map(Command::label).collect(Collectors.toList());
        }
    }

    public static void main(String[] args) {
        ProfileModel model = new ProfileModel();
        List<String> changeLog = new ArrayList<>();
        Map<String, Integer> changeCounts = new TreeMap<>();
        ChangeListener<Object> logger = (n, o, v) -> changeLog.add(n + ": " + o + " -> " + v);
        ChangeListener<Object> counter = (n, o, v) -> changeCounts.merge(n, 1, Integer::sum);
        for (Property<?> p : model.all()) p.addListener(logger.andThen(counter));
        ChangeListener<Integer> bmiView = (n, o, v) -> System.out.println("  [view] BMI now " + model.bmiText());
        model.heightCm.addListener(bmiView);
        model.weightDeciKg.addListener(bmiView);
        model.displayName.addListener(new ChangeListener<String>() {
            @Override public void changed(String name, String oldValue, String newValue) {
                String initials = Arrays.stream(newValue.split(" ")).filter(s -> !s.isEmpty())
                    .map(s -> String.valueOf(Character.toUpperCase(s.charAt(0)))).collect(Collectors.joining());
                System.out.println("  [view] avatar " + initials + " (" + newValue.length() + " chars)");
            }
        });

        System.out.println("Initial: " + model.all() + " BMI " + model.bmiText());
        History h = new History();
        List<Supplier<Command>> script = List.of(
            () -> h.set(model.displayName, "ana silva"), () -> h.set(model.heightCm, 165),
            () -> h.set(model.weightDeciKg, 615), () -> h.set(model.calorieGoal, 1825),
            () -> h.set(model.calorieGoal, 1800), () -> h.set(model.displayName, ""),
            () -> h.set(model.displayName, "Ana Maria Silva"), () -> h.set(model.heightCm, 250),
            () -> h.set(model.weightDeciKg, 615), () -> h.set(model.weightDeciKg, 598));
        int applied = 0;
        for (Supplier<Command> s : script) {
            Command c = s.get();
            System.out.println("exec " + c.label());
            if (h.execute(c)) applied++;
        }
        System.out.println("Applied " + applied + " of " + script.size());
        System.out.println(h.describe());
        h.undo(); h.undo();
        System.out.println("After undo x2: " + model.all() + " BMI " + model.bmiText());
        int dailyDeficit = 2000 - model.calorieGoal.get();
        System.out.println("Weekly deficit kcal: " + dailyDeficit * 7 + ", approx grams: " + dailyDeficit * 7 * 1000 / 7700);
        h.redo();
        h.execute(h.set(model.displayName, "Ana S"));
        h.redo();
        System.out.println(h.describe());
        for (int i = 0; i < 7; i++) h.undo();
        System.out.println("Final: " + model.all() + " BMI " + model.bmiText());
        System.out.println("Change log (" + changeLog.size() + "):");
        changeLog.forEach(line -> System.out.println("  " + line));
        System.out.println("Change counts: " + changeCounts);
    }
}
