import java.util.*;

public class BriefMusterRollCall {
    public static void main(String[] args) {
        MusterRepository repo = new MusterRepository();
        List<String> log = new ArrayList<>();
        repo.addListener((id, annId) -> log.add(id + "->" + annId));
        repo.add(new Member("m1", "Ortiz"));
        repo.add(new Member("m2", "Baker"));
        repo.add(new Member("m3", "Chen", MemberStatus.EXCUSED));
        repo.add(new Member("m4", "Adams"));
        try {
            repo.add(new Member("m2", "Dup"));
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        String[][] calls = {{"m1", "P"}, {"m2", "A"}, {"m4", "P"}, {"m3", "X"}};
        for (String[] c : calls) {
            try {
                repo.roll(c[0], c[1]);
                System.out.println("Roll " + c[0] + " = " + c[1]);
            } catch (IllegalArgumentException e) {
                System.out.println("Roll failed: " + e.getMessage());
            }
        }
        for (Member m : repo.sorted()) System.out.println("  " + m);
        for (Map.Entry<MemberStatus, Integer> e : repo.tally().entrySet())
            System.out.println(String.format("%-8s %5d", e.getKey().getLabel(), e.getValue()));
        Announcement a1 = repo.announce("Fire drill at noon");
        Announcement a2 = repo.announce("Gate 3 closed");
        System.out.println("ack m1 a1: " + repo.acknowledge("m1", a1));
        System.out.println("ack m1 a1 again: " + repo.acknowledge("m1", a1));
        System.out.println("ack m4 a1: " + repo.acknowledge("m4", a1));
        System.out.println("ack m2 a2: " + repo.acknowledge("m2", a2));
        try {
            repo.acknowledge("m9", a2);
        } catch (IllegalArgumentException e) {
            System.out.println("Error: " + e.getMessage());
        }
        System.out.println(a1);
        System.out.println(a2);
        System.out.println("Pending a1: " + repo.unacknowledged(a1));
        System.out.println("Listener log: " + log);
        System.out.println("m1 equals copy: " + new Member("m1", "X").equals(new Member("m1", "Y")));
        System.out.println(String.format("Ack rate a1: %.2f", a1.getAcks().size() * 100.0 / 4));
    }
}

enum MemberStatus {
    PRESENT("P", "Present"), ABSENT("A", "Absent"), EXCUSED("E", "Excused"), UNKNOWN("U", "Unknown");
    private final String code;
    private final String label;
    MemberStatus(String code, String label) { this.code = code; this.label = label; }
    public String getCode() { return code; }
    public String getLabel() { return label; }
    public static MemberStatus fromCode(String code) {
        for (MemberStatus s : values()) if (s.code.equals(code)) return s;
        throw new IllegalArgumentException("Unknown status code: " + code);
    }
}

interface OnAcknowledgedListener {
    void onAcknowledged(String memberId, int announcementId);
}

class Member {
    private final String id;
    private final String name;
    private MemberStatus status;
    public Member(String id, String name) { this(id, name, MemberStatus.UNKNOWN); }
    public Member(String id, String name, MemberStatus status) {
        if (id == null || id.isEmpty()) throw new IllegalArgumentException("id required");
        this.id = id;
        this.name = name;
        this.status = status;
    }
    public String getId() { return id; }
    public String getName() { return name; }
    public MemberStatus getStatus() { return status; }
    public void setStatus(MemberStatus status) { this.status = status; }
    @Override public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Member)) return false;
        return id.equals(((Member) o).id);
    }
    @Override public int hashCode() { return id.hashCode(); }
    @Override public String toString() { return "Member{" + id + ", " + name + ", " + status.getLabel() + "}"; }
}

class Announcement {
    private static int nextId = 1;
    private final int id;
    private final String text;
    private final Set<String> acks = new LinkedHashSet<>();
    public Announcement(String text) { this.id = nextId++; this.text = text; }
    public int getId() { return id; }
    public Set<String> getAcks() { return acks; }
    @Override public String toString() { return "#" + id + " '" + text + "' acks=" + acks; }
}

class MusterRepository {
    private final List<Member> members = new ArrayList<>();
    private final Map<String, Member> byId = new LinkedHashMap<>();
    private final List<Announcement> announcements = new ArrayList<>();
    private final List<OnAcknowledgedListener> listeners = new ArrayList<>();

    public void addListener(OnAcknowledgedListener l) { listeners.add(l); }
    public void add(Member m) {
        if (byId.containsKey(m.getId())) throw new IllegalArgumentException("duplicate id " + m.getId());
        members.add(m);
        byId.put(m.getId(), m);
    }
    public Announcement announce(String text) {
        Announcement a = new Announcement(text);
        announcements.add(a);
        return a;
    }
    public boolean acknowledge(String memberId, Announcement a) {
        if (!byId.containsKey(memberId)) throw new IllegalArgumentException("no member " + memberId);
        boolean added = a.getAcks().add(memberId);
        if (added) for (OnAcknowledgedListener l : listeners) l.onAcknowledged(memberId, a.getId());
        return added;
    }
    public void roll(String memberId, String code) { byId.get(memberId).setStatus(MemberStatus.fromCode(code)); }
    public List<Member> sorted() {
        List<Member> copy = new ArrayList<>(members);
        copy.sort(Comparator.comparing(Member::getStatus).thenComparing(Member::getName));
        return copy;
    }
    public Map<MemberStatus, Integer> tally() {
        Map<MemberStatus, Integer> t = new TreeMap<>();
        for (Member m : members) t.merge(m.getStatus(), 1, Integer::sum);
        return t;
    }
    public List<Member> unacknowledged(Announcement a) {
        List<Member> out = new ArrayList<>();
        for (Member m : members) if (!a.getAcks().contains(m.getId())) out.add(m);
        return out;
    }
}
