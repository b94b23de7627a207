import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class CovComparators {

    static <T> void insertionSort(List<T> items, Comparator<? super T> cmp) {
        for (int i = 1; i < items.size(); i++) {
            T current = items.get(i);
            int j = i - 1;
            while (j >= 0 && cmp.compare(items.get(j), current) > 0) {
                items.set(j + 1, items.get(j));
                j--;
            }
            items.set(j + 1, current);
        }
    }

    static <T> T maxOf(List<? extends T> items, Comparator<? super T> cmp) {
        T best = null;
        for (T item : items) {
            if (best == null || cmp.compare(item, best) > 0) {
                best = item;
            }
        }
        return best;
    }

    static <T> boolean isSorted(List<? extends T> items, Comparator<? super T> cmp) {
        for (int i = 1; i < items.size(); i++) {
            if (cmp.compare(items.get(i - 1), items.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    static <T> List<T> topN(List<? extends T> items, int n, Comparator<? super T> cmp) {
        List<T> copy = new ArrayList<>(items);
        insertionSort(copy, cmp.reversed());
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n && i < copy.size(); i++) {
            out.add(copy.get(i));
        }
        return out;
    }

    static void printAll(String title, List<? extends Contact> contacts) {
        StringBuilder sb = new StringBuilder(title).append(": ");
        for (int i = 0; i < contacts.size(); i++) {
            if (i > 0) sb.append(" | ");
            sb.append(contacts.get(i).display());
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        Comparator<Contact> byName = (a, b) -> a.getName().compareTo(b.getName());
        Comparator<Contact> byPriority = (a, b) -> Integer.compare(a.priority(), b.priority());
        Comparator<Object> byText = (a, b) -> String.valueOf(a).length() - String.valueOf(b).length();

        List<Friend> friends = new ArrayList<>();
        friends.add(new Friend("Zoe", 7, 3));
        friends.add(new Friend("Adam", 2, 10));
        friends.add(new Friend("Mia", 5, 1));
        friends.add(new Friend("Liam", 9, 6));

        List<Colleague> colleagues = new ArrayList<>();
        colleagues.add(new Colleague("Nora", "Design"));
        colleagues.add(new Colleague("Ben", "Backend"));
        colleagues.add(new Colleague("Eve", "QA"));

        printAll("friends", friends);
        System.out.println("sorted by name? " + isSorted(friends, byName));
        insertionSort(friends, byName);
        printAll("friends by name", friends);
        System.out.println("sorted by name? " + isSorted(friends, byName));

        insertionSort(friends, byPriority);
        printAll("friends by priority", friends);

        Comparator<Friend> byCloseness = Comparator.comparingInt(Friend::getCloseness);
        insertionSort(friends, byCloseness.thenComparing(byName));
        printAll("friends by closeness", friends);

        Friend top = maxOf(friends, byPriority);
        System.out.println("top priority friend: " + top.display());
        Contact topAny = maxOf(colleagues, byPriority);
        System.out.println("top priority colleague: " + topAny.display());

        insertionSort(colleagues, byName.reversed());
        printAll("colleagues reversed", colleagues);

        List<Contact> everyone = new ArrayList<>();
        everyone.addAll(friends);
        everyone.addAll(colleagues);
        insertionSort(everyone, byPriority.thenComparing(byName));
        printAll("everyone", everyone);
        printAll("top 3", topN(everyone, 3, byPriority));
        printAll("top 2 friends", topN(friends, 2, byName));

        List<String> tags = new ArrayList<>(List.of("android", "ui", "kotlin", "db", "network"));
        insertionSort(tags, byText);
        System.out.println("tags by length: " + tags);
        System.out.println("longest tag: " + maxOf(tags, byText));

        List<Integer> scores = new ArrayList<>(List.of(42, 7, 19, 88, 3));
        Comparator<Number> byDouble = (a, b) -> Double.compare(a.doubleValue(), b.doubleValue());
        insertionSort(scores, byDouble);
        System.out.println("scores: " + scores);
        System.out.println("max score: " + maxOf(scores, byDouble));
        System.out.println("max of empty: " + maxOf(new ArrayList<Friend>(), byName));
    }
}

abstract class Contact {
    private final String name;

    protected Contact(String name) {
        this.name = name;
    }

    String getName() {
        return name;
    }

    abstract int priority();

    String display() {
        return name + "(p" + priority() + ")";
    }
}

class Friend extends Contact {
    private final int priority;
    private final int closeness;

    Friend(String name, int priority, int closeness) {
        super(name);
        this.priority = priority;
        this.closeness = closeness;
    }

    int getCloseness() {
        return closeness;
    }

    @Override
    int priority() {
        return priority;
    }

    @Override
    String display() {
        return super.display() + "c" + closeness;
    }
}

class Colleague extends Contact {
    private final String team;

    Colleague(String name, String team) {
        super(name);
        this.team = team;
    }

    @Override
    int priority() {
        return team.length();
    }

    @Override
    String display() {
        return getName() + "@" + team;
    }
}
