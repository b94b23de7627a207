import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GenericsAnonDefaults {

    interface Mapper<A, B> {
        B convert(A input);

        default List<B> convertAll(List<A> inputs) {
            List<B> out = new ArrayList<>();
            for (A a : inputs) {
                out.add(convert(a));
            }
            return out;
        }

        default <C> Mapper<A, C> then(Mapper<B, C> next) {
            return a -> next.convert(convert(a));
        }
    }

    interface Identifiable<K extends Comparable<K>> {
        K key();

        default boolean sameKey(Identifiable<K> other) {
            return key().compareTo(other.key()) == 0;
        }
    }

    interface Store<K extends Comparable<K>, V extends Identifiable<K>> {
        void put(V value);
        V get(K key);
        List<V> values();

        default V getOrDefault(K key, V fallback) {
            V v = get(key);
            return v != null ? v : fallback;
        }

        default int size() {
            return values().size();
        }

        default void putAll(List<? extends V> items) {
            for (V item : items) {
                put(item);
            }
        }
    }

    static class Contact implements Identifiable<String> {
        final String phone;
        final String name;

        Contact(String phone, String name) {
            this.phone = phone;
            this.name = name;
        }

        public String key() { return phone; }

        @Override
        public String toString() {
            return name + "<" + phone + ">";
        }
    }

    static class ContactDto {
        final String label;

        ContactDto(String label) { this.label = label; }

        @Override
        public String toString() { return "Dto[" + label + "]"; }
    }

    static class SortedStore<K extends Comparable<K>, V extends Identifiable<K>> implements Store<K, V> {
        private final TreeMap<K, V> data = new TreeMap<>();

        public void put(V value) { data.put(value.key(), value); }
        public V get(K key) { return data.get(key); }
        public List<V> values() { return new ArrayList<>(data.values()); }
    }

    public static void main(String[] args) {
        Map<String, Integer> unreadByChannel = new HashMap<>();
        unreadByChannel.put("general", 5);
        unreadByChannel.put("random", 0);
        unreadByChannel.put("android", 12);
        unreadByChannel.merge("general", 2, Integer::sum);
        System.out.println("general unread = " + unreadByChannel.get("general")
                + ", android = " + unreadByChannel.get("android")
                + ", size = " + unreadByChannel.size());
        Map<String, Integer> sortedUnread = new TreeMap<>(unreadByChannel);
        System.out.println("sorted unread = " + sortedUnread);

        Map<String, List<String>> threads = new LinkedHashMap<>();
        threads.computeIfAbsent("release", k -> new ArrayList<>()).add("tag v1.2?");
        threads.computeIfAbsent("bugs", k -> new ArrayList<>()).add("crash on rotate");
        threads.computeIfAbsent("release", k -> new ArrayList<>()).add("yes, tonight");
        for (Map.Entry<String, List<String>> e : threads.entrySet()) {
            System.out.println("thread " + e.getKey() + ": " + e.getValue().size() + " " + e.getValue());
        }

        Mapper<Contact, ContactDto> toDto = new Mapper<Contact, ContactDto>() {
            @Override
            public ContactDto convert(Contact c) {
                return new ContactDto(c.name.toUpperCase() + " " + c.phone.substring(c.phone.length() - 4));
            }
        };
        Mapper<String, Integer> digitCount = new Mapper<>() {
            @Override
            public Integer convert(String s) {
                int n = 0;
                for (char ch : s.toCharArray()) {
                    if (Character.isDigit(ch)) n++;
                }
                return n;
            }
        };

        List<Contact> contacts = new ArrayList<>();
        contacts.add(new Contact("+1 555-0199", "Zed"));
        contacts.add(new Contact("555-0101", "Amelia"));
        contacts.add(new Contact("555-0142", "Raj"));
        contacts.add(new Contact("(555) 0177", "Lin"));

        System.out.println("dtos = " + toDto.convertAll(contacts));
        Mapper<Contact, String> phoneOf = c -> c.phone;
        Mapper<Contact, Integer> phoneDigits = phoneOf.then(digitCount);
        System.out.println("digit counts = " + phoneDigits.convertAll(contacts));
        Mapper<Contact, String> labelOf = toDto.then(d -> d.label);
        System.out.println("labels = " + labelOf.then(String::length).convertAll(contacts)
                + " first=" + labelOf.convert(contacts.get(0)));

        Store<String, Contact> store = new SortedStore<>();
        store.putAll(contacts);
        System.out.println("store size = " + store.size() + ", sorted = " + store.values());
        System.out.println("get 555-0142 = " + store.get("555-0142"));
        Contact unknown = new Contact("000", "Unknown");
        System.out.println("getOrDefault 999 = " + store.getOrDefault("999", unknown));
        store.put(new Contact("555-0101", "Amelia B."));
        System.out.println("after update: " + store.values() + " size " + store.size());
        System.out.println("Amelia sameKey as Amelia B.? " + contacts.get(1).sameKey(store.get("555-0101"))
                + ", Zed sameKey as Raj? " + contacts.get(0).sameKey(contacts.get(2)));

        Store<Integer, Identifiable<Integer>> counters = new Store<>() {
            private final Map<Integer, Identifiable<Integer>> backing = new LinkedHashMap<>();

            @Override
            public void put(Identifiable<Integer> value) {
                backing.put(value.key(), value);
                System.out.println("  anon store put " + value.key());
            }

            @Override
            public Identifiable<Integer> get(Integer key) {
                return backing.get(key);
            }

            @Override
            public List<Identifiable<Integer>> values() {
                return new ArrayList<>(backing.values());
            }
        };
        for (int i = 3; i >= 1; i--) {
            final int k = i * 10;
            counters.put(() -> k);
        }
        List<Integer> keys = new ArrayList<>();
        for (Identifiable<Integer> id : counters.values()) {
            keys.add(id.key());
        }
        System.out.println("anon store keys in insertion order = " + keys + " size=" + counters.size());
        System.out.println("get(20).key() = " + counters.get(20).key()
                + ", getOrDefault(99).key() = " + counters.getOrDefault(99, () -> -1).key());

        Comparator<Contact> byName = new Comparator<>() {
            @Override
            public int compare(Contact a, Contact b) {
                return a.name.compareTo(b.name);
            }
        };
        List<Contact> byNameList = new ArrayList<>(contacts);
        byNameList.sort(byName);
        System.out.println("by name = " + byNameList);
        byNameList.sort(byName.reversed());
        System.out.println("by name reversed = " + byNameList);
    }
}
