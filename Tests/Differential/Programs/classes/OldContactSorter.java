import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

public class OldContactSorter {
    public static void main(String[] args) {
        List<Contact> contacts = new ArrayList<Contact>();
        contacts.add(new Contact("Smith", "Anna", 3));
        contacts.add(new Contact("jones", "Bob", 1));
        contacts.add(new Contact("Adams", "Carl", 5));
        contacts.add(new Contact("smith", "Zoe", 2));
        contacts.add(new Contact("Baker", "Dana", 5));
        contacts.add(new Contact("Adams", "Abe", 0));

        System.out.println("Original:");
        printAll(contacts);

        Collections.sort(contacts, new Comparator<Contact>() {
            @Override
            public int compare(Contact a, Contact b) {
                int c = a.getLastName().compareToIgnoreCase(b.getLastName());
                if (c != 0) {
                    return c;
                }
                return a.getFirstName().compareTo(b.getFirstName());
            }
        });
        System.out.println("By name:");
        printAll(contacts);

        Collections.sort(contacts, new Comparator<Contact>() {
            public int compare(Contact a, Contact b) {
                Integer ca = Integer.valueOf(a.getCallCount());
                Integer cb = Integer.valueOf(b.getCallCount());
                int c = cb.compareTo(ca);
                return c != 0 ? c : a.getFirstName().compareTo(b.getFirstName());
            }
        });
        System.out.println("By call count (desc):");
        printAll(contacts);

        Contact probe = new Contact("Adams", "Carl", 99);
        System.out.println("contains Carl Adams: " + contacts.contains(probe));
        System.out.println("indexOf Carl Adams: " + contacts.indexOf(probe));
        System.out.println("equals null: " + probe.equals(null));
        System.out.println("equals string: " + probe.equals("Adams"));

        final int threshold = 2;
        Iterator<Contact> it = contacts.iterator();
        int removed = 0;
        while (it.hasNext()) {
            Contact c = it.next();
            if (c.getCallCount() < threshold) {
                System.out.println("Removing rarely called: " + c);
                it.remove();
                removed++;
            }
        }
        System.out.println("Removed " + removed + ", left " + contacts.size());

        for (int i = 0; i < contacts.size(); i++) {
            Contact c = contacts.get(i);
            System.out.println(String.format("%5d %-8s %s", Integer.valueOf(i), c.getFirstName(), c.initials()));
        }
    }

    private static void printAll(List<Contact> list) {
        for (Iterator<Contact> it = list.iterator(); it.hasNext();) {
            System.out.println("  " + it.next());
        }
    }
}

class Contact {
    private final String lastName;
    private final String firstName;
    private final int callCount;

    Contact(String lastName, String firstName, int callCount) {
        this.lastName = lastName;
        this.firstName = firstName;
        this.callCount = callCount;
    }

    String getLastName() { return lastName; }
    String getFirstName() { return firstName; }
    int getCallCount() { return callCount; }

    String initials() {
        char[] buf = new char[2];
        buf[0] = Character.toUpperCase(firstName.charAt(0));
        buf[1] = Character.toUpperCase(lastName.charAt(0));
        return String.valueOf(buf);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        Contact other = (Contact) o;
        return lastName.equals(other.lastName) && firstName.equals(other.firstName);
    }

    @Override
    public int hashCode() {
        int result = 17;
        result = 31 * result + lastName.hashCode();
        result = 31 * result + firstName.hashCode();
        return result;
    }

    @Override
    public String toString() {
        StringBuffer sb = new StringBuffer();
        sb.append("Contact{").append(lastName).append(", ").append(firstName);
        sb.append(", calls=").append(callCount).append('}');
        return sb.toString();
    }
}
