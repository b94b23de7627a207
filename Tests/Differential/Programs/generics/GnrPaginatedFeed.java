import java.util.ArrayList;
import java.util.List;

public class GnrPaginatedFeed {
    static <T> Page<T> pageOf(List<T> all, int index, int size) {
        int from = index * size;
        if (from >= all.size()) {
            return new Page<>(Util.<T>emptyList(), index, false);
        }
        int to = Math.min(from + size, all.size());
        return new Page<>(new ArrayList<>(all.subList(from, to)), index, to < all.size());
    }
    public static void main(String[] args) {
        List<Post> posts = new ArrayList<>();
        String[] authors = {"ana", "ben", "cleo"};
        for (int i = 1; i <= 11; i++) {
            posts.add(new Post(i, authors[i % 3], (i * 37) % 50));
        }
        Feed<Post> feed = new Feed<>(posts, 4);
        while (feed.hasMore) {
            Page<Post> page = feed.loadNext();
            System.out.println(page.describe());
            for (Post p : page.items) {
                System.out.println("   " + p);
            }
        }
        System.out.println("loaded " + feed.loaded.size() + " posts, more? " + feed.hasMore);
        System.out.println("beyond: " + pageOf(posts, 9, 4).describe());
        List<String> none = Util.<String>emptyList();
        List<Post> empty = Util.emptyList();
        System.out.println("empty lists: " + none.size() + " " + empty.size());
        List<String> authorsInFeed = new ArrayList<>();
        List<Integer> likes = new ArrayList<>();
        Pair<Integer, String> best = Pair.of(-1, "none");
        for (Post p : feed.loaded) {
            authorsInFeed.add(p.author);
            likes.add(p.likes);
            Pair<String, Integer> pair = Pair.of(p.author, p.likes);
            System.out.println("pair " + pair);
            if (pair.second > best.first) {
                best = Pair.of(pair.second, pair.first + "#" + p.id);
            }
        }
        System.out.println("most liked: " + best);
        System.out.println("first or default: " + Util.firstOrDefault(none, "<nothing>"));
        System.out.println("first author: " + Util.firstOrDefault(authorsInFeed, "<nothing>"));
        Page<String> authorPage = pageOf(authorsInFeed, 1, 5);
        Page<Integer> likePage = pageOf(likes, 2, 5);
        System.out.println(String.format("%-8s %s %s", "authors", authorPage.describe(), authorPage.items));
        System.out.println(String.format("%-8s %s %s", "likes", likePage.describe(), likePage.items));
    }
}

class Post {
    final int id;
    final String author;
    final int likes;
    Post(int id, String author, int likes) {
        this.id = id;
        this.author = author;
        this.likes = likes;
    }

    @Override
    public String toString() {
        return String.format("#%d by %-5s likes=%d", id, author, likes);
    }
}

class Page<T> {
    final List<T> items;
    final int index;
    final boolean hasNext;
    Page(List<T> items, int index, boolean hasNext) {
        this.items = items;
        this.index = index;
        this.hasNext = hasNext;
    }

    String describe() {
        return "Page " + index + " (" + items.size() + " items, hasNext=" + hasNext + ")";
    }
}

class Feed<T> {
    final List<T> source;
    final int pageSize;
    final List<T> loaded = new ArrayList<>();
    int nextIndex = 0;
    boolean hasMore = true;
    Feed(List<T> source, int pageSize) {
        this.source = source;
        this.pageSize = pageSize;
    }

    Page<T> loadNext() {
        Page<T> page = GnrPaginatedFeed.pageOf(source, nextIndex++, pageSize);
        loaded.addAll(page.items);
        hasMore = page.hasNext;
        return page;
    }
}

class Pair<A, B> {
    final A first;
    final B second;
    Pair(A first, B second) {
        this.first = first;
        this.second = second;
    }

    static <A, B> Pair<A, B> of(A first, B second) {
        return new Pair<>(first, second);
    }

    @Override
    public String toString() {
        return "(" + first + ", " + second + ")";
    }
}

class Util {
    static <T> List<T> emptyList() {
        return new ArrayList<>();
    }

    static <T> T firstOrDefault(List<T> list, T fallback) {
        return list.isEmpty() ? fallback : list.get(0);
    }
}
