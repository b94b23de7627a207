import java.util.Comparator;
import java.util.List;
import java.util.NavigableSet;
import java.util.TreeSet;

public class TreeSetNavigation {
    public static void main(String[] args) {
        TreeSet<Integer> set = new TreeSet<>(List.of(50, 10, 40, 20, 30, 10, -5));
        System.out.println("set=" + set + " size=" + set.size());
        System.out.println("first=" + set.first() + " last=" + set.last());
        System.out.println("floor(25)=" + set.floor(25) + " ceiling(25)=" + set.ceiling(25) + " lower(20)=" + set.lower(20) + " higher(20)=" + set.higher(20));
        System.out.println("floor(-10)=" + set.floor(-10) + " ceiling(60)=" + set.ceiling(60));
        System.out.println("headSet(30)=" + set.headSet(30) + " headSet(30,true)=" + set.headSet(30, true));
        System.out.println("tailSet(30)=" + set.tailSet(30) + " subSet(10,40)=" + set.subSet(10, 40));
        System.out.println("descendingSet=" + set.descendingSet());
        NavigableSet<Integer> tail = set.tailSet(20, true);
        tail.add(35);
        System.out.println("add via tail view -> set=" + set);
        System.out.println("pollFirst=" + set.pollFirst() + " pollLast=" + set.pollLast() + " -> " + set);
        TreeSet<String> words = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        for (String w : "kiwi fig apple date banana plum pear fig".split(" ")) {
            words.add(w);
        }
        System.out.println("by length then alpha=" + words);
        TreeSet<String> byLenOnly = new TreeSet<>(Comparator.comparing(String::length));
        for (String w : "kiwi fig apple date banana plum pear".split(" ")) {
            System.out.println("add " + w + " -> " + byLenOnly.add(w));
        }
        System.out.println("comparator equality drops ties=" + byLenOnly);
        System.out.println("contains(\"abcd\") by length=" + byLenOnly.contains("abcd"));
        TreeSet<Character> letters = new TreeSet<>();
        for (char c : "hello world".toCharArray()) {
            letters.add(c);
        }
        System.out.println("letters=" + letters + " first is space=" + (letters.first() == ' '));
        TreeSet<Integer> rev = new TreeSet<>(Comparator.reverseOrder());
        rev.addAll(List.of(3, 1, 4, 1, 5, 9, 2, 6));
        System.out.println("reverse-ordered=" + rev + " first=" + rev.first() + " floor(7)=" + rev.floor(7));
        StringBuilder sb = new StringBuilder();
        java.util.Iterator<Integer> it = set.descendingIterator();
        while (it.hasNext()) {
            sb.append(it.next()).append(',');
        }
        System.out.println("descendingIterator=" + sb);
    }
}
