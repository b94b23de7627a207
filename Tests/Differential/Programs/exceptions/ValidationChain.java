import java.util.ArrayList;
import java.util.List;

public class ValidationChain {
    static class ValidationException extends Exception {
        final List<String> problems;

        ValidationException(List<String> problems) {
            super(problems.size() + " problem(s): " + String.join("; ", problems));
            this.problems = problems;
        }
    }

    static class User {
        final String name;
        final String email;
        final int age;

        User(String name, String email, int age) {
            this.name = name;
            this.email = email;
            this.age = age;
        }
    }

    static void validate(User u) throws ValidationException {
        List<String> problems = new ArrayList<>();
        if (u.name == null || u.name.isBlank()) {
            problems.add("name missing");
        } else if (u.name.length() > 10) {
            problems.add("name too long");
        }
        if (u.email == null || u.email.indexOf('@') <= 0) {
            problems.add("email invalid");
        }
        if (u.age < 0 || u.age > 150) {
            problems.add("age out of range: " + u.age);
        }
        if (!problems.isEmpty()) {
            throw new ValidationException(problems);
        }
    }

    public static void main(String[] args) {
        User[] users = {
            new User("ann", "ann@example.com", 30),
            new User("", "bad", -1),
            new User("bartholomew the great", "b@x", 200),
            new User(null, "@nope", 40),
            new User("zed", "zed@z", 150)
        };
        int ok = 0;
        for (User u : users) {
            try {
                validate(u);
                ok++;
                System.out.println("valid: " + u.name);
            } catch (ValidationException e) {
                System.out.println("invalid " + u.name + ": " + e.getMessage());
                System.out.println("  first problem: " + e.problems.get(0));
            }
        }
        System.out.println(ok + " of " + users.length + " valid");
    }
}
