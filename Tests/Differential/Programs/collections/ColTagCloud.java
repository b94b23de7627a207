import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class ColTagCloud {
    public static void main(String[] args) {
        List<String> raw = Arrays.asList("Kotlin", "android", "java", "UI", "kotlin", "compose",
                "Java", "android", "room", "ui", "compose", "kotlin", "gradle", "android", "test");
        System.out.println("raw tags: " + raw + " (" + raw.size() + ")");
        System.out.println("frequency of 'android': " + Collections.frequency(raw, "android"));
        System.out.println("frequency of 'kotlin' (case-sensitive): " + Collections.frequency(raw, "kotlin"));

        // normalise in place: Arrays.asList allows replaceAll and set
        raw.replaceAll(String::toLowerCase);
        System.out.println("normalised: " + raw);
        try {
            raw.add("extra");
        } catch (UnsupportedOperationException e) {
            System.out.println("Arrays.asList cannot grow");
        }

        // counts in a sorted map
        Map<String, Integer> counts = new TreeMap<>();
        for (String t : raw) {
            counts.merge(t, 1, Integer::sum);
        }
        System.out.println("counts: " + counts);
        Set<String> firstSeen = new LinkedHashSet<>(raw);
        System.out.println("distinct in first-seen order: " + firstSeen);

        // cloud sizes: weight rendered as repeated stars via nCopies
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort(Collections.<Map.Entry<String, Integer>>reverseOrder(Map.Entry.comparingByValue())
                .thenComparing(Map.Entry.comparingByKey()));
        for (Map.Entry<String, Integer> e : entries) {
            String stars = String.join("", Collections.nCopies(e.getValue(), "*"));
            System.out.println(String.format("%-8s %5d %s", e.getKey(), e.getValue(), stars));
        }
        int maxCount = Collections.max(counts.values());
        int minCount = Collections.min(counts.values());
        System.out.println("max count " + maxCount + ", min count " + minCount);
        Comparator<String> byLength = Comparator.comparingInt(String::length);
        byLength = byLength.thenComparing(Comparator.naturalOrder());
        String longest = Collections.max(counts.keySet(), byLength);
        String shortest = Collections.min(counts.keySet(), byLength);
        System.out.println("longest tag " + longest + ", shortest tag " + shortest);

        // working list: filter rare tags and duplicates
        List<String> work = new ArrayList<>(raw);
        work.removeIf(t -> counts.get(t) < 2);
        System.out.println("without rare tags: " + work);
        List<String> placeholders = new ArrayList<>(Collections.nCopies(3, "todo"));
        placeholders.set(1, "wip");
        System.out.println("placeholders: " + placeholders);
        work.addAll(2, placeholders);
        System.out.println("with placeholders: " + work);
        work.sort(null);
        System.out.println("sorted: " + work);
        Collections.reverse(work);
        System.out.println("reversed: " + work);

        // immutable defaults shipped with the app
        List<String> defaults = List.of("android", "kotlin", "news");
        Map<String, String> aliases = Map.of("ui", "design", "room", "database", "test", "qa");
        try {
            defaults.add("more");
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of is immutable: " + defaults);
        }
        try {
            aliases.put("java", "jvm");
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of is immutable, size " + aliases.size());
        }
        TreeSet<String> cloud = new TreeSet<>();
        for (String t : counts.keySet()) {
            cloud.add(aliases.getOrDefault(t, t));
        }
        cloud.addAll(defaults);
        System.out.println("cloud: " + cloud);
        System.out.println("first " + cloud.first() + ", last " + cloud.last());
        System.out.println("before 'k': " + cloud.headSet("k") + ", from 'k': " + cloud.tailSet("k"));
        System.out.println("ceiling 'e' " + cloud.ceiling("e") + ", floor 'e' " + cloud.floor("e"));
        System.out.println("descending: " + cloud.descendingSet());
        System.out.println("defaults equal to ArrayList copy? " + defaults.equals(new ArrayList<>(defaults)));
        System.out.println("contains news? " + cloud.contains("news") + ", removed news? " + cloud.remove("news"));
        System.out.println("pollFirst " + cloud.pollFirst() + ", pollLast " + cloud.pollLast() + " -> " + cloud);
    }
}
