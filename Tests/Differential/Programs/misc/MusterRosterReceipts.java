import java.util.*;

public class MusterRosterReceipts {

    enum Status { PRESENT, LATE, ABSENT, EXCUSED }

    static final class Member implements Comparable<Member> {
        private final String id;
        private final String name;
        private final String squad;
        private int lateCount;

        Member(String id, String name, String squad) {
            this.id = id;
            this.name = name;
            this.squad = squad;
        }

        String getId() { return id; }
        String getName() { return name; }
        String getSquad() { return squad; }
        int getLateCount() { return lateCount; }
        void incrementLate() { lateCount++; }

        @Override
        public int compareTo(Member o) {
            int c = squad.compareTo(o.squad);
            return c != 0 ? c : name.compareTo(o.name);
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Member)) return false;
            return id.equals(((Member) o).id);
        }

        @Override
        public int hashCode() { return Objects.hash(id, squad); }

        @Override
        public String toString() { return name + "(" + id + "/" + squad + ")"; }
    }

    static final class Announcement {
        private final int seq;
        private final String title;
        private final Set<String> readBy = new TreeSet<>();

        Announcement(int seq, String title) { this.seq = seq; this.title = title; }

        void markRead(String memberId) { readBy.add(memberId); }
        boolean isReadBy(String memberId) { return readBy.contains(memberId); }
        int readCount() { return readBy.size(); }
        Set<String> getReadBy() { return Collections.unmodifiableSet(readBy); }

        @Override
        public String toString() { return "#" + seq + " '" + title + "' reads=" + readBy.size(); }
    }

    static class Roster {
        private final Map<String, Member> members = new LinkedHashMap<>();
        private final List<Map<String, Status>> musters = new ArrayList<>();
        private final List<Announcement> announcements = new ArrayList<>();
        private int nextSeq = 100;

        void add(Member m) { members.put(m.getId(), m); }

        int muster(Map<String, Status> marks) {
            Map<String, Status> copy = new LinkedHashMap<>();
            for (String id : members.keySet()) {
                Status s = marks.getOrDefault(id, Status.ABSENT);
                copy.put(id, s);
                if (s == Status.LATE) members.get(id).incrementLate();
            }
            musters.add(copy);
            return musters.size() - 1;
        }

        Announcement announce(String title) {
            Announcement a = new Announcement(nextSeq, title);
            nextSeq += 7;
            announcements.add(a);
            return a;
        }

        double attendanceRate(String id) {
            int present = 0;
            for (Map<String, Status> m : musters) {
                Status s = m.get(id);
                if (s == Status.PRESENT || s == Status.LATE) present++;
            }
            return musters.isEmpty() ? 0.0 : (double) present / musters.size();
        }

        EnumMap<Status, Integer> tally(int index) {
            EnumMap<Status, Integer> t = new EnumMap<>(Status.class);
            for (Status s : Status.values()) t.put(s, 0);
            for (Status s : musters.get(index).values()) t.merge(s, 1, Integer::sum);
            return t;
        }

        List<String> unreadFor(Announcement a) {
            List<String> out = new ArrayList<>();
            for (Member m : members.values()) if (!a.isReadBy(m.getId())) out.add(m.getName());
            return out;
        }

        Collection<Member> all() { return members.values(); }
        List<Announcement> getAnnouncements() { return announcements; }
    }

    public static void main(String[] args) {
        Roster r = new Roster();
        String[][] data = {
            {"m01", "Avery", "Blue"}, {"m02", "Jordan", "Red"}, {"m03", "Casey", "Blue"},
            {"m04", "Riley", "Green"}, {"m05", "Morgan", "Red"}, {"m06", "Quinn", "Green"},
        };
        for (String[] d : data) r.add(new Member(d[0], d[1], d[2]));
        System.out.println("members=" + r.all().size());

        Status[] cycle = Status.values();
        for (int day = 0; day < 5; day++) {
            Map<String, Status> marks = new HashMap<>();
            int k = 0;
            for (Member m : r.all()) {
                int idx = Math.floorMod(day * 3 + k * 5 - 2, 7);
                if (idx < cycle.length) marks.put(m.getId(), cycle[idx]);
                k++;
            }
            int i = r.muster(marks);
            System.out.println("muster " + i + " tally=" + r.tally(i));
        }

        for (Member m : r.all()) {
            System.out.printf("%-7s rate=%.3f late=%d hash=%d%n", m.getName(), r.attendanceRate(m.getId()), m.getLateCount(), m.hashCode());
        }

        List<Member> sorted = new ArrayList<>(r.all());
        Collections.sort(sorted);
        System.out.println("sorted=" + sorted);
        sorted.sort(Comparator.comparingInt(Member::getLateCount).reversed().thenComparing(Member::getName));
        System.out.println("by late desc=" + sorted);

        Announcement a1 = r.announce("Drill at 0900");
        Announcement a2 = r.announce("Uniform inspection");
        Announcement a3 = r.announce("Holiday schedule");
        String[] readers = {"m03", "m01", "m05", "m03", "m06", "m02"};
        for (int i = 0; i < readers.length; i++) {
            Announcement target = r.getAnnouncements().get(i % 3);
            target.markRead(readers[i]);
            if (i % 2 == 0) a1.markRead(readers[i]);
        }
        for (Announcement a : r.getAnnouncements()) {
            System.out.println(a + " readBy=" + a.getReadBy() + " unread=" + r.unreadFor(a));
        }
        try {
            a2.getReadBy().add("m99");
            System.out.println("mutated?!");
        } catch (UnsupportedOperationException e) {
            System.out.println("readBy is read-only");
        }

        Map<String, List<String>> bySquad = new TreeMap<>();
        for (Member m : r.all()) bySquad.computeIfAbsent(m.getSquad(), s -> new ArrayList<>()).add(m.getName());
        for (Map.Entry<String, List<String>> e : bySquad.entrySet()) {
            System.out.println("squad " + e.getKey() + " -> " + String.join(",", e.getValue()));
        }

        Member avery = new Member("m01", "Avery Copy", "Blue");
        Member first = r.all().iterator().next();
        System.out.println("equals by id: " + first.equals(avery) + " sameHash=" + (first.hashCode() == avery.hashCode()));
        Member other = new Member("m01", "Avery", "Red");
        System.out.println("equal but hash differs: " + first.equals(other) + " " + (first.hashCode() == other.hashCode()));

        int totalReads = 0;
        for (Announcement a : r.getAnnouncements()) totalReads += a.readCount();
        double pct = 100.0 * totalReads / (r.getAnnouncements().size() * r.all().size());
        System.out.println("total reads=" + totalReads + " pct=" + pct + " rounded=" + Math.round(pct));
        System.out.println("a3 read by m03? " + a3.isReadBy("m03") + ", by m04? " + a3.isReadBy("m04"));
        ListIterator<Member> li = sorted.listIterator(sorted.size());
        while (li.hasPrevious()) {
            int pos = li.previousIndex();
            Member m = li.previous();
            System.out.println("rev[" + pos + "] " + m.getName() + " squadLen=" + m.getSquad().length() + " late=" + m.getLateCount());
        }
        System.out.println("status compare LATE vs EXCUSED=" + Status.LATE.compareTo(Status.EXCUSED) + " valueOf=" + Status.valueOf("ABSENT").ordinal());
    }
}
