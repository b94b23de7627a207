import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class NumScoreBoard {

    static final class Player {
        final String name;
        final long points;
        final int wins;
        final int games;
        final double rating;

        Player(String name, long points, int wins, int games, double rating) {
            this.name = name;
            this.points = points;
            this.wins = wins;
            this.games = games;
            this.rating = rating;
        }

        int winPercent() {
            if (games == 0) {
                return 0;
            }
            return wins * 100 / games;
        }

        int winPercentRounded() {
            if (games == 0) {
                return 0;
            }
            return (wins * 200 + games) / (games * 2);
        }

        double winRatio() {
            return games == 0 ? 0.0 : (double) wins / games;
        }
    }

    static boolean luhnValid(String number) {
        int sum = 0;
        boolean doubleIt = false;
        for (int i = number.length() - 1; i >= 0; i--) {
            char c = number.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
            int d = c - '0';
            if (doubleIt) {
                d *= 2;
                if (d > 9) {
                    d -= 9;
                }
            }
            sum += d;
            doubleIt = !doubleIt;
        }
        return number.length() > 1 && sum % 10 == 0;
    }

    static char luhnCheckDigit(String partial) {
        for (int d = 0; d <= 9; d++) {
            if (luhnValid(partial + d)) {
                return (char) ('0' + d);
            }
        }
        return '?';
    }

    static String stars(double rating) {
        int full = (int) Math.floor(rating);
        boolean half = rating - full >= 0.5;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            if (i < full) {
                sb.append('*');
            } else if (i == full && half) {
                sb.append('+');
            } else {
                sb.append('.');
            }
        }
        return sb.toString();
    }

    static int eloDelta(double ratingA, double ratingB, boolean aWon) {
        double expected = 1.0 / (1.0 + Math.pow(10, (ratingB - ratingA) / 400.0));
        double actual = aWon ? 1.0 : 0.0;
        return (int) Math.round(32 * (actual - expected));
    }

    public static void main(String[] args) {
        List<Player> players = new ArrayList<>();
        players.add(new Player("zoe", 15230L, 41, 60, 4.7));
        players.add(new Player("max", 15230L, 45, 70, 4.2));
        players.add(new Player("ana", 9800L, 12, 13, 3.5));
        players.add(new Player("li", 22100L, 80, 150, 2.95));
        players.add(new Player("omar", 0L, 0, 0, 0.0));
        players.add(new Player("bea", 30000L, 2, 3, 5.0));
        players.add(new Player("kim", -250L, 1, 9, 1.49));

        List<Player> byPoints = new ArrayList<>(players);
        byPoints.sort((a, b) -> {
            int c = Long.compare(b.points, a.points);
            if (c != 0) {
                return c;
            }
            c = Integer.compare(b.winPercent(), a.winPercent());
            if (c != 0) {
                return c;
            }
            return a.name.compareTo(b.name);
        });
        System.out.println("RANK NAME     POINTS WIN RND RATIO STARS");
        int rank = 0;
        long previous = Long.MIN_VALUE;
        int position = 0;
        for (Player p : byPoints) {
            position++;
            if (p.points != previous) {
                rank = position;
                previous = p.points;
            }
            System.out.println(String.format("%5d %-8s %d %5d %5d %.2f %s", rank, p.name, p.points, p.winPercent(),
                    p.winPercentRounded(), p.winRatio(), stars(p.rating)));
        }

        List<Player> byRating = new ArrayList<>(players);
        byRating.sort(Comparator.comparingDouble((Player p) -> p.rating).reversed().thenComparing(p -> p.name));
        StringBuilder sb = new StringBuilder("by rating:");
        for (Player p : byRating) {
            sb.append(' ').append(p.name).append(String.format("(%.2f)", p.rating));
        }
        System.out.println(sb);

        List<Player> byRatio = new ArrayList<>(players);
        byRatio.sort((a, b) -> Double.compare(a.winRatio(), b.winRatio()));
        StringBuilder sr = new StringBuilder("by ratio asc:");
        for (Player p : byRatio) {
            sr.append(' ').append(p.name);
        }
        System.out.println(sr);

        System.out.println("-- points share (integer percent, largest remainder) --");
        long total = 0;
        for (Player p : players) {
            total += Math.max(0, p.points);
        }
        Map<String, Integer> share = new LinkedHashMap<>();
        Map<String, Long> remainder = new LinkedHashMap<>();
        int assigned = 0;
        for (Player p : players) {
            long pts = Math.max(0, p.points);
            int pct = (int) (pts * 100 / total);
            share.put(p.name, pct);
            remainder.put(p.name, pts * 100 % total);
            assigned += pct;
        }
        while (assigned < 100) {
            String best = null;
            long bestRem = -1;
            for (Map.Entry<String, Long> e : remainder.entrySet()) {
                if (e.getValue() > bestRem) {
                    bestRem = e.getValue();
                    best = e.getKey();
                }
            }
            share.put(best, share.get(best) + 1);
            remainder.put(best, -1L);
            assigned++;
        }
        for (Map.Entry<String, Integer> e : share.entrySet()) {
            System.out.println(String.format("%-8s %5d", e.getKey(), e.getValue()));
        }
        System.out.println("total points=" + total + " assigned=" + assigned);

        System.out.println("-- elo --");
        double[][] matches = {{1500, 1500}, {1600, 1400}, {1400, 1600}, {2000, 1200}, {1850.5, 1849.5}};
        for (double[] m : matches) {
            int win = eloDelta(m[0], m[1], true);
            int loss = eloDelta(m[0], m[1], false);
            System.out.println(String.format("%.2f vs %.2f: win %d loss %d", m[0], m[1], win, loss));
        }

        System.out.println("-- luhn member ids --");
        String[] ids = {"79927398713", "79927398710", "4539578763621486", "1234567812345678", "0", "12a4", "059"};
        for (String id : ids) {
            System.out.println(String.format("%-8s valid=%s", id, String.valueOf(luhnValid(id))));
        }
        String[] partials = {"7992739871", "453957876362148", "12345"};
        for (String p : partials) {
            char check = luhnCheckDigit(p);
            System.out.println(p + " + check digit " + check + " -> " + (p + check) + " code=" + (int) check);
        }

        System.out.println("-- level thresholds --");
        long[] xp = {0, 99, 100, 999, 1000, 5000, 123456, Long.MAX_VALUE};
        for (long x : xp) {
            int level = x <= 0 ? 0 : (int) Math.floor(Math.log10((double) x)) + 1;
            long nextAt = level >= 18 ? -1 : (long) Math.pow(10, level);
            String progress = nextAt <= 0 ? "max" : String.format("%d", x * 100 / nextAt);
            System.out.println(String.format("xp=%d level=%d next=%d progress=%s id=%05d", x, level, nextAt, progress,
                    level * 7));
        }
    }
}
