import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

public class CbkLiveData {
    static int totalLogged = 0;

    static void logCount(Integer value) {
        totalLogged++;
        System.out.println(String.format("  [static ref] count=%5d (log #%d)", value, totalLogged));
    }

    public static void main(String[] args) {
        Observable<Integer> counter = new Observable<>();
        System.out.println("hasValue before set: " + counter.hasValue());
        counter.observe(CbkLiveData::logCount);
        List<Integer> history = new ArrayList<>();
        counter.observe(history::add);
        counter.observe(v -> System.out.println("  [lambda] parity=" + (v % 2 == 0 ? "even" : "odd")));
        Listener<Integer> badge = new Listener<Integer>() {
            @Override
            public void onChanged(Integer value) {
                System.out.println("  [badge] " + (value > 9 ? "9+" : String.valueOf(value)));
            }
        };
        counter.observe(badge);
        System.out.println("observers: " + counter.observerCount());
        for (int i = 1; i <= 3; i++) {
            System.out.println("setValue(" + (i * 4) + ")");
            counter.setValue(i * 4);
        }
        boolean removed = counter.removeObserver(badge);
        System.out.println("removed badge: " + removed + ", observers: " + counter.observerCount());
        System.out.println("remove again: " + counter.removeObserver(badge));
        counter.setValue(21);
        System.out.println("history=" + history + " current=" + counter.getValue());

        System.out.println("== distinct updates on a title ==");
        Observable<String> title = new Observable<>();
        TextViewBinder header = new TextViewBinder("header");
        title.observe(header);
        String[] incoming = {"Inbox", "Inbox", "Sent", "Sent", "Drafts"};
        for (String t : incoming) {
            boolean changed = title.setIfChanged(t);
            System.out.println(String.format("  post %-8s changed=%s", t, changed));
        }
        System.out.println("header renders: " + header.renderCount + ", text=" + header.text);

        System.out.println("== late observer receives current value ==");
        TextViewBinder footer = new TextViewBinder("footer");
        title.observe(footer);
        System.out.println("footer text=" + footer.text);

        System.out.println("== mapped observable ==");
        Observable<Integer> titleLength = title.map(String::length);
        Function<Integer, String> stars = n -> "*".repeat(n);
        titleLength.observe(n -> System.out.println("  [len] " + n + " " + stars.apply(n)));
        title.setValue("Archive");
        title.removeObserver(header);
        title.setValue("Spam");
        System.out.println("header renders after removal: " + header.renderCount);
        System.out.println("footer renders: " + footer.renderCount + ", text=" + footer.text);
        System.out.println("length value: " + titleLength.getValue());
    }
}

@FunctionalInterface
interface Listener<T> {
    void onChanged(T value);
}

class Observable<T> {
    private final List<Listener<T>> listeners = new ArrayList<>();
    private T value;
    private boolean set = false;

    void observe(Listener<T> listener) {
        listeners.add(listener);
        if (set) {
            listener.onChanged(value);
        }
    }

    boolean removeObserver(Listener<T> listener) { return listeners.remove(listener); }

    int observerCount() { return listeners.size(); }

    boolean hasValue() { return set; }

    T getValue() { return value; }

    void setValue(T newValue) {
        value = newValue;
        set = true;
        for (Listener<T> l : new ArrayList<>(listeners)) {
            l.onChanged(newValue);
        }
    }

    boolean setIfChanged(T newValue) {
        if (set && Objects.equals(value, newValue)) {
            return false;
        }
        setValue(newValue);
        return true;
    }

    <R> Observable<R> map(Function<T, R> fn) {
        Observable<R> out = new Observable<>();
        observe(v -> out.setValue(fn.apply(v)));
        return out;
    }
}

class TextViewBinder implements Listener<String> {
    final String id;
    String text = "";
    int renderCount = 0;

    TextViewBinder(String id) { this.id = id; }

    @Override
    public void onChanged(String value) {
        renderCount++;
        text = value;
        System.out.println("  [" + id + "] setText(\"" + value + "\")");
    }
}
