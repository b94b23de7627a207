import java.util.*;

public class ChatInnerClasses {
    interface Listener { void onMessage(String from, String text); }
    interface Filter { boolean accept(String text); }

    static class ChatRoom {
        private final String title;
        private int nextId = 1;
        private final List<Message> messages = new ArrayList<>();
        private final List<Listener> listeners = new ArrayList<>();
        int unread = 0;

        ChatRoom(String title) { this.title = title; }

        class Message {
            final int id;
            final String author;
            String text;
            int unread = -1;

            Message(String author, String text) {
                this.id = nextId++;
                this.author = author;
                this.text = text;
                ChatRoom.this.unread++;
            }

            String header() { return "#" + id + "@" + title + " by " + author; }

            void edit(String newText) {
                text = newText + " (edited)";
                log("edit " + id);
            }

            String unreadInfo() { return "msg.unread=" + unread + " room.unread=" + ChatRoom.this.unread; }
        }

        class Participant {
            final String name;
            int sent;
            Participant(String name) { this.name = name; }
            Message say(String text) {
                sent++;
                Message m = new Message(name, text);
                messages.add(m);
                for (Listener l : listeners) l.onMessage(name, text);
                return m;
            }
        }

        private final List<String> audit = new ArrayList<>();
        void log(String s) { audit.add(title + ":" + s); }

        void markAllRead() { unread = 0; }

        List<String> search(String word, int maxResults) {
            final String needle = word.toLowerCase();
            class Hit implements Comparable<Hit> {
                final Message m;
                final int pos;
                Hit(Message m) { this.m = m; this.pos = m.text.toLowerCase().indexOf(needle); }
                boolean found() { return pos >= 0; }
                public int compareTo(Hit o) { return pos != o.pos ? Integer.compare(pos, o.pos) : Integer.compare(m.id, o.m.id); }
                String show() { return m.id + "@" + pos + "/" + maxResults; }
            }
            List<Hit> hits = new ArrayList<>();
            for (Message m : messages) {
                Hit h = new Hit(m);
                if (h.found()) hits.add(h);
            }
            Collections.sort(hits);
            List<String> out = new ArrayList<>();
            for (Hit h : hits) {
                if (out.size() >= maxResults) break;
                out.add(h.show());
            }
            return out;
        }

        Filter profanityFilter(String... banned) {
            List<String> words = Arrays.asList(banned);
            return new Filter() {
                int rejected = 0;
                public boolean accept(String text) {
                    for (String w : words) {
                        if (text.toLowerCase().contains(w)) {
                            rejected++;
                            log("rejected#" + rejected + " in " + title);
                            return false;
                        }
                    }
                    return true;
                }
                @Override public String toString() { return "Filter(" + words + ", rejected=" + rejected + ")"; }
            };
        }
    }

    public static void main(String[] args) {
        ChatRoom room = new ChatRoom("general");
        StringBuilder feed = new StringBuilder();
        int[] counter = {0};
        room.listeners.add((from, text) -> feed.append(from.charAt(0)).append(text.length()).append(' '));
        room.listeners.add(new Listener() {
            private String last = "none";
            public void onMessage(String from, String text) {
                counter[0]++;
                System.out.println("  notify#" + counter[0] + " " + from + " (prev " + last + "): " + text);
                last = from;
            }
        });

        ChatRoom.Participant alice = room.new Participant("alice");
        ChatRoom.Participant bob = room.new Participant("bob");
        ChatRoom.Message m1 = alice.say("Hi Bob, lunch today?");
        ChatRoom.Message m2 = bob.say("Sure! Pizza or sushi?");
        System.out.println(m1.header() + " | " + m1.unreadInfo());
        room.markAllRead();
        ChatRoom.Message m3 = alice.say("pizza, definitely PIZZA");
        System.out.println(m3.header() + " | " + m3.unreadInfo());
        m2.edit("Sure! Pizza?");
        System.out.println("m2 text=" + m2.text);

        ChatRoom other = new ChatRoom("random");
        ChatRoom.Message stray = other.new Message("carol", "pizza party");
        System.out.println(stray.header() + " | " + stray.unreadInfo() + " | general unread=" + room.unread);
        System.out.println("stray in general? " + room.messages.contains(stray) + " other size=" + other.messages.size());

        System.out.println("search pizza: " + room.search("PIZZA", 5));
        System.out.println("search pizza max1: " + room.search("pizza", 1));
        System.out.println("search bob: " + room.search("bob", 3) + " search xyz: " + room.search("xyz", 3));

        Filter f = room.profanityFilter("darn", "heck");
        String[] drafts = {"what the heck", "fine", "DARN it", "ok then"};
        for (String d : drafts) {
            if (f.accept(d)) bob.say(d);
        }
        System.out.println("filter=" + f);
        System.out.println("feed=" + feed.toString().trim());
        System.out.println("alice sent=" + alice.sent + " bob sent=" + bob.sent + " nextId=" + room.nextId + " unread=" + room.unread);

        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int idx = i;
            String who = i % 2 == 0 ? "alice" : "bob";
            tasks.add(() -> System.out.println("  task " + idx + " for " + who + " msgs=" + room.messages.size()));
        }
        alice.say("last one");
        for (Runnable r : tasks) r.run();
        for (String a : room.audit) System.out.println("audit " + a);
        System.out.println("other audit=" + other.audit + " other nextId=" + other.nextId);
    }
}
