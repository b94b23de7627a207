import java.util.*;

public class EvtNotificationCenter {
    interface Listener<T> {
        void on(T value);
    }

    static class BaseNotice {
        final String title;
        BaseNotice(String title) { this.title = title; }
        String kind() { return "base"; }
        @Override
        public String toString() { return kind() + "(" + title + ")"; }
    }

    static class PromoNotice extends BaseNotice {
        final int discount;
        PromoNotice(String title, int discount) { super(title); this.discount = discount; }
        @Override
        String kind() { return "promo"; }
        @Override
        public String toString() { return "promo(" + title + ", " + discount + "%)"; }
    }

    static class Channel<T> {
        final String name;
        int priority;
        boolean muted;
        String tag = "";
        private final List<Listener<? super T>> listeners = new ArrayList<>();
        private T last;
        private int postCount;
        private int droppedCount;

        Channel(String name, int priority) {
            this.name = name;
            this.priority = priority;
        }

        void subscribe(Listener<? super T> l) {
            if (!listeners.contains(l)) {
                listeners.add(l);
            }
        }

        void addListener(Listener<? super T> l) {
            listeners.add(l);
        }

        boolean unsubscribe(Listener<? super T> l) {
            return listeners.remove(l);
        }

        boolean isSubscribed(Object l) {
            return listeners.contains(l);
        }

        int listenerCount() { return listeners.size(); }

        int post(T value) {
            postCount++;
            last = value;
            if (muted) {
                droppedCount++;
                return 0;
            }
            int delivered = 0;
            for (Listener<? super T> l : new ArrayList<>(listeners)) {
                l.on(value);
                delivered++;
            }
            return delivered;
        }

        T lastValue() { return last; }
        int postCount() { return postCount; }
        int droppedCount() { return droppedCount; }

        String describe() {
            String base = name + "[prio=" + priority + ", muted=" + muted + ", listeners=" + listeners.size()
                    + ", posts=" + postCount + ", dropped=" + droppedCount;
            if (!tag.isEmpty()) {
                base += ", tag=" + tag;
            }
            return base + "]";
        }
    }

    static class BadgeChannel extends Channel<Integer> {
        int total;
        BadgeChannel(String name) { super(name, 5); }
        int bump(int n) {
            total += n;
            return post(total);
        }
    }

    static class Recorder implements Listener<Object> {
        final String id;
        final List<String> seen = new ArrayList<>();
        Recorder(String id) { this.id = id; }
        @Override
        public void on(Object value) {
            seen.add(String.valueOf(value));
            System.out.println("  [" + id + "] got " + value);
        }
    }

    static class NumberSum implements Listener<Number> {
        long sum;
        int count;
        @Override
        public void on(Number n) {
            sum += n.longValue();
            count++;
            System.out.println("  [sum] +" + n + " -> total " + sum + " over " + count);
        }
    }

    static class NoticeLogger implements Listener<BaseNotice> {
        final String id;
        final List<String> kinds = new ArrayList<>();
        NoticeLogger(String id) { this.id = id; }
        @Override
        public void on(BaseNotice n) {
            kinds.add(n.kind());
            System.out.println("  [" + id + "] " + n.kind() + " titled '" + n.title + "'");
        }
    }

    static void dumpAll(Map<String, Channel<?>> center) {
        for (Map.Entry<String, Channel<?>> e : center.entrySet()) {
            System.out.println("  " + e.getKey() + " => " + e.getValue().describe());
        }
    }

    static String lastOf(Channel<?> ch) {
        Object v = ch.lastValue();
        return v == null ? "none" : v.toString();
    }

    public static void main(String[] args) {
        Map<String, Channel<?>> center = new LinkedHashMap<>();
        Channel<String> alerts = new Channel<>("alerts", 3);
        BadgeChannel badges = new BadgeChannel("badges");
        Channel<PromoNotice> promos = new Channel<>("promos", 1);
        Channel<BaseNotice> system = new Channel<>("system", 9);
        center.put("alerts", alerts);
        center.put("badges", badges);
        center.put("promos", promos);
        center.put("system", system);

        System.out.println("== setup ==");
        Recorder audit = new Recorder("audit");
        for (Channel<?> ch : center.values()) {
            ch.addListener(audit);
        }
        NumberSum sum = new NumberSum();
        badges.subscribe(sum);
        NoticeLogger noticeLog = new NoticeLogger("notices");
        promos.subscribe(noticeLog);
        system.subscribe(noticeLog);
        Listener<String> upper = new Listener<String>() {
            @Override
            public void on(String s) {
                System.out.println("  [upper] " + s.toUpperCase());
            }
        };
        alerts.subscribe(upper);
        alerts.subscribe(upper);
        List<String> lengths = new ArrayList<>();
        alerts.addListener(s -> lengths.add(s + ":" + s.length()));
        dumpAll(center);

        System.out.println("== first round ==");
        System.out.println("alerts delivered " + alerts.post("Battery low"));
        System.out.println("badges delivered " + badges.bump(3));
        System.out.println("badges delivered " + badges.bump(2));
        System.out.println("promos delivered " + promos.post(new PromoNotice("Spring sale", 20)));
        System.out.println("system delivered " + system.post(new BaseNotice("Update ready")));

        System.out.println("== mute low priority ==");
        for (Channel<?> ch : center.values()) {
            if (ch.priority < 3) {
                ch.muted = true;
                ch.tag = "quiet";
            } else if (ch.priority > 6) {
                ch.tag = "urgent";
            }
        }
        System.out.println("promos delivered " + promos.post(new PromoNotice("Flash deal", 50)));
        dumpAll(center);

        System.out.println("== unsubscribe ==");
        System.out.println("audit on alerts? " + alerts.isSubscribed(audit));
        System.out.println("removed audit: " + alerts.unsubscribe(audit));
        System.out.println("removed audit again: " + alerts.unsubscribe(audit));
        System.out.println("audit on alerts? " + alerts.isSubscribed(audit));
        System.out.println("upper on alerts? " + alerts.isSubscribed(upper));
        System.out.println("sum on badges? " + badges.isSubscribed(sum) + ", on alerts? " + alerts.isSubscribed(sum));
        System.out.println("alerts delivered " + alerts.post("Wifi lost"));
        System.out.println("removed noticeLog from system: " + system.unsubscribe(noticeLog));

        System.out.println("== typed access ==");
        for (Map.Entry<String, Channel<?>> e : center.entrySet()) {
            Channel<?> ch = e.getValue();
            if (ch instanceof BadgeChannel) {
                BadgeChannel bc = (BadgeChannel) ch;
                bc.bump(10);
                System.out.println("  badge total now " + bc.total);
            }
        }
        @SuppressWarnings("unchecked")
        Channel<String> again = (Channel<String>) center.get("alerts");
        System.out.println("alerts (via cast) delivered " + again.post("Storage almost full"));
        Channel<?> sys = center.get("system");
        if (sys.name.equals("system")) {
            @SuppressWarnings("unchecked")
            Channel<BaseNotice> typed = (Channel<BaseNotice>) sys;
            typed.post(new PromoNotice("Upgrade offer", 15));
        }

        System.out.println("== summary by priority ==");
        List<Channel<?>> sorted = new ArrayList<>(center.values());
        sorted.sort((a, b) -> {
            int c = Integer.compare(b.priority, a.priority);
            return c != 0 ? c : a.name.compareTo(b.name);
        });
        for (Channel<?> ch : sorted) {
            System.out.println("  " + ch.name + " prio " + ch.priority + " last=" + lastOf(ch)
                    + " posts=" + ch.postCount() + " dropped=" + ch.droppedCount() + " listeners=" + ch.listenerCount());
        }
        System.out.println("audit saw " + audit.seen.size() + ": " + String.join(" | ", audit.seen));
        System.out.println("notice kinds: " + noticeLog.kinds);
        System.out.println("lengths: " + lengths);
        System.out.println("sum total " + sum.sum + " count " + sum.count);
    }
}
