import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

public class GxPaginator {
    public static void main(String[] args) {
        List<Article> feed = new ArrayList<>();
        String[] topics = {"tech", "sports", "tech", "music", "tech", "sports", "news", "tech", "music", "news", "tech", "sports", "tech"};
        for (int i = 0; i < topics.length; i++) {
            feed.add(new Article(100 + i, "Headline " + (i + 1), topics[i], (i * 37) % 50));
        }

        Paginator<Article> paginator = new Paginator<>(feed, 4);
        System.out.println("total items=" + paginator.totalItems() + " pages=" + paginator.pageCount());
        for (int n = 1; n <= paginator.pageCount(); n++) {
            Page<Article> page = paginator.page(n);
            System.out.println(page.header());
            for (Article a : page.items()) {
                System.out.println("   " + a);
            }
        }

        System.out.println("-- out of range --");
        Page<Article> beyond = paginator.page(9);
        System.out.println(beyond.header() + " empty=" + beyond.isEmpty());
        Page<Article> zero = paginator.page(0);
        System.out.println(zero.header() + " empty=" + zero.isEmpty());

        System.out.println("-- filtered paginator --");
        Paginator<Article> techOnly = paginator.filter(a -> a.topic.equals("tech"));
        System.out.println("tech items=" + techOnly.totalItems() + " pages=" + techOnly.pageCount());
        Page<Article> p2 = techOnly.page(2);
        System.out.println(p2.header() + " -> " + p2.items());

        System.out.println("-- map page to titles --");
        Page<String> titles = paginator.page(2).map(a -> a.title.toUpperCase());
        System.out.println(titles.header() + " " + titles.items());
        Page<Integer> likes = paginator.page(3).map(a -> a.likes);
        int sum = 0;
        for (int v : likes.items()) {
            sum += v;
        }
        System.out.println("likes on page 3: " + likes.items() + " sum=" + sum);

        System.out.println("-- iterate with cursor --");
        Page<Article> cursor = techOnly.page(1);
        int visited = 0;
        while (true) {
            visited += cursor.items().size();
            System.out.println("at page " + cursor.number() + " ids=" + ids(cursor));
            if (!cursor.hasNext()) {
                break;
            }
            cursor = techOnly.page(cursor.number() + 1);
        }
        System.out.println("visited " + visited);

        System.out.println("-- sorted by likes, page size 5 --");
        List<Article> sorted = new ArrayList<>(feed);
        Collections.sort(sorted, (a, b) -> a.likes != b.likes ? Integer.compare(b.likes, a.likes) : Integer.compare(a.id, b.id));
        Paginator<Article> top = new Paginator<>(sorted, 5);
        Page<Article> best = top.page(1);
        for (Article a : best.items()) {
            System.out.println(String.format("%5d %-12s %-7s likes=%d", a.id, a.title, a.topic, a.likes));
        }

        System.out.println("-- generic paginator over integers --");
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= 23; i++) {
            numbers.add(i * i);
        }
        Paginator<Integer> np = new Paginator<>(numbers, 10);
        Page<Integer> last = np.page(np.pageCount());
        System.out.println(last.header() + " " + last.items());
        Page<Integer> evens = np.filter(x -> x % 2 == 0).page(1);
        System.out.println("even squares: " + evens.items() + " hasNext=" + evens.hasNext());
        Page<Integer> empty = Page.<Integer>empty(5);
        System.out.println("explicit empty: " + empty.header());
    }

    static List<Integer> ids(Page<Article> page) {
        return page.map(a -> a.id).items();
    }
}

class Article {
    final int id;
    final String title;
    final String topic;
    final int likes;

    Article(int id, String title, String topic, int likes) {
        this.id = id;
        this.title = title;
        this.topic = topic;
        this.likes = likes;
    }

    @Override
    public String toString() {
        return "#" + id + " " + title + " [" + topic + "] likes=" + likes;
    }
}

final class Page<T> {
    private final List<T> items;
    private final int number;
    private final int totalPages;
    private final int totalItems;

    Page(List<T> items, int number, int totalPages, int totalItems) {
        this.items = Collections.unmodifiableList(new ArrayList<>(items));
        this.number = number;
        this.totalPages = totalPages;
        this.totalItems = totalItems;
    }

    static <T> Page<T> empty(int number) {
        return new Page<>(new ArrayList<T>(), number, 0, 0);
    }

    List<T> items() {
        return items;
    }

    int number() {
        return number;
    }

    boolean isEmpty() {
        return items.isEmpty();
    }

    boolean hasNext() {
        return number < totalPages;
    }

    boolean hasPrevious() {
        return number > 1 && number <= totalPages + 1;
    }

    <R> Page<R> map(Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : items) {
            out.add(f.apply(t));
        }
        return new Page<>(out, number, totalPages, totalItems);
    }

    String header() {
        return String.format("Page %d/%d (%d items, of %d) prev=%s next=%s",
            number, totalPages, items.size(), totalItems, hasPrevious(), hasNext());
    }
}

final class Paginator<T> {
    private final List<T> source;
    private final int pageSize;

    Paginator(List<T> source, int pageSize) {
        this.source = source;
        this.pageSize = pageSize;
    }

    int totalItems() {
        return source.size();
    }

    int pageCount() {
        return (source.size() + pageSize - 1) / pageSize;
    }

    Page<T> page(int number) {
        int pages = pageCount();
        if (number < 1 || number > pages) {
            return new Page<>(new ArrayList<>(), number, pages, source.size());
        }
        int from = (number - 1) * pageSize;
        int to = Math.min(from + pageSize, source.size());
        return new Page<>(source.subList(from, to), number, pages, source.size());
    }

    Paginator<T> filter(Predicate<? super T> p) {
        List<T> kept = new ArrayList<>();
        for (T t : source) {
            if (p.test(t)) {
                kept.add(t);
            }
        }
        return new Paginator<>(kept, pageSize);
    }
}
