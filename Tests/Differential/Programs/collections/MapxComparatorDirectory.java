import java.util.*;

public class MapxComparatorDirectory {
    static final class Employee {
        final String login;
        final String team;
        final int level;

        Employee(String login, String team, int level) {
            this.login = login;
            this.team = team;
            this.level = level;
        }

        @Override
        public String toString() {
            return login + "(L" + level + ")";
        }
    }

    public static void main(String[] args) {
        // Case-insensitive username registry
        TreeMap<String, Employee> byLogin = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        String[][] raw = {
                {"alice", "Android", "3"}, {"Bob", "iOS", "2"}, {"carol", "Backend", "4"},
                {"ALICE", "Web", "1"}, {"dave", "Android", "2"}, {"Erin", "Backend", "5"}, {"bob", "Web", "3"}
        };
        for (String[] r : raw) {
            Employee e = new Employee(r[0], r[1], Integer.parseInt(r[2]));
            Employee existing = byLogin.putIfAbsent(e.login, e);
            if (existing != null) {
                System.out.println("Login clash: " + e.login + " already taken by " + existing.login);
            }
        }
        System.out.println("Registry: " + byLogin);
        System.out.println("get(\"CAROL\") = " + byLogin.get("CAROL"));
        System.out.println("containsKey(\"eRiN\") = " + byLogin.containsKey("eRiN"));
        System.out.println("floorKey(\"Bz\") = " + byLogin.floorKey("Bz"));
        System.out.println("ceilingKey(\"C\") = " + byLogin.ceilingKey("C"));

        // Reverse-ordered level board
        TreeMap<Integer, List<String>> byLevel = new TreeMap<>(Comparator.reverseOrder());
        for (Employee e : byLogin.values()) {
            byLevel.computeIfAbsent(e.level, k -> new ArrayList<>()).add(e.login);
        }
        System.out.println("Levels (desc): " + byLevel);
        System.out.println("firstKey (highest) = " + byLevel.firstKey());
        System.out.println("headMap(3) in reverse order = " + byLevel.headMap(3));
        System.out.println("tailMap(3) in reverse order = " + byLevel.tailMap(3));
        System.out.println("floorKey(1) reverse = " + byLevel.floorKey(1));
        System.out.println("higherKey(4) reverse = " + byLevel.higherKey(4));

        // Custom comparator: by length then alphabetically
        Comparator<String> byLengthThenAlpha = Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder());
        TreeMap<String, Integer> teamSizes = new TreeMap<>(byLengthThenAlpha);
        for (Employee e : byLogin.values()) {
            teamSizes.merge(e.team, 1, Integer::sum);
        }
        teamSizes.merge("QA", 0, Integer::sum);
        System.out.println("Team sizes by name length: " + teamSizes);
        for (Map.Entry<String, Integer> entry : teamSizes.entrySet()) {
            System.out.println(String.format("  %-8s len=%d members=%d", entry.getKey(), entry.getKey().length(), entry.getValue()));
        }

        // Comparator that makes keys collide: first letter only
        TreeMap<String, String> byInitial = new TreeMap<>(Comparator.comparing((String s) -> Character.toLowerCase(s.charAt(0))));
        for (String name : new String[]{"Mango", "apple", "melon", "Avocado", "banana"}) {
            String old = byInitial.put(name, name.toUpperCase());
            System.out.println("put " + name + " replaced " + old + " -> keys " + byInitial.keySet());
        }

        // Reverse of case-insensitive
        TreeMap<String, Integer> reversedCi = new TreeMap<>(String.CASE_INSENSITIVE_ORDER.reversed());
        reversedCi.put("delta", 4);
        reversedCi.put("Alpha", 1);
        reversedCi.put("charlie", 3);
        reversedCi.put("BRAVO", 2);
        reversedCi.put("ALPHA", 11);
        System.out.println("Reversed CI: " + reversedCi);
        System.out.println("comparator null for natural? " + (new TreeMap<String, Integer>().comparator() == null));
        System.out.println("descendingMap of reversed: " + reversedCi.descendingMap());

        // Equality: maps with different comparators but same content
        TreeMap<String, Integer> natural = new TreeMap<>();
        natural.put("alpha", 1);
        natural.put("bravo", 2);
        TreeMap<String, Integer> reversed = new TreeMap<>(Comparator.reverseOrder());
        reversed.putAll(natural);
        System.out.println("natural=" + natural + " reversed=" + reversed + " equal=" + natural.equals(reversed));
        System.out.println("keySet equal=" + natural.keySet().equals(reversed.keySet()));
    }
}
