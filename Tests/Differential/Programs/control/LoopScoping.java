import java.util.ArrayList;
import java.util.List;

public class LoopScoping {
    public static void main(String[] args) {
        List<Runnable> actions = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int captured = i;
            actions.add(() -> System.out.println("captured " + captured));
        }
        for (String s : new String[] {"a", "b"}) {
            actions.add(() -> System.out.println("captured string " + s));
        }
        for (Runnable r : actions) {
            r.run();
        }
        int total = 0;
        for (int i = 0; i < 3; i++) {
            int local = i * 10;
            total += local;
        }
        for (int i = 5; i < 7; i++) {
            int local = i;
            total += local;
        }
        System.out.println("total = " + total);
        {
            int shadowFree = 1;
            System.out.println("block 1 " + shadowFree);
        }
        {
            int shadowFree = 2;
            System.out.println("block 2 " + shadowFree);
        }
        int[] counters = new int[3];
        for (int round = 0; round < 4; round++) {
            for (int j = 0; j < counters.length; j++) {
                if ((round + j) % 2 == 0) {
                    counters[j]++;
                }
            }
        }
        System.out.println(counters[0] + " " + counters[1] + " " + counters[2]);
        String acc = "";
        int i = 10;
        while (i-- > 7) {
            String piece = "<" + i + ">";
            acc += piece;
        }
        System.out.println(acc + " i=" + i);
    }
}
