import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class ObjectsArraysListHash {
    public static void main(String[] args) {
        System.out.println("Objects.hash()=" + Objects.hash());
        System.out.println("Objects.hash(1)=" + Objects.hash(1));
        System.out.println("Objects.hash(1,2,3)=" + Objects.hash(1, 2, 3));
        System.out.println("Objects.hash(\"a\",null,2L)=" + Objects.hash("a", null, 2L));
        System.out.println("Objects.hash(\"name\",42,true,3.5)=" + Objects.hash("name", 42, true, 3.5));
        System.out.println("Objects.hashCode(null)=" + Objects.hashCode(null));
        System.out.println("Objects.hashCode(\"x\")=" + Objects.hashCode("x"));
        System.out.println("Arrays.hashCode(int[]{1,2,3})=" + Arrays.hashCode(new int[] {1, 2, 3}));
        System.out.println("Arrays.hashCode(long[]{1,2,3})=" + Arrays.hashCode(new long[] {1L, 2L, 3L}));
        System.out.println("Arrays.hashCode(double[]{0.5,-1})=" + Arrays.hashCode(new double[] {0.5, -1.0}));
        System.out.println("Arrays.hashCode(char[]{'h','i'})=" + Arrays.hashCode(new char[] {'h', 'i'}));
        System.out.println("Arrays.hashCode(boolean[]{true,false})=" + Arrays.hashCode(new boolean[] {true, false}));
        System.out.println("Arrays.hashCode(String[]{a,b})=" + Arrays.hashCode(new String[] {"a", "b"}));
        System.out.println("Arrays.hashCode(empty)=" + Arrays.hashCode(new int[0]));
        System.out.println("Arrays.deepHashCode=" + Arrays.deepHashCode(new Object[] {new int[] {1, 2}, "x"}));
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
        System.out.println("List.of(1,2,3).hashCode()=" + List.of(1, 2, 3).hashCode() + " ArrayList=" + list.hashCode());
        System.out.println("Arrays.asList(1,2,3).hashCode()=" + Arrays.asList(1, 2, 3).hashCode());
        System.out.println("empty list hash=" + new ArrayList<String>().hashCode());
        List<String> withNull = new ArrayList<>();
        withNull.add("a");
        withNull.add(null);
        System.out.println("list with null hash=" + withNull.hashCode());
        Set<String> set = new HashSet<>(List.of("x", "y", "z"));
        System.out.println("Set hash (sum)=" + set.hashCode() + " expected=" + ("x".hashCode() + "y".hashCode() + "z".hashCode()));
        Map<String, Integer> map = new HashMap<>();
        map.put("k", 7);
        map.put("q", 9);
        System.out.println("Map hash=" + map.hashCode() + " entry hash=" + Map.entry("k", 7).hashCode());
        List<List<Integer>> nested = List.of(List.of(1), List.of(2, 3));
        System.out.println("nested list hash=" + nested.hashCode());
        System.out.println("equal lists, equal hashes=" + (list.hashCode() == List.of(1, 2, 3).hashCode()) + " equals=" + list.equals(List.of(1, 2, 3)));
    }
}
