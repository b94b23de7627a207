import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;

public class ArchDiContainer {

    enum Scope {
        SINGLETON("single"), FACTORY("factory");

        final String label;

        Scope(String label) { this.label = label; }
    }

    static class MissingBindingException extends RuntimeException {
        MissingBindingException(String key) { super("no binding for " + key); }
    }

    static class DuplicateBindingException extends Exception {
        DuplicateBindingException(String key) { super("already bound: " + key); }
    }

    interface Module {
        String name();
        void install(Container c) throws DuplicateBindingException;
    }

    static class Container {
        private final Map<String, Supplier<Object>> providers = new TreeMap<>();
        private final Map<String, Scope> scopes = new TreeMap<>();
        private final Map<String, Object> singletons = new TreeMap<>();
        private final Map<String, Integer> resolveCounts = new TreeMap<>();

        <T> void bind(Class<T> clazz, Scope scope, Supplier<T> supplier) throws DuplicateBindingException {
            String key = clazz.getSimpleName();
            if (providers.containsKey(key)) {
                throw new DuplicateBindingException(key);
            }
            Supplier<Object> erased = () -> supplier.get();
            providers.put(key, erased);
            scopes.put(key, scope);
        }

        <T> T get(Class<T> clazz) {
            String key = clazz.getSimpleName();
            Supplier<Object> provider = providers.get(key);
            if (provider == null) {
                throw new MissingBindingException(key);
            }
            resolveCounts.merge(key, 1, Integer::sum);
            if (scopes.get(key) == Scope.SINGLETON) {
                Object existing = singletons.get(key);
                if (existing != null) {
                    return clazz.cast(existing);
                }
            }
            T instance = clazz.cast(provider.get());
            if (scopes.get(key) == Scope.SINGLETON) {
                singletons.put(key, instance);
            }
            return instance;
        }

        <T> Optional<T> find(Class<T> clazz) {
            try {
                return Optional.of(get(clazz));
            } catch (MissingBindingException e) {
                return Optional.empty();
            }
        }

        void install(Module m) {
            try {
                m.install(this);
                System.out.println("installed module " + m.name());
            } catch (DuplicateBindingException e) {
                System.out.println("module " + m.name() + " failed: " + e.getMessage());
            }
        }

        String describe() {
            StringBuilder sb = new StringBuilder();
            scopes.forEach((k, v) -> sb.append(k).append('=').append(v.label)
                    .append('(').append(resolveCounts.getOrDefault(k, 0)).append(") "));
            return sb.toString().trim();
        }
    }

    static int nextId = 0;

    static class Logger {
        final int id = ++nextId;
        final List<String> lines = new ArrayList<>();

        void log(String s) {
            lines.add(s); // record and echo
            System.out.println("  log#" + id + ": " + s);
        }
    }

    static class Database {
        final int id = ++nextId;
        final Logger logger;

        Database(Logger logger) { this.logger = logger; }

        String query(String q) {
            logger.log("query " + q);
            return "rows(" + q.length() + ")";
        }
    }

    static class UserRepository {
        final int id = ++nextId;
        final Database db;

        UserRepository(Database db) { this.db = db; }

        String findUser(String name) { return db.query("user=" + name); }
    }

    static class Presenter {
        final int id = ++nextId;
        final UserRepository repo;

        Presenter(UserRepository repo) { this.repo = repo; }

        @Override
        public String toString() {
            return "Presenter#" + id + "(repo#" + repo.id + ", db#" + repo.db.id + ")";
        }
    }

    static class Analytics {}

    public static void main(String[] args) {
        Container c = new Container();
        Module core = new Module() {
            public String name() { return "core"; }

            public void install(Container c) throws DuplicateBindingException {
                c.bind(Logger.class, Scope.SINGLETON, Logger::new);
                c.bind(Database.class, Scope.SINGLETON, () -> new Database(c.get(Logger.class)));
            }
        };
        Module data = new Module() {
            public String name() { return "data"; }

            public void install(Container c) throws DuplicateBindingException {
                c.bind(UserRepository.class, Scope.FACTORY, () -> new UserRepository(c.get(Database.class)));
                c.bind(Presenter.class, Scope.FACTORY, () -> new Presenter(c.get(UserRepository.class)));
            }
        };
        c.install(core);
        c.install(data);
        c.install(core);

        Presenter p1 = c.get(Presenter.class);
        Presenter p2 = c.get(Presenter.class);
        System.out.println("p1=" + p1);
        System.out.println("p2=" + p2);
        System.out.println("same db: " + (p1.repo.db == p2.repo.db));
        System.out.println("same repo: " + (p1.repo == p2.repo));
        System.out.println(p1.repo.findUser("alice"));
        System.out.println(p2.repo.findUser("bob"));
        Logger logger = c.get(Logger.class);
        System.out.println("logger lines=" + logger.lines.size() + " id=" + logger.id);

        try {
            c.get(Analytics.class);
        } catch (MissingBindingException e) {
            System.out.println("caught: " + e.getMessage());
        }
        System.out.println("find Analytics present=" + c.find(Analytics.class).isPresent());
        System.out.println("find Logger id=" + c.find(Logger.class).map(l -> l.id).orElse(-1));

        try {
            c.bind(Analytics.class, Scope.FACTORY, Analytics::new);
            c.bind(Analytics.class, Scope.SINGLETON, Analytics::new);
        } catch (DuplicateBindingException e) {
            System.out.println("caught checked: " + e.getMessage());
        }
        System.out.println("analytics distinct: " + (c.get(Analytics.class) != c.get(Analytics.class)));

        Object raw = c.get(Database.class);
        try {
            String s = String.class.cast(raw);
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("cast failed: " + e.getClass().getSimpleName());
        }
        System.out.println("registry: " + c.describe());
        for (Scope s : Scope.values()) {
            System.out.println("scope " + s + " ordinal=" + s.ordinal() + " label=" + s.label);
        }
    }
}
