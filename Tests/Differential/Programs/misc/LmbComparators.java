import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class LmbComparators {
    static void show(String title, List<LmbContact> list) {
        System.out.println("== " + title);
        for (LmbContact c : list) {
            System.out.println("  " + c);
        }
    }

    static List<LmbContact> sortedCopy(List<LmbContact> src, Comparator<LmbContact> cmp) {
        List<LmbContact> copy = new ArrayList<>(src);
        copy.sort(cmp);
        return copy;
    }

    public static void main(String[] args) {
        List<LmbContact> contacts = new ArrayList<>();
        contacts.add(new LmbContact("Nadia", "Berlin", 34, 120));
        contacts.add(new LmbContact("Alex", null, 27, 45));
        contacts.add(new LmbContact("Chen", "Austin", 34, 300));
        contacts.add(new LmbContact("bea", "Berlin", 19, 45));
        contacts.add(new LmbContact("Omar", "Austin", 41, 12));
        contacts.add(new LmbContact("Yuki", null, 27, 300));
        contacts.add(new LmbContact("Alex", "Cairo", 22, 88));

        show("by name", sortedCopy(contacts, Comparator.comparing(LmbContact::getName)));
        show("by name case-insensitive", sortedCopy(contacts,
                Comparator.comparing(LmbContact::getName, String.CASE_INSENSITIVE_ORDER)));
        show("by age then name", sortedCopy(contacts,
                Comparator.comparingInt(LmbContact::getAge).thenComparing(LmbContact::getName)));
        show("by messages desc then name", sortedCopy(contacts,
                Comparator.comparingInt(LmbContact::getMessages).reversed().thenComparing(c -> c.getName())));
        show("by city nullsFirst then age desc", sortedCopy(contacts,
                Comparator.comparing(LmbContact::getCity, Comparator.nullsFirst(Comparator.<String>naturalOrder()))
                        .thenComparing(LmbContact::getAge, Comparator.reverseOrder())));
        show("by city nullsLast reversed", sortedCopy(contacts,
                Comparator.comparing(LmbContact::getCity, Comparator.nullsLast(Comparator.<String>reverseOrder()))
                        .thenComparingInt(LmbContact::getMessages)));

        Comparator<LmbContact> byLength = (a, b) -> Integer.compare(a.getName().length(), b.getName().length());
        Comparator<LmbContact> custom = byLength.thenComparing(LmbContact::getName, Comparator.reverseOrder());
        show("custom name length then name reversed", sortedCopy(contacts, custom));
        show("custom fully reversed", sortedCopy(contacts, custom.reversed()));

        Map<String, Comparator<LmbContact>> sortOptions = new LinkedHashMap<>();
        sortOptions.put("newest-chatty", Comparator.comparingInt(LmbContact::getMessages).reversed());
        sortOptions.put("youngest", Comparator.comparingInt(LmbContact::getAge));
        sortOptions.put("alpha", Comparator.comparing(LmbContact::getName).thenComparingInt(LmbContact::getAge));
        for (Map.Entry<String, Comparator<LmbContact>> e : sortOptions.entrySet()) {
            LmbContact top = Collections.min(contacts, e.getValue());
            LmbContact bottom = Collections.max(contacts, e.getValue());
            System.out.println(String.format("%-8s first=%-8s last=%s", e.getKey(), top.getName(), bottom.getName()));
        }

        Function<LmbContact, String> cityKey = c -> c.getCity() == null ? "(none)" : c.getCity();
        Map<String, List<LmbContact>> grouped = new LinkedHashMap<>();
        for (LmbContact c : sortedCopy(contacts, Comparator.comparing(cityKey))) {
            grouped.computeIfAbsent(cityKey.apply(c), k -> new ArrayList<>()).add(c);
        }
        for (Map.Entry<String, List<LmbContact>> e : grouped.entrySet()) {
            List<LmbContact> members = e.getValue();
            members.sort(Comparator.comparing(LmbContact::getName));
            StringBuilder sb = new StringBuilder();
            for (LmbContact m : members) {
                if (sb.length() > 0) {
                    sb.append(", ");
                }
                sb.append(m.getName());
            }
            System.out.println(e.getKey() + " -> " + sb);
        }

        LmbContact probe = new LmbContact("Chen", "Zurich", 34, 1);
        Comparator<LmbContact> nameAge = Comparator.comparing(LmbContact::getName).thenComparingInt(LmbContact::getAge);
        int matches = 0;
        for (LmbContact c : contacts) {
            if (nameAge.compare(c, probe) == 0) {
                matches++;
            }
        }
        System.out.println("probe matches by name+age = " + matches);
        System.out.println("sign compare Alex vs Nadia = " + Integer.signum(nameAge.compare(contacts.get(1), contacts.get(0))));
    }
}

class LmbContact {
    private final String name;
    private final String city;
    private final int age;
    private final int messages;

    LmbContact(String name, String city, int age, int messages) {
        this.name = name;
        this.city = city;
        this.age = age;
        this.messages = messages;
    }

    String getName() { return name; }
    String getCity() { return city; }
    int getAge() { return age; }
    int getMessages() { return messages; }

    @Override
    public String toString() {
        return String.format("%-8s %-8s age=%d msgs=%d", name, city == null ? "-" : city, age, messages);
    }
}
