public class PrivateNestedAccess {
    private static int secretCounter = 0;
    private final int id;

    private PrivateNestedAccess(int id) {
        this.id = id;
    }

    private static String tag(int n) {
        return "<" + n + ">";
    }

    static class Factory {
        private int made = 0;

        PrivateNestedAccess make() {
            made++;
            secretCounter += 10;
            return new PrivateNestedAccess(made);
        }

        private String status() {
            return "factory made " + made + ", secret " + secretCounter;
        }
    }

    class Peer {
        private final int offset;

        Peer(int offset) {
            this.offset = offset;
        }

        int combined(PrivateNestedAccess other) {
            return id * 100 + other.id + offset;
        }
    }

    public static void main(String[] args) {
        Factory f = new Factory();
        PrivateNestedAccess a = f.make();
        PrivateNestedAccess b = f.make();
        PrivateNestedAccess c = f.make();
        System.out.println(f.status());
        System.out.println("made field read from outer: " + f.made);
        System.out.println(tag(a.id) + tag(b.id) + tag(c.id));
        Peer p = c.new Peer(5);
        System.out.println("combined " + p.combined(a) + " offset " + p.offset);
        f.made = 0;
        PrivateNestedAccess d = f.make();
        System.out.println("after reset id " + d.id + " " + f.status());
    }
}
