import java.util.ArrayList;
import java.util.List;

public class ClsInitOrder {
    static final List<String> TRACE = new ArrayList<>();

    static void trace(String s) {
        TRACE.add(s);
        System.out.println("  init> " + s);
    }

    public static void main(String[] args) {
        System.out.println("step 1: read compile-time constants only (no class init expected)");
        System.out.println("  Limits.MAX_USERS=" + Limits.MAX_USERS + " Limits.NAME=" + Limits.NAME);
        System.out.println("  Flags.BETA_LIMIT=" + Flags.BETA_LIMIT + " Flags.CHANNEL=" + Flags.CHANNEL);
        System.out.println("  trace size=" + TRACE.size());

        System.out.println("step 2: read computed Limits.SOFT_CAP (initialises Limits, which pulls in Flags)");
        int soft = Limits.SOFT_CAP;
        System.out.println("  Limits.SOFT_CAP=" + soft);

        System.out.println("step 3: values after both classes are initialised");
        System.out.println(String.format("  %-8s %5d", "SOFT_CAP", Limits.SOFT_CAP));
        System.out.println(String.format("  %-8s %5d", "HARD_CAP", Limits.HARD_CAP));
        System.out.println(String.format("  %-8s %5d", "BETA_SEATS", Flags.BETA_SEATS));
        System.out.println(String.format("  %-8s %5d", "ROLLOUT", Flags.ROLLOUT));
        System.out.println(String.format("  %-8s %s", "LABEL", Limits.LABEL));
        System.out.println(String.format("  %-8s %s", "FLAG_DESC", Flags.FLAG_DESC));
        System.out.println("  boxed Limits.BOXED=" + Limits.BOXED + " Flags.seenBoxed=" + Flags.seenBoxed);

        System.out.println("step 4: re-reading does not re-run initialisers");
        int again = Limits.SOFT_CAP + Flags.BETA_SEATS;
        System.out.println("  sum=" + again + " trace size=" + TRACE.size());

        System.out.println("step 5: the constant arithmetic was folded at compile time");
        final int local = Limits.MAX_USERS * 2 + Flags.BETA_LIMIT;
        System.out.println("  local=" + local);
        switch (local) {
            case Limits.MAX_USERS * 2 + Flags.BETA_LIMIT:
                System.out.println("  switch matched constant case");
                break;
            default:
                System.out.println("  switch fell to default");
        }
        System.out.println("trace:");
        for (int i = 0; i < TRACE.size(); i++) {
            System.out.println(String.format("%5d %s", i + 1, TRACE.get(i)));
        }
    }
}

class Limits {
    static final int MAX_USERS = 100;                    // compile-time constant
    static final String NAME = "limits";                 // compile-time constant
    static final String LABEL = NAME + ":" + Flags.CHANNEL; // still constant (both constants)

    static {
        ClsInitOrder.trace("Limits begin: SOFT_CAP=" + Limits.SOFT_CAP + " HARD_CAP=" + Limits.HARD_CAP);
    }

    static final int SOFT_CAP = computeSoft();           // computed: reads Flags
    static final Integer BOXED = Integer.valueOf(MAX_USERS / 4);
    static final int HARD_CAP = SOFT_CAP + Flags.ROLLOUT;

    static int computeSoft() {
        ClsInitOrder.trace("Limits.computeSoft sees Flags.BETA_SEATS=" + Flags.BETA_SEATS
                + " Flags.BETA_LIMIT=" + Flags.BETA_LIMIT);
        return MAX_USERS - Flags.BETA_SEATS;
    }

    static {
        ClsInitOrder.trace("Limits end: SOFT_CAP=" + SOFT_CAP + " HARD_CAP=" + HARD_CAP + " BOXED=" + BOXED);
    }
}

class Flags {
    static final int BETA_LIMIT = 12;                    // compile-time constant
    static final String CHANNEL = "beta";                // compile-time constant
    static final String FLAG_DESC = CHANNEL + "/" + Limits.MAX_USERS;
    static final int BETA_SEATS;
    static final int ROLLOUT;
    static Integer seenBoxed;

    static {
        ClsInitOrder.trace("Flags begin: sees Limits.SOFT_CAP=" + Limits.SOFT_CAP
                + " Limits.MAX_USERS=" + Limits.MAX_USERS + " Limits.BOXED=" + Limits.BOXED);
        BETA_SEATS = BETA_LIMIT + Limits.SOFT_CAP / 10;
        seenBoxed = Limits.BOXED;
        ROLLOUT = Limits.MAX_USERS / 5 + BETA_SEATS;
        ClsInitOrder.trace("Flags end: BETA_SEATS=" + BETA_SEATS + " ROLLOUT=" + ROLLOUT);
    }
}
