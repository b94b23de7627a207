import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class MvpFeedScreen {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    interface RangeListener {
        void onInserted(int start, int count);
        void onCleared(int oldSize);
    }

    enum FeedState { INITIAL, LOADING_FIRST, CONTENT, LOADING_MORE, END, ERROR }

    static abstract class FeedItem {
        abstract String render();
        @Override public String toString() { return render(); }
    }

    static class Post extends FeedItem {
        final int id;
        final String author;
        final int likes;
        Post(int id, String author, int likes) { this.id = id; this.author = author; this.likes = likes; }
        String render() { return "Post#" + id + " by " + author + " (" + likes + " likes)"; }
    }

    static class Page {
        final int number;
        final List<Post> posts;
        final boolean last;
        Page(int number, List<Post> posts, boolean last) { this.number = number; this.posts = posts; this.last = last; }
    }

    static class ObservableList<T> {
        private final List<T> items = new ArrayList<>();
        private final List<Listener<? super T>> itemListeners = new ArrayList<>();
        private final List<RangeListener> rangeListeners = new ArrayList<>();

        void addListener(Listener<? super T> l) { itemListeners.add(l); }
        void removeListener(Listener<? super T> l) { itemListeners.remove(l); }
        void addRangeListener(RangeListener l) { rangeListeners.add(l); }

        void addAll(List<T> more) {
            int start = items.size();
            items.addAll(more);
            for (T t : more) {
                for (Listener<? super T> l : new ArrayList<>(itemListeners)) l.onChange(t);
            }
            for (RangeListener r : rangeListeners) r.onInserted(start, more.size());
        }

        void clear() {
            int old = items.size();
            items.clear();
            for (RangeListener r : rangeListeners) r.onCleared(old);
        }

        int size() { return items.size(); }
        T get(int i) { return items.get(i); }
    }

    static class FakeFeedApi {
        static final int TOTAL = 14;
        private final String[] authors = {"ana", "ben", "cy", "dee", "eli"};
        private final TreeMap<Integer, Integer> failuresLeft = new TreeMap<>();
        int requests = 0;

        FakeFeedApi() { failuresLeft.put(2, 1); }

        void fetchPage(int page, int size, Callback<Page> cb) {
            requests++;
            System.out.println("  api: GET /feed?page=" + page + "&size=" + size);
            Integer fails = failuresLeft.get(page);
            if (fails != null && fails > 0) {
                failuresLeft.put(page, fails - 1);
                cb.onError("HTTP 503 on page " + page);
                return;
            }
            List<Post> posts = new ArrayList<>();
            int from = (page - 1) * size;
            for (int i = from; i < Math.min(from + size, TOTAL); i++) {
                posts.add(new Post(i + 1, authors[i % authors.length], (i * 37) % 50));
            }
            cb.onSuccess(new Page(page, posts, from + size >= TOTAL));
        }
    }

    interface FeedView {
        void showState(FeedState state);
        void showRangeInserted(int start, int count);
        void showCleared(int count);
        void showError(String message);
    }

    static class RecordingFeedView implements FeedView {
        int calls = 0;
        public void showState(FeedState s) { calls++; System.out.println("    [view] state " + s); }
        public void showRangeInserted(int start, int count) { calls++; System.out.println("    [view] inserted " + count + " at " + start); }
        public void showCleared(int count) { calls++; System.out.println("    [view] cleared " + count); }
        public void showError(String m) { calls++; System.out.println("    [view] error: " + m); }
    }

    static class FeedPresenter {
        static final int PAGE_SIZE = 4;
        private final FeedView view;
        private final FakeFeedApi api;
        final ObservableList<Post> list = new ObservableList<>();
        private FeedState state = FeedState.INITIAL;
        private int loadedPages = 0;

        FeedPresenter(FeedView view, FakeFeedApi api) {
            this.view = view;
            this.api = api;
            list.addRangeListener(new RangeListener() {
                public void onInserted(int start, int count) { FeedPresenter.this.view.showRangeInserted(start, count); }
                public void onCleared(int oldSize) { FeedPresenter.this.view.showCleared(oldSize); }
            });
        }

        private void enter(FeedState s) {
            System.out.println("  state " + state + " -> " + s);
            state = s;
            view.showState(s);
        }

        void onStart() {
            System.out.println("onStart");
            if (state == FeedState.INITIAL) load(true);
        }

        void onScrolled(int lastVisible) {
            System.out.println("onScrolled lastVisible=" + lastVisible + " size=" + list.size());
            if (state != FeedState.CONTENT) {
                System.out.println("  no-op in " + state);
                return;
            }
            if (lastVisible >= list.size() - 2) load(false);
        }

        void onRetry() {
            System.out.println("onRetry");
            if (state == FeedState.ERROR) load(list.size() == 0);
        }

        void onRefresh() {
            System.out.println("onRefresh");
            loadedPages = 0;
            list.clear();
            load(true);
        }

        private void load(final boolean first) {
            enter(first ? FeedState.LOADING_FIRST : FeedState.LOADING_MORE);
            final int pageNo = loadedPages + 1;
            api.fetchPage(pageNo, PAGE_SIZE, new Callback<Page>() {
                public void onSuccess(Page page) {
                    loadedPages = page.number;
                    list.addAll(page.posts);
                    enter(page.last ? FeedState.END : FeedState.CONTENT);
                }
                public void onError(String message) {
                    view.showError(message);
                    enter(FeedState.ERROR);
                }
            });
        }

        FeedState getState() { return state; }
        int getLoadedPages() { return loadedPages; }
    }

    static class LikeCounter implements Listener<FeedItem> {
        int items = 0;
        int likes = 0;
        public void onChange(FeedItem item) {
            items++;
            if (item instanceof Post) likes += ((Post) item).likes;
        }
    }

    public static void main(String[] args) {
        RecordingFeedView view = new RecordingFeedView();
        FakeFeedApi api = new FakeFeedApi();
        FeedPresenter presenter = new FeedPresenter(view, api);

        LikeCounter counter = new LikeCounter();
        final List<Object> seen = new ArrayList<>();
        Listener<Object> seenAll = new Listener<Object>() {
            public void onChange(Object o) { seen.add(o); }
        };
        presenter.list.addListener(counter);
        presenter.list.addListener(seenAll);

        presenter.onScrolled(0);
        presenter.onStart();
        presenter.onStart();
        presenter.onScrolled(1);
        presenter.onScrolled(2);
        presenter.onRetry();
        presenter.onScrolled(7);
        presenter.onScrolled(11);

        presenter.list.removeListener(counter);
        presenter.onScrolled(13);
        presenter.onRefresh();

        System.out.println("final state " + presenter.getState() + ", pages=" + presenter.getLoadedPages()
                + ", items=" + presenter.list.size());
        for (int i = 0; i < presenter.list.size(); i++) {
            System.out.println("  " + i + ": " + presenter.list.get(i));
        }
        System.out.println("like counter: items=" + counter.items + " likes=" + counter.likes);
        System.out.println("seen total=" + seen.size() + " last=" + seen.get(seen.size() - 1));
        System.out.println("api requests=" + api.requests + ", view calls=" + view.calls);
    }
}
