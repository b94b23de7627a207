import java.util.*;

public class InvTodoTags {
    public static void main(String[] args) {
        TodoRepository repo = new TodoRepository();
        TodoViewModel vm = new TodoViewModel(repo);
        repo.addObserver(new TodoObserver() {
            @Override
            public void onTodosChanged(ChangeKind kind, TodoItem item) {
                System.out.println("  ~ " + kind.name().toLowerCase() + ": #" + item.getId() + " " + item.getTitle());
            }
        });

        System.out.println("# Adding tasks");
        vm.add("Buy groceries", Priority.MEDIUM, 2, "home", "errand");
        vm.add("Finish quarterly report", Priority.HIGH, 1, "work");
        vm.add("Call plumber", Priority.HIGH, 0, "home", "urgent");
        vm.add("Read chapter 4", Priority.LOW, 5, "study");
        vm.add("Book dentist", Priority.MEDIUM, 7, "health", "errand");
        vm.add("Review PR #42", Priority.HIGH, 1, "work", "urgent");
        vm.add("", Priority.LOW, 3, "misc");
        vm.add("Water plants", Priority.LOW, 0, "home");

        System.out.println("# Completing and editing");
        vm.toggleDone(3);
        vm.toggleDone(6);
        vm.toggleDone(42);
        vm.rename(1, "Buy groceries + milk");
        vm.addTag(4, "Urgent");
        vm.removeTag(1, "errand");

        System.out.println("# All (default sort)");
        vm.show(new TodoFilter());

        System.out.println("# Filter: tag=home");
        vm.show(new TodoFilter().withTag("home"));

        System.out.println("# Filter: open, sorted by due");
        vm.show(new TodoFilter().openOnly().sortBy(SortMode.DUE));

        System.out.println("# Filter: priority>=MEDIUM, query 'o', sorted by title");
        vm.show(new TodoFilter().minPriority(Priority.MEDIUM).query("o").sortBy(SortMode.TITLE));

        System.out.println("# Filter: tag=urgent AND done");
        vm.show(new TodoFilter().withTag("urgent").doneOnly());

        System.out.println("# Tag cloud");
        for (Map.Entry<String, Integer> e : repo.tagCounts().entrySet()) {
            StringBuilder bar = new StringBuilder();
            for (int i = 0; i < e.getValue(); i++) bar.append('*');
            System.out.println(String.format("  %-8s %d %s", e.getKey(), e.getValue(), bar));
        }

        System.out.println("# Clear completed");
        int removed = vm.clearCompleted();
        System.out.println("Removed " + removed + ", remaining " + repo.size());
        System.out.println(vm.progressLine());
        System.out.println(String.format("Overdue-ish (due today): %d, checksum %x", vm.dueToday(), vm.checksum()));
    }
}

enum Priority { LOW, MEDIUM, HIGH }
enum SortMode { DEFAULT, DUE, TITLE }
enum ChangeKind { ADDED, UPDATED, REMOVED }

interface TodoObserver {
    void onTodosChanged(ChangeKind kind, TodoItem item);
}

abstract class Identifiable {
    protected final int id;
    Identifiable(int id) { this.id = id; }
    public int getId() { return id; }
    public abstract String label();
}

class TodoItem extends Identifiable {
    private String title;
    private Priority priority;
    private int dueInDays;
    private boolean done;
    private final TreeSet<String> tags = new TreeSet<>();

    TodoItem(int id, String title, Priority priority, int due) {
        super(id);
        this.title = title;
        this.priority = priority;
        this.dueInDays = due;
    }
    public String getTitle() { return title; }
    public void setTitle(String t) { title = t; }
    public Priority getPriority() { return priority; }
    public void setPriority(Priority p) { priority = p; }
    public int getDueInDays() { return dueInDays; }
    public boolean isDone() { return done; }
    public void setDone(boolean d) { done = d; }
    public TreeSet<String> getTags() { return tags; }

    @Override
    public String label() {
        String mark = done ? "[x]" : "[ ]";
        String pri = priority == Priority.HIGH ? "!!" : priority == Priority.MEDIUM ? "! " : "  ";
        String due = dueInDays == 0 ? "today" : "in " + dueInDays + "d";
        return String.format("%s %s #%d %-8s (%s) %s", mark, pri, id, title, due, String.join(",", tags));
    }
}

class TodoFilter {
    private String tag;
    private Boolean doneState;
    private Priority minPriority = Priority.LOW;
    private String query;
    private SortMode sort = SortMode.DEFAULT;

    TodoFilter withTag(String t) { tag = t.toLowerCase(); return this; }
    TodoFilter openOnly() { doneState = Boolean.FALSE; return this; }
    TodoFilter doneOnly() { doneState = Boolean.TRUE; return this; }
    TodoFilter minPriority(Priority p) { minPriority = p; return this; }
    TodoFilter query(String q) { query = q.toLowerCase(); return this; }
    TodoFilter sortBy(SortMode m) { sort = m; return this; }
    SortMode getSort() { return sort; }

    boolean matches(TodoItem t) {
        if (tag != null && !t.getTags().contains(tag)) return false;
        if (doneState != null && t.isDone() != doneState.booleanValue()) return false;
        if (t.getPriority().ordinal() < minPriority.ordinal()) return false;
        if (query != null && !t.getTitle().toLowerCase().contains(query)) return false;
        return true;
    }

    String describe() {
        List<String> parts = new ArrayList<>();
        if (tag != null) parts.add("tag=" + tag);
        if (doneState != null) parts.add(doneState ? "done" : "open");
        if (minPriority != Priority.LOW) parts.add("min=" + minPriority);
        if (query != null) parts.add("q='" + query + "'");
        parts.add("sort=" + sort);
        return String.join(" ", parts);
    }
}

class TodoRepository {
    private final LinkedHashMap<Integer, TodoItem> items = new LinkedHashMap<>();
    private final List<TodoObserver> observers = new ArrayList<>();
    private int nextId = 1;

    void addObserver(TodoObserver o) { observers.add(o); }
    void notifyObservers(ChangeKind k, TodoItem t) { for (TodoObserver o : observers) o.onTodosChanged(k, t); }
    int newId() { return nextId++; }
    void put(TodoItem t) { boolean isNew = !items.containsKey(t.getId()); items.put(t.getId(), t); notifyObservers(isNew ? ChangeKind.ADDED : ChangeKind.UPDATED, t); }
    TodoItem get(int id) { return items.get(id); }
    List<TodoItem> all() { return new ArrayList<>(items.values()); }
    int size() { return items.size(); }
    void remove(int id) {
        TodoItem t = items.remove(id);
        if (t != null) notifyObservers(ChangeKind.REMOVED, t);
    }
    TreeMap<String, Integer> tagCounts() {
        TreeMap<String, Integer> m = new TreeMap<>();
        for (TodoItem t : items.values()) for (String tag : t.getTags()) m.merge(tag, 1, Integer::sum);
        return m;
    }
}

class TodoViewModel {
    public static final int MAX_TITLE = 40;
    private static final Comparator<TodoItem> DEFAULT_ORDER = (a, b) -> {
        if (a.isDone() != b.isDone()) return a.isDone() ? 1 : -1;
        int c = b.getPriority().compareTo(a.getPriority());
        if (c != 0) return c;
        return Integer.compare(a.getId(), b.getId());
    };
    private final TodoRepository repo;
    TodoViewModel(TodoRepository repo) { this.repo = repo; }

    public void add(String title, Priority p, int due, String... tags) {
        String trimmed = title.trim();
        if (trimmed.isEmpty()) {
            System.out.println("  validation error: title required");
            return;
        }
        if (trimmed.length() > MAX_TITLE) trimmed = trimmed.substring(0, MAX_TITLE);
        TodoItem t = new TodoItem(repo.newId(), trimmed, p, due);
        for (String tag : tags) t.getTags().add(tag.toLowerCase());
        repo.put(t);
    }

    public void toggleDone(int id) {
        TodoItem t = repo.get(id);
        if (t == null) { System.out.println("  no task #" + id); return; }
        t.setDone(!t.isDone());
        repo.put(t);
    }

    public void rename(int id, String title) {
        TodoItem t = repo.get(id);
        if (t != null) { t.setTitle(title); repo.put(t); }
    }

    public void addTag(int id, String tag) {
        TodoItem t = repo.get(id);
        if (t != null && t.getTags().add(tag.toLowerCase())) repo.put(t);
    }

    public void removeTag(int id, String tag) {
        TodoItem t = repo.get(id);
        if (t != null && t.getTags().remove(tag)) repo.put(t);
    }

    public void show(TodoFilter f) {
        List<TodoItem> list = new ArrayList<>();
        for (TodoItem t : repo.all()) if (f.matches(t)) list.add(t);
        switch (f.getSort()) {
            case DUE:
                list.sort(Comparator.comparingInt(TodoItem::getDueInDays).thenComparing(TodoItem::getTitle));
                break;
            case TITLE:
                list.sort((a, b) -> a.getTitle().compareToIgnoreCase(b.getTitle()));
                break;
            default:
                list.sort(DEFAULT_ORDER);
        }
        System.out.println("  filter: " + f.describe() + " -> " + list.size() + " item(s)");
        for (TodoItem t : list) System.out.println("    " + t.label());
    }

    public int clearCompleted() {
        List<Integer> ids = new ArrayList<>();
        for (TodoItem t : repo.all()) if (t.isDone()) ids.add(t.getId());
        for (Integer id : ids) repo.remove(id);
        return ids.size();
    }

    public String progressLine() {
        int total = repo.size();
        int high = 0;
        for (TodoItem t : repo.all()) if (t.getPriority() == Priority.HIGH) high++;
        return "Open tasks: " + total + " (high priority: " + high + ")";
    }

    public int dueToday() {
        int n = 0;
        for (TodoItem t : repo.all()) if (!t.isDone() && t.getDueInDays() == 0) n++;
        return n;
    }

    public int checksum() {
        int sum = 17;
        for (TodoItem t : repo.all()) {
            for (char ch : t.getTitle().toCharArray()) sum = (sum * 31 + ch) & 0xFFFFFF;
            sum = (sum * 31 + t.getId()) & 0xFFFFFF;
        }
        return sum;
    }
}
