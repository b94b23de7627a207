import java.util.*;
import java.util.function.Predicate;

public class PaginatedFeedCursor {

    enum PostKind { TEXT, PHOTO, VIDEO, AD }

    static final class Post implements Comparable<Post> {
        private final long id;
        private final String author;
        private final PostKind kind;
        private final int likes;
        private final long timestamp;
        private final List<String> tags;

        Post(long id, String author, PostKind kind, int likes, long timestamp, List<String> tags) {
            this.id = id; this.author = author; this.kind = kind; this.likes = likes; this.timestamp = timestamp;
            this.tags = List.copyOf(tags);
        }
        long getId() { return id; }
        String getAuthor() { return author; }
        PostKind getKind() { return kind; }
        int getLikes() { return likes; }
        long getTimestamp() { return timestamp; }
        List<String> getTags() { return tags; }

        /** Newest first, then higher id first. */
        @Override public int compareTo(Post o) {
            int c = Long.compare(o.timestamp, timestamp);
            return c != 0 ? c : Long.compare(o.id, id);
        }
        @Override public boolean equals(Object o) { return o instanceof Post && ((Post) o).id == id; }
        @Override public int hashCode() { return Long.hashCode(id * 1_000_003L); }
        @Override public String toString() { return "P" + id + "/" + author + "/" + kind + "/" + likes; }
    }

    static final class Cursor {
        final long timestamp; final long id;
        Cursor(long timestamp, long id) { this.timestamp = timestamp; this.id = id; }
        String encode() { return Long.toHexString(timestamp) + "_" + Long.toString(id, 36); }
        static Cursor decode(String s) {
            String[] parts = s.split("_", 2);
            return new Cursor(Long.parseLong(parts[0], 16), Long.parseLong(parts[1], 36));
        }
        boolean isAfter(Post p) {
            return p.getTimestamp() < timestamp || (p.getTimestamp() == timestamp && p.getId() < id);
        }
    }

    static final class Page {
        final List<Post> items; final String nextCursor; final int scanned;
        Page(List<Post> items, String nextCursor, int scanned) { this.items = items; this.nextCursor = nextCursor; this.scanned = scanned; }
    }

    static class FeedRepository {
        private final List<Post> posts = new ArrayList<>();
        void insert(Post p) {
            int idx = Collections.binarySearch(posts, p);
            if (idx >= 0) return;
            posts.add(-idx - 1, p);
        }
        int size() { return posts.size(); }

        Page page(String cursor, int limit, Predicate<Post> filter) {
            Cursor c = cursor == null ? null : Cursor.decode(cursor);
            List<Post> out = new ArrayList<>();
            int scanned = 0;
            Post last = null;
            ListIterator<Post> it = posts.listIterator();
            while (it.hasNext() && out.size() < limit) {
                Post p = it.next();
                if (c != null && !c.isAfter(p)) continue;
                scanned++;
                last = p;
                if (filter.test(p)) out.add(p);
            }
            String next = (last == null || !it.hasNext()) ? null : new Cursor(last.getTimestamp(), last.getId()).encode();
            return new Page(Collections.unmodifiableList(out), next, scanned);
        }

        List<Post> topLiked(int n) {
            PriorityQueue<Post> heap = new PriorityQueue<>(Comparator.comparingInt(Post::getLikes).thenComparing(Post::getId, Comparator.reverseOrder()));
            for (Post p : posts) {
                heap.offer(p);
                if (heap.size() > n) heap.poll();
            }
            List<Post> result = new ArrayList<>();
            while (!heap.isEmpty()) result.add(heap.poll());
            Collections.reverse(result);
            return result;
        }
    }

    public static void main(String[] args) {
        FeedRepository repo = new FeedRepository();
        String[] authors = {"ana", "ben", "cho", "dev", "eli"};
        String[] tagPool = {"android", "kotlin", "swift", "ui", "perf", "news"};
        PostKind[] kinds = PostKind.values();
        long ts = 1_700_000_000L;
        int x = 7;
        for (long id = 1; id <= 30; id++) {
            x = (x * 73 + 19) % 211;
            ts += (x % 4 == 0) ? 0 : x % 50;
            List<String> tags = new ArrayList<>();
            for (int t = 0; t < 1 + x % 3; t++) tags.add(tagPool[(x + t * 2) % tagPool.length]);
            repo.insert(new Post(id, authors[x % authors.length], kinds[(int) (id + x) % kinds.length], x % 97, ts, tags));
        }
        repo.insert(new Post(5, "dup", PostKind.TEXT, 0, 0, List.of()));
        System.out.println("feed size=" + repo.size());

        String cursor = null;
        int pageNo = 0;
        do {
            Page p = repo.page(cursor, 7, post -> post.getKind() != PostKind.AD);
            System.out.println("page " + pageNo++ + " scanned=" + p.scanned + " items=" + p.items + " next=" + p.nextCursor);
            cursor = p.nextCursor;
        } while (cursor != null);

        Page tagged = repo.page(null, 50, post -> post.getTags().contains("swift"));
        System.out.println("swift-tagged count=" + tagged.items.size() + " next=" + tagged.nextCursor);
        for (Post p : tagged.items) System.out.println("  " + p + " ts=" + p.getTimestamp() + " tags=" + p.getTags());

        Predicate<Post> popularVideo = p -> p.getKind() == PostKind.VIDEO;
        popularVideo = popularVideo.and(p -> p.getLikes() > 40).or(p -> p.getAuthor().equals("eli") && p.getLikes() > 90);
        Page pv = repo.page(null, 4, popularVideo);
        System.out.println("popular videos=" + pv.items + " scanned=" + pv.scanned);
        try {
            pv.items.add(pv.items.get(0));
        } catch (UnsupportedOperationException e) {
            System.out.println("page items immutable");
        }
        try {
            tagged.items.get(0).getTags().add("hack");
        } catch (UnsupportedOperationException e) {
            System.out.println("tags immutable (List.copyOf)");
        }

        List<Post> top = repo.topLiked(5);
        System.out.println("top liked=" + top);
        for (Post p : top) {
            String e = new Cursor(p.getTimestamp(), p.getId()).encode();
            System.out.println("  top " + p.getId() + " cursor=" + e + " len=" + e.length() + " tags=" + String.join("|", p.getTags()));
        }
        Cursor c = new Cursor(1_700_000_123L, 29);
        String enc = c.encode();
        Cursor back = Cursor.decode(enc);
        System.out.println("cursor enc=" + enc + " decoded ts=" + back.timestamp + " id=" + back.id);
        Page resumed = repo.page(enc, 3, p -> true);
        System.out.println("resumed=" + resumed.items + " next=" + resumed.nextCursor);

        Map<String, Integer> likesByAuthor = new TreeMap<>();
        Map<PostKind, Integer> kindCount = new EnumMap<>(PostKind.class);
        Map<String, Integer> tagFreq = new TreeMap<>();
        Page all = repo.page(null, 1000, p -> true);
        for (Post p : all.items) {
            likesByAuthor.merge(p.getAuthor(), p.getLikes(), Integer::sum);
            kindCount.merge(p.getKind(), 1, Integer::sum);
            for (String t : p.getTags()) tagFreq.merge(t, 1, Integer::sum);
        }
        for (PostKind k : PostKind.values()) {
            Page kp = repo.page(null, 3, p -> p.getKind() == k);
            System.out.println("first " + k + " posts=" + kp.items + " scanned=" + kp.scanned + " ordinal=" + k.ordinal());
        }
        Iterator<Post> pit = new ArrayList<>(all.items).iterator();
        int kept = 0;
        while (pit.hasNext()) { Post p = pit.next(); if (p.getLikes() % 2 == 0) kept++; }
        System.out.println("even-liked posts=" + kept + " of " + all.items.size());
        System.out.println("likesByAuthor=" + likesByAuthor);
        System.out.println("kindCount=" + kindCount);
        System.out.println("tagFreq=" + tagFreq);
        String topAuthor = Collections.max(likesByAuthor.entrySet(), Map.Entry.comparingByValue()).getKey();
        System.out.println("top author=" + topAuthor);
        Post p1 = all.items.get(0), p2 = all.items.get(all.items.size() - 1);
        System.out.println("first=" + p1 + " hash=" + p1.hashCode() + " last=" + p2 + " hash=" + p2.hashCode());
        System.out.println("compare first/last=" + p1.compareTo(p2) + " equal self=" + p1.equals(all.items.get(0)));
        long span = p1.getTimestamp() - p2.getTimestamp();
        System.out.println("span=" + span + "s = " + Math.floorDiv(span, 60) + "m" + Math.floorMod(span, 60) + "s");
        int idx = Collections.binarySearch(all.items, new Post(12, "", PostKind.TEXT, 0, p1.getTimestamp() - 100, List.of()));
        System.out.println("binarySearch probe=" + idx);
    }
}
