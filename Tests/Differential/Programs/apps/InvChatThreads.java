import java.util.*;

public class InvChatThreads {
    public static void main(String[] args) {
        MessageRepository repo = new MessageRepository();
        ChatPresenter presenter = new ChatPresenter(repo);
        final int[] notifications = {0};
        repo.addListener(new MessageListener() {
            @Override
            public void onMessageAdded(Message m) {
                notifications[0]++;
                System.out.println("  notify#" + notifications[0] + " " + m.summary());
            }
            @Override
            public void onMessageStatusChanged(Message m, MessageStatus old) {
                System.out.println("  status " + m.getId() + ": " + old + " -> " + m.getStatus());
            }
        });

        System.out.println("== Conversation ==");
        long a = presenter.post("dana", "Anyone up for lunch?", -1);
        long b = presenter.post("eli", "Sure, where?", a);
        long c = presenter.post("fay", "I'm in", a);
        long d = presenter.post("dana", "The noodle place on 5th", b);
        presenter.post("eli", "Perfect", d);
        long f = presenter.post("gus", "Separate topic: standup moved to 10", -1);
        presenter.post("fay", "Thanks for the heads up", f);
        presenter.post("eli", "Reply to missing parent", 999);
        presenter.post("fay", "   ", -1);
        presenter.markDelivered();
        presenter.markRead("eli");

        System.out.println("== Thread view ==");
        presenter.printThreads();

        System.out.println("== Edits & deletes ==");
        presenter.edit(c, "I'm in, but late");
        presenter.delete(b);
        presenter.printThreads();

        System.out.println("== Stats ==");
        for (Map.Entry<String, Integer> e : repo.countBySender().entrySet()) {
            System.out.println(String.format("%-8s %5d", e.getKey(), e.getValue()));
        }
        System.out.println("Deepest reply depth: " + presenter.maxDepth());
        System.out.println("Unread for dana: " + repo.unreadFor("dana"));
        System.out.println("Mentions of 'place': " + repo.search("place"));
    }
}

enum MessageStatus { SENDING, SENT, DELIVERED, READ, DELETED }

interface MessageListener {
    void onMessageAdded(Message m);
    void onMessageStatusChanged(Message m, MessageStatus old);
}

abstract class ChatItem {
    protected final long id;
    protected final String sender;
    ChatItem(long id, String sender) { this.id = id; this.sender = sender; }
    public long getId() { return id; }
    public String getSender() { return sender; }
    public abstract String summary();
}

class Message extends ChatItem {
    public static final int PREVIEW_LEN = 16;
    private String body;
    private final long parentId;
    private MessageStatus status = MessageStatus.SENDING;
    private boolean edited;
    private final List<Long> replyIds = new ArrayList<>();

    Message(long id, String sender, String body, long parentId) {
        super(id, sender);
        this.body = body;
        this.parentId = parentId;
    }
    public String getBody() { return body; }
    public void setBody(String b) { body = b; edited = true; }
    public long getParentId() { return parentId; }
    public MessageStatus getStatus() { return status; }
    public void setStatus(MessageStatus s) { status = s; }
    public boolean isEdited() { return edited; }
    public List<Long> getReplyIds() { return replyIds; }

    @Override
    public String summary() {
        String preview = body.length() > PREVIEW_LEN ? body.substring(0, PREVIEW_LEN) + "..." : body;
        return "[" + id + "] " + sender + ": " + preview;
    }
}

class MessageRepository {
    private final TreeMap<Long, Message> messages = new TreeMap<>();
    private final List<MessageListener> listeners = new ArrayList<>();
    private long nextId = 100;

    public void addListener(MessageListener l) { listeners.add(l); }
    public long nextId() { return nextId++; }
    public Message get(long id) { return messages.get(id); }
    public Collection<Message> all() { return messages.values(); }

    public void insert(Message m) {
        messages.put(m.getId(), m);
        for (MessageListener l : listeners) l.onMessageAdded(m);
    }

    public void updateStatus(Message m, MessageStatus s) {
        MessageStatus old = m.getStatus();
        if (old == s) return;
        m.setStatus(s);
        for (MessageListener l : listeners) l.onMessageStatusChanged(m, old);
    }

    public TreeMap<String, Integer> countBySender() {
        TreeMap<String, Integer> out = new TreeMap<>();
        for (Message m : messages.values()) {
            if (m.getStatus() != MessageStatus.DELETED) out.put(m.getSender(), out.getOrDefault(m.getSender(), 0) + 1);
        }
        return out;
    }

    public int unreadFor(String user) {
        int n = 0;
        for (Message m : messages.values()) {
            if (!m.getSender().equals(user) && m.getStatus() == MessageStatus.DELIVERED) n++;
        }
        return n;
    }

    public List<Long> search(String term) {
        List<Long> ids = new ArrayList<>();
        for (Message m : messages.values()) if (m.getBody().toLowerCase().contains(term)) ids.add(m.getId());
        return ids;
    }
}

class ChatPresenter {
    private final MessageRepository repo;
    ChatPresenter(MessageRepository repo) { this.repo = repo; }

    public long post(String sender, String body, long parentId) {
        if (body.trim().isEmpty()) {
            System.out.println("Rejected empty message from " + sender);
            return -1;
        }
        long pid = parentId;
        if (pid >= 0 && repo.get(pid) == null) {
            System.out.println("Parent " + pid + " not found; posting as new thread");
            pid = -1;
        }
        Message m = new Message(repo.nextId(), sender, body, pid);
        repo.insert(m);
        repo.updateStatus(m, MessageStatus.SENT);
        if (pid >= 0) repo.get(pid).getReplyIds().add(m.getId());
        return m.getId();
    }

    public void markDelivered() {
        for (Message m : repo.all()) if (m.getStatus() == MessageStatus.SENT) repo.updateStatus(m, MessageStatus.DELIVERED);
    }

    public void markRead(String reader) {
        for (Message m : repo.all()) {
            if (!m.getSender().equals(reader) && m.getStatus() == MessageStatus.DELIVERED) repo.updateStatus(m, MessageStatus.READ);
        }
    }

    public void edit(long id, String newBody) {
        Message m = repo.get(id);
        if (m != null) {
            m.setBody(newBody);
            System.out.println("Edited " + id + " -> " + m.summary());
        }
    }

    public void delete(long id) {
        Message m = repo.get(id);
        if (m != null) repo.updateStatus(m, MessageStatus.DELETED);
    }

    public void printThreads() {
        for (Message m : repo.all()) {
            if (m.getParentId() < 0) printNode(m, 0);
        }
    }

    private void printNode(Message m, int depth) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) sb.append("  ");
        if (m.getStatus() == MessageStatus.DELETED) {
            sb.append("(deleted message)");
        } else {
            sb.append(m.getSender()).append(": ").append(m.getBody());
            if (m.isEdited()) sb.append(" (edited)");
            sb.append(" [").append(m.getStatus().name().toLowerCase()).append("]");
        }
        System.out.println(sb.toString());
        for (Long rid : m.getReplyIds()) printNode(repo.get(rid), depth + 1);
    }

    public int maxDepth() {
        int best = 0;
        for (Message m : repo.all()) {
            int d = 0;
            Message cur = m;
            while (cur.getParentId() >= 0) {
                cur = repo.get(cur.getParentId());
                d++;
            }
            best = Math.max(best, d);
        }
        return best;
    }
}
