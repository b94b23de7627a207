import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class CollectionsUtilities {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>(Arrays.asList(4, 9, -2, 7, 9, 0, 3, 9));
        System.out.println("nums=" + nums);
        System.out.println("max=" + Collections.max(nums) + " min=" + Collections.min(nums));
        System.out.println("max by abs distance from 5=" + Collections.max(nums, Comparator.comparingInt(x -> Math.abs(x - 5))));
        System.out.println("frequency(9)=" + Collections.frequency(nums, 9) + " frequency(42)=" + Collections.frequency(nums, 42));
        Collections.reverse(nums);
        System.out.println("reverse=" + nums);
        Collections.swap(nums, 0, nums.size() - 1);
        System.out.println("swap first/last=" + nums);
        Collections.sort(nums);
        System.out.println("sorted=" + nums + " binarySearch(7)=" + Collections.binarySearch(nums, 7) + " binarySearch(5)=" + Collections.binarySearch(nums, 5));
        Collections.rotate(nums, 2);
        System.out.println("rotate by 2=" + nums);
        Collections.rotate(nums, -3);
        System.out.println("rotate by -3=" + nums);
        List<String> dashes = Collections.nCopies(4, "-");
        System.out.println("nCopies=" + dashes + " joined=" + String.join("", dashes));
        List<Integer> filled = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.fill(filled, 7);
        System.out.println("fill=" + filled);
        List<Integer> dest = new ArrayList<>(Arrays.asList(1, 1, 1, 1, 1, 1));
        Collections.copy(dest, Arrays.asList(8, 9));
        System.out.println("copy into prefix=" + dest);
        System.out.println("emptyList=" + Collections.emptyList() + " emptyMap=" + Collections.emptyMap() + " emptySet=" + Collections.emptySet());
        System.out.println("singleton=" + Collections.singleton("x") + " singletonMap=" + Collections.singletonMap("k", "v"));
        List<String> letters = new ArrayList<>(List.of("d", "a", "c", "b"));
        Collections.addAll(letters, "f", "e");
        System.out.println("addAll varargs=" + letters);
        letters.sort(Collections.reverseOrder());
        System.out.println("reverseOrder sort=" + letters);
        System.out.println("disjoint(letters,[x,y])=" + Collections.disjoint(letters, List.of("x", "y")) + " disjoint with [a]=" + Collections.disjoint(letters, List.of("a")));
        System.out.println("indexOfSubList=" + Collections.indexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)) + " lastIndexOfSubList=" + Collections.lastIndexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)));
        List<Integer> shuffled = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8));
        Collections.shuffle(shuffled, new java.util.Random(123));
        System.out.println("shuffle seed 123=" + shuffled);
        System.out.println("replaceAll=" + Collections.replaceAll(shuffled, 3, 33) + " -> " + shuffled);
        try {
            Collections.max(new ArrayList<Integer>());
        } catch (java.util.NoSuchElementException e) {
            System.out.println("max of empty threw NoSuchElementException");
        }
    }
}
