import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class GradeBook {
    static class Student {
        final String name;
        final Map<String, List<Integer>> scores = new TreeMap<>();

        Student(String name) {
            this.name = name;
        }

        void record(String subject, int score) {
            if (score < 0 || score > 100) {
                throw new IllegalArgumentException("score out of range for " + name + ": " + score);
            }
            scores.computeIfAbsent(subject, k -> new ArrayList<>()).add(score);
        }

        double average(String subject) {
            List<Integer> l = scores.get(subject);
            if (l == null || l.isEmpty()) {
                return Double.NaN;
            }
            int sum = 0;
            for (int s : l) {
                sum += s;
            }
            return (double) sum / l.size();
        }

        double overall() {
            double total = 0;
            int n = 0;
            for (String subj : scores.keySet()) {
                total += average(subj);
                n++;
            }
            return n == 0 ? 0 : total / n;
        }
    }

    static String letter(double avg) {
        if (Double.isNaN(avg)) {
            return "-";
        }
        return avg >= 90 ? "A" : avg >= 80 ? "B" : avg >= 70 ? "C" : avg >= 60 ? "D" : "F";
    }

    static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    public static void main(String[] args) {
        Map<String, Student> book = new TreeMap<>();
        String[] raw = {"ann math 95", "ann math 88", "bob math 72", "ann art 79", "bob art 91", "bob art 85",
            "cy math 55", "cy math 61", "cy art 101", "dee history 90", "bob math 68"};
        for (String line : raw) {
            String[] p = line.split(" ");
            Student s = book.computeIfAbsent(p[0], Student::new);
            try {
                s.record(p[1], Integer.parseInt(p[2]));
            } catch (IllegalArgumentException e) {
                System.out.println("skipped: " + e.getMessage());
            }
        }
        String[] subjects = {"math", "art", "history"};
        for (Student s : book.values()) {
            StringBuilder sb = new StringBuilder(s.name + ":");
            for (String subj : subjects) {
                double avg = s.average(subj);
                sb.append(' ').append(subj).append('=').append(Double.isNaN(avg) ? "n/a" : String.valueOf(round2(avg))).append('(').append(letter(avg)).append(')');
            }
            sb.append(" overall=").append(round2(s.overall())).append(' ').append(letter(s.overall()));
            System.out.println(sb);
        }
        String best = null;
        double bestAvg = -1;
        for (Student s : book.values()) {
            if (s.overall() > bestAvg) {
                bestAvg = s.overall();
                best = s.name;
            }
        }
        System.out.println("top student " + best + " with " + round2(bestAvg));
        System.out.println("raw scores " + book.get("bob").scores);
    }
}
