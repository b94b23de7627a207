import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

public class GenericsPageBuilder {

    static final class Page<T> {
        final List<T> items;
        final int pageNumber;
        final int pageSize;
        final int totalItems;

        Page(List<T> items, int pageNumber, int pageSize, int totalItems) {
            this.items = items;
            this.pageNumber = pageNumber;
            this.pageSize = pageSize;
            this.totalItems = totalItems;
        }

        static <T> Page<T> of(List<T> all, int pageNumber, int pageSize) {
            int from = Math.min(pageNumber * pageSize, all.size());
            int to = Math.min(from + pageSize, all.size());
            return new Page<>(new ArrayList<>(all.subList(from, to)), pageNumber, pageSize, all.size());
        }

        int totalPages() {
            return (totalItems + pageSize - 1) / pageSize;
        }

        boolean hasNext() {
            return pageNumber + 1 < totalPages();
        }

        <R> Page<R> map(Function<? super T, ? extends R> fn) {
            List<R> mapped = new ArrayList<>();
            for (T item : items) {
                mapped.add(fn.apply(item));
            }
            return new Page<>(mapped, pageNumber, pageSize, totalItems);
        }

        @Override
        public String toString() {
            return "Page " + (pageNumber + 1) + "/" + totalPages() + " " + items + (hasNext() ? " ->" : " (end)");
        }
    }

    interface Validator<T> {
        List<String> validate(T value);

        default Validator<T> and(Validator<? super T> other) {
            return value -> {
                List<String> errors = new ArrayList<>(validate(value));
                errors.addAll(other.validate(value));
                return errors;
            };
        }

        static <T> Validator<T> of(Function<T, Boolean> check, String message) {
            return value -> check.apply(value) ? List.of() : List.of(message);
        }
    }

    static class Builder<T> {
        private final Supplier<T> factory;
        private final List<Function<T, T>> steps = new ArrayList<>();
        private final List<String> log = new ArrayList<>();

        Builder(Supplier<T> factory) {
            this.factory = factory;
        }

        Builder<T> with(String description, Function<T, T> step) {
            steps.add(step);
            log.add(description);
            return this;
        }

        T build() {
            T value = factory.get();
            for (Function<T, T> step : steps) {
                value = step.apply(value);
            }
            return value;
        }

        List<String> getLog() {
            return log;
        }
    }

    static final class Task {
        final String title;
        final String owner;
        final int estimateHours;
        final boolean done;

        Task(String title, String owner, int estimateHours, boolean done) {
            this.title = title;
            this.owner = owner;
            this.estimateHours = estimateHours;
            this.done = done;
        }

        Task withTitle(String t) { return new Task(t, owner, estimateHours, done); }
        Task withOwner(String o) { return new Task(title, o, estimateHours, done); }
        Task withEstimate(int h) { return new Task(title, owner, h, done); }
        Task withDone(boolean d) { return new Task(title, owner, estimateHours, d); }

        @Override
        public String toString() {
            return "Task{" + title + ", owner=" + owner + ", est=" + estimateHours + "h" + (done ? ", done" : "") + "}";
        }
    }

    static Builder<Task> taskBuilder() {
        return new Builder<>(() -> new Task("", "nobody", 0, false));
    }

    public static void main(String[] args) {
        List<String> messages = new ArrayList<>();
        for (int i = 1; i <= 11; i++) {
            messages.add("msg" + i);
        }
        int pageNo = 0;
        while (true) {
            Page<String> page = Page.of(messages, pageNo, 4);
            System.out.println(page);
            Page<Integer> lengths = page.map(String::length);
            System.out.println("  lengths: " + lengths.items);
            Page<String> previews = page.map(s -> s.toUpperCase() + "!");
            System.out.println("  previews: " + previews.items + " total=" + previews.totalItems);
            if (!page.hasNext()) break;
            pageNo++;
        }
        System.out.println("out of range: " + Page.of(messages, 5, 4));
        System.out.println("empty list: " + Page.of(new ArrayList<String>(), 0, 10).totalPages() + " pages");

        Task t1 = taskBuilder()
                .with("title", t -> t.withTitle("Ship v2"))
                .with("owner", t -> t.withOwner("ana"))
                .with("estimate", t -> t.withEstimate(8))
                .build();
        System.out.println("built " + t1);

        Builder<Task> b = taskBuilder().with("title", t -> t.withTitle("Write tests"));
        b.with("estimate", t -> t.withEstimate(-2)).with("done", t -> t.withDone(true));
        Task t2 = b.build();
        System.out.println("built " + t2 + " via steps " + b.getLog());

        Task t3 = taskBuilder().with("owner", t -> t.withOwner("ben")).with("estimate", t -> t.withEstimate(60)).build();
        System.out.println("built " + t3);

        Builder<StringBuilder> textBuilder = new Builder<>(StringBuilder::new)
                .with("greeting", sb -> sb.append("Hello"))
                .with("comma", sb -> sb.append(", "))
                .with("name", sb -> sb.append("world"));
        System.out.println("text = " + textBuilder.build() + " steps=" + textBuilder.getLog().size());

        Validator<Task> hasTitle = Validator.of(t -> !t.title.isEmpty(), "title required");
        Validator<Task> positiveEstimate = Validator.of(t -> t.estimateHours > 0, "estimate must be positive");
        Validator<Task> reasonableEstimate = Validator.of(t -> t.estimateHours <= 40, "estimate over a week");
        Validator<Object> notNull = Validator.of(o -> o != null, "must not be null");
        Validator<Task> full = hasTitle.and(positiveEstimate).and(reasonableEstimate).and(notNull);

        List<Task> tasks = List.of(t1, t2, t3);
        int valid = 0;
        for (Task t : tasks) {
            List<String> errors = full.validate(t);
            System.out.println("validate " + t.title + "|" + t.owner + " -> " + (errors.isEmpty() ? "OK" : errors));
            if (errors.isEmpty()) valid++;
        }
        System.out.println("valid tasks: " + valid + "/" + tasks.size());

        Validator<String> nonBlank = Validator.of(s -> !s.trim().isEmpty(), "blank");
        Validator<String> shortEnough = Validator.of(s -> s.length() <= 10, "too long");
        Validator<String> username = nonBlank.and(shortEnough).and(Validator.of(s -> s.equals(s.toLowerCase()), "must be lowercase"));
        for (String name : List.of("ana", "   ", "VeryLongUserName", "Bob")) {
            System.out.println("username '" + name + "' -> " + username.validate(name));
        }

        Page<Task> taskPage = Page.of(tasks, 0, 2);
        Page<String> summaries = taskPage.map(t -> t.owner + ":" + full.validate(t).size());
        System.out.println("task summaries " + summaries);
    }
}
