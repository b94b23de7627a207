import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class UserPojoModel {
    public static void main(String[] args) {
        User a = new User(1L, "ada@example.com", "Ada");
        User b = new User(1L, "ada@example.com", "Ada");
        User c = new User(2L, "bob@example.com", null);
        System.out.println("a=" + a + "\nc=" + c);
        System.out.println("a.equals(b)=" + a.equals(b) + " a==b=" + (a == b) + " a.equals(c)=" + a.equals(c) + " a.equals(null)=" + a.equals(null));
        System.out.println("hash a=" + a.hashCode() + " hash b=" + b.hashCode() + " hash c=" + c.hashCode());
        b.setDisplayName("Ada L.");
        System.out.println("after setDisplayName: b=" + b + " equals a=" + a.equals(b) + " hash b=" + b.hashCode());
        c.setAge(41);
        c.setActive(true);
        System.out.println("c getters: id=" + c.getId() + " email=" + c.getEmail() + " name=" + c.getDisplayName() + " age=" + c.getAge() + " active=" + c.isActive());
        System.out.println("display fallback=" + c.displayOrEmail());
        Set<User> set = new HashSet<>(List.of(a, new User(1L, "ada@example.com", "Ada"), c));
        System.out.println("set size (dedup by equals)=" + set.size());
        Map<User, String> roles = new HashMap<>();
        roles.put(a, "admin");
        System.out.println("lookup by equal key=" + roles.get(new User(1L, "ada@example.com", "Ada")));
        List<User> users = new ArrayList<>(List.of(c, a, new User(3L, "cy@example.com", "Cy")));
        users.sort((x, y) -> Long.compare(x.getId(), y.getId()));
        System.out.println("sorted by id=" + users);
        System.out.println("indexOf equal user=" + users.indexOf(new User(1L, "ada@example.com", "Ada")));
        try { c.setAge(-1); } catch (IllegalArgumentException e) { System.out.println("setAge(-1) rejected: " + e.getMessage()); }
        User copy = new User(c);
        copy.setActive(false);
        System.out.println("copy=" + copy + " original active=" + c.isActive());
    }
}

class User {
    private final long id;
    private final String email;
    private String displayName;
    private int age;
    private boolean active;
    User(long id, String email, String displayName) {
        this.id = id;
        this.email = email;
        this.displayName = displayName;
    }
    User(User other) {
        this(other.id, other.email, other.displayName);
        this.age = other.age;
        this.active = other.active;
    }
    long getId() { return id; }
    String getEmail() { return email; }
    String getDisplayName() { return displayName; }
    void setDisplayName(String displayName) { this.displayName = displayName; }
    int getAge() { return age; }
    boolean isActive() { return active; }
    void setActive(boolean active) { this.active = active; }
    void setAge(int age) {
        if (age < 0) throw new IllegalArgumentException("age must be >= 0 but was " + age);
        this.age = age;
    }
    String displayOrEmail() { return displayName != null ? displayName : email.substring(0, email.indexOf('@')); }
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        User user = (User) o;
        return id == user.id && Objects.equals(email, user.email) && Objects.equals(displayName, user.displayName);
    }
    @Override public int hashCode() { return Objects.hash(id, email, displayName); }
    @Override
    public String toString() { return "User{id=" + id + ", email='" + email + "', displayName='" + displayName + "', age=" + age + ", active=" + active + "}"; }
}
