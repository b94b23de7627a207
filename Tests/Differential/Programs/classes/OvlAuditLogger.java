import java.util.ArrayList;
import java.util.List;

public class OvlAuditLogger {

    static class BaseLogger {
        protected final List<String> lines = new ArrayList<>();
        protected final String tag;

        BaseLogger(String tag) { this.tag = tag; }

        void log(int code) { emit("Base.log(int) " + code); }
        void log(String message) { emit("Base.log(String) " + message); }
        void accept(String entry) { emit("Base.accept(String) " + entry); }

        String describe(Number n) { return "Base.describe(Number) " + n; }
        String describe(Object o) { return "Base.describe(Object) " + o; }

        // internal calls: resolved against BaseLogger's overload set, dispatched dynamically
        void logCodes(int... codes) { for (int c : codes) log(c); }
        void logBoxed(Integer code) { log(code); }          // unboxing -> log(int)
        void acceptAll(String a, String b) { accept(a); accept(b); }
        String describeTwice(Integer n) { return describe(n) + " | " + describe((Object) n); }

        protected void emit(String line) {
            lines.add(line);
            System.out.println("[" + tag + "] " + line);
        }
        int count() { return lines.size(); }
    }

    static class AuditLogger extends BaseLogger {
        AuditLogger(String tag) { super(tag); }

        // NOT an override in Java: new overload beside inherited log(int)
        void log(Integer code) { emit("Audit.log(Integer) " + code); }
        // NOT an override: new overload beside inherited accept(String)
        void accept(Object entry) { emit("Audit.accept(Object) " + entry); }

        // true override of one member of a renamed overload family
        @Override
        String describe(Number n) { return "Audit.describe(Number) " + n + " <- " + super.describe(n); }

        void logBoxedHere(Integer code) { log(code); }      // here log(Integer) is most specific
        void acceptHere(Object o) { accept(o); }
    }

    static class VerboseAuditLogger extends AuditLogger {
        VerboseAuditLogger(String tag) { super(tag); }

        @Override
        void log(int code) { emit("Verbose.log(int) " + code); super.log(code); }

        @Override
        void log(Integer code) { emit("Verbose.log(Integer) " + code); super.log(code); }

        @Override
        void accept(String entry) { emit("Verbose.accept(String) " + entry); }

        @Override
        String describe(Object o) { return "Verbose.describe(Object) " + o; }
    }

    public static void main(String[] args) {
        BaseLogger plain = new BaseLogger("plain");
        AuditLogger audit = new AuditLogger("audit");
        BaseLogger auditAsBase = audit;
        VerboseAuditLogger verbose = new VerboseAuditLogger("verbose");
        AuditLogger verboseAsAudit = verbose;
        BaseLogger verboseAsBase = verbose;
        Integer boxed = 404;

        System.out.println("--- log through base-typed refs ---");
        plain.log(1);
        plain.log(boxed);                 // only log(int)/log(String) visible -> log(int)
        auditAsBase.log(2);
        auditAsBase.log(boxed);           // still log(int) -> Base.log(int)
        verboseAsBase.log(3);             // Verbose.log(int) overrides
        verboseAsBase.log(boxed);         // Verbose.log(int)
        verboseAsBase.log("msg");

        System.out.println("--- log through subclass refs ---");
        audit.log(4);                     // phase 1: log(int)
        audit.log(boxed);                 // phase 1: log(Integer)
        audit.log((Integer) null);
        audit.log(Integer.valueOf(5));
        audit.log("text");
        verboseAsAudit.log(6);
        verboseAsAudit.log(boxed);
        verbose.log((short) 7);           // widening -> log(int)
        verbose.log(Integer.valueOf(8));

        System.out.println("--- accept ---");
        plain.accept("p");
        audit.accept("a");                // accept(String) more specific
        audit.accept(10);                 // boxing -> accept(Object)
        audit.accept((Object) "cast");
        audit.accept((String) null);
        auditAsBase.accept("base-ref");
        verbose.accept("v");
        verbose.accept(11);
        verboseAsBase.accept("vb");
        verboseAsAudit.accept((Object) "vo");

        System.out.println("--- internal calls ---");
        audit.logCodes(20, 21);
        verbose.logCodes(22);
        audit.logBoxed(23);
        verbose.logBoxed(24);
        audit.logBoxedHere(25);
        verbose.logBoxedHere(26);
        verbose.acceptAll("x", "y");
        audit.acceptHere("z");

        System.out.println("--- describe ---");
        BaseLogger[] all = { plain, audit, verbose };
        for (BaseLogger l : all) {
            System.out.println(l.tag + ": " + l.describe(7));
            System.out.println(l.tag + ": " + l.describe("seven"));
            System.out.println(l.tag + ": " + l.describe(7.5));
            System.out.println(l.tag + ": " + l.describe((Number) null));
            System.out.println(l.tag + ": " + l.describeTwice(8));
        }
        System.out.println("counts " + plain.count() + " " + audit.count() + " " + verbose.count());
    }
}
