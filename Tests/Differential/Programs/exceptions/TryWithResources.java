public class TryWithResources {
    static class Res implements AutoCloseable {
        private final String name;
        private final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("open " + name);
        }

        void use() {
            System.out.println("use " + name);
        }

        @Override
        public void close() {
            System.out.println("close " + name);
            if (failOnClose) {
                throw new IllegalStateException("close failed: " + name);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("-- normal");
        try (Res a = new Res("A", false); Res b = new Res("B", false); Res c = new Res("C", false)) {
            a.use();
            b.use();
            c.use();
        }
        System.out.println("-- body throws");
        try (Res a = new Res("A", false); Res b = new Res("B", false)) {
            a.use();
            throw new RuntimeException("body failure");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        } finally {
            System.out.println("finally after closes");
        }
        System.out.println("-- body and closes throw");
        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            b.use();
            throw new RuntimeException("primary");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed: " + s.getMessage());
            }
        }
        System.out.println("-- only close throws");
        try (Res a = new Res("A", true); Res b = new Res("B", false)) {
            a.use();
        } catch (IllegalStateException e) {
            System.out.println("caught from close: " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        System.out.println("-- second resource constructor throws");
        try (Res a = new Res("A", false); Res b = makeFailing()) {
            System.out.println("never here");
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println("-- null resource");
        try (Res n = null) {
            System.out.println("body with null resource");
        }
    }

    static Res makeFailing() {
        throw new IllegalArgumentException("cannot open B");
    }
}
