import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

public class MvpSearchScreen {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    interface Task {
        void run();
    }

    enum SearchState { IDLE, TYPING, SEARCHING, RESULTS, EMPTY, ERROR }

    /** Manual clock: tasks run only when tick() is called. */
    static class FakeClock {
        private int now = 0;
        private int nextId = 1;
        private final List<int[]> schedule = new ArrayList<>(); // {id, dueTick}
        private final List<Task> tasks = new ArrayList<>();

        int post(Task t, int delay) {
            int id = nextId++;
            schedule.add(new int[] {id, now + delay});
            tasks.add(t);
            return id;
        }

        boolean cancel(int id) {
            for (int i = 0; i < schedule.size(); i++) {
                if (schedule.get(i)[0] == id) {
                    schedule.remove(i);
                    tasks.remove(i);
                    return true;
                }
            }
            return false;
        }

        void tick(int count) {
            for (int c = 0; c < count; c++) {
                now++;
                int i = 0;
                while (i < schedule.size()) {
                    if (schedule.get(i)[1] <= now) {
                        schedule.remove(i);
                        Task t = tasks.remove(i);
                        t.run();
                    } else {
                        i++;
                    }
                }
            }
        }

        int now() { return now; }
    }

    static class SearchResult {
        final String query;
        final List<String> items;
        final boolean fromCache;
        SearchResult(String query, List<String> items, boolean fromCache) {
            this.query = query; this.items = items; this.fromCache = fromCache;
        }
        @Override public String toString() {
            return "'" + query + "' -> " + items.size() + " hit(s)" + (fromCache ? " (cache)" : "");
        }
    }

    static class ResultBus {
        private final List<Listener<? super SearchResult>> listeners = new ArrayList<>();
        void addListener(Listener<? super SearchResult> l) { listeners.add(l); }
        void removeListener(Listener<? super SearchResult> l) { listeners.remove(l); }
        void publish(SearchResult r) {
            for (Listener<? super SearchResult> l : new ArrayList<>(listeners)) l.onChange(r);
        }
    }

    static class FakeSearchApi {
        private final String[] catalog = {
            "android", "angular", "animation", "annotation", "ant", "apache",
            "java", "javascript", "jakarta", "json", "jsonb", "kotlin", "swift", "swiftui"
        };
        int calls = 0;

        void search(String q, Callback<List<String>> cb) {
            calls++;
            System.out.println("    api: GET /search?q=" + q + " (call " + calls + ")");
            if (q.contains("!")) {
                cb.onError("invalid character in query");
                return;
            }
            List<String> hits = new ArrayList<>();
            for (String s : catalog) {
                if (s.startsWith(q)) hits.add(s);
            }
            cb.onSuccess(hits);
        }
    }

    interface SearchView {
        void showState(SearchState s);
        void showResults(List<String> items);
        void showError(String msg);
    }

    static class RecordingSearchView implements SearchView {
        final List<String> recorded = new ArrayList<>();
        public void showState(SearchState s) { recorded.add("state:" + s); System.out.println("    view.state " + s); }
        public void showResults(List<String> items) { recorded.add("results:" + items.size()); System.out.println("    view.results " + items); }
        public void showError(String msg) { recorded.add("error"); System.out.println("    view.error " + msg); }
    }

    static class SearchPresenter {
        static final int DEBOUNCE = 3;
        private final SearchView view;
        private final FakeSearchApi api;
        private final FakeClock clock;
        final ResultBus bus = new ResultBus();
        private final LinkedHashMap<String, List<String>> cache = new LinkedHashMap<>();
        private SearchState state = SearchState.IDLE;
        private String query = "";
        private int pendingTaskId = 0;
        int debounced = 0;
        int executed = 0;

        SearchPresenter(SearchView view, FakeSearchApi api, FakeClock clock) {
            this.view = view; this.api = api; this.clock = clock;
        }

        private void setState(SearchState s) {
            if (s == state) return;
            state = s;
            view.showState(s);
        }

        void onTextChanged(String text) {
            System.out.println("t=" + clock.now() + " type '" + text + "'");
            query = text.trim().toLowerCase();
            if (pendingTaskId != 0 && clock.cancel(pendingTaskId)) {
                debounced++;
                System.out.println("    debounce: cancelled task " + pendingTaskId + " (total " + debounced + ")");
            }
            pendingTaskId = 0;
            if (query.length() < 2) {
                setState(SearchState.IDLE);
                return;
            }
            setState(SearchState.TYPING);
            final String captured = query;
            pendingTaskId = clock.post(new Task() {
                @Override
                public void run() {
                    pendingTaskId = 0;
                    performSearch(captured);
                }
            }, DEBOUNCE);
        }

        private void performSearch(final String q) {
            executed++;
            System.out.println("t=" + clock.now() + " search '" + q + "'");
            List<String> cached = cache.get(q);
            if (cached != null) {
                deliver(new SearchResult(q, cached, true));
                return;
            }
            setState(SearchState.SEARCHING);
            api.search(q, new Callback<List<String>>() {
                public void onSuccess(List<String> result) {
                    cache.put(q, result);
                    if (cache.size() > 3) {
                        String eldest = cache.keySet().iterator().next();
                        cache.remove(eldest);
                        System.out.println("    cache evicted '" + eldest + "'");
                    }
                    deliver(new SearchResult(q, result, false));
                }
                public void onError(String message) {
                    setState(SearchState.ERROR);
                    view.showError(message);
                }
            });
        }

        private void deliver(SearchResult r) {
            if (!r.query.equals(query)) {
                System.out.println("    stale result for '" + r.query + "' dropped");
                return;
            }
            setState(r.items.isEmpty() ? SearchState.EMPTY : SearchState.RESULTS);
            view.showResults(r.items);
            bus.publish(r);
        }

        List<String> cacheKeys() { return new ArrayList<>(cache.keySet()); }
    }

    public static void main(String[] args) {
        FakeClock clock = new FakeClock();
        RecordingSearchView view = new RecordingSearchView();
        FakeSearchApi api = new FakeSearchApi();
        SearchPresenter p = new SearchPresenter(view, api, clock);

        final List<String> history = new ArrayList<>();
        Listener<SearchResult> historyListener = new Listener<SearchResult>() {
            public void onChange(SearchResult r) { history.add(r.query); }
        };
        Listener<Object> logger = new Listener<Object>() {
            public void onChange(Object o) { System.out.println("    log: " + o); }
        };
        p.bus.addListener(historyListener);
        p.bus.addListener(logger);

        String word = "javas";
        for (int i = 1; i <= word.length(); i++) {
            p.onTextChanged(word.substring(0, i));
            clock.tick(1);
        }
        clock.tick(3);

        p.onTextChanged("an");
        clock.tick(4);
        p.onTextChanged("ani");
        clock.tick(1);
        p.onTextChanged("an");
        clock.tick(3);

        p.bus.removeListener(logger);
        p.onTextChanged("sw!");
        clock.tick(3);
        p.onTextChanged("swift");
        clock.tick(3);
        p.onTextChanged("zz");
        clock.tick(3);
        p.onTextChanged("an");
        clock.tick(3);
        p.onTextChanged("ko");
        clock.tick(1);
        p.onTextChanged("k");
        clock.tick(3);

        System.out.println("clock=" + clock.now() + " debounced=" + p.debounced
                + " executed=" + p.executed + " apiCalls=" + api.calls);
        System.out.println("cache keys: " + p.cacheKeys());
        System.out.println("history: " + history);
        System.out.println("view recorded " + view.recorded.size() + " calls: " + view.recorded);
    }
}
