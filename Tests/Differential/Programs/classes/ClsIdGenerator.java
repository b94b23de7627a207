import java.util.ArrayList;
import java.util.List;

public class ClsIdGenerator {
    private static int nextSerial = 1000;
    private static final String PREFIX = "ID";
    private static int issuedTotal;

    private final String scope;
    private int issuedHere;

    ClsIdGenerator(String scope) {
        this.scope = scope;
    }

    String next() {
        issuedHere++;
        issuedTotal++;
        int serial = nextSerial;
        nextSerial += IdPolicy.STEP;
        return PREFIX + "-" + scope + "-" + serial;
    }

    void bump(int amount) {
        // instance method mutating a static field: visible to every generator
        nextSerial += amount;
    }

    int issuedHere() {
        return issuedHere;
    }

    static class Auditor {
        private final List<String> notes = new ArrayList<>();

        void snapshot(String label) {
            // static nested class reading the outer class's private statics
            notes.add(String.format("%-8s next=%d total=%d prefix=%s", label, nextSerial, issuedTotal, PREFIX));
        }

        void reset(int base) {
            nextSerial = base;
            issuedTotal = 0;
        }

        List<String> notes() {
            return notes;
        }
    }

    public static void main(String[] args) {
        System.out.println("STEP=" + IdPolicy.STEP + " MAX=" + IdPolicy.MAX_PER_SCOPE + " TAG=" + IdPolicy.TAG);
        ClsIdGenerator users = new ClsIdGenerator("USR");
        ClsIdGenerator orders = new ClsIdGenerator("ORD");
        Auditor auditor = new Auditor();
        auditor.snapshot("start");

        for (int i = 0; i < 3; i++) {
            System.out.println("users  -> " + users.next());
            System.out.println("orders -> " + orders.next());
        }
        auditor.snapshot("after6");

        orders.bump(50);
        System.out.println("users after orders.bump(50) -> " + users.next());
        auditor.snapshot("bumped");

        System.out.println(String.format("users.issuedHere=%d orders.issuedHere=%d", users.issuedHere(), orders.issuedHere()));
        System.out.println("issuedTotal=" + issuedTotal);

        auditor.reset(1);
        ClsIdGenerator fresh = new ClsIdGenerator("TMP");
        System.out.println("fresh -> " + fresh.next());
        System.out.println("users -> " + users.next());
        auditor.snapshot("reset");

        Tagged t = new TaggedItem("widget");
        System.out.println(t.label() + " uses TAG " + Tagged.TAG + " / " + TaggedItem.TAG);

        int[] budget = new int[IdPolicy.MAX_PER_SCOPE];
        for (int i = 0; i < budget.length; i++) {
            budget[i] = i * IdPolicy.STEP;
        }
        StringBuilder sb = new StringBuilder();
        for (int b : budget) {
            sb.append(String.format("%5d", b));
        }
        System.out.println("budget:" + sb);

        for (String n : auditor.notes()) {
            System.out.println(n);
        }
        System.out.println(String.format("final users=%d orders=%d fresh=%d total=%d",
                users.issuedHere(), orders.issuedHere(), fresh.issuedHere(), issuedTotal));
    }
}

interface IdPolicy {
    int STEP = 7;               // implicitly public static final
    int MAX_PER_SCOPE = STEP - 3;
    String TAG = "policy-v" + MAX_PER_SCOPE;
}

interface Tagged {
    String TAG = "tagged";
    String label();
}

class TaggedItem implements Tagged {
    private final String name;

    TaggedItem(String name) {
        this.name = name;
    }

    public String label() {
        return TAG + ":" + name;
    }
}
