import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class ContactListModel {
    public static void main(String[] args) {
        List<Contact> contacts = new ArrayList<>();
        contacts.add(new Contact("Zoe", "Adams", "+1 555 0100", true));
        contacts.add(new Contact("adam", "baker", "", false));
        contacts.add(new Contact("Yusuf", "Ali", "+44 20 7946 0958", false));
        contacts.add(new Contact("Bea", "Adams", "+1 555 0199", true));
        contacts.add(new Contact("carl", "Zimmer", null, false));
        contacts.add(new Contact("Ann", "ali", "+1-555-0123", true));
        List<Contact> sorted = new ArrayList<>(contacts);
        sorted.sort(Comparator.comparing(Contact::getLastName, String.CASE_INSENSITIVE_ORDER).thenComparing(Contact::getFirstName, String.CASE_INSENSITIVE_ORDER));
        System.out.println("sorted by last, first (case-insensitive):");
        for (Contact c : sorted) {
            System.out.println("  " + c.displayName() + " | phone=" + c.normalizedPhone() + " | initials=" + c.initials());
        }
        Map<Character, List<String>> sections = contacts.stream().collect(Collectors.groupingBy(
            c -> Character.toUpperCase(c.getLastName().charAt(0)), TreeMap::new, Collectors.mapping(Contact::displayName, Collectors.toList())));
        System.out.println("sections=" + sections);
        List<String> favorites = contacts.stream().filter(Contact::isFavorite).map(Contact::getFirstName).sorted().collect(Collectors.toList());
        System.out.println("favorites=" + favorites);
        long withPhone = contacts.stream().filter(c -> !c.normalizedPhone().isEmpty()).count();
        System.out.println("with phone=" + withPhone + " of " + contacts.size());
        for (String q : new String[] {"ad", "ALI", "x", ""}) {
            List<String> hits = contacts.stream().filter(c -> c.matches(q)).map(Contact::displayName).collect(Collectors.toList());
            System.out.println("search '" + q + "' -> " + hits);
        }
        Optional<Contact> byPhone = contacts.stream().filter(c -> c.normalizedPhone().equals("+15550123")).findFirst();
        System.out.println("find by phone=" + byPhone.map(Contact::displayName).orElse("not found"));
    }
}

class Contact {
    private final String firstName;
    private final String lastName;
    private final String phone;
    private final boolean favorite;

    Contact(String firstName, String lastName, String phone, boolean favorite) {
        this.firstName = firstName;
        this.lastName = lastName;
        this.phone = phone;
        this.favorite = favorite;
    }

    String getFirstName() { return firstName; }
    String getLastName() { return lastName; }
    boolean isFavorite() { return favorite; }

    String displayName() {
        return capitalize(firstName) + " " + capitalize(lastName);
    }

    String initials() {
        return ("" + firstName.charAt(0) + lastName.charAt(0)).toUpperCase();
    }

    String normalizedPhone() {
        if (phone == null) return "";
        return phone.replaceAll("[^+0-9]", "");
    }

    boolean matches(String query) {
        String q = query.toLowerCase();
        return firstName.toLowerCase().startsWith(q) || lastName.toLowerCase().startsWith(q);
    }

    private static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1).toLowerCase();
    }
}
