public class Rethrow {
    static class DataException extends Exception {
        DataException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static int parse(String s) {
        return Integer.parseInt(s.trim());
    }

    static int parseOrRethrow(String s) {
        try {
            return parse(s);
        } catch (NumberFormatException e) {
            System.out.println("  logging and rethrowing: " + e.getMessage());
            throw e;
        }
    }

    static int parseWrapped(String s) throws DataException {
        try {
            return parse(s);
        } catch (RuntimeException e) {
            throw new DataException("could not parse '" + s + "'", e);
        }
    }

    static void preciseRethrow(boolean first) throws java.io.IOException, InterruptedException {
        try {
            if (first) {
                throw new java.io.IOException("io");
            } else {
                throw new InterruptedException("interrupted");
            }
        } catch (Exception e) {
            System.out.println("  precise rethrow of " + e.getClass().getSimpleName());
            throw e;
        }
    }

    public static void main(String[] args) {
        String[] inputs = {" 42 ", "x1", "7"};
        for (String in : inputs) {
            try {
                System.out.println("parsed " + parseOrRethrow(in));
            } catch (NumberFormatException e) {
                System.out.println("main caught rethrown NFE");
            }
        }
        for (String in : new String[] {"12", "abc", null}) {
            try {
                System.out.println("wrapped parse " + parseWrapped(in));
            } catch (DataException e) {
                Throwable cause = e.getCause();
                System.out.println("DataException: " + e.getMessage() + " caused by " + cause.getClass().getSimpleName());
            }
        }
        for (boolean b : new boolean[] {true, false}) {
            try {
                preciseRethrow(b);
            } catch (java.io.IOException e) {
                System.out.println("IOException: " + e.getMessage());
            } catch (InterruptedException e) {
                System.out.println("InterruptedException: " + e.getMessage());
            }
        }
        RuntimeException chain = new RuntimeException("top", new IllegalStateException("middle", new ArithmeticException("root")));
        Throwable cur = chain;
        int depth = 0;
        while (cur != null) {
            System.out.println("depth " + depth++ + ": " + cur);
            cur = cur.getCause();
        }
    }
}
