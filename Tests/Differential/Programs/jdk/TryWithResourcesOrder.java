public class TryWithResourcesOrder {
    public static void main(String[] args) {
        System.out.println("-- normal");
        try (Res a = new Res("A", false); Res b = new Res("B", false)) {
            System.out.println("body uses " + a.name + " and " + b.name);
        } catch (Exception e) {
            System.out.println("unexpected " + e);
        } finally {
            System.out.println("finally");
        }
        System.out.println("-- body throws");
        try (Res a = new Res("A", false); Res b = new Res("B", false)) {
            System.out.println("body about to throw");
            throw new IllegalStateException("body failed");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " (resources already closed)");
        } catch (Exception e) {
            System.out.println("other " + e);
        }
        System.out.println("-- body and close both throw");
        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            throw new IllegalStateException("primary");
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed: " + s.getMessage());
            }
        }
        System.out.println("-- only close throws");
        try (Res a = new Res("A", true)) {
            System.out.println("body fine");
        } catch (Exception e) {
            System.out.println("caught close failure: " + e.getMessage());
        }
        System.out.println("-- constructor of second resource throws");
        try (Res a = new Res("A", false); Res bad = Res.failing("B")) {
            System.out.println("never");
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println("-- null resource is skipped");
        try (Res n = null) {
            System.out.println("body with null resource");
        } catch (Exception e) {
            System.out.println("unexpected " + e);
        }
        System.out.println("-- existing variable as resource");
        Res outer = new Res("Outer", false);
        try (outer) {
            System.out.println("using " + outer.name);
        } catch (Exception e) {
            System.out.println("unexpected " + e);
        }
        System.out.println("-- lambda AutoCloseable");
        try (AutoCloseable lam = () -> System.out.println("lambda closed")) {
            System.out.println("in lambda-resource body");
        } catch (Exception e) {
            System.out.println("unexpected " + e);
        }
    }
}

class Res implements AutoCloseable {
    final String name;
    private final boolean failOnClose;
    Res(String name, boolean failOnClose) {
        this.name = name;
        this.failOnClose = failOnClose;
        System.out.println("open " + name);
    }
    static Res failing(String name) throws Exception {
        System.out.println("opening " + name + " fails");
        throw new Exception("cannot open " + name);
    }
    @Override
    public void close() throws Exception {
        System.out.println("close " + name);
        if (failOnClose) { throw new Exception("close failed for " + name); }
    }
}
