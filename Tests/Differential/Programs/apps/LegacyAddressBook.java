import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

public class LegacyAddressBook {

    public static final int TYPE_MOBILE = 1;
    public static final int TYPE_HOME = 2;
    public static final int TYPE_WORK = 4;

    static class InvalidPhoneException extends Exception {
        public InvalidPhoneException(String msg) { super(msg); }
    }

    static final class PhoneUtils {
        private PhoneUtils() { }

        public static String normalize(String raw) throws InvalidPhoneException {
            if (raw == null) {
                throw new InvalidPhoneException("null number");
            }
            StringBuffer sb = new StringBuffer();
            char[] chars = raw.trim().toCharArray();
            for (int i = 0; i < chars.length; i++) {
                char c = chars[i];
                if (Character.isDigit(c)) {
                    sb.append(c);
                } else if (c == '+' && sb.length() == 0) {
                    sb.append(c);
                } else if (Character.isLetter(c)) {
                    throw new InvalidPhoneException("letter in number: " + raw);
                }
            }
            String digits = sb.toString();
            if (digits.startsWith("00")) {
                digits = "+" + digits.substring(2);
            } else if (!digits.startsWith("+")) {
                if (digits.length() == 10) {
                    digits = "+1" + digits;
                } else if (digits.length() == 11 && digits.charAt(0) == '1') {
                    digits = "+" + digits;
                }
            }
            if (digits.length() < 8) {
                throw new InvalidPhoneException("too short: " + raw);
            }
            return digits;
        }

        public static String typeName(int type) {
            switch (type) {
                case TYPE_MOBILE: return "mobile";
                case TYPE_HOME: return "home";
                case TYPE_WORK: return "work";
                default: return "other";
            }
        }
    }

    static class Contact implements Comparable<Contact> {
        private final String firstName;
        private final String lastName;
        private String phone;
        private int types;

        Contact(String first, String last) {
            this.firstName = first;
            this.lastName = last;
        }

        public String getDisplayName() { return lastName + ", " + firstName; }

        public int compareTo(Contact other) {
            int c = lastName.compareToIgnoreCase(other.lastName);
            if (c != 0) {
                return c;
            }
            return firstName.compareToIgnoreCase(other.firstName);
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Contact)) return false;
            Contact c = (Contact) o;
            return firstName.equals(c.firstName) && lastName.equals(c.lastName);
        }

        @Override
        public int hashCode() {
            int result = 17;
            result = 31 * result + firstName.hashCode();
            result = 31 * result + lastName.hashCode();
            return result;
        }

        public String describeTypes() {
            StringBuffer sb = new StringBuffer();
            int[] all = {TYPE_MOBILE, TYPE_HOME, TYPE_WORK};
            for (int i = 0; i < all.length; i++) {
                if ((types & all[i]) != 0) {
                    if (sb.length() > 0) sb.append('|');
                    sb.append(PhoneUtils.typeName(all[i]));
                }
            }
            return sb.length() == 0 ? "none" : sb.toString();
        }
    }

    private final List<Contact> contacts = new ArrayList<Contact>();
    private final Map<String, Contact> byPhone = new HashMap<String, Contact>();

    public boolean add(String first, String last, String rawPhone, int types) {
        Contact c = new Contact(first, last);
        if (contacts.contains(c)) {
            System.out.println("duplicate: " + c.getDisplayName());
            return false;
        }
        try {
            c.phone = PhoneUtils.normalize(rawPhone);
        } catch (InvalidPhoneException e) {
            System.out.println("rejected " + c.getDisplayName() + " -> " + e.getMessage());
            return false;
        } finally {
            c.types = types;
        }
        contacts.add(c);
        byPhone.put(c.phone, c);
        return true;
    }

    public static void main(String[] args) {
        LegacyAddressBook book = new LegacyAddressBook();
        book.add("Ann", "Smith", "(555) 123-4567", TYPE_MOBILE | TYPE_HOME);
        book.add("bob", "jones", "0044 20 7946 0958", TYPE_WORK);
        book.add("Carl", "Smith", "1-800-555-0199", TYPE_WORK | TYPE_MOBILE);
        book.add("Dana", "Adams", "555-CALL-NOW", TYPE_HOME);
        book.add("Eve", "Brown", "12-34", TYPE_HOME);
        book.add("Ann", "Smith", "555 000 1111", TYPE_HOME);
        book.add("Frank", "adams", "+49 (30) 123456", 0);
        book.add("Gina", "Zed", "  +33 1 23 45 67 89 ", TYPE_MOBILE | TYPE_HOME | TYPE_WORK);

        Collections.sort(book.contacts);
        System.out.println("--- sorted by name ---");
        for (int i = 0; i < book.contacts.size(); i++) {
            Contact c = book.contacts.get(i);
            System.out.println(String.format("%-14s %-16s %s", c.getDisplayName(), c.phone, c.describeTypes()));
        }

        Collections.sort(book.contacts, new Comparator<Contact>() {
            public int compare(Contact a, Contact b) {
                if (a.phone.length() != b.phone.length()) {
                    return a.phone.length() - b.phone.length();
                }
                return a.phone.compareTo(b.phone);
            }
        });
        System.out.println("--- sorted by phone ---");
        for (Contact c : book.contacts) {
            System.out.println(c.phone + " " + c.firstName);
        }

        List<String> keys = new ArrayList<String>(book.byPhone.keySet());
        Collections.sort(keys);
        System.out.println("phone index size=" + keys.size());
        for (String k : keys) {
            Contact c = book.byPhone.get(k);
            System.out.println("  " + k + " => " + c.getDisplayName() + " hash-eq=" + (c.hashCode() == new Contact(c.firstName, c.lastName).hashCode()));
        }

        Iterator<Contact> it = book.contacts.iterator();
        int removed = 0;
        while (it.hasNext()) {
            Contact c = it.next();
            if ((c.types & TYPE_WORK) != 0) {
                it.remove();
                book.byPhone.remove(c.phone);
                removed++;
            }
        }
        System.out.println("removed work contacts: " + removed + ", left: " + book.contacts.size() + ", index: " + book.byPhone.size());
        Object[] arr = book.contacts.toArray();
        for (int i = 0; i < arr.length; i++) {
            if (arr[i] instanceof Contact) {
                Contact c = (Contact) arr[i];
                System.out.println("left[" + i + "] " + c.getDisplayName().toUpperCase() + " eqSelf=" + c.equals(arr[i]));
            }
        }
        try {
            PhoneUtils.normalize(null);
        } catch (InvalidPhoneException e) {
            RuntimeException wrapped = new RuntimeException("wrap", e);
            System.out.println("wrapped cause: " + wrapped.getCause().getMessage());
        }
    }
}
