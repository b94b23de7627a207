import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class RoundRobinScheduler {
    static class Process {
        final String name;
        final int arrival;
        int remaining;
        final int burst;
        int finish = -1;
        int firstRun = -1;

        Process(String name, int arrival, int burst) {
            this.name = name;
            this.arrival = arrival;
            this.burst = burst;
            this.remaining = burst;
        }
    }

    public static void main(String[] args) {
        List<Process> incoming = new ArrayList<>();
        incoming.add(new Process("P1", 0, 5));
        incoming.add(new Process("P2", 1, 3));
        incoming.add(new Process("P3", 2, 8));
        incoming.add(new Process("P4", 3, 6));
        incoming.add(new Process("P5", 12, 2));
        int quantum = 2;
        Deque<Process> ready = new ArrayDeque<>();
        int time = 0;
        int next = 0;
        StringBuilder gantt = new StringBuilder();
        int done = 0;
        while (done < incoming.size()) {
            while (next < incoming.size() && incoming.get(next).arrival <= time) {
                ready.addLast(incoming.get(next++));
            }
            if (ready.isEmpty()) {
                gantt.append("[idle ").append(time).append("]");
                time = incoming.get(next).arrival;
                continue;
            }
            Process p = ready.pollFirst();
            if (p.firstRun < 0) {
                p.firstRun = time;
            }
            int slice = Math.min(quantum, p.remaining);
            gantt.append(p.name).append('(').append(time).append('-').append(time + slice).append(") ");
            time += slice;
            p.remaining -= slice;
            while (next < incoming.size() && incoming.get(next).arrival <= time) {
                ready.addLast(incoming.get(next++));
            }
            if (p.remaining > 0) {
                ready.addLast(p);
            } else {
                p.finish = time;
                done++;
            }
        }
        System.out.println(gantt.toString().trim());
        double totalWait = 0, totalTurn = 0;
        for (Process p : incoming) {
            int turnaround = p.finish - p.arrival;
            int wait = turnaround - p.burst;
            int response = p.firstRun - p.arrival;
            totalWait += wait;
            totalTurn += turnaround;
            System.out.println(p.name + " finish=" + p.finish + " turnaround=" + turnaround + " wait=" + wait + " response=" + response);
        }
        System.out.println("avg wait " + totalWait / incoming.size() + " avg turnaround " + totalTurn / incoming.size());
    }
}
