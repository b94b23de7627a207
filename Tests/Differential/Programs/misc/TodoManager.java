import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class TodoManager {
    enum Priority { LOW, MEDIUM, HIGH }

    static class Task {
        private static int nextId = 1;
        final int id;
        final String title;
        Priority priority;
        boolean done;
        final List<String> tags = new ArrayList<>();

        Task(String title, Priority priority, String... tags) {
            this.id = nextId++;
            this.title = title;
            this.priority = priority;
            for (String t : tags) {
                this.tags.add(t);
            }
        }

        @Override
        public String toString() {
            return "#" + id + " [" + (done ? "x" : " ") + "] " + title + " (" + priority + ")" + (tags.isEmpty() ? "" : " " + tags);
        }
    }

    private final List<Task> tasks = new ArrayList<>();

    Task add(String title, Priority p, String... tags) {
        Task t = new Task(title, p, tags);
        tasks.add(t);
        return t;
    }

    Task find(int id) {
        for (Task t : tasks) {
            if (t.id == id) {
                return t;
            }
        }
        throw new IllegalArgumentException("no task #" + id);
    }

    List<Task> pending() {
        List<Task> out = new ArrayList<>();
        for (Task t : tasks) {
            if (!t.done) {
                out.add(t);
            }
        }
        out.sort(Comparator.comparing((Task t) -> t.priority).reversed().thenComparingInt(t -> t.id));
        return out;
    }

    List<Task> tagged(String tag) {
        List<Task> out = new ArrayList<>();
        for (Task t : tasks) {
            if (t.tags.contains(tag)) {
                out.add(t);
            }
        }
        return out;
    }

    int purgeDone() {
        int before = tasks.size();
        tasks.removeIf(t -> t.done);
        return before - tasks.size();
    }

    public static void main(String[] args) {
        TodoManager m = new TodoManager();
        m.add("write report", Priority.HIGH, "work");
        m.add("buy milk", Priority.LOW, "home", "errand");
        m.add("fix bug 42", Priority.HIGH, "work", "urgent");
        m.add("call mom", Priority.MEDIUM, "home");
        m.add("book flights", Priority.MEDIUM, "travel", "errand");
        System.out.println("pending:");
        m.pending().forEach(t -> System.out.println("  " + t));
        m.find(3).done = true;
        m.find(2).priority = Priority.HIGH;
        m.find(1).tags.add("q3");
        try {
            m.find(99).done = true;
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println("pending after updates:");
        for (Task t : m.pending()) {
            System.out.println("  " + t);
        }
        System.out.println("errands: " + m.tagged("errand"));
        System.out.println("work: " + m.tagged("work"));
        System.out.println("purged " + m.purgeDone() + ", remaining " + m.tasks.size());
        Task extra = m.add("water plants", Priority.LOW);
        System.out.println("new task gets id " + extra.id + ": " + extra);
    }
}
