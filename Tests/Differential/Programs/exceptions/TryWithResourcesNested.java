import java.util.ArrayList;
import java.util.List;

public class TryWithResourcesNested {
    static final List<String> events = new ArrayList<>();

    static class Conn implements AutoCloseable {
        final String id;

        Conn(String id) {
            this.id = id;
            events.add("open " + id);
        }

        Tx begin(String name, boolean failCommit) {
            return new Tx(this.id + "/" + name, failCommit);
        }

        @Override
        public void close() {
            events.add("close " + id);
        }
    }

    static class Tx implements AutoCloseable {
        final String name;
        final boolean failCommit;
        boolean committed;

        Tx(String name, boolean failCommit) {
            this.name = name;
            this.failCommit = failCommit;
            events.add("begin " + name);
        }

        void commit() {
            if (failCommit) {
                throw new IllegalStateException("commit failed " + name);
            }
            committed = true;
            events.add("commit " + name);
        }

        @Override
        public void close() throws Exception {
            if (!committed) {
                events.add("rollback " + name);
                throw new Exception("rolled back " + name);
            }
            events.add("end " + name);
        }
    }

    public static void main(String[] args) {
        for (boolean fail : new boolean[] {false, true}) {
            events.clear();
            try (Conn c = new Conn("db" + (fail ? "2" : "1"))) {
                try (Tx t1 = c.begin("t1", false); Tx t2 = c.begin("t2", fail)) {
                    t1.commit();
                    t2.commit();
                }
            } catch (Exception e) {
                events.add("caught " + e.getMessage());
                for (Throwable s : e.getSuppressed()) {
                    events.add("suppressed " + s.getMessage());
                }
            }
            for (String ev : events) {
                System.out.println(ev);
            }
            System.out.println("----");
        }
    }
}
