import java.util.ArrayList;
import java.util.List;

public class IndexOutOfBoundsMessages {
    public static void main(String[] args) {
        int[] arr = new int[3];
        int[] indices = {0, 2, 3, -1, 10};
        for (int i : indices) {
            try {
                arr[i] = i;
                System.out.println("set arr[" + i + "]");
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("AIOOBE: " + e.getMessage());
            }
        }
        List<String> list = new ArrayList<>();
        list.add("a");
        list.add("b");
        int[] listIdx = {1, 2, -1};
        for (int i : listIdx) {
            try {
                System.out.println("list.get(" + i + ") = " + list.get(i));
            } catch (IndexOutOfBoundsException e) {
                System.out.println("IOOBE: " + e.getMessage());
            }
        }
        String s = "abc";
        try {
            System.out.println(s.charAt(3));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt: " + e.getClass().getSimpleName());
        }
        try {
            list.remove(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("remove: " + e.getMessage());
        }
        try {
            list.set(2, "c");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("set: " + e.getMessage());
        }
        try {
            List<Integer> empty = new ArrayList<>();
            System.out.println(empty.get(0));
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty get: " + e.getMessage());
        }
        int[][] grid = new int[2][2];
        try {
            grid[1][2] = 5;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("grid: " + e.getMessage());
        }
        System.out.println("array state: " + java.util.Arrays.toString(arr));
    }
}
