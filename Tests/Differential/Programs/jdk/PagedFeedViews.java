import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.List;

/** An Android-style paged feed (a RecyclerView adapter's model): pages are subList views of one list. */
public class PagedFeedViews {
    static final class Post {
        final int id;
        final String author;
        int likes;
        boolean read;

        Post(int id, String author, int likes) {
            this.id = id;
            this.author = author;
            this.likes = likes;
        }

        @Override
        public String toString() {
            return "#" + id + "(" + author + "," + likes + (read ? ",read" : "") + ")";
        }
    }

    static final class Feed {
        private final List<Post> posts = new ArrayList<>();
        private final int pageSize;
        private int nextId = 1;

        Feed(int pageSize) {
            this.pageSize = pageSize;
        }

        void loadMore(String[] authors) {
            for (String a : authors) {
                posts.add(new Post(nextId, a, (nextId * 37) % 11));
                nextId++;
            }
        }

        int pageCount() {
            return (posts.size() + pageSize - 1) / pageSize;
        }

        /** A live view of one page: changes to it change the feed. */
        List<Post> page(int index) {
            int from = index * pageSize;
            int to = Math.min(from + pageSize, posts.size());
            return posts.subList(from, to);
        }

        String footer(int index) {
            return "page " + (index + 1) + "/" + pageCount() + " (" + posts.size() + " posts)";
        }
    }

    public static void main(String[] args) {
        Feed feed = new Feed(4);
        feed.loadMore(new String[] {"ana", "bo", "cy", "dee", "eli", "fay", "gus", "hal", "ivy", "jo"});
        for (int i = 0; i < feed.pageCount(); i++) {
            System.out.println(feed.footer(i) + ": " + feed.page(i));
        }

        List<Post> second = feed.page(1);
        second.sort(Comparator.comparingInt((Post p) -> p.likes).reversed());
        System.out.println("page 2 by likes: " + second);
        System.out.println("feed after sorting page 2: " + feed.posts);

        for (Post p : feed.page(0)) {
            p.read = true;
        }
        feed.page(0).replaceAll(p -> p.likes > 5 ? new Post(p.id, p.author.toUpperCase(), p.likes + 1) : p);
        System.out.println("page 1 marked read, popular ones promoted: " + feed.page(0));

        List<Post> third = feed.page(2);
        third.removeIf(p -> p.likes < 4);
        System.out.println("page 3 without low-liked posts: " + third + " -> " + feed.footer(2));

        feed.page(1).subList(1, 3).clear();
        System.out.println("two posts hidden from page 2: " + feed.page(1) + " -> " + feed.footer(1));

        List<Post> first = feed.page(0);
        first.add(0, new Post(99, "pinned", 0));
        System.out.println("pinned at the top: " + first.get(0) + ", page 1 now " + first.size() + " long");
        System.out.println("pages: " + feed.page(0) + " | " + feed.page(1));

        List<Post> stale = feed.page(1);
        feed.loadMore(new String[] {"kai", "lu"});
        try {
            System.out.println(stale.get(0));
        } catch (ConcurrentModificationException e) {
            System.out.println("a page taken before loadMore is stale: ConcurrentModificationException");
        }
        System.out.println("fresh " + feed.footer(feed.pageCount() - 1) + ": " + feed.page(feed.pageCount() - 1));

        List<Integer> likes = new ArrayList<>();
        for (Post p : feed.posts) {
            likes.add(p.likes);
        }
        List<Integer> window = likes.subList(2, 8);
        Collections.sort(window);
        Collections.reverse(window.subList(0, 3));
        System.out.println("likes with a sorted window: " + likes + " max in window=" + Collections.max(window)
            + " index of 10 in window=" + window.indexOf(10));
        window.set(0, -1);
        window.add(100);
        System.out.println("window " + window + " equals copy: " + window.equals(new ArrayList<>(window))
            + " hash matches: " + (window.hashCode() == new ArrayList<>(window).hashCode()));
        System.out.println("likes " + likes);

        try {
            feed.posts.subList(3, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("bad page bounds: " + e.getMessage());
        }
        try {
            feed.page(0).get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("row outside the page: " + e.getMessage());
        }
        List<String> fixed = List.of("a", "b", "c").subList(1, 3);
        try {
            fixed.set(0, "z");
        } catch (UnsupportedOperationException e) {
            System.out.println("a page of an immutable list is immutable: " + fixed);
        }
    }
}
