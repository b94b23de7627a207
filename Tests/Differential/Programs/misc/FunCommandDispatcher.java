import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

public class FunCommandDispatcher {
    private final Map<String, Command> registry = new LinkedHashMap<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String> history = new ArrayList<>();
    private int dispatched = 0;

    void register(String name, Command command) {
        Function<Command, Command> logging = inner -> argv -> {
            dispatched++;
            history.add(name);
            return inner.execute(argv);
        };
        registry.put(name, logging.apply(command));
    }

    String dispatch(String line) {
        List<String> parts = new ArrayList<>(Arrays.asList(line.trim().split(" ")));
        String name = parts.remove(0);
        Command cmd = registry.get(name);
        if (cmd == null) throw new CommandException("unknown command '" + name + "'");
        return cmd.execute(parts);
    }

    void setup() {
        register("add", argv -> {
            String text = String.join(" ", argv);
            notes.add(text);
            return "added #" + notes.size() + ": " + text;
        });
        register("remove", Command.requireArgs(1, argv -> {
            int idx = Integer.parseInt(argv.get(0)) - 1;
            if (idx < 0 || idx >= notes.size()) throw new CommandException("no note " + argv.get(0));
            return "removed: " + notes.remove(idx);
        }));
        register("list", argv -> {
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < notes.size(); i++) lines.add(String.format("%5d. %s", i + 1, notes.get(i)));
            return notes.isEmpty() ? "(no notes)" : String.join("\n", lines);
        });
        Supplier<Integer> noteCount = notes::size;
        register("count", argv -> "count = " + noteCount.get());
        Replacer replacer = String::replace;
        register("upper", Command.requireArgs(1, argv -> {
            int idx = Integer.parseInt(argv.get(0)) - 1;
            notes.set(idx, notes.get(idx).toUpperCase());
            return "upper -> " + notes.get(idx);
        }));
        register("swap", Command.requireArgs(2, argv -> {
            List<String> changed = new ArrayList<>();
            for (int i = 0; i < notes.size(); i++) {
                notes.set(i, replacer.apply(notes.get(i), argv.get(0), argv.get(1)));
                changed.add(notes.get(i));
            }
            return "swapped: " + String.join(" | ", changed);
        }));
        register("help", argv -> "commands: " + String.join(", ", registry.keySet()));
    }

    public static void main(String[] args) {
        FunCommandDispatcher app = new FunCommandDispatcher();
        app.setup();
        String[] script = {
            "help", "list", "add buy milk", "add call mom", "add fix bike",
            "count", "upper 2", "remove", "remove 9", "remove 1", "swap bike car",
            "launch rocket", "list", "count"
        };
        int errors = 0;
        for (String line : script) {
            System.out.println("> " + line);
            try {
                System.out.println(app.dispatch(line));
            } catch (CommandException e) {
                errors++;
                System.out.println("error: " + e.getMessage());
            }
        }
        System.out.println(String.format("dispatched=%d errors=%d", app.dispatched, errors));
        Map<String, Integer> usage = new LinkedHashMap<>();
        for (String h : app.history) usage.merge(h, 1, Integer::sum);
        usage.forEach((k, v) -> System.out.println(String.format("  %-8s %5d", k, v)));
    }
}

@FunctionalInterface
interface Command {
    String execute(List<String> argv);

    static Command requireArgs(int n, Command inner) {
        return argv -> {
            if (argv.size() < n) throw new CommandException("expected " + n + " argument(s), got " + argv.size());
            return inner.execute(argv);
        };
    }
}

@FunctionalInterface
interface Replacer {
    String apply(String text, String from, String to);
}

class CommandException extends RuntimeException {
    CommandException(String message) {
        super(message);
    }
}
