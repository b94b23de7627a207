import java.util.*;

public class EvtPluginHooks {
    interface Handler<T> {
        void handle(T payload);
    }

    static class HookContext {
        final String origin;
        boolean cancelled;
        final List<String> notes = new ArrayList<>();
        HookContext(String origin) { this.origin = origin; }
        @Override
        public String toString() { return "ctx(" + origin + (cancelled ? ", cancelled" : "") + ")"; }
    }

    static class RequestContext extends HookContext {
        final String path;
        final String token;
        int status = 200;
        RequestContext(String path, String token) {
            super("http");
            this.path = path;
            this.token = token;
        }
        @Override
        public String toString() { return "req(" + path + " -> " + status + (cancelled ? ", cancelled" : "") + ")"; }
    }

    static class Hook<T> {
        final String name;
        int order;
        boolean enabled = true;
        String description = "";
        private final List<Handler<? super T>> handlers = new ArrayList<>();
        private int fired;
        private int handled;
        private T lastPayload;

        Hook(String name, int order) { this.name = name; this.order = order; }

        void register(Handler<? super T> h) {
            if (!handlers.contains(h)) handlers.add(h);
        }
        void addListener(Handler<? super T> h) { register(h); }
        boolean unregister(Handler<? super T> h) { return handlers.remove(h); }
        boolean removeHandler(Object h) { return handlers.remove(h); }
        boolean isRegistered(Object h) { return handlers.contains(h); }
        int handlerCount() { return handlers.size(); }

        int fire(T payload) {
            if (!enabled) return -1;
            fired++;
            lastPayload = payload;
            int n = 0;
            for (Handler<? super T> h : new ArrayList<>(handlers)) {
                if (payload instanceof HookContext && ((HookContext) payload).cancelled) {
                    break;
                }
                h.handle(payload);
                n++;
            }
            handled += n;
            return n;
        }

        T lastPayload() { return lastPayload; }
        String stats() {
            return String.format("%s order=%d enabled=%s handlers=%d fired=%d handled=%d",
                    name, order, enabled, handlers.size(), fired, handled);
        }
    }

    static class Registry {
        final Hook<String> boot = new Hook<>("app.boot", 10);
        final Hook<Integer> memory = new Hook<>("memory.warning", 30);
        final Hook<RequestContext> request = new Hook<>("http.request", 20);
        final Hook<HookContext> shutdown = new Hook<>("app.shutdown", 90);
        final Map<String, Hook<?>> hooks = new TreeMap<>();

        Registry() {
            hooks.put(boot.name, boot);
            hooks.put(memory.name, memory);
            hooks.put(request.name, request);
            hooks.put(shutdown.name, shutdown);
        }

        Collection<Hook<?>> all() { return hooks.values(); }
    }

    static abstract class Plugin {
        final String id;
        boolean installed;
        Plugin(String id) { this.id = id; }
        abstract void install(Registry r);
        abstract void uninstall(Registry r);
    }

    static class CrashReporter extends Plugin {
        final List<String> breadcrumbs = new ArrayList<>();
        final Handler<Object> crumb = new Handler<Object>() {
            @Override
            public void handle(Object payload) {
                breadcrumbs.add(String.valueOf(payload));
                if (breadcrumbs.size() > 6) breadcrumbs.remove(0);
            }
        };
        CrashReporter() { super("crash-reporter"); }
        @Override
        void install(Registry r) {
            for (Hook<?> h : r.all()) h.addListener(crumb);
        }
        @Override
        void uninstall(Registry r) {
            int removed = 0;
            for (Hook<?> h : r.all()) {
                if (h.removeHandler(crumb)) removed++;
            }
            System.out.println("    crash-reporter detached from " + removed + " hooks");
        }
    }

    static class MemoryTrimmer extends Plugin implements Handler<Number> {
        int cacheEntries = 120;
        MemoryTrimmer() { super("memory-trimmer"); }
        @Override
        public void handle(Number level) {
            int before = cacheEntries;
            cacheEntries = cacheEntries * (100 - level.intValue()) / 100;
            System.out.println("    trimmer: level " + level + " cache " + before + " -> " + cacheEntries);
        }
        @Override
        void install(Registry r) { r.memory.register(this); }
        @Override
        void uninstall(Registry r) { r.memory.unregister(this); }
    }

    static class AuthPlugin extends Plugin {
        final List<String> allowList = new ArrayList<>();
        int rejected;
        final Handler<RequestContext> guard = new Handler<RequestContext>() {
            @Override
            public void handle(RequestContext ctx) {
                if (ctx.path.startsWith("/public") || allowList.contains(ctx.token)) {
                    ctx.notes.add("auth ok");
                    return;
                }
                ctx.status = 401;
                ctx.cancelled = true;
                rejected++;
                ctx.notes.add("auth rejected");
            }
        };
        AuthPlugin() { super("auth"); }
        @Override
        void install(Registry r) { r.request.register(guard); }
        @Override
        void uninstall(Registry r) { r.request.unregister(guard); }
    }

    static class AuditPlugin extends Plugin implements Handler<HookContext> {
        final List<String> trail = new ArrayList<>();
        AuditPlugin() { super("audit"); }
        @Override
        public void handle(HookContext ctx) {
            trail.add(ctx.origin + ":" + ctx.notes.size());
            ctx.notes.add("audited");
        }
        @Override
        void install(Registry r) {
            r.request.register(this);
            r.shutdown.register(this);
        }
        @Override
        void uninstall(Registry r) {
            r.request.unregister(this);
            r.shutdown.unregister(this);
        }
    }

    static class PluginManager {
        final Registry registry;
        final Map<String, Plugin> plugins = new LinkedHashMap<>();
        PluginManager(Registry registry) { this.registry = registry; }
        void load(Plugin p) {
            if (p.installed) {
                System.out.println("  " + p.id + " already installed");
                return;
            }
            p.install(registry);
            p.installed = true;
            plugins.put(p.id, p);
            System.out.println("  loaded " + p.id);
        }
        void unload(String id) {
            Plugin p = plugins.remove(id);
            if (p == null) {
                System.out.println("  no plugin " + id);
                return;
            }
            p.uninstall(registry);
            p.installed = false;
            System.out.println("  unloaded " + id);
        }
    }

    static void request(Registry r, String path, String token) {
        RequestContext ctx = new RequestContext(path, token);
        int n = r.request.fire(ctx);
        System.out.println("  " + ctx + " handlers=" + n + " notes=" + ctx.notes);
    }

    static void printHooks(Registry r) {
        List<Hook<?>> sorted = new ArrayList<>(r.all());
        sorted.sort((a, b) -> a.order != b.order ? Integer.compare(a.order, b.order) : a.name.compareTo(b.name));
        for (Hook<?> h : sorted) {
            Object last = h.lastPayload();
            System.out.println("  " + h.stats() + " last=" + (last == null ? "-" : last.toString())
                    + (h.description.isEmpty() ? "" : " // " + h.description));
        }
    }

    public static void main(String[] args) {
        Registry registry = new Registry();
        PluginManager manager = new PluginManager(registry);
        CrashReporter crash = new CrashReporter();
        MemoryTrimmer trimmer = new MemoryTrimmer();
        AuthPlugin auth = new AuthPlugin();
        AuditPlugin audit = new AuditPlugin();

        System.out.println("== load ==");
        manager.load(auth);
        manager.load(audit);
        manager.load(crash);
        manager.load(trimmer);
        manager.load(trimmer);
        Handler<String> banner = new Handler<String>() {
            @Override
            public void handle(String version) {
                System.out.println("    *** MyApp " + version + " booting ***");
            }
        };
        registry.boot.register(banner);
        for (Plugin p : manager.plugins.values()) {
            if (p instanceof AuthPlugin) {
                AuthPlugin a = (AuthPlugin) p;
                a.allowList.add("tok-admin");
                a.allowList.add("tok-user");
            }
        }

        System.out.println("== run ==");
        System.out.println("  boot handlers=" + registry.boot.fire("2.4.1"));
        request(registry, "/public/index", "");
        request(registry, "/account", "tok-user");
        request(registry, "/admin", "tok-guest");
        registry.memory.fire(25);
        registry.memory.fire(60);
        printHooks(registry);

        System.out.println("== reconfigure ==");
        for (Hook<?> h : registry.all()) {
            if (h.name.startsWith("app.")) {
                h.order += 100;
                h.description = "lifecycle";
            }
            if (h.handlerCount() < 3) {
                h.description = h.description.isEmpty() ? "sparse" : h.description + ", sparse";
            }
        }
        System.out.println("  trimmer registered: " + registry.memory.isRegistered(trimmer));
        manager.unload("memory-trimmer");
        System.out.println("  trimmer registered: " + registry.memory.isRegistered(trimmer));
        manager.unload("memory-trimmer");
        manager.unload("auth");
        System.out.println("  auth guard registered: " + registry.request.isRegistered(auth.guard));
        request(registry, "/admin", "tok-guest");
        registry.hooks.get("memory.warning").enabled = false;
        @SuppressWarnings("unchecked")
        Hook<Integer> mem = (Hook<Integer>) registry.hooks.get("memory.warning");
        System.out.println("  disabled memory hook fire -> " + mem.fire(90));
        mem.enabled = true;
        Handler<Number> levelPrinter = new Handler<Number>() {
            @Override
            public void handle(Number lvl) {
                System.out.println("    level printer: " + lvl);
            }
        };
        mem.register(levelPrinter);
        System.out.println("  memory hook fire -> " + mem.fire(10));

        System.out.println("== reload auth, remove crash reporter ==");
        manager.load(auth);
        request(registry, "/admin", "tok-admin");
        request(registry, "/settings", "nope");
        manager.unload("crash-reporter");
        System.out.println("  crumb on boot: " + registry.boot.isRegistered(crash.crumb) + ", banner on boot: " + registry.boot.isRegistered(banner));
        System.out.println("  banner removed: " + registry.boot.unregister(banner));
        System.out.println("  boot handlers=" + registry.boot.fire("2.4.2"));
        HookContext bye = new HookContext("shutdown");
        System.out.println("  shutdown handlers=" + registry.shutdown.fire(bye) + " notes=" + bye.notes);
        printHooks(registry);

        System.out.println("== summary ==");
        System.out.println("  plugins: " + String.join(", ", manager.plugins.keySet()));
        System.out.println("  breadcrumbs: " + crash.breadcrumbs);
        System.out.println("  audit trail: " + audit.trail);
        System.out.println("  auth rejected: " + auth.rejected + ", cache entries: " + trimmer.cacheEntries);
    }
}
