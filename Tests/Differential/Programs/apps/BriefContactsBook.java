import java.util.*;
import java.util.stream.Collectors;

public class BriefContactsBook {
    public static void main(String[] args) {
        ContactsBook book = new ContactsBook();
        book.addListener((action, c) -> System.out.println("  [" + action + "] " + c.getDisplayName()));
        book.add(new Contact("c1", "Grace", "Hopper", "555-0101", Group.WORK));
        book.add(new Contact("c2", "alan", "Turing", "555-0199", Group.WORK));
        book.add(new Contact("c3", "Ada", "Lovelace", "555-0133", Group.FAMILY));
        book.add(new Contact("c4", "Linus", "Torvalds"));
        book.add(new Contact("c5", "Barbara", "Liskov", "555-0177", Group.fromCode("fr")));
        book.add(new Contact("c6", "Ken", "Thompson", "555-0111", Group.FRIENDS));
        String[][] invalid = {{"c7", "", "Nobody", "555-0000"}, {"c8", "Bad", "Phone", "12ab"}, {"c1", "Dup", "Id", "555-1111"}};
        for (String[] row : invalid) {
            try {
                book.add(new Contact(row[0], row[1], row[2], row[3], Group.OTHER));
            } catch (IllegalArgumentException e) {
                System.out.println("Rejected " + row[0] + ": " + e.getMessage());
            }
        }
        System.out.println("All sorted by last, first:");
        for (Contact c : book.sorted()) System.out.println("  " + c);
        System.out.println("Grouped:");
        for (Map.Entry<Group, List<Contact>> e : book.grouped().entrySet()) {
            List<String> names = new ArrayList<>();
            for (Contact c : e.getValue()) names.add(c.getDisplayName());
            System.out.println(String.format("  %-8s %5d %s", e.getKey().getLabel(), e.getValue().size(), names));
        }
        System.out.println("By initial: " + book.indexByInitial());
        for (String q : new String[]{"li", "555-01", "TUR", "zzz"}) {
            List<String> hits = book.search(q).stream().map(Contact::getId).collect(Collectors.toList());
            System.out.println("search '" + q + "' -> " + hits);
        }
        Contact ada = book.find("c3").orElseThrow();
        ada.setGroup(Group.FRIENDS);
        ada.setFavorite(true);
        book.find("c6").ifPresent(c -> c.setFavorite(true));
        System.out.println("find c99 present: " + book.find("c99").isPresent());
        System.out.println("Favorites: " + book.favorites());
        book.remove("c2");
        book.remove("c42");
        System.out.println("Friends now: " + book.grouped().get(Group.FRIENDS).size());
        System.out.println("c3 equals same id: " + ada.equals(new Contact("c3", "X", "Y")));
    }
}

enum Group {
    FAMILY("fa", "Family"), FRIENDS("fr", "Friends"), WORK("wk", "Work"), OTHER("ot", "Other");
    private final String code;
    private final String label;
    Group(String code, String label) { this.code = code; this.label = label; }
    public String getLabel() { return label; }
    public static Group fromCode(String code) {
        for (Group g : values()) if (g.code.equals(code)) return g;
        throw new IllegalArgumentException("no group " + code);
    }
}

interface OnContactChangedListener { void onChanged(String action, Contact contact); }

class Contact {
    private static final String NO_PHONE = "(none)";
    private final String id;
    private final String firstName;
    private final String lastName;
    private final String phone;
    private Group group;
    private boolean favorite;

    Contact(String id, String firstName, String lastName) { this(id, firstName, lastName, NO_PHONE, Group.OTHER); }
    Contact(String id, String firstName, String lastName, String phone, Group group) {
        if (firstName == null || firstName.isBlank()) throw new IllegalArgumentException("first name required");
        if (!phone.equals(NO_PHONE) && !isValidPhone(phone)) throw new IllegalArgumentException("bad phone " + phone);
        this.id = id;
        this.firstName = Character.toUpperCase(firstName.charAt(0)) + firstName.substring(1);
        this.lastName = lastName;
        this.phone = phone;
        this.group = group;
    }
    private static boolean isValidPhone(String p) {
        for (char ch : p.toCharArray()) if (!Character.isDigit(ch) && ch != '-') return false;
        return !p.isEmpty();
    }
    public String getId() { return id; }
    public String getFirstName() { return firstName; }
    public String getLastName() { return lastName; }
    public String getPhone() { return phone; }
    public Group getGroup() { return group; }
    public void setGroup(Group group) { this.group = group; }
    public boolean isFavorite() { return favorite; }
    public void setFavorite(boolean favorite) { this.favorite = favorite; }
    public String getDisplayName() { return firstName + " " + lastName; }
    public boolean matches(String q) {
        String lq = q.toLowerCase();
        return firstName.toLowerCase().contains(lq) || lastName.toLowerCase().contains(lq) || phone.startsWith(q);
    }
    @Override public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || !(o instanceof Contact)) return false;
        return id.equals(((Contact) o).id);
    }
    @Override public int hashCode() { return Objects.hash(id); }
    @Override public String toString() {
        return id + ": " + lastName + ", " + firstName + " <" + phone + "> " + group.getLabel() + (favorite ? " *" : "");
    }
}

class ContactsBook {
    private final List<Contact> contacts = new ArrayList<>();
    private final Map<String, Contact> byId = new LinkedHashMap<>();
    private final List<OnContactChangedListener> listeners = new ArrayList<>();
    public void addListener(OnContactChangedListener l) { listeners.add(l); }
    private void fire(String action, Contact c) { listeners.forEach(l -> l.onChanged(action, c)); }
    public void add(Contact c) {
        if (byId.containsKey(c.getId())) throw new IllegalArgumentException("duplicate id " + c.getId());
        contacts.add(c);
        byId.put(c.getId(), c);
        fire("added", c);
    }
    public void remove(String id) {
        Contact c = byId.remove(id);
        if (c == null) { System.out.println("  nothing to remove for " + id); return; }
        contacts.remove(c);
        fire("removed", c);
    }
    public Optional<Contact> find(String id) { return Optional.ofNullable(byId.get(id)); }
    public List<Contact> sorted() {
        List<Contact> copy = new ArrayList<>(contacts);
        copy.sort(Comparator.comparing(Contact::getLastName).thenComparing(Contact::getFirstName));
        return copy;
    }
    public Map<Group, List<Contact>> grouped() {
        Map<Group, List<Contact>> m = new TreeMap<>();
        for (Contact c : sorted()) m.computeIfAbsent(c.getGroup(), g -> new ArrayList<>()).add(c);
        return m;
    }
    public Map<Character, Integer> indexByInitial() {
        Map<Character, Integer> m = new TreeMap<>();
        for (Contact c : contacts) m.merge(c.getLastName().charAt(0), 1, Integer::sum);
        return m;
    }
    public List<Contact> search(String q) { return sorted().stream().filter(c -> c.matches(q)).collect(Collectors.toList()); }
    public List<String> favorites() {
        return contacts.stream().filter(Contact::isFavorite).map(Contact::getDisplayName).sorted().collect(Collectors.toList());
    }
}
