import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class ArchPaginator {

    enum LoadType {
        REFRESH, PREPEND, APPEND
    }

    record LoadParams<K>(LoadType type, K key, int loadSize) {}

    record LoadResult<K, T>(List<T> data, Optional<K> prevKey, Optional<K> nextKey, String error) {
        static <K, T> LoadResult<K, T> page(List<T> data, Optional<K> prev, Optional<K> next) {
            return new LoadResult<>(data, prev, next, null);
        }

        static <K, T> LoadResult<K, T> error(String message) {
            return new LoadResult<>(List.of(), Optional.empty(), Optional.empty(), message);
        }

        boolean isError() {
            return error != null;
        }
    }

    interface PagingSource<K, T> {
        LoadResult<K, T> load(LoadParams<K> params);
    }

    static class PageLoadException extends Exception {
        PageLoadException(String msg) {
            super(msg);
        }
    }

    static class Paginator<K, T> {
        private final PagingSource<K, T> source;
        private final int pageSize;
        private final List<T> items = new ArrayList<>();
        private Optional<K> prevKey = Optional.empty();
        private Optional<K> nextKey = Optional.empty();
        private int loads = 0;

        Paginator(PagingSource<K, T> source, int pageSize) {
            this.source = source;
            this.pageSize = pageSize;
        }

        void refresh(K initialKey) throws PageLoadException {
            items.clear();
            LoadResult<K, T> r = run(new LoadParams<>(LoadType.REFRESH, initialKey, pageSize));
            items.addAll(r.data());
            prevKey = r.prevKey();
            nextKey = r.nextKey();
        }

        boolean append() throws PageLoadException {
            if (nextKey.isEmpty()) {
                return false;
            }
            LoadResult<K, T> r = run(new LoadParams<>(LoadType.APPEND, nextKey.get(), pageSize));
            items.addAll(r.data());
            nextKey = r.nextKey();
            return true;
        }

        boolean prepend() throws PageLoadException {
            if (prevKey.isEmpty()) {
                return false;
            }
            LoadResult<K, T> r = run(new LoadParams<>(LoadType.PREPEND, prevKey.get(), pageSize));
            items.addAll(0, r.data());
            prevKey = r.prevKey();
            return true;
        }

        private LoadResult<K, T> run(LoadParams<K> p) throws PageLoadException {
            loads++;
            LoadResult<K, T> r = source.load(p);
            if (r.isError()) {
                throw new PageLoadException(p.type() + " failed: " + r.error());
            }
            return r;
        }

        List<T> snapshot() {
            return List.copyOf(items);
        }

        String status() {
            return "size=" + items.size() + " prev=" + prevKey.map(String::valueOf).orElse("-")
                    + " next=" + nextKey.map(String::valueOf).orElse("-") + " loads=" + loads;
        }
    }

    static class NumberSource implements PagingSource<Integer, String> {
        private final int total;
        private final int failAtPage;

        NumberSource(int total, int failAtPage) {
            this.total = total;
            this.failAtPage = failAtPage;
        }

        @Override
        public LoadResult<Integer, String> load(LoadParams<Integer> params) {
            int page = params.key();
            if (page == failAtPage) {
                return LoadResult.error("server error on page " + page);
            }
            int start = page * params.loadSize();
            if (start < 0 || start >= total) {
                return LoadResult.page(List.of(), Optional.empty(), Optional.empty());
            }
            int end = Math.min(total, start + params.loadSize());
            List<String> data = IntStream.range(start, end).mapToObj(i -> "item" + i).collect(Collectors.toList());
            Optional<Integer> prev = page > 0 ? Optional.of(page - 1) : Optional.empty();
            Optional<Integer> next = end < total ? Optional.of(page + 1) : Optional.empty();
            return LoadResult.page(data, prev, next);
        }
    }

    static <K, T, R> PagingSource<K, R> mapSource(PagingSource<K, T> src, Function<T, R> f) {
        return params -> {
            LoadResult<K, T> r = src.load(params);
            List<R> mapped = r.data().stream().map(f).collect(Collectors.toList());
            return new LoadResult<>(mapped, r.prevKey(), r.nextKey(), r.error());
        };
    }

    public static void main(String[] args) {
        Paginator<Integer, String> pager = new Paginator<>(new NumberSource(17, 99), 4);
        try {
            pager.refresh(2);
            System.out.println("refresh: " + pager.snapshot() + " | " + pager.status());
            while (pager.append()) {
                System.out.println("append: " + pager.status() + " last=" + pager.snapshot().get(pager.snapshot().size() - 1));
            }
            while (pager.prepend()) {
                System.out.println("prepend: " + pager.status() + " first=" + pager.snapshot().get(0));
            }
            System.out.println("all loaded: " + String.join(",", pager.snapshot()));
            List<String> snap = pager.snapshot();
            for (int i = 0; i < snap.size(); i += 6) {
                List<String> chunk = snap.subList(i, Math.min(snap.size(), i + 6));
                System.out.println("  chunk " + (i / 6) + ": " + chunk + " chars=" + chunk.stream().mapToInt(String::length).sum());
            }
        } catch (PageLoadException e) {
            System.out.println("unexpected: " + e.getMessage());
        }

        Paginator<Integer, String> flaky = new Paginator<>(new NumberSource(30, 3), 5);
        try {
            flaky.refresh(1);
            System.out.println("flaky refresh: " + flaky.status());
            for (int i = 0; i < 5; i++) {
                boolean more = flaky.append();
                System.out.println("flaky append " + i + " more=" + more + " " + flaky.status());
            }
        } catch (PageLoadException e) {
            System.out.println("caught: " + e.getMessage() + " | " + flaky.status());
        }

        PagingSource<Integer, Integer> lengths = mapSource(new NumberSource(12, -5), String::length);
        Paginator<Integer, Integer> lenPager = new Paginator<>(lengths, 5);
        try {
            lenPager.refresh(0);
            lenPager.append();
            lenPager.append();
            System.out.println("lengths: " + lenPager.snapshot() + " " + lenPager.status());
            int sum = lenPager.snapshot().stream().mapToInt(Integer::intValue).sum();
            System.out.println("sum=" + sum + " append again=" + lenPager.append());
        } catch (PageLoadException e) {
            System.out.println("unexpected: " + e.getMessage());
        }

        LoadResult<String, Double> err = LoadResult.error("boom");
        LoadResult<String, Double> ok = LoadResult.page(List.of(1.5, 2.25), Optional.empty(), Optional.of("cursor-2"));
        System.out.println("err isError=" + err.isError() + " ok isError=" + ok.isError());
        System.out.println("ok next=" + ok.nextKey().orElse("none") + " prev=" + ok.prevKey().orElse("none"));
        System.out.println("ok equals copy=" + ok.equals(LoadResult.page(List.of(1.5, 2.25), Optional.empty(), Optional.of("cursor-2"))));
        System.out.println("params=" + new LoadParams<>(LoadType.APPEND, "c1", 10));
        for (LoadType t : LoadType.values()) {
            String desc = switch (t) {
                case REFRESH -> "replace all";
                case PREPEND -> "insert at front";
                case APPEND -> "add at end";
            };
            System.out.println("loadType " + t.name().toLowerCase() + " #" + t.ordinal() + ": " + desc);
        }
    }
}
