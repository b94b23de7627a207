import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class ArrSeatBookings {
    static String rle(char[] row) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < row.length) {
            int j = i;
            while (j < row.length && row[j] == row[i]) j++;
            sb.append(j - i).append(row[i]);
            i = j;
        }
        return sb.toString();
    }

    static char[] unrle(String s) {
        List<Character> out = new ArrayList<>();
        int n = 0;
        for (char c : s.toCharArray()) {
            if (c >= '0' && c <= '9') n = n * 10 + (c - '0');
            else { for (int k = 0; k < n; k++) out.add(c); n = 0; }
        }
        char[] res = new char[out.size()];
        for (int i = 0; i < res.length; i++) res[i] = out.get(i);
        return res;
    }

    public static void main(String[] args) {
        int[][] hall = new int[5][];
        for (int r = 0; r < hall.length; r++) hall[r] = new int[6 + r * 2];
        SeatClass[] classes = {SeatClass.VIP, SeatClass.VIP, SeatClass.STANDARD, SeatClass.STANDARD, SeatClass.BUDGET};
        Booking[] bookings = {
            new Booking("ana", 0, 2, 2), new Booking("ben", 3, 0, 12), new Booking("cy", 1, 3, 4),
            new Booking("dee", 4, 5, 3), new Booking("eli", 2, 4, 3), new Booking("fay", 0, 4, 3)
        };
        for (int id = 0; id < bookings.length; id++) {
            Booking b = bookings[id];
            int[] row = hall[b.row];
            boolean free = b.seat + b.count <= row.length;
            for (int s = b.seat; free && s < b.seat + b.count; s++) if (row[s] != 0) free = false;
            if (free) Arrays.fill(row, b.seat, b.seat + b.count, id + 1);
            System.out.println(String.format("%-8s row %d seats %d..%d -> %s", b.name, b.row, b.seat,
                    b.seat + b.count - 1, free ? "OK" : "REJECTED"));
        }
        System.out.println(Arrays.deepToString(hall));

        long revenueCents = 0;
        Map<SeatClass, Integer> perClass = new LinkedHashMap<>();
        for (int r = 0; r < hall.length; r++) {
            char[] vis = new char[hall[r].length];
            int taken = 0;
            for (int s = 0; s < vis.length; s++) {
                vis[s] = hall[r][s] == 0 ? '.' : (char) ('a' + hall[r][s] - 1);
                if (hall[r][s] != 0) taken++;
            }
            revenueCents += (long) taken * classes[r].cents;
            perClass.merge(classes[r], taken, Integer::sum);
            String enc = rle(vis);
            System.out.println(String.format("row %d %-8s %-16s rle=%s back=%s", r, classes[r], new String(vis), enc,
                    Arrays.equals(vis, unrle(enc))));
        }
        System.out.println("per class: " + perClass);
        System.out.println("revenue: " + revenueCents / 100 + "." + (revenueCents % 100 / 10) + (revenueCents % 10));
        long season = revenueCents * 365 * 4 * 1000;
        System.out.println("season cents (long): " + season + " as int: " + (int) season);

        Booking[] sorted = Arrays.copyOf(bookings, bookings.length);
        Arrays.sort(sorted, Comparator.comparingInt((Booking b) -> b.row).thenComparing(b -> b.name, Comparator.reverseOrder()));
        StringBuilder sb = new StringBuilder();
        for (Booking b : sorted) sb.append(b).append(' ');
        System.out.println("by row, name desc: " + sb.toString().trim());
        Arrays.sort(sorted, (x, y) -> y.count - x.count);
        System.out.println("largest party: " + sorted[0] + ", smallest: " + sorted[sorted.length - 1]);

        byte b = 100;
        b += 100;
        System.out.println("byte 100 += 100 -> " + b);
        b -= 250;
        System.out.println("byte -= 250 -> " + b);
        short sh = 20000;
        sh *= 3;
        System.out.println("short 20000 *= 3 -> " + sh);
        char c = 'x';
        c += 2;
        System.out.println("char x += 2 -> " + c + " (" + (int) c + ")");
        c += 5;
        System.out.println("char += 5 -> " + (int) c + " is letter? " + Character.isLetter(c));
        int i = 7;
        i /= 2.5;
        System.out.println("int 7 /= 2.5 -> " + i);
        i += 3.99;
        System.out.println("int += 3.99 -> " + i);
        byte[] seatCodes = new byte[4];
        for (int k = 0; k < seatCodes.length; k++) seatCodes[k] = (byte) (hall[3][k] * 70 + k);
        System.out.println("seat codes: " + Arrays.toString(seatCodes) + " unsigned[2]=" + (seatCodes[2] & 0xFF));
        SeatClass[] upgrade = SeatClass.values();
        for (SeatClass sc : upgrade) System.out.println(sc + " -> " + upgrade[Math.max(0, sc.ordinal() - 1)]);
    }
}

enum SeatClass {
    VIP(2450), STANDARD(1375), BUDGET(899);
    final int cents;
    SeatClass(int cents) { this.cents = cents; }
}

class Booking {
    final String name;
    final int row, seat, count;
    Booking(String name, int row, int seat, int count) { this.name = name; this.row = row; this.seat = seat; this.count = count; }
    @Override public String toString() { return name + "@" + row + ":" + seat + "x" + count; }
}
