import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

public class GnrLiveObservable {
    public static void main(String[] args) {
        LiveValue<Integer> counter = new LiveValue<>("counter", 0);
        List<String> log = new ArrayList<>();
        int first = counter.observe((oldV, newV) -> System.out.println("  A sees " + oldV + " -> " + newV));
        int second = counter.observe((oldV, newV) -> log.add(oldV + ">" + newV));
        LiveValue<String> label = counter.map(n -> n % 2 == 0 ? "even:" + n : "odd:" + n);
        label.observe((o, n) -> System.out.println("  label " + o + " => " + n));
        for (int i = 1; i <= 3; i++) {
            counter.set(counter.get() + i);
        }
        counter.set(6);
        System.out.println("removed A: " + counter.removeObserver(first) + ", again: " + counter.removeObserver(first));
        counter.set(10);
        System.out.println("log: " + log + " version=" + counter.version() + " label=" + label.get());
        System.out.println("observer " + second + " still attached: " + counter.observerCount());

        LiveValue<UiState> state = new LiveValue<>("state", new UiState("guest", false));
        state.observe((o, n) -> System.out.println("  ui " + o + " -> " + n));
        state.set(new UiState("guest", false));
        state.set(new UiState("maria", true));
        LiveValue<Integer> cartSize = new LiveValue<>("cart", 0);
        LiveValue<String> banner = LiveValue.combine(state, cartSize,
                (s, c) -> s.loggedIn ? s.user + " has " + c + " items" : "please log in");
        banner.observe((o, n) -> System.out.println("  banner: " + n));
        cartSize.set(2);
        cartSize.set(3);
        state.set(new UiState("maria", false));
        System.out.println("final banner: " + banner.get());

        LiveValue<Event<String>> toast = new LiveValue<>("toast", new Event<>("welcome"));
        for (int i = 0; i < 2; i++) {
            Optional<String> msg = toast.get().consume();
            System.out.println("toast read " + i + ": " + msg.orElse("<already handled>"));
        }
        toast.set(new Event<>("saved"));
        System.out.println("new toast: " + toast.get().consume().orElse("<none>") + ", peek: " + toast.get().peek());
    }
}

@FunctionalInterface
interface ChangeListener<T> {
    void onChanged(T oldValue, T newValue);
}

class LiveValue<T> {
    private final String name;
    private T value;
    private int version = 0;
    private int nextId = 1;
    private final Map<Integer, ChangeListener<T>> listeners = new LinkedHashMap<>();

    LiveValue(String name, T initial) {
        this.name = name;
        this.value = initial;
    }

    T get() { return value; }
    int version() { return version; }
    int observerCount() { return listeners.size(); }

    int observe(ChangeListener<T> listener) {
        int id = nextId++;
        listeners.put(id, listener);
        return id;
    }

    boolean removeObserver(int id) { return listeners.remove(id) != null; }

    void set(T newValue) {
        if (Objects.equals(value, newValue)) {
            System.out.println("[" + name + "] unchanged, skip");
            return;
        }
        T old = value;
        value = newValue;
        version++;
        System.out.println("[" + name + "] v" + version + " notify " + listeners.size());
        for (ChangeListener<T> l : new ArrayList<>(listeners.values())) {
            l.onChanged(old, newValue);
        }
    }

    <R> LiveValue<R> map(Function<? super T, ? extends R> f) {
        LiveValue<R> out = new LiveValue<>(name + ".map", f.apply(value));
        observe((o, n) -> out.set(f.apply(n)));
        return out;
    }

    static <A, B, R> LiveValue<R> combine(LiveValue<A> a, LiveValue<B> b, BiFunction<? super A, ? super B, ? extends R> f) {
        LiveValue<R> out = new LiveValue<>("combined", f.apply(a.get(), b.get()));
        a.observe((o, n) -> out.set(f.apply(n, b.get())));
        b.observe((o, n) -> out.set(f.apply(a.get(), n)));
        return out;
    }
}

class UiState {
    final String user;
    final boolean loggedIn;
    UiState(String user, boolean loggedIn) { this.user = user; this.loggedIn = loggedIn; }
    @Override public boolean equals(Object other) {
        if (!(other instanceof UiState)) return false;
        UiState s = (UiState) other;
        return user.equals(s.user) && loggedIn == s.loggedIn;
    }
    @Override public int hashCode() { return Objects.hash(user, loggedIn); }
    @Override public String toString() { return user + (loggedIn ? "(in)" : "(out)"); }
}

class Event<T> {
    private final T content;
    private boolean handled = false;
    Event(T content) { this.content = content; }
    Optional<T> consume() {
        if (handled) return Optional.empty();
        handled = true;
        return Optional.of(content);
    }
    T peek() { return content; }
}
