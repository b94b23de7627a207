import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class ModelRepository {
    interface Entity {
        long getId();
        void setId(long id);
        int getVersion();
        void setVersion(int version);
        default boolean isNew() { return getId() == 0; }
        static String key(Entity e) { return "#" + e.getId() + "@v" + e.getVersion(); }
    }

    static class StaleVersionException extends RuntimeException {
        StaleVersionException(long id, int mine, int stored) {
            super("entity " + id + " is stale: have v" + mine + ", store has v" + stored);
        }
    }

    static class NotFoundException extends Exception {
        NotFoundException(String kind, long id) { super(kind + " " + id + " not found"); }
    }

    static abstract class BaseEntity implements Entity {
        private long id;
        private int version;
        public long getId() { return id; }
        public void setId(long id) { this.id = id; }
        public int getVersion() { return version; }
        public void setVersion(int version) { this.version = version; }
        abstract String kind();
        abstract String describe();
        protected void copyBase(BaseEntity other) { this.id = other.id; this.version = other.version; }
        @Override public String toString() { return kind() + Entity.key(this) + " " + describe(); }
    }

    static final class Task extends BaseEntity {
        String title; int estimate; boolean done;
        Task() { }
        Task(Task other) { copyBase(other); title = other.title; estimate = other.estimate; done = other.done; }
        String kind() { return "Task"; }
        String describe() { return title + " (" + estimate + "h" + (done ? ", done" : "") + ")"; }
        @Override public boolean equals(Object o) {
            return o instanceof Task t && t.getId() == getId() && t.title.equals(title) && t.estimate == estimate && t.done == done;
        }
        @Override public int hashCode() { return Objects.hash(getId(), title, estimate, done); }
    }

    static final class Note extends BaseEntity {
        String text; final List<String> labels = new ArrayList<>();
        Note() { }
        Note(Note other) { copyBase(other); text = other.text; labels.addAll(other.labels); }
        String kind() { return "Note"; }
        String describe() { return "'" + text + "' " + labels; }
    }

    record Page<T>(List<T> items, int index, int size, int total) {
        Page {
            if (index < 0 || size <= 0) throw new IllegalArgumentException("bad page " + index + "/" + size);
            items = List.copyOf(items);
        }
        int pageCount() { return (total + size - 1) / size; }
        boolean hasNext() { return index + 1 < pageCount(); }
    }

    static final class Repository<T extends Entity> {
        private final Map<Long, T> store = new TreeMap<>();
        private final UnaryOperator<T> copier;
        private final String kind;
        private long nextId = 1;

        Repository(String kind, UnaryOperator<T> copier) { this.kind = kind; this.copier = copier; }

        T save(T entity) {
            if (entity.isNew()) {
                entity.setId(nextId++);
                entity.setVersion(1);
            } else {
                T stored = store.get(entity.getId());
                int storedVersion = stored == null ? 0 : stored.getVersion();
                if (storedVersion != entity.getVersion()) throw new StaleVersionException(entity.getId(), entity.getVersion(), storedVersion);
                entity.setVersion(entity.getVersion() + 1);
            }
            store.put(entity.getId(), copier.apply(entity));
            return entity;
        }
        Optional<T> findById(long id) { return Optional.ofNullable(store.get(id)).map(copier); }
        T require(long id) throws NotFoundException {
            return findById(id).orElseThrow(() -> new NotFoundException(kind, id));
        }
        List<T> findAll(Predicate<? super T> filter, Comparator<? super T> order) {
            return store.values().stream().filter(filter).sorted(order).map(copier).collect(Collectors.toList());
        }
        Page<T> page(Predicate<? super T> filter, Comparator<? super T> order, int index, int size) {
            List<T> all = findAll(filter, order);
            int from = Math.min(all.size(), index * size);
            return new Page<>(all.subList(from, Math.min(all.size(), from + size)), index, size, all.size());
        }
        void delete(long id) throws NotFoundException {
            if (store.remove(id) == null) throw new NotFoundException(kind, id);
        }
        int count() { return store.size(); }
    }

    static <T extends BaseEntity> T create(Supplier<T> factory, Consumer<T> init) {
        T t = factory.get();
        init.accept(t);
        return t;
    }

    int score(Task t) { return (t.done ? 100 : 0) + t.estimate * 3 - t.title.length(); }

    void run() {
        Repository<Task> tasks = new Repository<>("Task", Task::new);
        String[] titles = { "Login screen", "Sync", "Crash fix", "Dark mode", "Push setup", "Onboarding", "Widget" };
        for (int i = 0; i < titles.length; i++) {
            final int n = i;
            Task t = tasks.save(create(Task::new, x -> { x.title = titles[n]; x.estimate = (n * 5) % 7 + 1; x.done = n % 3 == 0; }));
            System.out.println("saved " + t);
        }
        System.out.println("count=" + tasks.count());
        System.out.println("find 3: " + tasks.findById(3).map(Task::describe).orElse("none"));
        System.out.println("find 42: " + tasks.findById(42).map(Task::describe).orElse("none"));

        List<Task> open = tasks.findAll(t -> !t.done, Comparator.comparingInt((Task t) -> t.estimate).reversed().thenComparing(t -> t.title));
        System.out.println("open by estimate: " + open.stream().map(t -> t.title + ":" + t.estimate).collect(Collectors.joining(", ")));
        List<Task> byScore = tasks.findAll(t -> true, Comparator.comparingInt(this::score));
        System.out.println("by score: " + byScore.stream().map(t -> t.getId() + "=" + score(t)).collect(Collectors.joining(" ")));

        int index = 0;
        Page<Task> page;
        do {
            page = tasks.page(t -> true, Comparator.comparing((Task t) -> t.title), index++, 3);
            System.out.println("page " + page.index() + "/" + page.pageCount() + " " + page.items().stream().map(t -> t.title).collect(Collectors.toList()));
        } while (page.hasNext());

        try {
            Task a = tasks.require(2);
            Task b = tasks.require(2);
            a.estimate = 10;
            tasks.save(a);
            System.out.println("a saved as " + a + ", equals b? " + a.equals(b));
            b.done = true;
            tasks.save(b);
            System.out.println("should not get here");
        } catch (StaleVersionException e) {
            System.out.println("conflict: " + e.getMessage());
        } catch (NotFoundException e) {
            System.out.println("missing: " + e.getMessage());
        } finally {
            System.out.println("after conflict: " + tasks.findById(2).map(Object::toString).orElse("?"));
        }

        for (long id : new long[] { 5, 5, 99 }) {
            try {
                tasks.delete(id);
                System.out.println("deleted " + id + ", count=" + tasks.count());
            } catch (NotFoundException e) {
                System.out.println("delete failed: " + e.getMessage());
            }
        }
        Task ghost = create(Task::new, x -> x.title = "ghost");
        ghost.setId(5);
        ghost.setVersion(3);
        try { tasks.save(ghost); } catch (StaleVersionException e) { System.out.println("ghost: " + e.getMessage()); }

        Map<Boolean, Long> doneCounts = tasks.findAll(t -> true, Comparator.comparingLong(Task::getId))
            .stream().collect(Collectors.partitioningBy(t -> t.done, Collectors.counting()));
        System.out.println("done=" + doneCounts.get(true) + " open=" + doneCounts.get(false));

        Repository<Note> notes = new Repository<>("Note", Note::new);
        Note n1 = notes.save(create(Note::new, x -> { x.text = "buy milk"; x.labels.add("home"); }));
        Note n2 = notes.save(create(Note::new, x -> { x.text = "ship v2"; x.labels.addAll(List.of("work", "urgent")); }));
        n1.labels.add("today");
        notes.save(n1);
        System.out.println(notes.findAll(x -> true, Comparator.comparing((Note x) -> x.text)));
        Map<String, List<Long>> byLabel = notes.findAll(x -> true, Comparator.comparingLong(Note::getId)).stream()
            .flatMap(x -> x.labels.stream().map(l -> Map.entry(l, x.getId())))
            .collect(Collectors.groupingBy(Map.Entry::getKey, TreeMap::new, Collectors.mapping(Map.Entry::getValue, Collectors.toList())));
        System.out.println("by label: " + byLabel + ", n2 new? " + n2.isNew());
        try {
            new Page<Note>(List.of(), -1, 0, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("page error: " + e.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        new ModelRepository().run();
    }
}
