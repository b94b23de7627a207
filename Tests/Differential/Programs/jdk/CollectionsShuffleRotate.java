import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedList;
import java.util.List;
import java.util.Random;

public class CollectionsShuffleRotate {
    public static void main(String[] args) {
        List<Integer> deck = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            deck.add(i);
        }
        Collections.shuffle(deck, new Random(7));
        System.out.println("shuffle seed 7=" + deck);
        Random shared = new Random(2024);
        List<String> names = new LinkedList<>(List.of("ann", "bob", "cy", "dee", "eve"));
        Collections.shuffle(names, shared);
        System.out.println("linked shuffle=" + names + " next=" + shared.nextInt(100));
        for (int d : new int[] {2, -1, 12, -13, 0}) {
            List<Integer> r = new ArrayList<>(List.of(1, 2, 3, 4, 5));
            Collections.rotate(r, d);
            System.out.println("rotate " + d + "=" + r);
        }
        Comparator<String> byLength = Comparator.comparingInt(String::length);
        List<String> words = List.of("kiwi", "fig", "plum", "apple", "yam");
        System.out.println("max by length=" + Collections.max(words, byLength) + " min by length=" + Collections.min(words, byLength));
        System.out.println("max natural=" + Collections.max(words) + " min reversed=" + Collections.min(words, Collections.reverseOrder()));
        List<String> copies = Collections.nCopies(3, "ab");
        System.out.println("nCopies=" + copies + " size=" + copies.size());
        try {
            copies.set(0, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("nCopies is immutable");
        }
        List<String> target = new ArrayList<>(List.of("z"));
        boolean changed = Collections.addAll(target, "b", "a", "b");
        System.out.println("addAll changed=" + changed + " " + target);
        List<Integer> sorted = new ArrayList<>(List.of(10, 20, 30, 40));
        System.out.println("binarySearch 30=" + Collections.binarySearch(sorted, 30) + " 25=" + Collections.binarySearch(sorted, 25) + " 99=" + Collections.binarySearch(sorted, 99));
        List<Integer> desc = new ArrayList<>(List.of(40, 30, 20, 10));
        System.out.println("binarySearch reversed 20=" + Collections.binarySearch(desc, 20, Collections.reverseOrder()));
        System.out.println("disjoint=" + Collections.disjoint(List.of(1, 2), List.of(3, 4)) + " " + Collections.disjoint(List.of(1, 2), List.of(2)));
        List<String> letters = new ArrayList<>(Arrays.asList("a", "b", "a", "c", "a"));
        System.out.println("replaceAll=" + Collections.replaceAll(letters, "a", "A") + " " + letters + " again=" + Collections.replaceAll(letters, "q", "Q"));
        System.out.println("indexOfSubList=" + Collections.indexOfSubList(letters, List.of("A", "c")) + " last=" + Collections.lastIndexOfSubList(List.of(1, 2, 1, 2), List.of(1, 2)) + " missing=" + Collections.indexOfSubList(letters, List.of("x")));
        List<String> dest = new ArrayList<>(List.of("1", "2", "3", "4"));
        Collections.copy(dest, List.of("x", "y"));
        System.out.println("copy=" + dest);
        try {
            Collections.copy(new ArrayList<>(List.of("only")), List.of("a", "b"));
        } catch (IndexOutOfBoundsException e) {
            System.out.println("copy too small: " + e.getMessage());
        }
        Collections.fill(dest, "-");
        System.out.println("fill=" + dest);
        Collections.swap(dest, 0, 3);
        System.out.println("singletonList=" + Collections.singletonList("one") + " emptySet=" + Collections.emptySet() + " emptyMap=" + Collections.emptyMap());
    }
}
