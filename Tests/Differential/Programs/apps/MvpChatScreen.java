import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class MvpChatScreen {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    enum ConnState { DISCONNECTED, CONNECTING, CONNECTED, RECONNECTING }

    static class ChatItem {
        final int id;
        ChatItem(int id) { this.id = id; }
        String describe() { return "item#" + id; }
        @Override public String toString() { return describe(); }
    }

    static class Message extends ChatItem {
        final String author;
        final String text;
        boolean delivered;
        Message(int id, String author, String text) {
            super(id);
            this.author = author;
            this.text = text;
        }
        @Override String describe() {
            return "#" + id + " " + author + ": " + text + (delivered ? " [ok]" : " [pending]");
        }
    }

    static class ChatRoom {
        private final String name;
        private final List<Message> history = new ArrayList<>();
        private final List<Listener<? super Message>> listeners = new ArrayList<>();
        private int nextId = 1;

        ChatRoom(String name) { this.name = name; }

        void addListener(Listener<? super Message> l) { listeners.add(l); }
        void removeListener(Listener<? super Message> l) {
            boolean removed = listeners.remove(l);
            System.out.println("  room " + name + ": removeListener -> " + removed + ", left=" + listeners.size());
        }

        Message post(String author, String text) {
            return deliver(author, text, true);
        }

        Message postLocal(String author, String text) {
            return deliver(author, text, false);
        }

        private Message deliver(String author, String text, boolean alreadyDelivered) {
            Message m = new Message(nextId++, author, text);
            m.delivered = alreadyDelivered;
            history.add(m);
            for (Listener<? super Message> l : new ArrayList<>(listeners)) {
                l.onChange(m);
            }
            return m;
        }

        List<Message> getHistory() { return history; }
    }

    static class FakeSocket {
        private int sendsUntilFailure;
        boolean up = true;
        FakeSocket(int sendsUntilFailure) { this.sendsUntilFailure = sendsUntilFailure; }

        void connect(Callback<String> cb) {
            if (up) cb.onSuccess("session-" + (sendsUntilFailure + 40));
            else cb.onError("host down");
        }

        void send(Message m, Callback<Integer> cb) {
            if (!up) { cb.onError("socket closed"); return; }
            sendsUntilFailure--;
            if (sendsUntilFailure == 0) {
                up = false;
                cb.onError("connection reset");
            } else {
                cb.onSuccess(m.id * 100 + m.text.length());
            }
        }
    }

    interface ChatView {
        void showConnection(String status);
        void appendMessage(String line);
        void showUnread(int count);
        void showTyping(String who);
    }

    static class RecordingChatView implements ChatView {
        final List<String> log = new ArrayList<>();
        private void rec(String s) { log.add(s); System.out.println("    view: " + s); }
        public void showConnection(String status) { rec("connection=" + status); }
        public void appendMessage(String line) { rec("append " + line); }
        public void showUnread(int count) { rec("unread=" + count); }
        public void showTyping(String who) { rec(who.isEmpty() ? "typing cleared" : who + " is typing..."); }
    }

    static class ChatPresenter {
        private final ChatView view;
        private final ChatRoom room;
        private final FakeSocket socket;
        private ConnState state = ConnState.DISCONNECTED;
        private final List<Message> outbox = new ArrayList<>();
        private final String me;

        private final Listener<Message> roomListener = new Listener<Message>() {
            @Override
            public void onChange(Message m) {
                view.appendMessage(m.describe());
                if (!m.author.equals(me)) view.showTyping("");
            }
        };

        ChatPresenter(ChatView view, ChatRoom room, FakeSocket socket, String me) {
            this.view = view; this.room = room; this.socket = socket; this.me = me;
        }

        private void go(ConnState next) {
            System.out.println("  conn " + state + " => " + next);
            state = next;
            view.showConnection(next.name().toLowerCase());
        }

        void onResume() {
            System.out.println("onResume");
            room.addListener(roomListener);
            connect();
        }

        void onPause() {
            System.out.println("onPause");
            room.removeListener(roomListener);
        }

        private void connect() {
            go(state == ConnState.DISCONNECTED ? ConnState.CONNECTING : ConnState.RECONNECTING);
            socket.connect(new Callback<String>() {
                public void onSuccess(String session) {
                    System.out.println("  connected with " + session);
                    go(ConnState.CONNECTED);
                    flushOutbox();
                }
                public void onError(String message) {
                    System.out.println("  connect failed: " + message);
                    go(ConnState.DISCONNECTED);
                }
            });
        }

        void onSend(String text) {
            System.out.println("send \"" + text + "\"");
            if (text.trim().isEmpty()) { System.out.println("  ignored blank"); return; }
            Message m = room.postLocal(me, text);
            outbox.add(m);
            if (state == ConnState.CONNECTED) flushOutbox();
            else System.out.println("  queued, outbox=" + outbox.size());
        }

        void onRemoteTyping(String who) { view.showTyping(who); }

        private void flushOutbox() {
            while (!outbox.isEmpty() && state == ConnState.CONNECTED) {
                final Message m = outbox.get(0);
                socket.send(m, new Callback<Integer>() {
                    public void onSuccess(Integer ack) {
                        m.delivered = true;
                        outbox.remove(0);
                        System.out.println("  ack " + ack + " for #" + m.id);
                    }
                    public void onError(String message) {
                        System.out.println("  send #" + m.id + " failed: " + message);
                        go(ConnState.RECONNECTING);
                    }
                });
            }
        }

        void onNetworkBack() {
            System.out.println("network back");
            socket.up = true;
            connect();
        }

        int pending() { return outbox.size(); }
    }

    static class UnreadBadge implements Listener<ChatItem> {
        int unread = 0;
        final ChatView view;
        UnreadBadge(ChatView view) { this.view = view; }
        public void onChange(ChatItem item) {
            unread++;
            view.showUnread(unread);
        }
    }

    public static void main(String[] args) {
        ChatRoom room = new ChatRoom("general");
        RecordingChatView view = new RecordingChatView();
        FakeSocket socket = new FakeSocket(3);
        ChatPresenter presenter = new ChatPresenter(view, room, socket, "me");

        final TreeMap<String, Integer> perAuthor = new TreeMap<>();
        Listener<Object> statsListener = new Listener<Object>() {
            public void onChange(Object o) {
                String key = (o instanceof Message) ? ((Message) o).author : "?";
                perAuthor.put(key, perAuthor.getOrDefault(key, 0) + 1);
            }
        };
        room.addListener(statsListener);

        presenter.onResume();
        presenter.onRemoteTyping("ann");
        room.post("ann", "hi there");
        presenter.onSend("hello ann");
        presenter.onSend("   ");
        presenter.onSend("how are you?");
        presenter.onSend("this one breaks");
        presenter.onSend("queued while down");
        presenter.onNetworkBack();

        presenter.onPause();
        UnreadBadge badge = new UnreadBadge(view);
        room.addListener(badge);
        room.post("ann", "you there?");
        room.post("ben", "ping");
        presenter.onPause();
        room.removeListener(badge);
        presenter.onResume();
        room.post("ann", "welcome back");

        System.out.println("pending: " + presenter.pending() + ", badge unread: " + badge.unread);
        System.out.println("messages per author:");
        for (String a : perAuthor.keySet()) System.out.println("  " + a + " -> " + perAuthor.get(a));
        System.out.println("history:");
        for (Message m : room.getHistory()) System.out.println("  " + m);
        System.out.println("view log size: " + view.log.size());
    }
}
