import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class DroidAdapter {
    public static void main(String[] args) {
        List<FeedItem> items = new ArrayList<>();
        items.add(new FeedItem(Kind.HEADER, "Today", 0));
        items.add(new FeedItem(Kind.POST, "Hello world", 12));
        items.add(new FeedItem(Kind.AD, "Buy shoes", 0));
        items.add(new FeedItem(Kind.POST, "Java tips", 101));
        items.add(new FeedItem(Kind.HEADER, "Yesterday", 0));
        items.add(new FeedItem(Kind.PHOTO, "sunset.jpg", 7));
        items.add(new FeedItem(Kind.POST, "Swift notes", 1500));

        FeedAdapter adapter = new FeedAdapter(items);
        System.out.println(String.format("item count: %d", adapter.getItemCount()));
        for (int pos = 0; pos < adapter.getItemCount(); pos++) {
            int viewType = adapter.getItemViewType(pos);
            FeedAdapter.ViewHolder holder = adapter.onCreateViewHolder(viewType);
            adapter.onBindViewHolder(holder, pos);
            System.out.println(String.format("%5d | type %d | %-8s | %s", pos, viewType, holder.layoutName, holder.text));
        }
        System.out.println("holders created per type:");
        for (Map.Entry<Integer, Integer> e : adapter.createdCounts().entrySet()) {
            System.out.println(String.format("  type %d -> %d", e.getKey(), e.getValue()));
        }
        adapter.hideAds();
        System.out.println(String.format("after hiding ads: %d items", adapter.getItemCount()));
        System.out.println("span sizes: " + adapter.spanSizes(2));
        System.out.println("clickable positions: " + adapter.clickablePositions());
    }
}

enum Kind {
    HEADER(0, "header", false),
    POST(1, "post", true),
    PHOTO(2, "photo", true),
    AD(3, "ad", false);

    final int viewType;
    final String layout;
    final boolean clickable;

    Kind(int viewType, String layout, boolean clickable) {
        this.viewType = viewType;
        this.layout = layout;
        this.clickable = clickable;
    }

    static Kind fromViewType(int vt) {
        for (Kind k : values()) {
            if (k.viewType == vt) return k;
        }
        return POST;
    }
}

class FeedItem {
    final Kind kind;
    final String title;
    final int likes;

    FeedItem(Kind kind, String title, int likes) {
        this.kind = kind;
        this.title = title;
        this.likes = likes;
    }
}

class FeedAdapter {
    private static final int LIKE_COMPACT_LIMIT = 1000;
    private final List<FeedItem> items;
    private final Map<Integer, Integer> created = new TreeMap<>();

    FeedAdapter(List<FeedItem> items) { this.items = new ArrayList<>(items); }

    class ViewHolder {
        final int viewType;
        final String layoutName;
        String text = "";

        ViewHolder(int viewType) {
            this.viewType = viewType;
            this.layoutName = Kind.fromViewType(viewType).layout;
            created.merge(viewType, 1, Integer::sum);
        }
    }

    int getItemCount() { return items.size(); }

    int getItemViewType(int position) { return items.get(position).kind.viewType; }

    ViewHolder onCreateViewHolder(int viewType) { return new ViewHolder(viewType); }

    void onBindViewHolder(ViewHolder holder, int position) {
        FeedItem item = items.get(position);
        switch (item.kind) {
            case HEADER:
                holder.text = "== " + item.title.toUpperCase() + " ==";
                break;
            case POST:
                holder.text = item.title + " (" + formatLikes(item.likes) + ")";
                break;
            case PHOTO:
                holder.text = "[img " + item.title + "] " + formatLikes(item.likes);
                break;
            default:
                holder.text = "Sponsored: " + item.title;
        }
    }

    static String formatLikes(int likes) {
        if (likes >= LIKE_COMPACT_LIMIT) {
            return String.format("%.2fk likes", likes / 1000.0);
        }
        return likes == 1 ? "1 like" : likes + " likes";
    }

    Map<Integer, Integer> createdCounts() { return Collections.unmodifiableMap(created); }

    void hideAds() { items.removeIf(it -> it.kind == Kind.AD); }

    List<Integer> spanSizes(int spanCount) {
        List<Integer> spans = new ArrayList<>();
        for (FeedItem it : items) {
            spans.add(it.kind == Kind.HEADER ? spanCount : 1);
        }
        return spans;
    }

    List<Integer> clickablePositions() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).kind.clickable) out.add(i);
        }
        return out;
    }
}
