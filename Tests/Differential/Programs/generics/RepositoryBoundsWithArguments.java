// Generic bounds with type arguments (`T extends Identified<ID>`): a repository interface with default methods, an
// abstract generic base, concrete and anonymous subclasses, a generic static helper over the bound.
import java.util.*;
import java.util.function.*;

class RepositoryBoundsWithArguments {
    interface Identified<ID extends Comparable<ID>> { ID getId(); }

    interface Repository<ID extends Comparable<ID>, T extends Identified<ID>> {
        Optional<T> find(ID id);
        List<T> all();
        void save(T item);
        default T require(ID id) { return find(id).orElseThrow(() -> new NoSuchElementException("no " + id)); }
        default int count() { return all().size(); }
        default List<T> where(Predicate<? super T> p) {
            List<T> out = new ArrayList<>();
            for (T t : all()) if (p.test(t)) out.add(t);
            return out;
        }
    }

    static abstract class MemoryRepository<ID extends Comparable<ID>, T extends Identified<ID>> implements Repository<ID, T> {
        protected final Map<ID, T> items = new TreeMap<>();
        private int writes;
        @Override public Optional<T> find(ID id) { return Optional.ofNullable(items.get(id)); }
        @Override public List<T> all() { return new ArrayList<>(items.values()); }
        @Override public void save(T item) { validate(item); items.put(item.getId(), item); writes++; }
        protected abstract void validate(T item);
        int writes() { return writes; }
    }

    static class User implements Identified<Integer> {
        final int id; final String email; int logins;
        User(int id, String email) { this.id = id; this.email = email; }
        public Integer getId() { return id; }
        public String toString() { return "User#" + id + "<" + email + ">" + (logins > 0 ? " x" + logins : ""); }
    }

    static class UserRepository extends MemoryRepository<Integer, User> {
        @Override protected void validate(User u) {
            if (!u.email.contains("@")) throw new IllegalArgumentException("bad email: " + u.email);
        }
        @Override public int count() { return super.count() * 1; }
        User byEmail(String email) {
            for (User u : items.values()) if (u.email.equalsIgnoreCase(email)) return u;
            return null;
        }
    }

    static class Tag implements Identified<String>, Comparable<Tag> {
        final String name;
        Tag(String name) { this.name = name; }
        public String getId() { return name.toLowerCase(); }
        public int compareTo(Tag o) { return getId().compareTo(o.getId()); }
        public String toString() { return "#" + name; }
    }

    static <ID extends Comparable<ID>, T extends Identified<ID>> ID maxId(Repository<ID, T> repo) {
        ID best = null;
        for (T t : repo.all()) if (best == null || t.getId().compareTo(best) > 0) best = t.getId();
        return best;
    }

    public static void main(String[] args) {
        UserRepository users = new UserRepository();
        users.save(new User(3, "c@x.org"));
        users.save(new User(1, "a@x.org"));
        users.save(new User(2, "B@x.org"));
        try { users.save(new User(4, "nope")); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(users.all() + " " + users.count() + " " + users.writes());
        users.require(2).logins += 2;
        User b = users.byEmail("b@X.org");
        b.logins++;
        System.out.println(users.find(2).get() + " " + users.find(9).isPresent() + " " + maxId(users));
        try { users.require(7); } catch (NoSuchElementException e) { System.out.println("caught " + e.getMessage()); }
        System.out.println(users.where(u -> u.id % 2 == 1));
        Repository<String, Tag> tags = new MemoryRepository<String, Tag>() {
            @Override protected void validate(Tag t) { if (t.name.isEmpty()) throw new IllegalStateException("empty"); }
        };
        for (String n : "Java Swift kotlin JAVA".split(" ")) tags.save(new Tag(n));
        System.out.println(tags.all() + " " + tags.count() + " " + maxId(tags) + " " + tags.require("swift"));
        List<Tag> sorted = new ArrayList<>(tags.all());
        sorted.sort(Comparator.reverseOrder());
        System.out.println(sorted + " " + Collections.max(sorted) + " " + Collections.min(sorted, Comparator.comparing(t -> t.name.length())));
        Function<Integer, Optional<User>> finder = users::find;
        System.out.println(finder.apply(1).map(u -> u.email).orElse("-") + finder.andThen(o -> o.isPresent()).apply(5));
    }
}
