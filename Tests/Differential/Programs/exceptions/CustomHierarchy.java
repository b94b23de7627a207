public class CustomHierarchy {
    static class AppException extends Exception {
        private final int code;

        AppException(String message, int code) {
            super(message);
            this.code = code;
        }

        int getCode() {
            return code;
        }
    }

    static class NotFoundException extends AppException {
        NotFoundException(String what) {
            super(what + " not found", 404);
        }
    }

    static class ForbiddenException extends AppException {
        ForbiddenException(String who) {
            super("access denied for " + who, 403);
        }
    }

    static class ValidationError extends RuntimeException {
        ValidationError(String field) {
            super("invalid field: " + field);
        }
    }

    static String fetch(String user, String resource) throws AppException {
        if (user.isEmpty()) {
            throw new ValidationError("user");
        }
        if (user.equals("guest")) {
            throw new ForbiddenException(user);
        }
        if (!resource.startsWith("/")) {
            throw new NotFoundException(resource);
        }
        if (resource.equals("/boom")) {
            throw new AppException("internal error", 500);
        }
        return "content of " + resource + " for " + user;
    }

    public static void main(String[] args) {
        String[][] requests = {{"alice", "/home"}, {"guest", "/home"}, {"bob", "missing"}, {"", "/x"}, {"carol", "/boom"}};
        for (String[] r : requests) {
            try {
                System.out.println("OK " + fetch(r[0], r[1]));
            } catch (NotFoundException e) {
                System.out.println("404 handler: " + e.getMessage() + " code=" + e.getCode());
            } catch (AppException e) {
                System.out.println("generic handler: " + e.getMessage() + " code=" + e.getCode() + " type=" + e.getClass().getSimpleName());
            } catch (ValidationError e) {
                System.out.println("validation: " + e.getMessage());
            }
        }
        AppException e = new NotFoundException("thing");
        System.out.println("instanceof AppException: " + (e instanceof AppException));
        System.out.println("instanceof Exception: " + (e instanceof Exception));
        Throwable t = new ValidationError("zip");
        System.out.println("is RuntimeException: " + (t instanceof RuntimeException));
        System.out.println("toString: " + t);
    }
}
