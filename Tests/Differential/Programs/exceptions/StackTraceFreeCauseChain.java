public class StackTraceFreeCauseChain {
    static class RepositoryException extends Exception {
        RepositoryException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static class ServiceException extends RuntimeException {
        ServiceException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static String load(int id) throws RepositoryException {
        try {
            if (id < 0) {
                throw new IllegalArgumentException("negative id " + id);
            }
            if (id > 100) {
                int[] table = new int[10];
                return "row " + table[id];
            }
            return "row " + id;
        } catch (RuntimeException e) {
            throw new RepositoryException("load(" + id + ") failed", e);
        }
    }

    static String service(int id) {
        try {
            return load(id).toUpperCase();
        } catch (RepositoryException e) {
            throw new ServiceException("service unavailable for " + id, e);
        }
    }

    static Throwable rootCause(Throwable t) {
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    public static void main(String[] args) {
        int[] ids = {7, -2, 500, 42};
        for (int id : ids) {
            try {
                System.out.println("result: " + service(id));
            } catch (ServiceException e) {
                System.out.println("error: " + e.getMessage());
                System.out.println("  via: " + e.getCause().getMessage());
                Throwable root = rootCause(e);
                System.out.println("  root: " + root.getClass().getSimpleName() + " - " + root.getMessage());
            }
        }
    }
}
