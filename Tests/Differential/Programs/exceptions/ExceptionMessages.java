public class ExceptionMessages {
    static class Quiet extends RuntimeException {
    }

    static class Custom extends Exception {
        Custom(String m) {
            super(m);
        }

        @Override
        public String getMessage() {
            return "[custom] " + super.getMessage();
        }
    }

    static class Labeled extends RuntimeException {
        Labeled(String m) {
            super(m);
        }

        @Override
        public String toString() {
            return "Labeled<" + getMessage() + ">";
        }
    }

    public static void main(String[] args) {
        Throwable[] ts = {
            new RuntimeException("plain"),
            new RuntimeException(),
            new IllegalArgumentException((String) null),
            new Quiet(),
            new Custom("detail"),
            new Labeled("lbl"),
            new Exception("with cause", new Error("root error")),
            new RuntimeException(new IllegalStateException("inner")),
            new ArithmeticException("math"),
            new Error("an error")
        };
        for (Throwable t : ts) {
            System.out.println("getMessage: " + t.getMessage());
            System.out.println("toString:   " + t);
            System.out.println("class:      " + t.getClass().getSimpleName());
            System.out.println("cause:      " + t.getCause());
        }
        try {
            throw new Labeled("thrown");
        } catch (RuntimeException e) {
            System.out.println("caught " + e);
        }
        try {
            Object o = "s";
            Integer i = (Integer) o;
        } catch (ClassCastException e) {
            System.out.println("CCE caught, simple name " + e.getClass().getSimpleName());
        }
        RuntimeException e = new RuntimeException("first");
        e.addSuppressed(new IllegalStateException("s1"));
        e.addSuppressed(new IllegalStateException("s2"));
        System.out.println("suppressed count " + e.getSuppressed().length + " first " + e.getSuppressed()[0].getMessage());
        Exception withInit = new Exception("init");
        withInit.initCause(new ArithmeticException("late cause"));
        System.out.println("initCause: " + withInit.getCause().getMessage());
        System.out.println("localized: " + new RuntimeException("loc").getLocalizedMessage());
    }
}
