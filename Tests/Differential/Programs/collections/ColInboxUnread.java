import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ColInboxUnread {
    public static void main(String[] args) {
        String[][] incoming = {
            {"alice", "lunch?"}, {"bob", "build failed"}, {"alice", "ping"}, {"carol", "invoice"},
            {"bob", "build fixed"}, {"dave", "hi"}, {"alice", "where are you"}, {"carol", "reminder"},
        };
        Map<String, List<String>> threads = new LinkedHashMap<>();
        Map<String, Integer> unread = new TreeMap<>();
        Map<String, String> lastPreview = new HashMap<>();
        for (String[] msg : incoming) {
            threads.computeIfAbsent(msg[0], k -> new ArrayList<>()).add(msg[1]);
            int count = unread.merge(msg[0], 1, Integer::sum);
            lastPreview.put(msg[0], msg[1]);
            System.out.println(String.format("%-8s +1 -> %d unread: %s", msg[0], count, msg[1]));
        }
        System.out.println("threads: " + threads);
        System.out.println("unread: " + unread);
        System.out.println("last from bob: " + lastPreview.get("bob"));
        System.out.println("has preview for erin? " + lastPreview.containsKey("erin"));

        // opening a thread marks two messages read; zero removes the badge
        for (String who : new String[] {"alice", "dave", "erin"}) {
            Integer after = unread.computeIfPresent(who, (k, v) -> v - 2 <= 0 ? null : v - 2);
            System.out.println("open " + who + " -> " + after + " | " + unread);
        }
        System.out.println("erin unread (default): " + unread.getOrDefault("erin", 0));
        System.out.println("putIfAbsent erin: " + unread.putIfAbsent("erin", 0));
        System.out.println("putIfAbsent bob: " + unread.putIfAbsent("bob", 0));
        System.out.println("unread: " + unread);

        // priority senders get double weight in the badge total
        unread.replaceAll((k, v) -> k.equals("carol") ? v * 2 : v);
        System.out.println("weighted: " + unread);
        int badge = 0;
        for (int v : unread.values()) {
            badge += v;
        }
        System.out.println("badge total " + badge);

        // drop empty conversations by value
        boolean changed = unread.values().removeIf(v -> v.equals(0));
        System.out.println("removed zeros? " + changed + " -> " + unread);
        changed = unread.values().removeIf(v -> v > 100);
        System.out.println("removed >100? " + changed + " -> " + unread);

        // archive short messages via explicit iterator
        for (Map.Entry<String, List<String>> e : threads.entrySet()) {
            Iterator<String> it = e.getValue().iterator();
            while (it.hasNext()) {
                String text = it.next();
                if (text.length() <= 4) {
                    it.remove();
                    System.out.println("archived '" + text + "' from " + e.getKey());
                }
            }
        }
        threads.entrySet().removeIf(e -> e.getValue().isEmpty());
        System.out.println("threads now: " + threads);

        // compute: toggle a mute flag stored as a string
        Map<String, String> mute = new TreeMap<>();
        for (String who : new String[] {"bob", "carol", "bob", "bob", "alice"}) {
            String state = mute.compute(who, (k, v) -> v == null ? "muted" : v.equals("muted") ? "unmuted" : "muted");
            System.out.println("toggle " + who + " -> " + state);
        }
        System.out.println("mute: " + mute);

        // message counts per thread, then merge with a remove function
        TreeMap<String, Integer> sizes = new TreeMap<>();
        threads.forEach((k, v) -> sizes.put(k, v.size()));
        System.out.println("sizes: " + sizes);
        sizes.merge("bob", -2, (a, b) -> a + b == 0 ? null : a + b);
        sizes.merge("alice", 5, Integer::sum);
        sizes.merge("zed", 1, Integer::sum);
        System.out.println("after merges: " + sizes);
        System.out.println("keys: " + sizes.keySet() + " first=" + sizes.firstKey());
    }
}
