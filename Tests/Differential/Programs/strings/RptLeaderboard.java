import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

public class RptLeaderboard {
    static String ordinal(int n) {
        int mod100 = n % 100;
        String suffix;
        if (mod100 >= 11 && mod100 <= 13) {
            suffix = "th";
        } else {
            switch (n % 10) {
                case 1: suffix = "st"; break;
                case 2: suffix = "nd"; break;
                case 3: suffix = "rd"; break;
                default: suffix = "th";
            }
        }
        return n + suffix;
    }

    static String center(String s, int w, char fill) {
        if (s.length() >= w) return s;
        int total = w - s.length();
        int left = total / 2;
        String f = String.valueOf(fill);
        return f.repeat(left) + s + f.repeat(total - left);
    }

    public static void main(String[] args) {
        List<Player> players = new ArrayList<>();
        players.add(new Player("NovaStrike", 128450, 312, 41, "EU"));
        players.add(new Player("pixel_pete", 99870, 280, 55, "NA"));
        players.add(new Player("Zephyrine", 128450, 298, 38, "APAC"));
        players.add(new Player("GrumpyOtter", 45012, 150, 70, "NA"));
        players.add(new Player("x", 7, 1, 1, "EU"));
        players.add(new Player("TheExtraordinarilyLongName", 210004, 401, 12, "SA"));
        players.add(new Player("Mochi", 99870, 280, 60, "APAC"));
        players.add(new Player("Quill", 1500000, 999, 3, "EU"));

        Collections.sort(players, Comparator.comparingLong((Player p) -> p.score).reversed()
                .thenComparing(p -> p.wins, Comparator.reverseOrder())
                .thenComparing(p -> p.name));

        int width = 64;
        System.out.println(center(" SEASON 9 LEADERBOARD ", width, '*'));
        System.out.printf("%-6s %-12s %12s %5s %5s %7s %-4s %5s%n",
                "Rank", "Player", "Score", "Wins", "Loss", "Win%", "Reg", "Hex");
        System.out.println("-".repeat(width));

        int rank = 0;
        long prevScore = -1;
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            if (p.score != prevScore) rank = i + 1;
            prevScore = p.score;
            double winPct = p.wins * 100.0 / (p.wins + p.losses);
            String marker = rank <= 3 ? "*" : " ";
            System.out.printf("%-5s%s %-12.12s %,12d %5d %5d %6.2f%% %-4s %5X%n",
                    ordinal(rank), marker, p.name, p.score, p.wins, p.losses, winPct, p.region, p.score % 4096);
        }
        System.out.println("-".repeat(width));

        String[] regions = {"EU", "NA", "APAC", "SA", "AF"};
        for (String r : regions) {
            StringJoiner sj = new StringJoiner(", ", r + ": {", "}");
            sj.setEmptyValue(r + ": (no players)");
            long sum = 0;
            for (Player p : players) {
                if (Objects.equals(p.region, r)) {
                    sj.add(p.name.length() > 8 ? p.name.substring(0, 8) + "~" : p.name);
                    sum += p.score;
                }
            }
            System.out.printf("%-50s total=%,d%n", sj.toString(), sum);
        }

        Player top = players.get(0);
        Player last = players.get(players.size() - 1);
        System.out.println(String.format("Champion %1$s leads %2$s by %3$,d points; %1$s wins the cup.",
                top.name, last.name, top.score - last.score));
        System.out.printf("Score gap as percent: %+.1f%%%n", (last.score - top.score) * 100.0 / top.score);
        System.out.printf("Tie for 3rd? %b | Any perfect record? %b%n",
                players.get(2).score == players.get(3).score, last.losses == 0);
        System.out.printf("Ranks in octal: %o %o %o | padded: %05d%n", 8, 16, 64, rank);
        for (int n : new int[] {1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112}) {
            System.out.print(ordinal(n) + (n == 112 ? "\n" : " "));
        }
    }
}

class Player {
    final String name;
    final long score;
    final int wins;
    final int losses;
    final String region;

    Player(String name, long score, int wins, int losses, String region) {
        this.name = name;
        this.score = score;
        this.wins = wins;
        this.losses = losses;
        this.region = region;
    }
}
