import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class ObsDebounceSearch {
    interface Runnable2 {
        void run();
    }

    interface QueryListener {
        void onQuery(String query, int tick);
    }

    /** Fake main-thread handler driven by explicit tick() calls. */
    static class FakeHandler {
        static final class Posted {
            final int token;
            final int dueTick;
            final String label;
            final Runnable2 action;
            Posted(int token, int dueTick, String label, Runnable2 action) {
                this.token = token; this.dueTick = dueTick; this.label = label; this.action = action;
            }
        }

        private int now = 0;
        private int nextToken = 1;
        private final List<Posted> queue = new ArrayList<>();

        int postDelayed(String label, int delay, Runnable2 action) {
            Posted p = new Posted(nextToken++, now + delay, label, action);
            int i = 0;
            while (i < queue.size() && queue.get(i).dueTick <= p.dueTick) i++;
            queue.add(i, p);
            return p.token;
        }

        boolean removeCallbacks(int token) {
            for (int i = 0; i < queue.size(); i++) {
                if (queue.get(i).token == token) {
                    queue.remove(i);
                    return true;
                }
            }
            return false;
        }

        void tick() {
            now++;
            while (!queue.isEmpty() && queue.get(0).dueTick <= now) {
                Posted p = queue.remove(0);
                System.out.println("    [t=" + now + "] run " + p.label + " #" + p.token);
                p.action.run();
            }
        }

        int now() { return now; }
        int pending() { return queue.size(); }
    }

    static class Debouncer {
        private final FakeHandler handler;
        private final int delay;
        private int pendingToken = -1;
        private int cancelled = 0;

        Debouncer(FakeHandler handler, int delay) { this.handler = handler; this.delay = delay; }

        void submit(String label, Runnable2 action) {
            if (pendingToken >= 0 && handler.removeCallbacks(pendingToken)) {
                cancelled++;
            }
            pendingToken = handler.postDelayed(label, delay, () -> {
                pendingToken = -1;
                action.run();
            });
        }

        int getCancelled() { return cancelled; }
    }

    static class Throttler {
        private final int window;
        private int lastFire = -1000;
        private int dropped = 0;
        Throttler(int window) { this.window = window; }
        boolean tryFire(int now) {
            if (now - lastFire >= window) {
                lastFire = now;
                return true;
            }
            dropped++;
            return false;
        }
        int getDropped() { return dropped; }
    }

    static class SearchViewModel {
        private final FakeHandler handler;
        private final Debouncer debouncer;
        private final Throttler scrollThrottle = new Throttler(3);
        private final List<QueryListener> listeners = new ArrayList<>();
        private final TreeMap<String, Integer> cache = new TreeMap<>();
        private final String[] catalog = {"apple", "apricot", "banana", "blueberry", "cherry", "grape", "grapefruit"};
        private String currentText = "";
        private int searches = 0;

        SearchViewModel(FakeHandler handler) {
            this.handler = handler;
            this.debouncer = new Debouncer(handler, 3);
        }

        void addQueryListener(QueryListener l) { listeners.add(l); }

        void onTextChanged(String text) {
            currentText = text;
            System.out.println("  text -> '" + text + "' at t=" + handler.now());
            final String snapshot = text;
            debouncer.submit("search(" + snapshot + ")", () -> runSearch(snapshot));
        }

        void setTextSilently(String text) {
            System.out.println("  silent text -> '" + text + "' (no debounce)");
            currentText = text;
        }

        void onScrolled(int dy) {
            if (scrollThrottle.tryFire(handler.now())) {
                System.out.println("  scroll dy=" + dy + " handled at t=" + handler.now());
            }
        }

        private void runSearch(String q) {
            if (!q.equals(currentText)) {
                System.out.println("      stale query " + q);
                return;
            }
            Integer cached = cache.get(q);
            int hits;
            if (cached != null) {
                hits = cached;
                System.out.println("      cache hit '" + q + "' -> " + hits);
            } else {
                searches++;
                hits = 0;
                for (String item : catalog) if (item.startsWith(q)) hits++;
                cache.put(q, hits);
                System.out.println("      searched '" + q + "' -> " + hits + " hits");
            }
            for (QueryListener l : new ArrayList<>(listeners)) l.onQuery(q, handler.now());
        }

        int getSearches() { return searches; }
        TreeMap<String, Integer> getCache() { return cache; }
    }

    public static void main(String[] args) {
        FakeHandler handler = new FakeHandler();
        SearchViewModel vm = new SearchViewModel(handler);
        List<String> delivered = new ArrayList<>();
        vm.addQueryListener((q, t) -> delivered.add(q + "@" + t));

        // Script of (tick, action) events: typing quickly, pausing, typing again
        String[][] script = {
                {"0", "type", "a"}, {"1", "type", "ap"}, {"2", "type", "apr"},
                {"3", "scroll", "10"}, {"4", "scroll", "20"},
                {"7", "type", "gr"}, {"8", "scroll", "5"}, {"11", "type", "gra"},
                {"12", "type", "gr"}, {"17", "type", "ch"}, {"18", "silent", "cherry"},
                {"20", "type", "b"}, {"21", "type", "bl"}, {"22", "type", "b"}
        };
        int idx = 0;
        for (int t = 0; t <= 28; t++) {
            while (idx < script.length && Integer.parseInt(script[idx][0]) == t) {
                String kind = script[idx][1];
                String arg = script[idx][2];
                if (kind.equals("type")) {
                    vm.onTextChanged(arg);
                } else if (kind.equals("silent")) {
                    vm.setTextSilently(arg);
                } else {
                    vm.onScrolled(Integer.parseInt(arg));
                }
                idx++;
            }
            handler.tick();
        }

        System.out.println("delivered=" + delivered);
        System.out.println("searches=" + vm.getSearches() + " cancelledDebounces=" + vm.debouncer.getCancelled()
                + " droppedScrolls=" + vm.scrollThrottle.getDropped());
        System.out.println("cache=" + vm.getCache());
        System.out.println("pending=" + handler.pending() + " now=" + handler.now());
    }
}
