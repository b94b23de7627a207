import java.util.*;

public class EvtTypingIndicator {
    interface Listener<T> {
        void handle(T signal);
    }

    static class ChatSignal {
        final String user;
        final int tick;
        ChatSignal(String user, int tick) { this.user = user; this.tick = tick; }
        String describe() { return user + "@" + tick; }
        @Override
        public String toString() { return "Signal(" + describe() + ")"; }
    }

    static class TypingSignal extends ChatSignal {
        final boolean typing;
        TypingSignal(String user, int tick, boolean typing) { super(user, tick); this.typing = typing; }
        @Override
        public String toString() { return "Typing(" + describe() + ", " + (typing ? "start" : "stop") + ")"; }
    }

    static class ReadReceipt extends ChatSignal {
        final int messageId;
        ReadReceipt(String user, int tick, int messageId) { super(user, tick); this.messageId = messageId; }
        @Override
        public String toString() { return "Read(" + describe() + ", msg " + messageId + ")"; }
    }

    static class Feed<T> {
        final String room;
        final String kind;
        boolean throttled;
        int throttleGap = 2;
        private final List<Listener<? super T>> listeners = new ArrayList<>();
        private final List<T> recent = new ArrayList<>();
        private int lastEmitTick = -100;
        private int suppressed;
        private int emitted;

        Feed(String room, String kind) { this.room = room; this.kind = kind; }

        void subscribe(Listener<? super T> l) { listeners.add(l); }
        void addListener(Listener<? super T> l) { listeners.add(l); }
        void unsubscribe(Listener<? super T> l) { listeners.remove(l); }
        boolean has(Object l) { return listeners.contains(l); }

        boolean emit(T signal, int tick) {
            if (throttled && tick - lastEmitTick < throttleGap) {
                suppressed++;
                return false;
            }
            lastEmitTick = tick;
            emitted++;
            recent.add(signal);
            if (recent.size() > 3) recent.remove(0);
            for (Listener<? super T> l : listeners) {
                l.handle(signal);
            }
            return true;
        }

        T mostRecent() { return recent.isEmpty() ? null : recent.get(recent.size() - 1); }
        int recentCount() { return recent.size(); }
        String key() { return room + "/" + kind; }
        String counters() { return key() + " emitted=" + emitted + " suppressed=" + suppressed + " listeners=" + listeners.size(); }
    }

    static class IndicatorView implements Listener<TypingSignal> {
        final TreeMap<String, Integer> typingSince = new TreeMap<>();
        final int timeout;
        IndicatorView(int timeout) { this.timeout = timeout; }
        @Override
        public void handle(TypingSignal s) {
            if (s.typing) {
                typingSince.put(s.user, s.tick);
            } else {
                typingSince.remove(s.user);
            }
        }
        void expire(int now) {
            List<String> gone = new ArrayList<>();
            for (Map.Entry<String, Integer> e : typingSince.entrySet()) {
                if (now - e.getValue() >= timeout) gone.add(e.getKey());
            }
            for (String g : gone) {
                typingSince.remove(g);
                System.out.println("    (typing timeout for " + g + ")");
            }
        }
        String banner() {
            List<String> names = new ArrayList<>(typingSince.keySet());
            if (names.isEmpty()) return "";
            if (names.size() == 1) return names.get(0) + " is typing...";
            if (names.size() == 2) return names.get(0) + " and " + names.get(1) + " are typing...";
            return names.size() + " people are typing...";
        }
    }

    static class LastSeen implements Listener<ChatSignal> {
        final TreeMap<String, Integer> seen = new TreeMap<>();
        @Override
        public void handle(ChatSignal s) {
            Integer prev = seen.get(s.user);
            if (prev == null || prev.intValue() < s.tick) seen.put(s.user, s.tick);
        }
    }

    static class DebugTap implements Listener<Object> {
        int count;
        final String prefix;
        DebugTap(String prefix) { this.prefix = prefix; }
        @Override
        public void handle(Object signal) {
            count++;
            System.out.println("    " + prefix + count + " " + signal);
        }
    }

    public static void main(String[] args) {
        Feed<TypingSignal> typing = new Feed<>("general", "typing");
        Feed<ReadReceipt> receipts = new Feed<>("general", "read");
        Feed<String> presence = new Feed<>("general", "presence");
        List<Feed<?>> feeds = new ArrayList<>();
        feeds.add(typing);
        feeds.add(receipts);
        feeds.add(presence);

        IndicatorView view = new IndicatorView(3);
        typing.subscribe(view);
        LastSeen lastSeen = new LastSeen();
        typing.subscribe(lastSeen);
        receipts.subscribe(lastSeen);
        DebugTap tap = new DebugTap("dbg#");
        for (Feed<?> f : feeds) {
            f.addListener(tap);
        }
        List<String> online = new ArrayList<>();
        Listener<String> presenceList = new Listener<String>() {
            @Override
            public void handle(String s) {
                String user = s.substring(1);
                if (s.startsWith("+")) {
                    if (!online.contains(user)) online.add(user);
                } else {
                    online.remove(user);
                }
            }
        };
        presence.subscribe(presenceList);

        typing.throttled = true;
        String[] script = {
            "1 +alice", "1 +bob", "2 T alice", "2 T bob", "3 T alice", "4 R carol 17",
            "5 +carol", "5 T carol", "6 S alice", "7 T dave", "8 R bob 18", "9 T carol",
            "10 -bob", "11 R alice 18", "12 T alice", "14 S carol",
        };
        int detachAt = 9;
        for (String line : script) {
            String[] parts = line.split(" ");
            int tick = Integer.parseInt(parts[0]);
            if (tick == detachAt && tap.count > 0) {
                System.out.println("  tick " + tick + ": detaching debug tap from typing (attached=" + typing.has(tap) + ")");
                typing.unsubscribe(tap);
                detachAt = -1;
            }
            boolean delivered;
            if (parts[1].startsWith("+") || parts[1].startsWith("-")) {
                delivered = presence.emit(parts[1], tick);
            } else if (parts[1].equals("R")) {
                delivered = receipts.emit(new ReadReceipt(parts[2], tick, Integer.parseInt(parts[3])), tick);
            } else {
                delivered = typing.emit(new TypingSignal(parts[2], tick, parts[1].equals("T")), tick);
            }
            view.expire(tick);
            String banner = view.banner();
            System.out.println("  tick " + tick + " '" + line + "' delivered=" + delivered
                    + (banner.isEmpty() ? "" : " | " + banner));
        }

        System.out.println("== feeds ==");
        for (Feed<?> f : feeds) {
            Object last = f.mostRecent();
            System.out.println("  " + f.counters() + " recent=" + f.recentCount()
                    + " last=" + (last == null ? "-" : last.toString()));
        }
        System.out.println("== relax throttle ==");
        for (Feed<?> f : feeds) {
            if (f.throttled) {
                f.throttled = false;
                f.throttleGap = 0;
                System.out.println("  unthrottled " + f.key());
            }
        }
        for (Feed<?> f : feeds) {
            if (f.kind.equals("typing")) {
                @SuppressWarnings("unchecked")
                Feed<TypingSignal> tf = (Feed<TypingSignal>) f;
                tf.emit(new TypingSignal("erin", 15, true), 15);
                tf.emit(new TypingSignal("frank", 15, true), 15);
                tf.emit(new TypingSignal("gina", 15, true), 15);
            }
        }
        System.out.println("  banner: " + view.banner());
        view.expire(18);
        System.out.println("  banner after expiry: '" + view.banner() + "'");
        presence.unsubscribe(presenceList);
        System.out.println("  presence listener attached: " + presence.has(presenceList) + ", tap: " + presence.has(tap));
        presence.emit("-alice", 19);
        System.out.println("== final ==");
        System.out.println("  online " + online);
        for (Map.Entry<String, Integer> e : lastSeen.seen.entrySet()) {
            System.out.println("  last seen " + e.getKey() + " at tick " + e.getValue());
        }
        System.out.println("  debug tap count " + tap.count);
    }
}
