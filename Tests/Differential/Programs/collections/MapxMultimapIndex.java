import java.util.*;

public class MapxMultimapIndex {
    static final class Contact {
        final String name;
        final String city;
        final String tag;
        final int calls;

        Contact(String name, String city, String tag, int calls) {
            this.name = name;
            this.city = city;
            this.tag = tag;
            this.calls = calls;
        }

        @Override
        public String toString() {
            return name + "@" + city;
        }
    }

    static List<Contact> sample() {
        List<Contact> list = new ArrayList<>();
        list.add(new Contact("Alice", "Berlin", "work", 12));
        list.add(new Contact("Bob", "Paris", "family", 3));
        list.add(new Contact("Carol", "Berlin", "friends", 7));
        list.add(new Contact("Dave", "Oslo", "work", 1));
        list.add(new Contact("Eve", "Paris", "work", 22));
        list.add(new Contact("Frank", "Berlin", "family", 5));
        list.add(new Contact("Grace", "Madrid", "friends", 9));
        list.add(new Contact("Heidi", "Oslo", "friends", 4));
        return list;
    }

    static Map<String, List<Contact>> groupByCity(List<Contact> contacts) {
        Map<String, List<Contact>> byCity = new TreeMap<>();
        for (Contact c : contacts) {
            byCity.computeIfAbsent(c.city, k -> new ArrayList<>()).add(c);
        }
        return byCity;
    }

    static Map<String, Integer> callsPerTag(List<Contact> contacts) {
        Map<String, Integer> totals = new TreeMap<>();
        for (Contact c : contacts) {
            totals.merge(c.tag, c.calls, Integer::sum);
        }
        return totals;
    }

    static Map<Character, Set<String>> initialsIndex(List<Contact> contacts) {
        Map<Character, Set<String>> index = new TreeMap<>();
        for (Contact c : contacts) {
            index.computeIfAbsent(c.name.charAt(0), k -> new TreeSet<>()).add(c.name);
            index.computeIfAbsent(c.city.charAt(0), k -> new TreeSet<>()).add(c.city);
        }
        return index;
    }

    public static void main(String[] args) {
        List<Contact> contacts = sample();
        Map<String, List<Contact>> byCity = groupByCity(contacts);
        System.out.println("Cities: " + byCity.keySet());
        for (Map.Entry<String, List<Contact>> e : byCity.entrySet()) {
            System.out.println(String.format("%-8s -> %d contacts %s", e.getKey(), e.getValue().size(), e.getValue()));
        }

        Map<String, Integer> tagTotals = callsPerTag(contacts);
        System.out.println("Tag totals: " + tagTotals);
        for (String tag : new String[]{"work", "family", "spam", "friends"}) {
            System.out.println(String.format("  %-8s %5d", tag, tagTotals.getOrDefault(tag, 0)));
        }

        Map<Character, Set<String>> index = initialsIndex(contacts);
        for (Map.Entry<Character, Set<String>> e : index.entrySet()) {
            System.out.println("Index " + e.getKey() + ": " + e.getValue());
        }

        // Word frequency with merge
        String text = "the quick brown fox jumps over the lazy dog the fox";
        Map<String, Integer> freq = new LinkedHashMap<>();
        for (String w : text.split(" ")) {
            freq.merge(w, 1, Integer::sum);
        }
        System.out.println("Frequencies (insertion order): " + freq);
        int missing = freq.getOrDefault("cat", -1);
        System.out.println("cat -> " + missing + ", fox -> " + freq.getOrDefault("fox", -1));

        // Multimap of tag -> list of city, deduplicated via computeIfAbsent on a set
        Map<String, Set<String>> tagCities = new TreeMap<>();
        for (Contact c : contacts) {
            Set<String> cities = tagCities.computeIfAbsent(c.tag, k -> new TreeSet<>());
            boolean added = cities.add(c.city);
            if (!added) {
                System.out.println("Duplicate city " + c.city + " for tag " + c.tag);
            }
        }
        System.out.println("Tag cities: " + tagCities);

        // computeIfAbsent returning existing value does not call function
        int[] invocations = {0};
        Map<String, Integer> lengths = new TreeMap<>();
        for (String w : text.split(" ")) {
            lengths.computeIfAbsent(w, k -> {
                invocations[0]++;
                return k.length();
            });
        }
        System.out.println("Lengths: " + lengths + " computed " + invocations[0] + " times");

        // values() iteration summing
        int totalContacts = 0;
        for (List<Contact> group : byCity.values()) {
            totalContacts += group.size();
        }
        System.out.println("Total contacts via values(): " + totalContacts);
    }
}
