import java.util.ArrayList;
import java.util.List;

public class ObsLiveData {
    interface Observer<T> {
        void onChanged(T value);
    }

    enum State { CREATED, STARTED, RESUMED, DESTROYED }

    static class LifecycleOwner {
        final String name;
        State state = State.CREATED;
        LifecycleOwner(String name) { this.name = name; }
        boolean isActive() { return state == State.STARTED || state == State.RESUMED; }
    }

    static class LiveData<T> {
        static final int START_VERSION = -1;

        private final class ObserverWrapper {
            final int handle;
            final LifecycleOwner owner;
            final Observer<T> observer;
            int lastVersion = START_VERSION;
            ObserverWrapper(int handle, LifecycleOwner owner, Observer<T> observer) {
                this.handle = handle; this.owner = owner; this.observer = observer;
            }
            void considerNotify() {
                if (owner != null && !owner.isActive()) return;
                if (lastVersion >= version) return;
                lastVersion = version;
                dispatchCount++;
                observer.onChanged(data);
            }
        }

        private final String tag;
        private T data;
        private int version = START_VERSION;
        private int dispatchCount = 0;
        private int nextHandle = 1;
        private final List<ObserverWrapper> wrappers = new ArrayList<>();

        LiveData(String tag) { this.tag = tag; }

        LiveData(String tag, T initial) {
            this.tag = tag;
            this.data = initial;
            this.version = 0;
        }

        int observe(LifecycleOwner owner, Observer<T> observer) {
            ObserverWrapper w = new ObserverWrapper(nextHandle++, owner, observer);
            wrappers.add(w);
            System.out.println("  " + tag + ": observe handle=" + w.handle + " owner=" + owner.name);
            w.considerNotify();
            return w.handle;
        }

        int observeForever(Observer<T> observer) {
            ObserverWrapper w = new ObserverWrapper(nextHandle++, null, observer);
            wrappers.add(w);
            System.out.println("  " + tag + ": observeForever handle=" + w.handle);
            w.considerNotify();
            return w.handle;
        }

        void removeObserver(int handle) {
            for (int i = wrappers.size() - 1; i >= 0; i--) {
                if (wrappers.get(i).handle == handle) {
                    wrappers.remove(i);
                    System.out.println("  " + tag + ": removed handle=" + handle);
                }
            }
        }

        void setValue(T value) {
            version++;
            data = value;
            System.out.println("  " + tag + ": setValue(" + value + ") version=" + version);
            dispatchAll();
        }

        void dispatchAll() {
            for (ObserverWrapper w : new ArrayList<>(wrappers)) {
                w.considerNotify();
            }
        }

        void onLifecycleChanged(LifecycleOwner owner) {
            for (ObserverWrapper w : new ArrayList<>(wrappers)) {
                if (w.owner != null && w.owner.name.equals(owner.name)) {
                    if (owner.state == State.DESTROYED) {
                        removeObserver(w.handle);
                    } else {
                        w.considerNotify();
                    }
                }
            }
        }

        T getValue() { return data; }
        int getVersion() { return version; }
        int getDispatchCount() { return dispatchCount; }
        boolean hasObservers() { return !wrappers.isEmpty(); }
        int observerCount() { return wrappers.size(); }
    }

    static class MediatorCounter {
        final LiveData<Integer> total = new LiveData<>("total", 0);
        private int a = 0;
        private int b = 0;
        void attach(LiveData<Integer> sa, LiveData<Integer> sb) {
            sa.observeForever(v -> { a = v; total.setValue(a + b); });
            sb.observeForever(v -> { b = v; total.setValue(a + b); });
        }
    }

    static void moveTo(LifecycleOwner owner, State s, List<LiveData<?>> sources) {
        System.out.println("[" + owner.name + "] " + owner.state + " -> " + s);
        owner.state = s;
        for (LiveData<?> ld : sources) ld.onLifecycleChanged(owner);
    }

    public static void main(String[] args) {
        LifecycleOwner activity = new LifecycleOwner("MainActivity");
        LifecycleOwner fragment = new LifecycleOwner("DetailFragment");
        LiveData<String> userName = new LiveData<>("userName");
        LiveData<Integer> unread = new LiveData<>("unread", 3);
        List<LiveData<?>> all = new ArrayList<>();
        all.add(userName);
        all.add(unread);
        List<String> ui = new ArrayList<>();

        userName.observe(activity, name -> ui.add("toolbar=" + name));
        int badgeHandle = unread.observe(activity, count -> ui.add("badge=" + count));
        unread.observe(fragment, count -> ui.add("fragmentList=" + count));
        System.out.println("ui after observe (inactive): " + ui);

        moveTo(activity, State.STARTED, all);
        System.out.println("ui: " + ui);

        userName.setValue("kim");
        unread.setValue(5);
        System.out.println("ui: " + ui);

        moveTo(fragment, State.RESUMED, all);
        System.out.println("ui: " + ui);

        moveTo(activity, State.CREATED, all);
        unread.setValue(6);
        unread.setValue(7);
        userName.setValue("kim.lee");
        System.out.println("ui (activity stopped): " + ui);
        moveTo(activity, State.RESUMED, all);
        System.out.println("ui (activity resumed, only latest delivered): " + ui);

        unread.removeObserver(badgeHandle);
        unread.setValue(0);
        moveTo(fragment, State.DESTROYED, all);
        unread.setValue(1);
        System.out.println("ui: " + ui);
        System.out.println("unread observers=" + unread.observerCount()
                + " version=" + unread.getVersion() + " dispatches=" + unread.getDispatchCount());
        System.out.println("userName version=" + userName.getVersion()
                + " dispatches=" + userName.getDispatchCount() + " value=" + userName.getValue());

        System.out.println("-- mediator");
        LiveData<Integer> inbox = new LiveData<>("inbox", 2);
        LiveData<Integer> archive = new LiveData<>("archive");
        MediatorCounter med = new MediatorCounter();
        List<Integer> totals = new ArrayList<>();
        int totalHandle = med.total.observeForever(totals::add);
        med.attach(inbox, archive);
        archive.setValue(10);
        inbox.setValue(4);
        med.total.removeObserver(totalHandle);
        inbox.setValue(1);
        System.out.println("totals seen=" + totals + " final total=" + med.total.getValue()
                + " version=" + med.total.getVersion());
        System.out.println("total hasObservers=" + med.total.hasObservers());
    }
}
