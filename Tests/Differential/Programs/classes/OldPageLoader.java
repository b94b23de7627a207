import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;

public class OldPageLoader {
    public static void main(String[] args) {
        List<String> source = new ArrayList<String>();
        for (int i = 1; i <= 23; i++) {
            source.add("item-" + (i < 10 ? "0" + i : String.valueOf(i)));
        }
        final PageLoader loader = new PageLoader(source, 5);
        final LinkedList<String> adapter = new LinkedList<String>();
        final int[] pagesLoaded = {0};

        LoadCallback callback = new LoadCallback() {
            public void onPageLoaded(int page, List<String> items, boolean hasMore) {
                pagesLoaded[0]++;
                System.out.println(String.format("page %d loaded, %d items, more=%s",
                        Integer.valueOf(page), Integer.valueOf(items.size()), String.valueOf(hasMore)));
                adapter.addAll(items);
            }

            public void onError(int page, String message) {
                System.out.println("page " + page + " failed: " + message);
            }
        };

        int page = 0;
        boolean keepGoing = true;
        while (keepGoing) {
            keepGoing = loader.load(page, callback);
            page++;
        }
        loader.load(-1, callback);
        loader.load(99, callback);
        System.out.println("pages loaded: " + pagesLoaded[0] + ", adapter size: " + adapter.size());

        ListIterator<String> li = adapter.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (idx % 4 == 3) {
                li.set(s.toUpperCase());
            } else if (s.endsWith("0")) {
                li.remove();
            }
        }
        System.out.println("after edit: " + adapter.size() + " rows");
        for (int i = 0; i < adapter.size(); i += 3) {
            System.out.println(String.format("%5d %s", Integer.valueOf(i), adapter.get(i)));
        }

        System.out.print("backwards:");
        ListIterator<String> back = adapter.listIterator(adapter.size());
        int shown = 0;
        while (back.hasPrevious() && shown < 6) {
            System.out.print(" " + back.previous());
            shown++;
        }
        System.out.println();

        List<String> head = new ArrayList<String>(adapter.subList(0, 4));
        Collections.reverse(head);
        System.out.println("head reversed: " + head);
        System.out.println("first=" + adapter.getFirst() + " last=" + adapter.getLast());
    }
}

interface LoadCallback {
    void onPageLoaded(int page, List<String> items, boolean hasMore);

    void onError(int page, String message);
}

class PageLoader {
    private final List<String> source;
    private final int pageSize;

    PageLoader(List<String> source, int pageSize) {
        this.source = source;
        this.pageSize = pageSize;
    }

    int pageCount() {
        return (source.size() + pageSize - 1) / pageSize;
    }

    boolean load(int page, LoadCallback cb) {
        try {
            List<String> items = fetch(page);
            boolean hasMore = page + 1 < pageCount();
            cb.onPageLoaded(page, items, hasMore);
            return hasMore;
        } catch (PageException e) {
            cb.onError(page, e.getMessage());
            return false;
        }
    }

    private List<String> fetch(int page) throws PageException {
        if (page < 0) throw new PageException("negative page");
        if (page >= pageCount()) throw new PageException("page out of range (max " + (pageCount() - 1) + ")");
        int from = page * pageSize;
        int to = Math.min(from + pageSize, source.size());
        List<String> out = new ArrayList<String>();
        for (int i = from; i < to; i++) {
            out.add(source.get(i));
        }
        return out;
    }
}

class PageException extends Exception {
    PageException(String msg) {
        super(msg);
    }
}
