import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class MvcEventBus {
    public static void main(String[] args) {
        EventBus bus = new EventBus();
        List<String> log = new ArrayList<>();
        Handler loginLogger = e -> {
            if (e instanceof LoginEvent) {
                LoginEvent le = (LoginEvent) e;
                log.add("login:" + le.user);
                System.out.println("  loginLogger: user=" + le.user + " ok=" + le.success);
            }
        };
        Handler audit = new Handler() {
            int seen = 0;
            public void handle(Event e) {
                seen++;
                System.out.println("  audit #" + seen + ": " + e.describe());
            }
        };
        OneShotHandler oneShot = new OneShotHandler(bus);
        bus.register(LoginEvent.class, loginLogger);
        bus.register(LoginEvent.class, oneShot);
        bus.register(LoginEvent.class, audit);
        bus.register(LogoutEvent.class, audit);
        bus.register(CartEvent.class, e -> {
            if (e instanceof CartEvent) {
                CartEvent ce = (CartEvent) e;
                System.out.println(String.format("  cart: %-8s x%d", ce.item, ce.qty));
                log.add("cart:" + ce.item);
            }
        });
        bus.register(CartEvent.class, audit);
        oneShot.subscribeTo(LogoutEvent.class);

        Event[] events = {
            new LoginEvent("alice", true),
            new LoginEvent("bob", false),
            new CartEvent("apple", 3),
            new LogoutEvent("alice"),
            new LogoutEvent("bob"),
            new CartEvent("pear", 1),
            new ErrorEvent(404),
            new LoginEvent("carol", true)
        };
        for (Event e : events) {
            System.out.println("post " + e.getClass().getSimpleName() + " (handlers=" + bus.count(e.getClass()) + ")");
            int delivered = bus.post(e);
            System.out.println("  delivered=" + delivered);
        }
        System.out.println("oneShot fired " + oneShot.fired + " time(s)");
        System.out.println("log=" + log);
        bus.unregister(CartEvent.class, audit);
        System.out.println("cart handlers now " + bus.count(CartEvent.class));
        System.out.println("error handlers " + bus.count(ErrorEvent.class));
        System.out.println("login is UserEvent: " + (new LoginEvent("x", true) instanceof UserEvent));
        System.out.println("cart class equals: " + (new CartEvent("a", 1).getClass() == CartEvent.class));
    }
}

interface Handler {
    void handle(Event e);
}

abstract class Event {
    abstract String describe();
}

abstract class UserEvent extends Event {
    final String user;
    UserEvent(String user) { this.user = user; }
}

class LoginEvent extends UserEvent {
    final boolean success;
    LoginEvent(String user, boolean success) { super(user); this.success = success; }
    String describe() { return "Login(" + user + (success ? ", ok)" : ", failed)"); }
}

class LogoutEvent extends UserEvent {
    LogoutEvent(String user) { super(user); }
    String describe() { return "Logout(" + user + ")"; }
}

class CartEvent extends Event {
    final String item;
    final int qty;
    CartEvent(String item, int qty) { this.item = item; this.qty = qty; }
    String describe() { return "Cart(" + item + "," + qty + ")"; }
}

class ErrorEvent extends Event {
    final int code;
    ErrorEvent(int code) { this.code = code; }
    String describe() { return "Error(" + code + ")"; }
}

class EventBus {
    private final Map<Class<?>, List<Handler>> handlers = new HashMap<>();
    void register(Class<?> type, Handler h) {
        handlers.computeIfAbsent(type, k -> new ArrayList<>()).add(h);
    }
    void unregister(Class<?> type, Handler h) {
        List<Handler> list = handlers.get(type);
        if (list != null) list.remove(h);
    }
    int count(Class<?> type) {
        List<Handler> list = handlers.get(type);
        return list == null ? 0 : list.size();
    }
    int post(Event e) {
        List<Handler> list = handlers.get(e.getClass());
        if (list == null) { System.out.println("  no subscribers for " + e.describe()); return 0; }
        List<Handler> copy = new ArrayList<>(list);
        for (Handler h : copy) h.handle(e);
        return copy.size();
    }
}

class OneShotHandler implements Handler {
    private final EventBus bus;
    private final List<Class<?>> types = new ArrayList<>();
    int fired = 0;
    OneShotHandler(EventBus bus) { this.bus = bus; types.add(LoginEvent.class); }
    void subscribeTo(Class<?> type) { types.add(type); bus.register(type, this); }
    public void handle(Event e) {
        fired++;
        System.out.println("  oneShot got " + e.describe() + ", unsubscribing from all");
        for (Class<?> t : types) bus.unregister(t, this);
    }
}
